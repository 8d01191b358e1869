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
