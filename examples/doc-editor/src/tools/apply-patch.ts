import { tool } from 'ai';
import { z } from 'zod';
import type { LineSpan, TabView } from '../tabs';
import { isValidSpan } from '../tabs';
import {
  checkToken,
  contentLines,
  type DocumentToolContext,
  formatToken,
  ignoredKeys,
  looksNumbered,
  numberLines,
  type Rejection,
  reject,
  rereadAdvice,
} from './shared';

const KNOWN = ['snapshot_token', 'target_span', 'content', 'expected_text'] as const;
/** Keys a model might put at the top level when it meant `target_span`. */
const MISPLACED_SPAN_KEYS = ['start_line', 'end_line', 'span', 'line_span', 'range', 'lines'];

const spanSchema = z.object({
  start_line: z.number().int().describe('First line to replace (1-based).'),
  end_line: z
    .number()
    .int()
    .describe('Last line to replace, inclusive. Use start_line - 1 to insert before start_line.'),
});

/**
 * Flat on purpose (no unions, so no anyOf/allOf/oneOf in the JSON schema): the schema shapes
 * that providers and models handle worst are simply not used.
 */
export const applyPatchInputSchema = z.looseObject({
  snapshot_token: z
    .string()
    .describe('A snapshot_token, e.g. "t1:3", from a snapshot, a find pointer or the last edit.'),
  target_span: spanSchema
    .optional()
    .describe('Lines to replace. If omitted, the suggested_span of your last snapshot is used.'),
  content: z
    .string()
    .describe('New text for those lines, without line numbers. Empty string deletes them.'),
  expected_text: z
    .string()
    .optional()
    .describe('Optional: the current text of target_span; if it differs, nothing is changed.'),
});

/** Input of `document_apply_patch`. */
export type ApplyPatchInput = z.infer<typeof applyPatchInputSchema>;

/** What an accepted edit did, and the token for the next one. */
export interface EditResult {
  /** Lets generic tooling (the runtime's condensing) tell success from failure. */
  readonly ok: true;
  readonly status: 'ok';
  readonly tab_id: string;
  readonly version_id: number;
  /** Token of the new version: use it for the next patch. */
  readonly snapshot_token: string;
  /** Replaced lines, in the numbering of the token you sent. */
  readonly replaced_span: LineSpan;
  /** Where the new lines are now (empty span after a deletion). */
  readonly new_span: LineSpan;
  /** How far lines after the edit moved. */
  readonly line_delta: number;
  readonly line_count: number;
  readonly span_autofilled: boolean;
  /** The new lines with two lines of context, numbered. */
  readonly preview: string;
  readonly notes?: string[];
  readonly ignored_keys: string[];
}

/** Preview of `span` with `context` lines around it. */
export function previewAround(tab: TabView, span: LineSpan, context = 2): string {
  if (tab.line_count === 0) return '(empty document)';
  const start = Math.max(1, Math.min(span.start_line, tab.line_count) - context);
  const end = Math.min(tab.line_count, Math.max(span.end_line, span.start_line) + context);
  return numberLines(tab.lines, { start_line: start, end_line: end });
}

