import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { manualParts } from '../effects/coverage';
import neoDiscovery from '../effects/fixtures/neo2.json';
import neoDestiny from '../effects/fixtures/neo4.json';
import { PokemonSetupError } from '../game/setup';
import { createPokemonMatch } from '../plugin/create-pokemon-plugin';
import { deckLimitBreaches, isDeckLimitText, printedDeckLimits } from './deck-limits';
import { parseDeckList } from './parse-deck-list';

// Deck limits printed on Neo Destiny and Neo Discovery cards, read from their text:
//   Shining Raichu (neo4-111): "You can't have more than 1 Shining Raichu in your deck."
//   Unown [G] (neo4-27) and every Unown: "You may have up to 4 Basic Pokémon cards in your deck
//   with Unown in their names."
//   Miracle Energy (neo4-16): "You can't have more than 1 Miracle Energy in your deck. …"
const registry = createCardRegistry([
  getBundledSets().base1,
  loadCardSet(neoDestiny),
  loadCardSet(neoDiscovery),
]);
const card = (id: string) => registry.get(id) as PokemonCard;

/** A 60-card list: the given lines, Pikachu as the Basic, Lightning Energy to fill. */
function list(lines: readonly [number, string][]): string {
  const used = lines.reduce((n, [count]) => n + count, 0) + 4;
  return [
    ...lines.map(([count, line]) => `${count} ${line}`),
    '4 Pikachu BS 58',
    `${60 - used} Lightning Energy BS 100`,
  ].join('\n');
}
const problems = (text: string) => {
  const parsed = parseDeckList(text, registry);
  return parsed.ok ? [] : parsed.errors;
};

describe('deck limits a card prints', () => {
  it('reads "You can\'t have more than 1 Shining Raichu in your deck." as at most 1 by name', () => {
    expect(problems(list([[1, 'Shining Raichu N4 111']]))).toEqual([]);
    const two = problems(list([[2, 'Shining Raichu N4 111']]));
    expect(two).toEqual([
      expect.objectContaining({
        code: 'too_many_copies',
        line: 1,
        hint: 'Remove 1 Shining Raichu.',
      }),
    ]);
    expect(two[0]?.message).toContain('2 Shining Raichu (line 1); at most 1, as the card says');
  });

  it('reads the Unown rule as at most 4 Basic Pokémon with Unown in their names, letters together', () => {
    const four = list([
      [2, 'Unown [G] N4 27'],
      [1, 'Unown [H] N4 28'],
      [1, 'Unown [A] N2 14'],
    ]);
    expect(problems(four)).toEqual([]);
    // Five Unown of three letters, no letter over four: the printed rule is broken.
    const five = problems(
      list([
        [2, 'Unown [G] N4 27'],
        [2, 'Unown [H] N4 28'],
        [1, 'Unown [A] N2 14'],
      ]),
    );
    expect(five).toHaveLength(1);
    expect(five[0]?.message).toContain('5 Basic Pokémon with Unown in their names (lines 1, 2, 3)');
    expect(five[0]?.hint).toBe('Remove 1 Basic Pokémon with Unown in their names.');
  });

  it('applies a limit printed on an Energy card among other sentences (Miracle Energy)', () => {
    expect(problems(list([[1, 'Miracle Energy N4 16']]))).toEqual([]);
    expect(problems(list([[2, 'Miracle Energy N4 16']]))[0]?.message).toContain(
      '2 Miracle Energy (line 1); at most 1',
    );
  });

  it('keeps the four-copies rule for cards that print no limit', () => {
    const five = problems(list([[5, 'Potion BS 94']]));
    expect(five[0]?.message).toContain(
      '5 copies of Potion (line 1); at most 4 cards with the same name',
    );
    expect(deckLimitBreaches([{ card: card('base1-94'), count: 4 }])).toEqual([]);
  });

  it('refuses a match whose deck breaks a printed limit, and says which sentence', () => {
    const deck = [
      'neo4-111',
      'neo4-111',
      ...Array.from({ length: 4 }, () => 'base1-58'),
      ...Array.from({ length: 54 }, () => 'base1-100'),
    ];
    const legal = ['neo4-111', ...deck.slice(2), 'base1-100'];
    const match = (p1: readonly string[]) =>
      createPokemonMatch({ decks: { p1, p2: legal }, seed: 1, registry });
    expect(() => match(deck)).toThrow(PokemonSetupError);
    expect(() => match(deck)).toThrow(
      '2 Shining Raichu; at most 1, as the card says: "You can\'t have more than 1 Shining Raichu in your deck."',
    );
    expect(match(legal).state.plugin.stage).toBe('play');
  });

  it('reads only the sentences it knows: a limit on something else is not a deck limit', () => {
    const raichu = card('neo4-111');
    expect(printedDeckLimits(raichu).map((l) => l.max)).toEqual([1]);
    expect(isDeckLimitText(raichu, "You can't have more than 1 Shining Raichu in your deck.")).toBe(
      true,
    );
    // Another card's name, or a limit joined to a rule of play, is not applied here.
    expect(isDeckLimitText(raichu, "You can't have more than 1 Shining Mewtwo in your deck.")).toBe(
      false,
    );
    expect(isDeckLimitText(card('neo4-16'), card('neo4-16').rules[0] ?? '')).toBe(false);
  });

  it('counts a Pokémon rule that only limits the deck as carried out, not manual', () => {
    for (const id of ['neo4-111', 'neo4-27', 'neo2-14'])
      expect(manualParts(card(id)).filter((p) => p.kind === 'rule')).toEqual([]);
  });
});
