import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { flipsOf, SEEDS } from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  abilityAction as abilityOf,
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { abilitySpec } from './registry';

/**
 * Poké-Powers and Poké-Bodies of the EX sets (2003-2004) read as text forms (issue #28, pow9).
 * Each form is played on a real printing of a loaded fixture with the outcome written from the
 * printed text, and beside it a MADE-UP rewording (cards `zz9p-*`, printed by no set) that must
 * play the same way.
 *
 * Rulings relied on (EX Ruby & Sapphire rulebook and the printed text):
 * - A Retreat Cost of 0 on an Energy condition ("If Beldum has any Energy attached to it,
 *   Beldum's Retreat Cost is 0") is checked as the Pokémon retreats; "basic Energy cards"
 *   counts basic Energy cards only, a typed one ("any Darkness Energy") what the Energy
 *   provides, "no Energy" none attached at all.
 * - Safeguard ("Prevent all effects of attacks, including damage, done to Wobbuffet by your
 *   opponent's Pokémon-ex"): nothing of an attack by a Pokémon-ex reaches it; every other
 *   Pokémon's attacks do. Wonder Guard's "Evolved Pokémon and Pokémon-ex" is either kind.
 * - Protective Dust / Crystal Body ("… except damage, done to Dustox by the Attacking Pokémon"):
 *   the opponent's attacks still damage it, nothing else of them reaches it (as Immunity, see
 *   `body-forms-2.test.ts`).
 * - A Poké-Body's damage reduction comes after Weakness and Resistance unless it says "before"
 *   (EX rulebook, "How do you figure out the damage?"); "by an opponent's attack" is only the
 *   opponent's attacks; the Energy condition is checked as the damage is done.
 * - Intimidating Fang reduces the damage the opponent's attacks do to each of its player's
 *   Pokémon while it is the Active Pokémon, before Weakness and Resistance, as printed.
 * - Rain Dish ("At any time between turns, remove 1 damage counter from Lotad"): between every
 *   two turns, whoever's turn ended; its player may pick the time, and removing damage never
 *   hurts, so it comes before the Pokémon Checkup (a Poisoned Lotad it keeps in play).
 * - "As long as X is your Active Pokémon, …" locks hold only while X is Active and its Poké-Body
 *   works: Lazy stops the opponent's Poké-Powers (not Bodies); "your opponent's Pokémon can't
 *   retreat" is the Active one (only it retreats); Primal Vibes forbids evolving the opponent's
 *   Active Pokémon from the hand; "each player's Kyogre ex … can't attack" is both players';
 *   Primal Veil and Block Dust forbid playing those Trainer cards from the hand.
 * - Baby Evolution: the named card (a Basic Pokémon in these sets) goes on the Baby as its
 *   evolution — "this counts as evolving", so the evolution rules' timing holds (not on a first
 *   turn, not on a Pokémon put into play this turn) — and then every damage counter comes off.
 * - Hard Cocoon / Sand Guard: the Pokémon's player flips once when the opponent's attack would
 *   damage it, after Weakness and Resistance; heads takes the amount off that damage.
 */

