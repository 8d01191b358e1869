import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import neoGenesis from '../effects/fixtures/neo1.json';
import { trainerEffect } from '../effects/registry';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotMatch } from './bot-match';

/**
 * The bots play decks full of the classic Trainers, Stadiums and special Energy the game now
 * reads from their text (a loaded set, Neo Genesis): every such card is offered to them like
 * any other, and their choices (counts, cards looked at, the opponent's searches) are answered.
 */
const neo1 = loadCardSet(neoGenesis);
const registry = createCardRegistry([...Object.values(getBundledSets()), neo1]);
const plugin = createPokemonPlugin({ registry });

const three = (id: string) => [id, id, id];
const four = (id: string) => [id, id, id, id];
const deck = (basics: string[], energy: string, special: string): string[] => [
  ...basics.flatMap(four),
  // PokéGear, Mary, Professor Elm, Bill's Teleporter, Moo-Moo Milk, Double Gust, Energy Charge,
  // Pokémon March, Time Capsule, New Pokédex, Super Energy Retrieval, Super Scoop Up.
  ...['88', '87', '96', '91', '101', '100', '85', '102', '90', '95', '89', '98'].flatMap((n) =>
    three(`neo1-${n}`),
  ),
  ...['neo1-97', 'neo1-97'], // Sprout Tower
  ...four(special),
  ...Array.from({ length: 60 - basics.length * 4 - 36 - 2 - 4 }, () => energy),
];

describe('bots with classic Trainers read from their text', () => {
  it('finish a game without stalls, playing them', async () => {
    const p1 = deck(['neo1-70', 'neo1-33'], 'neo1-109', 'neo1-105'); // Pikachu, Electabuzz; Lightning; Recycle
    const p2 = deck(['neo1-59', 'neo1-43'], 'neo1-106', 'neo1-104'); // Gligar, Phanpy; Fighting; Darkness
    expect(p1).toHaveLength(60);
    // Each Trainer in these decks is carried out by the game (none left to manual play).
    for (const id of new Set([...p1, ...p2]))
      if (registry.require(id).supertype === 'Trainer')
        expect(trainerEffect(registry.require(id)), id).toBeDefined();
    const { summary, store } = await playBotMatch({
      decks: { p1, p2 },
      seed: 28,
      plugin,
      maxTurns: 40,
    });
    expect(summary.stalls).toBe(0);
    expect(summary.end === 'game_over' || summary.end === 'turn_limit', summary.reason).toBe(true);
    // Trainers carried out end in their owner's discard pile (Stadiums in play or discarded).
    const trainers = ['p1', 'p2'].flatMap((p) =>
      (store.state.zones[`${p}:discard`]?.cards ?? [])
        .map((id) => registry.require(store.state.cards[id]?.templateId ?? ''))
        .filter((c) => c.supertype === 'Trainer'),
    );
    expect(new Set(trainers.map((c) => c.name)).size).toBeGreaterThan(3);
    // The bots read the game's legal calls: nothing they try is refused.
    expect(summary.rejected).toBe(0);
  }, 120_000);
});
