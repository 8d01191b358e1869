import type { StoredDeck } from '../decks';
import {
  checkSimulationOptions,
  type SimulationOptions,
  type SimulationReport,
  simulateDeck,
} from '../simulator';
import type { AssistantContext } from './context';

/** Thrown when uncached simulations come too fast; says when to retry. */
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';
  constructor(readonly retryAfterMs: number) {
    super(
      `Too many simulations; retry in ${Math.ceil(retryAfterMs / 1000)} s (cached results are always available).`,
    );
  }
}

/**
 * Runs (or returns the cached) simulation of a stored deck. Results are cached on the deck
 * entry, keyed by the options, and dropped when the deck is saved again. Only uncached runs
 * count against the rate limit.
 */
export function runCachedSimulation(
  ctx: AssistantContext,
  stored: StoredDeck,
  options: SimulationOptions,
): { report: SimulationReport; cached: boolean } {
  const key = `simulation:${JSON.stringify(options)}`;
  const hit = stored.cache.get(key) as SimulationReport | undefined;
  if (hit) return { report: hit, cached: true };
  // Bad options fail before they spend the rate budget.
  checkSimulationOptions(stored.deck, ctx.registry, options);
  const limit = ctx.simulationLimiter.take();
  if (!limit.ok) throw new RateLimitedError(limit.retryAfterMs);
  const report = simulateDeck(stored.deck, ctx.registry, options);
  stored.cache.set(key, report);
  return { report, cached: false };
}
