import type { Usage } from '../util/tokens';

/** US dollars per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** Prices by `"provider/model"`. */
export type PriceTable = Record<string, ModelPrice>;

/**
 * List prices at the time of writing, per million tokens. Prices change: apps should pass
 * their own table for billing-grade figures. Local models cost nothing.
 */
export const defaultPriceTable: PriceTable = {
  'anthropic/claude-opus-4-1': { input: 15, output: 75 },
  'anthropic/claude-sonnet-4-5': { input: 3, output: 15 },
  'anthropic/claude-sonnet-4-0': { input: 3, output: 15 },
  'anthropic/claude-haiku-4-5': { input: 1, output: 5 },
  'anthropic/claude-3-5-haiku-latest': { input: 0.8, output: 4 },
  'openai/gpt-5': { input: 1.25, output: 10 },
  'openai/gpt-5-mini': { input: 0.25, output: 2 },
  'openai/gpt-5-nano': { input: 0.05, output: 0.4 },
  'openai/gpt-4.1': { input: 2, output: 8 },
  'openai/gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'openai/gpt-4o': { input: 2.5, output: 10 },
  'openai/gpt-4o-mini': { input: 0.15, output: 0.6 },
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

/** Dollars for a usage at a price. */
export function costOf(
  usage: Pick<Usage, 'inputTokens' | 'outputTokens'>,
  price: ModelPrice,
): number {
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}
