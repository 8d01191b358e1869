export type {
  BundledDeck,
  DeckCatalog,
  DeckChoice,
  DeckError,
  DeckLine,
  DeckLoadResult,
  ResolvedDeck,
} from './deck-catalog';
export { DECK_SIZE, formatDeckList, parseDeckList } from './deck-catalog';
export { createDemoCatalog, DEMO_CARD_NAMES } from './demo-catalog';
export { createPokemonCatalog, toResolvedDeck } from './pokemon-catalog';
export type {
  AiMode,
  Controller,
  MatchConfig,
  ModelChoice,
  PlayerConfig,
  PlayerForm,
  SetupError,
  SetupForm,
  SetupResult,
} from './setup-form';
export {
  AI_MODE_OPTIONS,
  BOT_MODEL,
  defaultSetupForm,
  errorsAt,
  PROVIDERS,
  providerOf,
  providersNeedingKeys,
  SEATS,
  validateSetup,
} from './setup-form';
