import { describe, expect, it } from 'vitest';
import { viewPluginState } from '../game/definition';
import {
  DONDOZO,
  G,
  heads,
  KINGAMBIT,
  L,
  P,
  PIKACHU,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { classicSets, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
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
 * Classic Trainer forms compiled from their printed text, each played from a real printing in a
 * loaded set; the outcomes are written from that card's text.
 */

const BULBASAUR = 'base1-44';
const CHARMANDER = 'base1-46';
const IVYSAUR = 'base1-30';
const SWITCH = 'base1-95';

const hand = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
const sorted = (xs: string[]) => [...xs].sort();
const conditions = (t: Table) => conditionsIn(t.state, 'p1:active');
/** Every option a choice allows (its max), in order. */
const mostOf: Chooser = (d) => (d.options ?? []).slice(0, d.select?.max ?? 1);

/** Declares a Trainer without answering anything (to look at the first question). */
const declare = (t: Table, templateId: string, player = 'p1') =>
  act(t, trainerAction(t, templateId, player));

/** The waiting choice of the effect being carried out. */
const waiting = (t: Table) => {
  const w = t.state.plugin.effects.at(-1)?.waiting;
  if (w?.kind !== 'choice') throw new Error('no choice is waiting');
  return w;
};

/** Answers with the options whose labels name `names` (each once), else none. */
const exactly =
  (...names: string[]): Chooser =>
  (d) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const n of names) {
      const i = left.findIndex((o) => o.includes(n));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out;
  };

/** Answers a count or yes/no question with `value`, every other question as firstOptions. */
const answering =
  (values: Record<string, string>): Chooser =>
  (d, s) => {
    for (const [part, v] of Object.entries(values))
      if (d.prompt?.includes(part)) return (d.options ?? []).filter((o) => o === v).slice(0, 1);
    return firstOptions(d, s);
  };

describe('"You can\'t play any more Trainer cards this turn." (Professor Elm)', () => {
  it('shuffle the hand into the deck, then draw 7; no Trainer after it this turn', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-96', W], deck: [G, G, G, G, G, G, G, G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Professor Elm',
    );
    expect(hand(t)).toHaveLength(7);
    // The hand went into the deck first: 10 + 1 cards, 7 drawn.
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(4);
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['neo1-96']);
    // With the whole deck drawn, the Switch shuffled in comes back: it can't be played now.
    const all = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-96', SWITCH], deck: [G, G, G, G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Professor Elm',
    );
    expect(hand(all)).toContain(SWITCH);
    expect(refusalOf(all, trainerAction(all, SWITCH))).toMatch(/NO_TRAINERS .*Professor Elm/);
  });

  it('PokéGear: the lock holds whatever was found', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-88', SWITCH], deck: [G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'PokéGear',
    );
    expect(refusalOf(t, trainerAction(t, SWITCH))).toMatch(/NO_TRAINERS .*PokéGear/);
  });
});

