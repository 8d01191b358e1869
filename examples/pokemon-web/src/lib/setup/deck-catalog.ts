/**
 * Where the decks on the DeckSelect screen come from: the app uses the Pokémon plugin's decks
 * and deck-list parser (`createPokemonCatalog`).
 */

/** A deck shipped with the app. */
export interface BundledDeck {
  id: string;
  name: string;
  /** One line shown under the dropdown. */
  description: string;
}

/** One line of a deck list. */
export interface DeckLine {
  count: number;
  name: string;
  setCode?: string;
  number?: string;
}

/** A deck that passed validation and can start a match. */
export interface ResolvedDeck {
  name: string;
  lines: readonly DeckLine[];
  cardCount: number;
  /**
   * Card template ids in list order, when the catalog resolved them (the Pokémon catalog
   * does); a driver without them re-reads `lines`.
   */
  cardIds?: readonly string[];
}

/** One problem with a pasted deck list; `line` is 1-based when the problem has a line. */
export interface DeckError {
  line?: number;
  message: string;
}

/** Which deck a player picked. */
export type DeckChoice = { source: 'bundled'; deckId: string } | { source: 'pasted'; text: string };

/** Result of loading a deck: the deck, or every problem found (not just the first). */
export type DeckLoadResult =
  | { ok: true; deck: ResolvedDeck }
  | { ok: false; errors: readonly DeckError[] };

/** Bundled decks plus a way to turn a choice into a deck. */
export interface DeckCatalog {
  readonly bundled: readonly BundledDeck[];
  load(choice: DeckChoice): DeckLoadResult;
}

/** Writes a deck back as a TCG Live style list (what the "paste" box is prefilled with). */
export function formatDeckList(deck: ResolvedDeck): string {
  return deck.lines
    .map((l) => `${l.count} ${l.name}${l.setCode ? ` ${l.setCode} ${l.number}` : ''}`)
    .join('\n');
}
