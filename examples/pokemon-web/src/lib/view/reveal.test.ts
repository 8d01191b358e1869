import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './reveal';

describe('scrollToReveal: what a sheet is about, scrolled above it', () => {
  it('leaves a box already above the sheet where it is', () => {
    expect(scrollToReveal({ top: 100, bottom: 300 }, 480)).toBe(0);
  });

  it('brings a box hidden under the sheet up to just above it', () => {
    // The opponent's side drawn at 500–800 on an 844-px phone, the sheet from 480.
    expect(scrollToReveal({ top: 500, bottom: 800 }, 480)).toBe(328);
  });

  it('brings a box scrolled off the top down, and keeps the top of one too tall to fit', () => {
    expect(scrollToReveal({ top: -300, bottom: -100 }, 480)).toBe(-308);
    expect(scrollToReveal({ top: 600, bottom: 1400 }, 480)).toBe(592);
  });

  it('always ends with the box in the band above the sheet, or its top at the band’s top', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 100, max: 900 }),
        (top, height, free) => {
          const by = scrollToReveal({ top, bottom: top + height }, free);
          const [t, b] = [top - by, top + height - by];
          if (height <= free - 16) expect(t >= 8 && b <= free - 8).toBe(true);
          else expect(t).toBe(8);
        },
      ),
    );
  });
});
