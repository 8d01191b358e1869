import { tool } from 'ai';
import { z } from 'zod';
import {
  type Confidence,
  EmbeddingSearch,
  exactSearch,
  lexicalSearch,
  type SearchHit,
} from '../search';
import type { LineSpan, TabView } from '../tabs';
import {
  type DocumentToolContext,
  formatToken,
  ignoredKeys,
  numberLines,
  type Rejection,
  reject,
  rereadAdvice,
} from './shared';

const KNOWN = ['query', 'tab_id'] as const;

/** Input schema of `document_find_text`. */
export const findTextInputSchema = z.looseObject({
  query: z.string().describe('Text or description of the passage to find.'),
  tab_id: z.string().optional().describe('Only search this tab; defaults to all open tabs.'),
});

/** Input of `document_find_text`. */
export type FindTextInput = z.infer<typeof findTextInputSchema>;

/** A found passage, ready to patch: `{snapshot_token, target_span: line_span}`. */
export interface TextPointer {
  readonly tab_id: string;
  readonly line_span: LineSpan;
  readonly snapshot_token: string;
  readonly confidence: Confidence;
  readonly score: number;
  /** The lines of the span, numbered (at most 8). */
  readonly excerpt: string;
}

/** Result of `document_find_text`. */
export interface FindTextResult {
  /** Lets generic tooling (the runtime's condensing) tell success from failure. */
  readonly ok: true;
  readonly status: 'ok';
  readonly strategy: 'embedding' | 'fallback';
  /** `high` only when the best pointer is high-confidence. */
  readonly confidence: Confidence;
  readonly pointers: TextPointer[];
  readonly warning?: string;
  readonly ignored_keys: string[];
}

const overlaps = (a: LineSpan, b: LineSpan) =>
  a.start_line <= b.end_line && b.start_line <= a.end_line;

/** Finds passages by embedding similarity when a model is configured, else lexically. */
export class TextFinder {
  readonly #embedding: EmbeddingSearch | undefined;

  constructor(private readonly ctx: DocumentToolContext) {
    this.#embedding = ctx.embeddingModel
      ? new EmbeddingSearch(ctx.embeddingModel, ctx.highConfidenceScore)
      : undefined;
  }

  /** Searches the open tabs (or one). */
  async find(input: FindTextInput): Promise<FindTextResult | Rejection> {
    const { store } = this.ctx;
    const ignored = ignoredKeys(input, KNOWN);
    if (input.query.trim() === '') {
      return reject('empty_query', 'query is empty.', 'Pass the words or sentence to look for.', {
        ignored_keys: ignored,
      });
    }
    let tabs: TabView[];
    if (input.tab_id !== undefined) {
      const tab = store.get(input.tab_id);
      if (!tab) {
        return reject(
          'unknown_tab',
          `No open tab "${input.tab_id}". Open tabs: ${store.tabIds().join(', ')}.`,
          'Search without tab_id to cover all open tabs.',
          { open_tabs: store.tabIds(), ignored_keys: ignored },
        );
      }
      tabs = [tab];
    } else {
      tabs = store.tabIds().map((id) => store.get(id)!);
    }

    let strategy: FindTextResult['strategy'] = 'fallback';
    let hits: SearchHit[];
    const warnings: string[] = [];
    if (this.#embedding) {
      try {
        // Verbatim occurrences are certain and line-precise: they lead, and passages that
        // merely contain one are not listed again.
        const exact = exactSearch(tabs, input.query);
        const similar = (await this.#embedding.search(tabs, input.query)).filter(
          (hit) =>
            !exact.some((e) => e.tab_id === hit.tab_id && overlaps(e.line_span, hit.line_span)),
        );
        hits = [...exact, ...similar].slice(0, 5);
        strategy = 'embedding';
      } catch (error) {
        hits = lexicalSearch(tabs, input.query);
        warnings.push(
          `Embedding search failed (${error instanceof Error ? error.message : String(error)}); used lexical search.`,
        );
      }
    } else {
      hits = lexicalSearch(tabs, input.query);
    }

    const pointers = hits.map((hit): TextPointer => {
      const tab = tabs.find((t) => t.tab_id === hit.tab_id)!;
      const excerptEnd = Math.min(hit.line_span.end_line, hit.line_span.start_line + 7);
      return {
        tab_id: hit.tab_id,
        line_span: hit.line_span,
        snapshot_token: formatToken(tab.tab_id, tab.version_id),
        confidence: hit.confidence,
        score: Math.round(hit.score * 1000) / 1000,
        excerpt: numberLines(tab.lines, {
          start_line: hit.line_span.start_line,
          end_line: excerptEnd,
        }),
      };
    });
    const confidence: Confidence = pointers[0]?.confidence === 'high' ? 'high' : 'low';
    if (pointers.length === 0) {
      warnings.push(
        `No match. Try other words, or ${rereadAdvice(this.ctx)} to read the document.`,
      );
    } else if (pointers.some((p) => p.confidence === 'low')) {
      warnings.push(
        `Some pointers are low confidence: check those lines before editing (${rereadAdvice(this.ctx)}).`,
      );
    }
    return {
      ok: true,
      status: 'ok',
      strategy,
      confidence,
      pointers,
      ...(warnings.length > 0 ? { warning: warnings.join(' ') } : {}),
      ignored_keys: ignored,
    };
  }
}

/** `document_find_text`: pointers to passages, each with a ready snapshot_token and line_span. */
export function createFindTextTool(ctx: DocumentToolContext) {
  const finder = new TextFinder(ctx);
  return tool({
    description: `Find a passage in the open documents. Returns pointers {tab_id, line_span, snapshot_token, confidence}.${
      ctx.registered.has('document_apply_patch')
        ? ' A pointer can be patched directly with document_apply_patch {snapshot_token, target_span: line_span, content}.'
        : ''
    } Check low-confidence pointers first.`,
    inputSchema: findTextInputSchema,
    execute: async (input) => finder.find(input),
  });
}
