import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import { CHARMANDER, F, G, heads, L, P, R, SEEDS, tails, W } from './cards/classic.test-helper';
import { classicRegistry, classicSets, classicTable } from './classic-sets.test-helper';
import {
  attack,
  table as bundledTable,
  type Chooser,
  damageIn,
  firstOptions,
  optionsNaming,
  type Table,
  withSeeds,
} from './effects.test-helper';
import rubySapphire from './fixtures/ex1.json';
import sandstorm from './fixtures/ex2.json';
import dragon from './fixtures/ex3.json';
import teamMagmaTeamAqua from './fixtures/ex4.json';
import hiddenLegends from './fixtures/ex5.json';
import fireRedLeafGreen from './fixtures/ex6.json';
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

type RawCard = { id: string; attacks?: { name: string; text: string }[] };
const RAW: readonly RawCard[] = [
  ...(rubySapphire as RawCard[]),
  ...(sandstorm as RawCard[]),
  ...(dragon as RawCard[]),
  ...(teamMagmaTeamAqua as RawCard[]),
  ...(hiddenLegends as RawCard[]),
  ...(fireRedLeafGreen as RawCard[]),
];

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

/** MADE-UP rewordings of real printings (no set prints these words): same form, other words. */
const REWORDED = {
  /** Water Arrow: "in play", another number, "Weakness or Resistance" in the reminder. */
  arrow: madeUp(
    'ex1-21',
    'zzxd-1',
    'Water Arrow',
    "Choose 1 of your opponent's Pokémon in play. This attack does 30 damage to that Pokémon. (Don't apply Weakness or Resistance for Benched Pokémon.)",
  ),
  /** Gigashock to 3 of the Bench ("2 if there are only 2"), "This attack does". */
  gigashock: madeUp(
    'ex1-39',
    'zzxd-2',
    'Gigashock',
    "This attack does 20 damage to 3 of your opponent's Benched Pokémon (2 if there are only 2). (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Tunneling: "up to 3", "those Pokémon". */
  tunneling: madeUp(
    'ex6-42',
    'zzxd-3',
    'Tunneling',
    "Choose up to 3 of your opponent's Benched Pokémon. This attack does 20 damage to each of those Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Special Circuit: "a Pokémon with a Poké-Body or Poké-Power", other numbers. */
  circuit: madeUp(
    'ex3-7',
    'zzxd-4',
    'Special Circuit',
    "Choose 1 of your opponent's Pokémon. This attack does 10 damage to that Pokémon. If you choose a Pokémon with a Poké-Body or Poké-Power, this attack does 30 damage instead. (Don't apply Weakness and Resistance for Benched Pokémon.)",
  ),
  /** Aqua Sonic said of Weakness, "is not". */
  sonic: madeUp(
    'ex2-25',
    'zzxd-5',
    'Aqua Sonic',
    "This attack's damage is not affected by Weakness.",
  ),
  /** Sonicboom with the two words the other way round and "and". */
  boom: madeUp(
    'ex5-7',
    'zzxd-6',
    'Sonicboom',
    "This attack's damage isn't affected by Resistance and Weakness.",
  ),
  /** Dig Under: Weakness and Resistance taken away from a chosen Active Pokémon, "in play". */
  dig: madeUp(
    'ex6-61',
    'zzxd-7',
    'Dig Under',
    "Choose 1 of your opponent's Pokémon in play. This attack does 20 damage to that Pokémon. This attack's damage isn't affected by Weakness or Resistance.",
  ),
  /** Feint Attack with "…, and any other effects", another number. */
  feint: madeUp(
    'ex4-96',
    'zzxd-8',
    'Feint Attack',
    "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that Pokémon. This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, Poké-Bodies, and any other effects on that Pokémon.",
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
    expect('abilities' in card && card.abilities.some((a) => a.type === 'Poké-Body')).toBe(true);
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
