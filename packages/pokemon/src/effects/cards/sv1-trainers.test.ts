import type { Action, PendingDecision } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  eachNaming,
  optionsNaming,
  playTrainer,
  refusalOf,
  startTurn,
  type Table,
  table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from '../effects.test-helper';

/**
 * Scarlet & Violet Trainers, each played on a small board, with what its printed text says
 * happens — the options it offers, where the cards go, the damage after Weakness — and the
 * refusal when it would change nothing ("You can't play a card for no effect"; a deck search
 * may still find nothing, as only its player may see the deck).
 */
const G = 'sve-1';
const R = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';

const FUECOCO = 'sv1-36';
const SLOWBRO = 'sv1-43';
const QUAXLY = 'sv1-52';
const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const PAWMOT = 'sv1-76';
const WATTREL = 'sv1-78';
const KILOWATTREL = 'sv1-79';
const MIRAIDON = 'sv1-80';
const MIRAIDON_EX = 'sv1-81';
const FIDOUGH = 'sv1-97';
const RIOLU = 'sv1-112';

const ARVEN = 'sv1-166';
const BEACH_COURT = 'sv1-167';
const CRUSHING_HAMMER = 'sv1-168';
const DEFIANCE_BAND = 'sv1-169';
const ELECTRIC_GENERATOR = 'sv1-170';
const ENERGY_RETRIEVAL = 'sv1-171';
const ENERGY_SEARCH = 'sv1-172';
const ENERGY_SWITCH = 'sv1-173';
const EXP_SHARE = 'sv1-174';
const JACQ = 'sv1-175';
const JUDGE = 'sv1-176';
const KATY = 'sv1-177';
const MESAGOZA = 'sv1-178';
const MIRIAM = 'sv1-179';
const NEMONA = 'sv1-180';
const NEST_BALL = 'sv1-181';
const PAL_PAD = 'sv1-182';
const PENNY = 'sv1-183';
const PICNIC_BASKET = 'sv1-184';
const POKE_BALL = 'sv1-185';
const POKEGEAR = 'sv1-186';
const CATCHER = 'sv1-187';
const POTION = 'sv1-188';
const RESEARCH_SADA = 'sv1-189';
const RESEARCH_TURO = 'sv1-190';
const RARE_CANDY = 'sv1-191';
const ROCK_CHESTPLATE = 'sv1-192';
const ROCKY_HELMET = 'sv1-193';
const SWITCH = 'sv1-194';
const GRUNT = 'sv1-195';
const ULTRA_BALL = 'sv1-196';
const VITALITY_BAND = 'sv1-197';
const YOUNGSTER = 'sv1-198';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const ids = (t: Table, zone: string) => [...(t.state.zones[zone]?.cards ?? [])];
const sorted = (xs: readonly string[]) => [...xs].sort();
const size = (t: Table, zone: string) => ids(t, zone).length;
const playAction = (t: Table, id: string, player = 'p1'): Action => trainerAction(t, id, player);

/** Plays the Trainer and returns the first decision it asks (without answering it). */
function firstQuestion(t: Table, id: string): PendingDecision | undefined {
  return act(t, playAction(t, id)).state.pendingDecision ?? undefined;
}

