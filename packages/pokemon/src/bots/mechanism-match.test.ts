import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import jungle from '../effects/fixtures/base2.json';
import gymHeroes from '../effects/fixtures/gym1.json';
import neoGenesis from '../effects/fixtures/neo1.json';
import neoDiscovery from '../effects/fixtures/neo2.json';
import neoRevelation from '../effects/fixtures/neo3.json';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotMatch } from './bot-match';

/**
 * The bots play decks built on issue #28's new mechanisms (mech6) from loaded sets: type
 * changes (Shift, Submerge, Energy Converter), devolving (Hyper Devolution Spray), records of
 * last turn (Fin Slap, Perish Song, Sketch) and lent attacks (Mimic, Recall). Their new
 * choices (a type, an Energy card, an evolved Pokémon) are answered and the game finishes.
 */
const sets = [jungle, gymHeroes, neoGenesis, neoDiscovery, neoRevelation].map((s) =>
  loadCardSet(s),
);
const registry = createCardRegistry([...Object.values(getBundledSets()), ...sets]);
const plugin = createPokemonPlugin({ registry });

const times = (n: number, id: string) => Array.from({ length: n }, () => id);

describe('bots with the classic mechanisms read from their text', () => {
  it('finish a game without stalls', async () => {
    const p1 = [
      ...times(4, 'neo3-26'), // Sudowoodo (Mimic)
      ...times(4, 'neo3-11'), // Misdreavus (Night Eyes, Perish Song)
      ...times(4, 'neo2-11'), // Smeargle (Sketch)
      ...times(4, 'neo1-62'), // Horsea (Fin Slap)
      ...times(3, 'neo1-48'), // Seadra
      ...times(3, 'gym1-116'), // Recall
      ...times(3, 'neo2-73'), // Hyper Devolution Spray
      ...times(12, 'neo1-110'), // Psychic Energy
      ...times(12, 'neo1-111'), // Water Energy
      ...times(11, 'neo1-106'), // Fighting Energy
    ];
    const p2 = [
      ...times(4, 'base2-63'), // Venonat
      ...times(3, 'base2-13'), // Venomoth (Shift)
      ...times(4, 'neo3-42'), // Chinchou
      ...times(3, 'neo3-32'), // Lanturn (Submerge)
      ...times(4, 'neo1-62'), // Horsea
      ...times(3, 'neo2-73'), // Hyper Devolution Spray
      ...times(13, 'neo1-108'), // Grass Energy
      ...times(13, 'neo1-109'), // Lightning Energy
      ...times(13, 'neo1-111'), // Water Energy
    ];
    expect(p1).toHaveLength(60);
    expect(p2).toHaveLength(60);
    const { summary } = await playBotMatch({ decks: { p1, p2 }, seed: 6, plugin, maxTurns: 30 });
    expect(summary.stalls).toBe(0);
    expect(summary.end === 'game_over' || summary.end === 'turn_limit', summary.reason).toBe(true);
  }, 180_000);
});
