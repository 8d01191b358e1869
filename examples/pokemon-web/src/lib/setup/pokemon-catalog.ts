import {
  BUNDLED_DECKS,
  type CardRegistry,
  type Deck,
  deckCardIds,
  getBundledRegistry,
  parseDeckList,
} from '@playmat/pokemon';
import type { DeckCatalog, DeckError, DeckLoadResult, ResolvedDeck } from './deck-catalog';

/**
 * The DeckSelect catalog over the Pokémon plugin: its bundled theme decks, and pasted lists
 * read by its deck-list parser (TCG Live export or the older `* N Name SET 123` format) with
 * every problem reported, each with its hint.
 */
export function createPokemonCatalog(registry: CardRegistry = getBundledRegistry()): DeckCatalog {
  const resolve = (name: string, text: string): DeckLoadResult => {
    const parsed = parseDeckList(text, registry);
    if (!parsed.ok) {
      return {
        ok: false,
        errors: parsed.errors.map(
          (e): DeckError => ({
            ...(e.line === null ? {} : { line: e.line }),
            message: pageMessage(e.message, e.hint),
          }),
        ),
      };
    }
    return { ok: true, deck: toResolvedDeck(name, parsed.deck) };
  };
  return {
    bundled: BUNDLED_DECKS.map((d) => ({
      id: d.id,
      name: d.name,
      description: d.description,
    })),
    load(choice) {
      if (choice.source === 'pasted') return resolve('Pasted deck', choice.text);
      const found = BUNDLED_DECKS.find((d) => d.id === choice.deckId);
      if (found) return resolve(found.name, found.list);
      const ids = BUNDLED_DECKS.map((d) => d.id).join(', ');
      return {
        ok: false,
        errors: [{ message: `No bundled deck "${choice.deckId}"; pick one of: ${ids}.` }],
      };
    },
  };
}

/** A parsed Pokémon deck in the catalog's shape, with the card ids a match starts from. */
export function toResolvedDeck(name: string, deck: Deck): ResolvedDeck {
  return {
    name,
    lines: deck.entries.map((e) => ({
      count: e.count,
      name: e.card.name,
      setCode: e.card.set.ptcgoCode,
      number: e.card.number,
    })),
    cardCount: deck.total,
    cardIds: deckCardIds(deck),
  };
}

/** The page shows `Line N:` itself, and a hint only when a player can act on it in the page. */
function pageMessage(message: string, hint: string): string {
  const text = message.replace(/ (?:on )?line \d+(?=:)/, '');
  return hint && !hint.includes('loadCardSet') ? `${text} ${hint}` : text;
}
