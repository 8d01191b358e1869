import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertViewHidesUnseen, gameArb, play } from './properties.helpers';
import { propertyRuns } from './test';

// Hundreds of sequences in the suite, many thousands in `test:deep` (PLAYMAT_DEEP=1).
const runs = propertyRuns('ENGINE_RUNS', 1_000, 20_000);

describe('engine invariants (fast-check)', () => {
  it(`never loses or duplicates a card, never mutates, rejections return the same state, views hide unseen cards (${runs} sequences)`, () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(gameArb, (input) => {
        const { engine, final, accepted: a, rejections } = play(input);
        accepted += a.length;
        rejected += rejections;
        assertViewHidesUnseen(engine, final);
      }),
      { numRuns: runs, seed: 20240601 },
    );
    // The generator must exercise both paths substantially.
    expect(accepted).toBeGreaterThan(runs * 2);
    expect(rejected).toBeGreaterThan(runs * 2);
  }, 120_000);
});
