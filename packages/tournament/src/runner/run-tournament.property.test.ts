import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameFailedError } from '../errors';
import { roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import type { GameTask } from '../types';
import { runTournament } from './run-tournament';

const PROVIDERS = ['p', 'q', undefined] as const;

describe('runTournament (property)', () => {
  it('every game ends recorded once or failed after its tries, within every concurrency limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 }),
        fc.array(fc.constantFrom(...PROVIDERS), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 2 }),
        async (n, rounds, providers, failuresOf, maxAttempts, concurrency, perProvider) => {
          const entrants = Array.from({ length: n }, (_, i) => ({
            id: `e${i}`,
            ...(providers[i] ? { provider: providers[i] } : {}),
          }));
          const plan = roundRobin({ entrants, rounds, seed: 1 });
          const store = await openTournamentStore(null);
          const calls = new Map<number, number>();
          let running = 0;
          let peak = 0;
          const byProvider = new Map<string, number>();
          const providerPeak = new Map<string, number>();
          const providersOf = (t: GameTask) => [
            ...new Set(t.entrants.map((e) => e.provider).filter((p): p is string => !!p)),
          ];
          await runTournament({
            store,
            plan,
            concurrency,
            maxAttempts,
            providerConcurrency: { p: perProvider, q: perProvider },
            retryDelayMs: () => 0,
            play: async (task) => {
              const i = task.game.index;
              calls.set(i, (calls.get(i) ?? 0) + 1);
              running++;
              peak = Math.max(peak, running);
              for (const p of providersOf(task)) {
                byProvider.set(p, (byProvider.get(p) ?? 0) + 1);
                providerPeak.set(p, Math.max(providerPeak.get(p) ?? 0, byProvider.get(p)!));
              }
              await new Promise((r) => setImmediate(r));
              running--;
              for (const p of providersOf(task)) byProvider.set(p, byProvider.get(p)! - 1);
              if (task.attempt <= failuresOf[i]!) throw new GameFailedError(`no (${i})`);
              return {
                winner: task.game.seats[i % 2]!,
                end: 'game_over',
                reason: '',
                turns: 1,
                durationMs: 1,
                seats: task.game.seats.map((entrant) => ({
                  entrant,
                  inputTokens: 0,
                  outputTokens: 0,
                  cost: 0,
                  calls: 1,
                  rejected: 0,
                })),
              };
            },
          });
          const results = new Map(store.results().map((r) => [r.index, r]));
          const failures = new Map(store.failures().map((f) => [f.index, f]));
          for (const g of plan.games) {
            const f = failuresOf[g.index]!;
            if (f < maxAttempts) {
              expect(results.get(g.index)?.attempts).toBe(f + 1);
              expect(failures.has(g.index)).toBe(false);
              expect(calls.get(g.index)).toBe(f + 1);
            } else {
              expect(results.has(g.index)).toBe(false);
              expect(failures.get(g.index)?.attempts).toBe(maxAttempts);
              expect(calls.get(g.index)).toBe(maxAttempts);
            }
          }
          expect(peak).toBeLessThanOrEqual(concurrency);
          for (const v of providerPeak.values()) expect(v).toBeLessThanOrEqual(perProvider);
          store.close();
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
