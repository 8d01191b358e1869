export {
  closestTools,
  explainInvalidCall,
  explainUnexecutedCalls,
  type InvalidCall,
  type LegalValues,
  oneLine,
} from './invalid-calls';
export { schemaMemo } from './schema-memo';
export { MAX_LIST_ARGUMENT, MAX_TEXT_ARGUMENT, validatingTools } from './validate-input';
export {
  createToolRunContext,
  type TerminalCall,
  type ToolKind,
  type ToolRunContext,
  type ToolRunContextOptions,
  wrapToolsWithContext,
} from './wrap-tools';
