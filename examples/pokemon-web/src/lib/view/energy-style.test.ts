import { describe, expect, it } from 'vitest';
import { costWords, energyStyle } from './energy-style';

/** WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('energy symbols', () => {
  it.each([
    'Grass',
    'Fire',
    'Water',
    'Lightning',
    'Psychic',
    'Fighting',
    'Darkness',
    'Metal',
    'Fairy',
    'Dragon',
    'Colorless',
  ])('%s: its letter is readable on its colour, and card text on its tint', (type) => {
    const s = energyStyle(type);
    expect(s.letter).toMatch(/^[A-Z]$/);
    expect(contrast(s.colour, s.ink)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(s.tint, '#222222')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws an unknown type as Colorless and says costs in words', () => {
    expect(energyStyle('Plasma')).toEqual(energyStyle('Colorless'));
    expect(costWords(['Lightning', 'Colorless', 'Colorless'])).toBe('1 Lightning, 2 Colorless');
    expect(costWords([])).toBe('no Energy');
  });
});
