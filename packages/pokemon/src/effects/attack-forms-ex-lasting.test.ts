import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import {
  DONDOZO,
  flipsOf,
  G,
  gotCondition,
  KINGAMBIT,
  nextTurn,
  pass,
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicTable, classicWith, rewordAttack } from './classic-sets.test-helper';
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
/** Dragon Shelgon: Granite Head (W C) 20. */
const SHELGON = 'ex3-42';
/** Hidden Legends Bellossom: Miracle Powder (G) 10. */
const BELLOSSOM = 'ex5-16';
/** Hidden Legends Regice ex: Freeze Lock (W W C) 60. */
const REGICE_EX = 'ex5-97';
/** FireRed & LeafGreen Tauros: Rampage (C C C) 20+, 10 more for each damage counter on it. */
const TAUROS = 'ex6-16';
/** Ruby & Sapphire Pelipper: Stockpile (C), Spit Up (W C) 30. */
const PELIPPER = 'ex1-19';
/** Sandstorm Vigoroth: Focus Energy (C), Slash (C C C) 40. */
const VIGOROTH = 'ex2-52';
/** Hidden Legends Metagross ex: Extra Comet Punch (M M C C) 50+. */
const METAGROSS_EX = 'ex5-95';
/** Hidden Legends Masquerain: Silver Wind (G C) 30. */
const MASQUERAIN = 'ex5-20';
/** Ruby & Sapphire Sceptile: Lizard Poison (C) 20. */
const SCEPTILE = 'ex1-11';
/** Hidden Legends Sunny Castform: Sunburn (R C C) 40; Dragon's High Pressure System (Stadium). */
const SUNNY_CASTFORM = 'ex5-26';
const HIGH_PRESSURE = 'ex3-85';
/** Team Aqua's Mightyena: Mystic Fang (W C C) 50; Ruby & Sapphire Chansey ex (120 HP Colorless). */
const AQUA_MIGHTYENA = 'ex4-15';
const CHANSEY_EX = 'ex1-96';
const M = 'sve-8';
/** Dragon Horsea (40 HP Water): Smokescreen (W) 10. */
const HORSEA = 'ex3-33';
/** Team Magma vs Team Aqua Slowpoke: Amnesia (P). */
const SLOWPOKE = 'ex4-45';
/** Dragon Shelgon (80 HP): Scrunch (C), "Flip a coin. If heads, prevent all damage done to Shelgon …". */
const SCRUNCH_SHELGON = 'ex3-20';
const P = 'sve-5';
/** Sandstorm Typhlosion ex: Ring of Fire (R C C) 40. */
const TYPHLOSION_EX = 'ex2-99';

