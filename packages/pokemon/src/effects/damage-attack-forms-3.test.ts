import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { cardBehaviour } from './behaviour.test-helper';
import {
  DONDOZO,
  F,
  flipsOf,
  G,
  gotCondition,
  heads,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  pass,
  R,
  SEEDS,
  tails,
  W,
  withMarker,
} from './cards/classic.test-helper';
import {
  classicRegistry,
  classicSets,
  classicTable,
  classicWith,
  rewordAttack,
} from './classic-sets.test-helper';
import {
  attack,
  type Chooser,
  damageIn,
  firstOptions,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { attackAction, verdict } from './lasting.test-helper';
import { isPatternText } from './patterns';

/**
 * Attack sentences about damage, coins, damage counters, healing and Special Conditions as the
 * e-Card sets (Expedition, Aquapolis, Skyridge, 2002–2003) and Best of Game print them: other words
 * for forms read before ("does 20 times the number of heads", "the amount of Water Energy", "If the
 * Defending Pokémon isn't Asleep", "this attack's base damage is N instead of M", "If 1 is heads …
 * If both are heads …", "Don't apply Weakness or Resistance", "(1 if it has only 1)", "Count the
 * number of … that number"). Each form is tested on a real printing (outcome written from its
 * printed text, both sides of its coins) and, where the meaning has another wording no fixture
 * prints, on a MADE-UP card or text (marked "made-up" below), so the readers hold to the meaning.
 *
 * Rulings relied on:
 * - "Don't apply Weakness and Resistance for Benched Pokémon" (Expedition rulebook, "Weakness and
 *   Resistance" / "Order of What You Do in an Attack"): damage to a Benched Pokémon is the printed
 *   number; Weakness and Resistance are for the Defending Pokémon only (never the attacker's own).
 * - Damage counters put by an effect are not damage: nothing changes their number (Gift of Spite).
 * - Removing damage counters never removes more than the Pokémon has ("(1 if it has only 1)").
 * - An attack printed "N×" does N times what the text counts; where the text multiplies only on a
 *   coin or condition, it does no damage otherwise (as the existing "If heads, this attack does 10
 *   damage times …" form reads the other side of its coin).
 * - Base damage is the printed number before Weakness, Resistance and other effects (e-Card
 *   rulebook, "How Do You Figure Out the Damage?"): "this attack's base damage is 20 instead of 80"
 *   changes the 80 itself, so Weakness then applies to the 20.
 * Data: typos of the card data mended on load, each with a load note (data-faults.ts): Expedition
 * Feraligatr "If here are" (printed "If there are"), Skyridge Ledian "isn't affect by", Aquapolis
 * Remoraid "Pokémon is play", Exeggutor "all of of your", Lugia "damage time the number", Kingdra
 * "Kindra does", Nidoking "Flip a coin, If heads", Magmar / Sneasel "If heads this" / "If tails this".
 */

// ------------------------------------------------------------------ made-up printings

/** MADE-UP rewordings of real printings (no set prints these words): same meaning, other words. */
const REWORDED = {
  /** Dream Eater with "is not" for "isn't". */
  dream: rewordAttack(
    'ecard1-80',
    'madeup3-1',
    'Dream Eater',
    'If the Defending Pokémon is not Asleep, this attack does nothing.',
  ),
  /** Angry Horn with one counter said as "a damage counter" on the Defending Pokémon. */
  horn: rewordAttack(
    'ecard3-64',
    'madeup3-2',
    'Angry Horn',
    "If there is a damage counter on the Defending Pokémon, this attack's base damage is 50 instead of 30.",
  ),
  /** Water Punch counting every Energy ("the amount of Energy"), "Pokemon" unaccented nowhere. */
  punch: rewordAttack(
    'ecard1-24',
    'madeup3-3',
    'Water Punch',
    'Flip a number of coins equal to the amount of Energy attached to Poliwrath. This attack does 40 damage plus 10 more damage for each heads.',
  ),
  /** Dogpile counting the opponent's Bench, "this Pokémon" for the card's name. */
  dogpile: rewordAttack(
    'ecard1-72',
    'madeup3-4',
    'Dogpile',
    "Count the number of Pokémon on your opponent's Bench. This attack does 10 times that number of damage to the Defending Pokémon, and this Pokémon does 10 times that number of damage to itself.",
  ),
  /** Bind Wound on the opponent's side, "(1 if it only has 1)". */
  bind: rewordAttack(
    'ecard1-72',
    'madeup3-5',
    'Bind Wound',
    "Flip a coin. If heads, remove 2 damage counters from 1 of your opponent's Pokémon (1 if it only has 1).",
  ),
};
const madeUpSet = loadCardSet(Object.values(REWORDED));
const { table: madeUpTable } = classicWith(madeUpSet);

// ------------------------------------------------------------------ helpers

const table = classicTable;
const D = 'sve-7';
const M = 'sve-8';
/** 120 HP Colorless, weak to Fighting, resists Psychic. */
const CHANSEY = 'base1-3';
/** 90 HP Fighting, weak to Grass. */
const ONIX = 'base1-56';
/** 40 HP Water, weak to Lightning. */
const SQUIRTLE = 'base1-63';
/** 40 HP Lightning, weak to Fighting. */
const PIKACHU = 'base1-58';
const count = (t: Table, side: 'heads' | 'tails') => flipsOf(t).filter((c) => c === side).length;
const energyOn = (t: Table, zone: string) =>
  templatesIn(t.state, zone).filter((id) => id.startsWith('sve-')).length;
/** The first seed whose run passes `ok`, run again with `chooser` (answers follow the flips). */
function seedWith(run: (seed: number) => Table, ok: (t: Table) => boolean): number {
  const seed = SEEDS.find((s) => ok(run(s)));
  if (seed === undefined) throw new Error('no seed gives that outcome');
  return seed;
}
/** Answers with the first option naming `part`, else the first. */
const naming =
  (part: string): Chooser =>
  (d, s) => {
    const named = (d.options ?? []).filter((o) => o.includes(part));
    return named.length > 0 ? named.slice(0, 1) : firstOptions(d, s);
  };

// ------------------------------------------------------------------ data faults

describe('typos of the e-Card card data: mended on load with a note, then read as printed', () => {
  const notes = (set: keyof typeof classicSets) =>
    (classicSets[set].notes ?? []).map((n) => n.message).join('\n');

  it('each mend is reported (never a silent rewrite)', () => {
    expect(notes('ecard1')).toContain('"If here are " read as "If there are "');
    expect(notes('ecard1')).toContain('"If heads this " read as "If heads, this "');
    expect(notes('ecard2')).toContain('"opponent\'s Pokémon is play" read as');
    expect(notes('ecard2')).toContain('"all of of your" read as "all of your"');
    expect(notes('ecard2')).toContain('"Kindra does " read as "Kingdra does "');
    expect(notes('ecard2')).toContain('"Flip a coin, If " read as "Flip a coin. If "');
    expect(notes('ecard3')).toContain('"damage isn\'t affect by" read as');
  });

  cardBehaviour(
    'ecard1-12',
    'Rending Jaws',
    () => {
      const run = (counters: number) => {
        let t = table({ p1: { active: ['ecard1-12', W, W, W, W] }, p2: { active: [KINGAMBIT] } });
        if (counters > 0) t = withCounters(t, 'p2:active', { damage: counters * 10 });
        return attack(t, 'Rending Jaws');
      };
      it('no damage counters on the Defending Pokémon: base damage 40 instead of 70', () => {
        expect(damageIn(run(0).state, 'p2:active')).toBe(40);
      });
      it('with a damage counter on it: the printed 70', () => {
        expect(damageIn(run(1).state, 'p2:active')).toBe(10 + 70);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ "N times the number of heads"

describe('"This attack does 20 times the number of heads" (no "damage")', () => {
  cardBehaviour(
    'ecard1-7',
    'Doubleslap',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard1-7', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Doubleslap',
        );
      it('2 coins: 20 for each heads — both heads 40, no heads nothing', () => {
        const two = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 2);
        expect(flipsOf(two)).toHaveLength(2);
        expect(damageIn(two.state, 'p2:active')).toBe(40);
        const none = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 0);
        expect(damageIn(none.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: other numbers of coins read the same; a count no reader knows stays manual', () => {
    expect(isPatternText('X', 'Flip 3 coins. This attack does 10 times the number of heads.')).toBe(
      true,
    );
    expect(
      isPatternText('X', 'Flip 3 coins. This attack does 10 times the number of your wishes.'),
    ).toBe(false);
  });
});

// ------------------------------------------------------------------ coins from "the amount of"

describe('"Flip a number of coins equal to the amount of X Energy attached to SELF"', () => {
  cardBehaviour(
    'ecard1-24',
    'Water Punch',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard1-24', W, W, W, R] }, p2: { active: [KINGAMBIT] } }),
          'Water Punch',
        );
      it('a coin per Water Energy (3, the Fire one not counted); 40 plus 10 for each heads', () => {
        const some = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 2);
        expect(flipsOf(some)).toHaveLength(3);
        expect(damageIn(some.state, 'p2:active')).toBe(60);
        const none = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 0);
        expect(damageIn(none.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-98',
    'Crush',
    () => {
      it('a coin per Energy of any type attached (2); 20 for each heads, none on no heads', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ecard2-98', F, W] }, p2: { active: [KINGAMBIT] } }),
            'Crush',
          );
        const one = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 1);
        expect(flipsOf(one)).toHaveLength(2);
        expect(damageIn(one.state, 'p2:active')).toBe(20);
        const none = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 0);
        expect(damageIn(none.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: "the amount of Energy attached to Poliwrath" counts every Energy (4 coins)', () => {
    const run = (seed: number) =>
      attack(
        madeUpTable({
          seed,
          p1: { active: ['madeup3-3', W, W, W, R] },
          p2: { active: [KINGAMBIT] },
        }),
        'Water Punch',
      );
    const t = run(SEEDS[0] as number);
    expect(flipsOf(t)).toHaveLength(4);
    expect(damageIn(t.state, 'p2:active')).toBe(40 + 10 * count(t, 'heads'));
  });
});

// ------------------------------------------------------------------ how 2 coins came out

describe('"If 1 is heads … If both are heads … If both are tails" after 2 coins', () => {
  cardBehaviour(
    'bp-7',
    'Horrid Pollen',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['bp-7', G, G, G] }, p2: { active: [DONDOZO] } }),
          'Horrid Pollen',
        );
      it('exactly 1 heads: Asleep and Poisoned; 30 damage', () => {
        const t = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1);
        expect(gotCondition(t, 'asleep')).toBe(true);
        expect(gotCondition(t, 'poisoned')).toBe(true);
        expect(gotCondition(t, 'confused') || gotCondition(t, 'paralyzed')).toBe(false);
      });
      it('both heads: Confused and Poisoned', () => {
        const t = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2);
        expect(gotCondition(t, 'confused')).toBe(true);
        expect(gotCondition(t, 'poisoned')).toBe(true);
        expect(gotCondition(t, 'asleep') || gotCondition(t, 'paralyzed')).toBe(false);
      });
      it('both tails: Paralyzed and Poisoned', () => {
        const t = withSeeds(SEEDS, run, (x) => count(x, 'tails') === 2);
        expect(gotCondition(t, 'paralyzed')).toBe(true);
        expect(gotCondition(t, 'poisoned')).toBe(true);
        expect(gotCondition(t, 'asleep') || gotCondition(t, 'confused')).toBe(false);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-46',
    'Peck Attack',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard2-46', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Peck Attack',
        );
      it('1 heads: 20; both heads: 50; both tails: no damage and the Defending Pokémon is Confused', () => {
        const one = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1);
        expect(damageIn(one.state, 'p2:active')).toBe(20);
        expect(gotCondition(one, 'confused')).toBe(false);
        const two = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2);
        expect(damageIn(two.state, 'p2:active')).toBe(50);
        const none = withSeeds(SEEDS, run, (x) => count(x, 'tails') === 2);
        expect(damageIn(none.state, 'p2:active')).toBe(0);
        expect(gotCondition(none, 'confused')).toBe(true);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-35',
    'Iron Smash',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard2-35', M, M, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Iron Smash',
        );
      it('both heads: 70; 1 of each: "just" 50; both tails: nothing', () => {
        expect(
          damageIn(withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2).state, 'p2:active'),
        ).toBe(70);
        expect(
          damageIn(withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1).state, 'p2:active'),
        ).toBe(50);
        expect(
          damageIn(withSeeds(SEEDS, run, (x) => count(x, 'tails') === 2).state, 'p2:active'),
        ).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard1-6',
    'Scorching Whirlwind',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard1-6', R, R, R, R, R] }, p2: { active: [KINGAMBIT] } }),
          'Scorching Whirlwind',
        );
      it('no tails: nothing discarded; 1 tails: 2 Energy cards; both tails: all of them — 120 each time', () => {
        const none = withSeeds(SEEDS, run, (x) => count(x, 'tails') === 0);
        expect(energyOn(none, 'p1:active')).toBe(5);
        const one = withSeeds(SEEDS, run, (x) => count(x, 'tails') === 1);
        expect(energyOn(one, 'p1:active')).toBe(3);
        const two = withSeeds(SEEDS, run, (x) => count(x, 'tails') === 2);
        expect(energyOn(two, 'p1:active')).toBe(0);
        for (const t of [none, one, two]) expect(damageIn(t.state, 'p2:active')).toBe(120);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard1-21',
    'Mislead',
    () => {
      it('"If either of them is heads": 1 or 2 heads Confused, no heads not', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ecard1-21', R, R] }, p2: { active: [KINGAMBIT] } }),
            'Mislead',
          );
        expect(
          gotCondition(
            withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1),
            'confused',
          ),
        ).toBe(true);
        expect(
          gotCondition(
            withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2),
            'confused',
          ),
        ).toBe(true);
        expect(
          gotCondition(
            withSeeds(SEEDS, run, (x) => count(x, 'heads') === 0),
            'confused',
          ),
        ).toBe(false);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-45',
    'Return Attack',
    () => {
      const run = (seed: number) =>
        attack(
          withCounters(
            table({ seed, p1: { active: ['ecard3-45', P, P] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage: 30 },
          ),
          'Return Attack',
        );
      it('either coin heads: 10 times the 3 damage counters on Wobbuffet; both tails: no damage (not the printed 10)', () => {
        expect(
          damageIn(withSeeds(SEEDS, run, (x) => count(x, 'heads') >= 1).state, 'p2:active'),
        ).toBe(30);
        expect(
          damageIn(withSeeds(SEEDS, run, (x) => count(x, 'heads') === 0).state, 'p2:active'),
        ).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-93',
    'Poison Needle Rush',
    () => {
      it('"If you get at least 1 heads": 20 per heads and Poisoned; no heads, neither', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ecard3-93', F, F, F] }, p2: { active: [KINGAMBIT] } }),
            'Poison Needle Rush',
          );
        const some = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2);
        expect(flipsOf(some)).toHaveLength(3);
        expect(gotCondition(some, 'poisoned')).toBe(true);
        const none = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 0);
        expect(damageIn(none.state, 'p2:active')).toBe(0);
        expect(gotCondition(none, 'poisoned')).toBe(false);
      });
    },
    classicRegistry,
  );

  it('made-up: words that count against "both" are not read after 3 coins (their meaning is a guess)', () => {
    expect(
      isPatternText(
        'X',
        'Flip 2 coins. If 1 is heads, the Defending Pokémon is now Asleep. If both are heads, the Defending Pokémon is now Confused.',
      ),
    ).toBe(true);
    expect(
      isPatternText('X', 'Flip 3 coins. If 1 is heads, the Defending Pokémon is now Asleep.'),
    ).toBe(false);
    expect(
      isPatternText(
        'X',
        'Flip 3 coins. If either of them is heads, the Defending Pokémon is now Asleep.',
      ),
    ).toBe(false);
    expect(
      isPatternText(
        'X',
        'Flip 2 coins. If both coins are tails, the Defending Pokémon is now Asleep.',
      ),
    ).toBe(true);
  });
});

// ------------------------------------------------------------------ conditions on the damage

describe('conditions on the damage: "isn\'t Asleep", "don\'t have the same number", "there are N or more"', () => {
  cardBehaviour(
    'ecard1-80',
    'Dream Eater',
    () => {
      const run = (asleep: boolean) =>
        attack(
          table({
            p1: { active: ['ecard1-80', P, P] },
            p2: { active: [KINGAMBIT], ...(asleep ? { activeCounters: { asleep: 1 } } : {}) },
          }),
          'Dream Eater',
        );
      it('the Defending Pokémon Asleep: 50', () => {
        expect(damageIn(run(true).state, 'p2:active')).toBe(50);
      });
      it('not Asleep: the attack does nothing', () => {
        expect(damageIn(run(false).state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: "is not Asleep" reads as "isn\'t Asleep"', () => {
    const run = (asleep: boolean) =>
      attack(
        madeUpTable({
          p1: { active: ['madeup3-1', P, P] },
          p2: { active: [KINGAMBIT], ...(asleep ? { activeCounters: { asleep: 1 } } : {}) },
        }),
        'Dream Eater',
      );
    expect(damageIn(run(true).state, 'p2:active')).toBe(50);
    expect(damageIn(run(false).state, 'p2:active')).toBe(0);
  });

  cardBehaviour(
    'ecard1-1',
    'Syncroblast',
    () => {
      const run = (defenderEnergy: string[]) =>
        attack(
          table({
            p1: { active: ['ecard1-1', P, P, P] },
            p2: { active: [KINGAMBIT, ...defenderEnergy] },
          }),
          'Syncroblast',
        );
      it('not the same number of Energy cards (3 and 0): base damage 20 instead of 80', () => {
        expect(damageIn(run([]).state, 'p2:active')).toBe(20);
      });
      it('the same number (3 and 3): the printed 80', () => {
        expect(damageIn(run([L, L, L]).state, 'p2:active')).toBe(80);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-64',
    'Angry Horn',
    () => {
      const run = (counters: number) =>
        attack(
          withCounters(
            table({ p1: { active: ['ecard3-64', G, G, G] }, p2: { active: [DONDOZO] } }),
            'p1:active',
            { damage: counters * 10 },
          ),
          'Angry Horn',
        );
      it('4 damage counters on Heracross: base damage 50 instead of 30', () => {
        expect(damageIn(run(4).state, 'p2:active')).toBe(50);
      });
      it('3 counters: the printed 30', () => {
        expect(damageIn(run(3).state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );

  it('made-up: "If there is a damage counter on the Defending Pokémon" (one counter, said the other way)', () => {
    const run = (counters: number) => {
      const t = madeUpTable({
        p1: { active: ['madeup3-2', G, G, G] },
        p2: { active: [DONDOZO] },
      });
      return attack(
        counters > 0 ? withCounters(t, 'p2:active', { damage: counters * 10 }) : t,
        'Angry Horn',
      );
    };
    expect(damageIn(run(1).state, 'p2:active')).toBe(10 + 50);
    expect(damageIn(run(0).state, 'p2:active')).toBe(30);
  });

  cardBehaviour(
    'ecard3-11',
    "Dragon's Vengeance",
    () => {
      const run = (counters: number) =>
        attack(
          withCounters(
            table({ p1: { active: ['ecard3-11', W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage: counters * 10 },
          ),
          "Dragon's Vengeance",
        );
      it('7 damage counters on Gyarados: base damage 100; 6: the printed 50', () => {
        expect(damageIn(run(7).state, 'p2:active')).toBe(100);
        expect(damageIn(run(6).state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  it('a condition no reader knows, or a clause that does more than change the damage, stays manual', () => {
    expect(
      isPatternText(
        'X',
        "If there are exactly 2 damage counters on X, this attack's base damage is 50 instead of 30.",
      ),
    ).toBe(false);
    expect(isPatternText('X', 'If there are exactly 3 cards in your hand, draw a card.')).toBe(
      false,
    );
  });
});

// ------------------------------------------------------------------ Weakness and Resistance

describe('Swift in e-Card words; "Don\'t apply Weakness or Resistance" for a chosen Pokémon', () => {
  cardBehaviour(
    'ecard2-115',
    'Swift',
    () => {
      it('20 to a Defending Pokémon weak to Lightning (Weakness not applied)', () => {
        const t = attack(
          table({ p1: { active: ['ecard2-115', L] }, p2: { active: [DONDOZO] } }),
          'Swift',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-15',
    'Swift',
    () => {
      it('"isn\'t affect by" (mended): 50 to a Pokémon weak to Grass, not 100', () => {
        const t = attack(
          table({ p1: { active: ['ecard3-15', G, G, G] }, p2: { active: [KINGAMBIT] } }),
          'Swift',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-52',
    'Dig Under',
    () => {
      it('the Pokémon chosen takes 30, Weakness not applied (Chansey is weak to Fighting)', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-52', F, F, F] },
            p2: { active: [CHANSEY], bench: [[ONIX]] },
          }),
          'Dig Under',
          { chooser: naming('Chansey') },
        );
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-90',
    'Long Tongue',
    () => {
      it('"1 of your opponent\'s Pokémon in play": a Benched one chosen takes 10, the Active none', () => {
        const t = attack(
          table({
            p1: { active: ['ecard2-90', W, W] },
            p2: { active: [KINGAMBIT], bench: [[ONIX], [PIKACHU]] },
          }),
          'Long Tongue',
          { chooser: naming('Pikachu') },
        );
        expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-105',
    'Splatter',
    () => {
      it('"Pokémon is play" (mended): the Active chosen takes 10, Weakness not applied', () => {
        const t = attack(
          table({ p1: { active: ['ecard2-105', W] }, p2: { active: [PIKACHU], bench: [[ONIX]] } }),
          'Splatter',
          { chooser: naming('Onix') },
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ damage to several Pokémon

describe('damage to Benched Pokémon and to several Pokémon, in e-Card words', () => {
  cardBehaviour(
    'ecard1-79',
    'Rock Slide',
    () => {
      const run = (bench: string[][], chooser?: Chooser) =>
        attack(
          table({
            p1: { active: ['ecard1-79', F, F, F] },
            p2: { active: [KINGAMBIT], bench },
          }),
          'Rock Slide',
          chooser ? { chooser } : {},
        );
      it('2 Benched Pokémon chosen take 10 each, the third none; 30 to the Defending Pokémon', () => {
        const t = run([[ONIX], [SQUIRTLE], [PIKACHU]], (d, s) => {
          const two = (d.options ?? []).filter((o) => /Onix|Pikachu/.test(o));
          return two.length === 2 ? two : firstOptions(d, s);
        });
        const hit = ['p2:bench_1', 'p2:bench_2', 'p2:bench_3'].map((z) => damageIn(t.state, z));
        expect(hit).toEqual([10, 0, 10]);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
      it('"(1 if he or she has only 1)": the only Benched Pokémon takes 10', () => {
        const t = run([[SQUIRTLE]]);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard1-64',
    'Thermal Blast',
    () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard1-64', R, R, R] },
            p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [ONIX]] },
          }),
          'Thermal Blast',
        );
      it('", if any": heads 10 to each Benched Pokémon (Squirtle\'s Weakness not applied); tails none', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
        expect(damageIn(h.state, 'p2:active')).toBe(40);
        const t = withSeeds(SEEDS, run, tails);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-150',
    'Rolling Thunder',
    () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard2-150', L, L, F, F], bench: [[SQUIRTLE]] },
            p2: { active: [KINGAMBIT], bench: [[ONIX]] },
          }),
          'Rolling Thunder',
        );
      it('"Flip a coin, If heads" (mended): heads 10 to the opponent\'s Bench; tails 10 to your own', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect([damageIn(h.state, 'p2:bench_1'), damageIn(h.state, 'p1:bench_1')]).toEqual([10, 0]);
        const t = withSeeds(SEEDS, run, tails);
        expect([damageIn(t.state, 'p2:bench_1'), damageIn(t.state, 'p1:bench_1')]).toEqual([0, 10]);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-9',
    'Scatterbomb',
    () => {
      it("10 per heads to each of the opponent's Benched Pokémon, 10 per tails to each of your own", () => {
        const run = (seed: number) =>
          attack(
            table({
              seed,
              p1: { active: ['ecard3-9', M, W, W], bench: [[SQUIRTLE]] },
              p2: { active: [KINGAMBIT], bench: [[ONIX], [PIKACHU]] },
            }),
            'Scatterbomb',
          );
        const t = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        const hh = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2);
        expect(damageIn(hh.state, 'p2:bench_1')).toBe(20);
        expect(damageIn(hh.state, 'p1:bench_1')).toBe(0);
        expect(damageIn(hh.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-27',
    'Zzzap',
    () => {
      it('20 to each Pokémon with a Poké-Body or Poké-Power, both sides, no Weakness; an Ability or none is not hit', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-27', L, L], bench: [['ecard1-7']] },
            p2: { active: ['ecard2-17'], bench: [[KINGAMBIT], [ONIX]] },
          }),
          'Zzzap',
        );
        expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p1:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-148',
    'Earth Bomb',
    () => {
      it('50 to the Defending Pokémon, 20 to Golem itself, "also" 10 to each Benched Pokémon of both players', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-148', G, R, F, F], bench: [[SQUIRTLE]] },
            p2: { active: [KINGAMBIT], bench: [[ONIX]] },
          }),
          'Earth Bomb',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(50);
        expect(damageIn(t.state, 'p1:active')).toBe(20);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-17',
    'Fire Stream',
    () => {
      it('"If your opponent has any Benched Pokémon, … each of them": 10 to each; none without a Bench', () => {
        const run = (bench: string[][]) =>
          attack(
            table({
              p1: { active: ['ecard3-17', R, R, R, R] },
              p2: { active: [KINGAMBIT], bench },
            }),
            'Fire Stream',
          );
        const t = run([[ONIX], [SQUIRTLE]]);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
        expect(damageIn(t.state, 'p2:active')).toBe(60);
        expect(energyOn(t, 'p1:active')).toBe(3);
        expect(damageIn(run([]).state, 'p2:active')).toBe(60);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-22',
    'Steel Wave',
    () => {
      it("10 to each Benched Pokémon of the Defending Pokémon's type only", () => {
        const t = attack(
          table({
            p1: { active: ['ecard2-22', M, M, M] },
            p2: { active: [SQUIRTLE], bench: [['base1-42'], [ONIX]] },
          }),
          'Steel Wave',
        );
        // Wartortle (base1-42) is Water like Squirtle; Onix is Fighting.
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-13',
    'Thunderspark',
    () => {
      it('10 to each Benched Pokémon with an Energy card attached, on both sides; none to the others', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-13', L, L, L], bench: [[SQUIRTLE, W], [PIKACHU]] },
            p2: { active: [KINGAMBIT], bench: [[ONIX, F], [SQUIRTLE]] },
          }),
          'Thunderspark',
        );
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-4',
    'Ice Cyclone',
    () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard3-4', W, W, W, W], bench: [[SQUIRTLE]] },
            p2: { active: [KINGAMBIT], bench: [[ONIX]] },
          }),
          'Ice Cyclone',
        );
      it("heads: 10 to each of the opponent's Benched Pokémon; tails: 10 to each of your Pokémon in play, Articuno too", () => {
        const h = withSeeds(SEEDS, run, heads);
        expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(h.state, 'p1:bench_1')).toBe(0);
        const t = withSeeds(SEEDS, run, tails);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p1:active')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ counts named once

describe('"Count the number of …" then "that number" / "that many" / "those Pokémon"', () => {
  cardBehaviour(
    'ecard1-72',
    'Dogpile',
    () => {
      it('3 Pokémon on your Bench: 30 to the Defending Pokémon and 30 to Chansey itself', () => {
        const t = attack(
          table({
            p1: { active: ['ecard1-72', W, W, W], bench: [[SQUIRTLE], [PIKACHU], [ONIX]] },
            p2: { active: [KINGAMBIT], bench: [[ONIX]] },
          }),
          'Dogpile',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        expect(damageIn(t.state, 'p1:active')).toBe(30);
      });
    },
    classicRegistry,
  );

  it('made-up: the opponent\'s Bench counted, "this Pokémon" for the card\'s name', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['madeup3-4', W, W, W], bench: [[SQUIRTLE]] },
        p2: { active: [KINGAMBIT], bench: [[ONIX], [PIKACHU]] },
      }),
      'Dogpile',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  cardBehaviour(
    'ecard3-39',
    'Gift of Spite',
    () => {
      it('a damage counter on the Defending Pokémon for each of your damaged Pokémon (counters: no Weakness)', () => {
        let t = table({
          p1: { active: ['ecard3-39', P, P], bench: [[SQUIRTLE], [PIKACHU]] },
          p2: { active: ['ecard1-80'] },
        });
        t = withCounters(t, 'p1:active', { damage: 10 });
        t = withCounters(t, 'p1:bench_1', { damage: 20 });
        t = attack(t, 'Gift of Spite');
        // Misdreavus and Squirtle are damaged, Pikachu not: 2 counters (Haunter is weak to nothing Psychic here).
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard1-16',
    'Iron Fist',
    () => {
      const run = (seed: number) => {
        let t = table({
          seed,
          p1: { active: ['ecard1-16', F, F, F, F], bench: [[SQUIRTLE], [PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        });
        t = withCounters(t, 'p1:active', { damage: 10 });
        t = withCounters(t, 'p1:bench_2', { damage: 10 });
        return attack(t, 'Iron Fist');
      };
      it('heads: 50 plus 10 for each of your 2 damaged Pokémon; tails: the printed 50', () => {
        expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(70);
        expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  it('a sentence still naming "that number" after the rewrite is not read', () => {
    expect(
      isPatternText(
        'X',
        'Count the number of Pokémon on your Bench. Draw that number of cards and shuffle that many.',
      ),
    ).toBe(false);
  });
});

// ------------------------------------------------------------------ healing, self-damage, a condition chosen

describe('healing, self-damage and a Special Condition chosen, in e-Card words', () => {
  cardBehaviour(
    'ecard1-72',
    'Bind Wound',
    () => {
      const run = (seed: number, chooser?: Chooser) => {
        let t = table({
          seed,
          p1: { active: ['ecard1-72', W, W], bench: [[SQUIRTLE], [PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        });
        t = withCounters(t, 'p1:bench_1', { damage: 10 });
        t = withCounters(t, 'p1:bench_2', { damage: 30 });
        return attack(t, 'Bind Wound', chooser ? { chooser } : {});
      };
      it('heads: 2 counters off the damaged Pokémon chosen; "(1 if it has only 1)"', () => {
        const seed = seedWith((s) => run(s), heads);
        const p = run(seed, naming('Pikachu'));
        expect(damageIn(p.state, 'p1:bench_2')).toBe(10);
        const s = run(seed, naming('Squirtle'));
        expect(damageIn(s.state, 'p1:bench_1')).toBe(0);
      });
      it('tails: nothing removed', () => {
        const t = withSeeds(SEEDS, (s) => run(s), tails);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p1:bench_2')).toBe(30);
      });
    },
    classicRegistry,
  );

  it('made-up: Bind Wound on the opponent\'s Pokémon, "(1 if it only has 1)"', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          madeUpTable({
            seed,
            p1: { active: ['madeup3-5', W, W] },
            p2: { active: [KINGAMBIT] },
          }),
          'p2:active',
          { damage: 30 },
        ),
        'Bind Wound',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(10);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(30);
  });

  cardBehaviour(
    'ecard2-66',
    'Deep Dive',
    () => {
      it('3 coins: 1 counter off Wooper for each heads, never more than it has', () => {
        const run = (seed: number) =>
          attack(
            withCounters(
              table({ seed, p1: { active: ['ecard2-66', W] }, p2: { active: [KINGAMBIT] } }),
              'p1:active',
              { damage: 20 },
            ),
            'Deep Dive',
          );
        const one = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1);
        expect(damageIn(one.state, 'p1:active')).toBe(10);
        const three = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 3);
        expect(damageIn(three.state, 'p1:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-103',
    'Energy Healing',
    () => {
      it('2 counters off Staryu for each Energy attached; all of them when it has fewer', () => {
        const run = (energy: string[], counters: number) =>
          attack(
            withCounters(
              table({ p1: { active: ['ecard3-103', ...energy] }, p2: { active: [KINGAMBIT] } }),
              'p1:active',
              { damage: counters * 10 },
            ),
            'Energy Healing',
          );
        // 1 Energy: 2 of the 3 counters; 2 Energy: 4 to remove, all 3 go.
        expect(damageIn(run([W], 3).state, 'p1:active')).toBe(10);
        expect(damageIn(run([W, L], 3).state, 'p1:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-21',
    'Electric Tackle',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard2-21', L, L, W] }, p2: { active: [KINGAMBIT] } }),
          'Electric Tackle',
        );
      it('20 plus 10 per Lightning Energy (2): 40; tails, Lanturn does 10 per Lightning Energy to itself', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect(damageIn(h.state, 'p2:active')).toBe(40);
        expect(damageIn(h.state, 'p1:active')).toBe(0);
        const t = withSeeds(SEEDS, run, tails);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(damageIn(t.state, 'p1:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-25',
    'Miracle Tail',
    () => {
      const run = (seed: number, chooser?: Chooser) =>
        attack(
          table({ seed, p1: { active: ['ecard2-25', R] }, p2: { active: [KINGAMBIT] } }),
          'Miracle Tail',
          chooser ? { chooser } : {},
        );
      it('heads: the Special Condition you choose of the 5; tails: none', () => {
        const seed = seedWith((s) => run(s), heads);
        const asked: string[][] = [];
        const t = run(seed, (d, s) => {
          asked.push([...(d.options ?? [])]);
          return naming('urn')(d, s);
        });
        expect(asked[0]).toHaveLength(5);
        expect(gotCondition(t, 'burned')).toBe(true);
        const none = withSeeds(SEEDS, (s) => run(s), tails);
        for (const c of ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'])
          expect(gotCondition(none, c)).toBe(false);
        expect(damageIn(none.state, 'p2:active')).toBe(10);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ more e-Card printings of these forms

describe('more printings: typos mended, counts of two Pokémon, coins per Pokémon', () => {
  cardBehaviour(
    'ecard1-86',
    'Thrash',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard1-86', R, R, R] }, p2: { active: [KINGAMBIT] } }),
          'Thrash',
        );
      it('"If heads this attack" (mended): heads 40; tails 30 and Magmar does 10 to itself', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect([damageIn(h.state, 'p2:active'), damageIn(h.state, 'p1:active')]).toEqual([40, 0]);
        const t = withSeeds(SEEDS, run, tails);
        expect([damageIn(t.state, 'p2:active'), damageIn(t.state, 'p1:active')]).toEqual([30, 10]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-110',
    'Claw',
    () => {
      it('"If tails this attack does nothing" (mended): heads 30, tails nothing', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ecard2-110', D, W] }, p2: { active: [KINGAMBIT] } }),
            'Claw',
          );
        expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(30);
        expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard1-29',
    'Stamp',
    () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard1-29', D, D, D, D] },
            p2: { active: [CHANSEY], bench: [[ONIX]] },
          }),
          'Stamp',
        );
      it('heads: 60 and 10 to each Benched Pokémon ("and does …, if any"); tails: 50, the Bench untouched', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect(damageIn(h.state, 'p2:active')).toBe(60);
        expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
        const t = withSeeds(SEEDS, run, tails);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-148',
    'Aquabomb',
    () => {
      it('"Kindra does" (mended): 40 to the Defending Pokémon, 10 to Kingdra itself (no Weakness to itself)', () => {
        const t = attack(
          table({ p1: { active: ['ecard2-148', W, W, L] }, p2: { active: [KINGAMBIT] } }),
          'Aquabomb',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(damageIn(t.state, 'p1:active')).toBe(10);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-149',
    'Psychic',
    () => {
      it('"damage time the number" (mended): 10 for each Energy card on the Defending Pokémon', () => {
        const t = attack(
          table({ p1: { active: ['ecard2-149', P, R] }, p2: { active: [KINGAMBIT, F, F, F] } }),
          'Psychic',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-13',
    'Lateral Eggsplosion',
    () => {
      it('"all of of your" (mended): a coin per Energy on all of your Benched Pokémon (3); 30 plus 10 per heads', () => {
        const run = (seed: number) =>
          attack(
            table({
              seed,
              p1: {
                active: ['ecard2-13', P, W, W],
                bench: [
                  [SQUIRTLE, W, W],
                  [PIKACHU, L],
                ],
              },
              p2: { active: [KINGAMBIT] },
            }),
            'Lateral Eggsplosion',
          );
        const t = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 2);
        expect(flipsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-23',
    'Burning Sludge',
    () => {
      it('"If any of them are heads": a coin per Grass Energy (2); any heads Poisoned and Burned, none neither', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ecard2-23', G, G] }, p2: { active: [KINGAMBIT] } }),
            'Burning Sludge',
          );
        const some = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 1);
        expect(flipsOf(some)).toHaveLength(2);
        expect(gotCondition(some, 'poisoned') && gotCondition(some, 'burned')).toBe(true);
        const none = withSeeds(SEEDS, run, (x) => count(x, 'heads') === 0);
        expect(gotCondition(none, 'poisoned') || gotCondition(none, 'burned')).toBe(false);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-30',
    'Energy Burst',
    () => {
      it('heads: 10 times the Energy on Starmie and the Defending Pokémon together (1 + 2); tails: none', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ecard3-30', P] }, p2: { active: [KINGAMBIT, F, F] } }),
            'Energy Burst',
          );
        expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(30);
        expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-34',
    'Do the Wave',
    () => {
      it("heads: 10 times the Pokémon you have in play (3; the opponent's not counted); tails: none", () => {
        const run = (seed: number) =>
          attack(
            table({
              seed,
              p1: { active: ['ecard3-34', W, W], bench: [[SQUIRTLE], [PIKACHU]] },
              p2: { active: [KINGAMBIT], bench: [[ONIX]] },
            }),
            'Do the Wave',
          );
        expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(30);
        expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-24',
    'Trample',
    () => {
      it('a coin for each Benched Pokémon of both players; 20 to each whose coin is heads', () => {
        const t = attack(
          table({
            seed: 3,
            p1: { active: ['ecard3-24', F, W, W, W], bench: [[SQUIRTLE]] },
            p2: { active: [KINGAMBIT], bench: [[ONIX], [PIKACHU]] },
          }),
          'Trample',
        );
        const coins = t.state.log.map((e) => e.message).filter((m) => m.startsWith('p1 flipped'));
        expect(coins).toHaveLength(3);
        const hit = ['p1:bench_1', 'p2:bench_1', 'p2:bench_2'].map((z) => damageIn(t.state, z));
        const headsCount = coins.filter((m) => m.endsWith('heads')).length;
        expect(hit.filter((d) => d === 20)).toHaveLength(headsCount);
        expect(hit.every((d) => d === 0 || d === 20)).toBe(true);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );
});

describe('"(Don\'t apply Weakness or Resistance for Benched Pokémon.)", then a coin for the next turn', () => {
  cardBehaviour(
    'ecard2-35',
    'Earth Rift',
    () => {
      const used = (seed: number) =>
        nextTurn(
          pass(
            attack(
              table({
                seed,
                p1: { active: ['ecard2-35', M, W] },
                p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
              }),
              'Earth Rift',
            ),
          ),
        );
      it('10 to the Defending Pokémon and each Benched one; tails: refused during your next turn, heads not', () => {
        const t = withSeeds(SEEDS, used, tails);
        expect(damageIn(t.state, 'p2:active')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(verdict(t, attackAction(t, 'Earth Rift'))).toBe('CANNOT_USE_ATTACK');
        const h = withSeeds(SEEDS, used, heads);
        expect(verdict(h, attackAction(h, 'Earth Rift'))).toBe('ok');
      });
    },
    classicRegistry,
  );
});

describe('Energy discarded then counted, damage reduced by a count, a coin\'s side with "and" alone', () => {
  cardBehaviour(
    'ecard1-21',
    'Ethereal Flame',
    () => {
      it('every Fire Energy card discarded first (2 of 3 cards); 30 plus 20 for each: 70', () => {
        const t = attack(
          table({ p1: { active: ['ecard1-21', R, R, W] }, p2: { active: [KINGAMBIT] } }),
          'Ethereal Flame',
        );
        expect(energyOn(t, 'p1:active')).toBe(1);
        expect(damageIn(t.state, 'p2:active')).toBe(70);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-84',
    'Max Voltage',
    () => {
      it('no Lightning Energy to discard: the printed 20; 2 Lightning discarded: 40', () => {
        const none = attack(
          table({ p1: { active: ['ecard3-84', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Max Voltage',
        );
        expect(damageIn(none.state, 'p2:active')).toBe(20);
        expect(energyOn(none, 'p1:active')).toBe(2);
        const two = attack(
          table({ p1: { active: ['ecard3-84', L, L, W] }, p2: { active: [KINGAMBIT] } }),
          'Max Voltage',
        );
        expect(damageIn(two.state, 'p2:active')).toBe(40);
        expect(energyOn(two, 'p1:active')).toBe(1);
      });
    },
    classicRegistry,
  );

  it('a count of another type than the cards discarded is not this form (stays manual)', () => {
    expect(
      isPatternText(
        'X',
        'Discard all Fire Energy cards attached to X. This attack does 20 damage plus 10 more damage for each Water Energy card discarded in this way.',
      ),
    ).toBe(false);
  });

  cardBehaviour(
    'ecard2-29',
    'Karate Chop',
    () => {
      it('40 less 10 for each damage counter on Primeape (3: 10), never below 0 (5: 0)', () => {
        const run = (counters: number) =>
          attack(
            withCounters(
              table({ p1: { active: ['ecard2-29', F, F] }, p2: { active: [KINGAMBIT] } }),
              'p1:active',
              { damage: counters * 10 },
            ),
            'Karate Chop',
          );
        expect(damageIn(run(0).state, 'p2:active')).toBe(40);
        expect(damageIn(run(3).state, 'p2:active')).toBe(10);
        expect(damageIn(run(5).state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-102',
    'Antler Swipe',
    () => {
      const run = (seed: number, bench: string[][], chooser?: Chooser) =>
        attack(
          table({ seed, p1: { active: ['ecard3-102', W, W] }, p2: { active: [CHANSEY], bench } }),
          'Antler Swipe',
          chooser ? { chooser } : {},
        );
      it('heads: 20 to the Defending Pokémon, none to the Bench', () => {
        const h = withSeeds(SEEDS, (s) => run(s, [[ONIX]]), heads);
        expect(damageIn(h.state, 'p2:active')).toBe(20);
        expect(damageIn(h.state, 'p2:bench_1')).toBe(0);
      });
      it('tails with a Bench: 20 to the Benched Pokémon you choose, none to the Defending Pokémon', () => {
        const seed = seedWith((s) => run(s, [[ONIX], [SQUIRTLE]]), tails);
        const t = run(seed, [[ONIX], [SQUIRTLE]], naming('Squirtle'));
        expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
      it('tails with no Bench: nothing', () => {
        const t = withSeeds(SEEDS, (s) => run(s, []), tails);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
});

describe('damage counters on a Pokémon chosen; a choice only among damaged Pokémon', () => {
  cardBehaviour(
    'ecard1-19',
    'Super Psywave',
    () => {
      it('the Pokémon chosen gets a damage counter per Energy card on it (Benched Onix, 2: 20); no Weakness', () => {
        const t = attack(
          table({
            p1: { active: ['ecard1-19', P, P] },
            p2: { active: ['ecard1-80', P], bench: [[ONIX, F, F]] },
          }),
          'Super Psywave',
          { chooser: naming('Onix') },
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
      it('a Pokémon with no Energy chosen: no counters', () => {
        const t = attack(
          table({ p1: { active: ['ecard1-19', P, P] }, p2: { active: [KINGAMBIT] } }),
          'Super Psywave',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-79',
    'Evil Eye',
    () => {
      it('1 damage counter on the Pokémon chosen (Benched Squirtle)', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-79', D] },
            p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
          }),
          'Evil Eye',
          { chooser: naming('Squirtle') },
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-79',
    'Blindside',
    () => {
      it('only a Pokémon with a damage counter is offered; it takes 20, Weakness not applied', () => {
        const asked: string[][] = [];
        let t = table({
          p1: { active: ['ecard3-79', W, W] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
        });
        t = withCounters(t, 'p2:bench_2', { damage: 10 });
        t = withCounters(t, 'p2:active', { damage: 10 });
        t = attack(t, 'Blindside', {
          chooser: (d, s) => {
            asked.push([...(d.options ?? [])]);
            return naming('Pikachu')(d, s);
          },
        });
        // Kingambit and Pikachu have counters; Squirtle has none and is not offered.
        expect(asked[0]).toHaveLength(2);
        expect(asked[0]?.some((o) => o.includes('Squirtle'))).toBe(false);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(30);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
      it('no damaged Pokémon: no choice, no damage', () => {
        const t = attack(
          table({ p1: { active: ['ecard3-79', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Blindside',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
});

describe('"… isn\'t affected by … any other effects on that Pokémon" after a choice', () => {
  /** A lasting "damage done to it is reduced by 10 (before Weakness and Resistance)" on a Pokémon. */
  const shielded = (t: Table, zone: string) =>
    withMarker(t, zone, { kind: 'reduce-damage-before', amount: 10, until: null, source: 'test' });

  cardBehaviour(
    'ecard2-87',
    'Feint Attack',
    () => {
      it('the Pokémon chosen (Benched Haunter, weak to Darkness, its damage reduced by 10) takes 20: no Weakness, no effect on it', () => {
        const t = attack(
          shielded(
            table({
              p1: { active: ['ecard2-87', D, W] },
              p2: { active: [KINGAMBIT], bench: [['ecard1-80']] },
            }),
            'p2:bench_1',
          ),
          'Feint Attack',
          { chooser: naming('Haunter') },
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('the same effect does reduce damage to a chosen Pokémon without those words (Long Tongue: 10 − 10)', () => {
    const t = attack(
      shielded(
        table({ p1: { active: ['ecard2-90', W, W] }, p2: { active: [KINGAMBIT] } }),
        'p2:active',
      ),
      'Long Tongue',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('"… on the Defending Pokémon" after a choice that may be Benched names another Pokémon: not read', () => {
    expect(
      isPatternText(
        'X',
        "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that Pokémon. This attack's damage isn't affected by Weakness, Resistance, Pokémon Powers, or any other effects on the Defending Pokémon.",
      ),
    ).toBe(false);
  });
});

describe('Energy discarded from any of your Pokémon for coins; damage to a Benched Pokémon chosen', () => {
  cardBehaviour(
    'ecard2-12',
    'Super Eggsplosion',
    () => {
      const run = (seed: number, chooser: Chooser) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard2-12', G], bench: [[SQUIRTLE, W, W]] },
            p2: { active: [DONDOZO] },
          }),
          'Super Eggsplosion',
          { chooser },
        );
      const discarding = (d: { prompt: string }) => d.prompt.includes('Discard any number');
      const all: Chooser = (d, s) => (discarding(d) ? [...(d.options ?? [])] : firstOptions(d, s));
      const none: Chooser = (d, s) => (discarding(d) ? [] : firstOptions(d, s));
      it('3 Energy cards discarded from Exeggutor and the Bench: 3 coins, 40 for each heads', () => {
        const t = run(SEEDS[0] as number, all);
        expect(energyOn(t, 'p1:active') + energyOn(t, 'p1:bench_1')).toBe(0);
        expect(flipsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(40 * count(t, 'heads'));
      });
      it('none discarded: no coins, no damage', () => {
        const t = run(SEEDS[0] as number, none);
        expect(flipsOf(t)).toHaveLength(0);
        expect(energyOn(t, 'p1:bench_1')).toBe(2);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard2-12',
    'Called Shot',
    () => {
      it('the Benched Pokémon chosen takes 10 per Grass Energy on Exeggutor (2: 20, no Weakness); the Active none', () => {
        const t = attack(
          table({
            p1: { active: ['ecard2-12', G, G, W] },
            p2: { active: [KINGAMBIT], bench: [[ONIX], [SQUIRTLE]] },
          }),
          'Called Shot',
          { chooser: naming('Onix') },
        );
        // Onix is weak to Grass; a Benched Pokémon takes the plain 20.
        expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
});
