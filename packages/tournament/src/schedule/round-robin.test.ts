import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamesPerRound, planId, roundRobin } from './round-robin';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `e${i}` }));

describe('roundRobin', () => {
  it('plays every pairing in both seat orders each round, all on the round’s seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (n, rounds, seed) => {
          const plan = roundRobin({ entrants: entrants(n), rounds, seed });
          expect(plan.games).toHaveLength(rounds * gamesPerRound(n));
          plan.games.forEach((g, i) => {
            expect(g.index).toBe(i);
            expect(g.seed).toBe((seed + g.round) % 2 ** 32);
            expect(new Set(g.seats).size).toBe(2);
          });
          // Every ordered pair (who sits first) appears once per round.
          const count = new Map<string, number>();
          for (const g of plan.games)
            count.set(g.seats.join('>'), (count.get(g.seats.join('>')) ?? 0) + 1);
          expect(count.size).toBe(n * (n - 1));
          for (const c of count.values()) expect(c).toBe(rounds);
          // Every pairing gets the same seeds.
          const seedsOf = (a: string, b: string) =>
            plan.games.filter((g) => g.seats.includes(a) && g.seats.includes(b)).map((g) => g.seed);
          expect(seedsOf('e0', 'e1')).toEqual(seedsOf(`e${n - 2}`, `e${n - 1}`));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses bad input with a message that says what would be right', () => {
    expect(() => roundRobin({ entrants: entrants(1), rounds: 1, seed: 1 })).toThrow(
      'A tournament needs at least 2 entrants; got 1.',
    );
    expect(() =>
      roundRobin({ entrants: [{ id: 'bot' }, { id: 'bot' }], rounds: 1, seed: 1 }),
    ).toThrow('Entrant id "bot" appears twice; give each entrant its own id (e.g. "bot#2").');
    expect(() => roundRobin({ entrants: entrants(2), rounds: 0, seed: 1 })).toThrow(
      'rounds must be a whole number of at least 1; got 0.',
    );
    expect(() => roundRobin({ entrants: entrants(2), rounds: 1, seed: -1 })).toThrow(
      'seed must be a whole number from 0 to 4294967295; got -1.',
    );
  });
});

describe('planId', () => {
  it('is the same for equal plans whatever the key order, and differs when anything changes', () => {
    const a = roundRobin({ entrants: entrants(3), rounds: 2, seed: 5, settings: { x: 1, y: 2 } });
    const b = { ...a, settings: { y: 2, x: 1 } };
    expect(planId(a)).toBe(planId(b));
    expect(planId(a)).not.toBe(planId({ ...a, settings: { x: 1, y: 3 } }));
    expect(planId(a)).not.toBe(planId(roundRobin({ entrants: entrants(3), rounds: 2, seed: 6 })));
  });

  it('refuses a game that seats someone who is not an entrant', () => {
    const plan = roundRobin({ entrants: entrants(2), rounds: 1, seed: 5 });
    const bad = { ...plan, games: [{ ...plan.games[0]!, seats: ['e0', 'x'] }] };
    expect(() => planId(bad)).toThrow(
      'Game 0 seats "x", who is not an entrant (entrants: e0, e1).',
    );
  });
});
