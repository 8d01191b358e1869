import { expect, it } from 'vitest';
import {
  act,
  attack,
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
  energyFor,
  F,
  flipsOf,
  G,
  gotCondition,
  heads,
  headsCount,
  KINGAMBIT,
  L,
  LECHONK,
  MAGNEZONE_EX,
  markersNamed,
  nextTurn,
  PAWMI,
  pass,
  poke,
  preferring,
  R,
  refused,
  SEEDS,
  sv1Attack,
  tails,
  W,
  wallFor,
} from './sv1-attacks.test-helper';

/**
 * Scarlet & Violet attacks whose text compiles from common sentences (`patterns.ts`), one table
 * per sentence. Each row's expected outcome is written from that card's printed text.
 */

/** "Flip a coin. If heads, your opponent's Active Pokémon is now <condition>." */
const FLIP_CONDITION: readonly [string, string, number, string][] = [
  ['sv1-17', 'String Shot', 20, 'paralyzed'],
  ['sv1-27', 'Slightly Spicy', 10, 'burned'],
  ['sv1-67', 'Thunder Shock', 20, 'paralyzed'],
  ['sv1-70', 'Thunder Shock', 20, 'paralyzed'],
  ['sv1-73', 'Jolt', 0, 'paralyzed'],
  ['sv1-75', 'Thunder Shock', 30, 'paralyzed'],
];

