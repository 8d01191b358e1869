import { describe, expect, it } from 'vitest';
import {
  BULBASAUR,
  CHARMANDER,
  DONDOZO,
  F,
  flipsOf,
  G,
  gotCondition,
  heads,
  KINGAMBIT,
  L,
  nextTurn as nextTurnOf,
  P,
  PIKACHU,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { withCard } from './cards/sv1-attacks.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { isPatternText } from './patterns';

/**
 * The immediate attack sentences of more-attack-rules.ts, each on a real card of a classic set
 * loaded with no code of its own; every outcome is written from the card's printed text.
 */
/** A basic Darkness Energy (Scarlet & Violet's). */
const D = 'sve-7';

/** The coins p1 flipped (first flip line), counted. */
const headsCount = (t: Table, player = 'p1') =>
  flipsOf(t, player).filter((f) => f === 'heads').length;
const tailsCount = (t: Table, player = 'p1') =>
  flipsOf(t, player).filter((f) => f === 'tails').length;
/** Every coin line of p1, in order (for texts that flip twice). */
const coinLines = (t: Table, player = 'p1') =>
  t.state.log
    .map((e) => e.message)
    .filter((m) => m.startsWith(`${player} flipped`))
    .map((m) => m.slice(m.indexOf(':') + 2).split(', '));
const no = optionsNaming('no');

describe('damage worked out from a count', () => {
  it('Dark Hypno — Bench Manipulation: the opponent flips a coin per Benched Pokémon, 20 per tails, no Weakness', () => {
    // Dark Hypno is Psychic; a Psychic-weak Defending Pokémon would take double with Weakness.
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base5-9', P, P, P] },
          p2: { active: ['base5-9'], bench: [[PIKACHU], [SQUIRTLE], [CHARMANDER]] },
        }),
        'Bench Manipulation',
      );
    const t = withSeeds(SEEDS, run, (x) => tailsCount(x) === 2);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    const none = run(1);
    expect(damageIn(none.state, 'p2:active')).toBe(20 * tailsCount(none));
    // No Benched Pokémon: no coins, no damage.
    const empty = attack(
      table({ p1: { active: ['base5-9', P, P, P] }, p2: { active: [KINGAMBIT] } }),
      'Bench Manipulation',
    );
    expect(flipsOf(empty)).toEqual([]);
    expect(damageIn(empty.state, 'p2:active')).toBe(0);
  });

  it("Sabrina's Haunter — Night Spirits: a coin per Sabrina's Gastly, Haunter and Gengar you have in play, 30 per heads", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: {
            active: ['gym1-58', P, P],
            bench: [['gym1-93'], ['gym1-14'], [PIKACHU]],
          },
          // The opponent's Sabrina's Gastly is not "you have in play".
          p2: { active: [KINGAMBIT], bench: [['gym1-93']] },
        }),
        'Night Spirits',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
  });

  it('Sneasel — Beat Up: a coin for each of your Pokémon in play (including this one), 20 per heads', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo1-25', D, D], bench: [[PIKACHU], [SQUIRTLE]] },
          p2: { active: [KINGAMBIT], bench: [[CHARMANDER]] },
        }),
        'Beat Up',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 3);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(damageIn(one.state, 'p2:active')).toBe(20);
  });

  it('Feraligatr — Chomp: a coin per damage counter on Feraligatr, 50 plus 10 per heads', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['neo1-4', W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 30 },
        ),
        'Chomp',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(70);
    // No damage counters: no coins, 50.
    const fresh = attack(
      table({ p1: { active: ['neo1-4', W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
      'Chomp',
    );
    expect(flipsOf(fresh)).toEqual([]);
    expect(damageIn(fresh.state, 'p2:active')).toBe(50);
  });

  it('Bellossom — Flower Dance: 30 times the cards with Bellossom in their names you have in play', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-3', G, G, G], bench: [['neo1-3'], [BULBASAUR]] },
        p2: { active: [DONDOZO], bench: [['neo1-3']] },
      }),
      'Flower Dance',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(60);
  });

  it("Lt. Surge's Electabuzz — Discharge: all Lightning Energy discarded, a coin for each, 30 per heads", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym1-6', L, L, L, F] },
          p2: { active: [KINGAMBIT] },
        }),
        'Discharge',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['gym1-6', F]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([L, L, L]);
  });

  it("Blaine's Magmar — Lava Burst: the top 5 cards discarded, 20 per Fire Energy card among them", () => {
    const deck = [R, G, R, W, R, R, R];
    const t = attack(
      table({ p1: { active: ['gym1-37', R, R, R], deck }, p2: { active: [KINGAMBIT] } }),
      'Lava Burst',
    );
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([G, R, R, R, W].sort());
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    // Fewer than 5 cards: all of them are discarded.
    const short = attack(
      table({ p1: { active: ['gym1-37', R, R, R], deck: [R, G] }, p2: { active: [KINGAMBIT] } }),
      'Lava Burst',
    );
    expect(templatesIn(short.state, 'p1:deck')).toEqual([]);
    expect(damageIn(short.state, 'p2:active')).toBe(20);
  });

  it('Croconaw — Sweep Away: 50 damage and the top 3 cards of your deck discarded', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-32', W, W, W], deck: [R, G, P, L, F] },
        p2: { active: [KINGAMBIT] },
      }),
      'Sweep Away',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(50);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([G, P, R].sort());
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
  });

  it('Granbull — Raging Charge: 10 plus 10 per damage counter on it, then 20 to itself', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo1-37', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 20 },
      ),
      'Raging Charge',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p1:active')).toBe(40);
  });

  it('Typhlosion — Flame Burst: heads 80 and 20 to itself; tails 60', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo1-17', R, R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Flame Burst',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(80);
    expect(damageIn(h.state, 'p1:active')).toBe(20);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });
});

