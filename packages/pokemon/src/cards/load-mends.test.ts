import { describe, expect, it } from 'vitest';
import { act, refusalOf, table, templatesIn } from '../effects/effects.test-helper';
import jungle from '../effects/fixtures/base2.json';
import dragon from '../effects/fixtures/ex3.json';
import { createPokemonEngine } from '../game/definition';
import { getBundledSets } from './bundled-sets';
import { isBasicPokemon, stage } from './card-helpers';
import { loadCardSet } from './load-card-set';
import { createCardRegistry } from './registry';
import type { PokemonCard } from './types';

/**
 * Stage faults of the card data, mended on load from the set's own cards, both ways: a card
 * typed "Basic" whose pre-evolution the set prints (and which is no Baby) is the Evolution card
 * one stage above it (Dragon's Pokémon-ex); one whose pre-evolution the set does not print names
 * a card printed later and stays a Basic (Jungle's Snorlax and Munchlax). Each mend is a note.
 */

const pokemon = (
  id: string,
  name: string,
  subtypes: string[],
  extra: Record<string, unknown> = {},
) => ({
  id,
  name,
  supertype: 'Pokémon',
  subtypes,
  hp: '60',
  types: ['Colorless'],
  attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  number: id.slice(id.indexOf('-') + 1),
  ...extra,
});

const byId = (cards: readonly PokemonCard[], id: string) => {
  const c = cards.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
};
const evolvesFromOf = (c: PokemonCard) => (c.supertype === 'Pokémon' ? c.evolvesFrom : undefined);

describe('Dragon: Pokémon-ex the data types "Basic" are the Evolution cards they print', () => {
  const set = loadCardSet(dragon);
  it('Ampharos ex (from Flaaffy, a Stage 1) is a Stage 2; Magcargo ex (from Slugma, a Basic) a Stage 1', () => {
    const ampharos = byId(set.cards, 'ex3-89');
    expect(stage(ampharos)).toBe('Stage 2');
    expect(isBasicPokemon(ampharos)).toBe(false);
    expect(evolvesFromOf(ampharos)).toBe('Flaaffy');
    expect(stage(byId(set.cards, 'ex3-95'))).toBe('Stage 1');
    expect(set.notes).toContainEqual({
      path: 'cards[88] (ex3-89 Ampharos ex).subtypes',
      message:
        'typed "Basic" but evolves from Flaaffy, a Stage 1 Pokémon of this set: played as a Stage 2 Pokémon',
    });
    // Latias ex prints no pre-evolution: a Basic Pokémon-ex, as typed.
    expect(stage(byId(set.cards, 'ex3-93'))).toBe('Basic');
  });

  it('in play: Ampharos ex goes onto Flaaffy, never onto the Bench from the hand', () => {
    const engine = createPokemonEngine({
      registry: createCardRegistry([...Object.values(getBundledSets()), set]),
    });
    const t = table({
      engine,
      p1: { active: ['ex3-27'], hand: ['ex3-89'] },
      p2: { active: ['ex3-93'] },
    });
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    const move = (to: string) =>
      ({
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${id}`,
        from: 'p1:hand',
        to,
      }) as const;
    expect(refusalOf(t, move('p1:bench_1'))).toBeDefined();
    const evolved = act(t, move('p1:active'));
    expect(templatesIn(evolved.state, 'p1:active')).toEqual(['ex3-89', 'ex3-27']);
  });
});

describe('Jungle: a Basic naming a Pokémon printed later stays a Basic', () => {
  it('Snorlax "evolves from Munchlax", which Jungle does not print: Basic, with a note', () => {
    const set = loadCardSet(jungle);
    const snorlax = byId(set.cards, 'base2-11');
    expect(stage(snorlax)).toBe('Basic');
    expect(evolvesFromOf(snorlax)).toBeUndefined();
    expect(set.notes).toContainEqual({
      path: 'cards[10] (base2-11 Snorlax).evolvesFrom',
      message:
        'printed as a Basic Pokémon: "evolves from Munchlax" (a card printed later) is ignored',
    });
  });
});

describe('made-up sets: the same rule read from the set alone', () => {
  it('a chain of cards typed Basic: the first evolution a Stage 1, the next a Stage 2', () => {
    const { cards, notes } = loadCardSet([
      pokemon('zz9-1', 'Pebblit', ['Basic']),
      pokemon('zz9-2', 'Rocklon', ['Basic'], { evolvesFrom: 'Pebblit' }),
      pokemon('zz9-3', 'Boulderex ex', ['Basic', 'EX'], { evolvesFrom: 'Rocklon' }),
    ]);
    expect(stage(byId(cards, 'zz9-2'))).toBe('Stage 1');
    expect(stage(byId(cards, 'zz9-3'))).toBe('Stage 2');
    expect(byId(cards, 'zz9-3').subtypes).toEqual(['Stage 2', 'EX']);
    expect(notes?.filter((n) => n.path.endsWith('.subtypes'))).toHaveLength(2);
  });

  it('a pre-evolution the set does not print, or a Baby, leaves the card a Basic', () => {
    const { cards, notes } = loadCardSet([
      pokemon('zz9-1', 'Loafmon', ['Basic'], { evolvesFrom: 'Napling' }),
      pokemon('zz9-2', 'Tinyfluff', ['Baby'], { evolvesTo: ['Bigfluff'] }),
      pokemon('zz9-3', 'Bigfluff', ['Basic'], { evolvesFrom: 'Tinyfluff' }),
      // A Baby the data types "Basic": its Power evolves it by putting the card onto it.
      pokemon('zz9-4', 'Sproutling', ['Basic'], {
        abilities: [
          {
            name: 'Baby Evolution',
            type: 'Poké-Power',
            text: 'Once during your turn (before your attack), you may put Treeling from your hand onto Sproutling (this counts as evolving Sproutling), and remove all damage counters from Sproutling.',
          },
        ],
      }),
      pokemon('zz9-5', 'Treeling', ['Basic'], { evolvesFrom: 'Sproutling' }),
    ]);
    for (const id of ['zz9-1', 'zz9-3', 'zz9-5']) {
      expect(stage(byId(cards, id))).toBe('Basic');
      expect(evolvesFromOf(byId(cards, id))).toBeUndefined();
    }
    expect(notes?.filter((n) => n.path.endsWith('.evolvesFrom'))).toHaveLength(3);
  });
});
