/** Stable codes of {@link TournamentError}. */
export type TournamentErrorCode =
  /** The plan cannot be played: too few entrants, duplicate ids, a bad round count or seed. */
  | 'INVALID_PLAN'
  /** The store holds another tournament than the one asked for. */
  | 'STORE_MISMATCH'
  /**
   * The store file cannot be used: it cannot be read, it is damaged, it is not SQLite, or it is
   * another program's SQLite database (left as it is).
   */
  | 'STORE_UNREADABLE'
  /** The store cannot be written: its folder cannot be made or written, or the file is read-only. */
  | 'STORE_NOT_WRITABLE'
  /**
   * Writing the store failed mid-run (a full disk, an I/O error, a short write): the file is as it
   * was after the last finished game, and the run stops.
   */
  | 'STORE_WRITE_FAILED'
  /** Another live process has the store open. */
  | 'STORE_LOCKED'
  /** A game's outcome names a winner or seats that are not the game's. */
  | 'INVALID_OUTCOME'
  /** A worker thread or process died while it played a game. */
  | 'WORKER_CRASHED'
  /** A report file (`writeReport`) could not be written. */
  | 'REPORT_WRITE_FAILED'
  /** The queue's Redis did not answer in time. */
  | 'QUEUE_UNREACHABLE';

/**
 * An error of the tournament runner. The message says what was wrong and what would be right;
 * `code` is stable for programs.
 */
export class TournamentError extends Error {
  override readonly name = 'TournamentError';
  /** What went wrong, for programs. */
  readonly code: TournamentErrorCode;

  constructor(code: TournamentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Thrown by a game runner when a game could not be played to an end (a provider kept failing,
 * a rate limit, a crash). The tournament marks the game failed — never lost — and tries it
 * again later; `retryAfterMs` (a provider's Retry-After) delays the next try.
 */
export class GameFailedError extends Error {
  override readonly name = 'GameFailedError';
  /** Wait at least this long before trying the game again. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options?: { retryAfterMs?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** Whether `error` is a {@link TournamentError} (also across module copies). */
export function isTournamentError(error: unknown): error is TournamentError {
  return error instanceof Error && error.name === 'TournamentError' && 'code' in error;
}
