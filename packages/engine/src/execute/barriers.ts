import type { Action } from '../actions/types';
import type { ActionTargets } from '../definition/types';
import { parseInstanceId } from '../names';
import { cardOf, listOf } from '../state/store';
import type { CardInstance, GameState, InstanceId, PlayerId } from '../state/types';
import { canSee, sameVisibility } from '../state/visibility';
import type { EngineEvent } from './events';

/** An event that marks a point no rewind may go back past (see `rewind` in the history). */
export type BarrierEvent = Extract<EngineEvent, { type: 'barrier' }>;

const cards = (n: number) => (n === 1 ? 'a card' : `${n} cards`);

/** The owner of a zone key (`p2:hand` → `p2`), or `null` for a shared zone. */
const ownerOf = (key: string | undefined) =>
  key?.includes(':') ? key.slice(0, key.indexOf(':')) : null;

// The zone of the last call: an action's barriers name one zone, once per viewer.
let lastZone: string | undefined;
let lastWords = 'a zone';

/** `p2's hand`, `stadium`: a zone in words. */
function zoneWords(key: string | undefined): string {
  if (key === lastZone) return lastWords;
  const owner = ownerOf(key);
  lastWords =
    owner === null ? (key ?? 'a zone') : `${owner}'s ${(key as string).slice(owner.length + 1)}`;
  lastZone = key;
  return lastWords;
}

/** One card shown (words need only the count). */
const ONE: readonly InstanceId[] = Object.freeze(['']);

/** What a player was shown by one action, in words that name players and zones, never a card. */
function shownWords(
  action: Action,
  targets: ActionTargets,
  viewer: PlayerId,
  ids: readonly InstanceId[],
  where: string | undefined,
): string {
  const actor = action.player;
  switch (action.type) {
    case 'draw':
    case 'mulligan':
      return viewer === actor
        ? `${actor} drew ${cards(ids.length)}`
        : `it showed ${viewer} ${cards(ids.length)} ${actor} drew`;
    case 'peek':
      return `it showed ${viewer} the ${action.from === 'bottom' ? 'bottom' : 'top'} ${cards(ids.length)} of ${zoneWords(targets.zones[0])}`;
    case 'search_zone':
      return `it showed ${viewer} every card of ${zoneWords(targets.zones[0])}`;
    case 'reveal_hand':
      return `it showed ${viewer} ${zoneWords(targets.zones[0])}`;
    case 'create_decision':
      return `it showed ${viewer} ${cards(ids.length)} of ${zoneWords(where)} to choose from`;
    default:
      return `it showed ${viewer} ${cards(ids.length)} of ${zoneWords(where)}`;
  }
}

/** What chance decided in one action. */
function chanceWords(action: Action, targets: ActionTargets): string {
  const actor = action.player;
  switch (action.type) {
    case 'coin_flip':
      return `${actor} flipped ${(action.count ?? 1) === 1 ? 'a coin' : `${action.count} coins`}`;
    case 'dice_roll':
      return `${actor} rolled ${(action.count ?? 1) === 1 ? 'a die' : `${action.count} dice`}`;
    case 'shuffle':
      return `${zoneWords(targets.zones[0])} was shuffled`;
    case 'mulligan':
      return `${actor}'s hand was shuffled into the deck`;
    default:
      return `chance decided ${action.type.replaceAll('_', ' ')}`;
  }
}

/** Whether the zone `key` of `state` holds `id`. */
function holds(state: GameState, key: string | undefined, id: InstanceId): boolean {
  const zone = key === undefined ? undefined : state.zones[key];
  return zone !== undefined && listOf(zone).includes(id);
}

/**
 * Where a card is in `state` (the first zone holding it): the zones the action named first (a
 * drawn card is in the hand it went to), then every zone.
 */
function zoneOf(state: GameState, id: InstanceId, targets?: ActionTargets): string | undefined {
  if (targets !== undefined) {
    if (holds(state, targets.to, id)) return targets.to;
    if (holds(state, targets.from, id)) return targets.from;
    for (const key of targets.zones) if (holds(state, key, id)) return key;
  }
  for (const key in state.zones) if (holds(state, key, id)) return key;
  return undefined;
}

/** Who was shown which hidden cards by one action, in the order they were first shown. */
class Shown {
  // Array literals, not `[]` and a push: a push on an empty array reserves 17 slots.
  readonly players: PlayerId[];
  readonly ids: InstanceId[][];
  constructor(player: PlayerId, id: InstanceId) {
    this.players = [player];
    this.ids = [[id]];
  }
  add(player: PlayerId, id: InstanceId): void {
    const at = this.players.indexOf(player);
    if (at < 0) {
      this.players.push(player);
      this.ids.push([id]);
      return;
    }
    const list = this.ids[at] as InstanceId[];
    if (!list.includes(id)) list.push(id);
  }
}

/** `shown` (made on the first card shown: most actions show none) with one more card shown. */
function addShown(shown: Shown | undefined, player: PlayerId, id: InstanceId): Shown {
  if (shown === undefined) return new Shown(player, id);
  shown.add(player, id);
  return shown;
}

