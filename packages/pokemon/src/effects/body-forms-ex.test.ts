import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { classicWith } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  withCounters,
} from './effects.test-helper';
import { abilitySpec } from './registry';

/**
 * EX-era Poké-Bodies read as FAMILIES of wording (issue #28, body10): damage bonuses for a
 * player's attacks, reductions and prevention with "As long as … is in play / on your Bench / is
 * your Active Pokémon" conditions, Resistance or Weakness not applied, Retreat Cost changes and
 * retreat locks. Each form is played on a real printing of a loaded fixture, the outcome written
 * from the printed text, and on a MADE-UP rewording (cards `zz10-*`, printed by no set).
 *
 * Rulings relied on (EX rulebook, "How do you figure out the damage?": effects on the attacking
 * Pokémon before Weakness and Resistance, effects on the Defending Pokémon after):
 * - a bonus for the attacker's side with no "(before/after …)" is applied before Weakness and
 *   Resistance; each working copy adds its own (two Nidoking: +20) — no text caps it.
 * - DOUBTFUL, as printed: "As long as Volbeat is in play" and Family Bonds' "the Retreat Cost for
 *   Nidoran ♀ … is 0" name no owner, so either player's Volbeat counts and the opponent's Nidoran
 *   retreat free too; the made-up "you have …" / "for your …" forms are one player's only.
 * - "for each Energy attached" (Energy Protection) counts Energy provided (a Double Colorless
 *   Energy is 2), "for each basic Energy card" the cards.
 * - Magic Odds / Evens look at the damage as it would be done, after Weakness, Resistance and
 *   every other change.
 */

const body = (id: string, name: string, text: string, hp = '70', retreat = 1) => ({
  id,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp,
  types: ['Colorless'],
  retreatCost: Array.from({ length: retreat }, () => 'Colorless'),
  number: id.slice(5),
  abilities: [{ name: `${name} Body`, type: 'Poké-Body', text }],
  attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
});

const madeUp = loadCardSet([
  body(
    'zz10-1',
    'Pinchfin',
    "As long as Pinchfin is on your Bench, your Fighting Pokémon's attacks do 20 more damage to your opponent's Active Pokémon (after applying Weakness and Resistance).",
  ),
  body(
    'zz10-2',
    'Glowbug',
    "As long as you have Volbeat in play, any damage done to Glowbug by attacks from your opponent's Fighting Pokémon is reduced by 20.",
  ),
  body(
    'zz10-3',
    'Bastion',
    "As long as Bastion is your Active Pokémon, prevent all damage done to your Benched Pokémon by your opponent's attacks.",
    '120',
  ),
  body(
    'zz10-4',
    'Mimeling',
    'If Mimeling would be damaged by an attack, prevent that damage if it is 30, 60, or 90.',
  ),
  body(
    'zz10-5',
    'Dustwing',
    "As long as Dustwing is in play, don't apply Weakness for your opponent's Active Pokémon.",
  ),
  body(
    'zz10-6',
    'Kinqueen',
    'As long as Kinqueen is in play, the Retreat Cost for your Metapods and Pikachus is 0.',
  ),
  body('zz10-7', 'Quickfoot', 'Quickfoot can retreat even if it is Paralyzed.', '70', 0),
  body(
    'zz10-8',
    'Helper',
    'As long as Helper is Benched, pay Colorless less to retreat your Active Pokémon (excluding Evolved Pokémon).',
  ),
  body(
    'zz10-9',
    'Toxspin',
    "As long as Toxspin is your Active Pokémon, your opponent's Poisoned Pokémon can't retreat.",
  ),
  body(
    'zz10-10',
    'Exhunter',
    "If you have any Pokémon-ex in play, each of Exhunter's attacks do 10 more damage to the Defending Pokémon.",
  ),
  body(
    'zz10-11',
    'Shellpad',
    "Any damage done to Shellpad by attacks is reduced by 20 for each basic Energy card attached to Shellpad. You can't reduce more than 40 damage in this way.",
    '90',
  ),
  body(
    'zz10-12',
    'Frostcoat',
    "Any damage done to Frostcoat by attacks from your opponent's Pokémon with any Fire Energy attached to it is reduced by 20 (after applying Weakness and Resistance).",
  ),
  body(
    'zz10-13',
    'Diver',
    'As long as Diver is your Active Pokémon, prevent all damage done by attacks to Diver.',
  ),
  body(
    'zz10-14',
    'Emberpup',
    "As long as Emberpup's remaining HP is 30 or less, Emberpup does 20 more damage to your opponent's Active Pokémon.",
  ),
  body(
    'zz10-15',
    'Shadeplate',
    "Any damage done to Shadeplate by attacks is reduced by 10 for each Fire Energy attached to Shadeplate. You can't reduce more than 20 damage in this way.",
    '90',
  ),
  body(
    'zz10-16',
    'Selfguard',
    'Prevent all damage done to Selfguard by attacks from your Pokémon.',
    '90',
  ),
  {
    ...body(
      'zz10-17',
      'Rockhide',
      'As long as Rockhide has any Fighting Energy attached to it, Rockhide has no Weakness.',
    ),
    weaknesses: [{ type: 'Fire', value: '×2' }],
  },
  body(
    'zz10-18',
    'Swiftling',
    'As long as your opponent has any Evolved Pokémon as his or her Active Pokémon, the Retreat Cost for Swiftling is 0.',
  ),
  body(
    'zz10-19',
    'Skylord',
    'The Retreat Cost for each of your Pokémon (excluding Evolved Pokémon) is 0.',
  ),
  body(
    'zz10-24',
    'Duskmend',
    'As long as Duskmend has any Water Energy attached to it, remove 2 damage counters from Duskmend between turns.',
  ),
  body(
    'zz10-25',
    'Fumebloom',
    'As long as Fumebloom is your Active Pokémon, put 2 damage counters on Poisoned Pokémon between turns.',
  ),
  body(
    'zz10-26',
    'Sandlord',
    "As long as Sandlord is your Active Pokémon, put 1 damage counter on each of your opponent's Benched Evolved Pokémon between turns.",
  ),
  // Other meanings in the same shapes: they stay manual.
  body(
    'zz10-27',
    'Scorchlet',
    'As long as Scorchlet is your Active Pokémon, put 4 damage counters instead of 3 on Burned Pokémon between turns.',
  ),
  body(
    'zz10-28',
    'Dozer',
    'As long as Dozer is your Active Pokémon, put 2 damage counters on each Pokémon that remains Asleep between turns.',
  ),
  body(
    'zz10-20',
    'Benchhit',
    "As long as Benchhit is on your Bench, your attacks do 10 more damage to each of your opponent's Benched Pokémon.",
  ),
  body(
    'zz10-21',
    'Halfcost',
    'As long as Halfcost is in play, the Retreat Cost for Nidoran ♀ is 1.',
  ),
  body('zz10-22', 'Sleepwalk', 'Sleepwalk can retreat even when it is Asleep or Dizzy.'),
  body(
    'zz10-23',
    'Oddguard',
    'As long as Oddguard is your Active Pokémon, prevent all damage done by attacks to your Pokémon-ex.',
  ),
]);