describe('damage to several Pokémon', () => {
  it("Brock's Golbat — Spiral Dive: 10 to each of the opponent's Pokémon, no Weakness even on the Active", () => {
    // Kingambit is weak to Grass (Golbat's type): with Weakness it would take 20.
    const t = attack(
      table({
        p1: { active: ['gym1-39', G, G, G], bench: [[PIKACHU]] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
      }),
      'Spiral Dive',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
  });

  it("Misty's Poliwrath — Water Ring: 10 to each Benched Pokémon that isn't Water, on both Benches", () => {
    const t = attack(
      table({
        p1: { active: ['gym1-31', W, W, W, W], bench: [[SQUIRTLE], [PIKACHU]] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
      }),
      'Water Ring',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
  });

  it("Blaine's Growlithe — Blaze: 10 to each Grass Pokémon on the opponent's Bench only", () => {
    const t = attack(
      table({
        p1: { active: ['gym1-62', R, R], bench: [[BULBASAUR]] },
        p2: { active: [KINGAMBIT], bench: [[BULBASAUR], [SQUIRTLE]] },
      }),
      'Blaze',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
  });

  it('Typhlosion — Flame Wheel: 3 Fire Energy discarded to use it, 80, and 20 to every Benched Pokémon', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-18', R, R, R, R], bench: [[PIKACHU]] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
      }),
      'Flame Wheel',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(80);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo1-18', R]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R, R, R]);
  });

  it('Dark Raichu — Surprise Thunder: heads then heads 20 to each Benched, heads then tails 10, tails none', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base5-83', L, L, L] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
        }),
        'Surprise Thunder',
      );
    const hh = withSeeds(SEEDS, run, (x) => coinLines(x).flat().join() === 'heads,heads');
    expect(damageIn(hh.state, 'p2:active')).toBe(30);
    expect(damageIn(hh.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(hh.state, 'p2:bench_2')).toBe(20);
    const ht = withSeeds(SEEDS, run, (x) => coinLines(x).flat().join() === 'heads,tails');
    expect(damageIn(ht.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(ht.state, 'p2:bench_2')).toBe(10);
    const t = withSeeds(SEEDS, run, tails);
    expect(coinLines(t)).toHaveLength(1);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });
});

describe('healing', () => {
  const oddish = (damage: number, seed = 1) =>
    withCounters(
      table({ seed, p1: { active: ['gym1-78', G, G] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { damage },
    );

  it("Erika's Oddish — Blot: 10 damage and 1 damage counter removed from it, if it has any", () => {
    const t = attack(oddish(30), 'Blot');
    // Kingambit is weak to Grass: 10 × 2.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(damageIn(attack(oddish(0), 'Blot').state, 'p1:active')).toBe(0);
  });

  it("Erika's Oddish — Sporadic Sponging: with damage counters a coin, heads removes 1; without, no coin", () => {
    const run = (seed: number) => attack(oddish(30, seed), 'Sporadic Sponging');
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toBe(20);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    const fresh = attack(oddish(0), 'Sporadic Sponging');
    expect(flipsOf(fresh)).toEqual([]);
    expect(damageIn(fresh.state, 'p1:active')).toBe(0);
  });

  it("Erika's Vileplume — Mega Drain: half the damage done (rounded up to 10) removed from itself", () => {
    const board = (damage: number, defender: string) =>
      withCounters(
        table({ p1: { active: ['gym1-5', G, G, G] }, p2: { active: [defender] } }),
        'p1:active',
        { damage },
      );
    // 30 to Dondozo: 15, rounded up to 20.
    const t = attack(board(40, DONDOZO), 'Mega Drain');
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    // 60 to Kingambit (weak to Grass): 30 removed; fewer counters than that: all of them.
    const weak = attack(board(20, KINGAMBIT), 'Mega Drain');
    expect(damageIn(weak.state, 'p2:active')).toBe(60);
    expect(damageIn(weak.state, 'p1:active')).toBe(0);
  });

  it('Jumpluff — Leech Seed: 1 damage counter removed from Jumpluff when the attack damages the Defending Pokémon', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo1-7', G] }, p2: { active: [DONDOZO] } }),
        'p1:active',
        { damage: 30 },
      ),
      'Leech Seed',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('Miltank — Milk Drink: 2 coins, 2 damage counters removed per heads', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['neo1-41', W] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 50 },
        ),
        'Milk Drink',
      );
    expect(damageIn(withSeeds(SEEDS, run, (x) => headsCount(x) === 2).state, 'p1:active')).toBe(10);
    expect(damageIn(withSeeds(SEEDS, run, (x) => headsCount(x) === 1).state, 'p1:active')).toBe(30);
    expect(damageIn(withSeeds(SEEDS, run, (x) => headsCount(x) === 0).state, 'p1:active')).toBe(50);
  });

  it('Bellossom — Sweet Nectar: heads removes all damage counters from 1 of your Pokémon (your choice)', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          withCounters(
            table({
              seed,
              p1: { active: ['neo1-3', G], bench: [[PIKACHU]] },
              p2: { active: [KINGAMBIT] },
            }),
            'p1:active',
            { damage: 30 },
          ),
          'p1:bench_1',
          { damage: 20 },
        ),
        'Sweet Nectar',
        { chooser: optionsNaming('p1:bench_1') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(h.state, 'p1:active')).toBe(30);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it("Sabrina's Venomoth — Healing Pollen: 3 coins, 1 counter per heads from each of your Pokémon", () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          withCounters(
            table({
              seed,
              p1: { active: ['gym1-34', G], bench: [[PIKACHU]] },
              p2: { active: [KINGAMBIT] },
            }),
            'p1:active',
            { damage: 40 },
          ),
          'p1:bench_1',
          { damage: 10 },
        ),
        'Healing Pollen',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    // Fewer counters than heads: all removed.
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
  });
});

