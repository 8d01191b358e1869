/**
 * A document-editing agent on `@playmat/agent` alone: tabs with monotonic versions, line-span
 * tools designed to keep models from editing the wrong lines, prompts built from the registered
 * tools, and a session runner.
 * @packageDocumentation
 */
export {
  type CliArgs,
  type CliHelp,
  CliUsageError,
  DEFAULT_MAX_STEPS,
  parseCliArgs,
  USAGE,
} from './cli-args';
export { unifiedDiff } from './diff';
export { invocationDir, resolveUserPath } from './invocation-dir';
export {
  buildPlannerInstructions,
  buildSystemPrompt,
  buildToolPreamble,
  buildToolUseInstructions,
  type ToolRegistry,
} from './prompts';
export {
  type Confidence,
  createHashingEmbeddingModel,
  EmbeddingSearch,
  lexicalSearch,
  passages,
  type SearchHit,
} from './search';
export {
  createOfflineEditorModel,
  DOCUMENT_CONDENSE_POLICY,
  describeTabs,
  type EditSessionOptions,
  type EditSessionResult,
  type OfflineTask,
  offlineEditorStep,
  parseOfflineTask,
  runEditSession,
} from './session';
export {
  type EditorEvent,
  type EditRecord,
  isValidSpan,
  type LineSpan,
  type SnapshotRecord,
  splitLines,
  type TabId,
  TabStore,
  TabStoreError,
  type TabView,
} from './tabs';
export * from './tools';
