import type { LanguageModelV3Prompt } from '@ai-sdk/provider';

/** A tool call the model made earlier in the run, with what came back. */
export interface DecisionToolResult {
  readonly toolName: string;
  /** The call's input, parsed (`{}` when it was not a JSON object). */
  readonly input: Readonly<Record<string, unknown>>;
  /** `false` for an error result, a `Cancelled because …` text, or JSON with `ok: false`. */
  readonly ok: boolean;
  /** The result as the model reads it. */
  readonly text: string;
}

type Part = { type: string; [k: string]: unknown };

/** A tool result's output as text, and whether it reports a failure. */
function outputText(output: unknown): { text: string; failed: boolean } {
  const o = output as { type?: string; value?: unknown; reason?: string } | undefined;
  switch (o?.type) {
    case 'text': {
      const text = String(o.value);
      return { text, failed: /^(error|cancelled because)\b/i.test(text) };
    }
    case 'error-text':
      return { text: String(o.value), failed: true };
    case 'json': {
      const v = o.value as { ok?: unknown; success?: unknown } | null;
      const failed = !!v && typeof v === 'object' && (v.ok === false || v.success === false);
      return { text: JSON.stringify(o.value), failed };
    }
    case 'error-json':
      return { text: JSON.stringify(o.value), failed: true };
    case 'execution-denied':
      return { text: `denied ${o.reason ?? ''}`.trim(), failed: true };
    default:
      return { text: JSON.stringify(o?.value ?? output ?? ''), failed: false };
  }
}

function parseInput(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Results of the tool calls of the last assistant message in a prompt, in call order; empty
 * for a fresh run (no assistant message yet).
 */
export function lastToolResults(prompt: LanguageModelV3Prompt): DecisionToolResult[] {
  let last = -1;
  prompt.forEach((m, i) => {
    if (m.role === 'assistant') last = i;
  });
  if (last < 0) return [];
  const calls = new Map<string, { toolName: string; input: Record<string, unknown> }>();
  for (const part of (prompt[last] as unknown as { content: Part[] }).content) {
    if (part.type === 'tool-call')
      calls.set(String(part.toolCallId), {
        toolName: String(part.toolName),
        input: parseInput(part.input),
      });
  }
  const results = new Map<string, DecisionToolResult>();
  for (const m of prompt.slice(last + 1)) {
    if (m.role !== 'tool') continue;
    for (const part of m.content as unknown as Part[]) {
      if (part.type !== 'tool-result') continue;
      const id = String(part.toolCallId);
      const call = calls.get(id) ?? { toolName: String(part.toolName), input: {} };
      const { text, failed } = outputText(part.output);
      results.set(id, { ...call, ok: !failed, text });
    }
  }
  return [...calls.keys()].flatMap((id) => results.get(id) ?? []);
}

/** The text of the prompt's messages of the given roles, in order, joined by newlines. */
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
