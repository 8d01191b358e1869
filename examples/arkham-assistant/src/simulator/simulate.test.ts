import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { type ArkhamDeck, loadSampleDecks } from '../decks';
import { BY_TURN_DEFINITION, SimulationInputError, simulateDeck } from './simulate';

const registry = defaultRegistry();
const roland = loadSampleDecks().get('roland-starter')!;

/** C(n, k) as a float. */
const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};
/** P(at least one of K copies among the first n cards of an N-card deck). */
const atLeastOne = (N: number, K: number, n: number) => 1 - choose(N - K, n) / choose(N, n);
/** 4 binomial standard errors of a proportion p over `trials`. */
const tolerance = (p: number, trials: number) => 4 * Math.sqrt((p * (1 - p)) / trials);

/** Roland's deck without signature cards or weaknesses: 30 plain cards. */
const plain: ArkhamDeck = {
  ...roland,
  slots: Object.fromEntries(
    Object.entries(roland.slots).filter(([code]) => !['01006', '01007', '01000'].includes(code)),
  ),
};

/**
 * Whole simulations take about 0.3 ms a game on a quiet machine; the 2000-game statistical
 * tests get room for a loaded 2-core machine instead of vitest's 5 s default.
 */
const LOADED_MACHINE_MS = 60_000;

