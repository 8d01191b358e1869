import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { cardBehaviour } from './behaviour.test-helper';
import { DONDOZO, flipsOf, G, SEEDS } from './cards/classic.test-helper';
import { classicRegistry, classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, damageIn, type Table, withSeeds } from './effects.test-helper';

/**
 * Damage that a table of coin outcomes sets, as the EX sets print it (Fury Cutter): "Flip N
 * coins. If all of them are heads, …. If not, … for each heads." and "If 1 of them is heads, ….
 * If 2 of them are heads, …. If all of them are heads, …." — on the real printings and on
 * MADE-UP rewordings (`zzcd-*`). "If 1 of them is heads" in such a table is exactly 1 (each
 * outcome has its own sentence); no sentence for 0 heads leaves the printed base damage. Coins
 * are seeded; the defender (Dondozo, 150 HP Water, weak to Lightning) takes Grass damage as is.
 */

const REWORDED = {
  /** 2 coins, other numbers. */
  allOrNot: rewordAttack(
    'ex3-31',
    'zzcd-1',
    'Fury Cutter',
    'Flip 2 coins. If all of them are heads, this attack does 20 damage plus 40 more damage. If not, this attack does 20 damage plus 10 more damage for each heads.',
  ),
  /** A shorter table, "all 3 of them". */
  table: rewordAttack(
    'ex6-29',
    'zzcd-2',
    'Fury Cutter',
    'Flip 3 coins. If 2 of them are heads, this attack does 10 damage plus 30 more damage. If all 3 of them are heads, this attack does 10 damage plus 50 more damage.',
  ),
};
const { table } = classicWith(loadCardSet(Object.values(REWORDED)));

const headsCount = (t: Table) => flipsOf(t).filter((f) => f === 'heads').length;

/** The damage Fury Cutter does with exactly `n` heads (a seed that gives them). */
function furyCutter(attacker: string, n: number): number {
  const run = (seed: number) =>
    attack(
      table({ seed, p1: { active: [attacker, G, G] }, p2: { active: [DONDOZO] } }),
      'Fury Cutter',
    );
  return damageIn(withSeeds(SEEDS, run, (t) => headsCount(t) === n).state, 'p2:active');
}

describe('"Flip N coins. If all of them are heads, …. If not, … for each heads."', () => {
  cardBehaviour(
    'ex3-31',
    'Fury Cutter',
    () => {
      it('4 heads: 10 plus 60; otherwise 10 plus 10 for each heads', () => {
        expect([0, 1, 2, 3, 4].map((n) => furyCutter('ex3-31', n))).toEqual([10, 20, 30, 40, 70]);
      });
    },
    classicRegistry,
  );

  it('made-up (2 coins, 20 plus 40 / 20 plus 10 each)', () => {
    expect([0, 1, 2].map((n) => furyCutter('zzcd-1', n))).toEqual([20, 30, 60]);
  });
});

describe('"Flip N coins. If 1 of them is heads, …. If 2 of them are heads, …. If all of them are heads, …."', () => {
  cardBehaviour(
    'ex6-29',
    'Fury Cutter',
    () => {
      it('0, 1, 2, 3 heads: 10, 20, 30, 50', () => {
        expect([0, 1, 2, 3].map((n) => furyCutter('ex6-29', n))).toEqual([10, 20, 30, 50]);
      });
    },
    classicRegistry,
  );

  it('made-up (only 2 and "all 3" listed): 1 heads leaves the base 10', () => {
    expect([0, 1, 2, 3].map((n) => furyCutter('zzcd-2', n))).toEqual([10, 10, 40, 60]);
  });
});
