/**
 * Crazy Eights on Playmat: the finished code of the "write a plugin" tutorial.
 * @packageDocumentation
 */
export { type BotMove, chooseMove, createEightsBot, type EightsBotOptions } from './bot';
export { CARDS, canPlay, type PlayingCard, RANKS, type Rank, SUITS, type Suit } from './cards';
export {
  type EightsState,
  eightsDefinition,
  PLAY,
  playableCards,
  topCard,
  ZONES,
} from './definition';
export { createEightsMatch, type EightsMatchOptions, eightsEngine } from './match';
export {
  createEightsTools,
  EIGHTS_TOOL_KINDS,
  eightsLegalCalls,
  eightsLegalValues,
  eightsPlugin,
  formatEightsState,
  restateEightsError,
} from './plugin';
