import { describe, expect, it } from 'vitest';
import { compactSetFile } from '../../scripts/convert-cards';
import { CardSetValidationError, loadCardSet } from './load-card-set';

const source = [
  {
    id: 'sv1-13',
    name: 'Sprigatito',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Grass'],
    attacks: [
      { name: 'Scratch', cost: ['Colorless'], convertedEnergyCost: 1, damage: '10', text: '' },
    ],
    weaknesses: [{ type: 'Fire', value: '×2' }],
    retreatCost: ['Colorless'],
    convertedRetreatCost: 1,
    number: '13',
    artist: 'someone',
    rarity: 'Common',
    flavorText: 'flavour',
    nationalPokedexNumbers: [906],
    legalities: { standard: 'Legal' },
    regulationMark: 'G',
    images: { small: 'x', large: 'y' },
    tcgplayer: { prices: {} },
  },
];

describe('convert-cards', () => {
  it('keeps play fields, drops the rest and adds the set block', () => {
    const text = compactSetFile('sv1', source);
    const json = JSON.parse(text);
    expect(json.set).toEqual({
      id: 'sv1',
      name: 'Scarlet & Violet',
      series: 'Scarlet & Violet',
      ptcgoCode: 'SVI',
      releaseDate: '2023/03/31',
    });
    expect(Object.keys(json.cards[0])).toEqual([
      'id',
      'name',
      'supertype',
      'subtypes',
      'hp',
      'types',
      'attacks',
      'weaknesses',
      'retreatCost',
      'number',
      'regulationMark',
    ]);
    expect(text.split('\n')).toHaveLength(4); // header, one card per line, closing, final newline
    expect(loadCardSet(json).cards[0]).toMatchObject({ name: 'Sprigatito', hp: 70 });
  });

  it('refuses invalid source cards and a wrong set id', () => {
    expect(() => compactSetFile('sv1', [{ ...source[0], hp: 'seventy' }])).toThrow(
      CardSetValidationError,
    );
    expect(() => compactSetFile('sv2', source)).toThrow(/belong to set sv1/);
  });
});
