import { describe, expect, it } from 'vitest';
import { type Action, actions } from '../actions';
import type { Rule } from '../definition';
import { createTestGame, runActions, zoneIds } from '../test';
import { ERROR_CODES, type ErrorCode } from './index';

// One action per error code, each on a fresh game; proves every code is reachable and that a
// rejection returns the identical state object with a message and the expected code.
describe('every error code', () => {
  const hard: Rule = {
    id: 'never-flip',
    actions: ['coin_flip'],
    check: () => ({ severity: 'hard', code: 'NO_COINS', message: 'No coins here.' }),
  };
  const { engine, state } = createTestGame({ definition: { rules: [hard] } });
  const drawn = runActions(engine, state, [actions.draw({ player: 'p1', count: 8 })]);
  const decided = runActions(engine, state, [
    actions.createDecision({ player: 'p1', decider: 'p2', prompt: 'Q', options: ['a'] }),
  ]);
  const over = runActions(engine, state, [actions.concede({ player: 'p1' })]);
  const hand = zoneIds(drawn, 'p1:hand');
  const stadiumFull = runActions(engine, drawn, [
    actions.moveCard({ player: 'p1', card: `#${hand[0]}`, to: 'stadium' }),
  ]);

  const cases: Record<ErrorCode, [typeof state, Action]> = {
    INVALID_ACTION: [state, { type: 'draw', player: 'p1', source: 'robot' } as unknown as Action],
    UNKNOWN_ACTION: [state, { type: 'drawww', player: 'p1', source: 'ai' } as unknown as Action],
    UNKNOWN_PLAYER: [state, actions.draw({ player: 'p7' })],
    UNKNOWN_ZONE: [state, actions.shuffle({ player: 'p1', zone: 'dekc' })],
    CARD_NOT_FOUND: [
      drawn,
      actions.moveCard({ player: 'p1', card: 'Unicorn', from: 'hand', to: 'board' }),
    ],
    AMBIGUOUS_CARD: [
      drawn,
      actions.moveCard({ player: 'p1', card: 'Ember', from: 'hand', to: 'board' }),
    ],
    ZONE_FULL: [
      stadiumFull,
      actions.moveCard({ player: 'p1', card: `#${hand[1]}`, to: 'stadium' }),
    ],
    NOT_YOUR_ZONE: [state, actions.peek({ player: 'p1', zone: 'p2:deck' })],
    NOT_YOUR_TURN: [state, actions.endTurn({ player: 'p2' })],
    INVALID_COUNT: [state, actions.coinFlip({ player: 'p1', count: 0 })],
    NOT_ENOUGH_CARDS: [state, actions.draw({ player: 'p1', count: 21 })],
    INVALID_POSITION: [
      drawn,
      actions.moveCard({ player: 'p1', card: `#${hand[0]}`, to: 'deck', position: 0 }),
    ],
    ZONE_NOT_SHUFFLEABLE: [state, actions.shuffle({ player: 'p1', zone: 'hand' })],
    ORDER_MISMATCH: [
      state,
      actions.rearrangeZone({
        player: 'p1',
        zone: 'deck',
        count: 2,
        order: ['Stone Golem', 'Potion'],
      }),
    ],
    INVALID_COUNTER: [
      drawn,
      actions.removeCounter({ player: 'p1', card: `#${hand[0]}`, counter: 'damage' }),
    ],
    NO_PENDING_DECISION: [state, actions.resolveDecision({ player: 'p1', choice: 'a' })],
    DECISION_PENDING: [
      decided,
      actions.createDecision({ player: 'p1', decider: 'p1', prompt: 'Again' }),
    ],
    NOT_YOUR_DECISION: [decided, actions.resolveDecision({ player: 'p1', choice: 'a' })],
    INVALID_CHOICE: [decided, actions.resolveDecision({ player: 'p2', choice: 'b' })],
    RULE_VIOLATION: [state, actions.coinFlip({ player: 'p1' })],
    INVALID_CARD_EFFECT: [
      drawn,
      actions.shuffle({ player: 'p1', zone: 'deck', allowedByCardEffect: 'Potion of Seeing' }),
    ],
    GAME_OVER: [over, actions.draw({ player: 'p2' })],
  };

  it('covers the whole ERROR_CODES list', () => {
    expect(Object.keys(cases).sort()).toEqual([...ERROR_CODES].sort());
  });

  for (const code of ERROR_CODES) {
    it(code, () => {
      const [s, action] = cases[code];
      const before = JSON.stringify(s);
      const r = engine.execute(s, action);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
      expect(r.state).toBe(s);
      expect(JSON.stringify(s)).toBe(before);
    });
  }

  it('hints name the closest zone and action type', () => {
    const z = engine.execute(state, actions.shuffle({ player: 'p1', zone: 'dekc' }));
    expect(!z.ok && z.error.hints[0]).toContain('p1:deck');
    const t = engine.execute(state, {
      type: 'drawww',
      player: 'p1',
      source: 'ai',
    } as unknown as Action);
    expect(!t.ok && t.error.hints[0]).toContain('draw');
  });
});