const { registry, table } = classicWith(madeUp);
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const automatic = (id: string) => card(id).abilities.every((a) => abilitySpec(card(id), a));

const METAPOD = 'base1-54'; // 70 HP Grass, weak to Fire ×2
const MACHOP = 'base1-52'; // Low Kick [F] 20
const CHARMELEON = 'base1-24'; // Slash [CCC] 30
const HITMONCHAN = 'base1-7'; // Special Punch [F F C] 40
const PIDGEY = 'base1-57'; // 40 HP, Resistance Fighting −30
const ONIX = 'base1-56'; // 90 HP Fighting, weak to Grass ×2
const PIKACHU = 'base1-58'; // Retreat Cost Colorless
const DCE = 'base1-96';
const F = 'base1-97';
const R = 'base1-98';
const G = 'base1-99';
const W = 'base1-102';

const MR_MIME_ODDS = 'ex6-110'; // Pokémon-ex, 80 HP, no Weakness
const MR_MIME_EVENS = 'ex6-111';

/** What p2's Active Pokémon took from p1's attack. */
const hit = (t: Table, name: string) => damageIn(attack(t, name).state, 'p2:active');

/** p1 retreats its Active Pokémon to bench 1, paying with its first `pay` Energy cards. */
const retreatAction = (t: Table, pay: number) => {
  const stack = t.state.zones['p1:active']?.cards ?? [];
  return {
    type: 'declare_action' as const,
    player: 'p1',
    source: 'ai' as const,
    kind: 'retreat',
    card: `#${stack[0]}`,
    zone: 'p1:active',
    details: { to: 'p1:bench_1', discard: stack.slice(1, 1 + pay) },
  };
};
const retreats = (t: Table, pay: number) => refusalOf(t, retreatAction(t, pay)) === undefined;

describe('every EX Poké-Body of these forms is automatic; other meanings stay manual', () => {
  it('real printings', () => {
    for (const id of [
      'ex1-2',
      'ex2-38',
      'ex2-53',
      'ex3-3',
      'ex3-48',
      'ex5-9',
      'ex5-33',
      'ex5-34',
      'ex5-46',
      'ex6-8',
      'ex6-9',
      'ex6-11',
      'ex6-21',
      'ex6-39',
      MR_MIME_ODDS,
      MR_MIME_EVENS,
      // Team Rocket Returns, Deoxys, Emerald.
      'ex7-11',
      'ex7-12',
      'ex7-14',
      'ex7-71',
      'ex7-97',
      'ex7-104',
      'ex7-105',
      'ex8-2',
      'ex8-6',
      'ex8-27',
      'ex8-36',
      'ex8-45',
      'ex8-68',
      'ex8-79',
      'ex8-103',
      'ex9-1',
      'ex9-37',
      'ex9-49',
      'ex9-67',
      'ex9-90',
      // Pokémon Checkup.
      'ex6-13',
      'ex7-20',
      'ex7-42',
    ])
      expect([id, automatic(id)]).toEqual([id, true]);
  });

  it('made-up rewordings are read; the other meanings are not', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 24, 25, 26])
      expect([n, automatic(`zz10-${n}`)]).toEqual([n, true]);
    for (const id of ['zz10-20', 'zz10-21', 'zz10-22', 'zz10-23', 'zz10-27', 'zz10-28'])
      expect([id, automatic(id)]).toEqual([id, false]);
  });
});

