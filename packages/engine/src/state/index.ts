export { createInitialState, type InitialStateOptions } from './create';
export { setStateFreezing, statesFrozen } from './freeze';
export { type CardList, cardOf, listOf } from './store';
export type {
  CardInstance,
  Enforcement,
  GameResult,
  GameState,
  InstanceId,
  LogEntry,
  Orientation,
  PendingDecision,
  PlayerId,
  TurnState,
  Visibility,
  Zone,
  ZoneConfig,
  ZoneDefaultVisibility,
  ZoneKey,
} from './types';
export { canSee, canSeeCard, resolveDefaultVisibility } from './visibility';
