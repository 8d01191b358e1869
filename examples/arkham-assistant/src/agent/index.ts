export {
  createOfflineSubagentModel,
  type SeenToolResult,
  toolResultsInPrompt,
} from './offline-model';
export {
  cardsNamedIn,
  createOrchestrator,
  describeNotes,
  describeSimulation,
  type Orchestrator,
  type OrchestratorOptions,
  type OrchestratorResponse,
  type SubagentResult,
  type ToolCallRecord,
} from './orchestrator';
export {
  type ChatRequest,
  type RouteDecision,
  routeRequest,
  SUBAGENTS,
  type SubagentName,
} from './routing';