describe('"Look at the top 7 cards of your deck." and what is done with them', () => {
  const gear = () =>
    table({
      p1: {
        active: [PIKACHU],
        hand: ['neo1-88'],
        deck: [G, SWITCH, R, 'neo1-96', W, G, G, SWITCH, R],
      },
      p2: { active: [KINGAMBIT] },
    });

  it('PokéGear: 1 Trainer card of the top 7 may be shown and taken; the deck is shuffled', () => {
    const t = declare(gear(), 'neo1-88');
    const w = waiting(t);
    const top7 = gear().state.zones['p1:deck']?.cards.slice(0, 7) ?? [];
    // Looked at: the top 7; offered: the two Trainers among them (not the 8th card's Switch).
    expect(w.lookedAt).toEqual(top7);
    expect(w.options.map((o) => o.label.replace(/^#\S+ /, '')).sort()).toEqual([
      'Professor Elm',
      'Switch',
    ]);
    expect(w.min).toBe(0);
    const taken = answerAll(t, exactly('Professor Elm'));
    expect(hand(taken)).toEqual(['neo1-96']);
    expect(taken.state.log.some((l) => /shuffle/i.test(l.message))).toBe(true);
    // "you may": declined, nothing is taken.
    const declined = answerAll(declare(gear(), 'neo1-88'), () => []);
    expect(hand(declined)).toEqual([]);
    expect(templatesIn(declined.state, 'p1:deck')).toHaveLength(9);
  });

  it('PokéGear: the opponent sees neither the cards looked at nor the options', () => {
    const t = declare(gear(), 'neo1-88');
    const theirs = viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting;
    expect(theirs).toMatchObject({ lookedAt: [], options: [] });
    const deck = t.state.zones['p1:deck']?.cards ?? [];
    const seenBy = (player: string) =>
      (t.engine.view(t.state, player).zones['p1:deck']?.cards ?? []).filter(
        (c) => c.templateId !== undefined,
      ).length;
    expect(seenBy('p1')).toBe(7);
    expect(seenBy('p2')).toBe(0);
    expect(deck).toHaveLength(9);
  });

  it("Misty's Wrath: 2 of the top 7 into the hand, the other 5 discarded", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-114'], deck: [G, R, W, L, P, G, R, SWITCH, W] },
        p2: { active: [KINGAMBIT] },
      }),
      "Misty's Wrath",
      { chooser: exactly('Water', 'Lightning') },
    );
    expect(sorted(hand(t))).toEqual(sorted([W, L]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted(['gym1-114', G, R, P, G, R]));
    // The 8th and 9th cards were not looked at: still the deck.
    expect(templatesIn(t.state, 'p1:deck')).toEqual([SWITCH, W]);
  });
});

describe('"Shuffle your deck. Then, look at up to 5 cards from the top of your deck and rearrange them as you like." (New Pokédex)', () => {
  it('the player says how many, then orders them; the rest of the deck is untouched', () => {
    const base = table({
      p1: { active: [PIKACHU], hand: ['neo1-95'], deck: [G, R, W, L, P, G, R] },
      p2: { active: [KINGAMBIT] },
    });
    let t = declare(base, 'neo1-95');
    // How many: up to 5, and fewer is allowed.
    expect(waiting(t).options.map((o) => o.value)).toEqual(['5', '4', '3', '2', '1', '0']);
    t = act(t, { type: 'resolve_decision', player: 'p1', source: 'ai', choice: '3' });
    const top3 = t.state.zones['p1:deck']?.cards.slice(0, 3) ?? [];
    expect(waiting(t).lookedAt).toEqual(top3);
    const want = [top3[2], top3[0], top3[1]] as string[];
    t = act(t, {
      type: 'resolve_decision',
      player: 'p1',
      source: 'ai',
      choice: waiting(t).options.find((o) => o.value === want[0])?.label ?? '',
    });
    t = act(t, {
      type: 'resolve_decision',
      player: 'p1',
      source: 'ai',
      choice: waiting(t).options.find((o) => o.value === want[1])?.label ?? '',
    });
    expect(t.state.zones['p1:deck']?.cards.slice(0, 3)).toEqual(want);
    expect(t.state.zones['p1:deck']?.cards).toHaveLength(7);
    // The opponent does not see the cards looked at.
    const seen = (player: string) =>
      (t.engine.view(t.state, player).zones['p1:deck']?.cards ?? []).filter(
        (c) => c.templateId !== undefined,
      ).length;
    expect(seen('p1')).toBe(3);
    expect(seen('p2')).toBe(0);
  });
});

describe('Mary: "Draw 2 cards. Then, shuffle 2 cards from your hand into your deck."', () => {
  it('draws 2, then 2 chosen cards of the hand go into the deck', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-87', W], deck: [R, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Mary',
      { chooser: exactly('Water', 'Fire') },
    );
    expect(hand(t)).toEqual([G]);
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([W, R]));
  });
});

