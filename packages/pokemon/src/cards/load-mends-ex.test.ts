import { describe, expect, it } from 'vitest';
import teamMagmaTeamAqua from '../effects/fixtures/ex4.json';
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