describe('coins counted', () => {
  it("Sabrina's Venomoth — Sonic Distortion: Confused if 1 or both of 2 coins are heads", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-34', P] }, p2: { active: [DONDOZO] } }),
        'Sonic Distortion',
      );
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(conditionsIn(one.state, 'p2:active')).toEqual(['confused']);
    const none = withSeeds(SEEDS, run, (x) => headsCount(x) === 0);
    expect(conditionsIn(none.state, 'p2:active')).toEqual([]);
    expect(damageIn(none.state, 'p2:active')).toBe(10);
  });

  it("Sabrina's Gengar — Call of the Night: unless Knocked Out, 2 coins; both heads shuffle the Defending Pokémon into its deck", () => {
    const run = (seed: number, defender = KINGAMBIT) =>
      attack(
        table({
          seed,
          p1: { active: ['gym1-14', P, P, P] },
          p2: { active: [defender, F], bench: [[SQUIRTLE]], deck: [G, G] },
        }),
        'Call of the Night',
      );
    const both = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(templatesIn(both.state, 'p2:deck').sort()).toEqual([F, G, G, KINGAMBIT].sort());
    // The opponent chose a new Active Pokémon.
    expect(templatesIn(both.state, 'p2:active')).toEqual([SQUIRTLE]);
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(templatesIn(one.state, 'p2:active')).toEqual([KINGAMBIT, F]);
    expect(damageIn(one.state, 'p2:active')).toBe(40);
    // Knocked Out (40 to a 40-HP Pikachu): no coins.
    const ko = run(1, PIKACHU);
    expect(flipsOf(ko)).toEqual([]);
  });

  it("Erika's Gloom — Magic Pollen: heads, the Special Condition the attacker chooses of the four", () => {
    const run = (seed: number, pick: string) =>
      attack(
        table({ seed, p1: { active: ['gym1-45', G, G, G] }, p2: { active: [DONDOZO] } }),
        'Magic Pollen',
        { chooser: optionsNaming(pick) },
      );
    const h = withSeeds(SEEDS, (s) => run(s, 'poisoned'), heads);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
    const asleep = withSeeds(SEEDS, (s) => run(s, 'asleep'), heads);
    expect(conditionsIn(asleep.state, 'p2:active')).toContain('asleep');
    const t = withSeeds(SEEDS, (s) => run(s, 'poisoned'), tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });
});