/** Card names among a decision's options (`#12 Pawmi` → `Pawmi`). */
const optionNames = (d: PendingDecision | undefined) =>
  sorted((d?.options ?? []).map((o) => o.replace(/^#\d+ /, '').replace(/ \(.*$/, '')));

/** The zones a decision offers (`p2:bench_1 Pawmi (60/60 HP)` → `p2:bench_1`). */
const optionZones = (d: PendingDecision | undefined) =>
  sorted((d?.options ?? []).map((o) => o.split(' ')[0] as string));

const naming = eachNaming;

/** Chooses nothing where a choice allows it (declines a "you may"). */
const declines: Chooser = (d) => (d.select ? [] : d.options?.includes('no') ? ['no'] : []);

/** Whether the log shows cards revealed (to both players). */
const reveals = (t: Table) => t.state.log.filter((l) => l.action === 'reveal').length;

/** p1 attaches a Pokémon Tool from the hand to the Pokémon in `zone`. */
const attachTool = (t: Table, name: string, zone: string, player = 'p1') =>
  playTrainer(t, name, { target: zone, player });

cardBehaviour(POTION, undefined, () => {
  it('heals 30 damage from the one of your Pokémon you choose', () => {
    const t0 = withCounters(
      withCounters(
        table({
          p1: { active: [PAWMI], bench: [[PAWMO]], hand: [POTION] },
          p2: { active: [FUECOCO] },
        }),
        'p1:active',
        { damage: 20 },
      ),
      'p1:bench_1',
      { damage: 50 },
    );
    const t = playTrainer(t0, 'Potion', { chooser: naming('p1:bench_1') });
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([POTION]);
  });

  it('offers only your damaged Pokémon, and heals no more than the damage there is', () => {
    const t0 = withCounters(
      table({
        p1: { active: [PAWMI], bench: [[PAWMO]], hand: [POTION] },
        p2: { active: [FUECOCO], activeCounters: { damage: 40 } },
      }),
      'p1:active',
      { damage: 10 },
    );
    expect(firstQuestion(t0, POTION)).toBeUndefined(); // one damaged Pokémon: no question
    const t = playTrainer(t0, 'Potion');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it('is refused, and stays in the hand, when none of your Pokémon has damage', () => {
    const t = table({
      p1: { active: [PAWMI], hand: [POTION] },
      p2: { active: [FUECOCO], activeCounters: { damage: 40 } },
    });
    expect(refusalOf(t, playAction(t, POTION))).toMatch(
      /CANNOT_PLAY_NOW Potion can't be played now: it would change nothing: nothing fits “Choose the Pokémon to heal 30 damage from\.”/,
    );
  });
});

cardBehaviour(NEST_BALL, undefined, () => {
  it('puts the Basic Pokémon you choose from your deck onto your Bench, offering no other card', () => {
    const board = table({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [G, PAWMO, WATTREL, QUAXLY, G] },
      p2: { active: [FUECOCO] },
    });
    const d = firstQuestion(board, NEST_BALL);
    expect(sorted((d?.options ?? []).map((o) => o.replace(/^#\d+ /, '')))).toEqual([
      'Quaxly',
      'Wattrel',
    ]);
    const t = playTrainer(board, 'Nest Ball', { chooser: naming('Quaxly') });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([QUAXLY]);
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([G, PAWMO, WATTREL, G]));
    expect(templatesIn(t.state, 'p1:discard')).toEqual([NEST_BALL]);
  });

  it('may be played with no Basic Pokémon in the deck — the deck is secret — and finds nothing', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: [NEST_BALL], deck: [G, G] },
        p2: { active: [FUECOCO] },
      }),
      'Nest Ball',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([NEST_BALL]);
  });

  it('is refused with a full Bench or an empty deck', () => {
    const full = table({
      p1: {
        active: [PAWMI],
        bench: [[PAWMI], [PAWMI], [PAWMI], [PAWMI], [PAWMI]],
        hand: [NEST_BALL],
        deck: [WATTREL],
      },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(full, playAction(full, NEST_BALL))).toMatch(/CANNOT_PLAY_NOW.*Bench is full/);
    const empty = table({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(empty, playAction(empty, NEST_BALL))).toMatch(
      /CANNOT_PLAY_NOW.*your deck is empty/,
    );
  });
});

cardBehaviour(ULTRA_BALL, undefined, () => {
  it('discards 2 other cards from your hand, then puts any Pokémon from your deck into your hand', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: [ULTRA_BALL, L, R, G], deck: [L, PAWMO, L] },
        p2: { active: [FUECOCO] },
      }),
      'Ultra Ball',
      { chooser: naming('Basic Lightning', 'Basic Fire', 'Pawmo') },
    );
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([G, PAWMO]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([L, R, ULTRA_BALL]));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual([L, L]);
  });

  it('is refused without 2 other cards to discard, or with an empty deck (nothing to search)', () => {
    const short = table({
      p1: { active: [PAWMI], hand: [ULTRA_BALL, L] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(short, playAction(short, ULTRA_BALL))).toMatch(
      /CANNOT_PLAY_NOW.*2 other cards/,
    );
    const empty = table({
      p1: { active: [PAWMI], hand: [ULTRA_BALL, L, R], deck: [] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(empty, playAction(empty, ULTRA_BALL))).toMatch(
      /CANNOT_PLAY_NOW.*your deck is empty/,
    );
    // Nothing was discarded for it.
    expect(templatesIn(empty.state, 'p1:hand')).toEqual([ULTRA_BALL, L, R]);
  });
});

cardBehaviour(ARVEN, undefined, () => {
  const board = (deck: string[]) =>
    table({ p1: { active: [PAWMI], hand: [ARVEN], deck }, p2: { active: [FUECOCO] } });
  const deck = [POTION, ROCKY_HELMET, NEMONA, NEST_BALL, G];

  it('searches your deck for an Item card and a Pokémon Tool card, reveals them and puts them into your hand', () => {
    expect(optionNames(firstQuestion(board(deck), ARVEN))).toEqual(['Nest Ball', 'Potion']);
    const t = playTrainer(board(deck), 'Arven', {
      chooser: optionsNaming('Nest Ball', 'Rocky Helmet'),
    });
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([NEST_BALL, ROCKY_HELMET]));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([POTION, NEMONA, G]));
    expect(templatesIn(t.state, 'p1:discard')).toEqual([ARVEN]);
    expect(reveals(t)).toBe(2);
  });

  it('offers only Pokémon Tools for the second card', () => {
    const asked = answerAll(
      act(board(deck), playAction(board(deck), ARVEN)),
      optionsNaming('Potion'),
      1,
    );
    expect(optionNames(asked.state.pendingDecision ?? undefined)).toEqual(['Rocky Helmet']);
  });

  it('is refused with an empty deck', () => {
    const t = board([]);
    expect(refusalOf(t, playAction(t, ARVEN))).toMatch(/CANNOT_PLAY_NOW.*your deck is empty/);
  });
});