describe('damage bonus: "[As long as|If CONDITION, ]ATTACKS do N more damage to the Defending Pokémon"', () => {
  const NIDOKING = 'ex6-8'; // Power Gene
  const NIDORAN_F = 'ex6-70'; // Grass; Bite [C C] 20

  it('Power Gene: Nidoran ♀ Bites Onix (weak to Grass): (20 + 10) ×2 = 60 — before Weakness; two Nidoking (20 + 20) ×2 = 80', () => {
    const bite = (p1Bench: string[][], p2Bench: string[][] = []) =>
      hit(
        table({
          p1: { active: [NIDORAN_F, G, G], bench: p1Bench },
          p2: { active: [ONIX], bench: p2Bench },
        }),
        'Bite',
      );
    expect(bite([])).toBe(40);
    expect(bite([[NIDOKING]])).toBe(60);
    expect(bite([[NIDOKING], [NIDOKING]])).toBe(80);
    // "your attacks": the opponent's Nidoking adds nothing.
    expect(bite([], [[NIDOKING]])).toBe(40);
  });

  it('Power Pinchers: Crawdaunt Active, Guillotine 50 + 10 = 60 to Metapod', () => {
    const t = table({ p1: { active: ['ex3-3', W, W, W] }, p2: { active: [METAPOD] } });
    expect(hit(t, 'Guillotine')).toBe(60);
  });

  it("Overzealous: Machamp's Brick Smash 40 + 30 = 70 while the opponent has a Pokémon-ex in play; 40 otherwise", () => {
    const smash = (p2Bench: string[][], p1Bench: string[][] = []) =>
      hit(
        table({
          p1: { active: ['ex5-9', F, F], bench: p1Bench },
          p2: { active: [ONIX], bench: p2Bench },
        }),
        'Brick Smash',
      );
    expect(smash([[MR_MIME_ODDS]])).toBe(70);
    expect(smash([])).toBe(40);
    // Its own player's Pokémon-ex does not count.
    expect(smash([], [[MR_MIME_ODDS]])).toBe(40);
  });

  it('MADE-UP "on your Bench, your Fighting Pokémon\'s attacks … (after applying Weakness and Resistance)": Low Kick 20 + 20 = 40; not while Active; 0 after Resistance stays 0', () => {
    const kick = (bench: string[][], target = METAPOD) =>
      hit(table({ p1: { active: [MACHOP, F], bench }, p2: { active: [target] } }), 'Low Kick');
    expect(kick([['zz10-1']])).toBe(40);
    expect(kick([])).toBe(20);
    // Pidgey resists Fighting: 20 − 30 is no damage, so nothing is added after it.
    expect(kick([['zz10-1']], PIDGEY)).toBe(0);
  });

  it('MADE-UP "If you have any Pokémon-ex in play, each of SELF\'s attacks do 10 more": Tackle 10 + 10 with its own Mr. Mime ex', () => {
    const tackle = (bench: string[][]) =>
      hit(table({ p1: { active: ['zz10-10', W], bench }, p2: { active: [METAPOD] } }), 'Tackle');
    expect(tackle([[MR_MIME_ODDS]])).toBe(20);
    expect(tackle([])).toBe(10);
  });
});

