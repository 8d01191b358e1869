import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { viewPluginState } from '../game/definition';
import {
  CHARMANDER,
  flipsOf,
  KINGAMBIT,
  PIKACHU,
  SEEDS,
  SQUIRTLE,
  W,
} from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  type Chooser,
  damageIn,
  firstOptions,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { trainerEffect } from './registry';

/**
 * Aquapolis and Skyridge Items and Supporters read by text form (`counted-discard-rules.ts`,
 * `deck-look-rules.ts`, the two-coin outcomes of `trainer-clauses.ts`, "Your opponent does the
 * same." in `more-trainer-rules.ts`, the same-type search and the discard pile shown and
 * shuffled back in `trainer-basics.ts`), each played from its real printing; beside each, a
 * MADE-UP card (set `mu8`, printed by no set) rewords the form. Outcomes are written from the
 * printed text.
 *
 * Rulings relied on:
 * - "Take 5 … cards from your discard pile" with fewer there takes all of them (as the game
 *   already reads "put N … from your discard pile into your hand").
 * - "of the same type (color)": any type the chosen Pokémon has now (as Aquapolis Magneton's
 *   Steel Wave is read).
 * - On a Trainer, "the Defending Pokémon" is the opponent's Active Pokémon.
 */

const JUGGLER = 'ecard2-126';
const SEER = 'ecard2-133';
const SER2 = 'ecard2-134'; // Super Energy Removal 2
const VOLUNTEERS = 'ecard2-136'; // Town Volunteers
const SHAMAN = 'ecard3-123'; // Desert Shaman
const FAST_BALL = 'ecard3-124';
const FRIEND_BALL = 'ecard3-126';
const HYPER_POTION = 'ecard3-127';
const ORACLE = 'ecard3-138';
const EXPEDITION = 'ecard3-140'; // Underground Expedition
const CHARMELEON = 'base1-24'; // an Evolution card (Fire)
const WARTORTLE = 'base1-42'; // an Evolution card (Water)
const POTION = 'base1-94';
const GRASS = 'base1-99'; // basic Grass Energy
const FIRE = 'base1-98'; // basic Fire Energy
const DCE = 'base1-96'; // Double Colorless Energy (not basic)

const madeUp = (n: number, name: string, rules: string[], subtypes: string[] = ['Item']) => ({
  id: `mu8-${n}`,
  number: String(n),
  name,
  supertype: 'Trainer',
  subtypes,
  rules,
});

/** A made-up card set (test only): `mu8-N` Trainers that reword the printed forms. */
const madeUpSet = loadCardSet([
  madeUp(1, 'Energy Toss', [
    'Discard 1 or 2 Energy cards from your hand. If you discarded 2 Energy cards, draw 4 cards. If you discarded 1 Energy card, draw 1 card.',
  ]),
  madeUp(2, 'Energy Peek', [
    'Look at the top 4 cards of your deck. Put all basic Energy cards there, show them to your opponent, and put them into your hand. Shuffle your deck.',
  ]),
  madeUp(3, 'Reverse Removal', [
    "Flip 2 coins. If both are tails, discard all Energy cards attached to your opponent's Active Pokémon. If 1 is heads and 1 is tails, this card does nothing. If both are heads, discard all Energy cards attached to your Active Pokémon.",
  ]),
  madeUp(4, 'Volunteer Crew', [
    'Choose 3 basic Energy cards from your discard pile, and then show them to your opponent. Shuffle them into your deck.',
  ]),
  madeUp(5, 'Sand Shaman', [
    'Shuffle your hand into your deck, then draw up to 2 cards. Your opponent does the same.',
  ]),
  madeUp(6, 'Quick Ball', [
    "Reveal cards from the top of your deck until you reveal a Basic Pokémon card. Show it to your opponent and put it into your hand. Shuffle the other revealed cards into your deck. (If you don't reveal a Basic Pokémon card, shuffle all the revealed cards back into your deck.)",
  ]),
  madeUp(7, 'Pal Ball', [
    "Choose 1 of your opponent's Pokemon. Search your deck for a Basic Pokémon card of the same type as that Pokémon and put it into your hand. Shuffle your deck afterward.",
  ]),
  madeUp(8, 'Mega Potion', [
    'Choose 1 of your Pokemon. Discard up to 2 Energy cards attached to it. If you discarded 1 Energy card, remove up to 2 damage counters from that Pokemon. If you discarded 2 Energy cards, remove up to 6 damage counters from that Pokemon.',
  ]),
  madeUp(9, 'Stack Seer', [
    'Choose 3 cards from your deck and shuffle the rest of your deck. Put the chosen cards on top of your deck in any order.',
  ]),
  madeUp(10, 'Cave Dig', [
    'Look at the bottom 3 cards of your deck. Put 1 of those cards into your hand, then put the rest back on the bottom of your deck in any order.',
  ]),
  madeUp(12, 'Bold Challenge', [
    "Ask your opponent if they accept your challenge. If your opponent declines (or if both Benches are full), draw 3 cards. If your opponent accepts, each of you searches your decks for any number of Basic Pokémon cards and puts them face down onto your Benches. (A player can't do this if his or her Bench is full.) When you both have finished, shuffle your decks and turn those cards face up.",
  ]),
  madeUp(13, 'Double Maintenance', [
    'If you have any other cards in your hand, shuffle 2 of them into your deck, then draw 4 cards.',
  ]),
  madeUp(14, 'Scout Scope', [
    'Look at the top 4 cards of your deck. Choose 1 of them and put it into your hand. Put the remaining 3 cards back on top of your deck in any order.',
  ]),
  madeUp(15, 'Quick Refill', ['Draw cards until you have 4 cards in your hand.']),
  madeUp(16, 'Card Swap', ['Discard a card from your hand. If you do, draw 3 cards.']),
  madeUp(17, 'Energy Swap', [
    'Discard 2 basic Energy cards from your hand. If you do, draw 4 cards.',
  ]),
  madeUp(18, 'Fresh Start', [
    'Shuffle your hand into your deck and draw 5 cards. Your opponent does the same.',
  ]),
  madeUp(19, 'Top Sort', [
    'Look at the top 3 cards of your deck. Put them back on top of your deck in any order.',
  ]),
  madeUp(11, 'Top Dig', [
    'Look at the top 3 cards of your deck. Put 1 of those cards into your hand, and then return the remaining cards to the top of your deck in any order.',
  ]),
]);

