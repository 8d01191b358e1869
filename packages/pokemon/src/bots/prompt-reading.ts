import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { lastToolResults as lastResults } from '@playmat/agent';
import type { BotCallResult } from './types';

/**
 * Results of the tool calls of the last assistant message in a prompt, in call order, as the
 * bots read them (`createDecisionModel` gives the same as `lastResults`). Empty for a fresh run.
 */
export function lastToolResults(prompt: LanguageModelV3Prompt): BotCallResult[] {
  return lastResults(prompt).map((r) => ({
    call: { toolName: r.toolName, input: r.input },
    ok: r.ok,
    text: r.text,
  }));
}

/** True when no model turn is in the prompt yet: the first step of a run (a fresh plan). */
export function isFirstStep(prompt: LanguageModelV3Prompt): boolean {
  return !prompt.some((m) => m.role === 'assistant');
}
