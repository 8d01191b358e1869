import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import {
  DONDOZO,
  G,
  heads,
  KINGAMBIT,
  nextTurn,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { classicWith, rewordAttack } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import { attack, damageIn, optionsNaming, templatesIn, withSeeds } from './effects.test-helper';

/**
 * EX-era attack forms of this session (atk10b): each on a real printing where one exists and on
 * a MADE-UP rewording (`zz10b-*`, no set prints these words), outcomes from the printed text.
 */

/** Basic Darkness Energy. */
const D = 'sve-7';

const madeUp = loadCardSet({
  set: { id: 'zz10b', name: 'Made-up 10b', series: 'Test', ptcgoCode: 'ZZB' },
  cards: [
    // Victreebel's Acid with "your opponent's next turn" and no coin.
    rewordAttack(
      'base2-14',
      'zz10b-1',
      'Acid',
      "The Defending Pokémon can't retreat during your opponent's next turn.",
    ),
    // Surprise behind a tails flip, "that card" for "the card".
    // Set Song's form with three kinds, no showing, "1" for "a".
    rewordAttack(
      'ex5-37',
      'zz10b-3',
      'Set Song',
      'Search your deck for a Basic Pokémon, 1 Trainer card, and a basic Energy card and put them into your hand. Shuffle your deck afterward.',
    ),
    // Signs of Evolution's later form: what evolves from SELF, then what evolves from that card.
    rewordAttack(
      'ex6-56',
      'zz10b-4',
      'Signs of Evolution',
      'Search your deck for a card that evolves from Caterpie and a card that evolves from that card, show them to your opponent, and put them into your hand. Shuffle your deck afterward.',
    ),
    // A count that is not one card per kind: stays manual.
    rewordAttack(
      'ex5-37',
      'zz10b-5',
      'Set Song',
      'Search your deck for a Basic Pokémon and 2 basic Energy cards, show them to your opponent, and put them into your hand. Shuffle your deck afterward.',
    ),
    // Push Aside's form: a Trainer card, shuffled into the deck, "his or her" for "your opponent's".
    rewordAttack(
      'ex5-14',
      'zz10b-6',
      'Push Aside',
      'Flip a coin. If tails, look at his or her hand and choose 1 Trainer card you find there. Your opponent shuffles that card into his or her deck.',
    ),
    // Flutter Trick's form without a coin, the card put on top of the deck.
    rewordAttack(
      'ex5-3',
      'zz10b-7',
      'Flutter Trick',
      "Look at your opponent's hand and choose 1 card. Your opponent puts it on top of his or her deck.",
    ),
    // Data Retrieval's form with a condition other than its target.
    rewordAttack(
      'ex6-47',
      'zz10b-8',
      'Data Retrieval',
      'If you have fewer than 3 cards in your hand, draw cards until you have 6 cards in your hand.',
    ),
    // Loving Draw's form, "your opponent has" without "in his or her hand".
    rewordAttack(
      'ex5-40',
      'zz10b-9',
      'Loving Draw',
      'Draw cards from your deck until you have the same number of cards in your hand as your opponent has.',
    ),
    rewordAttack(
      'ex2-47',
      'zz10b-2',
      'Surprise',
      "Flip a coin. If tails, choose a card from your opponent's hand without looking. Look at the card you chose, then have your opponent shuffle that card into his or her deck.",
    ),
  ],
});
const { table, registry } = classicWith(madeUp);
const nameOf = (id: string) => registry.require(id).name;

describe('"the Defending Pokémon can\'t retreat during your [opponent\'s] next turn"', () => {
  it('made-up: "your opponent\'s next turn" blocks the retreat in that turn', () => {
    const t = nextTurn(
      attack(
        table({
          p1: { active: ['zz10b-1', G, G] },
          p2: { active: [DONDOZO], bench: [[SQUIRTLE]] },
        }),
        'Acid',
      ),
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(
      t.state.plugin.markers.some(
        (m) => m.kind === 'cant-retreat' && m.until === t.state.plugin.gameTurn,
      ),
    ).toBe(true);
  });
});

describe('Surprise: "… without looking. Look at the card you chose, then have your opponent shuffle that card into his or her deck."', () => {
  const spec = (id: string, seed = 1) => ({
    seed,
    p1: { active: [id, D, D] },
    p2: { active: [KINGAMBIT], hand: [G, R, W], deck: [G] },
  });
  /** The reveal lines `player`'s log shows. */
  const reveals = (t: ReturnType<typeof attack>, player: string) =>
    t.engine
      .view(t.state, player)
      .log.filter((l) => l.action === 'reveal')
      .map((l) => l.message);
  /** The card of G, R, W no longer in the opponent's hand. */
  const goneFrom = (t: ReturnType<typeof attack>) =>
    [G, R, W].find((c) => !templatesIn(t.state, 'p2:hand').includes(c)) as string;

  it('ex2-47 Murkrow: the attacker is shown the chosen card — its log names it after the shuffle', () => {
    const t = attack(table(spec('ex2-47')), 'Surprise');
    expect(templatesIn(t.state, 'p2:hand')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(2);
    expect(reveals(t, 'p1')).toEqual([`p1 revealed ${nameOf(goneFrom(t))} to p1`]);
    // The cards still in the hand stay hidden from the attacker.
    expect(t.engine.view(t.state, 'p1').zones['p2:hand']?.cards.every((c) => !c.templateId)).toBe(
      true,
    );
  });

  it('made-up: on tails only; heads leaves the hand and the log untouched', () => {
    const tl = withSeeds(SEEDS, (seed) => attack(table(spec('zz10b-2', seed)), 'Surprise'), tails);
    expect(templatesIn(tl.state, 'p2:hand')).toHaveLength(2);
    expect(reveals(tl, 'p1')).toEqual([`p1 revealed ${nameOf(goneFrom(tl))} to p1`]);
    const h = withSeeds(SEEDS, (seed) => attack(table(spec('zz10b-2', seed)), 'Surprise'), heads);
    expect(templatesIn(h.state, 'p2:hand')).toHaveLength(3);
    expect(reveals(h, 'p1')).toEqual([]);
  });
});

describe('"Search your deck for a X and a Y [card], [show them to your opponent, and] put them into your hand." — one card of each kind', () => {
  const IGGLYBUFF = 'ex5-37';
  const CATERPIE = 'ex6-56';
  const METAPOD = 'ex6-39';
  const BUTTERFREE = 'ex6-2';
  const ELM = 'base1-91'; // Bill, a Trainer card
  const PIKACHU = 'base1-58';
  /** The reveal lines p2's log shows. */
  const shownToOpponent = (t: ReturnType<typeof attack>) =>
    t.engine
      .view(t.state, 'p2')
      .log.filter((l) => l.action === 'reveal')
      .map((l) => l.message);

  it('ex5-37 Igglybuff — Set Song: a Basic Pokémon and a basic Energy card, both shown, into the hand; the deck shuffled', () => {
    const t = attack(
      table({
        p1: { active: [IGGLYBUFF, W], deck: [METAPOD, G, PIKACHU, ELM, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Set Song',
    );
    const hand = templatesIn(t.state, 'p1:hand');
    expect(hand).toHaveLength(2);
    expect(hand).toContain(PIKACHU);
    expect(hand.filter((c) => c === G || c === R)).toHaveLength(1);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(3);
    expect(shownToOpponent(t).join(' | ')).toMatch(/Pikachu/);
    expect(shownToOpponent(t).join(' | ')).toMatch(/Energy/);
  });

  it('ex6-56 Caterpie — Signs of Evolution: a Metapod and a Butterfree, shown, into the hand; with no Butterfree left the Metapod still comes', () => {
    const both = attack(
      table({
        p1: { active: [CATERPIE, G], deck: [PIKACHU, BUTTERFREE, G, METAPOD] },
        p2: { active: [KINGAMBIT] },
      }),
      'Signs of Evolution',
    );
    expect([...templatesIn(both.state, 'p1:hand')].sort()).toEqual([BUTTERFREE, METAPOD].sort());
    expect(shownToOpponent(both).join(' | ')).toMatch(/Metapod.*Butterfree|Butterfree.*Metapod/s);
    const one = attack(
      table({
        p1: { active: [CATERPIE, G], deck: [PIKACHU, G, METAPOD] },
        p2: { active: [KINGAMBIT] },
      }),
      'Signs of Evolution',
    );
    expect(templatesIn(one.state, 'p1:hand')).toEqual([METAPOD]);
  });

  it('made-up: three kinds with "1", not shown — one of each into the hand, nothing revealed to the opponent', () => {
    const t = attack(
      table({
        p1: { active: ['zz10b-3', W], deck: [G, METAPOD, ELM, PIKACHU, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Set Song',
    );
    expect([...templatesIn(t.state, 'p1:hand')].sort()).toEqual(
      [
        PIKACHU,
        ELM,
        templatesIn(t.state, 'p1:hand').find((c) => c === G || c === R) as string,
      ].sort(),
    );
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
    expect(shownToOpponent(t)).toEqual([]);
  });

  it('made-up: "a card that evolves from Caterpie and a card that evolves from that card" — the second follows the first', () => {
    const t = attack(
      table({
        p1: { active: ['zz10b-4', G], deck: [BUTTERFREE, PIKACHU, METAPOD] },
        p2: { active: [KINGAMBIT] },
      }),
      'Signs of Evolution',
      { chooser: optionsNaming('Metapod', 'Butterfree') },
    );
    expect([...templatesIn(t.state, 'p1:hand')].sort()).toEqual([BUTTERFREE, METAPOD].sort());
    // No Metapod: nothing evolves from "that card", so the Butterfree stays in the deck.
    const none = attack(
      table({
        p1: { active: ['zz10b-4', G], deck: [BUTTERFREE, PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'Signs of Evolution',
    );
    expect(templatesIn(none.state, 'p1:hand')).toEqual([]);
  });

  it('made-up: "a Basic Pokémon and 2 basic Energy cards" (not one of each) stays manual', () => {
    expect(manualParts(registry.require('zz10b-5')).map((m) => m.part)).toContain('Set Song');
    expect(manualParts(registry.require('zz10b-3')).map((m) => m.part)).not.toContain('Set Song');
  });
});

describe('"[If heads, ] look at your opponent\'s hand and choose 1 [<kind>] card [you find there]. Your opponent discards / puts … deck / shuffles … the card you chose."', () => {
  const CROBAT = 'ex5-3';
  const SHIFTRY = 'ex5-14';
  const PIKACHU = 'base1-58';
  const BILL = 'base1-91';
  const METAPOD = 'ex6-39';
  /** Answers the hand choice with the option naming `name` (other choices: the first option). */
  const taking = (name: string) => optionsNaming(name);

  it('ex5-3 Crobat — Flutter Trick: heads, you see the hand and the card you choose is discarded; tails, nothing', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: [CROBAT, G] },
          p2: { active: [DONDOZO], hand: [PIKACHU, BILL, W] },
        }),
        'Flutter Trick',
        { chooser: taking('Bill') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    expect(templatesIn(h.state, 'p2:discard')).toEqual([BILL]);
    expect([...templatesIn(h.state, 'p2:hand')].sort()).toEqual([PIKACHU, W].sort());
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
    expect(templatesIn(t.state, 'p2:hand')).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('ex5-14 Shiftry — Push Aside: a Basic Pokémon or Evolution card of the hand goes to the bottom of the deck; Trainers and Energy are not offered', () => {
    const asked: string[][] = [];
    const t = attack(
      table({
        p1: { active: [SHIFTRY, D, D] },
        p2: { active: [KINGAMBIT], hand: [BILL, PIKACHU, METAPOD, W], deck: [G, G] },
      }),
      'Push Aside',
      {
        chooser: (d, st) => {
          asked.push([...(d.options ?? [])]);
          return taking('Metapod')(d, st);
        },
      },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p2:deck')).toEqual([G, G, METAPOD]);
    expect([...templatesIn(t.state, 'p2:hand')].sort()).toEqual([BILL, PIKACHU, W].sort());
    const offered = asked.flat().join(' | ');
    expect(offered).toMatch(/Metapod/);
    expect(offered).toMatch(/Pikachu/);
    expect(offered).not.toMatch(/Bill|Water/);
    // No such card in the hand: nothing moves.
    const none = attack(
      table({
        p1: { active: [SHIFTRY, D, D] },
        p2: { active: [KINGAMBIT], hand: [BILL, W], deck: [G] },
      }),
      'Push Aside',
    );
    expect(templatesIn(none.state, 'p2:deck')).toEqual([G]);
    expect(templatesIn(none.state, 'p2:hand')).toHaveLength(2);
  });

  it('made-up: "If tails, look at his or her hand and choose 1 Trainer card … shuffles that card into his or her deck"', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['zz10b-6', D, D] },
          p2: { active: [KINGAMBIT], hand: [BILL, PIKACHU], deck: [G] },
        }),
        'Push Aside',
      );
    const tl = withSeeds(SEEDS, run, tails);
    expect([...templatesIn(tl.state, 'p2:deck')].sort()).toEqual([BILL, G].sort());
    expect(templatesIn(tl.state, 'p2:hand')).toEqual([PIKACHU]);
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p2:hand')).toHaveLength(2);
  });

  it('made-up: no coin, any card, put on top of the deck', () => {
    const t = attack(
      table({
        p1: { active: ['zz10b-7', G] },
        p2: { active: [KINGAMBIT], hand: [PIKACHU, W], deck: [G, G] },
      }),
      'Flutter Trick',
      { chooser: taking('Pikachu') },
    );
    expect(templatesIn(t.state, 'p2:deck')).toEqual([PIKACHU, G, G]);
    expect(templatesIn(t.state, 'p2:hand')).toEqual([W]);
  });
});

describe('"[If you have less than N cards in your hand, ] draw cards until you have N cards / the same number of cards in your hand as your opponent has [in his or her hand]."', () => {
  const PORYGON = 'ex6-47';
  const LUVDISC = 'ex5-40';
  const deck = [G, G, G, G, G, G, G, G];
  const run = (id: string, name: string, mine: string[], theirs: string[]) =>
    attack(
      table({
        p1: { active: [id, W], hand: mine, deck },
        p2: { active: [KINGAMBIT], hand: theirs },
      }),
      name,
    );

  it('ex6-47 Porygon — Data Retrieval: 1 card in hand → 4; 5 cards → no draw', () => {
    expect(templatesIn(run(PORYGON, 'Data Retrieval', [R], []).state, 'p1:hand')).toHaveLength(4);
    expect(
      templatesIn(run(PORYGON, 'Data Retrieval', [R, R, R, R, R], []).state, 'p1:hand'),
    ).toHaveLength(5);
  });

  it('ex5-40 Luvdisc — Loving Draw: as many as the opponent holds more; none when you hold as many', () => {
    expect(
      templatesIn(run(LUVDISC, 'Loving Draw', [R], [W, W, W, W]).state, 'p1:hand'),
    ).toHaveLength(4);
    expect(templatesIn(run(LUVDISC, 'Loving Draw', [R, R, R], [W]).state, 'p1:hand')).toHaveLength(
      3,
    );
  });

  it('made-up: "fewer than 3 … until you have 6": 2 cards → 6; 3 cards → no draw', () => {
    expect(templatesIn(run('zz10b-8', 'Data Retrieval', [R, R], []).state, 'p1:hand')).toHaveLength(
      6,
    );
    expect(
      templatesIn(run('zz10b-8', 'Data Retrieval', [R, R, R], []).state, 'p1:hand'),
    ).toHaveLength(3);
  });

  it('made-up: "… as your opponent has." draws up to the opponent\'s count', () => {
    expect(templatesIn(run('zz10b-9', 'Loving Draw', [], [W, W]).state, 'p1:hand')).toHaveLength(2);
  });
});
