import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from './bundled-sets';
import {
  basicEnergyType,
  copyLimitName,
  DamageParseError,
  effectText,
  isActivatedAbility,
  isBasicEnergy,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  isFixedDamage,
  isPokemon,
  isPokemonEx,
  isRuleBox,
  isTera,
  isTrainer,
  parseDamage,
  pokemonRules,
  prizeValue,
  stage,
  trainerKind,
} from './card-helpers';

const r = getBundledRegistry();
const card = (id: string) => r.require(id);

describe('card helpers', () => {
  it('tells Basic Pokémon from evolutions and reads the stage', () => {
    expect(isBasicPokemon(card('base1-46'))).toBe(true); // Charmander
    expect(isEvolution(card('base1-46'))).toBe(false);
    expect(stage(card('base1-46'))).toBe('Basic');
    expect(stage(card('base1-24'))).toBe('Stage 1'); // Charmeleon
    expect(stage(card('base1-4'))).toBe('Stage 2'); // Charizard
    expect(isEvolution(card('sv1-86'))).toBe(true); // Gardevoir ex
    expect(stage(card('sv1-181'))).toBeUndefined(); // Nest Ball
    expect(isBasicPokemon(card('base1-70'))).toBe(false); // Clefairy Doll is a Trainer
  });

  it('recognises energy and its type', () => {
    expect(isEnergy(card('sve-2'))).toBe(true);
    expect(basicEnergyType(card('sve-2'))).toBe('Fire');
    expect(basicEnergyType(card('base1-98'))).toBe('Fire');
    expect(basicEnergyType(card('sv1-257'))).toBe('Lightning');
    expect(isBasicEnergy(card('base1-96'))).toBe(false); // Double Colorless Energy
    expect(basicEnergyType(card('base1-96'))).toBeUndefined();
    expect(basicEnergyType(card('base1-46'))).toBeUndefined();
  });

  it('reads the trainer kind; Base Set trainers play as Items', () => {
    expect(isTrainer(card('sv1-181'))).toBe(true);
    expect(trainerKind(card('sv1-181'))).toBe('Item');
    expect(trainerKind(card('sv1-180'))).toBe('Supporter'); // Nemona
    expect(trainerKind(card('sv1-167'))).toBe('Stadium'); // Beach Court
    expect(trainerKind(card('sv1-197'))).toBe('Pokémon Tool'); // Vitality Band
    expect(trainerKind(card('base1-88'))).toBe('Item'); // Professor Oak
    expect(trainerKind(card('base1-46'))).toBeUndefined();
  });

  it('knows rule boxes and prize values', () => {
    expect(isPokemonEx(card('sv1-86'))).toBe(true);
    expect(isRuleBox(card('sv1-86'))).toBe(true);
    expect(prizeValue(card('sv1-86'))).toBe(2);
    expect(prizeValue(card('sv1-32'))).toBe(2); // Tera ex
    expect(isRuleBox(card('sv1-85'))).toBe(false);
    expect(prizeValue(card('sv1-85'))).toBe(1);
    expect(prizeValue(card('base1-4'))).toBe(1);
    expect(prizeValue(card('sve-1'))).toBe(1);
  });

  it('every bundled ex is worth two prizes and every other Pokémon one', () => {
    for (const c of r.cards) {
      if (c.supertype !== 'Pokémon') continue;
      expect(prizeValue(c)).toBe(c.subtypes.includes('ex') ? 2 : 1);
    }
  });

  it('strips reminder lines from effect text but keeps the effect', () => {
    expect(effectText(card('sv1-180'))).toEqual(['Draw 3 cards.']);
    expect(effectText(card('sv1-86'))).toEqual([]);
    expect(effectText(card('sv1-32'))[0]).toMatch(/^Tera:/);
  });

  it("names a Pokémon's printed rules by their label, leaving out the ex Prize reminder", () => {
    expect(pokemonRules(card('sv1-32'))).toEqual([
      {
        name: 'Tera rule',
        text: "Tera: As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your opponent's).",
      },
    ]);
    expect(pokemonRules(card('sv1-86'))).toEqual([]); // Gardevoir ex: the Prize reminder only
    expect(pokemonRules(card('sv1-180'))).toEqual([]); // a Trainer
    expect([isTera(card('sv1-45')), isTera(card('sv1-86'))]).toEqual([true, false]);
  });

  it('counts copies of differently-subtitled printings by one name', () => {
    expect(copyLimitName(card('sv1-189'))).toBe("Professor's Research");
    expect(copyLimitName(card('sv1-190'))).toBe("Professor's Research");
    expect(copyLimitName(card('base1-4'))).toBe('Charizard');
  });
});

