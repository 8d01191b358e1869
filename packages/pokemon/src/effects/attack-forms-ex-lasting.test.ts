import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import {
  DONDOZO,
  flipsOf,
  G,
  gotCondition,
  nextTurn,
  pass,
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicTable, classicWith } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import rubySapphire from './fixtures/ex1.json';
import sandstorm from './fixtures/ex2.json';
import teamMagmaTeamAqua from './fixtures/ex4.json';
import hiddenLegends from './fixtures/ex5.json';
import fireRedLeafGreen from './fixtures/ex6.json';
import { attackAction, retreat, verdict } from './lasting.test-helper';

/**
 * Attack texts of the EX sets (2003–2004) about Special Conditions and lasting effects, each read
 * as a FORM: the real printing from a loaded fixture, and a MADE-UP rewording in the same form
 * (ids `zz9c-*`), the outcome written from the printed text over the turns it affects.
 *
 * Rulings relied on (EX Ruby & Sapphire rulebook): a Poisoned Pokémon gets its damage counters
 * between turns (the Pokémon Checkup, after each player's turn); the effects of an attack on a
 * Pokémon end when it goes to the Bench or evolves.
 */

// ------------------------------------------------------------------ made-up printings

type RawCard = { id: string; attacks?: { name: string; text: string }[] };
const RAW = [rubySapphire, sandstorm, teamMagmaTeamAqua, hiddenLegends, fireRedLeafGreen].flatMap(
  (set) => set as RawCard[],
);

/** A made-up card: a real fixture card's data under a new id, with one attack's text reworded. */
function madeUp(fromId: string, id: string, attackName: string, text: string): unknown {
  const raw = RAW.find((c) => c.id === fromId);
  if (!raw) throw new Error(`no fixture card ${fromId}`);
  return {
    ...raw,
    id,
    number: id.slice(id.indexOf('-') + 1),
    attacks: (raw.attacks ?? []).map((a) => (a.name === attackName ? { ...a, text } : a)),
  };
}

/** Sandstorm Spearow (40 HP Colorless, weak to Lightning): Super Speed (C), Peck (C) 10. */
const SPEAROW = 'ex2-81';
/** Sandstorm Arbok (70 HP Grass): Toxic (G C C) 20. */
const ARBOK = 'ex2-29';
/** Ruby & Sapphire Scyther ex (80 HP Grass): Agility (G) 10. */
const SCYTHER_EX = 'ex1-102';
/** Jungle Gloom: Foul Odor (G G) 20, "Both the Defending Pokémon and Gloom are now Confused". */
const GLOOM = 'base2-37';

/** Team Aqua's Sharpedo (70 HP Water): Slow-Acting Poison (C C) 20. */
const SHARPEDO = 'ex4-18';
/** Team Aqua's Spheal: Aqua Trance (W C) 20, "… the Defending Pokémon is now Asleep." */
const SPHEAL = 'ex4-57';
/** FireRed & LeafGreen Gastly: Slow Trip Gas (C), "… the Defending Pokémon is now Confused." */
const GASTLY = 'ex6-63';
/** Team Aqua's Carvanha: Slow-Acting Poison (C C) 20. */
const CARVANHA = 'ex4-25';
const SWITCH = 'base1-95';
/** Team Magma vs Team Aqua Sceptile ex: Poison Ring (G C C) 40, Slashing Strike (G G C C C) 100. */
const SCEPTILE_EX = 'ex4-93';
/** Hidden Legends Dodrio: Slashing Strike (C C) 40, "If tails, Dodrio can't use Slashing Strike …". */
const DODRIO = 'ex5-33';
/** Sandstorm Marill: Double Bubble (W C) 10×. */
const MARILL = 'ex2-68';
/** Sandstorm Psyduck: Confusion Wave (C). */
const PSYDUCK = 'ex2-73';
/** Hidden Legends Spinda: The Hula-la (C). */
const SPINDA = 'ex5-48';
/** Team Magma's Houndoom (Fire): Target Scorch (R C) 30. */
const HOUNDOOM = 'ex4-34';
/** Sandstorm Typhlosion ex: Ring of Fire (R C C) 40. */
const TYPHLOSION_EX = 'ex2-99';

