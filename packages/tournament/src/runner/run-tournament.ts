import { GameFailedError, TournamentError } from '../errors';
import { buildReport, type TournamentReport } from '../report/standings';
import type { TournamentStore } from '../store/sqlite-store';
import type {
  Entrant,
  GameOutcome,
  GameTask,
  PlayGame,
  ScheduledGame,
  TournamentPlan,
} from '../types';

/** Options of {@link runTournament}. */
export interface RunTournamentOptions {
  /** Where games and results live; opened on `plan` (a store of another plan is refused). */
  readonly store: TournamentStore;
  readonly plan: TournamentPlan;
  /** Plays one game: in this process, on a worker pool, or through a queue to other machines. */
  readonly play: PlayGame;
  /**
   * Games at once (default 1): a number, or a {@link Capacity} that changes while the tournament
   * runs — a queue's workers, who come and go (`createQueuePlayer(…).capacity`).
   */
  readonly concurrency?: number | Capacity;
  /**
   * Games at once per provider (`{ anthropic: 2 }`), on top of `concurrency`. A game counts
   * once for each distinct provider among its seats. Providers not listed have no own limit.
   */
  readonly providerConcurrency?: Readonly<Record<string, number>>;
  /** Tries per game in this run before it is left failed (default 3). */
  readonly maxAttempts?: number;
  /** Wait before try `attempt + 1` after try `attempt` failed (default 1 s, doubling, at most 30 s). */
  readonly retryDelayMs?: (attempt: number) => number;
  /** Play games that failed in an earlier run again (default true). */
  readonly retryFailed?: boolean;
  /** Stop starting games; games under way get the signal and are played again next run. */
  readonly signal?: AbortSignal;
  /** Told when the run resumes, and when each game starts, ends or fails. */
  readonly onEvent?: (event: TournamentEvent) => void;
}

/** How many games may be under way at once, changing as the tournament runs. */
export interface Capacity {
  /** Games at once now (at least 1). */
  current(): number;
  /** Calls `listener` whenever `current()` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Progress of {@link runTournament}. */
export type TournamentEvent =
  | {
      readonly type: 'resume';
      readonly tournament: string;
      readonly finished: number;
      readonly pending: number;
    }
  | { readonly type: 'game_start'; readonly game: ScheduledGame; readonly attempt: number }
  | {
      readonly type: 'game_end';
      readonly game: ScheduledGame;
      readonly attempt: number;
      readonly outcome: GameOutcome;
    }
  | {
      readonly type: 'game_failed';
      readonly game: ScheduledGame;
      readonly attempt: number;
      readonly reason: string;
      /** When the game will be tried again in this run, in ms; absent when it will not. */
      readonly retryInMs?: number;
    };

/** What {@link runTournament} did. */
export interface RunTournamentResult {
  readonly tournament: string;
  /** Games finished in this run. */
  readonly played: number;
  /** Games whose last try in this run failed. */
  readonly failed: number;
  /** Games that already had a result when the run began. */
  readonly alreadyFinished: number;
  readonly interrupted: boolean;
  /** Standings over every finished game in the store. */
  readonly report: TournamentReport;
}

interface Queued {
  readonly game: ScheduledGame;
  /** Tries so far, earlier runs included. */
  tries: number;
  triesThisRun: number;
  notBefore: number;
}

/**
 * Plays every game of `plan` that has no result in `store` yet, writing each result as the game
 * ends — so an interrupted tournament (Ctrl-C, `kill -9`, a lost machine) resumes where it
 * stopped when run again with the same store: finished games are never played again, a game cut
 * off mid-way is played again from its seed. A game whose runner throws is marked failed (not
 * lost, not a loss) and tried again after a delay. A provider's Retry-After (a
 * `GameFailedError`'s `retryAfterMs`) holds back that provider's next game, whatever became of
 * the game that got it. When the store cannot be written (`STORE_WRITE_FAILED`), games under
 * way are stopped and the run rejects with that error: the store keeps what was finished.
 */
export async function runTournament(options: RunTournamentOptions): Promise<RunTournamentResult> {
  const { store, plan, play, signal } = options;
  const capacity = capacityOf(options.concurrency ?? 1);
  const maxAttempts = positive('maxAttempts', options.maxAttempts ?? 3);
  const limits = options.providerConcurrency ?? {};
  for (const [provider, n] of Object.entries(limits))
    positive(`providerConcurrency.${provider}`, n);
  const retryDelay =
    options.retryDelayMs ?? ((attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1)));
  const emit = options.onEvent ?? (() => {});
  const tournament = store.open(plan);
  const storeId = store.id;
  const entrants = new Map<string, Entrant>(plan.entrants.map((e) => [e.id, e]));
  const settings = plan.settings ?? null;
  const pending = store.pending({ retryFailed: options.retryFailed ?? true });
  const alreadyFinished =
    plan.games.length - store.pending({ retryFailed: false }).length - store.failures().length;
  emit({ type: 'resume', tournament, finished: alreadyFinished, pending: pending.length });

