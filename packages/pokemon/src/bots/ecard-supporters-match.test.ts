import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import expedition from '../effects/fixtures/ecard1.json';
import aquapolis from '../effects/fixtures/ecard2.json';
import skyridge from '../effects/fixtures/ecard3.json';
import { trainerEffect } from '../effects/registry';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotMatch } from './bot-match';

/**
 * The bots play decks full of the e-Card Supporters and Items the Supporter reminder and the
 * basic Trainer clauses made automatic — searches, discard-pile picks, coins, switches the
 * opponent answers (Warp Point), Energy moves — answer every choice they bring, never play a
 * second Supporter in a turn, and end with no stall and no refused call.
 */
const registry = createCardRegistry([
  ...Object.values(getBundledSets()),
  loadCardSet(expedition),
  loadCardSet(aquapolis),
  loadCardSet(skyridge),
]);
const plugin = createPokemonPlugin({ registry });

const TRAINERS = [
  'ecard1-149', // Professor Oak's Research
  'ecard1-145', // Pokémon Nurse
  'ecard1-148', // Professor Elm's Training Method
  'ecard3-120', // Relic Hunter
  'ecard1-156', // Potion
  'ecard1-157', // Switch
  'ecard1-152', // Warp Point
  'ecard1-139', // Dual Ball
  'ecard1-141', // Energy Restore
  'ecard2-120', // Energy Switch
  'ecard1-140', // Energy Removal 2
];
const deck = (basics: string[], energy: string): string[] => [
  ...basics.flatMap((b) => [b, b, b, b]),
  ...TRAINERS.flatMap((t) => [t, t, t]),
  ...Array.from({ length: 60 - basics.length * 4 - TRAINERS.length * 3 }, () => energy),
];

describe('bots with the e-Card Supporters and Items', () => {
  it('finish a game without stalls or refused calls, playing them', async () => {
    const p1 = deck(['base1-58', 'base1-46'], 'sve-4');
    const p2 = deck(['base1-63', 'base1-44'], 'sve-3');
    expect(p1).toHaveLength(60);
    for (const id of new Set([...p1, ...p2]))
      if (registry.require(id).supertype === 'Trainer')
        expect(trainerEffect(registry.require(id)), id).toBeDefined();
    const { summary, store } = await playBotMatch({
      decks: { p1, p2 },
      seed: 7,
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
    expect([...played].some((n) => registry.byName?.(n)?.[0]?.subtypes.includes('Supporter'))).toBe(
      true,
    );
  }, 180_000);
});