/** MADE-UP rewordings (no set prints these words): the same forms, other numbers and names. */
const REWORDED = {
  /** Agility with "attacks" for "an attack". */
  speed: madeUp(
    SPEAROW,
    'zz9c-1',
    'Super Speed',
    "Flip a coin. If heads, prevent all effects of attacks, including damage, done to Spearow during your opponent's next turn.",
  ),
  /** Toxic with 4 counters, "it" for the Defending Pokémon. */
  toxic: madeUp(
    ARBOK,
    'zz9c-2',
    'Toxic',
    'The Defending Pokémon is now Poisoned. Put 4 damage counters instead of 1 on it between turns.',
  ),
  /** Slow-Acting Poison on a coin, Burned. */
  slowBurn: madeUp(
    CARVANHA,
    'zz9c-3',
    'Slow-Acting Poison',
    "Flip a coin. If heads, at the end of your opponent's next turn, the Defending Pokémon is now Burned.",
  ),
  /** Slashing Strike naming the card's OTHER attack: that one is barred, this one is not. */
  strike: madeUp(
    SCEPTILE_EX,
    'zz9c-4',
    'Slashing Strike',
    "Sceptile ex can't use Poison Ring during your next turn.",
  ),
  /** Double Bubble: "either of them", Confused. */
  bubble: madeUp(
    MARILL,
    'zz9c-5',
    'Double Bubble',
    'Flip 2 coins. This attack does 10 damage times the number of heads. If either of them is heads, the Defending Pokémon is now Confused.',
  ),
  /** Confusion Wave: Asleep, the Defending Pokémon named first. */
  wave: madeUp(
    PSYDUCK,
    'zz9c-6',
    'Confusion Wave',
    'Both the Defending Pokémon and Psyduck are now Asleep.',
  ),
  /** Ring of Fire: Poisoned, no comma, the turn named "during". */
  ring: madeUp(
    TYPHLOSION_EX,
    'zz9c-7',
    'Ring of Fire',
    "The Defending Pokémon is now Poisoned and can't retreat during your opponent's next turn.",
  ),
  /** Target Scorch for Team Magma, Asleep. */
  scorch: madeUp(
    HOUNDOOM,
    'zz9c-8',
    'Target Scorch',
    'If the Defending Pokémon has Team Magma in its name, the Defending Pokémon is now Asleep.',
  ),
};
const madeUpTable = classicWith(loadCardSet(Object.values(REWORDED))).table;

const p1Flip = (side: 'heads' | 'tails') => (t: Table) => flipsOf(t, 'p1')[0] === side;

// ------------------------------------------------------------------ Agility, EX word order

