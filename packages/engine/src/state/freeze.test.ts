import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { checkpoint, createHistory, restore, serializeState } from '../history';
import { createTestGame, runActions } from '../test';
import { deepFreeze, setStateFreezing, statesFrozen } from './freeze';
import type { CardInstance, GameState } from './types';

const setup = (deckSize = 10) => {
  const { engine, state } = createTestGame({ deckSize });
  const s1 = runActions(engine, state, [
    actions.draw({ player: 'p1', count: 2 }),
    actions.moveCard({ player: 'p1', card: 'Ember Fox', from: 'hand', to: 'board' }),
    actions.addCounter({ player: 'p1', card: 'Ember Fox', zone: 'board', counter: 'damage' }),
  ]);
  return { engine, state, s1 };
};

describe('states are frozen in tests and development', () => {
  it('is on under vitest (NODE_ENV=test)', () => {
    expect(statesFrozen()).toBe(true);
  });

  it('a card change makes a frozen card table holding it; the table before is untouched', () => {
    const { engine, s1 } = setup();
    const board = s1.zones['p1:board']?.cards[0] as string;
    const before = JSON.stringify(s1.cards);
    const r = engine.execute(
      s1,
      actions.addCounter({ player: 'p1', card: `#${board}`, zone: 'board', counter: 'damage' }),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.cards).not.toBe(s1.cards);
    expect(Object.isFrozen(r.state.cards)).toBe(true);
    for (const card of Object.values(r.state.cards)) expect(Object.isFrozen(card)).toBe(true);
    expect(r.state.cards[board]?.counters.damage).toBe(2);
    expect(JSON.stringify(s1.cards)).toBe(before);
    expect(Object.keys(r.state.cards)).toEqual(Object.keys(s1.cards));
  });

  it('changing any part of a state in place throws, and the checkpoint that shares it survives', () => {
    const { engine, s1 } = setup();
    const history = createHistory(s1);
    const cp = checkpoint(history);
    const before = serializeState(s1);
    const board = s1.zones['p1:board']?.cards[0] as string;
    const card = s1.cards[board] as CardInstance;
    const attempts: [string, () => void][] = [
      ['a counter', () => ((card.counters as Record<string, number>).damage = 99)],
      ['a card field', () => ((card as { orientation: number }).orientation = 90)],
      ['the card record', () => ((s1.cards as Record<string, CardInstance>)[board] = card)],
      [
        'a zone list',
        () => (s1.zones['p1:hand'] as unknown as { cards: string[] }).cards.push('1'),
      ],
      ['a zone', () => ((s1.zones['p1:hand'] as { name: string }).name = 'x')],
      ['the log', () => (s1.log as unknown[]).push({})],
      ['a log entry', () => ((s1.log[0] as { message: string }).message = 'x')],
      ['the turn', () => ((s1.turn as { number: number }).number = 9)],
      ['the rng', () => ((s1.rng as unknown as number[])[0] = 1)],
      ['the state', () => ((s1 as { seq: number }).seq = 0)],
    ];
    for (const [what, change] of attempts) expect(change, what).toThrow(TypeError);
    expect(serializeState(restore(history, cp).state)).toBe(before);
    // The engine still works on it.
    const r = engine.execute(s1, actions.draw({ player: 'p1' }));
    expect(r.ok).toBe(true);
  });

  it('freezes states handed in from outside (parsed, built by hand) and what post-hooks return', () => {
    const { engine, s1 } = setup();
    const outside = JSON.parse(serializeState(s1)) as GameState;
    expect(Object.isFrozen(outside)).toBe(false);
    const r = engine.execute(outside, actions.draw({ player: 'p1' }));
    expect(r.ok).toBe(true);
    expect(Object.isFrozen(outside)).toBe(true);
    expect(Object.isFrozen(outside.zones['p1:deck']?.cards)).toBe(true);

    const hooked = createTestGame({
      definition: {
        initPluginState: () => ({ draws: 0 }),
        postHooks: [
          {
            id: 'count-draws',
            actions: ['draw'],
            run: ({ state }) => ({
              plugin: { draws: (state.plugin as { draws: number }).draws + 1 },
            }),
          },
        ],
      },
    });
    const h = hooked.engine.execute(hooked.state, actions.draw({ player: 'p1' }));
    if (!h.ok) throw new Error(h.error.message);
    expect(h.state.plugin).toEqual({ draws: 1 });
    expect(() => ((h.state.plugin as { draws: number }).draws = 5)).toThrow(TypeError);
  });

  it('a 6,000-card state: big lists and the card table refuse writes, changed cards are frozen', () => {
    const { engine, state } = createTestGame({ deckSize: 3000 });
    const r = engine.execute(state, actions.draw({ player: 'p1' }));
    if (!r.ok) throw new Error(r.error.message);
    const drawn = r.state.zones['p1:hand']?.cards[0] as string;
    expect(() =>
      (r.state.zones['p1:deck'] as unknown as { cards: string[] }).cards.push('1'),
    ).toThrow(TypeError);
    expect(() => ((r.state.cards as Record<string, unknown>)[drawn] = null)).toThrow(TypeError);
    expect(() => ((r.state.cards[drawn] as { faceUp: boolean }).faceUp = true)).toThrow(TypeError);
    expect(Object.isFrozen(r.state)).toBe(true);
  });

  it('in production (freezing off) states are left as they are: nothing is walked or frozen', () => {
    setStateFreezing(false);
    try {
      const { engine, state } = createTestGame({ deckSize: 10 });
      expect(Object.isFrozen(state)).toBe(false);
      const r = engine.execute(state, actions.draw({ player: 'p1' }));
      expect(r.ok && Object.isFrozen(r.state)).toBe(false);
      // The per-call option wins over the default.
      const f = engine.execute(state, actions.draw({ player: 'p1' }), { freeze: true });
      expect(f.ok && Object.isFrozen(f.state.zones['p1:hand']?.cards)).toBe(true);
    } finally {
      setStateFreezing(true);
    }
  });

  it('deepFreeze stops at frozen objects and walks the rest', () => {
    const shared = Object.freeze({ inner: { x: 1 } });
    const fresh = { a: { b: [1, { c: 2 }] }, shared };
    deepFreeze(fresh);
    expect(Object.isFrozen(fresh.a.b[1])).toBe(true);
    // Already frozen on arrival: left alone, so its unfrozen inside stays as it was.
    expect(Object.isFrozen(shared.inner)).toBe(false);
  });
});
