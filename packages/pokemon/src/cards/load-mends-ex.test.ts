import { describe, expect, it } from 'vitest';
import teamMagmaTeamAqua from '../effects/fixtures/ex4.json';
import fireRedLeafGreen from '../effects/fixtures/ex6.json';
import { stage } from './card-helpers';
import { loadCardSet } from './load-card-set';
import type { PokemonCard } from './types';

/**
 * Team Magma vs Team Aqua's four Stage 2 Pokémon-ex the data types "Basic" (Blaziken ex ←
 * Combusken, Cradily ex ← Lileep, Sceptile ex ← Grovyle, Swampert ex ← Marshtomp): their
 * pre-evolutions were printed in EARLIER sets (Ruby & Sapphire, Sandstorm), not later ones as
 * for Jungle's Snorlax ← Munchlax. The file alone does not print those cards, so it cannot tell
 * whether the card is a Stage 1 or a Stage 2: it plays as typed and the note says so (the
 * Pokémon-ex Prize rule dates the card 2003 on; a 1999 Basic keeps its "printed later" note).
 */

const byId = (cards: readonly PokemonCard[], id: string) => {
  const c = cards.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
};

describe('Team Magma vs Team Aqua: Pokémon-ex naming a pre-evolution of an earlier set', () => {
  const set = loadCardSet(teamMagmaTeamAqua);
  it('Blaziken ex stays as typed, with a note that says its stage is not known (not "printed later")', () => {
    expect(stage(byId(set.cards, 'ex4-89'))).toBe('Basic');
    expect(set.notes).toContainEqual({
      path: 'cards[88] (ex4-89 Blaziken ex).evolvesFrom',
      message:
        'typed "Basic" but evolves from Combusken, which this set does not print: a Pokémon-ex is printed with its stage, which the file does not give — played as a Basic Pokémon, as typed (its stage may be wrong)',
    });
    expect(set.notes?.some((n) => n.message.includes('printed later'))).toBe(false);
  });

  it('made up: the same for a Pokémon-ex of any set; a Basic with no Pokémon-ex rule keeps the 1999 note', () => {
    const pokemon = (id: string, name: string, rules: string[]) => ({
      id,
      name,
      supertype: 'Pokémon',
      subtypes: ['Basic', 'EX'],
      hp: '150',
      types: ['Fire'],
      evolvesFrom: 'Emberlet',
      rules,
      attacks: [{ name: 'Flare', cost: ['Fire'], damage: '30', text: '' }],
      number: id.slice(id.indexOf('-') + 1),
    });
    const { notes } = loadCardSet([
      pokemon('zz9s-1', 'Blazewing ex', [
        'When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards.',
      ]),
      pokemon('zz9s-2', 'Blazewing', []),
    ]);
    const of = (id: string) => notes?.find((n) => n.path.includes(id))?.message ?? '';
    expect(of('zz9s-1')).toMatch(/which this set does not print: a Pokémon-ex/);
    expect(of('zz9s-2')).toMatch(/\(a card printed later\) is ignored$/);
  });
});

describe('FireRed & LeafGreen: a card typed Stage 2 whose pre-evolution the set prints only as a Basic', () => {
  it('Clefable ex (typed "Stage 2", evolves from Clefairy, a Basic of the set) is a Stage 1', () => {
    const set = loadCardSet(fireRedLeafGreen);
    const clefable = byId(set.cards, 'ex6-106');
    expect(stage(clefable)).toBe('Stage 1');
    expect(clefable.subtypes).toEqual(['Stage 1', 'EX']);
    expect(set.notes).toContainEqual({
      path: 'cards[105] (ex6-106 Clefable ex).subtypes',
      message:
        'typed "Stage 2" but evolves from Clefairy, a Basic Pokémon of this set: played as a Stage 1 Pokémon',
    });
    // Charizard ex evolves from Charmeleon, a Stage 1 of the set: a Stage 2, as typed.
    expect(stage(byId(set.cards, 'ex6-105'))).toBe('Stage 2');
  });

  it('made up: only a pre-evolution printed as a Basic (no Baby) moves a Stage 2 down', () => {
    const mon = (id: string, name: string, subtypes: string[], evolvesFrom?: string) => ({
      id,
      name,
      supertype: 'Pokémon',
      subtypes,
      hp: '60',
      types: ['Colorless'],
      ...(evolvesFrom ? { evolvesFrom } : {}),
      attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
      number: id.slice(id.indexOf('-') + 1),
    });
    const { cards } = loadCardSet([
      mon('zz9t-1', 'Puffle', ['Basic']),
      mon('zz9t-2', 'Puffqueen', ['Stage 2'], 'Puffle'),
      mon('zz9t-3', 'Midpuff', ['Stage 1'], 'Puffle'),
      mon('zz9t-4', 'Toppuff', ['Stage 2'], 'Midpuff'),
      mon('zz9t-5', 'Farpuff', ['Stage 2'], 'Unprinted'),
      mon('zz9t-6', 'Babypuff', ['Baby']),
      mon('zz9t-7', 'Odd', ['Stage 2'], 'Babypuff'),
    ]);
    expect(stage(byId(cards, 'zz9t-2'))).toBe('Stage 1');
    expect(stage(byId(cards, 'zz9t-4'))).toBe('Stage 2');
    expect(stage(byId(cards, 'zz9t-5'))).toBe('Stage 2');
    expect(stage(byId(cards, 'zz9t-7'))).toBe('Stage 2');
  });
});