cardBehaviour(BEACH_COURT, undefined, () => {
  const retreat = (
    t: Table,
    player: string,
    discard: number[],
    to = `${player}:bench_1`,
  ): Action => {
    const stack = ids(t, `${player}:active`);
    return {
      type: 'declare_action',
      player,
      source: 'ai',
      kind: 'retreat',
      details: { to, discard: discard.map((i) => stack[i] as string) },
    };
  };
  const board = (active: string[], hand: string[] = [BEACH_COURT]) =>
    table({
      p1: { active, bench: [[WATTREL]], hand },
      p2: { active: [FUECOCO, R], bench: [[QUAXLY]] },
    });

  it('goes into play as the Stadium', () => {
    const t = playTrainer(board([FUECOCO, R]), 'Beach Court');
    expect(templatesIn(t.state, 'stadium')).toEqual([BEACH_COURT]);
  });

  it("makes a Basic Pokémon's Retreat Cost 1 less: Fuecoco (2) retreats for 1", () => {
    const before = board([FUECOCO, R]);
    expect(refusalOf(before, retreat(before, 'p1', [1]))).toMatch(/RETREAT_COST/);
    const t = playTrainer(board([FUECOCO, R]), 'Beach Court');
    const done = act(t, retreat(t, 'p1', [1]));
    expect(templatesIn(done.state, 'p1:active')).toEqual([WATTREL]);
  });

  it("not an Evolution Pokémon's: Pawmo still needs its 1", () => {
    const t = playTrainer(board([PAWMO, L]), 'Beach Court');
    expect(refusalOf(t, retreat(t, 'p1', []))).toMatch(/RETREAT_COST/);
  });

  it("your opponent's Basic Pokémon too", () => {
    let t = playTrainer(board([FUECOCO]), 'Beach Court');
    t = startTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }));
    const stack = ids(t, 'p2:active');
    expect(stack).toHaveLength(2);
    const done = act(t, retreat(t, 'p2', [1]));
    expect(templatesIn(done.state, 'p2:active')).toEqual([QUAXLY]);
  });
});

