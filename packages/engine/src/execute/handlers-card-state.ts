import type {
  AddCounterAction,
  FlipCardAction,
  RemoveCounterAction,
  SetCounterAction,
  SetOrientationAction,
  SetVisibilityAction,
} from '../actions/types';
import { excerpt, reject } from '../errors';
import type { InstanceId, Visibility, Zone } from '../state/types';
import { resolveDefaultVisibility } from '../state/visibility';
import { type Ctx, lineAbout, type Plan } from './context';

/** A card the player may change: in their own or a shared zone, or where a card effect permits. */
function target(c: Ctx, ref: unknown, zoneRef: unknown): { id: InstanceId; zone: Zone } {
  const found = c.card(ref, zoneRef);
  c.mayChange(found.zone, 'change cards in');
  return found;
}

export function flipCard(c: Ctx<FlipCardAction>): Plan {
  const a = c.action;
  const { id, zone } = target(c, a.card, a.zone);
  if (a.faceUp !== undefined && typeof a.faceUp !== 'boolean')
    reject('INVALID_ACTION', '"faceUp" must be true or false.', []);
  const card = c.cardOf(id);
  const up = a.faceUp ?? !card?.faceUp;
  let vis: Visibility = 'public';
  if (!up) {
    const d = resolveDefaultVisibility(zone, card?.owner ?? c.player);
    vis = d === 'public' ? 'hidden' : d;
  }
  return {
    targets: { cards: [id], zones: [zone.key] },
    apply(d) {
      d.updateCard(id, { visibility: vis, faceUp: vis === 'public' }, zone.key);
      return {
        events: [{ type: 'card_changed', card: id, field: 'visibility' }],
        ...lineAbout(
          c.definition,
          d,
          id,
          (card) => `${c.player} turned ${card} face ${up ? 'up' : 'down'} in ${zone.key}`,
        ),
      };
    },
  };
}

export function setVisibility(c: Ctx<SetVisibilityAction>): Plan {
  const a = c.action;
  const { id, zone } = target(c, a.card, a.zone);
  const v = a.visibility;
  let vis: Visibility;
  if (v === 'public' || v === 'hidden') vis = v;
  else if (v === 'owner') vis = { players: [c.cardOf(id)?.owner ?? c.player] };
  else if (v !== null && typeof v === 'object' && Array.isArray(v.players)) {
    for (const p of v.players)
      if (!c.state.players.includes(p))
        reject('UNKNOWN_PLAYER', `There is no player ${excerpt(p)}.`, [
          `Players: ${c.state.players.join(', ')}.`,
        ]);
    vis = { players: [...new Set(v.players)] };
  } else
    reject(
      'INVALID_ACTION',
      `"visibility" must be "public", "hidden", "owner" or { players: [...] }.`,
      [],
    );
  return {
    targets: { cards: [id], zones: [zone.key] },
    apply(d) {
      d.updateCard(id, { visibility: vis, faceUp: vis === 'public' }, zone.key);
      return {
        events: [{ type: 'card_changed', card: id, field: 'visibility' }],
        ...lineAbout(
          c.definition,
          d,
          id,
          (card) => `${c.player} changed who can see ${card} in ${zone.key}`,
        ),
      };
    },
  };
}

export function setOrientation(c: Ctx<SetOrientationAction>): Plan {
  const a = c.action;
  const { id, zone } = target(c, a.card, a.zone);
  if (![0, 90, 180, 270].includes(a.orientation as number))
    reject(
      'INVALID_ACTION',
      `"orientation" must be 0, 90, 180 or 270; got ${excerpt(a.orientation)}.`,
      [],
    );
  return {
    targets: { cards: [id], zones: [zone.key] },
    apply(d) {
      d.updateCard(id, { orientation: a.orientation }, zone.key);
      return {
        events: [{ type: 'card_changed', card: id, field: 'orientation' }],
        ...lineAbout(
          c.definition,
          d,
          id,
          (card) => `${c.player} turned ${card} to ${a.orientation}°`,
        ),
      };
    },
  };
}

/** Longest counter name. */
export const MAX_COUNTER_NAME = 40;

/**
 * A counter's name: a short word or phrase (letters, digits, spaces, `_`, `-`, `:`, `.`), never
 * a key every object has (`constructor`, `__proto__`, `toString` …), which would read or write
 * the record's prototype instead of a counter.
 */
function counterName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    name.length > MAX_COUNTER_NAME ||
    !/^[\p{L}\p{N}][\p{L}\p{N} _:.-]*$/u.test(name) ||
    name in Object.prototype
  )
    reject(
      'INVALID_COUNTER',
      `"counter" must name a counter, e.g. "damage": up to ${MAX_COUNTER_NAME} letters, digits, spaces, "_", "-", ":" or "."; got ${excerpt(name)}.`,
      [],
    );
  return name;
}

/** The value of a counter on a card (0 when absent); own keys only. */
function counterValue(c: Ctx, id: InstanceId, counter: string): number {
  const counters = c.cardOf(id)?.counters;
  return counters !== undefined && Object.hasOwn(counters, counter)
    ? (counters[counter] as number)
    : 0;
}

function counterPlan(
  c: Ctx<AddCounterAction | RemoveCounterAction | SetCounterAction>,
  id: InstanceId,
  zone: Zone,
  counter: string,
  value: number,
  verb: string,
): Plan {
  return {
    targets: { cards: [id], zones: [zone.key] },
    apply(d) {
      const current = d.card(id).counters;
      const counters = { ...current };
      if (value === 0) delete counters[counter];
      else counters[counter] = value;
      d.updateCard(id, { counters }, zone.key);
      return {
        events: [{ type: 'card_changed', card: id, field: 'counters' }],
        ...lineAbout(
          c.definition,
          d,
          id,
          (card) => `${c.player} ${verb}: ${counter} on ${card} is now ${value}`,
        ),
        data: { card: id, counter, value },
      };
    },
  };
}

export function addCounter(c: Ctx<AddCounterAction>): Plan {
  const a = c.action;
  const counter = counterName(a.counter);
  const { id, zone } = target(c, a.card, a.zone);
  const amount = c.count(a.amount, 'amount', 1);
  const current = counterValue(c, id, counter);
  return counterPlan(c, id, zone, counter, current + amount, `added ${amount}`);
}

export function removeCounter(c: Ctx<RemoveCounterAction>): Plan {
  const a = c.action;
  const counter = counterName(a.counter);
  const { id, zone } = target(c, a.card, a.zone);
  const amount = c.count(a.amount, 'amount', 1);
  const current = counterValue(c, id, counter);
  if (current < amount)
    reject(
      'INVALID_COUNTER',
      `${c.nameFor(id)} has ${current} "${counter}" counter${current === 1 ? '' : 's'}; cannot remove ${amount}.`,
      [
        current > 0
          ? `Remove at most ${current}.`
          : `Counters on it: ${Object.keys(c.cardOf(id)?.counters ?? {}).join(', ') || 'none'}.`,
      ],
    );
  return counterPlan(c, id, zone, counter, current - amount, `removed ${amount}`);
}

export function setCounter(c: Ctx<SetCounterAction>): Plan {
  const a = c.action;
  const counter = counterName(a.counter);
  const { id, zone } = target(c, a.card, a.zone);
  const value = c.count(a.value, 'value', 0, 0);
  return counterPlan(c, id, zone, counter, value, 'set a counter');
}
