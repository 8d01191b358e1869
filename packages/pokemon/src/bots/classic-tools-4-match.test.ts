import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import expedition from '../effects/fixtures/ecard1.json';
import aquapolis from '../effects/fixtures/ecard2.json';
import { trainerEffect } from '../effects/registry';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotMatch } from './bot-match';

/**
 * The bots play decks full of Technical Machines (Multi Technical Machine 01, Fire Cube 01,
 * Fighting Cube 01: attached to a Pokémon they fit, lending it an attack) and Weakness Guard,
 * with no stall and no refused call, and use the attacks the Machines lend.
 */
const registry = createCardRegistry([
  ...Object.values(getBundledSets()),
  loadCardSet(expedition),
  loadCardSet(aquapolis),
]);
const plugin = createPokemonPlugin({ registry });

const four = (id: string) => [id, id, id, id];
const LENT = ['Paralyzing Gaze', 'Singe', 'Violent Rage'];
const TRAINERS = [
  'ecard1-144', // Multi Technical Machine 01
  'ecard2-122', // Fire Cube 01
  'ecard2-121', // Fighting Cube 01
  'ecard2-141', // Weakness Guard
];
const deck = (basics: string[], energy: string): string[] => [
  ...basics.flatMap(four),
  ...TRAINERS.flatMap(four),
  ...Array.from({ length: 60 - basics.length * 4 - TRAINERS.length * 4 }, () => energy),
];

describe('bots with Technical Machines and Weakness Guard', () => {
  it('finish a game without stalls or refused calls, attaching Machines and using their attacks', async () => {
    // Vulpix and Ponyta (no attack for 1 Energy) with Fire; Machop, Hitmonchan with Fighting.
    const p1 = deck(['base1-68', 'base1-60'], 'sve-2');
    const p2 = deck(['base1-52', 'base1-7'], 'sve-6');
    for (const id of new Set([...p1, ...p2]))
      if (registry.require(id).supertype === 'Trainer')
        expect(trainerEffect(registry.require(id)), id).toBeDefined();
    const events: unknown[] = [];
    const { summary } = await playBotMatch({
      decks: { p1, p2 },
      seed: 7,
      plugin,
      maxTurns: 24,
      onEvent: (e) => events.push(e),
    });
    expect(summary.stalls).toBe(0);
    expect(summary.end === 'game_over' || summary.end === 'turn_limit', summary.reason).toBe(true);
    expect(summary.rejected).toBe(0);
    const told = JSON.stringify(events);
    expect(
      LENT.filter((name) => told.includes(`"attack":"${name}"`)),
      'lent attacks used',
    ).not.toEqual([]);
  }, 180_000);
});