for (const [id, name, dmg, cond] of FLIP_CONDITION)
  sv1Attack(id, name, () => {
    it(`does ${dmg}; heads, the Defending Pokémon is now ${cond}; tails, it is not`, () => {
      const run = (seed: number) => attack(duel(id, name, { seed }), name);
      const h = withSeeds(SEEDS, run, heads);
      const t = withSeeds(SEEDS, run, tails);
      // A Burned Pokémon takes 20 at the checkup between the turns.
      expect(damageIn(h.state, 'p2:active')).toBe(dmg + (cond === 'burned' ? 20 : 0));
      expect(gotCondition(h, cond)).toBe(true);
      if (cond === 'paralyzed') expect(conditionsIn(h.state, 'p2:active')).toEqual([cond]);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(gotCondition(t, cond)).toBe(false);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

/** "Your opponent's Active Pokémon is now <condition>." */
const CONDITION: readonly [string, string, number, string][] = [
  ['sv1-25', 'Spore', 0, 'asleep'],
  ['sv1-29', 'Hot Bite', 20, 'burned'],
  ['sv1-41', 'Flame Cannon', 90, 'burned'],
  ['sv1-126', 'Super Poison Breath', 50, 'poisoned'],
  ['sv1-127', 'Toxic Strike', 100, 'poisoned'],
  ['sv1-128', 'Spit Poison', 0, 'poisoned'],
  ['sv1-140', 'Poison Gas', 0, 'poisoned'],
  ['sv1-153', 'Hypnoblast', 30, 'asleep'],
];

const CHECKUP: Record<string, number> = { burned: 20, poisoned: 10, asleep: 0 };

for (const [id, name, dmg, cond] of CONDITION)
  sv1Attack(id, name, () => {
    it(`does ${dmg} and the Defending Pokémon is now ${cond}`, () => {
      const t = attack(duel(id, name), name);
      expect(gotCondition(t, cond)).toBe(true);
      // The checkup between the turns adds Burn's 20 or Poison's 10.
      expect(damageIn(t.state, 'p2:active')).toBe(dmg + (CHECKUP[cond] ?? 0));
      if (cond === 'poisoned') expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
      // The attacker is left as it was.
      expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    });
  });

sv1Attack('sv1-122', 'Adrenaline Hammer', () => {
  it('does 130, and Klawf itself is now Confused', () => {
    const t = attack(duel('sv1-122', 'Adrenaline Hammer'), 'Adrenaline Hammer');
    expect(damageIn(t.state, 'p2:active')).toBe(130);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });
});

/** "This Pokémon also does N damage to itself." */
const SELF_DAMAGE: readonly [string, string, number, number][] = [
  ['sv1-38', 'Blazing Shout', 190, 30],
  ['sv1-65', 'Pulse Launcher', 220, 30],
  ['sv1-72', 'Thunder', 120, 20],
  ['sv1-107', 'Monkey Beatdown', 30, 10],
  ['sv1-108', 'Raging Punch', 70, 20],
  ['sv1-109', 'Dynamite Punch', 170, 50],
  ['sv1-113', 'Reckless Charge', 50, 20],
  ['sv1-123', 'Gigantic Tusks', 250, 50],
  ['sv1-133', 'Double-Edged Slash', 120, 30],
  ['sv1-137', 'Wild Tackle', 160, 30],
  ['sv1-163', 'Reckless Charge', 70, 10],
  ['sv1-165', 'Nosedive', 110, 20],
];

for (const [id, name, dmg, self] of SELF_DAMAGE)
  sv1Attack(id, name, () => {
    it(`does ${dmg}, and ${self} to itself`, () => {
      const t = attack(duel(id, name, { defender: [wallFor(id, dmg >= 160)] }), name);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(damageIn(t.state, 'p1:active')).toBe(self);
    });
  });

sv1Attack('sv1-64', 'Explosion', () => {
  it('does 90, and 90 to itself: Magneton (90 HP) is Knocked Out and the opponent takes a Prize', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-64', L, L], bench: [[PAWMI]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Explosion',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(90);
    expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-64');
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
    expect(count(t, 'p2:hand')).toBe(1);
  });
});

/** "Discard <n> [type] Energy from this Pokémon." (after the damage) */
const DISCARD_OWN: readonly [string, string, number, string[], string[], string | undefined][] = [
  // card, attack, damage, attached, discarded, an Energy the player prefers to discard
  ['sv1-32', 'Bright Flame', 250, [R, R, R, G], [R, R], undefined],
  ['sv1-34', 'Fire Blast', 150, [R, R, G], [G], 'Grass'],
  ['sv1-39', 'Ember', 30, [R], [R], undefined],
  ['sv1-76', 'Electro Paws', 230, [L, L, L, G], [L, L, L, G], undefined],
  ['sv1-79', 'Thunder Blast', 140, [L, G, G], [L], undefined],
  ['sv1-124', 'Rampaging Fang', 190, [F, F, F, F, G], [G, F, F], 'Grass'],
  ['sv1-150', 'Power Blast', 180, [R, R, R], [R], undefined],
];

for (const [id, name, dmg, attached, discarded, prefer] of DISCARD_OWN)
  sv1Attack(id, name, () => {
    it(`does ${dmg}, then ${discarded.length} of its Energy go to the discard pile`, () => {
      const t = attack(
        table({ p1: { active: [id, ...attached] }, p2: { active: [wallFor(id, dmg >= 160)] } }),
        name,
        prefer ? { chooser: preferring(prefer) } : {},
      );
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([...discarded].sort());
      const left = [...attached];
      for (const d of discarded) left.splice(left.indexOf(d), 1);
      expect(templatesIn(t.state, 'p1:active').slice(1).sort()).toEqual(left.sort());
    });
  });

sv1Attack('sv1-32', 'Bright Flame', () => {
  it('offers only the Fire Energy, 2 of them to pick', () => {
    const t = declareAttack(
      table({ p1: { active: ['sv1-32', R, R, R, G] }, p2: { active: [MAGNEZONE_EX] } }),
      'Bright Flame',
    );
    const d = t.state.pendingDecision;
    expect(d?.options).toHaveLength(3);
    expect(d?.options?.every((o) => o.includes('Fire Energy'))).toBe(true);
    expect(d?.select).toEqual({ min: 2, max: 2 });
  });
});

/** "During your next turn, this Pokémon can't attack." */
const CANT_ATTACK: readonly [string, string, number][] = [
  ['sv1-48', 'Aqua Slash', 120],
  ['sv1-50', 'Aqua Cannon', 160],
  ['sv1-81', 'Photon Blaster', 220],
  ['sv1-125', 'Wild Impact', 220],
];

for (const [id, name, dmg] of CANT_ATTACK)
  sv1Attack(id, name, () => {
    it(`does ${dmg}; it can't attack during your next turn, and can again the turn after`, () => {
      const t = attack(duel(id, name, { defender: [wallFor(id, true)] }), name);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      const mine = nextTurn(pass(t));
      for (const a of poke(id).attacks)
        expect(refused(mine, a.name)).toMatch(new RegExp(`can't attack this turn \\(${name}\\)`));
      const later = nextTurn(pass(act(mine, { type: 'end_turn', player: 'p1', source: 'ai' })));
      const again = attack(withCounters(later, 'p2:active', { damage: 0 }), name);
      expect(damageIn(again.state, 'p2:active')).toBe(dmg);
    });
  });

/** "Flip a coin. If tails, during your next turn, this Pokémon can't attack." */
for (const [id, name, dmg] of [
  ['sv1-157', 'Leg Stomp', 130],
  ['sv1-158', 'Heavy Stomp', 210],
] as const)
  sv1Attack(id, name, () => {
    it(`does ${dmg}; tails, it can't attack during your next turn; heads, it can`, () => {
      const run = (seed: number) =>
        attack(duel(id, name, { seed, defender: [wallFor(id, true)] }), name);
      const t = withSeeds(SEEDS, run, tails);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(refused(nextTurn(pass(t)), name)).toMatch(/can't attack this turn/);
      const h = withSeeds(SEEDS, run, heads);
      expect(damageIn(h.state, 'p2:active')).toBe(dmg);
      const again = attack(withCounters(nextTurn(pass(h)), 'p2:active', { damage: 0 }), name);
      expect(damageIn(again.state, 'p2:active')).toBe(dmg);
    });
  });

/**
 * "During your opponent's next turn, this Pokémon takes N less damage from attacks (after
 * applying Weakness and Resistance)." The opponent answers with a Fire attack where the
 * attacker is weak to Fire, so the order matters.
 */
sv1Attack('sv1-1', 'Guard Press', () => {
  it("does 10; the opponent's next attack does 30 less, after Weakness (30 ×2 − 30)", () => {
    const board = table({
      p1: { active: ['sv1-1', G, G] },
      p2: { active: ['sv1-33', R, R] },
    });
    const t = attack(board, 'Guard Press');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    const hit = attack(nextTurn(t), 'Flare', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(30);
    // Without Guard Press, Flare (30, ×2 for Weakness) Knocks Out Pineco (60 HP).
    const plain = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['sv1-1'], bench: [[PAWMI]] },
        p2: { active: ['sv1-33', R, R] },
      }),
      'Flare',
      { player: 'p2' },
    );
    expect(templatesIn(plain.state, 'p1:discard')).toContain('sv1-1');
  });
});

sv1Attack('sv1-98', 'Springy', () => {
  it("does no damage; the opponent's next attack does 30 less (Slash: 40 − 30)", () => {
    const t = attack(
      table({ p1: { active: ['sv1-98', 'sve-5'] }, p2: { active: ['sv1-146', R] } }),
      'Springy',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    const hit = attack(nextTurn(t), 'Slash', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(10);
  });
});

sv1Attack('sv1-139', 'Rolling Shell', () => {
  it("does 90; the opponent's next attack does 50 less, after Weakness (30 ×2 − 50)", () => {
    const t = attack(
      table({
        p1: { active: ['sv1-139', 'sve-8', 'sve-8', 'sve-8'] },
        p2: { active: ['sv1-35', R, R] },
      }),
      'Rolling Shell',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(90);
    const hit = attack(nextTurn(t), 'Stampede', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(10);
    // The turn after, Stampede does its 60 again.
    const back = act(nextTurn(hit), { type: 'end_turn', player: 'p1', source: 'ai' });
    const next = attack(nextTurn(back), 'Stampede', { player: 'p2' });
    expect(damageIn(next.state, 'p1:active')).toBe(10 + 60);
  });
});

/**
 * "Flip a coin. If heads, during your opponent's next turn, prevent all damage from and effects
 * of attacks done to this Pokémon." The opponent answers with Hot Bite (20, Burned).
 */
sv1Attack('sv1-55', 'Twisting Strike', () => {
  it('does 10; heads, Hot Bite does neither damage nor Burn next turn; tails, it does both', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-55', W] }, p2: { active: ['sv1-29', G] } }),
        'Twisting Strike',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(10);
    const shielded = attack(nextTurn(h), 'Hot Bite', { player: 'p2' });
    expect(damageIn(shielded.state, 'p1:active')).toBe(0);
    expect(gotCondition(shielded, 'burned')).toBe(false);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    const hit = attack(nextTurn(t), 'Hot Bite', { player: 'p2' });
    // 20 from Hot Bite, 20 from the Burn at the checkup.
    expect(damageIn(hit.state, 'p1:active')).toBe(40);
    expect(gotCondition(hit, 'burned')).toBe(true);
  });
});

sv1Attack('sv1-162', 'Fly', () => {
  it('tails: nothing at all; heads: 60, and nothing the next attack does reaches Squawkabilly', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-162', R, R] }, p2: { active: ['sv1-29', G] } }),
        'Fly',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(markersNamed(t.state, 'prevent-effects')).toHaveLength(0);
    const hit = attack(nextTurn(t), 'Hot Bite', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(40);
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(60);
    const shielded = attack(nextTurn(h), 'Hot Bite', { player: 'p2' });
    expect(damageIn(shielded.state, 'p1:active')).toBe(0);
    expect(gotCondition(shielded, 'burned')).toBe(false);
  });
});

/** A retreat of `player`'s Active Pokémon to Bench spot 1, paying with its first Energy cards. */
function retreat(t: Table, player: string, energy: number): Table {
  const cards = t.state.zones[`${player}:active`]?.cards ?? [];
  return act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'retreat',
    details: { to: `${player}:bench_1`, discard: cards.slice(1, 1 + energy) },
  });
}

/** "During your opponent's next turn, the Defending Pokémon can't retreat." */
for (const [id, name, dmg] of [
  ['sv1-103', 'Eye Strength', 20],
  ['sv1-138', 'Clutch', 60],
] as const)
  sv1Attack(id, name, () => {
    it(`does ${dmg}; the Defending Pokémon can't retreat during the next turn, then it can`, () => {
      const t = attack(
        table({
          p1: { active: [id, ...energyFor(id, name)] },
          p2: { active: [KINGAMBIT, D, D, D, D, D, D], bench: [[PAWMI]] },
        }),
        name,
      );
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      const theirs = nextTurn(t);
      expect(() => retreat(theirs, 'p2', 3)).toThrow(/can't retreat/);
      const later = nextTurn(pass(act(theirs, { type: 'end_turn', player: 'p2', source: 'ai' })));
      const gone = retreat(later, 'p2', 3);
      expect(templatesIn(gone.state, 'p2:active')).toEqual([PAWMI]);
    });
  });

/** "Heal N damage from this Pokémon." */
for (const [id, name, dmg, healed] of [
  ['sv1-3', 'Absorb', 10, 10],
  ['sv1-43', 'Bubble Drain', 60, 30],
] as const)
  sv1Attack(id, name, () => {
    it(`does ${dmg} and heals ${healed} from itself, never below no damage`, () => {
      const hurt = (d: number) =>
        attack(withCounters(duel(id, name), 'p1:active', { damage: d }), name);
      const t = hurt(50);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(damageIn(t.state, 'p1:active')).toBe(50 - healed);
      expect(damageIn(hurt(healed - 10).state, 'p1:active')).toBe(0);
    });
  });

/** "Draw a card." / "Draw 2 cards." */
for (const [id, name, n] of [
  ['sv1-77', 'Collect', 1],
  ['sv1-155', 'Collect', 1],
  ['sv1-164', 'Touring', 2],
] as const)
  sv1Attack(id, name, () => {
    it(`draws ${n}, and does no damage`, () => {
      const t = attack(duel(id, name), name);
      expect(count(t, 'p1:hand')).toBe(n);
      expect(count(t, 'p1:deck')).toBe(20 - n);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

/** "Switch this Pokémon with 1 of your Benched Pokémon." (after the damage) */
for (const [id, name, dmg] of [
  ['sv1-63', 'Magnetic Switch', 0],
  ['sv1-102', 'Dash Off', 10],
  ['sv1-143', 'Cybernetic Wheels', 160],
] as const)
  sv1Attack(id, name, () => {
    it(`does ${dmg} to the Defending Pokémon, then switches with the Benched Pokémon you choose`, () => {
      const t = attack(duel(id, name, { p1Bench: [[PAWMI], [LECHONK]] }), name, {
        chooser: optionsNaming('p1:bench_2'),
      });
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(templatesIn(t.state, 'p1:active')).toEqual([LECHONK]);
      expect(templatesIn(t.state, 'p1:bench_2')[0]).toBe(id);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMI]);
    });
    it('with no Benched Pokémon, it stays Active', () => {
      const t = attack(duel(id, name), name);
      expect(templatesIn(t.state, 'p1:active')[0]).toBe(id);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
    });
  });

sv1Attack('sv1-129', 'Taunt', () => {
  it("switches in the opponent's Benched Pokémon you choose; no damage", () => {
    const board = table({
      p1: { active: ['sv1-129', D] },
      p2: { active: [KINGAMBIT], bench: [[PAWMI], [LECHONK]] },
    });
    const d = declareAttack(board, 'Taunt').state.pendingDecision;
    expect(d?.decider).toBe('p1');
    expect(d?.options?.map((o) => o.split(' ')[0])).toEqual(['p2:bench_1', 'p2:bench_2']);
    const t = attack(board, 'Taunt', { chooser: optionsNaming('p2:bench_2') });
    expect(templatesIn(t.state, 'p2:active')).toEqual([LECHONK]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    expect(damageIn(t.state, 'p2:active') + damageIn(t.state, 'p2:bench_2')).toBe(0);
  });
  it('with no Benched Pokémon, nothing changes', () => {
    const t = attack(
      table({ p1: { active: ['sv1-129', D] }, p2: { active: [KINGAMBIT] } }),
      'Taunt',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
  });
});

sv1Attack('sv1-16', 'String Haul', () => {
  it("heads: the opponent's Benched Pokémon you choose comes in; tails: nothing", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-16', G] },
          p2: { active: [KINGAMBIT], bench: [[PAWMI], [LECHONK]] },
        }),
        'String Haul',
        { chooser: optionsNaming('p2:bench_2') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p2:active')).toEqual([LECHONK]);
    expect(templatesIn(h.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([LECHONK]);
  });
});

/** "Flip a coin. If tails, this attack does nothing." */
for (const [id, name, dmg] of [
  ['sv1-18', 'Surprise Attack', 30],
  ['sv1-111', 'Kick Shot', 90],
  ['sv1-156', 'Whimsy Tackle', 70],
] as const)
  sv1Attack(id, name, () => {
    it(`heads ${dmg}, tails nothing`, () => {
      const run = (seed: number) => attack(duel(id, name, { seed }), name);
      expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(dmg);
      expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
    });
  });

/** "Flip a coin. If heads, this attack does N more damage." */
sv1Attack('sv1-12', 'Rising Lunge', () => {
  it('heads 60, tails 30; against Weakness the 30 more is doubled too (120 / 60)', () => {
    const run = (defender: string) => (seed: number) =>
      attack(duel('sv1-12', 'Rising Lunge', { seed, defender: [defender] }), 'Rising Lunge');
    expect(damageIn(withSeeds(SEEDS, run(DONDOZO), heads).state, 'p2:active')).toBe(60);
    expect(damageIn(withSeeds(SEEDS, run(DONDOZO), tails).state, 'p2:active')).toBe(30);
    // Kingambit is weak to Grass.
    expect(damageIn(withSeeds(SEEDS, run(KINGAMBIT), heads).state, 'p2:active')).toBe(120);
    expect(damageIn(withSeeds(SEEDS, run(KINGAMBIT), tails).state, 'p2:active')).toBe(60);
  });
});

sv1Attack('sv1-142', 'Knock Away', () => {
  it('heads 180, tails 90', () => {
    const run = (seed: number) =>
      attack(duel('sv1-142', 'Knock Away', { seed, defender: [MAGNEZONE_EX] }), 'Knock Away');
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(180);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(90);
  });
});

/** "Flip N coins. This attack does M damage for each heads." */
for (const [id, name, coins, per] of [
  ['sv1-24', 'Furious Kicks', 3, 10],
  ['sv1-26', 'Triple Smash', 3, 80],
  ['sv1-160', 'Double Hit', 2, 30],
] as const)
  sv1Attack(id, name, () => {
    it(`flips ${coins} coins and does ${per} for each heads (0 heads: no damage)`, () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 40)) {
        const t = attack(duel(id, name, { seed, defender: [MAGNEZONE_EX] }), name);
        expect(flipsOf(t)).toHaveLength(coins);
        const n = headsCount(t);
        expect(damageIn(t.state, 'p2:active')).toBe(per * n);
        seen.add(n);
      }
      expect(seen.has(0)).toBe(true);
      expect(seen.size).toBeGreaterThan(2);
    });
  });

/** "Flip a coin until you get tails. This attack does N damage for each heads." */
for (const [id, name, per] of [
  ['sv1-30', 'Relentless Flames', 30],
  ['sv1-139', 'Continuous Spin', 50],
  ['sv1-144', 'Egg Rolling', 60],
] as const)
  sv1Attack(id, name, () => {
    it(`flips until tails and does ${per} for each heads`, () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 16)) {
        const t = attack(duel(id, name, { seed, defender: [MAGNEZONE_EX] }), name);
        const flips = flipsOf(t);
        expect(flips.at(-1)).toBe('tails');
        expect(flips.slice(0, -1).every((f) => f === 'heads')).toBe(true);
        const n = flips.length - 1;
        if (per * n < 330) expect(damageIn(t.state, 'p2:active')).toBe(per * n);
        else expect(templatesIn(t.state, 'p2:discard')).toContain(MAGNEZONE_EX);
        seen.add(n);
      }
      expect(seen.has(0)).toBe(true);
      expect([...seen].some((n) => n >= 2)).toBe(true);
    });
  });

sv1Attack('sv1-32', 'Raging Claws', () => {
  it('30 plus 10 for each damage counter on Arcanine ex', () => {
    const hit = (d: number) =>
      damageIn(
        attack(
          withCounters(duel('sv1-32', 'Raging Claws'), 'p1:active', { damage: d }),
          'Raging Claws',
        ).state,
        'p2:active',
      );
    expect(hit(0)).toBe(30);
    expect(hit(50)).toBe(80);
  });
});

sv1Attack('sv1-95', 'Second Bite', () => {
  it("30 plus 10 for each damage counter on the opponent's Active Pokémon", () => {
    const hit = (d: number) =>
      damageIn(
        attack(
          withCounters(duel('sv1-95', 'Second Bite'), 'p2:active', { damage: d }),
          'Second Bite',
        ).state,
        'p2:active',
      ) - d;
    expect(hit(0)).toBe(30);
    expect(hit(40)).toBe(70);
  });
});

sv1Attack('sv1-89', 'Balloon Blast', () => {
  it('30 for each damage counter on Drifloon', () => {
    const hit = (d: number) =>
      damageIn(
        attack(
          withCounters(duel('sv1-89', 'Balloon Blast'), 'p1:active', { damage: d }),
          'Balloon Blast',
        ).state,
        'p2:active',
      );
    expect(hit(0)).toBe(0);
    expect(hit(30)).toBe(90);
  });
});

sv1Attack('sv1-47', 'Hydro Pump', () => {
  it('50 plus 20 for each Water Energy attached to Floatzel (other Energy does not count)', () => {
    const hit = (energy: string[]) =>
      damageIn(
        attack(
          table({ p1: { active: ['sv1-47', ...energy] }, p2: { active: [KINGAMBIT] } }),
          'Hydro Pump',
        ).state,
        'p2:active',
      );
    expect(hit([R, R])).toBe(50);
    expect(hit([W, R, W])).toBe(90);
    expect(hit([W, W, W, W])).toBe(130);
  });
});

/** "This attack does N more damage for each Energy attached to your opponent's Active Pokémon." */
for (const [id, base, per] of [
  ['sv1-85', 60, 20],
  ['sv1-103', 30, 50],
] as const)
  sv1Attack(id, 'Psychic', () => {
    it(`${base} plus ${per} for each Energy attached to the Defending Pokémon`, () => {
      const hit = (energy: string[]) =>
        damageIn(
          attack(duel(id, 'Psychic', { defender: [KINGAMBIT, ...energy] }), 'Psychic').state,
          'p2:active',
        );
      expect(hit([])).toBe(base);
      expect(hit([D, G])).toBe(base + 2 * per);
    });
  });

/** "Flip a coin. If heads, discard an Energy from your opponent's Active Pokémon." */
for (const [id, name] of [
  ['sv1-94', 'Energy Munch'],
  ['sv1-136', 'Crunch'],
] as const)
  sv1Attack(id, name, () => {
    it('does 30; heads, the Energy you choose of the Defending Pokémon is discarded', () => {
      const run = (seed: number) =>
        attack(duel(id, name, { seed, defender: [KINGAMBIT, D, G] }), name, {
          chooser: optionsNaming('Grass'),
        });
      const h = withSeeds(SEEDS, run, heads);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(templatesIn(h.state, 'p2:active')).toEqual([KINGAMBIT, D]);
      expect(templatesIn(h.state, 'p2:discard')).toEqual([G]);
      const t = withSeeds(SEEDS, run, tails);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, D, G]);
    });
  });

