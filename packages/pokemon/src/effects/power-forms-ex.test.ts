import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { classicWith } from './classic-sets.test-helper';
import { act, answerAll, refusalOf, type Table, templatesIn } from './effects.test-helper';
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
