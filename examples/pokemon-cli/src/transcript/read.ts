import { readFileSync } from 'node:fs';
import { type HeaderLine, TRANSCRIPT_VERSION, type TranscriptLine } from './format';

/** A transcript that cannot be replayed; the message names the file and line. */
export class TranscriptError extends Error {
  override readonly name = 'TranscriptError';
}

const KINDS = new Set(['header', 'action', 'rewind', 'event', 'aborted', 'result']);

/** A transcript read and checked line by line; `line` numbers are 1-based. */
export interface ParsedTranscript {
  readonly header: HeaderLine;
  readonly lines: readonly { readonly line: number; readonly entry: TranscriptLine }[];
}

/**
 * Reads a JSONL transcript. Fails on unreadable JSON, unknown line kinds, a missing header or
 * a missing result line (a truncated file), naming the line.
 */
export function readTranscript(path: string): ParsedTranscript {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new TranscriptError(
      code === 'ENOENT' ? `${path}: no such file.` : `${path}: cannot read (${code ?? error}).`,
    );
  }
  return parseTranscript(text, path);
}

/** {@link readTranscript} on text already in memory. */
export function parseTranscript(text: string, path = 'transcript'): ParsedTranscript {
  const raw = text.split('\n');
  if (raw.at(-1) === '') raw.pop();
  if (raw.length === 0)
    throw new TranscriptError(`${path}: the file is empty; expected a header line.`);
  const lines: { line: number; entry: TranscriptLine }[] = [];
  raw.forEach((content, i) => {
    const line = i + 1;
    let entry: unknown;
    try {
      entry = JSON.parse(content);
    } catch {
      const cut = i === raw.length - 1 && !text.endsWith('\n');
      throw new TranscriptError(
        `${path}:${line}: ${cut ? 'the last line is cut off (the file is truncated)' : 'not valid JSON'}: ${preview(content)}`,
      );
    }
    const kind = (entry as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !KINDS.has(kind)) {
      throw new TranscriptError(
        `${path}:${line}: not a transcript line (kind ${JSON.stringify(kind)}; expected one of ${[...KINDS].join(', ')}).`,
      );
    }
    lines.push({ line, entry: entry as TranscriptLine });
  });
  const first = lines[0]!.entry;
  if (first.kind !== 'header') {
    throw new TranscriptError(`${path}:1: expected the header line, found a "${first.kind}" line.`);
  }
  if (first.version !== TRANSCRIPT_VERSION) {
    throw new TranscriptError(
      `${path}:1: transcript version ${first.version}; this CLI reads version ${TRANSCRIPT_VERSION}.`,
    );
  }
  const last = lines.at(-1)!;
  if (last.entry.kind !== 'result') {
    throw new TranscriptError(
      `${path}:${last.line}: the file ends without a result line (truncated after line ${last.line}); a complete transcript ends with {"kind":"result",…}.`,
    );
  }
  return { header: first, lines };
}

function preview(s: string): string {
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
}
