import { Job, Queue, QueueEvents } from 'bullmq';
import { GameFailedError } from '../errors';
import type { Capacity } from '../runner/run-tournament';
import type { GameOutcome, GameTask, PlayGame } from '../types';
import {
  closableClients,
  DEFAULT_QUEUE,
  oneLine,
  type QueueConnection,
  reachable,
  whereIs,
} from './connection';
import { describeJob, jobIdOf } from './job-id';
import { slotsOf } from './worker-slots';

/** What a worker sends back for a game. */
export type QueuedResult =
  | { readonly ok: true; readonly outcome: GameOutcome }
  | { readonly ok: false; readonly reason: string; readonly retryAfterMs?: number };

/** Options of {@link createQueuePlayer}. */
export interface QueuePlayerOptions extends QueueConnection {
  /**
   * How often the coordinator looks at its games in Redis (finished ones whose news it missed,
   * lost ones) and counts the workers' slots (default 2 s).
   */
  readonly watchIntervalMs?: number;
  /**
   * A game Redis no longer has — it lost its data: flushed, or restarted without saving — is
   * queued again once it has been missing this long (default 10 s), once per loss.
   */
  readonly lostAfterMs?: number;
  /** Told, one line each, what went wrong on the way: a lost game queued again, Redis away. */
  readonly onWarning?: (message: string) => void;
}

/** The coordinator's side: a {@link PlayGame} that hands games to workers through the queue. */
export interface QueuePlayer {
  readonly play: PlayGame;
  /**
   * Games at once the workers ask for: the sum of the concurrency of every connected worker
   * (at least 1), kept up to date as workers come and go. Pass it as `runTournament`'s
   * `concurrency` so every worker slot has a game and no game waits in Redis for a slot.
   */
  readonly capacity: Capacity;
  /** Resolves once Redis answers; rejects with `QUEUE_UNREACHABLE` when it does not in time. */
  ready(): Promise<void>;
  /** Closes the coordinator's Redis connections (queued games stay queued); never hangs. */
  close(): Promise<void>;
}

interface Flight {
  readonly jobId: string;
  readonly task: GameTask;
  settle(result: QueuedResult | Error): void;
  /** When the job was first found missing from Redis. */
  missingSince?: number;
}

/**
 * The coordinator's side of a tournament spread over machines: each game becomes a BullMQ job
 * (id: tournament, store, game and try — see `jobIdOf`), and its result comes back as the job's
 * return value. Pass `play` and `capacity` to `runTournament`, which keeps the store; workers run
 * `startQueueWorker`.
 *
 * Redis failures have a voice: a Redis that is not there is `QUEUE_UNREACHABLE` (and `close`
 * lets go of it, so the process can exit); a Redis that lost its data is noticed — a game's job
 * missing for `lostAfterMs` — and the game is queued again, once; results whose event was
 * missed are read from the job itself.
 */
