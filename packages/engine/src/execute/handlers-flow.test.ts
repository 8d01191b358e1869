import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions } from '../test';

const { engine, state: s0 } = createTestGame({ players: ['p1', 'p2', 'p3'], deckSize: 6 });

describe('coin_flip and dice_roll', () => {
  it('uses the seeded PRNG: same state, same results; state advances', () => {
    const a = engine.execute(s0, actions.coinFlip({ player: 'p1', count: 5 }));
    const b = engine.execute(s0, actions.coinFlip({ player: 'p1', count: 5 }));
    expect(a.ok && b.ok && a.data).toEqual(b.ok ? b.data : null);
    expect(a.ok && a.state.rng).not.toEqual(s0.rng);
    const d = engine.execute(s0, actions.diceRoll({ player: 'p1', count: 3, sides: 20 }));
    const data = d.ok ? (d.data as { results: number[]; total: number }) : null;
    expect(data?.results).toHaveLength(3);
    for (const v of data?.results ?? []) expect(v >= 1 && v <= 20).toBe(true);
    expect(data?.total).toBe(data?.results.reduce((x, y) => x + y, 0));
    const bad = engine.execute(s0, actions.diceRoll({ player: 'p1', sides: 1 }));
    expect(!bad.ok && bad.error.code).toBe('INVALID_COUNT');
  });
});

describe('turns and phases with 3 players', () => {
  it('says whose move it is in words that read right when a player id becomes "you"', () => {
    const r = engine.execute(s0, actions.endTurn({ player: 'p1' }));
    const message = r.ok ? r.state.log.at(-1)?.message : undefined;
    expect(message).toBe('p1 ended turn 1; p2 to play');
    const last = runActions(engine, s0, [actions.endPhase({ player: 'p1' })]);
    const end = engine.execute(last, actions.endPhase({ player: 'p1' }));
    expect(end.ok && end.state.log.at(-1)?.message).toBe('p1 ended the last phase; p2 to play');
  });

  it('end_phase walks phases then passes the turn; end_turn rotates seats', () => {
    const a = runActions(engine, s0, [actions.endPhase({ player: 'p1' })]);
    expect(a.turn).toEqual({ number: 1, round: 1, activePlayer: 'p1', phase: 'main' });
    const b = runActions(engine, a, [actions.endPhase({ player: 'p1' })]);
    expect(b.turn).toEqual({ number: 2, round: 1, activePlayer: 'p2', phase: 'draw' });
    const c = runActions(engine, b, [
      actions.endTurn({ player: 'p2' }),
      actions.endTurn({ player: 'p3' }),
    ]);
    expect(c.turn).toEqual({ number: 4, round: 2, activePlayer: 'p1', phase: 'draw' });
  });
  it('only the active player ends the turn or phase', () => {
    const r = engine.execute(s0, actions.endTurn({ player: 'p3' }));
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_TURN');
    const p = engine.execute(s0, actions.endPhase({ player: 'p2' }));
    expect(!p.ok && p.error.code).toBe('NOT_YOUR_TURN');
  });
});

describe('decisions', () => {
  it('creates, refuses a second, and resolves only by the decider with a valid option', () => {
    const s1 = runActions(engine, s0, [
      actions.createDecision({
        player: 'p1',
        decider: 'p3',
        prompt: 'Keep?',
        options: ['yes', 'no'],
      }),
    ]);
    expect(s1.pendingDecision).toMatchObject({ decider: 'p3', options: ['yes', 'no'] });
    const again = engine.execute(
      s1,
      actions.createDecision({ player: 'p1', decider: 'p2', prompt: 'Other?' }),
    );
    expect(!again.ok && again.error.code).toBe('DECISION_PENDING');
    const wrong = engine.execute(s1, actions.resolveDecision({ player: 'p2', choice: 'yes' }));
    expect(!wrong.ok && wrong.error.code).toBe('NOT_YOUR_DECISION');
    const bad = engine.execute(s1, actions.resolveDecision({ player: 'p3', choice: 'maybe' }));
    expect(!bad.ok && bad.error.code).toBe('INVALID_CHOICE');
    expect(!bad.ok && bad.error.hints[0]).toContain('yes, no');
    const ok = engine.execute(s1, actions.resolveDecision({ player: 'p3', choice: 'YES' }));
    expect(ok.ok && ok.data).toMatchObject({ choice: 'yes' });
    expect(ok.ok && ok.state.pendingDecision).toBeNull();
    const none = engine.execute(s0, actions.resolveDecision({ player: 'p3', choice: 'yes' }));
    expect(!none.ok && none.error.code).toBe('NO_PENDING_DECISION');
    const who = engine.execute(
      s0,
      actions.createDecision({ player: 'p1', decider: 'p9', prompt: 'x' }),
    );
    expect(!who.ok && who.error.code).toBe('UNKNOWN_PLAYER');
  });
});

describe('declare_action, concede, declare_victory', () => {
  it('declares with a resolved card', () => {
    const s1 = runActions(engine, s0, [actions.draw({ player: 'p1' })]);
    const r = engine.execute(
      s1,
      actions.declareAction({
        player: 'p1',
        kind: 'ability',
        card: 'Ember Fox',
        zone: 'hand',
        details: { n: 1 },
      }),
    );
    expect(r.ok && r.events[0]).toMatchObject({ type: 'declared', kind: 'ability' });
    expect(r.ok && r.state.log.at(-1)?.message).toContain('ability with Ember Fox');
  });
  it('concede makes every other player win and blocks further actions', () => {
    const s1 = runActions(engine, s0, [actions.concede({ player: 'p2' })]);
    expect(s1.result).toEqual({ winners: ['p1', 'p3'], losers: ['p2'], reason: 'p2 conceded' });
    const r = engine.execute(s1, actions.draw({ player: 'p1' }));
    expect(!r.ok && r.error.code).toBe('GAME_OVER');
    expect(r.state).toBe(s1);
    expect(engine.legalActions(s1, 'p1')).toEqual([]);
  });
  it('declare_victory names a winner and a reason', () => {
    const s1 = runActions(engine, s0, [
      actions.declareVictory({ player: 'p1', winner: 'p3', reason: 'took all prizes' }),
    ]);
    expect(s1.result).toEqual({ winners: ['p3'], losers: ['p1', 'p2'], reason: 'took all prizes' });
    const bad = engine.execute(s0, actions.declareVictory({ player: 'p1', reason: '' }));
    expect(!bad.ok && bad.error.code).toBe('INVALID_ACTION');
  });
});
