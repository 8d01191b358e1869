import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { cardBehaviour } from './behaviour.test-helper';
import { F, KINGAMBIT, W } from './cards/classic.test-helper';
import { classicRegistry, classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, damageIn } from './effects.test-helper';

/**
 * Hyper Pump (EX): "Does N damage plus M more damage for each basic Energy (card) attached to SELF
 * but not used to pay for this attack's Energy cost. You can't add more than K damage in this
 * way." Ruling taken (open ruling of this session, read from the text): the player pays the cost
 * as suits the attack, so Special Energy (a Double Colorless Energy) pays first and basic Energy
 * only what is left; the basic Energy cards not needed count, up to the cap. On the three
 * printings and a MADE-UP rewording (`zzhp-1`, one type counted). Kingambit (170 HP Darkness,
 * weak to Grass) takes the damage as printed.
 */

const { table } = classicWith(
  loadCardSet([
    rewordAttack(
      'ex4-95',
      'zzhp-1',
      'Hyper Pump',
      "Does 20 damage plus 10 more damage for each basic Fighting Energy card attached to Swampert ex but not used to pay for this attack's Energy cost. You can't add more than 30 damage in this way.",
    ),
  ]),
);

/** Double Colorless Energy: Special, 2 Colorless. */
const DCE = 'base1-96';

const pump = (attacker: string, energy: string[]) =>
  damageIn(
    attack(
      table({ p1: { active: [attacker, ...energy] }, p2: { active: [KINGAMBIT] } }),
      'Hyper Pump',
    ).state,
    'p2:active',
  );

describe('Hyper Pump: "… for each basic Energy attached … but not used to pay …. You can\'t add more than K …"', () => {
  cardBehaviour(
    'ex4-95',
    'Hyper Pump',
    () => {
      it('cost [C]: 3 basic, 1 pays, 20 plus 40; a Double Colorless Energy pays, all 3 count: 80; cap +80', () => {
        expect(pump('ex4-95', [W, W, W])).toBe(60);
        expect(pump('ex4-95', [DCE, W, W, W])).toBe(80);
        expect(pump('ex4-95', [W, W, W, W, W, W])).toBe(100);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex6-26',
    'Hyper Pump',
    () => {
      it('cost [W C]: 3 Water, 1 left: 50; 4 Water, 2 left: 70 (cap +40); Water, DCE, Water: 50', () => {
        expect(pump('ex6-26', [W, W, W])).toBe(50);
        expect(pump('ex6-26', [W, W, W, W, W])).toBe(70);
        expect(pump('ex6-26', [W, DCE, W])).toBe(50);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex7-26',
    'Hyper Pump',
    () => {
      it('cost [W]: 5 basic Energy cards, 4 left, capped at +60: 80', () => {
        expect(pump('ex7-26', [W, W, W, W, W])).toBe(80);
        expect(pump('ex7-26', [W, W])).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up (only basic Fighting counted, cap +30): the Water pays [C], 3 Fighting: 50; 2 Fighting: 30', () => {
    expect(pump('zzhp-1', [F, W, F, F])).toBe(50);
    expect(pump('zzhp-1', [F, F])).toBe(30);
    // Water and Fighting: the Water pays, the Fighting one counts.
    expect(pump('zzhp-1', [W, W, F])).toBe(30);
  });
});
