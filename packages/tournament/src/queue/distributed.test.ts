import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis, type RedisOptions } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LineChild, spawnLines } from '../__fixtures__/child-lines';
import { findRedisServer, freePort, startRedis, type TestRedis } from '../__fixtures__/redis';
import { runTournament } from '../runner/run-tournament';
import { planId, roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import type { GameTask } from '../types';
import { createQueuePlayer, startQueueWorker } from './index';
import { jobIdOf } from './job-id';

const redisServer = findRedisServer();
// Without redis-server a developer's run skips this file; CI installs it (.ci/run) and must run it.
if (!redisServer && process.env.CI)
  throw new Error(
    "redis-server was not found, and CI is set: the distributed test must run in CI. Install Debian's redis-server (.ci/run does: apt-get install -y redis-server).",
  );

const workerScript = fileURLToPath(new URL('../__fixtures__/queue-worker.mjs', import.meta.url));
const coordinatorScript = fileURLToPath(
  new URL('../__fixtures__/queue-coordinator.mjs', import.meta.url),
);

function startWorker(
  id: string,
  port: number,
  queue: string,
  more: { hangAfter?: number; concurrency?: number } = {},
): LineChild {
  return spawnLines(workerScript, {
    REDIS_PORT: String(port),
    WORKER_ID: id,
    QUEUE: queue,
    GAME_MS: '250',
    CONCURRENCY: String(more.concurrency ?? 1),
    HANG_AFTER: more.hangAfter === undefined ? undefined : String(more.hangAfter),
  });
}
const games = (lines: string[], kind: string) =>
  lines.filter((l) => l.startsWith(`${kind} `)).map((l) => Number(l.split(' ')[1]));

/**
 * Every "done" line of the workers, sorted, once there are at least `count`.
 * A worker prints "done N" before it hands the result back, but the coordinator can hear
 * from Redis before this process reads the worker's pipe: wait for the lines, then compare.
 */
async function finishedGames(workers: LineChild[], count: number): Promise<number[]> {
  const all = () => workers.flatMap((w) => games(w.lines, 'done')).sort((x, y) => x - y);
  await Promise.race(
    workers.map((w) => w.waitFor(() => all().length >= count, `${count} done lines`, 10_000)),
  ).catch(() => {});
  return all();
}

/** A stack trace line: what a worker must not print (its warnings are one line each). */
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe.skipIf(!redisServer)('a tournament on BullMQ with two workers', () => {
  let redis: TestRedis;
  const workers: LineChild[] = [];
  const start = async (...args: Parameters<typeof startWorker>) => {
    const w = startWorker(...args);
    workers.push(w);
    await w.waitFor((l) => l.includes('ready'), `worker ${args[0]} ready`);
    return w;
  };
  beforeAll(async () => {
    redis = await startRedis(redisServer!);
  }, 30_000);
  afterAll(async () => {
    for (const w of workers)
      if (w.child.exitCode === null && !w.child.killed) w.child.kill('SIGKILL');
    await redis?.stop();
  });

  it('splits the games between the workers, and a killed worker’s game is played by the other', async () => {
    const queue = `test-${randomUUID()}`;
    // A's second game never ends: it is surely mid-game when it is killed.
    const [a, b] = await Promise.all([
      start('A', redis.port, queue, { hangAfter: 1 }),
      start('B', redis.port, queue),
    ]);

    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 6, seed: 1 });
    const store = await openTournamentStore(null);
    const player = createQueuePlayer({
      connection: { host: '127.0.0.1', port: redis.port },
      queueName: queue,
    });
    try {
      const run = runTournament({ store, plan, play: player.play, concurrency: plan.games.length });
      // Kill A in the middle of its second game.
      await a.waitFor((l) => games(l, 'start').length >= 2, 'A’s second game');
      a.child.kill('SIGKILL');
      const cutOff = games(a.lines, 'start').at(-1)!;
      const result = await run;

      expect(result).toMatchObject({ played: 12, failed: 0 });
      const results = store.results();
      expect(results.map((r) => r.index)).toEqual([...Array(12).keys()]);
      const byWorker = (id: string) =>
        results.filter((r) => r.outcome.worker === id).map((r) => r.index);
      // A finished its first game before it died; B did the rest, the cut-off game included.
      expect(byWorker('A')).toEqual(games(a.lines, 'done'));
      expect(byWorker('A').length).toBeGreaterThanOrEqual(1);
      expect(games(a.lines, 'done')).not.toContain(cutOff);
      expect(byWorker('B')).toContain(cutOff);
      expect(byWorker('A').length + byWorker('B').length).toBe(12);
      // Every game was finished exactly once across the two workers.
      expect(await finishedGames([a, b], 12)).toEqual([...Array(12).keys()]);
      expect(result.report.standings.find((s) => s.entrant === 'b')).toMatchObject({
        games: 12,
        rejected: 12,
        calls: 48,
      });
    } finally {
      await player.close();
    }
  }, 90_000);

  it('a coordinator stopped and started again picks up the queued games: none is played twice', async () => {
    const queue = `test-${randomUUID()}`;
    const [a, b] = await Promise.all([
      start('A', redis.port, queue),
      start('B', redis.port, queue),
    ]);
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 6, seed: 2 });
    const store = await openTournamentStore(null);
    const connection = { host: '127.0.0.1', port: redis.port };

    // The first coordinator queues every game and stops after four results.
    const stop = new AbortController();
    const first = createQueuePlayer({ connection, queueName: queue });
    let recorded = 0;
    const r1 = await runTournament({
      store,
      plan,
      play: first.play,
      concurrency: plan.games.length,
      signal: stop.signal,
      onEvent: (e) => {
        if (e.type === 'game_end' && ++recorded === 4) stop.abort(new Error('coordinator stopped'));
      },
    });
    await first.close();
    expect(r1.interrupted).toBe(true);
    expect(r1.played).toBeGreaterThanOrEqual(4);

    // The workers went on; a new coordinator collects their results instead of queueing again.
    const second = createQueuePlayer({ connection, queueName: queue });
    try {
      const r2 = await runTournament({
        store,
        plan,
        play: second.play,
        concurrency: plan.games.length,
      });
      expect(r2.played + r1.played).toBe(12);
      expect(store.results().map((r) => r.index)).toEqual([...Array(12).keys()]);
      expect(await finishedGames([a, b], 12)).toEqual([...Array(12).keys()]);
    } finally {
      await second.close();
    }
  }, 90_000);

  it('keeps as many games in flight as the workers take, and counts workers as they come and go', async () => {
    const queue = `test-${randomUUID()}`;
    const connection = { host: '127.0.0.1', port: redis.port };
    const player = createQueuePlayer({ connection, queueName: queue, watchIntervalMs: 100 });
    try {
      await player.ready();
      expect(player.capacity.current()).toBe(1);
      const [a, b] = await Promise.all([
        start('A', redis.port, queue),
        start('B', redis.port, queue, { concurrency: 2 }),
      ]);
      await expect.poll(() => player.capacity.current()).toBe(3);
      const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 3, seed: 4 });
      const store = await openTournamentStore(null);
      let inFlight = 0;
      let peak = 0;
      const result = await runTournament({
        store,
        plan,
        play: async (task, context) => {
          peak = Math.max(peak, ++inFlight);
          try {
            return await player.play(task, context);
          } finally {
            inFlight--;
          }
        },
        concurrency: player.capacity,
      });
      expect(result.played).toBe(6);
      // Three slots, three games at once: never more queued than the workers can take.
      expect(peak).toBe(3);
      // B played on two slots at once.
      let open = 0;
      let bPeak = 0;
      for (const l of b.lines) {
        if (l.startsWith('start ')) open++;
        if (l.startsWith('done ')) open--;
        bPeak = Math.max(bPeak, open);
      }
      expect(bPeak).toBe(2);
      a.child.kill('SIGKILL');
      await expect.poll(() => player.capacity.current()).toBe(2);
    } finally {
      await player.close();
    }
  }, 90_000);

  it('a Redis flushed mid-run loses the games in flight; each is queued again once, and every game is recorded once', async () => {
    const queue = `test-${randomUUID()}`;
    const [a, b] = await Promise.all([
      start('A', redis.port, queue),
      start('B', redis.port, queue, { concurrency: 2 }),
    ]);
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 6, seed: 5 });
    const store = await openTournamentStore(null);
    const warnings: string[] = [];
    const player = createQueuePlayer({
      connection: { host: '127.0.0.1', port: redis.port },
      queueName: queue,
      watchIntervalMs: 200,
      lostAfterMs: 1000,
      onWarning: (w) => warnings.push(w),
    });
    const admin = new Redis({ host: '127.0.0.1', port: redis.port });
    try {
      await player.ready();
      await expect.poll(() => player.capacity.current()).toBe(3);
      let recorded = 0;
      let flushed: Promise<unknown> | undefined;
      const result = await runTournament({
        store,
        plan,
        play: player.play,
        concurrency: player.capacity,
        onEvent: (e) => {
          // Three games written, others under way on the workers: Redis forgets everything.
          if (e.type === 'game_end' && ++recorded === 3) flushed = admin.flushall();
        },
      });
      await flushed;
      expect(result).toMatchObject({ played: 12, failed: 0 });
      expect(store.results().map((r) => r.index)).toEqual([...Array(12).keys()]);
      // Each lost game was queued again once: one warning per game, at least one game lost.
      const lost = warnings
        .map((w) => /^game (\d+) \(try 1\) is gone from Redis .*; queued again\.$/.exec(w)?.[1])
        .filter((g) => g !== undefined);
      expect(lost.length).toBeGreaterThanOrEqual(1);
      expect(new Set(lost).size).toBe(lost.length);
      // Workers said what happened in one line each, without a stack trace.
      for (const w of [a, b]) {
        expect(w.stderr()).not.toMatch(STACK_LINE);
        expect(w.lines.join('\n')).not.toMatch(STACK_LINE);
      }
      const told = [...a.lines, ...b.lines].filter((l) => l.startsWith('warning '));
      for (const line of told)
        expect(line).toMatch(/^warning game \d+ \(try 1\): Redis lost it while it was played here/);
    } finally {
      admin.disconnect();
      await player.close();
    }
  }, 90_000);

  it('a look at a queued game that fails (Redis going away, the queue closing) leaves no unhandled rejection', async () => {
    const queue = `test-${randomUUID()}`;
    // The coordinator's clients queue games but every read of a job fails, as a read does when
    // the connection closes under it (Ctrl-C just after a game was queued).
    const given = new Redis({ host: '127.0.0.1', port: redis.port });
    const failingReads = Object.assign(given, {
      duplicate: (options: RedisOptions) => {
        const client = new Redis(options);
        client.hgetall = (() => Promise.reject(new Error('Connection is closed.'))) as never;
        return client;
      },
    });
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    const admin = new Redis({ host: '127.0.0.1', port: redis.port });
    const player = createQueuePlayer({ connection: failingReads, queueName: queue });
    try {
      await player.ready();
      const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 1, seed: 3 });
      const task: GameTask = {
        tournament: planId(plan),
        storeId: 'store',
        game: plan.games[0]!,
        entrants: plan.entrants,
        settings: null,
        attempt: 1,
      };
      const stop = new AbortController();
      const played = player.play(task, { signal: stop.signal });
      await expect.poll(() => admin.exists(`bull:${queue}:${jobIdOf(task)}`)).toBe(1);
      // The look after the add has failed by now; a rejection nobody handles is reported on
      // the next turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 100));
      stop.abort(new Error('interrupted'));
      await expect(played).rejects.toThrow('interrupted');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
      await player.close();
      admin.disconnect();
      given.disconnect();
    }
  }, 30_000);

  it('a new store on the same Redis plays every game again, not the old store’s results', async () => {
    const queue = `test-${randomUUID()}`;
    const [a, b] = await Promise.all([
      start('A', redis.port, queue),
      start('B', redis.port, queue),
    ]);
    const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 2, seed: 6 });
    const player = createQueuePlayer({
      connection: { host: '127.0.0.1', port: redis.port },
      queueName: queue,
    });
    try {
      const old = await openTournamentStore(null);
      await runTournament({ store: old, plan, play: player.play, concurrency: 4 });
      expect(await finishedGames([a, b], 4)).toEqual([0, 1, 2, 3]);
      // The same plan, a new store: every game is played again by the workers.
      const fresh = await openTournamentStore(null);
      expect(fresh.id).not.toBe(old.id);
      const result = await runTournament({ store: fresh, plan, play: player.play, concurrency: 4 });
      expect(result).toMatchObject({ played: 4, alreadyFinished: 0 });
      expect(await finishedGames([a, b], 8)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    } finally {
      await player.close();
    }
  }, 90_000);
});

