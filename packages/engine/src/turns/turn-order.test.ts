import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import type { GameDefinition } from '../definition';
import type { GameState } from '../state';
import { createTestGame, runActions } from '../test';
import { seatAfter } from './seats';

const FIVE = ['p1', 'p2', 'p3', 'p4', 'p5'];

describe('seatAfter', () => {
  it('walks the table forwards, backwards, and past players out of play', () => {
    expect(seatAfter(FIVE, 'p1')).toBe('p2');
    expect(seatAfter(FIVE, 'p5')).toBe('p1');
    expect(seatAfter(FIVE, 'p1', -1)).toBe('p5');
    expect(seatAfter(FIVE, 'p2', 2)).toBe('p4');
    expect(seatAfter(FIVE, 'p3', 0)).toBe('p3');
    const out = (p: string) => p === 'p2' || p === 'p3';
    expect(seatAfter(FIVE, 'p1', 1, out)).toBe('p4');
    expect(seatAfter(FIVE, 'p4', -2, out)).toBe('p5');
    // Everyone else out: the turn comes back to the one who ended it.
    expect(seatAfter(FIVE, 'p3', 1, (p) => p !== 'p3')).toBe('p3');
    expect(() => seatAfter(FIVE, 'p9')).toThrow(/"p9" is not one of p1, p2/);
  });

  it('never lands on a skipped player unless everyone else is out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: -7, max: 7 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.nat(5),
        (n, steps, outFlags, fromAt) => {
          const players = FIVE.concat('p6').slice(0, n);
          const from = players[fromAt % n] as string;
          const out = (p: string) => outFlags[players.indexOf(p)] === true && p !== from;
          const seat = seatAfter(players, from, steps, out);
          const inPlay = players.filter((p) => !out(p));
          if (steps === 0 || inPlay.length === 1) return seat === from;
          // Counting seats in play: `steps` of them on from `from`, around the table.
          const i = inPlay.indexOf(from);
          const m = inPlay.length;
          return seat === inPlay[(((i + steps) % m) + m) % m];
        },
      ),
    );
  });
});

