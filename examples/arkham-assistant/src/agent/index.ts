export { type AccessQuestion, findAccessQuestion } from './access-question';
export {
  createOfflineSubagentModel,
  type SeenToolResult,
  toolResultsInPrompt,
} from './offline-model';
export {
  cardsNamedIn,
  createOrchestrator,
  describeAccess,
  describeNotes,
  describeSimulation,
  type Orchestrator,
  type OrchestratorOptions,
  type OrchestratorResponse,
  type SubagentResult,
  type ToolCallRecord,
  UpstreamModelError,
} from './orchestrator';
export {
  type ChatRequest,
  type RouteDecision,
  routeRequest,
  SUBAGENTS,
  type SubagentName,
} from './routing';
