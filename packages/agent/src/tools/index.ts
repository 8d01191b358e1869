export {
  closestTools,
  explainInvalidCall,
  explainUnexecutedCalls,
  type InvalidCall,
  type LegalValues,
  oneLine,
} from './invalid-calls';
export {
  createToolRunContext,
  type TerminalCall,
  type ToolKind,
  type ToolRunContext,
  type ToolRunContextOptions,
  wrapToolsWithContext,
} from './wrap-tools';
