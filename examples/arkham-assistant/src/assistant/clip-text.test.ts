import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { clipText } from './clip-text';

describe('clipText', () => {
  it('cuts at a word boundary and marks the cut', () => {
    expect(clipText('Uses (4 ammo). Spend 1 ammo: Fight.', 22)).toBe('Uses (4 ammo). Spend…');
    expect(clipText('Uses (4 ammo). Spend 1 ammo: Fight.', 20)).toBe('Uses (4 ammo)…');
    expect(clipText('short text', 20)).toBe('short text');
    expect(clipText('Supercalifragilistic', 8)).toBe('Superca…');
  });

  it('property: a clipped text is whole words of the original, within the limit', () => {
    const words = fc.array(fc.stringMatching(/^[a-z.,()]{1,12}$/), { maxLength: 30 });
    fc.assert(
      fc.property(words, fc.integer({ min: 2, max: 80 }), (list, max) => {
        const text = list.join(' ');
        const out = clipText(text, max);
        if (text.length <= max) {
          expect(out).toBe(text);
          return;
        }
        expect(out.length).toBeLessThanOrEqual(max);
        expect(out.endsWith('…')).toBe(true);
        const head = out.slice(0, -1);
        expect(text.startsWith(head)).toBe(true);
        // The cut is where a word ends, unless the first word alone does not fit.
        if (list[0]!.length < max - 1) {
          expect(text.slice(head.length)).toMatch(/^[\s,;:.(-]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never cuts a card text mid-word at the length the recommendations use', () => {
    for (const card of defaultRegistry().cards) {
      const line = card.text.split('\n')[0]!;
      const out = clipText(line, 90);
      if (out === line.replace(/\s+/g, ' ').trim()) continue;
      const head = out.slice(0, -1);
      expect(line.replace(/\s+/g, ' ').slice(head.length)).toMatch(/^[\s,;:.(-]/);
    }
  });
});
