import { describe, expect, it } from 'vitest';
import {
  attack,
  conditionsIn,
  damageIn,
  table,
  templatesIn,
  withSeeds,
} from './effects.test-helper';
import { compileAttackText, isPatternText } from './patterns';

/** Attack texts compiled from their sentences do what the text says. */
const L = 'sve-4';
const F = 'sve-2';
const W = 'sve-3';
const QUAXLY = 'sv1-52'; // 70 HP, Lightning Weakness
const MIRAIDON_EX = 'sv1-81'; // 220 HP, Fighting Weakness
const PAWMI = 'sv1-74';

describe('attack text patterns', () => {
  it('knows the common sentences and refuses a text with an unknown one', () => {
    expect(
      isPatternText('Pikachu', 'Flip a coin. If tails, Pikachu does 10 damage to itself.'),
    ).toBe(true);
    expect(
      isPatternText('X', 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.'),
    ).toBe(true);
    expect(isPatternText('X', 'Flip a coin. If heads, your opponent loses the game.')).toBe(false);
    expect(compileAttackText('X', 'Shuffle your opponent into their deck.')).toBeUndefined();
  });

  it('"Flip a coin. If tails, Pikachu does 10 damage to itself." (Thunder Jolt)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-58', L, L] }, p2: { active: [QUAXLY] } }),
        'Thunder Jolt',
      );
    const heads = withSeeds([1, 2, 3, 4, 5, 6], run, (t) => damageIn(t.state, 'p1:active') === 0);
    const tails = withSeeds([1, 2, 3, 4, 5, 6], run, (t) => damageIn(t.state, 'p1:active') === 10);
    // 30 printed, Quaxly is weak to Lightning: 60 either way.
    expect(damageIn(heads.state, 'p2:active')).toBe(60);
    expect(damageIn(tails.state, 'p2:active')).toBe(60);
  });

  it('"Flip 2 coins. This attack does 30 damage times the number of heads." (Twineedle)', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = attack(
        table({
          seed,
          p1: { active: ['base1-17', 'sve-1', 'sve-1', 'sve-1'] },
          p2: { active: [MIRAIDON_EX] },
        }),
        'Twineedle',
      );
      const flips = t.state.log.find((e) => e.message.includes('flipped 2 coins'))?.message ?? '';
      const heads = (flips.match(/heads/g) ?? []).length;
      expect(damageIn(t.state, 'p2:active')).toBe(30 * heads);
      seen.add(heads);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('"If tails, this attack does nothing." happens after the flip, before any damage', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-55', 'sve-1'] }, p2: { active: [PAWMI] } }),
        'Horn Hazard',
      );
    const tails = withSeeds([1, 2, 3, 4, 5, 6], run, (t) =>
      /tails/.test(t.state.log.map((e) => e.message).join(' ')),
    );
    expect(damageIn(tails.state, 'p2:active')).toBe(0);
    expect(tails.state.turn.activePlayer).toBe('p2');
  });

  it('"Discard 1 Fire Energy card attached to Charmander in order to use this attack." (Ember)', () => {
    const t = attack(
      table({ p1: { active: ['base1-46', F, F] }, p2: { active: [PAWMI] } }),
      'Ember',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-46', F]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([F]);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('"Flip a coin. If heads, the Defending Pokémon is now Paralyzed." after the damage', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-75', L] }, p2: { active: ['sv1-36'] } }),
        'Thunder Shock',
      );
    const heads = withSeeds(
      [1, 2, 3, 4, 5, 6],
      run,
      (t) => conditionsIn(t.state, 'p2:active').length > 0,
    );
    expect(conditionsIn(heads.state, 'p2:active')).toEqual(['paralyzed']);
    expect(damageIn(heads.state, 'p2:active')).toBe(30);
  });

  it('"This attack does 10 more damage for each damage counter on this Pokémon." (Raging Claws)', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-32', F, F], activeCounters: { damage: 50 } },
        p2: { active: [MIRAIDON_EX] },
      }),
      'Raging Claws',
    );
    // 30 + 10 × 5 counters.
    expect(damageIn(t.state, 'p2:active')).toBe(80);
  });

  it('"During your next turn, this Pokémon can\'t attack." holds on that turn and ends after it', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-81', L, L, L] },
        p2: { active: [MIRAIDON_EX], bench: [[MIRAIDON_EX]] },
      }),
      'Photon Blaster',
    );
    const markers = t.state.plugin.markers.filter((m) => m.kind === 'cant-attack');
    expect(markers).toHaveLength(1);
    expect(markers[0]?.until).toBe(t.state.plugin.gameTurn + 1);
  });

  it('a Water attack counts only the Water Energy left after the cost, two at most (Hydro Pump)', () => {
    const t = attack(
      table({ p1: { active: ['base1-2', W, W, W, W, W, W] }, p2: { active: [MIRAIDON_EX] } }),
      'Hydro Pump',
    );
    // 40 + 10 × min(2, 6 − 3).
    expect(damageIn(t.state, 'p2:active')).toBe(60);
  });
});
