import { describe, expect, it } from 'vitest';
import { pokemonIn } from '../game/board';
import { F, flipsOf, G, KINGAMBIT, L, P, R, SEEDS, W } from './cards/classic.test-helper';
import { classicEngine, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  damageIn,
  optionsNaming,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';

/**
 * Pokémon Power mechanisms of issue #28's second pass (more-power-rules.ts, pokemon-phrase.ts,
 * passive-text.ts), each checked on a real printing of a loaded classic fixture; outcomes written
 * from the printed text.
 */

const PIKACHU = 'base1-58'; // Lightning, 40 HP: Gnaw 10, Thunder Jolt 30 (tails: 10 to itself)
const ONIX = 'base1-56'; // Fighting, 90 HP, weak to Grass
const U = {
  B: 'neo3-39', // 50 HP
  L: 'neo4-86', // 50 HP, Retreat Cost 1
  Y: 'neo3-40',
  Z: 'neo4-60',
} as const;

const heads = (t: Table) => flipsOf(t)[0] === 'heads';
const tails = (t: Table) => flipsOf(t)[0] === 'tails';
const logOf = (t: Table) => t.state.log.map((e) => e.message).join('\n');
const says =
  (answer: 'yes' | 'no'): Chooser =>
  (d, s) =>
    d.options?.includes('yes') && d.options.includes('no') ? [answer] : optionsNaming()(d, s);
/** Answers the question whose prompt holds `key` with the option naming `part`. */
const byPrompt =
  (answers: Record<string, string>): Chooser =>
  (d, s) => {
    const key = Object.keys(answers).find((k) => d.prompt.includes(k));
    return key ? optionsNaming(answers[key] as string)(d, s) : optionsNaming()(d, s);
  };
/** p1 plays a card from the hand onto a zone (evolving what is there). */
const fromHand = (t: Table, card: string, to: string): Table =>
  act(t, { type: 'move_card', player: 'p1', source: 'ai', card, from: 'p1:hand', to });
const retreat = (t: Table, to = 'p1:bench_1'): Table => {
  const stack = t.state.zones['p1:active']?.cards ?? [];
  return act(t, {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'retreat',
    card: `#${stack[0]}`,
    zone: 'p1:active',
    details: { to, discard: [] },
  });
};
const retreatRefusal = (t: Table): string | undefined => {
  try {
    retreat(t);
    return undefined;
  } catch (e) {
    return String(e);
  }
};

describe('a shuffle that is the whole effect is a change (the "would change nothing" probe)', () => {
  // Unown [L]: "Once during your turn (before your attack), you may flip a coin. If heads, each
  // player shuffles his or her deck. This power can be used even if Unown [L] is Asleep, …"
  const board = (seed: number, deck: string[] = [L, P, F]) =>
    table({
      seed,
      p1: { active: [PIKACHU], bench: [[U.L]], deck },
      p2: { active: [KINGAMBIT], deck: [L, P, F] },
    });
  const shuffles = (t: Table) => logOf(t).match(/shuffle/gi)?.length ?? 0;

  it('Unown [L] — [Laugh]: heads, each player shuffles his or her deck; tails, no shuffle — used either way', () => {
    const h = withSeeds(SEEDS, (s) => useAbility(board(s), 'p1:bench_1', '[Laugh]'), heads);
    expect(shuffles(h) - shuffles(board(1))).toBe(2);
    const t = withSeeds(SEEDS, (s) => useAbility(board(s), 'p1:bench_1', '[Laugh]'), tails);
    expect(shuffles(t)).toBe(shuffles(board(1)));
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', '[Laugh]'))).toMatch(/ONCE_PER_TURN/);
  });

  it('Unown [L] — [Laugh]: usable with only one deck of 2+ cards; refused when no deck holds 2 cards (a shuffle would change nothing)', () => {
    const one = table({
      p1: { active: [PIKACHU], bench: [[U.L]], deck: [L] },
      p2: { active: [KINGAMBIT], deck: [L, P] },
    });
    expect(refusalOf(one, abilityAction(one, 'p1:bench_1', '[Laugh]'))).toBeUndefined();
    const none = table({
      p1: { active: [PIKACHU], bench: [[U.L]], deck: [L] },
      p2: { active: [KINGAMBIT], deck: [P] },
    });
    expect(refusalOf(none, abilityAction(none, 'p1:bench_1', '[Laugh]'))).toMatch(
      /would change nothing/,
    );
  });
});

describe('"1 of your …" read by one phrase grammar (pokemon-phrase.ts)', () => {
  it('Magneton — Electromagnetic Power: any Energy card moves between your Magnemites, Magnetons, and Dark Magnetons only, as often as you like', () => {
    // "… take 1 Energy card attached to 1 of your Magnemites, Magnetons, or Dark Magnetons and
    // attach it to a different 1 of your Magnemites, Magnetons, and Dark Magnetons."
    const t0 = table({
      p1: { active: ['neo3-10', L, P], bench: [['neo2-7'], [PIKACHU, L]] },
      p2: { active: [KINGAMBIT] },
    });
    let sources: string[] = [];
    let targets: string[] = [];
    const chooser: Chooser = (d, s) => {
      if (d.prompt.includes('to move')) {
        sources = [...(d.options ?? [])];
        return optionsNaming('Psychic')(d, s);
      }
      targets = [...(d.options ?? [])];
      return optionsNaming('p1:bench_1')(d, s);
    };
    const t = useAbility(t0, 'p1:active', 'Electromagnetic Power', { chooser });
    // Pikachu's Lightning Energy is not offered, nor is Pikachu as the new holder.
    expect(sources.every((o) => o.includes('on p1:active'))).toBe(true);
    expect(sources).toHaveLength(2);
    expect(targets.some((o) => o.includes('p1:bench_2'))).toBe(false);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['neo2-7', P]);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo3-10', L]);
    // As often as you like: the Lightning Energy follows.
    const again = useAbility(t, 'p1:active', 'Electromagnetic Power', {
      chooser: byPrompt({ 'to move': 'Lightning', 'attach it': 'p1:bench_1' }),
    });
    expect(templatesIn(again.state, 'p1:bench_1').sort()).toEqual(['neo2-7', L, P].sort());
  });

  it('Magneton — Electromagnetic Power: refused with no other Magnemite, Magneton or Dark Magneton to move it to', () => {
    const t0 = table({
      p1: { active: ['neo3-10', L], bench: [[PIKACHU, L]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t0, abilityAction(t0, 'p1:active', 'Electromagnetic Power'))).toMatch(
      /CANNOT_USE_ABILITY .*Magnemites, Magnetons, or Dark Magnetons and another/,
    );
  });

  it('Unown [B] — [Bear]: 1 damage counter from 1 of your Pokémon with Unown in its name to Unown [B]; not from Pikachu', () => {
    const t0 = withCounters(
      table({
        p1: { active: [PIKACHU], activeCounters: { damage: 10 }, bench: [[U.B], [U.L]] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_2',
      { damage: 20 },
    );
    let offered: string[] = [];
    const t = useAbility(t0, 'p1:bench_1', '[Bear]', {
      chooser: (d, s) => {
        offered = [...(d.options ?? [])];
        return optionsNaming('p1:bench_2')(d, s);
      },
    });
    expect(offered.some((o) => o.includes('p1:active'))).toBe(false);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('Unown [B] — [Bear]: refused when Unown [B] has 10 HP left, and when no other Unown has a damage counter', () => {
    const board = table({
      p1: { active: [PIKACHU], bench: [[U.B], [U.L]] },
      p2: { active: [KINGAMBIT] },
    });
    const low = withCounters(withCounters(board, 'p1:bench_1', { damage: 40 }), 'p1:bench_2', {
      damage: 20,
    });
    expect(refusalOf(low, abilityAction(low, 'p1:bench_1', '[Bear]'))).toMatch(
      /CANNOT_USE_ABILITY .*10 HP left/,
    );
    const clean = table({
      p1: { active: [PIKACHU], activeCounters: { damage: 10 }, bench: [[U.B], [U.L]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(clean, abilityAction(clean, 'p1:bench_1', '[Bear]'))).toMatch(
      /CANNOT_USE_ABILITY .*Unown in its name has damage counters/,
    );
  });

  it('Unown [Y] — [Yield]: heads, a Psychic Energy card from the deck to 1 of your Pokémon with Unown in its name (Pikachu not offered); tails, nothing', () => {
    let offered: string[] = [];
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: [PIKACHU], bench: [[U.Y], [U.L]], deck: [L, P, F] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        '[Yield]',
        {
          chooser: (d, s) => {
            if (d.prompt.includes('attach it to')) offered = [...(d.options ?? [])];
            return optionsNaming('p1:bench_2')(d, s);
          },
        },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(offered.map((o) => o.split(' ')[0]).sort()).toEqual(['p1:bench_1', 'p1:bench_2']);
    expect(templatesIn(h.state, 'p1:bench_2')).toEqual([U.L, P]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([U.L]);
    expect(t.state.zones['p1:deck']?.cards).toHaveLength(3);
  });
});

describe('"When you play SELF from your hand, …" — new bodies', () => {
  // Blissey: "When you play Blissey from your hand, you may flip a coin. If heads, remove 8
  // damage counters from Blissey. If tails, remove 4 damage counters from Blissey. Either way, if
  // Blissey has fewer damage counters than that, remove all of them."
  const chansey = (seed: number, damage: number) =>
    table({
      seed,
      p1: { active: ['neo4-31'], activeCounters: { damage }, hand: ['neo3-2'] },
      p2: { active: [KINGAMBIT] },
    });
  const evolve = (seed: number, damage: number, answer: 'yes' | 'no' = 'yes') =>
    answerAll(fromHand(chansey(seed, damage), 'Blissey', 'p1:active'), says(answer));

  it('Blissey — Softboiled: heads removes 8 counters, tails 4', () => {
    expect(damageIn(withSeeds(SEEDS, (s) => evolve(s, 80), heads).state, 'p1:active')).toBe(0);
    expect(damageIn(withSeeds(SEEDS, (s) => evolve(s, 80), tails).state, 'p1:active')).toBe(40);
  });

  it('Blissey — Softboiled: with fewer counters than that, all are removed; declined, no coin and none removed', () => {
    expect(damageIn(withSeeds(SEEDS, (s) => evolve(s, 30), tails).state, 'p1:active')).toBe(0);
    const no = evolve(1, 80, 'no');
    expect(flipsOf(no)).toEqual([]);
    expect(damageIn(no.state, 'p1:active')).toBe(80);
  });

  it("Giovanni's Persian — Call the Boss: the Trainer card named Giovanni (not Giovanni's Last Resort) from the deck, shown, into the hand; deck shuffled", () => {
    const t0 = table({
      p1: {
        active: ['gym2-43'],
        hand: ['gym2-8'],
        deck: ['gym2-105', 'gym2-18', L],
      },
      p2: { active: [KINGAMBIT] },
    });
    let offered: string[] = [];
    const t = answerAll(fromHand(t0, "Giovanni's Persian", 'p1:active'), (d, s) => {
      if (d.options?.includes('yes')) return ['yes'];
      offered = [...(d.options ?? [])];
      return optionsNaming('Giovanni')(d, s);
    });
    expect(offered.filter((o) => !/^none|skip/i.test(o))).toHaveLength(1);
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['gym2-18']);
    expect(logOf(t)).toMatch(/revealed/);
    expect(logOf(t)).toMatch(/shuffle/i);
  });
});

describe('Powers that apply by themselves (passive-text.ts)', () => {
  it('Unown [Z] — [Zoom]: while Benched, a Pokémon with Unown in its name retreats for no Energy; Pikachu still pays', () => {
    const unown = table({
      p1: { active: [U.L], bench: [[U.Z]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(templatesIn(retreat(unown).state, 'p1:active')).toEqual([U.Z]);
    const pikachu = table({
      p1: { active: [PIKACHU], bench: [[U.Z]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(retreatRefusal(pikachu)).toMatch(/rejected/);
    // Without Unown [Z] Benched, Unown [L] pays its 1.
    const alone = table({ p1: { active: [U.L], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } });
    expect(retreatRefusal(alone)).toMatch(/rejected/);
  });

  // Erika's Ivysaur: "As long as Erika's Ivysaur is your Active Pokémon, whenever an attack (even
  // your own) does damage to any Pokémon (after applying Weakness and Resistance), that attack
  // only does half the damage to that Pokémon (rounded up to the nearest 10). … This power stops
  // working while Erika's Ivysaur is Asleep, Confused, or Paralyzed."
  const jolt = (defender: string[], bench: string[][], counters: Record<string, number> = {}) =>
    withSeeds(
      SEEDS,
      (seed) =>
        attack(
          table({
            seed,
            p1: { active: [PIKACHU, L, L] },
            p2: { active: defender, activeCounters: counters, bench },
          }),
          'Thunder Jolt',
        ),
      heads,
    );

  it("Erika's Ivysaur — Relaxing Scent: as the Active Pokémon, Thunder Jolt's 30 becomes 20 (half, rounded up)", () => {
    expect(damageIn(jolt(['gym2-41'], []).state, 'p2:active')).toBe(20);
  });

  it("Erika's Ivysaur — Relaxing Scent: not from the Bench (Onix takes 30), nor while Asleep (30)", () => {
    expect(damageIn(jolt([ONIX], [['gym2-41']]).state, 'p2:active')).toBe(30);
    expect(damageIn(jolt(['gym2-41'], [], { asleep: 1 }).state, 'p2:active')).toBe(30);
  });

  it('Shuckle — Hard Shell: 40 or less becomes 10 (Thunder Jolt 30 → 10); more than 40 is not reduced (Seismic Toss 60 Knocks Out its 40 HP)', () => {
    expect(damageIn(jolt(['neo3-51'], []).state, 'p2:active')).toBe(10);
    const toss = attack(
      table({
        p1: { active: ['base1-8', F, F, F, F] },
        p2: { active: ['neo3-51'], bench: [[ONIX]] },
      }),
      'Seismic Toss',
    );
    expect(templatesIn(toss.state, 'p2:discard')).toContain('neo3-51');
    // Stops while Asleep.
    expect(damageIn(jolt(['neo3-51'], [], { asleep: 1 }).state, 'p2:active')).toBe(30);
  });
});

describe('Powers offered when an Energy card is attached from the hand, or a Basic Pokémon Benched', () => {
  const attachFromHand = (t: Table, player: string, to: string): Table => {
    const id = t.state.zones[`${player}:hand`]?.cards[0];
    return answerAll(
      act(t, {
        type: 'move_card',
        player,
        source: 'ai',
        card: `#${id}`,
        from: `${player}:hand`,
        to,
        position: 'bottom',
      }),
    );
  };
  const NINETALES = 'gym2-21'; // Blaine's Ninetales, Fire
  const SQUIRTLE = 'base1-63'; // Water, weak to Lightning

  // Blaine's Ninetales: "Whenever you attach a Fire Energy card from your hand to Blaine's
  // Ninetales, remove 1 damage counter from it, if it has any. This power stops working when
  // Blaine's Ninetales is Asleep, Confused, or Paralyzed."
  const ninetales = (hand: string, counters: Record<string, number> = { damage: 20 }) =>
    table({
      p1: { active: [NINETALES], activeCounters: counters, bench: [[PIKACHU]], hand: [hand] },
      p2: { active: [KINGAMBIT] },
    });

  it("Blaine's Ninetales — Healing Fire: a Fire Energy card from the hand to it removes 1 damage counter", () => {
    const t = attachFromHand(ninetales(R), 'p1', 'p1:active');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(t.state.plugin.effects).toEqual([]);
  });

  it("Blaine's Ninetales — Healing Fire: not for a Water Energy card, nor a Fire Energy card to another Pokémon, nor while Asleep", () => {
    expect(damageIn(attachFromHand(ninetales(W), 'p1', 'p1:active').state, 'p1:active')).toBe(20);
    const other = withCounters(ninetales(R), 'p1:bench_1', { damage: 10 });
    const t = attachFromHand(other, 'p1', 'p1:bench_1');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    const asleep = ninetales(R, { damage: 20, asleep: 1 });
    expect(damageIn(attachFromHand(asleep, 'p1', 'p1:active').state, 'p1:active')).toBe(20);
  });

  // Dark Ampharos: "Whenever your opponent attaches an Energy card from his or her hand to a
  // Pokémon, this power does 10 damage to that Pokémon. (Don't apply Weakness and Resistance.)
  // This power stops working if you have more than 1 Dark Ampharos in play or while Dark
  // Ampharos is Asleep, Confused, or Paralyzed."
  it('Dark Ampharos — Conductivity: the opponent attaching from the hand takes 10 on that Pokémon, Weakness not applied', () => {
    const t0 = table({
      p1: { active: [SQUIRTLE], bench: [[PIKACHU]], hand: [W] },
      p2: { active: ['neo4-1'] },
    });
    const t = attachFromHand(t0, 'p1', 'p1:bench_1');
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    // Squirtle is weak to Lightning: 10, not 20.
    const weak = attachFromHand(t0, 'p1', 'p1:active');
    expect(damageIn(weak.state, 'p1:active')).toBe(10);
  });

  it("Dark Ampharos — Conductivity: not on its own player's attachments, and not with 2 Dark Ampharos in play", () => {
    const own = table({
      activePlayer: 'p2',
      p1: { active: [SQUIRTLE] },
      p2: { active: ['neo4-1'], bench: [[PIKACHU]], hand: [L] },
    });
    expect(damageIn(attachFromHand(own, 'p2', 'p2:bench_1').state, 'p2:bench_1')).toBe(0);
    const two = table({
      p1: { active: [SQUIRTLE], hand: [W] },
      p2: { active: ['neo4-1'], bench: [['neo4-1']] },
    });
    expect(damageIn(attachFromHand(two, 'p1', 'p1:active').state, 'p1:active')).toBe(0);
  });

  it('Raikou — Lightning Burst: a Lightning Energy card from the hand to Raikou, and the opponent chooses a Benched Pokémon to switch in', () => {
    const t0 = table({
      p1: { active: ['neo3-13'], hand: [L] },
      p2: { active: [KINGAMBIT], bench: [[PIKACHU], [ONIX]] },
    });
    const id = t0.state.zones['p1:hand']?.cards[0];
    const asked = act(t0, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to: 'p1:active',
      position: 'bottom',
    });
    expect(asked.state.pendingDecision?.decider).toBe('p2');
    const t = answerAll(asked, optionsNaming('bench_2'));
    expect(templatesIn(t.state, 'p2:active')).toEqual([ONIX]);
  });

  // Dark Magcargo: "As long as Dark Magcargo is your Active Pokémon, whenever a player puts a Baby
  // Pokémon or Basic Pokémon onto his or her Bench from his or her hand, this power does 10
  // damage to that Pokémon. (Don't apply Weakness and Resistance.)"
  it('Dark Magcargo — Hot Plate: as the Active Pokémon, 10 to a Basic Pokémon either player Benches from the hand; not while it is Benched', () => {
    const theirs = table({
      p1: { active: [PIKACHU], hand: [SQUIRTLE] },
      p2: { active: ['neo4-18'] },
    });
    const t = answerAll(fromHand(theirs, 'Squirtle', 'p1:bench_1'));
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    const own = table({
      activePlayer: 'p2',
      p1: { active: [PIKACHU] },
      p2: { active: ['neo4-18'], hand: [SQUIRTLE] },
    });
    const o = answerAll(
      act(own, {
        type: 'move_card',
        player: 'p2',
        source: 'ai',
        card: 'Squirtle',
        from: 'p2:hand',
        to: 'p2:bench_1',
      }),
    );
    expect(damageIn(o.state, 'p2:bench_1')).toBe(10);
    const benched = table({
      p1: { active: [PIKACHU], hand: [SQUIRTLE] },
      p2: { active: [KINGAMBIT], bench: [['neo4-18']] },
    });
    expect(
      damageIn(answerAll(fromHand(benched, 'Squirtle', 'p1:bench_1')).state, 'p1:bench_1'),
    ).toBe(0);
  });
});

describe("Looks at hidden cards: shown to the Power's player alone, by the engine", () => {
  const seenIn = (t: Table, zone: string, viewer: string) =>
    (t.engine.view(t.state, viewer).zones[zone]?.cards ?? []).filter(
      (c) => c.templateId !== undefined,
    ).length;

  it("Unown [O] — [Observe]: 5 cards from the top of the opponent's deck, seen by its player only, put back in the same order", () => {
    const t0 = table({
      p1: { active: [PIKACHU], bench: [['neo2-69']] },
      p2: { active: [KINGAMBIT], deck: [L, P, F, R, W, G, L] },
    });
    const before = t0.state.zones['p2:deck']?.cards ?? [];
    const t = useAbility(t0, 'p1:bench_1', '[Observe]');
    expect(t.state.zones['p2:deck']?.cards).toEqual(before);
    expect(seenIn(t, 'p2:deck', 'p1')).toBe(5);
    expect(seenIn(t, 'p2:deck', 'p2')).toBe(0);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', '[Observe]'))).toMatch(/ONCE_PER_TURN/);
    const empty = table({
      p1: { active: [PIKACHU], bench: [['neo2-69']] },
      p2: { active: [KINGAMBIT], deck: [] },
    });
    expect(refusalOf(empty, abilityAction(empty, 'p1:bench_1', '[Observe]'))).toMatch(
      /CANNOT_USE_ABILITY .*your opponent's deck is empty/,
    );
  });

  it('Unown [S] — [Search]: 1 Prize chosen face down by its place, seen by its player only, left where it was', () => {
    const t0 = table({
      p1: { active: [PIKACHU], bench: [['neo4-87']], prizes: [L, P, F, R, W, G] },
      p2: { active: [KINGAMBIT] },
    });
    let offered: string[] = [];
    const t = useAbility(t0, 'p1:bench_1', '[Search]', {
      chooser: (d, s) => {
        offered = [...(d.options ?? [])];
        return optionsNaming('prizes 3')(d, s);
      },
    });
    // The options name places, never cards.
    expect(offered).toHaveLength(6);
    expect(offered.some((o) => /Energy/.test(o))).toBe(false);
    const prize = t.state.zones['p1:prizes_3']?.cards ?? [];
    expect(prize).toEqual(t0.state.zones['p1:prizes_3']?.cards);
    expect(seenIn(t, 'p1:prizes_3', 'p1')).toBe(1);
    expect(seenIn(t, 'p1:prizes_3', 'p2')).toBe(0);
    expect(seenIn(t, 'p1:prizes_1', 'p1')).toBe(0);
  });

  it("Mankey — Peek: one look of the player's choosing — the opponent's top card, a random card of the opponent's hand, or a Prize", () => {
    const t0 = table({
      p1: { active: ['base2-55'] },
      p2: { active: [KINGAMBIT], hand: [R, W], deck: [L, P] },
    });
    let offered: string[] = [];
    const top = useAbility(t0, 'p1:active', 'Peek', {
      chooser: (d, s) => {
        if (d.prompt.includes('what to look at')) offered = [...(d.options ?? [])];
        return optionsNaming("opponent's deck")(d, s);
      },
    });
    expect(offered).toHaveLength(5);
    expect(seenIn(top, 'p2:deck', 'p1')).toBe(1);
    expect(seenIn(top, 'p2:deck', 'p2')).toBe(0);
    const hand = useAbility(t0, 'p1:active', 'Peek', {
      chooser: optionsNaming("opponent's hand"),
    });
    expect(seenIn(hand, 'p2:hand', 'p1')).toBe(1);
    expect(hand.state.zones['p2:hand']?.cards).toEqual(t0.state.zones['p2:hand']?.cards);
    const prize = useAbility(t0, 'p1:active', 'Peek', {
      chooser: optionsNaming("your opponent's Prizes", "your opponent's prizes 1"),
    });
    expect(seenIn(prize, 'p2:prizes_1', 'p1')).toBe(1);
    expect(seenIn(prize, 'p2:prizes_1', 'p2')).toBe(0);
  });
});

describe('Powers that change HP or what Energy provides (read on the board)', () => {
  const cards = classicEngine.definition.cards;
  const hpOf = (t: Table, zone: string) => pokemonIn(cards, t.state, zone)?.hp;
  const attackAction = (t: Table, name: string) => {
    const top = t.state.zones['p1:active']?.cards[0];
    return {
      type: 'declare_action' as const,
      player: 'p1',
      source: 'ai' as const,
      kind: 'attack',
      card: `#${top}`,
      zone: 'p1:active',
      details: { attack: name },
    };
  };

  it("Sabrina's Gastly — Gaseous Form: +10 HP for each Psychic Energy card attached (40 → 60 with two; a Lightning Energy adds none), even while Asleep", () => {
    const board = (stack: string[], counters: Record<string, number> = {}) =>
      table({ p1: { active: stack, activeCounters: counters }, p2: { active: [KINGAMBIT] } });
    expect(hpOf(board(['gym2-97']), 'p1:active')).toBe(40);
    expect(hpOf(board(['gym2-97', P, P, L]), 'p1:active')).toBe(60);
    expect(hpOf(board(['gym2-97', P], { asleep: 1 }), 'p1:active')).toBe(50);
  });

  it('Meganium — Wild Growth: a Grass Energy card on your Grass Pokémon provides GrassGrass (Razor Leaf paid by one card); not while Meganium is Asleep, not for the opponent', () => {
    const board = (bench: string[][]) =>
      table({
        p1: { active: ['neo1-54', G], bench },
        p2: { active: [KINGAMBIT], bench: [['neo1-11']] },
      });
    const grown = board([['neo1-11']]);
    expect(refusalOf(grown, attackAction(grown, 'Razor Leaf'))).toBeUndefined();
    expect(damageIn(attack(grown, 'Razor Leaf').state, 'p2:active')).toBeGreaterThan(0);
    // The opponent's Meganium does not grow p1's Energy.
    const alone = board([]);
    expect(refusalOf(alone, attackAction(alone, 'Razor Leaf'))).toMatch(/ATTACK_COST/);
    const asleep = withCounters(board([['neo1-11']]), 'p1:bench_1', { asleep: 1 });
    expect(refusalOf(asleep, attackAction(asleep, 'Razor Leaf'))).toMatch(/ATTACK_COST/);
  });

  it("Erika's Oddish — Photosynthesis: all its Energy cards provide Grass (two Water Energy pay Poisonpowder's GrassGrass); the other Oddish's do not", () => {
    const t = table({ p1: { active: ['gym1-47', W, W] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(t, attackAction(t, 'Poisonpowder'))).toBeUndefined();
    const other = table({ p1: { active: ['gym1-78', W, W] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(other, attackAction(other, 'Sporadic Sponging'))).toMatch(/ATTACK_COST/);
  });
});

describe('A Stadium put into play by a Power', () => {
  // Dark Porygon2: "Once during your turn (before your attack), you may flip a coin. If heads,
  // choose a Stadium card from your discard pile and put it into play. (If there's already a
  // Stadium card in play, discard it.)"
  const ECOGYM = 'neo1-84';
  const TOWER = 'neo1-97';
  const board = (seed: number, hand: string[] = []) =>
    table({
      seed,
      p1: { active: ['neo4-8'], discard: [ECOGYM, L], hand },
      p2: { active: [KINGAMBIT] },
    });
  const stadium = (t: Table) =>
    t.state.zones.stadium?.cards.map((id) => t.state.cards[id]?.templateId);

  it('Dark Porygon2 — Spatial Distortion: heads, the Stadium from the discard pile is put into play; tails, it stays', () => {
    const h = withSeeds(
      SEEDS,
      (s) => useAbility(board(s), 'p1:active', 'Spatial Distortion'),
      heads,
    );
    expect(stadium(h)).toEqual([ECOGYM]);
    expect(templatesIn(h.state, 'p1:discard')).toEqual([L]);
    const t = withSeeds(
      SEEDS,
      (s) => useAbility(board(s), 'p1:active', 'Spatial Distortion'),
      tails,
    );
    expect(stadium(t) ?? []).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([ECOGYM, L].sort());
  });

  it('Dark Porygon2 — Spatial Distortion: the Stadium already in play is discarded; refused with no Stadium in the discard pile', () => {
    const run = (s: number) =>
      useAbility(playTrainer(board(s, [TOWER]), 'Sprout Tower'), 'p1:active', 'Spatial Distortion');
    const h = withSeeds(SEEDS, run, heads);
    expect(stadium(h)).toEqual([ECOGYM]);
    expect(templatesIn(h.state, 'p1:discard').sort()).toEqual([L, TOWER].sort());
    const none = table({ p1: { active: ['neo4-8'], discard: [L] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Spatial Distortion'))).toMatch(
      /would change nothing/,
    );
  });
});