const { registry, table } = classicWith(madeUpSet);

const sorted = (xs: readonly string[]) => [...xs].sort();
const hand = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
const deck = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:deck`);
const discard = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:discard`);
const started = (t: Table, id: string) => act(t, trainerAction(t, id));
const play = (t: Table, id: string, chooser: Chooser = firstOptions) =>
  answerAll(started(t, id), chooser);
/** Answers with the options naming each of `names` in turn (each option once), else the first. */
const naming =
  (...names: string[]): Chooser =>
  (d, s) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const n of names) {
      const i = left.findIndex((o) => o.includes(n));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out.length > 0 ? out : firstOptions(d, s);
  };
const optionNames = (t: Table) =>
  (t.state.pendingDecision?.options ?? []).map((o) => o.replace(/^#\S+ /, ''));
/** Templates of a zone a player's view shows (face-down cards have none). */
const seenBy = (t: Table, player: string, zone: string) =>
  (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
    .map((c) => c.templateId)
    .filter((x): x is string => x !== undefined);
/** Reveals to both players (a look, shown to its player alone, is logged "… to p1"). */
const revealed = (t: Table) =>
  t.state.log
    .filter((l) => / revealed /.test(l.message) && !/ to p\d$/.test(l.message))
    .map((l) => l.message);
const answer = (t: Table, ...picks: string[]) => {
  const d = t.state.pendingDecision;
  if (!d) throw new Error('no decision');
  return act(t, {
    type: 'resolve_decision',
    player: d.decider,
    source: 'ai',
    ...(d.select ? { choices: picks } : { choice: picks[0] ?? '' }),
  });
};
/** The option naming `name` in the pending decision. */
const option = (t: Table, name: string) => {
  const o = t.state.pendingDecision?.options?.find((x) => x.includes(name));
  if (!o) throw new Error(`no option naming ${name}`);
  return o;
};
const coins = (t: Table) => flipsOf(t).slice(0, 2).sort().join(',');

describe('"Discard … If you discarded K …, <clause>." (Juggler, Hyper Potion)', () => {
  const jugglerBoard = (handCards: string[]) =>
    table({
      p1: { active: [KINGAMBIT], hand: [JUGGLER, ...handCards], deck: Array(10).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });

  it('Juggler (Aquapolis): 2 basic Energy discarded → 5 drawn; 1 → 3; only basic Energy offered', () => {
    const t = started(jugglerBoard([W, W, PIKACHU, DCE]), JUGGLER);
    expect(sorted(optionNames(t))).toEqual(['Basic Water Energy', 'Basic Water Energy']);
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const two = answerAll(t, naming('Water', 'Water'));
    expect(sorted(discard(two))).toEqual([W, W]);
    expect(sorted(hand(two))).toEqual(sorted([PIKACHU, DCE, ...Array(5).fill(GRASS)]));
    const one = answerAll(t, naming('Water'));
    expect(discard(one)).toEqual([W]);
    expect(sorted(hand(one))).toEqual(sorted([W, PIKACHU, DCE, ...Array(3).fill(GRASS)]));
  });

  it('Juggler with no basic Energy in hand would change nothing: refused, nothing moves', () => {
    const t = jugglerBoard([PIKACHU, DCE]);
    expect(refusalOf(t, trainerAction(t, JUGGLER))).toMatch(/would change nothing/);
  });

  it('MADE-UP "Discard 1 or 2 Energy cards …" (the outcomes in the other order, any Energy card): 1 → 1 drawn, 2 → 4', () => {
    const board = table({
      p1: { active: [KINGAMBIT], hand: ['mu8-1', DCE, W], deck: Array(10).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });
    const t = started(board, 'mu8-1');
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 1, max: 2 });
    const two = answerAll(t, naming('Double', 'Water'));
    expect(hand(two)).toEqual(Array(4).fill(GRASS));
    const one = answerAll(t, naming('Double'));
    expect(sorted(hand(one))).toEqual(sorted([W, GRASS]));
  });

  const potionBoard = (card: string) =>
    withCounters(
      withCounters(
        table({
          p1: {
            active: [KINGAMBIT, GRASS, GRASS, DCE],
            bench: [[PIKACHU], [SQUIRTLE, W]],
            hand: [card],
          },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 80 },
      ),
      'p1:bench_2',
      { damage: 20 },
    );

  it('Hyper Potion (Skyridge): only a Pokémon with basic Energy may be chosen; 2 discarded → up to 5 counters off, 1 → up to 3', () => {
    const t = started(potionBoard(HYPER_POTION), HYPER_POTION);
    // Pikachu has no Energy: not offered.
    expect(optionNames(t).map((o) => o.split(' (')[0])).toEqual([
      'p1:active Kingambit',
      'p1:bench_2 Squirtle',
    ]);
    const picked = answer(t, option(t, 'Kingambit'));
    // Only basic Energy: the Double Colorless Energy is not offered; 1 or 2 of them.
    expect(sorted(optionNames(picked))).toEqual(['Grass Energy', 'Grass Energy']);
    expect(picked.state.pendingDecision?.select).toMatchObject({ min: 1, max: 2 });
    const two = answerAll(picked, naming('Grass', 'Grass'));
    expect(damageIn(two.state, 'p1:active')).toBe(30);
    expect(templatesIn(two.state, 'p1:active')).toEqual([KINGAMBIT, DCE]);
    expect(sorted(discard(two))).toEqual(sorted([GRASS, GRASS, HYPER_POTION]));
    const one = answerAll(picked, naming('Grass'));
    expect(damageIn(one.state, 'p1:active')).toBe(50);
    // Up to 3 counters: a Pokémon with 2 loses both.
    const small = answerAll(answer(t, option(t, 'Squirtle')));
    expect(damageIn(small.state, 'p1:bench_2')).toBe(0);
    expect(templatesIn(small.state, 'p1:bench_2')).toEqual([SQUIRTLE]);
  });

  it('Hyper Potion with no basic Energy on any of your Pokémon is refused', () => {
    const t = table({
      p1: { active: [KINGAMBIT, DCE], hand: [HYPER_POTION] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, HYPER_POTION))).toMatch(
      /none of your Pokémon has 1 basic Energy cards attached/,
    );
  });

  it('MADE-UP "Discard up to 2 Energy cards attached to it" (any Energy, "it"): 2 discarded → up to 6 counters off', () => {
    const t = started(potionBoard('mu8-8'), 'mu8-8');
    const picked = answer(t, option(t, 'Kingambit'));
    expect(sorted(optionNames(picked))).toEqual(
      sorted(['Grass Energy', 'Grass Energy', 'Double Colorless Energy']),
    );
    expect(picked.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const two = answerAll(picked, naming('Double', 'Grass'));
    expect(damageIn(two.state, 'p1:active')).toBe(20);
    const none = answer(picked);
    expect(damageIn(none.state, 'p1:active')).toBe(80);
  });
});

describe('the top or bottom of the deck looked at, the rest put back in the order the player chooses', () => {
  it('Seer (Aquapolis): every basic Energy among the top 6 is shown and taken; the deck is shuffled', () => {
    const t = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: [SEER],
          deck: [W, PIKACHU, GRASS, DCE, CHARMANDER, W, FIRE, FIRE],
        },
        p2: { active: [KINGAMBIT] },
      }),
      SEER,
    );
    expect(sorted(hand(t))).toEqual(sorted([W, GRASS, W]));
    expect(sorted(deck(t))).toEqual(sorted([PIKACHU, DCE, CHARMANDER, FIRE, FIRE]));
    expect(revealed(t)).toHaveLength(1);
    expect(revealed(t)[0]).toMatch(/Water Energy.*Grass Energy.*Water Energy/);
    // Nothing of the deck stays shown to the opponent.
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
  });

  it('MADE-UP "Put all basic Energy cards there, …" after a look at the top 4: the 7th card (a basic Energy) stays', () => {
    const t = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: ['mu8-2'],
          deck: [PIKACHU, W, DCE, GRASS, CHARMANDER, PIKACHU, FIRE],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-2',
    );
    expect(sorted(hand(t))).toEqual(sorted([W, GRASS]));
    expect(deck(t)).toContain(FIRE);
  });

  it('Underground Expedition (Skyridge): 2 of the bottom 4 into the hand, the other 2 back at the bottom in the order chosen', () => {
    const board = table({
      p1: {
        active: [KINGAMBIT],
        hand: [EXPEDITION],
        deck: [GRASS, GRASS, PIKACHU, CHARMANDER, W, SQUIRTLE],
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = started(board, EXPEDITION);
    // The bottom 4 only, to p1 alone.
    expect(sorted(optionNames(t))).toEqual(
      sorted(['Pikachu', 'Charmander', 'Basic Water Energy', 'Squirtle']),
    );
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const took = answer(t, option(t, 'Pikachu'), option(t, 'Water'));
    expect(sorted(hand(took))).toEqual(sorted([PIKACHU, W]));
    // The order: the very bottom first.
    expect(took.state.pendingDecision?.prompt).toMatch(/very bottom of your deck/);
    expect(sorted(optionNames(took))).toEqual(['Charmander', 'Squirtle']);
    const wrong = took.engine.execute(took.state, {
      type: 'resolve_decision',
      player: 'p1',
      source: 'ai',
      choice: 'Pikachu',
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.message).toMatch(/is not an option for/);
    const done = answerAll(answer(took, option(took, 'Charmander')));
    expect(deck(done)).toEqual([GRASS, GRASS, SQUIRTLE, CHARMANDER]);
    // p1 still knows the 2 cards at the bottom; p2 does not.
    expect(sorted(seenBy(done, 'p1', 'p1:deck'))).toEqual(sorted([SQUIRTLE, CHARMANDER]));
    expect(seenBy(done, 'p2', 'p1:deck')).toEqual([]);
  });

  it('MADE-UP "Look at the bottom 3 … Put 1 of those cards into your hand, then put the rest back on the bottom … in any order"', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-10'], deck: [GRASS, PIKACHU, W, FIRE] },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-10',
      naming('Fire', 'Pikachu'),
    );
    expect(hand(t)).toEqual([FIRE]);
    expect(deck(t)).toEqual([GRASS, W, PIKACHU]);
  });

  it('MADE-UP the same from the top ("return the remaining cards to the top of your deck in any order")', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-11'], deck: [GRASS, PIKACHU, W, FIRE] },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-11',
      naming('Grass', 'Water'),
    );
    expect(hand(t)).toEqual([GRASS]);
    expect(deck(t)).toEqual([W, PIKACHU, FIRE]);
  });

  it('MADE-UP "Choose 1 of them … Put the remaining 3 cards back on top of your deck in any order." (no "the")', () => {
    const t = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: ['mu8-14'],
          deck: [GRASS, PIKACHU, W, CHARMANDER, FIRE],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-14',
      naming('Pikachu', 'Charmander', 'Grass'),
    );
    expect(hand(t)).toEqual([PIKACHU]);
    expect(deck(t)).toEqual([CHARMANDER, GRASS, W, FIRE]);
  });

  it('Oracle (Skyridge): 2 cards chosen from the whole deck go on top in the order chosen; the rest is shuffled', () => {
    const rest = [GRASS, GRASS, GRASS, FIRE, FIRE, FIRE];
    const board = table({
      p1: { active: [KINGAMBIT], hand: [ORACLE], deck: [...rest, PIKACHU, CHARMANDER] },
      p2: { active: [KINGAMBIT] },
    });
    const t = started(board, ORACLE);
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 2, max: 2 });
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const chosen = answer(t, option(t, 'Pikachu'), option(t, 'Charmander'));
    expect(chosen.state.pendingDecision?.prompt).toMatch(/on top of your deck/);
    expect(sorted(optionNames(chosen))).toEqual(['Charmander', 'Pikachu']);
    const done = answerAll(answer(chosen, option(chosen, 'Charmander')));
    expect(deck(done).slice(0, 2)).toEqual([CHARMANDER, PIKACHU]);
    expect(sorted(deck(done).slice(2))).toEqual(sorted(rest));
    expect(done.state.log.some((l) => /shuffled p1:deck/.test(l.message))).toBe(true);
    expect(sorted(seenBy(done, 'p1', 'p1:deck'))).toEqual(sorted([CHARMANDER, PIKACHU]));
    expect(seenBy(done, 'p2', 'p1:deck')).toEqual([]);
  });

  it('MADE-UP "Choose 3 cards …": 3 on top, in the order chosen one position at a time', () => {
    const t = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: ['mu8-9'],
          deck: [GRASS, GRASS, GRASS, W, PIKACHU, CHARMANDER],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-9',
      naming('Water', 'Pikachu', 'Charmander'),
    );
    // Order answers: Water first on top, then Pikachu; Charmander is left for the third place.
    expect(deck(t).slice(0, 3)).toEqual([W, PIKACHU, CHARMANDER]);
  });
});

