/** A JSON value (what a store and a queue can carry). */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** Who takes part: a model, a bot, a person's program. */
export interface Entrant {
  /** Unique within the tournament; what tables and ratings are keyed by. */
  readonly id: string;
  /**
   * Whose rate limits this entrant uses (`anthropic`, `openai` …); games of the same provider
   * share its concurrency limit. Absent: no provider limit.
   */
  readonly provider?: string;
  /** Whatever the game runner needs to build this entrant's player (model id, mode …). */
  readonly config?: JsonValue;
}

/** One game of a schedule. */
export interface ScheduledGame {
  /** 0-based position in the schedule; the game's identity in the store. */
  readonly index: number;
  /** Round of the schedule; every pairing plays the same seed in a round. */
  readonly round: number;
  readonly seed: number;
  /** Entrant ids in seat order (seat 0 moves first where the game lets the seat decide). */
  readonly seats: readonly string[];
}

/** A whole tournament: who plays, every game, and settings every game shares. */
export interface TournamentPlan {
  readonly entrants: readonly Entrant[];
  readonly games: readonly ScheduledGame[];
  /** Game settings shared by every game (decks, turn limit, rules …), handed to the runner. */
  readonly settings?: JsonValue;
}

/** What a game runner is handed: everything needed to play one game on any machine. */
export interface GameTask {
  /** Id of the tournament (a digest of its plan). */
  readonly tournament: string;
  /**
   * Id of the store that keeps the results (random, made with the store): a new store of the
   * same plan is a new series of games, so queues key their jobs by it.
   */
  readonly storeId: string;
  readonly game: ScheduledGame;
  /** The seated entrants, in seat order. */
  readonly entrants: readonly Entrant[];
  readonly settings: JsonValue | null;
  /** 1 for the first try of this game, 2 for the second … */
  readonly attempt: number;
}

/** What one seat did in a game. */
export interface SeatFigures {
  readonly entrant: string;
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** US dollars. */
  readonly cost: number;
  /** Tool calls made. */
  readonly calls: number;
  /**
   * Tool calls refused (illegal actions): input that failed the tool's schema, a tool that does
   * not exist or is not offered, or a call the tool or the game's rules turned down.
   */
  readonly rejected: number;
  /** Card effects this seat carried out by hand, unchecked by the game (absent: none). */
  readonly unverified?: number;
  /** Turns this seat started (the game's turns when absent). */
  readonly turns?: number;
  /** Seconds this seat spent acting (the game's duration when absent). */
  readonly seconds?: number;
}

/** How a played game ended. */
export interface GameOutcome {
  /** Entrant id of the winner, or `null` (a draw, a turn limit). */
  readonly winner: string | null;
  /** `game_over`, `turn_limit` … (`failed` makes the game a failure, like throwing `GameFailedError`). */
  readonly end: string;
  readonly reason: string;
  readonly turns: number;
  readonly durationMs: number;
  /** One entry per seat, in seat order. */
  readonly seats: readonly SeatFigures[];
  /** Where the game's transcript was written, if anywhere. */
  readonly transcript?: string;
  /** Which worker played it, if known. */
  readonly worker?: string;
  /**
   * With `end: 'failed'`: how long the provider asked to wait (a 429's Retry-After), in ms. The
   * provider's next game waits that long.
   */
  readonly retryAfterMs?: number;
}

/** Plays one game. Throw `GameFailedError` for a game that could not be played to an end. */
export type PlayGame = (task: GameTask, context: PlayContext) => Promise<GameOutcome>;

/** What a {@link PlayGame} gets besides the task. */
export interface PlayContext {
  /** Aborted when the tournament stops (Ctrl-C): end the game soon and throw. */
  readonly signal: AbortSignal;
}

/** A finished game as stored. */
export interface GameRecord extends ScheduledGame {
  readonly outcome: GameOutcome;
  /** Tries it took (1 = first time). */
  readonly attempts: number;
  /** ISO time it was written. */
  readonly finishedAt: string;
}

/** A game whose last try failed, as stored. */
export interface FailedGame extends ScheduledGame {
  readonly reason: string;
  readonly attempts: number;
}
