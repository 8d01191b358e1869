import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, freePort, startRedis, type TestRedis } from '../__fixtures__/redis';
import { runTournament } from '../runner/run-tournament';
import { roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import { createQueuePlayer, startQueueWorker } from './bullmq';

const redisServer = findRedisServer();
// Without redis-server a developer's run skips this file; CI installs it (.ci/run) and must run it.
if (!redisServer && process.env.CI)
  throw new Error(
    "redis-server was not found, and CI is set: the distributed test must run in CI. Install Debian's redis-server (.ci/run does: apt-get install -y redis-server).",
  );

const script = fileURLToPath(new URL('../__fixtures__/queue-worker.mjs', import.meta.url));

interface WorkerProcess {
  readonly child: ChildProcess;
  readonly lines: string[];
  /** Resolves when a line matching `test` has been printed. */
  waitFor(test: (lines: string[]) => boolean): Promise<void>;
}

function startWorker(id: string, port: number, queue: string, hangAfter?: number): WorkerProcess {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      REDIS_PORT: String(port),
      WORKER_ID: id,
      QUEUE: queue,
      GAME_MS: '250',
      ...(hangAfter === undefined ? {} : { HANG_AFTER: String(hangAfter) }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: { test: (l: string[]) => boolean; resolve: () => void }[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const w of [...waiters])
      if (w.test(lines)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  });
  return {
    child,
    lines,
    waitFor: (test) =>
      new Promise((resolve) => {
        if (test(lines)) resolve();
        else waiters.push({ test, resolve });
      }),
  };
}
const games = (lines: string[], kind: string) =>
  lines.filter((l) => l.startsWith(`${kind} `)).map((l) => Number(l.split(' ')[1]));

/**
 * Every "done" line of the workers, sorted, once there are at least `count` (or after 10 s).
 * A worker prints "done N" before it hands the result back, but the coordinator can hear
 * from Redis before this process reads the worker's pipe: wait for the lines, then compare.
 */
async function finishedGames(workers: WorkerProcess[], count: number): Promise<number[]> {
  const all = () => workers.flatMap((w) => games(w.lines, 'done')).sort((x, y) => x - y);
  const deadline = Date.now() + 10_000;
  while (all().length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return all();
}

describe.skipIf(!redisServer)('a tournament on BullMQ with two workers', () => {
  let redis: TestRedis;
  const workers: WorkerProcess[] = [];
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
    const a = startWorker('A', redis.port, queue, 1);
    const b = startWorker('B', redis.port, queue);
    workers.push(a, b);
    await Promise.all([
      a.waitFor((l) => l.includes('ready')),
      b.waitFor((l) => l.includes('ready')),
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
      await a.waitFor((l) => games(l, 'start').length >= 2);
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
    const a = startWorker('A', redis.port, queue);
    const b = startWorker('B', redis.port, queue);
    workers.push(a, b);
    await Promise.all([
      a.waitFor((l) => l.includes('ready')),
      b.waitFor((l) => l.includes('ready')),
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
});