export function createQueuePlayer(options: QueuePlayerOptions): QueuePlayer {
  const name = options.queueName ?? DEFAULT_QUEUE;
  const where = whereIs(options.connection);
  const warn = options.onWarning ?? (() => {});
  const watchMs = options.watchIntervalMs ?? 2000;
  const lostAfterMs = options.lostAfterMs ?? 10_000;
  const clients = closableClients(options.connection);
  const queue = new Queue<GameTask, QueuedResult>(name, { connection: clients.client() });
  // Queue events read a stream with blocking calls: BullMQ makes a connection of its own.
  const events = new QueueEvents(name, { connection: clients.options });

  let away: string | undefined;
  /** Redis answered once: from then on, its absence is news (before, `ready` reports it). */
  let connected = false;
  const trouble = (error: unknown) => {
    if (!connected || away !== undefined || closing) return;
    away = oneLine(error);
    warn(`Redis at ${where} is not answering (${away}); waiting for it.`);
  };
  const answers = () => {
    if (away === undefined) return;
    away = undefined;
    warn(`Redis at ${where} answers again.`);
  };
  queue.on('error', trouble);
  events.on('error', trouble);

  const ready = reachable(
    Promise.all([queue.waitUntilReady(), events.waitUntilReady()]).then(() => {}),
    options,
  );
  let unreachable = false;
  // Callers that never ask are told through play(); nobody is left with an unhandled rejection.
  ready.then(
    () => {
      connected = true;
      void tick();
    },
    () => {
      unreachable = true;
    },
  );

  const flights = new Map<string, Flight>();
  events.on('completed', ({ jobId, returnvalue }) =>
    flights.get(jobId)?.settle(returnvalue as unknown as QueuedResult),
  );
  events.on('failed', ({ jobId, failedReason }) =>
    flights.get(jobId)?.settle(new Error(failedReason)),
  );

  const add = (flight: Flight) =>
    queue.add('game', flight.task, {
      jobId: flight.jobId,
      // The tournament retries failed games itself (and counts the tries); a job is one try.
      attempts: 1,
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });

  /** Settles a flight from its job in Redis (finished), or queues it again (lost). */
  const inspect = async (flight: Flight) => {
    const job = await Job.fromId<GameTask, QueuedResult>(queue, flight.jobId);
    if (!flights.has(flight.jobId)) return;
    if (!job) {
      const now = Date.now();
      flight.missingSince ??= now;
      if (now - flight.missingSince < lostAfterMs) return;
      flight.missingSince = undefined;
      warn(
        `${describeJob(flight.jobId)} is gone from Redis (it lost its data: flushed, or restarted without saving); queued again.`,
      );
      await add(flight);
      return;
    }
    flight.missingSince = undefined;
    if (!job.finishedOn) return;
    flight.settle(job.failedReason ? new Error(job.failedReason) : job.returnvalue);
  };

  let slots = 0;
  const listeners = new Set<() => void>();
  let cannotCount = false;
  const countSlots = async () => {
    const workers = await queue.getWorkers();
    // Redis without CLIENT LIST (some managed ones): the workers cannot be counted.
    if (workers.some((w) => w.rawname === undefined)) {
      if (!cannotCount)
        warn(
          `Redis at ${where} does not list its clients, so the workers cannot be counted: one game at a time unless a concurrency is given.`,
        );
      cannotCount = true;
      return;
    }
    const now = workers.reduce((n, w) => n + slotsOf(String(w.rawname)), 0);
    if (now === slots) return;
    slots = now;
    for (const l of [...listeners]) l();
  };

  let busy = false;
  let closing = false;
  const tick = async () => {
    if (busy || closing) return;
    busy = true;
    try {
      await Promise.all([...flights.values()].map(inspect));
      await countSlots();
      answers();
    } catch (error) {
      trouble(error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), watchMs);

  const play: PlayGame = async (task, context) => {
    await ready;
    const jobId = jobIdOf(task);
    const result = await new Promise<QueuedResult>((resolve, reject) => {
      const stop = () => {
        flights.delete(jobId);
        reject(context.signal.reason);
      };
      if (context.signal.aborted) return stop();
      const flight: Flight = {
        jobId,
        task,
        settle: (r) => {
          if (!flights.delete(jobId)) return;
          context.signal.removeEventListener('abort', stop);
          if (!(r instanceof Error)) return resolve(r);
          // The job itself failed: its worker kept dying (stalled past the limit).
          reject(new GameFailedError(`game ${task.game.index} failed in the queue: ${oneLine(r)}`));
        },
      };
      context.signal.addEventListener('abort', stop, { once: true });
      flights.set(jobId, flight);
      // A job that finished before we listened (a coordinator restarted on the same store).
      add(flight).then(
        // Not reached now (Redis away, the queue closing): the watch looks again, or nobody waits.
        () => inspect(flight).catch(() => {}),
        (error: unknown) =>
          flight.settle(error instanceof Error ? error : new Error(String(error))),
      );
    });
    if (!result.ok)
      throw new GameFailedError(result.reason, {
        ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }),
      });
    return result.outcome;
  };

  return {
    play,
    capacity: {
      current: () => Math.max(1, slots),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    ready: () => ready,
    async close() {
      closing = true;
      clearInterval(timer);
      for (const f of [...flights.values()])
        f.settle(new Error('the coordinator closed its queue'));
      // A graceful close waits for Redis: not for long, and not at all when it never answered.
      if (!unreachable)
        await Promise.race([
          Promise.allSettled([events.close(), queue.close()]),
          new Promise((resolve) => setTimeout(resolve, 5000).unref()),
        ]);
      clients.close();
    },
  };
}
