import { expect, it } from 'vitest';
import {
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  table,
  templatesIn,
  withSeeds,
} from '../effects.test-helper';
import {
  CHARMANDER,
  DONDOZO,
  energyFor,
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
  pass,
  poke,
  preferring,
  R,
  refused,
  SEEDS,
  SQUIRTLE,
  card as setCard,
  tails,
  W,
  wallFor,
  withCounters,
} from './classic.test-helper';

/**
 * Fossil's attacks with text, each played where its text matters; the outcomes are read from the
 * printed text (most of these texts compile from their sentences, see `patterns.ts`).
 */
const card = (title: string, fn: () => void, number?: string) =>
  setCard('base3', title, fn, number);

const MACHOP = 'base1-52'; // 50 HP Fighting, weak to Psychic
const PIDGEY = 'base1-57'; // 40 HP, resists Fighting
const BLASTOISE = 'base1-2'; // Hydro Pump 40+
const BILL = 'base1-91';

/** p1's Active uses `name` with the Energy its cost needs, against `defender`. */
const attackWith = (
  id: string,
  name: string,
  opts: { seed?: number; p1?: object; p2?: object; extra?: string[]; chooser?: Chooser } = {},
) =>
  attack(
    table({
      seed: opts.seed ?? 1,
      p1: { active: [id, ...energyFor(id, name), ...(opts.extra ?? [])], ...opts.p1 },
      p2: { active: [wallFor(id)], ...opts.p2 },
    }),
    name,
    opts.chooser ? { chooser: opts.chooser } : {},
  );

// ====================================================================== Special Conditions

/** "Flip a coin. If heads, the Defending Pokémon is now …" */
const FLIP_CONDITION: readonly [string, string, number, string][] = [
  ['base3-2', 'Freeze Dry', 30, 'paralyzed'],
  ['base3-10', 'Confuse Ray', 10, 'confused'],
  ['base3-13', 'Sludge', 30, 'poisoned'],
  ['base3-33', 'Lick', 10, 'paralyzed'],
  ['base3-35', 'Psyshock', 10, 'paralyzed'],
  ['base3-39', 'Smog', 20, 'poisoned'],
  ['base3-43', 'Psyshock', 20, 'paralyzed'],
  ['base3-44', 'Supersonic', 0, 'confused'],
  ['base3-45', 'Smog', 20, 'poisoned'],
  ['base3-46', 'Spit Poison', 0, 'poisoned'],
  ['base3-46', 'Wrap', 20, 'paralyzed'],
  ['base3-48', 'Nasty Goo', 10, 'paralyzed'],
  ['base3-54', 'Supersonic', 0, 'confused'],
  ['base3-57', 'Supersonic', 0, 'confused'],
];

for (const [id, name, dmg, cond] of FLIP_CONDITION)
  card(
    `${poke(id).name} — ${name}`,
    () => {
      it(`does ${dmg}; heads, the Defending Pokémon is now ${cond}; tails, it is not`, () => {
        const run = (seed: number) => attackWith(id, name, { seed });
        const h = withSeeds(SEEDS, run, heads);
        const t = withSeeds(SEEDS, run, tails);
        // Poison does its 10 at the checkup that follows the attack.
        expect(damageIn(h.state, 'p2:active')).toBe(dmg + (cond === 'poisoned' ? 10 : 0));
        expect(gotCondition(h, cond)).toBe(true);
        expect(conditionsIn(h.state, 'p2:active')).toEqual([cond]);
        expect(damageIn(t.state, 'p2:active')).toBe(dmg);
        expect(gotCondition(t, cond)).toBe(false);
      });
    },
    poke(id).number,
  );

/** "The Defending Pokémon is now …" (no flip). */
const CONDITION: readonly [string, string, number, string][] = [
  ['base3-6', 'Nightmare', 10, 'asleep'],
  ['base3-31', 'Poison Fang', 20, 'poisoned'],
  ['base3-44', 'Jellyfish Sting', 10, 'poisoned'],
];

