import { tool } from 'ai';
import { z } from 'zod';
import type { LineSpan } from '../tabs';
import { buildManifest, type ChunkEntry, chunkCount } from './chunks';
import {
  type DocumentToolContext,
  formatToken,
  ignoredKeys,
  numberLines,
  type Rejection,
  reject,
} from './shared';

const KNOWN = ['tab_id', 'start_line', 'end_line'] as const;

/** Loose on purpose: unknown keys are reported in `ignored_keys` instead of failing the call. */
export const snapshotInputSchema = z.looseObject({
  tab_id: z.string().optional().describe('Tab to read; defaults to the active tab.'),
  start_line: z.number().int().optional().describe('First line of the window (1-based).'),
  end_line: z.number().int().optional().describe('Last line of the window (inclusive).'),
});

/** Input of `document_snapshot`. */
export type SnapshotInput = z.infer<typeof snapshotInputSchema>;

/** A window of numbered lines plus everything needed to patch it. */
export interface SnapshotResult {
  /** Lets generic tooling (the runtime's condensing) tell success from failure. */
  readonly ok: true;
  readonly status: 'ok';
  readonly tab_id: string;
  readonly version_id: number;
  readonly snapshot_token: string;
  readonly line_count: number;
  /** The numbered lines of the window. */
  readonly text: string;
  /** The window returned; also what a patch without `target_span` replaces. */
  readonly suggested_span: LineSpan;
  readonly lines_before: number;
  readonly lines_after: number;
  /** Present for documents longer than one window (at most 40 entries, around the window). */
  readonly chunks?: ChunkEntry[];
  /** Total number of chunks, when `chunks` is present. */
  readonly chunk_count?: number;
  readonly open_tabs?: string[];
  readonly notes?: string[];
  readonly ignored_keys: string[];
}

/** Reads a window of a tab; pure apart from remembering the window for span auto-fill. */
export function takeSnapshot(
  ctx: DocumentToolContext,
  input: SnapshotInput,
): SnapshotResult | Rejection {
  const { store } = ctx;
  const ignored = ignoredKeys(input, KNOWN);
  const tabId = input.tab_id ?? store.activeTabId;
  if (!tabId) {
    return reject('no_tab', 'No document is open.', 'Ask the user to open a document first.');
  }
  const tab = store.get(tabId);
  if (!tab) {
    return reject(
      'unknown_tab',
      `No open tab "${tabId}". Open tabs: ${store.tabIds().join(', ')}.`,
      'Call document_snapshot with one of the open tabs, or without tab_id for the active one.',
      { open_tabs: store.tabIds(), ignored_keys: ignored },
    );
  }
  const n = tab.line_count;
  const notes: string[] = [];
  let start: number;
  let end: number;
  if (input.start_line !== undefined) {
    start = input.start_line;
    end = input.end_line ?? start + ctx.windowSize - 1;
  } else if (input.end_line !== undefined) {
    end = input.end_line;
    start = Math.max(1, end - ctx.windowSize + 1);
  } else {
    // Default: near the last edit (a few lines of context above it), else the top.
    start = tab.last_edit ? Math.max(1, tab.last_edit.start_line - 3) : 1;
    end = start + ctx.windowSize - 1;
  }
  if (start < 1 || end < start || (n > 0 && start > n)) {
    return reject(
      'out_of_range',
      `Window ${start}-${end} is not valid: ${tab.tab_id} has ${n} lines (1-${n}) and end_line must not be before start_line.`,
      `Ask for a window inside 1-${n}, or call document_snapshot without line numbers.`,
      { line_count: n, ignored_keys: ignored },
    );
  }
  if (end > n) {
    if (input.end_line !== undefined) notes.push(`end_line ${end} clamped to the last line, ${n}.`);
    end = n;
  }
  if (end - start + 1 > ctx.maxWindow) {
    end = start + ctx.maxWindow - 1;
    notes.push(`Window capped at ${ctx.maxWindow} lines; ask for the rest separately.`);
  }
  if (n === 0) start = 1;
  const span: LineSpan = { start_line: start, end_line: end };
  store.recordSnapshot({ tab_id: tab.tab_id, version_id: tab.version_id, suggested_span: span });
  const others = store.tabIds();
  return {
    ok: true,
    status: 'ok',
    tab_id: tab.tab_id,
    version_id: tab.version_id,
    snapshot_token: formatToken(tab.tab_id, tab.version_id),
    line_count: n,
    text: n === 0 ? '(empty document)' : numberLines(tab.lines, span),
    suggested_span: span,
    lines_before: start - 1,
    lines_after: Math.max(0, n - end),
    ...(n > ctx.windowSize
      ? {
          chunks: buildManifest(tab, ctx.chunkSize, start),
          chunk_count: chunkCount(tab, ctx.chunkSize),
        }
      : {}),
    ...(others.length > 1 ? { open_tabs: others } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    ignored_keys: ignored,
  };
}

/** `document_snapshot`: numbered lines of a window, its token and suggested span. */
export function createSnapshotTool(ctx: DocumentToolContext) {
  return tool({
    description:
      'Read a window of numbered lines from an open document. Returns snapshot_token (needed to edit), suggested_span, and a chunk manifest for long documents. Without line numbers it shows the area of the last edit, or the start.',
    inputSchema: snapshotInputSchema,
    execute: async (input) => takeSnapshot(ctx, input),
  });
}
