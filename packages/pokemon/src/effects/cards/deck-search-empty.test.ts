/**
 * Every Trainer that searches or looks through its player's deck, played with an empty deck:
 * its text finds nothing and changes nothing, so it is refused with the reason and stays in the
 * hand ("you can't play a card for no effect": the Scarlet & Violet rulebook; a search of a deck
 * that still holds cards counts as looking, as only its player may know what it held). The
 * boards meet every other condition the card sets (other cards to discard, a Pokémon to trade,
 * room on the Bench, a Benched Lightning Pokémon), so the deck is the only reason left.
 */
import { describe, expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  act,
  answerAll,
  refusalOf,
  table,
  templatesIn,
  trainerAction,
} from '../effects.test-helper';

const PIKACHU = 'base1-58';
const PAWMI = 'sv1-74';
const SQUIRTLE = 'base1-63';
const W = 'base1-102';

const ROWS: readonly { id: string; name: string; era: 'modern' | 'base-set'; hand: string[] }[] = [
  // "Discard 2 of the other cards from your hand in order to search your deck for any card."
  { id: 'base1-71', name: 'Computer Search', era: 'base-set', hand: [SQUIRTLE, W] },
  // "Trade 1 of the Basic Pokémon or Evolution cards in your hand for 1 … from your deck."
  { id: 'base1-77', name: 'Pokémon Trader', era: 'base-set', hand: [SQUIRTLE] },
  // "Look at up to 5 cards from the top of your deck and rearrange them as you like."
  { id: 'base1-87', name: 'Pokédex', era: 'base-set', hand: [] },
  // "Search your deck for a basic Energy card and put it into your hand."
  { id: 'base3-59', name: 'Energy Search', era: 'base-set', hand: [] },
  { id: 'sv1-166', name: 'Arven', era: 'modern', hand: [] },
  // Pawmi on the Bench: a Benched Lightning Pokémon to attach to.
  { id: 'sv1-170', name: 'Electric Generator', era: 'modern', hand: [] },
  { id: 'sv1-172', name: 'Energy Search', era: 'modern', hand: [] },
  { id: 'sv1-175', name: 'Jacq', era: 'modern', hand: [] },
  { id: 'sv1-181', name: 'Nest Ball', era: 'modern', hand: [] },
  { id: 'sv1-185', name: 'Poké Ball', era: 'modern', hand: [] },
  { id: 'sv1-186', name: 'Pokégear 3.0', era: 'modern', hand: [] },
  // "You can use this card only if you discard 2 other cards from your hand."
  { id: 'sv1-196', name: 'Ultra Ball', era: 'modern', hand: [SQUIRTLE, W] },
];

const board = (row: (typeof ROWS)[number], deck: string[]) =>
  table({
    era: row.era,
    p1: { active: [PIKACHU], bench: [[PAWMI]], hand: [row.id, ...row.hand], deck },
    p2: { active: [PIKACHU] },
  });

for (const row of ROWS) {
  cardBehaviour(row.id, undefined, () => {
    it(`${row.name} with an empty deck is refused: there is nothing to find`, () => {
      const t = board(row, []);
      const why = refusalOf(t, trainerAction(t, row.id));
      // The general refusal ("it would change nothing: your deck is empty.") or the card's own.
      expect(why).toMatch(/deck is empty/);
      expect(templatesIn(t.state, 'p1:hand')).toContain(row.id);
    });
  });
}

describe('deck searches with cards left in the deck', () => {
  it('are played even when nothing fits: only their player may know the deck held nothing', () => {
    // Energy Search (Fossil) with a deck of Pokémon only: played, nothing found.
    const row = ROWS.find((r) => r.id === 'base3-59');
    if (!row) throw new Error('no Energy Search row');
    const t = board(row, [SQUIRTLE, SQUIRTLE]);
    expect(refusalOf(t, trainerAction(t, row.id))).toBeUndefined();
    const played = answerAll(act(t, trainerAction(t, row.id)));
    expect(templatesIn(played.state, 'p1:discard')).toEqual([row.id]);
    expect(templatesIn(played.state, 'p1:hand')).toEqual([]);
  });

  it('Pokémon Trader finding no Pokémon in the deck trades nothing: the Pokémon offered stays in hand', () => {
    const row = ROWS.find((r) => r.id === 'base1-77');
    if (!row) throw new Error('no Pokémon Trader row');
    const t = board(row, [W, W]);
    const played = answerAll(act(t, trainerAction(t, row.id)));
    expect(templatesIn(played.state, 'p1:hand')).toEqual([SQUIRTLE]);
    expect(templatesIn(played.state, 'p1:deck').sort()).toEqual([W, W]);
  });

  it('Maintenance is no search: with an empty deck its 2 cards go in and the draw finds one', () => {
    // "Shuffle 2 of the other cards from your hand into your deck in order to draw a card."
    const t = table({
      era: 'base-set',
      p1: { active: [PIKACHU], hand: ['base1-83', SQUIRTLE, W], deck: [] },
      p2: { active: [PIKACHU] },
    });
    expect(refusalOf(t, trainerAction(t, 'base1-83'))).toBeUndefined();
    const played = answerAll(act(t, trainerAction(t, 'base1-83')));
    expect(templatesIn(played.state, 'p1:hand')).toHaveLength(1);
    expect(templatesIn(played.state, 'p1:deck')).toHaveLength(1);
  });
});
