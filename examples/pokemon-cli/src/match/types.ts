import type { PlayerId } from '@playmat/engine';

/**
 * An event of `playMatch`, read loosely: the CLI renders what it recognises and records every
 * event verbatim, so a richer bridge never breaks the renderer or the transcript.
 */
export interface MatchEvent {
  readonly type: string;
  readonly player?: PlayerId;
  readonly turn?: number;
  readonly phase?: string;
  readonly tool?: string;
  readonly input?: unknown;
  readonly ok?: boolean;
  readonly summary?: string;
  readonly text?: string;
  readonly reason?: string;
  readonly message?: string;
  readonly [key: string]: unknown;
}

/** Token usage. */
export interface UsageTotals {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** Per role (`autonomous`, `planner`, `executor`) figures of one player. */
export interface RoleFigures {
  readonly usage: UsageTotals;
  /** US dollars, modelled from list prices (0 for the bot and unpriced models). */
  readonly cost: number;
  /** Model calls. */
  readonly calls: number;
  /** The `provider/model` ids (or `bot`) that played the role. */
  readonly modelIds?: readonly string[];
  /** True when the offline bot played the role: its token counts are estimates. */
  readonly tokensEstimated?: boolean;
}

/** Per player figures of a finished match. */
export interface PlayerFigures {
  readonly toolCalls: number;
  readonly rejected: number;
  readonly usage: UsageTotals;
  readonly cost: number;
  /** True when any role's token counts are estimates (an offline bot played it). */
  readonly tokensEstimated?: boolean;
  readonly byRole: Readonly<Record<string, RoleFigures>>;
}

/** The JSON-safe result of one match (what the transcript's last line and `--json` hold). */
export interface MatchResult {
  readonly winner: PlayerId | null;
  /** `game_over`, `turn_limit`, `stalled`, `aborted`, `failed` … */
  readonly end: string;
  readonly reason: string;
  /** Turns played (a turn counts once it has started). */
  readonly turns: number;
  readonly toolCalls: number;
  readonly rejected: number;
  /** Phases the runtime had to force forward. */
  readonly stalls: number;
  readonly perPlayer: Readonly<Record<PlayerId, PlayerFigures>>;
  /** Hash of the final engine state; `replay` recomputes it. */
  readonly stateHash: string;
  readonly aborted: boolean;
  readonly durationMs: number;
}

/** Who plays a seat, as shown in headers and tables. */
export interface Seat {
  readonly id: PlayerId;
  /** `bot`, `anthropic/claude-sonnet-4-5` … */
  readonly model: string;
  readonly planner?: string;
  readonly deck: string;
}