describe('Energy moved, returned or discarded', () => {
  it("Lt. Surge's Electabuzz — Electric Current: 1 Lightning Energy moved to a Benched Pokémon; no Bench, it is discarded", () => {
    const t = attack(
      table({
        p1: { active: ['gym1-27', L, L, F], bench: [[PIKACHU], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Electric Current',
      { chooser: optionsNaming('p1:bench_2') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['gym1-27', L, F]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([SQUIRTLE, L]);
    const alone = attack(
      table({ p1: { active: ['gym1-27', L, L, F] }, p2: { active: [KINGAMBIT] } }),
      'Electric Current',
    );
    expect(templatesIn(alone.state, 'p1:active')).toEqual(['gym1-27', L, F]);
    expect(templatesIn(alone.state, 'p1:discard')).toEqual([L]);
  });

  it('Dark Electrode — Energy Bomb: every Energy card attached to it goes to your Benched Pokémon, as you choose; no Bench, all discarded', () => {
    const t = attack(
      table({
        p1: { active: ['base5-34', L, L, F], bench: [[PIKACHU], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Bomb',
      { chooser: optionsNaming('p1:bench_2') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base5-34']);
    expect(templatesIn(t.state, 'p1:bench_2').sort()).toEqual([F, L, L, SQUIRTLE].sort());
    const alone = attack(
      table({ p1: { active: ['base5-34', L, L, F] }, p2: { active: [KINGAMBIT] } }),
      'Energy Bomb',
    );
    expect(templatesIn(alone.state, 'p1:active')).toEqual(['base5-34']);
    expect(templatesIn(alone.state, 'p1:discard').sort()).toEqual([F, L, L].sort());
  });

  it('Lugia — Elemental Blast: a Fire, a Water and a Lightning Energy card discarded to use it, 90 damage', () => {
    const t = attack(
      table({ p1: { active: ['neo1-9', R, W, L, W] }, p2: { active: [KINGAMBIT] } }),
      'Elemental Blast',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(90);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo1-9', W]);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([L, R, W].sort());
  });

  it("Sabrina's Abra — Energy Loop: a Psychic Energy card attached returns to the hand to use it, 20 damage", () => {
    const t = attack(
      table({ p1: { active: ['gym1-91', P, G] }, p2: { active: [KINGAMBIT] } }),
      'Energy Loop',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['gym1-91', G]);
    expect(templatesIn(t.state, 'p1:hand')).toContain(P);
  });

  it("Dark Magneton — Magnetic Lines: a basic Energy card of the Defending Pokémon moves to 1 of the opponent's Benched Pokémon", () => {
    const t = attack(
      table({
        p1: { active: ['base5-11', L, L] },
        p2: { active: [KINGAMBIT, W, F], bench: [[SQUIRTLE], [CHARMANDER]] },
      }),
      'Magnetic Lines',
      { chooser: optionsNaming('Fighting', 'p2:bench_2') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, W]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([CHARMANDER, F]);
    // No Benched Pokémon: the Energy stays.
    const alone = attack(
      table({ p1: { active: ['base5-11', L, L] }, p2: { active: [KINGAMBIT, W] } }),
      'Magnetic Lines',
    );
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT, W]);
  });

  it('Dark Rapidash — Flame Pillar: you may discard a Fire Energy card; if you do, 10 to 1 of the Benched Pokémon', () => {
    const board = () =>
      table({
        p1: { active: ['base5-44', R, R] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
      });
    const yes = attack(board(), 'Flame Pillar', { chooser: optionsNaming('yes', 'p2:bench_2') });
    expect(damageIn(yes.state, 'p2:active')).toBe(30);
    expect(damageIn(yes.state, 'p2:bench_2')).toBe(10);
    expect(templatesIn(yes.state, 'p1:active')).toEqual(['base5-44', R]);
    const declined = attack(board(), 'Flame Pillar', { chooser: no });
    expect(damageIn(declined.state, 'p2:bench_1') + damageIn(declined.state, 'p2:bench_2')).toBe(0);
    expect(templatesIn(declined.state, 'p1:active')).toEqual(['base5-44', R, R]);
  });
});

describe('Pokémon shuffled into their deck', () => {
  it("Blaine's Moltres — Phoenix Flame: 90, then on tails Moltres and its cards are shuffled into your deck", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym1-1', R, R, R, R, R], bench: [[CHARMANDER]], deck: [G] },
          p2: { active: [KINGAMBIT] },
        }),
        'Phoenix Flame',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(90);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([G, 'gym1-1', R, R, R, R, R].sort());
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:active')[0]).toBe('gym1-1');
  });

  it("Dark Machamp — Fling: the opponent's Active Pokémon and its cards shuffled into their deck; refused with no Bench", () => {
    const t = attack(
      table({
        p1: { active: ['base5-10', F, F, F, F] },
        p2: { active: [KINGAMBIT, W], bench: [[SQUIRTLE]], deck: [G] },
      }),
      'Fling',
    );
    expect(templatesIn(t.state, 'p2:deck').sort()).toEqual([G, KINGAMBIT, W].sort());
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(
      isPatternText(
        'Dark Machamp',
        'Your opponent shuffles his or her Active Pokémon and all cards attached to it into his or her deck.',
      ),
    ).toBe(true);
    expect(() =>
      attack(
        table({ p1: { active: ['base5-10', F, F, F, F] }, p2: { active: [KINGAMBIT] } }),
        'Fling',
      ),
    ).toThrow(/no Benched Pokémon/);
  });

  it("Erika's Dragonair — Take Away: Dragonair shuffled into your deck, then the opponent's Active into theirs", () => {
    const t = attack(
      table({
        p1: { active: ['gym1-4', G, G, G, G], bench: [[PIKACHU]], deck: [] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]], deck: [] },
      }),
      'Take Away',
    );
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([G, G, G, G, 'gym1-4'].sort());
    expect(templatesIn(t.state, 'p2:deck')).toEqual([KINGAMBIT]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
  });
});

describe('switching', () => {
  it("Kingdra — Dragon Tornado: unless it Knocks Out the Defending Pokémon, 1 of the opponent's Benched Pokémon is switched in", () => {
    const run = (defender: string) =>
      attack(
        table({
          p1: { active: ['neo1-8', W, W, W, W] },
          p2: { active: [defender], bench: [[SQUIRTLE], [CHARMANDER]] },
        }),
        'Dragon Tornado',
        { chooser: optionsNaming('p2:bench_2') },
      );
    const t = run(KINGAMBIT);
    expect(templatesIn(t.state, 'p2:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(50);
    // Pikachu (40 HP) is Knocked Out: the attack switches nothing; its owner promotes.
    const board = table({
      p1: { active: ['neo1-8', W, W, W, W] },
      p2: { active: [PIKACHU], bench: [[SQUIRTLE], [CHARMANDER]] },
    });
    const ko = act(board, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${board.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { attack: 'Dragon Tornado' },
    });
    expect(templatesIn(ko.state, 'p2:discard')).toContain(PIKACHU);
    expect(ko.state.pendingDecision?.decider).toBe('p2');
  });

  it('Donphan — Rapid Spin: the opponent switches their Active Pokémon, then you switch yours', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-21', F, F, F], bench: [[PIKACHU]] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
      }),
      'Rapid Spin',
    );
    expect(damageIn(t.state, 'p2:bench_1')).toBe(50);
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p1:bench_1')[0]).toBe('neo1-21');
  });
});

describe('searches', () => {
  it("Misty's Tentacool — Jellyfish Pod: any number of the named Pokémon shown and put into the hand", () => {
    const t = attack(
      table({
        p1: { active: ['gym1-32', W, W], deck: ['gym1-10', G, 'gym1-57', PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'Jellyfish Pod',
      {
        chooser: (d) =>
          d.select ? (d.options ?? []).slice(0, d.select.max) : (d.options ?? []).slice(0, 1),
      },
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual(['gym1-10', 'gym1-57'].sort());
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([G, PIKACHU].sort());
  });
});

describe('refusals', () => {
  it('texts with a sentence these rules do not know, or a count they cannot read, stay manual', () => {
    // "Flip a coins": the number of coins is lost in the data.
    expect(
      isPatternText(
        'Dark Vileplume',
        'Flip a coins. This attack does 30 damage times the number of heads.',
      ),
    ).toBe(false);
    expect(
      isPatternText(
        'X',
        'Flip a number of coins equal to the number of Trainer cards in your deck.',
      ),
    ).toBe(false);
    expect(isPatternText('X', 'Does 10 damage to each Pokémon that likes tea.')).toBe(false);
    // "If both of them are heads" reads two coins, not one.
    expect(
      isPatternText(
        'X',
        'Flip a coin. If both of them are heads, the Defending Pokémon is now Confused.',
      ),
    ).toBe(false);
    // A clause after a count of heads may not flip again or cost anything.
    expect(isPatternText('X', 'Flip 2 coins. If both of them are heads, flip a coin.')).toBe(false);
    // A coin's clause must be a sentence known on its own.
    expect(isPatternText('X', 'Flip a coin. If heads, the Defending Pokémon sings.')).toBe(false);
    // A condition these rules cannot read.
    expect(
      isPatternText('X', "If the Defending Pokémon is sad, this attack's base damage is doubled."),
    ).toBe(false);
    // A cap on coins needs a count of coins just before it.
    expect(isPatternText('X', "Flip 2 coins. You can't flip more than 3 coins in this way.")).toBe(
      false,
    );
    // "that Pokémon" needs a Pokémon chosen before.
    expect(isPatternText('X', 'This attack does 20 damage to that Pokémon.')).toBe(false);
    // "Discard … or this attack does nothing" for each heads needs a count of coins.
    expect(
      isPatternText(
        'X',
        'For each heads, discard a Fire Energy card attached to X or this attack does nothing.',
      ),
    ).toBe(false);
  });
});

describe('more forms', () => {
  it("Blaine's Tauros — Full Speed Charge: 4 coins, 20 per heads to the Defending Pokémon and 20 per tails to itself", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-64', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Full Speed Charge',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 3);
    expect(flipsOf(t)).toHaveLength(4);
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(damageIn(one.state, 'p2:active')).toBe(20);
    expect(damageIn(one.state, 'p1:active')).toBe(60);
  });

  it('Ariados — Poison Bite: when it damages the Defending Pokémon, Poisoned and half that damage removed from Ariados', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo1-27', G, G, G] }, p2: { active: [DONDOZO] } }),
        'p1:active',
        { damage: 30 },
      ),
      'Poison Bite',
    );
    // 20 damage, then 10 for Poison at the checkup between turns.
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    // Half of 20: 1 damage counter removed.
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });
});

/** A basic Metal Energy (Scarlet & Violet's). */
const M = 'sve-8';

describe('"or this attack does nothing" costs', () => {
  it('Houndoom — Flamethrower: 1 Fire Energy card discarded; without one, nothing at all', () => {
    const t = attack(
      table({ p1: { active: ['neo2-4', R, R, D] }, p2: { active: [KINGAMBIT] } }),
      'Flamethrower',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(50);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo2-4', R, D]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
  });

  it('Corsola — Recover: a Water Energy card discarded, then all damage counters removed', () => {
    const board = (energy: string) =>
      withCounters(
        table({ p1: { active: ['neo2-37', energy] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 40 },
      );
    const t = attack(board(W), 'Recover');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
    // (Its cost is a Water Energy, so there is always one to discard when it can be used.)
  });

  it('Shining Charizard — White-hot Flame: a Fire and a Lightning Energy card discarded, then tails 30 to itself', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo4-107', R, R, R, L, L] }, p2: { active: [KINGAMBIT] } }),
        'White-hot Flame',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(100);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([L, R].sort());
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toBe(0);
  });

  it('Light Flareon — Burning Flame: a Fire Energy card discarded per heads; 30 plus 20 per heads', () => {
    const run = (seed: number, energy: string[]) =>
      attack(
        table({ seed, p1: { active: ['neo4-46', ...energy] }, p2: { active: [KINGAMBIT] } }),
        'Burning Flame',
      );
    const two = withSeeds(
      SEEDS,
      (s) => run(s, [R, R, R]),
      (x) => headsCount(x) === 2,
    );
    expect(damageIn(two.state, 'p2:active')).toBe(70);
    expect(templatesIn(two.state, 'p1:active')).toEqual(['neo4-46', R]);
    const none = withSeeds(
      SEEDS,
      (s) => run(s, [R, R, R]),
      (x) => headsCount(x) === 0,
    );
    expect(damageIn(none.state, 'p2:active')).toBe(30);
  });

  it('Dark Ampharos — Shock Bolt: all Lightning Energy cards discarded', () => {
    const t = attack(
      table({ p1: { active: ['neo4-1', L, L, R] }, p2: { active: [KINGAMBIT] } }),
      'Shock Bolt',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(50);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo4-1', R]);
  });

  it("Misty's Golduck — Electro Beam: tails discards every Energy card attached to it", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym2-12', W, W, L] }, p2: { active: [KINGAMBIT] } }),
        'Electro Beam',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['gym2-12']);
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toHaveLength(4);
  });
});

describe('coins', () => {
  it('Chansey — Egg Toss: 80 only when both coins are heads', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo4-31', W, W, W] }, p2: { active: [KINGAMBIT] } }),
        'Egg Toss',
      );
    expect(damageIn(withSeeds(SEEDS, run, (x) => headsCount(x) === 2).state, 'p2:active')).toBe(80);
    expect(damageIn(withSeeds(SEEDS, run, (x) => headsCount(x) === 1).state, 'p2:active')).toBe(0);
  });

  it('Magnemite — Electric Bolt: both heads Paralyzed; either tails nothing, not even damage', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo2-7', L, L] }, p2: { active: [KINGAMBIT] } }),
        'Electric Bolt',
      );
    const both = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(damageIn(both.state, 'p2:active')).toBe(50);
    expect(conditionsIn(both.state, 'p2:active')).toEqual(['paralyzed']);
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(damageIn(one.state, 'p2:active')).toBe(0);
    expect(conditionsIn(one.state, 'p2:active')).toEqual([]);
  });

  it("Koga's Ekans — Fast-Acting Poison: both heads Confused and Poisoned", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym2-77', G] }, p2: { active: [DONDOZO] } }),
        'Fast-Acting Poison',
      );
    const both = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(conditionsIn(both.state, 'p2:active')).toEqual(['confused', 'poisoned']);
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(conditionsIn(one.state, 'p2:active')).toEqual([]);
  });

  it('Shining Noctowl — Flashing Eyes: exactly 1 heads Asleep, exactly 2 Confused, all 3 Paralyzed', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo4-110', P, L, L] }, p2: { active: [KINGAMBIT] } }),
        'Flashing Eyes',
      );
    const got = (n: number) => {
      const t = withSeeds(SEEDS, run, (x) => headsCount(x) === n);
      // Asleep may wear off at the checkup after the attack: read what the attack put on.
      return ['asleep', 'confused', 'paralyzed'].filter((c) => gotCondition(t, c));
    };
    expect(got(0)).toEqual([]);
    expect(got(1)).toEqual(['asleep']);
    expect(got(2)).toEqual(['confused']);
    expect(got(3)).toEqual(['paralyzed']);
  });

  it('Kabutops — Hydrocutter: a coin per Energy card attached, but no more than 3; 40 per heads', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo2-6', F, W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
        'Hydrocutter',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(80);
  });

  it("Giovanni's Machop — Fury Punch: heads 20 per damage counter on it; tails no damage", () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['gym2-72', F, F] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 30 },
        ),
        'Fury Punch',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(60);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
  });

  it("Sabrina's Psyduck — Random ESP: heads Confused; tails no damage and Psyduck Confused", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym2-99', P] }, p2: { active: [KINGAMBIT] } }),
        'Random ESP',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['confused']);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it("Giovanni's Machoke — Risky Attack: tails no damage to the Defending Pokémon and 100 to itself", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym2-42', F] }, p2: { active: [KINGAMBIT] } }),
        'Risky Attack',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(templatesIn(t.state, 'p1:discard')).toContain('gym2-42');
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(60);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
  });

  it('Skarmory — Steel Wing: heads, 20 less damage from attacks during the next turn', () => {
    const run = (seed: number) =>
      attack(
        nextTurnOf(
          attack(
            table({
              seed,
              p1: { active: ['neo1-13', M, M, M] },
              p2: { active: ['base1-2', W, W, W] },
            }),
            'Steel Wing',
          ),
        ),
        'Hydro Pump',
        { player: 'p2' },
      );
    // Blastoise's Hydro Pump does 40 here (no extra Water Energy).
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toBe(20);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p1:active')).toBe(40);
  });
});