describe('end_turn and the turn order', () => {
  it('passes to the next seat by default, and a round ends once around the table', () => {
    const { engine, state } = createTestGame({ players: ['p1', 'p2', 'p3'] });
    expect(state.turn).toEqual({ number: 1, round: 1, activePlayer: 'p1', phase: 'draw' });
    const s = runActions(engine, state, [
      actions.endTurn({ player: 'p1' }),
      actions.endTurn({ player: 'p2' }),
    ]);
    expect(s.turn).toMatchObject({ number: 3, round: 1, activePlayer: 'p3' });
    const t = runActions(engine, s, [actions.endTurn({ player: 'p3' })]);
    expect(t.turn).toMatchObject({ number: 4, round: 2, activePlayer: 'p1' });
  });

  it("a game script names who plays next: the trick's winner leads, with no hops", () => {
    const { engine, state } = createTestGame({ players: ['p1', 'p2', 'p3'] });
    const r = engine.execute(
      state,
      actions.endTurn({ player: 'p1', source: 'script', next: 'p3' }),
    );
    expect(r.ok && r.state.turn).toMatchObject({ number: 2, round: 1, activePlayer: 'p3' });
    expect(r.ok && r.state.log.at(-1)?.message).toBe('p1 ended turn 1; p3 to play');
  });

  it('a player may not pick who plays next unless the game lets them; nothing changes', () => {
    const { engine, state } = createTestGame({ players: ['p1', 'p2', 'p3'] });
    const r = engine.execute(state, actions.endTurn({ player: 'p1', source: 'ai', next: 'p1' }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('INVALID_ACTION');
    expect(!r.ok && r.error.message).toMatch(/"next" is for its own scripts \(you named p1\)/);
    expect(!r.ok && r.error.hints).toEqual(['End the turn without "next".']);
    expect(r.state).toBe(state);
    const bad = engine.execute(
      state,
      actions.endTurn({ player: 'p1', source: 'script', next: 'p9' }),
    );
    expect(!bad.ok && bad.error.code).toBe('UNKNOWN_PLAYER');
    expect(!bad.ok && bad.error.hints).toEqual(['Players: p1, p2, p3.']);
  });

  interface Uno {
    readonly reversed: boolean;
    readonly skip: boolean;
  }
  // Uno's shapes: a reverse card flips the direction, a skip card passes over the next seat.
  const uno: Partial<GameDefinition<Uno>> = {
    initPluginState: () => ({ reversed: false, skip: false }),
    turnOrder: ({ state, action }) =>
      seatAfter(
        state.players,
        action.player,
        (state.plugin.reversed ? -1 : 1) * (state.plugin.skip ? 2 : 1),
      ),
  };
  const withPlugin = (s: GameState, plugin: Uno): GameState => ({ ...s, plugin });

  it('a turn order reverses and skips from the plugin state (Uno)', () => {
    const { engine, state } = createTestGame({
      players: FIVE,
      definition: uno as Partial<GameDefinition>,
    });
    const order = (s: GameState, n: number) => {
      const seen: string[] = [];
      let cur = s;
      for (let i = 0; i < n; i++) {
        cur = runActions(engine, cur, [actions.endTurn({ player: cur.turn.activePlayer })]);
        seen.push(cur.turn.activePlayer);
      }
      return seen;
    };
    expect(order(state, 6)).toEqual(['p2', 'p3', 'p4', 'p5', 'p1', 'p2']);
    expect(order(withPlugin(state, { reversed: true, skip: false }), 3)).toEqual([
      'p5',
      'p4',
      'p3',
    ]);
    expect(order(withPlugin(state, { reversed: false, skip: true }), 3)).toEqual([
      'p3',
      'p5',
      'p2',
    ]);
  });

  it('a turn order decides on a requested next player and starts new rounds', () => {
    const { engine, state } = createTestGame({
      players: ['p1', 'p2', 'p3'],
      definition: {
        // Players may hand the lead to anyone but themselves; a pass to p1 starts a new hand.
        turnOrder: ({ state: s, action, requested }) => {
          const player =
            requested && requested !== action.player
              ? requested
              : seatAfter(s.players, action.player);
          return { player, newRound: player === 'p1' };
        },
      },
    });
    const a = engine.execute(state, actions.endTurn({ player: 'p1', source: 'ai', next: 'p3' }));
    expect(a.ok && a.state.turn).toMatchObject({ number: 2, round: 1, activePlayer: 'p3' });
    const b = runActions(engine, a.ok ? a.state : state, [
      actions.endTurn({ player: 'p3', next: 'p3' }),
    ]);
    expect(b.turn).toMatchObject({ number: 3, round: 2, activePlayer: 'p1' });
    // The last phase's end_phase ends the turn through the same order.
    const c = runActions(engine, b, [
      actions.endPhase({ player: 'p1' }),
      actions.endPhase({ player: 'p1' }),
    ]);
    expect(c.turn).toMatchObject({ number: 4, round: 2, activePlayer: 'p2', phase: 'draw' });
  });

  it('a turn order that names no player is refused and changes nothing', () => {
    const { engine, state } = createTestGame({ definition: { turnOrder: () => 'nobody' } });
    const r = engine.execute(state, actions.endTurn({ player: 'p1' }));
    expect(!r.ok && r.error.message).toBe(`The game's turn order named no player: "nobody".`);
    expect(r.state).toBe(state);
  });
});

describe('declare_victory shared between winners', () => {
  const { engine, state } = createTestGame({ players: ['p1', 'p2', 'p3'] });

  it('ends the game with every named player a winner and the rest losers', () => {
    const r = engine.execute(
      state,
      actions.declareVictory({
        player: 'p1',
        source: 'script',
        winners: ['p3', 'p1'],
        reason: 'tied on tricks',
      }),
    );
    expect(r.ok && r.state.result).toEqual({
      winners: ['p1', 'p3'],
      losers: ['p2'],
      reason: 'tied on tricks',
    });
    expect(r.ok && r.state.log.at(-1)?.message).toBe('p1 and p3 share the win: tied on tricks');
  });

  it('refuses a list naming no player, an unknown player, or both forms', () => {
    const bad = (input: Record<string, unknown>) => {
      const r = engine.execute(state, {
        type: 'declare_victory',
        player: 'p1',
        source: 'script',
        reason: 'x',
        ...input,
      } as never);
      expect(r.state).toBe(state);
      return r.ok ? '' : `${r.error.code}: ${r.error.message}`;
    };
    expect(bad({ winners: [] })).toBe(
      'INVALID_ACTION: "winners" must list the players who share the win.',
    );
    expect(bad({ winners: ['p1', 'p7'] })).toBe('UNKNOWN_PLAYER: "winners" names no player: "p7".');
    expect(bad({ winners: ['p1'], winner: 'p2' })).toBe(
      'INVALID_ACTION: Give "winner" (one player) or "winners" (a shared win), not both.',
    );
  });
});
