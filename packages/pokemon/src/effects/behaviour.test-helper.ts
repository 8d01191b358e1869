import { describe } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { CardRegistry } from '../cards/registry';
import { behaviourTitle, textParts } from './behaviour';

/**
 * Groups the behaviour tests of one part of a card's text — an Ability, an attack, or the whole
 * card for a Trainer or special Energy (`part` left out) — under the title the coverage report
 * counts (`pnpm coverage:effects`). The tests inside must play the card where its text matters
 * and assert what the printed text says: zones, counters, conditions, the options a choice
 * offers, the refusal when its condition fails, both branches of a flip.
 *
 * Throws at collection when the card or the part does not exist, so a typo fails the suite
 * instead of silently counting nothing.
 */
export function cardBehaviour(
  cardId: string,
  part: string | undefined,
  fn: () => void,
  registry: CardRegistry = getBundledRegistry(),
): void {
  const card = registry.require(cardId);
  const parts = textParts(card);
  if (!parts.includes(part))
    throw new Error(
      `${cardId} ${card.name} has no text part ${part === undefined ? '(whole card)' : `"${part}"`}; its parts: ${parts.map((p) => p ?? '(whole card)').join(', ') || 'none'}`,
    );
  describe(behaviourTitle(card, part), fn);
}
