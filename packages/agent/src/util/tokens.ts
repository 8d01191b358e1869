import { configure } from 'safe-stable-stringify';

/**
 * A cheap, provider-independent token estimate (about four characters per token for English
 * and JSON): an estimate, not a count. For counts with a real tokenizer use `countTokens` and
 * `countPromptTokens` from `@playmat/agent/tokens`.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Token usage summed over the steps of a run. `inputTokens` counts every input token; the
 * cache fields say how many of them were read from or written to the provider's prompt cache
 * (0 when the provider does not say).
 */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/** A zero usage, the start of every sum. */
export function emptyUsage(): Usage {
  return {
    inputTokens: 0,
    outputTokens: 0,
    totalTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
  };
}

/** Usage as the AI SDK reports it for a step (every field may be missing). */
export interface StepUsage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  totalTokens?: number | undefined;
  inputTokenDetails?:
    | { cacheReadTokens?: number | undefined; cacheWriteTokens?: number | undefined }
    | undefined;
  /** Older AI SDK field for cache reads. */
  cachedInputTokens?: number | undefined;
  cacheReadTokens?: number | undefined;
  cacheWriteTokens?: number | undefined;
}

/** Adds an AI SDK `LanguageModelUsage` (or a {@link Usage}) to a running total. */
export function addUsage(total: Usage, usage: StepUsage | undefined): Usage {
  const input = usage?.inputTokens ?? 0;
  const output = usage?.outputTokens ?? 0;
  const read =
    usage?.cacheReadTokens ??
    usage?.inputTokenDetails?.cacheReadTokens ??
    usage?.cachedInputTokens ??
    0;
  const write = usage?.cacheWriteTokens ?? usage?.inputTokenDetails?.cacheWriteTokens ?? 0;
  return {
    inputTokens: total.inputTokens + input,
    outputTokens: total.outputTokens + output,
    totalTokens: total.totalTokens + (usage?.totalTokens ?? input + output),
    cacheReadTokens: total.cacheReadTokens + read,
    cacheWriteTokens: total.cacheWriteTokens + write,
  };
}

const sortedJson = configure({
  deterministic: true,
  circularValue: '[circular]',
  bigint: 'string',
});

/**
 * JSON with object keys sorted, so equal values always give equal strings. An object shared by
 * two keys is written both times; only a value that contains itself becomes `"[circular]"`.
 */
export function stableStringify(value: unknown): string {
  return sortedJson(value) ?? 'undefined';
}

/** Characters of a message list as a model would receive it (JSON), for size accounting. */
export function messagesChars(messages: readonly unknown[]): number {
  let n = 0;
  for (const m of messages) {
    if (typeof m !== 'object' || m === null) {
      n += JSON.stringify(m)?.length ?? 0;
      continue;
    }
    let size = sizes.get(m);
    if (size === undefined) {
      size = JSON.stringify(m).length;
      sizes.set(m, size);
    }
    n += size;
  }
  return n;
}

/**
 * Serialized size per message object. A run's history keeps its message objects and never
 * changes them in place (condensing makes new ones), so each is measured once: a step pays
 * for its new messages only.
 */
const sizes = new WeakMap<object, number>();