const madeUp = loadCardSet([
  {
    // Levitate reworded: "no Energy cards", "the Retreat Cost for SELF".
    id: 'zz9p-1',
    name: 'Driftpuff',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless', 'Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Weightless',
        type: 'Poké-Body',
        text: 'If Driftpuff has no Energy cards attached to it, the Retreat Cost for Driftpuff is 0.',
      },
    ],
    attacks: [{ name: 'Gust', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Dark Lift reworded: "As long as", "SELF's", a typed Energy.
    id: 'zz9p-2',
    name: 'Shadefin',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '2',
    abilities: [
      {
        name: 'Ink Cloud',
        type: 'Poké-Body',
        text: "As long as Shadefin has any Water Energy attached to it, Shadefin's Retreat Cost is 0.",
      },
    ],
    attacks: [{ name: 'Bite', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Safeguard reworded: "Evolved Pokémon".
    id: 'zz9p-3',
    name: 'Wardling',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Psychic'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Small Ward',
        type: 'Poké-Body',
        text: "Prevent all effects of attacks, including damage, done to Wardling by your opponent's Evolved Pokémon.",
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Protective Dust reworded: "other than damage".
    id: 'zz9p-4',
    name: 'Powdermoth',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '4',
    abilities: [
      {
        name: 'Scale Powder',
        type: 'Poké-Body',
        text: 'Prevent all effects of attacks, other than damage, done to Powdermoth by the Attacking Pokémon.',
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Energy Guard reworded: "If", a typed Energy, "all damage done by attacks to", "before".
    id: 'zz9p-5',
    name: 'Thornback',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Grass'],
    weaknesses: [{ type: 'Fighting', value: '×2' }],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        name: 'Bark Guard',
        type: 'Poké-Body',
        text: 'If Thornback has any Grass Energy attached to it, all damage done by attacks to Thornback is reduced by 10 (before applying Weakness and Resistance).',
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Intimidating Fang reworded: "all damage … by your opponent's attacks", "after".
    id: 'zz9p-6',
    name: 'Packleader',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Darkness'],
    weaknesses: [{ type: 'Fighting', value: '×2' }],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        name: 'Howl',
        type: 'Poké-Body',
        text: "As long as Packleader is your Active Pokémon, all damage done to your Pokémon by your opponent's attacks is reduced by 20 (after applying Weakness and Resistance).",
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Rain Dish reworded: "Between turns", 2 counters.
    id: 'zz9p-7',
    name: 'Mossback',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '7',
    abilities: [
      {
        name: 'Soak',
        type: 'Poké-Body',
        text: 'Between turns, remove 2 damage counters from Mossback.',
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Sooth Dust reworded: "a damage counter".
    id: 'zz9p-8',
    name: 'Balmwing',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '8',
    abilities: [
      {
        name: 'Balm Scales',
        type: 'Poké-Body',
        text: 'As long as Balmwing is your Active Pokémon, remove a damage counter from each of your Pokémon between turns.',
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Lazy, Mark of Antiquity, Block Dust reworded together.
    id: 'zz9p-9',
    name: 'Sloucher',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '9',
    abilities: [
      {
        name: 'Idle Aura',
        type: 'Poké-Body',
        text: "As long as Sloucher is your Active Pokémon, your opponent's Basic Pokémon can't use any Poké-Powers.",
      },
      {
        name: 'Old Grudge',
        type: 'Poké-Body',
        text: "As long as Sloucher is your Active Pokémon, each player's Kyogre ex and Machop can't attack.",
      },
      {
        name: 'Paper Ban',
        type: 'Poké-Body',
        text: 'As long as Sloucher is your Active Pokémon, your opponent cannot play any Supporter cards from his or her hand.',
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Psy Shadow reworded: from the discard pile, to a Benched Pokémon, 3 counters.
    id: 'zz9p-10',
    name: 'Embercaller',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Fire'],
    retreatCost: ['Colorless'],
    number: '10',
    abilities: [
      {
        name: 'Kindle',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may choose a Fire Energy card from your discard pile and attach it to 1 of your Benched Pokémon. Put 3 damage counters on that Pokémon. This power can't be used if Embercaller is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Baby Evolution reworded: "a damage" words kept, another name.
    id: 'zz9p-11',
    name: 'Sparkit',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '30',
    types: ['Lightning'],
    retreatCost: ['Colorless'],
    number: '11',
    abilities: [
      {
        name: 'Grow Up',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may put Electabuzz from your hand onto Sparkit (this counts as evolving Sparkit), and remove all damage counters from Sparkit.',
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Hard Cocoon reworded: "Whenever … your opponent's attack", no W&R words, 40.
    id: 'zz9p-12',
    name: 'Shellpod',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '12',
    abilities: [
      {
        name: 'Shell Up',
        type: 'Poké-Body',
        text: "Whenever Shellpod would be damaged by your opponent's attack, flip a coin. If heads, reduce that damage by 40.",
      },
    ],
    attacks: [{ name: 'Tap', cost: ['Colorless'], damage: '10', text: '' }],
  },
]);

const { registry, table } = classicWith(madeUp);
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const specOf = (id: string, power: string) => {
  const c = card(id);
  const a = c.abilities.find((x) => x.name === power);
  if (!a) throw new Error(`${id} has no ${power}`);
  return abilitySpec(c, a);
};

const MAGIKARP = 'base1-35'; // on p1's Bench to retreat to
const METAPOD = 'base1-54';
const IVYSAUR = 'base1-30'; // Stage 1: Poisonpowder [GGG] 20, "The Defending Pokémon is now Poisoned."
const MUK_EX = 'ex3-96'; // Stage 1 Pokémon-ex: Poison Breath [G] 10, "… is now Poisoned."
const MACHOP = 'base1-52'; // Basic: Low Kick [F] 20
const G = 'base1-99';
const DCE = 'base1-96';
const F = 'base1-97';
const W = 'base1-102';
const D = 'sve-7'; // basic Darkness Energy

/** p1 retreats its Active Pokémon to the first Bench spot, discarding the first `pay` Energy. */
const retreatAction = (t: Table, pay: number): Action => {
  const stack = t.state.zones['p1:active']?.cards ?? [];
  return {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'retreat',
    card: `#${stack[0]}`,
    zone: 'p1:active',
    details: { to: 'p1:bench_1', discard: stack.slice(1, 1 + pay) },
  };
};

describe('own Retreat Cost 0 on an Energy condition: "If SELF has any/no (basic|TYPE) Energy (cards) attached to it, SELF\'s Retreat Cost is 0."', () => {
  const board = (active: string[]) =>
    table({ p1: { active, bench: [[MAGIKARP]] }, p2: { active: [METAPOD] } });
  /** Retreats paying nothing: the Pokémon is on the Bench with all its Energy, or refused. */
  const freeRetreat = (active: string[]) => {
    const t = board(active);
    const refused = refusalOf(t, retreatAction(t, 0));
    if (refused) return { refused };
    return { bench: templatesIn(answerAll(act(t, retreatAction(t, 0))).state, 'p1:bench_1') };
  };

  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      ['ex3-46', 'Levitate'],
      ['ex4-25', 'Dark Lift'],
      ['ex5-28', 'Levitate'],
      ['ex5-44', 'Levitate'],
      ['ex5-77', 'Freefloating'],
      ['ex6-24', 'Free Flight'],
      ['ex6-29', 'Leaf Ride'],
      ['ex6-85', 'Floating Electrons'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('passive');
  });

  it('Vibrava (basic Energy cards): with a Fighting Energy it retreats for nothing, keeping it', () => {
    expect(freeRetreat(['ex3-46', F])).toEqual({ bench: ['ex3-46', F] });
  });

  it('Vibrava with only a Double Colorless Energy (not basic) pays its Retreat Cost', () => {
    expect(freeRetreat(['ex3-46', DCE]).refused).toBeDefined();
  });

  it('Beldum (any Energy): a Double Colorless Energy is enough; with none it pays ColorlessColorless', () => {
    expect(freeRetreat(['ex5-28', DCE])).toEqual({ bench: ['ex5-28', DCE] });
    expect(freeRetreat(['ex5-28']).refused).toBeDefined();
  });

  it('Tentacool (no Energy): free with nothing attached, its Colorless with a Water Energy', () => {
    expect(freeRetreat(['ex5-77'])).toEqual({ bench: ['ex5-77'] });
    expect(freeRetreat(['ex5-77', W]).refused).toBeDefined();
    const t = board(['ex5-77', W]);
    expect(templatesIn(answerAll(act(t, retreatAction(t, 1))).state, 'p1:discard')).toEqual([W]);
  });

  it("Team Aqua's Carvanha (Darkness Energy): a Darkness Energy frees it, a Water Energy does not", () => {
    expect(freeRetreat(['ex4-25', D])).toEqual({ bench: ['ex4-25', D] });
    expect(freeRetreat(['ex4-25', W]).refused).toBeDefined();
  });

  it('MADE-UP "no Energy cards … the Retreat Cost for SELF": free bare, ColorlessColorless with one Energy', () => {
    expect(freeRetreat(['zz9p-1'])).toEqual({ bench: ['zz9p-1'] });
    expect(freeRetreat(['zz9p-1', W]).refused).toBeDefined();
  });

  it('MADE-UP "As long as SELF has any Water Energy attached to it": Water frees it, Fighting does not', () => {
    expect(freeRetreat(['zz9p-2', W])).toEqual({ bench: ['zz9p-2', W] });
    expect(freeRetreat(['zz9p-2', F]).refused).toBeDefined();
  });
});

describe('Safeguard / Protective Dust: "Prevent all effects of attacks, including|except damage, done to SELF by your opponent\'s KIND / the Attacking Pokémon."', () => {
  /** p1's attacker uses its attack on p2's Active `target`; damage and conditions on it after. */
  const hit = (attacker: string[], name: string, target: string) => {
    const t = attack(table({ p1: { active: attacker }, p2: { active: [target] } }), name);
    return {
      damage: damageIn(t.state, 'p2:active'),
      conditions: conditionsIn(t.state, 'p2:active'),
    };
  };
  const poisonBreath = (target: string) => hit([MUK_EX, G], 'Poison Breath', target);
  const poisonpowder = (target: string) => hit([IVYSAUR, G, G, G], 'Poisonpowder', target);
  const lowKick = (target: string) => hit([MACHOP, F], 'Low Kick', target);

  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      ['ex1-6', 'Protective Dust'],
      ['ex2-26', 'Safeguard'],
      ['ex3-11', 'Wonder Guard'],
      ['ex5-22', 'Safeguard'],
      ['ex5-97', 'Crystal Body'],
      ['ex6-3', 'Safeguard'],
      ['ex6-49', 'Protective Dust'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('passive');
  });

  it("Wobbuffet: Muk ex's Poison Breath does nothing to it; Ivysaur's Poisonpowder does 20 and Poisons it", () => {
    expect(poisonBreath('ex2-26')).toEqual({ damage: 0, conditions: [] });
    // 20 from the attack, 10 from Poison between turns.
    expect(poisonpowder('ex2-26')).toEqual({ damage: 30, conditions: ['poisoned'] });
  });

  it('Shedinja (Evolved Pokémon and Pokémon-ex): neither Muk ex nor the Stage 1 Ivysaur reaches it', () => {
    expect(poisonBreath('ex3-11')).toEqual({ damage: 0, conditions: [] });
    expect(poisonpowder('ex3-11')).toEqual({ damage: 0, conditions: [] });
  });

  it('Dustox, Venomoth: Poisonpowder does its 20 damage but no Poison', () => {
    for (const id of ['ex1-6', 'ex6-49'])
      expect(poisonpowder(id), id).toEqual({ damage: 20, conditions: [] });
  });

  it('MADE-UP "your opponent\'s Evolved Pokémon": the Stage 1 Ivysaur does nothing, the Basic Machop hits', () => {
    expect(poisonpowder('zz9p-3')).toEqual({ damage: 0, conditions: [] });
    expect(lowKick('zz9p-3')).toEqual({ damage: 20, conditions: [] });
  });

  it('MADE-UP "other than damage": Poison Breath does its 10 damage but no Poison', () => {
    expect(poisonBreath('zz9p-4')).toEqual({ damage: 10, conditions: [] });
  });
});

describe('damage reductions on conditions: "[As long as|If SELF has any (basic|TYPE) Energy (cards) attached to it, ]damage done to SELF by an opponent\'s attack (from KIND) is reduced by N (before|after applying W&R)", and Intimidating Fang', () => {
  const CHARMELEON = 'base1-24'; // Stage 1 Fire: Slash [CCC] 30
  const P = 'base1-101';
  /** p2's Machop uses Low Kick (20, Fighting) on p1's Active Pokémon; damage on each of p1's spots. */
  const lowKick = (p1: { active: string[]; bench?: string[][] }) => {
    const t = attack(table({ activePlayer: 'p2', p1, p2: { active: [MACHOP, F] } }), 'Low Kick', {
      player: 'p2',
    });
    return damageIn(t.state, 'p1:active');
  };

  /** p2's Marshtomp's Water Arrow (20 to 1 chosen Pokémon) on p1's Benched Metapod. */
  const waterArrowOnBench = (active: string) => {
    const t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: [active], bench: [[METAPOD]] },
        p2: { active: ['ex1-21', W] },
      }),
      'Water Arrow',
      { player: 'p2', chooser: optionsNaming('p1:bench_1') },
    );
    return damageIn(t.state, 'p1:bench_1');
  };

  it('every printing of the forms in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      ['ex1-10', 'Intimidating Fang'],
      ['ex2-29', 'Intimidating Fang'],
      ['ex3-19', 'Intimidating Fang'],
      ['ex3-41', 'Energy Guard'],
      ['ex4-46', 'Shell Retreat'],
      ['ex5-13', 'Crust'],
      ['ex5-75', 'Core Guard'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('passive');
  });

  it('Shelgon (basic Energy cards, after W&R): 20 − 10 with a Fighting Energy; 20 with only a Double Colorless Energy', () => {
    expect(lowKick({ active: ['ex3-41', F] })).toBe(10);
    expect(lowKick({ active: ['ex3-41', DCE] })).toBe(20);
  });

  it('Squirtle (any Energy cards): a Double Colorless Energy is enough — 20 − 10 = 10; bare, 20', () => {
    expect(lowKick({ active: ['ex4-46', DCE] })).toBe(10);
    expect(lowKick({ active: ['ex4-46'] })).toBe(20);
  });

  it('Staryu (Psychic Energy): 10 with a Psychic Energy, 20 with a Water Energy', () => {
    expect(lowKick({ active: ['ex5-75', P] })).toBe(10);
    expect(lowKick({ active: ['ex5-75', W] })).toBe(20);
  });

  it("Pinsir (your opponent's Basic Pokémon, −30): the Basic Machop does nothing; the Stage 1 Charmeleon's Slash does 30 ×2 (Fire-weak)", () => {
    expect(lowKick({ active: ['ex5-13'] })).toBe(0);
    const t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['ex5-13'] },
        p2: { active: [CHARMELEON, F, F, F] },
      }),
      'Slash',
      { player: 'p2' },
    );
    expect(damageIn(t.state, 'p1:active')).toBe(60);
  });

  it('Mightyena Active (Fighting-weak): before W&R, (20 − 10) ×2 = 20; on the Bench it does not help the Active Metapod (20)', () => {
    expect(lowKick({ active: ['ex1-10'] })).toBe(20);
    expect(lowKick({ active: [METAPOD], bench: [['ex1-10']] })).toBe(20);
  });

  it('Mightyena Active: Water Arrow (Marshtomp, 20 to a chosen Pokémon) on the Benched Metapod does 20 − 10 = 10', () => {
    expect(waterArrowOnBench('ex1-10')).toBe(10);
  });

  it('MADE-UP "If SELF has any Grass Energy … (before applying W&R)": (20 − 10) ×2 = 20 with a Grass Energy, 40 without', () => {
    expect(lowKick({ active: ['zz9p-5', G] })).toBe(20);
    expect(lowKick({ active: ['zz9p-5', W] })).toBe(40);
  });

  it('MADE-UP team-wide "… your opponent\'s attacks … (after applying W&R)": 20 ×2 − 20 = 20 on it; Benched Pokémon too; Benched itself it does nothing', () => {
    expect(lowKick({ active: ['zz9p-6'] })).toBe(20);
    expect(waterArrowOnBench('zz9p-6')).toBe(0);
    expect(waterArrowOnBench(MACHOP)).toBe(20);
    expect(lowKick({ active: [METAPOD], bench: [['zz9p-6']] })).toBe(20);
  });
});

describe('between turns: "At any time between turns, remove N damage counter(s) from SELF", "As long as SELF is your Active Pokémon, remove 1 damage counter from each of your Pokémon between turns"', () => {
  /** p1's board with damage on its spots, then the turn passes (whoever's turn it was). */
  const afterTurn = (
    p1: { active: string[]; bench?: string[][] },
    damage: Record<string, number>,
    activePlayer: 'p1' | 'p2' = 'p1',
  ) => {
    let t = table({ activePlayer, p1, p2: { active: [METAPOD] } });
    for (const [zone, d] of Object.entries(damage)) t = withCounters(t, zone, { damage: d });
    t = act(t, { type: 'end_turn', player: activePlayer, source: 'ai' });
    return (zone: string) => damageIn(t.state, zone);
  };

  it('every printing of the forms in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      ['ex2-7', 'Rain Dish'],
      ['ex2-45', 'Rain Dish'],
      ['ex2-66', 'Rain Dish'],
      ['ex5-98', 'Healing Stone'],
      ['ex6-2', 'Sooth Dust'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('passive');
  });

  it("Lotad: 20 damage → 10 after its own turn, and after its opponent's; on the Bench too", () => {
    expect(afterTurn({ active: ['ex2-66'] }, { 'p1:active': 20 })('p1:active')).toBe(10);
    expect(afterTurn({ active: ['ex2-66'] }, { 'p1:active': 20 }, 'p2')('p1:active')).toBe(10);
    const benched = afterTurn({ active: [METAPOD], bench: [['ex2-66']] }, { 'p1:bench_1': 20 });
    expect(benched('p1:bench_1')).toBe(10);
  });

  it('Lotad (40 HP) Poisoned with 30 damage: the counter comes off before Poison — 30 again, still in play', () => {
    const t0 = table({ p1: { active: ['ex2-66'], bench: [[METAPOD]] }, p2: { active: [METAPOD] } });
    const t = act(withCounters(t0, 'p1:active', { damage: 30, poisoned: 1 }), {
      type: 'end_turn',
      player: 'p1',
      source: 'ai',
    });
    expect(templatesIn(t.state, 'p1:active')).toEqual(['ex2-66']);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it('Regirock ex: 30 → 20; with no damage nothing happens', () => {
    expect(afterTurn({ active: ['ex5-98'] }, { 'p1:active': 30 })('p1:active')).toBe(20);
    expect(afterTurn({ active: ['ex5-98'] }, {})('p1:active')).toBe(0);
  });

  it('Butterfree Active: 1 counter off itself and each Benched Pokémon; Benched, none', () => {
    const d = afterTurn(
      { active: ['ex6-2'], bench: [[METAPOD], [MAGIKARP]] },
      { 'p1:active': 20, 'p1:bench_1': 30, 'p1:bench_2': 10 },
    );
    expect([d('p1:active'), d('p1:bench_1'), d('p1:bench_2')]).toEqual([10, 20, 0]);
    const benched = afterTurn({ active: [METAPOD], bench: [['ex6-2']] }, { 'p1:active': 20 });
    expect(benched('p1:active')).toBe(20);
  });

  it('MADE-UP "Between turns, remove 2 damage counters from SELF": 50 → 30, 10 → 0', () => {
    expect(afterTurn({ active: ['zz9p-7'] }, { 'p1:active': 50 })('p1:active')).toBe(30);
    expect(afterTurn({ active: ['zz9p-7'] }, { 'p1:active': 10 })('p1:active')).toBe(0);
  });

  it('MADE-UP "… remove a damage counter from each of your Pokémon between turns": its Bench healed while it is Active', () => {
    const d = afterTurn({ active: ['zz9p-8'], bench: [[METAPOD]] }, { 'p1:bench_1': 30 }, 'p2');
    expect(d('p1:bench_1')).toBe(20);
  });
});

describe('"As long as SELF is your Active Pokémon, …" locks: Lazy, Super Suction Cups, Primal Vibes, Mark of Antiquity, Primal Veil, Block Dust', () => {
  const SLAKING = 'ex1-12';
  const CRADILY = 'ex2-3';
  const ARMALDO = 'ex2-1';
  const CRADILY_EX = 'ex4-90';
  const GROUDON_EX = 'ex5-93';
  const KYOGRE_EX = 'ex5-94';
  const VILEPLUME_EX = 'ex5-100';
  const SLOUCHER = 'zz9p-9';
  const XATU = 'ex2-55'; // Stage 1, Healing Wind (Poké-Power)
  const ENERGY_SEARCH = 'ex1-90'; // Item
  const BIRCH = 'ex1-89'; // Supporter
  const CHARMANDER = 'base1-46';
  const CHARMELEON = 'base1-24';
  const ability = (t: Table, zone: string, name: string): Action => {
    const top = t.state.zones[zone]?.cards[0];
    return {
      type: 'declare_action',
      player: zone.slice(0, 2),
      source: 'ai',
      kind: 'ability',
      card: `#${top}`,
      zone,
      details: { ability: name },
    };
  };
  const play = (t: Table, player: string, template: string): Action => {
    const hand = t.state.zones[`${player}:hand`]?.cards ?? [];
    const id = hand.find((c) => t.state.cards[c]?.templateId === template);
    return {
      type: 'declare_action',
      player,
      source: 'ai',
      kind: 'play_trainer',
      card: `#${id}`,
      zone: `${player}:hand`,
    };
  };
  const attackAction = (t: Table, player: string, name: string): Action => ({
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones[`${player}:active`]?.cards[0]}`,
    zone: `${player}:active`,
    details: { attack: name },
  });

  it('every printing of the forms in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      [SLAKING, 'Lazy'],
      [CRADILY, 'Super Suction Cups'],
      [ARMALDO, 'Primal Veil'],
      [CRADILY_EX, 'Primal Vibes'],
      [GROUDON_EX, 'Mark of Antiquity'],
      [KYOGRE_EX, 'Mark of Antiquity'],
      [VILEPLUME_EX, 'Block Dust'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('passive');
  });

  it("Slaking Active: the opponent's Xatu can't use Healing Wind; with Slaking on the Bench it can", () => {
    const board = (p1: { active: string[]; bench?: string[][] }) =>
      withCounters(table({ activePlayer: 'p2', p1, p2: { active: [XATU] } }), 'p2:active', {
        damage: 20,
      });
    expect(
      refusalOf(
        board({ active: [SLAKING] }),
        ability(board({ active: [SLAKING] }), 'p2:active', 'Healing Wind'),
      ),
    ).toMatch(/Lazy/);
    const free = board({ active: [METAPOD], bench: [[SLAKING]] });
    expect(
      damageIn(answerAll(act(free, ability(free, 'p2:active', 'Healing Wind'))).state, 'p2:active'),
    ).toBe(10);
  });

  it('MADE-UP "your opponent\'s Basic Pokémon can\'t use any Poké-Powers": the Stage 1 Xatu still can', () => {
    const t = withCounters(
      table({ activePlayer: 'p2', p1: { active: [SLOUCHER] }, p2: { active: [XATU] } }),
      'p2:active',
      { damage: 20 },
    );
    expect(
      damageIn(answerAll(act(t, ability(t, 'p2:active', 'Healing Wind'))).state, 'p2:active'),
    ).toBe(10);
  });

  it("Cradily Active: the opponent's Active Pokémon can't retreat; with Cradily on the Bench it may", () => {
    /** p2's Active Magikarp retreats, paying with its Water Energy. */
    const retreat = (t: Table): Action => {
      const stack = t.state.zones['p2:active']?.cards ?? [];
      return {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'retreat',
        card: `#${stack[0]}`,
        zone: 'p2:active',
        details: { to: 'p2:bench_1', discard: stack.slice(1, 2) },
      };
    };
    const board = (p1: { active: string[]; bench?: string[][] }) =>
      table({ activePlayer: 'p2', p1, p2: { active: [MAGIKARP, W], bench: [[METAPOD]] } });
    const locked = board({ active: [CRADILY] });
    expect(refusalOf(locked, retreat(locked))).toBeDefined();
    const free = board({ active: [METAPOD], bench: [[CRADILY]] });
    expect(refusalOf(free, retreat(free))).toBeUndefined();
  });

  it("Cradily ex Active: the opponent can't evolve his or her Active Charmander from the hand; a Benched one may", () => {
    const t = table({
      activePlayer: 'p2',
      p1: { active: [CRADILY_EX] },
      p2: { active: [CHARMANDER], bench: [[CHARMANDER]], hand: [CHARMELEON] },
    });
    const evolve = (to: string): Action => ({
      type: 'move_card',
      player: 'p2',
      source: 'ai',
      card: 'Charmeleon',
      from: 'p2:hand',
      to,
      position: 'top',
    });
    expect(refusalOf(t, evolve('p2:active'))).toMatch(/Primal Vibes/);
    expect(templatesIn(act(t, evolve('p2:bench_1')).state, 'p2:bench_1')[0]).toBe(CHARMELEON);
  });

  it("Groudon ex Active: the opponent's Kyogre ex can't attack; MADE-UP \"each player's Kyogre ex and Machop\": Machop can't either", () => {
    const kyogre = table({
      activePlayer: 'p2',
      p1: { active: [GROUDON_EX] },
      p2: { active: [KYOGRE_EX, W, W, W] },
    });
    expect(refusalOf(kyogre, attackAction(kyogre, 'p2', 'Super Tidal Wave'))).toBeDefined();
    const machop = table({
      activePlayer: 'p2',
      p1: { active: [SLOUCHER] },
      p2: { active: [MACHOP, F] },
    });
    expect(refusalOf(machop, attackAction(machop, 'p2', 'Low Kick'))).toBeDefined();
    const free = table({
      activePlayer: 'p2',
      p1: { active: [METAPOD], bench: [[SLOUCHER]] },
      p2: { active: [MACHOP, F] },
    });
    expect(damageIn(attack(free, 'Low Kick', { player: 'p2' }).state, 'p1:active')).toBe(20);
  });

  it('Armaldo Active: neither player plays Professor Birch; Energy Search is still played', () => {
    const mine = table({
      p1: { active: [ARMALDO], hand: [BIRCH, ENERGY_SEARCH] },
      p2: { active: [METAPOD] },
    });
    expect(refusalOf(mine, play(mine, 'p1', BIRCH))).toMatch(/NO_TRAINERS .*Primal Veil/);
    const theirs = table({
      activePlayer: 'p2',
      p1: { active: [ARMALDO] },
      p2: { active: [METAPOD], hand: [BIRCH] },
    });
    expect(refusalOf(theirs, play(theirs, 'p2', BIRCH))).toMatch(/Primal Veil/);
    expect(refusalOf(mine, play(mine, 'p1', ENERGY_SEARCH))).toBeUndefined();
  });

  it("Vileplume ex Active: the opponent can't play Energy Search but may play Professor Birch; its own player plays Energy Search", () => {
    const t = table({
      activePlayer: 'p2',
      p1: { active: [VILEPLUME_EX] },
      p2: { active: [METAPOD], hand: [ENERGY_SEARCH, BIRCH] },
    });
    expect(refusalOf(t, play(t, 'p2', ENERGY_SEARCH))).toMatch(/Block Dust/);
    expect(refusalOf(t, play(t, 'p2', BIRCH))).toBeUndefined();
    const own = table({
      p1: { active: [VILEPLUME_EX], hand: [ENERGY_SEARCH] },
      p2: { active: [METAPOD] },
    });
    expect(refusalOf(own, play(own, 'p1', ENERGY_SEARCH))).toBeUndefined();
  });

  it('MADE-UP "your opponent cannot play any Supporter cards from his or her hand": the opponent\'s Birch is refused, Energy Search is not', () => {
    const t = table({
      activePlayer: 'p2',
      p1: { active: [SLOUCHER] },
      p2: { active: [METAPOD], hand: [ENERGY_SEARCH, BIRCH] },
    });
    expect(refusalOf(t, play(t, 'p2', BIRCH))).toMatch(/Paper Ban/);
    expect(refusalOf(t, play(t, 'p2', ENERGY_SEARCH))).toBeUndefined();
  });
});

describe('Poké-Powers that attach an Energy card, then "Put N damage counters on that Pokémon / SELF." (Psy Shadow, Auxiliary Light, Energy Rain)', () => {
  const GARDEVOIR = 'ex1-7';
  const LANTURN = 'ex4-28';
  const BLASTOISE_EX = 'ex6-104';
  const EMBERCALLER = 'zz9p-10';
  const P = 'base1-101';
  const R = 'base1-98';
  const use = (t: Table, zone: string, power: string, ...parts: string[]) =>
    answerAll(
      act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'ability',
        card: `#${t.state.zones[zone]?.cards[0]}`,
        zone,
        details: { ability: power },
      }),
      optionsNaming(...parts),
    );

  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      [GARDEVOIR, 'Psy Shadow'],
      [LANTURN, 'Auxiliary Light'],
      [BLASTOISE_EX, 'Energy Rain'],
    ] as const)
      expect(specOf(id, power)?.kind, id).not.toBe('passive');
    for (const [id, power] of [
      [GARDEVOIR, 'Psy Shadow'],
      [LANTURN, 'Auxiliary Light'],
      [BLASTOISE_EX, 'Energy Rain'],
    ] as const)
      expect(specOf(id, power), id).toBeDefined();
  });

  it('Gardevoir: a Psychic Energy from the deck goes on the Benched Metapod, which gets 2 damage counters', () => {
    const t = table({
      p1: { active: [GARDEVOIR], bench: [[METAPOD]], deck: [W, P, W, W] },
      p2: { active: [METAPOD] },
    });
    const after = use(t, 'p1:active', 'Psy Shadow', 'Psychic', 'p1:bench_1');
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([METAPOD, P]);
    expect(damageIn(after.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual([W, W, W]);
  });

  it("Team Aqua's Lanturn: a basic Energy from the hand on itself, and 2 damage counters on itself", () => {
    const t = table({ p1: { active: [LANTURN], hand: [F] }, p2: { active: [METAPOD] } });
    const after = use(t, 'p1:active', 'Auxiliary Light');
    expect(templatesIn(after.state, 'p1:active')).toEqual([LANTURN, F]);
    expect(damageIn(after.state, 'p1:active')).toBe(20);
  });

  it('Blastoise ex: used twice, each Water Energy puts 1 damage counter on the Pokémon it went to', () => {
    const t = table({
      p1: { active: [BLASTOISE_EX], bench: [[MAGIKARP]], hand: [W, W] },
      p2: { active: [METAPOD] },
    });
    const once = use(t, 'p1:active', 'Energy Rain', 'Water', 'p1:bench_1');
    const twice = use(once, 'p1:active', 'Energy Rain', 'Water', 'p1:active');
    expect(damageIn(twice.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(twice.state, 'p1:active')).toBe(10);
    expect(templatesIn(twice.state, 'p1:bench_1')).toEqual([MAGIKARP, W]);
  });

  it('MADE-UP "choose a Fire Energy card from your discard pile and attach it to 1 of your Benched Pokémon. Put 3 damage counters on that Pokémon."', () => {
    const t = table({
      p1: { active: [EMBERCALLER], bench: [[METAPOD]], discard: [R] },
      p2: { active: [METAPOD] },
    });
    const after = use(t, 'p1:active', 'Kindle', 'Fire', 'p1:bench_1');
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([METAPOD, R]);
    expect(damageIn(after.state, 'p1:bench_1')).toBe(30);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
  });
});

describe('Baby Evolution: "you may put NAME from your hand onto SELF (this counts as evolving SELF)(,) and remove all damage counters from SELF."', () => {
  const PICHU = 'ex2-20';
  const PIKACHU = 'ex2-72';
  const ELECTABUZZ = 'base1-20';
  const use = (t: Table, zone: string, power: string) =>
    answerAll(
      act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'ability',
        card: `#${t.state.zones[zone]?.cards[0]}`,
        zone,
        details: { ability: power },
      }),
    );

  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      ['ex2-20', 'Baby Evolution'],
      ['ex2-31', 'Baby Evolution'],
      ['ex2-36', 'Baby Evolution'],
      ['ex2-54', 'Baby Evolution'],
      ['ex5-37', 'Baby Evolution'],
    ] as const)
      expect(specOf(id, power), id).toBeDefined();
  });

  it('Pichu (Benched, 20 damage): Pikachu from the hand goes on top of it and the damage is gone', () => {
    const t = withCounters(
      table({
        p1: { active: [METAPOD], bench: [[PICHU]], hand: [PIKACHU] },
        p2: { active: [METAPOD] },
      }),
      'p1:bench_1',
      { damage: 20 },
    );
    const after = use(t, 'p1:bench_1', 'Baby Evolution');
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([PIKACHU, PICHU]);
    expect(damageIn(after.state, 'p1:bench_1')).toBe(0);
    expect(templatesIn(after.state, 'p1:hand')).toEqual([]);
  });

  it('without Pikachu in the hand, or on the first turn, it is refused', () => {
    const none = table({ p1: { active: [PICHU], hand: [ELECTABUZZ] }, p2: { active: [METAPOD] } });
    expect(refusalOf(none, abilityOf(none, 'p1:active', 'Baby Evolution'))).toBeDefined();
    const first = table({
      gameTurn: 1,
      p1: { active: [PICHU], hand: [PIKACHU] },
      p2: { active: [METAPOD] },
    });
    expect(refusalOf(first, abilityOf(first, 'p1:active', 'Baby Evolution'))).toBeDefined();
  });

  it('MADE-UP "put Electabuzz from your hand onto SELF …, and remove all damage counters": Electabuzz on top, healed', () => {
    const t = withCounters(
      table({ p1: { active: ['zz9p-11'], hand: [ELECTABUZZ] }, p2: { active: [METAPOD] } }),
      'p1:active',
      { damage: 20 },
    );
    const after = use(t, 'p1:active', 'Grow Up');
    expect(templatesIn(after.state, 'p1:active')).toEqual([ELECTABUZZ, 'zz9p-11']);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
  });
});