/** MADE-UP rewordings (no set prints these words): the same forms, other numbers and names. */
const REWORDED = {
  /** Agility with "attacks" for "an attack". */
  speed: rewordAttack(
    SPEAROW,
    'zz9c-1',
    'Super Speed',
    "Flip a coin. If heads, prevent all effects of attacks, including damage, done to Spearow during your opponent's next turn.",
  ),
  /** Toxic with 4 counters, "it" for the Defending Pokémon. */
  toxic: rewordAttack(
    ARBOK,
    'zz9c-2',
    'Toxic',
    'The Defending Pokémon is now Poisoned. Put 4 damage counters instead of 1 on it between turns.',
  ),
  /** Slow-Acting Poison on a coin, Burned. */
  slowBurn: rewordAttack(
    CARVANHA,
    'zz9c-3',
    'Slow-Acting Poison',
    "Flip a coin. If heads, at the end of your opponent's next turn, the Defending Pokémon is now Burned.",
  ),
  /** Slashing Strike naming the card's OTHER attack: that one is barred, this one is not. */
  strike: rewordAttack(
    SCEPTILE_EX,
    'zz9c-4',
    'Slashing Strike',
    "Sceptile ex can't use Poison Ring during your next turn.",
  ),
  /** Double Bubble: "either of them", Confused. */
  bubble: rewordAttack(
    MARILL,
    'zz9c-5',
    'Double Bubble',
    'Flip 2 coins. This attack does 10 damage times the number of heads. If either of them is heads, the Defending Pokémon is now Confused.',
  ),
  /** Confusion Wave: Asleep, the Defending Pokémon named first. */
  wave: rewordAttack(
    PSYDUCK,
    'zz9c-6',
    'Confusion Wave',
    'Both the Defending Pokémon and Psyduck are now Asleep.',
  ),
  /** Ring of Fire: Poisoned, no comma, the turn named "during". */
  ring: rewordAttack(
    TYPHLOSION_EX,
    'zz9c-7',
    'Ring of Fire',
    "The Defending Pokémon is now Poisoned and can't retreat during your opponent's next turn.",
  ),
  /** Target Scorch for Team Magma, Asleep. */
  scorch: rewordAttack(
    HOUNDOOM,
    'zz9c-8',
    'Target Scorch',
    'If the Defending Pokémon has Team Magma in its name, the Defending Pokémon is now Asleep.',
  ),
  granite: rewordAttack(
    SHELGON,
    'zz9c-9',
    'Granite Head',
    "Damage done to Shelgon by attacks is reduced by 30 during your opponent's next turn.",
  ),
  powder: rewordAttack(
    BELLOSSOM,
    'zz9c-10',
    'Miracle Powder',
    'Choose a Special Condition. The Defending Pokémon is now affected by that Special Condition.',
  ),
  lock: rewordAttack(
    REGICE_EX,
    'zz9c-11',
    'Freeze Lock',
    "Flip a coin. If tails, your opponent can't attach Energy cards from his or her hand to the Defending Pokémon during his or her next turn.",
  ),
  rampage: rewordAttack(
    TAUROS,
    'zz9c-12',
    'Rampage',
    'Does 20 damage plus 10 more damage for each damage counter on Tauros. After doing damage, flip a coin. If heads, the Defending Pokémon is now Paralyzed. If tails, Tauros is now Confused.',
  ),
  stockpile: rewordAttack(
    PELIPPER,
    'zz9c-13',
    'Stockpile',
    'During your next turn, Spit Up does 30 damage plus 50 more damage.',
  ),
  lizard: rewordAttack(
    SCEPTILE,
    'zz9c-14',
    'Lizard Poison',
    'If 2 or more Energy is attached to Sceptile, the Defending Pokémon is now Confused.',
  ),
  sunburn: rewordAttack(
    SUNNY_CASTFORM,
    'zz9c-15',
    'Sunburn',
    'If High Pressure System is in play, the Defending Pokémon is now Paralyzed.',
  ),
  fang: rewordAttack(
    AQUA_MIGHTYENA,
    'zz9c-16',
    'Mystic Fang',
    'If the Defending Pokémon is Pokémon-ex, the Defending Pokémon is now Paralyzed.',
  ),
  smoke: rewordAttack(
    HORSEA,
    'zz9c-17',
    'Smokescreen',
    "During your opponent's next turn, if the Defending Pokémon tries to attack, your opponent flips a coin. If tails, that attack does nothing.",
  ),
  amnesia: rewordAttack(
    SLOWPOKE,
    'zz9c-18',
    'Amnesia',
    "Choose 1 of the Defending Pokémon's attacks. The Defending Pokémon can't use that attack during your opponent's next turn.",
  ),
  scrunch: rewordAttack(
    SCRUNCH_SHELGON,
    'zz9c-19',
    'Scrunch',
    "Flip a coin. If heads, during your opponent's next turn, prevent all damage done to Shelgon by attacks.",
  ),
  granite2: rewordAttack(
    SHELGON,
    'zz9c-20',
    'Granite Head',
    "During your opponent's next turn, damage done to Shelgon by attacks is reduced by 10.",
  ),
  calm: rewordAttack(
    SHELGON,
    'zz9c-21',
    'Granite Head',
    'Remove all Special Conditions from Shelgon.',
  ),
  focus: rewordAttack(
    VIGOROTH,
    'zz9c-22',
    'Focus Energy',
    "During your next turn, Vigoroth's Slash attack does 30 more damage (before applying Weakness and Resistance).",
  ),
  comet: rewordAttack(
    METAGROSS_EX,
    'zz9c-23',
    'Extra Comet Punch',
    'If Metagross ex used Extra Comet Punch during your last turn, this attack does 50 damage plus 50 more damage.',
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

// ------------------------------------------------------------------ damage reduced on the next turn

describe('"Damage done to SELF by an opponent\'s attack is reduced by N (after applying Weakness and Resistance) during your opponent\'s next turn."', () => {
  const answered = (mon: string, make = classicTable) => {
    const t = attack(
      make({ p1: { active: [mon, W, W] }, p2: { active: [GLOOM, G, G] } }),
      'Granite Head',
    );
    return attack(nextTurn(t), 'Foul Odor', { player: 'p2' });
  };

  it("Shelgon — Granite Head (Dragon): Foul Odor's 20 becomes 10; its Confusion still happens", () => {
    const t = answered(SHELGON);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it('made-up "… by attacks is reduced by 30 …": no damage from Foul Odor', () => {
    expect(damageIn(answered('zz9c-9', madeUpTable).state, 'p1:active')).toBe(0);
  });
});

// ------------------------------------------------------------------ a Special Condition chosen

describe('"Flip a coin. If heads, choose 1 Special Condition. The Defending Pokémon is now affected by that Special Condition."', () => {
  const used = (mon: string, choice: string, make = classicTable, seed?: number) =>
    attack(
      make({
        ...(seed === undefined ? {} : { seed }),
        p1: { active: [mon, G] },
        p2: { active: [DONDOZO] },
      }),
      'Miracle Powder',
      {
        chooser: (d, st) => {
          offered.push([...(d.options ?? [])]);
          return optionsNaming(choice)(d, st);
        },
      },
    );
  const offered: string[][] = [];

  it('Bellossom — Miracle Powder (Hidden Legends): heads, the one chosen (Paralyzed; Confused); tails, none', () => {
    const run = (choice: string) => (seed: number) => used(BELLOSSOM, choice, classicTable, seed);
    const paralyzed = withSeeds(SEEDS, run('paralyzed'), p1Flip('heads'));
    expect(conditionsIn(paralyzed.state, 'p2:active')).toEqual(['paralyzed']);
    // Any of the five is offered.
    expect(offered.at(-1)).toHaveLength(5);
    const confused = withSeeds(SEEDS, run('confused'), p1Flip('heads'));
    expect(conditionsIn(confused.state, 'p2:active')).toEqual(['confused']);
    const tails = withSeeds(SEEDS, run('paralyzed'), p1Flip('tails'));
    expect(conditionsIn(tails.state, 'p2:active')).toEqual([]);
    expect(damageIn(tails.state, 'p2:active')).toBe(10);
  });

  it('made-up "Choose a Special Condition. …" (no coin): the one chosen, Poisoned', () => {
    const t = used('zz9c-10', 'poisoned', madeUpTable);
    expect(gotCondition(t, 'poisoned')).toBe(true);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
  });
});

// ------------------------------------------------------------------ no Energy from the hand to it

describe('"If heads, your opponent can\'t attach Energy cards from his or her hand to the Defending Pokémon during his or her next turn."', () => {
  /** p1's `mon` attacks; p2 (a Water Energy in hand, a Benched Dondozo) is then to move. */
  const after =
    (mon: string, make = classicTable) =>
    (seed: number) =>
      nextTurn(
        attack(
          make({
            seed,
            p1: { active: [mon, W, W, W] },
            p2: { active: [DONDOZO], bench: [[DONDOZO]], hand: [W] },
          }),
          'Freeze Lock',
        ),
      );
  const attachAction = (t: Table, zone: string) => {
    const card = t.state.zones['p2:hand']?.cards.find((id) => t.state.cards[id]?.templateId === W);
    return {
      type: 'move_card',
      player: 'p2',
      source: 'ai',
      card: `#${card}`,
      to: zone,
      position: 'bottom',
    } as const;
  };

  it('Regice ex — Freeze Lock (Hidden Legends): heads, no Energy from the hand to the Defending Pokémon, the Bench takes it; tails, as usual', () => {
    const heads = withSeeds(SEEDS, after(REGICE_EX), p1Flip('heads'));
    expect(damageIn(heads.state, 'p2:active')).toBe(60);
    expect(verdict(heads, attachAction(heads, 'p2:active'))).toBe('CANNOT_ATTACH_ENERGY');
    expect(verdict(heads, attachAction(heads, 'p2:bench_1'))).toBe('ok');
    const tails = withSeeds(SEEDS, after(REGICE_EX), p1Flip('tails'));
    expect(verdict(tails, attachAction(tails, 'p2:active'))).toBe('ok');
  });

  it('made-up "If tails, …": tails closes it, heads does not', () => {
    const tails = withSeeds(SEEDS, after('zz9c-11', madeUpTable), p1Flip('tails'));
    expect(verdict(tails, attachAction(tails, 'p2:active'))).toBe('CANNOT_ATTACH_ENERGY');
    const heads = withSeeds(SEEDS, after('zz9c-11', madeUpTable), p1Flip('heads'));
    expect(verdict(heads, attachAction(heads, 'p2:active'))).toBe('ok');
  });
});

// ------------------------------------------------------------------ a coin after the damage

describe('"After doing damage, flip a coin. If tails, SELF is now Confused."', () => {
  const run =
    (mon: string, make = classicTable) =>
    (seed: number) =>
      attack(
        withCounters(
          make({ seed, p1: { active: [mon, W, W, W] }, p2: { active: [DONDOZO] } }),
          'p1:active',
          { damage: 20 },
        ),
        'Rampage',
      );

  it('Tauros — Rampage (FireRed & LeafGreen): 20 + 10 for each of its 2 counters = 40; tails, Tauros Confused; heads, not', () => {
    const tails = withSeeds(SEEDS, run(TAUROS), p1Flip('tails'));
    expect(damageIn(tails.state, 'p2:active')).toBe(40);
    expect(conditionsIn(tails.state, 'p1:active')).toEqual(['confused']);
    const heads = withSeeds(SEEDS, run(TAUROS), p1Flip('heads'));
    expect(damageIn(heads.state, 'p2:active')).toBe(40);
    expect(conditionsIn(heads.state, 'p1:active')).toEqual([]);
  });

  it('made-up "If heads, the Defending Pokémon is now Paralyzed. If tails, Tauros is now Confused."', () => {
    const heads = withSeeds(SEEDS, run('zz9c-12', madeUpTable), p1Flip('heads'));
    expect(conditionsIn(heads.state, 'p2:active')).toEqual(['paralyzed']);
    expect(conditionsIn(heads.state, 'p1:active')).toEqual([]);
    const tails = withSeeds(SEEDS, run('zz9c-12', madeUpTable), p1Flip('tails'));
    expect(conditionsIn(tails.state, 'p2:active')).toEqual([]);
    expect(conditionsIn(tails.state, 'p1:active')).toEqual(['confused']);
  });
});

// ------------------------------------------------------------------ stronger attacks next turn

describe('"During your next turn, <attack>\'s base damage is N instead of M" / "<attack> does N damage plus M more damage"', () => {
  /** p1's `mon` (Energy `energy`) uses `first`; p2 passes; p1 then uses `second` on a 150-HP Dondozo. */
  const twoTurns = (
    mon: string,
    energy: string[],
    first: string,
    second: string,
    make = classicTable,
  ) => {
    const t = attack(make({ p1: { active: [mon, ...energy] }, p2: { active: [DONDOZO] } }), first);
    const before = damageIn(t.state, 'p2:active');
    return damageIn(attack(nextTurn(pass(t)), second).state, 'p2:active') - before;
  };
  const once = (mon: string, energy: string[], name: string) =>
    damageIn(
      attack(classicTable({ p1: { active: [mon, ...energy] }, p2: { active: [DONDOZO] } }), name)
        .state,
      'p2:active',
    );

  it('Pelipper — Stockpile (Ruby & Sapphire): Spit Up does 70 on the next turn (30 otherwise)', () => {
    expect(twoTurns(PELIPPER, [W, W], 'Stockpile', 'Spit Up')).toBe(70);
    expect(once(PELIPPER, [W, W], 'Spit Up')).toBe(30);
  });

  it('Vigoroth — Focus Energy (Sandstorm): Slash does 90 on the next turn (40 otherwise)', () => {
    expect(twoTurns(VIGOROTH, [W, W, W], 'Focus Energy', 'Slash')).toBe(90);
    expect(once(VIGOROTH, [W, W, W], 'Slash')).toBe(40);
  });

  it('Metagross ex — Extra Comet Punch (Hidden Legends): 50, then 100 on the next turn', () => {
    expect(once(METAGROSS_EX, [M, M, M, M], 'Extra Comet Punch')).toBe(50);
    expect(twoTurns(METAGROSS_EX, [M, M, M, M], 'Extra Comet Punch', 'Extra Comet Punch')).toBe(
      100,
    );
  });

  it('made-up "During your next turn, Spit Up does 30 damage plus 50 more damage.": 80', () => {
    expect(twoTurns('zz9c-13', [W, W], 'Stockpile', 'Spit Up', madeUpTable)).toBe(80);
  });
});

describe('"During your next turn, if an attack does damage to the Defending Pokémon (after applying Weakness and Resistance), that attack does 30 more damage."', () => {
  it('Masquerain — Silver Wind (Hidden Legends): 30, then 30 + 30 on the next turn', () => {
    const t = attack(
      classicTable({ p1: { active: [MASQUERAIN, G, G] }, p2: { active: [DONDOZO] } }),
      'Silver Wind',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(attack(nextTurn(pass(t)), 'Silver Wind').state, 'p2:active')).toBe(90);
  });
});

// ------------------------------------------------------------------ conditions on the board

describe('"If N (or more) Energy is attached to SELF, the Defending Pokémon is now …"', () => {
  const used = (mon: string, energy: number, make = classicTable) =>
    attack(
      make({
        p1: { active: [mon, ...Array.from({ length: energy }, () => G)] },
        p2: { active: [DONDOZO] },
      }),
      'Lizard Poison',
    );
  const got = (t: Table) =>
    ['asleep', 'burned', 'confused', 'poisoned'].filter((c) => gotCondition(t, c));

  it('Sceptile — Lizard Poison (Ruby & Sapphire): 1 Asleep; 2 Poisoned; 3 Asleep and Poisoned; 4 or more all three', () => {
    expect(got(used(SCEPTILE, 1))).toEqual(['asleep']);
    expect(got(used(SCEPTILE, 2))).toEqual(['poisoned']);
    expect(got(used(SCEPTILE, 3))).toEqual(['asleep', 'poisoned']);
    expect(got(used(SCEPTILE, 5))).toEqual(['asleep', 'burned', 'poisoned']);
  });

  it('made-up "If 2 or more Energy …, … Confused": 1 no, 3 yes', () => {
    expect(got(used('zz9c-14', 1, madeUpTable))).toEqual([]);
    expect(got(used('zz9c-14', 3, madeUpTable))).toEqual(['confused']);
  });
});

describe('"If High Pressure System is in play, the Defending Pokémon is now Burned." / "If the Defending Pokémon is Pokémon-ex, …"', () => {
  const sunburn = (mon: string, stadium: boolean, make = classicTable) => {
    const t = make({
      p1: { active: [mon, R, R, R], hand: stadium ? [HIGH_PRESSURE] : [] },
      p2: { active: [DONDOZO] },
    });
    return attack(stadium ? playTrainer(t, 'High Pressure System') : t, 'Sunburn');
  };

  it('Sunny Castform — Sunburn (Hidden Legends): Burned with High Pressure System in play, not without', () => {
    expect(gotCondition(sunburn(SUNNY_CASTFORM, true), 'burned')).toBe(true);
    expect(gotCondition(sunburn(SUNNY_CASTFORM, false), 'burned')).toBe(false);
  });

  it('made-up "… in play, … Paralyzed"', () => {
    expect(conditionsIn(sunburn('zz9c-15', true, madeUpTable).state, 'p2:active')).toEqual([
      'paralyzed',
    ]);
    expect(conditionsIn(sunburn('zz9c-15', false, madeUpTable).state, 'p2:active')).toEqual([]);
  });

  const fang = (mon: string, defender: string, make = classicTable) =>
    attack(make({ p1: { active: [mon, W, W, W] }, p2: { active: [defender] } }), 'Mystic Fang');

  it("Team Aqua's Mightyena — Mystic Fang: a Pokémon-ex (Chansey ex) is Confused, Dondozo is not", () => {
    expect(conditionsIn(fang(AQUA_MIGHTYENA, CHANSEY_EX).state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(fang(AQUA_MIGHTYENA, DONDOZO).state, 'p2:active')).toEqual([]);
  });

  it('made-up "… is Pokémon-ex, … Paralyzed"', () => {
    expect(conditionsIn(fang('zz9c-16', CHANSEY_EX, madeUpTable).state, 'p2:active')).toEqual([
      'paralyzed',
    ]);
    expect(conditionsIn(fang('zz9c-16', DONDOZO, madeUpTable).state, 'p2:active')).toEqual([]);
  });
});

// ------------------------------------------------------------------ older forms in other word orders

describe('Smokescreen with the turn named first: "During your opponent\'s next turn, if the Defending Pokémon tries to attack, …"', () => {
  /** p1's `mon` uses Smokescreen; p2's Gloom then uses Foul Odor (20) against it. */
  const answered =
    (mon: string, make = classicTable) =>
    (seed: number) =>
      attack(
        nextTurn(
          attack(
            make({ seed, p1: { active: [mon, W] }, p2: { active: [GLOOM, G, G] } }),
            'Smokescreen',
          ),
        ),
        'Foul Odor',
        { player: 'p2' },
      );
  const p2Flip = (side: 'heads' | 'tails') => (t: Table) => flipsOf(t, 'p2')[0] === side;

  for (const [label, mon, make] of [
    ['Horsea — Smokescreen (Dragon)', HORSEA, classicTable],
    ['made-up, the turn first', 'zz9c-17', madeUpTable],
  ] as const)
    it(`${label}: p2's coin tails, Foul Odor does nothing; heads, its 20`, () => {
      const tails = withSeeds(SEEDS, answered(mon, make), p2Flip('tails'));
      expect(damageIn(tails.state, 'p1:active')).toBe(0);
      const heads = withSeeds(SEEDS, answered(mon, make), p2Flip('heads'));
      expect(damageIn(heads.state, 'p1:active')).toBe(20);
    });
});

describe("Amnesia: \"Choose 1 of the Defending Pokémon's attacks. That Pokémon / The Defending Pokémon can't use that attack during your opponent's next turn.\"", () => {
  for (const [label, mon, make] of [
    ['Slowpoke — Amnesia (Team Magma vs Team Aqua)', SLOWPOKE, classicTable],
    ['made-up "The Defending Pokémon can\'t use that attack …"', 'zz9c-18', madeUpTable],
  ] as const)
    it(`${label}: Foul Odor chosen is refused on p2's turn, Poisonpowder is not`, () => {
      const t = nextTurn(
        attack(make({ p1: { active: [mon, P] }, p2: { active: [GLOOM, G, G] } }), 'Amnesia', {
          chooser: optionsNaming('Foul Odor'),
        }),
      );
      expect(verdict(t, attackAction(t, 'Foul Odor'))).toBe('CANNOT_USE_ATTACK');
      expect(verdict(t, attackAction(t, 'Poisonpowder'))).toBe('ok');
    });
});

describe('Damage prevented or reduced, the turn named first', () => {
  const answered =
    (mon: string, name: string, make = classicTable) =>
    (seed: number) =>
      attack(
        nextTurn(
          attack(make({ seed, p1: { active: [mon, W, W] }, p2: { active: [GLOOM, G, G] } }), name),
        ),
        'Foul Odor',
        { player: 'p2' },
      );

  it('Shelgon — Scrunch (Dragon) and made-up "If heads, during your opponent\'s next turn, prevent all damage done to Shelgon by attacks.": heads, no damage but Confused; tails, 20', () => {
    for (const [mon, make] of [
      [SCRUNCH_SHELGON, classicTable],
      ['zz9c-19', madeUpTable],
    ] as const) {
      const heads = withSeeds(SEEDS, answered(mon, 'Scrunch', make), p1Flip('heads'));
      expect(damageIn(heads.state, 'p1:active')).toBe(0);
      expect(conditionsIn(heads.state, 'p1:active')).toEqual(['confused']);
      const tails = withSeeds(SEEDS, answered(mon, 'Scrunch', make), p1Flip('tails'));
      expect(damageIn(tails.state, 'p1:active')).toBe(20);
    }
  });

  it('made-up "During your opponent\'s next turn, damage done to Shelgon by attacks is reduced by 10.": Foul Odor does 10', () => {
    const t = answered('zz9c-20', 'Granite Head', madeUpTable)(1);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });
});

describe('"Remove all Special Conditions from SELF." (no printing in the fixtures: made-up)', () => {
  it('a Poisoned Shelgon recovers (no Poison at the checkup); its 20 damage is done', () => {
    const start = withCounters(
      madeUpTable({ p1: { active: ['zz9c-21', W, W] }, p2: { active: [DONDOZO] } }),
      'p1:active',
      { poisoned: 1 },
    );
    const t = attack(start, 'Granite Head');
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });
});

describe('"During your next turn, SELF\'s <attack> attack does N more damage (before applying Weakness and Resistance)."', () => {
  it('made-up Focus Energy: Slash does 40 + 30 on the next turn', () => {
    const t = attack(
      madeUpTable({ p1: { active: ['zz9c-22', W, W, W] }, p2: { active: [DONDOZO] } }),
      'Focus Energy',
    );
    expect(damageIn(attack(nextTurn(pass(t)), 'Slash').state, 'p2:active')).toBe(70);
  });
});

describe('"If SELF used <attack> during your last turn, …" (the record form of Earthdrill\'s "used its Lie Low attack last turn", attack-record-forms.test.ts)', () => {
  const first = () =>
    attack(
      madeUpTable({ p1: { active: ['zz9c-23', M, M, M, M] }, p2: { active: [KINGAMBIT] } }),
      'Extra Comet Punch',
    );

  it('made-up Extra Comet Punch in a row: 50, then 100 (150 in all on a 170-HP Kingambit)', () => {
    const t = first();
    expect(damageIn(t.state, 'p2:active')).toBe(50);
    expect(damageIn(attack(nextTurn(pass(t)), 'Extra Comet Punch').state, 'p2:active')).toBe(150);
  });

  it('made-up: after a turn of p1 without it, 50 again (100 in all)', () => {
    const later = nextTurn(pass(pass(pass(first()))));
    expect(damageIn(attack(later, 'Extra Comet Punch').state, 'p2:active')).toBe(100);
  });
});