describe('"Flip a coin. If heads, prevent all effects of an attack, including damage, done to SELF during your opponent\'s next turn."', () => {
  /** p1 uses `name`; p2's Gloom answers with Foul Odor (20 damage, both Confused). */
  const answered =
    (mon: string, name: string, make = classicTable) =>
    (seed: number) =>
      attack(
        nextTurn(
          attack(make({ seed, p1: { active: [mon, G, W] }, p2: { active: [GLOOM, G, G] } }), name),
        ),
        'Foul Odor',
        { player: 'p2' },
      );

  it('Spearow — Super Speed (Sandstorm), heads: Foul Odor does nothing to Spearow (no damage, not Confused)', () => {
    const t = withSeeds(SEEDS, answered(SPEAROW, 'Super Speed'), p1Flip('heads'));
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('Spearow — Super Speed, tails: Foul Odor does its 20 and Confuses Spearow', () => {
    const t = withSeeds(SEEDS, answered(SPEAROW, 'Super Speed'), p1Flip('tails'));
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it('Scyther ex — Agility (Ruby & Sapphire), heads: its own 10 damage, then no damage or Confusion from Foul Odor', () => {
    const t = withSeeds(SEEDS, answered(SCYTHER_EX, 'Agility'), p1Flip('heads'));
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('the protection ends with that turn: the next Foul Odor a turn later hits', () => {
    const t = withSeeds(SEEDS, answered(SPEAROW, 'Super Speed'), p1Flip('heads'));
    // Gloom Confused itself with Foul Odor: that is taken away, so its next attack needs no coin.
    const calm = withCounters(nextTurn(pass(t)), 'p2:active', { confused: 0 });
    const later = attack(calm, 'Foul Odor', { player: 'p2' });
    expect(damageIn(later.state, 'p1:active')).toBe(20);
  });

  it('made-up "effects of attacks … during your opponent\'s next turn": heads protects, tails does not', () => {
    const heads = withSeeds(SEEDS, answered('zz9c-1', 'Super Speed', madeUpTable), p1Flip('heads'));
    expect(damageIn(heads.state, 'p1:active')).toBe(0);
    expect(conditionsIn(heads.state, 'p1:active')).toEqual([]);
    const tails = withSeeds(SEEDS, answered('zz9c-1', 'Super Speed', madeUpTable), p1Flip('tails'));
    expect(damageIn(tails.state, 'p1:active')).toBe(20);
  });
});

// ------------------------------------------------------------------ Toxic, EX wording

describe('"The Defending Pokémon is now Poisoned. Put N damage counters instead of 1 on the Defending Pokémon between turns."', () => {
  /** p1's `mon` uses Toxic on a 150-HP Dondozo (weak to Lightning only). */
  const toxic = (mon: string, make = classicTable, poisoned = false) => {
    const start = make({ p1: { active: [mon, G, G, G] }, p2: { active: [DONDOZO] } });
    return attack(poisoned ? withCounters(start, 'p2:active', { poisoned: 1 }) : start, 'Toxic');
  };

  it("Arbok — Toxic (Sandstorm): 20 damage, Poisoned; 2 counters at each checkup (after p1's turn, after p2's)", () => {
    const t = toxic(ARBOK);
    // The attack ended p1's turn: its 20, then 2 counters between turns.
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(pass(t).state, 'p2:active')).toBe(60);
  });

  it('Arbok — Toxic on a Pokémon already Poisoned: it now takes 2 counters too', () => {
    expect(damageIn(toxic(ARBOK, classicTable, true).state, 'p2:active')).toBe(40);
  });

  it('made-up "Put 4 damage counters instead of 1 on it": 40 at each checkup', () => {
    const t = toxic('zz9c-2', madeUpTable);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(damageIn(pass(t).state, 'p2:active')).toBe(100);
  });
});

// ------------------------------------------------------------------ Special Conditions that come later

describe('"At the end of your opponent\'s next turn, the Defending Pokémon is now <Special Condition>."', () => {
  /** p1's `mon` attacks a 150-HP Dondozo with `name`; p2 has a Benched Dondozo and a Switch. */
  const used = (mon: string, name: string, make = classicTable, seed?: number) =>
    attack(
      make({
        ...(seed === undefined ? {} : { seed }),
        p1: { active: [mon, W, W, W] },
        p2: { active: [DONDOZO], bench: [[DONDOZO]], hand: [SWITCH] },
      }),
      name,
    );

  it("Team Aqua's Sharpedo — Slow-Acting Poison (Team Magma vs Team Aqua): 20 now; Poisoned only at the end of p2's turn, then 1 counter a checkup", () => {
    const t = used(SHARPEDO, 'Slow-Acting Poison');
    // After p1's turn (and its checkup): the damage only.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    // During p2's turn: still not Poisoned.
    expect(conditionsIn(nextTurn(t).state, 'p2:active')).toEqual([]);
    // At the end of p2's turn: Poisoned, and the checkup that follows puts its counter on.
    const after = pass(t);
    expect(conditionsIn(after.state, 'p2:active')).toEqual(['poisoned']);
    expect(damageIn(after.state, 'p2:active')).toBe(30);
    expect(damageIn(pass(after).state, 'p2:active')).toBe(40);
  });

  it('Slow-Acting Poison: the Defending Pokémon switched to the Bench during that turn is never Poisoned, nor is the new Active', () => {
    const t = used(SHARPEDO, 'Slow-Acting Poison');
    const switched = playTrainer(nextTurn(t), 'Switch', {
      player: 'p2',
      chooser: optionsNaming('bench_1'),
    });
    const after = act(switched, { type: 'end_turn', player: 'p2', source: 'ai' });
    expect(conditionsIn(after.state, 'p2:active')).toEqual([]);
    expect(conditionsIn(after.state, 'p2:bench_1')).toEqual([]);
    expect(damageIn(after.state, 'p2:bench_1')).toBe(20);
  });

  it("Team Aqua's Spheal — Aqua Trance: Asleep at the end of p2's turn; that checkup flips for it (tails: still Asleep on p1's turn)", () => {
    const run = (seed: number) => pass(used(SPHEAL, 'Aqua Trance', classicTable, seed));
    const asleep = withSeeds(SEEDS, run, (t) => flipsOf(t, 'p2').at(-1) === 'tails');
    expect(conditionsIn(asleep.state, 'p2:active')).toEqual(['asleep']);
    const woke = withSeeds(SEEDS, run, (t) => flipsOf(t, 'p2').at(-1) === 'heads');
    expect(conditionsIn(woke.state, 'p2:active')).toEqual([]);
    expect(flipsOf(woke, 'p2')).toHaveLength(1);
  });

  it("Gastly — Slow Trip Gas (FireRed & LeafGreen): Confused at the end of p2's turn, still Confused on p1's turn", () => {
    const t = used(GASTLY, 'Slow Trip Gas');
    expect(conditionsIn(nextTurn(t).state, 'p2:active')).toEqual([]);
    expect(conditionsIn(nextTurn(pass(t)).state, 'p2:active')).toEqual(['confused']);
  });

  it('made-up "If heads, at the end of …, … is now Burned": heads, Burned at the end of p2\'s turn (not before); tails, never', () => {
    const run = (seed: number) => used('zz9c-3', 'Slow-Acting Poison', madeUpTable, seed);
    const heads = withSeeds(SEEDS, run, p1Flip('heads'));
    expect(gotCondition(nextTurn(heads), 'burned')).toBe(false);
    expect(gotCondition(pass(heads), 'burned')).toBe(true);
    const tails = pass(withSeeds(SEEDS, run, p1Flip('tails')));
    expect(gotCondition(tails, 'burned')).toBe(false);
    expect(damageIn(tails.state, 'p2:active')).toBe(20);
  });
});

// ------------------------------------------------------------------ "can't use <attack>"

describe('"SELF can\'t use <attack> during your next turn." (and "If tails, …")', () => {
  /** p1's `mon` uses `name` on a 150-HP Dondozo; p2 passes; back on p1's next turn. */
  const used = (mon: string, name: string, make = classicTable, seed?: number) =>
    attack(
      make({
        ...(seed === undefined ? {} : { seed }),
        p1: { active: [mon, G, G, G, G, G] },
        p2: { active: [DONDOZO] },
      }),
      name,
    );
  const back = (t: Table) => nextTurn(pass(t));

  it('Sceptile ex — Slashing Strike (Team Magma vs Team Aqua): 100; barred on the next turn (Poison Ring is not); usable the turn after', () => {
    const t = used(SCEPTILE_EX, 'Slashing Strike');
    expect(damageIn(t.state, 'p2:active')).toBe(100);
    const next = back(t);
    expect(verdict(next, attackAction(next, 'Slashing Strike'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(next, attackAction(next, 'Poison Ring'))).toBe('ok');
    const after = back(pass(next));
    expect(verdict(after, attackAction(after, 'Slashing Strike'))).toBe('ok');
  });

  it('Dodrio — Slashing Strike (Hidden Legends): tails bars it on the next turn, heads does not', () => {
    const run = (seed: number) => used(DODRIO, 'Slashing Strike', classicTable, seed);
    const tails = back(withSeeds(SEEDS, run, p1Flip('tails')));
    expect(verdict(tails, attackAction(tails, 'Slashing Strike'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(tails, attackAction(tails, 'Retaliate'))).toBe('ok');
    const heads = back(withSeeds(SEEDS, run, p1Flip('heads')));
    expect(verdict(heads, attackAction(heads, 'Slashing Strike'))).toBe('ok');
  });

  it('made-up: naming the other attack bars that one (Poison Ring), not the one used', () => {
    const next = back(used('zz9c-4', 'Slashing Strike', madeUpTable));
    expect(verdict(next, attackAction(next, 'Poison Ring'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(next, attackAction(next, 'Slashing Strike'))).toBe('ok');
  });
});

// ------------------------------------------------------------------ conditions on the coins

describe('"Flip 2 coins. … If either of the coins is heads, the Defending Pokémon is now Paralyzed."', () => {
  const run =
    (mon: string, make = classicTable) =>
    (seed: number) =>
      attack(
        make({ seed, p1: { active: [mon, W, W] }, p2: { active: [DONDOZO] } }),
        'Double Bubble',
      );
  const headsCount = (t: Table) => flipsOf(t, 'p1').filter((f) => f === 'heads').length;

  it('Marill — Double Bubble (Sandstorm): 1 heads: 10 and Paralyzed; 2 heads: 20 and Paralyzed; none: nothing', () => {
    for (const [n, damage, conditions] of [
      [1, 10, ['paralyzed']],
      [2, 20, ['paralyzed']],
      [0, 0, []],
    ] as const) {
      const t = withSeeds(SEEDS, run(MARILL), (x) => headsCount(x) === n);
      expect(flipsOf(t, 'p1')).toHaveLength(2);
      expect(damageIn(t.state, 'p2:active')).toBe(damage);
      expect(conditionsIn(t.state, 'p2:active')).toEqual(conditions);
    }
  });

  it('made-up "If either of them is heads, … Confused": 1 heads Confuses, none does not', () => {
    const one = withSeeds(SEEDS, run('zz9c-5', madeUpTable), (x) => headsCount(x) === 1);
    expect(conditionsIn(one.state, 'p2:active')).toEqual(['confused']);
    const none = withSeeds(SEEDS, run('zz9c-5', madeUpTable), (x) => headsCount(x) === 0);
    expect(conditionsIn(none.state, 'p2:active')).toEqual([]);
  });
});

// ------------------------------------------------------------------ both Pokémon

describe('"Both SELF and the Defending Pokémon are now Confused." (and on a coin)', () => {
  const used = (mon: string, name: string, make = classicTable, seed?: number) =>
    attack(
      make({
        ...(seed === undefined ? {} : { seed }),
        p1: { active: [mon, W] },
        p2: { active: [DONDOZO] },
      }),
      name,
    );

  it('Psyduck — Confusion Wave (Sandstorm): both Confused', () => {
    const t = used(PSYDUCK, 'Confusion Wave');
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['confused']);
  });

  it('Spinda — The Hula-la (Hidden Legends): heads, only the Defending Pokémon; tails, both', () => {
    const run = (seed: number) => used(SPINDA, 'The Hula-la', classicTable, seed);
    const heads = withSeeds(SEEDS, run, p1Flip('heads'));
    expect(conditionsIn(heads.state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(heads.state, 'p1:active')).toEqual([]);
    const tails = withSeeds(SEEDS, run, p1Flip('tails'));
    expect(conditionsIn(tails.state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(tails.state, 'p1:active')).toEqual(['confused']);
  });

  it('made-up "Both the Defending Pokémon and Psyduck are now Asleep": both Asleep', () => {
    const t = used('zz9c-6', 'Confusion Wave', madeUpTable);
    // The checkup after p1's turn flips for each: only those still Asleep are shown.
    const sleeping = ['p1:active', 'p2:active'].filter((z) =>
      conditionsIn(t.state, z).includes('asleep'),
    );
    const flips = [...flipsOf(t, 'p1'), ...flipsOf(t, 'p2')];
    expect(flips).toHaveLength(2);
    expect(sleeping).toHaveLength(flips.filter((f) => f === 'tails').length);
  });
});

// ------------------------------------------------------------------ a condition and a "can't"

describe('"The Defending Pokémon is now Burned, and can\'t retreat until the end of your opponent\'s next turn."', () => {
  const used = (mon: string, make = classicTable) =>
    nextTurn(
      attack(
        make({
          p1: { active: [mon, R, R, R] },
          p2: { active: [DONDOZO, W, W, W], bench: [[DONDOZO]] },
        }),
        'Ring of Fire',
      ),
    );

  it('Typhlosion ex — Ring of Fire (Sandstorm): 40, Burned, and p2 cannot retreat it on its turn', () => {
    const t = used(TYPHLOSION_EX);
    expect(conditionsIn(t.state, 'p2:active')).toContain('burned');
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
  });

  it('made-up "is now Poisoned and can\'t retreat during your opponent\'s next turn": Poisoned, no retreat', () => {
    const t = used('zz9c-7', madeUpTable);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
  });
});

// ------------------------------------------------------------------ conditions on the Defending Pokémon's name

describe('"If the Defending Pokémon has Team Aqua in its name, the Defending Pokémon is now Burned."', () => {
  const used = (mon: string, defender: string, make = classicTable) =>
    attack(make({ p1: { active: [mon, R, R] }, p2: { active: [defender] } }), 'Target Scorch');

  it("Team Magma's Houndoom — Target Scorch (Team Magma vs Team Aqua): Team Aqua's Sharpedo is Burned; a Dondozo is not", () => {
    // (What the Burn does at the checkup is the checkup's business, not this text's.)
    const aqua = used(HOUNDOOM, SHARPEDO);
    expect(gotCondition(aqua, 'burned')).toBe(true);
    const other = used(HOUNDOOM, DONDOZO);
    expect(gotCondition(other, 'burned')).toBe(false);
    expect(damageIn(other.state, 'p2:active')).toBe(30);
  });

  it('made-up "… has Team Magma in its name, … now Asleep": Team Aqua\'s Sharpedo stays awake', () => {
    const t = used('zz9c-8', SHARPEDO, madeUpTable);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(flipsOf(t, 'p2')).toEqual([]);
  });

  it('made-up "… has Team Magma in its name, … now Asleep": a Team Magma Pokémon falls Asleep (a checkup coin follows)', () => {
    const t = used('zz9c-8', HOUNDOOM, madeUpTable);
    expect(flipsOf(t, 'p2')).toHaveLength(1);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(
      flipsOf(t, 'p2')[0] === 'heads' ? [] : ['asleep'],
    );
  });
});
