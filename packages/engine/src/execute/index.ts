export type { GrantedEffect } from './card-effect';
export type { EngineEvent } from './events';
export {
  type ExecuteError,
  type ExecuteOk,
  type ExecuteOptions,
  type ExecuteResult,
  execute,
} from './execute';
export type { SeenCard, ZoneInventory } from './handlers-zones';
