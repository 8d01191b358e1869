import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { loadSampleDecks } from '../decks';
import { canInclude, validateDeck } from './validate-deck';

const registry = defaultRegistry();
const samples = [...loadSampleDecks().values()];
const playable = registry.cards.filter((c) => !c.hidden);

describe('validateDeck properties', () => {
  it('never throws, and valid means no errors; size counts only cards that count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.tuple(fc.constantFrom(...playable), fc.integer({ min: 0, max: 3 })), {
          maxLength: 8,
        }),
        (base, changes) => {
          const slots = { ...base.slots };
          for (const [card, n] of changes) {
            if (n === 0) delete slots[card.code];
            else slots[card.code] = n;
          }
          const result = validateDeck({ ...base, slots }, registry);
          expect(result.valid).toBe(result.problems.every((p) => p.severity !== 'error'));
          const inv = registry.getInvestigator(base.investigator_code)!;
          const own = new Set(inv.deckRequirements.cards.flat());
          const counted = Object.entries(slots)
            .map(([code, n]) => [registry.get(code)!, n] as const)
            .filter(
              ([c]) =>
                !c.subtype && !c.permanent && !own.has(c.code) && c.restrictedTo !== inv.code,
            )
            .reduce((a, [, n]) => a + n, 0);
          expect(result.deckSize).toBe(counted);
          // A card the investigator cannot include always produces a problem naming it.
          for (const code of Object.keys(slots)) {
            const card = registry.get(code)!;
            if (!canInclude(inv, card)) {
              expect(result.problems.some((p) => p.card?.code === code)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
