import { expect, it } from 'vitest';
import {
  act,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  optionsNaming,
  type Table,
  table,
  templatesIn,
  withCounters,
  withSeeds,
} from '../effects.test-helper';
import {
  count,
  D,
  DONDOZO,
  declareAttack,
  duel,
  F,
  flipsOf,
  G,
  GYARADOS_EX,
  heads,
  KINGAMBIT,
  L,
  LECHONK,
  logOf,
  M,
  MAGNEZONE_EX,
  nextTurn,
  P,
  PAWMI,
  pass,
  R,
  refused,
  SEEDS,
  shielded,
  sv1Attack,
  tails,
  W,
} from './sv1-attacks.test-helper';

/**
 * Scarlet & Violet attacks with their own code whose text works out damage: from the board
 * (Energy, damage counters, Prize cards, the discard pile, the Bench), to several Pokémon, or
 * with a flip. Each expected number is worked out from the printed text in the test.
 */

const hitOn = (t: Table, zone = 'p2:active') => damageIn(t.state, zone);

sv1Attack('sv1-29', 'Super Spicy Breath', () => {
  it('90, and 90 more if Scovillain has any Fire Energy attached', () => {
    const hit = (energy: string[]) =>
      hitOn(
        attack(
          table({ p1: { active: ['sv1-29', ...energy] }, p2: { active: [MAGNEZONE_EX] } }),
          'Super Spicy Breath',
        ),
      );
    expect(hit([G, G, G])).toBe(90);
    expect(hit([G, G, R])).toBe(180);
    expect(hit([G, R, R])).toBe(180);
  });
});

sv1Attack('sv1-35', 'Concentrated Fire', () => {
  it('a coin for each Fire Energy attached (not the others), 80 for each heads', () => {
    const run = (energy: string[]) => (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-35', ...energy] }, p2: { active: [MAGNEZONE_EX] } }),
        'Concentrated Fire',
      );
    for (const seed of SEEDS.slice(0, 8)) {
      const t = run([R, R, R, G])(seed);
      const flips = flipsOf(t);
      expect(flips).toHaveLength(3);
      expect(hitOn(t)).toBe(80 * flips.filter((f) => f === 'heads').length);
    }
    expect(flipsOf(run([R, G, G])(1))).toHaveLength(1);
  });
});

sv1Attack('sv1-45', 'Tyrannical Tail', () => {
  it('180; 180 more if the Defending Pokémon already has damage counters', () => {
    const board = table({
      p1: { active: ['sv1-45', W, W, W, W, W] },
      p2: { active: [MAGNEZONE_EX] },
    });
    expect(hitOn(attack(board, 'Tyrannical Tail'))).toBe(180);
    // 10 + 360 Knocks Out Magnezone ex (330 HP).
    const hurt = attack(withCounters(board, 'p2:active', { damage: 10 }), 'Tyrannical Tail');
    expect(templatesIn(hurt.state, 'p2:discard')).toContain(MAGNEZONE_EX);
  });
});

sv1Attack('sv1-60', 'Sweeping Tackle', () => {
  it('200, 20 less for each damage counter on Cetitan, never below 0', () => {
    const hit = (d: number) =>
      hitOn(
        attack(
          withCounters(
            duel('sv1-60', 'Sweeping Tackle', { defender: [MAGNEZONE_EX] }),
            'p1:active',
            {
              damage: d,
            },
          ),
          'Sweeping Tackle',
        ),
      );
    expect(hit(0)).toBe(200);
    expect(hit(30)).toBe(140);
    expect(hit(100)).toBe(0);
    expect(hit(170)).toBe(0);
  });
});

sv1Attack('sv1-61', 'Release Rage', () => {
  it('50 for each Tatsugiri in your discard pile', () => {
    const hit = (discard: string[]) =>
      hitOn(
        attack(
          table({ p1: { active: ['sv1-61', W, W], discard }, p2: { active: [KINGAMBIT] } }),
          'Release Rage',
        ),
      );
    expect(hit([])).toBe(0);
    expect(hit(['sv1-62', 'sv1-62', 'sv1-44', W])).toBe(100);
  });
});

