/**
 * Agent runtime on the Vercel AI SDK: a tool loop that owns its history, per-run tool
 * wrapping, condensing, rewind, loop guard, planner–executor, model resolution and cost.
 * This entry does not depend on `@playmat/engine` and is browser-safe.
 * @packageDocumentation
 */
export {
  type CondensePolicy,
  type CondenseResult,
  condenseToolResults,
  defaultCondensePolicy,
  defaultFailureReason,
  outputText,
} from './condense';
export {
  createDecisionModel,
  type Decision,
  type DecisionFunction,
  type DecisionInput,
  type DecisionModelOptions,
  type DecisionReply,
  type DecisionTool,
  type DecisionToolCall,
  type DecisionToolResult,
  lastToolResults,
  promptText,
  toDecisionReply,
} from './decision-model';
export {
  AgentError,
  InvalidModelSpecError,
  isAgentError,
  MissingEnvironmentVariableError,
  ModelCallError,
  ProviderNotInstalledError,
  RepeatedToolCallError,
  StepTimeoutError,
} from './errors';
export {
  type AgentEvent,
  combineListeners,
  createJsonlTranscriptWriter,
  type JsonlTranscriptWriter,
  type ToolCallStatus,
} from './events';
export {
  costOf,
  defaultPriceTable,
  MODEL_PROVIDERS,
  type ModelPrice,
  type ModelProviderName,
  type PriceTable,
  priceFor,
  type ResolveModelOptions,
  resolveModel,
} from './models';
export {
  DEFAULT_PLAN_STEP_BUDGET,
  MAX_REPLANS,
  type PlannerExecutorOptions,
  type PlannerExecutorResult,
  REQUEST_REPLAN_TOOL,
  type RunPlannerOptions,
  type RunPlannerResult,
  renderMessagesAsText,
  runPlanner,
  runPlannerExecutorLoop,
} from './planner';
export {
  CACHE_BREAKPOINT,
  type Checkpoint,
  createPromptCache,
  DEFAULT_MAX_STEPS,
  DEFAULT_STEP_TIMEOUT_MS,
  ensureToolResults,
  MAX_GUIDANCE,
  MAX_REWINDS,
  type PromptCache,
  type RestoreRefused,
  type RunAgentOptions,
  type RunAgentResult,
  type RunError,
  retryAfterMs,
  runAgent,
  type StopReason,
  stateChanges,
  withCacheBreakpoint,
} from './run-agent';
export {
  closestTools,
  createToolRunContext,
  explainInvalidCall,
  type InvalidCall,
  type LegalValues,
  MAX_LIST_ARGUMENT,
  MAX_TEXT_ARGUMENT,
  oneLine,
  schemaMemo,
  type TerminalCall,
  type ToolKind,
  type ToolRunContext,
  type ToolRunContextOptions,
  validatingTools,
  wrapToolsWithContext,
} from './tools';
export { estimateTokens, type Usage } from './util/tokens';
