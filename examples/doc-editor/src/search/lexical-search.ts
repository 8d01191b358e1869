import type { TabView } from '../tabs';
import type { SearchHit } from './types';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/** Exact (case-insensitive) occurrences of `query`, which may span lines; all high confidence. */
export function exactSearch(tabs: readonly TabView[], query: string, limit = 5): SearchHit[] {
  const needle = query
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase());
  const exact: SearchHit[] = [];
  for (const tab of tabs) {
    const lower = tab.lines.map((line) => line.toLowerCase());
    for (let i = 0; i + needle.length <= lower.length; i++) {
      if (needle.every((part, j) => lower[i + j]!.includes(part))) {
        exact.push({
          tab_id: tab.tab_id,
          line_span: { start_line: i + 1, end_line: i + needle.length },
          score: 1,
          confidence: 'high',
        });
      }
    }
  }
  return exact.slice(0, limit);
}

/**
 * Lexical search that needs no model: an exact (case-insensitive) occurrence of the query,
 * possibly spanning lines, is a high-confidence hit; otherwise lines sharing enough of the
 * query's words are low-confidence hits.
 */
export function lexicalSearch(tabs: readonly TabView[], query: string, limit = 5): SearchHit[] {
  const exact = exactSearch(tabs, query, limit);
  if (exact.length > 0) return exact.slice(0, limit);

  const queryWords = new Set(words(query).filter((word) => word.length > 1));
  if (queryWords.size === 0) return [];
  const fuzzy: SearchHit[] = [];
  for (const tab of tabs) {
    tab.lines.forEach((line, i) => {
      const lineWords = new Set(words(line));
      let shared = 0;
      for (const word of queryWords) if (lineWords.has(word)) shared++;
      const score = shared / queryWords.size;
      if (score >= 0.34) {
        fuzzy.push({
          tab_id: tab.tab_id,
          line_span: { start_line: i + 1, end_line: i + 1 },
          score,
          confidence: 'low',
        });
      }
    });
  }
  // Stable sort: equal scores keep document order.
  return fuzzy.sort((a, b) => b.score - a.score).slice(0, limit);
}
