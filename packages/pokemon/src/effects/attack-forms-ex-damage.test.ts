import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import {
  CHARMANDER,
  F,
  flipsOf,
  G,
  heads,
  L,
  P,
  R,
  SEEDS,
  tails,
  W,
} from './cards/classic.test-helper';
import {
  classicRegistry,
  classicSets,
  classicTable,
  rewordAttack,
} from './classic-sets.test-helper';
import {
  act,
  attack,
  table as bundledTable,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  playTrainer,
  type Table,
  withSeeds,
} from './effects.test-helper';
import { attackAction } from './lasting.test-helper';
import { isPatternText } from './patterns';

/**
 * Attack sentences about DAMAGE as the EX sets (2003–2004) print them, each on a real printing
 * from a loaded fixture and on a MADE-UP rewording in the same form (`zzxd-*` cards), the outcome
 * written from the printed text.
 *
 * Rulings relied on (EX Ruby & Sapphire rulebook, "Weakness and Resistance"; the reminder the
 * cards print): Weakness and Resistance apply to damage done to the opponent's Active Pokémon by
 * an attack, never to Benched Pokémon — "(Don't apply Weakness and Resistance for Benched
 * Pokémon.)" says so — so damage an attack does to a chosen Pokémon that is the Active one has
 * them. "This attack's damage isn't affected by Weakness or Resistance" takes both away, also for
 * the Active Pokémon.
 */

// ------------------------------------------------------------------ made-up printings

