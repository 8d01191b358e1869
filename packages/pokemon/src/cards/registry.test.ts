import { describe, expect, it } from 'vitest';
import { getBundledRegistry, getBundledSets } from './bundled-sets';
import { loadCardSet } from './load-card-set';
import { CardNotFoundError, createCardRegistry, DuplicateCardError } from './registry';

const registry = getBundledRegistry();

describe('bundled registry', () => {
  it('finds cards by pokemontcg.io id', () => {
    expect(registry.get('base1-4')?.name).toBe('Charizard');
    expect(registry.get('sv1-86')?.name).toBe('Gardevoir ex');
    expect(registry.get('nope-1')).toBeUndefined();
  });

  it('require returns the card, or throws a CardNotFoundError with close ids', () => {
    expect(registry.require('base1-4')).toBe(registry.get('base1-4'));
    expect(registry.require('base1-4').name).toBe('Charizard');
    const error = (() => {
      try {
        registry.require('bse1-4');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CardNotFoundError);
    expect((error as CardNotFoundError).suggestions[0]).toBe('base1-4');
    expect((error as Error).message).toMatch(/^No card with id "bse1-4"\. Did you mean base1-4, /);
    expect((error as Error).name).toBe('CardNotFoundError');
  });

  it('finds every printing by name, ignoring case and accents', () => {
    expect(registry.byName('Tarountula').map((c) => c.id)).toEqual([
      'sv1-16',
      'sv1-17',
      'sv1-18',
      'sv1-199',
    ]);
    expect(registry.byName('poke ball').map((c) => c.id)).toEqual(['sv1-185']);
    expect(registry.byName('Arven').length).toBe(3);
    expect(registry.byName('Basic {L} Energy').map((c) => c.id)).toEqual(['sv1-257', 'sve-4']);
    expect(registry.byName('Nidoran♂').map((c) => c.id)).toEqual(['base1-55']);
    expect(registry.byName('Missingno')).toEqual([]);
  });

  it('finds cards by deck-list set code and number, with aliases and set ids', () => {
    expect(registry.bySetNumber('SVI', '1')?.id).toBe('sv1-1');
    expect(registry.bySetNumber('svi', '001')?.id).toBe('sv1-1');
    expect(registry.bySetNumber('BS', '4')?.name).toBe('Charizard');
    expect(registry.bySetNumber('BS1', '4')?.name).toBe('Charizard');
    expect(registry.bySetNumber('base1', '4')?.name).toBe('Charizard');
    expect(registry.bySetNumber('SVE', '2')?.name).toBe('Basic Fire Energy');
    expect(registry.bySetNumber('SVI', '999')).toBeUndefined();
    expect(registry.bySetNumber('XYZ', '1')).toBeUndefined();
    expect(registry.findSet('bs1')?.id).toBe('base1');
  });

  it('suggests close names for typos, as printed, and nothing when nothing is close', () => {
    expect(registry.suggestNames('Charmandr')).toEqual(['Charmander']);
    expect(registry.suggestNames('Nest Bal')).toEqual(['Nest Ball']);
    expect(registry.suggestNames('Pikachu V')).toEqual(['Pikachu']);
    // Compared without accents and with energy symbols spelled out, shown as printed.
    expect(registry.suggestNames('pokemon catcher')[0]).toBe('Pokémon Catcher');
    expect(registry.suggestNames('Basic {R} Energy')[0]).toBe('Basic Fire Energy');
    expect(registry.suggestNames('Pokegear', 1)).toEqual(['Pokégear 3.0']);
    expect(registry.suggestNames('Missingno')).toEqual([]);
  });

  it('satisfies the engine template shape and shares one set object per set', () => {
    const templates: readonly { id: string; name: string }[] = registry.cards;
    expect(templates.length).toBe(102 + 62 + 258 + 8);
    const sv1 = registry.cards.filter((c) => c.set.id === 'sv1');
    expect(new Set(sv1.map((c) => c.set)).size).toBe(1);
  });

  it('rejects a set loaded twice and clashing set codes', () => {
    const { sve } = getBundledSets();
    expect(() => createCardRegistry([sve, sve])).toThrow(DuplicateCardError);
    const other = loadCardSet([{ id: 'xx1-1', name: 'Foo', supertype: 'Trainer', number: '1' }], {
      set: { ptcgoCode: 'SVE' },
    });
    expect(() => createCardRegistry([sve, other])).toThrow(/SVE.*sve.*xx1/);
  });
});

describe('bundled data (conversion output)', () => {
  const sets = getBundledSets();

  it('has every card of each source set', () => {
    expect(sets.base1.cards.length).toBe(102);
    expect(sets.sv1.cards.length).toBe(258);
    expect(sets.sve.cards.length).toBe(8);
    expect(sets.sv1.set).toMatchObject({ name: 'Scarlet & Violet', ptcgoCode: 'SVI' });
    expect(sets.base1.set).toMatchObject({
      ptcgoCode: 'BS',
      aliases: expect.arrayContaining(['BS1']),
    });
  });

  it('keeps play data and drops the rest', () => {
    const charizard = registry.require('base1-4');
    expect(charizard).toMatchObject({
      supertype: 'Pokémon',
      hp: 120,
      types: ['Fire'],
      evolvesFrom: 'Charmeleon',
      subtypes: ['Stage 2'],
      retreatCost: ['Colorless', 'Colorless', 'Colorless'],
      weaknesses: [{ type: 'Water', value: '×2' }],
      resistances: [{ type: 'Fighting', value: '-30' }],
    });
    expect(charizard.supertype === 'Pokémon' && charizard.abilities[0]?.name).toBe('Energy Burn');
    for (const card of registry.cards) {
      for (const dropped of [
        'images',
        'artist',
        'flavorText',
        'legalities',
        'rarity',
        'tcgplayer',
      ]) {
        expect(card).not.toHaveProperty(dropped);
      }
    }
  });

  it('every Pokémon has hp and every attack a readable cost', () => {
    for (const card of registry.cards) {
      if (card.supertype !== 'Pokémon') continue;
      expect(card.hp).toBeGreaterThan(0);
      for (const attack of card.attacks)
        expect(attack.convertedEnergyCost).toBe(attack.cost.length);
    }
  });
});
