import { hostname } from 'node:os';
import { type ConnectionOptions, type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { GameFailedError, TournamentError } from '../errors';
import type { GameOutcome, GameTask, PlayGame } from '../types';

/** Where the queue lives. */
export interface QueueConnection {
  /** Redis connection (`{ host, port }`, or an ioredis instance). */
  readonly connection: ConnectionOptions;
  /** Queue name; the coordinator and its workers must agree (default `playmat-tournament`). */
  readonly queueName?: string;
  /** How long to wait for Redis before giving up with `QUEUE_UNREACHABLE` (default 10 s). */
  readonly connectTimeoutMs?: number;
}

/** What a worker sends back for a game. */
export type QueuedResult =
  | { readonly ok: true; readonly outcome: GameOutcome }
  | { readonly ok: false; readonly reason: string; readonly retryAfterMs?: number };

/** The coordinator's side: a {@link PlayGame} that hands games to workers through the queue. */
export interface QueuePlayer {
  readonly play: PlayGame;
  /** Resolves once Redis answers; rejects with `QUEUE_UNREACHABLE` when it does not in time. */
  ready(): Promise<void>;
  /** Closes the coordinator's Redis connections (queued games stay queued). */
  close(): Promise<void>;
}

/** Default queue name. */
export const DEFAULT_QUEUE = 'playmat-tournament';

/**
 * The coordinator's side of a tournament spread over machines: each game becomes a BullMQ job
 * (id: tournament, game and try, so a restarted coordinator finds the job it had queued instead
 * of queueing it twice), and its result comes back as the job's return value. Pass `play` to
 * `runTournament`, which keeps the store; workers run {@link startQueueWorker}.
 */
export function createQueuePlayer(options: QueueConnection): QueuePlayer {
  const name = options.queueName ?? DEFAULT_QUEUE;
  // Our own clients, so a coordinator that cannot reach Redis can still let go of it.
  const given = options.connection as Partial<Redis>;
  const own: Redis[] = [];
  const client = (reuse: boolean): Redis => {
    if (typeof given.duplicate === 'function') {
      if (reuse) return given as Redis;
      const copy = given.duplicate();
      copy.on('error', () => {});
      own.push(copy);
      return copy;
    }
    const fresh = new Redis({
      ...(options.connection as RedisOptions),
      maxRetriesPerRequest: null,
    });
    // Refused connections are retried by the client and reported by `ready`, not printed here.
    fresh.on('error', () => {});
    own.push(fresh);
    return fresh;
  };
  const queue = new Queue<GameTask, QueuedResult>(name, { connection: client(true) });
  // Queue events read a stream with blocking calls: a connection of their own.
  const events = new QueueEvents(name, { connection: client(false) });
  const ready = reachable(
    Promise.all([queue.waitUntilReady(), events.waitUntilReady()]).then(() => {}),
    options,
  );
  let unreachable = false;
  // Callers that never ask are told through play(); nobody is left with an unhandled rejection.
  ready.catch(() => {
    unreachable = true;
  });
  const play: PlayGame = async (task, context) => {
    await ready;
    const jobId = `${task.tournament}-${task.game.index}-${task.attempt}`;
    const job = await queue.add('game', task, {
      jobId,
      // The tournament retries failed games itself (and counts the tries); a job is one try.
      attempts: 1,
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    const finished = job.waitUntilFinished(events) as Promise<QueuedResult>;
    const stopped = new Promise<never>((_, reject) => {
      if (context.signal.aborted) reject(context.signal.reason);
      context.signal.addEventListener('abort', () => reject(context.signal.reason), { once: true });
    });
    let result: QueuedResult;
    try {
      result = await Promise.race([finished, stopped]);
    } catch (error) {
      if (context.signal.aborted) throw error;
      // The job itself failed: its worker kept dying (stalled past the limit).
      throw new GameFailedError(
        `game ${task.game.index} failed in the queue: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!result.ok)
      throw new GameFailedError(result.reason, {
        ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }),
      });
    return result.outcome;
  };
  return {
    play,
    ready: () => ready,
    async close() {
      // A graceful close waits for Redis; without one, just drop the connections.
      if (!unreachable) {
        await events.close();
        await queue.close();
      }
      for (const r of own) r.disconnect();
    },
  };
}

/** `waiting`, or `QUEUE_UNREACHABLE` after the connect timeout, naming where Redis was looked for. */
async function reachable<T>(waiting: Promise<T>, options: QueueConnection): Promise<T> {
  const ms = options.connectTimeoutMs ?? 10_000;
  const c = options.connection as { host?: string; port?: number };
  const where =
    c.host || c.port ? `${c.host ?? '127.0.0.1'}:${c.port ?? 6379}` : 'the given connection';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new TournamentError(
            'QUEUE_UNREACHABLE',
            `Redis at ${where} did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}. Start it (redis-server --port ${c.port ?? 6379}) or give the right address.`,
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([waiting, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Options of {@link startQueueWorker}. */
export interface QueueWorkerOptions extends QueueConnection {
  /** Plays one game on this machine. */
  readonly play: PlayGame;
  /** Games at once on this worker (default 1). */
  readonly concurrency?: number;
  /** Recorded with each game it plays (default host name and process id). */
  readonly id?: string;
  /**
   * How long a game's lock lasts without renewal; a worker that dies is noticed after about
   * this long and its game goes to another worker (default 30 s).
   */
  readonly lockDurationMs?: number;
  /** How often workers look for games whose worker died (default 30 s). */
  readonly stalledIntervalMs?: number;
  /** Told when a game starts and ends here. */
  readonly onEvent?: (event: {
    readonly type: 'start' | 'done' | 'failed';
    readonly task: GameTask;
    readonly reason?: string;
  }) => void;
}

/** A running queue worker. */
export interface QueueWorker {
  readonly id: string;
  /** Stops taking games; waits for games under way unless `force`. */
  close(force?: boolean): Promise<void>;
}

/**
 * A worker on any machine: takes games from the queue, plays them with `play` and sends the
 * outcome back. A game that fails (a provider kept failing) goes back as failed, and the
 * coordinator marks it so. If this process dies mid-game, the game's lock runs out and another
 * worker plays it again.
 */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const id = options.id ?? `${hostname()}:${process.pid}`;
  const stop = new AbortController();
  const worker = new Worker<GameTask, QueuedResult>(
    options.queueName ?? DEFAULT_QUEUE,
    async (job: Job<GameTask, QueuedResult>) => {
      const task = job.data;
      options.onEvent?.({ type: 'start', task });
      try {
        const outcome = await options.play(task, { signal: stop.signal });
        options.onEvent?.({ type: 'done', task });
        return { ok: true, outcome: { ...outcome, worker: outcome.worker ?? id } };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.onEvent?.({ type: 'failed', task, reason });
        const after = (error as { retryAfterMs?: unknown })?.retryAfterMs;
        return { ok: false, reason, ...(typeof after === 'number' ? { retryAfterMs: after } : {}) };
      }
    },
    {
      connection: options.connection,
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
    },
  );
  try {
    await reachable(worker.waitUntilReady(), options);
  } catch (error) {
    await worker.close(true).catch(() => {});
    throw error;
  }
  return {
    id,
    async close(force = false) {
      if (force) stop.abort(new Error('the worker is shutting down'));
      await worker.close(force);
    },
  };
}
