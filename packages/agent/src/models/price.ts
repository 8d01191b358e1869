import type { Usage } from '../util/tokens';

/**
 * US dollars per million tokens. `cacheRead` and `cacheWrite` price input tokens read from or
 * written to the provider's prompt cache; when absent they cost as much as other input.
 */
export interface ModelPrice {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
}

/** Prices by `"provider/model"`. */
export type PriceTable = Record<string, ModelPrice>;

/**
 * List prices at the time of writing, per million tokens. Prices change: apps should pass
 * their own table for billing-grade figures. Local models cost nothing.
 */
export const defaultPriceTable: PriceTable = {
  // Anthropic: cache writes (5-minute) cost 1.25× input, cache reads 0.1×.
  'anthropic/claude-opus-4-1': { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  'anthropic/claude-sonnet-4-5': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'anthropic/claude-sonnet-4-0': { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  'anthropic/claude-haiku-4-5': { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  'anthropic/claude-3-5-haiku-latest': { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 },
  // OpenAI caches prompt prefixes on its own: reads are discounted, writes cost nothing extra.
  'openai/gpt-5': { input: 1.25, output: 10, cacheRead: 0.125 },
  'openai/gpt-5-mini': { input: 0.25, output: 2, cacheRead: 0.025 },
  'openai/gpt-5-nano': { input: 0.05, output: 0.4, cacheRead: 0.005 },
  'openai/gpt-4.1': { input: 2, output: 8, cacheRead: 0.5 },
  'openai/gpt-4.1-mini': { input: 0.4, output: 1.6, cacheRead: 0.1 },
  'openai/gpt-4o': { input: 2.5, output: 10, cacheRead: 1.25 },
  'openai/gpt-4o-mini': { input: 0.15, output: 0.6, cacheRead: 0.075 },
};

/**
 * The price of a model: exact `"provider/model"` match first; `openrouter/<vendor>/<model>`
 * falls back to `<vendor>/<model>`; `ollama/…` is free. Undefined when unknown.
 */
export function priceFor(
  modelId: string,
  table: PriceTable = defaultPriceTable,
): ModelPrice | undefined {
  const exact = table[modelId];
  if (exact) return exact;
  if (modelId.startsWith('ollama/')) return { input: 0, output: 0 };
  if (modelId.startsWith('openrouter/')) return table[modelId.slice('openrouter/'.length)];
  return undefined;
}

/**
 * Dollars for a usage at a price. Input tokens read from or written to the prompt cache are
 * priced at the cache rates; the rest of the input at the input rate.
 */
export function costOf(
  usage: Pick<Usage, 'inputTokens' | 'outputTokens'> &
    Partial<Pick<Usage, 'cacheReadTokens' | 'cacheWriteTokens'>>,
  price: ModelPrice,
): number {
  const read = usage.cacheReadTokens ?? 0;
  const write = usage.cacheWriteTokens ?? 0;
  const plain = Math.max(0, usage.inputTokens - read - write);
  return (
    (plain * price.input +
      read * (price.cacheRead ?? price.input) +
      write * (price.cacheWrite ?? price.input) +
      usage.outputTokens * price.output) /
    1_000_000
  );
}
