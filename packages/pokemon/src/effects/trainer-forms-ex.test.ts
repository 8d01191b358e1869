import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { pokemonIn } from '../game/board';
import type { BoardSpec } from '../test/match-builder';
import {
  BULBASAUR,
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
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { retreatCost } from './passives';

/**
 * EX-era (2003-2004) Items and Supporters read by text form, each played from its real printing;
 * beside each, a MADE-UP card (set `mx9`, printed by no set) rewords the form. Outcomes are
 * written from the printed text.
 *
 * Rulings relied on:
 * - "up to 3 different types of …": no two cards taken share a type, and a dual-type Pokémon
 *   (Team Aqua's Kyogre, Water and Darkness) counts as both of its types.
 * - "(excluding Pokémon-ex)": a Pokémon-ex prints the Pokémon-ex Prize rule (`isPokemonEx`).
 * - A search of the discard pile (open to both) takes that many of the kind when there are.
 */

const LADY_OUTING = 'ex1-83';
const LANETTE = 'ex2-87'; // Lanette's Net Search
const AQUA_BALL = 'ex4-75';
const AQUA_CONSPIRATOR = 'ex4-77';
const CELIO = 'ex6-88'; // Celio's Network
const GREAT_BALL = 'ex6-92';
const VS_SEEKER = 'ex6-100';
const RARE_CANDY = 'ex2-88';
const WALLY = 'ex2-89'; // Wally's Training
const CHARIZARD = 'base1-4';
const WARTORTLE = 'base1-42';
const BLASTOISE = 'base1-2';
const BRINEY = 'ex3-87'; // Mr. Briney's Compassion
const LIFE_HERB = 'ex5-90';
const LIFE_HERB_FRLG = 'ex6-93';
const STEVEN = 'ex5-92'; // Steven's Advice
const WARP_POINT = 'ex4-85';
const AQUA_SCHEMER = 'ex4-69';
const POKENAV = 'ex1-88';
const HIGH_PRESSURE = 'ex3-85';
const LOW_PRESSURE = 'ex3-86';
const AQUA_HIDEOUT = 'ex4-78';
const ANCIENT_TOMB = 'ex5-87';
const MAGNETIC_STORM = 'ex5-91';
const MACHOP = 'base1-52'; // Fighting; Low Kick [F] 20
const SURGE_SPEAROW = 'gym1-52'; // Resistance Fighting -30
const MISTY_SEEL = 'gym1-88'; // Water; Aurora Beam [WW] 20
const MAGMAR_EX = 'ex1-100'; // Fire Pokémon-ex, Weakness Water ×2
const AQUA_TM = 'ex4-79'; // Team Aqua Technical Machine 01: Miracle [C] 10
const RECYCLE = 'ex3-84'; // Energy Recycle System
const KYOGRE = 'ex4-3'; // Team Aqua's Kyogre: Basic, Water and Darkness
const CARVANHA = 'ex4-25'; // Team Aqua's Carvanha: Basic, Water
const SHARPEDO = 'ex4-18'; // Team Aqua's Sharpedo: Stage 1
const CHANSEY_EX = 'ex1-96'; // Basic Pokémon-ex
const RAICHU_EX = 'ex2-98'; // Stage 1 Pokémon-ex
const CHARMELEON = 'base1-24';
const POTION = 'base1-94';
const GRASS = 'base1-99';
const FIRE = 'base1-98';
const DCE = 'base1-96';
const PLUSPOWER = 'base1-84'; // a Trainer (not a Supporter)
const DEFENDER = 'base1-80';

const madeUp = (n: number, name: string, rules: string[], subtypes: string[] = ['Item']) => ({
  id: `mx9-${n}`,
  number: String(n),
  name,
  supertype: 'Trainer',
  subtypes,
  rules,
});
const SUPPORTER_RULE =
  'You can play only one Supporter card each turn. When you play this card, put it next to your Active Pokémon. When your turn ends, discard this card.';

/** A made-up card set (test only): `mx9-N` Trainers that reword the printed forms. */
const madeUpSet = loadCardSet([
  madeUp(1, 'Color Pouch', [
    'Search your deck for up to 2 different types of basic Energy cards and put them into your hand. Shuffle your deck afterward.',
  ]),
  madeUp(2, 'Evolution Net', [
    'Search your deck for an Evolution card (excluding Pokémon-ex) and put it into your hand. Shuffle your deck afterward.',
  ]),
  madeUp(3, 'Tool Seeker', [
    'Search your discard pile for up to 2 Trainer cards and put them into your hand.',
  ]),
  madeUp(
    4,
    'Aqua Recruiter',
    [
      SUPPORTER_RULE,
      'Search your deck for up to 3 in any combination of Pokémon that has Team Aqua in its name and Water Energy cards, show them to your opponent, and put them into your hand. Shuffle your deck afterward.',
    ],
    ['Supporter'],
  ),
  madeUp(5, 'Bench Ball', [
    'Flip a coin. If heads, search your deck for a Basic Pokémon (excluding Pokémon-ex) and put it onto your Bench. Shuffle your deck afterward.',
  ]),
  madeUp(6, 'Skip Candy', [
    'Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card that evolves from that Pokémon in your hand, put that card on that Pokémon. (This counts as evolving that Pokémon.)',
  ]),
  madeUp(7, 'Growth Scroll', [
    'Search your deck for a card that evolves from your Active Pokémon and put it on that Pokémon. (This counts as evolving that Pokémon.) Shuffle your deck afterward.',
  ]),
  madeUp(
    8,
    'Kind Sailor',
    [
      SUPPORTER_RULE,
      'Choose 1 of your Pokémon in play (excluding Pokémon-ex and Pokémon that has an owner in its name). Return that Pokémon and all cards attached to it to your hand.',
    ],
    ['Supporter'],
  ),
  madeUp(9, 'Mild Herb', [
    'Choose 1 of your Pokémon. Remove all Special Conditions and 2 damage counters from that Pokémon (all if it has fewer than 2).',
  ]),
  madeUp(10, 'Bench Notes', [
    "Draw a number of cards up to the number of your Benched Pokémon. If you have more than 5 cards (including this one) in your hand, you can't play this card.",
  ]),
  madeUp(11, 'Energy Schemer', [
    'Discard any 1 Energy card from your hand. Then, draw 2 cards. If you discarded a basic Energy card, draw 3 cards instead.',
  ]),
  madeUp(12, 'Trainer Nav', [
    'Look at the top 4 cards of your deck and choose a Trainer card. Show it to your opponent and put it into your hand. Put the 3 other cards back on top of your deck in any order.',
  ]),
  madeUp(13, 'Their Warp', [
    'Your opponent switches 1 of his or her Defending Pokémon with 1 of his or her Benched Pokémon, if any.',
  ]),
  madeUp(
    14,
    'Gale Ridge',
    [
      'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
      'Each player pays ColorlessColorless more to retreat his or her Grass, Lightning, or Psychic Pokémon.',
    ],
    ['Stadium'],
  ),
  madeUp(
    15,
    'Warm Front',
    [
      'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
      "Each Fire and Water Pokémon in play (both yours and your opponent's) gets +20 HP.",
    ],
    ['Stadium'],
  ),
  madeUp(
    16,
    'Gym Floor',
    [
      'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
      "Each Pokémon that doesn't have Team Aqua in its name pays Colorless less to retreat.",
    ],
    ['Stadium'],
  ),
  madeUp(
    17,
    'Tide Pool',
    [
      'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
      "Any damage done by attacks from Water Pokémon (both yours and your opponent's) is not affected by Resistance.",
    ],
    ['Stadium'],
  ),
  madeUp(
    18,
    'Old Shrine',
    [
      'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
      "Don't apply Weakness for all Pokémon in play (excluding Pokémon-ex).",
    ],
    ['Stadium'],
  ),
  madeUp(20, 'Trainer Recycler', [
    'Search your discard pile for Trainer cards. You may either show 1 Trainer card to your opponent and put it into your hand, or show 2 Trainer cards to your opponent and shuffle them into your deck.',
  ]),
  {
    id: 'mx9-19',
    number: '19',
    name: 'Aqua Scroll',
    supertype: 'Trainer',
    subtypes: ['Technical Machine'],
    rules: [
      "Attach this card to 1 of your Water Pokémon with Team Aqua in its name. That Pokémon may use this card's attack instead of its own. At the end of your turn, discard Aqua Scroll.",
    ],
    attacks: [{ name: 'Scroll Splash', cost: ['Colorless'], damage: '30', text: '' }],
  },
]);

const { table } = classicWith(madeUpSet);

const sorted = (xs: readonly string[]) => [...xs].sort();
const hand = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
const deck = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:deck`);
const bench = (t: Table, p = 'p1') =>
  [1, 2, 3, 4, 5].flatMap((i) => templatesIn(t.state, `${p}:bench_${i}`));
const started = (t: Table, id: string) => act(t, trainerAction(t, id));
/** The card names the pending choice offers (option labels without their instance ids). */
const optionNames = (t: Table) =>
  sorted((t.state.pendingDecision?.options ?? []).map((o) => o.replace(/^#\S+ /, '')));
/** Answers the pending choice with the options naming each of `names` (each option once). */
const answer = (t: Table, ...names: string[]) => {
  const d = t.state.pendingDecision;
  if (!d) throw new Error('no decision');
  const left = [...(d.options ?? [])];
  const picks = names.map((n) => {
    const i = left.findIndex((o) => o.includes(n));
    if (i < 0) throw new Error(`no option naming ${n} in ${left.join(' | ')}`);
    return left.splice(i, 1)[0] as string;
  });
  return act(t, {
    type: 'resolve_decision',
    player: d.decider,
    source: 'ai',
    ...(d.select ? { choices: picks } : { choice: picks[0] ?? '' }),
  });
};
/** Reveals to both players (a look, shown to its player alone, is logged "… to p1"). */
const revealed = (t: Table) =>
  t.state.log
    .filter((l) => / revealed /.test(l.message) && !/ to p\d$/.test(l.message))
    .map((l) => l.message)
    .join('\n');
const none: Chooser = () => [];

describe('"Search your deck for up to N different types of <kind>" (Lady Outing, Lanette\'s Net Search)', () => {
  const board = (card: string, deckCards: string[]) =>
    table({
      p1: { active: [KINGAMBIT], hand: [card], deck: deckCards },
      p2: { active: [KINGAMBIT] },
    });

  it("Lanette's Net Search (Sandstorm): one Basic Pokémon per type, a dual-type one counting as both; shown, into the hand", () => {
    const t = started(
      board(LANETTE, [SQUIRTLE, SQUIRTLE, KYOGRE, CHARMANDER, PIKACHU, CHARMELEON, W]),
      LANETTE,
    );
    // Basic Pokémon only (no Charmeleon, no Energy).
    expect(optionNames(t)).toEqual(
      sorted(['Charmander', 'Pikachu', 'Squirtle', 'Squirtle', "Team Aqua's Kyogre"]),
    );
    const second = answer(t, 'Squirtle');
    // Water taken: neither the other Squirtle nor Kyogre (Water and Darkness).
    expect(optionNames(second)).toEqual(['Charmander', 'Pikachu']);
    const third = answer(second, 'Charmander');
    expect(optionNames(third)).toEqual(['Pikachu']);
    const done = answerAll(answer(third, 'Pikachu'));
    expect(sorted(hand(done))).toEqual(sorted([SQUIRTLE, CHARMANDER, PIKACHU]));
    expect(deck(done)).toHaveLength(4);
    for (const name of ['Squirtle', 'Charmander', 'Pikachu'])
      expect(revealed(done)).toContain(name);
    // A Supporter: played next to the Active Pokémon, discarded at the end of the turn.
    expect(hand(done)).not.toContain(LANETTE);
  });

  it("Lanette's Net Search: Kyogre first leaves no Water nor Darkness; taking none stops the search", () => {
    const t = started(board(LANETTE, [SQUIRTLE, KYOGRE, PIKACHU]), LANETTE);
    const second = answer(t, 'Kyogre');
    expect(optionNames(second)).toEqual(['Pikachu']);
    const done = answerAll(second, none);
    expect(hand(done)).toEqual([KYOGRE]);
    expect(sorted(deck(done))).toEqual(sorted([SQUIRTLE, PIKACHU]));
  });

  it('Lady Outing (Ruby & Sapphire): basic Energy cards of 3 different types; no second Water, no special Energy', () => {
    const t = started(board(LADY_OUTING, [W, W, GRASS, FIRE, DCE]), LADY_OUTING);
    expect(optionNames(t)).toEqual(
      sorted(['Basic Water Energy', 'Basic Water Energy', 'Grass Energy', 'Fire Energy']),
    );
    const second = answer(t, 'Water');
    expect(optionNames(second)).toEqual(['Fire Energy', 'Grass Energy']);
    const done = answerAll(answer(answer(second, 'Grass'), 'Fire'));
    expect(sorted(hand(done))).toEqual(sorted([W, GRASS, FIRE]));
    expect(sorted(deck(done))).toEqual(sorted([W, DCE]));
    expect(revealed(done)).toContain('Grass Energy');
  });

  it('MADE-UP "up to 2 different types of basic Energy cards and put them into your hand" (not shown): 2 at most', () => {
    const t = started(board('mx9-1', [W, W, GRASS, FIRE]), 'mx9-1');
    const done = answerAll(answer(answer(t, 'Water'), 'Fire'));
    expect(sorted(hand(done))).toEqual(sorted([W, FIRE]));
    expect(sorted(deck(done))).toEqual(sorted([W, GRASS]));
    expect(revealed(done)).toBe('');
  });
});

describe('"(excluding Pokémon-ex)" in a search (Celio\'s Network, Great Ball)', () => {
  it("Celio's Network (FireRed & LeafGreen): a Basic Pokémon or Evolution card, never a Pokémon-ex; shown, into the hand", () => {
    const t = started(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: [CELIO],
          deck: [CHANSEY_EX, RAICHU_EX, PIKACHU, CHARMELEON, W, POTION],
        },
        p2: { active: [KINGAMBIT] },
      }),
      CELIO,
    );
    expect(optionNames(t)).toEqual(['Charmeleon', 'Pikachu']);
    const done = answerAll(answer(t, 'Charmeleon'));
    expect(hand(done)).toEqual([CHARMELEON]);
    expect(revealed(done)).toContain('Charmeleon');
    expect(deck(done)).toHaveLength(5);
  });

  it('Great Ball (FireRed & LeafGreen): a Basic Pokémon other than a Pokémon-ex onto the Bench', () => {
    const t = started(
      table({
        p1: { active: [KINGAMBIT], hand: [GREAT_BALL], deck: [CHANSEY_EX, PIKACHU, CHARMELEON] },
        p2: { active: [KINGAMBIT] },
      }),
      GREAT_BALL,
    );
    expect(optionNames(t)).toEqual(['Pikachu']);
    const done = answerAll(t);
    expect(bench(done)).toEqual([PIKACHU]);
    expect(sorted(deck(done))).toEqual(sorted([CHANSEY_EX, CHARMELEON]));
  });

  it('MADE-UP "an Evolution card (excluding Pokémon-ex)": the Stage 1 Pokémon-ex is not offered', () => {
    const t = started(
      table({
        p1: { active: [KINGAMBIT], hand: ['mx9-2'], deck: [RAICHU_EX, CHARMELEON, PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'mx9-2',
    );
    expect(optionNames(t)).toEqual(['Charmeleon']);
  });

  it('MADE-UP "If heads, search … Basic Pokémon (excluding Pokémon-ex) … onto your Bench": on heads only', () => {
    const board = (seed: number) =>
      answerAll(
        started(
          table({
            seed,
            p1: { active: [KINGAMBIT], hand: ['mx9-5'], deck: [CHANSEY_EX, BULBASAUR] },
            p2: { active: [KINGAMBIT] },
          }),
          'mx9-5',
        ),
      );
    const heads = withSeeds(SEEDS, board, (t) => flipsOf(t)[0] === 'heads');
    expect(bench(heads)).toEqual([BULBASAUR]);
    const tails = withSeeds(SEEDS, board, (t) => flipsOf(t)[0] === 'tails');
    expect(bench(tails)).toEqual([]);
  });
});

describe('"a Pokémon that has X in its name" and "up to N in any combination of A and B" (Team Aqua Ball, Team Aqua Conspirator)', () => {
  const aquaDeck = [KYOGRE, SHARPEDO, CARVANHA, SQUIRTLE, W, DCE];

  it('Team Aqua Ball (Team Magma vs Team Aqua): heads, any Pokémon with Team Aqua in its name; tails, a Basic one', () => {
    const board = (seed: number) =>
      started(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: [AQUA_BALL], deck: aquaDeck },
          p2: { active: [KINGAMBIT] },
        }),
        AQUA_BALL,
      );
    const heads = withSeeds(SEEDS, board, (t) => flipsOf(t)[0] === 'heads');
    expect(optionNames(heads)).toEqual(
      sorted(["Team Aqua's Carvanha", "Team Aqua's Kyogre", "Team Aqua's Sharpedo"]),
    );
    const took = answerAll(answer(heads, 'Sharpedo'));
    expect(hand(took)).toEqual([SHARPEDO]);
    expect(revealed(took)).toContain('Sharpedo');
    const tails = withSeeds(SEEDS, board, (t) => flipsOf(t)[0] === 'tails');
    expect(optionNames(tails)).toEqual(sorted(["Team Aqua's Carvanha", "Team Aqua's Kyogre"]));
  });

  it('Team Aqua Conspirator: up to 2 of Basic Pokémon with Team Aqua in its name and basic Energy cards', () => {
    const t = started(
      table({
        p1: { active: [KINGAMBIT], hand: [AQUA_CONSPIRATOR], deck: aquaDeck },
        p2: { active: [KINGAMBIT] },
      }),
      AQUA_CONSPIRATOR,
    );
    expect(optionNames(t)).toEqual(
      sorted(["Team Aqua's Carvanha", "Team Aqua's Kyogre", 'Basic Water Energy']),
    );
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const done = answerAll(answer(t, 'Kyogre', 'Water'));
    expect(sorted(hand(done))).toEqual(sorted([KYOGRE, W]));
    expect(revealed(done)).toContain('Kyogre');
  });

  it('MADE-UP "up to 3 in any combination of Pokémon that has Team Aqua in its name and Water Energy cards"', () => {
    const t = started(
      table({
        p1: { active: [KINGAMBIT], hand: ['mx9-4'], deck: [...aquaDeck, GRASS] },
        p2: { active: [KINGAMBIT] },
      }),
      'mx9-4',
    );
    expect(optionNames(t)).toEqual(
      sorted([
        "Team Aqua's Carvanha",
        "Team Aqua's Kyogre",
        "Team Aqua's Sharpedo",
        'Basic Water Energy',
      ]),
    );
    expect(t.state.pendingDecision?.select).toMatchObject({ max: 3 });
  });
});

describe('"Search your discard pile for <kind>, show it to your opponent, and put it into your hand." (VS Seeker)', () => {
  it('VS Seeker (FireRed & LeafGreen): a Supporter card of the discard pile, shown, into the hand', () => {
    const t = started(
      table({
        p1: {
          active: [KINGAMBIT],
          hand: [VS_SEEKER],
          discard: [POTION, LANETTE, W, LADY_OUTING],
        },
        p2: { active: [KINGAMBIT] },
      }),
      VS_SEEKER,
    );
    expect(optionNames(t)).toEqual(['Lady Outing', "Lanette's Net Search"]);
    const done = answerAll(answer(t, 'Lanette'));
    expect(hand(done)).toEqual([LANETTE]);
    expect(revealed(done)).toContain("Lanette's Net Search");
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(
      sorted([POTION, W, LADY_OUTING, VS_SEEKER]),
    );
  });

  it('VS Seeker with no Supporter card in the discard pile would change nothing: refused, nothing moves', () => {
    const t = table({
      p1: { active: [KINGAMBIT], hand: [VS_SEEKER], discard: [POTION] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, VS_SEEKER))).toMatch(/would change nothing/);
  });

  it('MADE-UP "Search your discard pile for up to 2 Trainer cards and put them into your hand"', () => {
    const t = started(
      table({
        p1: { active: [KINGAMBIT], hand: ['mx9-3'], discard: [POTION, PLUSPOWER, DEFENDER, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'mx9-3',
    );
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const done = answerAll(answer(t, 'Potion', 'Defender'));
    expect(sorted(hand(done))).toEqual(sorted([POTION, DEFENDER]));
  });
});

/** `t` with the Pokémon in `zone` put into play this turn. */
const enteredThisTurn = (t: Table, zone: string): Table => {
  const top = t.state.zones[zone]?.cards[0] as string;
  const flags = { ...t.state.plugin.flags, enteredThisTurn: [top] };
  return { ...t, state: { ...t.state, plugin: { ...t.state.plugin, flags } } };
};

describe("Trainers that evolve (Rare Candy 2003, Wally's Training)", () => {
  const candyBoard = (card: string, spec: Partial<BoardSpec> = {}) =>
    table({
      p1: {
        active: [CHARMANDER],
        activeCounters: { asleep: 1 },
        bench: [[SQUIRTLE], [PIKACHU]],
        hand: [card, CHARIZARD, WARTORTLE, BLASTOISE, CHARMELEON],
      },
      p2: { active: [KINGAMBIT] },
      ...spec,
    });

  it('Rare Candy (Sandstorm): a Stage 1 or a Stage 2 card of the hand that evolves from the chosen Basic goes on it; evolving ends Asleep', () => {
    const t = started(candyBoard(RARE_CANDY), RARE_CANDY);
    // Pikachu: nothing in hand evolves from it.
    expect(optionNames(t).map((o) => o.split(' (')[0])).toEqual([
      'p1:active Charmander',
      'p1:bench_1 Squirtle',
    ]);
    const squirtle = answer(t, 'Squirtle');
    expect(optionNames(squirtle)).toEqual(['Blastoise', 'Wartortle']);
    const done = answerAll(answer(squirtle, 'Blastoise'));
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([BLASTOISE, SQUIRTLE]);
    const fire = answer(t, 'Charmander');
    expect(optionNames(fire)).toEqual(['Charizard', 'Charmeleon']);
    const charizard = answerAll(answer(fire, 'Charizard'));
    expect(templatesIn(charizard.state, 'p1:active')).toEqual([CHARIZARD, CHARMANDER]);
    expect(conditionsIn(charizard.state, 'p1:active')).toEqual([]);
  });

  it('Rare Candy counts as evolving: refused on a first turn, and a Basic put into play this turn is not offered', () => {
    const first = candyBoard(RARE_CANDY, { gameTurn: 1 });
    expect(refusalOf(first, trainerAction(first, RARE_CANDY))).toMatch(
      /Basic Pokémon that may evolve/,
    );
    const fresh = enteredThisTurn(candyBoard(RARE_CANDY), 'p1:active');
    // Squirtle, the one Basic left, is taken without asking: its cards are offered.
    const t = started(fresh, RARE_CANDY);
    expect(optionNames(t)).toEqual(['Blastoise', 'Wartortle']);
    const none = table({
      p1: { active: [PIKACHU], hand: [RARE_CANDY, CHARIZARD] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, trainerAction(none, RARE_CANDY))).toMatch(
      /Basic Pokémon that may evolve/,
    );
    expect(hand(none)).toEqual([RARE_CANDY, CHARIZARD]);
  });

  it('MADE-UP "If you have a Stage 2 card … put that card on that Pokémon": a Stage 1 card does not count', () => {
    const t = table({
      p1: { active: [CHARMANDER], bench: [[SQUIRTLE]], hand: ['mx9-6', CHARMELEON, BLASTOISE] },
      p2: { active: [KINGAMBIT] },
    });
    // Charmeleon (Stage 1) does not fit: Squirtle is the one Basic, Blastoise its one card.
    const done = answerAll(started(t, 'mx9-6'));
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([BLASTOISE, SQUIRTLE]);
    expect(templatesIn(done.state, 'p1:active')).toEqual([CHARMANDER]);
    expect(hand(done)).toEqual([CHARMELEON]);
    const stage1Only = table({
      p1: { active: [CHARMANDER], hand: ['mx9-6', CHARMELEON] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(stage1Only, trainerAction(stage1Only, 'mx9-6'))).toMatch(/Stage 2 card/);
  });

  it("Wally's Training (Sandstorm): a card that evolves from the Active Pokémon, from the deck onto it", () => {
    const t = started(
      table({
        p1: {
          active: [CHARMANDER],
          bench: [[SQUIRTLE]],
          hand: [WALLY],
          deck: [CHARIZARD, CHARMELEON, WARTORTLE, W],
        },
        p2: { active: [KINGAMBIT] },
      }),
      WALLY,
    );
    // Only Charmeleon evolves from Charmander (Wartortle is for the Benched Squirtle).
    expect(optionNames(t)).toEqual(['Charmeleon']);
    const done = answerAll(t);
    expect(templatesIn(done.state, 'p1:active')).toEqual([CHARMELEON, CHARMANDER]);
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([SQUIRTLE]);
    expect(sorted(deck(done))).toEqual(sorted([CHARIZARD, WARTORTLE, W]));
  });

  it('MADE-UP "… put it on that Pokémon." (an Item): an Active Pokémon put into play this turn finds nothing to evolve', () => {
    const board = table({
      p1: { active: [SQUIRTLE], hand: ['mx9-7'], deck: [WARTORTLE, BLASTOISE] },
      p2: { active: [KINGAMBIT] },
    });
    const done = answerAll(started(board, 'mx9-7'));
    expect(templatesIn(done.state, 'p1:active')).toEqual([WARTORTLE, SQUIRTLE]);
    const fresh = answerAll(started(enteredThisTurn(board, 'p1:active'), 'mx9-7'));
    expect(templatesIn(fresh.state, 'p1:active')).toEqual([SQUIRTLE]);
    expect(sorted(deck(fresh))).toEqual(sorted([WARTORTLE, BLASTOISE]));
  });
});

describe('"Choose 1 of your Pokémon (excluding …)" and what is done to "that Pokémon" (Mr. Briney\'s Compassion, Life Herb)', () => {
  const brineyBoard = (card: string) =>
    table({
      p1: {
        active: [CHANSEY_EX],
        bench: [[CHARMELEON, CHARMANDER, W], [PIKACHU], [CARVANHA]],
        hand: [card],
      },
      p2: { active: [KINGAMBIT] },
    });

  it("Mr. Briney's Compassion (Dragon): a Pokémon other than a Pokémon-ex goes back to the hand with every card attached", () => {
    const t = started(brineyBoard(BRINEY), BRINEY);
    expect(optionNames(t).map((o) => o.split(' (')[0])).toEqual([
      'p1:bench_1 Charmeleon',
      'p1:bench_2 Pikachu',
      "p1:bench_3 Team Aqua's Carvanha",
    ]);
    const done = answerAll(answer(t, 'Charmeleon'));
    expect(sorted(hand(done))).toEqual(sorted([CHARMELEON, CHARMANDER, W]));
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(done.state, 'p1:active')).toEqual([CHANSEY_EX]);
  });

  it("Mr. Briney's Compassion with only Pokémon-ex in play: refused, nothing moves", () => {
    const t = table({
      p1: { active: [CHANSEY_EX], bench: [[RAICHU_EX]], hand: [BRINEY] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, BRINEY))).toMatch(/none of your Pokémon may be chosen/);
  });

  it('MADE-UP "(excluding Pokémon-ex and Pokémon that has an owner in its name)": Team Aqua\'s Carvanha is not offered', () => {
    const t = started(brineyBoard('mx9-8'), 'mx9-8');
    expect(optionNames(t).map((o) => o.split(' (')[0])).toEqual([
      'p1:bench_1 Charmeleon',
      'p1:bench_2 Pikachu',
    ]);
  });

  const herbBoard = (card: string, seed = 1) =>
    withCounters(
      withCounters(
        table({
          seed,
          p1: { active: [KINGAMBIT], bench: [[PIKACHU], [CHANSEY_EX]], hand: [card] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 80, asleep: 1, poisoned: 1 },
      ),
      'p1:bench_1',
      { damage: 30 },
    );

  it.each([
    ['Life Herb (Hidden Legends)', LIFE_HERB],
    ['Life Herb (FireRed & LeafGreen, ", and remove …")', LIFE_HERB_FRLG],
  ])(
    '%s: heads, Special Conditions and 6 counters off the chosen Pokémon (all of fewer); tails, nothing',
    (_n, card) => {
      const heads = withSeeds(
        SEEDS,
        (seed) => started(herbBoard(card, seed), card),
        (t) => flipsOf(t)[0] === 'heads',
      );
      // Chansey ex is not offered.
      expect(optionNames(heads).map((o) => o.split(' (')[0])).toEqual([
        'p1:active Kingambit',
        'p1:bench_1 Pikachu',
      ]);
      const active = answerAll(answer(heads, 'Kingambit'));
      expect(damageIn(active.state, 'p1:active')).toBe(20);
      expect(conditionsIn(active.state, 'p1:active')).toEqual([]);
      const benched = answerAll(answer(heads, 'Pikachu'));
      expect(damageIn(benched.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(benched.state, 'p1:active')).toBe(80);
      expect(conditionsIn(benched.state, 'p1:active')).toEqual(['asleep', 'poisoned']);
      const tails = withSeeds(
        SEEDS,
        (seed) => answerAll(started(herbBoard(card, seed), card)),
        (t) => flipsOf(t)[0] === 'tails',
      );
      expect(damageIn(tails.state, 'p1:active')).toBe(80);
      expect(damageIn(tails.state, 'p1:bench_1')).toBe(30);
    },
  );

  it('MADE-UP "Choose 1 of your Pokémon. Remove all Special Conditions and 2 damage counters from that Pokémon (all if it has fewer than 2)."', () => {
    const t = answerAll(answer(started(herbBoard('mx9-9'), 'mx9-9'), 'Kingambit'));
    expect(damageIn(t.state, 'p1:active')).toBe(60);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });
});

describe('"Draw a number of cards up to the number of …" and the hand-size limit (Steven\'s Advice)', () => {
  const board = (card: string, more: string[] = []) =>
    table({
      p1: {
        active: [KINGAMBIT],
        bench: [[PIKACHU]],
        hand: [card, ...more],
        deck: Array(10).fill(GRASS),
      },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHARMANDER]] },
    });

  it("Steven's Advice (Hidden Legends): up to 3 cards (3 opponent's Pokémon in play), as many as the player says", () => {
    const t = started(board(STEVEN, [W]), STEVEN);
    expect(t.state.pendingDecision?.options).toEqual(['3', '2', '1', '0']);
    const done = answerAll(answer(t, '2'));
    expect(sorted(hand(done))).toEqual(sorted([W, GRASS, GRASS]));
  });

  it("Steven's Advice with 8 cards in hand (itself included): refused; with 7, played", () => {
    const eight = board(STEVEN, Array(7).fill(W));
    expect(refusalOf(eight, trainerAction(eight, STEVEN))).toMatch(/more than 7 cards/);
    const seven = board(STEVEN, Array(6).fill(W));
    expect(refusalOf(seven, trainerAction(seven, STEVEN))).toBeUndefined();
  });

  it('MADE-UP "… up to the number of your Benched Pokémon. If you have more than 5 cards …": 1 Benched Pokémon, 1 card at most', () => {
    const t = started(board('mx9-10'), 'mx9-10');
    expect(t.state.pendingDecision?.options).toEqual(['1', '0']);
    const six = board('mx9-10', Array(5).fill(W));
    expect(refusalOf(six, trainerAction(six, 'mx9-10'))).toMatch(/more than 5 cards/);
  });
});

describe('"Discard any 1 <kind> from your hand. Then draw N cards. If you discarded a <kind>, draw M cards instead." (Team Aqua Schemer)', () => {
  const board = (card: string, more: string[]) =>
    table({
      p1: { active: [KINGAMBIT], hand: [card, ...more], deck: Array(10).fill(GRASS) },
      p2: { active: [KINGAMBIT] },
    });

  it('Team Aqua Schemer (Team Magma vs Team Aqua): a Pokémon discarded; 4 cards for a Team Aqua one, else 3', () => {
    const t = started(board(AQUA_SCHEMER, [CARVANHA, PIKACHU, W]), AQUA_SCHEMER);
    // Only Pokémon may be discarded.
    expect(optionNames(t)).toEqual(['Pikachu', "Team Aqua's Carvanha"]);
    const aqua = answerAll(answer(t, 'Carvanha'));
    expect(sorted(hand(aqua))).toEqual(sorted([PIKACHU, W, ...Array(4).fill(GRASS)]));
    expect(templatesIn(aqua.state, 'p1:discard')).toContain(CARVANHA);
    const other = answerAll(answer(t, 'Pikachu'));
    expect(sorted(hand(other))).toEqual(sorted([CARVANHA, W, ...Array(3).fill(GRASS)]));
  });

  it('Team Aqua Schemer with no Pokémon in hand: refused, nothing moves', () => {
    const t = board(AQUA_SCHEMER, [W, POTION]);
    expect(refusalOf(t, trainerAction(t, AQUA_SCHEMER))).toMatch(/need 1 Pokémon/);
  });

  it('MADE-UP "Discard any 1 Energy card … Then, draw 2 cards. If you discarded a basic Energy card, draw 3 cards instead."', () => {
    const t = started(board('mx9-11', [W, DCE]), 'mx9-11');
    expect(hand(answerAll(answer(t, 'Water')))).toHaveLength(1 + 3);
    expect(hand(answerAll(answer(t, 'Double')))).toHaveLength(1 + 2);
  });
});

describe('"Look at the top N cards of your deck, and choose a <kind>. Show it … Put the other cards back on top … in any order." (PokéNav)', () => {
  const board = (card: string, top: string[]) =>
    table({
      p1: { active: [KINGAMBIT], hand: [card], deck: [...top, GRASS, GRASS] },
      p2: { active: [KINGAMBIT] },
    });

  it('PokéNav (Ruby & Sapphire): a Basic Pokémon, Evolution card or Energy card of the top 3 to the hand, shown; the other 2 back on top', () => {
    const t = started(board(POKENAV, [PLUSPOWER, CHARMELEON, DCE]), POKENAV);
    expect(optionNames(t)).toEqual(['Charmeleon', 'Double Colorless Energy']);
    const done = answerAll(answer(t, 'Charmeleon'));
    expect(hand(done)).toEqual([CHARMELEON]);
    expect(revealed(done)).toContain('Charmeleon');
    expect(sorted(deck(done).slice(0, 2))).toEqual(sorted([PLUSPOWER, DCE]));
    expect(deck(done).slice(2)).toEqual([GRASS, GRASS]);
  });

  it('PokéNav with no such card in the top 3: none taken, the 3 go back on top', () => {
    const done = answerAll(started(board(POKENAV, [PLUSPOWER, POTION, DEFENDER]), POKENAV));
    expect(hand(done)).toEqual([]);
    expect(sorted(deck(done).slice(0, 3))).toEqual(sorted([PLUSPOWER, POTION, DEFENDER]));
    expect(revealed(done)).toBe('');
  });

  it('MADE-UP "Look at the top 4 cards … and choose a Trainer card …": a Trainer of the top 4', () => {
    const t = started(board('mx9-12', [PIKACHU, W, W, POTION]), 'mx9-12');
    const done = answerAll(t);
    expect(hand(done)).toEqual([POTION]);
    expect(deck(done)).toHaveLength(5);
  });
});

describe('Both players switch (Warp Point)', () => {
  const board = (card: string) =>
    table({
      p1: { active: [KINGAMBIT], bench: [[PIKACHU]], hand: [card] },
      p2: { active: [CHARMANDER], bench: [[SQUIRTLE]] },
    });

  it('Warp Point (Team Magma vs Team Aqua): the opponent switches his or her Active Pokémon (his or her choice), then you switch yours', () => {
    const t = started(board(WARP_POINT), WARP_POINT);
    const done = answerAll(t);
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([CHARMANDER]);
    expect(templatesIn(done.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([KINGAMBIT]);
  });

  it('MADE-UP "Your opponent switches 1 of his or her Defending Pokémon …" alone: the opponent decides', () => {
    const t = table({
      p1: { active: [KINGAMBIT], hand: ['mx9-13'] },
      p2: { active: [CHARMANDER], bench: [[SQUIRTLE], [PIKACHU]] },
    });
    const asked = started(t, 'mx9-13');
    expect(asked.state.pendingDecision?.decider).toBe('p2');
    const done = answerAll(answer(asked, 'Pikachu'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([PIKACHU]);
  });
});

describe('EX Stadiums: lasting rules over the Pokémon they name (High/Low Pressure System, Hideout, Magnetic Storm, Ancient Tomb)', () => {
  /** p1 puts the Stadium `id` into play from their hand. */
  const withStadium = (t: Table, id: string) => answerAll(act(t, trainerAction(t, id)));
  const costOf = (t: Table, zone: string) => {
    const mon = pokemonIn(t.engine.definition.cards, t.state, zone);
    if (!mon) throw new Error(`no Pokémon in ${zone}`);
    return retreatCost(t.engine.definition.cards, t.state, mon);
  };
  const hpIn = (t: Table, zone: string) =>
    pokemonIn(t.engine.definition.cards, t.state, zone)?.hp ?? Number.NaN;
  // Squirtle (Water), Charmander (Fire), Pikachu (Lightning), Kyogre (Water and Darkness), Carvanha.
  const board = (stadium: string) =>
    table({
      p1: { active: [SQUIRTLE], bench: [[PIKACHU], [KYOGRE]], hand: [stadium] },
      p2: { active: [CHARMANDER], bench: [[CARVANHA], [BULBASAUR]] },
    });
  const zones = ['p1:active', 'p1:bench_1', 'p1:bench_2', 'p2:active', 'p2:bench_1', 'p2:bench_2'];
  // Retreat is paid by an Active Pokémon: each is measured as p1's Active and as p2's.
  const LINEUP = [SQUIRTLE, PIKACHU, KYOGRE, CHARMANDER, CARVANHA, BULBASAUR];
  const costs = (stadium: string, played: boolean) =>
    LINEUP.flatMap((mon) => {
      const t = table({
        p1: { active: [mon], hand: [stadium] },
        p2: { active: [mon] },
      });
      const after = played ? withStadium(t, stadium) : t;
      return [costOf(after, 'p1:active') as number, costOf(after, 'p2:active') as number];
    });
  /** The costs before, changed by `by` for the Pokémon of LINEUP that `changed` marks (never below 0). */
  const expected = (before: number[], changed: boolean[], by: number) =>
    before.map((c, i) => (changed[Math.floor(i / 2)] ? Math.max(0, c + by) : c));

  it("High Pressure System (Dragon): each player's Fire and Water Pokémon retreat for Colorless less, others as printed", () => {
    const before = costs(HIGH_PRESSURE, false);
    // Squirtle, Kyogre (Water and Darkness), Charmander, Carvanha: 1 less; Pikachu, Bulbasaur: the same.
    expect(costs(HIGH_PRESSURE, true)).toEqual(
      expected(before, [true, false, true, true, true, false], -1),
    );
  });

  it('MADE-UP "pays ColorlessColorless more to retreat his or her Grass, Lightning, or Psychic Pokémon"', () => {
    expect(costs('mx9-14', true)).toEqual(
      expected(costs('mx9-14', false), [false, true, false, false, false, true], 2),
    );
  });

  it('Team Aqua Hideout (Team Magma vs Team Aqua): every Pokémon without Team Aqua in its name pays Colorless more', () => {
    expect(costs(AQUA_HIDEOUT, true)).toEqual(
      expected(costs(AQUA_HIDEOUT, false), [true, true, false, true, false, true], 1),
    );
  });

  it('MADE-UP "Each Pokémon that doesn\'t have Team Aqua in its name pays Colorless less to retreat."', () => {
    expect(costs('mx9-16', true)).toEqual(
      expected(costs('mx9-16', false), [true, true, false, true, false, true], -1),
    );
  });

  it("Low Pressure System (Dragon): both players' Grass and Lightning Pokémon get +10 HP", () => {
    const before = board(LOW_PRESSURE);
    const t = withStadium(before, LOW_PRESSURE);
    const plus = [false, true, false, false, false, true];
    expect(zones.map((z) => hpIn(t, z))).toEqual(
      zones.map((z, i) => hpIn(before, z) + (plus[i] ? 10 : 0)),
    );
  });

  it('MADE-UP "Each Fire and Water Pokémon in play (both yours and your opponent\'s) gets +20 HP."', () => {
    const before = board('mx9-15');
    const t = withStadium(before, 'mx9-15');
    const plus = [true, false, true, true, true, false];
    expect(zones.map((z) => hpIn(t, z))).toEqual(
      zones.map((z, i) => hpIn(before, z) + (plus[i] ? 20 : 0)),
    );
  });

  const hit = (stadium: string | undefined, attacker: string[], defender: string, name: string) => {
    const t = table({
      p1: { active: attacker, hand: stadium ? [stadium] : [] },
      p2: { active: [defender] },
    });
    return damageIn(attack(stadium ? withStadium(t, stadium) : t, name).state, 'p2:active');
  };

  it('Magnetic Storm (Hidden Legends): attacks of Fighting Pokémon are not affected by Resistance', () => {
    // Machop's Low Kick (20) into Lt. Surge's Spearow (Resistance Fighting -30).
    expect(hit(undefined, [MACHOP, 'base1-97'], SURGE_SPEAROW, 'Low Kick')).toBe(0);
    expect(hit(MAGNETIC_STORM, [MACHOP, 'base1-97'], SURGE_SPEAROW, 'Low Kick')).toBe(20);
    // MADE-UP "attacks from Water Pokémon": Machop's Resistance is met again.
    expect(hit('mx9-17', [MACHOP, 'base1-97'], SURGE_SPEAROW, 'Low Kick')).toBe(0);
  });

  it('Ancient Tomb (Hidden Legends): no Weakness for Pokémon in play, except Pokémon-ex (and owners)', () => {
    // Misty's Seel's Aurora Beam (20) into Charmander (Weakness Water ×2) and Magmar ex (×2).
    const seel = [MISTY_SEEL, W, W];
    expect(hit(undefined, seel, CHARMANDER, 'Aurora Beam')).toBe(40);
    expect(hit(ANCIENT_TOMB, seel, CHARMANDER, 'Aurora Beam')).toBe(20);
    expect(hit(ANCIENT_TOMB, seel, MAGMAR_EX, 'Aurora Beam')).toBe(40);
    // MADE-UP "(excluding Pokémon-ex)".
    expect(hit('mx9-18', seel, CHARMANDER, 'Aurora Beam')).toBe(20);
    expect(hit('mx9-18', seel, MAGMAR_EX, 'Aurora Beam')).toBe(40);
  });
});

describe('A Technical Machine for "1 of your Pokémon that has X in its name" (Team Aqua Technical Machine 01)', () => {
  const attachTo =
    (card: string, zone: string, player = 'p1') =>
    (t: Table) => {
      const id = t.state.zones[`${player}:hand`]?.cards.find(
        (i) => t.state.cards[i]?.templateId === card,
      );
      return {
        type: 'declare_action' as const,
        player,
        source: 'ai' as const,
        kind: 'play_trainer',
        card: `#${id}`,
        zone: `${player}:hand`,
        details: { target: zone },
      };
    };
  const board = (card: string) =>
    table({
      p1: { active: [CARVANHA, W], bench: [[SQUIRTLE, W]], hand: [card] },
      p2: { active: [KINGAMBIT] },
    });

  it("goes on Team Aqua's Carvanha, which uses its attack (Miracle: 10 and the Special Condition chosen)", () => {
    const t = board(AQUA_TM);
    const on = answerAll(act(t, attachTo(AQUA_TM, 'p1:active')(t)));
    expect(templatesIn(on.state, 'p1:active')).toContain(AQUA_TM);
    const hit = attack(on, 'Miracle', {
      chooser: (d) => d.options?.filter((o) => /Paralyzed/i.test(o)).slice(0, 1) ?? [],
    });
    expect(damageIn(hit.state, 'p2:active')).toBe(10);
    expect(conditionsIn(hit.state, 'p2:active')).toEqual(['paralyzed']);
  });

  it('is refused on a Pokémon without Team Aqua in its name, with what is right; nothing moves', () => {
    const t = board(AQUA_TM);
    expect(refusalOf(t, attachTo(AQUA_TM, 'p1:bench_1')(t))).toMatch(
      /goes on 1 of your Pokémon with Team Aqua in its name/,
    );
  });

  it('MADE-UP "1 of your Water Pokémon with Team Aqua in its name": Squirtle (Water) refused, Carvanha takes it and attacks', () => {
    const t = board('mx9-19');
    expect(refusalOf(t, attachTo('mx9-19', 'p1:bench_1')(t))).toMatch(
      /Water Pokémon with Team Aqua in its name/,
    );
    const on = answerAll(act(t, attachTo('mx9-19', 'p1:active')(t)));
    expect(damageIn(attack(on, 'Scroll Splash').state, 'p2:active')).toBe(30);
  });
});

