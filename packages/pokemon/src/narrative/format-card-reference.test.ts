import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import { formatCardReference, formatCost } from './format-card-reference';

const registry = getBundledRegistry();
const ref = (id: string) => formatCardReference(registry.require(id));

describe('formatCardReference', () => {
  it('describes a Basic Pokémon', () => {
    expect(ref('sv1-74')).toMatchInlineSnapshot(
      `"Pawmi [sv1-74] | Basic Lightning Pokémon | HP 60 | Attack Light Punch (Colorless) 10 | Attack Zap Kick (Lightning+Colorless) 20 | Weakness Fighting ×2 | Retreat 1"`,
    );
  });

  it('describes a Stage 2 Pokémon with a Pokémon Power, weakness and resistance', () => {
    expect(ref('base1-4')).toMatchInlineSnapshot(
      `"Charizard [base1-4] | Stage 2 Fire Pokémon, evolves from Charmeleon | HP 120 | Pokémon Power Energy Burn: As often as you like during your turn (before your attack), you may turn all Energy attached to Charizard into Fire Energy for the rest of the turn. This power can't be used if Charizard is Asleep, Confused, or Paralyzed. | Attack Fire Spin (Fire×4) 100: Discard 2 Energy cards attached to Charizard in order to use this attack. | Weakness Water ×2 | Resistance Fighting -30 | Retreat 3"`,
    );
  });

  it('describes a Pokémon ex with an Ability and its prize value', () => {
    expect(ref('sv1-81')).toMatchInlineSnapshot(
      `"Miraidon ex [sv1-81] | Basic Lightning Pokémon ex | HP 220 | Ability Tandem Unit: Once during your turn, you may search your deck for up to 2 Basic Lightning Pokémon and put them onto your Bench. Then, shuffle your deck. | Attack Photon Blaster (Lightning×2+Colorless) 220: During your next turn, this Pokémon can't attack. | Weakness Fighting ×2 | Retreat 1 | gives 2 Prizes when Knocked Out"`,
    );
    expect(ref('sv1-32')).toMatch(
      /Stage 1 Fire Pokémon ex \(Tera\), evolves from Growlithe.*gives 2 Prizes.*\| Tera: As long as/,
    );
  });

  it('describes trainers by kind without reminder lines', () => {
    expect(ref('sv1-180')).toMatchInlineSnapshot(`"Nemona [sv1-180] | Supporter | Draw 3 cards."`);
    expect(ref('sv1-197')).toMatchInlineSnapshot(
      `"Vitality Band [sv1-197] | Pokémon Tool | The attacks of the Pokémon this card is attached to do 10 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."`,
    );
    expect(ref('base1-91')).toMatchInlineSnapshot(`"Bill [base1-91] | Trainer | Draw 2 cards."`);
  });

  it('describes basic and special energy', () => {
    expect(ref('sve-2')).toMatchInlineSnapshot(
      `"Basic Fire Energy [sve-2] | Basic Energy, provides Fire"`,
    );
    expect(ref('base1-96')).toMatchInlineSnapshot(
      `"Double Colorless Energy [base1-96] | Special Energy | Provides ColorlessColorless energy. Doesn't count as a basic Energy card."`,
    );
  });

  it('is one line per card for every bundled card, and deterministic', () => {
    for (const card of registry.cards) {
      const line = formatCardReference(card);
      expect(line).not.toMatch(/\n/);
      expect(line.startsWith(`${card.name} [${card.id}] | `)).toBe(true);
      expect(formatCardReference(card)).toBe(line);
      expect(line).not.toMatch(/undefined|\[object/);
    }
  });

  it('groups attack costs', () => {
    expect(formatCost([])).toBe('free');
    expect(formatCost(['Fire', 'Fire', 'Colorless'])).toBe('Fire×2+Colorless');
  });
});
