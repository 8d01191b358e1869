export {
  CACHE_BREAKPOINT,
  createPromptCache,
  type PromptCache,
  withCacheBreakpoint,
} from './prompt-cache';
export {
  type Checkpoint,
  DEFAULT_MAX_STEPS,
  ensureToolResults,
  MAX_REWINDS,
  type RunAgentOptions,
  type RunAgentResult,
  runAgent,
  type StopReason,
} from './run-agent';
