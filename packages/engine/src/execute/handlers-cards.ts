import type {
  DrawAction,
  MoveCardAction,
  MoveCardStackAction,
  MulliganAction,
  PlaceOnZoneAction,
  SwapCardStacksAction,
} from '../actions/types';
import { excerpt, reject } from '../errors';
import type { InstanceId } from '../state/types';
import { type Ctx, lineAbout, moveCards, type Plan, resetZoneVisibility } from './context';
import type { EngineEvent } from './events';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function draw(c: Ctx<DrawAction>): Plan {
  const a = c.action;
  const dz = c.definition.drawZones ?? { from: 'deck', to: 'hand' };
  const from = c.ownZone(c.zone(a.from ?? dz.from, 'from'), 'draw from');
  const to = c.zone(a.to ?? dz.to, 'to');
  c.mayChange(to, 'put cards into');
  const count = c.count(a.count, 'count', 1);
  const fromCards = c.list(from);
  const size = fromCards.length;
  if (size < count)
    reject(
      'NOT_ENOUGH_CARDS',
      `You asked to draw ${count} but ${from.key} has ${plural(size, 'card')}.`,
      [size > 0 ? `Draw at most ${size}.` : `${from.key} is empty.`],
    );
  if (from.key !== to.key) c.capacity(to, count);
  const ids = fromCards.slice(0, count);
  return {
    targets: { cards: ids, from: from.key, to: to.key, zones: [from.key, to.key] },
    apply(d) {
      const events: EngineEvent[] = [];
      moveCards(d, ids, from.key, to.key, to.config.ordered ? 0 : Number.MAX_SAFE_INTEGER, events);
      return { events, message: `${c.player} drew ${plural(count, 'card')}`, data: { cards: ids } };
    },
  };
}

export function moveCard(c: Ctx<MoveCardAction>): Plan {
  const a = c.action;
  const { id, zone: from } = c.card(a.card, a.from);
  c.mayChange(from, 'take cards out of');
  const to = c.zone(a.to, 'to');
  c.mayChange(to, 'put cards into');
  if (from.key !== to.key) c.capacity(to, 1);
  if (a.faceUp !== undefined && typeof a.faceUp !== 'boolean')
    reject('INVALID_ACTION', '"faceUp" must be true or false.', []);
  const toSize = c.list(to).length;
  const size = from.key === to.key ? toSize - 1 : toSize;
  const index = c.index(a.position, to, size);
  return {
    targets: { cards: [id], from: from.key, to: to.key, zones: [from.key, to.key] },
    apply(d) {
      const events: EngineEvent[] = [];
      moveCards(d, [id], from.key, to.key, index, events, a.faceUp);
      return {
        events,
        ...lineAbout(
          c.definition,
          d,
          id,
          (card) => `${c.player} moved ${card} from ${from.key} to ${to.key}`,
        ),
        data: { card: id, from: from.key, to: to.key, position: index + 1 },
      };
    },
  };
}

export function moveCardStack(c: Ctx<MoveCardStackAction>): Plan {
  const a = c.action;
  const from = c.zone(a.from, 'from');
  const to = c.zone(a.to, 'to');
  if (from.key === to.key)
    reject('INVALID_ACTION', `"from" and "to" are both ${from.key}.`, [
      'Choose a different target zone.',
    ]);
  c.mayChange(from, 'move cards out of');
  c.mayChange(to, 'put cards into');
  const fromCards = c.list(from);
  const count = c.count(a.count, 'count', fromCards.length, 1, Math.max(1, fromCards.length));
  if (fromCards.length === 0)
    reject('NOT_ENOUGH_CARDS', `${from.key} is empty; there is nothing to move.`, []);
  c.capacity(to, count);
  const ids = fromCards.slice(0, count);
  const index = a.position === 'bottom' ? c.list(to).length : 0;
  if (a.position !== undefined && a.position !== 'top' && a.position !== 'bottom')
    reject('INVALID_POSITION', `Position ${excerpt(a.position)} is not valid here.`, [
      'Use "top" or "bottom".',
    ]);
  return {
    targets: { cards: ids, from: from.key, to: to.key, zones: [from.key, to.key] },
    apply(d) {
      const events: EngineEvent[] = [];
      moveCards(d, ids, from.key, to.key, index, events);
      return {
        events,
        message: `${c.player} moved ${plural(count, 'card')} from ${from.key} to ${to.key}`,
        data: { cards: ids },
      };
    },
  };
}

