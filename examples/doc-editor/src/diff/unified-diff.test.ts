import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from './unified-diff';

/** Applies a unified diff produced by `unifiedDiff` to `before` (enough to check it round-trips). */
function applyDiff(before: string, diff: string): string[] {
  const a = before === '' ? [] : before.replace(/\n$/, '').split('\n');
  const out: string[] = [];
  let cursor = 0;
  for (const line of diff.split('\n').slice(2)) {
    const header = /^@@ -(\d+),(\d+) \+\d+,\d+ @@$/.exec(line);
    if (header) {
      const start = Number(header[2]) === 0 ? Number(header[1]) : Number(header[1]) - 1;
      while (cursor < start) out.push(a[cursor++]!);
    } else if (line.startsWith(' ')) {
      out.push(line.slice(1));
      cursor++;
    } else if (line.startsWith('+')) {
      out.push(line.slice(1));
    } else if (line.startsWith('-')) {
      cursor++;
    }
  }
  while (cursor < a.length) out.push(a[cursor++]!);
  return out;
}

describe('unifiedDiff', () => {
  it('prints hunks with context and correct ranges', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\ni\n';
    const after = 'a\nb\nc\nd\nE\nf\ng\nh\ni\n';
    expect(unifiedDiff(before, after, { fromName: 'x', toName: 'y' })).toBe(
      [
        '--- x',
        '+++ y',
        '@@ -2,7 +2,7 @@',
        ' b',
        ' c',
        ' d',
        '-e',
        '+E',
        ' f',
        ' g',
        ' h',
        '',
      ].join('\n'),
    );
    expect(unifiedDiff('same\n', 'same\n')).toBe('');
  });

  it('property: applying the diff to the old text gives the new text', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 })
      .map((lines) => lines.map((l) => `${l}\n`).join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = unifiedDiff(before, after);
        if (before === after) return diff === '';
        const expected = after === '' ? [] : after.replace(/\n$/, '').split('\n');
        expect(applyDiff(before, diff)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('stays correct on a rewrite too large for the LCS table (one replaced block)', () => {
    // 3000 × 3000 changed lines exceed the table's cell cap: the middle is replaced whole.
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}\n`).join('');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}\n`).join('');
    const diff = unifiedDiff(`head\n${before}tail\n`, `head\n${after}tail\n`);
    const body = diff.split('\n').slice(3, 6005);
    expect(body.map((l) => l[0]).join('')).toBe(` ${'-'.repeat(3000)}${'+'.repeat(3000)} `);
    expect(applyDiff(`head\n${before}tail\n`, diff)).toEqual(`head\n${after}tail`.split('\n'));
    expect(diff.split('\n')[2]).toBe('@@ -1,3002 +1,3002 @@');
  });
});