/** MADE-UP rewordings of real printings (no set prints these words): same form, other words. */
const REWORDED = {
  /** Water Arrow: "in play", another number, "Weakness or Resistance" in the reminder. */
  arrow: rewordAttack(
    'ex1-21',
    'zzxd-1',
    'Water Arrow',
    "Choose 1 of your opponent's Pokémon in play. This attack does 30 damage to that Pokémon. (Don't apply Weakness or Resistance for Benched Pokémon.)",
  ),
  /** Gigashock to 3 of the Bench ("2 if there are only 2"), "This attack does". */
  gigashock: rewordAttack(
    'ex1-39',
    'zzxd-2',
    'Gigashock',
    "This attack does 20 damage to 3 of your opponent's Benched Pokémon (2 if there are only 2). (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Tunneling: "up to 3", "those Pokémon". */
  tunneling: rewordAttack(
    'ex6-42',
    'zzxd-3',
    'Tunneling',
    "Choose up to 3 of your opponent's Benched Pokémon. This attack does 20 damage to each of those Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Special Circuit: "a Pokémon with a Poké-Body or Poké-Power", other numbers. */
  circuit: rewordAttack(
    'ex3-7',
    'zzxd-4',
    'Special Circuit',
    "Choose 1 of your opponent's Pokémon. This attack does 10 damage to that Pokémon. If you choose a Pokémon with a Poké-Body or Poké-Power, this attack does 30 damage instead. (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Aqua Sonic said of Weakness, "is not". */
  sonic: rewordAttack(
    'ex2-25',
    'zzxd-5',
    'Aqua Sonic',
    "This attack's damage is not affected by Weakness.",
  ),
  /** Sonicboom with the two words the other way round and "and". */
  boom: rewordAttack(
    'ex5-7',
    'zzxd-6',
    'Sonicboom',
    "This attack's damage isn't affected by Resistance and Weakness.",
  ),
  /** Dig Under: Weakness and Resistance taken away from a chosen Active Pokémon, "in play". */
  dig: rewordAttack(
    'ex6-61',
    'zzxd-7',
    'Dig Under',
    "Choose 1 of your opponent's Pokémon in play. This attack does 20 damage to that Pokémon. This attack's damage isn't affected by Weakness or Resistance.",
  ),
  /** Feint Attack with "…, and any other effects", another number. */
  feint: rewordAttack(
    'ex4-96',
    'zzxd-8',
    'Feint Attack',
    "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that Pokémon. This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, and any other effects on that Pokémon.",
  ),
  /** Pester: "any Special Condition", other numbers. */
  pester: rewordAttack(
    'ex2-38',
    'zzxd-9',
    'Pester',
    'If the Defending Pokémon is affected by any Special Condition, this attack does 20 damage plus 30 more damage.',
  ),
  /** Mega Throw: "is Pokémon-ex" without "a", other numbers. */
  throw: rewordAttack(
    'ex1-8',
    'zzxd-10',
    'Mega Throw',
    'If the Defending Pokémon is Pokémon-ex, this attack does 40 damage plus 20 more damage.',
  ),
  /** Second Strike: "has 3 or more damage counters" said "at least 3" with "already". */
  strike: rewordAttack(
    'ex4-22',
    'zzxd-11',
    'Second Strike',
    'If the Defending Pokémon already has at least 3 damage counters on it, this attack does 20 damage plus 40 more damage.',
  ),
  /** Prize Count turned round: "fewer Prize cards left". */
  prizes: rewordAttack(
    'ex3-1',
    'zzxd-12',
    'Prize Count',
    'If you have fewer Prize cards left than your opponent, this attack does 20 damage plus 30 more damage.',
  ),
  /** Link Blast with "the same amount" (the other way round). */
  link: rewordAttack(
    'ex1-68',
    'zzxd-13',
    'Link Blast',
    "If Ralts and the Defending Pokémon have the same amount of Energy attached to them, this attack's base damage is 60 instead of 40.",
  ),
  /** Special Blow on basic Energy. */
  blow: rewordAttack(
    'ex2-17',
    'zzxd-14',
    'Special Blow',
    'If the Defending Pokémon has any basic Energy cards attached to it, this attack does 30 damage plus 10 more damage.',
  ),
  /** Hyper Tail: "a Poké-Body" only. */
  tail: rewordAttack(
    'ex5-46',
    'zzxd-15',
    'Hyper Tail',
    'If the Defending Pokémon has a Poké-Body, this attack does 50 damage plus 30 more damage.',
  ),
  /** Supernatural Power turned into "fewer cards in your hand than your opponent". */
  hand: rewordAttack(
    'ex5-14',
    'zzxd-16',
    'Supernatural Power',
    'If you have fewer cards in your hand than your opponent, this attack does 40 damage plus 20 more damage.',
  ),
  /** Splash About with "more Energy". */
  splash: rewordAttack(
    'ex5-76',
    'zzxd-17',
    'Splash About',
    'If Surskit has more Energy attached to it than the Defending Pokémon, this attack does 10 damage plus 20 more damage.',
  ),
  /** White Snow naming a Pokémon in play. */
  snow: rewordAttack(
    'ex5-25',
    'zzxd-18',
    'White Snow',
    'If Seviper is in play, this attack does 50 damage plus 10 more damage.',
  ),
  /** Target Slash naming another Pokémon. */
  slash: rewordAttack(
    'ex2-14',
    'zzxd-19',
    'Target Slash',
    "If the Defending Pokémon is Team Magma's Aron, this attack does 10 damage plus 20 more damage.",
  ),
  /** Swallow Up with "more remaining HP". */
  swallow: rewordAttack(
    'ex5-50',
    'zzxd-20',
    'Swallow Up',
    "Before doing damage, count the remaining HP of the Defending Pokémon and Swalot. If the Defending Pokémon has more remaining HP than Swalot's, this attack does 50 damage plus 10 more damage.",
  ),
  /** Super Slap Push: "This attack does", 30. */
  slap: rewordAttack(
    'ex1-8',
    'zzxd-21',
    'Super Slap Push',
    'This attack does 30 damage to each Defending Pokémon.',
  ),
  /** Magnitude: "This attack does", 20. */
  magnitude: rewordAttack(
    'ex1-37',
    'zzxd-22',
    'Magnitude',
    "This attack does 20 damage to each Benched Pokémon (both yours and your opponent's). (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Thunderspark: "any Energy card". */
  spark: rewordAttack(
    'ex4-4',
    'zzxd-23',
    'Thunderspark',
    "Does 20 damage to each Benched Pokémon (both yours and your opponent's) that has any Energy card attached to it. (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Clay Pulse on your own Bench. */
  pulse: rewordAttack(
    'ex4-33',
    'zzxd-24',
    'Clay Pulse',
    'Does 20 damage to each of your Benched Pokémon that has damage counters on it.',
  ),
  /** Steel Wave, 10. */
  wave: rewordAttack(
    'ex5-99',
    'zzxd-25',
    'Steel Wave',
    "This attack does 10 damage to each of your opponent's Benched Pokémon of the same type as the Defending Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Big Explosion, "yours and your opponent's" without "both", 60. */
  explosion: rewordAttack(
    'ex3-29',
    'zzxd-26',
    'Big Explosion',
    "This attack does 60 damage to each Active Pokémon (yours and your opponent's).",
  ),
  /** Trembler, Confused, 20. */
  trembler: rewordAttack(
    'ex1-62',
    'zzxd-27',
    'Trembler',
    'Flip a coin. If heads, this attack does 20 damage to the Defending Pokémon, and the Defending Pokémon is now Confused.',
  ),
  /** Max Energy Source on the opponent's Active Pokémon, "This attack does". */
  source: rewordAttack(
    'ex1-5',
    'zzxd-28',
    'Max Energy Source',
    "This attack does 20 damage times the amount of Energy attached to all of your opponent's Active Pokémon.",
  ),
  /** Magnetic Force on the opponent's Pokémon, "number of Energy cards". */
  force: rewordAttack(
    'ex3-17',
    'zzxd-29',
    'Magnetic Force',
    "Does 10 damage times the number of Energy cards attached to all of your opponent's Pokémon.",
  ),
  /** Chakra Points on your own hand. */
  chakra: rewordAttack(
    'ex5-10',
    'zzxd-30',
    'Chakra Points',
    'Does 10 damage plus 20 more damage for each card in your hand.',
  ),
  /** Poltergeist counting Energy cards. */
  poltergeist: rewordAttack(
    'ex6-108',
    'zzxd-31',
    'Poltergeist',
    "Look at your opponent's hand. This attack does 40 damage plus 20 more damage for each Energy card in your opponent's hand.",
  ),
  /** Vengeance with "or", another cap. */
  vengeance: rewordAttack(
    'ex6-7',
    'zzxd-32',
    'Vengeance',
    "Does 30 damage plus 20 more damage for each Basic Pokémon or Evolution card in your opponent's discard pile. You can't add more than 40 damage in this way.",
  ),
  /** Light Touch Throw counting Energy cards, 100 minus 20. */
  throwing: rewordAttack(
    'ex2-12',
    'zzxd-33',
    'Light Touch Throw',
    'This attack does 100 damage minus 20 damage for each Energy card attached to the Defending Pokémon.',
  ),
  /** Team Play on "you have in play". */
  team: rewordAttack(
    'ex4-23',
    'zzxd-34',
    'Team Play',
    'Does 20 damage times the number of Pokémon you have in play with Team Magma in its name.',
  ),
  /** Psyimpact on the Bench only, 2 counters. */
  psyimpact: rewordAttack(
    'ex2-55',
    'zzxd-35',
    'Psyimpact',
    "Put 2 damage counters on each of your opponent's Benched Pokémon.",
  ),
  /** Night Attack: "a damage counter" on 1 of the Benched ones. */
  night: rewordAttack(
    'ex3-43',
    'zzxd-36',
    'Night Attack',
    "Put a damage counter on 1 of your opponent's Benched Pokémon.",
  ),
  /** Clay Curse with 3. */
  curse: rewordAttack(
    'ex4-33',
    'zzxd-37',
    'Clay Curse',
    "Put 3 damage counters on your opponent's Pokémon in any way you like.",
  ),
  /** Psymist with 2 counters for each heads, "your". */
  psymist: rewordAttack(
    'ex4-32',
    'zzxd-38',
    'Psymist',
    "Flip 2 coins. For each heads, choose 1 of your opponent's Pokémon and put 2 damage counters on that Pokémon.",
  ),
  /** Random Curse with 3, "each Defending Pokémon". */
  random: rewordAttack(
    'ex2-4',
    'zzxd-39',
    'Random Curse',
    'Put a total of 3 damage counters on each Defending Pokémon in any way you like.',
  ),
  /** Darkness Chant from the opponent's discard pile, at most 3. */
  chant: rewordAttack(
    'ex5-1',
    'zzxd-40',
    'Darkness Chant',
    "Count the number of Basic Pokémon and Evolution cards in your opponent's discard pile. Put that many damage counters on the Defending Pokémon. You can't put more than 3 damage counters on the Defending Pokémon in this way.",
  ),
  /** Flip Over with 20 and "this Pokémon". */
  flipOver: rewordAttack(
    'ex2-26',
    'zzxd-41',
    'Flip Over',
    "This Pokémon does 20 damage to itself, and don't apply Weakness and Resistance to this damage.",
  ),
  /** Tonnage with other numbers. */
  tonnage: rewordAttack(
    'ex5-98',
    'zzxd-42',
    'Tonnage',
    'You may do 60 damage plus 40 more damage. If you do, Regirock ex does 20 damage to itself.',
  ),
};
const madeUpSet = loadCardSet(Object.values(REWORDED));
const madeUpRegistry = createCardRegistry([
  ...Object.values(getBundledSets()),
  ...Object.values(classicSets),
  madeUpSet,
]);
const madeUpEngine = createPokemonEngine({ registry: madeUpRegistry });
const madeUpTable = (spec: BoardSpec): Table => bundledTable({ ...spec, engine: madeUpEngine });

// ------------------------------------------------------------------ helpers

const D = 'sve-7';
/** 50 HP Fire, weak to Water. */
const CHARMANDER_ = CHARMANDER;
/** Duskull (Sandstorm): 40 HP Psychic, weak to Darkness, resists Fighting. */
const DUSKULL = 'ex2-62';
/** Electabuzz (Sandstorm): 60 HP Lightning, weak to Fighting, resists Metal. */
const ELECTABUZZ = 'ex2-35';
/** Grovyle (Ruby & Sapphire): 70 HP Grass, weak to Fire, resists Water; no Poké-Power or Poké-Body. */
const GROVYLE = 'ex1-31';
/** Team Magma's Aron (Team Magma vs Team Aqua): 50 HP Fighting, weak to Grass. */
const ARON = 'ex4-59';
/** Chansey ex (Ruby & Sapphire): a Pokémon-ex, 120 HP Colorless, weak to Fighting. */
const CHANSEY_EX = 'ex1-96';
/** Blaziken ex (Team Magma vs Team Aqua): 150 HP Fire, weak to Water and Psychic. */
const BLAZIKEN_EX = 'ex4-89';
/** Aggron (Ruby & Sapphire): 110 HP Metal, weak to Fire, resists Grass. */
const AGGRON = 'ex1-1';
/** Dugtrio (FireRed & LeafGreen): 80 HP Fighting, weak to Grass. */
const DUGTRIO = 'ex6-22';
/** Seviper (Sandstorm): 80 HP Grass. */
const SEVIPER = 'ex2-11';
/** Hitmonchan ex (Ruby & Sapphire): 90 HP Fighting, weak to Psychic. */
const HITMONCHAN_EX = 'ex1-98';
/** Dustox (Ruby & Sapphire): 90 HP, the Poké-Body Protective Dust. */
const DUSTOX = 'ex1-6';

const pick =
  (...zones: string[]): Chooser =>
  (d, s) =>
    zones.length > 0 ? optionsNaming(...zones)(d, s) : firstOptions(d, s);

/** p1's Active (with `energy`) attacks p2's board; `zones` picks the target(s). */
function hit(
  spec: { attacker: string; energy: string[]; active: string; bench?: string[] },
  name: string,
  zones: string[],
  made = false,
  seed?: number,
): Table {
  const board: BoardSpec = {
    ...(seed === undefined ? {} : { seed }),
    p1: { active: [spec.attacker, ...spec.energy] },
    p2: { active: [spec.active], bench: (spec.bench ?? []).map((b) => [b]) },
  };
  const t = made ? madeUpTable(board) : classicTable(board);
  return attack(t, name, { chooser: pick(...zones) });
}

// ------------------------------------------------------------------ chosen Pokémon

describe('"Choose 1 of your opponent\'s Pokémon. This attack does N damage to that Pokémon. (Don\'t apply Weakness and Resistance for Benched Pokémon.)"', () => {
  cardBehaviour(
    'ex1-21',
    'Water Arrow',
    () => {
      const arrow = (zone: string) =>
        hit(
          { attacker: 'ex1-21', energy: [W], active: CHARMANDER_, bench: [CHARMANDER_] },
          'Water Arrow',
          [zone],
        );
      it('the Active Pokémon chosen: 20, doubled by its Water Weakness (40)', () => {
        const t = arrow('p2:active');
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
      it('a Benched Pokémon chosen: 20, no Weakness on the Bench; the Active one untouched', () => {
        const t = arrow('p2:bench_1');
        expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('Thunder Spear (Sandstorm Electabuzz): 40 to the Benched one, no Resistance there', () => {
    const t = hit(
      { attacker: ELECTABUZZ, energy: [L, L, L], active: GROVYLE, bench: ['ex1-1'] },
      'Thunder Spear',
      ['p2:bench_1'],
    );
    expect(damageIn(t.state, 'p2:bench_1')).toBe(40);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('made-up ("in play", "Weakness or Resistance"): 30 doubled on the Active one, 30 on the Bench', () => {
    const spec = { attacker: 'zzxd-1', energy: [W], active: BLAZIKEN_EX, bench: [CHARMANDER_] };
    expect(damageIn(hit(spec, 'Water Arrow', ['p2:active'], true).state, 'p2:active')).toBe(60);
    expect(damageIn(hit(spec, 'Water Arrow', ['p2:bench_1'], true).state, 'p2:bench_1')).toBe(30);
  });

  it('without any word on Weakness and Resistance it stays manual (the classic reading)', () => {
    expect(
      isPatternText(
        'X',
        "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that Pokémon.",
      ),
    ).toBe(false);
  });

  cardBehaviour(
    'ex5-6',
    'Bass Control',
    () => {
      it('"Does 30 damage to 1 of your opponent\'s Pokémon": the Active one has Weakness', () => {
        const spec = { attacker: 'ex5-6', energy: [W, W], active: ARON, bench: [DUSKULL] };
        // Aron is weak to Grass, not Colorless: 30.
        expect(damageIn(hit(spec, 'Bass Control', ['p2:active']).state, 'p2:active')).toBe(30);
        const t = hit(spec, 'Bass Control', ['p2:bench_1']);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(30);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex4-89',
    'Volcanic Ash',
    () => {
      it('"Discard 2 Fire Energy … and then choose 1": 2 Fire discarded, 100 to the chosen one', () => {
        const t = hit(
          { attacker: 'ex4-89', energy: [R, R, R, W], active: CHANSEY_EX, bench: [AGGRON] },
          'Volcanic Ash',
          ['p2:bench_1'],
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(100);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
        const attached = t.state.zones['p1:active']?.cards.map(
          (id) => t.state.cards[id]?.templateId,
        );
        expect(attached?.filter((c) => c === R)).toHaveLength(1);
        expect(attached).toContain(W);
      });
    },
    classicRegistry,
  );
});

describe('"If you choose Pokémon-ex / Pokémon that has a Poké-Power or Poké-Body, this attack does N damage instead."', () => {
  cardBehaviour(
    'ex3-8',
    'Extra Circuit',
    () => {
      const spec = { attacker: 'ex3-8', energy: [L, L], active: CHANSEY_EX, bench: [GROVYLE] };
      it('a Pokémon-ex chosen (the Active one): 40 instead of 20 (no Lightning Weakness)', () => {
        expect(damageIn(hit(spec, 'Extra Circuit', ['p2:active']).state, 'p2:active')).toBe(40);
      });
      it('any other Pokémon: 20', () => {
        expect(damageIn(hit(spec, 'Extra Circuit', ['p2:bench_1']).state, 'p2:bench_1')).toBe(20);
      });
    },
    classicRegistry,
  );

  it('made-up ("a Pokémon with a Poké-Body or Poké-Power", 10 / 30)', () => {
    const card = classicRegistry.require(DUSTOX);
    expect('abilities' in card && (card.abilities ?? []).some((a) => a.type === 'Poké-Body')).toBe(
      true,
    );
    const spec = { attacker: 'zzxd-4', energy: [L, L], active: GROVYLE, bench: [DUSTOX] };
    expect(damageIn(hit(spec, 'Special Circuit', ['p2:bench_1'], true).state, 'p2:bench_1')).toBe(
      30,
    );
    expect(damageIn(hit(spec, 'Special Circuit', ['p2:active'], true).state, 'p2:active')).toBe(10);
  });
});

// ------------------------------------------------------------------ Benched Pokémon

describe('"Does N damage to K of your opponent\'s Benched Pokémon (1 if there is only 1)."', () => {
  cardBehaviour(
    'ex2-47',
    'Dark Mind',
    () => {
      it('20 to the Defending Pokémon, 10 to the Benched one chosen', () => {
        const t = hit(
          { attacker: 'ex2-47', energy: [D, D], active: GROVYLE, bench: [ARON, DUSKULL] },
          'Dark Mind',
          ['p2:bench_2'],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
      it('no Benched Pokémon: only the 20', () => {
        const t = hit({ attacker: 'ex2-47', energy: [D, D], active: GROVYLE }, 'Dark Mind', []);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex1-39',
    'Gigashock',
    () => {
      it('40 to the Defending Pokémon; 10 to each of 2 Benched ones, the third untouched', () => {
        const t = hit(
          {
            attacker: 'ex1-39',
            energy: [L, L, L],
            active: CHANSEY_EX,
            bench: [ARON, GROVYLE, CHARMANDER_],
          },
          'Gigashock',
          ['p2:bench_1', 'p2:bench_3'],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:bench_3')).toBe(10);
      });
      it('only 1 Benched Pokémon: 10 to it', () => {
        const t = hit(
          { attacker: 'ex1-39', energy: [L, L, L], active: CHANSEY_EX, bench: [ARON] },
          'Gigashock',
          [],
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
      });
    },
    classicRegistry,
  );

  it('made-up (3 of them, "2 if there are only 2"): 20 to each of the 3 chosen', () => {
    const t = hit(
      {
        attacker: 'zzxd-2',
        energy: [L, L, L],
        active: CHANSEY_EX,
        bench: [ARON, GROVYLE, CHARMANDER_, CHARMANDER_],
      },
      'Gigashock',
      ['p2:bench_1', 'p2:bench_2', 'p2:bench_4'],
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect([1, 2, 3, 4].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([20, 20, 0, 20]);
  });
});

describe('"Choose (up to) K of your opponent\'s Benched Pokémon. This attack does N damage to each of them."', () => {
  cardBehaviour(
    'ex5-56',
    'Spark',
    () => {
      it('10 to the Defending Pokémon and to each of the 2 Benched ones chosen', () => {
        const t = hit(
          { attacker: 'ex5-56', energy: [L, L], active: GROVYLE, bench: [ARON, DUSKULL, ARON] },
          'Spark',
          ['p2:bench_2', 'p2:bench_3'],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(10);
        expect([1, 2, 3].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([0, 10, 10]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex6-42',
    'Tunneling',
    () => {
      it('up to 2: 10 to each chosen; none to the Defending Pokémon (no printed damage)', () => {
        const t = hit(
          { attacker: 'ex6-42', energy: [F, F], active: GROVYLE, bench: [ARON, DUSKULL, ARON] },
          'Tunneling',
          ['p2:bench_1', 'p2:bench_3'],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(0);
        expect([1, 2, 3].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([10, 0, 10]);
      });
    },
    classicRegistry,
  );

  it('made-up ("up to 3", "those Pokémon"): 20 to each of the 3 chosen', () => {
    const t = hit(
      {
        attacker: 'zzxd-3',
        energy: [F, F],
        active: GROVYLE,
        bench: [ARON, DUSKULL, ARON, DUSKULL],
      },
      'Tunneling',
      ['p2:bench_1', 'p2:bench_2', 'p2:bench_4'],
      true,
    );
    expect([1, 2, 3, 4].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([20, 20, 0, 20]);
  });
});

// ------------------------------------------------------------------ Weakness and Resistance

describe('"This attack\'s damage is not affected by Resistance" / "… by Weakness or Resistance"', () => {
  cardBehaviour(
    'ex2-25',
    'Aqua Sonic',
    () => {
      it('50 to Grovyle, which resists Water (-30): still 50', () => {
        const t = hit({ attacker: 'ex2-25', energy: [W, W, W], active: GROVYLE }, 'Aqua Sonic', []);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
      it('Weakness still applies: 50 doubled on a Fire Pokémon weak to Water', () => {
        const t = hit(
          { attacker: 'ex2-25', energy: [W, W, W], active: BLAZIKEN_EX },
          'Aqua Sonic',
          [],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(100);
      });
    },
    classicRegistry,
  );

  it('made-up ("is not affected by Weakness"): no doubling, Resistance still there', () => {
    const weak = hit(
      { attacker: 'zzxd-5', energy: [W, W, W], active: BLAZIKEN_EX },
      'Aqua Sonic',
      [],
      true,
    );
    expect(damageIn(weak.state, 'p2:active')).toBe(50);
    const resists = hit(
      { attacker: 'zzxd-5', energy: [W, W, W], active: GROVYLE },
      'Aqua Sonic',
      [],
      true,
    );
    expect(damageIn(resists.state, 'p2:active')).toBe(20);
  });

  cardBehaviour(
    'ex5-7',
    'Sonicboom',
    () => {
      it('50 to Dugtrio, weak to Grass: still 50', () => {
        const t = hit({ attacker: 'ex5-7', energy: [G, G, G], active: DUGTRIO }, 'Sonicboom', []);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );

  it('made-up ("Resistance and Weakness"): 50 to Dugtrio, weak to Grass', () => {
    const t = hit(
      { attacker: 'zzxd-6', energy: [G, G, G], active: DUGTRIO },
      'Sonicboom',
      [],
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(50);
  });

  cardBehaviour(
    'ex6-61',
    'Dig Under',
    () => {
      it('the chosen Active Pokémon, weak to Fighting: 10, not doubled', () => {
        const t = hit(
          { attacker: 'ex6-61', energy: [F], active: ELECTABUZZ, bench: [ARON] },
          'Dig Under',
          ['p2:active'],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(10);
      });
    },
    classicRegistry,
  );

  it('made-up Dig Under ("in play", 20): 20 to the Active Pokémon weak to Fighting', () => {
    const t = hit(
      { attacker: 'zzxd-7', energy: [F], active: ELECTABUZZ, bench: [ARON] },
      'Dig Under',
      ['p2:active'],
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

describe('"Flip a coin. If heads, choose 1 of your opponent\'s Pokémon. This attack does N damage to that Pokémon. … isn\'t affected by Weakness or Resistance."', () => {
  cardBehaviour(
    'ex3-45',
    'Quick Dive',
    () => {
      const dive = (seed: number) =>
        hit(
          { attacker: 'ex3-45', energy: [W, W], active: CHANSEY_EX, bench: [AGGRON] },
          'Quick Dive',
          ['p2:bench_1'],
          false,
          seed,
        );
      it('heads: 50 to the chosen Benched Pokémon', () => {
        const t = withSeeds(SEEDS, dive, heads);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(50);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
      it('tails: no damage to anything', () => {
        const t = withSeeds(SEEDS, dive, tails);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
});

describe('"… isn\'t affected by Weakness, Resistance, Poké-Powers, Poké-Bodies or/and any other effects …" (EX commas)', () => {
  cardBehaviour(
    'ex4-96',
    'Feint Attack',
    () => {
      it('the chosen Active Pokémon, weak to Darkness: 30, not doubled', () => {
        const t = hit(
          { attacker: 'ex4-96', energy: [D, D, D], active: DUSKULL, bench: [ARON] },
          'Feint Attack',
          ['p2:active'],
        );
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
      it('a Benched one chosen: 30 to it', () => {
        const t = hit(
          { attacker: 'ex4-96', energy: [D, D, D], active: DUSKULL, bench: [ARON] },
          'Feint Attack',
          ['p2:bench_1'],
        );
        expect(damageIn(t.state, 'p2:bench_1')).toBe(30);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up Feint Attack ("and any other effects", 20): 20 to the Active one weak to Darkness', () => {
    const t = hit(
      { attacker: 'zzxd-8', energy: [D, D, D], active: DUSKULL, bench: [ARON] },
      'Feint Attack',
      ['p2:active'],
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  cardBehaviour(
    'ex4-97',
    'Swift',
    () => {
      it('20 to Hitmonchan ex, weak to Psychic: not doubled', () => {
        const t = hit({ attacker: 'ex4-97', energy: [P, P], active: HITMONCHAN_EX }, 'Swift', []);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  it('the "and any other effects" printing (Charizard ex\'s Burn Down) reads the same', () => {
    expect(
      isPatternText(
        'Charizard ex',
        "Discard 5 Fire Energy attached to Charizard ex. This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, and any other effects on the Defending Pokémon.",
      ),
    ).toBe(true);
  });
});

// ------------------------------------------------------------------ conditions on the damage

/** p1's attacker (with `energy`) attacks; the boards' other parts as given. */
function strike(
  attacker: string,
  energy: readonly string[],
  name: string,
  p2: BoardSpec['p2'],
  p1: Omit<NonNullable<BoardSpec['p1']>, 'active'> = {},
  made = false,
): number {
  const board: BoardSpec = { p1: { active: [attacker, ...energy], ...p1 }, p2 };
  return damageIn(attack((made ? madeUpTable : classicTable)(board), name).state, 'p2:active');
}

describe('"If the Defending Pokémon is affected by a Special Condition, this attack does N damage plus M more damage."', () => {
  cardBehaviour(
    'ex2-38',
    'Pester',
    () => {
      it('the Defending Pokémon Asleep: 20 + 20; no Special Condition: 20', () => {
        expect(
          strike('ex2-38', [G, G], 'Pester', {
            active: [CHANSEY_EX],
            activeCounters: { asleep: 1 },
          }),
        ).toBe(40);
        expect(strike('ex2-38', [G, G], 'Pester', { active: [CHANSEY_EX] })).toBe(20);
      });
    },
    classicRegistry,
  );
  it('made-up ("any Special Condition", +30): Confused 50, none 20', () => {
    expect(
      strike(
        'zzxd-9',
        [G, G],
        'Pester',
        { active: [CHANSEY_EX], activeCounters: { confused: 1 } },
        {},
        true,
      ),
    ).toBe(50);
    expect(strike('zzxd-9', [G, G], 'Pester', { active: [CHANSEY_EX] }, {}, true)).toBe(20);
  });
});

describe('"If the Defending Pokémon is (a) Pokémon-ex, this attack does N damage plus M more damage."', () => {
  cardBehaviour(
    'ex1-8',
    'Mega Throw',
    () => {
      it('Blaziken ex: 40 + 40; Aggron: 40', () => {
        expect(strike('ex1-8', [F, F, F], 'Mega Throw', { active: [BLAZIKEN_EX] })).toBe(80);
        expect(strike('ex1-8', [F, F, F], 'Mega Throw', { active: [AGGRON] })).toBe(40);
      });
    },
    classicRegistry,
  );
  it('made-up ("is Pokémon-ex", +20): Blaziken ex 60, Aggron 40', () => {
    expect(strike('zzxd-10', [F, F, F], 'Mega Throw', { active: [BLAZIKEN_EX] }, {}, true)).toBe(
      60,
    );
    expect(strike('zzxd-10', [F, F, F], 'Mega Throw', { active: [AGGRON] }, {}, true)).toBe(40);
  });
});

describe('"If the Defending Pokémon already has at least N damage counters on it, …"', () => {
  cardBehaviour(
    'ex4-22',
    'Second Strike',
    () => {
      it('2 counters already: 20 + 20 more; 1 counter: 20', () => {
        expect(
          strike('ex4-22', [F, F], 'Second Strike', {
            active: [AGGRON],
            activeCounters: { damage: 20 },
          }),
        ).toBe(20 + 40);
        expect(
          strike('ex4-22', [F, F], 'Second Strike', {
            active: [AGGRON],
            activeCounters: { damage: 10 },
          }),
        ).toBe(10 + 20);
      });
    },
    classicRegistry,
  );
  it('made-up (at least 3, +40): 3 counters 30 + 60, 2 counters 20 + 20', () => {
    const at = (damage: number) =>
      strike(
        'zzxd-11',
        [F, F],
        'Second Strike',
        { active: [AGGRON], activeCounters: { damage } },
        {},
        true,
      );
    expect(at(30)).toBe(30 + 60);
    expect(at(20)).toBe(20 + 20);
  });
});

describe('"If you have more Prize cards left than your opponent, …"', () => {
  const prizes = (n: number) => Array.from({ length: n }, () => G);
  cardBehaviour(
    'ex3-1',
    'Prize Count',
    () => {
      it('6 Prize cards left against 4: 20 + 20; 4 against 4: 20', () => {
        const spec = (mine: number) =>
          [
            'ex3-1',
            ['sve-7', W],
            'Prize Count',
            { active: [AGGRON], prizes: prizes(4) },
            { prizes: prizes(mine) },
          ] as const;
        expect(strike(...spec(6))).toBe(40);
        expect(strike(...spec(4))).toBe(20);
      });
    },
    classicRegistry,
  );
  it('made-up ("fewer Prize cards left", +30): 3 against 5 is 50, 5 against 3 is 20', () => {
    const at = (mine: number, theirs: number) =>
      strike(
        'zzxd-12',
        ['sve-7', W],
        'Prize Count',
        { active: [AGGRON], prizes: prizes(theirs) },
        { prizes: prizes(mine) },
        true,
      );
    expect(at(3, 5)).toBe(50);
    expect(at(5, 3)).toBe(20);
  });
});

describe('"If SELF and the Defending Pokémon have a different amount of Energy attached to them, this attack\'s base damage is N instead of M."', () => {
  cardBehaviour(
    'ex1-68',
    'Link Blast',
    () => {
      it('2 Energy each: 40; 2 against 1: base damage 10', () => {
        expect(strike('ex1-68', [P, P], 'Link Blast', { active: [AGGRON, W, W] })).toBe(40);
        expect(strike('ex1-68', [P, P], 'Link Blast', { active: [AGGRON, W] })).toBe(10);
      });
    },
    classicRegistry,
  );
  it('made-up ("the same amount", 60 instead of 40): 2 against 2 is 60, 2 against 3 is 40', () => {
    expect(strike('zzxd-13', [P, P], 'Link Blast', { active: [AGGRON, W, W] }, {}, true)).toBe(60);
    expect(strike('zzxd-13', [P, P], 'Link Blast', { active: [AGGRON, W, W, W] }, {}, true)).toBe(
      40,
    );
  });
});

describe('"If the Defending Pokémon has any Special (basic) Energy cards attached to it, …"', () => {
  /** Multi Energy (Sandstorm): a Special Energy card. */
  const SPECIAL = 'ex2-93';
  it('the Special Energy card of the test is a Special Energy card', () => {
    expect(classicRegistry.require(SPECIAL).subtypes).toContain('Special');
  });
  cardBehaviour(
    'ex2-17',
    'Special Blow',
    () => {
      it('a Special Energy card on Aggron: 30 + 40; only basic Energy: 30', () => {
        expect(strike('ex2-17', [W, P], 'Special Blow', { active: [AGGRON, SPECIAL] })).toBe(70);
        expect(strike('ex2-17', [W, P], 'Special Blow', { active: [AGGRON, W] })).toBe(30);
      });
    },
    classicRegistry,
  );
  it('made-up ("any basic Energy cards", +10): a basic Energy 40, only the Special one 30', () => {
    expect(strike('zzxd-14', [W, P], 'Special Blow', { active: [AGGRON, W] }, {}, true)).toBe(40);
    expect(strike('zzxd-14', [W, P], 'Special Blow', { active: [AGGRON, SPECIAL] }, {}, true)).toBe(
      30,
    );
  });
});

describe('"If the Defending Pokémon has any Poké-Powers or Poké-Bodies, …"', () => {
  cardBehaviour(
    'ex5-46',
    'Hyper Tail',
    () => {
      it('Dustox (a Poké-Body): 50 + 20; Aggron (none): 50', () => {
        expect(strike('ex5-46', [F, F, F], 'Hyper Tail', { active: [DUSTOX] })).toBe(70);
        expect(strike('ex5-46', [F, F, F], 'Hyper Tail', { active: [AGGRON] })).toBe(50);
      });
    },
    classicRegistry,
  );
  it('made-up ("a Poké-Body", +30): Dustox 80, Aggron 50', () => {
    expect(strike('zzxd-15', [F, F, F], 'Hyper Tail', { active: [DUSTOX] }, {}, true)).toBe(80);
    expect(strike('zzxd-15', [F, F, F], 'Hyper Tail', { active: [AGGRON] }, {}, true)).toBe(50);
  });
});

describe('"If you have the same number of / more / fewer cards in your hand as / than your opponent, …"', () => {
  const cards = (n: number) => Array.from({ length: n }, () => G);
  cardBehaviour(
    'ex5-14',
    'Supernatural Power',
    () => {
      it('3 cards each: 40 + 40; 3 against 2: 40', () => {
        expect(
          strike(
            'ex5-14',
            [G, G, G],
            'Supernatural Power',
            { active: [AGGRON], hand: cards(3) },
            { hand: cards(3) },
          ),
        ).toBe(80);
        expect(
          strike(
            'ex5-14',
            [G, G, G],
            'Supernatural Power',
            { active: [AGGRON], hand: cards(2) },
            { hand: cards(3) },
          ),
        ).toBe(40);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex4-8',
    'Dark Hand',
    () => {
      it('"more cards in your hand than your opponent": 4 against 2 is 40 + 20 more, 2 against 2 is 40', () => {
        const claydol = (mine: number) =>
          strike(
            'ex4-8',
            [P, P, P],
            'Dark Hand',
            { active: [AGGRON], hand: cards(2) },
            { hand: cards(mine) },
          );
        expect(claydol(4)).toBe(60);
        expect(claydol(2)).toBe(40);
      });
    },
    classicRegistry,
  );
  it('made-up ("fewer cards in your hand", +20): 1 against 3 is 60, 3 against 1 is 40', () => {
    const at = (mine: number, theirs: number) =>
      strike(
        'zzxd-16',
        [G, G, G],
        'Supernatural Power',
        { active: [AGGRON], hand: cards(theirs) },
        { hand: cards(mine) },
        true,
      );
    expect(at(1, 3)).toBe(60);
    expect(at(3, 1)).toBe(40);
  });
});

describe('"If SELF has less Energy attached to it than the Defending Pokémon, …"', () => {
  cardBehaviour(
    'ex5-76',
    'Splash About',
    () => {
      it('1 Energy against 2: 10 + 10; 1 against 1: 10', () => {
        expect(strike('ex5-76', [W], 'Splash About', { active: [CHANSEY_EX, W, W] })).toBe(20);
        expect(strike('ex5-76', [W], 'Splash About', { active: [CHANSEY_EX, W] })).toBe(10);
      });
    },
    classicRegistry,
  );
  it('made-up ("more Energy", +20): 2 against 1 is 30, 2 against 2 is 10', () => {
    expect(strike('zzxd-17', [W, W], 'Splash About', { active: [CHANSEY_EX, W] }, {}, true)).toBe(
      30,
    );
    expect(
      strike('zzxd-17', [W, W], 'Splash About', { active: [CHANSEY_EX, W, W] }, {}, true),
    ).toBe(10);
  });
});

describe('"If Magnetic Storm is in play, …" (a Stadium, or a Pokémon, of that name)', () => {
  cardBehaviour(
    'ex5-25',
    'White Snow',
    () => {
      it('Magnetic Storm in play: 50 + 20; no Stadium: 50', () => {
        const board = (stadium: boolean): Table =>
          classicTable({
            p1: { active: ['ex5-25', W, W, W, W], hand: stadium ? ['ex5-91'] : [] },
            p2: { active: [CHANSEY_EX] },
          });
        const played = playTrainer(board(true), 'Magnetic Storm');
        expect(played.state.zones.stadium?.cards).toHaveLength(1);
        expect(damageIn(attack(played, 'White Snow').state, 'p2:active')).toBe(70);
        expect(damageIn(attack(board(false), 'White Snow').state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );
  it('made-up ("If Seviper is in play", +10): Seviper on either Bench 60, none 50', () => {
    expect(
      strike(
        'zzxd-18',
        [W, W, W, W],
        'White Snow',
        { active: [CHANSEY_EX], bench: [[SEVIPER]] },
        {},
        true,
      ),
    ).toBe(60);
    expect(
      strike(
        'zzxd-18',
        [W, W, W, W],
        'White Snow',
        { active: [CHANSEY_EX] },
        { bench: [[SEVIPER]] },
        true,
      ),
    ).toBe(60);
    expect(strike('zzxd-18', [W, W, W, W], 'White Snow', { active: [CHANSEY_EX] }, {}, true)).toBe(
      50,
    );
  });
});

describe('"If the Defending Pokémon is Seviper, …" (a name)', () => {
  cardBehaviour(
    'ex2-14',
    'Target Slash',
    () => {
      it('Seviper: 10 + 30; Aggron: 10', () => {
        expect(strike('ex2-14', [W], 'Target Slash', { active: [SEVIPER] })).toBe(40);
        expect(strike('ex2-14', [W], 'Target Slash', { active: [AGGRON] })).toBe(10);
      });
    },
    classicRegistry,
  );
  it('made-up ("Team Magma\'s Aron", +20): that Aron 30, Aggron 10', () => {
    expect(strike('zzxd-19', [W], 'Target Slash', { active: [ARON] }, {}, true)).toBe(30);
    expect(strike('zzxd-19', [W], 'Target Slash', { active: [AGGRON] }, {}, true)).toBe(10);
  });
});

describe('"Before doing damage, count the remaining HP … If the Defending Pokémon has fewer remaining HP than SELF\'s, …"', () => {
  cardBehaviour(
    'ex5-50',
    'Swallow Up',
    () => {
      it('Swalot 80 HP left against Aggron (resists Grass -30) 60 left: 50 + 30 - 30; 110 left: 50 - 30', () => {
        expect(
          strike('ex5-50', [G, G, G], 'Swallow Up', {
            active: [AGGRON],
            activeCounters: { damage: 50 },
          }),
        ).toBe(50 + 50);
        expect(strike('ex5-50', [G, G, G], 'Swallow Up', { active: [AGGRON] })).toBe(20);
      });
    },
    classicRegistry,
  );
  it('made-up ("more remaining HP", +10): Aggron 110 left against 80 is 60 - 30, 60 left is 50 - 30', () => {
    expect(strike('zzxd-20', [G, G, G], 'Swallow Up', { active: [AGGRON] }, {}, true)).toBe(30);
    expect(
      strike(
        'zzxd-20',
        [G, G, G],
        'Swallow Up',
        { active: [AGGRON], activeCounters: { damage: 50 } },
        {},
        true,
      ),
    ).toBe(50 + 20);
  });
});

// ------------------------------------------------------------------ damage to each of some Pokémon

/** p1's attacker attacks the boards given; `damage` of each zone listed after. */
function boards(
  attacker: string,
  energy: readonly string[],
  name: string,
  sides: { p1?: Omit<NonNullable<BoardSpec['p1']>, 'active'>; p2: BoardSpec['p2']; seed?: number },
  made = false,
): Table {
  const board: BoardSpec = {
    ...(sides.seed === undefined ? {} : { seed: sides.seed }),
    p1: { active: [attacker, ...energy], ...(sides.p1 ?? {}) },
    p2: sides.p2,
  };
  return attack((made ? madeUpTable : classicTable)(board), name);
}
const damages = (t: Table, zones: string[]) => zones.map((z) => damageIn(t.state, z));
const M = 'sve-8';

describe('"Does N damage to each Defending Pokémon." (one Defending Pokémon in a game of one Active each)', () => {
  cardBehaviour(
    'ex1-8',
    'Super Slap Push',
    () => {
      it('20 to the Defending Pokémon, doubled by Weakness to Fighting; the Bench untouched', () => {
        const t = boards('ex1-8', [F], 'Super Slap Push', {
          p2: { active: [CHANSEY_EX], bench: [[ARON]] },
        });
        expect(damages(t, ['p2:active', 'p2:bench_1'])).toEqual([40, 0]);
      });
    },
    classicRegistry,
  );
  it('made-up ("This attack does 30 …"): 30 to the Defending Pokémon, no Weakness', () => {
    const t = boards('zzxd-21', [F], 'Super Slap Push', { p2: { active: [BLAZIKEN_EX] } }, true);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });
  cardBehaviour(
    'ex1-62',
    'Trembler',
    () => {
      const run = (seed: number) =>
        boards('ex1-62', [F, F], 'Trembler', { seed, p2: { active: [AGGRON] } });
      it('heads: 10 to the Defending Pokémon and it is Paralyzed; tails: nothing', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect(damageIn(h.state, 'p2:active')).toBe(10);
        expect(conditionsIn(h.state, 'p2:active')).toContain('paralyzed');
        const t = withSeeds(SEEDS, run, tails);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
        expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      });
    },
    classicRegistry,
  );
  it('made-up Trembler (20, Confused): heads 20 and Confused; tails nothing', () => {
    const run = (seed: number) =>
      boards('zzxd-27', [F, F], 'Trembler', { seed, p2: { active: [AGGRON] } }, true);
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    expect(conditionsIn(h.state, 'p2:active')).toContain('confused');
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });
});

describe('"Does N damage to each Benched Pokémon (both yours and your opponent\'s) [that has Energy cards attached to it]."', () => {
  cardBehaviour(
    'ex1-37',
    'Magnitude',
    () => {
      it('20 to the Defending Pokémon; 10 to every Benched Pokémon of both players, no Weakness', () => {
        const t = boards('ex1-37', [M], 'Magnitude', {
          p1: { bench: [[ARON]] },
          p2: { active: [AGGRON], bench: [[CHARMANDER_], [ARON]] },
        });
        expect(
          damages(t, ['p2:active', 'p2:bench_1', 'p2:bench_2', 'p1:bench_1', 'p1:active']),
        ).toEqual([20, 10, 10, 10, 0]);
      });
    },
    classicRegistry,
  );
  it('made-up ("This attack does 20 …"): 20 to every Benched Pokémon', () => {
    const t = boards(
      'zzxd-22',
      [M],
      'Magnitude',
      { p1: { bench: [[AGGRON]] }, p2: { active: [AGGRON], bench: [[AGGRON]] } },
      true,
    );
    expect(damages(t, ['p2:active', 'p2:bench_1', 'p1:bench_1'])).toEqual([20, 20, 20]);
  });
  cardBehaviour(
    'ex4-4',
    'Thunderspark',
    () => {
      it('10 to each Benched Pokémon with Energy on it, either side; none to the others', () => {
        const t = boards('ex4-4', [L, L, L], 'Thunderspark', {
          p1: { bench: [[AGGRON, W], [AGGRON]] },
          p2: { active: [CHANSEY_EX], bench: [[AGGRON], [AGGRON, G]] },
        });
        expect(
          damages(t, ['p2:active', 'p2:bench_1', 'p2:bench_2', 'p1:bench_1', 'p1:bench_2']),
        ).toEqual([50, 0, 10, 10, 0]);
      });
    },
    classicRegistry,
  );
  it('made-up ("any Energy card", 20): 20 to each Benched Pokémon with Energy', () => {
    const t = boards(
      'zzxd-23',
      [L, L, L],
      'Thunderspark',
      {
        p1: { bench: [[AGGRON, W]] },
        p2: { active: [CHANSEY_EX], bench: [[AGGRON], [AGGRON, G]] },
      },
      true,
    );
    expect(damages(t, ['p2:bench_1', 'p2:bench_2', 'p1:bench_1'])).toEqual([0, 20, 20]);
  });
});

describe('"Does N damage to each of your opponent\'s Benched Pokémon that has any damage counters on it / of the same type as the Defending Pokémon."', () => {
  const damaged = (t: Table, zone: string, damage: number): Table => {
    const top = t.state.zones[zone]?.cards[0] as string;
    const card = t.state.cards[top];
    if (!card) throw new Error(`no card in ${zone}`);
    return {
      ...t,
      state: {
        ...t.state,
        cards: { ...t.state.cards, [top]: { ...card, counters: { ...card.counters, damage } } },
      },
    };
  };
  cardBehaviour(
    'ex4-33',
    'Clay Pulse',
    () => {
      it('10 to the damaged Benched Pokémon only', () => {
        let t = classicTable({
          p1: { active: ['ex4-33', F, F, F] },
          p2: { active: [CHANSEY_EX], bench: [[AGGRON], [AGGRON]] },
        });
        t = damaged(t, 'p2:bench_2', 20);
        t = attack(t, 'Clay Pulse');
        expect(damages(t, ['p2:active', 'p2:bench_1', 'p2:bench_2'])).toEqual([100, 0, 30]);
      });
    },
    classicRegistry,
  );
  it('made-up (your own Bench, 20): only your damaged Benched Pokémon', () => {
    let t = madeUpTable({
      p1: { active: ['zzxd-24', F, F, F], bench: [[AGGRON], [AGGRON]] },
      p2: { active: [CHANSEY_EX], bench: [[AGGRON]] },
    });
    t = damaged(damaged(t, 'p1:bench_1', 10), 'p2:bench_1', 10);
    t = attack(t, 'Clay Pulse');
    expect(damages(t, ['p1:bench_1', 'p1:bench_2', 'p2:bench_1'])).toEqual([30, 0, 10]);
  });
  cardBehaviour(
    'ex5-99',
    'Steel Wave',
    () => {
      it('the Defending Pokémon Fighting: 20 to each Fighting Benched Pokémon, not to the others', () => {
        const t = boards('ex5-99', [M, M, M], 'Steel Wave', {
          p2: { active: [HITMONCHAN_EX], bench: [[ARON], [AGGRON], [DUGTRIO]] },
        });
        expect(damages(t, ['p2:active', 'p2:bench_1', 'p2:bench_2', 'p2:bench_3'])).toEqual([
          50, 20, 0, 20,
        ]);
      });
    },
    classicRegistry,
  );
  it("made-up (10): 10 to each Benched Pokémon of the Defending Pokémon's type", () => {
    const t = boards(
      'zzxd-25',
      [M, M, M],
      'Steel Wave',
      { p2: { active: [HITMONCHAN_EX], bench: [[ARON], [AGGRON]] } },
      true,
    );
    expect(damages(t, ['p2:bench_1', 'p2:bench_2'])).toEqual([10, 0]);
  });
});

describe('"Does N damage to each Active Pokémon (both yours and your opponent\'s)."', () => {
  cardBehaviour(
    'ex3-29',
    'Big Explosion',
    () => {
      it('80 to the Defending Pokémon (Weakness applies) and 80 to Graveler itself (Knocked Out)', () => {
        const t = boards('ex3-29', [F, F, F, F], 'Big Explosion', {
          p1: { bench: [[AGGRON]] },
          p2: { active: [CHANSEY_EX, W] },
        });
        // Chansey ex is weak to Fighting: 160 ≥ its 120 HP — Knocked Out too.
        expect(
          t.state.zones['p2:discard']?.cards.map((id) => t.state.cards[id]?.templateId),
        ).toContain(CHANSEY_EX);
        expect(
          t.state.zones['p1:discard']?.cards.map((id) => t.state.cards[id]?.templateId),
        ).toContain('ex3-29');
      });
      it('an Active Pokémon that survives has 80 on it', () => {
        const t = boards('ex3-29', [F, F, F, F], 'Big Explosion', {
          p1: { bench: [[AGGRON]] },
          p2: { active: [BLAZIKEN_EX] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(80);
      });
    },
    classicRegistry,
  );
  it('made-up ("yours and your opponent\'s", 60): 60 to each Active Pokémon', () => {
    const t = boards(
      'zzxd-26',
      [F, F, F, F],
      'Big Explosion',
      { p2: { active: [BLAZIKEN_EX] } },
      true,
    );
    expect(damages(t, ['p2:active', 'p1:active'])).toEqual([60, 60]);
  });
});

// ------------------------------------------------------------------ damage from a count

/** Multi Energy (Sandstorm): a Special Energy card. */
const MULTI = 'ex2-93';
/** Potion (Ruby & Sapphire): a Trainer card. */
const POTION = 'ex1-91';

describe('damage times / plus for each the Energy on some Pokémon (EX counts)', () => {
  cardBehaviour(
    'ex1-5',
    'Max Energy Source',
    () => {
      it('"attached to all of your Active Pokémon": 3 Energy on Delcatty, 30 (the Bench not counted)', () => {
        const t = boards('ex1-5', [W, W, W], 'Max Energy Source', {
          p1: { bench: [[AGGRON, W, W]] },
          p2: { active: [AGGRON, W] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );
  it('made-up ("your opponent\'s Active Pokémon", 20 each): 2 Energy there, 40', () => {
    const t = boards(
      'zzxd-28',
      [W, W, W],
      'Max Energy Source',
      { p2: { active: [AGGRON, W, G] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });
  cardBehaviour(
    'ex2-34',
    'Ultra Energy Source',
    () => {
      it('basic Energy cards on both Active Pokémon: 3 + 1 (Multi Energy not counted), 40', () => {
        const t = boards('ex2-34', [W, W, W], 'Ultra Energy Source', {
          p1: { bench: [[AGGRON, W]] },
          p2: { active: [AGGRON, W, MULTI] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex2-96',
    'Psystorm',
    () => {
      it('"the total amount of Energy attached to all Pokémon in play": 4 + 1 + 1 + 1, 70', () => {
        const t = boards('ex2-96', [P, P, P, P], 'Psystorm', {
          p1: { bench: [[AGGRON, W]] },
          p2: { active: [AGGRON, W], bench: [[ARON, G]] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(70);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex3-17',
    'Magnetic Force',
    () => {
      it('"all of your Pokémon (including Magneton)": 2 + 1, 30; the opponent\'s not counted', () => {
        const t = boards('ex3-17', [L, L], 'Magnetic Force', {
          p1: { bench: [[AGGRON, W]] },
          p2: { active: [AGGRON, W, W] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );
  it('made-up ("Energy cards attached to all of your opponent\'s Pokémon"): 2 + 1, 30', () => {
    const t = boards(
      'zzxd-29',
      [L, L],
      'Magnetic Force',
      { p1: { bench: [[AGGRON, W]] }, p2: { active: [AGGRON, W, W], bench: [[ARON, G]] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });
  cardBehaviour(
    'ex2-16',
    'Energy Crush',
    () => {
      it('"20 more damage plus 10 more damage for each Energy attached to all of your opponent\'s Pokémon": 20 + 30', () => {
        const t = boards('ex2-16', [W, W, W], 'Energy Crush', {
          p2: { active: [AGGRON, W, W], bench: [[ARON, G]] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex5-2',
    'Muddy Eye',
    () => {
      it('basic Energy cards on Claydol and the Defending Pokémon: 1 + 1 (Multi Energy not), 20', () => {
        const t = boards('ex5-2', [P], 'Muddy Eye', { p2: { active: [AGGRON, W, MULTI] } });
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex5-49',
    'Rainbow Star',
    () => {
      it('each type of basic Energy on the Defending Pokémon: Water and Grass, 50 + 20', () => {
        const t = boards('ex5-49', [P, P, P], 'Rainbow Star', {
          p2: { active: [AGGRON, W, W, G, MULTI] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(70);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex2-30',
    'Max Bubbles',
    () => {
      it('a coin for each Energy on Azumarill (3): 30 for each heads', () => {
        const run = (seed: number) =>
          boards('ex2-30', [W, W, W], 'Max Bubbles', { seed, p2: { active: [AGGRON] } });
        const t = withSeeds(
          SEEDS,
          run,
          (x) => flipsOf(x).filter((f) => f === 'heads').length === 2,
        );
        expect(flipsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(60);
      });
    },
    classicRegistry,
  );
});

describe('damage for each damage counter / card / Pokémon (EX counts)', () => {
  cardBehaviour(
    'ex3-5',
    'Rock Vengeance',
    () => {
      it('"each damage counter on all of your Active Pokémon": 3 counters on Golem, 20 + 30', () => {
        let t = classicTable({
          p1: { active: ['ex3-5', F, F, F], activeCounters: { damage: 30 }, bench: [[AGGRON]] },
          p2: { active: [AGGRON] },
        });
        t = attack(t, 'Rock Vengeance');
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex5-10',
    'Chakra Points',
    () => {
      it('"each card in your opponent\'s hand": 3 cards, 10 + 30', () => {
        const t = boards('ex5-10', [F, F, F], 'Chakra Points', {
          p1: { hand: [G] },
          p2: { active: [AGGRON], hand: [G, G, POTION] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );
  it('made-up ("each card in your hand", 20): your 2 cards, 50', () => {
    const t = boards(
      'zzxd-30',
      [F, F, F],
      'Chakra Points',
      { p1: { hand: [G, POTION] }, p2: { active: [AGGRON], hand: [G, G, G] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(50);
  });
  cardBehaviour(
    'ex6-108',
    'Poltergeist',
    () => {
      it('"each Trainer card in your opponent\'s hand": 2 Trainers (not the Energy), 40 + 20', () => {
        const t = boards('ex6-108', [P, P], 'Poltergeist', {
          p2: { active: [AGGRON], hand: [POTION, 'ex1-89', G] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(60);
      });
    },
    classicRegistry,
  );
  it('made-up ("each Energy card in your opponent\'s hand", 20): 1 Energy, 60', () => {
    const t = boards(
      'zzxd-31',
      [P, P],
      'Poltergeist',
      { p2: { active: [AGGRON], hand: [POTION, G] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(60);
  });
  cardBehaviour(
    'ex5-1',
    'Shadow Steal',
    () => {
      it('"each Special Energy card in your opponent\'s discard pile": 2, 10 + 40', () => {
        const t = boards('ex5-1', [P], 'Shadow Steal', {
          p2: { active: [AGGRON], discard: [MULTI, MULTI, W] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex6-7',
    'Vengeance',
    () => {
      it('each Basic Pokémon and Evolution card in your discard pile, at most 60 more: 2 → 50, 8 → 90', () => {
        // (Aggron: no Weakness or Resistance to Fighting.)
        const run = (n: number) =>
          damageIn(
            boards('ex6-7', [F, F, F], 'Vengeance', {
              p1: {
                discard: [
                  ...Array.from({ length: n }, (_, i) => (i % 2 ? AGGRON : ARON)),
                  W,
                  POTION,
                ],
              },
              p2: { active: [AGGRON] },
            }).state,
            'p2:active',
          );
        expect(run(2)).toBe(50);
        expect(run(8)).toBe(90);
      });
    },
    classicRegistry,
  );
  it('made-up ("or", the opponent\'s discard pile, at most 40 more): 1 → 50, 3 → 70', () => {
    const run = (n: number) =>
      damageIn(
        boards(
          'zzxd-32',
          [F, F, F],
          'Vengeance',
          { p2: { active: [AGGRON], discard: [...Array.from({ length: n }, () => ARON), W] } },
          true,
        ).state,
        'p2:active',
      );
    expect(run(1)).toBe(50);
    expect(run(3)).toBe(70);
  });
  cardBehaviour(
    'ex4-23',
    'Team Play',
    () => {
      it('"Pokémon in play with Team Magma in its name", both players\': 3, 30', () => {
        const t = boards('ex4-23', [W, W, W], 'Team Play', {
          p1: { bench: [[ARON], [AGGRON]] },
          p2: { active: [AGGRON], bench: [[ARON]] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );
  it('made-up ("you have in play", 20): your 2 only, 40', () => {
    const t = boards(
      'zzxd-34',
      [W, W, W],
      'Team Play',
      { p1: { bench: [[ARON]] }, p2: { active: [AGGRON], bench: [[ARON]] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });
});

describe('"Does N damage minus M damage for each …"', () => {
  cardBehaviour(
    'ex2-12',
    'Light Touch Throw',
    () => {
      it('80 minus 10 for each Energy on the Defending Pokémon: 2 → 60; never below 0', () => {
        const t = boards('ex2-12', [G, G, G, G], 'Light Touch Throw', {
          p2: { active: [CHANSEY_EX, W, W] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(60);
        const none = boards('ex2-12', [G, G, G, G], 'Light Touch Throw', {
          p2: { active: [CHANSEY_EX, W, W, W, W, W, W, W, W, W] },
        });
        expect(damageIn(none.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );
  it('made-up (100 minus 20 for each Energy card): 3 → 40', () => {
    const t = boards(
      'zzxd-33',
      [G, G, G, G],
      'Light Touch Throw',
      { p2: { active: [CHANSEY_EX, W, W, W] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });
});

// ------------------------------------------------------------------ damage counters, not damage

describe('"Put N damage counters on 1 of / each of your opponent\'s (Benched) Pokémon." (counters: no Weakness)', () => {
  cardBehaviour(
    'ex2-55',
    'Psyimpact',
    () => {
      it("1 counter on each of the opponent's Pokémon; Hitmonchan ex's Psychic Weakness changes nothing", () => {
        const t = boards('ex2-55', [P, P], 'Psyimpact', {
          p1: { bench: [[AGGRON]] },
          p2: { active: [HITMONCHAN_EX], bench: [[ARON], [AGGRON]] },
        });
        expect(damages(t, ['p2:active', 'p2:bench_1', 'p2:bench_2', 'p1:bench_1'])).toEqual([
          10, 10, 10, 0,
        ]);
      });
    },
    classicRegistry,
  );
  it('made-up (2 on each Benched one): the Active Pokémon untouched', () => {
    const t = boards(
      'zzxd-35',
      [P, P],
      'Psyimpact',
      { p2: { active: [HITMONCHAN_EX], bench: [[ARON], [AGGRON]] } },
      true,
    );
    expect(damages(t, ['p2:active', 'p2:bench_1', 'p2:bench_2'])).toEqual([0, 20, 20]);
  });
  cardBehaviour(
    'ex3-43',
    'Night Attack',
    () => {
      it('1 counter on the chosen one (a Benched Pokémon, or the Active one without Weakness)', () => {
        const spec = { p2: { active: [HITMONCHAN_EX], bench: [[ARON]] } };
        const bench = attack(
          classicTable({ p1: { active: ['ex3-43', P] }, ...spec }),
          'Night Attack',
          { chooser: pick('p2:bench_1') },
        );
        expect(damages(bench, ['p2:active', 'p2:bench_1'])).toEqual([0, 10]);
        const active = attack(
          classicTable({ p1: { active: ['ex3-43', P] }, ...spec }),
          'Night Attack',
          { chooser: pick('p2:active') },
        );
        expect(damages(active, ['p2:active', 'p2:bench_1'])).toEqual([10, 0]);
      });
    },
    classicRegistry,
  );
  it('made-up ("a damage counter on 1 of your opponent\'s Benched Pokémon"): only Benched ones offered', () => {
    const t = madeUpTable({
      p1: { active: ['zzxd-36', P] },
      p2: { active: [HITMONCHAN_EX], bench: [[ARON], [AGGRON]] },
    });
    const asked = act(t, attackAction(t, 'Night Attack')).state.pendingDecision;
    expect(asked?.options?.every((o) => o.includes('bench'))).toBe(true);
    const done = attack(t, 'Night Attack', { chooser: pick('p2:bench_2') });
    expect(damages(done, ['p2:active', 'p2:bench_1', 'p2:bench_2'])).toEqual([0, 0, 10]);
  });
  cardBehaviour(
    'ex5-34',
    'Heavy Blizzard',
    () => {
      const run = (seed: number) =>
        boards('ex5-34', [W, W, W], 'Heavy Blizzard', {
          seed,
          p2: { active: [AGGRON], bench: [[ARON], [DUGTRIO]] },
        });
      it('50 to the Defending Pokémon; heads: 1 counter on each Benched one, tails: none', () => {
        expect(
          damages(withSeeds(SEEDS, run, heads), ['p2:active', 'p2:bench_1', 'p2:bench_2']),
        ).toEqual([50, 10, 10]);
        expect(
          damages(withSeeds(SEEDS, run, tails), ['p2:active', 'p2:bench_1', 'p2:bench_2']),
        ).toEqual([50, 0, 0]);
      });
    },
    classicRegistry,
  );
});

describe('"Put N damage counters on your opponent\'s Pokémon in any way you like." / "For each heads, choose 1 … and put …" / "a total of N … on all Defending Pokémon"', () => {
  cardBehaviour(
    'ex4-33',
    'Clay Curse',
    () => {
      it('2 counters, one at a time: both on one Pokémon, or 1 each on two', () => {
        const spec = {
          p1: { active: ['ex4-33', W, W] },
          p2: { active: [AGGRON], bench: [[ARON]] },
        };
        const same = attack(classicTable(spec), 'Clay Curse', { chooser: pick('p2:bench_1') });
        expect(damages(same, ['p2:active', 'p2:bench_1'])).toEqual([0, 20]);
        let split = 0;
        const spread = attack(classicTable(spec), 'Clay Curse', {
          chooser: (d, st) => pick(split++ === 0 ? 'p2:active' : 'p2:bench_1')(d, st),
        });
        expect(damages(spread, ['p2:active', 'p2:bench_1'])).toEqual([10, 10]);
      });
    },
    classicRegistry,
  );
  it('made-up (3 counters): 3 choices, all on the Active one', () => {
    const t = attack(
      madeUpTable({ p1: { active: ['zzxd-37', W, W] }, p2: { active: [AGGRON], bench: [[ARON]] } }),
      'Clay Curse',
      { chooser: pick('p2:active') },
    );
    expect(damages(t, ['p2:active', 'p2:bench_1'])).toEqual([30, 0]);
  });
  cardBehaviour(
    'ex4-32',
    'Psymist',
    () => {
      const run = (seed: number) =>
        attack(
          classicTable({
            seed,
            p1: { active: ['ex4-32', P] },
            p2: { active: [AGGRON], bench: [[ARON]] },
          }),
          'Psymist',
          { chooser: pick('p2:bench_1') },
        );
      const headsOf = (t: Table) => flipsOf(t).filter((f) => f === 'heads').length;
      it('a counter on the chosen Pokémon for each heads (2, 1, 0)', () => {
        expect(damageIn(withSeeds(SEEDS, run, (t) => headsOf(t) === 2).state, 'p2:bench_1')).toBe(
          20,
        );
        expect(damageIn(withSeeds(SEEDS, run, (t) => headsOf(t) === 1).state, 'p2:bench_1')).toBe(
          10,
        );
        expect(damageIn(withSeeds(SEEDS, run, (t) => headsOf(t) === 0).state, 'p2:bench_1')).toBe(
          0,
        );
      });
    },
    classicRegistry,
  );
  it('made-up ("your", 2 counters for each heads): both heads 40 on the chosen one', () => {
    const run = (seed: number) =>
      attack(
        madeUpTable({
          seed,
          p1: { active: ['zzxd-38', P] },
          p2: { active: [AGGRON], bench: [[ARON]] },
        }),
        'Psymist',
        { chooser: pick('p2:active') },
      );
    const both = withSeeds(SEEDS, run, (t) => flipsOf(t).every((f) => f === 'heads'));
    expect(damageIn(both.state, 'p2:active')).toBe(40);
  });
  cardBehaviour(
    'ex4-32',
    'Pain Amplifier',
    () => {
      it('"… that already has damage counters on it": 1 more on each damaged one only', () => {
        const t = classicTable({
          p1: { active: ['ex4-32', P, P] },
          p2: { active: [AGGRON], activeCounters: { damage: 20 }, bench: [[ARON]] },
        });
        expect(damages(attack(t, 'Pain Amplifier'), ['p2:active', 'p2:bench_1'])).toEqual([30, 0]);
      });
    },
    classicRegistry,
  );
  cardBehaviour(
    'ex2-4',
    'Random Curse',
    () => {
      it('a total of 5 counters on all Defending Pokémon: all 5 on the one there is', () => {
        const t = boards('ex2-4', [P, P, P], 'Random Curse', {
          p2: { active: [HITMONCHAN_EX], bench: [[ARON]] },
        });
        expect(damages(t, ['p2:active', 'p2:bench_1'])).toEqual([50, 0]);
      });
    },
    classicRegistry,
  );
  it('made-up (3, "each Defending Pokémon"): 3 on it', () => {
    const t = boards(
      'zzxd-39',
      [P, P, P],
      'Random Curse',
      { p2: { active: [HITMONCHAN_EX] } },
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });
});

describe('"Count the number of … Put that many damage counters on the Defending Pokémon. You can\'t put more than N …"', () => {
  const pokemonCards = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? AGGRON : ARON));
  cardBehaviour(
    'ex5-1',
    'Darkness Chant',
    () => {
      it('Basic Pokémon and Evolution cards in your discard pile: 2 → 2 counters, 9 → at most 6', () => {
        const run = (n: number) =>
          damageIn(
            boards('ex5-1', [P, P], 'Darkness Chant', {
              p1: { discard: [...pokemonCards(n), W, POTION] },
              p2: { active: [CHANSEY_EX] },
            }).state,
            'p2:active',
          );
        expect(run(2)).toBe(20);
        expect(run(9)).toBe(60);
      });
    },
    classicRegistry,
  );
  it("made-up (the opponent's discard pile, at most 3): 2 → 20, 5 → 30", () => {
    const run = (n: number) =>
      damageIn(
        boards(
          'zzxd-40',
          [P, P],
          'Darkness Chant',
          {
            p1: { discard: pokemonCards(9) },
            p2: { active: [CHANSEY_EX], discard: pokemonCards(n) },
          },
          true,
        ).state,
        'p2:active',
      );
    expect(run(2)).toBe(20);
    expect(run(5)).toBe(30);
  });
});

describe('self-damage: "SELF does N damage to itself, and don\'t apply …" / "You may do … If you do, SELF does N damage to itself."', () => {
  cardBehaviour(
    'ex2-26',
    'Flip Over',
    () => {
      it('50 to the Defending Pokémon, 10 to Wobbuffet itself', () => {
        const t = boards('ex2-26', [P, P, P], 'Flip Over', { p2: { active: [AGGRON] } });
        expect(damages(t, ['p2:active', 'p1:active'])).toEqual([50, 10]);
      });
    },
    classicRegistry,
  );
  it('made-up ("This Pokémon", 20): 20 to itself', () => {
    const t = boards('zzxd-41', [P, P, P], 'Flip Over', { p2: { active: [AGGRON] } }, true);
    expect(damages(t, ['p2:active', 'p1:active'])).toEqual([50, 20]);
  });
  cardBehaviour(
    'ex5-98',
    'Tonnage',
    () => {
      const run = (answer: string) =>
        attack(
          classicTable({ p1: { active: ['ex5-98', F, F, F] }, p2: { active: [AGGRON] } }),
          'Tonnage',
          { chooser: pick(answer) },
        );
      it('yes: 60 + 20 and 30 to Regirock ex itself (less the 10 Healing Stone heals); no: 60 and none', () => {
        // Its Poké-Body Healing Stone then removes 1 counter between turns: 30 - 10 left.
        expect(damages(run('yes'), ['p2:active', 'p1:active'])).toEqual([80, 20]);
        expect(damages(run('no'), ['p2:active', 'p1:active'])).toEqual([60, 0]);
      });
    },
    classicRegistry,
  );
  it('made-up (+40, 20 to itself): yes 100 and 20 (10 after Healing Stone); no 60', () => {
    const run = (answer: string) =>
      attack(
        madeUpTable({ p1: { active: ['zzxd-42', F, F, F] }, p2: { active: [AGGRON] } }),
        'Tonnage',
        { chooser: pick(answer) },
      );
    // (Healing Stone removes 1 counter between turns.)
    expect(damages(run('yes'), ['p2:active', 'p1:active'])).toEqual([100, 10]);
    expect(damages(run('no'), ['p2:active', 'p1:active'])).toEqual([60, 0]);
  });
});
