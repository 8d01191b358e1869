export type {
  EffectSource,
  EffectState,
  EffectStep,
  EffectSteps,
  PeekedCard,
  SeenDeckCard,
  StepControl,
} from './effect-steps';
export { dryRun, effectSteps, findStep, toEffectView } from './effect-steps';
export {
  coinCountIn,
  drawCountIn,
  healAmountIn,
  lookCountIn,
  suggestedGroups,
} from './effect-text';
export type { FakeDriverOptions } from './fake-driver';
export { createFakeDriver, createFakeMatchDriver } from './fake-driver';
export type {
  ActionKind,
  ActionOption,
  CoinFace,
  CreateMatchDriver,
  DecisionView,
  DriverResult,
  EffectStepOption,
  EffectView,
  MatchDriver,
  MatchStatus,
  SearchCardView,
  StepCount,
} from './match-driver';
export type { HumanOption } from './pokemon-actions';
export { humanOptions } from './pokemon-actions';
export type { ModelResolver, PokemonDriverOptions } from './pokemon-driver';
export {
  createPokemonDriver,
  createPokemonMatchDriver,
  deckCardIdsOf,
  readableLogLine,
} from './pokemon-driver';
export {
  cardFace,
  engineViewerOf,
  matchResultOf,
  SPECTATOR_ID,
  toBoardView,
} from './pokemon-view';
