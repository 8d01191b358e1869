import type { ModelMessage, SystemModelMessage } from 'ai';

/**
 * Provider options that end a cacheable prompt prefix. Anthropic reads them, and so does
 * OpenRouter (for the models it caches); other providers ignore them, and OpenAI caches
 * prefixes without being asked.
 */
export const CACHE_BREAKPOINT = {
  anthropic: { cacheControl: { type: 'ephemeral' } },
} as const;

/** A copy of `message` that ends a cacheable prefix. */
export function withCacheBreakpoint<M extends ModelMessage>(message: M): M {
  return { ...message, providerOptions: { ...message.providerOptions, ...CACHE_BREAKPOINT } };
}

/**
 * Marks cache breakpoints on each request of one run, so a provider bills the repeated prefix
 * at its cache rate: one after the system prompt (tools come before it in the request, so both
 * are cached, and neither changes between steps), and one at the end of the history this
 * request shares with the previous one. The newest messages are left out on purpose: the
 * condensing policy may still rewrite them, and a prefix written then never read costs more.
 */
export interface PromptCache {
  /** The system prompt as a message ending the first cached prefix. */
  readonly system: SystemModelMessage | undefined;
  /** The request's history with a breakpoint at the end of what the last request shared. */
  mark(history: readonly ModelMessage[]): ModelMessage[];
}

/** Creates the breakpoint marker for one run. */
export function createPromptCache(system: string | undefined): PromptCache {
  const keys = new WeakMap<object, string>();
  const keyOf = (m: ModelMessage) => {
    let key = keys.get(m);
    if (key === undefined) {
      key = JSON.stringify(m);
      keys.set(m, key);
    }
    return key;
  };
  let previous: readonly ModelMessage[] = [];
  return {
    system:
      system === undefined ? undefined : withCacheBreakpoint({ role: 'system', content: system }),
    mark(history) {
      const shared = sharedPrefixLength(previous, history, keyOf);
      // A copy: the caller may append to the array it passed.
      previous = [...history];
      if (shared === 0) return [...history];
      const out = [...history];
      out[shared - 1] = withCacheBreakpoint(out[shared - 1] as ModelMessage);
      return out;
    },
  };
}

/** How many leading messages `a` and `b` have in common. */
function sharedPrefixLength(
  a: readonly ModelMessage[],
  b: readonly ModelMessage[],
  keyOf: (m: ModelMessage) => string,
): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && (a[i] === b[i] || keyOf(a[i] as ModelMessage) === keyOf(b[i] as ModelMessage)))
    i++;
  return i;
}
