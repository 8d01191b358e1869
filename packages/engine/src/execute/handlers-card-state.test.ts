import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions, zoneIds } from '../test';

const { engine, state: s0 } = createTestGame({ deckSize: 10 });
const s1 = runActions(engine, s0, [
  actions.moveCardStack({ player: 'p1', from: 'deck', to: 'board', count: 2 }),
]);
const id = zoneIds(s1, 'p1:board')[0] as string;

describe('flip_card and set_visibility', () => {
  it('flips face down (hidden on a public zone) and back up; toggles without faceUp', () => {
    const down = engine.execute(
      s1,
      actions.flipCard({ player: 'p1', card: `#${id}`, faceUp: false }),
    );
    expect(down.ok && down.state.cards[id]).toMatchObject({ visibility: 'hidden', faceUp: false });
    if (!down.ok) return;
    const toggled = engine.execute(
      down.state,
      actions.flipCard({ player: 'p1', card: `#${id}`, zone: 'board' }),
    );
    expect(toggled.ok && toggled.state.cards[id]).toMatchObject({
      visibility: 'public',
      faceUp: true,
    });
  });
  it('sets visibility to owner, a player set, or rejects junk', () => {
    const own = engine.execute(
      s1,
      actions.setVisibility({ player: 'p1', card: `#${id}`, visibility: 'owner' }),
    );
    expect(own.ok && own.state.cards[id]?.visibility).toEqual({ players: ['p1'] });
    const set = engine.execute(
      s1,
      actions.setVisibility({
        player: 'p1',
        card: `#${id}`,
        visibility: { players: ['p2', 'p2'] },
      }),
    );
    expect(set.ok && set.state.cards[id]?.visibility).toEqual({ players: ['p2'] });
    const bad = engine.execute(
      s1,
      actions.setVisibility({ player: 'p1', card: `#${id}`, visibility: { players: ['nobody'] } }),
    );
    expect(!bad.ok && bad.error.code).toBe('UNKNOWN_PLAYER');
    const junk = engine.execute(
      s1,
      actions.setVisibility({ player: 'p1', card: `#${id}`, visibility: 'sometimes' as 'public' }),
    );
    expect(!junk.ok && junk.error.code).toBe('INVALID_ACTION');
  });
});

describe('set_orientation', () => {
  it('rotates and validates', () => {
    const r = engine.execute(
      s1,
      actions.setOrientation({ player: 'p1', card: `#${id}`, orientation: 90 }),
    );
    expect(r.ok && r.state.cards[id]?.orientation).toBe(90);
    const bad = engine.execute(
      s1,
      actions.setOrientation({ player: 'p1', card: `#${id}`, orientation: 45 as 90 }),
    );
    expect(!bad.ok && bad.error.code).toBe('INVALID_ACTION');
  });
});

describe('counters', () => {
  it('adds, removes and sets; 0 removes the counter', () => {
    const a = runActions(engine, s1, [
      actions.addCounter({ player: 'p1', card: `#${id}`, counter: 'damage', amount: 3 }),
    ]);
    expect(a.cards[id]?.counters).toEqual({ damage: 3 });
    const b = runActions(engine, a, [
      actions.removeCounter({ player: 'p1', card: `#${id}`, counter: 'damage', amount: 2 }),
    ]);
    expect(b.cards[id]?.counters).toEqual({ damage: 1 });
    const c = runActions(engine, b, [
      actions.setCounter({ player: 'p1', card: `#${id}`, counter: 'damage', value: 0 }),
    ]);
    expect(c.cards[id]?.counters).toEqual({});
    expect(s1.cards[id]?.counters).toEqual({});
  });
  it('rejects removing more than present, bad names and bad amounts', () => {
    const r = engine.execute(
      s1,
      actions.removeCounter({ player: 'p1', card: `#${id}`, counter: 'damage' }),
    );
    expect(!r.ok && r.error.code).toBe('INVALID_COUNTER');
    const n = engine.execute(s1, actions.addCounter({ player: 'p1', card: `#${id}`, counter: '' }));
    expect(!n.ok && n.error.code).toBe('INVALID_COUNTER');
    const amt = engine.execute(
      s1,
      actions.addCounter({ player: 'p1', card: `#${id}`, counter: 'damage', amount: -1 }),
    );
    expect(!amt.ok && amt.error.code).toBe('INVALID_COUNT');
  });
  it("refuses counters on an opponent's card, even a visible one", () => {
    const r = engine.execute(
      s1,
      actions.addCounter({ player: 'p2', card: `#${id}`, counter: 'damage', amount: 2 }),
    );
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_ZONE');
    expect(r.state).toBe(s1);
  });
});
