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
  gotCondition,
  heads,
  headsCount,
  KINGAMBIT,
  L,
  LECHONK,
  logOf,
  nextTurn,
  P,
  PAWMI,
  pass,
  playCard,
  R,
  refused,
  SEEDS,
  shielded,
  sv1Attack,
  tails,
  W,
  withCard,
} from './sv1-attacks.test-helper';

/**
 * Scarlet & Violet attacks with their own code whose text does something besides damage:
 * searches, heals, moves of Energy and Pokémon, the opponent's hand and deck, lasting effects.
 * Each expected outcome is written from the card's printed text.
 */

const hitOn = (t: Table, zone = 'p2:active') => damageIn(t.state, zone);
/** Declines a "you may" choice (picks none of the options). */
const none: Chooser = () => [];
/** The options of the first choice an attack asks for. */
const optionsOf = (t: Table) => t.state.pendingDecision?.options ?? [];
const spots = (t: Table) => optionsOf(t).map((o) => o.split(' ')[0]);

const POTION = 'sv1-188';
const SWITCH = 'sv1-194';
const ARVEN = 'sv1-166';
const JACQ = 'sv1-175';
const ROCKY_HELMET = 'sv1-193';
const EXP_SHARE = 'sv1-174';
const VITALITY_BAND = 'sv1-197';
const DEFIANCE_BAND = 'sv1-169';
const BEACH_COURT = 'sv1-167';
const PAWMO = 'sv1-75';
const KIRLIA = 'sv1-85';
const OINKOLOGNE = 'sv1-157';

// ====================================================================== healing

sv1Attack('sv1-7', 'Fresh-Picked Fruit', () => {
  const board = () =>
    withCounters(
      withCounters(
        withCounters(
          table({
            p1: { active: ['sv1-7', G], bench: [[DONDOZO], [LECHONK], [PAWMI]] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:active',
          { damage: 30 },
        ),
        'p1:bench_1',
        { damage: 80 },
      ),
      'p1:bench_2',
      { damage: 20 },
    );
  it('offers your damaged Benched Pokémon only, not Tropius in the Active Spot', () => {
    expect(spots(declareAttack(board(), 'Fresh-Picked Fruit'))).toEqual([
      'p1:bench_1',
      'p1:bench_2',
    ]);
  });
  it('heals 60 from the one chosen (all of it when it has less); no damage to the opponent', () => {
    const a = attack(board(), 'Fresh-Picked Fruit', { chooser: optionsNaming('p1:bench_1') });
    expect(hitOn(a, 'p1:bench_1')).toBe(20);
    expect(hitOn(a, 'p1:active')).toBe(30);
    expect(hitOn(a)).toBe(0);
    const b = attack(board(), 'Fresh-Picked Fruit', { chooser: optionsNaming('p1:bench_2') });
    expect(hitOn(b, 'p1:bench_2')).toBe(0);
  });
});

sv1Attack('sv1-21', 'Nutrients', () => {
  it('heals 30 from the one of your Pokémon you choose, Active or Benched', () => {
    const board = withCounters(
      withCounters(
        table({ p1: { active: ['sv1-21', G], bench: [[PAWMI]] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 40 },
      ),
      'p1:bench_1',
      { damage: 20 },
    );
    expect(spots(declareAttack(board, 'Nutrients'))).toEqual(['p1:active', 'p1:bench_1']);
    const t = attack(board, 'Nutrients', { chooser: optionsNaming('p1:active') });
    expect(hitOn(t, 'p1:active')).toBe(10);
    expect(hitOn(t, 'p1:bench_1')).toBe(20);
  });
});

sv1Attack('sv1-42', 'Rest', () => {
  it('Slowpoke is now Asleep and heals 30', () => {
    const t = attack(withCounters(duel('sv1-42', 'Rest'), 'p1:active', { damage: 50 }), 'Rest');
    expect(gotCondition(t, 'asleep')).toBe(true);
    expect(hitOn(t, 'p1:active')).toBe(20);
    expect(hitOn(t)).toBe(0);
  });
});

// ====================================================================== Special Conditions

sv1Attack('sv1-10', 'Miracle Powder', () => {
  const run = (seed: number) =>
    attack(duel('sv1-10', 'Miracle Powder', { seed }), 'Miracle Powder', {
      chooser: optionsNaming('confused'),
    });
  it('heads: you choose any Special Condition, and the Defending Pokémon has it; 50 either way', () => {
    const seed = SEEDS.find((s) => heads(run(s))) as number;
    const asked = declareAttack(duel('sv1-10', 'Miracle Powder', { seed }), 'Miracle Powder');
    expect([...optionsOf(asked)].sort()).toEqual([
      'asleep',
      'burned',
      'confused',
      'paralyzed',
      'poisoned',
    ]);
    const h = run(seed);
    expect(hitOn(h)).toBe(50);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['confused']);
  });
  it('tails: no condition', () => {
    const t = withSeeds(SEEDS, run, tails);
    expect(hitOn(t)).toBe(50);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });
});

sv1Attack('sv1-82', 'Forced Sleep', () => {
  it('the opponent chooses the Benched Pokémon that comes in, and it is now Asleep', () => {
    const board = table({
      p1: { active: ['sv1-82', P] },
      p2: { active: [KINGAMBIT], bench: [[PAWMI], [LECHONK]] },
    });
    const asked = declareAttack(board, 'Forced Sleep');
    expect(asked.state.pendingDecision?.decider).toBe('p2');
    expect(spots(asked)).toEqual(['p2:bench_1', 'p2:bench_2']);
    const t = attack(board, 'Forced Sleep', { chooser: optionsNaming('p2:bench_2') });
    expect(templatesIn(t.state, 'p2:active')).toEqual([LECHONK]);
    expect(logOf(t)).toMatch(/set a counter: asleep on Lechonk/);
    expect(logOf(t)).not.toMatch(/asleep on Kingambit/);
    expect(hitOn(t, 'p2:bench_2')).toBe(0);
  });
});

// ====================================================================== Energy

sv1Attack('sv1-15', 'Trick Cape', () => {
  const board = () => table({ p1: { active: ['sv1-15', G] }, p2: { active: [DONDOZO, D, G] } });
  it("40; you may put an Energy of the Defending Pokémon into your opponent's hand", () => {
    const t = attack(board(), 'Trick Cape', { chooser: optionsNaming('Grass') });
    expect(hitOn(t)).toBe(40);
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO, D]);
    expect(templatesIn(t.state, 'p2:hand')).toEqual([G]);
  });
  it('declined, the Energy stays', () => {
    const t = attack(board(), 'Trick Cape', { chooser: none });
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO, D, G]);
    expect(count(t, 'p2:hand')).toBe(0);
  });
  it('a Pokémon protected from the effects of attacks keeps its Energy', () => {
    const t = attack(shielded(board()), 'Trick Cape', { chooser: optionsNaming('Grass') });
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO, D, G]);
    expect(hitOn(t)).toBe(0);
  });
});

