export { type ArkhamDeck, arkhamDeckSchema, DeckFormatError, parseDeck, slotTotal } from './deck';
export {
  DeckNotFoundError,
  DeckStore,
  loadDeckFile,
  loadSampleDecks,
  SAMPLE_DECK_DIR,
  type StoredDeck,
  saveDeckFile,
} from './deck-store';