for (const [id, name, dmg, cond] of CONDITION)
  card(
    `${poke(id).name} — ${name}`,
    () => {
      it(`does ${dmg} and the Defending Pokémon is now ${cond}`, () => {
        const t = attackWith(id, name);
        expect(gotCondition(t, cond)).toBe(true);
        expect(damageIn(t.state, 'p2:active')).toBe(dmg + (cond === 'poisoned' ? 10 : 0));
      });
    },
    poke(id).number,
  );

// ====================================================================== coins

/** "Flip N coins. This attack does X damage times the number of heads." */
const COINS: readonly [string, string, number, number][] = [
  ['base3-4', 'Slam', 2, 40],
  ['base3-32', 'Spike Cannon', 2, 30],
  ['base3-40', 'Spike Cannon', 2, 30],
  ['base3-41', 'Fury Swipes', 3, 20],
  ['base3-53', 'Fury Swipes', 3, 10],
];

for (const [id, name, coins, per] of COINS)
  card(
    `${poke(id).name} — ${name}`,
    () => {
      it(`flips ${coins} coins and does ${per} for each heads`, () => {
        const seen = new Set<number>();
        for (const seed of SEEDS.slice(0, 12)) {
          const t = attackWith(id, name, { seed });
          const flips = flipsOf(t);
          expect(flips).toHaveLength(coins);
          const n = flips.filter((f) => f === 'heads').length;
          expect(damageIn(t.state, 'p2:active')).toBe(per * n);
          seen.add(n);
        }
        expect(seen.size).toBeGreaterThan(1);
      });
    },
    poke(id).number,
  );

