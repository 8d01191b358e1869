import { configure } from 'safe-stable-stringify';
import type { Usage } from '../util/tokens';

/** How a tool call ended, as seen by the runtime. */
export type ToolCallStatus = 'ok' | 'failed' | 'cancelled' | 'repeated';

/**
 * Everything the runtime reports while it runs, for logs and UIs. Events are plain JSON-safe
 * objects (tool inputs/outputs are whatever the tools produced).
 */
export type AgentEvent =
  | { type: 'step-start'; step: number; historyMessages: number; historyChars: number }
  | {
      type: 'step-end';
      step: number;
      text: string;
      toolCalls: number;
      finishReason: string;
      usage: Usage;
    }
  | { type: 'tool-call'; step: number; toolCallId: string; toolName: string; input: unknown }
  | {
      type: 'tool-result';
      step: number;
      toolCallId: string;
      toolName: string;
      status: ToolCallStatus;
      output: unknown;
    }
  | { type: 'condense'; step: number; condensed: number; charsBefore: number; charsAfter: number }
  | { type: 'rewind'; step: number; rewinds: number; guidance: string }
  | { type: 'plan'; plans: number; plan: string }
  | { type: 'replan'; replans: number; reason: string }
  | {
      type: 'run-end';
      stopReason: string;
      stepCount: number;
      usage: Usage;
      error?: { name: string; message: string; retryAfterMs?: number };
    };

/** A transcript writer: feed it events, it writes one JSON line per event to the sink. */
export interface JsonlTranscriptWriter {
  /** Pass this as `onEvent`. */
  readonly onEvent: (event: AgentEvent) => void;
  /** Number of lines written so far. */
  readonly lines: number;
}

/**
 * Creates a JSONL transcript writer over any line sink (a file append, an array push, a
 * WebSocket send). It stays browser-safe: no file system here; apps bring the sink.
 * Each line is `{"t": <ms since epoch>, ...event}`; values JSON cannot hold (functions,
 * cycles) are replaced rather than failing the run.
 */
export function createJsonlTranscriptWriter(
  write: (line: string) => void,
  options: { now?: () => number } = {},
): JsonlTranscriptWriter {
  const now = options.now ?? Date.now;
  let lines = 0;
  return {
    onEvent(event) {
      write(`${safeJson({ t: now(), ...event })}\n`);
      lines++;
    },
    get lines() {
      return lines;
    },
  };
}

/**
 * JSON that never throws: a cycle becomes `"[circular]"` only where a value contains itself (an
 * ancestor check, so an object shared by two keys is written both times), bigints become
 * strings, errors their name and message, functions are left out.
 */
const transcriptJson = configure({
  circularValue: '[circular]',
  bigint: 'string',
  deterministic: false,
});

function safeJson(value: unknown): string {
  return transcriptJson(value, (_k, v: unknown) =>
    v instanceof Error ? { name: v.name, message: v.message } : v,
  ) as string;
}

/** Fans one event out to several listeners (any may be undefined). */
export function combineListeners(
  ...listeners: Array<((event: AgentEvent) => void) | undefined>
): (event: AgentEvent) => void {
  return (event) => {
    for (const l of listeners) l?.(event);
  };
}
