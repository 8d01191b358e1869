import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { cardBehaviour } from './behaviour.test-helper';
import { F, KINGAMBIT, W } from './cards/classic.test-helper';
import { classicRegistry, classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, damageIn } from './effects.test-helper';

/**
 * Eruption as the EX sets print it: "Each player discards the top card of his or her deck. This
 * attack does 40 damage plus 10 more damage for each Energy card discarded in this way." — any
 * Energy card counts (a Special one too); on Groudon's printing and a MADE-UP rewording
 * (`zzer-1`, "basic Energy card"). Kingambit (170 HP Darkness, weak to Grass) takes it as printed.
 */

const { table } = classicWith(
  loadCardSet([
    rewordAttack(
      'ex9-14',
      'zzer-1',
      'Eruption',
      'Each player discards the top card of his or her deck. This attack does 40 damage plus 10 more damage for each basic Energy card discarded in this way.',
    ),
  ]),
);

/** Double Colorless Energy: a Special Energy card. */
const DCE = 'base1-96';
/** PokéNav (Ruby & Sapphire): a Trainer card. */
const POKENAV = 'ex1-88';

const erupt = (attacker: string, mine: string, theirs: string) => {
  const t = attack(
    table({
      p1: { active: [attacker, F, F, F, F], deck: [mine, W, W] },
      p2: { active: [KINGAMBIT], deck: [theirs, W, W] },
    }),
    'Eruption',
  );
  return { damage: damageIn(t.state, 'p2:active'), t };
};

describe('"Each player discards the top card of his or her deck. … for each Energy card discarded in this way."', () => {
  cardBehaviour(
    'ex9-14',
    'Eruption',
    () => {
      it('a basic and a Special Energy card discarded: 40 plus 20; a Trainer and an Energy: 50', () => {
        const both = erupt('ex9-14', W, DCE);
        expect(both.damage).toBe(60);
        expect(both.t.state.zones['p2:discard']?.cards).toHaveLength(1);
        expect(erupt('ex9-14', POKENAV, W).damage).toBe(50);
      });
    },
    classicRegistry,
  );

  it('made-up ("basic Energy card"): the Special Energy card does not count, 50', () => {
    expect(erupt('zzer-1', W, DCE).damage).toBe(50);
  });
});
