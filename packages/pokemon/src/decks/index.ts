export {
  BUNDLED_DECKS,
  type BundledDeck,
  getBundledDeck,
  loadBundledDeck,
  UnknownDeckError,
} from './bundled-decks';
export { cardLineName, type DeckListFormat, deckCardIds, formatDeckList } from './format-deck-list';
export { DECK_SIZE, MAX_COPIES, parseDeckList } from './parse-deck-list';
export type {
  Deck,
  DeckEntry,
  DeckListError,
  DeckListErrorCode,
  ParseDeckListResult,
} from './types';
