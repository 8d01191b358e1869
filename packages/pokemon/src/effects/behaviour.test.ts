import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import {
  behaviourCoverage,
  behaviourTitle,
  parseBehaviourTitle,
  partText,
  textParts,
} from './behaviour';
import { cardBehaviour } from './behaviour.test-helper';

const registry = getBundledRegistry();
const card = (id: string) => registry.require(id);

describe('behaviour coverage', () => {
  it('splits a Pokémon into its Abilities and attacks with text; a Trainer is one part', () => {
    // Gardevoir ex: Psychic Embrace (Ability), Miracle Force (attack with text).
    expect(textParts(card('sv1-86'))).toEqual(['Psychic Embrace', 'Miracle Force']);
    expect(textParts(card('base1-91'))).toEqual([undefined]); // Bill
    expect(textParts(card('sve-1'))).toEqual([]); // Basic Grass Energy
  });

  it("counts a Pokémon's printed rule as a part (the Tera rule), not the ex Prize reminder", () => {
    const arcanine = card('sv1-32');
    expect(textParts(arcanine)).toEqual(['Tera rule', 'Raging Claws', 'Bright Flame']);
    expect(partText(arcanine, 'Tera rule')).toBe(
      "Tera: As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by attacks (both yours and your opponent's).",
    );
    // Tests of both attacks alone leave the card unchecked: its Tera rule has none.
    const attacksOnly = behaviourCoverage(
      [arcanine],
      ['Raging Claws', 'Bright Flame'].map((a) => behaviourTitle(arcanine, a)),
      registry,
    );
    expect(attacksOnly.unchecked).toEqual(['sv1-32 Arcanine ex — Tera rule']);
  });

  it('reads back the card and part a title names', () => {
    const gardevoir = card('sv1-86');
    const title = behaviourTitle(gardevoir, 'Psychic Embrace');
    expect(title).toBe('behaviour of sv1-86 Gardevoir ex — Psychic Embrace');
    expect(parseBehaviourTitle(title, registry)).toEqual({
      card: gardevoir,
      part: 'Psychic Embrace',
    });
    expect(parseBehaviourTitle(behaviourTitle(card('base1-91'), undefined), registry)?.part).toBe(
      undefined,
    );
    expect(parseBehaviourTitle('Gardevoir ex — Psychic Embrace', registry)).toBeUndefined();
    expect(parseBehaviourTitle('behaviour of nope-1 Bill', registry)).toBeUndefined();
  });

  it('counts a card checked only when every part is, and a check covers same-text printings', () => {
    const printings = ['sv1-86', 'sv1-228', 'sv1-245'].map(card);
    const half = behaviourCoverage(
      printings,
      [behaviourTitle(card('sv1-86'), 'Psychic Embrace')],
      registry,
    );
    expect(half.checked).toBe(0);
    expect(half.unchecked).toEqual([
      'sv1-86 Gardevoir ex — Miracle Force',
      'sv1-228 Gardevoir ex — Miracle Force',
      'sv1-245 Gardevoir ex — Miracle Force',
    ]);
    const whole = behaviourCoverage(
      printings,
      [
        behaviourTitle(card('sv1-228'), 'Psychic Embrace'),
        behaviourTitle(card('sv1-245'), 'Miracle Force'),
      ],
      registry,
    );
    expect(whole).toEqual({ withText: 3, checked: 3, unchecked: [] });
  });

  it('refuses to group tests under a part the card does not have', () => {
    expect(() => cardBehaviour('sv1-86', 'Psychic Embrase', () => {})).toThrow(
      /has no text part "Psychic Embrase"; its parts: Psychic Embrace, Miracle Force/,
    );
    expect(() => cardBehaviour('base1-91', 'Draw', () => {})).toThrow(/\(whole card\)/);
  });
});
