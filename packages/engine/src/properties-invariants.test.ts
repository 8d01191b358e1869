import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertViewHidesUnseen, gameArb, play } from './properties.helpers';

describe('engine invariants (fast-check)', () => {
  it('never loses or duplicates a card, never mutates, rejections return the same state, views hide unseen cards (5,000 sequences)', () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(gameArb, (input) => {
        const { engine, final, accepted: a, rejections } = play(input);
        accepted += a.length;
        rejected += rejections;
        assertViewHidesUnseen(engine, final);
      }),
      { numRuns: 5000, seed: 20240601 },
    );
    // The generator must exercise both paths substantially.
    expect(accepted).toBeGreaterThan(10_000);
    expect(rejected).toBeGreaterThan(10_000);
  }, 120_000);
});
