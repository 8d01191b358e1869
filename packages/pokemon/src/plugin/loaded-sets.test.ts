import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { parseDeckList } from '../decks/parse-deck-list';
import jungle from '../effects/fixtures/base2.json';
import { createPokemonEngine } from '../game/definition';
import { buildBoard, createSeededMatch } from '../test/match-builder';
import { createPokemonPlugin } from './create-pokemon-plugin';

/** A loaded set is handed over once, and the test kit takes it as well. */
const base2 = loadCardSet(jungle);
const LIST = `Pokémon: 16
4 Pikachu JU 60
4 Meowth JU 56
4 Eevee JU 51
4 Kangaskhan JU 21

Energy: 44
44 Lightning Energy BS 100

Total Cards: 60
`;

describe('a set the plugin does not bundle', () => {
  it('createPokemonPlugin({ sets }) adds it to the bundled sets: one registry for deck lists and matches', () => {
    const plugin = createPokemonPlugin({ sets: [base2] });
    expect(plugin.registry.get('base2-60')?.name).toBe('Pikachu');
    expect(plugin.registry.get('sv1-81')?.name).toBe('Miraidon ex');
    const parsed = parseDeckList(LIST, plugin.registry);
    expect(parsed.ok && parsed.deck.total).toBe(60);
    if (!parsed.ok) return;
    // The match reads the deck through the plugin's registry: nothing else is passed.
    const store = createSeededMatch({ plugin, decks: { p1: parsed.deck, p2: parsed.deck } });
    const templates = Object.values(store.state.cards).map((c) => c.templateId);
    expect(templates.filter((t) => t.startsWith('base2-'))).toHaveLength(32);
  });

  it('createSeededMatch takes a registry, and buildBoard needs no Scarlet & Violet Energy', () => {
    const registry = createCardRegistry([getBundledSets().base1, base2]);
    const parsed = parseDeckList(LIST, registry);
    if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
    const store = createSeededMatch({ registry, decks: { p1: parsed.deck, p2: parsed.deck } });
    expect(store.state.plugin.stage).toBe('play');
    const { state } = buildBoard({
      engine: createPokemonEngine({ registry }),
      p1: { active: ['base2-60'] },
      p2: { active: ['base2-56'] },
    });
    const deck = state.zones['p1:deck']?.cards.map((id) => state.cards[id]?.templateId);
    expect(new Set(deck)).toEqual(new Set(['base1-99']));
    expect(deck).toHaveLength(20);
  });
});
