import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import {
  CHARMANDER,
  DONDOZO,
  heads,
  KINGAMBIT,
  nextTurn,
  PIKACHU,
  refusalOf,
  SEEDS,
  SQUIRTLE,
  tails,
} from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  type Chooser,
  damageIn,
  firstOptions,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { isPatternText } from './patterns';

/**
 * Attack texts of Aquapolis read as forms: each form on its real printing (the `ecard2`
 * fixture) and on a MADE-UP rewording (the `tst8a` cards below, which no set prints), every
 * outcome written from the printed words.
 *
 * Rulings relied on:
 * - "Evolved Pokémon": a Pokémon that has evolved — one with the Pokémon it evolved from under
 *   it (so a Stage 2 card put into play with nothing under it is not one, and a Basic Pikachu
 *   evolved from Pichu is).
 * - "discard", "choose" with no chooser named: the attacking player chooses; "Your opponent
 *   moves that card": the opponent chooses where.
 * - "You may flip a coin. If heads, …": not flipping is no heads.
 */

const madeUp = loadCardSet({
  set: { id: 'tst8a', name: 'Made-up rewordings 8a', series: 'Test', ptcgoCode: 'T8A' },
  cards: [
    {
      id: 'tst8a-1',
      name: 'Drainer',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '70',
      types: ['Colorless'],
      number: '1',
      attacks: [
        {
          // Rapids with "basic", the other name for the Defending Pokémon, no accent.
          name: 'Undertow',
          cost: ['Colorless'],
          damage: '10',
          text: "Flip a coin. If heads, discard a basic Energy card attached to your opponent's Active Pokemon, if any.",
        },
        {
          // Destructive Roar with "an Energy card" and no coin.
          name: 'Quake',
          cost: ['Colorless'],
          damage: '',
          text: "Discard an Energy card attached to 1 of your opponent's Pokémon.",
        },
        {
          // Energy Kick with damage and the guard as a sentence of its own.
          name: 'Hand Off',
          cost: ['Colorless'],
          damage: '20',
          text: "Choose an Energy card attached to your opponent's Active Pokémon. Your opponent moves that card to 1 of his or her other Pokémon. If your opponent has no Benched Pokémon, this attack does nothing.",
        },
      ],
    },
    {
      id: 'tst8a-2',
      name: 'Burrower',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '70',
      types: ['Colorless'],
      number: '2',
      attacks: [
        {
          // Gigacrush with 2 cards and "of".
          name: 'Landslide',
          cost: ['Colorless'],
          damage: '',
          text: 'Each player discards the top 2 cards of his or her deck.',
        },
        {
          // Mountain Eater with 3 cards and 2 counters.
          name: 'Gnaw Stone',
          cost: ['Colorless'],
          damage: '',
          text: 'Your opponent discards the top 3 cards from his or her deck. Then you remove 2 damage counters from Burrower.',
        },
        {
          // Cross-Cut said of "your opponent's Active Pokémon", another bonus.
          name: 'Twin Cut',
          cost: ['Colorless'],
          damage: '10+',
          text: "If your opponent's Active Pokémon is an Evolved Pokémon, this attack does 10 damage plus 30 more damage.",
        },
        {
          // Energy Cannon with other numbers.
          name: 'Overflow',
          cost: ['Colorless'],
          damage: '10+',
          text: "This attack does 10 damage plus 20 damage for each Energy attached to Burrower but not used to pay for this attack's Energy cost. You can't add more than 40 damage in this way.",
        },
      ],
    },
    {
      id: 'tst8a-3',
      name: 'Gambler',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '70',
      types: ['Colorless'],
      number: '3',
      attacks: [
        {
          // Burning Fang's "You may flip a coin." with another result.
          name: 'Maybe Shock',
          cost: ['Colorless'],
          damage: '10',
          text: 'You may flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
        },
        {
          // Addictive Pollen with no coin.
          name: 'Sweet Haze',
          cost: ['Colorless'],
          damage: '',
          text: "Your opponent can't play Supporter cards during his or her next turn.",
        },
        {
          // Skedaddle with the guard in brackets.
          name: 'Run Home',
          cost: ['Colorless'],
          damage: '10',
          text: 'Return Gambler and all basic Energy cards attached to it to your hand. (If you have no Benched Pokémon, this attack does nothing.)',
        },
      ],
    },
    {
      id: 'tst8a-4',
      name: 'Copier',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '70',
      types: ['Colorless'],
      number: '4',
      attacks: [
        {
          // Copy with its own name for the copying attack.
          name: 'Mimicry',
          cost: ['Colorless'],
          damage: '',
          text: "Choose 1 of the Defending Pokémon's attacks. Mimicry copies that attack. This attack does nothing if Copier doesn't have the Energy necessary to use that attack.",
        },
        {
          // Mini-Metronome with no coin.
          name: 'Echo',
          cost: ['Colorless'],
          damage: '',
          text: "Choose 1 of the Defending Pokémon's attacks. Echo copies that attack except for its Energy cost. (You must still do anything else required in order to use that attack.) (No matter what type the Defending Pokémon is, Copier is still Colorless.) Copier performs that attack.",
        },
        {
          // Fire Blow with Water Energy and "times the number of heads".
          name: 'Water Burst',
          cost: ['Colorless'],
          damage: '10×',
          text: 'You may discard any number of Water Energy cards attached to Copier when you use this attack. If you do, flip a number of coins equal to the number of Water Energy cards you discarded. This attack does 10 damage times the number of heads.',
        },
      ],
    },
    {
      id: 'tst8a-5',
      name: 'Peeker',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '70',
      types: ['Colorless'],
      number: '5',
      attacks: [
        {
          // Bursting Hand counting Trainer cards.
          name: 'Card Count',
          cost: ['Colorless'],
          damage: '20×',
          text: "Look at your opponent's hand. This attack does 20 damage times the number of Trainer cards there.",
        },
        {
          // Rob with Supporter cards, "your opponent's deck", "his or her deck".
          name: 'Confiscate',
          cost: ['Colorless'],
          damage: '',
          text: "Look at your opponent's hand. Choose all Supporter cards there and put them into your opponent's deck. Your opponent shuffles his or her deck afterward.",
        },
        {
          // Spy on your own deck, 2 cards.
          name: 'Foresee',
          cost: ['Colorless'],
          damage: '',
          text: 'Look at the top 2 cards of your deck. Put them back in the same order.',
        },
        {
          // Shuffle Attack with a fixed number.
          name: 'Stack Deck',
          cost: ['Colorless'],
          damage: '',
          text: "Look at the top 3 cards of your opponent's deck. Put them in any order, and then put them back on top of his or her deck.",
        },
        {
          // Baby Outing: 4 cards, 2 taken.
          name: 'Pick Two',
          cost: ['Colorless'],
          damage: '',
          text: 'Look at the top 4 cards of your deck and choose 2 of them and put them into your hand. Shuffle the rest into your deck.',
        },
      ],
    },
    {
      id: 'tst8a-6',
      name: 'Pinner',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '70',
      types: ['Grass'],
      number: '6',
      attacks: [
        {
          // Fury Strikes with 2 markers, 20 each, no removal sentence.
          name: 'Pin Down',
          cost: ['Colorless'],
          damage: '',
          text: "Your opponent puts 2 markers onto his or her Pokémon (divided as he or she chooses). (More than 1 marker can be put on the same Pokémon.) Then, this attack does 20 damage to each Pokémon for each marker on it. Don't apply Weakness and Resistance.",
        },
      ],
    },
  ],
});
const { table } = classicWith(madeUp);

