import { describe, expect, it } from 'vitest';
import { parseTranscript, TranscriptError } from './read';

const header = JSON.stringify({ kind: 'header', version: 1, seed: 1 });
const event = JSON.stringify({ kind: 'event', at: 0, event: { type: 'turn_start' } });
const result = JSON.stringify({ kind: 'result', at: 0, result: {} });

const failure = (text: string): string => {
  try {
    parseTranscript(text, 'm.jsonl');
  } catch (error) {
    expect(error).toBeInstanceOf(TranscriptError);
    return (error as Error).message;
  }
  throw new Error('expected a transcript error');
};

describe('parseTranscript', () => {
  it('reads a complete transcript with line numbers', () => {
    const parsed = parseTranscript(`${header}\n${event}\n${result}\n`, 'm.jsonl');
    expect(parsed.header.seed).toBe(1);
    expect(parsed.lines.map((l) => [l.line, l.entry.kind])).toEqual([
      [1, 'header'],
      [2, 'event'],
      [3, 'result'],
    ]);
  });

  it.each([
    ['', 'm.jsonl: the file is empty; expected a header line.'],
    [`${header}\n{oops\n${result}\n`, 'm.jsonl:2: not valid JSON: {oops'],
    [
      `${header}\n${event}\n{"kind":"res`,
      'm.jsonl:3: the last line is cut off (the file is truncated): {"kind":"res',
    ],
    [
      `${header}\n${event}\n`,
      'm.jsonl:2: the file ends without a result line (truncated after line 2)',
    ],
    [`${event}\n${result}\n`, 'm.jsonl:1: expected the header line, found a "event" line.'],
    [`${header}\n{"kind":"move"}\n${result}\n`, 'm.jsonl:2: not a transcript line (kind "move"'],
    [`${header}\n[1,2]\n${result}\n`, 'm.jsonl:2: not a transcript line (kind undefined'],
    [
      `${header.replace('"version":1', '"version":9')}\n${result}\n`,
      'm.jsonl:1: transcript version 9; this CLI reads version 1.',
    ],
  ])('fails clearly on %j', (text, message) => {
    expect(failure(text)).toContain(message);
  });
});