  const queue: Queued[] = pending.map((game) => ({
    game,
    tries: store.attempts(game.index),
    triesThisRun: 0,
    notBefore: 0,
  }));
  const running = new Map<string, number>();
  /** Games under way, to stop them when the store fails. */
  const underWay = new Set<AbortController>();
  const pausedUntil = new Map<string, number>();
  let active = 0;
  let played = 0;
  let failedLast = 0;
  let fatal: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const providersOf = (game: ScheduledGame) => [
    ...new Set(game.seats.map((s) => entrants.get(s)?.provider).filter((p): p is string => !!p)),
  ];

  await new Promise<void>((resolve) => {
    const stopped = () => signal?.aborted === true || fatal !== undefined;
    const unsubscribe = capacity.subscribe(() => pump());
    const finish = () => {
      unsubscribe();
      resolve();
    };
    const pump = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (stopped() || queue.length === 0) {
        if (active === 0) finish();
        return;
      }
      const now = Date.now();
      const concurrency = Math.max(1, capacity.current());
      let soonest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < queue.length && active < concurrency; i++) {
        const item = queue[i]!;
        const providers = providersOf(item.game);
        const readyAt = Math.max(item.notBefore, ...providers.map((p) => pausedUntil.get(p) ?? 0));
        if (readyAt > now) {
          soonest = Math.min(soonest, readyAt - now);
          continue;
        }
        if (providers.some((p) => (running.get(p) ?? 0) >= (limits[p] ?? Number.POSITIVE_INFINITY)))
          continue;
        queue.splice(i--, 1);
        start(item, providers);
      }
      if (soonest < Number.POSITIVE_INFINITY) timer = setTimeout(pump, soonest);
      else if (active === 0 && queue.length === 0) finish();
    };
    const start = (item: Queued, providers: string[]) => {
      active++;
      for (const p of providers) running.set(p, (running.get(p) ?? 0) + 1);
      const attempt = item.tries + 1;
      const task: GameTask = {
        tournament,
        storeId,
        game: item.game,
        entrants: item.game.seats.map((s) => entrants.get(s)!),
        settings,
        attempt,
      };
      emit({ type: 'game_start', game: item.game, attempt });
      const controller = new AbortController();
      underWay.add(controller);
      const forward = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', forward, { once: true });
      const failed = (error: unknown) => {
        // Cut off by the stop: neither a result nor a failure; the next run plays it again.
        if (stopped()) return;
        const reason = error instanceof Error ? error.message : String(error);
        const after = retryAfterOf(error);
        const now = Date.now();
        // The provider asked for a pause: its next game waits, whether or not this one is retried.
        if (after !== undefined)
          for (const p of providers)
            pausedUntil.set(p, Math.max(pausedUntil.get(p) ?? 0, now + after));
        store.recordFailure(item.game.index, reason, attempt);
        item.tries = attempt;
        item.triesThisRun++;
        if (item.triesThisRun >= maxAttempts) {
          failedLast++;
          emit({ type: 'game_failed', game: item.game, attempt, reason });
          return;
        }
        const wait = Math.max(0, after ?? retryDelay(attempt));
        item.notBefore = now + wait;
        queue.push(item);
        queue.sort((a, b) => a.game.index - b.game.index);
        emit({ type: 'game_failed', game: item.game, attempt, reason, retryInMs: wait });
      };
      Promise.resolve()
        .then(() => play(task, { signal: controller.signal }))
        .then(
          (outcome) => {
            try {
              checkOutcome(item.game, outcome);
            } catch (error) {
              failed(error);
              return;
            }
            // A runner that reports a failed game instead of throwing: still a failure, not a result.
            if (outcome.end === 'failed') {
              failed(
                new GameFailedError(outcome.reason || 'the game failed', {
                  ...(outcome.retryAfterMs === undefined
                    ? {}
                    : { retryAfterMs: outcome.retryAfterMs }),
                }),
              );
              return;
            }
            store.recordResult(item.game.index, outcome, attempt);
            played++;
            emit({ type: 'game_end', game: item.game, attempt, outcome });
          },
          (error: unknown) => failed(error),
        )
        .catch((error: unknown) => {
          // The store could not be written (disk full, …): stop every game, and report it.
          fatal ??= error;
          for (const c of underWay) c.abort(error);
        })
        .finally(() => {
          underWay.delete(controller);
          signal?.removeEventListener('abort', forward);
          active--;
          for (const p of providers) running.set(p, (running.get(p) ?? 1) - 1);
          pump();
        });
    };
    signal?.addEventListener('abort', pump, { once: true });
    pump();
  });
  if (timer) clearTimeout(timer);
  if (fatal !== undefined) throw fatal;
  const report = buildReport(tournament, plan, store.results(), store.failures());
  return {
    tournament,
    played,
    failed: failedLast,
    alreadyFinished,
    interrupted: signal?.aborted === true,
    report,
  };
}

