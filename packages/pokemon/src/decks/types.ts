import type { PokemonCard } from '../cards/types';

/** One card of a deck and how many copies; `line` is where the list named it first (1-based). */
export interface DeckEntry {
  readonly count: number;
  readonly card: PokemonCard;
  readonly line: number;
}

/** A parsed deck: one entry per distinct card, in list order. */
export interface Deck {
  readonly entries: readonly DeckEntry[];
  /** Sum of all counts. */
  readonly total: number;
}

/** Stable codes of deck-list problems. */
export type DeckListErrorCode =
  | 'unreadable_line'
  | 'unknown_card'
  | 'ambiguous_card'
  | 'name_mismatch'
  | 'declared_count'
  | 'wrong_total'
  | 'too_many_copies'
  | 'no_basic_pokemon'
  | 'substituted_printing';

/** A problem in a deck list: where (1-based line, `null` for the list as a whole), what, how to fix it. */
export interface DeckListError {
  readonly code: DeckListErrorCode;
  readonly line: number | null;
  readonly message: string;
  readonly hint: string;
}

/** Result of parsing a deck list: a legal deck, or every problem found (never both). */
export type ParseDeckListResult =
  | { readonly ok: true; readonly deck: Deck; readonly warnings: readonly DeckListError[] }
  | { readonly ok: false; readonly errors: readonly DeckListError[] };