describe('Super Scoop Up: "Flip a coin. If heads, return 1 of your Pokémon and all cards attached to it to your hand."', () => {
  const board = (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], bench: [[IVYSAUR, BULBASAUR, G, G]], hand: ['neo1-98'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Super Scoop Up',
      {
        chooser: (d, s) =>
          (d.options ?? [])
            .filter((o) => o.includes('bench_1'))
            .slice(0, 1)
            .concat(firstOptions(d, s))
            .slice(0, 1),
      },
    );

  it('heads: the Pokémon and every card attached to it go to the hand', () => {
    const h = withSeeds(SEEDS, board, heads);
    expect(sorted(hand(h))).toEqual(sorted([IVYSAUR, BULBASAUR, G, G]));
    expect(templatesIn(h.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(h.state, 'p1:discard')).toEqual(['neo1-98']);
  });

  it('tails: nothing returns', () => {
    const t = withSeeds(SEEDS, board, tails);
    expect(hand(t)).toEqual([]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([IVYSAUR, BULBASAUR, G, G]);
  });
});

describe('Super Rod: heads an Evolution card, tails a Basic Pokémon card from the discard pile', () => {
  // "Flip a coin. If heads, put an Evolution card from your discard pile, if any, into your hand.
  // If tails, put a Basic Pokémon card from your discard pile, if any, into your hand."
  const run = (discard: string[]) => (seed: number) =>
    playTrainer(
      table({
        seed,
        p1: { active: [PIKACHU], hand: ['neo1-103'], discard },
        p2: { active: [KINGAMBIT] },
      }),
      'Super Rod',
    );
  it('heads: Ivysaur (Evolution); tails: Bulbasaur (Basic)', () => {
    const both = run([IVYSAUR, BULBASAUR, G]);
    expect(hand(withSeeds(SEEDS, both, heads))).toEqual([IVYSAUR]);
    expect(hand(withSeeds(SEEDS, both, tails))).toEqual([BULBASAUR]);
  });
  it('is played with only a Basic Pokémon there: tails finds it, heads finds nothing', () => {
    // The "would change nothing" probe follows both coin sides (it read heads only and refused).
    const basicOnly = run([BULBASAUR, G]);
    expect(hand(withSeeds(SEEDS, basicOnly, tails))).toEqual([BULBASAUR]);
    const t = withSeeds(SEEDS, basicOnly, heads);
    expect(hand(t)).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual(
      expect.arrayContaining([BULBASAUR, 'neo1-103']),
    );
  });
  it('is refused when neither side could find a card', () => {
    const t = table({
      seed: 1,
      p1: { active: [PIKACHU], hand: ['neo1-103'], discard: [G] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, 'neo1-103'))).toMatch(/would change nothing/);
  });
});

describe('Moo-Moo Milk: 2 damage counters removed for each heads of 2 coins', () => {
  it('from the Pokémon chosen; never more than it has', () => {
    const run = (seed: number) =>
      playTrainer(
        withCounters(
          table({
            seed,
            p1: { active: [PIKACHU], hand: ['neo1-101'] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:active',
          { damage: 30 },
        ),
        'Moo-Moo Milk',
      );
    const coins = (t: Table) =>
      t.state.log
        .filter((l) => /heads|tails/.test(l.message))
        .map((l) => l.message)
        .join(' ');
    const two = withSeeds(SEEDS, run, (t) => (coins(t).match(/heads/g) ?? []).length === 2);
    expect(damageIn(two.state, 'p1:active')).toBe(0);
    const one = withSeeds(SEEDS, run, (t) => (coins(t).match(/heads/g) ?? []).length === 1);
    expect(damageIn(one.state, 'p1:active')).toBe(10);
    const none = withSeeds(SEEDS, run, (t) => (coins(t).match(/heads/g) ?? []).length === 0);
    expect(damageIn(none.state, 'p1:active')).toBe(30);
  });
});

describe('Double Gust: the opponent chooses your Benched Pokémon, then you choose theirs', () => {
  it('both Actives are switched, each by the chooser the text names', () => {
    let t = declare(
      table({
        p1: { active: [PIKACHU], bench: [[SQUIRTLE], [CHARMANDER]], hand: ['neo1-100'] },
        p2: { active: [KINGAMBIT], bench: [[DONDOZO]] },
      }),
      'neo1-100',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    t = answerAll(t, exactly('Charmander', 'Dondozo'));
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO]);
  });
});

describe('Energy Charge / Nightly Garbage Run: cards from the discard pile shuffled into the deck', () => {
  it('Energy Charge, heads: up to 2 Energy cards (not Trainers); tails: none', () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: { active: [PIKACHU], hand: ['neo1-85'], discard: [W, R, G, SWITCH], deck: [L] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Charge',
        { chooser: exactly('Water', 'Fire') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(sorted(templatesIn(h.state, 'p1:deck'))).toEqual(sorted([W, R, L]));
    expect(sorted(templatesIn(h.state, 'p1:discard'))).toEqual(sorted([G, SWITCH, 'neo1-85']));
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([L]);
  });

  it('Nightly Garbage Run: up to 3 Basic Pokémon, Evolution or basic Energy cards', () => {
    let t = declare(
      table({
        p1: {
          active: [PIKACHU],
          hand: ['base5-77'],
          discard: [IVYSAUR, BULBASAUR, W, SWITCH, R],
          deck: [],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'base5-77',
    );
    expect(waiting(t).max).toBe(3);
    expect(waiting(t).options.some((o) => o.label.includes('Switch'))).toBe(false);
    t = answerAll(t, exactly('Ivysaur', 'Bulbasaur', 'Water'));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([IVYSAUR, BULBASAUR, W]));
  });
});

describe('Super Energy Retrieval: 2 other cards traded for 4 basic Energy cards', () => {
  it('with 5 there, 4 of them; the 2 cards are discarded', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-89', SWITCH, PIKACHU], discard: [W, W, R, G, L] },
        p2: { active: [KINGAMBIT] },
      }),
      'Super Energy Retrieval',
      {
        chooser: (d, s) =>
          d.select?.min === 4
            ? exactly('Water', 'Water', 'Fire', 'Grass')(d, s)
            : firstOptions(d, s)
                .concat((d.options ?? []).slice(1, d.select?.min ?? 1))
                .slice(0, d.select?.min ?? 1),
      },
    );
    expect(sorted(hand(t))).toEqual(sorted([W, W, R, G]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(
      sorted([L, SWITCH, PIKACHU, 'neo1-89']),
    );
  });

  it('with fewer than 4 there, all of them; refused without 2 other cards or any basic Energy', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-89', SWITCH, PIKACHU], discard: [W, SWITCH] },
        p2: { active: [KINGAMBIT] },
      }),
      'Super Energy Retrieval',
    );
    expect(hand(t)).toEqual([W]);
    const short = table({
      p1: { active: [PIKACHU], hand: ['neo1-89', SWITCH], discard: [W] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(short, trainerAction(short, 'neo1-89'))).toMatch(/2 other cards/);
    const none = table({
      p1: { active: [PIKACHU], hand: ['neo1-89', SWITCH, W], discard: [SWITCH] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, trainerAction(none, 'neo1-89'))).toMatch(/no basic Energy cards/);
  });
});

describe("Imposter Oak's Revenge: a card discarded; the opponent shuffles their hand away and draws 4", () => {
  it('the opponent ends with 4 cards; your discarded card is gone', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base5-76', W] },
        p2: { active: [KINGAMBIT], hand: [R, R, R, R, R, R], deck: [G, G] },
      }),
      "Imposter Oak's Revenge",
    );
    expect(hand(t)).toEqual([]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([W, 'base5-76']));
    expect(hand(t, 'p2')).toHaveLength(4);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(4);
    const alone = table({
      p1: { active: [PIKACHU], hand: ['base5-76'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(alone, trainerAction(alone, 'base5-76'))).toMatch(/1 other card/);
  });
});

describe('Erika: "You may draw up to 3 cards, then your opponent may draw up to 3 cards."', () => {
  it('each player states how many (the opponent for themselves)', () => {
    let t = declare(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-16'], deck: [G, G, G, G] },
        p2: { active: [KINGAMBIT], deck: [R, R, R, R] },
      }),
      'gym1-16',
    );
    expect(waiting(t).options.map((o) => o.value)).toEqual(['3', '2', '1', '0']);
    t = act(t, { type: 'resolve_decision', player: 'p1', source: 'ai', choice: '2' });
    expect(t.state.pendingDecision?.decider).toBe('p2');
    t = act(t, { type: 'resolve_decision', player: 'p2', source: 'ai', choice: '0' });
    expect(hand(t)).toHaveLength(2);
    expect(hand(t, 'p2')).toHaveLength(0);
  });
});

describe("Sabrina's Gaze: each player shuffles their hand away and draws as many", () => {
  it('hand sizes are kept', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-125', W, W], deck: [G, G, G] },
        p2: { active: [KINGAMBIT], hand: [R, R, R, R], deck: [L] },
      }),
      "Sabrina's Gaze",
    );
    expect(hand(t)).toHaveLength(2);
    expect(hand(t, 'p2')).toHaveLength(4);
  });
});