sv1Attack('sv1-65', 'Energy Crush', () => {
  it("50 for each Energy attached to all of the opponent's Pokémon (not yours)", () => {
    const t = attack(
      table({
        p1: { active: [MAGNEZONE_EX, L, L, L] },
        p2: { active: [KINGAMBIT, D, D], bench: [[PAWMI, L], [LECHONK]] },
      }),
      'Energy Crush',
    );
    expect(hitOn(t)).toBe(150);
    const bare = attack(
      table({ p1: { active: [MAGNEZONE_EX, L] }, p2: { active: [KINGAMBIT] } }),
      'Energy Crush',
    );
    expect(hitOn(bare)).toBe(0);
  });
});

sv1Attack('sv1-68', 'Everyone Discharge', () => {
  it('10 plus 20 for each of your Benched Lightning Pokémon; Weakness does not double it', () => {
    const t = attack(
      table({
        p1: {
          active: ['sv1-68', L, L],
          bench: [[PAWMI], ['sv1-63'], [LECHONK], ['sv1-77']],
        },
        // Dondozo is weak to Lightning.
        p2: { active: [DONDOZO] },
      }),
      'Everyone Discharge',
    );
    expect(hitOn(t)).toBe(70);
  });
});

/** "This attack does N damage to 1 of your opponent's Pokémon. (No W/R for Benched Pokémon.)" */
for (const [id, name, dmg] of [
  ['sv1-69', 'Linear Attack', 20],
  ['sv1-79', 'Skill Dive', 50],
] as const)
  sv1Attack(id, name, () => {
    const board = () =>
      table({
        p1: { active: [id, L, L] },
        // Dondozo is weak to Lightning, in the Active Spot and on the Bench.
        p2: { active: [DONDOZO], bench: [[DONDOZO], [KINGAMBIT]] },
      });
    it("offers every one of the opponent's Pokémon", () => {
      const d = declareAttack(board(), name).state.pendingDecision;
      expect(d?.options?.map((o) => o.split(' ')[0])).toEqual([
        'p2:active',
        'p2:bench_1',
        'p2:bench_2',
      ]);
    });
    it(`${dmg} to a Benched Pokémon, Weakness ignored; ×2 to a weak Active Pokémon`, () => {
      const bench = attack(board(), name, { chooser: optionsNaming('p2:bench_1') });
      expect(hitOn(bench, 'p2:bench_1')).toBe(dmg);
      expect(hitOn(bench)).toBe(0);
      const active = attack(board(), name, { chooser: optionsNaming('p2:active') });
      expect(hitOn(active)).toBe(2 * dmg);
    });
  });

sv1Attack('sv1-80', 'Lightning Laser', () => {
  it('90 to the Defending Pokémon and 30 to the Benched Pokémon you choose (no Weakness)', () => {
    const board = table({
      p1: { active: ['sv1-80', L, L, L] },
      p2: { active: [KINGAMBIT], bench: [[DONDOZO], [LECHONK]] },
    });
    const d = declareAttack(board, 'Lightning Laser').state.pendingDecision;
    expect(d?.options?.map((o) => o.split(' ')[0])).toEqual(['p2:bench_1', 'p2:bench_2']);
    const t = attack(board, 'Lightning Laser', { chooser: optionsNaming('p2:bench_1') });
    expect(hitOn(t)).toBe(90);
    expect(hitOn(t, 'p2:bench_1')).toBe(30);
    expect(hitOn(t, 'p2:bench_2')).toBe(0);
  });
  it('with no Benched Pokémon, the 90 only', () => {
    expect(hitOn(attack(duel('sv1-80', 'Lightning Laser'), 'Lightning Laser'))).toBe(90);
  });
});

