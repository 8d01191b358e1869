import { tool } from 'ai';
import { z } from 'zod';
import { type EditResult, editResult, previewAround, rejectionEvent } from './apply-patch';
import {
  checkToken,
  contentLines,
  type DocumentToolContext,
  ignoredKeys,
  looksNumbered,
  type Rejection,
  reject,
} from './shared';

const KNOWN = ['snapshot_token', 'content'] as const;

/** Input schema of `document_replace_all` (loose: unknown keys are reported, not rejected). */
export const replaceAllInputSchema = z.looseObject({
  snapshot_token: z
    .string()
    .describe('A snapshot_token, e.g. "t1:3", from a snapshot, a find pointer or the last edit.'),
  content: z.string().describe('The complete new text of the document, without line numbers.'),
});

/** Input of `document_replace_all`. */
export type ReplaceAllInput = z.infer<typeof replaceAllInputSchema>;

/** Replaces a whole document, guarded by the same token check as a patch. */
export function replaceAll(
  ctx: DocumentToolContext,
  input: ReplaceAllInput,
): EditResult | Rejection {
  const ignored = ignoredKeys(input, KNOWN);
  const checked = checkToken(ctx, input.snapshot_token);
  if (!checked.ok) return { ...checked.rejection, ignored_keys: ignored };
  const { tab } = checked;
  const lines = contentLines(input.content);
  if (looksNumbered(lines)) {
    return reject(
      'numbered_content',
      'content starts every line with a line number ("12| "); nothing was changed.',
      'Send the same content without the "N| " prefixes.',
      { ignored_keys: ignored },
    );
  }
  const record = ctx.store.replaceAll(tab.tab_id, lines, 'document_replace_all');
  const after = ctx.store.get(tab.tab_id)!;
  return editResult(after, record, {
    line_delta: lines.length - tab.line_count,
    span_autofilled: false,
    preview: previewAround(after, { start_line: 1, end_line: Math.min(5, after.line_count) }, 0),
    ignored_keys: ignored,
  });
}

/** `document_replace_all`: rewrite the whole document. */
export function createReplaceAllTool(ctx: DocumentToolContext) {
  return tool({
    description: `Replace the entire document named by snapshot_token with content.${
      ctx.registered.has('document_apply_patch')
        ? ' Only for rewrites of most of the document; prefer document_apply_patch for local edits.'
        : ''
    }`,
    inputSchema: replaceAllInputSchema,
    execute: async (input) => rejectionEvent(ctx, 'document_replace_all', replaceAll(ctx, input)),
  });
}