sv1Attack('sv1-26', 'Eerie Tentacles', () => {
  const board = (bench: string[][] = [[PAWMI], [LECHONK]]) =>
    table({ p1: { active: ['sv1-26', G] }, p2: { active: [DONDOZO, D, G], bench } });
  it('30; you may move an Energy of the Defending Pokémon to the Benched Pokémon you choose', () => {
    const t = attack(board(), 'Eerie Tentacles', { chooser: optionsNaming('Grass', 'p2:bench_2') });
    expect(hitOn(t)).toBe(30);
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO, D]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([LECHONK, G]);
  });
  it('declined, or with no Benched Pokémon, the Energy stays', () => {
    const declined = attack(board(), 'Eerie Tentacles', { chooser: none });
    expect(templatesIn(declined.state, 'p2:active')).toEqual([DONDOZO, D, G]);
    const alone = declareAttack(board([]), 'Eerie Tentacles');
    expect(alone.state.pendingDecision).toBeNull();
    expect(templatesIn(alone.state, 'p2:active')).toEqual([DONDOZO, D, G]);
  });
  it('a Pokémon protected from the effects of attacks keeps its Energy', () => {
    const t = attack(shielded(board()), 'Eerie Tentacles', {
      chooser: optionsNaming('Grass', 'p2:bench_2'),
    });
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO, D, G]);
  });
});

