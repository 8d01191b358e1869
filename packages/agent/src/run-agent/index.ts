export {
  CACHE_BREAKPOINT,
  createPromptCache,
  type PromptCache,
  withCacheBreakpoint,
} from './prompt-cache';
export { retryAfterMs } from './retry-after';
export {
  type Checkpoint,
  DEFAULT_MAX_STEPS,
  DEFAULT_STEP_TIMEOUT_MS,
  ensureToolResults,
  MAX_GUIDANCE,
  MAX_REWINDS,
  type RestoreRefused,
  type RunAgentOptions,
  type RunAgentResult,
  type RunError,
  runAgent,
  type StopReason,
} from './run-agent';
export { stateChanges } from './state-changes';
