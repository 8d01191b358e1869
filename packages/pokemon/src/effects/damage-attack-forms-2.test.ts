import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { cardBehaviour } from './behaviour.test-helper';
import {
  flipsOf,
  heads,
  L,
  nextTurn,
  P,
  pass,
  R,
  SEEDS,
  tails,
  W,
} from './cards/classic.test-helper';
import {
  classicRegistry,
  classicTable,
  classicWith,
  rewordAttack,
} from './classic-sets.test-helper';
import {
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  playTrainer,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { attackAction, evolve, verdict } from './lasting.test-helper';
import { compileAttackText, isPatternText } from './patterns';

/**
 * Attack sentences about damage, coins, damage counters, healing and Special Conditions that the
 * sets loaded with no code of their own print in other words than the forms read before: each
 * form is tested on a real printing (outcome written from its printed text) and, where the same
 * meaning has another wording no fixture prints, on a MADE-UP card (marked "made-up" below),
 * so the readers are held to the meaning, not to one card's words.
 *
 * Rulings relied on:
 * - "Don't apply Weakness and Resistance for Benched Pokémon!" (Pokémon TCG rulebook, "Check
 *   Weakness and Resistance"; Black & White / XY rulebooks, e.g. xy8-rulebook-en p. 15), so damage
 *   to a Benched Pokémon is the printed number.
 * - The order of an attack: "Make any choices the attack requires … Do anything the attack
 *   requires you to do to use it (flip a coin) … Apply any effects that happen before damage, then
 *   place damage counters, and then do all other effects" (same rulebook, "Full details of
 *   attacking") — so Hyper Flame's discards, which decide whether it does anything, come before
 *   its damage, and healing / self-damage after.
 * - Putting damage counters is not damage: "put 1 damage counter … for each 10 damage"; an
 *   effect that puts counters puts that number, with no Weakness or Resistance (Pain Split).
 * - Removing damage counters never removes more than the Pokémon has ("(1 if it only has 1)").
 * - "Can't use this attack during your next turn" ends by "benching, leaving play, evolving or
 *   devolving" (WotC rules team on Sabrina's Alakazam's Mega Burn, Jul 12, 2001, quoted on the
 *   Pokégym "Ask the Rules Team" board, Feb 2004): Slashing Strike's "(Benching or evolving
 *   Scyther ends this effect.)" restates it.
 * - "If this doesn't Knock Out Poliwhirl": Knock Outs are checked when the attack is over
 *   (rulebook: "Your attack is complete, so check to see if any Pokémon were Knocked Out"), so
 *   the check is whether the counters just put leave it any HP.
 * Data: Team Rocket Dark Vileplume's Petal Whirlwind is printed "Flip 3 coins." (the card data
 * says "Flip a coins."): mended on load for that one text, with a load note (data-faults.ts).
 */

// ------------------------------------------------------------------ made-up printings

/** MADE-UP rewordings of real printings (no set prints these words): same meaning, other words. */
const REWORDED = {
  /** Poison Claws, lower-case "if" and "Pokemon" without its accent, Paralyzed for Poisoned. */
  claws: rewordAttack(
    'basep-17',
    'madeup-1',
    'Poison Claws',
    'Flip a coin. if heads, the Defending Pokemon is now Paralyzed.',
  ),
  /** Miraculous Comeback with "Then," and "this Pokémon". */
  comeback: rewordAttack(
    'basep-18',
    'madeup-2',
    'Miraculous Comeback',
    'Flip a number of coins equal to the number of Pokémon in play. This attack does 10 damage times the number of heads. Then, this Pokémon does 10 damage times the number of tails to itself.',
  ),
  /** Cat Punch with no "if your opponent has any Benched Pokémon" guard and the target named. */
  punch: rewordAttack(
    'basep-10',
    'madeup-3',
    'Cat Punch',
    'Flip a coin. If heads, this attack does 20 damage to the Defending Pokémon. If tails, your opponent chooses 1 of his or her Benched Pokémon and this attack does 20 damage to it.',
  ),
  /** Pain Split as "a number of damage counters … equal to the number of …". */
  split: rewordAttack(
    'basep-39',
    'madeup-4',
    'Pain Split',
    'Put a number of damage counters on the Defending Pokémon equal to the number of damage counters on Misdreavus.',
  ),
  /** Burning Fire with "when you use this attack" after the Pokémon and no "in play". */
  fire: rewordAttack(
    'basep-44',
    'madeup-5',
    'Burning Fire',
    'You may discard any number of Fire Energy cards attached to your Pokémon when you use this attack. This attack does 10 damage plus 10 more damage for each Fire Energy card you discarded in this way.',
  ),
  /** Hyper Flame discarding a type the attacker may not have. */
  flame: rewordAttack(
    'basep-21',
    'madeup-6',
    'Hyper Flame',
    'Flip a coin. If heads, discard 1 Water Energy card attached to Moltres. If tails, discard all Energy cards attached to Moltres. If you can’t discard Energy cards, this attack does nothing.'.replace(
      '’',
      "'",
    ),
  ),
  /** Plain self-damage after "Then,". */
  selfHit: rewordAttack(
    'basep-23',
    'madeup-7',
    'Lightning Burn',
    'Then, Zapdos does 20 damage to itself.',
  ),
};
const madeUpSet = loadCardSet(Object.values(REWORDED));
const { table: madeUpTable } = classicWith(madeUpSet);

// ------------------------------------------------------------------ helpers

const table = classicTable;
/** 120 HP Colorless, weak to Fighting, resists Psychic (−30). */
const CHANSEY = 'base1-3';
/** 70 HP Fighting, weak to Psychic. */
const HITMONCHAN = 'base1-7';
/** 90 HP Fighting, weak to Grass. */
const ONIX = 'base1-56';
/** 40 HP Water, weak to Lightning. */
const SQUIRTLE = 'base1-63';
/** 30 HP Psychic, weak to Psychic. */
const ABRA = 'base1-43';
const SWITCH = 'base1-95';
const allCoins = (t: Table, player = 'p1') =>
  t.state.log
    .map((e) => e.message)
    .filter((m) => m.startsWith(`${player} flipped`))
    .flatMap((m) => m.slice(m.indexOf(':') + 2).split(', '));
const count = (t: Table, side: 'heads' | 'tails') => allCoins(t).filter((c) => c === side).length;
const energyOn = (t: Table, zone: string) =>
  templatesIn(t.state, zone).filter((id) => id.startsWith('sve-')).length;

/** Answers with the options naming `part`, else the first; records each decision's decider. */
function recording(part?: string): {
  chooser: Chooser;
  asked: { decider: string; options: string[] }[];
} {
  const asked: { decider: string; options: string[] }[] = [];
  return {
    asked,
    chooser: (d, s) => {
      asked.push({ decider: d.decider, options: [...(d.options ?? [])] });
      const named = part ? (d.options ?? []).filter((o) => o.includes(part)) : [];
      return named.length > 0 ? named.slice(0, 1) : firstOptions(d, s);
    },
  };
}

// ------------------------------------------------------------------ sentence case, typos

describe('text normalisation: sentence case, "Pokemon", a lost number of coins', () => {
  cardBehaviour(
    'basep-17',
    'Poison Claws',
    () => {
      it('"Flip a coin. if heads, …" reads as "If heads": heads Poisoned, tails not; 10 damage either way', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['basep-17', R, R] }, p2: { active: [ONIX] } }),
            'Poison Claws',
          );
        const h = withSeeds(SEEDS, run, heads);
        expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
        // 10 from the attack, then 10 Poison at the checkup that follows it.
        expect(damageIn(h.state, 'p2:active')).toBe(20);
        const t = withSeeds(SEEDS, run, tails);
        expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(10);
      });
    },
    classicRegistry,
  );

  it('made-up: "if heads, the Defending Pokemon is now Paralyzed" (no accent) reads the same way', () => {
    const run = (seed: number) =>
      attack(
        madeUpTable({ seed, p1: { active: ['madeup-1', R, R] }, p2: { active: [ONIX] } }),
        'Poison Claws',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual(['paralyzed']);
    expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toEqual([]);
  });

  it('a lower-case word inside a sentence is left alone, and an unknown sentence still leaves the text manual', () => {
    expect(isPatternText('X', 'Flip a coin. if heads, the Defending Pokémon is now Asleep.')).toBe(
      true,
    );
    // "if" in the middle of a sentence is no sentence start: nothing is capitalised there.
    expect(
      isPatternText('X', 'Flip a coin. Heads if you like, the Defending Pokémon sleeps.'),
    ).toBe(false);
  });

  cardBehaviour(
    'base5-13',
    'Petal Whirlwind',
    () => {
      it('"Flip a coins" read as printed, "Flip 3 coins": 30 per heads; 2 or more heads, Dark Vileplume is Confused', () => {
        const run = (seed: number) =>
          attack(
            table({
              seed,
              p1: { active: ['base5-13', 'sve-1', 'sve-1', 'sve-1'] },
              p2: { active: [CHANSEY] },
            }),
            'Petal Whirlwind',
          );
        const two = withSeeds(SEEDS, run, (t) => count(t, 'heads') >= 2);
        expect(allCoins(two)).toHaveLength(3);
        expect(damageIn(two.state, 'p2:active')).toBe(30 * count(two, 'heads'));
        expect(conditionsIn(two.state, 'p1:active')).toEqual(['confused']);
        const one = withSeeds(SEEDS, run, (t) => count(t, 'heads') === 1);
        expect(allCoins(one)).toHaveLength(3);
        expect(damageIn(one.state, 'p2:active')).toBe(30);
        expect(conditionsIn(one.state, 'p1:active')).toEqual([]);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ counted coins, self-damage

describe('coins counted from the board, and self-damage from the tails', () => {
  const board = (seed: number, id = 'basep-18', t = table) =>
    t({
      seed,
      p1: { active: [id, W], bench: [[SQUIRTLE]] },
      p2: { active: [CHANSEY], bench: [[ONIX], [ABRA]] },
    });

  cardBehaviour(
    'basep-18',
    'Miraculous Comeback',
    () => {
      it('a coin per Pokémon in play (both players: 5); 10 per heads to the Defending Pokémon, then 10 per tails to itself', () => {
        const t = withSeeds(
          SEEDS,
          (s) => attack(board(s), 'Miraculous Comeback'),
          (x) => count(x, 'heads') >= 1 && count(x, 'tails') >= 1,
        );
        expect(allCoins(t)).toHaveLength(5);
        expect(damageIn(t.state, 'p2:active')).toBe(10 * count(t, 'heads'));
        expect(damageIn(t.state, 'p1:active')).toBe(10 * count(t, 'tails'));
      });
    },
    classicRegistry,
  );

  it('made-up: "Then, this Pokémon does 10 damage times the number of tails to itself" reads the same', () => {
    const t = withSeeds(
      SEEDS,
      (s) => attack(board(s, 'madeup-2', madeUpTable), 'Miraculous Comeback'),
      (x) => count(x, 'tails') >= 2,
    );
    expect(allCoins(t)).toHaveLength(5);
    expect(damageIn(t.state, 'p1:active')).toBe(10 * count(t, 'tails'));
    expect(damageIn(t.state, 'p2:active')).toBe(10 * count(t, 'heads'));
  });

  it('"Then" after ONE coin is not read (it could belong to that coin\'s branch): left manual', () => {
    expect(
      isPatternText(
        'X',
        'Flip a coin. If heads, the Defending Pokémon is now Asleep. Then X does 10 damage times the number of heads to itself.',
      ),
    ).toBe(false);
  });
});

// ------------------------------------------------------------------ a coin, a condition, a Bench

describe("a coin's side with a condition; a Benched Pokémon chosen by either player", () => {
  cardBehaviour(
    'basep-10',
    'Cat Punch',
    () => {
      const run = (seed: number, bench: string[][], chooser?: Chooser) =>
        attack(
          table({
            seed,
            p1: { active: ['basep-10', W, W] },
            p2: { active: [CHANSEY], bench },
          }),
          'Cat Punch',
          chooser ? { chooser } : {},
        );

      it('heads: 20 damage to the Defending Pokémon, none to the Bench', () => {
        const h = withSeeds(SEEDS, (s) => run(s, [[ONIX]]), heads);
        expect(damageIn(h.state, 'p2:active')).toBe(20);
        expect(damageIn(h.state, 'p2:bench_1')).toBe(0);
      });

      it('tails: your OPPONENT chooses 1 of his or her Benched Pokémon, which takes 20 (no Weakness or Resistance)', () => {
        const seed = SEEDS.find((s) => tails(run(s, [[ONIX], [HITMONCHAN]]))) as number;
        const rec = recording('Hitmonchan');
        const t = run(seed, [[ONIX], [HITMONCHAN]], rec.chooser);
        expect(rec.asked).toHaveLength(1);
        expect(rec.asked[0]?.decider).toBe('p2');
        expect(rec.asked[0]?.options).toHaveLength(2);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
        // Hitmonchan is weak to Psychic, not Colorless; a Bench takes the printed 20 anyway.
        expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });

      it('tails with no Benched Pokémon: nothing at all', () => {
        const t = withSeeds(SEEDS, (s) => run(s, []), tails);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
        expect(t.state.pendingDecision ?? undefined).toBeUndefined();
      });
    },
    classicRegistry,
  );

  it('made-up: with no Bench guard and the target named, the opponent still chooses on tails', () => {
    const run = (seed: number, chooser?: Chooser) =>
      attack(
        madeUpTable({
          seed,
          p1: { active: ['madeup-3', W, W] },
          p2: { active: [CHANSEY], bench: [[ONIX], [HITMONCHAN]] },
        }),
        'Cat Punch',
        chooser ? { chooser } : {},
      );
    expect(damageIn(withSeeds(SEEDS, (s) => run(s), heads).state, 'p2:active')).toBe(20);
    const seed = SEEDS.find((s) => tails(run(s))) as number;
    const rec = recording('Onix');
    const t = run(seed, rec.chooser);
    expect(rec.asked.map((a) => a.decider)).toEqual(['p2']);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  cardBehaviour(
    'basep-23',
    'Lightning Burn',
    () => {
      const run = (seed: number, bench: string[][], chooser?: Chooser) =>
        attack(
          table({
            seed,
            p1: { active: ['basep-23', L, L, L] },
            p2: { active: [CHANSEY], bench },
          }),
          'Lightning Burn',
          chooser ? { chooser } : {},
        );
      it('heads with a Bench: 30 to the Defending Pokémon and 30 to the Benched Pokémon you choose; no self-damage', () => {
        const seed = SEEDS.find((s) => heads(run(s, [[ONIX], [SQUIRTLE]]))) as number;
        const rec = recording('Squirtle');
        const t = run(seed, [[ONIX], [SQUIRTLE]], rec.chooser);
        expect(rec.asked.map((a) => a.decider)).toEqual(['p1']);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        // Squirtle is weak to Lightning, but a Benched Pokémon takes the printed 30.
        expect(damageIn(t.state, 'p2:bench_2')).toBe(30);
        expect(damageIn(t.state, 'p1:active')).toBe(0);
      });
      it('heads with no Bench: 30 to the Defending Pokémon only', () => {
        const t = withSeeds(SEEDS, (s) => run(s, []), heads);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        expect(damageIn(t.state, 'p1:active')).toBe(0);
      });
      it('tails: 30 to the Defending Pokémon and Zapdos does 30 to itself; the Bench is not touched', () => {
        const t = withSeeds(SEEDS, (s) => run(s, [[ONIX]]), tails);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        expect(damageIn(t.state, 'p1:active')).toBe(30);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
    },
    classicRegistry,
  );

  it("a sentence after the branch that names nothing the branch chose stays the text's own (not read into the branch)", () => {
    // "The Defending Pokémon is now Asleep." after the branch happens on either side of the coin.
    const spec = compileAttackText(
      'X',
      'Flip a coin. If heads, and if your opponent has any Benched Pokémon, choose 1 of them and this attack does 10 damage to it. The Defending Pokémon is now Asleep.',
    );
    expect(spec).toBeDefined();
  });

  cardBehaviour(
    'basep-51',
    'Jump Over',
    () => {
      const run = (seed: number, chooser?: Chooser) =>
        attack(
          table({
            seed,
            p1: { active: ['basep-51', R, R] },
            p2: { active: [CHANSEY], bench: [[ONIX], [SQUIRTLE]] },
          }),
          'Jump Over',
          chooser ? { chooser } : {},
        );
      it('you choose 1 of the Benched Pokémon; heads, it takes 20; tails, nothing (and never damage to the Defending Pokémon)', () => {
        const seedH = SEEDS.find((s) => heads(run(s))) as number;
        const rec = recording('Squirtle');
        const h = run(seedH, rec.chooser);
        expect(rec.asked.map((a) => a.decider)).toEqual(['p1']);
        expect(damageIn(h.state, 'p2:bench_2')).toBe(20);
        expect(damageIn(h.state, 'p2:active')).toBe(0);
        const t = withSeeds(SEEDS, (s) => run(s, recording('Squirtle').chooser), tails);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: "(Don\'t apply Weakness and Resistance.)" and "Pokemon" unaccented read as Jump Over does', () => {
    expect(
      isPatternText(
        'Rapidash',
        "If your opponent has any Benched Pokemon, choose 1 of them. Flip a coin. If heads, this attack does 20 damage to that Pokemon. (Don't apply Weakness and Resistance.)",
      ),
    ).toBe(true);
    // The same words for a coin the text never flipped: not read.
    expect(
      isPatternText(
        'Rapidash',
        'If your opponent has any Benched Pokémon, choose 1 of them. If heads, this attack does 20 damage to that Pokémon.',
      ),
    ).toBe(false);
  });
});

// ------------------------------------------------------------------ damage counters from a count

describe('damage counters put from a count', () => {
  cardBehaviour(
    'basep-39',
    'Pain Split',
    () => {
      it('1 damage counter on the Defending Pokémon for each on Misdreavus — counters, so no Weakness', () => {
        const t = attack(
          withCounters(
            table({ seed: 1, p1: { active: ['basep-39', P] }, p2: { active: [HITMONCHAN] } }),
            'p1:active',
            { damage: 30 },
          ),
          'Pain Split',
        );
        // Hitmonchan is weak to Psychic: damage would double, counters do not.
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        expect(damageIn(t.state, 'p1:active')).toBe(30);
      });
      it('no damage counters on Misdreavus: none put', () => {
        const t = attack(
          table({ seed: 1, p1: { active: ['basep-39', P] }, p2: { active: [HITMONCHAN] } }),
          'Pain Split',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: "a number of damage counters … equal to the number of damage counters on Misdreavus"', () => {
    const t = attack(
      withCounters(
        madeUpTable({ seed: 1, p1: { active: ['madeup-4', P] }, p2: { active: [CHANSEY] } }),
        'p1:active',
        { damage: 20 },
      ),
      'Pain Split',
    );
    // Chansey resists Psychic: counters are not damage, so all 2 go on.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

// ------------------------------------------------------------------ Energy for damage

describe('Energy discarded for damage, or the attack does nothing', () => {
  const magmar = (seed: number, id: string, t = table) =>
    t({
      seed,
      p1: { active: [id, R, R], bench: [[SQUIRTLE, R]] },
      p2: { active: [CHANSEY] },
    });

  cardBehaviour(
    'basep-44',
    'Burning Fire',
    () => {
      it('any number of Fire Energy cards from any of your Pokémon: 10 plus 10 for each one discarded', () => {
        const all = attack(magmar(1, 'basep-44'), 'Burning Fire', {
          chooser: (d) => (d.options ?? []).slice(0, d.select?.max ?? 1),
        });
        expect(damageIn(all.state, 'p2:active')).toBe(10 + 3 * 10);
        expect(energyOn(all, 'p1:active')).toBe(0);
        expect(energyOn(all, 'p1:bench_1')).toBe(0);
      });
      it('none discarded: 10', () => {
        const none = attack(magmar(1, 'basep-44'), 'Burning Fire', { chooser: () => [] });
        expect(damageIn(none.state, 'p2:active')).toBe(10);
        expect(energyOn(none, 'p1:active')).toBe(2);
      });
    },
    classicRegistry,
  );

  it('made-up: "… attached to your Pokémon when you use this attack" with no "If you do"', () => {
    const one = attack(magmar(1, 'madeup-5', madeUpTable), 'Burning Fire', {
      chooser: (d) => (d.options ?? []).slice(0, 1),
    });
    expect(damageIn(one.state, 'p2:active')).toBe(20);
  });

  cardBehaviour(
    'basep-21',
    'Hyper Flame',
    () => {
      const run = (seed: number, energy: string[]) =>
        attack(
          table({ seed, p1: { active: ['basep-21', ...energy] }, p2: { active: [CHANSEY] } }),
          'Hyper Flame',
        );
      it('heads: 1 Fire Energy card discarded, 60 damage', () => {
        const h = withSeeds(SEEDS, (s) => run(s, [R, R, R, W]), heads);
        expect(damageIn(h.state, 'p2:active')).toBe(60);
        expect(templatesIn(h.state, 'p1:active').filter((x) => x === R)).toHaveLength(2);
        expect(templatesIn(h.state, 'p1:active')).toContain(W);
      });
      it('tails: every Energy card discarded, 60 damage', () => {
        const t = withSeeds(SEEDS, (s) => run(s, [R, R, R, W]), tails);
        expect(damageIn(t.state, 'p2:active')).toBe(60);
        expect(energyOn(t, 'p1:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: heads with no card of the type named: nothing discarded, so the attack does nothing', () => {
    const run = (seed: number) =>
      attack(
        madeUpTable({ seed, p1: { active: ['madeup-6', R, R, R] }, p2: { active: [CHANSEY] } }),
        'Hyper Flame',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(0);
    expect(energyOn(h, 'p1:active')).toBe(3);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(energyOn(t, 'p1:active')).toBe(0);
  });

  it('a count that could be partly paid ("For each heads, discard 1 …") is not read by this form', () => {
    expect(
      isPatternText(
        'X',
        "Flip 3 coins. For each heads, discard 1 Fire Energy card attached to X. If you can't discard Energy cards, this attack does nothing.",
      ),
    ).toBe(false);
  });
});

// ------------------------------------------------------------------ a type chosen

describe('a type of Energy chosen from those attached', () => {
  cardBehaviour(
    'si1-1',
    'Rainbow Wave',
    () => {
      it('only the types attached to Mew are offered; 20 to each opponent Pokémon of the chosen type, Active and Benched, no Weakness', () => {
        const rec = recording('Psychic');
        const t = attack(
          table({
            seed: 1,
            p1: { active: ['si1-1', P, W] },
            p2: { active: [ABRA], bench: [[SQUIRTLE], ['base1-49'], [ONIX]] },
          }),
          'Rainbow Wave',
          { chooser: rec.chooser },
        );
        expect(rec.asked[0]?.options.sort()).toEqual(['Psychic', 'Water']);
        // Abra is weak to Psychic: still 20. Drowzee (Psychic) on the Bench: 20. Others: none.
        expect(damageIn(t.state, 'p2:active')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:bench_3')).toBe(0);
      });
      it('choosing Water hits the Water Pokémon only', () => {
        const t = attack(
          table({
            seed: 1,
            p1: { active: ['si1-1', P, W] },
            p2: { active: [ABRA], bench: [[SQUIRTLE]] },
          }),
          'Rainbow Wave',
          { chooser: recording('Water').chooser },
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ healing, reworded

describe('damage counters removed, in other words', () => {
  cardBehaviour(
    'si1-12',
    'Gentle Song',
    () => {
      it('2 counters off Lapras and 2 off the Defending Pokémon (1 if it only has 1); the Defending Pokémon is now Asleep', () => {
        let t = table({ seed: 1, p1: { active: ['si1-12', W] }, p2: { active: [CHANSEY] } });
        t = withCounters(t, 'p1:active', { damage: 30 });
        t = withCounters(t, 'p2:active', { damage: 10 });
        const after = attack(t, 'Gentle Song');
        expect(damageIn(after.state, 'p1:active')).toBe(10);
        expect(damageIn(after.state, 'p2:active')).toBe(0);
        expect(conditionsIn(after.state, 'p2:active')).toEqual(['asleep']);
      });
      it('no damage counters anywhere: only Asleep', () => {
        const after = attack(
          table({ seed: 1, p1: { active: ['si1-12', W] }, p2: { active: [CHANSEY] } }),
          'Gentle Song',
        );
        expect(damageIn(after.state, 'p2:active')).toBe(0);
        expect(conditionsIn(after.state, 'p2:active')).toEqual(['asleep']);
      });
    },
    classicRegistry,
  );

  it('made-up: the same healing with no "If … has any damage counters" guard', () => {
    expect(
      isPatternText(
        'Lapras',
        'Remove 2 damage counters from Lapras (1 if it only has 1). Remove 2 damage counters from the Defending Pokémon (1 if it only has 1). The Defending Pokémon is now Asleep.',
      ),
    ).toBe(true);
    // "remove 2 of them from it" with no guard names nothing: not read.
    expect(isPatternText('Lapras', 'Remove 2 of them from it.')).toBe(false);
  });

  cardBehaviour(
    'si1-16',
    'Lick Wounds',
    () => {
      const board = (seed: number) =>
        withCounters(
          withCounters(
            table({
              seed,
              p1: { active: ['si1-16', W], bench: [[SQUIRTLE]] },
              p2: { active: [CHANSEY], bench: [[ONIX]] },
            }),
            'p1:bench_1',
            { damage: 30 },
          ),
          'p2:active',
          { damage: 10 },
        );
      it('heads: any damaged Pokémon, yours or the opponent’s, is offered (no undamaged one); 2 counters off it, 1 if it only has 1', () => {
        const seed = SEEDS.find((s) => heads(attack(board(s), 'Lick Wounds'))) as number;
        const rec = recording('Chansey');
        const t = attack(board(seed), 'Lick Wounds', { chooser: rec.chooser });
        expect(rec.asked).toHaveLength(1);
        expect(rec.asked[0]?.options).toHaveLength(2);
        expect(rec.asked[0]?.options.some((o) => o.includes('Squirtle'))).toBe(true);
        expect(rec.asked[0]?.options.some((o) => o.includes('Onix'))).toBe(false);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
        const own = attack(board(seed), 'Lick Wounds', { chooser: recording('Squirtle').chooser });
        expect(damageIn(own.state, 'p1:bench_1')).toBe(10);
      });
      it('tails: nothing removed', () => {
        const t = withSeeds(SEEDS, (s) => attack(board(s), 'Lick Wounds'), tails);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
        expect(damageIn(t.state, 'p2:active')).toBe(10);
        expect(flipsOf(t)).toHaveLength(1);
      });
    },
    classicRegistry,
  );
});

describe('"it" is never read as the attacker in "this attack does N damage to it"', () => {
  it('alone, the sentence names nothing chosen: not read (before, a split clause read it as damage to itself)', () => {
    expect(isPatternText('X', 'This attack does 20 damage to it.')).toBe(false);
    expect(isPatternText('X', 'If heads, this attack does 20 damage to it.')).toBe(false);
    // The attacker named is still read.
    expect(isPatternText('X', 'This attack does 20 damage to X.')).toBe(true);
  });
});

// ------------------------------------------------------------------ counters on itself, then a check

describe('damage counters on the attacker, and what follows unless it is Knocked Out', () => {
  const WATER_DECK = [W, W, W, 'base1-63', 'base1-63'];
  cardBehaviour(
    'neo2-44',
    'Belly Drum',
    () => {
      const run = (damage: number) =>
        attack(
          withCounters(
            table({
              seed: 1,
              p1: { active: ['neo2-44', W], deck: WATER_DECK },
              p2: { active: [CHANSEY] },
            }),
            'p1:active',
            { damage },
          ),
          'Belly Drum',
          { chooser: (d) => (d.options ?? []).slice(0, d.select?.max ?? 1) },
        );
      it('3 damage counters on Poliwhirl (70 HP); not Knocked Out, 2 basic Energy from the deck attached; the deck shuffled', () => {
        const t = run(0);
        expect(damageIn(t.state, 'p1:active')).toBe(30);
        expect(energyOn(t, 'p1:active')).toBe(1 + 2);
        expect(templatesIn(t.state, 'p1:deck').filter((x) => x === W)).toHaveLength(1);
        expect(t.state.log.some((l) => /shuffled/.test(l.message))).toBe(true);
        // Nothing to the Defending Pokémon.
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
      it('with 4 counters already, the 3 more Knock it Out: no Energy is searched for', () => {
        const t = run(40);
        expect(templatesIn(t.state, 'p1:deck').filter((x) => x === W)).toHaveLength(3);
        expect(templatesIn(t.state, 'p1:active')).not.toContain('neo2-44');
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ a reminder of the rules' end

describe('"(Benching or evolving SELF ends this effect.)" after "can\'t use this attack"', () => {
  cardBehaviour(
    'basep-45',
    'Slashing Strike',
    () => {
      const used = (hand: string[] = []) =>
        nextTurn(
          pass(
            attack(
              table({
                p1: { active: ['basep-45', 'sve-1', 'sve-1'], bench: [[SQUIRTLE]], hand },
                p2: { active: [CHANSEY] },
              }),
              'Slashing Strike',
            ),
          ),
        );
      it('40 damage; refused during your next turn; usable the turn after', () => {
        const t = used();
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(verdict(t, attackAction(t, 'Slashing Strike'))).toBe('CANNOT_USE_ATTACK');
        const later = nextTurn(pass(pass(t)));
        expect(verdict(later, attackAction(later, 'Slashing Strike'))).toBe('ok');
      });
      it('Benching Scyther ends it: switched out and back, it may attack again', () => {
        const t = used([SWITCH, SWITCH]);
        const out = playTrainer(t, 'Switch', { chooser: optionsNaming('Squirtle') });
        const back = playTrainer(out, 'Switch', { chooser: optionsNaming('Scyther') });
        expect(verdict(back, attackAction(back, 'Slashing Strike'))).toBe('ok');
      });
      it('evolving Scyther ends it: Scizor is another Pokémon for the rules', () => {
        const t = evolve(used(['neo2-10']), 'p1:active', 'neo2-10');
        expect(t.state.plugin.markers?.some((m) => m.kind === 'cant-use-attack') ?? false).toBe(
          false,
        );
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ a number chosen

describe('"any number of damage counters", a number the attacker chooses', () => {
  cardBehaviour(
    'gym2-57',
    'Helping Hand',
    () => {
      const board = () =>
        withCounters(
          withCounters(
            table({
              seed: 1,
              p1: { active: ['gym2-57', P] },
              p2: { active: [CHANSEY], bench: [[ONIX]] },
            }),
            'p2:active',
            { damage: 30 },
          ),
          'p2:bench_1',
          { damage: 10 },
        );
      const handSize = (t: Table) => t.state.zones['p1:hand']?.cards.length ?? 0;
      it('choose the Pokémon, then how many (0 up to all it has); that many come off and you draw that many', () => {
        const rec = recording();
        const before = handSize(board());
        const t = attack(board(), 'Helping Hand', {
          chooser: (d, s) => {
            rec.chooser(d, s);
            const o = d.options ?? [];
            return [o.find((x) => x.includes('Chansey')) ?? (o.includes('2') ? '2' : (o[0] ?? ''))];
          },
        });
        expect(rec.asked[1]?.options.slice().sort()).toEqual(['0', '1', '2', '3']);
        expect(damageIn(t.state, 'p2:active')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(handSize(t)).toBe(before + 2);
      });
      it('0 chosen: no counters removed, no card drawn', () => {
        const before = handSize(board());
        const t = attack(board(), 'Helping Hand', {
          chooser: (d) => {
            const o = d.options ?? [];
            return [o.find((x) => x.includes('Onix')) ?? (o.includes('0') ? '0' : (o[0] ?? ''))];
          },
        });
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(handSize(t)).toBe(before);
      });
    },
    classicRegistry,
  );

  it('made-up: "Choose 1 of your Pokémon. Remove any number of damage counters from it." reads (no draw)', () => {
    expect(
      isPatternText('X', 'Choose 1 of your Pokémon. Remove any number of damage counters from it.'),
    ).toBe(true);
  });
});

describe('"Then, SELF does N damage to itself" with no count', () => {
  it('made-up: the printed 30 to the Defending Pokémon, then 20 to itself', () => {
    const t = attack(
      madeUpTable({ seed: 1, p1: { active: ['madeup-7', L, L, L] }, p2: { active: [CHANSEY] } }),
      'Lightning Burn',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });
  it('after one coin, "Then, …" is not read (it could belong to the coin\'s branch)', () => {
    expect(
      isPatternText(
        'X',
        'Flip a coin. If heads, the Defending Pokémon is now Asleep. Then, X does 20 damage to itself.',
      ),
    ).toBe(false);
  });
});