export function placeOnZone(c: Ctx<PlaceOnZoneAction>): Plan {
  const a = c.action;
  if (!Array.isArray(a.cards) || a.cards.length === 0)
    reject('INVALID_COUNT', '"cards" must list at least one card.', []);
  const to = c.zone(a.to, 'to');
  c.mayChange(to, 'put cards into');
  const picked: { id: InstanceId; from: string }[] = [];
  for (const ref of a.cards) {
    const { id, zone } = c.card(ref, a.from);
    c.mayChange(zone, 'take cards out of');
    if (picked.some((p) => p.id === id)) {
      // The same name twice means two copies: resolve again among the not-yet-picked cards.
      const zoneCards = c
        .list(zone)
        .slice()
        .filter(
          (cid) =>
            !picked.some((p) => p.id === cid) &&
            c.cardOf(cid)?.templateId === c.cardOf(id)?.templateId,
        );
      const next = zoneCards[0];
      if (next === undefined)
        reject(
          'NOT_ENOUGH_CARDS',
          `${excerpt(ref)} is listed more times than there are such cards in ${zone.key}.`,
          [],
        );
      picked.push({ id: next, from: zone.key });
    } else picked.push({ id, from: zone.key });
  }
  c.capacity(to, picked.filter((p) => p.from !== to.key).length);
  if (a.position !== undefined && a.position !== 'top' && a.position !== 'bottom')
    reject('INVALID_POSITION', `Position ${excerpt(a.position)} is not valid here.`, [
      'Use "top" or "bottom".',
    ]);
  return {
    targets: { cards: picked.map((p) => p.id), to: to.key, zones: [to.key] },
    apply(d) {
      const events: EngineEvent[] = [];
      // Remove first so "bottom" is computed without the moving cards.
      const index = a.position === 'bottom' ? Number.MAX_SAFE_INTEGER : 0;
      moveCards(
        d,
        picked.map((p) => p.id),
        picked.map((p) => p.from),
        to.key,
        index,
        events,
      );
      return {
        events,
        message: `${c.player} placed ${plural(picked.length, 'card')} on the ${a.position ?? 'top'} of ${to.key}`,
        data: { cards: picked.map((p) => p.id) },
      };
    },
  };
}

export function swapCardStacks(c: Ctx<SwapCardStacksAction>): Plan {
  const a = c.action;
  const za = c.zone(a.a, 'a');
  const zb = c.zone(a.b, 'b');
  if (za.key === zb.key)
    reject('INVALID_ACTION', `"a" and "b" are both ${za.key}.`, ['Name two different zones.']);
  for (const [z, other] of [
    [za, zb],
    [zb, za],
  ] as const) {
    const cap = z.config.capacity;
    const otherSize = c.list(other).length;
    if (cap !== null && otherSize > cap)
      reject(
        'ZONE_FULL',
        `${z.key} holds at most ${cap} cards; ${other.key} has ${otherSize}.`,
        [],
      );
    c.mayChange(z, 'move cards out of');
  }
  const aCards = c.list(za).slice();
  const bCards = c.list(zb).slice();
  return {
    targets: { cards: [...aCards, ...bCards], zones: [za.key, zb.key] },
    apply(d) {
      const events: EngineEvent[] = [];
      d.setZoneCards(za.key, []);
      d.setZoneCards(zb.key, []);
      moveCards(d, bCards, zb.key, za.key, 0, events);
      moveCards(d, aCards, za.key, zb.key, 0, events);
      events.push({ type: 'zones_swapped', a: za.key, b: zb.key });
      return { events, message: `${c.player} swapped ${za.key} and ${zb.key}` };
    },
  };
}

export function mulligan(c: Ctx<MulliganAction>): Plan {
  const a = c.action;
  const dz = c.definition.drawZones ?? { from: 'deck', to: 'hand' };
  const deck = c.ownZone(c.zone(dz.from, 'deck'), 'mulligan with');
  const hand = c.ownZone(c.zone(dz.to, 'hand'), 'mulligan with');
  const handCards = c.list(hand).slice();
  const total = c.list(deck).length + handCards.length;
  const count = c.count(a.count, 'count', handCards.length, 0, total);
  return {
    targets: {
      cards: handCards,
      from: hand.key,
      to: deck.key,
      zones: [deck.key, hand.key],
    },
    apply(d) {
      const events: EngineEvent[] = [];
      moveCards(d, handCards, hand.key, deck.key, 0, events);
      const list = d.writable(deck.key);
      d.rng.shuffleInPlace(list);
      resetZoneVisibility(d, deck.key);
      events.push({ type: 'zone_shuffled', zone: deck.key });
      const drawn = list.slice(0, count);
      moveCards(d, drawn, deck.key, hand.key, 0, events);
      return {
        events,
        message: `${c.player} took a mulligan and drew ${plural(count, 'card')}`,
        data: { drawn: drawn.length },
      };
    },
  };
}
