import { createApplyPatchTool } from './apply-patch';
import { createChunkTool } from './chunk';
import { createFindTextTool } from './find-text';
import { createReplaceAllTool } from './replace-all';
import { type DocumentToolOptions, toContext } from './shared';
import { createSnapshotTool } from './snapshot';

/** Names of the document tools, in the order they are registered. */
export const DOCUMENT_TOOL_NAMES = [
  'document_snapshot',
  'document_apply_patch',
  'document_replace_all',
  'document_find_text',
  'document_chunk',
] as const;

/** A document tool name. */
export type DocumentToolName = (typeof DOCUMENT_TOOL_NAMES)[number];

/** What each tool does to the documents, for the runtime's scheduling (`toolKinds`). */
export const DOCUMENT_TOOL_KINDS: Record<DocumentToolName, 'read' | 'write'> = {
  document_snapshot: 'read',
  document_apply_patch: 'write',
  document_replace_all: 'write',
  document_find_text: 'read',
  document_chunk: 'read',
};

/** Options of {@link createDocumentTools}. */
export interface CreateDocumentToolsOptions extends DocumentToolOptions {
  /** Register only these tools (default: all). `document_find_text` always has its fallback. */
  readonly include?: readonly DocumentToolName[];
}

function buildAll(options: CreateDocumentToolsOptions) {
  const include = options.include ?? DOCUMENT_TOOL_NAMES;
  const ctx = toContext(options, include);
  const all = {
    document_snapshot: createSnapshotTool(ctx),
    document_apply_patch: createApplyPatchTool(ctx),
    document_replace_all: createReplaceAllTool(ctx),
    document_find_text: createFindTextTool(ctx),
    document_chunk: createChunkTool(ctx),
  };
  return { all, include };
}

/** All five document tools. */
export type DocumentTools = ReturnType<typeof buildAll>['all'];

/**
 * The document tools as an AI SDK `ToolSet`, all sharing one {@link TabStore}.
 * Results are values: `status: 'ok' | 'rejected' | 'not_found'`; nothing throws at the model.
 * With `include`, only those tools are registered (and descriptions and results cite only them).
 */
export function createDocumentTools(
  options: DocumentToolOptions & { include?: undefined },
): DocumentTools;
export function createDocumentTools(options: CreateDocumentToolsOptions): Partial<DocumentTools>;
export function createDocumentTools(options: CreateDocumentToolsOptions): Partial<DocumentTools> {
  const { all, include } = buildAll(options);
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => include.includes(name as DocumentToolName)),
  ) as Partial<DocumentTools>;
}
