import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { missingEnergyFromUnits } from '../game/board';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { act, attack, damageIn, refusalOf, type Table, templatesIn } from './effects.test-helper';

/**
 * Special Energy that provides one of several types per unit (EX era): Rainbow Energy and Multi
 * Energy ("provides every type of Energy but provides only 1 Energy at a time"), Double Rainbow
 * Energy ("… 2 Energy at a time", only on an Evolved Pokémon that is not a Pokémon-ex, 10 less
 * damage), Team Magma/Aqua Energy ("provides Fighting and/or Darkness Energy but provides 2 Energy
 * at a time", only on a Team Magma Pokémon, discarded at the end of the turn). Each form on the
 * real printing and on MADE-UP cards (`zz9m-*`) in other words.
 */

const plain = (id: string, name: string, cost: string[], extra: Record<string, unknown> = {}) => ({
  id,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '120',
  types: ['Colorless'],
  attacks: [{ name: 'Poke', cost, damage: '30', text: '' }],
  number: id.slice(id.indexOf('-') + 1),
  ...extra,
});

const energy = (id: string, name: string, text: string) => ({
  id,
  name,
  supertype: 'Energy',
  subtypes: ['Special'],
  rules: [text],
  number: id.slice(id.indexOf('-') + 1),
});

const madeUp = loadCardSet([
  energy(
    'zz9m-1',
    'Spectrum Energy',
    "Attach Spectrum Energy to 1 of your Pokémon. While in play, Spectrum Energy provides every type of Energy but provides 2 Energy at a time. (Doesn't count as a basic Energy card when not in play.) When you attach this card from your hand to 1 of your Pokémon, put 2 damage counters on that Pokémon.",
  ),
  energy(
    'zz9m-2',
    'Bog Energy',
    "Bog Energy can be attached only to a Pokémon with Team Aqua in its name. Bog Energy provides Water and/or Grass Energy but provides 2 Energy at a time. (Doesn't count as a basic Energy card when not in play and has no other effect than providing Energy.) At the end of your turn, discard Bog Energy.",
  ),
  energy(
    'zz9m-3',
    'Tide Energy',
    "Tide Energy provides Water and Grass Energy but provides 2 Energy at a time. (Doesn't count as a basic Energy card when not in play.)",
  ),
  energy(
    'zz9m-4',
    'Murky Energy',
    "Murky Energy provides Water or Grass Energy but provides 2 Energy at a time. (Doesn't count as a basic Energy card when not in play.)",
  ),
  energy(
    'zz9m-5',
    'Prism Energy',
    "Attach Prism Energy to 1 of your Pokémon. While in play, Prism Energy provides every type of Energy but provides only 1 Energy at a time. (Doesn't count as a basic Energy card when not in play.) Prism Energy provides Colorless Energy when attached to a Pokémon that already has a Special Energy card attached to it.",
  ),
  energy(
    'zz9m-6',
    'Twin Prism Energy',
    "Twin Prism Energy can be attached only to an Evolved Pokémon (excluding Pokémon-ex). While in play, Twin Prism Energy provides every type of Energy but provides 2 Energy at a time. (Doesn't count as a basic Energy when not in play and has no effect other than providing Energy.) Damage done to your opponent's Pokémon by the Pokémon Twin Prism Energy is attached to is reduced by 20 (after applying Weakness and Resistance). When the Pokémon Twin Prism Energy is attached to is no longer an Evolved Pokémon, discard Twin Prism Energy.",
  ),
  plain('zz9m-10', 'Target', ['Colorless']),
  plain('zz9m-13', 'Grass-weak Target', ['Colorless'], {
    weaknesses: [{ type: 'Grass', value: '×2' }],
  }),
  plain('zz9m-11', 'Team Aqua Swimmer', ['Water', 'Water'], { types: ['Water'] }),
  plain('zz9m-12', 'Team Aqua Mixer', ['Water', 'Grass'], { types: ['Water'] }),
]);
const { registry, table } = classicWith(madeUp);