describe('parseDamage', () => {
  it('splits the number and the modifier', () => {
    expect(parseDamage('30+')).toEqual({ base: 30, modifier: '+' });
    expect(parseDamage('20×')).toEqual({ base: 20, modifier: '×' });
    expect(parseDamage('20x')).toEqual({ base: 20, modifier: '×' });
    expect(parseDamage('10')).toEqual({ base: 10, modifier: null });
    expect(parseDamage('200-')).toEqual({ base: 200, modifier: '-' });
    expect(parseDamage('')).toBeNull();
    expect(isFixedDamage('10')).toBe(true);
    expect(isFixedDamage('')).toBe(true);
    expect(isFixedDamage('10+')).toBe(false);
  });

  it('rejects what is not a damage string', () => {
    for (const bad of ['30*', 'abc', '+30', '3 0']) {
      expect(() => parseDamage(bad)).toThrow(DamageParseError);
    }
    expect(() => parseDamage('x')).toThrow(/expected a number/);
  });

  it('reads every printed damage in the bundled sets back to what is printed', () => {
    const attack = (id: string, name: string) => {
      const c = card(id);
      return (c.supertype === 'Pokémon' && c.attacks.find((a) => a.name === name)?.damage) || '';
    };
    expect(parseDamage(attack('base1-4', 'Fire Spin'))).toEqual({ base: 100, modifier: null });
    expect(parseDamage(attack('base1-2', 'Hydro Pump'))).toEqual({ base: 40, modifier: '+' });
    expect(parseDamage(attack('base1-17', 'Twineedle'))).toEqual({ base: 30, modifier: '×' });
    expect(parseDamage(attack('base1-34', 'Karate Chop'))).toEqual({ base: 50, modifier: '-' });
    let read = 0;
    for (const c of r.cards) {
      if (c.supertype !== 'Pokémon') continue;
      for (const a of c.attacks) {
        const d = parseDamage(a.damage);
        // No printed damage (an effect-only attack) reads as null; anything else prints back.
        if (a.damage === '') expect(d, `${c.id} ${a.name}`).toBeNull();
        else expect(`${d?.base}${d?.modifier ?? ''}`, `${c.id} ${a.name}`).toBe(a.damage);
        read++;
      }
    }
    // Every attack of the sets was read: 114 in the Base Set, 90 in Fossil, 324 in Scarlet & Violet.
    expect(read).toBe(114 + 90 + 324);
  });

  it('round-trips any number and modifier', () => {
    fc.assert(
      fc.property(fc.nat(990), fc.constantFrom('', '+', '×', '-'), (n, m) => {
        expect(parseDamage(`${n}${m}`)).toEqual({ base: n, modifier: m === '' ? null : m });
      }),
    );
  });
});

describe('isActivatedAbility', () => {
  it('tells Abilities a player uses from ones that simply apply, over every bundled Ability', () => {
    const texts = new Map<string, boolean>();
    for (const c of getBundledRegistry().cards)
      if (isPokemon(c)) for (const a of c.abilities) texts.set(a.name, isActivatedAbility(a));
    expect(texts.get('Tandem Unit')).toBe(true); // Once during your turn, you may …
    expect(texts.get('Rain Dance')).toBe(true); // As often as you like …, you may …
    // Offered when it happens, never declared: "When you play this Pokémon …, you may …".
    expect(texts.get('Flying Entry')).toBe(false);
    for (const text of [
      "When you play Dark Golbat from your hand, you may choose 1 of your opponent's Pokémon.",
      "If an attack does damage to Misty's Tentacruel while it's your Active Pokémon, you may switch it with 1 of your Benched Pokémon.",
      'Whenever your opponent plays a Trainer card, you may flip a coin.',
      "As long as Brock's Rhydon is Benched, whenever 1 of your Benched Pokémon is damaged, you may do 10 of that damage to Brock's Rhydon instead.",
    ])
      expect(isActivatedAbility({ type: 'Pokémon Power', text })).toBe(false);
    // A per-turn use after a condition is still declared (Light Arcanine's Drive Off).
    expect(
      isActivatedAbility({
        type: 'Pokémon Power',
        text: 'As long as Light Arcanine is your Active Pokémon, once during your turn (before your attack), if your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon.',
      }),
    ).toBe(true);
    expect(texts.get('Electricity Pouches')).toBe(false); // This Pokémon can't be Paralyzed.
    expect(texts.get('Blooming Garden')).toBe(false);
    expect(texts.get('Strikes Back')).toBe(false); // triggered by the opponent's attack
    expect(isActivatedAbility({ type: 'Poké-Body', text: 'You may …' })).toBe(false);
    expect(isActivatedAbility({ type: 'Ability', text: "Once during each player's turn, …" })).toBe(
      true,
    );
  });
});