describe('"Reveal cards from your deck until you reveal …" (Fast Ball)', () => {
  it('Fast Ball (Skyridge): cards shown to both down to the first Evolution card, which goes to the hand; the rest shuffled back', () => {
    const t = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: [FAST_BALL],
          deck: [GRASS, CHARMANDER, WARTORTLE, CHARMELEON, W],
        },
        p2: { active: [KINGAMBIT] },
      }),
      FAST_BALL,
    );
    expect(hand(t)).toEqual([WARTORTLE]);
    expect(sorted(deck(t))).toEqual(sorted([GRASS, CHARMANDER, CHARMELEON, W]));
    expect(revealed(t)).toHaveLength(1);
    expect(revealed(t)[0]).toMatch(/Grass Energy.*Charmander.*Wartortle/);
    expect(revealed(t)[0]).not.toMatch(/Charmeleon/);
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    expect(discard(t)).toEqual([FAST_BALL]);
  });

  it('Fast Ball with no Evolution card in the deck: every card shown, none taken, the deck shuffled', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: [FAST_BALL], deck: [GRASS, CHARMANDER, W] },
        p2: { active: [KINGAMBIT] },
      }),
      FAST_BALL,
    );
    expect(hand(t)).toEqual([]);
    expect(sorted(deck(t))).toEqual(sorted([GRASS, CHARMANDER, W]));
    expect(revealed(t)[0]).toMatch(/Grass Energy.*Charmander.*Water Energy/);
  });

  it('MADE-UP "… until you reveal a Basic Pokémon card. Show it to your opponent …"', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-6'], deck: [CHARMELEON, W, SQUIRTLE, PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-6',
    );
    expect(hand(t)).toEqual([SQUIRTLE]);
    expect(sorted(deck(t))).toEqual(sorted([CHARMELEON, W, PIKACHU]));
  });
});