const [G, R, W, L, P, F, D] = ['sve-1', 'sve-2', 'sve-3', 'sve-4', 'sve-5', 'sve-6', 'sve-7'];
const DCE = 'base1-96'; // Double Colorless Energy (a Special Energy card)
const IVYSAUR = 'base1-30';
const BULBASAUR = 'base1-44';
const SUPPORTER = 'ecard2-137'; // Traveling Salesman
const TM = 'ecard2-119'; // Darkness Cube 01
const TOOL = 'ecard2-125'; // Healing Berry
const ONIX = 'base1-56'; // Fighting, weak to Grass like Kingambit

const sorted = (xs: readonly string[]) => [...xs].sort();
/** Answers with the options naming `names` in turn, else the first options. */
const exactly =
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
/** Starts p1's attack without answering anything. */
const declareAttack = (t: Table, name: string) =>
  act(t, {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones['p1:active']?.cards[0]}`,
    zone: 'p1:active',
    details: { attack: name },
  });
const attackAll = (t: Table, name: string, chooser: Chooser = firstOptions) =>
  answerAll(declareAttack(t, name), chooser);
const onSide = (side: 'heads' | 'tails', run: (seed: number) => Table) =>
  withSeeds(SEEDS, run, side === 'heads' ? heads : tails);

describe('Energy attached to the opponent’s Pokémon', () => {
  it('Kingdra — Rapids: heads discards 1 Energy card of the Defending Pokémon (you choose); tails none', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard2-19', W, W, W, W] },
          p2: { active: [KINGAMBIT, D, G] },
        }),
        'Rapids',
        exactly('Grass'),
      );
    const up = onSide('heads', run);
    expect(damageIn(up.state, 'p2:active')).toBe(50);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, D]);
    expect(templatesIn(up.state, 'p2:discard')).toEqual([G]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT, D, G]);
    // ", if any": with no Energy attached, only the damage.
    const bare = onSide('heads', (seed) =>
      attackAll(
        table({ seed, p1: { active: ['ecard2-19', W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
        'Rapids',
      ),
    );
    expect(damageIn(bare.state, 'p2:active')).toBe(50);
    expect(templatesIn(bare.state, 'p2:discard')).toEqual([]);
  });

  it('MADE-UP Undertow: only a basic Energy card is offered (Double Colorless stays)', () => {
    const up = onSide('heads', (seed) =>
      attackAll(
        table({ seed, p1: { active: ['tst8a-1', G] }, p2: { active: [KINGAMBIT, DCE, D] } }),
        'Undertow',
      ),
    );
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, DCE]);
    expect(templatesIn(up.state, 'p2:discard')).toEqual([D]);
  });

  it('Tyrogue — Energy Punch: heads discards a Special Energy card; tails does nothing, not even damage', () => {
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['ecard2-63', F] }, p2: { active: [KINGAMBIT, DCE, D] } }),
        'Energy Punch',
      );
    const up = onSide('heads', run);
    expect(damageIn(up.state, 'p2:active')).toBe(10);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, D]);
    expect(templatesIn(up.state, 'p2:discard')).toEqual([DCE]);
    const down = onSide('tails', run);
    expect(damageIn(down.state, 'p2:active')).toBe(0);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT, DCE, D]);
  });

  it('Tyranitar — Destructive Roar: heads discards 1 Energy card from any of the opponent’s Pokémon', () => {
    const up = onSide('heads', (seed) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard2-40', D] },
          p2: { active: [KINGAMBIT, D], bench: [[SQUIRTLE, W]] },
        }),
        'Destructive Roar',
        exactly('Water'),
      ),
    );
    expect(templatesIn(up.state, 'p2:bench_1')).toEqual([SQUIRTLE]);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, D]);
    expect(templatesIn(up.state, 'p2:discard')).toEqual([W]);
  });

  it('MADE-UP Quake: the same without a coin; the options are every Energy card on their Pokémon', () => {
    const t = declareAttack(
      table({
        p1: { active: ['tst8a-1', G] },
        p2: { active: [KINGAMBIT, D], bench: [[SQUIRTLE, W], [PIKACHU]] },
      }),
      'Quake',
    );
    expect(t.state.pendingDecision?.decider).toBe('p1');
    expect(t.state.pendingDecision?.options).toHaveLength(2);
    const done = answerAll(t, exactly('Darkness'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(done.state, 'p2:discard')).toEqual([D]);
  });

  it('Elekid — Energy Kick: heads, you choose the Energy card, your opponent chooses where it goes', () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['ecard2-9', L] },
          p2: { active: [KINGAMBIT, D, G], bench: [[SQUIRTLE], [PIKACHU]] },
        }),
        'Energy Kick',
      );
    const up = withSeeds(SEEDS, run, (t) => heads(t));
    expect(up.state.pendingDecision?.decider).toBe('p1');
    const energyPicked = answerAll(up, exactly('Grass'), 1);
    // The opponent is the one asked where it goes: their Benched Pokémon.
    expect(energyPicked.state.pendingDecision?.decider).toBe('p2');
    expect(energyPicked.state.pendingDecision?.options).toHaveLength(2);
    const picked = answerAll(energyPicked, exactly('Pikachu'));
    expect(templatesIn(picked.state, 'p2:active')).toEqual([KINGAMBIT, D]);
    expect(templatesIn(picked.state, 'p2:bench_2')).toEqual([PIKACHU, G]);
    // No Bench: nothing moves.
    const alone = onSide('heads', (seed) =>
      attackAll(
        table({ seed, p1: { active: ['ecard2-9', L] }, p2: { active: [KINGAMBIT, D] } }),
        'Energy Kick',
      ),
    );
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT, D]);
  });

  it('MADE-UP Hand Off: the opponent picks the Pokémon; with no Bench not even the damage happens', () => {
    const t = declareAttack(
      table({
        p1: { active: ['tst8a-1', G] },
        p2: { active: [KINGAMBIT, D], bench: [[SQUIRTLE]] },
      }),
      'Hand Off',
    );
    const first = answerAll(t, (d, s) => {
      if (d.decider === 'p2') expect(d.options?.some((o) => o.includes('Squirtle'))).toBe(true);
      return firstOptions(d, s);
    });
    expect(templatesIn(first.state, 'p2:bench_1')).toEqual([SQUIRTLE, D]);
    expect(damageIn(first.state, 'p2:active')).toBe(20);
    const alone = attackAll(
      table({ p1: { active: ['tst8a-1', G] }, p2: { active: [KINGAMBIT, D] } }),
      'Hand Off',
    );
    expect(damageIn(alone.state, 'p2:active')).toBe(0);
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT, D]);
  });
});

describe('the top of the deck discarded, a counter removed', () => {
  it('Tyranitar — Gigacrush: 60 damage, then each player discards the top 3 cards of their deck', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard2-40', D, D, D, D, D], deck: [G, R, W, L] },
        p2: { active: [KINGAMBIT], deck: [P, F, W, G] },
      }),
      'Gigacrush',
    );
    expect(damageIn(done.state, 'p2:active')).toBe(60);
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(sorted([G, R, W]));
    expect(sorted(templatesIn(done.state, 'p2:discard'))).toEqual(sorted([P, F, W]));
  });

  it('MADE-UP Landslide: 2 cards each', () => {
    const done = attackAll(
      table({
        p1: { active: ['tst8a-2', G], deck: [G, R, W] },
        p2: { active: [KINGAMBIT], deck: [P, F, W] },
      }),
      'Landslide',
    );
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(sorted([G, R]));
    expect(sorted(templatesIn(done.state, 'p2:discard'))).toEqual(sorted([P, F]));
  });

  it('Larvitar — Mountain Eater: the opponent’s top card discarded, then 1 counter off Larvitar', () => {
    const t = withCounters(
      table({
        p1: { active: ['ecard2-89', F] },
        p2: { active: [KINGAMBIT], deck: [P, F] },
      }),
      'p1:active',
      { damage: 20 },
    );
    const done = attackAll(t, 'Mountain Eater');
    expect(templatesIn(done.state, 'p2:discard')).toEqual([P]);
    expect(damageIn(done.state, 'p1:active')).toBe(10);
    expect(damageIn(done.state, 'p2:active')).toBe(0);
  });

  it('MADE-UP Gnaw Stone: 3 cards, 2 counters', () => {
    const t = withCounters(
      table({ p1: { active: ['tst8a-2', G] }, p2: { active: [KINGAMBIT], deck: [P, F, W, G] } }),
      'p1:active',
      { damage: 30 },
    );
    const done = attackAll(t, 'Gnaw Stone');
    expect(sorted(templatesIn(done.state, 'p2:discard'))).toEqual(sorted([P, F, W]));
    expect(damageIn(done.state, 'p1:active')).toBe(10);
  });
});

describe('damage read from the board', () => {
  it('Scyther — Cross-Cut: 40 to an evolved Pokémon, 20 to one that has not evolved', () => {
    const evolved = attackAll(
      table({ p1: { active: ['ecard2-57', G, G, G] }, p2: { active: [IVYSAUR, BULBASAUR] } }),
      'Cross-Cut',
    );
    expect(damageIn(evolved.state, 'p2:active')).toBe(40);
    const basic = attackAll(
      table({ p1: { active: ['ecard2-57', G, G, G] }, p2: { active: [DONDOZO] } }),
      'Cross-Cut',
    );
    expect(damageIn(basic.state, 'p2:active')).toBe(20);
  });

  it('MADE-UP Twin Cut: 40 to an evolved Pokémon, 10 to a Basic one', () => {
    const evolved = attackAll(
      table({ p1: { active: ['tst8a-2', G] }, p2: { active: [IVYSAUR, BULBASAUR] } }),
      'Twin Cut',
    );
    expect(damageIn(evolved.state, 'p2:active')).toBe(40);
    const basic = attackAll(
      table({ p1: { active: ['tst8a-2', G] }, p2: { active: [KINGAMBIT] } }),
      'Twin Cut',
    );
    expect(damageIn(basic.state, 'p2:active')).toBe(10);
  });

  it('Slowbro — Energy Cannon: 10 more for each Energy beyond the cost, no more than 20 more', () => {
    const hit = (energy: string[]) =>
      damageIn(
        attackAll(
          table({ p1: { active: ['ecard2-33', ...energy] }, p2: { active: [KINGAMBIT] } }),
          'Energy Cannon',
        ).state,
        'p2:active',
      );
    expect(hit([W, W])).toBe(30);
    expect(hit([W, W, G])).toBe(40);
    expect(hit([W, W, G, G, G])).toBe(50);
  });

  it('MADE-UP Overflow: 20 more each, capped at 40', () => {
    const hit = (energy: string[]) =>
      damageIn(
        attackAll(
          table({ p1: { active: ['tst8a-2', ...energy] }, p2: { active: [KINGAMBIT] } }),
          'Overflow',
        ).state,
        'p2:active',
      );
    expect(hit([G])).toBe(10);
    expect(hit([G, G])).toBe(30);
    expect(hit([G, G, G, G])).toBe(50);
  });
});

describe('“You may flip a coin.”', () => {
  it('Entei — Burning Fang: flipped and heads, a Fire Energy card goes and the Defending Pokémon is Burned', () => {
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['ecard2-10', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Burning Fang',
        exactly('yes'),
      );
    const up = onSide('heads', run);
    expect(damageIn(up.state, 'p2:active')).toBeGreaterThanOrEqual(40);
    expect(templatesIn(up.state, 'p1:discard')).toEqual([R]);
    expect(up.state.log.some((l) => /burned on/i.test(l.message))).toBe(true);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p1:discard')).toEqual([]);
    expect(damageIn(down.state, 'p2:active')).toBe(40);
    // Declined: no coin, no discard, the damage all the same.
    const no = attackAll(
      table({ p1: { active: ['ecard2-10', R, R, R] }, p2: { active: [KINGAMBIT] } }),
      'Burning Fang',
      exactly('no'),
    );
    expect(no.state.log.some((l) => /flipped/.test(l.message))).toBe(false);
    expect(templatesIn(no.state, 'p1:discard')).toEqual([]);
    expect(damageIn(no.state, 'p2:active')).toBe(40);
  });

  it('MADE-UP Maybe Shock: heads paralyzes; declining paralyzes nothing', () => {
    const up = onSide('heads', (seed) =>
      attackAll(
        table({ seed, p1: { active: ['tst8a-3', G] }, p2: { active: [KINGAMBIT] } }),
        'Maybe Shock',
        exactly('yes'),
      ),
    );
    expect(up.state.log.some((l) => /paralyzed on/i.test(l.message))).toBe(true);
    const no = attackAll(
      table({ p1: { active: ['tst8a-3', G] }, p2: { active: [KINGAMBIT] } }),
      'Maybe Shock',
      exactly('no'),
    );
    expect(no.state.log.some((l) => /paralyzed on/i.test(l.message))).toBe(false);
    expect(damageIn(no.state, 'p2:active')).toBe(10);
  });

  it('a "You may flip a coin." text with an "If tails" branch stays manual (not flipping is not tails)', () => {
    expect(
      isPatternText(
        'Gambler',
        'You may flip a coin. If heads, the Defending Pokémon is now Paralyzed. If tails, Gambler does 10 damage to itself.',
      ),
    ).toBe(false);
  });

  it('damage counted from Energy "you discarded" stays manual when the discard comes after the damage', () => {
    // Read in order, the discard is an effect after the damage: the count would be 0 on heads.
    const discardAfter =
      'Flip a coin. If heads, discard all Fire Energy cards attached to Gambler.';
    expect(isPatternText('Gambler', discardAfter)).toBe(true);
    for (const damage of [
      'This attack does 10 damage plus 10 more damage for each Fire Energy card you discarded.',
      'This attack does 20 damage for each Fire Energy card you discarded.',
    ])
      expect(isPatternText('Gambler', `${discardAfter} ${damage}`)).toBe(false);
  });
});

describe('no Supporters next turn', () => {
  const supporterRefused = (t: Table) =>
    refusalOf(nextTurn(t), trainerAction(nextTurn(t), SUPPORTER, 'p2'));

  it('Vileplume — Addictive Pollen: heads, the opponent can’t play a Supporter during their next turn', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard2-43', G, G, G] },
          p2: { active: [DONDOZO], hand: [SUPPORTER, TOOL], deck: [G, G, G] },
        }),
        'Addictive Pollen',
      );
    const up = onSide('heads', run);
    expect(supporterRefused(up)).toMatch(/^NO_SUPPORTERS/);
    // Other Trainers are not locked.
    expect(refusalOf(nextTurn(up), trainerAction(nextTurn(up), TOOL, 'p2'))).not.toMatch(
      /NO_SUPPORTERS|NO_TRAINERS/,
    );
    const down = onSide('tails', run);
    expect(supporterRefused(down)).not.toMatch(/NO_SUPPORTERS/);
  });

  it('MADE-UP Sweet Haze: no coin, the lock always', () => {
    const done = attackAll(
      table({
        p1: { active: ['tst8a-3', G] },
        p2: { active: [KINGAMBIT], hand: [SUPPORTER], deck: [G, G, G] },
      }),
      'Sweet Haze',
    );
    expect(supporterRefused(done)).toMatch(/^NO_SUPPORTERS/);
  });
});

describe('the attacker returns to the hand', () => {
  it('Aipom — Skedaddle: 20 damage, then Aipom and its basic Energy to the hand (a Special Energy is discarded)', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard2-67', G, DCE], bench: [[PIKACHU]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Skedaddle',
    );
    expect(damageIn(done.state, 'p2:active')).toBe(20);
    expect(sorted(templatesIn(done.state, 'p1:hand'))).toEqual(sorted(['ecard2-67', G]));
    expect(templatesIn(done.state, 'p1:discard')).toEqual([DCE]);
    // No Bench: nothing at all.
    const alone = attackAll(
      table({ p1: { active: ['ecard2-67', G, G] }, p2: { active: [KINGAMBIT] } }),
      'Skedaddle',
    );
    expect(damageIn(alone.state, 'p2:active')).toBe(0);
    expect(templatesIn(alone.state, 'p1:active')).toEqual(['ecard2-67', G, G]);
  });

  it('MADE-UP Run Home: the same with the guard in brackets', () => {
    const done = attackAll(
      table({
        p1: { active: ['tst8a-3', G, R], bench: [[CHARMANDER]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Run Home',
    );
    expect(damageIn(done.state, 'p2:active')).toBe(10);
    expect(sorted(templatesIn(done.state, 'p1:hand'))).toEqual(sorted(['tst8a-3', G, R]));
    const alone = attackAll(
      table({ p1: { active: ['tst8a-3', G] }, p2: { active: [KINGAMBIT] } }),
      'Run Home',
    );
    expect(damageIn(alone.state, 'p2:active')).toBe(0);
    expect(templatesIn(alone.state, 'p1:active')).toEqual(['tst8a-3', G]);
  });
});

describe('copying the Defending Pokémon’s attack', () => {
  // Charmander: Scratch [C] 10; Ember [R C] 30, "Discard 1 Fire Energy card … in order to use this attack."
  it('Sudowoodo — Copy: a copied attack its Energy pays works; one it cannot pay does nothing', () => {
    const scratch = attackAll(
      table({ p1: { active: ['ecard2-36', F] }, p2: { active: [CHARMANDER] } }),
      'Copy',
      exactly('Scratch'),
    );
    expect(damageIn(scratch.state, 'p2:active')).toBe(10);
    const noFire = attackAll(
      table({ p1: { active: ['ecard2-36', F] }, p2: { active: [CHARMANDER] } }),
      'Copy',
      exactly('Ember'),
    );
    expect(damageIn(noFire.state, 'p2:active')).toBe(0);
    // With the Energy: Ember's damage, and its discard still required.
    const ember = attackAll(
      table({ p1: { active: ['ecard2-36', R, F] }, p2: { active: [CHARMANDER] } }),
      'Copy',
      exactly('Ember'),
    );
    expect(damageIn(ember.state, 'p2:active')).toBe(30);
    expect(templatesIn(ember.state, 'p1:discard')).toEqual([R]);
  });

  it('MADE-UP Mimicry: the same words with its own name', () => {
    const cant = attackAll(
      table({ p1: { active: ['tst8a-4', G] }, p2: { active: [CHARMANDER] } }),
      'Mimicry',
      exactly('Ember'),
    );
    expect(damageIn(cant.state, 'p2:active')).toBe(0);
    const can = attackAll(
      table({ p1: { active: ['tst8a-4', G] }, p2: { active: [CHARMANDER] } }),
      'Mimicry',
      exactly('Scratch'),
    );
    expect(damageIn(can.state, 'p2:active')).toBe(10);
  });

  it('Togetic — Mini-Metronome: heads, the copy costs no Energy but still needs its discard; tails nothing', () => {
    const run = (seed: number, energy: string) =>
      attackAll(
        table({ seed, p1: { active: ['ecard2-39', energy] }, p2: { active: [CHARMANDER] } }),
        'Mini-Metronome',
        exactly('Ember'),
      );
    const withFire = onSide('heads', (seed) => run(seed, R));
    expect(damageIn(withFire.state, 'p2:active')).toBe(30);
    expect(templatesIn(withFire.state, 'p1:discard')).toEqual([R]);
    const noFire = onSide('heads', (seed) => run(seed, G));
    expect(damageIn(noFire.state, 'p2:active')).toBe(0);
    const down = onSide('tails', (seed) => run(seed, R));
    expect(damageIn(down.state, 'p2:active')).toBe(0);
    expect(templatesIn(down.state, 'p1:discard')).toEqual([]);
  });

  it('MADE-UP Echo: no coin, the cost waived', () => {
    const done = attackAll(
      table({ p1: { active: ['tst8a-4', R] }, p2: { active: [CHARMANDER] } }),
      'Echo',
      exactly('Ember'),
    );
    expect(damageIn(done.state, 'p2:active')).toBe(30);
    expect(templatesIn(done.state, 'p1:discard')).toEqual([R]);
  });
});

describe('Energy discarded for coins', () => {
  const headsIn = (t: Table) =>
    t.state.log
      .filter((l) => l.message.startsWith('p1 flipped'))
      .flatMap((l) => l.message.slice(l.message.indexOf(':') + 2).split(', '))
      .filter((c) => c === 'heads').length;
  const flips = (t: Table) => t.state.log.filter((l) => l.message.startsWith('p1 flipped')).length;

  it('Arcanine — Fire Blow: a coin per Fire Energy discarded, 30 more per heads; none discarded, 30', () => {
    const done = attackAll(
      table({ p1: { active: ['ecard2-2', R, R, G] }, p2: { active: [KINGAMBIT] } }),
      'Fire Blow',
      (d, s) =>
        d.select ? (d.options ?? []).filter((o) => o.includes('Fire')) : firstOptions(d, s),
    );
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual([R, R]);
    expect(templatesIn(done.state, 'p1:active')).toEqual(['ecard2-2', G]);
    expect(damageIn(done.state, 'p2:active')).toBe(30 + 30 * headsIn(done));
    const none = attackAll(
      table({ p1: { active: ['ecard2-2', R, R, G] }, p2: { active: [KINGAMBIT] } }),
      'Fire Blow',
      () => [],
    );
    expect(flips(none)).toBe(0);
    expect(templatesIn(none.state, 'p1:discard')).toEqual([]);
    expect(damageIn(none.state, 'p2:active')).toBe(30);
  });

  it('MADE-UP Water Burst: only Water Energy is offered; 10 per heads', () => {
    const t = declareAttack(
      table({ p1: { active: ['tst8a-4', W, W, G] }, p2: { active: [KINGAMBIT] } }),
      'Water Burst',
    );
    expect(t.state.pendingDecision?.options).toHaveLength(2);
    const done = answerAll(t, (d, s) =>
      d.select ? (d.options ?? []).slice(0, 1) : firstOptions(d, s),
    );
    expect(templatesIn(done.state, 'p1:discard')).toEqual([W]);
    expect(damageIn(done.state, 'p2:active')).toBe(10 * headsIn(done));
  });
});

describe('hidden cards looked at', () => {
  /** The cards of `zone` whose face `player` sees. */
  const seenBy = (t: Table, player: string, zone: string) =>
    (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
      .map((c) => c.templateId)
      .filter((id): id is string => id !== undefined);

  it('Slowking — Bursting Hand: 10 damage for each Energy card in the opponent’s hand, which you see', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard2-34', P] },
        p2: { active: [KINGAMBIT], hand: [W, SUPPORTER, G] },
      }),
      'Bursting Hand',
    );
    expect(damageIn(done.state, 'p2:active')).toBe(20);
    expect(sorted(seenBy(done, 'p1', 'p2:hand'))).toEqual(sorted([W, SUPPORTER, G]));
    const empty = attackAll(
      table({ p1: { active: ['ecard2-34', P] }, p2: { active: [KINGAMBIT], hand: [SUPPORTER] } }),
      'Bursting Hand',
    );
    expect(damageIn(empty.state, 'p2:active')).toBe(0);
  });

  it('MADE-UP Card Count: 20 for each Trainer card', () => {
    const done = attackAll(
      table({
        p1: { active: ['tst8a-5', G] },
        p2: { active: [KINGAMBIT], hand: [TM, SUPPORTER, G] },
      }),
      'Card Count',
    );
    expect(damageIn(done.state, 'p2:active')).toBe(40);
  });

  it('Sneasel — Rob: every Technical Machine and Pokémon Tool in their hand goes into their deck', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard2-110', D] },
        p2: { active: [KINGAMBIT], hand: [TM, TOOL, SUPPORTER, W], deck: [G, G] },
      }),
      'Rob',
    );
    expect(sorted(templatesIn(done.state, 'p2:hand'))).toEqual(sorted([SUPPORTER, W]));
    expect(sorted(templatesIn(done.state, 'p2:deck'))).toEqual(sorted([G, G, TM, TOOL]));
    expect(done.state.log.some((l) => /shuffl/i.test(l.message))).toBe(true);
  });

  it('MADE-UP Confiscate: Supporter cards only', () => {
    const done = attackAll(
      table({
        p1: { active: ['tst8a-5', G] },
        p2: { active: [KINGAMBIT], hand: [TM, SUPPORTER, W], deck: [G] },
      }),
      'Confiscate',
    );
    expect(sorted(templatesIn(done.state, 'p2:hand'))).toEqual(sorted([TM, W]));
    expect(sorted(templatesIn(done.state, 'p2:deck'))).toEqual(sorted([G, SUPPORTER]));
  });

  it('Sentret — Spy: you see the top 3 of their deck, they stay in order; the opponent is shown nothing', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard2-107', G] },
        p2: { active: [KINGAMBIT], deck: [P, F, W, L, R] },
      }),
      'Spy',
    );
    expect(templatesIn(done.state, 'p2:deck')).toEqual([P, F, W, L, R]);
    expect(seenBy(done, 'p1', 'p2:deck')).toEqual([P, F, W]);
    expect(seenBy(done, 'p2', 'p2:deck')).toEqual([]);
  });

  it('MADE-UP Foresee: your own top 2', () => {
    const done = attackAll(
      table({ p1: { active: ['tst8a-5', G], deck: [P, F, W] }, p2: { active: [KINGAMBIT] } }),
      'Foresee',
    );
    expect(templatesIn(done.state, 'p1:deck')).toEqual([P, F, W]);
    expect(seenBy(done, 'p1', 'p1:deck')).toEqual([P, F]);
    expect(seenBy(done, 'p2', 'p1:deck')).toEqual([]);
  });

  it('Slowking — Shuffle Attack: as many of their top cards as Energy cards on the Defending Pokémon, put back in your order', () => {
    const t = declareAttack(
      table({
        p1: { active: ['ecard2-34', P, G, G] },
        p2: { active: [KINGAMBIT, D, G], deck: [P, F, W, L] },
      }),
      'Shuffle Attack',
    );
    expect(t.state.pendingDecision?.decider).toBe('p1');
    expect(t.state.pendingDecision?.options).toHaveLength(2);
    const done = answerAll(t, exactly('Fighting'));
    expect(damageIn(done.state, 'p2:active')).toBe(40);
    expect(templatesIn(done.state, 'p2:deck')).toEqual([F, P, W, L]);
    expect(seenBy(t, 'p2', 'p2:deck')).toEqual([]);
  });

  it('MADE-UP Stack Deck: the top 3, in the order chosen', () => {
    const done = attackAll(
      table({ p1: { active: ['tst8a-5', G] }, p2: { active: [KINGAMBIT], deck: [P, F, W, L] } }),
      'Stack Deck',
      exactly('Water'),
    );
    expect(templatesIn(done.state, 'p2:deck')[0]).toBe(W);
    expect(sorted(templatesIn(done.state, 'p2:deck').slice(0, 3))).toEqual(sorted([P, F, W]));
    expect(templatesIn(done.state, 'p2:deck')[3]).toBe(L);
  });

  it('Kangaskhan — Baby Outing: 1 of your top 3 into your hand, privately; the rest shuffled back', () => {
    const t = declareAttack(
      table({
        p1: { active: ['ecard2-88', G, G], deck: [P, F, W, L] },
        p2: { active: [KINGAMBIT] },
      }),
      'Baby Outing',
    );
    expect(t.state.pendingDecision?.options).toHaveLength(3);
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const done = answerAll(t, exactly('Water'));
    expect(templatesIn(done.state, 'p1:hand')).toEqual([W]);
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([P, F, L]));
    expect(done.state.log.some((l) => /shuffl/i.test(l.message))).toBe(true);
  });

  it('MADE-UP Pick Two: 2 of the top 4', () => {
    const done = attackAll(
      table({ p1: { active: ['tst8a-5', G], deck: [P, F, W, L, R] }, p2: { active: [KINGAMBIT] } }),
      'Pick Two',
      (d, s) =>
        d.select
          ? (d.options ?? []).filter((o) => /Psychic|Lightning/.test(o))
          : firstOptions(d, s),
    );
    expect(sorted(templatesIn(done.state, 'p1:hand'))).toEqual(sorted([P, L]));
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([F, W, R]));
  });
});

describe('markers the opponent divides', () => {
  it('Dark Ivysaur — Fury Strikes (Best of Game): the opponent places 3 markers one at a time; 10 per marker, no Weakness', () => {
    const t = declareAttack(
      table({
        p1: { active: ['bp-6', G, G] },
        p2: { active: [KINGAMBIT], bench: [[ONIX]] },
      }),
      'Fury Strikes',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(t.state.pendingDecision?.options).toHaveLength(2);
    let placed = 0;
    const done = answerAll(t, (d, s) => {
      if (d.decider !== 'p2') return firstOptions(d, s);
      placed += 1;
      return exactly(placed <= 2 ? 'Kingambit' : 'Onix')(d, s);
    });
    expect(placed).toBe(3);
    // Both are weak to Grass: not applied.
    expect(damageIn(done.state, 'p2:active')).toBe(20);
    expect(damageIn(done.state, 'p2:bench_1')).toBe(10);
  });

  it('MADE-UP Pin Down: 2 markers, both on the same Benched Pokémon, 20 each', () => {
    const done = attackAll(
      table({ p1: { active: ['tst8a-6', G] }, p2: { active: [KINGAMBIT], bench: [[ONIX]] } }),
      'Pin Down',
      (d, s) => (d.decider === 'p2' ? exactly('Onix')(d, s) : firstOptions(d, s)),
    );
    expect(damageIn(done.state, 'p2:bench_1')).toBe(40);
    expect(damageIn(done.state, 'p2:active')).toBe(0);
  });

  it('the same text without "Don\'t apply Weakness and Resistance." stays manual', () => {
    expect(
      isPatternText(
        'Pinner',
        'Your opponent puts 2 markers onto his or her Pokémon (divided as he or she chooses). (More than 1 marker can be put on the same Pokémon.) Then, this attack does 20 damage to each Pokémon for each marker on it.',
      ),
    ).toBe(false);
  });
});