describe("Blaine's Last Resort: only with no other card in hand; then draw 5", () => {
  it('draws 5; refused with another card in the hand', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-105'], deck: [G, G, G, G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      "Blaine's Last Resort",
    );
    expect(hand(t)).toHaveLength(5);
    const more = table({
      p1: { active: [PIKACHU], hand: ['gym1-105', W], deck: [G] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(more, trainerAction(more, 'gym1-105'))).toMatch(/other cards in your hand/);
  });
});

describe('Trash Exchange: the discard pile into the deck, then that many discarded from the top', () => {
  it('3 cards in the discard pile: 3 cards off the top afterwards', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-126'], discard: [W, W, W], deck: [G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Trash Exchange',
    );
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
    // 3 discarded from the top, then Trash Exchange itself.
    expect(templatesIn(t.state, 'p1:discard')).toHaveLength(4);
  });
});

describe("Look at your opponent's hand", () => {
  it("Rocket's Sneak Attack: you see the hand; 1 Trainer card of it goes into their deck", () => {
    let t = declare(
      table({
        p1: { active: [PIKACHU], hand: ['base5-16'] },
        p2: { active: [KINGAMBIT], hand: [SWITCH, R, 'neo1-96'] },
      }),
      'base5-16',
    );
    const oppHand = t.state.zones['p2:hand']?.cards ?? [];
    const seen = (player: string) =>
      (t.engine.view(t.state, player).zones['p2:hand']?.cards ?? []).filter(
        (c) => c.templateId !== undefined,
      ).length;
    expect(seen('p1')).toBe(oppHand.length);
    expect(
      waiting(t)
        .options.map((o) => o.label.replace(/^#\S+ /, ''))
        .sort(),
    ).toEqual(['Professor Elm', 'Switch']);
    t = answerAll(t, exactly('Switch'));
    expect(sorted(hand(t, 'p2'))).toEqual(sorted([R, 'neo1-96']));
    expect(templatesIn(t.state, 'p2:deck')).toContain(SWITCH);
  });

  it("Rocket's Sneak Attack is played even when the hand holds no Trainer (no refusal tells what it holds)", () => {
    const t = table({
      p1: { active: [PIKACHU], hand: ['base5-16'] },
      p2: { active: [KINGAMBIT], hand: [R, W] },
    });
    expect(refusalOf(t, trainerAction(t, 'base5-16'))).toBeUndefined();
    const played = playTrainer(t, "Rocket's Sneak Attack");
    expect(sorted(hand(played, 'p2'))).toEqual(sorted([R, W]));
  });

  it('Secret Mission: then any number of other cards discarded and as many drawn', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-118', W, R, G], deck: [L, L, L] },
        p2: { active: [KINGAMBIT], hand: [R] },
      }),
      'Secret Mission',
      { chooser: exactly('Water', 'Fire') },
    );
    expect(sorted(hand(t))).toEqual(sorted([G, L, L]));
  });

  it("Erika's Perfume: any number of their Basic Pokémon onto their Bench, as room allows", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-110'] },
        p2: { active: [KINGAMBIT], hand: [SQUIRTLE, CHARMANDER, IVYSAUR, R] },
      }),
      "Erika's Perfume",
      { chooser: exactly('Squirtle', 'Charmander') },
    );
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([SQUIRTLE]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([CHARMANDER]);
    expect(sorted(hand(t, 'p2'))).toEqual(sorted([IVYSAUR, R]));
  });
});

