import type { CardRegistry } from '../cards/registry';
import type { Board } from './board';
import type { BotCall } from './types';

/** What a deferred step sees: the fresh board and the result of the call just before it. */
export interface StepContext {
  readonly board: Board;
  readonly registry: CardRegistry;
  readonly lastOk: boolean;
  readonly lastText: string;
  /** Tools offered in this call. */
  readonly toolNames: readonly string[];
}

/**
 * One step of a multi-call play: a call, or a function that decides the next calls once the
 * previous result is known (what a search found, how a coin landed).
 */
export type Step = BotCall | ((ctx: StepContext) => Step[]);

/** A play: the call that starts it and what follows when it succeeds. */
export interface Play {
  readonly call: BotCall;
  readonly followUps?: readonly Step[];
  /** Short reason, used in plans and logs. */
  readonly why: string;
}

/** Builds a call. */
export function call(toolName: string, input: Record<string, unknown> = {}): BotCall {
  return { toolName, input };
}

/** A stable key for a call, to remember rejected ones. */
export function callKey(c: BotCall): string {
  const keys = Object.keys(c.input).sort();
  return `${c.toolName}(${keys.map((k) => `${k}=${JSON.stringify(c.input[k])}`).join(',')})`;
}
