import type { PokemonPlugin } from '../src/plugin';
import { MISTAKE_CLASSES, measureRecovery } from '../src/tools/recovery';

/**
 * Recovery from the error text alone, per mistake class: seeded bot-game positions, an honest
 * call spoiled by each class of mistake, and the next call made from the error text.
 */
export async function recoveryTable(plugin: PokemonPlugin, games: number) {
  const tally = await measureRecovery({ plugin, games, positionsPerGame: 10, seed: 1 });
  return MISTAKE_CLASSES.map((kind) => {
    const { tries, recovered } = tally[kind];
    const rate = tries === 0 ? 0 : recovered / tries;
    return {
      mistake: kind,
      tries,
      recovered,
      rate: `${(rate * 100).toFixed(1)} %`,
      target: '>= 95 %',
      met: rate >= 0.95 ? 'yes' : 'NO',
    };
  });
}
