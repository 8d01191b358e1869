import { describe, expect, it } from 'vitest';
import { isPokemonEx, printedRulesOf, prizeValue } from '../cards/card-helpers';
import { readBothTypes } from '../cards/dual-type';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonCard } from '../cards/types';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { attack, damageIn } from './effects.test-helper';

/**
 * The dual-type rule of Team Magma vs Team Aqua and Hidden Legends (2004): "This Pokémon is
 * both Water and Darkness type." The Pokémon is of both types for whatever asks its type: the
 * Defending Pokémon's Weakness or Resistance to either type applies (once), and it is "a
 * Darkness Pokémon" to a text that counts them. EX Pokémon-ex print two Weaknesses; each is
 * read. Each form on a real printing and on MADE-UP cards (`zz9d-*`).
 */

const defender = (id: string, name: string, extra: Record<string, unknown>) => ({
  id,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '120',
  types: ['Colorless'],
  attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  number: id.slice(id.indexOf('-') + 1),
  ...extra,
});

const madeUp = loadCardSet([
  {
    id: 'zz9d-1',
    name: 'Brinefang',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    // The data lists one type; the printed rule names two.
    types: ['Water'],
    rules: ['This Pokémon is both Water and Metal type.'],
    attacks: [{ name: 'Gnaw', cost: ['Colorless'], damage: '20', text: '' }],
    number: '1',
  },
  {
    id: 'zz9d-2',
    name: 'Cindermole',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Fire', 'Psychic'],
    rules: ['This Pokémon is both FirePsychic type.'],
    attacks: [
      {
        name: 'Ore Count',
        cost: ['Colorless'],
        damage: '10+',
        text: 'Does 10 damage plus 10 more damage for each Metal Pokémon in play.',
      },
    ],
    number: '2',
  },
  defender('zz9d-3', 'Rustwing', { weaknesses: [{ type: 'Metal', value: '×2' }] }),
  defender('zz9d-4', 'Tidehusk', { resistances: [{ type: 'Water', value: '-30' }] }),
  defender('zz9d-5', 'Plainhorn', { weaknesses: [{ type: 'Grass', value: '×2' }] }),
  defender('zz9d-6', 'Twinscale', {
    weaknesses: [
      { type: 'Lightning', value: '×2' },
      { type: 'Psychic', value: '×2' },
    ],
  }),
  defender('zz9d-7', 'Darkbane', { weaknesses: [{ type: 'Darkness', value: '×2' }] }),
]);

const { table, card } = classicWith(madeUp);

// Team Magma vs Team Aqua: Team Aqua's Sharpedo (Water/Darkness; Rage 10+ for [C][C]), Team
// Magma's Houndoom (Fire/Darkness; Roasting Heat 30+ for [R][C]) and Torkoal (Fire/Darkness);
// Ruby & Sapphire basic Energy.
const SHARPEDO = 'ex4-5';
const HOUNDOOM = 'ex4-10';
const TORKOAL = 'ex4-12';
const WATER = 'ex1-106';
const FIRE = 'ex1-108';
const HUNTAIL = 'ex5-19';

/** Damage p1's Active Pokémon does with `name` to p2's Active `target`. */
const hit = (active: string[], name: string, target: string, bench: string[][] = []) =>
  damageIn(
    attack(table({ p1: { active, bench }, p2: { active: [target] } }), name).state,
    'p2:active',
  );

describe('the rule line read', () => {
  it('"both X and Y type", with or without the "and" or the space the data lost', () => {
    expect(readBothTypes('This Pokémon is both Fire and Darkness type.')).toEqual([
      'Fire',
      'Darkness',
    ]);
    expect(readBothTypes('This Pokémon is both Water Darkness type.')).toEqual([
      'Water',
      'Darkness',
    ]);
    expect(readBothTypes('This Pokémon is both GrassDarkness type.')).toEqual([
      'Grass',
      'Darkness',
    ]);
    expect(readBothTypes('This Pokémon is both Fire and Fire type.')).toBeUndefined();
    expect(readBothTypes('This Pokémon is both Fire and Blorb type.')).toBeUndefined();
  });

  it("real printings: the rule is no manual part, and the card's types are both", () => {
    for (const [id, types] of [
      [SHARPEDO, ['Water', 'Darkness']],
      [TORKOAL, ['Fire', 'Darkness']],
      ['ex5-4', ['Grass', 'Darkness']],
      ['ex5-11', ['Psychic', 'Metal']],
    ] as const) {
      const c = card(id);
      expect(manualParts(c).filter((p) => p.kind === 'rule')).toEqual([]);
      expect(printedRulesOf(c).bothTypes).toEqual(types);
      expect(c.supertype === 'Pokémon' && c.types).toEqual(types);
    }
  });

  it('made up: a type the data leaves out is added from the printed rule, with a note', () => {
    const brinefang = card('zz9d-1');
    expect(brinefang.supertype === 'Pokémon' && brinefang.types).toEqual(['Water', 'Metal']);
    expect(madeUp.notes).toContainEqual({
      path: 'cards[0] (zz9d-1 Brinefang).rules.0',
      message:
        'its rule makes it Metal type too, which its "types" leaves out: played as Water and Metal',
    });
    expect(manualParts(brinefang)).toEqual([]);
  });
});

