import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { attack, damageIn } from './effects.test-helper';

/**
 * The EX wording of Darkness Energy and Metal Energy (Ruby & Sapphire, 2003): the damage effect
 * comes first and a sentence after it limits it — "Ignore this effect unless the Attacking
 * Pokémon is Darkness or has Dark in its name.", "Ignore this effect if the Pokémon that Metal
 * Energy is attached to isn't Metal." Darkness Energy's 10 is added BEFORE Weakness and
 * Resistance (unlike the Neo wording, after). Each form on the real printing and on a MADE-UP
 * card (`zz9e-*`) in the same words.
 */

const plain = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '120',
  types: ['Colorless'],
  attacks: [{ name: 'Poke', cost: ['Colorless'], damage: '10', text: '' }],
  number: id.slice(id.indexOf('-') + 1),
  ...extra,
});

const madeUp = loadCardSet([
  {
    id: 'zz9e-1',
    name: 'Dusk Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    rules: [
      "If the Pokémon Dusk Energy is attached to attacks, the attack does 20 more damage to the Active Pokémon (before applying Weakness and Resistance). Ignore this effect unless the Attacking Pokémon is Psychic or has Ghost in its name. Dusk Energy provides Psychic Energy. (Doesn't count as a basic Energy card.)",
    ],
    number: '1',
  },
  {
    id: 'zz9e-2',
    name: 'Plate Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    rules: [
      "Damage done by attacks to the Pokémon that Plate Energy is attached to is reduced by 20 (after applying Weakness and Resistance). Ignore this effect if the Pokémon that Plate Energy is attached to isn't Fighting. Plate Energy provides Fighting Energy. (Doesn't count as a basic Energy card.)",
    ],
    number: '2',
  },
  plain('zz9e-3', 'Plainhorn'),
  plain('zz9e-4', 'Darkbane', { weaknesses: [{ type: 'Darkness', value: '×2' }] }),
  plain('zz9e-5', 'Ghostling'),
  plain('zz9e-6', 'Psywick', { types: ['Psychic'] }),
]);
const { registry, table } = classicWith(madeUp);

// Ruby & Sapphire: Darkness Energy, Metal Energy, Aron (Metal), Makuhita (Fighting; Slap Push
// 10 for [C], Lunge Out 20 for [C][C]), Water Energy; Team Magma vs Team Aqua: Team Aqua's
// Sharpedo (Water and Darkness; Rage 10+ for [C][C]).
const DARKNESS = 'ex1-93';
const METAL = 'ex1-94';
const ARON = 'ex1-25';
const MAKUHITA = 'ex1-56';
const WATER = 'ex1-106';
const SHARPEDO = 'ex4-5';

const hit = (active: string[], name: string, defender: string[]) =>
  damageIn(attack(table({ p1: { active }, p2: { active: defender } }), name).state, 'p2:active');

describe('the EX wordings are read', () => {
  it('Darkness Energy and Metal Energy (Ruby & Sapphire) and their made-up rewordings are automatic', () => {
    for (const id of [DARKNESS, METAL, 'zz9e-1', 'zz9e-2']) {
      const card = registry.get(id);
      if (!card) throw new Error(id);
      expect(manualParts(card)).toEqual([]);
    }
  });
});

describe('Darkness Energy: 10 more to the Active Pokémon, before Weakness and Resistance, for a Darkness Pokémon', () => {
  it("Team Aqua's Sharpedo (Darkness by its dual-type rule): Rage 10 + 10", () => {
    expect(hit([SHARPEDO, DARKNESS, WATER], 'Rage', ['zz9e-3'])).toBe(20);
  });

  it('before Weakness: (10 + 10) × 2 on a Pokémon weak to Darkness', () => {
    expect(hit([SHARPEDO, DARKNESS, WATER], 'Rage', ['zz9e-4'])).toBe(40);
  });

  it('Makuhita (Fighting, no "Dark" in its name): the effect is ignored', () => {
    expect(hit([MAKUHITA, DARKNESS], 'Slap Push', ['zz9e-3'])).toBe(10);
  });

  it('made up: Dusk Energy adds 20 for a Psychic Pokémon or one with Ghost in its name, else nothing', () => {
    expect(hit(['zz9e-6', 'zz9e-1'], 'Poke', ['zz9e-3'])).toBe(30);
    expect(hit(['zz9e-5', 'zz9e-1'], 'Poke', ['zz9e-3'])).toBe(30);
    expect(hit([MAKUHITA, 'zz9e-1'], 'Slap Push', ['zz9e-3'])).toBe(10);
  });
});

describe('Metal Energy: 10 less damage from attacks, after Weakness and Resistance, only on a Metal Pokémon', () => {
  it("Aron (Metal) with Metal Energy takes Makuhita's Lunge Out 20 as 10", () => {
    expect(hit([MAKUHITA, WATER, WATER], 'Lunge Out', [ARON, METAL])).toBe(10);
  });

  it('Makuhita (Fighting) with Metal Energy: the effect is ignored, 20', () => {
    expect(hit([MAKUHITA, WATER, WATER], 'Lunge Out', [MAKUHITA, METAL])).toBe(20);
  });

  it('made up: Plate Energy takes 20 off on a Fighting Pokémon, nothing on a Metal one', () => {
    expect(hit([MAKUHITA, WATER, WATER], 'Lunge Out', [MAKUHITA, 'zz9e-2'])).toBe(0);
    expect(hit([MAKUHITA, WATER, WATER], 'Lunge Out', [ARON, 'zz9e-2'])).toBe(20);
  });
});
