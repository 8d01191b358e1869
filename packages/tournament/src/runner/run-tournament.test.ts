import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFailedError, TournamentError } from '../errors';
import { roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import type { GameOutcome, GameTask, PlayGame, TournamentPlan } from '../types';
import { runTournament, type TournamentEvent } from './run-tournament';

/** A game the first seat wins, after `delay` ms (fake or real timers). */
const won = (task: GameTask, winner = task.game.seats[0]!): GameOutcome => ({
  winner,
  end: 'game_over',
  reason: 'done',
  turns: 4,
  durationMs: 40,
  seats: task.game.seats.map((entrant) => ({
    entrant,
    inputTokens: 1000,
    outputTokens: 100,
    cost: 0.01,
    calls: 10,
    rejected: entrant === 'sloppy' ? 5 : 0,
  })),
});
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('runTournament', () => {
  it('plays every game once, never more at once than allowed overall and per provider', async () => {
    const plan = roundRobin({
      entrants: [
        { id: 'a', provider: 'openai' },
        { id: 'b', provider: 'openai' },
        { id: 'c' },
        { id: 'd' },
      ],
      rounds: 2,
      seed: 1,
    });
    const store = await openTournamentStore(null);
    let running = 0;
    let peak = 0;
    let openaiRunning = 0;
    let openaiPeak = 0;
    const played: number[] = [];
    const play: PlayGame = async (task) => {
      const openai = task.entrants.some((e) => e.provider === 'openai');
      running++;
      if (openai) openaiRunning++;
      peak = Math.max(peak, running);
      openaiPeak = Math.max(openaiPeak, openaiRunning);
      await new Promise((r) => setImmediate(r));
      played.push(task.game.index);
      running--;
      if (openai) openaiRunning--;
      return won(task);
    };
    const result = await runTournament({
      store,
      plan,
      play,
      concurrency: 3,
      providerConcurrency: { openai: 1 },
    });
    expect(played.sort((x, y) => x - y)).toEqual(plan.games.map((g) => g.index));
    expect(peak).toBe(3);
    expect(openaiPeak).toBe(1);
    expect(result).toMatchObject({ played: 24, failed: 0, alreadyFinished: 0, interrupted: false });
    expect(result.report.finished).toBe(24);
  });

  it('marks a failed game failed — not lost — retries it, and leaves it failed after the last try', async () => {
    const plan = roundRobin({ entrants: [{ id: 'good' }, { id: 'flaky' }], rounds: 2, seed: 1 });
    const store = await openTournamentStore(null);
    const tries = new Map<number, number>();
    const events: TournamentEvent[] = [];
    const play: PlayGame = async (task) => {
      tries.set(task.game.index, (tries.get(task.game.index) ?? 0) + 1);
      expect(task.attempt).toBe(tries.get(task.game.index));
      // Game 1 fails once then plays; game 3 always fails.
      if (task.game.index === 3 || (task.game.index === 1 && task.attempt === 1))
        throw new GameFailedError(`provider said no (game ${task.game.index})`);
      return won(task, 'good');
    };
    const result = await runTournament({
      store,
      plan,
      play,
      maxAttempts: 2,
      retryDelayMs: () => 0,
      onEvent: (e) => events.push(e),
    });
    expect(Object.fromEntries(tries)).toEqual({ 0: 1, 1: 2, 2: 1, 3: 2 });
    expect(result).toMatchObject({ played: 3, failed: 1 });
    expect(store.failures()).toEqual([
      { ...plan.games[3], reason: 'provider said no (game 3)', attempts: 2 },
    ]);
    const flaky = result.report.standings.find((s) => s.entrant === 'flaky')!;
    // Three games played, all lost to good; the failed one is not a fourth loss.
    expect(flaky).toMatchObject({ games: 3, wins: 0, losses: 3, failed: 1 });
    expect(
      events
        .filter((e) => e.type === 'game_failed')
        .map((e) => [e.game.index, e.attempt, 'retryInMs' in e]),
    ).toEqual([
      [1, 1, true],
      [3, 1, true],
      [3, 2, false],
    ]);
    // A rerun tries the failed game again (and only it).
    const seen: number[] = [];
    await runTournament({
      store,
      plan,
      play: async (task) => {
        seen.push(task.game.index);
        expect(task.attempt).toBe(3);
        return won(task);
      },
    });
    expect(seen).toEqual([3]);
    expect(store.results()).toHaveLength(4);
  });

  it('honours Retry-After: the provider waits, games of other providers go on', async () => {
    vi.useFakeTimers({ now: 0 });
    const plan: TournamentPlan = {
      entrants: [{ id: 'a', provider: 'p' }, { id: 'b', provider: 'p' }, { id: 'c' }, { id: 'd' }],
      games: [
        { index: 0, round: 0, seed: 1, seats: ['a', 'b'] },
        { index: 1, round: 0, seed: 1, seats: ['b', 'a'] },
        { index: 2, round: 0, seed: 1, seats: ['c', 'd'] },
      ],
    };
    const store = await openTournamentStore(null);
    const starts: [number, number, number][] = [];
    const run = runTournament({
      store,
      plan,
      concurrency: 1,
      play: async (task) => {
        starts.push([task.game.index, task.attempt, Date.now()]);
        if (task.game.index === 0 && task.attempt === 1)
          throw new GameFailedError('429 Too Many Requests', { retryAfterMs: 5000 });
        return won(task);
      },
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(starts).toEqual([
      [0, 1, 0],
      [2, 1, 0],
    ]);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(starts.slice(2)).toEqual([
      [0, 2, 5000],
      [1, 1, 5000],
    ]);
    expect(store.results()).toHaveLength(3);
  });

  it('carries a Retry-After to the provider’s next game even when the game that got it is out of tries', async () => {
    vi.useFakeTimers({ now: 0 });
    const plan: TournamentPlan = {
      entrants: [{ id: 'a', provider: 'p' }, { id: 'b', provider: 'p' }, { id: 'c' }],
      games: [
        { index: 0, round: 0, seed: 1, seats: ['a', 'b'] },
        { index: 1, round: 0, seed: 1, seats: ['a', 'c'] },
        { index: 2, round: 0, seed: 1, seats: ['b', 'a'] },
      ],
    };
    const store = await openTournamentStore(null);
    const starts: [number, number][] = [];
    const run = runTournament({
      store,
      plan,
      concurrency: 1,
      maxAttempts: 1,
      play: async (task) => {
        starts.push([task.game.index, Date.now()]);
        // Game 0 throws a 429 asking for 2 s; game 1 reports a failed game asking for 3 s.
        if (task.game.index === 0)
          throw new GameFailedError('429 Too Many Requests', { retryAfterMs: 2000 });
        if (task.game.index === 1)
          return { ...won(task), end: 'failed', reason: '429 again', retryAfterMs: 3000 };
        return won(task);
      },
    });
    await vi.advanceTimersByTimeAsync(6000);
    await run;
    expect(starts).toEqual([
      [0, 0],
      [1, 2000],
      [2, 5000],
    ]);
    expect(store.failures().map((f) => f.index)).toEqual([0, 1]);
  });

  it('keeps as many games under way as its capacity says, as it changes', async () => {
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 4, seed: 1 });
    const store = await openTournamentStore(null);
    let slots = 1;
    const listeners = new Set<() => void>();
    const capacity = {
      current: () => slots,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    const gates: (() => void)[] = [];
    let running = 0;
    const peaks: number[] = [];
    const started = deferred();
    const run = runTournament({
      store,
      plan,
      concurrency: capacity,
      play: async (task) => {
        running++;
        peaks.push(running);
        if (gates.length === 0) started.resolve();
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        return won(task);
      },
    });
    await started.promise;
    expect(running).toBe(1);
    // Three more slots (workers joined): three more games start without waiting for one to end.
    slots = 4;
    for (const l of listeners) l();
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(4);
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    await run;
    expect(Math.max(...peaks)).toBe(4);
    expect(listeners.size).toBe(0);
    expect(store.results()).toHaveLength(8);
  });

  it('stops the games under way when the store cannot be written, and rejects with STORE_WRITE_FAILED', async () => {
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 2, seed: 1 });
    const store = await openTournamentStore(null);
    const failure = new TournamentError(
      'STORE_WRITE_FAILED',
      'Could not write the store: disk full.',
    );
    const real = store.recordResult.bind(store);
    store.recordResult = (index, outcome, attempts) => {
      if (index === 1) throw failure;
      return real(index, outcome, attempts);
    };
    const stopped: number[] = [];
    const started: number[] = [];
    await expect(
      runTournament({
        store,
        plan,
        concurrency: 2,
        play: async (task, { signal }) => {
          started.push(task.game.index);
          if (task.game.index !== 0 && task.game.index !== 1)
            await new Promise((_, reject) =>
              signal.addEventListener('abort', () => {
                stopped.push(task.game.index);
                reject(signal.reason);
              }),
            );
          await new Promise((r) => setImmediate(r));
          return won(task);
        },
      }),
    ).rejects.toBe(failure);
    // Game 2 was under way when game 1's write failed: it was stopped, game 3 never began.
    expect(started).toEqual([0, 1, 2]);
    expect(stopped).toEqual([2]);
    expect(store.results().map((r) => r.index)).toEqual([0]);
    expect(store.failures()).toEqual([]);
  });

  it('stops on the signal without recording the games under way, and the rerun plays only the rest', async () => {
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 4, seed: 3 });
    const store = await openTournamentStore(null);
    const stop = new AbortController();
    const gate = deferred();
    const first = runTournament({
      store,
      plan,
      concurrency: 2,
      signal: stop.signal,
      play: async (task, { signal }) => {
        if (task.game.index < 3) return won(task);
        // Games 3 and 4 hang until the stop, then end as cut off.
        gate.resolve();
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
        throw new Error('unreachable');
      },
    });
    await gate.promise;
    stop.abort(new Error('Ctrl-C'));
    const r1 = await first;
    expect(r1).toMatchObject({ played: 3, failed: 0, interrupted: true });
    expect(store.failures()).toEqual([]);
    const replayed: number[] = [];
    const r2 = await runTournament({
      store,
      plan,
      play: async (task) => {
        replayed.push(task.game.index);
        return won(task);
      },
    });
    expect(replayed).toEqual([3, 4, 5, 6, 7]);
    expect(r2).toMatchObject({ played: 5, alreadyFinished: 3, interrupted: false });
  });

  it('fails a game whose outcome names someone not seated, and refuses bad settings', async () => {
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 1, seed: 3 });
    const store = await openTournamentStore(null);
    const result = await runTournament({
      store,
      plan,
      maxAttempts: 1,
      play: async (task) =>
        task.game.index === 0
          ? won(task, 'zed')
          : { ...won(task), end: 'failed', reason: 'p2 kept failing' },
    });
    expect(result.failed).toBe(2);
    expect(store.failures().map((f) => f.reason)).toEqual([
      'Game 0: the game runner\'s outcome is wrong: the winner "zed" is not seated (seats: a, b).',
      'p2 kept failing',
    ]);
    expect(store.results()).toEqual([]);
    await expect(
      runTournament({ store, plan, play: async (t) => won(t), concurrency: 0 }),
    ).rejects.toThrow('concurrency must be a whole number of at least 1; got 0.');
  });
});
