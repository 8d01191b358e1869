import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingChart, tickStep } from './chart';
import { type LeaderboardStanding, parseLeaderboard } from './report';

const standing = (entrant: string, rating: number, rd: number): LeaderboardStanding => ({
  entrant,
  rating,
  rd,
  games: 4,
  wins: 2,
  draws: 0,
  losses: 2,
  winRate: 0.5,
  winRateLow: 0.15,
  winRateHigh: 0.85,
  costPerGame: 0,
  inputTokensPerGame: 1000,
  outputTokensPerGame: 10,
  calls: 40,
  rejected: 2,
  illegalRate: 0.05,
  secondsPerTurn: 0.1,
  failed: 0,
});
const report = {
  tournament: 'abc',
  scheduled: 4,
  finished: 4,
  failed: 0,
  pending: 0,
  standings: [standing('bot', 1600, 120), standing('random', 1400, 120)],
  games: [],
  failures: [],
};

describe('parseLeaderboard', () => {
  it('reads a tournament report', () => {
    const r = parseLeaderboard(JSON.stringify(report));
    expect(r.ok && r.report.standings.map((s) => s.entrant)).toEqual(['bot', 'random']);
  });

  it('says what is wrong with a file that is not a report', () => {
    expect(parseLeaderboard('{nope')).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^This file is not JSON \(.+\)\. Open the file written by --results FILE/,
      ),
    });
    const bad = { ...report, standings: [{ ...standing('bot', 1500, 10), rd: 'wide' }] };
    expect(parseLeaderboard(JSON.stringify(bad))).toEqual({
      ok: false,
      error:
        'This is not a tournament report: standings.0.rd: Invalid input: expected number, received string. Open the file written by --results FILE or printed by --format json.',
    });
  });
});

describe('ratingChart', () => {
  it('puts every interval inside the axis, in order, with the dot in the middle', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rating: fc.double({ min: 500, max: 2500, noNaN: true }),
            rd: fc.double({ min: 0, max: 350, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (entries) => {
          const chart = ratingChart(entries.map((e, i) => standing(`e${i}`, e.rating, e.rd)));
          const first = chart.ticks[0]!.x;
          const last = chart.ticks.at(-1)!.x;
          expect(first).toBeCloseTo(chart.left, 6);
          for (const row of chart.rows) {
            expect(row.x1).toBeGreaterThanOrEqual(first - 1e-6);
            expect(row.x2).toBeLessThanOrEqual(last + 1e-6);
            expect(row.x1).toBeLessThanOrEqual(row.x + 1e-6);
            expect(row.x).toBeCloseTo((row.x1 + row.x2) / 2, 6);
          }
          const ys = chart.rows.map((r) => r.y);
          expect(ys).toEqual([...ys].sort((a, b) => a - b));
          expect(chart.height).toBeGreaterThan(ys.at(-1)!);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('labels each row with rating ± deviation', () => {
    expect(ratingChart(report.standings).rows.map((r) => r.label)).toEqual([
      '1600 ± 120',
      '1400 ± 120',
    ]);
  });

  it('lays out intervals far narrower than a rating point, with ticks a point apart', () => {
    // Found by the property above: a step of 1e-13 never moved the tick loop past 1500.
    const chart = ratingChart([standing('a', 1500, 1e-13), standing('b', 1500, 0)]);
    expect(chart.ticks.map((t) => t.value)).toEqual([1499, 1500, 1501]);
    expect(chart.rows.map((r) => r.x1 <= r.x && r.x <= r.x2)).toEqual([true, true]);
  });

  it('picks round tick steps', () => {
    expect([tickStep(480), tickStep(1000), tickStep(90), tickStep(0)]).toEqual([100, 200, 20, 100]);
  });
});