describe('Energy from the discard pile or the hand', () => {
  it('Houndour — Collect Fire: a Fire Energy card from the discard pile attached to it', () => {
    const t = attack(
      table({ p1: { active: ['neo2-5', R, R], discard: [W, R] }, p2: { active: [KINGAMBIT] } }),
      'Collect Fire',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo2-5', R, R, R]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
  });

  it('Sunkern — Growth: heads, you may attach up to 2 Grass Energy cards from your hand', () => {
    const run = (seed: number, take = true) =>
      attack(
        table({
          seed,
          p1: { active: ['neo1-78', G], hand: [G, G, G, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Growth',
        { chooser: take ? (d) => (d.options ?? []).slice(0, d.select?.max ?? 1) : () => [] },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:active')).toEqual(['neo1-78', G, G, G]);
    const declined = withSeeds(SEEDS, (s) => run(s, false), heads);
    expect(templatesIn(declined.state, 'p1:active')).toEqual(['neo1-78', G]);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:active')).toEqual(['neo1-78', G]);
  });

  it('Feraligatr — Riptide: 10 plus 10 per Water Energy card in the discard pile, then those shuffled into the deck', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-5', W, W, W], discard: [W, W, R], deck: [G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Riptide',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([G, W, W].sort());
  });
});

describe('healing, more', () => {
  it('Teddiursa — Nap Time: all damage counters removed, then Teddiursa is Asleep', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo2-65', W, W] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        {
          damage: 30,
        },
      ),
      'Nap Time',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(gotCondition(t, 'asleep')).toBe(true);
  });

  it('Dratini — Shed: 1 damage counter removed', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo4-63', W] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        {
          damage: 30,
        },
      ),
      'Shed',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('Light Dragonair — Healing Light: 1 damage counter from each of your damaged Pokémon', () => {
    const t = attack(
      withCounters(
        withCounters(
          table({
            p1: { active: ['neo4-22', W, W], bench: [[PIKACHU], [SQUIRTLE]] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:active',
          { damage: 20 },
        ),
        'p1:bench_1',
        { damage: 10 },
      ),
      'Healing Light',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
  });
});

describe('damage on a condition', () => {
  it("Scizor — False Swipe: half the Defending Pokémon's remaining HP, rounded down to 10", () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo2-10', M] }, p2: { active: [KINGAMBIT] } }),
        'p2:active',
        {
          damage: 20,
        },
      ),
      'False Swipe',
    );
    // 170 − 20 = 150 left: 75, rounded down to 70.
    expect(damageIn(t.state, 'p2:active')).toBe(90);
  });

  it("Giovanni's Nidorino — Rend: 40 if the Defending Pokémon already has damage counters, else 20", () => {
    const run = (damage: number) =>
      attack(
        withCounters(
          table({ p1: { active: ['gym2-45', G, G, G] }, p2: { active: [DONDOZO] } }),
          'p2:active',
          {
            damage,
          },
        ),
        'Rend',
      );
    expect(damageIn(run(10).state, 'p2:active')).toBe(50);
    expect(damageIn(run(0).state, 'p2:active')).toBe(20);
  });

  it("Erika's Jigglypuff — Pulled Punch: 40 with no damage counters on the Defending Pokémon, 10 with any", () => {
    const run = (damage: number) =>
      attack(
        withCounters(
          table({ p1: { active: ['gym2-69', W, W] }, p2: { active: [KINGAMBIT] } }),
          'p2:active',
          {
            damage,
          },
        ),
        'Pulled Punch',
      );
    expect(damageIn(run(0).state, 'p2:active')).toBe(40);
    expect(damageIn(run(30).state, 'p2:active')).toBe(40);
  });

  it("Koga's Arbok — Poison Power: if Arbok is Poisoned, 40 instead of 20 and the Defending Pokémon Poisoned", () => {
    const board = (poisoned: boolean) =>
      table({
        p1: { active: ['gym2-25', G, G], ...(poisoned ? { activeCounters: { poisoned: 1 } } : {}) },
        p2: { active: [DONDOZO] },
      });
    const p = attack(board(true), 'Poison Power');
    expect(gotCondition(p, 'poisoned')).toBe(true);
    // 40, then 10 for Poison at the checkup.
    expect(damageIn(p.state, 'p2:active')).toBe(50);
    const n = attack(board(false), 'Poison Power');
    expect(damageIn(n.state, 'p2:active')).toBe(20);
    expect(conditionsIn(n.state, 'p2:active')).toEqual([]);
  });

  it("Misty's Dewgong — Ice Throw: base damage doubled against a Fighting Pokémon", () => {
    const run = (defender: string) =>
      attack(table({ p1: { active: ['gym2-54', W, W] }, p2: { active: [defender] } }), 'Ice Throw');
    // base1 Machop (Fighting, weak to Psychic): 40.
    expect(damageIn(run('base1-52').state, 'p2:active')).toBe(40);
    expect(damageIn(run(KINGAMBIT).state, 'p2:active')).toBe(20);
  });

  it('Dark Slowking — Mind Shock: no Weakness or Resistance', () => {
    // base1 Machop is weak to Psychic: with Weakness 60.
    const t = attack(
      table({ p1: { active: ['neo4-20', P, P] }, p2: { active: ['base1-52'] } }),
      'Mind Shock',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });
});

describe('"that Pokémon" and Benched targets', () => {
  it("Blaine's Ponyta — Hind Kick: with a Benched Pokémon a coin, heads switch; with none, no coin", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-64', R, R], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        }),
        'Hind Kick',
      );
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:active')[0]).toBe('gym2-64');
    const alone = attack(
      table({ p1: { active: ['gym2-64', R, R] }, p2: { active: [KINGAMBIT] } }),
      'Hind Kick',
    );
    expect(flipsOf(alone)).toEqual([]);
    expect(damageIn(alone.state, 'p2:active')).toBe(20);
  });

  it("Giovanni's Pinsir — Overhead Toss: with a Bench a coin, tails 20 to 1 of your own Benched Pokémon", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-24', G, G, G], bench: [[PIKACHU]] },
          p2: { active: [DONDOZO] },
        }),
        'Overhead Toss',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p1:bench_1')).toBe(0);
  });

  it('Quilava — Fire Wind: 1 Benched Pokémon chosen, 2 coins, 10 to it per heads', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo1-46', R, R] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
        }),
        'Fire Wind',
        { chooser: optionsNaming('p2:bench_2') },
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    expect(damageIn(withSeeds(SEEDS, run, (x) => headsCount(x) === 1).state, 'p2:bench_2')).toBe(
      10,
    );
  });

  it("Blaine's Rhyhorn — Overrun: heads, 20 to 1 of the opponent's Benched Pokémon", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-65', F, F, F] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
        }),
        'Overrun',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:bench_1')).toBe(20);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:bench_1')).toBe(0);
  });

  it("Erika's Venusaur — Wide Solarbeam: 2 of the opponent's Benched Pokémon (1 if only 1) take 20 each", () => {
    const t = attack(
      table({
        p1: { active: ['gym2-4', G, G, G, G] },
        p2: { active: [DONDOZO], bench: [[SQUIRTLE], [PIKACHU], [CHARMANDER]] },
      }),
      'Wide Solarbeam',
      { chooser: (d) => (d.options ?? []).filter((o) => /bench_[13]/.test(o)) },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
    expect(damageIn(t.state, 'p2:bench_3')).toBe(20);
    const one = attack(
      table({
        p1: { active: ['gym2-4', G, G, G, G] },
        p2: { active: [DONDOZO], bench: [[SQUIRTLE]] },
      }),
      'Wide Solarbeam',
    );
    expect(damageIn(one.state, 'p2:bench_1')).toBe(20);
  });

  it('Tyranitar — Trample: a coin for each Benched Pokémon of both players, 30 to each that got heads', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo2-12', D, D, D, D], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
        }),
        'Trample',
      );
    const t = withSeeds(SEEDS, run, (x) => coinLines(x).flat().join() === 'heads,tails,heads');
    expect(damageIn(t.state, 'p2:active')).toBe(50);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(30);
  });
});