sv1Attack('sv1-110', 'Feint', () => {
  it('10, even against Resistance to Fighting; Weakness still doubles it', () => {
    // Drowzee resists Fighting (−30); Magnemite is weak to it.
    const resisting = attack(duel('sv1-110', 'Feint', { defender: ['sv1-82'] }), 'Feint');
    expect(damageIn(resisting.state, 'p2:active')).toBe(10);
    const weak = attack(duel('sv1-110', 'Feint', { defender: ['sv1-63'] }), 'Feint');
    expect(damageIn(weak.state, 'p2:active')).toBe(20);
  });
});

/**
 * "This attack does 30 more damage for each Colorless in your opponent's Active Pokémon's
 * Retreat Cost": the Retreat Cost as it is now (Trap Territory adds one, Beach Court takes one
 * off a Basic Pokémon's), not the printed one.
 */
sv1Attack('sv1-2', 'Superpowered Throw', () => {
  const throwAt = (defender: string, o: { p1Bench?: string[][]; stadium?: boolean } = {}) => {
    const t = table({
      p1: {
        active: ['sv1-2', G, G],
        ...(o.p1Bench ? { bench: o.p1Bench } : {}),
        ...(o.stadium ? { hand: ['sv1-167'] } : {}),
      },
      p2: { active: [defender] },
    });
    const ready = o.stadium
      ? act(t, {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'play_trainer',
          card: 'Beach Court',
          zone: 'p1:hand',
        })
      : t;
    return damageIn(attack(ready, 'Superpowered Throw').state, 'p2:active');
  };
  it('10 plus 30 for each Colorless in the Retreat Cost (Dondozo 4: 130; Pawmot 0: 10)', () => {
    expect(throwAt(DONDOZO)).toBe(130);
    expect(throwAt('sv1-76')).toBe(10);
  });
  it("reads the Retreat Cost as it is now: Spidops ex's Trap Territory makes Magnezone ex's 4", () => {
    expect(throwAt(MAGNEZONE_EX)).toBe(100);
    expect(throwAt(MAGNEZONE_EX, { p1Bench: [['sv1-19']] })).toBe(130);
  });
  it("under Beach Court, a Basic Pokémon's Retreat Cost is 1 less (Dondozo 3: 100)", () => {
    expect(throwAt(DONDOZO, { stadium: true })).toBe(100);
  });
});

sv1Attack('sv1-19', 'Wire Hang', () => {
  it('90 plus 30 for each Colorless in the current Retreat Cost: its own Trap Territory adds 1 (Magnezone ex 3 + 1: 210)', () => {
    const t = attack(
      table({ p1: { active: ['sv1-19', G, G] }, p2: { active: [MAGNEZONE_EX] } }),
      'Wire Hang',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(210);
  });
  it('a Pokémon that retreats for free takes 120 (Pawmot: 0 + 1)', () => {
    const t = attack(
      table({ p1: { active: ['sv1-19', G, G] }, p2: { active: ['sv1-76'] } }),
      'Wire Hang',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(120);
  });
});
