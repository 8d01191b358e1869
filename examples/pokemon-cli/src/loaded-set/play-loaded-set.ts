import { readFileSync } from 'node:fs';
import {
  createPokemonMatch,
  createPokemonPlugin,
  loadCardSet,
  parseDeckList,
  playBotMatch,
  setAutomation,
} from '@playmat/pokemon';

/**
 * Plays a set the plugin does not bundle: a pokemon-tcg-data file (Jungle here) loaded, handed to
 * the plugin once, a deck built from it, and a match of the offline bots under the 1999 rules.
 * The guide docs/play-a-loaded-set.md pastes this file.
 */

// #region deck
/** A 60-card deck of Jungle Pokémon and Base Set Trainers and Energy (codes JU and BS). */
export const JUNGLE_DECK = `Pokémon: 20
4 Eevee JU 51
2 Flareon JU 19
2 Jolteon JU 20
4 Meowth JU 56
2 Persian JU 42
4 Pikachu JU 60
2 Kangaskhan JU 21

Trainer: 6
4 Bill BS 91
2 Potion BS 94

Energy: 34
17 Lightning Energy BS 100
17 Fire Energy BS 98

Total Cards: 60
`;
// #endregion deck

// #region play
export async function playLoadedSet(file: string, seed = 1) {
  // 1. Load the file as it comes from pokemon-tcg-data; the notes say what is read otherwise.
  const jungle = loadCardSet(JSON.parse(readFileSync(file, 'utf8')));
  for (const note of jungle.notes ?? []) console.log(`note: ${note.path}: ${note.message}`);

  // 2. Hand it to the plugin once: its registry serves the deck list, the match and the bots.
  const plugin = createPokemonPlugin({ sets: [jungle] });
  const auto = setAutomation(plugin.registry, jungle.set.id);
  console.log(`${jungle.set.name}: ${auto.automatic} of ${auto.distinct} cards play by themselves`);
  for (const part of auto.manual) console.log(`  by hand: ${part}`);

  // 3. A deck list in the usual export format, with the set's code (Jungle is JU).
  const parsed = parseDeckList(JUNGLE_DECK, plugin.registry);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));

  // 4. A match under the 1999 rules, played by the offline bots.
  const decks = { p1: parsed.deck, p2: parsed.deck };
  const store = createPokemonMatch({ plugin, decks, seed, era: 'base-set' });
  const { summary } = await playBotMatch({ plugin, store, decks, seed });
  console.log(`${summary.winner} won (${summary.reason}) after ${summary.turns} turns`);
  return summary;
}
// #endregion play
