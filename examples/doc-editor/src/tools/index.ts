export {
  type ApplyPatchInput,
  applyPatch,
  applyPatchInputSchema,
  createApplyPatchTool,
  type EditResult,
} from './apply-patch';
export {
  type ChunkFound,
  type ChunkInput,
  type ChunkNotFound,
  ChunkReader,
  chunkInputSchema,
  createChunkTool,
} from './chunk';
export { buildManifest, type ChunkEntry, parseChunkId } from './chunks';
export {
  type CreateDocumentToolsOptions,
  createDocumentTools,
  DOCUMENT_TOOL_KINDS,
  DOCUMENT_TOOL_NAMES,
  type DocumentToolName,
  type DocumentTools,
} from './create-document-tools';
export {
  createFindTextTool,
  type FindTextInput,
  type FindTextResult,
  findTextInputSchema,
  TextFinder,
  type TextPointer,
} from './find-text';
export {
  createReplaceAllTool,
  type ReplaceAllInput,
  replaceAll,
  replaceAllInputSchema,
} from './replace-all';
export {
  type DocumentToolContext,
  type DocumentToolOptions,
  formatToken,
  parseToken,
  type Rejection,
  type RejectionCode,
  toContext,
} from './shared';
export {
  createSnapshotTool,
  type SnapshotInput,
  type SnapshotResult,
  snapshotInputSchema,
  takeSnapshot,
} from './snapshot';
