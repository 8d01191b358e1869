import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions, zoneIds, zoneNames } from '../test';

const { engine, state: s0 } = createTestGame({ deckSize: 12 });

describe('draw', () => {
  it('takes from the top (index 0) into the hand with owner visibility', () => {
    const top = zoneIds(s0, 'p1:deck').slice(0, 2);
    const r = engine.execute(s0, actions.draw({ player: 'p1', count: 2 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(zoneIds(r.state, 'p1:hand').sort()).toEqual([...top].sort());
    expect(zoneIds(r.state, 'p1:deck')).toEqual(zoneIds(s0, 'p1:deck').slice(2));
    for (const id of top) expect(r.state.cards[id]?.visibility).toEqual({ players: ['p1'] });
    expect(r.data).toEqual({ cards: top });
    expect(r.events.filter((e) => e.type === 'card_moved')).toHaveLength(2);
    // structural sharing: untouched zones are the same objects
    expect(r.state.zones['p2:deck']).toBe(s0.zones['p2:deck']);
    expect(r.state.cards[zoneIds(s0, 'p2:deck')[0] as string]).toBe(
      s0.cards[zoneIds(s0, 'p2:deck')[0] as string],
    );
  });

  it('rejects more cards than the deck has, and bad counts', () => {
    const r = engine.execute(s0, actions.draw({ player: 'p1', count: 13 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('NOT_ENOUGH_CARDS');
    expect(r.state).toBe(s0);
    const bad = engine.execute(s0, actions.draw({ player: 'p1', count: 0 }));
    expect(!bad.ok && bad.error.code).toBe('INVALID_COUNT');
    const frac = engine.execute(s0, actions.draw({ player: 'p1', count: 1.5 }));
    expect(!frac.ok && frac.error.code).toBe('INVALID_COUNT');
  });

  it("refuses to draw from another player's deck", () => {
    const r = engine.execute(s0, actions.draw({ player: 'p1', from: 'p2:deck' }));
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_ZONE');
    expect(r.state).toBe(s0);
  });
});

describe('move_card', () => {
  const s1 = runActions(engine, s0, [actions.draw({ player: 'p1', count: 5 })]);

  it('moves by name to the board, making it public, at the requested position', () => {
    const names = zoneNames(engine, s1, 'p1:hand');
    const name = names[0] as string;
    const r = engine.execute(
      s1,
      actions.moveCard({ player: 'p1', card: name, from: 'hand', to: 'board' }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const id = zoneIds(r.state, 'p1:board')[0] as string;
    expect(r.state.cards[id]?.visibility).toBe('public');
    expect(r.state.cards[id]?.faceUp).toBe(true);
    const second = zoneNames(engine, s1, 'p1:hand')[1] as string;
    const r2 = engine.execute(
      r.state,
      actions.moveCard({
        player: 'p1',
        card: second,
        from: 'hand',
        to: 'board',
        position: 'bottom',
      }),
    );
    expect(r2.ok && zoneIds(r2.state, 'p1:board')).toHaveLength(2);
    if (!r2.ok) return;
    expect(zoneIds(r2.state, 'p1:board')[0]).toBe(id);
  });

  it('moves by #id, to a numeric position, and face down on request', () => {
    const deck = zoneIds(s1, 'p1:deck');
    const hand = zoneIds(s1, 'p1:hand');
    const r = engine.execute(
      s1,
      actions.moveCard({ player: 'p1', card: `#${hand[0]}`, to: 'p1:deck', position: 3 }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(zoneIds(r.state, 'p1:deck')[2]).toBe(hand[0]);
    expect(zoneIds(r.state, 'p1:deck')).toHaveLength(deck.length + 1);
    expect(r.state.cards[hand[0] as string]?.visibility).toBe('hidden');
    const fd = engine.execute(
      s1,
      actions.moveCard({ player: 'p1', card: `#${hand[1]}`, to: 'p1:board', faceUp: false }),
    );
    expect(fd.ok && fd.state.cards[hand[1] as string]?.visibility).toBe('hidden');
  });

  it('rejects bad positions and full zones', () => {
    const hand = zoneIds(s1, 'p1:hand');
    const r = engine.execute(
      s1,
      actions.moveCard({ player: 'p1', card: `#${hand[0]}`, to: 'p1:deck', position: 99 }),
    );
    expect(!r.ok && r.error.code).toBe('INVALID_POSITION');
    const withStadium = runActions(engine, s1, [
      actions.moveCard({ player: 'p1', card: `#${hand[0]}`, to: 'stadium' }),
    ]);
    const full = engine.execute(
      withStadium,
      actions.moveCard({ player: 'p1', card: `#${hand[1]}`, to: 'stadium' }),
    );
    expect(!full.ok && full.error.code).toBe('ZONE_FULL');
    expect(full.state).toBe(withStadium);
  });

  it('cannot take a hidden card from an opponent zone', () => {
    const r = engine.execute(
      s1,
      actions.moveCard({
        player: 'p2',
        card: `#${zoneIds(s1, 'p1:hand')[0]}`,
        from: 'p1:hand',
        to: 'p2:hand',
      }),
    );
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_ZONE');
  });

  it('cannot pick a hidden card out of a shared face-down zone, and says so in words', () => {
    // A card put face down on the shared staging zone: nobody may pick it by name.
    const down = runActions(engine, s1, [
      actions.moveCard({
        player: 'p1',
        card: `#${zoneIds(s1, 'p1:hand')[0]}`,
        from: 'hand',
        to: 'staging',
        faceUp: false,
      }),
    ]);
    const id = zoneIds(down, 'staging')[0] as string;
    const name = engine.definition.cards.getTemplate(down.cards[id]?.templateId ?? '')?.name ?? '';
    const r = engine.execute(
      down,
      actions.moveCard({ player: 'p2', card: name, from: 'staging', to: 'hand' }),
    );
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_ZONE');
    expect(!r.ok && r.error.message).toBe(
      'You cannot pick a hidden card out of staging: its cards are hidden from you.',
    );
    expect(r.state).toBe(down);
  });
});

describe('move_card_stack, place_on_zone, swap_card_stacks, mulligan', () => {
  it('moves the top N keeping order', () => {
    const top = zoneIds(s0, 'p1:deck').slice(0, 3);
    const r = engine.execute(
      s0,
      actions.moveCardStack({ player: 'p1', from: 'deck', to: 'discard', count: 3 }),
    );
    expect(r.ok && zoneIds(r.state, 'p1:discard')).toEqual(top);
    const all = engine.execute(
      s0,
      actions.moveCardStack({ player: 'p1', from: 'deck', to: 'staging' }),
    );
    expect(all.ok && zoneIds(all.state, 'staging')).toEqual(zoneIds(s0, 'p1:deck'));
    const same = engine.execute(
      s0,
      actions.moveCardStack({ player: 'p1', from: 'deck', to: 'deck' }),
    );
    expect(!same.ok && same.error.code).toBe('INVALID_ACTION');
    const empty = engine.execute(
      s0,
      actions.moveCardStack({ player: 'p1', from: 'discard', to: 'deck' }),
    );
    expect(!empty.ok && empty.error.code).toBe('NOT_ENOUGH_CARDS');
  });

  it('places several cards on the bottom in the given order, duplicates by name', () => {
    const s1 = runActions(engine, s0, [actions.draw({ player: 'p1', count: 12 })]);
    const hand = zoneNames(engine, s1, 'p1:hand');
    const dupName = hand.find((n, i) => hand.indexOf(n) !== i) as string;
    const r = engine.execute(
      s1,
      actions.placeOnZone({
        player: 'p1',
        cards: [dupName, dupName],
        from: 'hand',
        to: 'deck',
        position: 'bottom',
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(zoneNames(engine, r.state, 'p1:deck')).toEqual([dupName, dupName]);
    expect(new Set(zoneIds(r.state, 'p1:deck')).size).toBe(2);
    const tooMany = engine.execute(
      s1,
      actions.placeOnZone({
        player: 'p1',
        cards: [dupName, dupName, dupName, dupName],
        from: 'hand',
        to: 'deck',
      }),
    );
    expect(!tooMany.ok && tooMany.error.code).toBe('NOT_ENOUGH_CARDS');
  });

  it('swaps two zones and respects capacity', () => {
    const s1 = runActions(engine, s0, [
      actions.moveCardStack({ player: 'p1', from: 'deck', to: 'board', count: 2 }),
    ]);
    const r = engine.execute(
      s1,
      actions.swapCardStacks({ player: 'p1', a: 'board', b: 'discard' }),
    );
    expect(r.ok && zoneIds(r.state, 'p1:discard')).toEqual(zoneIds(s1, 'p1:board'));
    const full = engine.execute(
      s0,
      actions.swapCardStacks({ player: 'p1', a: 'deck', b: 'board' }),
    );
    expect(!full.ok && full.error.code).toBe('ZONE_FULL');
  });

  it('mulligan shuffles the hand back and draws the same number', () => {
    const s1 = runActions(engine, s0, [actions.draw({ player: 'p1', count: 4 })]);
    const r = engine.execute(s1, actions.mulligan({ player: 'p1' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(zoneIds(r.state, 'p1:hand')).toHaveLength(4);
    expect(zoneIds(r.state, 'p1:deck')).toHaveLength(8);
    expect(r.state.rng).not.toEqual(s1.rng);
    for (const id of zoneIds(r.state, 'p1:deck'))
      expect(r.state.cards[id]?.visibility).toBe('hidden');
  });
});
