import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { attack, damageIn } from './effects.test-helper';

/**
 * EX Emerald's (2005) Darkness Energy and Metal Energy end with "(Doesn't count as a Basic
 * card.)" where earlier printings say "(Doesn't count as a basic Energy card.)": the same note,
 * so the cards play their printed damage effects. Real printings (ex9-86, ex9-88) and MADE-UP
 * rewordings (`zz10e-*`).
 */

const darknessText = (note: string) =>
  `If the Pokémon Shadow Energy is attached to attacks, the attack does 10 more damage to the Active Pokémon (before applying Weakness and Resistance). Ignore this effect unless the Attacking Pokémon is Darkness or has Dark in its name. Shadow Energy provides Darkness Energy. ${note}`;
const madeUp = loadCardSet([
  {
    id: 'zz10e-1',
    name: 'Shadow Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    rules: [darknessText("(Doesn't count as a basic card.)")],
    number: '1',
  },
  {
    id: 'zz10e-2',
    name: 'Shadow Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    // Not the note: a card that is no "Basic Pokémon card" says nothing of what kind of Energy it is.
    rules: [darknessText("(Doesn't count as a Basic Pokémon card.)")],
    number: '2',
  },
]);

const { table, card } = classicWith(madeUp);

const DARKNESS_ENERGY = 'ex9-86';
const METAL_ENERGY = 'ex9-88';
const FIGHTING = 'ex9-106';
const HITMONCHAN_EX = 'ex7-98'; // Rocket's Hitmonchan ex: Darkness; Magnum Punch [F][F][C] 60
const DRATINI = 'ex7-52'; // Colorless; Pound [C] 10
const REGISTEEL_EX = 'ex9-100'; // Metal, 90 HP, Fire Weakness
const REGICE_EX = 'ex9-98'; // Water, 100 HP, Metal Weakness

const hit = (active: string[], name: string, target: string[]) =>
  damageIn(attack(table({ p1: { active }, p2: { active: target } }), name).state, 'p2:active');

describe("EX Emerald special Energy: '(Doesn't count as a Basic card.)'", () => {
  it('Darkness Energy and Metal Energy of Emerald play by themselves', () => {
    for (const id of [DARKNESS_ENERGY, METAL_ENERGY])
      expect(manualParts(card(id)).filter((p) => p.kind === 'energy')).toEqual([]);
  });

  it('Darkness Energy: a Darkness Pokémon does 10 more to the Active Pokémon; another does not', () => {
    expect(
      hit([HITMONCHAN_EX, FIGHTING, FIGHTING, DARKNESS_ENERGY], 'Magnum Punch', [REGISTEEL_EX]),
    ).toBe(70);
    expect(hit([HITMONCHAN_EX, FIGHTING, FIGHTING, FIGHTING], 'Magnum Punch', [REGISTEEL_EX])).toBe(
      60,
    );
    // Dratini is Colorless with no "Dark" in its name: the Energy only pays.
    expect(hit([DRATINI, DARKNESS_ENERGY], 'Pound', [REGISTEEL_EX])).toBe(10);
  });

  it('Metal Energy: 10 less damage to a Metal Pokémon it is attached to; none off another type', () => {
    expect(hit([DRATINI, FIGHTING], 'Pound', [REGISTEEL_EX, METAL_ENERGY])).toBe(0);
    expect(hit([DRATINI, FIGHTING], 'Pound', [REGICE_EX, METAL_ENERGY])).toBe(10);
  });

  it('made-up: the note in lower case reads the same; a note of another kind stays manual', () => {
    expect(manualParts(card('zz10e-1'))).toEqual([]);
    expect(
      hit([HITMONCHAN_EX, FIGHTING, FIGHTING, 'zz10e-1'], 'Magnum Punch', [REGISTEEL_EX]),
    ).toBe(70);
    expect(manualParts(card('zz10e-2')).map((p) => p.kind)).toEqual(['energy']);
  });
});
