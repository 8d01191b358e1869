import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { findAccessQuestion } from './access-question';

const registry = defaultRegistry();
const read = (message: string, deckInvestigator?: string) => {
  const q = findAccessQuestion(message, registry, deckInvestigator);
  return q && { investigator: q.investigator.name, cards: q.cards.map((c) => c.code) };
};

describe('findAccessQuestion', () => {
  it('reads the investigator and every card named, in order', () => {
    expect(read('Can Roland include Encyclopedia / Cryptic Research?')).toEqual({
      investigator: 'Roland Banks',
      cards: ['01042', '01043'],
    });
    expect(read('is Lucky! allowed for rex murphy')).toEqual({
      investigator: 'Rex Murphy',
      cards: ['01080', '01084'],
    });
  });

  it('takes the deck investigator when none is named', () => {
    expect(read('Can I include Shrivelling?', '02001')).toMatchObject({
      investigator: 'Zoey Samaras',
      cards: ['01060', '02154', '02306'],
    });
  });

  it("matches card names before investigator names (Roland's .38 Special is a card)", () => {
    expect(read("Can Agnes take Roland's .38 Special?")).toEqual({
      investigator: 'Agnes Baker',
      cards: ['01006'],
    });
  });

  it('leaves other questions alone', () => {
    expect(read('How many copies by title are legal?')).toBeNull();
    expect(read('What are my odds of Machete by turn 3?')).toBeNull();
    // No investigator named and no deck.
    expect(read('Can I include Machete?')).toBeNull();
  });
});