describe('"Search your discard pile for <kind>. You may either show N … into your hand, or show M … and shuffle them into your deck." (Energy Recycle System)', () => {
  const board = (card: string, discard: string[]) =>
    table({
      p1: { active: [KINGAMBIT], hand: [card], discard, deck: [GRASS, GRASS] },
      p2: { active: [KINGAMBIT] },
    });
  const discardOf = (t: Table) => templatesIn(t.state, 'p1:discard');

  it('Energy Recycle System (Dragon): 1 basic Energy card into the hand, or 3 shuffled into the deck', () => {
    const t = started(board(RECYCLE, [W, W, FIRE, GRASS, DCE, POTION]), RECYCLE);
    expect(t.state.pendingDecision?.options).toEqual([
      'Put 1 basic Energy card into your hand',
      'Shuffle 3 basic Energy cards into your deck',
    ]);
    const hand1 = answerAll(answer(answer(t, 'hand'), 'Fire'));
    expect(hand(hand1)).toEqual([FIRE]);
    expect(revealed(hand1)).toContain('Fire Energy');
    const deck3 = answer(t, 'deck');
    expect(optionNames(deck3)).toEqual(
      sorted(['Basic Water Energy', 'Basic Water Energy', 'Fire Energy', 'Grass Energy']),
    );
    expect(deck3.state.pendingDecision?.select).toMatchObject({ min: 3, max: 3 });
    const done = answerAll(answer(deck3, 'Water', 'Water', 'Fire'));
    expect(sorted(deck(done))).toEqual(sorted([GRASS, GRASS, W, W, FIRE]));
    expect(sorted(discardOf(done))).toEqual(sorted([GRASS, DCE, POTION, RECYCLE]));
    expect(hand(done)).toEqual([]);
  });

  it('with 2 basic Energy cards only the hand is offered; with none it is refused', () => {
    const two = answerAll(started(board(RECYCLE, [W, FIRE, DCE]), RECYCLE), (d) =>
      (d.options ?? []).slice(0, 1),
    );
    expect(hand(two)).toHaveLength(1);
    const none = board(RECYCLE, [DCE, POTION]);
    expect(refusalOf(none, trainerAction(none, RECYCLE))).toMatch(/at least 1 basic Energy/);
  });

  it('MADE-UP "… for Trainer cards … show 1 … or show 2 Trainer cards … shuffle them into your deck"', () => {
    const t = started(board('mx9-20', [POTION, PLUSPOWER, W]), 'mx9-20');
    const done = answerAll(answer(t, 'deck'));
    expect(sorted(deck(done))).toEqual(sorted([GRASS, GRASS, POTION, PLUSPOWER]));
    expect(sorted(discardOf(done))).toEqual(sorted([W, 'mx9-20']));
  });
});
