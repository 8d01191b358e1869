export type {
  BundledDeck,
  DeckCatalog,
  DeckChoice,
  DeckError,
  DeckLine,
  DeckLoadResult,
  ResolvedDeck,
} from './deck-catalog';
export { formatDeckList } from './deck-catalog';
export { createPokemonCatalog, toResolvedDeck } from './pokemon-catalog';
export type {
  AiMode,
  Controller,
  Era,
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
  ERA_OPTIONS,
  errorsAt,
  PROVIDERS,
  providerOf,
  providersNeedingKeys,
  SEATS,
  validateSetup,
} from './setup-form';