/** Validates and applies a line-span patch; any rejection leaves the document untouched. */
export function applyPatch(
  ctx: DocumentToolContext,
  input: ApplyPatchInput,
): EditResult | Rejection {
  const { store } = ctx;
  const ignored = ignoredKeys(input, KNOWN);
  const misplaced = ignored.filter((key) => MISPLACED_SPAN_KEYS.includes(key));
  if (misplaced.length > 0 && input.target_span === undefined) {
    return reject(
      'misplaced_keys',
      `${misplaced.join(', ')} must go inside target_span, not at the top level; nothing was changed.`,
      'Send target_span: {"start_line": N, "end_line": M} together with snapshot_token and content.',
      { ignored_keys: ignored },
    );
  }
  const checked = checkToken(ctx, input.snapshot_token);
  if (!checked.ok) return { ...checked.rejection, ignored_keys: ignored };
  const { tab } = checked;

  let span = input.target_span;
  const autofilled = span === undefined;
  if (span === undefined) {
    const last = store.lastSnapshot(tab.tab_id);
    if (!last || last.version_id !== tab.version_id) {
      return reject(
        'needs_range',
        `target_span is missing and there is no snapshot of ${tab.tab_id} at version ${tab.version_id} to take it from.`,
        `Pass target_span {"start_line": N, "end_line": M} (for a find result, its line_span), or ${rereadAdvice(ctx, tab.tab_id)} first.`,
        { line_count: tab.line_count, ignored_keys: ignored },
      );
    }
    span = last.suggested_span;
  }
  if (!isValidSpan(span, tab.line_count)) {
    return reject(
      'out_of_range',
      `target_span ${span.start_line}-${span.end_line} does not fit ${tab.tab_id}, which has ${tab.line_count} lines. Valid spans have 1 <= start_line <= ${tab.line_count + 1} and start_line - 1 <= end_line <= ${tab.line_count}.`,
      `Pick lines inside the document (${rereadAdvice(ctx, tab.tab_id)} to see them); to append, use start_line = line_count + 1 and end_line = line_count.`,
      { line_count: tab.line_count, ignored_keys: ignored },
    );
  }
  const lines = contentLines(input.content);
  if (looksNumbered(lines)) {
    return reject(
      'numbered_content',
      'content starts every line with a line number ("12| "): that would write the numbers into the document; nothing was changed.',
      'Send the same content without the "N| " prefixes.',
      { ignored_keys: ignored },
    );
  }
  if (input.expected_text !== undefined) {
    const current = tab.lines.slice(span.start_line - 1, span.end_line);
    const expected = contentLines(input.expected_text);
    const same =
      current.length === expected.length &&
      current.every((line, i) => line.trimEnd() === expected[i]!.trimEnd());
    if (!same) {
      return reject(
        'span_mismatch',
        `Lines ${span.start_line}-${span.end_line} of ${tab.tab_id} are not the expected_text; nothing was changed.`,
        `Compare with actual_text below, then patch again with a corrected target_span (${rereadAdvice(ctx, tab.tab_id)} to check the lines).`,
        {
          actual_text: previewAround(tab, span, 0),
          line_count: tab.line_count,
          ignored_keys: ignored,
        },
      );
    }
  }
  if (autofilled) {
    store.emit({
      type: 'span_autofilled',
      tab_id: tab.tab_id,
      version_id: tab.version_id,
      span,
    });
  }
  const record = store.replaceLines(tab.tab_id, span, lines, 'document_apply_patch');
  const after = store.get(tab.tab_id)!;
  return editResult(after, record, {
    line_delta: lines.length - (span.end_line - span.start_line + 1),
    span_autofilled: autofilled,
    preview: previewAround(after, record.inserted),
    ...(autofilled
      ? {
          notes: [
            `target_span was missing: used lines ${span.start_line}-${span.end_line}, the suggested_span of your last snapshot.`,
          ],
        }
      : {}),
    ignored_keys: ignored,
  });
}

/** What every successful edit reports, read from the tab after the edit. */
export function editResult(
  after: TabView,
  record: { readonly replaced: LineSpan; readonly inserted: LineSpan },
  fields: Pick<EditResult, 'line_delta' | 'span_autofilled' | 'preview' | 'notes' | 'ignored_keys'>,
): EditResult {
  return {
    ok: true,
    status: 'ok',
    tab_id: after.tab_id,
    version_id: after.version_id,
    snapshot_token: formatToken(after.tab_id, after.version_id),
    replaced_span: record.replaced,
    new_span: record.inserted,
    line_delta: fields.line_delta,
    line_count: after.line_count,
    span_autofilled: fields.span_autofilled,
    preview: fields.preview,
    ...(fields.notes ? { notes: fields.notes } : {}),
    ignored_keys: fields.ignored_keys,
  };
}

/** `document_apply_patch`: replace a line span of a snapshot with new content. */
export function createApplyPatchTool(ctx: DocumentToolContext) {
  return tool({
    description:
      'Replace lines target_span {start_line, end_line} of the snapshot named by snapshot_token with content (plain text, no line numbers). Returns the new snapshot_token for the next edit. A stale token is rejected and nothing changes.',
    inputSchema: applyPatchInputSchema,
    execute: async (input) => rejectionEvent(ctx, 'document_apply_patch', applyPatch(ctx, input)),
  });
}

/** Logs rejected calls as events, then hands the result through unchanged. */
export function rejectionEvent<T>(ctx: DocumentToolContext, toolName: string, result: T): T {
  const value = result as { status?: string; code?: string; tab_id?: string };
  if (value.status === 'rejected' && value.code) {
    ctx.store.emit({
      type: 'edit_rejected',
      tool: toolName,
      code: value.code,
      ...(value.tab_id ? { tab_id: value.tab_id } : {}),
    });
  }
  return result;
}
