import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import neoDestiny from '../effects/fixtures/neo4.json';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotGameDirect } from './direct';

/**
 * The bots try only what the game allows: with a loaded set's compiled Trainers and Powers whose
 * own conditions often fail (Unown [G]/[H]/[W] need other Unown on the Bench, Mail from Bill
 * needs a small hand, Energy Amplifier and Thought Wave Machine a Pokémon to help), they read
 * the game's list of legal calls instead of trying each card and being refused
 * ("metrics count every bad call").
 */
const neo4 = loadCardSet(neoDestiny);
const registry = createCardRegistry([...Object.values(getBundledSets()), neo4]);
const plugin = createPokemonPlugin({ registry });

const times = (n: number, id: string) => Array.from({ length: n }, () => id);
const twice = (ids: string[]) => ids.flatMap((id) => times(2, id));
const UNOWN = ['neo4-27', 'neo4-28', 'neo4-29', 'neo4-60']; // [G], [H], [W], [Z]
// Broken Ground Gym, Radio Tower, Thought Wave Machine, Energy Amplifier, Energy Stadium, Lucky
// Stadium, Pokémon Personality Test, Team Rocket's Evil Deeds, Heal Powder, Mail from Bill.
const TRAINERS = twice(
  ['92', '95', '96', '98', '99', '100', '102', '103', '104', '105'].map((n) => `neo4-${n}`),
);
const deck = (basics: string[], evolutions: string[], energy: [string, string]) => [
  ...twice(basics),
  ...evolutions,
  ...UNOWN,
  ...TRAINERS,
  ...times(9, energy[0]),
  ...times(9, energy[1]),
];
// Exeggcute, Gastly, Mantine, Psyduck, Remoraid, Seel and some of their kin; Psychic and Water.
const p1 = deck(
  ['neo4-64', 'neo4-65', 'neo4-74', 'neo4-79', 'neo4-80', 'neo4-81'],
  ['neo4-4', 'neo4-32', 'neo4-33', 'neo4-36', 'neo4-37', 'neo4-45'],
  ['base1-101', 'base1-102'],
);
// Heracross, Hitmonlee, Scyther, Gligar, Larvitar, Ledyba and kin; Grass and Fighting.
const p2 = deck(
  ['neo4-41', 'neo4-42', 'neo4-55', 'neo4-67', 'neo4-70', 'neo4-71'],
  ['neo4-2', 'neo4-3', 'neo4-11', 'neo4-17', 'neo4-35', 'neo4-49'],
  ['base1-99', 'base1-97'],
);

describe('bots read the legal calls', () => {
  it('a Neo Destiny match: no call of the bots is refused; without the list the same bots are', async () => {
    expect(p1).toHaveLength(60);
    expect(p2).toHaveLength(60);
    const seed = 28;
    const played = await playBotGameDirect({ decks: { p1, p2 }, seed, plugin });
    const refused = played.log.filter((e) => !e.ok).map((e) => `${e.tool}: ${e.result}`);
    expect(refused).toEqual([]);
    expect(played.rejected).toBe(0);
    expect(played.store.state.result, played.reason).toBeDefined();
    // They still play the set's cards the game allows.
    expect(played.log.some((e) => e.ok && e.tool === 'play_trainer')).toBe(true);

    // The fallback of a plugin that lists no legal calls: try, and learn from the refusal.
    const blind = await playBotGameDirect({
      decks: { p1, p2 },
      seed,
      plugin: { ...plugin, legalCalls: undefined },
    });
    expect(blind.rejected).toBeGreaterThan(0);
  }, 120_000);
});
