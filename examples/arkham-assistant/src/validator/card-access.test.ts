import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { loadSampleDecks } from '../decks';
import { explainAccess, validateDeck } from './validate-deck';

const registry = defaultRegistry();
const inv = (code: string) => registry.getInvestigator(code)!;
const card = (code: string) => registry.get(code)!;

describe('explainAccess', () => {
  it('answers "Can Roland include Encyclopedia / Cryptic Research?" with the class and level rule', () => {
    const encyclopedia = explainAccess(inv('01001'), card('01042'));
    expect(encyclopedia).toMatchObject({ allowed: true, rule: 'option', xpCost: 2 });
    expect(encyclopedia.reason).toBe(
      'Yes: Encyclopedia (2) is a level 2 Seeker asset, and Roland Banks may take Seeker level 0-2. It costs 2 experience, so it is not in a new (0 XP) deck.',
    );
    const cryptic = explainAccess(inv('01001'), card('01043'));
    expect(cryptic).toMatchObject({ allowed: false, rule: 'no_option' });
    expect(cryptic.reason).toBe(
      'No: Cryptic Research (4) is a level 4 Seeker event, and Roland Banks may take only Guardian/Neutral level 0-5; Seeker level 0-2.',
    );
  });

  it('explains signature cards, weaknesses, forbidden traits and limited off-class access', () => {
    expect(explainAccess(inv('01004'), card('01006'), registry).reason).toBe(
      "No: Roland's .38 Special is a signature card of Roland Banks; only Roland Banks may take it.",
    );
    expect(explainAccess(inv('01001'), card('01006')).allowed).toBe(true);
    expect(explainAccess(inv('01001'), card('01096'))).toMatchObject({
      allowed: true,
      rule: 'weakness',
    });
    // Rex Murphy may never take Fortune cards, even the neutral-level ones of other classes.
    const lucky = registry.cards.find((c) => c.name === 'Lucky!' && c.xp === 0)!;
    expect(explainAccess(inv('02002'), lucky)).toEqual(
      expect.objectContaining({
        allowed: false,
        rule: 'forbidden_trait',
        reason: 'No: Lucky! is a Fortune card, and Rex Murphy may never take Fortune cards.',
      }),
    );
    // Zoey: any level 0 card, up to 5 off-class.
    const shrivelling = explainAccess(inv('02001'), card('01060'));
    expect(shrivelling.allowed).toBe(true);
    expect(shrivelling.reason).toContain('counts toward that limit of 5 cards');
    expect(
      explainAccess(
        inv('02001'),
        registry.cards.find((c) => c.name === 'Shrivelling' && c.xp === 3)!,
      ).allowed,
    ).toBe(false);
  });

  it('property: agrees with the validator on a deck with one extra copy of any card', () => {
    const samples = [...loadSampleDecks().values()];
    const cards = registry.cards.filter((c) => !c.hidden && !c.subtype && !c.restrictedTo);
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.constantFrom(...cards), (deck, extra) => {
        const investigator = inv(deck.investigator_code);
        const access = explainAccess(investigator, extra);
        const problems = validateDeck(
          { ...deck, slots: { ...deck.slots, [extra.code]: 1 } },
          registry,
          { availableXp: 100 },
        ).problems.filter(
          (p) => p.card?.code === extra.code && ['class_access', 'forbidden_card'].includes(p.rule),
        );
        expect(problems.length === 0).toBe(access.allowed);
      }),
      { numRuns: 300 },
    );
  });
});