sv1Attack('sv1-44', 'Jump', () => {
  it("heads: 10 to the opponent's Pokémon you choose (×2 to a weak Active one); tails: nothing", () => {
    const run = (zone: string) => (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-44', W] },
          // Charcadet is weak to Water.
          p2: { active: ['sv1-39'], bench: [['sv1-39']] },
        }),
        'Jump',
        { chooser: optionsNaming(zone) },
      );
    expect(hitOn(withSeeds(SEEDS, run('p2:active'), heads))).toBe(20);
    const bench = withSeeds(SEEDS, run('p2:bench_1'), heads);
    expect(hitOn(bench, 'p2:bench_1')).toBe(10);
    expect(hitOn(bench)).toBe(0);
    const t = withSeeds(SEEDS, run('p2:active'), tails);
    expect(hitOn(t) + hitOn(t, 'p2:bench_1')).toBe(0);
  });
});

sv1Attack('sv1-88', 'Poltergeist', () => {
  it("the opponent's hand is revealed; 60 for each Trainer card in it (Tools too)", () => {
    const t = attack(
      table({
        p1: { active: ['sv1-88', P, P] },
        p2: { active: [MAGNEZONE_EX], hand: ['sv1-188', 'sv1-166', 'sv1-193', W, PAWMI] },
      }),
      'Poltergeist',
    );
    expect(hitOn(t)).toBe(180);
    expect(logOf(t)).toMatch(/p2 revealed/);
    const empty = attack(
      table({ p1: { active: ['sv1-88', P, P] }, p2: { active: [MAGNEZONE_EX] } }),
      'Poltergeist',
    );
    expect(hitOn(empty)).toBe(0);
  });
});

/** Psychic Pokémon in the discard pile: two (Drowzee, Ralts), beside a Mankey and an Energy. */
const PSYCHIC_DISCARD = ['sv1-82', 'sv1-84', 'sv1-107', P];

sv1Attack('sv1-104', 'Graveyard Gamboling', () => {
  it('10 for each Psychic Pokémon in your discard pile', () => {
    const hit = (discard: string[]) =>
      hitOn(
        attack(
          table({ p1: { active: ['sv1-104', P], discard }, p2: { active: [KINGAMBIT] } }),
          'Graveyard Gamboling',
        ),
      );
    expect(hit(PSYCHIC_DISCARD)).toBe(20);
    expect(hit([])).toBe(0);
  });
});

sv1Attack('sv1-106', 'Last Respects', () => {
  it('80 plus 10 for each Psychic Pokémon in your discard pile', () => {
    const hit = (discard: string[]) =>
      hitOn(
        attack(
          table({ p1: { active: ['sv1-106', P, P], discard }, p2: { active: [KINGAMBIT] } }),
          'Last Respects',
        ),
      );
    expect(hit(PSYCHIC_DISCARD)).toBe(100);
    expect(hit([])).toBe(80);
  });
});

sv1Attack('sv1-109', 'Rage Fist', () => {
  it('70 for each Prize card your opponent has taken', () => {
    const hit = (prizesLeft: number) =>
      hitOn(
        attack(
          table({
            p1: { active: ['sv1-109', F] },
            p2: { active: [GYARADOS_EX], prizes: Array.from({ length: prizesLeft }, () => W) },
          }),
          'Rage Fist',
        ),
      );
    expect(hit(6)).toBe(0);
    expect(hit(3)).toBe(210);
  });
});

sv1Attack('sv1-116', 'Payback', () => {
  it('30; 90 more when your opponent has exactly 1 Prize card left', () => {
    const hit = (prizesLeft: number) =>
      hitOn(
        attack(
          table({
            p1: { active: ['sv1-116', F] },
            p2: { active: [KINGAMBIT], prizes: Array.from({ length: prizesLeft }, () => W) },
          }),
          'Payback',
        ),
      );
    expect(hit(1)).toBe(120);
    expect(hit(2)).toBe(30);
    expect(hit(6)).toBe(30);
  });
});

sv1Attack('sv1-128', 'Venoshock', () => {
  it("60; 120 more if the opponent's Active Pokémon is Poisoned", () => {
    const board = table({ p1: { active: ['sv1-128', D, D, D] }, p2: { active: [MAGNEZONE_EX] } });
    expect(hitOn(attack(board, 'Venoshock'))).toBe(60);
    // 180, then Poison's 10 at the checkup.
    const poisoned = attack(withCounters(board, 'p2:active', { poisoned: 1 }), 'Venoshock');
    expect(hitOn(poisoned)).toBe(190);
  });
});

