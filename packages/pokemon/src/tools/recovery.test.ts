import { describe, expect, it } from 'vitest';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { MISTAKE_CLASSES, measureRecovery } from './recovery';

describe('a seat that makes the usual mistakes recovers from the error text alone', () => {
  it('in every class, at >= 95 % of many seeded positions', { timeout: 60_000 }, async () => {
    const tally = await measureRecovery({
      plugin: createPokemonPlugin(),
      games: 3,
      positionsPerGame: 8,
      seed: 7,
    });
    for (const kind of MISTAKE_CLASSES) {
      const { tries, recovered } = tally[kind];
      expect(tries, kind).toBeGreaterThanOrEqual(10);
      expect(recovered / tries, `${kind}: ${recovered}/${tries}`).toBeGreaterThanOrEqual(0.95);
    }
  });
});