describe('damage reduction with a condition, on attackers with Energy, per Energy', () => {
  const ILLUMISE = 'ex2-38'; // Glowing Screen: 30 off Fighting and Darkness attacks while Volbeat is in play
  const VOLBEAT = 'ex2-53';

  it('Glowing Screen: Special Punch 40 − 30 = 10 with a Volbeat in play (either side, as printed), 40 without; two Volbeat still 30 off', () => {
    const punch = (p1Bench: string[][], p2Bench: string[][]) =>
      hit(
        table({
          p1: { active: [HITMONCHAN, F, F, F], bench: p1Bench },
          p2: { active: [ILLUMISE], bench: p2Bench },
        }),
        'Special Punch',
      );
    expect(punch([], [])).toBe(40);
    expect(punch([], [[VOLBEAT]])).toBe(10);
    expect(punch([[VOLBEAT]], [])).toBe(10);
    expect(punch([[VOLBEAT]], [[VOLBEAT]])).toBe(10);
  });

  it("Glowing Screen: a Lightning attacker's Gnaw 10 is not reduced", () => {
    const t = table({
      p1: { active: [PIKACHU, W] },
      p2: { active: [ILLUMISE], bench: [[VOLBEAT]] },
    });
    expect(hit(t, 'Gnaw')).toBe(10);
  });

  it('MADE-UP "As long as you have Volbeat in play": only its own player\'s Volbeat; Low Kick 20 − 20 = 0', () => {
    const kick = (p1Bench: string[][], p2Bench: string[][]) =>
      hit(
        table({
          p1: { active: [MACHOP, F], bench: p1Bench },
          p2: { active: ['zz10-2'], bench: p2Bench },
        }),
        'Low Kick',
      );
    expect(kick([], [[VOLBEAT]])).toBe(0);
    expect(kick([[VOLBEAT]], [])).toBe(20);
  });

  it('Ice Wall: Slash 30 from a Charmeleon with a Double Colorless Energy (Special) − 40 = 0; with basic Energy only, 30', () => {
    const slash = (energy: string[]) =>
      hit(table({ p1: { active: [CHARMELEON, ...energy] }, p2: { active: ['ex5-34'] } }), 'Slash');
    expect(slash([DCE, R])).toBe(0);
    expect(slash([R, R, R])).toBe(30);
  });

  it('MADE-UP "… with any Fire Energy attached to it is reduced by 20": Slash 30 − 20 with Fire, 30 with a Double Colorless and Water', () => {
    const slash = (energy: string[]) =>
      hit(table({ p1: { active: [CHARMELEON, ...energy] }, p2: { active: ['zz10-12'] } }), 'Slash');
    expect(slash([R, R, R])).toBe(10);
    expect(slash([DCE, W])).toBe(30);
  });

  it('Energy Protection: Special Punch 40 − 10 per Energy on Metapod, at most 30: 40, 30, 20 (a Double Colorless is 2), 10 with four', () => {
    const punch = (energy: string[]) =>
      hit(
        table({ p1: { active: [HITMONCHAN, F, F, F] }, p2: { active: ['ex6-39', ...energy] } }),
        'Special Punch',
      );
    expect(punch([])).toBe(40);
    expect(punch([G])).toBe(30);
    expect(punch([DCE])).toBe(20);
    expect(punch([G, G, G, G])).toBe(10);
  });

  it('MADE-UP "20 for each basic Energy card … can\'t reduce more than 40": 40 − 20 per basic card, the Double Colorless none', () => {
    const punch = (energy: string[]) =>
      hit(
        table({ p1: { active: [HITMONCHAN, F, F, F] }, p2: { active: ['zz10-11', ...energy] } }),
        'Special Punch',
      );
    expect(punch([W])).toBe(20);
    expect(punch([DCE])).toBe(40);
    expect(punch([W, W, W])).toBe(0);
  });
});

describe('damage prevented: on the Bench, the Bench guarded, amounts listed', () => {
  const WHISCASH = 'ex3-48'; // Magnitude [F C C C] 60: 10 to each Benched Pokémon (both sides)
  const RHYDON = 'ex5-46';
  const magnitude = (
    p1: { active: string[]; bench?: string[][] },
    p2: Parameters<typeof table>[0]['p2'],
  ) => attack(table({ p1: { ...p1, active: [WHISCASH, F, W, W, W] }, p2 }), 'Magnitude').state;

  it("Submerge: Magnitude does nothing to the opponent's Benched Whiscash, 10 to its own Benched one (its own attack)", () => {
    const s = magnitude(
      { active: [], bench: [[WHISCASH]] },
      { active: [METAPOD], bench: [[WHISCASH]] },
    );
    expect(damageIn(s, 'p2:bench_1')).toBe(0);
    expect(damageIn(s, 'p1:bench_1')).toBe(10);
  });

  it("Power Diffusion: with Rhydon Active, the opponent's Magnitude does nothing to its Bench (though it Knocks Rhydon Out: 60 ×2); the attacker's own Bench takes 10", () => {
    const s = magnitude(
      { active: [], bench: [[METAPOD]] },
      { active: [RHYDON], bench: [[METAPOD]] },
    );
    expect(s.zones['p2:discard']?.cards.map((c) => s.cards[c]?.templateId)).toContain(RHYDON);
    expect(damageIn(s, 'p2:bench_1')).toBe(0);
    expect(damageIn(s, 'p1:bench_1')).toBe(10);
    // Rhydon on the Bench guards nothing.
    const benched = magnitude({ active: [] }, { active: [METAPOD], bench: [[RHYDON], [METAPOD]] });
    expect(damageIn(benched, 'p2:bench_2')).toBe(10);
  });

  it('MADE-UP Bastion ("… by your opponent\'s attacks"): the opponent\'s Bench is guarded, its own attack still hits its own Bench', () => {
    const s = magnitude(
      { active: [], bench: [[METAPOD]] },
      { active: ['zz10-3'], bench: [[METAPOD]] },
    );
    expect(damageIn(s, 'p2:bench_1')).toBe(0);
    expect(damageIn(s, 'p1:bench_1')).toBe(10);
  });

  it('MADE-UP Diver ("As long as SELF is your Active Pokémon, prevent all damage done by attacks to SELF"): Slash does 0', () => {
    const t = table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: ['zz10-13'] } });
    expect(hit(t, 'Slash')).toBe(0);
  });

  it('Magic Odds prevents Slash 30, not Special Punch 40; Magic Evens the other way round', () => {
    const slash = (target: string) =>
      hit(table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: [target] } }), 'Slash');
    const punch = (target: string) =>
      hit(
        table({ p1: { active: [HITMONCHAN, F, F, F] }, p2: { active: [target] } }),
        'Special Punch',
      );
    expect(slash(MR_MIME_ODDS)).toBe(0);
    expect(punch(MR_MIME_ODDS)).toBe(40);
    expect(slash(MR_MIME_EVENS)).toBe(30);
    expect(punch(MR_MIME_EVENS)).toBe(0);
  });

  it('MADE-UP "prevent that damage if it is 30, 60, or 90": Slash 30 prevented, Special Punch 40 not', () => {
    const t = (attacker: string[], name: string) =>
      hit(table({ p1: { active: attacker }, p2: { active: ['zz10-4'] } }), name);
    expect(t([CHARMELEON, R, R, R], 'Slash')).toBe(0);
    expect(t([HITMONCHAN, F, F, F], 'Special Punch')).toBe(40);
  });
});

