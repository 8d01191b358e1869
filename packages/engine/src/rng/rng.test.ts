import { describe, expect, it } from 'vitest';
import { RngCursor, randomInt, seedRng } from './index';

describe('rng', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(seedRng(42)).toEqual(seedRng(42));
    expect(seedRng('abc')).toEqual(seedRng('abc'));
    expect(seedRng(42)).not.toEqual(seedRng(43));
    expect(seedRng('abc')).not.toEqual(seedRng('abd'));
  });

  it('never mutates the input state', () => {
    const s = seedRng(1);
    const copy = [...s];
    const [, next] = randomInt(s, 6);
    expect([...s]).toEqual(copy);
    expect(next).not.toEqual(s);
  });

  it('draws integers in range with a roughly uniform spread', () => {
    const cursor = new RngCursor(seedRng(7));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const v = cursor.int(6);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
    expect(() => cursor.int(0)).toThrow(RangeError);
  });

  it('shuffles to a permutation', () => {
    const cursor = new RngCursor(seedRng(3));
    const items = Array.from({ length: 50 }, (_, i) => i);
    cursor.shuffleInPlace(items);
    expect([...items].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(items).not.toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
