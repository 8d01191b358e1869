export type {
  BoardView,
  CardFace,
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
