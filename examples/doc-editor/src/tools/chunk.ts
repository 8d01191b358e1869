import { tool } from 'ai';
import { z } from 'zod';
import type { LineSpan, TabId } from '../tabs';
import { buildManifest, type ChunkEntry, chunkCount, chunkSpan, parseChunkId } from './chunks';
import {
  capitalize,
  type DocumentToolContext,
  formatToken,
  ignoredKeys,
  numberLines,
  rereadAdvice,
} from './shared';

const KNOWN = ['chunk_id'] as const;

/** Input schema of `document_chunk`. */
export const chunkInputSchema = z.looseObject({
  chunk_id: z.string().describe('A chunk_id from a manifest, e.g. "t1:3:c2".'),
});

/** Input of `document_chunk`. */
export type ChunkInput = z.infer<typeof chunkInputSchema>;

/** A chunk read: like a snapshot of the chunk's lines. */
export interface ChunkFound {
  /** Lets generic tooling (the runtime's condensing) tell success from failure. */
  readonly ok: true;
  readonly status: 'ok';
  readonly chunk_id: string;
  readonly tab_id: TabId;
  readonly snapshot_token: string;
  readonly text: string;
  readonly suggested_span: LineSpan;
  readonly line_count: number;
  /** Set when this read followed a miss on the same tab. */
  readonly recovered_from?: string;
  readonly ignored_keys: string[];
}

/** A chunk id that names nothing current, with how to get a good one. */
export interface ChunkNotFound {
  readonly ok: false;
  readonly status: 'not_found';
  readonly chunk_id: string;
  readonly reason: string;
  readonly retry_hint: string;
  /** The tab's current manifest, so the retry needs no extra call. */
  readonly manifest?: ChunkEntry[];
  readonly ignored_keys: string[];
}

/** Reads chunks and remembers misses, so a later successful read can be logged as a recovery. */
export class ChunkReader {
  readonly #misses = new Map<TabId, string>();

  constructor(private readonly ctx: DocumentToolContext) {}

  /** Reads one chunk by id. */
  read(input: ChunkInput): ChunkFound | ChunkNotFound {
    const { store, chunkSize } = this.ctx;
    const ignored = ignoredKeys(input, KNOWN);
    const parsed = parseChunkId(input.chunk_id);
    const tab = store.get(parsed?.tab_id ?? store.activeTabId ?? '');
    const miss = (reason: string, retry: string): ChunkNotFound => {
      if (tab) this.#misses.set(tab.tab_id, input.chunk_id);
      store.emit({
        type: 'chunk_miss',
        chunk_id: input.chunk_id,
        ...(tab ? { tab_id: tab.tab_id } : {}),
      });
      const near = parsed ? (parsed.index - 1) * chunkSize + 1 : 1;
      const manifest =
        tab && this.ctx.inlineManifestOnMiss ? buildManifest(tab, chunkSize, near) : [];
      return {
        ok: false,
        status: 'not_found',
        chunk_id: input.chunk_id,
        reason,
        retry_hint:
          manifest.length > 0
            ? `${retry} Pick a chunk_id from the manifest below (it is current).`
            : `${retry} ${capitalize(rereadAdvice(this.ctx, tab?.tab_id))} for a current chunk manifest.`,
        ...(manifest.length > 0 ? { manifest } : {}),
        ignored_keys: ignored,
      };
    };
    if (!parsed) {
      return miss(
        `"${input.chunk_id}" is not a chunk id; ids look like "t1:3:c2" (tab:version:chunk).`,
        'Copy a chunk_id exactly.',
      );
    }
    if (!tab) {
      return miss(`No open tab "${parsed.tab_id}".`, `Open tabs: ${store.tabIds().join(', ')}.`);
    }
    if (parsed.version_id !== tab.version_id) {
      return miss(
        `The chunk belongs to version ${parsed.version_id}, but ${tab.tab_id} is now at version ${tab.version_id}; chunk ids change with every edit.`,
        'The old chunk id is gone.',
      );
    }
    const span = chunkSpan(tab, chunkSize, parsed.index);
    if (!span) {
      const count = chunkCount(tab, chunkSize);
      return miss(
        `${tab.tab_id} has ${count} chunk(s); c${parsed.index} does not exist.`,
        `Use c1..c${count}.`,
      );
    }
    store.recordSnapshot({ tab_id: tab.tab_id, version_id: tab.version_id, suggested_span: span });
    const missed = this.#misses.get(tab.tab_id);
    if (missed !== undefined) {
      this.#misses.delete(tab.tab_id);
      store.emit({
        type: 'chunk_miss_recovered',
        tab_id: tab.tab_id,
        missed_chunk_id: missed,
        chunk_id: input.chunk_id,
      });
    }
    return {
      ok: true,
      status: 'ok',
      chunk_id: input.chunk_id,
      tab_id: tab.tab_id,
      snapshot_token: formatToken(tab.tab_id, tab.version_id),
      text: numberLines(tab.lines, span),
      suggested_span: span,
      line_count: tab.line_count,
      ...(missed !== undefined ? { recovered_from: missed } : {}),
      ignored_keys: ignored,
    };
  }
}

/** `document_chunk`: read one chunk of a long document by its manifest id. */
export function createChunkTool(ctx: DocumentToolContext) {
  const reader = new ChunkReader(ctx);
  return tool({
    description:
      'Read one chunk of a long document by chunk_id (from a chunk manifest). Returns numbered lines and a snapshot_token; an outdated id returns status not_found with a retry_hint and the current manifest.',
    inputSchema: chunkInputSchema,
    execute: async (input) => reader.read(input),
  });
}