cardBehaviour(CRUSHING_HAMMER, undefined, () => {
  const board = (seed: number, p2: { active: string[]; bench?: string[][] }) =>
    table({ seed, p1: { active: [PAWMI], hand: [CRUSHING_HAMMER] }, p2 });
  const run = (seed: number) =>
    playTrainer(
      board(seed, { active: [FUECOCO, R, R], bench: [[PAWMI, L], [WATTREL]] }),
      'Crushing Hammer',
      { chooser: optionsNaming('p2:bench_1') },
    );

  it("heads: discards an Energy from the one of your opponent's Pokémon you choose (only those with Energy)", () => {
    const heads = withSeeds(SEEDS, run, (t) => size(t, 'p2:discard') > 0);
    expect(templatesIn(heads.state, 'p2:bench_1')).toEqual([PAWMI]);
    expect(templatesIn(heads.state, 'p2:discard')).toEqual([L]);
    expect(templatesIn(heads.state, 'p2:active')).toEqual([FUECOCO, R, R]);
    const seed = SEEDS.find((s) => size(run(s), 'p2:discard') > 0) as number;
    const b = board(seed, { active: [FUECOCO, R, R], bench: [[PAWMI, L], [WATTREL]] });
    expect(optionZones(firstQuestion(b, CRUSHING_HAMMER))).toEqual(['p2:active', 'p2:bench_1']);
  });

  it('tails: nothing is discarded, and Crushing Hammer is', () => {
    const tails = withSeeds(SEEDS, run, (t) => size(t, 'p2:discard') === 0);
    expect(templatesIn(tails.state, 'p2:bench_1')).toEqual([PAWMI, L]);
    expect(templatesIn(tails.state, 'p1:discard')).toEqual([CRUSHING_HAMMER]);
  });

  it("is refused when none of your opponent's Pokémon has Energy", () => {
    const t = board(1, { active: [FUECOCO], bench: [[WATTREL]] });
    expect(refusalOf(t, playAction(t, CRUSHING_HAMMER))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

cardBehaviour(DEFIANCE_BAND, undefined, () => {
  const punch = (p2prizes: number, defender = FUECOCO) =>
    attack(
      attachTool(
        table({
          p1: { active: [PAWMI, L], hand: [DEFIANCE_BAND] },
          p2: { active: [defender], prizes: Array.from({ length: p2prizes }, () => G) },
        }),
        'Defiance Band',
        'p1:active',
      ),
      'Light Punch',
    );

  it('with more Prize cards left than your opponent, its attacks do 30 more to the Active Pokémon, before Weakness', () => {
    expect(damageIn(punch(5).state, 'p2:active')).toBe(40);
    // Slowbro is weak to Lightning: (10 + 30) × 2.
    expect(damageIn(punch(5, SLOWBRO).state, 'p2:active')).toBe(80);
  });

  it('not with as many Prize cards left as your opponent, or fewer', () => {
    expect(damageIn(punch(6).state, 'p2:active')).toBe(10);
  });
});

cardBehaviour(ELECTRIC_GENERATOR, undefined, () => {
  const board = (bench: string[][], deck: string[]) =>
    table({
      p1: { active: [PAWMI], bench, hand: [ELECTRIC_GENERATOR], deck },
      p2: { active: [FUECOCO] },
    });
  const deck = [L, G, L, L, G, L, G];

  it('attaches up to 2 Basic Lightning Energy from the top 5 cards to your Benched Lightning Pokémon, shuffling the rest back', () => {
    const b = board([[WATTREL], [PAWMO], [FUECOCO]], deck);
    const d = firstQuestion(b, ELECTRIC_GENERATOR);
    // The three in the top 5, not the one 6th from the top.
    expect(d?.options).toHaveLength(3);
    expect(d?.select?.max).toBe(2);
    const asked = answerAll(
      act(b, playAction(b, ELECTRIC_GENERATOR)),
      (q) => (q.options ?? []).slice(0, 2),
      1,
    );
    expect(optionZones(asked.state.pendingDecision ?? undefined)).toEqual([
      'p1:bench_1',
      'p1:bench_2',
    ]);
    const t = answerAll(asked, eachNaming('p1:bench_1'));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([WATTREL, L, L]);
    expect(templatesIn(t.state, 'p1:bench_3')).toEqual([FUECOCO]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
    expect(size(t, 'p1:deck')).toBe(5);
  });

  it('is refused without a Benched Lightning Pokémon', () => {
    const t = board([[FUECOCO]], deck);
    expect(refusalOf(t, playAction(t, ELECTRIC_GENERATOR))).toMatch(/CANNOT_PLAY_NOW/);
  });
});

cardBehaviour(ENERGY_RETRIEVAL, undefined, () => {
  const board = (discard: string[]) =>
    table({
      p1: { active: [PAWMI], hand: [ENERGY_RETRIEVAL], discard },
      p2: { active: [FUECOCO] },
    });

  it('puts up to 2 Basic Energy cards from your discard pile into your hand, offering no other card', () => {
    const b = board([L, G, NEMONA, R]);
    expect(optionNames(firstQuestion(b, ENERGY_RETRIEVAL))).toEqual([
      'Basic Fire Energy',
      'Basic Grass Energy',
      'Basic Lightning Energy',
    ]);
    expect(firstQuestion(b, ENERGY_RETRIEVAL)?.select?.max).toBe(2);
    const t = playTrainer(b, 'Energy Retrieval', { chooser: naming('Lightning', 'Fire') });
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([L, R]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(
      sorted([G, NEMONA, ENERGY_RETRIEVAL]),
    );
  });

  it('is refused with no Basic Energy card in your discard pile', () => {
    const t = board([NEMONA]);
    expect(refusalOf(t, playAction(t, ENERGY_RETRIEVAL))).toMatch(
      /CANNOT_PLAY_NOW.*change nothing/,
    );
  });
});

cardBehaviour(ENERGY_SEARCH, undefined, () => {
  const board = (deck: string[]) =>
    table({ p1: { active: [PAWMI], hand: [ENERGY_SEARCH], deck }, p2: { active: [FUECOCO] } });

  it('puts a Basic Energy card from your deck into your hand, revealed; no other card is offered', () => {
    expect(optionNames(firstQuestion(board([NEMONA, L, POTION, W]), ENERGY_SEARCH))).toEqual([
      'Basic Lightning Energy',
      'Basic Water Energy',
    ]);
    const t = playTrainer(board([NEMONA, L, POTION]), 'Energy Search');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([L]);
    expect(reveals(t)).toBe(1);
  });

  it('may find nothing (the deck is secret); is refused with an empty deck', () => {
    const t = playTrainer(board([NEMONA]), 'Energy Search');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([ENERGY_SEARCH]);
    const empty = board([]);
    expect(refusalOf(empty, playAction(empty, ENERGY_SEARCH))).toMatch(/deck is empty/);
  });
});

cardBehaviour(ENERGY_SWITCH, undefined, () => {
  it('moves a Basic Energy from 1 of your Pokémon to another', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI, L], bench: [[WATTREL]], hand: [ENERGY_SWITCH] },
        p2: { active: [FUECOCO, R] },
      }),
      'Energy Switch',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([WATTREL, L]);
  });

  it('offers only your own Basic Energy, and is refused with a single Pokémon', () => {
    const b = table({
      p1: { active: [PAWMI, L], bench: [[WATTREL, G]], hand: [ENERGY_SWITCH] },
      p2: { active: [FUECOCO, R] },
    });
    expect(optionNames(firstQuestion(b, ENERGY_SWITCH))).toEqual([
      'Basic Grass Energy on p1:bench_1 Wattrel',
      'Basic Lightning Energy on p1:active Pawmi',
    ]);
    const alone = table({
      p1: { active: [PAWMI, L], hand: [ENERGY_SWITCH] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(alone, playAction(alone, ENERGY_SWITCH))).toMatch(/CANNOT_PLAY_NOW/);
  });
});

cardBehaviour(EXP_SHARE, undefined, () => {
  // p2's Fuecoco Gnaws p1's damaged Pawmi (2 Lightning Energy) out; Wattrel holds Exp. Share.
  const knockedOut = (chooser: Chooser) => {
    const t = attachTool(
      withCounters(
        table({
          p1: { active: [PAWMI, L, L], bench: [[WATTREL]], hand: [EXP_SHARE] },
          p2: { active: [FUECOCO, R] },
        }),
        'p1:active',
        { damage: 50 },
      ),
      'Exp. Share',
      'p1:bench_1',
    );
    const theirs = startTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }));
    return attack(theirs, 'Gnaw', { player: 'p2', chooser });
  };

  it('when your Active Pokémon is Knocked Out by an attack, you may move a Basic Energy from it to the holder', () => {
    const t = knockedOut((d) =>
      d.options?.includes('yes') ? ['yes'] : (d.options ?? []).slice(0, 1),
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([WATTREL, EXP_SHARE, L]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([PAWMI, L]));
  });

  it('may be declined: both Energy go to the discard pile', () => {
    const t = knockedOut((d) =>
      d.options?.includes('no') ? ['no'] : (d.options ?? []).slice(0, 1),
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([WATTREL, EXP_SHARE]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([PAWMI, L, L]));
  });
});

cardBehaviour(JACQ, undefined, () => {
  it('puts up to 2 Evolution Pokémon from your deck into your hand, revealed; no Basic Pokémon is offered', () => {
    const b = table({
      p1: { active: [PAWMI], hand: [JACQ], deck: [PAWMO, PAWMOT, WATTREL, G] },
      p2: { active: [FUECOCO] },
    });
    expect(optionNames(firstQuestion(b, JACQ))).toEqual(['Pawmo', 'Pawmot']);
    const t = playTrainer(b, 'Jacq', { chooser: naming('Pawmo', 'Pawmot') });
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([PAWMO, PAWMOT]));
    expect(reveals(t)).toBe(2);
  });
});

cardBehaviour(JUDGE, undefined, () => {
  it('each player shuffles their hand into their deck and draws 4 cards', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: [JUDGE, L, L] },
        p2: { active: [FUECOCO], hand: [R] },
      }),
      'Judge',
    );
    expect(size(t, 'p1:hand')).toBe(4);
    expect(size(t, 'p2:hand')).toBe(4);
    expect(size(t, 'p1:deck')).toBe(20 + 2 - 4);
    expect(size(t, 'p2:deck')).toBe(20 + 1 - 4);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([JUDGE]);
  });
});