describe('the same type as a chosen Pokémon, the discard pile shown and shuffled back, both players drawing', () => {
  it("Friend Ball (Skyridge): only cards of the chosen opponent's Pokémon's type are offered; shown and taken", () => {
    const board = table({
      p1: {
        active: [KINGAMBIT],
        hand: [FRIEND_BALL],
        deck: [CHARMANDER, WARTORTLE, PIKACHU, W, SQUIRTLE],
      },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
    });
    const t = started(board, FRIEND_BALL);
    const aimed = answer(t, option(t, 'Squirtle'));
    expect(sorted(optionNames(aimed))).toEqual(['Squirtle', 'Wartortle']);
    const done = answerAll(aimed, naming('Wartortle'));
    expect(hand(done)).toEqual([WARTORTLE]);
    expect(revealed(done)).toEqual(['p1 revealed Wartortle']);
    expect(deck(done)).toHaveLength(4);
  });

  it('MADE-UP "a Basic Pokémon card of the same type as that Pokémon and put it into your hand": no Evolution card, not shown', () => {
    const board = table({
      p1: { active: [KINGAMBIT], hand: ['mu8-7'], deck: [CHARMANDER, WARTORTLE, SQUIRTLE] },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
    });
    const t = started(board, 'mu8-7');
    const aimed = answer(t, option(t, 'Squirtle'));
    expect(optionNames(aimed)).toEqual(['Squirtle']);
    const done = answerAll(aimed);
    expect(hand(done)).toEqual([SQUIRTLE]);
    expect(revealed(done)).toEqual([]);
  });

  it('Town Volunteers (Aquapolis): 5 Pokémon and basic Energy cards of the discard pile shown and shuffled into the deck', () => {
    const board = table({
      p1: {
        active: [KINGAMBIT],
        hand: [VOLUNTEERS],
        deck: [GRASS],
        discard: [PIKACHU, CHARMELEON, W, W, DCE, POTION, SQUIRTLE, FIRE],
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = started(board, VOLUNTEERS);
    // Neither the Double Colorless Energy nor the Potion is offered; exactly 5 are taken.
    expect(sorted(optionNames(t))).toEqual(
      sorted([
        'Pikachu',
        'Charmeleon',
        'Basic Water Energy',
        'Basic Water Energy',
        'Squirtle',
        'Fire Energy',
      ]),
    );
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 5, max: 5 });
    const done = answerAll(t, naming('Pikachu', 'Charmeleon', 'Water', 'Water', 'Squirtle'));
    expect(sorted(deck(done))).toEqual(sorted([GRASS, PIKACHU, CHARMELEON, W, W, SQUIRTLE]));
    expect(sorted(discard(done))).toEqual(sorted([DCE, POTION, FIRE]));
    expect(revealed(done)).toHaveLength(1);
  });

  it('MADE-UP "Choose 3 basic Energy cards from your discard pile, and then show them …": with 2 there, both go', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-4'], deck: [], discard: [W, PIKACHU, FIRE] },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-4',
    );
    expect(sorted(deck(t))).toEqual(sorted([W, FIRE]));
    expect(sorted(discard(t))).toEqual(sorted([PIKACHU, 'mu8-4']));
  });

  it('Desert Shaman (Skyridge): each player shuffles the hand in and draws up to 4, the number their own choice', () => {
    const board = table({
      p1: { active: [KINGAMBIT], hand: [SHAMAN, PIKACHU, W], deck: Array(6).fill(GRASS) },
      p2: { active: [KINGAMBIT], hand: [FIRE, FIRE, FIRE, FIRE, FIRE], deck: Array(6).fill(GRASS) },
    });
    const t = started(board, SHAMAN);
    expect(t.state.pendingDecision).toMatchObject({ decider: 'p1' });
    expect(optionNames(t)).toEqual(['4', '3', '2', '1', '0']);
    expect(deck(t)).toHaveLength(8);
    const mine = answer(t, '2');
    expect(hand(mine)).toHaveLength(2);
    expect(mine.state.pendingDecision).toMatchObject({ decider: 'p2' });
    expect(deck(mine, 'p2')).toHaveLength(11);
    const done = answer(mine, '4');
    expect(hand(done, 'p2')).toHaveLength(4);
    expect(deck(done, 'p2')).toHaveLength(7);
  });

  it('MADE-UP "Shuffle your hand into your deck, then draw up to 2 cards. Your opponent does the same."', () => {
    const board = table({
      p1: { active: [KINGAMBIT], hand: ['mu8-5', PIKACHU], deck: Array(4).fill(GRASS) },
      p2: { active: [KINGAMBIT], hand: [FIRE], deck: Array(4).fill(GRASS) },
    });
    const t = started(board, 'mu8-5');
    expect(optionNames(t)).toEqual(['2', '1', '0']);
    const done = answer(answer(t, '0'), '2');
    expect(hand(done)).toEqual([]);
    expect(hand(done, 'p2')).toHaveLength(2);
    expect(deck(done, 'p2')).toHaveLength(3);
  });
});

