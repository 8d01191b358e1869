import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../types';
import { glickoRatings, wilsonInterval } from './ratings';

const game = (
  index: number,
  round: number,
  seats: [string, string],
  winner: string | null,
): GameRecord => ({
  index,
  round,
  seed: round,
  seats,
  attempts: 1,
  finishedAt: '',
  outcome: {
    winner,
    end: winner ? 'game_over' : 'turn_limit',
    reason: '',
    turns: 10,
    durationMs: 1,
    seats: seats.map((entrant) => ({
      entrant,
      inputTokens: 0,
      outputTokens: 0,
      cost: 0,
      calls: 0,
      rejected: 0,
    })),
  },
});

describe('wilsonInterval', () => {
  it('matches the textbook values', () => {
    const [lo, hi] = wilsonInterval(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    const [lo0, hi0] = wilsonInterval(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('always holds the observed rate, stays in [0, 1] and narrows with more games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, f) => {
          const k = Math.round(f * n);
          const [lo, hi] = wilsonInterval(k, n);
          expect(lo).toBeGreaterThanOrEqual(0);
          expect(hi).toBeLessThanOrEqual(1);
          expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
          expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
          const [lo4, hi4] = wilsonInterval(4 * k, 4 * n);
          expect(hi4 - lo4).toBeLessThan(hi - lo);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses more successes than trials', () => {
    expect(() => wilsonInterval(4, 3)).toThrow(
      'wilsonInterval: successes must be within 0…3; got 4.',
    );
  });
});

describe('glickoRatings', () => {
  it('rates the winner up, the loser down, and shrinks the deviation with games', () => {
    const games = [0, 1, 2, 3].flatMap((r) => [
      game(2 * r, r, ['a', 'b'], 'a'),
      game(2 * r + 1, r, ['b', 'a'], 'a'),
    ]);
    const r = glickoRatings(['a', 'b', 'c'], games);
    expect(r.a!.rating).toBeGreaterThan(1500);
    expect(r.b!.rating).toBeLessThan(1500);
    expect(r.a!.rating - 1500).toBeCloseTo(1500 - r.b!.rating, 6);
    expect(r.a!.rd).toBeLessThan(350);
    // c played nothing: its deviation only grows with time (rating periods), its rating stays.
    expect(r.c!.rating).toBe(1500);
    expect(r.c!.rd).toBeGreaterThanOrEqual(350);
  });

  it('draws leave equal players equal', () => {
    const r = glickoRatings(
      ['a', 'b'],
      [game(0, 0, ['a', 'b'], null), game(1, 0, ['b', 'a'], null)],
    );
    expect(r.a!.rating).toBeCloseTo(1500, 6);
    expect(r.b!.rating).toBeCloseTo(1500, 6);
  });

  it('does not depend on the order games finished in', () => {
    const ids = ['a', 'b', 'c'];
    const pairs: [string, string][] = [
      ['a', 'b'],
      ['b', 'a'],
      ['a', 'c'],
      ['c', 'a'],
      ['b', 'c'],
      ['c', 'b'],
    ];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 1000 }),
        (winners, salt) => {
          const games = winners.map((w, i) => {
            const seats = pairs[i % 6]!;
            return game(i, Math.floor(i / 6), seats, w === 2 ? null : seats[w]!);
          });
          const shuffled = [...games].sort(
            (x, y) => ((x.index * 7919 + salt) % 13) - ((y.index * 7919 + salt) % 13),
          );
          expect(glickoRatings(ids, shuffled)).toEqual(glickoRatings(ids, games));
        },
      ),
      { numRuns: 50 },
    );
  });
});