describe('Good Manners: no Basic Pokémon in hand; show it, then a Basic Pokémon from the deck', () => {
  it('takes a Basic Pokémon; refused while one is in the hand', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-111', W], deck: [IVYSAUR, SQUIRTLE] },
        p2: { active: [KINGAMBIT] },
      }),
      'Good Manners',
    );
    expect(sorted(hand(t))).toEqual(sorted([W, SQUIRTLE]));
    const basic = table({
      p1: { active: [PIKACHU], hand: ['gym1-111', SQUIRTLE], deck: [SQUIRTLE] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(basic, trainerAction(basic, 'gym1-111'))).toMatch(
      /Basic Pokémon card in your hand/,
    );
  });
});

describe('Pokémon March: the opponent may bench a Basic Pokémon from their deck, then you may', () => {
  it('each player searches only their own deck; a full Bench allows none', () => {
    let t = declare(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-102'], deck: [SQUIRTLE, G] },
        p2: { active: [KINGAMBIT], deck: [CHARMANDER, R] },
      }),
      'neo1-102',
    );
    const w = waiting(t);
    expect(w.decider).toBe('p2');
    // p1 (whose turn it is) sees nothing of p2's search.
    expect(viewPluginState(t.state.plugin, 'p1').effects.at(-1)?.waiting).toMatchObject({
      options: [],
      lookedAt: [],
    });
    t = answerAll(t);
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([SQUIRTLE]);

    const full = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-102'], deck: [SQUIRTLE] },
        p2: {
          active: [KINGAMBIT],
          bench: [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]],
          deck: [CHARMANDER],
        },
      }),
      'Pokémon March',
    );
    expect(templatesIn(full.state, 'p2:deck')).toEqual([CHARMANDER]);
    expect(templatesIn(full.state, 'p1:bench_1')).toEqual([SQUIRTLE]);
  });
});