cardBehaviour(KATY, undefined, () => {
  it('shuffles your hand into your deck, draws 8 cards, and your turn ends', () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI], hand: [KATY, L, NEMONA] }, p2: { active: [FUECOCO] } }),
      'Katy',
    );
    expect(size(t, 'p1:hand')).toBe(8);
    expect(size(t, 'p1:deck')).toBe(20 + 2 - 8);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([KATY]);
    expect(t.state.turn.activePlayer).toBe('p2');
  });
});

cardBehaviour(MESAGOZA, undefined, () => {
  const use = (t: Table, player = 'p1') =>
    act(t, { type: 'declare_action', player, source: 'ai', kind: 'use_stadium' });
  const inPlay = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PAWMI], hand: [MESAGOZA], deck: [G, WATTREL, G] },
        p2: { active: [FUECOCO], deck: [R, QUAXLY, R] },
      }),
      'Mesagoza',
    );

  it('heads: search your deck for a Pokémon, reveal it, put it into your hand; tails: nothing', () => {
    const heads = withSeeds(
      SEEDS,
      (s) => answerAll(use(inPlay(s))),
      (t) => size(t, 'p1:hand') > 0,
    );
    expect(templatesIn(heads.state, 'p1:hand')).toEqual([WATTREL]);
    expect(reveals(heads)).toBe(1);
    const tails = withSeeds(
      SEEDS,
      (s) => answerAll(use(inPlay(s))),
      (t) => size(t, 'p1:hand') === 0,
    );
    expect(sorted(templatesIn(tails.state, 'p1:deck'))).toEqual(sorted([G, WATTREL, G]));
  });

  it('its use is refused, and not offered, with an empty deck (nothing to search)', () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI], hand: [MESAGOZA], deck: [] }, p2: { active: [FUECOCO] } }),
      'Mesagoza',
    );
    expect(
      refusalOf(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
    ).toMatch(/CANNOT_USE_STADIUM Mesagoza can't be used now: it would change nothing/);
    expect(
      t.engine
        .legalActions(t.state, 'p1')
        .some((a) => a.type === 'declare_action' && a.kind === 'use_stadium'),
    ).toBe(false);
  });

  it('once during each player’s turn — your opponent may use it during theirs', () => {
    const t = answerAll(use(inPlay(1)));
    expect(
      refusalOf(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
    ).toMatch(/ONCE_PER_TURN/);
    const theirs = startTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }));
    const done = answerAll(use(theirs, 'p2'));
    expect(done.state.log.some((l) => l.player === 'p2' && l.action === 'coin_flip')).toBe(true);
  });
});

