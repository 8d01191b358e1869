import type {
  PeekAction,
  RearrangeZoneAction,
  RevealAction,
  RevealHandAction,
  SearchZoneAction,
  ShuffleAction,
} from '../actions/types';
import { excerpt, reject } from '../errors';
import { cardName, parseInstanceId } from '../names';
import type { CardInstance, InstanceId, PlayerId, Visibility, Zone } from '../state/types';
import { canSeeCard } from '../state/visibility';
import { type Ctx, type Plan, resetZoneVisibility } from './context';
import type { EngineEvent } from './events';

/** One card as seen by the acting player in a peek or search result. */
export interface SeenCard {
  readonly id: InstanceId;
  /** 1 = top of the zone. */
  readonly position: number;
  readonly templateId: string;
  readonly name: string;
}

/** `search_zone` result: the zone's inventory. */
export interface ZoneInventory {
  readonly zone: string;
  readonly total: number;
  /** Grouped by name, sorted by name. */
  readonly entries: readonly {
    readonly name: string;
    readonly templateId: string;
    readonly quantity: number;
    readonly instances: readonly SeenCard[];
  }[];
}

export function shuffle(c: Ctx<ShuffleAction>): Plan {
  const zone = c.ownZone(c.zone(c.action.zone, 'zone'), 'shuffle');
  if (!zone.config.shuffleable)
    reject('ZONE_NOT_SHUFFLEABLE', `${zone.key} cannot be shuffled.`, [
      `Shuffleable zones: ${
        Object.values(c.state.zones)
          .filter((z) => z.config.shuffleable && (z.owner === null || z.owner === c.player))
          .map((z) => z.key)
          .join(', ') || 'none'
      }.`,
    ]);
  return {
    targets: { cards: [], zones: [zone.key] },
    apply(d) {
      d.rng.shuffleInPlace(d.writable(zone.key));
      resetZoneVisibility(d, zone.key);
      return {
        events: [{ type: 'zone_shuffled', zone: zone.key }],
        message: `${c.player} shuffled ${zone.key}`,
      };
    },
  };
}

function seen(c: Ctx, id: InstanceId, position: number): SeenCard {
  const card = c.cardOf(id) as CardInstance;
  return { id, position, templateId: card.templateId, name: cardName(c.definition.cards, card) };
}

export function peek(c: Ctx<PeekAction>): Plan {
  const a = c.action;
  const zone = c.ownZone(c.zone(a.zone, 'zone'), 'peek at');
  if (a.from !== undefined && a.from !== 'top' && a.from !== 'bottom')
    reject('INVALID_POSITION', `"from" must be "top" or "bottom", got ${excerpt(a.from)}.`, []);
  const count = c.count(a.count, 'count', 1);
  const list = c.list(zone);
  const n = list.length;
  if (n < count)
    reject(
      'NOT_ENOUGH_CARDS',
      `${zone.key} has ${n} card${n === 1 ? '' : 's'}; you asked to peek at ${count}.`,
      n > 0 ? [`Peek at most ${n}.`] : [],
    );
  const first = a.from === 'bottom' ? n - count : 0;
  return {
    targets: { cards: [], zones: [zone.key] },
    apply() {
      const cards = new Array<SeenCard>(count);
      for (let i = 0; i < count; i++)
        cards[i] = seen(c, list.at(first + i) as InstanceId, first + i + 1);
      return {
        events: [{ type: 'zone_looked_at', zone: zone.key, player: c.player, count }],
        message: `${c.player} looked at ${count} card${count === 1 ? '' : 's'} from the ${a.from ?? 'top'} of ${zone.key}`,
        data: { zone: zone.key, from: a.from ?? 'top', cards },
      };
    },
  };
}

export function searchZone(c: Ctx<SearchZoneAction>): Plan {
  const zone = c.ownZone(c.zone(c.action.zone, 'zone'), 'search');
  return {
    targets: { cards: [], zones: [zone.key] },
    apply() {
      const groups = new Map<
        string,
        { name: string; templateId: string; quantity: number; instances: SeenCard[] }
      >();
      const list = c.list(zone);
      list.slice().forEach((id, i) => {
        const s = seen(c, id, i + 1);
        const key = `${s.name}\u0000${s.templateId}`;
        const g = groups.get(key) ?? {
          name: s.name,
          templateId: s.templateId,
          quantity: 0,
          instances: [],
        };
        g.quantity++;
        g.instances.push(s);
        groups.set(key, g);
      });
      const entries = [...groups.values()].sort(
        (x, y) => x.name.localeCompare(y.name) || x.templateId.localeCompare(y.templateId),
      );
      const data: ZoneInventory = { zone: zone.key, total: list.length, entries };
      return {
        events: [{ type: 'zone_looked_at', zone: zone.key, player: c.player, count: list.length }],
        message: `${c.player} searched ${zone.key}`,
        data,
      };
    },
  };
}