describe('Time Capsule: 5 (or all or none) Basic Pokémon, Evolution and basic Energy cards back into the deck', () => {
  it('the opponent chooses first, then you; then no more Trainers this turn', () => {
    let t = declare(
      table({
        p1: {
          active: [PIKACHU],
          hand: ['neo1-90', SWITCH],
          discard: [W, W, IVYSAUR, SWITCH],
          deck: [],
        },
        p2: { active: [KINGAMBIT], discard: [R, R, R, R, R, R, SWITCH], deck: [] },
      }),
      'neo1-90',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    t = act(t, { type: 'resolve_decision', player: 'p2', source: 'ai', choice: 'yes' });
    // 6 fit: exactly 5 of them, chosen by the opponent.
    expect(waiting(t)).toMatchObject({ decider: 'p2', min: 5, max: 5 });
    t = answerAll(t, answering({ 'Shuffle 5': 'yes' }));
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(5);
    expect(sorted(templatesIn(t.state, 'p2:discard'))).toEqual(sorted([R, SWITCH]));
    // 3 fit on your side: all of them (the Switch stays).
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([W, W, IVYSAUR]));
    expect(refusalOf(t, trainerAction(t, SWITCH))).toMatch(/NO_TRAINERS/);
  });

  it('declined by both, nothing moves', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo1-90'], discard: [W] },
        p2: { active: [KINGAMBIT], discard: [R] },
      }),
      'Time Capsule',
      { chooser: answering({ 'Shuffle 5': 'no' }) },
    );
    expect(templatesIn(t.state, 'p1:discard')).toContain(W);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([R]);
  });
});

describe("The Boss's Way: an Evolution card with Dark in its name, shown", () => {
  it('Dark Jolteon is found; Ivysaur (no Dark) is not offered', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['base5-73'], deck: [IVYSAUR, 'base5-38'] },
        p2: { active: [KINGAMBIT] },
      }),
      "The Boss's Way",
    );
    expect(hand(t)).toEqual(['base5-38']);
  });
});