cardBehaviour(MIRIAM, undefined, () => {
  const board = (discard: string[]) =>
    table({ p1: { active: [PAWMI], hand: [MIRIAM], discard }, p2: { active: [FUECOCO] } });
  const discard = [PAWMI, PAWMO, G, NEMONA, WATTREL, FUECOCO, QUAXLY, PAWMOT];

  it('shuffles up to 5 Pokémon from your discard pile into your deck, then draws 3 cards', () => {
    const d = firstQuestion(board(discard), MIRIAM);
    expect(d?.options).toHaveLength(6);
    expect(d?.select?.max).toBe(5);
    const t = playTrainer(board(discard), 'Miriam', {
      chooser: (q) => (q.options ?? []).slice(0, 5),
    });
    expect(size(t, 'p1:deck')).toBe(20 + 5 - 3);
    expect(size(t, 'p1:hand')).toBe(3);
    expect(sorted(templatesIn(t.state, 'p1:discard').filter((c) => c !== MIRIAM))).toHaveLength(3);
  });

  it('draws nothing when no card was shuffled in', () => {
    const t = playTrainer(board(discard), 'Miriam', { chooser: () => [] });
    expect(size(t, 'p1:hand')).toBe(0);
    expect(size(t, 'p1:deck')).toBe(20);
  });

  it('is refused with no Pokémon in your discard pile', () => {
    const t = board([G, NEMONA]);
    expect(refusalOf(t, playAction(t, MIRIAM))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

cardBehaviour(NEMONA, undefined, () => {
  it('draws 3 cards; is refused with an empty deck', () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI], hand: [NEMONA] }, p2: { active: [FUECOCO] } }),
      'Nemona',
    );
    expect(size(t, 'p1:hand')).toBe(3);
    expect(size(t, 'p1:deck')).toBe(17);
    const empty = table({
      p1: { active: [PAWMI], hand: [NEMONA], deck: [] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(empty, playAction(empty, NEMONA))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

cardBehaviour(PAL_PAD, undefined, () => {
  const board = (discard: string[]) =>
    table({ p1: { active: [PAWMI], hand: [PAL_PAD], discard }, p2: { active: [FUECOCO] } });

  it('shuffles up to 2 Supporter cards from your discard pile into your deck, offering no other card', () => {
    const b = board([NEMONA, KATY, JUDGE, POTION, G]);
    expect(optionNames(firstQuestion(b, PAL_PAD))).toEqual(['Judge', 'Katy', 'Nemona']);
    const t = playTrainer(b, 'Pal Pad', { chooser: naming('Nemona', 'Judge') });
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([KATY, POTION, G, PAL_PAD]));
    expect(size(t, 'p1:deck')).toBe(22);
  });

  it('is refused with no Supporter card in your discard pile', () => {
    const t = board([POTION]);
    expect(refusalOf(t, playAction(t, PAL_PAD))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

cardBehaviour(PENNY, undefined, () => {
  const board = () =>
    withCounters(
      table({
        p1: { active: [PAWMI, L], bench: [[PAWMO, PAWMI, L], [WATTREL]], hand: [PENNY] },
        p2: { active: [FUECOCO] },
      }),
      'p1:active',
      { damage: 30 },
    );

  it('offers only your Basic Pokémon', () => {
    expect(optionZones(firstQuestion(board(), PENNY))).toEqual(['p1:active', 'p1:bench_2']);
  });

  it('puts the chosen Basic Pokémon and all attached cards into your hand, without its damage', () => {
    const t = playTrainer(board(), 'Penny', { chooser: optionsNaming('p1:active', 'p1:bench_2') });
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([PAWMI, L]));
    expect(t.state.cards[ids(t, 'p1:hand')[0] as string]?.counters.damage ?? 0).toBe(0);
    expect(templatesIn(t.state, 'p1:active')).toEqual([WATTREL]);
  });
});

cardBehaviour(PICNIC_BASKET, undefined, () => {
  it("heals 30 damage from each Pokémon, yours and your opponent's", () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: {
            active: [PAWMI],
            bench: [[WATTREL]],
            hand: [PICNIC_BASKET],
            activeCounters: { damage: 40 },
          },
          p2: { active: [FUECOCO], activeCounters: { damage: 50 } },
        }),
        'p1:bench_1',
        { damage: 20 },
      ),
      'Picnic Basket',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('is refused when no Pokémon has damage', () => {
    const t = table({ p1: { active: [PAWMI], hand: [PICNIC_BASKET] }, p2: { active: [FUECOCO] } });
    expect(refusalOf(t, playAction(t, PICNIC_BASKET))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

cardBehaviour(POKE_BALL, undefined, () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PAWMI], hand: [POKE_BALL], deck: [G, PAWMO, G] },
        p2: { active: [FUECOCO] },
      }),
      'Poké Ball',
    );

  it('heads: search your deck for a Pokémon, reveal it, put it into your hand; tails: nothing', () => {
    const heads = withSeeds(SEEDS, run, (t) => size(t, 'p1:hand') > 0);
    expect(templatesIn(heads.state, 'p1:hand')).toEqual([PAWMO]);
    expect(reveals(heads)).toBe(1);
    const tails = withSeeds(SEEDS, run, (t) => size(t, 'p1:hand') === 0);
    expect(size(tails, 'p1:deck')).toBe(3);
    expect(templatesIn(tails.state, 'p1:discard')).toEqual([POKE_BALL]);
  });
});

cardBehaviour(POKEGEAR, undefined, () => {
  const board = () =>
    table({
      p1: { active: [PAWMI], hand: [POKEGEAR], deck: [G, NEMONA, G, G, G, G, G, KATY] },
      p2: { active: [FUECOCO] },
    });

  it('you may put a Supporter from the top 7 cards into your hand (the 8th is not offered)', () => {
    expect(optionNames(firstQuestion(board(), POKEGEAR))).toEqual(['Nemona']);
    const t = playTrainer(board(), 'Pokégear 3.0');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([NEMONA]);
    expect(reveals(t)).toBe(1);
    expect(size(t, 'p1:deck')).toBe(7);
  });

  it('may take none', () => {
    const t = playTrainer(board(), 'Pokégear 3.0', { chooser: declines });
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(size(t, 'p1:deck')).toBe(8);
  });
});

cardBehaviour(CATCHER, undefined, () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PAWMI], hand: [CATCHER] },
        p2: { active: [FUECOCO], bench: [[QUAXLY], [WATTREL]] },
      }),
      'Pokémon Catcher',
      { chooser: optionsNaming('p2:bench_2') },
    );

  it("heads: switches in the one of your opponent's Benched Pokémon you choose; tails: nothing", () => {
    const heads = withSeeds(SEEDS, run, (t) => templatesIn(t.state, 'p2:active')[0] !== FUECOCO);
    expect(templatesIn(heads.state, 'p2:active')).toEqual([WATTREL]);
    expect(templatesIn(heads.state, 'p2:bench_2')).toEqual([FUECOCO]);
    const tails = withSeeds(SEEDS, run, (t) => templatesIn(t.state, 'p2:active')[0] === FUECOCO);
    expect(templatesIn(tails.state, 'p1:discard')).toEqual([CATCHER]);
  });

  it('is refused when your opponent has no Benched Pokémon', () => {
    const t = table({ p1: { active: [PAWMI], hand: [CATCHER] }, p2: { active: [FUECOCO] } });
    expect(refusalOf(t, playAction(t, CATCHER))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

for (const [id, name] of [
  [RESEARCH_SADA, "Professor's Research (Professor Sada)"],
  [RESEARCH_TURO, "Professor's Research (Professor Turo)"],
] as const)
  cardBehaviour(id, undefined, () => {
    it('discards your hand and draws 7 cards', () => {
      const t = playTrainer(
        table({ p1: { active: [PAWMI], hand: [id, G, R] }, p2: { active: [FUECOCO] } }),
        name,
      );
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([id, G, R]));
      expect(size(t, 'p1:hand')).toBe(7);
      expect(size(t, 'p1:deck')).toBe(13);
    });
  });

cardBehaviour(RARE_CANDY, undefined, () => {
  const board = (hand: string[], gameTurn = 3) =>
    table({
      gameTurn,
      p1: { active: [PAWMI, L], bench: [[WATTREL]], hand },
      p2: { active: [FUECOCO] },
    });

  it('evolves a Basic Pokémon straight to the Stage 2 in your hand, skipping the Stage 1', () => {
    const t = playTrainer(board([RARE_CANDY, PAWMOT]), 'Rare Candy');
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMOT, PAWMI, L]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([RARE_CANDY]);
  });

  it('is refused during your first turn, on a Basic put into play this turn, or with no Stage 2 that evolves from it', () => {
    const first = board([RARE_CANDY, PAWMOT], 1);
    expect(refusalOf(first, playAction(first, RARE_CANDY))).toMatch(/first turn/);
    const fresh = table({
      p1: { active: [PAWMI], hand: [RARE_CANDY, PAWMOT] },
      p2: { active: [FUECOCO] },
      flags: { enteredThisTurn: ['1'] },
    });
    expect(refusalOf(fresh, playAction(fresh, RARE_CANDY))).toMatch(/CANNOT_PLAY_NOW/);
    const none = board([RARE_CANDY, PAWMO]);
    expect(refusalOf(none, playAction(none, RARE_CANDY))).toMatch(/CANNOT_PLAY_NOW/);
  });
});

cardBehaviour(ROCK_CHESTPLATE, undefined, () => {
  const kicked = (holder: string) =>
    attack(
      startTurn(
        act(
          attachTool(
            table({
              p1: { active: [holder], hand: [ROCK_CHESTPLATE] },
              p2: { active: [FIDOUGH, P, P] },
            }),
            'Rock Chestplate',
            'p1:active',
          ),
          { type: 'end_turn', player: 'p1', source: 'ai' },
        ),
      ),
      'Rear Kick',
      { player: 'p2' },
    );

  it('a Fighting Pokémon holding it takes 30 less, after Weakness: Rear Kick 20 × 2 − 30 = 10 to Riolu', () => {
    expect(damageIn(kicked(RIOLU).state, 'p1:active')).toBe(10);
  });

  it('not a Pokémon of another type: Pawmi takes the full 20', () => {
    expect(damageIn(kicked(PAWMI).state, 'p1:active')).toBe(20);
  });
});

cardBehaviour(ROCKY_HELMET, undefined, () => {
  it('in the Active Spot, damaged by an attack, puts 2 damage counters on the attacker — even when Knocked Out', () => {
    const gnaw = (damage: number) => {
      const t = table({
        activePlayer: 'p2',
        p1: { active: [PAWMI, ROCKY_HELMET], bench: [[WATTREL]] },
        p2: { active: [FUECOCO, R] },
      });
      return attack(withCounters(t, 'p1:active', { damage }), 'Gnaw', { player: 'p2' });
    };
    expect(damageIn(gnaw(0).state, 'p2:active')).toBe(20);
    const ko = gnaw(50);
    expect(templatesIn(ko.state, 'p1:discard')).toContain(PAWMI);
    expect(damageIn(ko.state, 'p2:active')).toBe(20);
  });

  it("also when the attack picks it as a target (Skill Dive: 50 to 1 of your opponent's Pokémon)", () => {
    const t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: [MIRAIDON_EX, ROCKY_HELMET] },
        p2: { active: [KILOWATTREL, L, L] },
      }),
      'Skill Dive',
      { player: 'p2', chooser: optionsNaming('p1:active') },
    );
    expect(damageIn(t.state, 'p1:active')).toBe(50);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('on the Bench, none', () => {
    const t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: [MIRAIDON_EX], bench: [[PAWMI, ROCKY_HELMET]] },
        p2: { active: [MIRAIDON, L, L, L] },
      }),
      'Lightning Laser',
      { player: 'p2', chooser: optionsNaming('p1:bench_1') },
    );
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('is attached from the hand to one of your Pokémon', () => {
    const t = attachTool(
      table({
        p1: { active: [PAWMI], bench: [[WATTREL]], hand: [ROCKY_HELMET] },
        p2: { active: [FUECOCO] },
      }),
      'Rocky Helmet',
      'p1:bench_1',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([WATTREL, ROCKY_HELMET]);
  });
});

