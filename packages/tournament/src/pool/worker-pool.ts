import { Worker } from 'node:worker_threads';
import { GameFailedError, TournamentError } from '../errors';
import type { GameOutcome, GameTask, PlayContext, PlayGame } from '../types';
import type { FromGameWorker, ToGameWorker } from './protocol';

/** Options of {@link createWorkerPool}. */
export interface WorkerPoolOptions {
  /** The worker module: it calls `serveGames(play)`. */
  readonly module: URL | string;
  /** Worker threads (games at once). */
  readonly size: number;
  /** Handed to every worker as `workerData`. */
  readonly workerData?: unknown;
  /** Node flags of the workers (default none, not the parent's). */
  readonly execArgv?: readonly string[];
  /** Told when a worker died and was replaced. */
  readonly onCrash?: (info: { readonly game: number | null; readonly message: string }) => void;
}

/** Worker threads that play games: a {@link PlayGame} for `runTournament`. */
export interface WorkerPool {
  readonly play: PlayGame;
  /** Worker threads alive now (always `size` until closed). */
  readonly size: number;
  /** Workers that died and were replaced so far. */
  readonly crashes: number;
  /** Stops every worker. */
  close(): Promise<void>;
}

interface Job {
  readonly id: number;
  readonly task: GameTask;
  readonly resolve: (outcome: GameOutcome) => void;
  readonly reject: (error: unknown) => void;
  readonly signal: AbortSignal;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** A replacement is under way (the worker exited or errored). */
  dead: boolean;
}

/**
 * A pool of worker threads that play games in parallel, one game per worker at a time. A worker
 * that crashes (an uncaught error, `process.exit`, out of memory) fails only the game it was
 * playing — with that game's number, as a `WORKER_CRASHED` error the tournament retries — and is
 * replaced at once, so the pool never shrinks. A game whose stop signal fires ends its worker
 * (and gets a fresh one in its place).
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  if (!Number.isSafeInteger(options.size) || options.size < 1)
    throw new TournamentError(
      'INVALID_PLAN',
      `A worker pool needs a size of at least 1; got ${options.size}.`,
    );
  const waiting: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 0;
  let crashes = 0;
  let closed = false;
  let crashesInARow = 0;
  let broken: TournamentError | undefined;

  const spawn = (slot?: Slot): Slot => {
    const worker = new Worker(options.module, {
      workerData: options.workerData,
      execArgv: [...(options.execArgv ?? [])],
    });
    const s: Slot = slot ?? { worker, job: null, dead: false };
    s.worker = worker;
    s.job = null;
    s.dead = false;
    worker.on('message', (message: FromGameWorker) => {
      const job = s.job;
      if (!job || message.id !== job.id) return;
      s.job = null;
      crashesInARow = 0;
      if (message.type === 'result') job.resolve(message.outcome);
      else
        job.reject(
          new GameFailedError(message.message, {
            ...(message.retryAfterMs === undefined ? {} : { retryAfterMs: message.retryAfterMs }),
          }),
        );
      assign();
    });
    let why = 'exited';
    worker.on('error', (error) => {
      why = `${error.name}: ${error.message}`;
    });
    worker.on('exit', (code) => {
      if (s.worker !== worker || closed) return;
      s.dead = true;
      const job = s.job;
      s.job = null;
      if (job?.signal.aborted) job.reject(job.signal.reason ?? new Error('aborted'));
      else {
        crashes++;
        crashesInARow++;
        const message = `the worker playing game ${job ? job.task.game.index : '(none)'} died (${why === 'exited' ? `exit code ${code}` : why})`;
        options.onCrash?.({ game: job ? job.task.game.index : null, message });
        job?.reject(
          new TournamentError('WORKER_CRASHED', `${message}; the game will be played again.`),
        );
      }
      // A worker that cannot even start would be replaced forever: give up on the waiting games.
      if (crashesInARow > options.size * 3) {
        broken = new TournamentError(
          'WORKER_CRASHED',
          `Worker threads keep dying (${crashesInARow} in a row, last: ${why}); check the worker module ${String(options.module)}.`,
        );
        for (const j of waiting.splice(0)) j.reject(broken);
        return;
      }
      spawn(s);
      assign();
    });
    return s;
  };

  const assign = () => {
    for (const slot of slots) {
      if (slot.job || slot.dead) continue;
      const job = waiting.shift();
      if (!job) return;
      if (job.signal.aborted) {
        job.reject(job.signal.reason ?? new Error('aborted'));
        continue;
      }
      slot.job = job;
      slot.worker.postMessage({ type: 'play', id: job.id, task: job.task } satisfies ToGameWorker);
    }
  };

  for (let i = 0; i < options.size; i++) slots.push(spawn());

  const play: PlayGame = (task: GameTask, context: PlayContext) =>
    new Promise<GameOutcome>((resolve, reject) => {
      if (closed || broken) {
        reject(broken ?? new Error('The worker pool is closed.'));
        return;
      }
      const job: Job = { id: nextId++, task, resolve, reject, signal: context.signal };
      context.signal.addEventListener(
        'abort',
        () => {
          const at = waiting.indexOf(job);
          if (at >= 0) {
            waiting.splice(at, 1);
            reject(context.signal.reason ?? new Error('aborted'));
            return;
          }
          const slot = slots.find((s) => s.job === job);
          if (slot) void slot.worker.terminate();
        },
        { once: true },
      );
      waiting.push(job);
      assign();
    });

  return {
    play,
    get size() {
      return closed ? 0 : slots.length;
    },
    get crashes() {
      return crashes;
    },
    async close() {
      closed = true;
      for (const j of waiting.splice(0)) j.reject(new Error('The worker pool was closed.'));
      for (const s of slots) s.job?.reject(new Error('The worker pool was closed.'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