/** "Search your deck for up to N Basic <type> Energy cards and attach them to this Pokémon." */
for (const [id, name, max] of [
  ['sv1-28', 'Increasing Spice', 1],
  ['sv1-31', 'Stoke', 2],
] as const)
  sv1Attack(id, name, () => {
    const board = (deck: string[]) =>
      table({ p1: { active: [id, G], deck }, p2: { active: [KINGAMBIT] } });
    it(`offers the Basic Fire Energy in the deck, up to ${max}, attaches them to itself and shuffles`, () => {
      const asked = declareAttack(board([G, R, W, R, R, G]), name);
      const d = asked.state.pendingDecision;
      expect(d?.options).toHaveLength(3);
      expect(d?.options?.every((o) => o.includes('Fire Energy'))).toBe(true);
      expect(d?.select).toEqual({ min: 0, max });
      expect(d?.private).toBe(true);
      const t = attack(board([G, R, W, R, R, G]), name, {
        chooser: (x) => (x.options ?? []).slice(0, max),
      });
      expect(templatesIn(t.state, 'p1:active')).toEqual([id, G, ...Array(max).fill(R)]);
      expect(count(t, 'p1:deck')).toBe(6 - max);
      expect(logOf(t)).toMatch(/p1 shuffled/);
      expect(hitOn(t)).toBe(0);
    });
    it('finds nothing in a deck with no Basic Fire Energy', () => {
      const t = attack(board([G, W, G]), name);
      expect(templatesIn(t.state, 'p1:active')).toEqual([id, G]);
      expect(count(t, 'p1:deck')).toBe(3);
    });
  });

sv1Attack('sv1-38', 'Passionate Singing', () => {
  it('50; attach up to 2 Basic Energy cards from your discard pile to your Pokémon as you like', () => {
    const board = table({
      p1: { active: ['sv1-38', R], bench: [[PAWMI]], discard: [W, PAWMI, L, G] },
      p2: { active: [KINGAMBIT] },
    });
    const asked = declareAttack(board, 'Passionate Singing');
    const d = asked.state.pendingDecision;
    expect(d?.options).toHaveLength(3);
    expect(d?.options?.some((o) => o.includes('Pawmi'))).toBe(false);
    expect(d?.select).toEqual({ min: 0, max: 2 });
    const t = attack(board, 'Passionate Singing', {
      chooser: (x) =>
        x.select
          ? (x.options ?? []).filter((o) => !o.includes('Grass'))
          : optionsNaming('p1:active')(x, board.state),
    });
    expect(hitOn(t)).toBe(50);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([G, PAWMI].sort());
    expect(templatesIn(t.state, 'p1:active').slice(1).sort()).toEqual([R, W, L].sort());
  });
  it('may attach one to each of two Pokémon', () => {
    let turn = 0;
    const t = attack(
      table({
        p1: { active: ['sv1-38', R], bench: [[PAWMI]], discard: [W, L] },
        p2: { active: [KINGAMBIT] },
      }),
      'Passionate Singing',
      {
        chooser: (x) =>
          x.select
            ? [...(x.options ?? [])]
            : [
                (x.options ?? []).find((o) =>
                  o.startsWith(turn++ === 0 ? 'p1:active' : 'p1:bench_1'),
                ) as string,
              ],
      },
    );
    expect(templatesIn(t.state, 'p1:active')).toHaveLength(3);
    expect(templatesIn(t.state, 'p1:bench_1')).toHaveLength(2);
  });
});

sv1Attack('sv1-51', 'Vivid Charge', () => {
  it('up to 3 Basic Energy cards from the deck, shown to both players, into your hand; shuffle', () => {
    const board = table({
      p1: { active: ['sv1-51', W], deck: [G, POTION, R, W, PAWMI, L] },
      p2: { active: [KINGAMBIT] },
    });
    const d = declareAttack(board, 'Vivid Charge').state.pendingDecision;
    expect(d?.options).toHaveLength(4);
    expect(d?.select).toEqual({ min: 0, max: 3 });
    const t = attack(board, 'Vivid Charge', {
      chooser: (x) => (x.options ?? []).filter((o) => !o.includes('Grass')),
    });
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([R, W, L].sort());
    expect(logOf(t)).toMatch(/p1 revealed/);
    expect(logOf(t)).toMatch(/p1 shuffled/);
  });
});

