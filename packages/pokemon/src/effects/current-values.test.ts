import { describe, expect, it } from 'vitest';
import { attack, damageIn, optionsNaming, table, useAbility } from './effects.test-helper';

/**
 * A text that reads a Pokémon's Energy, Weakness or Retreat Cost reads it as it is now, not as
 * printed: "for each Energy attached" counts the Energy provided (a Double Colorless Energy is
 * 2 Energy; an Electrode attached by Buzzap is 2 Energy of its type), "Energy card" counts cards,
 * and "has a Weakness" is false under Blooming Garden.
 */
const L = 'sve-4';
const P = 'sve-5';
const W = 'sve-3';
const DCE = 'base1-96';

const KIRLIA = 'sv1-85';
const MAGNEZONE_EX = 'sv1-65';
const FLOATZEL = 'sv1-47';
const MIRAIDON_EX = 'sv1-81'; // 220 HP, Weakness Fighting
const PAWMI = 'sv1-74';
const FLORGES = 'sv1-93';
const ELECTRODE = 'base1-21';
const MEWTWO = 'base1-10';
const PORYGON = 'base1-39';

describe('"for each Energy attached" counts the Energy provided', () => {
  it("Kirlia's Psychic: a Double Colorless Energy is 2 Energy (60 + 20 × 3)", () => {
    const t = attack(
      table({
        p1: { active: [KIRLIA, P, P, P] },
        p2: { active: [MIRAIDON_EX, DCE, L] },
      }),
      'Psychic',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(120);
  });

  it("Magnezone ex's Energy Crush: 50 for each Energy on all the opponent's Pokémon (3 with a Double Colorless)", () => {
    const t = attack(
      table({
        p1: { active: [MAGNEZONE_EX, L] },
        p2: { active: [MIRAIDON_EX, DCE], bench: [[PAWMI, L]] },
      }),
      'Energy Crush',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(150);
  });

  it("Floatzel's Hydro Pump: an Electrode attached by Buzzap as Water is 2 Water Energy (50 + 20 × 2)", () => {
    const zapped = useAbility(
      table({
        p1: { active: [FLOATZEL], bench: [[ELECTRODE]] },
        p2: { active: [MIRAIDON_EX] },
      }),
      'p1:bench_1',
      'Buzzap',
      { chooser: optionsNaming('p1:active', 'Water') },
    );
    const t = attack(zapped, 'Hydro Pump');
    expect(damageIn(t.state, 'p2:active')).toBe(90);
  });

  it('"Energy card" counts cards: Base Set Mewtwo\'s Psychic counts a Double Colorless once (10 + 10 × 2)', () => {
    const t = attack(
      table({
        p1: { active: [MEWTWO, P, P] },
        p2: { active: [MIRAIDON_EX, DCE, W] },
      }),
      'Psychic',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });
});

describe('"has a Weakness" reads the Weakness it has now', () => {
  it("Porygon's Conversion 1 offers no change against a Pokémon with no Weakness under Blooming Garden", () => {
    const board = (p2bench: string[][]) =>
      table({
        p1: { active: [PORYGON, P] },
        p2: { active: [PAWMI], bench: p2bench },
      });
    // Without Florges, Pawmi's Fighting Weakness may be changed: the question is asked.
    const asked = attack(board([]), 'Conversion 1', { chooser: optionsNaming('Water') });
    expect(asked.state.plugin.markers.some((m) => m.kind === 'weakness-type')).toBe(true);
    // With Florges on the opponent's Bench, Pawmi has no Weakness: nothing to change.
    const none = attack(board([[FLORGES]]), 'Conversion 1', { chooser: optionsNaming('Water') });
    expect(none.state.plugin.markers.some((m) => m.kind === 'weakness-type')).toBe(false);
  });
});
