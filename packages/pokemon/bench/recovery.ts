import type { PokemonPlugin } from '../src/plugin';
import { MISTAKE_CLASSES, measureRecovery } from '../src/tools/recovery';

/**
 * Recovery from the error text alone, per mistake class: seeded bot-game positions, an honest
 * call spoiled by each class of mistake, and the next call made from the error text. A try is a
 * spoiled call that needed fixing; one the tool took as written, to the honest call's result,
 * is shown as `accepted as written` and is not in the rate.
 */
export async function recoveryTable(plugin: PokemonPlugin, games: number) {
  const tally = await measureRecovery({ plugin, games, positionsPerGame: 10, seed: 1 });
  return MISTAKE_CLASSES.map((kind) => {
    const { tries, recovered, accepted } = tally[kind];
    const rate = tries === 0 ? undefined : recovered / tries;
    return {
      mistake: kind,
      tries,
      recovered,
      'accepted as written': accepted,
      rate: rate === undefined ? 'no tries' : `${(rate * 100).toFixed(1)} %`,
      target: '>= 95 %',
      met: rate === undefined || rate >= 0.95 ? 'yes' : 'NO',
    };
  });
}
