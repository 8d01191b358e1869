import { applyPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from './unified-diff';

const numbered = (n: number, word = 'line') =>
  Array.from({ length: n }, (_, i) => `${word} ${i + 1}\n`).join('');

describe('unifiedDiff', () => {
  it('prints hunks with context and correct ranges', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\ni\n';
    const after = 'a\nb\nc\nd\nE\nf\ng\nh\ni\n';
    expect(unifiedDiff(before, after, { fromName: 'x (on disk)', toName: 'y' })).toBe(
      [
        '--- x (on disk)',
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

  it('marks a changed final newline the way diff -u does', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb')).toBe(
      [
        '--- a',
        '+++ b',
        '@@ -1,2 +1,2 @@',
        ' a',
        '-b',
        '+b',
        '\\ No newline at end of file',
        '',
      ].join('\n'),
    );
  });

  it('property: applying the diff to the old text gives the new text exactly', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 })
      .chain((lines) =>
        fc.boolean().map((finalNewline) => lines.join('\n') + (finalNewline ? '\n' : '')),
      );
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = unifiedDiff(before, after);
        if (before === after) return diff === '';
        expect(applyPatch(before, diff)).toBe(after);
      }),
      { numRuns: 300 },
    );
  });

  it('shows a one-line change in a 20 000-line file as that change alone', () => {
    // The old n×m table gave up above 4M cells and printed the whole middle as replaced.
    const before = numbered(20_000);
    const after = before.replace('line 10000\n', 'line ten thousand\n');
    const diff = unifiedDiff(before, after);
    expect(diff.split('\n')).toEqual([
      '--- a',
      '+++ b',
      '@@ -9997,7 +9997,7 @@',
      ' line 9997',
      ' line 9998',
      ' line 9999',
      '-line 10000',
      '+line ten thousand',
      ' line 10001',
      ' line 10002',
      ' line 10003',
      '',
    ]);
  });

  it('keeps two distant edits of a large file in two hunks', () => {
    const before = numbered(6000);
    const after = before.replace('line 100\n', '').replace('line 5000\n', 'line 5000\ninserted\n');
    const diff = unifiedDiff(before, after);
    expect(diff.match(/^@@ .* @@$/gm)).toEqual(['@@ -97,7 +97,6 @@', '@@ -4998,6 +4997,7 @@']);
    expect(diff.match(/^[-+].*$/gm)).toEqual(['--- a', '+++ b', '-line 100', '+inserted']);
    expect(applyPatch(before, diff)).toBe(after);
  });

  it('stays correct when every line of a large file changes', () => {
    const before = `head\n${numbered(1000, 'old')}tail\n`;
    const after = `head\n${numbered(1000, 'new')}tail\n`;
    const diff = unifiedDiff(before, after);
    expect(diff.split('\n')[2]).toBe('@@ -1,1002 +1,1002 @@');
    expect(applyPatch(before, diff)).toBe(after);
  });
});