describe('a queue whose Redis is not there', () => {
  it('says where it looked and how to start it, for the coordinator and for a worker', async () => {
    const port = await freePort();
    const connection = { host: '127.0.0.1', port, maxRetriesPerRequest: null };
    const player = createQueuePlayer({ connection, connectTimeoutMs: 300 });
    const message = `Redis at 127.0.0.1:${port} did not answer within 300 ms. Start it (redis-server --port ${port}) or give the right address.`;
    await expect(player.ready()).rejects.toThrow(message);
    await player.close();
    await expect(
      startQueueWorker({
        connection,
        connectTimeoutMs: 300,
        play: async () => Promise.reject(new Error('unused')),
      }),
    ).rejects.toThrow(message);
  }, 30_000);

  it('a worker that gives up on a Redis still connecting leaves no unhandled rejection', async () => {
    // A server that resets each client's first connection (a connect error) and holds the next
    // one without a word: the worker's connections are mid-connect when it gives up. BullMQ's
    // close then dropped its listeners and the connect error surfaced as unhandled rejections.
    let accepted = 0;
    const held: Socket[] = [];
    const server = createServer((socket) => {
      if (accepted++ % 2 === 0) socket.resetAndDestroy();
      else held.push(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      await expect(
        startQueueWorker({
          connection: { host: '127.0.0.1', port },
          connectTimeoutMs: 1500,
          play: async () => Promise.reject(new Error('unused')),
        }),
      ).rejects.toThrow(`Redis at 127.0.0.1:${port} did not answer`);
      expect(accepted).toBeGreaterThanOrEqual(2);
      // The held connections end: what was waiting on them settles now.
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
      for (const socket of held) socket.destroy();
      server.close();
    }
  }, 30_000);

  it('a coordinator process says QUEUE_UNREACHABLE after its 10 s and then exits on its own', async () => {
    const port = await freePort();
    const coordinator = spawnLines(coordinatorScript, { REDIS_PORT: String(port) });
    try {
      await coordinator.waitFor((l) => l.some((x) => x.startsWith('unreachable')), 'unreachable');
      expect(coordinator.lines).toEqual([
        `unreachable QUEUE_UNREACHABLE: Redis at 127.0.0.1:${port} did not answer within 10 s. Start it (redis-server --port ${port}) or give the right address.`,
      ]);
      // It used to print that and never exit (a Redis connection kept reconnecting).
      const ended = await Promise.race([
        coordinator.closed,
        new Promise<'still running'>((resolve) =>
          setTimeout(() => resolve('still running'), 15_000),
        ),
      ]);
      expect(ended).toEqual({ code: 0, signal: null });
      expect(coordinator.stderr()).toBe('');
    } finally {
      if (coordinator.child.exitCode === null) coordinator.child.kill('SIGKILL');
    }
  }, 90_000);
});
