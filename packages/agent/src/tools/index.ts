export {
  createToolRunContext,
  type TerminalCall,
  type ToolKind,
  type ToolRunContext,
  type ToolRunContextOptions,
  wrapToolsWithContext,
} from './wrap-tools';