sv1Attack('sv1-117', 'Earthquake', () => {
  it("180, and 30 to each of your own Benched Pokémon, Weakness ignored; the opponent's Bench is spared", () => {
    const t = attack(
      table({
        // Pawmi is weak to Fighting.
        p1: { active: ['sv1-117', F, F], bench: [[PAWMI], [LECHONK]] },
        p2: { active: [GYARADOS_EX], bench: [[PAWMI]] },
      }),
      'Earthquake',
    );
    expect(hitOn(t)).toBe(180);
    expect(hitOn(t, 'p1:bench_1')).toBe(30);
    expect(hitOn(t, 'p1:bench_2')).toBe(30);
    expect(hitOn(t, 'p2:bench_1')).toBe(0);
    expect(hitOn(t, 'p1:active')).toBe(0);
  });
});

sv1Attack('sv1-143', 'Triple Laser', () => {
  it("30 to exactly 3 of the opponent's Pokémon you choose; Weakness only for the Active one", () => {
    const board = table({
      p1: { active: ['sv1-143', M, M, M] },
      // Cetoddle and Fidough are weak to Metal.
      p2: { active: ['sv1-59'], bench: [[PAWMI], [LECHONK], ['sv1-97']] },
    });
    const d = declareAttack(board, 'Triple Laser').state.pendingDecision;
    expect(d?.select).toEqual({ min: 3, max: 3 });
    expect(d?.options).toHaveLength(4);
    const t = attack(board, 'Triple Laser', {
      chooser: (x) => (x.options ?? []).filter((o) => !o.includes('Lechonk')),
    });
    expect(hitOn(t)).toBe(60);
    expect(hitOn(t, 'p2:bench_1')).toBe(30);
    expect(hitOn(t, 'p2:bench_2')).toBe(0);
    expect(hitOn(t, 'p2:bench_3')).toBe(30);
  });
  it('with only 2 Pokémon, both', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-143', M, M, M] },
        p2: { active: [KINGAMBIT], bench: [[LECHONK]] },
      }),
      'Triple Laser',
    );
    expect(hitOn(t)).toBe(30);
    expect(hitOn(t, 'p2:bench_1')).toBe(30);
  });
});

sv1Attack('sv1-147', 'Drag Off', () => {
  it('switches in the Benched Pokémon you choose, then does 30 to it', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-147', R, R] },
        p2: { active: [KINGAMBIT], bench: [[PAWMI], [LECHONK]] },
      }),
      'Drag Off',
      { chooser: optionsNaming('p2:bench_2') },
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([LECHONK]);
    expect(hitOn(t)).toBe(30);
    expect(hitOn(t, 'p2:bench_2')).toBe(0);
  });
});

sv1Attack('sv1-152', 'Enhanced Fang', () => {
  it('80; 80 more if Greedent has a Pokémon Tool attached', () => {
    const hit = (attached: string[]) =>
      hitOn(
        attack(
          table({ p1: { active: ['sv1-152', R, R, R, ...attached] }, p2: { active: [KINGAMBIT] } }),
          'Enhanced Fang',
        ),
      );
    expect(hit([])).toBe(80);
    expect(hit(['sv1-174'])).toBe(160);
  });
});

sv1Attack('sv1-158', 'Maddening Scent', () => {
  it("10 plus 30 for each of the opponent's Benched Pokémon (not yours)", () => {
    const hit = (bench: string[][]) =>
      hitOn(
        attack(
          table({
            p1: { active: ['sv1-158', R], bench: [[PAWMI], [PAWMI]] },
            p2: { active: [KINGAMBIT], bench },
          }),
          'Maddening Scent',
        ),
      );
    expect(hit([])).toBe(10);
    expect(hit([[PAWMI], [LECHONK], [PAWMI]])).toBe(100);
  });
});

sv1Attack('sv1-161', 'Family Attack', () => {
  it('70 for each of your Maushold in play, the attacker included (not Tandemaus)', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-161', R, R], bench: [['sv1-161'], ['sv1-160']] },
        p2: { active: [KINGAMBIT] },
      }),
      'Family Attack',
    );
    expect(hitOn(t)).toBe(140);
  });
});

