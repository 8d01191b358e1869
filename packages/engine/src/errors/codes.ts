/** Every error code `execute` can return. Stable: tools and tests switch on them. */
export const ERROR_CODES = [
  'INVALID_ACTION',
  'UNKNOWN_ACTION',
  'UNKNOWN_PLAYER',
  'UNKNOWN_ZONE',
  'CARD_NOT_FOUND',
  'AMBIGUOUS_CARD',
  'ZONE_FULL',
  'NOT_YOUR_ZONE',
  'NOT_YOUR_TURN',
  'INVALID_COUNT',
  'NOT_ENOUGH_CARDS',
  'INVALID_POSITION',
  'ZONE_NOT_SHUFFLEABLE',
  'ORDER_MISMATCH',
  'INVALID_COUNTER',
  'NO_PENDING_DECISION',
  'DECISION_PENDING',
  'NOT_YOUR_DECISION',
  'INVALID_CHOICE',
  'RULE_VIOLATION',
  'INVALID_CARD_EFFECT',
  'GAME_OVER',
] as const;

/** A stable error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A card offered when a name matched several different cards. */
export interface CardCandidate {
  /** Instance id; pass `#id` (or the bare id) to pick this one. */
  readonly id: string;
  readonly name: string;
  readonly zone: string;
  readonly counters?: Readonly<Record<string, number>>;
}

/** A rejected action, written for the one who acted. */
export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Legal alternatives, closest names, how to proceed. */
  readonly hints: readonly string[];
  readonly candidates?: readonly CardCandidate[];
  /** Set for `RULE_VIOLATION`. */
  readonly rule?: {
    readonly id: string;
    readonly code: string;
    readonly severity: 'hard' | 'soft';
  };
}

/** Builds an {@link EngineError}. */
export function engineError(
  code: ErrorCode,
  message: string,
  hints: readonly string[] = [],
  extra: Pick<EngineError, 'candidates' | 'rule'> = {},
): EngineError {
  return { code, message, hints, ...extra };
}

/** Thrown inside the engine to abort an action; `execute` turns it into a value. Never escapes. */
export class ActionRejected extends Error {
  override readonly name = 'ActionRejected';
  constructor(readonly error: EngineError) {
    super(error.message);
  }
}

/** Throws {@link ActionRejected}; handlers use it to bail out from deep helpers. */
export function reject(
  code: ErrorCode,
  message: string,
  hints: readonly string[] = [],
  extra: Pick<EngineError, 'candidates' | 'rule'> = {},
): never {
  throw new ActionRejected(engineError(code, message, hints, extra));
}

/** Thrown by `createInitialState` for an invalid setup (programming error, not a game move). */
export class PlaymatSetupError extends Error {
  override readonly name = 'PlaymatSetupError';
}