describe('Weakness or Resistance not applied: "As long as SELF is in play, do not apply Resistance for all Active Pokémon."', () => {
  const kick = (p1Bench: string[][], p2Bench: string[][] = []) =>
    hit(
      table({
        p1: { active: [MACHOP, F], bench: p1Bench },
        p2: { active: [PIDGEY], bench: p2Bench },
      }),
      'Low Kick',
    );

  it('Withering Dust: Low Kick 20 on Pidgey (Resistance −30) does 0; with Beautifly in play (either side) 20', () => {
    expect(kick([])).toBe(0);
    expect(kick([['ex1-2']])).toBe(20);
    expect(kick([], [['ex1-2']])).toBe(20);
  });

  it("MADE-UP \"don't apply Weakness for your opponent's Active Pokémon\": Slash 30 on the Fire-weak Metapod is 30, not 60 — from its player's side only", () => {
    const slash = (p1Bench: string[][], p2Bench: string[][]) =>
      hit(
        table({
          p1: { active: [CHARMELEON, R, R, R], bench: p1Bench },
          p2: { active: [METAPOD], bench: p2Bench },
        }),
        'Slash',
      );
    expect(slash([['zz10-5']], [])).toBe(30);
    expect(slash([], [['zz10-5']])).toBe(60);
  });
});

describe('Retreat Cost and retreat locks', () => {
  it('Uplifting Glow: Volbeat (Retreat Cost 1) retreats for nothing while an Illumise is in play', () => {
    const t = (p2Bench: string[][], p1Bench: string[][] = [[METAPOD]]) =>
      table({
        p1: { active: ['ex2-53'], bench: p1Bench },
        p2: { active: [METAPOD], bench: p2Bench },
      });
    expect(retreats(t([]), 0)).toBe(false);
    expect(retreats(t([['ex2-38']]), 0)).toBe(true);
    expect(retreats(t([], [[METAPOD], ['ex2-38']]), 0)).toBe(true);
  });

  it('Family Bonds: Nidoran ♀ retreats for nothing with a Nidoqueen in play (either side, as printed); Pikachu still pays', () => {
    const t = (active: string, p1Bench: string[][], p2Bench: string[][] = []) =>
      table({
        p1: { active: [active], bench: [[METAPOD], ...p1Bench] },
        p2: { active: [METAPOD], bench: p2Bench },
      });
    expect(retreats(t('ex6-70', []), 0)).toBe(false);
    expect(retreats(t('ex6-70', [['ex6-9']]), 0)).toBe(true);
    expect(retreats(t('ex6-70', [], [['ex6-9']]), 0)).toBe(true);
    expect(retreats(t(PIKACHU, [['ex6-9']]), 0)).toBe(false);
  });

  it('MADE-UP "the Retreat Cost for your Metapods and Pikachus is 0": its own player\'s Pikachu only', () => {
    const t = (p1Bench: string[][], p2Bench: string[][]) =>
      table({
        p1: { active: [PIKACHU], bench: [[METAPOD], ...p1Bench] },
        p2: { active: [METAPOD], bench: p2Bench },
      });
    expect(retreats(t([['zz10-6']], []), 0)).toBe(true);
    expect(retreats(t([], [['zz10-6']]), 0)).toBe(false);
  });

  it('Retreat Aid: with Dodrio on the Bench, Metapod (Retreat Cost 2) retreats for nothing; Mr. Mime ex (excluded) still pays 1', () => {
    const t = (active: string[]) =>
      table({ p1: { active, bench: [[METAPOD], ['ex6-21']] }, p2: { active: [METAPOD] } });
    expect(retreats(t(['ex6-39']), 0)).toBe(true);
    expect(retreats(t([MR_MIME_ODDS, W]), 0)).toBe(false);
    expect(retreats(t([MR_MIME_ODDS, W]), 1)).toBe(true);
  });

  it('MADE-UP "pay Colorless less … (excluding Evolved Pokémon)": a Basic Pikachu retreats free, the Stage 1 Metapod pays 1 of its 2', () => {
    const t = (active: string[]) =>
      table({ p1: { active, bench: [[METAPOD], ['zz10-8']] }, p2: { active: [METAPOD] } });
    expect(retreats(t([PIKACHU]), 0)).toBe(true);
    expect(retreats(t(['ex6-39', G, G]), 0)).toBe(false);
    expect(retreats(t(['ex6-39', G, G]), 2)).toBe(true);
  });

  const locked = (lock: string, condition: string) => {
    const t = table({
      p1: { active: [PIKACHU, W], bench: [[METAPOD]], activeCounters: { [condition]: 1 } },
      p2: { active: [lock] },
    });
    return !retreats(t, 1);
  };

  it("Spiral: with Poliwrath Active, a Confused Pikachu can't retreat; a Poisoned one can", () => {
    expect(locked('ex6-11', 'confused')).toBe(true);
    expect(locked('ex6-11', 'poisoned')).toBe(false);
  });

  it('MADE-UP "your opponent\'s Poisoned Pokémon can\'t retreat": Poisoned is locked, Confused is not', () => {
    expect(locked('zz10-9', 'poisoned')).toBe(true);
    expect(locked('zz10-9', 'confused')).toBe(false);
  });

  it('Fast Feet: an Asleep or Paralyzed Dodrio retreats (Retreat Cost 0); the Dodrio without it may not', () => {
    const t = (dodrio: string, condition: string) =>
      table({
        p1: { active: [dodrio, W], bench: [[METAPOD]], activeCounters: { [condition]: 1 } },
        p2: { active: [METAPOD] },
      });
    expect(retreats(t('ex5-33', 'asleep'), 0)).toBe(true);
    expect(retreats(t('ex5-33', 'paralyzed'), 0)).toBe(true);
    expect(retreats(t('ex6-21', 'asleep'), 1)).toBe(false);
  });

  it('MADE-UP "can retreat even if it is Paralyzed": Paralyzed retreats, Asleep does not', () => {
    const t = (condition: string) =>
      table({
        p1: { active: ['zz10-7', W], bench: [[METAPOD]], activeCounters: { [condition]: 1 } },
        p2: { active: [METAPOD] },
      });
    expect(retreats(t('paralyzed'), 0)).toBe(true);
    expect(retreats(t('asleep'), 0)).toBe(false);
  });
});

