export {
  ARKHAM_TOOL_NAMES,
  type ArkhamTools,
  createArkhamTools,
  type ToolFailure,
} from './arkham-tools';
