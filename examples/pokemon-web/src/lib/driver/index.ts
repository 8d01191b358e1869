export { effectTextOf, manualEffectOf, manualView } from './manual-effect';
export type {
  ActionChoice,
  ActionKind,
  ActionOption,
  CreateMatchDriver,
  DecisionView,
  DriverResult,
  ManualEffectView,
  ManualStep,
  MatchDriver,
  MatchStatus,
  RetreatCost,
} from './match-driver';
export type { HumanOption } from './pokemon-actions';
export { humanOptions } from './pokemon-actions';
export type { ModelResolver, PokemonDriverOptions } from './pokemon-driver';
export {
  createPokemonDriver,
  createPokemonMatchDriver,
  deckCardIdsOf,
  optionLabel,
  readableLogLine,
} from './pokemon-driver';
export {
  cardFace,
  engineViewerOf,
  matchResultOf,
  SPECTATOR_ID,
  toBoardView,
} from './pokemon-view';
