import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import type { GameTask, PlayGame } from '../types';
import {
  closableClients,
  DEFAULT_QUEUE,
  oneLine,
  type QueueConnection,
  reachable,
  whereIs,
} from './connection';
import { describeJob } from './job-id';
import type { QueuedResult } from './queue-player';
import { workerName } from './worker-slots';

/** Options of {@link startQueueWorker}. */
export interface QueueWorkerOptions extends QueueConnection {
  /** Plays one game on this machine. */
  readonly play: PlayGame;
  /** Games at once on this worker (default 1); the coordinator keeps this many queued for it. */
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
  /**
   * Told, one line each, what went wrong on the way: Redis away and back, a game Redis lost
   * while it was played here (default: `console.warn`). BullMQ's own errors come with stack
   * traces; these do not.
   */
  readonly onWarning?: (message: string) => void;
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
 * worker plays it again. Its Redis connection carries its concurrency, so the coordinator keeps
 * as many games queued as the workers take.
 */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const id = options.id ?? `${hostname()}:${process.pid}`;
  const concurrency = options.concurrency ?? 1;
  const where = whereIs(options.connection);
  const warn = options.onWarning ?? ((message: string) => console.warn(`worker ${id}: ${message}`));
  const stop = new AbortController();
  const clients = closableClients(options.connection);
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
      connection: clients.options,
      name: workerName(id, concurrency),
      concurrency,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
    },
  );
  let away = false;
  /** Redis answered once: from then on, its absence is news (before, the start reports it). */
  let connected = false;
  /** Warnings about a job already given (BullMQ reports some failures twice). */
  const told = new Set<string>();
  worker.on('error', (error) => {
    const line = oneLine(error);
    const job = /for job (\S+?)\.? /.exec(`${line} `)?.[1];
    if (job && told.has(line)) return;
    if (job) told.add(line);
    if (job)
      warn(
        /^Missing (key|lock)/.test(line)
          ? `${describeJob(job)}: Redis lost it while it was played here (flushed, or restarted without saving), so its result could not be handed in; the coordinator queues it again. (${line})`
          : `${describeJob(job)}: ${line}`,
      );
    else if (connected && !away) {
      away = true;
      warn(`Redis at ${where} is not answering (${line}); waiting for it.`);
    }
  });
  worker.on('ready', () => {
    if (!away) return;
    away = false;
    warn(`Redis at ${where} answers again.`);
  });
  worker.on('failed', (job, error) => {
    if (job) warn(`${describeJob(String(job.id))} failed in the queue: ${oneLine(error)}`);
  });
  try {
    await reachable(worker.waitUntilReady(), options);
    connected = true;
  } catch (error) {
    // Not `worker.close()`: BullMQ's close of a connection still trying to connect drops its
    // error listeners, and the connect error then reaches nobody — an unhandled rejection that
    // ends the process. Stopped from retrying, each connection ends on its own and reports here.
    clients.close();
    throw error;
  }
  return {
    id,
    async close(force = false) {
      if (force) stop.abort(new Error('the worker is shutting down'));
      await worker.close(force);
      clients.close();
    },
  };
}
