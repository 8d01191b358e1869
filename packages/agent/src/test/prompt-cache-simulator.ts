import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { countMessageTokens, countToolTokens, REPLY_PRIMING_TOKENS } from '../tokens';

/** Input tokens of one request, split the way a caching provider bills them. */
export interface SimulatedCacheUsage {
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/** Options of {@link createPromptCacheSimulator}. */
export interface PromptCacheSimulatorOptions {
  /**
   * Token count of a piece of the request (the tools' JSON, then each message's JSON); a
   * prefix counts the sum of its pieces. Default: the `o200k_base` tokenizer over the tools and
   * each message's content, as `countPromptTokens` counts a request.
   */
  readonly tokens?: (text: string) => number;
  /** Prefixes shorter than this are never cached (Anthropic: 1,024 for most models). */
  readonly minTokens?: number;
}

/**
 * Models explicit prompt caching as Anthropic documents it, for benchmarks and cost estimates
 * without a provider: the request is tools, then system and messages; a message carrying
 * `providerOptions.anthropic.cacheControl` ends a prefix that is written to the cache; a later
 * request reads the longest prefix, ending at any message boundary up to its last breakpoint,
 * that an earlier request wrote (markers themselves are not part of a prefix). Cache lifetime
 * and the lookback window are not modelled.
 */
export interface PromptCacheSimulator {
  /** Accounts for one request and remembers the prefixes it wrote. */
  observe(params: Pick<LanguageModelV3CallOptions, 'prompt' | 'tools'>): SimulatedCacheUsage;
}

/** Creates a simulator with an empty cache (one per cache scope: an API key, say). */
export function createPromptCacheSimulator(
  options: PromptCacheSimulatorOptions = {},
): PromptCacheSimulator {
  const custom = options.tokens;
  const minTokens = options.minTokens ?? 1024;
  const written = new Set<string>();
  return {
    observe({ prompt, tools }) {
      // Prefix texts at each message boundary (tools first, then one message more each time),
      // and the tokens of each prefix, summed piece by piece.
      const prefixes: string[] = [];
      const prefixTokens: number[] = [];
      let text = JSON.stringify(tools ?? []);
      let total = custom ? custom(text) : REPLY_PRIMING_TOKENS + countToolTokens(tools);
      let lastBreakpoint = -1;
      prompt.forEach((message, i) => {
        // The breakpoint marker is not content: a prefix cached under one still matches later.
        const { providerOptions: _marker, ...content } = message;
        const piece = JSON.stringify(content);
        text += piece;
        total += custom ? custom(piece) : countMessageTokens(content);
        prefixes.push(text);
        prefixTokens.push(total);
        if ((message.providerOptions?.anthropic as { cacheControl?: unknown })?.cacheControl)
          lastBreakpoint = i;
      });
      const inputTokens = total;
      let read = 0;
      for (let i = lastBreakpoint; i >= 0; i--) {
        if (written.has(prefixes[i] as string)) {
          read = prefixTokens[i] as number;
          break;
        }
      }
      let write = 0;
      prompt.forEach((message, i) => {
        const prefix = prefixes[i] as string;
        const isBreakpoint = (message.providerOptions?.anthropic as { cacheControl?: unknown })
          ?.cacheControl;
        if (!isBreakpoint || written.has(prefix) || (prefixTokens[i] as number) < minTokens) return;
        written.add(prefix);
        if (i === lastBreakpoint) write = (prefixTokens[i] as number) - read;
      });
      return { inputTokens, cacheReadTokens: read, cacheWriteTokens: Math.max(0, write) };
    },
  };
}
