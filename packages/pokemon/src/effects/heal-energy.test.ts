import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { act, conditionsIn, damageIn, type Table, withCounters } from './effects.test-helper';

/**
 * Heal Energy (EX Deoxys, 2005): "Heal Energy provides Colorless Energy. When you attach this
 * card from your hand to 1 of your Pokémon, remove 1 damage counter and all Special Conditions
 * from that Pokémon. If Heal Energy is attached to Pokémon-ex, Heal Energy has no effect other
 * than providing Energy." Real printing (ex8-94) and MADE-UP rewordings (`zz10h-*`).
 */

const madeUp = loadCardSet([
  {
    id: 'zz10h-1',
    name: 'Mend Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    // 2 counters, no Special Conditions, and no Pokémon-ex clause: it heals a Pokémon-ex too.
    rules: [
      'Mend Energy provides Colorless Energy. When you attach this card from your hand to 1 of your Pokémon, remove 2 damage counters from that Pokémon.',
    ],
    number: '1',
  },
  {
    id: 'zz10h-2',
    name: 'Mend Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    // "other than providing Energy" beside an effect no reader knows: which it lifts is unclear.
    rules: [
      'Mend Energy provides Colorless Energy. When you attach this card from your hand to 1 of your Pokémon, remove 1 damage counter from that Pokémon and draw a card. If Mend Energy is attached to Pokémon-ex, Mend Energy has no effect other than providing Energy.',
    ],
    number: '2',
  },
]);

const { table, card } = classicWith(madeUp);

const HEAL_ENERGY = 'ex8-94';
const MAGMAR = 'ex7-44';
const SNORLAX_EX = 'ex7-104';
const DRATINI = 'ex7-52';

const attachFromHand = (t: Table, templateId: string, to = 'p1:active') => {
  const id = (t.state.zones['p1:hand']?.cards ?? []).find(
    (c) => t.state.cards[c]?.templateId === templateId,
  );
  return act(t, {
    type: 'move_card',
    player: 'p1',
    source: 'ai',
    card: `#${id}`,
    from: 'p1:hand',
    to,
    position: 'bottom',
  });
};

/** p1's Active `active` with 30 damage, Poisoned and Confused, Heal Energy-like card in hand. */
const hurt = (active: string, energy: string) =>
  withCounters(
    table({ p1: { active: [active], hand: [energy] }, p2: { active: [DRATINI] } }),
    'p1:active',
    { damage: 30, poisoned: 1, confused: 1 },
  );

describe('Heal Energy', () => {
  it('plays by itself', () => {
    expect(manualParts(card(HEAL_ENERGY))).toEqual([]);
  });

  it('attached from the hand: 1 damage counter and every Special Condition off that Pokémon', () => {
    const s = attachFromHand(hurt(MAGMAR, HEAL_ENERGY), HEAL_ENERGY).state;
    expect(damageIn(s, 'p1:active')).toBe(20);
    expect(conditionsIn(s, 'p1:active')).toEqual([]);
  });

  it('attached to a Pokémon-ex: it only provides Energy', () => {
    const s = attachFromHand(hurt(SNORLAX_EX, HEAL_ENERGY), HEAL_ENERGY).state;
    expect(damageIn(s, 'p1:active')).toBe(30);
    expect(conditionsIn(s, 'p1:active')).toEqual(['confused', 'poisoned']);
  });

  it('made-up: 2 counters and no Pokémon-ex clause heals a Pokémon-ex, leaving its conditions', () => {
    expect(manualParts(card('zz10h-1'))).toEqual([]);
    const s = attachFromHand(hurt(SNORLAX_EX, 'zz10h-1'), 'zz10h-1').state;
    expect(damageIn(s, 'p1:active')).toBe(10);
    expect(conditionsIn(s, 'p1:active')).toEqual(['confused', 'poisoned']);
  });

  it('made-up: an attach effect no reader knows keeps the card manual', () => {
    expect(manualParts(card('zz10h-2')).map((p) => p.kind)).toEqual(['energy']);
  });
});