describe('Weakness and Resistance see both types', () => {
  it("Team Aqua's Sharpedo's Rage (10): doubled by Weakness to Darkness, and by Weakness to Water", () => {
    expect(hit([SHARPEDO, WATER, WATER], 'Rage', 'zz9d-7')).toBe(20);
    // Gengar ex (FireRed & LeafGreen) is weak to Psychic and Darkness: its second Weakness.
    expect(hit([SHARPEDO, WATER, WATER], 'Rage', 'ex6-108')).toBe(20);
    // Weak to Grass only: neither type.
    expect(hit([SHARPEDO, WATER, WATER], 'Rage', 'zz9d-5')).toBe(10);
    // Resistance to Water (-30): 10 - 30 is no damage.
    expect(hit([SHARPEDO, WATER, WATER], 'Rage', 'zz9d-4')).toBe(0);
  });

  it("Team Magma's Houndoom's Roasting Heat (30) on Aggron ex, weak to Fighting and to Fire: 60", () => {
    expect(hit([HOUNDOOM, FIRE, FIRE], 'Roasting Heat', 'ex2-95')).toBe(60);
  });

  it('made up: Brinefang (Water, and Metal by its rule) Gnaw 20 doubled by Weakness to Metal', () => {
    expect(hit(['zz9d-1', WATER], 'Gnaw', 'zz9d-3')).toBe(40);
    expect(hit(['zz9d-1', WATER], 'Gnaw', 'zz9d-4')).toBe(0);
    expect(hit(['zz9d-1', WATER], 'Gnaw', 'zz9d-5')).toBe(20);
  });

  it('made up: a second printed Weakness applies as the first does (×2, once)', () => {
    // Cindermole is Fire and Psychic: Twinscale's second Weakness (Psychic) doubles 10.
    expect(hit(['zz9d-2', FIRE], 'Ore Count', 'zz9d-6')).toBe(20);
  });
});

describe('"X Pokémon" counts a dual-type Pokémon as one of that type', () => {
  it("Huntail's Dark Splash: 40 plus 10 for each Darkness Pokémon in play — Team Aqua's Sharpedo counts", () => {
    const active = [HUNTAIL, WATER, WATER, WATER];
    expect(hit(active, 'Dark Splash', 'zz9d-5')).toBe(40);
    expect(hit(active, 'Dark Splash', 'zz9d-5', [[SHARPEDO]])).toBe(50);
    expect(hit(active, 'Dark Splash', 'zz9d-5', [[SHARPEDO], [TORKOAL]])).toBe(60);
  });

  it('made up: Ore Count counts Brinefang, Metal by its rule alone', () => {
    expect(hit(['zz9d-2', FIRE], 'Ore Count', 'zz9d-5')).toBe(10);
    expect(hit(['zz9d-2', FIRE], 'Ore Count', 'zz9d-5', [['zz9d-1']])).toBe(20);
  });
});

describe('Pokémon-ex, typed "ex" (Sandstorm) or "EX" (the other EX sets)', () => {
  it('both are Pokémon-ex worth 2 Prize cards; a 2012 Pokémon-EX is not a Pokémon-ex', () => {
    expect(isPokemonEx(card('ex2-95'))).toBe(true);
    expect(prizeValue(card('ex2-95'))).toBe(2);
    expect(isPokemonEx(card('ex6-108'))).toBe(true);
    expect(prizeValue(card('ex6-108'))).toBe(2);
    expect(isPokemonEx(card(SHARPEDO))).toBe(false);
    const later = loadCardSet([
      defender('zz9x-1', 'Blorb-EX', {
        subtypes: ['Basic', 'EX'],
        rules: [
          'Pokémon-EX rule: When a Pokémon-EX has been Knocked Out, your opponent takes 2 Prize cards.',
        ],
      }),
    ]).cards[0] as PokemonCard;
    expect(isPokemonEx(later)).toBe(false);
    expect(prizeValue(later)).toBe(2);
  });
});