// Ruby & Sapphire: Rainbow Energy, Darkness Energy (special), Treecko (Razor Leaf [G][C] 20),
// Makuhita (Low Kick [F][C] 30), Sceptile (Solarbeam [G][G][C][C][C] 70), Breloom (Stage 1 of
// Shroomish; Headbutt [C][C] 20), Scyther ex, basic Energy. Sandstorm: Multi Energy. Team Magma
// vs Team Aqua: Magma Energy, Aqua Energy, Double Rainbow Energy, Team Magma's Aron/Lairon
// (Tackle [F][F][C] 50), Team Aqua's Mightyena (Wave Splash [W][C] 30; Bite [D][C] 20).
const RAINBOW = 'ex1-95';
const DARKNESS = 'ex1-93';
const MULTI = 'ex2-93';
const MAGMA = 'ex4-87';
const AQUA = 'ex4-86';
const DOUBLE_RAINBOW = 'ex4-88';
const TREECKO = 'ex1-76';
const MAKUHITA = 'ex1-57';
const SCEPTILE = 'ex1-11';
const GROVYLE = 'ex1-31';
const BRELOOM = 'ex1-16';
const SHROOMISH = 'ex1-69';
const SCYTHER_EX = 'ex1-102';
const MAGMA_LAIRON = 'ex4-20';
const MAGMA_ARON = 'ex4-58';
const AQUA_MIGHTYENA_W = 'ex4-30';
const AQUA_MIGHTYENA_D = 'ex4-15';
const AQUA_POOCHYENA = 'ex4-54';
const GRASS = 'ex1-104';
const FIGHTING = 'ex1-105';
const WATER = 'ex1-106';
const TARGET = 'zz9m-10';

/** The damage p1's Active Pokémon's attack does to p2's Active (throws when it cannot be paid). */
const hit = (active: string[], name: string, defender = [TARGET]) =>
  damageIn(attack(table({ p1: { active }, p2: { active: defender } }), name).state, 'p2:active');