describe('two coins: "If both are heads / both are tails / 1 is heads and 1 is tails"', () => {
  const board = (seed: number, card: string) =>
    table({
      seed,
      p1: { active: [KINGAMBIT, GRASS, W], hand: [card] },
      p2: { active: [KINGAMBIT, FIRE, FIRE, DCE] },
    });
  const run = (card: string, outcome: string) =>
    withSeeds(
      SEEDS,
      (s) => play(board(s, card), card),
      (t) => coins(t) === outcome,
    );

  it("Super Energy Removal 2 (Aquapolis): 2 heads → all of the opponent's Active's Energy; 2 tails → all of yours; 1 and 1 → nothing", () => {
    const hh = run(SER2, 'heads,heads');
    expect(templatesIn(hh.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(sorted(discard(hh, 'p2'))).toEqual(sorted([FIRE, FIRE, DCE]));
    expect(templatesIn(hh.state, 'p1:active')).toEqual([KINGAMBIT, GRASS, W]);
    const tt = run(SER2, 'tails,tails');
    expect(templatesIn(tt.state, 'p1:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(tt.state, 'p2:active')).toEqual([KINGAMBIT, FIRE, FIRE, DCE]);
    const ht = run(SER2, 'heads,tails');
    expect(templatesIn(ht.state, 'p1:active')).toEqual([KINGAMBIT, GRASS, W]);
    expect(templatesIn(ht.state, 'p2:active')).toEqual([KINGAMBIT, FIRE, FIRE, DCE]);
    expect(discard(ht)).toEqual([SER2]);
  });

  it('MADE-UP the outcomes swapped ("both are tails" → the opponent\'s Active Pokémon)', () => {
    const tt = run('mu8-3', 'tails,tails');
    expect(templatesIn(tt.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(tt.state, 'p1:active')).toEqual([KINGAMBIT, GRASS, W]);
    const hh = run('mu8-3', 'heads,heads');
    expect(templatesIn(hh.state, 'p1:active')).toEqual([KINGAMBIT]);
  });

  it('with no Energy on either Active Pokémon it would change nothing: refused', () => {
    const t = table({
      p1: { active: [KINGAMBIT], hand: [SER2] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, SER2))).toMatch(/would change nothing/);
  });

  it('every printing here compiles (none left manual)', () => {
    for (const id of [
      JUGGLER,
      SEER,
      SER2,
      VOLUNTEERS,
      SHAMAN,
      FAST_BALL,
      FRIEND_BALL,
      HYPER_POTION,
      ORACLE,
      EXPEDITION,
    ])
      expect(trainerEffect(registry.require(id)), id).toBeDefined();
  });
});

describe('older Trainers: "Ask your opponent if he or she accepts your challenge." (Challenge!), "If you have any cards in your hand, shuffle 1 of them …" (Bill\'s Maintenance)', () => {
  const CHALLENGE = 'base5-74'; // Challenge! (Team Rocket)
  const CHALLENGE_LC = 'base6-106'; // Challenge! (Legendary Collection)
  const BILLS = 'ecard1-137'; // Bill's Maintenance (Expedition)
  const board = (card: string, p1Bench: string[][] = [], p2Bench: string[][] = []) =>
    table({
      p1: {
        active: [KINGAMBIT],
        bench: p1Bench,
        hand: [card],
        deck: [PIKACHU, GRASS, SQUIRTLE, CHARMELEON, GRASS, GRASS],
      },
      p2: {
        active: [KINGAMBIT],
        bench: p2Bench,
        deck: [CHARMANDER, FIRE, SQUIRTLE, FIRE],
      },
    });

  it('Challenge! (Team Rocket): declined → you draw 2 cards, nothing else', () => {
    const t = started(board(CHALLENGE), CHALLENGE);
    expect(t.state.pendingDecision).toMatchObject({ decider: 'p2' });
    const done = answerAll(answer(t, 'no'));
    expect(hand(done)).toEqual([PIKACHU, GRASS]);
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([]);
  });

  it('Challenge! (Legendary Collection): accepted → each player chooses Basic Pokémon of their own deck unseen by the other; both go onto the Benches only once both have chosen; both decks shuffled; nothing drawn', () => {
    const t = answer(started(board(CHALLENGE_LC), CHALLENGE_LC), 'yes');
    // p1 chooses first, among their own Basic Pokémon only; p2 sees no option of p1's deck.
    expect(t.state.pendingDecision).toMatchObject({ decider: 'p1' });
    expect(sorted(optionNames(t))).toEqual(['Pikachu', 'Squirtle']);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const mine = answer(t, option(t, 'Pikachu'), option(t, 'Squirtle'));
    // Not on the Bench yet: face down until both have finished.
    expect(templatesIn(mine.state, 'p1:bench_1')).toEqual([]);
    expect(mine.state.pendingDecision).toMatchObject({ decider: 'p2' });
    expect(sorted(optionNames(mine))).toEqual(['Charmander', 'Squirtle']);
    expect(viewPluginState(mine.state.plugin, 'p1').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const done = answerAll(answer(mine, option(mine, 'Charmander')));
    expect(
      sorted([...templatesIn(done.state, 'p1:bench_1'), ...templatesIn(done.state, 'p1:bench_2')]),
    ).toEqual(sorted([PIKACHU, SQUIRTLE]));
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([CHARMANDER]);
    expect(hand(done)).toEqual([]);
    const shuffled = done.state.log.filter((l) => /shuffled p\d:deck/.test(l.message));
    expect(shuffled.map((l) => l.message).sort()).toEqual([
      'p1 shuffled p1:deck',
      'p2 shuffled p2:deck',
    ]);
  });

  it('Challenge! with both Benches full: no question, 2 cards drawn', () => {
    const full = Array.from({ length: 5 }, () => [PIKACHU]);
    const t = play(board(CHALLENGE, full, full), CHALLENGE);
    expect(hand(t)).toEqual([PIKACHU, GRASS]);
  });

  it('MADE-UP "… if they accept your challenge. If your opponent declines …, draw 3 cards.": a full Bench (yours) lets only your opponent search', () => {
    const full = Array.from({ length: 5 }, () => [PIKACHU]);
    const declined = answerAll(answer(started(board('mu8-12'), 'mu8-12'), 'no'));
    expect(hand(declined)).toEqual([PIKACHU, GRASS, SQUIRTLE]);
    const t = answer(started(board('mu8-12', full), 'mu8-12'), 'yes');
    // p1's Bench is full: nothing to choose for p1; p2 chooses.
    const done = answerAll(t, naming('Squirtle'));
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([SQUIRTLE]);
    expect(hand(done)).toEqual([]);
  });

  it("Bill's Maintenance (Expedition): 1 card of the hand shuffled into the deck, then 3 drawn; with no other card it would change nothing", () => {
    const t = started(
      table({
        p1: { active: [KINGAMBIT], hand: [BILLS, PIKACHU, W], deck: Array(5).fill(GRASS) },
        p2: { active: [KINGAMBIT] },
      }),
      BILLS,
    );
    expect(sorted(optionNames(t))).toEqual(['Basic Water Energy', 'Pikachu']);
    const done = answerAll(answer(t, option(t, 'Pikachu')));
    // Pikachu went into the deck, the deck was shuffled, then 3 were drawn (Pikachu may be among them).
    const lines = done.state.log.map((l) => l.message);
    const shuffledAt = lines.findIndex((l) => /shuffled p1:deck/.test(l));
    expect(shuffledAt).toBeGreaterThan(
      lines.findIndex((l) => /moved .*Pikachu|to p1:deck/.test(l)),
    );
    expect(lines.findIndex((l) => /drew 3 cards/.test(l))).toBeGreaterThan(shuffledAt);
    expect(hand(done)).toHaveLength(4);
    expect(hand(done)).toContain(W);
    expect(sorted([...hand(done), ...deck(done)])).toEqual(
      sorted([W, PIKACHU, ...Array(5).fill(GRASS)]),
    );
    const alone = table({
      p1: { active: [KINGAMBIT], hand: [BILLS], deck: Array(5).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(alone, trainerAction(alone, BILLS))).toMatch(/would change nothing/);
  });

  it('MADE-UP "If you have any other cards in your hand, shuffle 2 of them …, then draw 4 cards."', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-13', PIKACHU, W, FIRE], deck: Array(5).fill(GRASS) },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-13',
      naming('Pikachu', 'Water'),
    );
    expect(hand(t)).toHaveLength(5);
    expect(hand(t)).toContain(FIRE);
    expect(deck(t)).toHaveLength(3);
    expect(sorted([...hand(t), ...deck(t)])).toEqual(
      sorted([FIRE, PIKACHU, W, ...Array(5).fill(GRASS)]),
    );
  });
});

describe('draws and put-backs in other words', () => {
  const BIRCH = 'ex1-89'; // Professor Birch (Ruby & Sapphire)

  it('Professor Birch (Ruby & Sapphire): "Draw cards from your deck until you have 6 cards in your hand."; with 6 already it would change nothing', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: [BIRCH, PIKACHU], deck: Array(10).fill(GRASS) },
        p2: { active: [KINGAMBIT] },
      }),
      BIRCH,
    );
    expect(sorted(hand(t))).toEqual(sorted([PIKACHU, ...Array(5).fill(GRASS)]));
    const full = table({
      p1: { active: [KINGAMBIT], hand: [BIRCH, ...Array(6).fill(W)], deck: Array(10).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(full, trainerAction(full, BIRCH))).toMatch(/would change nothing/);
  });

  it('MADE-UP "Draw cards until you have 4 cards in your hand." (no "exactly", no "from your deck")', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-15', PIKACHU], deck: Array(10).fill(GRASS) },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-15',
    );
    expect(hand(t)).toHaveLength(4);
  });

  it('MADE-UP "Discard a card from your hand. If you do, draw 3 cards." (the Juggler reading: the draw waits for the discard)', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-16', PIKACHU], deck: Array(10).fill(GRASS) },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-16',
    );
    expect(discard(t)).toContain(PIKACHU);
    expect(hand(t)).toEqual([GRASS, GRASS, GRASS]);
    const empty = table({
      p1: { active: [KINGAMBIT], hand: ['mu8-16'], deck: Array(10).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(empty, trainerAction(empty, 'mu8-16'))).toBeDefined();
  });

  it('MADE-UP "Discard 2 basic Energy cards from your hand. If you do, draw 4 cards.": with 1 there it is refused, nothing changes', () => {
    const one = table({
      p1: { active: [KINGAMBIT], hand: ['mu8-17', W, PIKACHU], deck: Array(10).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(one, trainerAction(one, 'mu8-17'))).toMatch(
      /you need 2 basic Energy cards in your hand/,
    );
    const two = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: ['mu8-17', W, FIRE, PIKACHU],
          deck: Array(10).fill(GRASS),
        },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-17',
    );
    expect(sorted(discard(two))).toEqual(sorted([W, FIRE, 'mu8-17']));
    expect(sorted(hand(two))).toEqual(sorted([PIKACHU, ...Array(4).fill(GRASS)]));
  });

  it('MADE-UP "Shuffle your hand into your deck and draw 5 cards. Your opponent does the same." (Desert Shaman\'s form, a fixed count): nothing to choose', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-18', PIKACHU], deck: Array(8).fill(GRASS) },
        p2: { active: [KINGAMBIT], hand: [FIRE], deck: Array(8).fill(GRASS) },
      }),
      'mu8-18',
    );
    expect(hand(t)).toHaveLength(5);
    expect(hand(t, 'p2')).toHaveLength(5);
    expect(deck(t, 'p2')).toHaveLength(4);
  });

  it('MADE-UP "Look at the top 3 cards … Put them back on top of your deck in any order." (Underground Expedition\'s put-back, all of them)', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu8-19'], deck: [GRASS, PIKACHU, W, FIRE] },
        p2: { active: [KINGAMBIT] },
      }),
      'mu8-19',
      naming('Water', 'Grass'),
    );
    expect(deck(t)).toEqual([W, GRASS, PIKACHU, FIRE]);
  });
});
