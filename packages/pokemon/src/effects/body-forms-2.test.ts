import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { PokemonSupertypeCard } from '../cards/types';
import { pokemonIn } from '../game/board';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { classicSets } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  table as bundledTable,
  damageIn,
  startTurn,
  type Table,
} from './effects.test-helper';
import { abilitySpec } from './registry';

/**
 * Poké-Bodies (and their Poké-Power neighbours) of Aquapolis and Skyridge read as text forms
 * (issue #28, body8). Each form is played on a real printing of a loaded fixture with the
 * outcome written from the printed text, and beside it a MADE-UP rewording (cards `zz8-*`,
 * printed by no set) that must play the same way. Other meanings in the same shapes stay manual.
 *
 * Rulings relied on:
 * - Crystal Type (the printed text): only a basic Energy card of a listed type, attached from
 *   the hand to this Pokémon, changes its type — to that Energy's type, until the end of the
 *   turn. The type is what Weakness reads (a Fire Ho-oh hits a Fire-weak Pokémon for double).
 */

const madeUp = loadCardSet([
  {
    // Crystal Type in other words: "Fire or Metal", "its type", "the type of that Energy card",
    // "until the end of your turn".
    id: 'zz8-1',
    name: 'Prismoth',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Glass Wings',
        type: 'Poké-Body',
        text: 'Whenever you attach a Fire or Metal basic Energy card from your hand to Prismoth, its type (color) becomes the same as the type of that Energy card until the end of your turn.',
      },
    ],
    attacks: [{ name: 'Flutter', cost: ['Colorless'], damage: '20', text: '' }],
  },
]);

const registry = createCardRegistry([
  ...Object.values(getBundledSets()),
  ...Object.values(classicSets),
  madeUp,
]);
const engine = createPokemonEngine({ registry });
const cards = engine.definition.cards;
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const specOf = (id: string, power: string) => {
  const c = card(id);
  const a = c.abilities.find((x) => x.name === power);
  if (!a) throw new Error(`${id} has no ${power}`);
  return abilitySpec(c, a);
};
const typesIn = (t: Table, zone: string) => pokemonIn(cards, t.state, zone)?.card.types;
const passTurn = (t: Table) =>
  startTurn(act(t, { type: 'end_turn', player: t.state.turn.activePlayer, source: 'ai' }));

/** p1 attaches the first card of `template` in the hand to `to`, then every choice is answered. */
const attachFromHand = (t: Table, template: string, to = 'p1:active') => {
  const id = t.state.zones['p1:hand']?.cards.find((c) => t.state.cards[c]?.templateId === template);
  if (!id) throw new Error(`no ${template} in p1's hand`);
  return answerAll(
    act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to,
      position: 'bottom',
    }),
  );
};

const METAPOD = 'base1-54'; // 70 HP Grass, weak to Fire ×2
const R = 'base1-98';
const G = 'base1-99';
const L = 'base1-100';
const W = 'base1-102';

describe('Crystal Type: "Whenever you attach a X, Y, or Z basic Energy card from your hand to SELF, SELF\'s type (color) becomes the same as that Energy card type until the end of the turn."', () => {
  const HOOH = 'ecard3-149'; // Crystal Type: Fire, Water, or Lightning; Holy Flame [R L] 20
  const KINGDRA = 'ecard2-148'; // Crystal Type: Water, Lightning, or Psychic
  const PRISMOTH = 'zz8-1';

  it('every Crystal Type printing of both sets is carried out', () => {
    for (const id of [
      'ecard2-148',
      'ecard2-149',
      'ecard2-150',
      'ecard3-145',
      'ecard3-146',
      'ecard3-147',
      'ecard3-148',
      'ecard3-149',
      'ecard3-150',
    ])
      expect(specOf(id, 'Crystal Type')?.kind, id).toBe('trigger');
  });

  it('Ho-oh: a Fire Energy from the hand makes it Fire — Holy Flame does 20 ×2 to a Fire-weak Metapod', () => {
    const t0 = table({
      p1: { active: [HOOH, L], hand: [R] },
      p2: { active: [METAPOD] },
    });
    expect(typesIn(t0, 'p1:active')).toEqual(['Colorless']);
    const t = attachFromHand(t0, R);
    expect(typesIn(t, 'p1:active')).toEqual(['Fire']);
    expect(damageIn(attack(t, 'Holy Flame').state, 'p2:active')).toBe(40);
  });

  it('Ho-oh: a Lightning Energy makes it Lightning (20 to Metapod); a Grass Energy (not listed) leaves it Colorless', () => {
    const lightning = attachFromHand(
      table({ p1: { active: [HOOH, R], hand: [L] }, p2: { active: [METAPOD] } }),
      L,
    );
    expect(typesIn(lightning, 'p1:active')).toEqual(['Lightning']);
    expect(damageIn(attack(lightning, 'Holy Flame').state, 'p2:active')).toBe(20);
    const grass = attachFromHand(table({ p1: { active: [HOOH], hand: [G] } }), G);
    expect(typesIn(grass, 'p1:active')).toEqual(['Colorless']);
  });

  it('the change ends with the turn; an Energy attached to another Pokémon changes nothing', () => {
    const t = attachFromHand(
      table({
        p1: { active: [KINGDRA], bench: [[HOOH]], hand: [W, W], deck: [G, G] },
        p2: { active: [METAPOD], deck: [G, G] },
      }),
      W,
    );
    expect(typesIn(t, 'p1:active')).toEqual(['Water']);
    expect(typesIn(passTurn(t), 'p1:active')).toEqual(['Colorless']);
    const other = attachFromHand(
      table({ p1: { active: [KINGDRA], bench: [[HOOH]], hand: [W] } }),
      W,
      'p1:bench_1',
    );
    expect(typesIn(other, 'p1:active')).toEqual(['Colorless']);
    expect(typesIn(other, 'p1:bench_1')).toEqual(['Water']);
  });

  it('MADE-UP "Fire or Metal … its type … the type of that Energy card … your turn": Fire makes it Fire; Water does not', () => {
    const t = attachFromHand(
      table({ p1: { active: [PRISMOTH], hand: [R] }, p2: { active: [METAPOD] } }),
      R,
    );
    expect(typesIn(t, 'p1:active')).toEqual(['Fire']);
    expect(damageIn(attack(t, 'Flutter').state, 'p2:active')).toBe(40);
    const water = attachFromHand(table({ p1: { active: [PRISMOTH], hand: [W] } }), W);
    expect(typesIn(water, 'p1:active')).toEqual(['Colorless']);
  });

  it('MADE-UP other meanings stay manual: no end said, or the Energy attached to another Pokémon', () => {
    const body = (text: string) => ({ name: 'Glass', type: 'Poké-Body', text });
    const c = card(PRISMOTH);
    expect(
      abilitySpec(
        c,
        body(
          'Whenever you attach a Fire basic Energy card from your hand to Prismoth, its type (color) becomes the same as that Energy card type.',
        ),
      ),
    ).toBeUndefined();
    expect(
      abilitySpec(
        c,
        body(
          'Whenever you attach a Fire basic Energy card from your hand to a Pokémon, its type (color) becomes the same as that Energy card type until the end of the turn.',
        ),
      ),
    ).toBeUndefined();
  });
});
