import { describe, expect, it } from 'vitest';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotGameDirect } from './direct';

/**
 * The bots attack only as the game allows. Haunter's Dream Eater (Base Set: "You can't use this
 * attack unless the Defending Pokémon is Asleep.") is worth a Knock Out on paper; the bots used to
 * declare it against Pokémon that were awake and be refused, game after game. The game's list of
 * legal calls names an attack only when its cost is paid and its own condition holds: the bots
 * weigh the next best attack instead (Hypnosis first, then Dream Eater on the sleeper).
 */
const plugin = createPokemonPlugin({});
const decks = { p1: 'base-blackout', p2: 'base-zap' };
const attacks = (r: Awaited<ReturnType<typeof playBotGameDirect>>, ok: boolean, name: string) =>
  r.log.filter((e) => e.tool === 'declare_attack' && e.ok === ok && e.input.attack === name).length;

describe('bots read the legal attacks', () => {
  it('Haunter: no Dream Eater refused with the list; Hypnosis, then Dream Eater on an Asleep Pokémon', async () => {
    // Several seeds, counted together: which games reach a sleeping Defending Pokémon shifts
    // whenever the bots' other choices change; no game may be refused anything.
    let hypnosis = 0;
    let dreamEater = 0;
    const seeds = [10, 13, 19, 20, 22];
    for (const seed of seeds) {
      const played = await playBotGameDirect({ decks, seed, plugin });
      const refused = played.log.filter((e) => !e.ok).map((e) => `${e.tool}: ${e.result}`);
      expect(refused, `seed ${seed}`).toEqual([]);
      expect(played.store.state.result, played.reason).toBeDefined();
      hypnosis += attacks(played, true, 'Hypnosis');
      dreamEater += attacks(played, true, 'Dream Eater');
    }
    expect(hypnosis).toBeGreaterThan(0);
    expect(dreamEater).toBeGreaterThan(0);
    // Without the list, the same bots declare it and are refused (counted over the same seeds).
    let refusedBlind = 0;
    for (const seed of seeds) {
      const blind = await playBotGameDirect({
        decks,
        seed,
        plugin: { ...plugin, legalCalls: undefined },
      });
      refusedBlind += attacks(blind, false, 'Dream Eater');
    }
    expect(refusedBlind).toBeGreaterThan(0);
  }, 120_000);
});