describe('a coin in the damage: "(During your opponent\'s turn, )if/Whenever SELF would be damaged by (an|your) opponent\'s attack (after applying W&R), flip a coin. If heads, reduce that damage by N."', () => {
  const CHARMELEON = 'base1-24'; // Slash [CCC] 30, Fire
  /** p2's Charmeleon Slashes p1's Active `target` (seeded); the damage it took and p1's coin. */
  const slash = (target: string, seed: number) => {
    const t = attack(
      table({
        seed,
        activePlayer: 'p2',
        p1: { active: [target] },
        p2: { active: [CHARMELEON, F, F, F] },
      }),
      'Slash',
      { player: 'p2' },
    );
    return { damage: damageIn(t.state, 'p1:active'), flips: flipsOf(t, 'p1') };
  };
  const onHeads = (target: string) =>
    withSeeds(
      SEEDS,
      (s) => slash(target, s),
      (r) => r.flips[0] === 'heads',
    );
  const onTails = (target: string) =>
    withSeeds(
      SEEDS,
      (s) => slash(target, s),
      (r) => r.flips[0] === 'tails',
    );

  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      ['ex1-26', 'Hard Cocoon'],
      ['ex3-15', 'Sand Guard'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('passive');
  });

  it('Cascoon (Fire-weak): Slash 30 ×2 = 60; heads 60 − 30 = 30, tails 60', () => {
    expect(onHeads('ex1-26').damage).toBe(30);
    expect(onTails('ex1-26').damage).toBe(60);
  });

  it('MADE-UP "Whenever … your opponent\'s attack …, reduce that damage by 40": heads 0, tails 30', () => {
    expect(onHeads('zz9p-12').damage).toBe(0);
    expect(onTails('zz9p-12').damage).toBe(30);
  });
});
