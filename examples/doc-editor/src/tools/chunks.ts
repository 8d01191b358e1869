import type { LineSpan, TabView } from '../tabs';
import { formatToken } from './shared';

/** One entry of a long document's chunk manifest. */
export interface ChunkEntry {
  readonly chunk_id: string;
  readonly start_line: number;
  readonly end_line: number;
  /** The chunk's first non-blank line, shortened: enough to pick a chunk without reading it. */
  readonly preview: string;
}

/** Chunk ids embed the version (`t1:4:c2`), so a chunk read can never show outdated lines. */
export function chunkId(tab: TabView, index: number): string {
  return `${formatToken(tab.tab_id, tab.version_id)}:c${index}`;
}

/** Parses `tab:version:cN`; `undefined` when malformed. */
export function parseChunkId(
  id: string,
): { tab_id: string; version_id: number; index: number } | undefined {
  const match = /^([A-Za-z0-9_-]+):(\d+):c(\d+)$/.exec(id.trim());
  if (!match) return undefined;
  return { tab_id: match[1]!, version_id: Number(match[2]), index: Number(match[3]) };
}

/** The span of chunk `index` (1-based), or `undefined` past the end. */
export function chunkSpan(tab: TabView, chunkSize: number, index: number): LineSpan | undefined {
  const start = (index - 1) * chunkSize + 1;
  if (index < 1 || start > tab.line_count) return undefined;
  return { start_line: start, end_line: Math.min(tab.line_count, start + chunkSize - 1) };
}

/** Most manifest entries returned at once; longer manifests show the part around `nearLine`. */
export const MAX_MANIFEST_ENTRIES = 40;

/**
 * The manifest of a tab split into chunks of `chunkSize` lines. Very long documents get at most
 * {@link MAX_MANIFEST_ENTRIES} entries, centred on the chunk holding `nearLine`.
 */
export function buildManifest(tab: TabView, chunkSize: number, nearLine = 1): ChunkEntry[] {
  const total = Math.ceil(tab.line_count / chunkSize);
  const centre = Math.min(total, Math.max(1, Math.ceil(nearLine / chunkSize)));
  const first = Math.max(
    1,
    Math.min(centre - MAX_MANIFEST_ENTRIES / 2, total - MAX_MANIFEST_ENTRIES + 1),
  );
  return buildEntries(tab, chunkSize, first, Math.min(total, first + MAX_MANIFEST_ENTRIES - 1));
}

/** Number of chunks of a tab. */
export function chunkCount(tab: TabView, chunkSize: number): number {
  return Math.ceil(tab.line_count / chunkSize);
}

function buildEntries(tab: TabView, chunkSize: number, from: number, to: number): ChunkEntry[] {
  const entries: ChunkEntry[] = [];
  for (let index = from; index <= to; index++) {
    const span = chunkSpan(tab, chunkSize, index)!;
    const first = tab.lines
      .slice(span.start_line - 1, span.end_line)
      .find((line) => line.trim() !== '');
    const preview = (first ?? '').trim();
    entries.push({
      chunk_id: chunkId(tab, index),
      ...span,
      preview: preview.length > 60 ? `${preview.slice(0, 57)}...` : preview,
    });
  }
  return entries;
}
