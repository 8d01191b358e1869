import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { BoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import { F, L, R, W } from './cards/classic.test-helper';
import { classicRegistry, classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, type Chooser, damageIn, type Table, templatesIn } from './effects.test-helper';
import { isPatternText } from './patterns';

/**
 * "You may discard / return any number of … Energy …. If you do, this attack does N damage plus
 * M more damage for each … you discarded." as the EX sets print it (Lava Flow, Land Stream, Hydro
 * Reverse, Reverse Stream, Crushing Mantle, Crush and Burn), on real printings from the loaded
 * fixtures and on MADE-UP rewordings (`zzsp-*`) of the same family. The damage is the printed
 * sentence's; the defender, Swampert ex (150 HP Fighting, weak to Grass only), has no Weakness or
 * Resistance to these attackers.
 */

const REWORDED = {
  /** Return instead of discard, "up to 2", counted by type. */
  returned: rewordAttack(
    'ex3-95',
    'zzsp-1',
    'Lava Flow',
    'You may return up to 2 Fire Energy cards attached to Magcargo ex to your hand. If you do, this attack does 40 damage plus 30 more damage for each Fire Energy card you returned.',
  ),
  /** From the hand, "When you use this attack,", "times", no "If you do". */
  hand: rewordAttack(
    'ex5-93',
    'zzsp-2',
    'Crushing Mantle',
    'When you use this attack, you may discard as many basic Energy cards as you like from your hand. This attack does 20 damage times the number of basic Energy cards you discarded.',
  ),
  /** Any Energy from all of your Pokémon, only the Lightning ones counted. */
  typed: rewordAttack(
    'ex6-107',
    'zzsp-3',
    'Crush and Burn',
    'You may discard any number of Energy cards attached to all of your Pokémon. If you do, this attack does 30 damage plus 20 more damage for each Lightning Energy card you discarded in this way.',
  ),
};
const { table } = classicWith(loadCardSet(Object.values(REWORDED)));

/** Swampert ex (Team Magma vs Team Aqua): 150 HP Fighting, weak to Grass. */
const SWAMPERT_EX = 'ex4-95';
/** Basic Darkness Energy. */
const D = 'sve-7';
/** Double Colorless Energy: a Special Energy card. */
const DCE = 'base1-96';
/** Mudkip (Ruby & Sapphire), a Benched Pokémon to carry Energy. */
const MUDKIP = 'ex1-59';

/** Gives up the first `k` cards offered (every one with `k` undefined); says yes to a may. */
const giveUp =
  (k?: number): Chooser =>
  (d) => {
    const options = d.options ?? [];
    if (options.includes('yes')) return ['yes'];
    return options.slice(0, k ?? d.select?.max ?? 1);
  };
const declines: Chooser = (d) => ((d.options ?? []).includes('no') ? ['no'] : []);

function run(
  attacker: string[],
  name: string,
  chooser: Chooser,
  more: { bench?: string[][]; hand?: string[] } = {},
): Table {
  const board: BoardSpec = {
    p1: { active: attacker, bench: more.bench ?? [], hand: more.hand ?? [] },
    p2: { active: [SWAMPERT_EX] },
  };
  return attack(table(board), name, { chooser });
}

const count = (t: Table, zone: string, id: string) =>
  templatesIn(t.state, zone).filter((x) => x === id).length;

describe('"You may discard any number of basic Energy cards attached to SELF. If you do, N plus M for each … you discarded."', () => {
  cardBehaviour(
    'ex3-95',
    'Lava Flow',
    () => {
      it('4 basic Energy discarded: 40 plus 4 × 20 = 120; the Special Energy is not offered and stays', () => {
        const t = run(['ex3-95', R, R, R, W, DCE], 'Lava Flow', giveUp());
        expect(damageIn(t.state, 'p2:active')).toBe(120);
        expect(templatesIn(t.state, 'p1:active').slice(1)).toEqual([DCE]);
        expect(count(t, 'p1:discard', R)).toBe(3);
      });
      it('2 discarded: 80', () => {
        const t = run(['ex3-95', R, R, R, W], 'Lava Flow', giveUp(2));
        expect(damageIn(t.state, 'p2:active')).toBe(80);
        expect(templatesIn(t.state, 'p1:active')).toHaveLength(3);
      });
      it('none discarded: the printed 40', () => {
        const t = run(['ex3-95', R, R, R, W], 'Lava Flow', declines);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(templatesIn(t.state, 'p1:active')).toHaveLength(5);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex4-7',
    'Land Stream',
    () => {
      it('1 of 4 Fighting Energy discarded: 50 plus 20 = 70', () => {
        const t = run(['ex4-7', F, F, F, F], 'Land Stream', giveUp(1));
        expect(damageIn(t.state, 'p2:active')).toBe(70);
        expect(count(t, 'p1:discard', F)).toBe(1);
      });
    },
    classicRegistry,
  );
});

describe('"You may return … Energy cards attached to … to your hand. If you do, N plus M for each … you returned."', () => {
  cardBehaviour(
    'ex4-6',
    'Hydro Reverse',
    () => {
      it('basic Water Energy from all of your Pokémon to the hand: 5 returned, 50 plus 50', () => {
        const t = run(['ex4-6', W, W, W, W, D], 'Hydro Reverse', giveUp(), {
          bench: [[MUDKIP, W, D]],
        });
        expect(damageIn(t.state, 'p2:active')).toBe(100);
        expect(count(t, 'p1:hand', W)).toBe(5);
        expect(templatesIn(t.state, 'p1:active').slice(1)).toEqual([D]);
        expect(templatesIn(t.state, 'p1:bench_1').slice(1)).toEqual([D]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex4-94',
    'Reverse Stream',
    () => {
      it('"return all basic Energy": yes returns the 3 Water Energy (50 plus 30); the Special one stays', () => {
        const t = run(['ex4-94', W, W, W, DCE], 'Reverse Stream', giveUp());
        expect(damageIn(t.state, 'p2:active')).toBe(80);
        expect(count(t, 'p1:hand', W)).toBe(3);
        expect(templatesIn(t.state, 'p1:active').slice(1)).toEqual([DCE]);
      });
      it('no: nothing returned, the printed 50', () => {
        const t = run(['ex4-94', W, W, W, DCE], 'Reverse Stream', declines);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
        expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      });
    },
    classicRegistry,
  );

  it('made-up ("return up to 2 Fire Energy cards … you returned"): 2 of 3 returned, 40 plus 60', () => {
    const t = run(['zzsp-1', R, R, R], 'Lava Flow', giveUp());
    expect(damageIn(t.state, 'p2:active')).toBe(100);
    expect(count(t, 'p1:hand', R)).toBe(2);
    expect(count(t, 'p1:active', R)).toBe(1);
  });
});

describe('"You may discard from your hand as many Energy cards as you like. If you do, …"', () => {
  cardBehaviour(
    'ex5-93',
    'Crushing Mantle',
    () => {
      it('3 Energy cards (a Special one too) from the hand: 50 plus 30; the Trainer card stays', () => {
        const t = run(['ex5-93', F, F, F], 'Crushing Mantle', giveUp(), {
          hand: [R, 'ex1-88', W, DCE],
        });
        expect(damageIn(t.state, 'p2:active')).toBe(80);
        expect(templatesIn(t.state, 'p1:hand')).toEqual(['ex1-88']);
        expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([DCE, R, W].sort());
      });
    },
    classicRegistry,
  );

  it('made-up (basic Energy from the hand, "times", no "If you do"): 2 basic discarded, 40; none, 0', () => {
    const two = run([`zzsp-2`, F, F, F], 'Crushing Mantle', giveUp(), { hand: [R, DCE, W] });
    expect(damageIn(two.state, 'p2:active')).toBe(40);
    expect(templatesIn(two.state, 'p1:hand')).toEqual([DCE]);
    const none = run([`zzsp-2`, F, F, F], 'Crushing Mantle', declines, { hand: [R, W] });
    expect(damageIn(none.state, 'p2:active')).toBe(0);
  });
});

describe('"You may discard as many Energy as you like attached to your Pokémon in play. If you do, …"', () => {
  cardBehaviour(
    'ex6-107',
    'Crush and Burn',
    () => {
      it('from the Active and the Benched Pokémon: 4 discarded, 30 plus 80', () => {
        const t = run(['ex6-107', L, L, W], 'Crush and Burn', giveUp(), { bench: [[MUDKIP, W]] });
        expect(damageIn(t.state, 'p2:active')).toBe(110);
        expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MUDKIP]);
        expect(templatesIn(t.state, 'p1:active')).toEqual(['ex6-107']);
      });
    },
    classicRegistry,
  );

  it('made-up (any Energy given up, only the Lightning ones counted): L, W, L discarded, 30 plus 40', () => {
    const t = run(['zzsp-3', L, W, L], 'Crush and Burn', giveUp());
    expect(damageIn(t.state, 'p2:active')).toBe(70);
  });

  it('an outcome the reader does not know stays manual', () => {
    expect(
      isPatternText(
        'Electrode ex',
        'You may discard any number of Energy cards attached to Electrode ex. If you do, this attack does 30 damage plus 20 more damage for each Energy card you discarded.',
      ),
    ).toBe(true);
    for (const text of [
      'You may discard any number of Energy cards attached to Electrode ex. If you do, the Defending Pokémon is now Paralyzed.',
      'You may discard any number of Energy cards attached to Electrode ex to your hand. If you do, this attack does 30 damage plus 20 more damage for each Energy card you discarded.',
      'You may return any number of Energy cards attached to Electrode ex to your hand. If you do, this attack does 30 damage plus 20 more damage for each Energy card you discarded.',
    ])
      expect(isPatternText('Electrode ex', text)).toBe(false);
  });
});
