import { type CardRegistry, defaultRegistry } from '../cards';
import { DeckStore } from '../decks';
import { type CardSearch, createCardSearch } from '../search';

/** Fixed-window limiter: at most `max` events per `windowMs`. */
export class RateLimiter {
  #times: number[] = [];
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an event if allowed; otherwise returns the milliseconds to wait. */
  take(): { ok: true } | { ok: false; retryAfterMs: number } {
    const t = this.now();
    this.#times = this.#times.filter((x) => t - x < this.windowMs);
    if (this.#times.length >= this.max) {
      return { ok: false, retryAfterMs: this.windowMs - (t - this.#times[0]!) };
    }
    this.#times.push(t);
    return { ok: true };
  }
}

/** Everything the tools, subagents and interfaces share. */
export interface AssistantContext {
  registry: CardRegistry;
  search: CardSearch;
  decks: DeckStore;
  /** Packs the user owns; undefined means every bundled pack. */
  ownedPacks?: string[];
  /** Limits uncached simulation runs. */
  simulationLimiter: RateLimiter;
}

/** Options of {@link createAssistantContext}. */
export interface AssistantContextOptions {
  registry?: CardRegistry;
  decks?: DeckStore;
  ownedPacks?: string[];
  /** Uncached simulations allowed per minute (default 10). */
  simulationsPerMinute?: number;
}

/** Builds the shared context (card search index, sample decks, limiter). */
export async function createAssistantContext(
  options: AssistantContextOptions = {},
): Promise<AssistantContext> {
  const registry = options.registry ?? defaultRegistry();
  return {
    registry,
    search: await createCardSearch(registry),
    decks: options.decks ?? new DeckStore(),
    ownedPacks: options.ownedPacks,
    simulationLimiter: new RateLimiter(options.simulationsPerMinute ?? 10, 60_000),
  };
}
