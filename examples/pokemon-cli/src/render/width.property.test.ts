import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPalette, stripAnsi, visibleLength } from './ansi';
import { clip, table } from './match-renderer';

// Text as it reaches the tables and lines: ASCII, accents, CJK, emoji, sometimes coloured.
// (No spaces: a table line drops its trailing blanks, which would blur the width check.)
const piece = fc.constantFrom('a', 'Zz', 'é', 'ピ', 'カチュウ', '🔥', '🇯🇵', '×', '—', '42');
const plain = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
const colours = createPalette(true);

// An oracle independent of the code under test: the terminal width of this alphabet, by hand.
const WIDE = new Set(['ピ', 'カ', 'チ', 'ュ', 'ウ', '🔥', '🇯🇵']);
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const columns = (text: string): number =>
  [...graphemes.segment(stripAnsi(text))].reduce((n, g) => n + (WIDE.has(g.segment) ? 2 : 1), 0);
const cell = fc
  .tuple(plain, fc.constantFrom('none', 'bold', 'red', 'dim'))
  .map(([text, how]) => (how === 'none' ? text : colours[how as 'bold'](text)));

describe('terminal widths (property)', () => {
  it('table: every line is as wide as the widest, whatever the colours and characters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.tuple(
            fc.array(plain, { minLength: n, maxLength: n }),
            fc.array(fc.array(cell, { minLength: n, maxLength: n }), {
              maxLength: 6,
            }),
          ),
        ),
        ([header, rows]) => {
          const lines = table(header, rows, [0], createPalette(false));
          expect(lines).toHaveLength(rows.length + 1);
          const all = [header, ...rows];
          // Each cell's text is in its line, in order.
          for (const [i, l] of lines.entries()) {
            let at = 0;
            for (const c of all[i]!.map(stripAnsi)) {
              const found = stripAnsi(l).indexOf(c, at);
              expect(found).toBeGreaterThanOrEqual(at);
              at = found + c.length;
            }
          }
          // Columns line up: a line whose last (right-aligned) cell has text ends at the same
          // terminal column as every other such line, and no line is wider.
          const widths = lines.map(columns);
          const widest = Math.max(...widths);
          for (const [i, w] of widths.entries()) {
            const last = all[i]!.at(-1)!;
            if (all[i]!.length > 1 && stripAnsi(last) !== '') expect(w).toBe(widest);
            else expect(w).toBeLessThanOrEqual(widest);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('visibleLength agrees with the hand-made widths', () => {
    fc.assert(
      fc.property(cell, (text) => {
        expect(visibleLength(text)).toBe(columns(text));
      }),
    );
  });

  it('clip: never wider than asked, a prefix of the text, whole when it fits', () => {
    fc.assert(
      fc.property(plain, fc.integer({ min: 1, max: 20 }), (text, max) => {
        const out = clip(text, max);
        expect(columns(out)).toBeLessThanOrEqual(max);
        if (columns(text) <= max) expect(out).toBe(text);
        else {
          expect(out.endsWith('…')).toBe(true);
          expect(text.startsWith(out.slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
