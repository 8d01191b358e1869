import { describe, expect, it } from 'vitest';
import { CardSetValidationError, loadCardSet } from './load-card-set';

const pikachu = {
  id: 'xx9-25',
  name: 'Pikachu',
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '60',
  types: ['Lightning'],
  attacks: [{ name: 'Gnaw', cost: ['Colorless'], damage: '10', text: '' }],
  number: '25',
  images: { small: 'ignored' },
};

function errorOf(fn: () => unknown): CardSetValidationError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CardSetValidationError) return e;
    throw e;
  }
  throw new Error('expected a CardSetValidationError');
}

describe('loadCardSet', () => {
  it('loads a pokemon-tcg-data array and normalises it', () => {
    const { set, cards } = loadCardSet([pikachu]);
    expect(set).toMatchObject({ id: 'xx9', ptcgoCode: 'XX9', name: 'xx9' });
    expect(cards[0]).toMatchObject({ hp: 60, set, rules: [], abilities: [], retreatCost: [] });
    expect(cards[0]).not.toHaveProperty('images');
    expect(cards[0]?.supertype === 'Pokémon' && cards[0].attacks[0]?.convertedEnergyCost).toBe(1);
  });

  it('accepts API responses, embedded set blocks and overrides', () => {
    const withSet = { ...pikachu, set: { id: 'xx9', name: 'Example', ptcgoCode: 'EXA' } };
    expect(loadCardSet({ data: [withSet] }).set).toMatchObject({
      name: 'Example',
      ptcgoCode: 'EXA',
    });
    expect(
      loadCardSet([pikachu], { set: { ptcgoCode: 'pik', aliases: ['p1'] } }).set,
    ).toMatchObject({
      ptcgoCode: 'PIK',
      aliases: ['P1'],
    });
    expect(loadCardSet({ set: { id: 'xx9', name: 'Compact' }, cards: [pikachu] }).set.name).toBe(
      'Compact',
    );
  });

  it('lists every problem with its card and field', () => {
    const bad = [
      { ...pikachu, hp: 'lots' },
      { ...pikachu, id: 'xx9-26', types: ['Cosmic'] },
      { ...pikachu, id: 'xx9-27', attacks: [{ name: 'Zap', cost: [], damage: '30*' }] },
      { ...pikachu, id: 'xx9-28', hp: undefined },
      { id: 'xx9-29', supertype: 'Trainer' },
    ];
    const error = errorOf(() => loadCardSet(bad));
    expect(error.name).toBe('CardSetValidationError');
    const paths = error.issues.map((i) => i.path);
    expect(paths).toContain('cards[0] (xx9-25 Pikachu).hp');
    expect(paths).toContain('cards[1] (xx9-26 Pikachu).types.0');
    expect(paths).toContain('cards[2] (xx9-27 Pikachu).attacks.0.damage');
    expect(paths).toContain('cards[3] (xx9-28 Pikachu).hp');
    expect(paths).toContain('cards[4] (xx9-29).name');
    expect(error.message).toMatch(/hp must be a whole number/);
    expect(error.message).toMatch(/damage must look like/);
  });

  it('rejects duplicates, mixed sets, empty files and the wrong root', () => {
    expect(errorOf(() => loadCardSet([pikachu, pikachu])).message).toMatch(/duplicate card id/);
    expect(errorOf(() => loadCardSet([pikachu, { ...pikachu, id: 'yy1-1' }])).message).toMatch(
      /several sets \(xx9, yy1\)/,
    );
    expect(errorOf(() => loadCardSet([])).message).toMatch(/no cards/);
    expect(errorOf(() => loadCardSet('cards')).message).toMatch(/expected an array of cards/);
  });
});