/** Whether p1's Active Pokémon may use the attack now (the engine's own check). */
const payable = (active: string[], name: string) => {
  const t = table({ p1: { active }, p2: { active: [TARGET] } });
  const top = t.state.zones['p1:active']?.cards[0];
  return (
    refusalOf(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${top}`,
      zone: 'p1:active',
      details: { attack: name },
    }) === undefined
  );
};

/** p1 attaches the Energy `id` from the hand to the Pokémon in `zone`. */
const attachFromHand = (t: Table, id: string, zone = 'p1:active') => {
  const card = t.state.zones['p1:hand']?.cards.find((i) => t.state.cards[i]?.templateId === id);
  return {
    type: 'move_card' as const,
    player: 'p1',
    source: 'ai' as const,
    card: `#${card}`,
    to: zone,
    position: 'bottom' as const,
  };
};

describe('the multi-type Energy wordings are read', () => {
  it('the EX printings and their made-up rewordings are automatic', () => {
    for (const id of [
      RAINBOW,
      MULTI,
      MAGMA,
      AQUA,
      DOUBLE_RAINBOW,
      'zz9m-1',
      'zz9m-2',
      'zz9m-3',
      'zz9m-5',
      'zz9m-6',
    ]) {
      const card = registry.get(id);
      if (!card) throw new Error(id);
      expect(manualParts(card), id).toEqual([]);
    }
  });

  it('"Water or Grass Energy … 2 Energy at a time" (which type for both?) stays manual', () => {
    const card = registry.get('zz9m-4');
    if (!card) throw new Error('zz9m-4');
    expect(manualParts(card)).not.toEqual([]);
  });
});

describe('paying a cost with units of several types', () => {
  it('matches typed symbols by search, not first fit', () => {
    // [Darkness][Fighting] with a Fighting-or-Darkness unit and a Darkness-or-Water unit.
    expect(
      missingEnergyFromUnits(
        ['Darkness', 'Fighting'],
        [
          ['Fighting', 'Darkness'],
          ['Darkness', 'Water'],
        ],
      ),
    ).toEqual([]);
    expect(
      missingEnergyFromUnits(['Fire', 'Fire', 'Colorless'], [['Fire', 'Water'], ['Water']]),
    ).toEqual(['Fire']);
  });
});

describe('Rainbow Energy: any one type, 1 Energy, 1 damage counter when attached from the hand', () => {
  it("pays Treecko's [G] and Makuhita's [F] with a Water Energy for [C]", () => {
    expect(hit([TREECKO, RAINBOW, WATER], 'Razor Leaf')).toBe(20);
    expect(hit([MAKUHITA, RAINBOW, WATER], 'Low Kick')).toBe(30);
  });

  it('provides only 1 Energy at a time: alone it pays no [G][C], and only one [G] of Solarbeam', () => {
    expect(payable([TREECKO, RAINBOW], 'Razor Leaf')).toBe(false);
    expect(
      payable([SCEPTILE, GROVYLE, TREECKO, RAINBOW, GRASS, WATER, WATER, WATER], 'Solarbeam'),
    ).toBe(true);
    expect(
      payable([SCEPTILE, GROVYLE, TREECKO, RAINBOW, WATER, WATER, WATER, WATER], 'Solarbeam'),
    ).toBe(false);
  });

  it('attached from the hand: 1 damage counter on that Pokémon (made up: Spectrum Energy, 2)', () => {
    const t = table({
      p1: { active: [TREECKO], hand: [RAINBOW, 'zz9m-1'] },
      p2: { active: [TARGET] },
    });
    const once = act(t, attachFromHand(t, RAINBOW));
    expect(damageIn(once.state, 'p1:active')).toBe(10);
    const u = table({ p1: { active: [TREECKO], hand: ['zz9m-1'] }, p2: { active: [TARGET] } });
    expect(damageIn(act(u, attachFromHand(u, 'zz9m-1')).state, 'p1:active')).toBe(20);
  });

  it('made up: Spectrum Energy provides 2 Energy of any types — [G][C] alone, not [G][G][C]', () => {
    expect(hit([TREECKO, 'zz9m-1'], 'Razor Leaf')).toBe(20);
    expect(payable([SCEPTILE, GROVYLE, TREECKO, 'zz9m-1', WATER, WATER], 'Solarbeam')).toBe(false);
    expect(payable([SCEPTILE, GROVYLE, TREECKO, 'zz9m-1', WATER, WATER, WATER], 'Solarbeam')).toBe(
      true,
    );
  });

  it('counts as Energy of each type: Battle Blast\'s "10 more for each Fighting Energy attached"', () => {
    expect(hit([BRELOOM, SHROOMISH, RAINBOW, GRASS, WATER, WATER], 'Battle Blast')).toBe(50);
    expect(hit([BRELOOM, SHROOMISH, GRASS, WATER, WATER], 'Battle Blast')).toBe(40);
  });
});

describe('Multi Energy: every type, but Colorless on a Pokémon that already has a Special Energy card', () => {
  it("pays Makuhita's [F] when attached first", () => {
    expect(hit([MAKUHITA, MULTI, WATER], 'Low Kick')).toBe(30);
    expect(payable([MAKUHITA, MULTI, DARKNESS], 'Low Kick')).toBe(true);
  });

  it('after Darkness Energy (a Special Energy card) it is Colorless: no [F]', () => {
    expect(payable([MAKUHITA, DARKNESS, MULTI], 'Low Kick')).toBe(false);
    expect(payable([MAKUHITA, DARKNESS, MULTI, FIGHTING], 'Low Kick')).toBe(true);
  });

  it('made up: Prism Energy after Rainbow Energy pays only [C]', () => {
    expect(payable([TREECKO, 'zz9m-5', WATER], 'Razor Leaf')).toBe(true);
    expect(payable([TREECKO, RAINBOW, 'zz9m-5'], 'Razor Leaf')).toBe(true);
    expect(payable([MAKUHITA, WATER, RAINBOW, 'zz9m-5'], 'Low Kick')).toBe(true);
    expect(payable([MAKUHITA, DARKNESS, 'zz9m-5', WATER], 'Low Kick')).toBe(false);
  });
});

describe('Team Magma/Aqua Energy: 2 Energy of the printed types, only on their team, discarded at the end of the turn', () => {
  it("Magma Energy pays [F][F] of Team Magma's Lairon's Tackle; a Fighting Energy pays [C]", () => {
    expect(hit([MAGMA_LAIRON, MAGMA_ARON, MAGMA, FIGHTING], 'Tackle')).toBe(50);
    expect(payable([MAGMA_LAIRON, MAGMA_ARON, MAGMA], 'Tackle')).toBe(false);
  });

  it("Aqua Energy ('Water and Darkness'): pays [W][C] and [D][C] of Team Aqua's Mightyena", () => {
    expect(hit([AQUA_MIGHTYENA_W, AQUA_POOCHYENA, AQUA], 'Wave Splash')).toBe(30);
    expect(hit([AQUA_MIGHTYENA_D, AQUA_POOCHYENA, AQUA], 'Bite')).toBe(20);
  });

  it('made up: "Water and Grass" is one of each; "Water and/or Grass" is either, per unit', () => {
    expect(payable(['zz9m-12', 'zz9m-3'], 'Poke')).toBe(true);
    expect(payable(['zz9m-11', 'zz9m-3'], 'Poke')).toBe(false);
    expect(payable(['zz9m-11', 'zz9m-2'], 'Poke')).toBe(true);
    expect(payable(['zz9m-12', 'zz9m-2'], 'Poke')).toBe(true);
  });

  it('can be attached only to a Pokémon with Team Magma (made up: Team Aqua) in its name', () => {
    const t = table({
      p1: { active: [TREECKO], bench: [[MAGMA_ARON]], hand: [MAGMA] },
      p2: { active: [TARGET] },
    });
    expect(refusalOf(t, attachFromHand(t, MAGMA))).toMatch(/CANNOT_ATTACH_ENERGY/);
    expect(refusalOf(t, attachFromHand(t, MAGMA, 'p1:bench_1'))).toBeUndefined();
    const u = table({
      p1: { active: [MAKUHITA], bench: [['zz9m-11']], hand: ['zz9m-2'] },
      p2: { active: [TARGET] },
    });
    expect(refusalOf(u, attachFromHand(u, 'zz9m-2'))).toMatch(/CANNOT_ATTACH_ENERGY/);
    expect(refusalOf(u, attachFromHand(u, 'zz9m-2', 'p1:bench_1'))).toBeUndefined();
  });

  it("is discarded at the end of its owner's turn (made up: Bog Energy too)", () => {
    const t = table({
      p1: { active: [MAGMA_ARON, MAGMA, FIGHTING], bench: [['zz9m-11', 'zz9m-2']] },
      p2: { active: [TARGET, MAGMA] },
    });
    const ended = act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(templatesIn(ended.state, 'p1:active')).toEqual([MAGMA_ARON, FIGHTING]);
    expect(templatesIn(ended.state, 'p1:bench_1')).toEqual(['zz9m-11']);
    expect(templatesIn(ended.state, 'p1:discard')).toEqual(
      expect.arrayContaining([MAGMA, 'zz9m-2']),
    );
    // The opponent's stays: it is discarded at the end of ITS owner's turn.
    expect(templatesIn(ended.state, 'p2:active')).toContain(MAGMA);
  });
});

describe('Double Rainbow Energy: 2 Energy of every type, Evolved non-ex only, 10 less damage to the opponent', () => {
  it('Breloom pays Headbutt [C][C] with it alone, and does 20 - 10', () => {
    expect(hit([BRELOOM, SHROOMISH, DOUBLE_RAINBOW], 'Headbutt')).toBe(10);
  });

  it("after Weakness (Team Magma vs Team Aqua): 20 × 2 - 10; Emerald's reprint, before: (20 - 10) × 2", () => {
    expect(hit([BRELOOM, SHROOMISH, DOUBLE_RAINBOW], 'Headbutt', ['zz9m-13'])).toBe(30);
    expect(hit([BRELOOM, SHROOMISH, 'ex9-87'], 'Headbutt', ['zz9m-13'])).toBe(20);
  });

  it("Emerald's Double Rainbow and Multi Energy ('(Has no effect other than providing Energy.)') are automatic", () => {
    for (const id of ['ex9-87', 'ex9-89']) {
      const card = registry.get(id);
      if (!card) throw new Error(id);
      expect(manualParts(card), id).toEqual([]);
    }
    expect(payable([MAKUHITA, 'ex9-89', WATER], 'Low Kick')).toBe(true);
  });

  it('made up: Twin Prism Energy takes 20 off', () => {
    expect(hit([BRELOOM, SHROOMISH, 'zz9m-6'], 'Headbutt')).toBe(0);
  });

  it('may not be attached to a Basic Pokémon or a Pokémon-ex', () => {
    const t = table({
      p1: {
        active: [SHROOMISH],
        bench: [[SCYTHER_EX], [BRELOOM, SHROOMISH]],
        hand: [DOUBLE_RAINBOW],
      },
      p2: { active: [TARGET] },
    });
    expect(refusalOf(t, attachFromHand(t, DOUBLE_RAINBOW))).toMatch(/CANNOT_ATTACH_ENERGY/);
    expect(refusalOf(t, attachFromHand(t, DOUBLE_RAINBOW, 'p1:bench_1'))).toMatch(
      /CANNOT_ATTACH_ENERGY/,
    );
    expect(refusalOf(t, attachFromHand(t, DOUBLE_RAINBOW, 'p1:bench_2'))).toBeUndefined();
  });

  it('is discarded when its Pokémon is no longer an Evolved Pokémon', () => {
    const t = table({
      p1: { active: [BRELOOM, SHROOMISH, DOUBLE_RAINBOW, WATER] },
      p2: { active: [TARGET] },
    });
    const top = t.state.zones['p1:active']?.cards[0];
    const devolved = act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'script',
      card: `#${top}`,
      from: 'p1:active',
      to: 'p1:hand',
    });
    expect(templatesIn(devolved.state, 'p1:active')).toEqual([SHROOMISH, WATER]);
    expect(templatesIn(devolved.state, 'p1:discard')).toContain(DOUBLE_RAINBOW);
  });
});
