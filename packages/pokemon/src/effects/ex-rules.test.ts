import { describe, expect, it } from 'vitest';
import { effectText, prizeValue } from '../cards/card-helpers';
import { loadCardSet } from '../cards/load-card-set';
import { readPrizeRule } from '../cards/prize-rule';
import { prizesLeft } from './audit/audit.test-helper';
import { classicWith } from './classic-sets.test-helper';
import { missingEffects } from './coverage';
import { attack, templatesIn, withCounters } from './effects.test-helper';

/**
 * The Pokémon-ex rule of the EX sets (2003): "When Pokémon-ex has been Knocked Out, your
 * opponent takes 2 Prize cards." — the same rule as the Scarlet & Violet "Pokémon ex rule: When
 * your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.", read from its words (not
 * from the card's name or subtype): the Prize count the line prints is what a Knock Out gives.
 */

const madeUp = loadCardSet([
  {
    // The rule reworded ("your", "two"), on a card the data gives no ex subtype.
    id: 'zz8-1',
    name: 'Blorbmon ex',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '100',
    types: ['Colorless'],
    rules: ['When your Pokémon-ex has been Knocked Out, your opponent takes two Prize cards.'],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
    number: '1',
  },
  {
    // The same card without the rule: an ordinary Pokémon, 1 Prize.
    id: 'zz8-2',
    name: 'Blorbmon',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '100',
    types: ['Colorless'],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
    number: '2',
  },
]);

const { registry, table } = classicWith(madeUp);

// Ruby & Sapphire: Makuhita (Slap Push, Colorless: 10), Fighting Energy, Aron for the Bench.
const MAKUHITA = 'ex1-56';
const FIGHTING = 'ex1-105';
const ARON = 'ex1-25';

/** p1's Makuhita knocks out p2's Active `defender` (with `damage` on it): the Prizes p1 took. */
function prizesAfterKnockOut(defender: string, damage: number): number {
  const t = withCounters(
    table({
      p1: { active: [MAKUHITA, FIGHTING] },
      p2: { active: [defender], bench: [[ARON]] },
    }),
    'p2:active',
    { damage },
  );
  const before = prizesLeft(t, 'p1');
  const after = attack(t, 'Slap Push');
  expect(templatesIn(after.state, 'p2:discard')).toContain(defender);
  return before - prizesLeft(after, 'p1');
}

describe('the Pokémon-ex rule (EX sets, 2003)', () => {
  it('reads both printed wordings and a rewording, and nothing else', () => {
    expect(
      readPrizeRule('When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards.'),
    ).toEqual({ kind: 'Pokémon-ex', prizes: 2 });
    expect(
      readPrizeRule(
        'Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.',
      ),
    ).toEqual({ kind: 'Pokémon ex', prizes: 2 });
    expect(
      readPrizeRule(
        'When your Pokémon-ex has been Knocked Out, your opponent takes two Prize cards.',
      ),
    ).toEqual({ kind: 'Pokémon-ex', prizes: 2 });
    expect(readPrizeRule('When Pokémon-ex has been Knocked Out, draw 2 cards.')).toBeUndefined();
  });

  it('Chansey ex (Ruby & Sapphire): Knocked Out, the attacker takes 2 Prize cards', () => {
    // 120 HP, weak to Fighting: Slap Push does 20 to 110 damage already on it.
    expect(prizesAfterKnockOut('ex1-96', 110)).toBe(2);
  });

  it('Wailord ex (Sandstorm, typed "ex" in the data): 2 Prize cards', () => {
    // 200 HP, no Fighting Weakness: 10 more on 190.
    expect(prizesAfterKnockOut('ex2-100', 190)).toBe(2);
  });

  it('a made-up card printing the reworded rule gives 2 Prize cards; without it, 1', () => {
    expect(prizesAfterKnockOut('zz8-1', 90)).toBe(2);
    expect(prizesAfterKnockOut('zz8-2', 90)).toBe(1);
    expect(prizeValue(registry.require('zz8-1'))).toBe(2);
  });

  it('is no manual part and no effect text of the card (the game applies it)', () => {
    for (const id of ['ex1-97', 'ex2-94', 'ex3-93', 'zz8-1']) {
      const card = registry.require(id);
      expect(effectText(card)).toEqual([]);
      expect(missingEffects(card).filter((m) => / rule$/.test(m))).toEqual([]);
    }
  });
});