/** Throws `INVALID_OUTCOME` unless the winner is seated (or null) and seats match the game. */
function checkOutcome(game: ScheduledGame, outcome: GameOutcome): void {
  const problem =
    outcome === null || typeof outcome !== 'object'
      ? `it returned ${String(outcome)} instead of an outcome`
      : outcome.winner !== null && !game.seats.includes(outcome.winner)
        ? `the winner "${outcome.winner}" is not seated (seats: ${game.seats.join(', ')})`
        : outcome.seats?.length !== game.seats.length ||
            outcome.seats.some((s, i) => s.entrant !== game.seats[i])
          ? `its seats (${(outcome.seats ?? []).map((s) => s.entrant).join(', ')}) are not the game's (${game.seats.join(', ')}) in order`
          : undefined;
  if (problem)
    throw new TournamentError(
      'INVALID_OUTCOME',
      `Game ${game.index}: the game runner's outcome is wrong: ${problem}.`,
    );
}

/** A fixed number of games at once as a {@link Capacity}, checked. */
function capacityOf(concurrency: number | Capacity): Capacity {
  if (typeof concurrency !== 'number') return concurrency;
  const n = positive('concurrency', concurrency);
  return { current: () => n, subscribe: () => () => {} };
}

/** A provider's Retry-After carried by a failure (a `GameFailedError`, or any error that has it). */
function retryAfterOf(error: unknown): number | undefined {
  const after =
    error instanceof GameFailedError
      ? error.retryAfterMs
      : (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof after === 'number' && after >= 0 ? after : undefined;
}

function positive(name: string, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new TournamentError(
      'INVALID_PLAN',
      `${name} must be a whole number of at least 1; got ${n}.`,
    );
  return n;
}
