/**
 * Test kit for code built on `@playmat/agent`: a scripted model and record/replay of model
 * calls, for deterministic tests without network.
 * @packageDocumentation
 */

export { type HostileInputsOptions, hostileInputs } from './hostile-inputs';
export {
  createPromptCacheSimulator,
  type PromptCacheSimulator,
  type PromptCacheSimulatorOptions,
  type SimulatedCacheUsage,
} from './prompt-cache-simulator';
export {
  createRecordReplayMiddleware,
  type ModelRecording,
  type RecordReplayOptions,
  ReplayMissError,
  requestKey,
  withRecordReplay,
} from './record-replay';
export type { ScriptFunction, ScriptInput } from './script-function';
export {
  createScriptedModel,
  reportedUsage,
  type Script,
  type ScriptedCall,
  type ScriptedModel,
  type ScriptedReply,
  streamOf,
} from './scripted-model';
