import {
  type BundledDeck,
  type DeckCatalog,
  type DeckLine,
  parseDeckList,
  type ResolvedDeck,
} from './deck-catalog';

/*
 * A tiny catalog for the fake driver's unit tests: three small Base Set style decks read by a
 * simple parser. The app itself uses `createPokemonCatalog`.
 */

const deck = (name: string, lines: DeckLine[]): ResolvedDeck => ({
  name,
  lines,
  cardCount: lines.reduce((n, l) => n + l.count, 0),
});

const DEMO_DECKS: Record<string, { info: BundledDeck; deck: ResolvedDeck }> = {
  brushfire: {
    info: { id: 'brushfire', name: 'Brushfire', description: 'Fire and Grass (demo)' },
    deck: deck('Brushfire', [
      { count: 4, name: 'Charmander', setCode: 'BS', number: '46' },
      { count: 4, name: 'Growlithe', setCode: 'BS', number: '28' },
      { count: 4, name: 'Ponyta', setCode: 'BS', number: '60' },
      { count: 4, name: 'Bill', setCode: 'BS', number: '91' },
      { count: 4, name: 'Potion', setCode: 'BS', number: '94' },
      { count: 20, name: 'Fire Energy', setCode: 'BS', number: '98' },
      { count: 20, name: 'Grass Energy', setCode: 'BS', number: '99' },
    ]),
  },
  zap: {
    info: { id: 'zap', name: 'Zap!', description: 'Lightning and Psychic (demo)' },
    deck: deck('Zap!', [
      { count: 4, name: 'Pikachu', setCode: 'BS', number: '58' },
      { count: 4, name: 'Gastly', setCode: 'BS', number: '50' },
      { count: 4, name: 'Magnemite', setCode: 'BS', number: '53' },
      { count: 4, name: 'Bill', setCode: 'BS', number: '91' },
      { count: 4, name: 'Potion', setCode: 'BS', number: '94' },
      { count: 20, name: 'Lightning Energy', setCode: 'BS', number: '100' },
      { count: 20, name: 'Psychic Energy', setCode: 'BS', number: '101' },
    ]),
  },
  overgrowth: {
    info: { id: 'overgrowth', name: 'Overgrowth', description: 'Grass and Water (demo)' },
    deck: deck('Overgrowth', [
      { count: 4, name: 'Bulbasaur', setCode: 'BS', number: '44' },
      { count: 4, name: 'Squirtle', setCode: 'BS', number: '63' },
      { count: 4, name: 'Staryu', setCode: 'BS', number: '65' },
      { count: 4, name: 'Bill', setCode: 'BS', number: '91' },
      { count: 4, name: 'Potion', setCode: 'BS', number: '94' },
      { count: 20, name: 'Grass Energy', setCode: 'BS', number: '99' },
      { count: 20, name: 'Water Energy', setCode: 'BS', number: '102' },
    ]),
  },
};

/** Every card name the demo catalog knows. */
export const DEMO_CARD_NAMES: ReadonlySet<string> = new Set(
  Object.values(DEMO_DECKS).flatMap((d) => d.deck.lines.map((l) => l.name)),
);

/** A catalog of the demo decks; pasted lists may use any card those decks contain. */
export function createDemoCatalog(): DeckCatalog {
  return {
    bundled: Object.values(DEMO_DECKS).map((d) => d.info),
    load(choice) {
      if (choice.source === 'pasted') return parseDeckList(choice.text, DEMO_CARD_NAMES);
      const found = DEMO_DECKS[choice.deckId];
      if (found) return { ok: true, deck: found.deck };
      const ids = Object.keys(DEMO_DECKS).join(', ');
      return {
        ok: false,
        errors: [{ message: `No bundled deck "${choice.deckId}"; pick one of: ${ids}.` }],
      };
    },
  };
}
