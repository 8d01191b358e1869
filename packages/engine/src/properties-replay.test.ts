import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deserializeState, serializeState } from './history';
import { gameArb, play } from './properties.helpers';
import { createTestGame, propertyRuns } from './test';

const runs = propertyRuns('ENGINE_RUNS', 1_000, 20_000);

describe('engine determinism (fast-check)', () => {
  it(`replay reproduces the final state, serialization round-trips, same seed + actions = same state (${runs} sequences)`, () => {
    fc.assert(
      fc.property(gameArb, (input) => {
        const { engine, initial, final, accepted } = play(input);
        const expected = serializeState(final);
        const replayed = engine.replay(initial, accepted);
        expect(replayed.ok && serializeState(replayed.state)).toBe(expected);
        const round = deserializeState(expected);
        expect(round.ok && serializeState(round.value)).toBe(expected);
        const again = createTestGame({
          players: input.players,
          seed: input.seed,
          deckSize: input.deckSize,
        });
        const r2 = again.engine.replay(again.state, accepted);
        expect(r2.ok && serializeState(r2.state)).toBe(expected);
      }),
      { numRuns: runs, seed: 20240602 },
    );
  }, 120_000);

  it('different seeds give different shuffles', () => {
    const a = createTestGame({ seed: 1 });
    const b = createTestGame({ seed: 2 });
    const shuffle = { type: 'shuffle', player: 'p1', source: 'script', zone: 'deck' } as const;
    const ra = a.engine.execute(a.state, shuffle);
    const rb = b.engine.execute(b.state, shuffle);
    expect(ra.ok && rb.ok && ra.state.zones['p1:deck']?.cards).not.toEqual(
      rb.ok ? rb.state.zones['p1:deck']?.cards : null,
    );
  });
});