sv1Attack('sv1-92', 'Magical Leaf', () => {
  it('heads: 60 and Floette heals 30; tails: 30 and no healing', () => {
    const run = (seed: number) =>
      attack(
        withCounters(duel('sv1-92', 'Magical Leaf', { seed }), 'p1:active', { damage: 40 }),
        'Magical Leaf',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect([hitOn(h), hitOn(h, 'p1:active')]).toEqual([60, 10]);
    const t = withSeeds(SEEDS, run, tails);
    expect([hitOn(t), hitOn(t, 'p1:active')]).toEqual([30, 40]);
  });
});

sv1Attack('sv1-90', 'Curse Spreading', () => {
  /** Answers the first `onActive` counters with the Active Pokémon, the rest on Bench spot 1. */
  const spread =
    (onActive: number): Chooser =>
    (d) => {
      const placed = spreadCount.n++;
      return [
        (d.options ?? []).find((o) =>
          o.startsWith(placed < onActive ? 'p2:active' : 'p2:bench_1'),
        ) ?? '',
      ];
    };
  const spreadCount = { n: 0 };
  it("puts 8 damage counters on the opponent's Pokémon as you like; Weakness does not apply", () => {
    spreadCount.n = 0;
    // Annihilape is weak to Psychic, but damage counters are not damage.
    const t = attack(
      table({
        p1: { active: ['sv1-90', P, P, P] },
        p2: { active: [KINGAMBIT], bench: [['sv1-109']] },
      }),
      'Curse Spreading',
      { chooser: spread(5) },
    );
    expect(spreadCount.n).toBe(8);
    expect(hitOn(t)).toBe(50);
    expect(hitOn(t, 'p2:bench_1')).toBe(30);
  });
});

sv1Attack('sv1-129', 'Doom Decree', () => {
  const run = (seed: number) =>
    attack(
      table({
        seed,
        p1: { active: ['sv1-129', D, D] },
        p2: { active: [KINGAMBIT], bench: [[PAWMI]] },
      }),
      'Doom Decree',
    );
  it("both heads: the opponent's Active Pokémon is Knocked Out (a Prize card is taken)", () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).join() === 'heads,heads');
    expect(templatesIn(t.state, 'p2:discard')).toContain(KINGAMBIT);
    expect(count(t, 'p1:hand')).toBe(1);
  });
  it('otherwise nothing happens', () => {
    for (const want of ['heads,tails', 'tails,heads', 'tails,tails']) {
      const t = withSeeds(SEEDS, run, (x) => flipsOf(x).join() === want);
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(hitOn(t)).toBe(0);
    }
  });
});

sv1Attack('sv1-131', 'Toxic Ripper', () => {
  it('120 and Poisoned: 6 damage counters at each checkup instead of 1', () => {
    const t = attack(duel('sv1-131', 'Toxic Ripper', { defender: [MAGNEZONE_EX] }), 'Toxic Ripper');
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    expect(hitOn(t)).toBe(120 + 60);
    // At the checkup after the opponent's own turn, 60 again.
    expect(hitOn(pass(t))).toBe(120 + 60 + 60);
  });
});

sv1Attack('sv1-96', 'Joust', () => {
  it("discards the Defending Pokémon's Tools before the damage: Rocky Helmet does nothing back", () => {
    const t = attack(
      table({ p1: { active: ['sv1-96', P] }, p2: { active: [KINGAMBIT, 'sv1-193', D] } }),
      'Joust',
    );
    expect(hitOn(t)).toBe(10);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, D]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual(['sv1-193']);
    expect(hitOn(t, 'p1:active')).toBe(0);
  });
});

sv1Attack('sv1-86', 'Miracle Force', () => {
  it('190, and Gardevoir ex recovers from all Special Conditions (no Poison or Burn at the checkup)', () => {
    const t = attack(
      withCounters(duel('sv1-86', 'Miracle Force', { defender: [MAGNEZONE_EX] }), 'p1:active', {
        poisoned: 1,
        burned: 1,
      }),
      'Miracle Force',
    );
    expect(hitOn(t)).toBe(190);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    expect(hitOn(t, 'p1:active')).toBe(0);
  });
});

