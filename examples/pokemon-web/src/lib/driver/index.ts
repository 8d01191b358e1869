export type {
  EffectSource,
  EffectState,
  EffectStep,
  EffectSteps,
  StepControl,
} from './effect-steps';
export {
  drawCountIn,
  dryRun,
  effectSteps,
  findStep,
  healAmountIn,
  toEffectView,
} from './effect-steps';
export type { FakeDriverOptions } from './fake-driver';
export { createFakeDriver, createFakeMatchDriver } from './fake-driver';
export type {
  ActionKind,
  ActionOption,
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
