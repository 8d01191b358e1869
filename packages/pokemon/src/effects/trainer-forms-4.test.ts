import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { viewPluginState } from '../game/definition';
import { heads, KINGAMBIT, PIKACHU, SEEDS, SQUIRTLE, tails, W } from './cards/classic.test-helper';
import { classicRegistry, classicWith } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
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
import { staysUntilTurnEnds } from './supporter-reminder';

/**
 * Supporters and plain Items of the fixture sets, 2002 on (Expedition, Aquapolis, Skyridge),
 * read clause by clause (`supporter-reminder.ts`, `trainer-basics.ts`, the shared
 * `switch-clause.ts` / `search-clause.ts`), each played from a real printing; outcomes are
 * written from the printed text. Beside the real printings, MADE-UP cards (set `mu7`, built in
 * this file, printed by no set) reword each form to show the reading is by clause.
 *
 * Rulings relied on:
 * - The Supporter reminder ("You can play only one Supporter card each turn. When you play this
 *   card, put it next to your Active Pokémon. When your turn ends, discard this card.") is the
 *   Expedition-era Supporter rule: one a turn, and the card remains in play until the end of its
 *   player's turn rather than going to the discard pile once used (Bulbapedia, "Supporter card
 *   (TCG)": "A Supporter card, when played, will remain on the playing field until the end of the
 *   player's turn, rather than going directly to the discard pile after use.").
 * - A Trainer that must switch with a Benched Pokémon that is not there is not played (as the
 *   game already plays Base Set's Switch and Gust of Wind).
 */

const OAK = 'ecard1-149'; // Professor Oak's Research
const ELM = 'ecard1-148'; // Professor Elm's Training Method
const NURSE = 'ecard1-145'; // Pokémon Nurse
const MARY = 'ecard1-142'; // Mary's Impulse
const COPYCAT = 'ecard1-138';
const POTION = 'ecard1-156';
const FULL_HEAL = 'ecard1-154';
const SWITCH = 'ecard1-157';
const ENERGY_SEARCH = 'ecard1-153';
const REVERSAL = 'ecard1-146'; // Pokémon Reversal
const WARP_POINT = 'ecard1-152';
const RELIC_HUNTER = 'ecard3-120';
const APRICORN_MAKER = 'ecard3-121';
const SALESMAN = 'ecard2-137'; // Traveling Salesman
const FAN_CLUB = 'ecard2-130'; // Pokémon Fan Club
const LAPRAS = 'ecard3-71'; // Assist: "Search your deck for a Supporter card, …"
const DELIBIRD = 'ecard3-49'; // Limited Delivery: "… a Technical Machine or Pokémon Tool card …"
const DUAL_BALL = 'ecard1-139'; // an Item with Ball in its name
const STRENGTH_CHARM = 'ecard1-150'; // a Pokémon Tool
const MULTI_TM = 'ecard1-144'; // a Technical Machine
const ANCIENT_RUINS = 'ecard3-119'; // a Stadium
const CHARMANDER = 'base1-46'; // an Evolution's Basic
const CHARMELEON = 'base1-24'; // an Evolution card
const CLEFFA = 'neo1-20'; // a Baby Pokémon