cardBehaviour(SWITCH, undefined, () => {
  it('switches your Active Pokémon with the Benched Pokémon you choose; it leaves its Special Conditions behind', () => {
    const t = playTrainer(
      table({
        p1: {
          active: [PAWMI, L],
          bench: [[WATTREL], [PAWMO]],
          hand: [SWITCH],
          activeCounters: { asleep: 1 },
        },
        p2: { active: [FUECOCO] },
      }),
      'Switch',
      { chooser: optionsNaming('p1:bench_2') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMO]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([PAWMI, L]);
    expect(conditionsIn(t.state, 'p1:bench_2')).toEqual([]);
  });

  it('is refused with no Benched Pokémon', () => {
    const t = table({ p1: { active: [PAWMI], hand: [SWITCH] }, p2: { active: [FUECOCO] } });
    expect(refusalOf(t, playAction(t, SWITCH))).toMatch(/CANNOT_PLAY_NOW.*no Benched Pokémon/);
  });
});

cardBehaviour(GRUNT, undefined, () => {
  it("puts the Energy you choose from your opponent's Active Pokémon on top of their deck", () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: [GRUNT] },
        p2: { active: [FUECOCO, R, G], bench: [[PAWMI, L]] },
      }),
      'Team Star Grunt',
      { chooser: optionsNaming('Grass') },
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([FUECOCO, R]);
    expect(templatesIn(t.state, 'p2:deck')[0]).toBe(G);
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PAWMI, L]);
  });

  it("is refused when your opponent's Active Pokémon has no Energy", () => {
    const t = table({
      p1: { active: [PAWMI], hand: [GRUNT] },
      p2: { active: [FUECOCO], bench: [[PAWMI, L]] },
    });
    expect(refusalOf(t, playAction(t, GRUNT))).toMatch(/CANNOT_PLAY_NOW.*change nothing/);
  });
});

