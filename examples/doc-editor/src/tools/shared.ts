import type { EmbeddingModel } from 'ai';
import type { LineSpan, TabId, TabStore, TabView } from '../tabs';

/** Options shared by the document tools. */
export interface DocumentToolOptions {
  /** The open documents. */
  readonly store: TabStore;
  /** Lines in the default snapshot window (default 30). */
  readonly windowSize?: number;
  /** Most lines one snapshot returns, whatever was asked (default 150). */
  readonly maxWindow?: number;
  /** Lines per chunk of the manifest for long documents (default 40). */
  readonly chunkSize?: number;
  /** When set, `document_find_text` ranks passages by embedding similarity. */
  readonly embeddingModel?: EmbeddingModel;
  /** Cosine similarity from which an embedding match counts as high confidence (default 0.75). */
  readonly highConfidenceScore?: number;
  /** Whether a chunk miss carries a refreshed manifest inline (default true). */
  readonly inlineManifestOnMiss?: boolean;
}

/** {@link DocumentToolOptions} with defaults applied. */
export interface DocumentToolContext {
  readonly store: TabStore;
  readonly windowSize: number;
  readonly maxWindow: number;
  readonly chunkSize: number;
  readonly embeddingModel: EmbeddingModel | undefined;
  readonly highConfidenceScore: number;
  readonly inlineManifestOnMiss: boolean;
  /** Names of the tools registered with this context, so descriptions cite only those. */
  readonly registered: ReadonlySet<string>;
}

/** Applies defaults. `registered` defaults to every document tool. */
export function toContext(
  options: DocumentToolOptions,
  registered: Iterable<string> = [
    'document_snapshot',
    'document_apply_patch',
    'document_replace_all',
    'document_find_text',
    'document_chunk',
  ],
): DocumentToolContext {
  return {
    store: options.store,
    windowSize: options.windowSize ?? 30,
    maxWindow: options.maxWindow ?? 150,
    chunkSize: options.chunkSize ?? 40,
    embeddingModel: options.embeddingModel,
    highConfidenceScore: options.highConfidenceScore ?? 0.75,
    inlineManifestOnMiss: options.inlineManifestOnMiss ?? true,
    registered: new Set(registered),
  };
}

/** A tool call that changed nothing, with what was wrong and what to do instead. */
export interface Rejection {
  readonly ok: false;
  readonly status: 'rejected';
  readonly code: RejectionCode;
  readonly message: string;
  readonly recovery: string;
  readonly [detail: string]: unknown;
}

/** Stable codes of rejected document tool calls. */
export type RejectionCode =
  | 'invalid_token'
  | 'unknown_tab'
  | 'no_tab'
  | 'stale_token'
  | 'needs_range'
  | 'out_of_range'
  | 'span_mismatch'
  | 'misplaced_keys'
  | 'numbered_content'
  | 'empty_query';

/**
 * How to read the document again, naming only registered tools (results must not send the
 * model to a tool it does not have).
 */
export function rereadAdvice(ctx: DocumentToolContext, tabId?: TabId): string {
  if (ctx.registered.has('document_snapshot')) {
    return `call document_snapshot${tabId ? ` {"tab_id":"${tabId}"}` : ''}`;
  }
  if (ctx.registered.has('document_find_text'))
    return 'locate the passage again with document_find_text';
  return 'read the lines again';
}

/** `text` with its first letter capitalized. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Builds a rejection value. */
export function reject(
  code: RejectionCode,
  message: string,
  recovery: string,
  details: Record<string, unknown> = {},
): Rejection {
  return { ok: false, status: 'rejected', code, message, recovery, ...details };
}

/** `"tab_id:version_id"`. */
export function formatToken(tabId: TabId, versionId: number): string {
  return `${tabId}:${versionId}`;
}

/** Parses a snapshot token; `undefined` when it is not `"tab_id:version_id"`. */
export function parseToken(token: string): { tab_id: TabId; version_id: number } | undefined {
  const match = /^([A-Za-z0-9_-]+):(\d+)$/.exec(token.trim());
  if (!match) return undefined;
  return { tab_id: match[1]!, version_id: Number(match[2]) };
}

/** Lines `start..end` (1-based, inclusive) prefixed with their numbers, e.g. `  7| text`. */
export function numberLines(lines: readonly string[], span: LineSpan): string {
  const width = String(Math.max(span.end_line, 1)).length;
  const out: string[] = [];
  for (let n = span.start_line; n <= span.end_line; n++) {
    out.push(`${String(n).padStart(width)}| ${lines[n - 1] ?? ''}`);
  }
  return out.join('\n');
}

/** Keys of `input` the tool does not know, reported back instead of rejected. */
export function ignoredKeys(input: object, known: readonly string[]): string[] {
  return Object.keys(input).filter((key) => !known.includes(key));
}

/** Resolves the tab a token names, checking it is current. */
export function checkToken(
  ctx: DocumentToolContext,
  token: string,
): { ok: true; tab: TabView } | { ok: false; rejection: Rejection } {
  const { store } = ctx;
  const parsed = parseToken(token);
  if (!parsed) {
    return {
      ok: false,
      rejection: reject(
        'invalid_token',
        `"${token}" is not a snapshot_token; tokens look like "t1:3" (tab_id:version_id).`,
        `${capitalize(rereadAdvice(ctx))} and copy its snapshot_token exactly.`,
      ),
    };
  }
  const tab = store.get(parsed.tab_id);
  if (!tab) {
    return {
      ok: false,
      rejection: reject(
        'unknown_tab',
        `No open tab "${parsed.tab_id}". Open tabs: ${store.tabIds().join(', ') || 'none'}.`,
        `Use a token of an open tab: ${rereadAdvice(ctx, store.activeTabId)}.`,
        { open_tabs: store.tabIds() },
      ),
    };
  }
  if (parsed.version_id > tab.version_id) {
    return {
      ok: false,
      rejection: reject(
        'invalid_token',
        `Token "${token}" names version ${parsed.version_id}, but ${tab.tab_id} is only at version ${tab.version_id}.`,
        `${capitalize(rereadAdvice(ctx, tab.tab_id))} and use the token it returns.`,
        { current_version: tab.version_id },
      ),
    };
  }
  if (parsed.version_id < tab.version_id) {
    const changes = store.editsSince(tab.tab_id, parsed.version_id).map((edit) => ({
      version: `${edit.from_version}->${edit.to_version}`,
      replaced_lines: edit.replaced,
      now_lines: edit.inserted,
    }));
    return {
      ok: false,
      rejection: reject(
        'stale_token',
        `Token "${token}" is stale: ${tab.tab_id} changed from version ${parsed.version_id} to ${tab.version_id} since, so its line numbers may have moved.`,
        `Take a new snapshot: ${rereadAdvice(ctx, tab.tab_id)} (around the lines you meant), then edit with the new snapshot_token and the new line numbers.`,
        {
          token_version: parsed.version_id,
          current_version: tab.version_id,
          changes,
          line_count: tab.line_count,
        },
      ),
    };
  }
  return { ok: true, tab };
}

/** Lines of new content: no trailing newline is kept, an empty string means "no lines". */
export function contentLines(content: string): string[] {
  if (content === '') return [];
  const lines = content.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** True when every non-empty line carries our `  12| ` prefix: the model pasted numbered text. */
export function looksNumbered(lines: readonly string[]): boolean {
  const nonEmpty = lines.filter((line) => line.trim() !== '');
  return nonEmpty.length > 0 && nonEmpty.every((line) => /^\s*\d+\| /.test(line));
}