/** A made-up card set (test only): `mu7-N` Trainers that reword printed forms. */
const madeUpSet = loadCardSet([
  {
    id: 'mu7-1',
    number: '1',
    name: 'Reworded Helper',
    supertype: 'Trainer',
    subtypes: ['Supporter'],
    // "1" for "one", "may" for "can", "during your turn", the card's own name, no accent.
    rules: [
      'You may play only 1 Supporter card during your turn. When you play Reworded Helper, put it next to your Active Pokemon. At the end of your turn, discard Reworded Helper.',
      'Draw 2 cards.',
    ],
  },
  {
    id: 'mu7-2',
    number: '2',
    name: 'Half Reminder',
    supertype: 'Trainer',
    subtypes: ['Supporter'],
    // Where it goes but not when it leaves: not read.
    rules: [
      'You can play only one Supporter card each turn. When you play this card, put it next to your Active Pokémon.',
      'Draw 2 cards.',
    ],
  },
  {
    id: 'mu7-3',
    number: '3',
    name: 'Modern Helper',
    supertype: 'Trainer',
    subtypes: ['Supporter'],
    // The later reminder alone: the game's standard Supporter (discarded once used).
    rules: ['You may play only 1 Supporter card during your turn.', 'Draw 2 cards.'],
  },
  {
    id: 'mu7-4',
    number: '4',
    name: 'Big Potion',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: ['Remove up to 3 damage counters from 1 of your Pokemon.'],
  },
  {
    id: 'mu7-5',
    number: '5',
    name: 'Vague Potion',
    supertype: 'Trainer',
    subtypes: ['Item'],
    // What a Pokémon with 1 counter loses is not printed: not read.
    rules: ['Remove 2 damage counters from 1 of your Pokémon.'],
  },
  {
    id: 'mu7-6',
    number: '6',
    name: 'Lucky Heal',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: ['Flip a coin. If heads, remove all Special Conditions from your Active Pokémon.'],
  },
  {
    id: 'mu7-7',
    number: '7',
    name: 'Swap Back',
    supertype: 'Trainer',
    subtypes: ['Item'],
    // The Bench first, "it has only 1", "Then," and "it": Potion + Nurse reworded.
    rules: [
      'Remove 2 damage counters from 1 of your Pokemon (1 if it has only 1). Then, switch 1 of your Benched Pokémon with your Active Pokémon.',
    ],
  },
  {
    id: 'mu7-8',
    number: '8',
    name: 'Copy Cat Two',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: [
      "Shuffle your hand into your deck, then draw a number of cards equal to the number of cards in your opponent's hand.",
    ],
  },
  {
    id: 'mu7-9',
    number: '9',
    name: 'Coin Then Switch',
    supertype: 'Trainer',
    subtypes: ['Item'],
    // "Then," after a coin: whether it waits for heads is not printed — not read.
    rules: [
      'Flip a coin. If heads, draw a card. Then, switch your Active Pokémon with 1 of your Benched Pokémon.',
    ],
  },
]);

const { registry, table } = classicWith(madeUpSet);

