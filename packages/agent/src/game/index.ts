/**
 * The bridge between a card game on `@playmat/engine` and the agent runtime: engine actions as
 * AI tools seen from one player's view, phases run by agents (`runTurn`), whole matches
 * (`playMatch`). This entry is the only part of `@playmat/agent` that imports the engine.
 * @packageDocumentation
 */
export { CARD_DATA_CLOSE, CARD_DATA_OPEN } from './card-data';
export { createDefaultTools, DEFAULT_TOOL_KINDS, DEFAULT_TOOL_NAMES } from './default-tools';
export type { GameEvent } from './events';
export {
  createGameDecisionModel,
  type GameDecisionInput,
  type GameDecisionModelOptions,
  type GameViewSource,
} from './game-decision-model';
export {
  createMatchStore,
  type MatchCheckpoint,
  type MatchStore,
  type RestoreOptions,
  type RestoreResult,
  type StoreEvent,
} from './match-store';
export {
  type MatchEnd,
  type MatchSummary,
  type PlayerAgent,
  type PlayerSummary,
  type PlayMatchConfig,
  playMatch,
  type StallPolicy,
} from './play-match';
export {
  type ModelIds,
  type RunTurnConfig,
  runTurn,
  type TurnModels,
  type TurnResult,
} from './run-turn';
export { defaultStateText, seatLine } from './state-text';
export {
  type AgentAction,
  createGameToolContext,
  type DistributiveOmit,
  errorText,
  type GameToolContext,
  type GameToolContextOptions,
  legalNowLine,
  type ToolOutcome,
} from './tool-context';
export {
  type AgentConfig,
  type AgentMode,
  type AiMode,
  type GamePlugin,
  type Rejection,
  type ToolCallExample,
  TURN_PHASES,
  type TurnPhase,
} from './types';
export { type AgentRole, modelIdOf, type RoleUsage } from './usage';
export { createZoneNames, type ZoneNames, type ZoneNamesOptions } from './zone-names';
