import type { LineSpan, TabId } from '../tabs';

/** How confident a search is that a hit is the passage asked for. */
export type Confidence = 'high' | 'low';

/** One place in one tab that matches a query. */
export interface SearchHit {
  readonly tab_id: TabId;
  readonly line_span: LineSpan;
  /** Higher is better; lexical scores are in [0, 1], embedding scores are cosine similarities. */
  readonly score: number;
  readonly confidence: Confidence;
}
