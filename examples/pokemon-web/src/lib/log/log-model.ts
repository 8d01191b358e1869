import type { MatchResult, PlayerId } from '../view';

/** Outcome of one AI tool call, as the tool reported it. */
export type ToolOutcome = { ok: true; summary: string } | { ok: false; error: string };

/**
 * One thing that happened in a match, in the order it happened. The driver emits these;
 * the log panel renders them.
 */
export type LogEvent =
  | { kind: 'turn'; turn: number; player: PlayerId }
  | {
      kind: 'action';
      player: PlayerId;
      /** A whole sentence in the players' words ("Player 1 attached …"). */
      text: string;
      source: 'ui' | 'ai' | 'script';
      /** What a player watches for: a Knock Out, a coin flip, damage. */
      tone?: 'knock-out' | 'flip' | 'damage';
    }
  | { kind: 'tool-call'; player: PlayerId; tool: string; input: string; outcome: ToolOutcome }
  | { kind: 'plan'; player: PlayerId; plan: string; revision: number }
  | { kind: 'replan'; player: PlayerId; reason: string }
  /** A whole sentence, like an action's. */
  | { kind: 'decision'; player: PlayerId; text: string }
  | { kind: 'error'; player?: PlayerId; text: string }
  | { kind: 'result'; result: MatchResult };

/** Every kind of log event. */
export type LogKind = LogEvent['kind'];

/** A log event with its position in the match. */
export type LogEntry = LogEvent & { seq: number };

/** The match log: the newest `cap` entries, and how many older ones were dropped. */
export interface MatchLog {
  readonly entries: readonly LogEntry[];
  readonly nextSeq: number;
  readonly dropped: number;
  readonly cap: number;
}

/** Default number of entries kept; a long AI match emits thousands of tool calls. */
export const DEFAULT_LOG_CAP = 2000;

/** An empty log keeping at most `cap` entries. */
export function createLog(cap: number = DEFAULT_LOG_CAP): MatchLog {
  if (!Number.isInteger(cap) || cap < 1) {
    throw new RangeError(`Log cap must be a positive integer, got ${cap}.`);
  }
  return { entries: [], nextSeq: 0, dropped: 0, cap };
}

/** A new log with `event` appended; the oldest entries go once the cap is reached. */
export function appendLog(log: MatchLog, event: LogEvent): MatchLog {
  const entry = { ...event, seq: log.nextSeq } as LogEntry;
  const overflow = Math.max(0, log.entries.length + 1 - log.cap);
  const entries = [...log.entries.slice(overflow), entry];
  return { ...log, entries, nextSeq: log.nextSeq + 1, dropped: log.dropped + overflow };
}

/** Which entries to show. Empty/absent fields mean "all". */
export interface LogFilter {
  kinds?: readonly LogKind[];
  player?: PlayerId;
}

/** The entries matching `filter`, oldest first. Entries with no player match any player. */
export function filterLog(log: MatchLog, filter: LogFilter): LogEntry[] {
  return log.entries.filter((e) => {
    if (filter.kinds && filter.kinds.length > 0 && !filter.kinds.includes(e.kind)) return false;
    if (filter.player !== undefined && 'player' in e && e.player !== undefined) {
      return e.player === filter.player;
    }
    return true;
  });
}

/** Per-player counts for the summary line under the log. */
export interface PlayerLogStats {
  toolCalls: number;
  failedToolCalls: number;
  plans: number;
  replans: number;
}

/** Counts over the entries still in the log. */
export function logStats(log: MatchLog): Record<PlayerId, PlayerLogStats> {
  const stats: Record<PlayerId, PlayerLogStats> = {};
  const of = (p: PlayerId) => {
    stats[p] ??= { toolCalls: 0, failedToolCalls: 0, plans: 0, replans: 0 };
    return stats[p];
  };
  for (const e of log.entries) {
    if (e.kind === 'tool-call') {
      const s = of(e.player);
      s.toolCalls++;
      if (!e.outcome.ok) s.failedToolCalls++;
    } else if (e.kind === 'plan') of(e.player).plans++;
    else if (e.kind === 'replan') of(e.player).replans++;
  }
  return stats;
}

/** One readable line for an entry; `name` turns player ids into the names players read. */
export function formatLogEntry(e: LogEvent, name: (player: PlayerId) => string = (p) => p): string {
  switch (e.kind) {
    case 'turn':
      return `Turn ${e.turn} — ${name(e.player)}`;
    case 'action':
    case 'decision':
      return e.text;
    case 'tool-call': {
      const result = e.outcome.ok ? `ok: ${e.outcome.summary}` : `failed: ${e.outcome.error}`;
      return `${name(e.player)} → ${e.tool}(${e.input}) ${result}`;
    }
    case 'plan':
      return `${name(e.player)}'s ${e.revision === 0 ? 'plan' : `plan (revision ${e.revision})`}:\n${e.plan}`;
    case 'replan':
      return `${name(e.player)} asks for a new plan: ${e.reason}`;
    case 'error':
      return e.player ? `${name(e.player)}: ${e.text}` : `Error: ${e.text}`;
    case 'result':
      return e.result.winner
        ? `${name(e.result.winner)} wins — ${e.result.reason}`
        : `Draw — ${e.result.reason}`;
  }
}