cardBehaviour(VITALITY_BAND, undefined, () => {
  const banded = (attacker: string[], defender: string) =>
    attachTool(
      table({
        p1: { active: attacker, hand: [VITALITY_BAND] },
        p2: { active: [defender], bench: [[PAWMI]] },
      }),
      'Vitality Band',
      'p1:active',
    );

  it("its holder's attacks do 10 more to your opponent's Active Pokémon, before Weakness", () => {
    expect(damageIn(attack(banded([PAWMI, L], FUECOCO), 'Light Punch').state, 'p2:active')).toBe(
      20,
    );
    expect(damageIn(attack(banded([PAWMI, L], SLOWBRO), 'Light Punch').state, 'p2:active')).toBe(
      40,
    );
  });

  it('not to Benched Pokémon', () => {
    const t = attack(banded([MIRAIDON, L, L, L], MIRAIDON_EX), 'Lightning Laser', {
      chooser: optionsNaming('p2:bench_1'),
    });
    expect(damageIn(t.state, 'p2:active')).toBe(100);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(30);
  });
});

cardBehaviour(YOUNGSTER, undefined, () => {
  it('shuffles your hand into your deck, then draws 5 cards', () => {
    const t = playTrainer(
      table({ p1: { active: [PAWMI], hand: [YOUNGSTER, G, R] }, p2: { active: [FUECOCO] } }),
      'Youngster',
    );
    expect(size(t, 'p1:hand')).toBe(5);
    expect(size(t, 'p1:deck')).toBe(20 + 2 - 5);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([YOUNGSTER]);
  });
});

describe('a Trainer that would change nothing', () => {
  it('is not among the legal actions', () => {
    const t = table({ p1: { active: [PAWMI], hand: [POTION] }, p2: { active: [FUECOCO] } });
    const plays = t.engine
      .legalActions(t.state, 'p1')
      .filter((a) => a.type === 'declare_action' && a.kind === 'play_trainer');
    expect(plays).toEqual([]);
  });
});
