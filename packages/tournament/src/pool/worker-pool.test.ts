import { describe, expect, it } from 'vitest';
import { GameFailedError } from '../errors';
import { runTournament } from '../runner/run-tournament';
import { roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import { createWorkerPool } from './worker-pool';

const module = new URL('../__fixtures__/pool-worker.mjs', import.meta.url);
const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 4, seed: 1 });

describe('createWorkerPool', () => {
  it('plays a crashed worker’s game again under its own number and keeps its size', async () => {
    const crashes: { game: number | null; message: string }[] = [];
    // Game 2 ends its thread with process.exit; game 5 throws an uncaught error in it.
    const pool = createWorkerPool({
      module,
      size: 2,
      workerData: { exitOn: 2, throwOn: 5 },
      onCrash: (c) => crashes.push(c),
    });
    try {
      const store = await openTournamentStore(null);
      const result = await runTournament({
        store,
        plan,
        play: pool.play,
        concurrency: pool.size,
        retryDelayMs: () => 0,
      });
      expect(result).toMatchObject({ played: 8, failed: 0 });
      expect(store.results().map((r) => [r.index, r.attempts])).toEqual([
        [0, 1],
        [1, 1],
        [2, 2],
        [3, 1],
        [4, 1],
        [5, 2],
        [6, 1],
        [7, 1],
      ]);
      // The two threads crash on their own clocks: either crash may be reported first.
      const byGame = [...crashes].sort((x, y) => (x.game ?? -1) - (y.game ?? -1));
      expect(byGame.map((c) => c.game)).toEqual([2, 5]);
      expect(byGame[0]!.message).toBe('the worker playing game 2 died (exit code 3)');
      expect(byGame[1]!.message).toMatch(
        /^the worker playing game 5 died \(Error: boom in game 5\)/,
      );
      expect(pool.size).toBe(2);
      expect(pool.crashes).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('passes a failed game back as GameFailedError with its Retry-After', async () => {
    const pool = createWorkerPool({ module, size: 1, workerData: { failOn: 0 } });
    try {
      const failure = pool.play(
        {
          tournament: 't',
          storeId: 's',
          game: plan.games[0]!,
          entrants: plan.entrants,
          settings: null,
          attempt: 1,
        },
        { signal: new AbortController().signal },
      );
      await expect(failure).rejects.toBeInstanceOf(GameFailedError);
      await expect(failure).rejects.toMatchObject({ message: 'rate limited', retryAfterMs: 1234 });
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('refuses a size below 1', () => {
    expect(() => createWorkerPool({ module, size: 0 })).toThrow(
      'A worker pool needs a size of at least 1; got 0.',
    );
  });
});
