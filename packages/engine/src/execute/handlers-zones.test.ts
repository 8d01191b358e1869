import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions, zoneIds, zoneNames } from '../test';
import type { ZoneInventory } from './handlers-zones';

const { engine, state: s0 } = createTestGame({ deckSize: 10 });

describe('shuffle', () => {
  it('permutes the zone with the seeded PRNG and resets visibility to the zone default', () => {
    const revealed = runActions(engine, s0, [
      actions.setVisibility({
        player: 'p1',
        card: `#${zoneIds(s0, 'p1:deck')[0]}`,
        zone: 'deck',
        visibility: 'public',
      }),
    ]);
    const r = engine.execute(revealed, actions.shuffle({ player: 'p1', zone: 'deck' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([...zoneIds(r.state, 'p1:deck')].sort()).toEqual([...zoneIds(s0, 'p1:deck')].sort());
    expect(zoneIds(r.state, 'p1:deck')).not.toEqual(zoneIds(s0, 'p1:deck'));
    for (const id of zoneIds(r.state, 'p1:deck'))
      expect(r.state.cards[id]?.visibility).toBe('hidden');
    // same state + same action = same order
    const again = engine.execute(revealed, actions.shuffle({ player: 'p1', zone: 'deck' }));
    expect(again.ok && zoneIds(again.state, 'p1:deck')).toEqual(zoneIds(r.state, 'p1:deck'));
  });

  it('rejects zones that are not shuffleable, and opponent zones', () => {
    const r = engine.execute(s0, actions.shuffle({ player: 'p1', zone: 'board' }));
    expect(!r.ok && r.error.code).toBe('ZONE_NOT_SHUFFLEABLE');
    expect(!r.ok && r.error.hints.join(' ')).toContain('p1:deck');
    const o = engine.execute(s0, actions.shuffle({ player: 'p1', zone: 'p2:deck' }));
    expect(!o.ok && o.error.code).toBe('NOT_YOUR_ZONE');
  });
});

describe('peek', () => {
  it('returns cards with positions (top = 1) and changes no visibility', () => {
    const r = engine.execute(s0, actions.peek({ player: 'p1', zone: 'deck', count: 3 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const data = r.data as { cards: { id: string; position: number; name: string }[] };
    expect(data.cards.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(data.cards.map((c) => c.id)).toEqual(zoneIds(s0, 'p1:deck').slice(0, 3));
    expect(data.cards.map((c) => c.name)).toEqual(zoneNames(engine, s0, 'p1:deck').slice(0, 3));
    expect(r.state.cards).toBe(s0.cards);
    expect(r.state.zones).toBe(s0.zones);
  });

  it('peeks at the bottom', () => {
    const r = engine.execute(
      s0,
      actions.peek({ player: 'p1', zone: 'deck', count: 2, from: 'bottom' }),
    );
    const data = r.ok ? (r.data as { cards: { position: number }[] }) : null;
    expect(data?.cards.map((c) => c.position)).toEqual([9, 10]);
    const bad = engine.execute(s0, actions.peek({ player: 'p1', zone: 'deck', count: 11 }));
    expect(!bad.ok && bad.error.code).toBe('NOT_ENOUGH_CARDS');
    const bad2 = engine.execute(
      s0,
      actions.peek({ player: 'p1', zone: 'deck', from: 'middle' as 'top' }),
    );
    expect(!bad2.ok && bad2.error.code).toBe('INVALID_POSITION');
  });
});

describe('search_zone', () => {
  it('returns the inventory by name with quantities and instances', () => {
    const r = engine.execute(s0, actions.searchZone({ player: 'p1', zone: 'deck' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const inv = r.data as ZoneInventory;
    expect(inv.total).toBe(10);
    expect(inv.entries.reduce((n, e) => n + e.quantity, 0)).toBe(10);
    const fox = inv.entries.find((e) => e.name === 'Ember Fox');
    expect(fox?.quantity).toBe(2);
    expect(fox?.instances.map((i) => i.position)).toEqual([1, 9]);
    expect(r.state.cards).toBe(s0.cards);
  });
});

describe('rearrange_zone', () => {
  it('reorders the top N by names, with duplicates', () => {
    const { engine: e, state } = createTestGame({
      decks: { p1: ['tpl-potion', 'tpl-ember-fox', 'tpl-potion', 'tpl-stone-golem'], p2: [] },
    });
    const r = e.execute(
      state,
      actions.rearrangeZone({
        player: 'p1',
        zone: 'deck',
        count: 3,
        order: ['Ember Fox', 'potion', 'Potion'],
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(zoneNames(e, r.state, 'p1:deck')).toEqual([
      'Ember Fox',
      'Potion',
      'Potion',
      'Stone Golem',
    ]);
    expect(new Set(zoneIds(r.state, 'p1:deck')).size).toBe(4);
  });

  it('reorders the bottom N', () => {
    const { engine: e, state } = createTestGame({
      decks: { p1: ['tpl-potion', 'tpl-ember-fox', 'tpl-tide-turtle', 'tpl-stone-golem'], p2: [] },
    });
    const r = e.execute(
      state,
      actions.rearrangeZone({
        player: 'p1',
        zone: 'deck',
        count: 2,
        from: 'bottom',
        order: ['Stone Golem', 'Tide Turtle'],
      }),
    );
    expect(r.ok && zoneNames(e, r.state, 'p1:deck')).toEqual([
      'Potion',
      'Ember Fox',
      'Stone Golem',
      'Tide Turtle',
    ]);
  });

  it('rejects names outside those N, too many duplicates, and wrong lengths', () => {
    const { engine: e, state } = createTestGame({
      decks: { p1: ['tpl-potion', 'tpl-ember-fox', 'tpl-stone-golem'], p2: [] },
    });
    const outside = e.execute(
      state,
      actions.rearrangeZone({
        player: 'p1',
        zone: 'deck',
        count: 2,
        order: ['Stone Golem', 'Potion'],
      }),
    );
    expect(!outside.ok && outside.error.code).toBe('ORDER_MISMATCH');
    // The deck is face down: the error lists its cards without naming them.
    expect(!outside.ok && outside.error.message).toContain(
      'a card you cannot see, a card you cannot see',
    );
    expect(!outside.ok && outside.error.message).not.toContain('Ember Fox');
    const dup = e.execute(
      state,
      actions.rearrangeZone({ player: 'p1', zone: 'deck', count: 2, order: ['Potion', 'Potion'] }),
    );
    expect(!dup.ok && dup.error.code).toBe('ORDER_MISMATCH');
    const short = e.execute(
      state,
      actions.rearrangeZone({ player: 'p1', zone: 'deck', count: 2, order: ['Potion'] }),
    );
    expect(!short.ok && short.error.code).toBe('ORDER_MISMATCH');
    const big = e.execute(
      state,
      actions.rearrangeZone({ player: 'p1', zone: 'deck', count: 4, order: [] }),
    );
    expect(!big.ok && big.error.code).toBe('NOT_ENOUGH_CARDS');
  });
});

describe('reveal and reveal_hand', () => {
  const s1 = runActions(engine, s0, [actions.draw({ player: 'p1', count: 3 })]);
  it('reveals to everyone or to chosen players', () => {
    const id = zoneIds(s1, 'p1:hand')[0] as string;
    const r = engine.execute(s1, actions.reveal({ player: 'p1', cards: [`#${id}`], to: ['p2'] }));
    expect(r.ok && r.state.cards[id]?.visibility).toEqual({ players: ['p1', 'p2'] });
    const all = engine.execute(s1, actions.reveal({ player: 'p1', cards: [`#${id}`] }));
    expect(all.ok && all.state.cards[id]?.visibility).toBe('public');
    const bad = engine.execute(
      s1,
      actions.reveal({ player: 'p1', cards: [`#${id}`], to: ['zed'] }),
    );
    expect(!bad.ok && bad.error.code).toBe('UNKNOWN_PLAYER');
    const none = engine.execute(s1, actions.reveal({ player: 'p1', cards: [] }));
    expect(!none.ok && none.error.code).toBe('INVALID_COUNT');
  });
  it('reveals the whole hand', () => {
    const r = engine.execute(s1, actions.revealHand({ player: 'p1' }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const id of zoneIds(r.state, 'p1:hand'))
      expect(engine.canSee(r.state, 'p2', id)).toBe(true);
    expect((r.data as { cards: unknown[] }).cards).toHaveLength(3);
  });
});