export function rearrangeZone(c: Ctx<RearrangeZoneAction>): Plan {
  const a = c.action;
  const zone = c.ownZone(c.zone(a.zone, 'zone'), 'rearrange');
  if (a.from !== undefined && a.from !== 'top' && a.from !== 'bottom')
    reject('INVALID_POSITION', `"from" must be "top" or "bottom", got ${excerpt(a.from)}.`, []);
  const n = c.list(zone).length;
  if (typeof a.count !== 'number')
    reject('INVALID_COUNT', '"count" is required: how many cards to rearrange.', []);
  const count = c.count(a.count, 'count', 1);
  if (count > n)
    reject('NOT_ENOUGH_CARDS', `${zone.key} has ${n} cards; you asked to rearrange ${count}.`, [
      `Use count ${n} or less.`,
    ]);
  const start = a.from === 'bottom' ? n - count : 0;
  const slice = c.list(zone).slice(start, start + count);
  const nameOf = (id: InstanceId) => cardName(c.definition.cards, c.cardOf(id) as CardInstance);
  // Name only what the player may see: the order is checked against hidden cards too (after a
  // peek the player knows them), but an error must not reveal cards they never looked at.
  const sliceNames = slice.map((id) =>
    canSeeCard(c.state, a.player, id) ? nameOf(id) : 'a card you cannot see',
  );
  const mismatch = (why: string): never =>
    reject(
      'ORDER_MISMATCH',
      `${why} The ${a.from ?? 'top'} ${count} cards of ${zone.key} are: ${sliceNames.join(', ')}.`,
      [
        `List all ${count} of them, each once, in the new top-to-bottom order.`,
        'Peek at the zone first if you do not know their names.',
      ],
    );
  if (!Array.isArray(a.order) || a.order.length !== count)
    mismatch(`"order" must name exactly ${count} cards.`);
  const remaining = slice.slice();
  const ordered: InstanceId[] = [];
  for (const ref of a.order) {
    if (typeof ref !== 'string') mismatch('Every entry of "order" must be a card name or #id.');
    const id = parseInstanceId(ref);
    let at = id !== null ? remaining.indexOf(id) : -1;
    if (at < 0) {
      const lower = ref.trim().toLowerCase();
      at = remaining.findIndex((cid) => nameOf(cid).toLowerCase() === lower);
      if (at < 0) at = remaining.findIndex((cid) => nameOf(cid).toLowerCase().startsWith(lower));
    }
    if (at < 0) mismatch(`${excerpt(ref)} is not among those cards (or is listed too many times).`);
    ordered.push(remaining.splice(at, 1)[0] as InstanceId);
  }
  return {
    targets: { cards: ordered, zones: [zone.key] },
    apply(d) {
      const list = d.writable(zone.key);
      list.splice(start, count, ...ordered);
      return {
        events: [{ type: 'zone_reordered', zone: zone.key }],
        message: `${c.player} rearranged ${count} cards of ${zone.key}`,
        data: { zone: zone.key, order: ordered },
      };
    },
  };
}

function audience(c: Ctx, to: readonly PlayerId[] | undefined): Visibility {
  if (to === undefined) return 'public';
  if (!Array.isArray(to) || to.length === 0)
    reject('INVALID_ACTION', '"to" must list at least one player.', [
      `Players: ${c.state.players.join(', ')}.`,
    ]);
  for (const p of to)
    if (!c.state.players.includes(p))
      reject('UNKNOWN_PLAYER', `There is no player ${excerpt(p)}.`, [
        `Players: ${c.state.players.join(', ')}.`,
      ]);
  return { players: [...new Set([c.player, ...to])] };
}

function widen(current: Visibility, extra: Visibility): Visibility {
  if (extra === 'public' || current === 'public') return 'public';
  if (extra === 'hidden') return current;
  const base = current === 'hidden' ? [] : current.players;
  return { players: [...new Set([...base, ...extra.players])] };
}

function revealIds(c: Ctx, ids: readonly InstanceId[], vis: Visibility): Plan['apply'] {
  return (d) => {
    const events: EngineEvent[] = [];
    const revealed: SeenCard[] = [];
    for (const id of ids) {
      const card = d.card(id);
      const next = widen(card.visibility, vis);
      const zone = c.locate(id) as Zone;
      d.updateCard(id, { visibility: next, faceUp: next === 'public' }, zone.key);
      events.push({ type: 'card_changed', card: id, field: 'visibility' });
      revealed.push(seen(c, id, c.list(zone).indexOf(id) + 1));
    }
    // A reveal to some players names the cards too: the log's `seenBy` keeps the names for the
    // players who saw them and a view shows "a card" to everyone else.
    const names = revealed.map((r) => r.name).join(', ');
    const to = vis === 'public' ? '' : ` to ${(vis as { players: string[] }).players.join(', ')}`;
    return {
      events,
      message: `${c.player} revealed ${names}${to}`,
      named: ids,
      data: { cards: revealed },
    };
  };
}

export function reveal(c: Ctx<RevealAction>): Plan {
  const a = c.action;
  if (!Array.isArray(a.cards) || a.cards.length === 0)
    reject('INVALID_COUNT', '"cards" must list at least one card to reveal.', []);
  const ids: InstanceId[] = [];
  for (const ref of a.cards) {
    const { id } = c.card(ref, a.zone);
    if (!ids.includes(id)) ids.push(id);
  }
  const vis = audience(c, a.to);
  return { targets: { cards: ids, zones: [] }, apply: revealIds(c, ids, vis) };
}

export function revealHand(c: Ctx<RevealHandAction>): Plan {
  const a = c.action;
  const zone = c.ownZone(c.zone(a.zone ?? c.definition.drawZones?.to ?? 'hand', 'zone'), 'reveal');
  const vis = audience(c, a.to);
  const ids = c.list(zone).slice();
  return { targets: { cards: ids, zones: [zone.key] }, apply: revealIds(c, ids, vis) };
}