describe('Team Rocket Returns, Deoxys, Emerald: the same families in other words', () => {
  const WHISCASH = 'ex3-48'; // Water; Surf [W C] 30; Magnitude [F C C C] 60, 10 to each Benched Pokémon
  const DARK = 'ex1-93'; // Darkness Energy (Special), provides Darkness

  it("Blaze: Blaziken's Damage Burn 50 → 90 to Chansey ex once its remaining HP is 40 or less (110 HP, 70 damage); 50 at 60 damage", () => {
    const burn = (damage: number) =>
      hit(
        table({
          p1: { active: ['ex9-1', R, R, R], activeCounters: { damage } },
          p2: { active: ['ex1-96'] },
        }),
        'Damage Burn',
      );
    expect(burn(70)).toBe(90);
    expect(burn(60)).toBe(50);
  });

  it('MADE-UP "As long as SELF\'s remaining HP is 30 or less, SELF does 20 more damage": Tackle 10 → 30 at 40 damage of 70', () => {
    const tackle = (damage: number) =>
      hit(
        table({
          p1: { active: ['zz10-14', W], activeCounters: { damage } },
          p2: { active: [METAPOD] },
        }),
        'Tackle',
      );
    expect(tackle(40)).toBe(30);
    expect(tackle(30)).toBe(10);
  });

  it('Dark Protection: Special Punch 40 on Crawdaunt − 10 per Darkness Energy, at most 20: 30, 20, 20; a Water Energy takes nothing off', () => {
    const punch = (energy: string[]) =>
      hit(
        table({ p1: { active: [HITMONCHAN, F, F, F] }, p2: { active: ['ex8-6', ...energy] } }),
        'Special Punch',
      );
    expect(punch([DARK])).toBe(30);
    expect(punch([DARK, DARK])).toBe(20);
    expect(punch([DARK, DARK, DARK])).toBe(20);
    expect(punch([W])).toBe(40);
  });

  it('MADE-UP "10 for each Fire Energy … can\'t reduce more than 20": Special Punch 40 − 10 − 10, not − 30', () => {
    const punch = (energy: string[]) =>
      hit(
        table({ p1: { active: [HITMONCHAN, F, F, F] }, p2: { active: ['zz10-15', ...energy] } }),
        'Special Punch',
      );
    expect(punch([R])).toBe(30);
    expect(punch([R, R, R])).toBe(20);
  });

  it('Hard Protection ("attacks from your Pokémon") and Submerge/Feathery ("both yours and your opponent\'s" / "opponent\'s attacks") on the Bench under Magnitude', () => {
    const s = attack(
      table({
        p1: {
          active: [WHISCASH, F, W, W, W],
          bench: [['ex8-45'], ['ex9-49'], ['ex9-67'], ['zz10-16']],
        },
        p2: { active: [ONIX], bench: [['ex8-45'], ['ex9-49'], ['ex9-67'], ['zz10-16']] },
      }),
      'Magnitude',
    ).state;
    // Shelgon and the made-up Selfguard: only their own player's attacks are prevented.
    expect(damageIn(s, 'p1:bench_1')).toBe(0);
    expect(damageIn(s, 'p2:bench_1')).toBe(10);
    expect(damageIn(s, 'p1:bench_4')).toBe(0);
    expect(damageIn(s, 'p2:bench_4')).toBe(10);
    // Feebas (both players' attacks): none on either Bench.
    expect(damageIn(s, 'p1:bench_2')).toBe(0);
    expect(damageIn(s, 'p2:bench_2')).toBe(0);
    // Swablu (the opponent's attacks): its own player's Magnitude still hits it.
    expect(damageIn(s, 'p1:bench_3')).toBe(10);
    expect(damageIn(s, 'p2:bench_3')).toBe(0);
  });

  it("Dense: Numel takes Charmeleon's (Evolved) Slash 30 − 20 = 10, Machop's (Basic) Low Kick the full 20", () => {
    const numel = { active: ['ex8-68'] };
    expect(hit(table({ p1: { active: [CHARMELEON, R, R, R] }, p2: numel }), 'Slash')).toBe(10);
    expect(hit(table({ p1: { active: [MACHOP, F] }, p2: numel }), 'Low Kick')).toBe(20);
  });

  it("Dark Condition: Rocket's Entei ex (weak to Water) takes Surf 30, not 60, while it has a Darkness Energy attached", () => {
    const surf = (energy: string[]) =>
      hit(
        table({ p1: { active: [WHISCASH, W, W] }, p2: { active: ['ex7-97', ...energy] } }),
        'Surf',
      );
    expect(surf([DARK])).toBe(30);
    expect(surf([])).toBe(60);
  });

  it('MADE-UP "As long as SELF has any Fighting Energy attached to it, SELF has no Weakness": Slash 30 with Fighting, 30 ×2 without', () => {
    const slash = (energy: string[]) =>
      hit(
        table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: ['zz10-17', ...energy] } }),
        'Slash',
      );
    expect(slash([F])).toBe(30);
    expect(slash([W])).toBe(60);
  });

  it("Scramble: Rattata retreats for nothing while the opponent's Active Pokémon is a Pokémon-ex; else it pays 1", () => {
    const t = (defender: string) =>
      table({ p1: { active: ['ex7-71', W], bench: [[METAPOD]] }, p2: { active: [defender] } });
    expect(retreats(t(MR_MIME_ODDS), 0)).toBe(true);
    expect(retreats(t(METAPOD), 0)).toBe(false);
  });

  it('MADE-UP "As long as your opponent has any Evolved Pokémon as his or her Active Pokémon, …": free against Kadabra, not against Pikachu', () => {
    const t = (defender: string) =>
      table({ p1: { active: ['zz10-18', W], bench: [[METAPOD]] }, p2: { active: [defender] } });
    expect(retreats(t('base1-32'), 0)).toBe(true);
    expect(retreats(t(PIKACHU), 0)).toBe(false);
  });

  it("Dragon Lift: with Salamence ex in play, Pikachu retreats for nothing, Mr. Mime ex (excluded) pays 1; the opponent's Salamence ex does nothing", () => {
    const t = (active: string[], p1Bench: string[][], p2Bench: string[][] = []) =>
      table({
        p1: { active, bench: [[METAPOD], ...p1Bench] },
        p2: { active: [METAPOD], bench: p2Bench },
      });
    expect(retreats(t([PIKACHU], [['ex8-103']]), 0)).toBe(true);
    expect(retreats(t([MR_MIME_ODDS, W], [['ex8-103']]), 0)).toBe(false);
    expect(retreats(t([PIKACHU], [], [['ex8-103']]), 0)).toBe(false);
  });

  it('Moonglow ("for each Solrock you have in play"): its own Solrock retreats free, the opponent\'s Lunatone does nothing for it', () => {
    const solrock = 'ex8-47'; // Retreat Cost 2
    const t = (p1Bench: string[][], p2Bench: string[][]) =>
      table({
        p1: { active: [solrock, W], bench: [[METAPOD], ...p1Bench] },
        p2: { active: [METAPOD], bench: p2Bench },
      });
    expect(card(solrock).name).toBe('Solrock');
    expect(retreats(t([['ex8-36']], []), 0)).toBe(true);
    expect(retreats(t([], [['ex8-36']]), 0)).toBe(false);
  });

  it('MADE-UP "The Retreat Cost for each of your Pokémon (excluding Evolved Pokémon) is 0": Pikachu free, Stage 1 Metapod pays', () => {
    const t = (active: string[]) =>
      table({ p1: { active, bench: [[METAPOD], ['zz10-19']] }, p2: { active: [METAPOD] } });
    expect(retreats(t([PIKACHU]), 0)).toBe(true);
    expect(retreats(t(['ex6-39', G, G]), 0)).toBe(false);
  });
});