card('Geodude — Stone Barrage', () => {
  it('flips until tails: 10 for each heads', () => {
    const seen = new Set<number>();
    for (const seed of SEEDS.slice(0, 12)) {
      const t = attackWith('base3-47', 'Stone Barrage', { seed });
      const all = t.state.log.filter((e) => e.message.startsWith('p1 flipped')).length;
      expect(damageIn(t.state, 'p2:active')).toBe(10 * (all - 1));
      seen.add(all);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

card('Moltres — Dive Bomb', () => {
  it('heads: 80; tails: nothing at all', () => {
    const run = (seed: number) => attackWith('base3-12', 'Dive Bomb', { seed });
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(80);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
  });
});

card('Cloyster — Clamp', () => {
  it('heads: 30 and Paralyzed; tails: nothing, not even damage', () => {
    const run = (seed: number) => attackWith('base3-32', 'Clamp', { seed });
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });
});

// ====================================================================== Benched Pokémon

/** "If your opponent has any Benched Pokémon, choose 1 of them and this attack does N damage to it." */
const SNIPE: readonly [string, string, number, number][] = [
  ['base3-5', 'Dark Mind', 30, 10],
  ['base3-8', 'Dark Mind', 30, 10],
  ['base3-7', 'Stretch Kick', 0, 20],
];

for (const [id, name, dmg, bench] of SNIPE)
  card(
    `${poke(id).name} — ${name}`,
    () => {
      // A Benched Pokémon weak to the attacker: no Weakness on the Bench.
      const weak = poke(id).types.includes('Psychic') ? MACHOP : PIKACHU;
      it(`${dmg} to the Defending Pokémon, ${bench} to the Benched one chosen (no Weakness)`, () => {
        const t = attackWith(id, name, {
          p2: { bench: [[SQUIRTLE], [weak]] },
          chooser: optionsNaming('p2:bench_2'),
        });
        expect(damageIn(t.state, 'p2:active')).toBe(dmg);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(bench);
      });
      it('with no Benched Pokémon, only the Defending Pokémon is hit', () => {
        const t = attackWith(id, name);
        expect(damageIn(t.state, 'p2:active')).toBe(dmg);
        expect(t.state.turn.activePlayer).toBe('p2');
      });
    },
    poke(id).number,
  );

/** "Does N damage to each Pokémon on each player's Bench. … SELF does M damage to itself." */
const SELFDESTRUCT: readonly [string, number, number][] = [
  ['base3-11', 100, 20],
  ['base3-36', 100, 20],
  ['base3-45', 60, 10],
];

for (const [id, dmg, bench] of SELFDESTRUCT)
  card(
    `${poke(id).name} — Selfdestruct`,
    () => {
      it(`${dmg} to the Defending Pokémon, ${bench} to every Benched Pokémon of both players, ${dmg} to itself`, () => {
        const t = attackWith(id, 'Selfdestruct', {
          p1: { bench: [[SQUIRTLE]] },
          p2: { bench: [[SQUIRTLE], [CHARMANDER]] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(dmg);
        // Squirtle is weak to Lightning: no Weakness for Benched Pokémon.
        expect(damageIn(t.state, 'p2:bench_1')).toBe(bench);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(bench);
        // Its own damage Knocks it Out (HP ≤ the damage): it is discarded, and the Benched
        // Squirtle, hit too, comes in.
        expect(poke(id).hp).toBeLessThanOrEqual(dmg);
        expect(templatesIn(t.state, 'p1:discard')).toContain(id);
        expect(templatesIn(t.state, 'p1:active')[0]).toBe(SQUIRTLE);
        expect(damageIn(t.state, 'p1:active')).toBe(bench);
      });
    },
    poke(id).number,
  );

card('Articuno — Blizzard', () => {
  const run = (seed: number) =>
    attackWith('base3-2', 'Blizzard', {
      seed,
      p1: { bench: [[SQUIRTLE]] },
      p2: { bench: [[CHARMANDER], [PIKACHU]] },
    });
  it("heads: 50, and 10 to each of the opponent's Benched Pokémon (no Weakness)", () => {
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(50);
    // Charmander is weak to Water: still 10 on the Bench.
    expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
    expect(damageIn(h.state, 'p1:bench_1')).toBe(0);
  });
  it('tails: 50, and 10 to each of your own Benched Pokémon', () => {
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(50);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
  });
});

for (const number of ['14', '29'])
  card(
    'Raichu — Gigashock',
    () => {
      it('30, and 10 to each of 3 Benched Pokémon the attacker chooses', () => {
        const t = attackWith(`base3-${number}`, 'Gigashock', {
          p2: { bench: [[SQUIRTLE], [CHARMANDER], [MACHOP], [PIDGEY]] },
        });
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        const hit = [1, 2, 3, 4].map((i) => damageIn(t.state, `p2:bench_${i}`));
        expect(hit.filter((d) => d === 10)).toHaveLength(3);
        expect(hit.filter((d) => d === 0)).toHaveLength(1);
      });
      it('with fewer than 3 Benched Pokémon, 10 to each of them', () => {
        const t = attackWith(`base3-${number}`, 'Gigashock', {
          p2: { bench: [[SQUIRTLE], [CHARMANDER]] },
        });
        // Squirtle is weak to Lightning: no Weakness on the Bench.
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
      });
    },
    number,
  );

card('Zapdos — Thunderstorm', () => {
  it("40; a coin per Benched Pokémon of the opponent's, 20 to each heads; 10 to itself per tails", () => {
    const seen = new Set<number>();
    for (const seed of SEEDS.slice(0, 12)) {
      const t = attackWith('base3-15', 'Thunderstorm', {
        seed,
        p2: { bench: [[SQUIRTLE], [CHARMANDER], [MACHOP]] },
      });
      const flips = t.state.log
        .filter((e) => e.message.startsWith('p1 flipped'))
        .map((e) => e.message.endsWith('heads'));
      expect(flips).toHaveLength(3);
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      for (const [i, h] of flips.entries())
        expect(damageIn(t.state, `p2:bench_${i + 1}`)).toBe(h ? 20 : 0);
      expect(damageIn(t.state, 'p1:active')).toBe(10 * flips.filter((h) => !h).length);
      seen.add(flips.filter(Boolean).length);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

// ====================================================================== damage from the board

/** "Does N damage plus 10 more damage for each Water Energy … not used to pay …; You can't add more than 20 damage in this way." */
const WATER_GUN: readonly [string, number, string[], number][] = [
  // card, printed, attached, damage
  ['base3-10', 10, [W, W], 20],
  ['base3-10', 10, [W, W, W, W, W], 30],
  ['base3-40', 20, [W, W, W], 30],
  ['base3-40', 20, [W, G, W, W], 40],
  ['base3-40', 20, [W, W, W, W, W, W], 40],
  ['base3-42', 20, [W, W, W, W], 40],
  ['base3-42', 20, [W, P], 20],
  ['base3-52', 10, [W, W, W, W], 30],
];

for (const id of ['base3-10', 'base3-40', 'base3-42', 'base3-52'])
  card(
    `${poke(id).name} — Water Gun`,
    () => {
      for (const [, printed, attached, dmg] of WATER_GUN.filter((r) => r[0] === id))
        it(`${printed} plus 10 for each Water Energy beyond the cost, 20 more at most: ${attached.length} attached → ${dmg}`, () => {
          const t = attack(
            table({ p1: { active: [id, ...attached] }, p2: { active: [KINGAMBIT] } }),
            'Water Gun',
          );
          expect(damageIn(t.state, 'p2:active')).toBe(dmg);
        });
    },
    poke(id).number,
  );

card('Kingler — Flail', () => {
  it('10 for each damage counter on Kingler', () => {
    const board = table({ p1: { active: ['base3-38', W] }, p2: { active: [KINGAMBIT] } });
    expect(damageIn(attack(board, 'Flail').state, 'p2:active')).toBe(0);
    const hurt = withCounters(board, 'p1:active', { damage: 30 });
    expect(damageIn(attack(hurt, 'Flail').state, 'p2:active')).toBe(30);
  });
});

card('Magneton — Sonicboom', () => {
  it('20 whatever the Weakness or Resistance', () => {
    const weak = attack(
      table({ p1: { active: ['base3-11', L, L] }, p2: { active: [SQUIRTLE] } }),
      'Sonicboom',
    );
    expect(damageIn(weak.state, 'p2:active')).toBe(20);
    // Sandshrew resists Lightning (-30).
    const resists = attack(
      table({ p1: { active: ['base3-11', L, L] }, p2: { active: ['base1-62'] } }),
      'Sonicboom',
    );
    expect(damageIn(resists.state, 'p2:active')).toBe(20);
  });
});

// ====================================================================== healing

/** "Remove a number of damage counters from SELF equal to the damage done …" */
card('Golbat — Leech Life', () => {
  it('removes as many counters as the damage done after Weakness, all of them when fewer', () => {
    // Kingambit is weak to Grass: 40 done; Golbat had 30.
    const t = attack(
      withCounters(
        table({ p1: { active: ['base3-34', G, G, G] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 50 },
      ),
      'Leech Life',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });
});

card('Zubat — Leech Life', () => {
  it('removes as many counters as the damage done (20 against a Pokémon weak to Grass)', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['base3-57', G, G] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 30 },
      ),
      'Leech Life',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });
});

card('Kabutops — Absorb', () => {
  it('removes half the damage done, rounded up to the nearest 10', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['base3-9', F, F, F, F] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 50 },
      ),
      'Absorb',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    // Pidgey resists Fighting: 10 done, half is 5, rounded up to 10.
    const resisted = attack(
      withCounters(
        table({ p1: { active: ['base3-9', F, F, F, F] }, p2: { active: [PIDGEY] } }),
        'p1:active',
        { damage: 50 },
      ),
      'Absorb',
    );
    expect(damageIn(resisted.state, 'p2:active')).toBe(10);
    expect(damageIn(resisted.state, 'p1:active')).toBe(40);
  });
});

card('Slowpoke — Spacing Out', () => {
  it('heads: removes a damage counter from Slowpoke; tails: nothing', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['base3-55', P] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 20 },
        ),
        'Spacing Out',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toBe(10);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p1:active')).toBe(20);
  });
  it("can't be used when Slowpoke has no damage counters", () => {
    const t = table({ p1: { active: ['base3-55', P] }, p2: { active: [KINGAMBIT] } });
    expect(refused(t, 'Spacing Out')).toMatch(/no damage counters/);
  });
});

// ====================================================================== cards

card('Golduck — Hyper Beam', () => {
  it('20, and one Energy card of the Defending Pokémon is discarded', () => {
    const t = attack(
      table({ p1: { active: ['base3-35', W, W, W] }, p2: { active: [KINGAMBIT, R, G] } }),
      'Hyper Beam',
      { chooser: preferring('Fire') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([R]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, G]);
  });
});

card('Gastly — Energy Conversion', () => {
  it('up to 2 Energy cards from the discard pile into the hand; 10 to Gastly', () => {
    const t = attack(
      table({
        p1: { active: ['base3-33', P, P], discard: [W, BILL, R, F] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Conversion',
      { chooser: (d) => (d.options ?? []).filter((o) => o.includes('Energy')).slice(0, 2) },
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([W, R].sort());
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([BILL, F].sort());
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

card('Slowpoke — Scavenge', () => {
  it('discards a Psychic Energy, then a Trainer card goes from the discard pile to the hand', () => {
    const t = attack(
      table({
        p1: { active: ['base3-55', P, P, W], discard: [BILL, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Scavenge',
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([BILL]);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base3-55', P, W]);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([W, P].sort());
  });
});

card('Krabby — Call for Family', () => {
  it('a Krabby from the deck onto the Bench, and the deck is shuffled', () => {
    const t = attack(
      table({
        p1: { active: ['base3-51', W], deck: [W, 'base3-51', SQUIRTLE, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Call for Family',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base3-51']);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([W, SQUIRTLE, W].sort());
    expect(t.state.log.some((e) => /shuffl/i.test(e.message))).toBe(true);
  });
  it('only a Krabby: a Squirtle is not offered', () => {
    const t = attack(
      table({
        p1: { active: ['base3-51', W], deck: [W, SQUIRTLE] },
        p2: { active: [KINGAMBIT] },
      }),
      'Call for Family',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
  });
  it("can't be used with a full Bench", () => {
    const t = table({
      p1: {
        active: ['base3-51', W],
        bench: [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]],
        deck: ['base3-51'],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(refused(t, 'Call for Family')).toMatch(/Bench is full/);
  });
});

card('Moltres — Wildfire', () => {
  it('discards the Fire Energy cards chosen, and as many cards from the top of the opponent deck', () => {
    const t = attack(
      table({ p1: { active: ['base3-12', R, R, R, W] }, p2: { active: [KINGAMBIT] } }),
      'Wildfire',
      { chooser: (d) => (d.options ?? []).slice(0, 2) },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base3-12', R, W]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R, R]);
    expect(templatesIn(t.state, 'p2:discard')).toHaveLength(2);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
  it('only Fire Energy is offered, and none may be chosen (nothing is discarded then)', () => {
    const t = attack(
      table({ p1: { active: ['base3-12', R, W] }, p2: { active: [KINGAMBIT] } }),
      'Wildfire',
      { chooser: (d) => (d.options ?? []).filter((o) => o.includes('Water')) },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base3-12', R, W]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
  });
});

card('Hypno — Prophecy', () => {
  it("rearranges the top 3 cards of the opponent's deck as the attacker chooses", () => {
    const t = attack(
      table({
        p1: { active: ['base3-8', P] },
        p2: { active: [KINGAMBIT], deck: [G, W, R, L] },
      }),
      'Prophecy',
      { chooser: optionsNaming("opponent's deck", 'Fire', 'Water') },
    );
    expect(templatesIn(t.state, 'p2:deck')).toEqual([R, W, G, L]);
  });
  it('or of its own deck', () => {
    const t = attack(
      table({ p1: { active: ['base3-8', P], deck: [G, W, R] }, p2: { active: [KINGAMBIT] } }),
      'Prophecy',
      { chooser: optionsNaming('your deck', 'Water', 'Fire') },
    );
    expect(templatesIn(t.state, 'p1:deck')).toEqual([W, R, G]);
  });
});

// ====================================================================== lasting effects

const blastoise = { active: [BLASTOISE, W, W, W] };

card('Graveler — Harden', () => {
  it("during the opponent's next turn, 30 or less damage is prevented; more is not", () => {
    const hardened = attack(
      table({ p1: { active: ['base3-37', F, F] }, p2: { active: [SQUIRTLE, W] } }),
      'Harden',
    );
    const bubble = attack(nextTurn(hardened), 'Bubble', { player: 'p2' });
    expect(damageIn(bubble.state, 'p1:active')).toBe(0);
    const big = attack(table({ p1: { active: ['base3-37', F, F] }, p2: blastoise }), 'Harden');
    const pump = attack(nextTurn(big), 'Hydro Pump', { player: 'p2' });
    expect(damageIn(pump.state, 'p1:active')).toBe(40);
  });
});

card('Grimer — Minimize', () => {
  it("damage from attacks during the opponent's next turn is reduced by 20", () => {
    const t = attack(table({ p1: { active: ['base3-48', G] }, p2: blastoise }), 'Minimize');
    const pump = attack(nextTurn(t), 'Hydro Pump', { player: 'p2' });
    expect(damageIn(pump.state, 'p1:active')).toBe(20);
  });
});

/** Smokescreen, and the attack that follows it: [card, opponent, its attack, its Energy, damage]. */
const SMOKESCREEN: readonly [string, string, string, string, number][] = [
  // Charmander's Scratch does 10 to Magmar, and Magmar's 10 to Charmander.
  ['base3-39', CHARMANDER, 'Scratch', R, 10],
  // Rattata's Bite does 20 to Horsea (no Weakness to Colorless), Horsea's 10 to Rattata.
  ['base3-49', 'base1-61', 'Bite', R, 20],
];

for (const [id, foe, foeAttack, energy, hitFor] of SMOKESCREEN)
  card(
    `${poke(id).name} — Smokescreen`,
    () => {
      it('10; if the Defending Pokémon attacks next turn, a coin: tails, that attack does nothing', () => {
        const run = (seed: number) => {
          const t = attack(
            table({
              seed,
              p1: { active: [id, ...energyFor(id, 'Smokescreen')] },
              p2: { active: [foe, energy] },
            }),
            'Smokescreen',
          );
          return attack(nextTurn(t), foeAttack, { player: 'p2' });
        };
        const flipOf = (t: Table) =>
          t.state.log.filter((e) => e.message.startsWith('p2 flipped')).map((e) => e.message)[0] ??
          '';
        const failed = withSeeds(SEEDS, run, (t) => flipOf(t).endsWith('tails'));
        expect(damageIn(failed.state, 'p1:active')).toBe(0);
        expect(damageIn(failed.state, 'p2:active')).toBe(10);
        const hit = withSeeds(SEEDS, run, (t) => flipOf(t).endsWith('heads'));
        expect(damageIn(hit.state, 'p1:active')).toBe(hitFor);
      });
    },
    poke(id).number,
  );

card('Seadra — Agility', () => {
  it("heads: nothing the opponent's next attack does reaches Seadra; tails: it does", () => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: ['base3-42', W, W, W] }, p2: blastoise }), 'Agility');
    const h = attack(nextTurn(withSeeds(SEEDS, run, heads)), 'Hydro Pump', { player: 'p2' });
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = attack(nextTurn(withSeeds(SEEDS, run, tails)), 'Hydro Pump', { player: 'p2' });
    expect(damageIn(t.state, 'p1:active')).toBe(40);
  });
});

card('Shellder — Hide in Shell', () => {
  it("heads: all damage to Shellder prevented during the opponent's next turn; tails: not", () => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: ['base3-54', W] }, p2: blastoise }), 'Hide in Shell');
    const h = attack(nextTurn(withSeeds(SEEDS, run, heads)), 'Hydro Pump', { player: 'p2' });
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = attack(nextTurn(withSeeds(SEEDS, run, tails)), 'Hydro Pump', { player: 'p2' });
    expect(templatesIn(t.state, 'p1:discard')).toContain('base3-54');
  });
});

card('Psyduck — Headache', () => {
  it("the opponent can't play Trainer cards during their next turn, and can again after it", () => {
    const t = attack(
      table({ p1: { active: ['base3-53', P] }, p2: { active: [KINGAMBIT], hand: [BILL] } }),
      'Headache',
    );
    const theirs = nextTurn(t);
    expect(() => playTrainer(theirs, 'Bill', { player: 'p2' })).toThrow(/NO_TRAINERS/);
    const mine = pass(theirs);
    expect(mine.state.turn.activePlayer).toBe('p1');
    expect(mine.state.plugin.markers.filter((m) => m.kind === 'no-trainers')).toEqual([]);
  });
});

card('Arbok — Terror Strike', () => {
  it('10; heads: the opponent switches in a Benched Pokémon of their choice; tails: no switch', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base3-31', G] },
          p2: { active: [DONDOZO], bench: [[SQUIRTLE]] },
        }),
        'Terror Strike',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO]);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});
