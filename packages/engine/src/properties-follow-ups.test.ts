import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import type { GameDefinition } from './definition';
import { execute } from './execute';
import { gameArb, picker } from './properties.helpers';
import type { GameState } from './state';
import { createTestGame, propertyRuns, randomAction, testGameDefinition } from './test';

// Hundreds of chains in the suite, thousands in `test:deep` (PLAYMAT_DEEP=1).
const runs = propertyRuns('FOLLOW_UP_RUNS', 300, 5_000);

/** A state a hook was handed, with its JSON at that moment. */
interface Seen {
  readonly state: GameState;
  readonly json: string;
}

/**
 * A game whose post-hook, after every action, queues up to three random follow-ups (many of
 * them refused: a card not there, a zone not the player's …) until a budget of follow-ups per
 * `execute` is spent; a settle hook queues one more round. Every state a hook or settle is
 * handed is kept, by reference, with its JSON then; and every step, as `before`, action and
 * `state`, to replay it alone.
 */
function chainGame(numbers: readonly number[]) {
  const pick = picker(numbers);
  let budget = 0;
  const seen: Seen[] = [];
  const steps: { before: GameState; action: Action; after: GameState }[] = [];
  const keep = (state: GameState) => seen.push({ state, json: JSON.stringify(state) });
  const definition: GameDefinition = {
    ...testGameDefinition,
    postHooks: [
      {
        id: 'chain',
        run: ({ state, before, action }) => {
          keep(state);
          keep(before);
          steps.push({ before, action, after: state });
          const followUps: Action[] = [];
          for (let n = pick(4); n > 0 && budget > 0; n--, budget--)
            followUps.push(randomAction(state, pick));
          return { followUps };
        },
      },
    ],
    settle: ({ state }) => {
      keep(state);
      if (budget <= 0) return undefined;
      budget--;
      return { followUps: [randomAction(state, pick)] };
    },
  };
  return {
    definition,
    seen,
    steps,
    /** A new `execute` may queue this many follow-ups. */
    reset(n: number) {
      budget = n;
      seen.length = 0;
      steps.length = 0;
    },
  };
}

describe('follow-ups and settle rounds (fast-check)', () => {
  it(`leave the input state as it was, never change a state a hook was handed, and each step is what executing it alone gives (${runs} chains)`, () => {
    let refusedFollowUps = 0;
    let chained = 0;
    fc.assert(
      fc.property(gameArb, (input) => {
        const numbers = input.steps.flat();
        const chain = chainGame(numbers);
        const { state: initial } = createTestGame({
          players: input.players,
          seed: input.seed,
          deckSize: input.deckSize,
          definition: chain.definition,
        });
        let s = initial;
        const pick = picker(numbers);
        for (let i = 0; i < input.steps.length; i++) {
          chain.reset(pick(7));
          const action = randomAction(s, pick);
          const json = JSON.stringify(s);
          const r = execute(chain.definition, s, action);
          // The input is never changed, whatever happened inside (refused follow-ups included).
          expect(JSON.stringify(s)).toBe(json);
          if (!r.ok) {
            expect(r.state).toBe(s);
            continue;
          }
          refusedFollowUps += r.warnings.filter((w) => w.startsWith('Follow-up')).length;
          chained += chain.steps.length > 1 ? 1 : 0;
          // Every state a hook or settle was handed still reads as it did then.
          for (const k of chain.seen) expect(JSON.stringify(k.state)).toBe(k.json);
          // Each step (the action and every follow-up that was not refused) is exactly what
          // executing it alone on the state before it gives.
          for (const step of chain.steps) {
            const alone = execute(testGameDefinition, step.before, step.action);
            expect(alone.ok).toBe(true);
            if (alone.ok) expect(alone.state).toEqual(step.after);
          }
          s = r.state;
        }
      }),
      { numRuns: runs, seed: 20261127 },
    );
    // The generator must exercise refused follow-ups and chains substantially.
    expect(refusedFollowUps).toBeGreaterThan(runs);
    expect(chained).toBeGreaterThan(runs);
  }, 120_000);

  it('a follow-up refused third in the chain changes nothing: the state goes on from the one before it', () => {
    const hand = (s: GameState) => s.zones['p1:hand']?.cards ?? [];
    const definition: GameDefinition = {
      ...testGameDefinition,
      postHooks: [
        {
          id: 'three',
          actions: ['declare_action'],
          run: ({ action }) => ({
            followUps: [
              { type: 'draw', player: action.player, source: 'script' },
              { type: 'draw', player: action.player, source: 'script' },
              // Refused: p1 may not draw from p2's deck.
              { type: 'draw', player: action.player, source: 'script', from: 'p2:deck' },
              { type: 'draw', player: action.player, source: 'script' },
            ],
          }),
        },
      ],
    };
    const { state } = createTestGame({ definition });
    const json = JSON.stringify(state);
    const r = execute(definition, state, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'go',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(state)).toBe(json);
    expect(hand(r.state)).toHaveLength(hand(state).length + 3);
    expect(r.warnings).toEqual([expect.stringMatching(/^Follow-up draw failed \(NOT_YOUR_ZONE\)/)]);
    // The declaration, then three draws: the refused one is not in the log.
    expect(r.state.seq).toBe(state.seq + 4);
    expect(r.state.log.slice(-4).map((e) => e.action)).toEqual([
      'declare_action',
      'draw',
      'draw',
      'draw',
    ]);
  });

  it('a hook that runs execute itself leaves the outer result whole', () => {
    const hooks = (nested: boolean): GameDefinition => ({
      ...testGameDefinition,
      postHooks: [
        {
          id: 'draw-and-look',
          actions: ['declare_action'],
          run: ({ state, action, definition }) => {
            // A nested execute, with events of its own, thrown away.
            if (nested)
              execute(definition, state, {
                type: 'coin_flip',
                player: action.player,
                source: 'script',
              });
            return {
              followUps: [
                { type: 'draw', player: action.player, source: 'script' },
                { type: 'draw', player: action.player, source: 'script', from: 'p2:deck' },
              ],
            };
          },
        },
      ],
    });
    const play = (definition: GameDefinition) => {
      const { state } = createTestGame({ definition });
      return execute(definition, state, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'outer',
      });
    };
    const plain = play(hooks(false));
    const nested = play(hooks(true));
    expect(nested).toEqual(plain);
    expect(nested.ok && nested.warnings).toHaveLength(1);
    expect(nested.ok && nested.events.some((e) => e.type === 'random')).toBe(false);
  });
});