describe('simulateDeck', () => {
  const trials = 2000;

  it(
    'matches the hypergeometric odds of an opening hand, weaknesses replaced',
    () => {
      // Machete: 2 copies among 30 non-weakness cards; replaced weaknesses do not change the odds.
      const report = simulateDeck(roland, registry, {
        trials,
        seed: 'hyper',
        keyCards: ['01020'],
        setupAssets: [],
        mulligan: 'none',
        turns: 1,
      });
      const exact = atLeastOne(30, 2, 5);
      expect(exact).toBeCloseTo(0.3103, 3);
      const machete = report.keyCards[0]!;
      expect(Math.abs(machete.openingHand - exact)).toBeLessThan(tolerance(exact, trials));
      // No setup assets: no draw actions, so turn 1 ends with the opening hand alone.
      expect(machete.byTurn[0]).toBe(machete.openingHand);
      expect(report.mulligan.rate).toBe(0);
    },
    LOADED_MACHINE_MS,
  );

  it(
    'sets aside and replaces every weakness drawn during setup',
    () => {
      // 10 weaknesses + 30 plain cards: unreplaced, the odds would be 1 - C(38,5)/C(40,5) ≈ 0.244.
      const heavy: ArkhamDeck = {
        ...plain,
        slots: {
          ...plain.slots,
          ...Object.fromEntries(
            [
              '01000',
              '01007',
              '01096',
              '01097',
              '01098',
              '01099',
              '01100',
              '01101',
              '01102',
              '01103',
            ].map((c) => [c, 1]),
          ),
        },
      };
      const report = simulateDeck(heavy, registry, {
        trials,
        seed: 'weak',
        keyCards: ['01020'],
        setupAssets: [],
        mulligan: 'none',
        turns: 1,
      });
      const exact = atLeastOne(30, 2, 5);
      const opening = report.keyCards[0]!.openingHand;
      expect(Math.abs(opening - exact)).toBeLessThan(tolerance(exact, trials));
      expect(Math.abs(opening - atLeastOne(40, 2, 5))).toBeGreaterThan(tolerance(exact, trials));
    },
    LOADED_MACHINE_MS,
  );

  it(
    'matches exact odds by turn T and the expected draws to find a card',
    () => {
      const report = simulateDeck(plain, registry, {
        trials,
        seed: 7,
        keyCards: ['01020', '01088'],
        setupAssets: [],
        mulligan: 'none',
        turns: 4,
      });
      for (const stats of report.keyCards) {
        stats.byTurn.forEach((p, t) => {
          const exact = atLeastOne(30, 2, 5 + t);
          expect(Math.abs(p - exact)).toBeLessThan(tolerance(exact, trials));
        });
        // First of K copies among N: expected position (N + 1) / (K + 1) = 31 / 3.
        expect(stats.averageDrawsToFind).toBeGreaterThan(31 / 3 - 0.5);
        expect(stats.averageDrawsToFind).toBeLessThan(31 / 3 + 0.5);
      }
    },
    LOADED_MACHINE_MS,
  );

  it('is deterministic for a seed and differs across seeds', () => {
    const opts = { trials: 300, keyCards: ['01016'] };
    const a = simulateDeck(roland, registry, { ...opts, seed: 3 });
    expect(simulateDeck(roland, registry, { ...opts, seed: 3 })).toEqual(a);
    expect(simulateDeck(roland, registry, { ...opts, seed: 4 })).not.toEqual(a);
  });

  it(
    'uses the mulligan to find key cards more often',
    () => {
      const base = { trials: 1500, seed: 11, keyCards: ['01020'], setupAssets: [], turns: 1 };
      const none = simulateDeck(plain, registry, { ...base, mulligan: 'none' });
      const missing = simulateDeck(plain, registry, { ...base, mulligan: 'missing-key' });
      // Mulligan used exactly when the opening hand missed the card: about 1 - P(hit).
      const miss = 1 - atLeastOne(30, 2, 5);
      expect(Math.abs(missing.mulligan.rate - miss)).toBeLessThan(tolerance(miss, 1500));
      expect(missing.mulligan.averageCardsRedrawn).toBe(5);
      expect(missing.keyCards[0]!.openingHand).toBeGreaterThan(
        none.keyCards[0]!.openingHand + 0.15,
      );
      // Mulliganed cards are not draws: the mulligan shortens the search (about 7.4 vs 31 / 3).
      expect(missing.keyCards[0]!.averageDrawsToFind).toBeLessThan(
        none.keyCards[0]!.averageDrawsToFind - 2,
      );
    },
    LOADED_MACHINE_MS,
  );

  it(
    'reports setup turns that never decrease and respect the resource curve',
    () => {
      const report = simulateDeck(roland, registry, {
        trials: 500,
        seed: 5,
        setupAssets: ['01016', '01018'],
        keyCards: ['01016', '01018'],
        turns: 6,
      });
      // .45 Automatic (4) + Beat Cop (4) = 8 resources, 5 at start: never set up on turn 1.
      expect(report.setup.byTurn[0]).toBe(0);
      for (let t = 1; t < report.setup.byTurn.length; t++) {
        expect(report.setup.byTurn[t]!).toBeGreaterThanOrEqual(report.setup.byTurn[t - 1]!);
      }
      expect(report.setup.byTurn.at(-1)!).toBeGreaterThan(0.5);
      expect(report.setup.averageTurn!).toBeGreaterThan(1);
    },
    LOADED_MACHINE_MS,
  );

  it(
    'scores a user-defined goal',
    () => {
      const goal = {
        description: 'a weapon in play by turn 3',
        byTurn: 3,
        requirements: [{ anyOf: ['01016', '01020'], where: 'play' as const }],
      };
      const report = simulateDeck(roland, registry, {
        trials: 500,
        seed: 2,
        setupAssets: ['01020'],
        keyCards: ['01020'],
        goal,
      });
      expect(report.goal?.successRate).toBeGreaterThan(0.3);
      const impossible = simulateDeck(roland, registry, {
        trials: 200,
        seed: 2,
        setupAssets: [],
        goal: { ...goal, requirements: [{ anyOf: ['01016'], where: 'play', count: 3 }] },
      });
      expect(impossible.goal?.successRate).toBe(0);
    },
    LOADED_MACHINE_MS,
  );

  it(
    'has odds that never fall from one turn to the next, for any seed and policy',
    () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.constantFrom('none' as const, 'missing-key' as const, 'aggressive' as const),
          (seed, mulligan) => {
            const r = simulateDeck(roland, registry, { trials: 20, seed, mulligan, turns: 4 });
            for (const series of [...r.keyCards.map((k) => k.byTurn), r.setup.byTurn]) {
              for (let t = 1; t < series.length; t++)
                expect(series[t]!).toBeGreaterThanOrEqual(series[t - 1]!);
            }
            if (mulligan === 'none') expect(r.mulligan.rate).toBe(0);
          },
        ),
        { numRuns: 25 },
      );
    },
    LOADED_MACHINE_MS,
  );

  it(
    'uses one "by turn": never in play by turn t more often than drawn by turn t',
    () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.constantFrom('none' as const, 'missing-key' as const, 'aggressive' as const),
          fc.constantFrom<string[]>(['01016', '01018'], ['01020', '01018'], ['01020']),
          (seed, mulligan, setupAssets) => {
            const r = simulateDeck(roland, registry, {
              trials: 20,
              seed,
              mulligan,
              turns: 4,
              keyCards: setupAssets,
              setupAssets,
            });
            expect(r.byTurnDefinition).toBe(BY_TURN_DEFINITION);
            for (const k of r.keyCards) {
              expect(k.byTurn[0]!).toBeGreaterThanOrEqual(k.openingHand);
              r.setup.byTurn.forEach((p, t) => {
                expect(p).toBeLessThanOrEqual(k.byTurn[t]!);
              });
            }
          },
        ),
        { numRuns: 25 },
      );
    },
    LOADED_MACHINE_MS,
  );

  it('rejects bad options with a clear message', () => {
    expect(() => simulateDeck(roland, registry, { trials: 0 })).toThrow(SimulationInputError);
    expect(() => simulateDeck(roland, registry, { trials: 10, keyCards: ['01060'] })).toThrow(
      /not in the deck/,
    );
  });
});
