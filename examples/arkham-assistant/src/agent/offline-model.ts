import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { createScriptedModel, type ScriptedModel } from '@playmat/agent/test';

/** A tool result as the model sees it in its prompt. */
export interface SeenToolResult {
  toolName: string;
  output: unknown;
}

/** Tool results in a prompt, oldest first (JSON outputs parsed, text kept as text). */
export function toolResultsInPrompt(prompt: LanguageModelV3Prompt): SeenToolResult[] {
  const results: SeenToolResult[] = [];
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      const out = part.output as { type: string; value?: unknown };
      results.push({ toolName: part.toolName, output: out.value ?? out });
    }
  }
  return results;
}

/**
 * An offline stand-in for a subagent's model: the first step calls the planned tools, the
 * second writes its answer from the tool results in its prompt. Deterministic, no network.
 */
export function createOfflineSubagentModel(
  plan: Array<{ toolName: string; input: unknown }>,
  answer: (results: SeenToolResult[]) => string,
): ScriptedModel {
  return createScriptedModel(
    ({ prompt, step }) =>
      step === 1 && plan.length
        ? { toolCalls: plan }
        : { text: answer(toolResultsInPrompt(prompt)) },
    { provider: 'offline', modelId: 'scripted-subagent' },
  );
}