describe('leaving play, more', () => {
  it("Misty's Staryu — Star Boomerang: 20, and heads returns Staryu and its cards to the hand", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-92', W], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        }),
        'Star Boomerang',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    expect(templatesIn(h.state, 'p1:hand')).toEqual(expect.arrayContaining(['gym2-92', W]));
    expect(templatesIn(h.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:active')[0]).toBe('gym2-92');
  });

  it("Sabrina's Gastly — Fade Out: Gastly and its Energy cards to the hand, other attached cards discarded", () => {
    const t = attack(
      table({ p1: { active: ['gym2-96', P, P], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } }),
      'Fade Out',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:hand')).toEqual(expect.arrayContaining(['gym2-96', P, P]));
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
  });

  it('Abra — Vanish: Abra shuffled into the deck, the cards attached to it discarded', () => {
    const t = attack(
      table({
        p1: { active: ['base5-49', P], bench: [[PIKACHU]], deck: [G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Vanish',
    );
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual(['base5-49', G].sort());
    expect(templatesIn(t.state, 'p1:discard')).toEqual([P]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
  });

  it('Butterfree — Whirlwind: the opponent switches the Defending Pokémon with a Benched one, if any', () => {
    const t = attack(
      table({
        p1: { active: ['base6-21', G, G] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
      }),
      'Whirlwind',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(40);
  });
});

describe("the opponent's deck", () => {
  it("Dark Tyranitar — Mountain Smasher: a coin per Fighting Energy card, 20 per heads, then the opponent's top card discarded per heads", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo4-11', F, F, F] },
          p2: { active: [KINGAMBIT], deck: [G, W, R, P] },
        }),
        'Mountain Smasher',
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(templatesIn(t.state, 'p2:discard').sort()).toEqual([G, W].sort());
  });
});

describe('a chosen Pokémon of the opponent, hands, Stadiums, searches', () => {
  it("Blaine's Charizard — Flame Jet: heads, 40 to the opponent's Pokémon of your choice, no Weakness; tails nothing", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-2', R, R] },
          // Ivysaur (60 HP) is weak to Fire: with Weakness it would take 80.
          p2: { active: [KINGAMBIT], bench: [['base1-30']] },
        }),
        'Flame Jet',
        { chooser: optionsNaming('p2:bench_1') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:bench_1')).toBe(40);
    expect(damageIn(h.state, 'p2:active')).toBe(0);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:active')).toBe(0);
  });

  it("Sabrina's Mr. Mime — Magic Darts: the Pokémon chosen takes 10 per heads of 3 coins, no Weakness", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-59', P, P] },
          // base1 Machop is weak to Psychic.
          p2: { active: ['base1-52'], bench: [[SQUIRTLE]] },
        }),
        'Magic Darts',
        { chooser: optionsNaming('p2:active') },
      );
    const t = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it("Sabrina's Abra — Psyscan: the opponent's hand is shown to you, nothing else changes", () => {
    const board = table({
      p1: { active: ['gym2-94', P] },
      p2: { active: [KINGAMBIT], hand: [G, PIKACHU] },
    });
    const t = attack(board, 'Psyscan');
    expect(
      t.state.log.some(
        (l) => /revealed|showed|reveal/i.test(l.message) && l.message.includes('p2'),
      ),
    ).toBe(true);
    expect(templatesIn(t.state, 'p2:hand')).toEqual([G, PIKACHU]);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it("Brock's Primeape — Mega Thrash: 60, 20 to itself, and a Stadium in play is discarded", () => {
    const board = table({ p1: { active: ['gym2-35', F, F, F] }, p2: { active: [KINGAMBIT] } });
    const t = attack(withCard(board, 'stadium', 'sv1-167', 'p2'), 'Mega Thrash');
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'stadium')).toEqual([]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual(['sv1-167']);
    // No Stadium: the rest still happens.
    const none = attack(board, 'Mega Thrash');
    expect(damageIn(none.state, 'p1:active')).toBe(20);
  });

  it("Sabrina's Drowzee — Energy Support: a Psychic Energy card from the deck shown and put into the hand", () => {
    const t = attack(
      table({ p1: { active: ['gym2-95', P], deck: [G, P, W] }, p2: { active: [KINGAMBIT] } }),
      'Energy Support',
    );
    expect(templatesIn(t.state, 'p1:hand')).toContain(P);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([G, W].sort());
  });

  it("Giovanni's Gyarados — Summon Storm: both heads, 20 to every other Pokémon, yours too, no Weakness", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym2-5', W], bench: [[PIKACHU]] },
          // Charmander is weak to Water: with Weakness 40.
          p2: { active: [CHARMANDER], bench: [[SQUIRTLE]] },
        }),
        'Summon Storm',
      );
    const both = withSeeds(SEEDS, run, (x) => headsCount(x) === 2);
    expect(damageIn(both.state, 'p2:active')).toBe(20);
    expect(damageIn(both.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(both.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(both.state, 'p1:active')).toBe(0);
    const one = withSeeds(SEEDS, run, (x) => headsCount(x) === 1);
    expect(damageIn(one.state, 'p2:active') + damageIn(one.state, 'p1:bench_1')).toBe(0);
  });

  it('Pupitar — Dust Devil: 10 to each Pokémon in play that is not Fighting, no Weakness', () => {
    const t = attack(
      table({
        p1: { active: ['neo2-45', F, F], bench: [['base1-52'], [PIKACHU]] },
        // Bulbasaur: Grass; weak to Fire, not Fighting.
        p2: { active: [SQUIRTLE], bench: [[BULBASAUR]] },
      }),
      'Dust Devil',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });

  it('Light Slowbro — Splash About: 40 when the Defending Pokémon has more Energy attached, else 20', () => {
    const run = (theirs: string[]) =>
      attack(
        table({ p1: { active: ['neo4-51', W, W] }, p2: { active: [KINGAMBIT, ...theirs] } }),
        'Splash About',
      );
    expect(damageIn(run([G, G, G]).state, 'p2:active')).toBe(40);
    expect(damageIn(run([G, G]).state, 'p2:active')).toBe(20);
  });
});

describe("the card's own name inside another name", () => {
  it('Kabuto — Work Together: heads, 10 more for each Omanyte, Omastar, Kabuto and Kabutops on your Bench (Kabutops counted)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: {
            active: ['neo2-56', F, F],
            bench: [['neo2-6'], ['neo2-56'], ['neo2-43'], [PIKACHU]],
          },
          p2: { active: [KINGAMBIT] },
        }),
        'Work Together',
      );
    // Kabutops, Kabuto and Omastar on the Bench: 10 + 30.
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(40);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(10);
  });
});

describe('readings that stay manual or keep the whole text', () => {
  it('"Then, …" after a coin is not guessed into or out of its branch', () => {
    expect(
      isPatternText(
        'Yanma',
        "Flip a coin. If heads, this attack does 10 damage to each of your opponent's Pokémon. Don't apply Weakness and Resistance. Then, if your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon.",
      ),
    ).toBe(false);
  });

  it('Dark Ursaring — Battle Frenzy: a coin for every Pokémon in play, itself included, 20 to each that got heads', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo4-21', W, W] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
        }),
        'Battle Frenzy',
      );
    // Coins in order: Dark Ursaring, then the opponent's Active and Benched Pokémon.
    const t = withSeeds(SEEDS, run, (x) => coinLines(x).flat().join() === 'heads,tails,heads');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
  });
});