sv1Attack('sv1-114', 'Avenging Knuckle', () => {
  /**
   * The opponent's Kingambit Knocks Out your Active `victim` with Hack At; you promote Lucario
   * from the Bench and attack with Avenging Knuckle on your next turn.
   */
  const avenge = (victim: string, turnsLater = 0) => {
    let t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: [victim], bench: [['sv1-114', F]] },
        p2: { active: [KINGAMBIT, D, D, D] },
      }),
      'Hack At',
      { player: 'p2' },
    );
    expect(templatesIn(t.state, 'p1:discard')).toContain(victim);
    for (let i = 0; i < turnsLater; i++) t = pass(pass(t));
    return hitOn(attack(nextTurn(t), 'Avenging Knuckle'));
  };
  it("150 after one of your Fighting Pokémon was Knocked Out by the opponent's attack last turn", () => {
    expect(avenge('sv1-112')).toBe(150);
  });
  it('30 when the Pokémon Knocked Out was not a Fighting Pokémon', () => {
    expect(avenge(PAWMI)).toBe(30);
  });
  it('30 when the Knock Out was during an earlier turn', () => {
    expect(avenge('sv1-112', 1)).toBe(30);
  });
});

sv1Attack('sv1-114', 'Accelerating Stab', () => {
  it("120; during your next turn Lucario can't use Accelerating Stab, but can use its other attack", () => {
    const t = attack(
      table({ p1: { active: ['sv1-114', F, F, F] }, p2: { active: [GYARADOS_EX] } }),
      'Accelerating Stab',
    );
    expect(hitOn(t)).toBe(120);
    const mine = nextTurn(pass(t));
    expect(refused(mine, 'Accelerating Stab')).toMatch(/Accelerating Stab/);
    expect(hitOn(attack(mine, 'Avenging Knuckle'))).toBe(120 + 30);
    const later = nextTurn(pass(act(mine, { type: 'end_turn', player: 'p1', source: 'ai' })));
    expect(
      hitOn(attack(withCounters(later, 'p2:active', { damage: 0 }), 'Accelerating Stab')),
    ).toBe(120);
  });
});

sv1Attack('sv1-129', 'Doom Decree', () => {
  it('a Pokémon protected from the effects of attacks is not Knocked Out', () => {
    const run = (seed: number) =>
      attack(
        shielded(table({ seed, p1: { active: ['sv1-129', D, D] }, p2: { active: [KINGAMBIT] } })),
        'Doom Decree',
      );
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).join() === 'heads,heads');
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(count(t, 'p1:hand')).toBe(0);
  });
});

sv1Attack('sv1-90', 'Curse Spreading', () => {
  it('never puts a counter on a Pokémon protected from the effects of attacks', () => {
    // The shielded Kingambit is not offered; all 8 go on the only other Pokémon.
    const t = attack(
      shielded(
        table({
          p1: { active: ['sv1-90', P, P, P] },
          p2: { active: [KINGAMBIT], bench: [[DONDOZO]] },
        }),
      ),
      'Curse Spreading',
    );
    expect(hitOn(t)).toBe(0);
    expect(hitOn(t, 'p2:bench_1')).toBe(80);
  });
});

sv1Attack('sv1-114', 'Avenging Knuckle', () => {
  it('no 120 more when the Fighting Pokémon was Knocked Out by damage counters, not by damage', () => {
    // Drifblim's Curse Spreading puts 8 damage counters on Riolu (70 HP): not damage.
    let t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['sv1-112'], bench: [['sv1-114', F]] },
        p2: { active: ['sv1-90', P, P, P] },
      }),
      'Curse Spreading',
      { player: 'p2' },
    );
    expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-112');
    t = attack(nextTurn(t), 'Avenging Knuckle');
    // 30, less Drifblim's Resistance to Fighting (30): no damage, and Drifblim stays.
    expect(templatesIn(t.state, 'p2:active')[0]).toBe('sv1-90');
    expect(hitOn(t)).toBe(0);
  });
});
