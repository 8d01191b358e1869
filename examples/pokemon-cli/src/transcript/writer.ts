import { closeSync, openSync, writeSync } from 'node:fs';
import type { TranscriptLine } from './format';

/** Writes transcript lines. */
export interface TranscriptSink {
  write(line: TranscriptLine): void;
  close(): void;
}

/**
 * A JSONL file written synchronously, one `write` per line: whatever was written before a
 * Ctrl-C or a crash is on disk, and never half a line unless the process is killed mid-write.
 */
export function createFileSink(path: string): TranscriptSink {
  const fd = openSync(path, 'w');
  let open = true;
  return {
    write(line) {
      if (open) writeSync(fd, `${JSON.stringify(line)}\n`);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** Keeps lines in memory (tournament workers, tests). */
export function createMemorySink(): TranscriptSink & { readonly lines: TranscriptLine[] } {
  const lines: TranscriptLine[] = [];
  return { lines, write: (line) => void lines.push(line), close() {} };
}

/** Discards everything. */
export const nullSink: TranscriptSink = { write() {}, close() {} };