describe('Pokémon Checkup: "As long as SELF is your Active Pokémon, put N damage counters (instead of M) on … between turns."', () => {
  /** p1 ends its turn with `p1` Active and p2's Onix under `condition`; what each zone then holds. */
  const checkup = (
    p1: { active: string[]; bench?: string[][] },
    p2Bench: string[][] = [],
    condition?: string,
  ) => {
    let t = table({ p1, p2: { active: [ONIX], bench: p2Bench } });
    if (condition) t = withCounters(t, 'p2:active', { [condition]: 1 });
    t = act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
    return (zone: string) => damageIn(t.state, zone);
  };

  it('Fiery Aura: with Rapidash Active, a Burned Onix takes 4 damage counters instead of 2', () => {
    expect(checkup({ active: ['ex6-13'] }, [], 'burned')('p2:active')).toBe(40);
    expect(checkup({ active: [METAPOD], bench: [['ex6-13']] }, [], 'burned')('p2:active')).toBe(20);
  });

  it('Methane Leak: with Dark Weezing Active, a Poisoned Onix takes 10 + 10', () => {
    expect(checkup({ active: ['ex7-42'] }, [], 'poisoned')('p2:active')).toBe(20);
    expect(checkup({ active: [METAPOD] }, [], 'poisoned')('p2:active')).toBe(10);
  });

  it('MADE-UP "put 2 damage counters on Poisoned Pokémon": 10 + 20', () => {
    expect(checkup({ active: ['zz10-25'] }, [], 'poisoned')('p2:active')).toBe(30);
  });

  it("Sand Damage: with Dark Tyranitar Active, 1 counter on each of the opponent's Benched Basic Pokémon — not the Stage 1 Kadabra, not its own Bench", () => {
    const d = checkup({ active: ['ex7-20'], bench: [[PIKACHU]] }, [[PIKACHU], ['base1-32']]);
    expect(d('p2:bench_1')).toBe(10);
    expect(d('p2:bench_2')).toBe(0);
    expect(d('p1:bench_1')).toBe(0);
    expect(checkup({ active: [METAPOD], bench: [['ex7-20']] }, [[PIKACHU]])('p2:bench_1')).toBe(0);
  });

  it('MADE-UP "… on each of your opponent\'s Benched Evolved Pokémon": Kadabra, not Pikachu', () => {
    const d = checkup({ active: ['zz10-26'] }, [[PIKACHU], ['base1-32']]);
    expect(d('p2:bench_1')).toBe(0);
    expect(d('p2:bench_2')).toBe(10);
  });
});

