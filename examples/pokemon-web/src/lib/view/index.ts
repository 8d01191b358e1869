export type {
  AttackText,
  BoardView,
  CardDetails,
  CardFace,
  EnergyTypeName,
  HandView,
  MatchResult,
  PlayerId,
  PlayerSideView,
  PokemonInPlay,
  SpecialCondition,
  Viewer,
} from './board-view';
export {
  BENCH_SIZE,
  canSeeHand,
  playerName,
  remainingHp,
  SPECIAL_CONDITIONS,
  sideOf,
} from './board-view';
export { type CardGroup, groupCards } from './card-groups';
export { changesSince, type PokemonChange } from './changes';
export { type CardTurn, CONDITION_NAMES, cardTurn } from './conditions';
export { costWords, type EnergyStyle, energyStyle } from './energy-style';
export { groupOptions, type OptionGroup } from './option-groups';
export { type ResultSummary, resultSummary } from './result';
export { revealAbove, scrollToReveal } from './reveal';
