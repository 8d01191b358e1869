import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobin } from '../schedule/round-robin';
import type { GameOutcome } from '../types';
import { openTournamentStore } from './sqlite-store';

const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], rounds: 1, seed: 4 });
const outcome = (index: number, tag: number): GameOutcome => ({
  winner: plan.games[index]!.seats[tag % 2]!,
  end: 'game_over',
  reason: `tag ${tag}`,
  turns: tag,
  durationMs: tag,
  seats: plan.games[index]!.seats.map((entrant) => ({
    entrant,
    inputTokens: tag,
    outputTokens: 0,
    cost: 0,
    calls: 1,
    rejected: 0,
  })),
});
const op = fc.record({
  index: fc.integer({ min: 0, max: plan.games.length - 1 }),
  kind: fc.constantFrom('result' as const, 'failure' as const),
  tag: fc.integer({ min: 1, max: 99 }),
});

describe('openTournamentStore (property)', () => {
  it('keeps the first result of a game, whatever comes after, and a reopened file says the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-prop-'));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 20 }), async (ops) => {
        const file = join(dir, `s${run++}.sqlite`);
        const store = await openTournamentStore(file);
        store.open(plan);
        const first = new Map<number, number>();
        const lastFailure = new Map<number, number>();
        for (const o of ops) {
          if (o.kind === 'result') {
            const wrote = store.recordResult(o.index, outcome(o.index, o.tag), 1);
            expect(wrote).toBe(!first.has(o.index));
            if (!first.has(o.index)) first.set(o.index, o.tag);
          } else {
            store.recordFailure(o.index, `failure ${o.tag}`, o.tag);
            if (!first.has(o.index)) lastFailure.set(o.index, o.tag);
          }
        }
        const check = (s: typeof store) => {
          expect(s.results().map((r) => [r.index, r.outcome.turns])).toEqual(
            [...first].sort((x, y) => x[0] - y[0]),
          );
          expect(s.failures().map((f) => [f.index, f.attempts])).toEqual(
            [...lastFailure].filter(([i]) => !first.has(i)).sort((x, y) => x[0] - y[0]),
          );
          expect(
            s.pending({ retryFailed: false }).length + s.results().length + s.failures().length,
          ).toBe(plan.games.length);
        };
        check(store);
        store.close();
        const again = await openTournamentStore(file);
        check(again);
        again.close();
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