describe('the same readers on more Team Rocket Returns, Deoxys and Emerald printings', () => {
  const DARK = 'ex1-93'; // Darkness Energy (Special), provides Darkness
  const DARK_WEEZING = 'ex7-42'; // Smog [C]: "The Defending Pokémon is now Poisoned."

  it("Dragon Veil: with Kingdra on its player's Bench, the Fire-weak Metapod takes Slash 30, not 60", () => {
    const slash = (p2Bench: string[][]) =>
      hit(
        table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: [METAPOD], bench: p2Bench } }),
        'Slash',
      );
    expect(slash([['ex7-12']])).toBe(30);
    expect(slash([])).toBe(60);
  });

  it("Holy Shield: Dark Weezing's Smog does not Poison Togetic; it Poisons Metapod", () => {
    const smog = (target: string) =>
      conditionsIn(
        attack(table({ p1: { active: [DARK_WEEZING, G] }, p2: { active: [target] } }), 'Smog')
          .state,
        'p2:active',
      );
    expect(smog('ex7-14')).toEqual([]);
    expect(smog(METAPOD)).toEqual(['poisoned']);
  });

  it("Mist: Altaria ex takes 30 less from a Stage 2's attack (Charizard's Fire Spin 100 → 70), nothing less from a Stage 1's Slash", () => {
    const altaria = { active: ['ex9-90'] };
    expect(hit(table({ p1: { active: ['base1-4', R, R, R, R] }, p2: altaria }), 'Fire Spin')).toBe(
      70,
    );
    expect(hit(table({ p1: { active: [CHARMELEON, R, R, R] }, p2: altaria }), 'Slash')).toBe(30);
  });

  it("Dark Healer: Rocket's Snorlax ex with a Darkness Energy loses 1 damage counter between turns; without, none", () => {
    const after = (energy: string[]) => {
      let t = table({ p1: { active: ['ex7-104', ...energy] }, p2: { active: [METAPOD] } });
      t = withCounters(t, 'p1:active', { damage: 30 });
      return damageIn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }).state, 'p1:active');
    };
    expect(after([DARK])).toBe(20);
    expect(after([W])).toBe(30);
  });

  it('MADE-UP "As long as SELF has any Water Energy attached to it, remove 2 damage counters … between turns": 50 → 30 with Water', () => {
    let t = table({ p1: { active: ['zz10-24', W] }, p2: { active: [METAPOD] } });
    t = withCounters(t, 'p1:active', { damage: 50 });
    expect(
      damageIn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }).state, 'p1:active'),
    ).toBe(30);
  });

  it("Dark and Clear: Rocket's Suicune ex with a Darkness Energy is not Poisoned by Smog; without one it is", () => {
    const smog = (energy: string[]) =>
      conditionsIn(
        attack(
          table({ p1: { active: [DARK_WEEZING, G] }, p2: { active: ['ex7-105', ...energy] } }),
          'Smog',
        ).state,
        'p2:active',
      );
    expect(smog([DARK])).toEqual([]);
    expect(smog([W])).toEqual(['poisoned']);
  });
});