const sorted = (xs: readonly string[]) => [...xs].sort();
const hand = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
const staging = (t: Table) => templatesIn(t.state, 'staging');
const discard = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:discard`);
/** p1 plays the Trainer with this template id; every choice is answered by `chooser`. */
const play = (t: Table, id: string, chooser: Chooser = firstOptions, target?: string) =>
  answerAll(
    act(t, {
      ...trainerAction(t, id),
      ...(target ? { details: { target } } : {}),
    }),
    chooser,
  );
const endTurn = (t: Table, player = 'p1') => act(t, { type: 'end_turn', player, source: 'ai' });
/** Answers with the options naming each of `names` in turn, else the first options. */
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
const revealed = (t: Table) =>
  t.state.log.filter((l) => /reveal/i.test(l.message)).map((l) => l.message);
/** Heads among all of p1's coin flips so far (one log line a flip when flipping until tails). */
const headsOf = (t: Table) =>
  t.state.log.filter((l) => /^p1 flipped a coin: heads$/.test(l.message)).length;
const onSide = (side: 'heads' | 'tails', run: (seed: number) => Table) =>
  withSeeds(SEEDS, run, side === 'heads' ? heads : tails);

describe("the Supporter reminder is the game's Supporter rule: one a turn, next to the Active Pokémon until the turn ends", () => {
  const board = (handCards: string[]) =>
    table({
      p1: { active: [KINGAMBIT], bench: [[PIKACHU]], hand: handCards, deck: Array(12).fill(W) },
      p2: { active: [KINGAMBIT] },
    });

  it("Professor Oak's Research (Expedition): hand shuffled into the deck, 5 drawn; the card stays in play, not in the discard pile", () => {
    const t = play(board([OAK, PIKACHU, SQUIRTLE]), OAK);
    expect(hand(t)).toHaveLength(5);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(12 + 2 - 5);
    expect(staging(t)).toEqual([OAK]);
    expect(discard(t)).toEqual([]);
    expect(t.state.plugin.effects).toEqual([]);
  });

  it('a second Supporter the same turn is refused with ONE_SUPPORTER_PER_TURN and changes nothing; an Item is still played', () => {
    const hurt = withCounters(
      withCounters(board([NURSE, OAK, POTION]), 'p1:active', { damage: 30 }),
      'p1:bench_1',
      { damage: 20 },
    );
    const t = play(hurt, NURSE, naming('Kingambit'));
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    const second = trainerAction(t, OAK);
    expect(refusalOf(t, second)).toMatch(
      /^ONE_SUPPORTER_PER_TURN You already played a Supporter this turn; Professor Oak's Research must wait\./,
    );
    const r = t.engine.execute(t.state, second);
    expect(r.ok).toBe(false);
    expect(sorted(hand(t))).toEqual(sorted([OAK, POTION]));
    expect(staging(t)).toEqual([NURSE]);
    // An Item after it: played and discarded at once, the Supporter still beside the Active.
    const item = play(t, POTION);
    expect(damageIn(item.state, 'p1:bench_1')).toBe(0);
    expect(discard(item)).toEqual([POTION]);
    expect(staging(item)).toEqual([NURSE]);
  });

  it('the turn may end with it in play; when it ends the card is discarded (and the next turn may play a Supporter again)', () => {
    const t = play(board([ELM, PIKACHU]), ELM);
    const ended = endTurn(t);
    expect(staging(ended)).toEqual([]);
    expect(discard(ended)).toEqual([ELM]);
    expect(ended.state.plugin.flags.supporterPlayed).toBe(false);
  });

  it('an attack may follow it; the end of the turn the attack brings discards the card', () => {
    const t = play(
      table({
        p1: { active: [PIKACHU, 'sve-4'], hand: [ELM], deck: Array(8).fill(W) },
        p2: { active: [KINGAMBIT] },
      }),
      ELM,
    );
    expect(staging(t)).toEqual([ELM]);
    const after = attack(t, 'Gnaw');
    expect(after.state.turn.activePlayer).toBe('p2');
    expect(staging(after)).toEqual([]);
    expect(discard(after)).toEqual([ELM]);
  });

  it('MADE-UP rewording ("1", "may", "during your turn", its own name, "At the end of your turn") reads the same', () => {
    const helper = registry.require('mu7-1');
    expect(staysUntilTurnEnds(helper)).toBe(true);
    const t = play(board(['mu7-1']), 'mu7-1');
    expect(hand(t)).toHaveLength(2);
    expect(staging(t)).toEqual(['mu7-1']);
    expect(discard(endTurn(t))).toEqual(['mu7-1']);
  });

  it('MADE-UP half a reminder (placed, never discarded) is not read: the card stays manual', () => {
    expect(trainerEffect(registry.require('mu7-2'))).toBeUndefined();
  });

  it('MADE-UP a Supporter printing only "You may play only 1 Supporter card during your turn." is discarded once used', () => {
    const modern = registry.require('mu7-3');
    expect(staysUntilTurnEnds(modern)).toBe(false);
    const t = play(board(['mu7-3']), 'mu7-3');
    expect(hand(t)).toHaveLength(2);
    expect(staging(t)).toEqual([]);
    expect(discard(t)).toEqual(['mu7-3']);
  });

  it('an Item never stays: Potion goes to the discard pile once used', () => {
    expect(staysUntilTurnEnds(classicRegistry.require(POTION))).toBe(false);
  });
});

describe('the basics in 2002 words', () => {
  it('Potion (Expedition): 2 counters off the chosen damaged Pokémon, 1 if it has only 1', () => {
    const base = table({
      p1: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]], hand: [POTION] },
      p2: { active: [KINGAMBIT] },
    });
    const hurt = withCounters(withCounters(base, 'p1:bench_1', { damage: 30 }), 'p1:bench_2', {
      damage: 10,
    });
    const started = act(hurt, trainerAction(hurt, POTION));
    // Only damaged Pokémon are offered.
    expect(optionNames(started).map((o) => o.split(' (')[0])).toEqual([
      'p1:bench_1 Pikachu',
      'p1:bench_2 Squirtle',
    ]);
    const two = answerAll(started, naming('Pikachu'));
    expect(damageIn(two.state, 'p1:bench_1')).toBe(10);
    const one = answerAll(started, naming('Squirtle'));
    expect(damageIn(one.state, 'p1:bench_2')).toBe(0);
    expect(discard(one)).toEqual([POTION]);
  });

  it('MADE-UP "Remove up to 3 damage counters from 1 of your Pokemon." reads; "Remove 2 damage counters …" alone does not', () => {
    const t = play(
      withCounters(
        table({ p1: { active: [KINGAMBIT], hand: ['mu7-4'] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 50 },
      ),
      'mu7-4',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(trainerEffect(registry.require('mu7-5'))).toBeUndefined();
  });

  it('Full Heal (Expedition): every Special Condition of the Active Pokémon ends', () => {
    const t = table({
      p1: { active: [KINGAMBIT], hand: [FULL_HEAL], activeCounters: { asleep: 1, poisoned: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['asleep', 'poisoned']);
    expect(conditionsIn(play(t, FULL_HEAL).state, 'p1:active')).toEqual([]);
  });

  it('MADE-UP "Flip a coin. If heads, remove all Special Conditions …": heads cures, tails does not', () => {
    const run = (seed: number) =>
      play(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: ['mu7-6'], activeCounters: { confused: 1 } },
          p2: { active: [KINGAMBIT] },
        }),
        'mu7-6',
      );
    expect(conditionsIn(onSide('heads', run).state, 'p1:active')).toEqual([]);
    expect(conditionsIn(onSide('tails', run).state, 'p1:active')).toEqual(['confused']);
  });

  it('Switch (Expedition): the chosen Benched Pokémon becomes Active; refused with no Bench, nothing changed', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]], hand: [SWITCH] },
        p2: { active: [KINGAMBIT] },
      }),
      SWITCH,
      naming('Squirtle'),
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([KINGAMBIT]);
    const alone = table({
      p1: { active: [KINGAMBIT], hand: [SWITCH] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(alone, trainerAction(alone, SWITCH))).toMatch(/you have no Benched Pokémon/);
    expect(alone.engine.execute(alone.state, trainerAction(alone, SWITCH)).ok).toBe(false);
  });

  it('MADE-UP Potion + switch reworded ("(1 if it has only 1)", "Then, switch 1 of your Benched Pokémon with your Active Pokémon")', () => {
    const t = play(
      withCounters(
        table({
          p1: { active: [KINGAMBIT], bench: [[PIKACHU]], hand: ['mu7-7'] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 10 },
      ),
      'mu7-7',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
  });

  it('MADE-UP "Then," after a coin is not read (whether it waits for heads is not printed)', () => {
    expect(trainerEffect(registry.require('mu7-9'))).toBeUndefined();
  });

  it('Energy Search (Expedition): a basic Energy card of the deck, shown, into the hand; the opponent sees no option', () => {
    const start = table({
      p1: { active: [KINGAMBIT], hand: [ENERGY_SEARCH], deck: [PIKACHU, W, 'base1-96'] },
      p2: { active: [KINGAMBIT] },
    });
    const t = act(start, trainerAction(start, ENERGY_SEARCH));
    expect(optionNames(t)).toEqual(['Basic Water Energy']);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const done = answerAll(t);
    expect(hand(done)).toEqual([W]);
    expect(revealed(done)).toEqual(['p1 revealed Basic Water Energy']);
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([PIKACHU, 'base1-96']));
  });
});

describe("Supporters' own texts (Expedition, Aquapolis, Skyridge)", () => {
  it('Pokémon Nurse (Expedition): all damage counters off the chosen Pokémon, then every Energy card attached to it discarded', () => {
    const t = withCounters(
      table({
        p1: { active: [KINGAMBIT, W, W], bench: [[PIKACHU, 'sve-4']], hand: [NURSE] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      { damage: 70 },
    );
    const done = play(t, NURSE, naming('Kingambit'));
    expect(damageIn(done.state, 'p1:active')).toBe(0);
    expect(templatesIn(done.state, 'p1:active')).toEqual([KINGAMBIT]);
    expect(sorted(discard(done))).toEqual([W, W]);
    // The Benched Pokémon keeps its Energy; the Supporter waits beside the Active.
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([PIKACHU, 'sve-4']);
    expect(staging(done)).toEqual([NURSE]);
  });

  it("Mary's Impulse (Expedition): a coin until tails, 2 cards for each heads", () => {
    const played = (seed: number) =>
      play(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: [MARY], deck: Array(20).fill(W) },
          p2: { active: [KINGAMBIT] },
        }),
        MARY,
      );
    for (const seed of SEEDS.slice(0, 8)) {
      const t = played(seed);
      expect(hand(t)).toHaveLength(2 * headsOf(t));
    }
    // Both branches were seen among those seeds: 0 heads (nothing drawn) and some heads.
    const counts = SEEDS.slice(0, 8).map((s) => headsOf(played(s)));
    expect(counts).toContain(0);
    expect(counts.some((c) => c > 0)).toBe(true);
  });

  it("Copycat (Expedition): the hand shuffled away, then as many cards drawn as the opponent's hand holds", () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: [COPYCAT, PIKACHU], deck: Array(10).fill(W) },
        p2: { active: [KINGAMBIT], hand: [W, W, W, W] },
      }),
      COPYCAT,
    );
    expect(hand(t)).toEqual([W, W, W, W]);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(10 + 1 - 4);
    expect(templatesIn(t.state, 'p1:deck')).toContain(PIKACHU);
  });

  it('MADE-UP "Shuffle your hand into your deck, then draw a number of cards equal to …" (Copycat reworded) reads the same', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['mu7-8', PIKACHU], deck: Array(10).fill(W) },
        p2: { active: [KINGAMBIT], hand: [W, W] },
      }),
      'mu7-8',
    );
    expect(hand(t)).toEqual([W, W]);
  });

  it("Professor Elm's Training Method (Expedition): an Evolution card, shown, into the hand", () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: [ELM], deck: [CHARMANDER, CHARMELEON, W] },
        p2: { active: [KINGAMBIT] },
      }),
      ELM,
    );
    expect(hand(t)).toEqual([CHARMELEON]);
    expect(revealed(t)).toEqual(['p1 revealed Charmeleon']);
  });

  it('Relic Hunter (Skyridge): up to 2 Supporter and/or Stadium cards, shown; the opponent sees nothing of the deck meanwhile', () => {
    const start = table({
      p1: {
        active: [KINGAMBIT],
        hand: [RELIC_HUNTER],
        deck: [OAK, ANCIENT_RUINS, POTION, STRENGTH_CHARM, W],
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = act(start, trainerAction(start, RELIC_HUNTER));
    expect(sorted(optionNames(t))).toEqual(['Ancient Ruins', "Professor Oak's Research"]);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const both = answerAll(t, naming('Ancient', 'Oak'));
    expect(sorted(hand(both))).toEqual(sorted([OAK, ANCIENT_RUINS]));
    expect(sorted(revealed(both))).toEqual(
      sorted(['p1 revealed Ancient Ruins', "p1 revealed Professor Oak's Research"]),
    );
    // "up to": none taken is an answer too.
    const none = answerAll(t, () => []);
    expect(hand(none)).toEqual([]);
    expect(templatesIn(none.state, 'p1:deck')).toHaveLength(5);
  });

  it('Traveling Salesman (Aquapolis): Technical Machine and/or Pokémon Tool cards, "and then" put into the hand', () => {
    const t = play(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: [SALESMAN],
          deck: [MULTI_TM, STRENGTH_CHARM, POTION, OAK],
        },
        p2: { active: [KINGAMBIT] },
      }),
      SALESMAN,
      naming('Multi', 'Strength'),
    );
    expect(sorted(hand(t))).toEqual(sorted([MULTI_TM, STRENGTH_CHARM]));
  });

  it('Apricorn Maker (Skyridge): only Trainer cards with Ball in their names', () => {
    const start = table({
      p1: { active: [KINGAMBIT], hand: [APRICORN_MAKER], deck: [DUAL_BALL, POTION, OAK] },
      p2: { active: [KINGAMBIT] },
    });
    const t = act(start, trainerAction(start, APRICORN_MAKER));
    expect(optionNames(t)).toEqual(['Dual Ball']);
  });

  it('Pokémon Fan Club (Aquapolis): up to 2 Baby and/or Basic Pokémon onto the Bench, as many as there is room for', () => {
    const t = play(
      table({
        p1: { active: [KINGAMBIT], hand: [FAN_CLUB], deck: [CLEFFA, SQUIRTLE, CHARMELEON, W] },
        p2: { active: [KINGAMBIT] },
      }),
      FAN_CLUB,
      naming('Cleffa', 'Squirtle'),
    );
    expect(
      sorted([...templatesIn(t.state, 'p1:bench_1'), ...templatesIn(t.state, 'p1:bench_2')]),
    ).toEqual(sorted([CLEFFA, SQUIRTLE]));
    const room = play(
      table({
        p1: {
          active: [KINGAMBIT],
          bench: [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]],
          hand: [FAN_CLUB],
          deck: [CLEFFA, SQUIRTLE],
        },
        p2: { active: [KINGAMBIT] },
      }),
      FAN_CLUB,
      naming('Cleffa'),
    );
    expect(templatesIn(room.state, 'p1:bench_5')).toEqual([CLEFFA]);
    expect(templatesIn(room.state, 'p1:deck')).toHaveLength(1);
  });

  it('Lapras — Assist and Delibird — Limited Delivery (Skyridge): the same kinds read in an attack', () => {
    const assist = attack(
      table({
        p1: { active: [LAPRAS, W, W], deck: [OAK, POTION] },
        p2: { active: [KINGAMBIT] },
      }),
      'Assist',
    );
    expect(hand(assist)).toEqual([OAK]);
    const delivery = attack(
      table({
        p1: { active: [DELIBIRD, W], deck: [POTION, STRENGTH_CHARM] },
        p2: { active: [KINGAMBIT] },
      }),
      'Limited Delivery',
    );
    expect(hand(delivery)).toEqual([STRENGTH_CHARM]);
  });
});

describe('Items that switch (Expedition)', () => {
  const benched = (seed: number, handCards: string[]) =>
    table({
      seed,
      p1: { active: [KINGAMBIT], bench: [[PIKACHU]], hand: handCards },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
    });

  it('Pokémon Reversal: the Benched Pokémon is chosen first, then a coin: heads it is switched in, tails nothing', () => {
    const started = act(benched(1, [REVERSAL]), trainerAction(benched(1, [REVERSAL]), REVERSAL));
    // The choice comes before any coin is flipped.
    expect(started.state.log.some((l) => /coin/i.test(l.message))).toBe(false);
    expect(optionNames(started).map((o) => o.split(' (')[0])).toEqual([
      'p2:bench_1 Squirtle',
      'p2:bench_2 Pikachu',
    ]);
    const run = (seed: number) => play(benched(seed, [REVERSAL]), REVERSAL, naming('Squirtle'));
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(up.state, 'p2:bench_1')).toEqual([KINGAMBIT]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT]);
    const none = table({
      p1: { active: [KINGAMBIT], hand: [REVERSAL] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, trainerAction(none, REVERSAL))).toMatch(
      /your opponent has no Benched Pokémon/,
    );
  });

  it('Warp Point: the opponent switches first (their choice), then you switch yours; either without a Bench is skipped', () => {
    const t = act(benched(1, [WARP_POINT]), trainerAction(benched(1, [WARP_POINT]), WARP_POINT));
    expect(t.state.pendingDecision?.decider).toBe('p2');
    const done = answerAll(t, naming('Pikachu'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([PIKACHU]);
    expect(templatesIn(done.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([KINGAMBIT]);
    const mineOnly = play(
      table({
        p1: { active: [KINGAMBIT], bench: [[PIKACHU]], hand: [WARP_POINT] },
        p2: { active: [KINGAMBIT] },
      }),
      WARP_POINT,
    );
    expect(templatesIn(mineOnly.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(mineOnly.state, 'p1:active')).toEqual([PIKACHU]);
  });
});

describe('Items and Supporters of the discard pile, the top of the deck, coins and Energy (2002 on)', () => {
  const F = 'sve-6';
  const opp = { active: [KINGAMBIT] };
  const coins = (t: Table) =>
    (t.state.log.find((l) => l.message.startsWith('p1 flipped'))?.message ?? '')
      .split(': ')[1]
      ?.split(', ')
      .filter((x) => x === 'heads').length ?? 0;
  /** The first seed whose coins show `n` heads. */
  const withHeads = (n: number, run: (seed: number) => Table) =>
    withSeeds(SEEDS, run, (t) => coins(t) === n);

  it('Master Ball (Expedition): 7 from the top looked at; you may take a Basic Pokémon or Evolution card, shown; the rest shuffled in', () => {
    const start = table({
      p1: {
        active: [KINGAMBIT],
        hand: ['ecard1-143'],
        deck: [W, CHARMELEON, W, W, W, W, W, PIKACHU],
      },
      p2: opp,
    });
    const t = act(start, trainerAction(start, 'ecard1-143'));
    // Pikachu is 8th: not looked at. The opponent is offered nothing.
    expect(optionNames(t)).toEqual(['Charmeleon']);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const taken = answerAll(t);
    expect(hand(taken)).toEqual([CHARMELEON]);
    // The look is an engine peek to p1 alone; the card taken is shown to both.
    expect(revealed(taken)).toEqual([
      'p1 revealed Basic Water Energy, Charmeleon, Basic Water Energy, Basic Water Energy, Basic Water Energy, Basic Water Energy, Basic Water Energy to p1',
      'p1 revealed Charmeleon',
    ]);
    // The opponent's log names none of the 7 but the one shown to both.
    const theirs = taken.engine
      .view(taken.state, 'p2')
      .log.filter((l) => l.action === 'reveal')
      .map((l) => l.message);
    expect(theirs[0]).toBe(`p1 revealed ${Array(7).fill('a card').join(', ')} to p1`);
    const declined = answerAll(t, () => []);
    expect(hand(declined)).toEqual([]);
    expect(templatesIn(declined.state, 'p1:deck')).toHaveLength(8);
  });

  it('Forest Guardian (Aquapolis): the deck shuffled, the top 7 looked at, 1 of them into the hand, the rest shuffled back', () => {
    const start = table({
      p1: { active: [KINGAMBIT], hand: ['ecard2-123'], deck: [W, W, W, W, W, W, W, PIKACHU] },
      p2: opp,
    });
    const t = act(start, trainerAction(start, 'ecard2-123'));
    expect(t.state.log.some((l) => /shuffle/i.test(l.message))).toBe(true);
    expect(t.state.pendingDecision?.options).toHaveLength(7);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const done = answerAll(t);
    expect(hand(done)).toHaveLength(1);
    expect(templatesIn(done.state, 'p1:deck')).toHaveLength(7);
    expect(staging(done)).toEqual(['ecard2-123']);
  });

  it('Dual Ball (Expedition): 2 coins; a Basic Pokémon other than a Baby for each heads, shown; none on 0 heads', () => {
    const run = (seed: number) =>
      play(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: [DUAL_BALL], deck: [CLEFFA, SQUIRTLE, PIKACHU, W] },
          p2: opp,
        }),
        DUAL_BALL,
        (d) => (d.options ?? []).slice(0, d.select?.max ?? 1),
      );
    const two = withHeads(2, run);
    expect(sorted(hand(two))).toEqual(sorted([SQUIRTLE, PIKACHU]));
    const one = withHeads(1, run);
    expect(hand(one)).toHaveLength(1);
    expect(hand(one)).not.toContain(CLEFFA);
    expect(hand(withHeads(0, run))).toEqual([]);
  });

  it("Energy Removal 2 (Expedition): heads, 1 Energy card of an opponent's Pokémon discarded; tails nothing", () => {
    const run = (seed: number) =>
      play(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: ['ecard1-140'] },
          p2: { active: [KINGAMBIT, W, F] },
        }),
        'ecard1-140',
        naming('Fighting'),
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, W]);
    expect(discard(up, 'p2')).toEqual([F]);
    expect(templatesIn(onSide('tails', run).state, 'p2:active')).toEqual([KINGAMBIT, W, F]);
  });

  it('Energy Restore (Expedition): 3 coins, a basic Energy card of the discard pile for each heads, all of them when fewer', () => {
    const run = (seed: number) =>
      play(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: ['ecard1-141'], discard: [W, F, PIKACHU] },
          p2: opp,
        }),
        'ecard1-141',
      );
    const one = withHeads(1, run);
    expect(hand(one)).toHaveLength(1);
    const three = withHeads(3, run);
    expect(sorted(hand(three))).toEqual(sorted([W, F]));
    expect(discard(three)).toContain(PIKACHU);
    expect(hand(withHeads(0, run))).toEqual([]);
  });

  it('Power Charge (Expedition): heads, 2 Energy cards of the discard pile shuffled into the deck (1 if only 1); tails nothing', () => {
    const run = (seed: number, cards: string[]) =>
      play(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: ['ecard1-147'], discard: cards, deck: [PIKACHU] },
          p2: opp,
        }),
        'ecard1-147',
      );
    const up = onSide('heads', (s) => run(s, [W, W, W, PIKACHU]));
    expect(sorted(templatesIn(up.state, 'p1:deck'))).toEqual(sorted([PIKACHU, W, W]));
    const only = onSide('heads', (s) => run(s, [W, PIKACHU]));
    expect(sorted(templatesIn(only.state, 'p1:deck'))).toEqual(sorted([PIKACHU, W]));
    const down = onSide('tails', (s) => run(s, [W, W]));
    expect(templatesIn(down.state, 'p1:deck')).toEqual([PIKACHU]);
  });

  it('Energy Switch (Aquapolis): a basic Energy card moved from 1 of your Pokémon to another; refused with 1 Pokémon', () => {
    const t = play(
      table({ p1: { active: [KINGAMBIT, W], bench: [[PIKACHU]], hand: ['ecard2-120'] }, p2: opp }),
      'ecard2-120',
      naming('Water', 'Pikachu'),
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, W]);
    const alone = table({ p1: { active: [KINGAMBIT, W], hand: ['ecard2-120'] }, p2: opp });
    expect(refusalOf(alone, trainerAction(alone, 'ecard2-120'))).toMatch(
      /you need 2 Pokémon in play/,
    );
  });

  it('Fisherman (Skyridge): 4 basic Energy cards of the discard pile into the hand, all of them when fewer', () => {
    const four = play(
      table({
        p1: { active: [KINGAMBIT], hand: ['ecard3-125'], discard: [W, W, F, W, W, PIKACHU] },
        p2: opp,
      }),
      'ecard3-125',
    );
    expect(hand(four)).toHaveLength(4);
    expect(sorted(discard(four).filter((x) => x !== 'ecard3-125'))).toHaveLength(2);
    const few = play(
      table({ p1: { active: [KINGAMBIT], hand: ['ecard3-125'], discard: [W, PIKACHU] }, p2: opp }),
      'ecard3-125',
    );
    expect(hand(few)).toEqual([W]);
  });

  it('Lure Ball (Skyridge): 3 coins, an Evolution card of the discard pile for each heads', () => {
    const run = (seed: number) =>
      play(
        table({
          seed,
          p1: {
            active: [KINGAMBIT],
            hand: ['ecard3-128'],
            discard: [CHARMELEON, CHARMELEON, CHARMANDER, W],
          },
          p2: opp,
        }),
        'ecard3-128',
      );
    expect(hand(withHeads(1, run))).toEqual([CHARMELEON]);
    expect(hand(withHeads(2, run))).toEqual([CHARMELEON, CHARMELEON]);
    expect(hand(withHeads(0, run))).toEqual([]);
  });
});
