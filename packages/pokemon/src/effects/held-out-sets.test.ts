import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import {
  DONDOZO,
  F,
  flipsOf,
  G,
  gotCondition,
  heads,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  PIKACHU,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { setAutomation } from './coverage';
import {
  attack,
  table as bundledTable,
  conditionsIn,
  damageIn,
  type Table,
  templatesIn,
  withSeeds,
} from './effects.test-helper';
import teamRocket from './fixtures/base5.json';

/**
 * Classic sets the compilers were NOT written against, loaded as a user loads them: what they
 * play by itself is measured, and the cards played automatically are checked against their
 * printed text (a card that plays wrong is worse than one left to manual play).
 */
const base5 = loadCardSet(teamRocket);
const registry = createCardRegistry([...Object.values(getBundledSets()), base5]);
const engine = createPokemonEngine({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });

/** The opponent's coin flips (flips made for their own attack). */
const BLASTOISE = 'base1-2';

const oppCoin = (t: Table) => flipsOf(t, 'p2')[0];

describe('Team Rocket, loaded with no code of its own', () => {
  it('names every part it leaves to manual play', () => {
    const a = setAutomation(registry, 'base5');
    expect(a.distinct).toBe(62);
    for (const m of a.manual) expect(m).toMatch(/^.+( — .+)?/);
  });
});

describe('Team Rocket cards played automatically do what they print', () => {
  it("Dark Jolteon — Lightning Flash: the Defending Pokémon's next attack does nothing on tails", () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['base5-38', L] }, p2: { active: [BLASTOISE, W, W, W] } }),
            'Lightning Flash',
          ),
        ),
        'Hydro Pump',
        { player: 'p2' },
      );
    const t = withSeeds(SEEDS, run, (x) => oppCoin(x) === 'tails');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    const h = withSeeds(SEEDS, run, (x) => oppCoin(x) === 'heads');
    expect(damageIn(h.state, 'p1:active')).toBe(40);
    // Lightning Flash did its 20 (Blastoise is weak to Lightning: 40).
    expect(damageIn(h.state, 'p2:active')).toBe(40);
  });

  it('Dark Jolteon — Thunder Attack: heads Paralyzed, tails 10 to itself', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-38', L, L, L] }, p2: { active: [KINGAMBIT] } }),
        'Thunder Attack',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('Dark Vaporeon — Whirlpool: 20 and 1 Energy card of the Defending Pokémon discarded', () => {
    const t = attack(
      table({ p1: { active: ['base5-45', W, W, W] }, p2: { active: [KINGAMBIT, F, R] } }),
      'Whirlpool',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(templatesIn(t.state, 'p2:active')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:discard')).toHaveLength(1);
  });

  it('Porygon — Psybeam: heads Confused', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-48', P, P, P] }, p2: { active: [KINGAMBIT] } }),
        'Psybeam',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual(['confused']);
    const t = withSeeds(SEEDS, run, tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('Dark Raticate — Hyper Fang: 50 on heads, nothing on tails', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-51', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Hyper Fang',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(50);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
  });

  it.each([
    ['base5-53', 'Wrap', 'paralyzed', 10, [R, R]],
    // Poisoned: 10 more at the checkup between turns.
    ['base5-56', 'Poison Sting', 'poisoned', 30, [G, G]],
    ['base5-58', 'Poison Gas', 'poisoned', 30, [G, G]],
  ])(
    '%s — %s: "Flip a coin. If heads, the Defending Pokémon is now %s."',
    (id, name, c, dmg, e) => {
      const run = (seed: number) =>
        attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [DONDOZO] } }), name);
      const h = withSeeds(SEEDS, run, heads);
      expect(damageIn(h.state, 'p2:active')).toBe(dmg);
      expect(conditionsIn(h.state, 'p2:active')).toEqual([c]);
      expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toEqual([]);
    },
  );

  it("Eevee — Sand-attack: the Defending Pokémon's next attack does nothing on tails", () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['base5-55', R, R] }, p2: { active: [PIKACHU, L] } }),
            'Sand-attack',
          ),
        ),
        'Gnaw',
        { player: 'p2' },
      );
    expect(damageIn(withSeeds(SEEDS, run, (x) => oppCoin(x) === 'tails').state, 'p1:active')).toBe(
      0,
    );
    expect(damageIn(withSeeds(SEEDS, run, (x) => oppCoin(x) === 'heads').state, 'p1:active')).toBe(
      10,
    );
  });

  it('Oddish — Sleep Powder / Poisonpowder: no damage, the Special Condition only', () => {
    const board = () => table({ p1: { active: ['base5-63', G] }, p2: { active: [DONDOZO] } });
    const sleep = attack(board(), 'Sleep Powder');
    expect(damageIn(sleep.state, 'p2:active')).toBe(0);
    expect(gotCondition(sleep, 'asleep')).toBe(true);
    const poison = attack(board(), 'Poisonpowder');
    // The only damage is Poison's 10 at the checkup between turns.
    expect(damageIn(poison.state, 'p2:active')).toBe(10);
    expect(conditionsIn(poison.state, 'p2:active')).toEqual(['poisoned']);
  });

  it('Ponyta — Ember: a Fire Energy card discarded to do 30', () => {
    const t = attack(
      table({ p1: { active: ['base5-64', R, W] }, p2: { active: [KINGAMBIT] } }),
      'Ember',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base5-64', W]);
  });
});