describe('Gym Challenge, Neo Discovery and Neo Destiny Trainer forms', () => {
  it('Warp Point: the opponent switches their Active (their choice), then you switch yours', () => {
    let t = declare(
      table({
        p1: { active: [PIKACHU], bench: [[SQUIRTLE]], hand: ['gym2-126'] },
        p2: { active: [KINGAMBIT], bench: [[DONDOZO], [CHARMANDER]] },
      }),
      'gym2-126',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    t = answerAll(t, exactly('Charmander'));
    expect(templatesIn(t.state, 'p2:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([SQUIRTLE]);
  });

  it("Erika's Kindness: 2 counters off each damaged Pokémon of both players, 1 where there is just 1", () => {
    let t = table({
      p1: { active: [PIKACHU], bench: [[SQUIRTLE]], hand: ['gym2-103'] },
      p2: { active: [KINGAMBIT] },
    });
    t = withCounters(
      withCounters(withCounters(t, 'p1:active', { damage: 30 }), 'p1:bench_1', { damage: 10 }),
      'p2:active',
      { damage: 50 },
    );
    t = playTrainer(t, "Erika's Kindness");
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it("Giovanni's Last Resort: all counters off a Pokémon with Giovanni in its name, then the hand is discarded; refused without one", () => {
    const persian = 'gym2-8';
    const t = playTrainer(
      withCounters(
        table({
          p1: { active: [persian], bench: [[PIKACHU]], hand: ['gym2-105', W, R] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 40 },
      ),
      "Giovanni's Last Resort",
    );
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(hand(t)).toEqual([]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted(['gym2-105', W, R]));
    const none = table({
      p1: { active: [PIKACHU], hand: ['gym2-105'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, trainerAction(none, 'gym2-105'))).toMatch(/no Pokémon with Giovanni/);
  });

  it('Master Ball: of 7 cards from the top, a Basic Pokémon or Evolution card may be shown and taken; the rest shuffled in', () => {
    const board = table({
      p1: {
        active: [PIKACHU],
        hand: ['gym2-116'],
        deck: [W, R, IVYSAUR, G, SWITCH, L, P, SQUIRTLE],
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = declare(board, 'gym2-116');
    // The 8th card (Squirtle) was not looked at: only Ivysaur is offered.
    expect(waiting(t).options.map((o) => o.label.replace(/^#\S+ /, ''))).toEqual(['Ivysaur']);
    expect(waiting(t).lookedAt).toHaveLength(7);
    expect(hand(answerAll(t, exactly('Ivysaur')))).toEqual([IVYSAUR]);
    expect(hand(answerAll(declare(board, 'gym2-116'), () => []))).toEqual([]);
  });

  it("Misty's Tears: 1 other card discarded for up to 2 Water Energy cards, shown", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym2-118', R], deck: [W, G, W, W] },
        p2: { active: [KINGAMBIT] },
      }),
      "Misty's Tears",
      {
        chooser: (d, s) =>
          d.prompt?.includes('Water') ? (d.options ?? []).slice(0, 2) : firstOptions(d, s),
      },
    );
    expect(hand(t)).toEqual([W, W]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted(['gym2-118', R]));
    const alone = table({
      p1: { active: [PIKACHU], hand: ['gym2-118'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(alone, trainerAction(alone, 'gym2-118'))).toMatch(/1 other card/);
  });

  it("Rocket's Secret Experiment: heads any card from the deck; tails no Trainer cards until the end of your next turn", () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: {
            active: [PIKACHU],
            bench: [[SQUIRTLE]],
            hand: ['gym2-120', SWITCH],
            deck: [W, R],
          },
          p2: { active: [KINGAMBIT] },
        }),
        "Rocket's Secret Experiment",
        { chooser: exactly('Fire') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(sorted(hand(h))).toEqual(sorted([SWITCH, R]));
    expect(refusalOf(h, trainerAction(h, SWITCH))).toBeUndefined();
    const t = withSeeds(SEEDS, run, tails);
    expect(hand(t)).toEqual([SWITCH]);
    expect(refusalOf(t, trainerAction(t, SWITCH))).toMatch(/NO_TRAINERS/);
    // Still locked in p1's next turn, free after it.
    let next = act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
    next = act(
      act(act(next, { type: 'draw', player: 'p2', source: 'ai' }), {
        type: 'end_phase',
        player: 'p2',
        source: 'ai',
      }),
      { type: 'end_turn', player: 'p2', source: 'ai' },
    );
    next = act(act(next, { type: 'draw', player: 'p1', source: 'ai' }), {
      type: 'end_phase',
      player: 'p1',
      source: 'ai',
    });
    expect(refusalOf(next, trainerAction(next, SWITCH))).toMatch(/NO_TRAINERS/);
  });

  it('Fervor: the top 3 shown to all; the Fire Energy cards into the hand, the rest discarded', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym2-124'], deck: [R, W, R, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Fervor',
    );
    expect(hand(t)).toEqual([R, R]);
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([W, 'gym2-124']));
    expect(templatesIn(t.state, 'p1:deck')).toEqual([G]);
  });

  it('Ruin Wall: a card with Unown in its name onto the Bench; refused with a full Bench', () => {
    const unown = classicSets.neo2.cards.find((c) => c.name.startsWith('Unown'))?.id as string;
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo2-74'], deck: [SQUIRTLE, unown] },
        p2: { active: [KINGAMBIT] },
      }),
      'Ruin Wall',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([unown]);
    const full = table({
      p1: {
        active: [PIKACHU],
        bench: [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]],
        hand: ['neo2-74'],
        deck: [unown],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(full, trainerAction(full, 'neo2-74'))).toMatch(/Bench is full/);
  });

  it('Energy Ark: a basic Energy card for each heads of 2 coins, shown', () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: { active: [PIKACHU], hand: ['neo2-75'], deck: [W, R, G, SWITCH] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Ark',
        { chooser: mostOf },
      );
    const headsOf = (t: Table) => t.state.log.filter((l) => /heads/.test(l.message)).length;
    const coinsLog = (t: Table) => t.state.log.map((l) => l.message).join(' ');
    const two = withSeeds(
      SEEDS,
      run,
      (t) => (coinsLog(t).match(/heads/g) ?? []).length >= 2 && !/tails/.test(coinsLog(t)),
    );
    expect(hand(two)).toHaveLength(2);
    const none = withSeeds(SEEDS, run, (t) => headsOf(t) === 0);
    expect(hand(none)).toEqual([]);
  });

  it('Heal Powder: heads, the Active is no longer Asleep … Poisoned (Burned stays) and 2 counters are removed', () => {
    const run = (seed: number) =>
      playTrainer(
        withCounters(
          table({
            seed,
            p1: { active: [PIKACHU], hand: ['neo4-104'] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:active',
          { damage: 30, poisoned: 1, burned: 1 },
        ),
        'Heal Powder',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p1:active')).toBe(10);
    expect(conditions(h)).toEqual(['burned']);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(conditions(t)).toEqual(['burned', 'poisoned']);
  });

  it('Mail from Bill: draw until 4 cards in hand; refused with 5 or more (this one included)', () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['neo4-105', W], deck: [R, R, R, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Mail from Bill',
    );
    expect(hand(t)).toHaveLength(4);
    const five = table({
      p1: { active: [PIKACHU], hand: ['neo4-105', W, W, W, W] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(five, trainerAction(five, 'neo4-105'))).toMatch(/5 or more cards/);
  });

  it("Team Rocket's Evil Deeds: a card of the opponent's hand into their deck, then they may draw up to 2", () => {
    let t = declare(
      table({
        p1: { active: [PIKACHU], hand: ['neo4-103'] },
        p2: { active: [KINGAMBIT], hand: [W, R], deck: [G, G] },
      }),
      'neo4-103',
    );
    t = answerAll(t, answering({ 'How many': '1' }));
    // W went into the deck (first option), R stays; 1 drawn.
    expect(hand(t, 'p2')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(2);
  });

  it("Blaine's Gamble: any number of other cards discarded, then heads draws twice that many", () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: { active: [PIKACHU], hand: ['gym1-121', W, R], deck: [G, G, G, G, G] },
          p2: { active: [KINGAMBIT] },
        }),
        "Blaine's Gamble",
        {
          chooser: (d, s) =>
            d.prompt?.includes('Discard') ? exactly('Water', 'Fire')(d, s) : firstOptions(d, s),
        },
      );
    expect(hand(withSeeds(SEEDS, run, heads))).toHaveLength(4);
    expect(hand(withSeeds(SEEDS, run, tails))).toHaveLength(0);
  });
});
