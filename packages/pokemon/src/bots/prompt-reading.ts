import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { BotCall, BotCallResult } from './types';

type Part = { type: string; [k: string]: unknown };

/** Text of a tool-result output as the model reads it. */
function outputText(output: unknown): { text: string; failed: boolean } {
  const o = output as { type?: string; value?: unknown; reason?: string } | undefined;
  switch (o?.type) {
    case 'text':
      return {
        text: String(o.value),
        failed: /^(error|cancelled because)\b/i.test(String(o.value)),
      };
    case 'error-text':
      return { text: String(o.value), failed: true };
    case 'json': {
      const v = o.value as { ok?: unknown; success?: unknown } | null;
      return {
        text: JSON.stringify(o.value),
        failed: !!v && typeof v === 'object' && (v.ok === false || v.success === false),
      };
    }
    case 'error-json':
      return { text: JSON.stringify(o.value), failed: true };
    case 'execution-denied':
      return { text: `denied ${o.reason ?? ''}`, failed: true };
    case 'content':
      return { text: JSON.stringify(o.value), failed: false };
    default:
      return { text: JSON.stringify(output ?? ''), failed: false };
  }
}

function parseInput(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return JSON.parse(input) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return (input ?? {}) as Record<string, unknown>;
}

/**
 * Results of the tool calls of the last assistant message in a prompt, in call order. Empty
 * for a fresh run (no assistant message yet).
 */
export function lastToolResults(prompt: LanguageModelV3Prompt): BotCallResult[] {
  let lastAssistant = -1;
  prompt.forEach((m, i) => {
    if (m.role === 'assistant') lastAssistant = i;
  });
  if (lastAssistant < 0) return [];
  const calls = new Map<string, BotCall>();
  const order: string[] = [];
  for (const part of (prompt[lastAssistant] as unknown as { content: Part[] }).content) {
    if (part.type !== 'tool-call') continue;
    const id = String(part.toolCallId);
    calls.set(id, { toolName: String(part.toolName), input: parseInput(part.input) });
    order.push(id);
  }
  const results = new Map<string, BotCallResult>();
  for (const m of prompt.slice(lastAssistant + 1)) {
    if (m.role !== 'tool') continue;
    for (const part of m.content as unknown as Part[]) {
      if (part.type !== 'tool-result') continue;
      const id = String(part.toolCallId);
      const c = calls.get(id) ?? { toolName: String(part.toolName), input: {} };
      const { text, failed } = outputText(part.output);
      results.set(id, { call: c, ok: !failed, text });
    }
  }
  return order.flatMap((id) => {
    const r = results.get(id);
    return r ? [r] : [];
  });
}

/** All text of user and system messages, newest last (for plans and replan reasons). */
export function promptText(
  prompt: LanguageModelV3Prompt,
  roles: readonly string[] = ['system', 'user'],
): string {
  const out: string[] = [];
  for (const m of prompt) {
    if (!roles.includes(m.role)) continue;
    if (typeof m.content === 'string') out.push(m.content);
    else
      for (const p of m.content as unknown as Part[])
        if (p.type === 'text') out.push(String(p.text));
  }
  return out.join('\n');
}

/** True when no model turn is in the prompt yet: the first step of a run (a fresh plan). */
export function isFirstStep(prompt: LanguageModelV3Prompt): boolean {
  return !prompt.some((m) => m.role === 'assistant');
}
