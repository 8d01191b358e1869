import { describe, expect, it } from 'vitest';
import {
  flipsOf,
  G,
  KINGAMBIT,
  L,
  nextTurn,
  PIKACHU,
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';

/**
 * Classic Trainer forms read clause by clause (`trainer-clauses.ts`), each played from a real
 * printing in a loaded set; the outcomes are written from that card's printed text.
 */

const BULBASAUR = 'base1-44';
const IVYSAUR = 'base1-30';
const CHARMANDER = 'base1-46';
const SQUIRTLE = 'base1-63';

const hand = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
const discard = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:discard`);
const sorted = (xs: string[]) => [...xs].sort();
/** Answers every question with the options naming `word` first. */
const naming =
  (...words: string[]): Chooser =>
  (d, s) => {
    const want = d.select ? Math.max(1, d.select.min) : 1;
    const hits = (d.options ?? []).filter((o) => words.some((w) => o.includes(w)));
    return hits.length > 0 ? hits.slice(0, want) : firstOptions(d, s);
  };

describe('Switch (Base Set 2): "Switch 1 of your Benched Pokémon with your Active Pokémon."', () => {
  it('the Benched Pokémon chosen comes in; the old Active goes to its place', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], bench: [[BULBASAUR], [CHARMANDER]], hand: ['base4-123'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Switch',
      { chooser: naming('bench_2') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([PIKACHU]);
    expect(discard(t)).toEqual(['base4-123']);
  });

  it('refused with no Benched Pokémon', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: ['base4-123'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, 'base4-123'))).toMatch(/no Benched Pokémon/);
  });
});

describe('"Discard 1 Energy card attached to 1 of your own Pokémon in order to …" (Base Set 2)', () => {
  it('Super Potion: the Energy comes off the healed Pokémon, which loses up to 4 counters', () => {
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [PIKACHU, W], bench: [[BULBASAUR, G, G]], hand: ['base4-117'] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        { damage: 50 },
      ),
      'Super Potion',
      { chooser: naming('bench_1', 'Grass') },
    );
    // 50 damage, 40 removed; one of the two Grass Energy discarded with the Trainer.
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([BULBASAUR, G]);
    expect(sorted(discard(t))).toEqual(sorted(['base4-117', G]));
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, W]);
  });

  it('Super Potion: only a damaged Pokémon with Energy may pay; none → refused', () => {
    const t = withCounters(
      table({
        p1: { active: [PIKACHU, W], bench: [[BULBASAUR]], hand: ['base4-117'] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      { damage: 30 },
    );
    // Pikachu has Energy but no damage; Bulbasaur has damage but no Energy.
    expect(refusalOf(t, trainerAction(t, 'base4-117'))).toMatch(/none of your Pokémon can pay/);
  });

  it('Super Energy Removal: 1 Energy of yours, then up to 2 of the chosen opponent Pokémon', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU, W], hand: ['base4-108'] },
        p2: { active: [KINGAMBIT, G, R, W] },
      }),
      'Super Energy Removal',
      { chooser: (d) => (d.options ?? []).slice(0, d.select?.max ?? 1) },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p2:active')).toHaveLength(2);
    expect(discard(t, 'p2')).toHaveLength(2);
    expect(sorted(discard(t))).toEqual(sorted(['base4-108', W]));
  });

  it('Super Energy Removal: refused when the opponent has no Energy attached, or you have none to pay', () => {
    const none = table({
      p1: { active: [PIKACHU, W], hand: ['base4-108'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, trainerAction(none, 'base4-108'))).toMatch(
      /opponent's Pokémon has Energy/,
    );
    const poor = table({
      p1: { active: [PIKACHU], hand: ['base4-108'] },
      p2: { active: [KINGAMBIT, G] },
    });
    expect(refusalOf(poor, trainerAction(poor, 'base4-108'))).toMatch(
      /none of your Pokémon can pay/,
    );
  });
});

describe('Max Revive: "Discard 2 Energy cards from your hand in order to put 1 Basic Pokémon from your discard pile onto your Bench."', () => {
  const board = (h: string[], bench: string[][] = []) =>
    table({
      p1: { active: [PIKACHU], bench, hand: ['gym2-117', ...h], discard: [BULBASAUR, IVYSAUR] },
      p2: { active: [KINGAMBIT] },
    });

  it('2 Energy cards of the hand are discarded; the Basic Pokémon goes onto the Bench', () => {
    const t = playTrainer(board([G, W, CHARMANDER]), 'Max Revive', {
      chooser: naming('Grass', 'Water', 'Bulbasaur'),
    });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([BULBASAUR]);
    expect(hand(t)).toEqual([CHARMANDER]);
    expect(sorted(discard(t))).toEqual(sorted([IVYSAUR, G, W, 'gym2-117']));
  });

  it('refused with fewer than 2 Energy cards in the hand (a Pokémon card does not pay)', () => {
    const t = board([G, CHARMANDER]);
    expect(refusalOf(t, trainerAction(t, 'gym2-117'))).toMatch(/you need 2 Energy cards/);
  });

  it('refused with a full Bench', () => {
    const t = board([G, W], [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]]);
    expect(refusalOf(t, trainerAction(t, 'gym2-117'))).toMatch(/Bench is full/);
  });
});

describe('Minion of Team Rocket: "Flip 2 coins. If both of them are heads, … If 1 or both of them are tails, your turn ends immediately"', () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['gym1-113'] },
        p2: { active: [KINGAMBIT], bench: [[IVYSAUR, BULBASAUR, G]] },
      }),
      'Minion of Team Rocket',
    );

  it("both heads: the Benched Pokémon and every card attached go to its owner's hand; the turn goes on", () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'heads'));
    expect(sorted(hand(t, 'p2'))).toEqual(sorted([IVYSAUR, BULBASAUR, G]));
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([]);
    expect(t.state.turn.activePlayer).toBe('p1');
  });

  it('1 or both tails: nothing returns and the turn ends', () => {
    const one = withSeeds(SEEDS, run, (x) => flipsOf(x).filter((f) => f === 'tails').length === 1);
    const both = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'tails'));
    for (const t of [one, both]) {
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([IVYSAUR, BULBASAUR, G]);
      expect(t.state.turn.activePlayer).toBe('p2');
    }
  });
});

describe('Thought Wave Machine: "Flip a coin until you get tails. For each heads, return an Energy card … Your turn is over now"', () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['neo4-96'] },
        p2: { active: [KINGAMBIT, G, W] },
      }),
      'Thought Wave Machine',
    );
  /** Heads before the first tails (each flip of "until tails" is a line of its own). */
  const heads = (t: Table) =>
    t.state.log.filter((l) => /^p1 flipped.*: heads$/.test(l.message)).length;

  it("one Energy per heads goes to the opponent's hand; all of them when fewer; the turn ends", () => {
    for (const want of [0, 1, 3]) {
      const t = withSeeds(SEEDS, run, (x) => heads(x) === want);
      const back = Math.min(want, 2);
      expect(hand(t, 'p2')).toHaveLength(back);
      expect(templatesIn(t.state, 'p2:active')).toHaveLength(3 - back);
      expect(t.state.turn.activePlayer).toBe('p2');
    }
  });
});

describe('Energy Flow: "For each of your Pokémon, you may return any number of Energy cards attached to it to your hand."', () => {
  it('the Energy cards chosen, from any of your Pokémon, go to your hand; the rest stay', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU, W, R], bench: [[BULBASAUR, G]], hand: ['gym1-122'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Flow',
      { chooser: naming('Water', 'Grass') },
    );
    expect(sorted(hand(t))).toEqual(sorted([W]));
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, R]);
  });

  it('several at once; refused when none of your Pokémon has Energy', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU, W, R], bench: [[BULBASAUR, G]], hand: ['gym1-122'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Flow',
      { chooser: (d) => (d.options ?? []).slice(0, d.select?.max ?? 1) },
    );
    expect(sorted(hand(t))).toEqual(sorted([W, R, G]));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([BULBASAUR]);
    const bare = table({
      p1: { active: [PIKACHU], hand: ['gym1-122'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(bare, trainerAction(bare, 'gym1-122'))).toMatch(
      /none of your Pokémon has an Energy/,
    );
  });
});

describe('Sabrina: "Take all Energy cards attached to 1 of your Pokémon with Sabrina in its name and attach them to another …"', () => {
  it("every Energy card moves from one Sabrina's Pokémon to the other", () => {
    const t = playTrainer(
      table({
        p1: { active: ['gym2-93', W, R], bench: [['gym2-95', G], [PIKACHU]], hand: ['gym2-110'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Sabrina',
      { chooser: naming('active', 'bench_1') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['gym2-93']);
    expect(sorted(templatesIn(t.state, 'p1:bench_1'))).toEqual(sorted(['gym2-95', G, W, R]));
  });

  it('refused with only one Pokémon with Sabrina in its name', () => {
    const t = table({
      p1: { active: ['gym2-93', W], bench: [[PIKACHU]], hand: ['gym2-110'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, 'gym2-110'))).toMatch(/2 Pokémon with Sabrina/);
  });
});

describe('Lt. Surge: a Basic Pokémon from the hand becomes Active; the old Active goes to the Bench', () => {
  it('the Basic chosen is Active, the old Active (with its cards) on the Bench', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU, W], hand: ['gym1-101', CHARMANDER, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Lt. Surge',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, W]);
    expect(hand(t)).toEqual([G]);
  });

  it('refused without a Basic Pokémon card in the hand, and with a full Bench', () => {
    const none = table({
      p1: { active: [PIKACHU], hand: ['gym1-101', IVYSAUR] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, trainerAction(none, 'gym1-101'))).toMatch(/1 Basic Pokémon card/);
    const full = table({
      p1: {
        active: [PIKACHU],
        bench: [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]],
        hand: ['gym1-101', CHARMANDER],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(full, trainerAction(full, 'gym1-101'))).toMatch(/Bench is full/);
  });
});

describe('Old Rod: "Flip 2 coins. If both are heads, … Pokémon … If both are tails, … a Trainer card …"', () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['neo3-64'], discard: ['neo3-54', 'base4-123', G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Old Rod',
    );

  it('both heads: a Baby Pokémon (or Basic / Evolution) card to the hand', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'heads'));
    expect(hand(t)).toEqual(['neo3-54']);
  });

  it('both tails: a Trainer card to the hand', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'tails'));
    expect(hand(t)).toEqual(['base4-123']);
  });

  it('one of each: nothing', () => {
    const t = withSeeds(SEEDS, run, (x) => new Set(flipsOf(x)).size === 2);
    expect(hand(t)).toEqual([]);
    expect(sorted(discard(t))).toEqual(sorted(['neo3-54', 'base4-123', G, 'neo3-64']));
  });
});

describe('Pokémon Tools between turns: Berry, Gold Berry, Miracle Berry (Neo Genesis)', () => {
  // "At any time between turns, if there are at least 2 damage counters on the Pokémon Berry is
  // attached to, you may remove 2 of them and discard Berry. At the start of each turn, if there
  // are at least 2 damage counters on the Pokémon Berry is attached to, remove 2 of them and
  // discard Berry." Between turns is before the Pokémon Checkup (the owner is asked then); the
  // start of the turn comes after it.
  const BERRY = 'neo1-99';
  const GOLD_BERRY = 'neo1-93';
  const MIRACLE_BERRY = 'neo1-94';
  const endTurn = (t: Table) => act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
  const answer = (t: Table, yes: boolean) =>
    answerAll(t, (d, s) =>
      (d.options ?? []).includes('yes') ? [yes ? 'yes' : 'no'] : firstOptions(d, s),
    );
  const tools = (t: Table, zone: string) =>
    templatesIn(t.state, zone).filter((id) => [BERRY, GOLD_BERRY, MIRACLE_BERRY].includes(id));

  /** p1's Pikachu (40 HP) holds the Tool, with counters set; p1 ends the turn. */
  const board = (tool: string, counters: Record<string, number>) =>
    withCounters(
      table({ p1: { active: [PIKACHU, tool], bench: [[BULBASAUR]] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      counters,
    );

  it('played from the hand, a Berry is attached to the Pokémon named', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], bench: [[BULBASAUR]], hand: [BERRY] },
        p2: { active: [KINGAMBIT] },
      }),
      'Berry',
      { target: 'p1:bench_1' },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([BULBASAUR, BERRY]);
  });

  it("the owner is asked before the checkup, even as the opponent's turn begins; yes: 2 counters off, Berry discarded, then Poison", () => {
    const asked = endTurn(board(BERRY, { damage: 30, poisoned: 1 }));
    const d = asked.state.pendingDecision;
    expect(d?.decider).toBe('p1');
    expect(asked.state.turn.activePlayer).toBe('p2');
    // The checkup waits: no Poison damage yet.
    expect(damageIn(asked.state, 'p1:active')).toBe(30);
    const t = answer(asked, true);
    // 30 - 20 = 10, then Poison 10: 20; Pikachu (40 HP) survives.
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(tools(t, 'p1:active')).toEqual([]);
    expect(discard(t)).toEqual([BERRY]);
  });

  it("declined: the checkup's Poison Knocks Out Pikachu; the start-of-turn use comes too late", () => {
    const t = answer(endTurn(board(BERRY, { damage: 30, poisoned: 1 })), false);
    // Knocked Out at the checkup: Bulbasaur was promoted, Pikachu and its Berry are discarded.
    expect(templatesIn(t.state, 'p1:active')).toEqual([BULBASAUR]);
    expect(sorted(discard(t))).toEqual(sorted([PIKACHU, BERRY]));
  });

  it('at the start of the turn, with the counters the checkup put on, it acts by itself (no question)', () => {
    // 1 counter before the checkup: nothing to ask; Poison makes it 2; the turn starts: 2 off.
    const t = endTurn(board(BERRY, { damage: 10, poisoned: 1 }));
    expect(t.state.pendingDecision).toBeFalsy();
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(discard(t)).toEqual([BERRY]);
  });

  it('fewer counters than printed: the Berry stays, nothing is asked', () => {
    const t = endTurn(board(BERRY, { damage: 10 }));
    expect(t.state.pendingDecision).toBeFalsy();
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(tools(t, 'p1:active')).toEqual([BERRY]);
  });

  it('Gold Berry: 4 counters off when there are at least 4; 3 are not enough', () => {
    const gold = (damage: number) =>
      withCounters(
        table({
          p1: { active: [PIKACHU], bench: [[IVYSAUR, BULBASAUR, GOLD_BERRY]] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        { damage },
      );
    const t = answer(endTurn(gold(50)), true);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(discard(t)).toEqual([GOLD_BERRY]);
    const three = endTurn(gold(30));
    expect(three.state.pendingDecision).toBeFalsy();
    expect(damageIn(three.state, 'p1:bench_1')).toBe(30);
    expect(tools(three, 'p1:bench_1')).toEqual([GOLD_BERRY]);
  });

  it('Miracle Berry: yes before the checkup, no Poison damage; no, Poison then the start-of-turn cure', () => {
    const taken = answer(endTurn(board(MIRACLE_BERRY, { poisoned: 1 })), true);
    expect(damageIn(taken.state, 'p1:active')).toBe(0);
    expect(conditionsIn(taken.state, 'p1:active')).toEqual([]);
    expect(discard(taken)).toEqual([MIRACLE_BERRY]);
    const declined = answer(endTurn(board(MIRACLE_BERRY, { poisoned: 1 })), false);
    expect(damageIn(declined.state, 'p1:active')).toBe(10);
    expect(conditionsIn(declined.state, 'p1:active')).toEqual([]);
    expect(discard(declined)).toEqual([MIRACLE_BERRY]);
  });

  it('Miracle Berry ends only the conditions printed: Burned is not one of them', () => {
    const t = endTurn(board(MIRACLE_BERRY, { burned: 1 }));
    expect(t.state.plugin.effects).toEqual([]);
    expect(tools(t, 'p1:active')).toEqual([MIRACLE_BERRY]);
    expect(conditionsIn(t.state, 'p1:active')).toContain('burned');
  });
});

describe('Arcade Game: "Shuffle your deck, then reveal the top 3 cards of it. If at least 2 … share the same name, …"', () => {
  const run = (deck: string[]) => (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['neo1-83'], deck },
        p2: { active: [KINGAMBIT] },
      }),
      'Arcade Game',
    );

  it('2 or 3 of the same name: all of those to the hand, the rest back into the deck', () => {
    const deck = [G, G, G, R, R, W, W];
    const t = withSeeds(SEEDS, run(deck), (x) => hand(x).length > 0);
    const got = hand(t);
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(new Set(got).size).toBe(1);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(deck.length - got.length);
    // What was revealed is public: the log shows the 3 cards to both players.
    expect(t.state.log.some((l) => /reveal/i.test(l.message))).toBe(true);
  });

  it('3 different names: nothing is taken, all 3 go back into the deck', () => {
    const deck = [G, R, W];
    const t = playTrainer(
      table({ p1: { active: [PIKACHU], hand: ['neo1-83'], deck }, p2: { active: [KINGAMBIT] } }),
      'Arcade Game',
    );
    expect(hand(t)).toEqual([]);
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted(deck));
  });
});

describe('Focus Band: "If the Pokémon Focus Band is attached to would be Knocked Out by your opponent\'s attack, flip a coin. …"', () => {
  // Charmander's Scratch (10, doubled by Bulbasaur's Fire Weakness) on a Bulbasaur (40 HP) with 30.
  const run = (seed: number) =>
    attack(
      withCounters(
        table({
          seed,
          p1: { active: [CHARMANDER, R] },
          p2: { active: [BULBASAUR, 'neo1-86'], bench: [[SQUIRTLE]] },
        }),
        'p2:active',
        { damage: 30 },
      ),
      'Scratch',
    );

  it('heads: not Knocked Out, 10 HP left; Focus Band discarded', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'heads');
    expect(templatesIn(t.state, 'p2:active')).toEqual([BULBASAUR]);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(discard(t, 'p2')).toEqual(['neo1-86']);
  });

  it('tails: Knocked Out (Focus Band discarded with it)', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'tails');
    expect(templatesIn(t.state, 'p2:active')).not.toContain(BULBASAUR);
    expect(sorted(discard(t, 'p2'))).toEqual(sorted([BULBASAUR, 'neo1-86']));
  });

  it('not Knocked Out: no coin, Focus Band stays', () => {
    const t = attack(
      table({ p1: { active: [CHARMANDER, R] }, p2: { active: [BULBASAUR, 'neo1-86'] } }),
      'Scratch',
    );
    expect(flipsOf(t)).toEqual([]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([BULBASAUR, 'neo1-86']);
  });
});

describe('Healing Field: "Once during each player\'s turn, he or she may flip a coin. If heads, … removes 2 damage counters …"', () => {
  const useStadium = (t: Table) =>
    answerAll(act(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }));
  const run = (damage: number) => (seed: number) =>
    useStadium(
      withCounters(
        playTrainer(
          table({
            seed,
            p1: { active: [PIKACHU], hand: ['neo3-61'] },
            p2: { active: [KINGAMBIT] },
          }),
          'Healing Field',
        ),
        'p1:active',
        { damage },
      ),
    );

  it('heads: 2 counters off the Active Pokémon (1 if it only has 1); tails: none; once a turn', () => {
    expect(
      damageIn(withSeeds(SEEDS, run(30), (x) => flipsOf(x)[0] === 'heads').state, 'p1:active'),
    ).toBe(10);
    expect(
      damageIn(withSeeds(SEEDS, run(10), (x) => flipsOf(x)[0] === 'heads').state, 'p1:active'),
    ).toBe(0);
    const t = withSeeds(SEEDS, run(30), (x) => flipsOf(x)[0] === 'tails');
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(
      refusalOf(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
    ).toMatch(/ONCE_PER_TURN/);
  });
});

describe('Transparent Walls: "Until the end of your opponent\'s next turn, prevent all damage from attacks done to your Benched Pokémon."', () => {
  it("the opponent's Selfdestruct does nothing to your Bench; their own Bench still takes it", () => {
    let t = playTrainer(
      table({
        p1: { active: [KINGAMBIT], bench: [[BULBASAUR]], hand: ['gym2-125'], deck: [G, G, G] },
        p2: { active: ['base1-53', L, L], bench: [[SQUIRTLE]], deck: [G, G, G] },
      }),
      'Transparent Walls',
    );
    t = nextTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }));
    t = attack(t, 'Selfdestruct', { player: 'p2' });
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    // "Any other effects of attacks still happen": the Active Pokémon is not protected.
    expect(damageIn(t.state, 'p1:active')).toBeGreaterThan(0);
    expect(damageIn(t.state, 'p2:active')).toBe(10); // Squirtle, promoted after Magnemite's Knock Out
  });
});

describe('Pokémon Breeder as Legendary Collection words it ("You can play this card only when …")', () => {
  it('a Stage 2 from the hand goes straight onto its Basic; not on the first turn', () => {
    const spec = {
      p1: { active: [CHARMANDER, R], hand: ['base6-102', 'base1-4'] },
      p2: { active: [KINGAMBIT] },
    };
    const t = playTrainer(table(spec), 'Pokémon Breeder');
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-4', CHARMANDER, R]);
    const first = table({ ...spec, gameTurn: 1 });
    expect(refusalOf(first, trainerAction(first, 'base6-102'))).toMatch(/first turn/);
  });
});

describe('Erika\'s Maids: "Trade 2 of the other cards in your hand for up to 2 … with Erika in their names from your deck."', () => {
  const board = (h: string[]) =>
    table({
      p1: {
        active: [PIKACHU],
        hand: ['gym1-109', ...h],
        deck: ['gym1-25', 'gym1-3', BULBASAUR, G],
      },
      p2: { active: [KINGAMBIT] },
    });

  it('2 cards of the hand discarded; up to 2 Erika cards from the deck shown and taken; the deck shuffled', () => {
    const t = playTrainer(board([W, G, R]), "Erika's Maids", {
      chooser: (d) =>
        (d.options ?? []).filter((o) => /Water|Grass|Erika/.test(o)).slice(0, d.select?.max ?? 1),
    });
    expect(sorted(hand(t))).toEqual(sorted([R, 'gym1-25', 'gym1-3']));
    expect(sorted(discard(t))).toEqual(sorted([W, G, 'gym1-109']));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([BULBASAUR, G]));
    // Only Erika's cards are offered: Bulbasaur is not.
  });

  it('refused with fewer than 2 other cards in the hand', () => {
    const t = board([W]);
    expect(refusalOf(t, trainerAction(t, 'gym1-109'))).toMatch(/2 other cards/);
  });
});

describe("The Rocket's Trap: \"Flip a coin. If heads, choose up to 3 cards at random from your opponent's hand (don't look at them). …\"", () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['gym1-19'] },
        p2: { active: [KINGAMBIT], hand: [G, R, W, L, BULBASAUR], deck: [G] },
      }),
      "The Rocket's Trap",
    );

  it("heads: 3 of the 5 cards (the most, stated first) go into the opponent's deck, unseen", () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'heads');
    expect(hand(t, 'p2')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(4);
    // p1 never saw them: no card of p2's hand or deck is known to p1.
    const seen = (zone: string) =>
      (t.engine.view(t.state, 'p1').zones[zone]?.cards ?? []).filter(
        (c) => c.templateId !== undefined,
      );
    expect(seen('p2:hand')).toEqual([]);
    expect(seen('p2:deck')).toEqual([]);
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'tails');
    expect(hand(t, 'p2')).toHaveLength(5);
  });
});

describe('Misty: "Discard 2 of the other cards … If this turn\'s attack does damage … has Misty in its name, … 20 more damage"', () => {
  const board = (attacker: string[], h: string[]) =>
    table({ p1: { active: attacker, hand: ['gym1-18', ...h] }, p2: { active: [KINGAMBIT] } });

  it("2 other cards discarded; Misty's Seel's Aurora Beam then does 20 + 20", () => {
    const t = attack(playTrainer(board(['gym1-88', W, W], [G, R]), 'Misty'), 'Aurora Beam');
    expect(sorted(discard(t))).toEqual(sorted([G, R, 'gym1-18']));
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it('a Pokémon without Misty in its name gets nothing more', () => {
    const t = attack(playTrainer(board([PIKACHU, L], [G, R]), 'Misty'), 'Gnaw');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('refused with fewer than 2 other cards', () => {
    const t = board(['gym1-88', W, W], [G]);
    expect(refusalOf(t, trainerAction(t, 'gym1-18'))).toMatch(/2 other cards/);
  });
});

describe('Card-Flip Game: "Choose 1 of your opponent\'s face-down Prizes. Guess … Flip the card face up … If you guessed right, draw 2 cards."', () => {
  const board = () =>
    table({
      p1: { active: [PIKACHU], hand: ['neo1-92'], deck: [G, G, G] },
      p2: { active: [KINGAMBIT], prizes: [BULBASAUR, G, G, G, G, G] },
    });
  /** Chooses p2's first Prize, then guesses `guess`. */
  const guessing =
    (guess: string): Chooser =>
    (d) =>
      (d.options ?? []).includes('Pokémon') ? [guess] : [(d.options ?? [])[0] ?? ''];

  it('right (a Pokémon): the Prize is face up and stays; 2 cards drawn', () => {
    const t = playTrainer(board(), 'Card-Flip Game', { chooser: guessing('Pokémon') });
    const prize = t.state.zones['p2:prizes_1']?.cards[0] as string;
    expect(t.state.cards[prize]?.faceUp).toBe(true);
    expect(hand(t)).toHaveLength(2);
  });

  it('wrong: face up all the same, nothing drawn; that Prize is not offered again', () => {
    const two = table({
      p1: { active: [PIKACHU], hand: ['neo1-92', 'neo1-92'], deck: [G, G, G] },
      p2: { active: [KINGAMBIT], prizes: [BULBASAUR, G, G, G, G, G] },
    });
    const t = playTrainer(two, 'Card-Flip Game', { chooser: guessing('Energy') });
    expect(hand(t)).toEqual(['neo1-92']);
    const prize = t.state.zones['p2:prizes_1']?.cards[0] as string;
    expect(t.state.cards[prize]?.faceUp).toBe(true);
    const next = act(t, trainerAction(t, 'neo1-92'));
    expect(next.state.pendingDecision?.options).not.toContain('prizes_1');
  });

  it("the options name the Prizes' places, never their cards", () => {
    const t = act(board(), trainerAction(board(), 'neo1-92'));
    const options = t.state.pendingDecision?.options ?? [];
    expect(options).toEqual([
      'prizes_1',
      'prizes_2',
      'prizes_3',
      'prizes_4',
      'prizes_5',
      'prizes_6',
    ]);
  });
});

describe('Energy Amplifier: an Energy card shown and shuffled in; heads, up to 3 basic Energy cards from the deck', () => {
  const run = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['neo4-98', W, BULBASAUR], deck: [G, R, L, L, PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Amplifier',
      { chooser: (d) => (d.options ?? []).slice(0, d.select?.max ?? 1) },
    );

  it('heads: the Water goes into the deck; 3 basic Energy cards come to the hand', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'heads');
    expect(hand(t)).toContain(BULBASAUR);
    expect(hand(t).filter((id) => id !== BULBASAUR)).toHaveLength(3);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(3);
  });

  it('tails: the Water is in the deck, nothing comes back', () => {
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'tails');
    expect(hand(t)).toEqual([BULBASAUR]);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(6);
  });

  it('refused without an Energy card in the hand', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: ['neo4-98', BULBASAUR] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, 'neo4-98'))).toMatch(/no Energy card/);
  });
});

describe('Guessing games: "Put a card from your hand face down … Your opponent guesses whether it is …"', () => {
  /** p1 picks the card naming `pick`; p2 guesses `guess`. */
  const quiz =
    (pick: string, guess: string): Chooser =>
    (d) =>
      d.decider === 'p2'
        ? [(d.options ?? []).find((o) => o === guess) ?? '']
        : [(d.options ?? []).find((o) => o.includes(pick)) ?? ''];
  const quizBoard = (card: string, h: string[]) =>
    table({
      p1: { active: [PIKACHU], hand: [card, ...h], deck: [G, G, G, G] },
      p2: { active: [KINGAMBIT], deck: [R, R, R, R] },
    });

  it("Blaine's Quiz #2: guessed right, the opponent draws 2; the card stays in the hand", () => {
    const t = playTrainer(quizBoard('gym2-111', [BULBASAUR, W]), "Blaine's Quiz #2", {
      chooser: quiz('Bulbasaur', 'Pokémon'),
    });
    expect(hand(t, 'p2')).toEqual([R, R]);
    expect(sorted(hand(t))).toEqual(sorted([BULBASAUR, W]));
  });

  it("Blaine's Quiz #2: guessed wrong, you draw 2", () => {
    const t = playTrainer(quizBoard('gym2-111', [BULBASAUR, W]), "Blaine's Quiz #2", {
      chooser: quiz('Bulbasaur', 'Trainer'),
    });
    expect(hand(t, 'p2')).toEqual([]);
    expect(sorted(hand(t))).toEqual(sorted([BULBASAUR, W, G, G]));
  });

  it('the opponent guesses without seeing the card: it is shown only after the guess', () => {
    const board = quizBoard('gym2-111', [BULBASAUR, W]);
    let t = act(board, trainerAction(board, 'gym2-111'));
    t = answerAll(
      t,
      (d) =>
        d.decider === 'p1' ? [(d.options ?? []).find((o) => o.includes('Bulbasaur')) ?? ''] : [],
      1,
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    const seenByP2 = (t.engine.view(t.state, 'p2').zones['p1:hand']?.cards ?? []).filter(
      (c) => c.templateId !== undefined,
    );
    expect(seenByP2).toEqual([]);
    expect(t.state.pendingDecision?.options).toEqual(['Energy', 'Trainer', 'Pokémon']);
  });

  it('Pokémon Personality Test: only an Evolution card; "neither one" is wrong for Light Arcanine', () => {
    const right = playTrainer(
      quizBoard('neo4-102', ['neo4-12', BULBASAUR]),
      'Pokémon Personality Test',
      {
        chooser: quiz('Arcanine', 'with Light in its name'),
      },
    );
    expect(hand(right, 'p2')).toEqual([R, R, R]);
    const wrong = playTrainer(
      quizBoard('neo4-102', ['neo4-12', BULBASAUR]),
      'Pokémon Personality Test',
      {
        chooser: quiz('Arcanine', 'neither'),
      },
    );
    expect(hand(wrong).filter((id) => id === G)).toHaveLength(3);
    const none = quizBoard('neo4-102', [BULBASAUR]);
    expect(refusalOf(none, trainerAction(none, 'neo4-102'))).toMatch(
      /no an Evolution card|Evolution card/,
    );
  });
});

describe('Fuchsia City Gym: "… may flip a coin. If heads, that player may shuffle 1 of his or her Pokémon in play with Koga in its name …"', () => {
  const run = (seed: number) =>
    answerAll(
      act(
        playTrainer(
          table({
            seed,
            p1: { active: [PIKACHU], bench: [['gym2-82', G]], hand: ['gym2-114'], deck: [R] },
            p2: { active: [KINGAMBIT] },
          }),
          'Fuchsia City Gym',
        ),
        { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' },
      ),
    );

  it("heads: Koga's Weedle and its Energy go into the deck; tails: it stays", () => {
    const h = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'heads');
    expect(templatesIn(h.state, 'p1:bench_1')).toEqual([]);
    expect(sorted(templatesIn(h.state, 'p1:deck'))).toEqual(sorted([R, 'gym2-82', G]));
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'tails');
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['gym2-82', G]);
  });
});
