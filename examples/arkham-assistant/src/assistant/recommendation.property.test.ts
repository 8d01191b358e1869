import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeckStore, loadSampleDecks } from '../decks';
import { validateDeck } from '../validator';
import { type AssistantContext, createAssistantContext } from './context';
import { recommendationSchema, recommendCards } from './recommendation';

let ctx: AssistantContext;
beforeAll(async () => {
  ctx = await createAssistantContext({ decks: new DeckStore(loadSampleDecks()) });
});

describe('recommendCards properties', () => {
  it('always returns schema-valid swaps that keep a legal deck legal, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('roland-starter', 'agnes-starter', 'wendy-starter', 'zoey-starter'),
        fc.oneof(
          fc.constantFrom(
            'more clues',
            'fight enemies',
            'economy',
            'draw cards',
            'survive horror',
            'evade',
          ),
          fc.string({ minLength: 2, maxLength: 30 }),
        ),
        async (deckId, goal) => {
          const stored = ctx.decks.get(deckId);
          const before = JSON.stringify(stored.deck);
          const rec = recommendationSchema.parse(await recommendCards(ctx, stored, goal));
          expect(JSON.stringify(stored.deck)).toBe(before);
          const slots = { ...stored.deck.slots };
          for (const s of rec.swaps) {
            slots[s.out.code] = (slots[s.out.code] ?? 0) - s.count;
            if (slots[s.out.code]! <= 0) delete slots[s.out.code];
            slots[s.in.code] = (slots[s.in.code] ?? 0) + s.count;
          }
          expect(validateDeck({ ...stored.deck, slots }, ctx.registry).valid).toBe(true);
          expect(rec.legal_after).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
