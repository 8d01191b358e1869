import { cosineSimilarity, type EmbeddingModel, embed, embedMany } from 'ai';
import type { LineSpan, TabView } from '../tabs';
import type { SearchHit } from './types';

/** Most lines embedded as one passage. */
const MAX_PASSAGE_LINES = 8;

/** Splits a document into passages: runs of non-blank lines, at most 8 lines each. */
export function passages(lines: readonly string[]): LineSpan[] {
  const spans: LineSpan[] = [];
  let start = 0;
  const flush = (end: number) => {
    for (let s = start; s <= end; s += MAX_PASSAGE_LINES) {
      spans.push({ start_line: s, end_line: Math.min(end, s + MAX_PASSAGE_LINES - 1) });
    }
    start = 0;
  };
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (start) flush(i);
    } else if (!start) {
      start = i + 1;
    }
  });
  if (start) flush(lines.length);
  return spans;
}

/**
 * Semantic search through any AI SDK embedding model. Passage embeddings are cached per tab
 * version, so repeated searches between edits embed only the query.
 */
export class EmbeddingSearch {
  readonly #cache = new Map<string, { spans: LineSpan[]; vectors: number[][] }>();

  constructor(
    private readonly model: EmbeddingModel,
    private readonly highScore: number,
  ) {}

  /** Ranks passages of `tabs` by similarity to `query`. */
  async search(tabs: readonly TabView[], query: string, limit = 5): Promise<SearchHit[]> {
    const { embedding: queryVector } = await embed({ model: this.model, value: query });
    const hits: SearchHit[] = [];
    for (const tab of tabs) {
      const { spans, vectors } = await this.#index(tab);
      spans.forEach((span, i) => {
        const score = cosineSimilarity(queryVector, vectors[i]!);
        if (score > 0) {
          hits.push({
            tab_id: tab.tab_id,
            line_span: span,
            score,
            confidence: score >= this.highScore ? 'high' : 'low',
          });
        }
      });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  async #index(tab: TabView) {
    const key = `${tab.tab_id}:${tab.version_id}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const spans = passages(tab.lines);
    const values = spans.map((span) =>
      tab.lines.slice(span.start_line - 1, span.end_line).join('\n'),
    );
    const { embeddings } =
      values.length > 0 ? await embedMany({ model: this.model, values }) : { embeddings: [] };
    const entry = { spans, vectors: embeddings };
    this.#cache.set(key, entry);
    return entry;
  }
}