/**
 * The barriers one executed action (a top-level action or a follow-up) set: hidden cards it
 * showed a player — a card turned visible to them (a draw, a revealed hand, a card moved into
 * view), the cards of a peek or a search, a decision whose options name (`#id`) cards its decider
 * could not see — and outcomes of chance (anything that drew from the seeded generator: a flip,
 * a roll, a shuffle). `card` is the card whose effect the action carried out, when known.
 */
export function barrierEvents(
  before: GameState,
  after: GameState,
  action: Action,
  targets: ActionTargets,
  changed: readonly CardInstance[],
  data: unknown,
  card: InstanceId | undefined,
): BarrierEvent[] {
  const players = after.players;
  const chance = after.rng !== before.rng;
  if (
    changed.length === 1 &&
    action.type !== 'peek' &&
    action.type !== 'search_zone' &&
    action.type !== 'create_decision'
  ) {
    // The common case, a card drawn, played or moved: the players who see it now and did not
    // before are shown it, each in a barrier of their own.
    const next = changed[0] as CardInstance;
    const old = cardOf(before, next.id);
    let out: BarrierEvent[] | undefined;
    if (old !== undefined && !sameVisibility(old.visibility, next.visibility)) {
      let place: string | undefined;
      for (let k = 0; k < players.length; k++) {
        const p = players[k] as PlayerId;
        if (canSee(old, p) || !canSee(next, p)) continue;
        if (out === undefined) place = zoneOf(after, next.id, targets);
        const b = barrier('shown', [p], shownWords(action, targets, p, ONE, place), card);
        if (out === undefined) out = [b];
        else out.push(b);
      }
    }
    if (!chance) return out ?? NO_BARRIERS;
    const c = barrier('chance', players, chanceWords(action, targets), card);
    if (out === undefined) return [c];
    out.push(c);
    return out;
  }
  let shown: Shown | undefined;
  for (let i = 0; i < changed.length; i++) {
    const next = changed[i] as CardInstance;
    const old = cardOf(before, next.id);
    if (old === undefined || sameVisibility(old.visibility, next.visibility)) continue;
    for (let k = 0; k < players.length; k++) {
      const p = players[k] as PlayerId;
      if (!canSee(old, p) && canSee(next, p)) shown = addShown(shown, p, next.id);
    }
  }
  if (action.type === 'peek' || action.type === 'search_zone') {
    const zone = before.zones[targets.zones[0] ?? ''];
    const looked =
      action.type === 'peek'
        ? ((data as { cards?: readonly { id: InstanceId }[] } | undefined)?.cards ?? []).map(
            (c) => c.id,
          )
        : zone === undefined
          ? []
          : listOf(zone).slice();
    for (const id of looked) {
      const c = cardOf(before, id);
      if (c !== undefined && !canSee(c, action.player)) shown = addShown(shown, action.player, id);
    }
  }
  let where: string | undefined;
  if (action.type === 'create_decision' && after.pendingDecision !== null) {
    const decider = after.pendingDecision.decider;
    for (const option of after.pendingDecision.options ?? []) {
      const ref = /^#(\d+)/.exec(option)?.[1];
      const id = ref === undefined ? null : parseInstanceId(ref);
      const c = id === null ? undefined : cardOf(after, id);
      if (c === undefined || canSee(c, decider)) continue;
      shown = addShown(shown, decider, c.id);
      where ??= zoneOf(after, c.id);
    }
  }
  if (shown === undefined && !chance) return NO_BARRIERS;
  const out: BarrierEvent[] = [];
  if (shown !== undefined) {
    // Several viewers are often shown the same card (one played face up): find its zone once.
    let placeOf: InstanceId | undefined;
    let place: string | undefined;
    for (let i = 0; i < shown.players.length; i++) {
      const viewer = shown.players[i] as PlayerId;
      const ids = shown.ids[i] as InstanceId[];
      if (where === undefined && placeOf !== ids[0]) {
        placeOf = ids[0];
        place = zoneOf(after, ids[0] as InstanceId, targets);
      }
      out.push(
        barrier('shown', [viewer], shownWords(action, targets, viewer, ids, where ?? place), card),
      );
    }
  }
  if (chance) out.push(barrier('chance', players, chanceWords(action, targets), card));
  return out;
}

/** What an action that set no barrier returns (frozen: nobody may add to it). */
const NO_BARRIERS: BarrierEvent[] = Object.freeze([]) as unknown as BarrierEvent[];

/**
 * A barrier event, with `card` when there is one. Written out: a spread (`...{ card }`, or
 * `{ ...event, card }`) is one of V8's slow paths, a microsecond each on Node 20, on the path of
 * every draw.
 */
export function barrier(
  kind: BarrierEvent['kind'],
  players: readonly PlayerId[],
  what: string,
  card: InstanceId | undefined,
): BarrierEvent {
  return card === undefined
    ? { type: 'barrier', kind, players, what }
    : { type: 'barrier', kind, players, what, card };
}
