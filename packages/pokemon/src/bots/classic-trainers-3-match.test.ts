import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import teamRocket from '../effects/fixtures/base5.json';
import gymChallenge from '../effects/fixtures/gym2.json';
import neoDestiny from '../effects/fixtures/neo4.json';
import { trainerEffect } from '../effects/registry';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotMatch } from './bot-match';

/**
 * The bots play decks full of the Trainers this session's clause readers made automatic —
 * Giovanni (a Pokémon to choose), Koga, Misty's Wish (a Prize place, the opponent's yes or no, a
 * card of the hand), Impostor Professor Oak's Invention (yes or no), Here Comes Team Rocket!, Goop
 * Gas Attack, Magnifier (attached to a Pokémon), Viridian and Saffron City Gym — and answer every
 * choice they bring, with no stall and no refused call.
 */
const registry = createCardRegistry([
  ...Object.values(getBundledSets()),
  loadCardSet(gymChallenge),
  loadCardSet(teamRocket),
  loadCardSet(neoDestiny),
]);
const plugin = createPokemonPlugin({ registry });

const four = (id: string) => [id, id, id, id];
const TRAINERS = [
  'gym2-18', // Giovanni
  'gym2-19', // Koga
  'gym2-108', // Misty's Wish
  'neo4-94', // Impostor Professor Oak's Invention
  'base5-15', // Here Comes Team Rocket!
  'base5-78', // Goop Gas Attack
  'neo4-101', // Magnifier
];
const STADIUMS = ['gym2-123', 'gym2-122']; // Viridian City Gym, Saffron City Gym
const deck = (basics: string[], energy: string): string[] => [
  ...basics.flatMap(four),
  ...TRAINERS.flatMap(four),
  ...STADIUMS.flatMap((s) => [s, s]),
  ...Array.from({ length: 60 - basics.length * 4 - TRAINERS.length * 4 - 4 }, () => energy),
];

describe("bots with this session's classic Trainers", () => {
  it('finish a game without stalls or refused calls, playing them', async () => {
    // Giovanni's Machop and Meowth with Fighting; Koga's Pidgey and Ekans with Grass.
    const p1 = deck(['gym2-72', 'gym2-43', 'gym2-42'], 'gym2-127');
    const p2 = deck(['gym2-80', 'gym2-77', 'gym2-75'], 'gym2-129');
    expect(p1).toHaveLength(60);
    for (const id of new Set([...p1, ...p2]))
      if (registry.require(id).supertype === 'Trainer')
        expect(trainerEffect(registry.require(id)), id).toBeDefined();
    const { summary, store } = await playBotMatch({
      decks: { p1, p2 },
      seed: 6,
      plugin,
      maxTurns: 30,
    });
    expect(summary.stalls).toBe(0);
    expect(summary.end === 'game_over' || summary.end === 'turn_limit', summary.reason).toBe(true);
    expect(summary.rejected).toBe(0);
    const played = new Set(
      ['p1', 'p2'].flatMap((p) =>
        (store.state.zones[`${p}:discard`]?.cards ?? [])
          .map((id) => registry.require(store.state.cards[id]?.templateId ?? ''))
          .filter((c) => c.supertype === 'Trainer')
          .map((c) => c.name),
      ),
    );
    expect(played.size).toBeGreaterThan(3);
  }, 180_000);
});
