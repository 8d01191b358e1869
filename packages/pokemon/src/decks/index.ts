export {
  BUNDLED_DECKS,
  type BundledDeck,
  getBundledDeck,
  loadBundledDeck,
  UnknownDeckError,
} from './bundled-decks';
export {
  type DeckLimit,
  type DeckLimitBreach,
  type DeckLimitEntry,
  deckLimitBreaches,
  describeBreach,
  isDeckLimitText,
  MAX_COPIES,
  printedDeckLimits,
} from './deck-limits';
export { cardLineName, type DeckListFormat, deckCardIds, formatDeckList } from './format-deck-list';
export { DECK_SIZE, parseDeckList } from './parse-deck-list';
export type {
  Deck,
  DeckEntry,
  DeckListError,
  DeckListErrorCode,
  ParseDeckListResult,
} from './types';