sv1Attack('sv1-62', 'Mise en Place', () => {
  it('up to 2 Basic Water Energy from the deck onto 1 of your Basic Pokémon (not an evolved one)', () => {
    const board = table({
      p1: {
        active: ['sv1-62', W],
        bench: [[PAWMO, PAWMI], [LECHONK]],
        deck: [W, R, W, W],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(spots(declareAttack(board, 'Mise en Place'))).toEqual(['p1:active', 'p1:bench_2']);
    const t = attack(board, 'Mise en Place', {
      chooser: (x) =>
        x.select ? (x.options ?? []).slice(0, 2) : optionsNaming('p1:bench_2')(x, board.state),
    });
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([LECHONK, W, W]);
    expect(count(t, 'p1:deck')).toBe(2);
    expect(logOf(t)).toMatch(/p1 shuffled/);
  });
});

sv1Attack('sv1-145', 'Happy Cyclone', () => {
  it('150; all of its Energy moves to the Benched Pokémon you choose', () => {
    const t = attack(
      table({
        p1: { active: ['sv1-145', R, W, R], bench: [[PAWMI], [LECHONK]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Happy Cyclone',
      { chooser: optionsNaming('p1:bench_2') },
    );
    expect(hitOn(t)).toBe(150);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-145']);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([LECHONK, R, W, R]);
  });
  it('with no Benched Pokémon, the Energy stays', () => {
    const t = attack(duel('sv1-145', 'Happy Cyclone'), 'Happy Cyclone');
    expect(templatesIn(t.state, 'p1:active')).toHaveLength(4);
  });
});

sv1Attack('sv1-117', 'Chomp Chomp Bite', () => {
  it('50; flip until tails, and discard an Energy of the Defending Pokémon for each heads', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-117', F] }, p2: { active: [GYARADOS_EX, W, W, W, W] } }),
        'Chomp Chomp Bite',
      );
    const seen = new Set<number>();
    for (const seed of SEEDS.slice(0, 16)) {
      const t = run(seed);
      const n = headsCount(t);
      expect(flipsOf(t).at(-1)).toBe('tails');
      expect(hitOn(t)).toBe(50);
      expect(count(t, 'p2:discard')).toBe(Math.min(n, 4));
      expect(templatesIn(t.state, 'p2:active')).toHaveLength(1 + 4 - Math.min(n, 4));
      seen.add(n);
    }
    expect(seen.has(0)).toBe(true);
    expect([...seen].some((n) => n >= 2)).toBe(true);
  });
});

// ====================================================================== cards in hands and decks

sv1Attack('sv1-56', 'Dig a Little', () => {
  it("heads: the top card of the opponent's deck is discarded; tails: nothing", () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-56', W] },
          p2: { active: [KINGAMBIT], deck: [PAWMI, W, W, W] },
        }),
        'Dig a Little',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p2:discard')).toEqual([PAWMI]);
    expect(count(h, 'p2:deck')).toBe(3);
    const t = withSeeds(SEEDS, run, tails);
    expect(count(t, 'p2:discard')).toBe(0);
    expect(count(t, 'p2:deck')).toBe(4);
  });
});

sv1Attack('sv1-57', 'Undersea Tunnel', () => {
  it("3 coins; the top 3 cards of the opponent's deck are discarded for each heads", () => {
    const seen = new Set<number>();
    for (const seed of SEEDS.slice(0, 24)) {
      const t = attack(duel('sv1-57', 'Undersea Tunnel', { seed }), 'Undersea Tunnel');
      expect(flipsOf(t)).toHaveLength(3);
      const n = headsCount(t);
      expect(count(t, 'p2:discard')).toBe(3 * n);
      expect(count(t, 'p2:deck')).toBe(20 - 3 * n);
      seen.add(n);
    }
    expect(seen.size).toBeGreaterThan(2);
  });
});

sv1Attack('sv1-62', 'Curl Up', () => {
  it('30; Tatsugiri and its attached cards go to your hand, with no damage counters; no Prize', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['sv1-62', W], bench: [[PAWMI]] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 40 },
      ),
      'Curl Up',
    );
    expect(hitOn(t)).toBe(30);
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual(['sv1-62', W].sort());
    expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
    expect(count(t, 'p2:hand')).toBe(0);
    // Played again, Tatsugiri comes back without damage.
    const back = act(nextTurn(pass(t)), {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: 'Tatsugiri',
      from: 'p1:hand',
      to: 'p1:bench_1',
    });
    expect(hitOn(back, 'p1:bench_1')).toBe(0);
  });
});

