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
    for (const seed of [13, 15]) {
      const played = await playBotGameDirect({ decks, seed, plugin });
      const refused = played.log.filter((e) => !e.ok).map((e) => `${e.tool}: ${e.result}`);
      expect(refused, `seed ${seed}`).toEqual([]);
      expect(attacks(played, true, 'Hypnosis'), `seed ${seed}`).toBeGreaterThan(0);
      expect(attacks(played, true, 'Dream Eater'), `seed ${seed}`).toBeGreaterThan(0);
      expect(played.store.state.result, played.reason).toBeDefined();
    }
    // Without the list, the same bots declare it and are refused.
    const blind = await playBotGameDirect({
      decks,
      seed: 15,
      plugin: { ...plugin, legalCalls: undefined },
    });
    expect(attacks(blind, false, 'Dream Eater')).toBeGreaterThan(0);
  }, 120_000);
});
