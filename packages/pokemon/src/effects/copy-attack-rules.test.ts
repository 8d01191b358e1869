import { describe, expect, it } from 'vitest';
import { flipsOf, KINGAMBIT, SEEDS, SQUIRTLE, W } from './cards/classic.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import {
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  optionsNaming,
  type Table,
  withSeeds,
} from './effects.test-helper';
import { isPatternText } from './patterns';

/**
 * Attacks that copy another attack, compiled from their text (`copy-attack-rules.ts`), on real
 * printings: what may be chosen, that the copy is the attacker's own attack (its type for
 * Weakness, damage to itself is to the copier), and which of the copied attack's requirements
 * still apply ("except for its Energy cost. (You must still do anything else in order to use
 * that attack.)").
 */

const TOGETIC = 'neo1-16';
const PIKACHU = 'base1-58';
/** Fire Spin (R R R R) 100: "Discard 2 Energy cards attached to Charizard in order to use this attack." */
const CHARIZARD = 'base1-4';
const KINGDRA = 'neo3-19';
/** Bubble (W) 10: "Flip a coin. If heads, the Defending Pokémon is now Paralyzed." */
const SEADRA = 'neo1-48';
const HORSEA = 'neo1-62';

/** Each coin p1 flipped, in order (one per flip line). */
const coinsOf = (t: Table) =>
  t.state.log
    .filter((e) => e.message.startsWith('p1 flipped'))
    .map((e) => e.message.slice(e.message.indexOf(':') + 2));

/** The options of the first choice asked, by label. */
const offered: (seen: string[][]) => Chooser = (seen) => (d) => {
  seen.push((d.options ?? []).map(String));
  return [];
};

describe('Togetic — Super Metronome: "If heads, choose an attack on 1 of your opponent\'s Pokémon. Super Metronome copies that attack except for its Energy cost."', () => {
  const run = (
    seed: number,
    copy: string,
    p2: { active: string[]; bench?: string[][] },
    energy = [W],
  ) =>
    attack(table({ seed, p1: { active: [TOGETIC, ...energy] }, p2 }), 'Super Metronome', {
      chooser: optionsNaming(copy),
    });
  const heads = (t: Table) => flipsOf(t, 'p1')[0] === 'heads';

  it("heads: Pikachu's Gnaw copied from the Bench does 10 to Squirtle — Togetic's Colorless type, not Lightning (no Weakness)", () => {
    const t = withSeeds(
      SEEDS,
      (s) => run(s, 'Gnaw', { active: [SQUIRTLE], bench: [[PIKACHU]] }),
      heads,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it("heads: Thunder Jolt's own coin on tails does its 10 to Togetic, the copier", () => {
    const t = withSeeds(
      SEEDS,
      (s) => run(s, 'Thunder Jolt', { active: [KINGAMBIT], bench: [[PIKACHU]] }),
      (x) => heads(x) && coinsOf(x).join() === 'heads,tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('heads: Fire Spin still discards 2 Energy from Togetic ("You must still do anything else")', () => {
    const t = withSeeds(
      SEEDS,
      (s) => run(s, 'Fire Spin', { active: [KINGAMBIT], bench: [[CHARIZARD]] }, [W, W, W]),
      heads,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(100);
    expect(t.state.zones['p1:active']?.cards.length).toBe(1 + 1);
  });

  it("heads: Fire Spin copied by a Togetic with 1 Energy does nothing (it can't discard 2)", () => {
    const t = withSeeds(
      SEEDS,
      (s) => run(s, 'Fire Spin', { active: [KINGAMBIT], bench: [[CHARIZARD]] }, [W]),
      heads,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(t.state.zones['p1:active']?.cards.length).toBe(2);
  });

  it('tails: nothing is chosen and nothing is done', () => {
    const seen: string[][] = [];
    const t = withSeeds(
      SEEDS,
      (s) => {
        seen.length = 0;
        return attack(
          table({
            seed: s,
            p1: { active: [TOGETIC, W] },
            p2: { active: [SQUIRTLE], bench: [[PIKACHU]] },
          }),
          'Super Metronome',
          { chooser: offered(seen) },
        );
      },
      (x) => flipsOf(x, 'p1')[0] === 'tails',
    );
    expect(seen).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

describe('Kingdra — Genetic Memory: "Use any attack from Kingdra\'s Basic Pokémon card or Evolution card."', () => {
  it("offers Seadra's and Horsea's attacks, not Kingdra's own; Seadra's Bubble does 10, heads Paralyzed", () => {
    const seen: string[][] = [];
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: [KINGDRA, SEADRA, HORSEA, W] }, p2: { active: [KINGAMBIT] } }),
        'Genetic Memory',
        {
          chooser: (d, s) => {
            seen.push((d.options ?? []).map(String));
            return optionsNaming('Bubble')(d, s);
          },
        },
      );
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x, 'p1')[0] === 'heads');
    expect(seen[0]?.map((o) => o.split(' (')[0]).sort()).toEqual([
      'Bubble',
      'Fin Slap',
      'Mud Splash',
    ]);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(conditionsIn(t.state, 'p2:active')).toContain('paralyzed');
  });
});

describe('copying: what the words do not support stays manual', () => {
  it.each([
    // a choice of an attack that nothing copies
    "Flip a coin. If heads, choose 1 of the Defending Pokémon's attacks.",
    // a copy with nothing chosen
    'SELF copies that attack except for its Energy costs.',
    // the reminder without a copy
    '(You must still do anything else in order to use that attack.)',
  ])('%s', (text) => {
    expect(isPatternText('X', text)).toBe(false);
  });
});