sv1Attack('sv1-70', 'Junk Hunt', () => {
  it('an Item card from your discard pile into your hand (not a Tool, Supporter or Stadium)', () => {
    const board = table({
      p1: { active: ['sv1-70', L], discard: [POTION, ARVEN, ROCKY_HELMET, BEACH_COURT, W, SWITCH] },
      p2: { active: [KINGAMBIT] },
    });
    const d = declareAttack(board, 'Junk Hunt').state.pendingDecision;
    expect(d?.options?.map((o) => o.replace(/^#\d+ /, ''))).toEqual(['Potion', 'Switch']);
    const t = attack(board, 'Junk Hunt', { chooser: optionsNaming('Switch') });
    expect(templatesIn(t.state, 'p1:hand')).toEqual([SWITCH]);
  });
});

sv1Attack('sv1-72', 'Yank Away', () => {
  const board = (seed: number, hand: string[]) =>
    table({ seed, p1: { active: ['sv1-72', L, L] }, p2: { active: [KINGAMBIT], hand } });
  const HAND = [POTION, SWITCH, ARVEN, W, PAWMI];
  it('2 random cards of the opponent’s hand are shown and shuffled into their deck', () => {
    const taken = new Set<string>();
    for (const seed of SEEDS.slice(0, 12)) {
      const t = attack(board(seed, HAND), 'Yank Away');
      expect(count(t, 'p2:hand')).toBe(3);
      expect(count(t, 'p2:deck')).toBe(22);
      const gone = HAND.filter((c) => !templatesIn(t.state, 'p2:hand').includes(c));
      expect(gone).toHaveLength(2);
      expect(logOf(t)).toMatch(/p2 revealed|p1 revealed/);
      expect(logOf(t)).toMatch(/p2 shuffled/);
      taken.add(gone.sort().join());
    }
    // At random: not always the same two.
    expect(taken.size).toBeGreaterThan(3);
  });
  it('with 1 card in hand, that card; with none, nothing', () => {
    const one = attack(board(1, [POTION]), 'Yank Away');
    expect(count(one, 'p2:hand')).toBe(0);
    expect(count(one, 'p2:deck')).toBe(21);
    const empty = attack(board(1, []), 'Yank Away');
    expect(count(empty, 'p2:deck')).toBe(20);
  });
});

sv1Attack('sv1-105', 'Underworld Stroll', () => {
  const board = (hand: string[]) =>
    table({ p1: { active: ['sv1-105', P, P] }, p2: { active: [KINGAMBIT], hand } });
  it("reveals the opponent's hand; a Supporter you choose there goes to the bottom of their deck", () => {
    const b = board([ARVEN, POTION, JACQ, W]);
    const d = declareAttack(b, 'Underworld Stroll');
    expect(logOf(d)).toMatch(/p2 revealed/);
    expect(optionsOf(d).map((o) => o.replace(/^#\d+ /, ''))).toEqual(['Arven', 'Jacq']);
    const t = attack(b, 'Underworld Stroll', { chooser: optionsNaming('Jacq') });
    expect(templatesIn(t.state, 'p2:hand').sort()).toEqual([ARVEN, POTION, W].sort());
    expect(templatesIn(t.state, 'p2:deck').at(-1)).toBe(JACQ);
  });
  it('with no Supporter there, the hand is only revealed', () => {
    const t = attack(board([POTION, W]), 'Underworld Stroll');
    expect(logOf(t)).toMatch(/p2 revealed/);
    expect(count(t, 'p2:hand')).toBe(2);
  });
});

/** "Search your deck for up to N <cards> and put them into your hand. Then, shuffle your deck." */
sv1Attack('sv1-131', 'Nasty Plot', () => {
  it('up to 2 cards of any kind from the deck, kept private, into your hand; shuffle', () => {
    const board = table({
      p1: { active: ['sv1-131', D], deck: [W, POTION, PAWMI, R] },
      p2: { active: [KINGAMBIT] },
    });
    const d = declareAttack(board, 'Nasty Plot').state.pendingDecision;
    expect(d?.options).toHaveLength(4);
    expect(d?.select).toEqual({ min: 0, max: 2 });
    expect(d?.private).toBe(true);
    const t = attack(board, 'Nasty Plot', { chooser: optionsNaming('Potion', 'Pawmi') });
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([POTION, PAWMI].sort());
    expect(logOf(t)).toMatch(/p1 shuffled/);
  });
});

sv1Attack('sv1-138', 'Knickknack Carrying', () => {
  it('up to 3 Pokémon Tool cards (only Tools), shown to both players, into your hand', () => {
    const board = table({
      p1: {
        active: ['sv1-138', D],
        deck: [ROCKY_HELMET, POTION, EXP_SHARE, VITALITY_BAND, W, DEFIANCE_BAND],
      },
      p2: { active: [KINGAMBIT] },
    });
    const d = declareAttack(board, 'Knickknack Carrying').state.pendingDecision;
    expect(d?.options).toHaveLength(4);
    expect(d?.options?.some((o) => o.includes('Potion'))).toBe(false);
    expect(d?.select).toEqual({ min: 0, max: 3 });
    const t = attack(board, 'Knickknack Carrying', {
      chooser: (x) => (x.options ?? []).slice(0, 3),
    });
    expect(count(t, 'p1:hand')).toBe(3);
    expect(logOf(t)).toMatch(/p1 revealed/);
    expect(logOf(t)).toMatch(/p1 shuffled/);
  });
});

sv1Attack('sv1-162', 'Call for Family', () => {
  it('up to 2 Basic Pokémon from the deck onto your Bench (not an evolution); shuffle', () => {
    const board = table({
      p1: { active: ['sv1-162', R], deck: [PAWMI, PAWMO, LECHONK, W, PAWMI] },
      p2: { active: [KINGAMBIT] },
    });
    const d = declareAttack(board, 'Call for Family').state.pendingDecision;
    expect(d?.options).toHaveLength(3);
    expect(d?.options?.some((o) => o.includes('Pawmo'))).toBe(false);
    const t = attack(board, 'Call for Family', { chooser: optionsNaming('Pawmi', 'Lechonk') });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMI]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([LECHONK]);
    expect(count(t, 'p1:deck')).toBe(3);
  });
  it('only as many as there are free Bench spots', () => {
    const board = table({
      p1: {
        active: ['sv1-162', R],
        bench: [[PAWMI], [PAWMI], [PAWMI], [PAWMI]],
        deck: [PAWMI, LECHONK, W],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(declareAttack(board, 'Call for Family').state.pendingDecision?.select).toEqual({
      min: 0,
      max: 1,
    });
  });
});

sv1Attack('sv1-153', 'Expert Nurturer', () => {
  it('a card from the deck that evolves from one of your Pokémon evolves it (damage stays)', () => {
    const board = withCounters(
      table({
        p1: {
          active: ['sv1-153', R],
          bench: [[PAWMI], [LECHONK]],
          deck: [PAWMO, KIRLIA, OINKOLOGNE, W],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      { damage: 20 },
    );
    const d = declareAttack(board, 'Expert Nurturer').state.pendingDecision;
    expect(d?.options?.map((o) => o.replace(/^#\d+ /, '')).sort()).toEqual(
      ['Oinkologne', 'Pawmo'].sort(),
    );
    const t = attack(board, 'Expert Nurturer', { chooser: optionsNaming('Pawmo') });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PAWMO, PAWMI]);
    expect(hitOn(t, 'p1:bench_1')).toBe(20);
    expect(count(t, 'p1:deck')).toBe(3);
    expect(logOf(t)).toMatch(/p1 shuffled/);
  });
});

// ====================================================================== switching

sv1Attack('sv1-154', 'Repelling Odor', () => {
  it("the opponent's Active Pokémon goes to the Bench; the opponent chooses the new one", () => {
    const board = table({
      p1: { active: ['sv1-154', R] },
      p2: { active: [KINGAMBIT], bench: [[PAWMI], [LECHONK]] },
    });
    const asked = declareAttack(board, 'Repelling Odor');
    expect(asked.state.pendingDecision?.decider).toBe('p2');
    const t = attack(board, 'Repelling Odor', { chooser: optionsNaming('p2:bench_1') });
    expect(templatesIn(t.state, 'p2:active')).toEqual([PAWMI]);
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([KINGAMBIT]);
    expect(hitOn(t) + hitOn(t, 'p2:bench_1')).toBe(0);
  });
});

sv1Attack('sv1-83', 'Pendulum Influence', () => {
  const board = (seed: number) =>
    table({
      seed,
      p1: { active: ['sv1-83', P] },
      p2: { active: [KINGAMBIT], bench: [[PAWMI], ['sv1-160']] },
    });
  it("heads: any attack of the opponent's Pokémon in play, used as Hypno's own (no Energy needed)", () => {
    const seed = SEEDS.find((s) => heads(attack(board(s), 'Pendulum Influence'))) as number;
    const asked = declareAttack(board(seed), 'Pendulum Influence');
    const names = optionsOf(asked).map((o) => o.split(' (')[0]);
    expect(names.sort()).toEqual(['Double Hit', 'Hack At', 'Jolt'].sort());
    const t = attack(board(seed), 'Pendulum Influence', { chooser: optionsNaming('Hack At') });
    expect(hitOn(t)).toBe(160);
  });
  it('tails: nothing, no choice', () => {
    const t = withSeeds(
      SEEDS,
      (s) => declareAttack(board(s), 'Pendulum Influence'),
      (x) => flipsOf(x).length === 1 && flipsOf(x)[0] === 'tails',
    );
    expect(t.state.pendingDecision).toBeNull();
    expect(hitOn(t)).toBe(0);
  });
});

sv1Attack('sv1-96', 'Joust', () => {
  it('a Pokémon protected from the effects of attacks keeps its Tools (and takes no damage)', () => {
    const t = attack(
      shielded(table({ p1: { active: ['sv1-96', P] }, p2: { active: [KINGAMBIT, ROCKY_HELMET] } })),
      'Joust',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, ROCKY_HELMET]);
    expect(hitOn(t)).toBe(0);
  });
});

sv1Attack('sv1-120', 'Sandstorm Spray', () => {
  const board = () =>
    withCounters(
      table({
        p1: { active: ['sv1-120', F, F, F, F, G] },
        p2: { active: [KINGAMBIT, D, ROCKY_HELMET], bench: [[PAWMI]] },
      }),
      'p2:active',
      { damage: 30 },
    );
  it('discards 2 of its Energy; then the Defending Pokémon and its cards are shuffled into the deck', () => {
    const t = attack(board(), 'Sandstorm Spray', { chooser: optionsNaming('Grass', 'Fighting') });
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([F, G].sort());
    expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-120', F, F, F]);
    expect(count(t, 'p2:deck')).toBe(23);
    expect(templatesIn(t.state, 'p2:deck')).toEqual(
      expect.arrayContaining([KINGAMBIT, D, ROCKY_HELMET]),
    );
    expect(logOf(t)).toMatch(/p2 shuffled/);
    // Not a Knock Out: no Prize card; the opponent's Benched Pokémon comes in.
    expect(count(t, 'p1:hand')).toBe(0);
    expect(templatesIn(t.state, 'p2:active')).toEqual([PAWMI]);
  });
  it('a Pokémon protected from the effects of attacks stays; the Energy is still discarded', () => {
    const t = attack(shielded(board()), 'Sandstorm Spray');
    expect(count(t, 'p1:discard')).toBe(2);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, D, ROCKY_HELMET]);
  });
});

sv1Attack('sv1-123', 'Bedrock Breaker', () => {
  it('40, and the Stadium in play (whoever played it) is discarded', () => {
    const board = table({ p1: { active: ['sv1-123', F] }, p2: { active: [GYARADOS_EX] } });
    const t = attack(withCard(board, 'stadium', BEACH_COURT, 'p2'), 'Bedrock Breaker');
    expect(hitOn(t)).toBe(40);
    expect(count(t, 'stadium')).toBe(0);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([BEACH_COURT]);
    expect(hitOn(attack(board, 'Bedrock Breaker'))).toBe(40);
  });
});

// ====================================================================== lasting effects

sv1Attack('sv1-22', 'Apply Oil', () => {
  it("40; the Defending Pokémon's next attack: its player flips, and on tails it doesn't happen", () => {
    const run = (seed: number) => {
      const t = attack(
        table({ seed, p1: { active: ['sv1-22', G, G] }, p2: { active: [DONDOZO, W, W, W, W] } }),
        'Apply Oil',
      );
      expect(hitOn(t)).toBe(40);
      return attack(nextTurn(t), 'Heavy Splash', { player: 'p2' });
    };
    const theirFlip = (t: Table) => flipsOf(t, 'p2', 4);
    const failed = withSeeds(SEEDS, run, (t) => theirFlip(t)[0] === 'tails');
    expect(hitOn(failed, 'p1:active')).toBe(0);
    // The attack was its turn's attack: the turn is over.
    expect(failed.state.turn.activePlayer).toBe('p1');
    const hit = withSeeds(SEEDS, run, (t) => theirFlip(t)[0] === 'heads');
    expect(templatesIn(hit.state, 'p1:discard')).toContain('sv1-22');
  });
});

/** "… during your opponent's next turn, they can't play any Item cards from their hand." */
const itemLock = (t: Table) => {
  const theirs = withCard(
    withCard(nextTurn(t), 'p2:hand', POTION, 'p2'),
    'p2:hand',
    ROCKY_HELMET,
    'p2',
  );
  return theirs;
};

sv1Attack('sv1-88', 'Everlasting Darkness', () => {
  it("30; during the opponent's next turn they can't play Items (Tools are not Items), then they can", () => {
    const t = attack(
      table({ p1: { active: ['sv1-88', P] }, p2: { active: [KINGAMBIT] } }),
      'Everlasting Darkness',
    );
    expect(hitOn(t)).toBe(30);
    const theirs = itemLock(t);
    expect(() => playCard(theirs, 'Potion', 'p2')).toThrow(/Item/);
    const tooled = act(theirs, {
      type: 'declare_action',
      player: 'p2',
      source: 'ai',
      kind: 'play_trainer',
      card: 'Rocky Helmet',
      zone: 'p2:hand',
      details: { target: 'p2:active' },
    });
    expect(templatesIn(tooled.state, 'p2:active')).toContain(ROCKY_HELMET);
    const later = nextTurn(pass(act(theirs, { type: 'end_turn', player: 'p2', source: 'ai' })));
    expect(() => playCard(later, 'Potion', 'p2')).not.toThrow();
  });
});

sv1Attack('sv1-87', 'Enveloping Shadow', () => {
  it("10; heads, the opponent can't play Items during their next turn; tails, they can", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-87', P] }, p2: { active: [KINGAMBIT] } }),
        'Enveloping Shadow',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(hitOn(h)).toBe(10);
    expect(() => playCard(itemLock(h), 'Potion', 'p2')).toThrow(/Item/);
    const t = withSeeds(SEEDS, run, tails);
    expect(hitOn(t)).toBe(10);
    expect(() => playCard(itemLock(t), 'Potion', 'p2')).not.toThrow();
  });
});

sv1Attack('sv1-93', 'Moonblast', () => {
  it("120; the Defending Pokémon's attacks do 30 less during the opponent's next turn", () => {
    const t = attack(
      table({ p1: { active: ['sv1-93', P, P, P] }, p2: { active: [KINGAMBIT, D, D, D] } }),
      'Moonblast',
    );
    expect(hitOn(t)).toBe(120);
    const hit = attack(nextTurn(t), 'Hack At', { player: 'p2' });
    expect(hitOn(hit, 'p1:active')).toBe(130);
  });
});

sv1Attack('sv1-111', 'Acu-Punch-Ture', () => {
  it("30; the attack you choose can't be used by that Pokémon during the opponent's next turn", () => {
    const board = table({
      p1: { active: ['sv1-111', F] },
      p2: { active: ['sv1-114', F, F, F] },
    });
    const asked = declareAttack(board, 'Acu-Punch-Ture');
    expect(optionsOf(asked)).toEqual(['Avenging Knuckle', 'Accelerating Stab']);
    const t = attack(board, 'Acu-Punch-Ture', { chooser: optionsNaming('Accelerating Stab') });
    expect(hitOn(t)).toBe(30);
    const theirs = nextTurn(t);
    expect(refused(theirs, 'Accelerating Stab', 'p2')).toMatch(/Accelerating Stab/);
    expect(hitOn(attack(theirs, 'Avenging Knuckle', { player: 'p2' }), 'p1:active')).toBe(30);
  });
});

sv1Attack('sv1-150', 'Tailspin Away', () => {
  const after = (attacker: string[], name: string) => {
    const t = attack(
      table({ p1: { active: ['sv1-150', R, R] }, p2: { active: attacker } }),
      'Tailspin Away',
    );
    expect(hitOn(t)).toBe(60);
    return hitOn(attack(nextTurn(t), name, { player: 'p2' }), 'p1:active');
  };
  it("prevents all damage from a Basic Pokémon's attack during the opponent's next turn", () => {
    // Miraidon (Basic, Lightning): Staraptor is weak to Lightning, 60 without Tailspin Away.
    expect(after(['sv1-80', L, L], 'Sharp Fang')).toBe(0);
  });
  it('not from an evolved Pokémon (Bisharp, Stage 1: its 40)', () => {
    expect(after(['sv1-133', D], 'Dark Cutter')).toBe(40);
  });
});
