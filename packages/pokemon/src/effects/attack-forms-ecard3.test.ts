import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { BoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import {
  F,
  flipsOf,
  G,
  heads,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  pass,
  R,
  SEEDS,
  tails,
  W,
  withMarker,
} from './cards/classic.test-helper';
import {
  classicRegistry,
  classicSets,
  classicTable,
  classicWith,
  rewordAttack,
} from './classic-sets.test-helper';
import {
  act,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { verdict } from './lasting.test-helper';

/**
 * Attack texts of Skyridge (e-Card, 2003) that no reader knew, each read as a FORM: tested on the
 * real printing (outcome written from its printed text, both sides of its coins and choices) and
 * on a MADE-UP rewording in the same form (marked "made-up"), so the readers hold to the meaning
 * rather than to one card's words.
 *
 * Rulings relied on (e-Card rulebook): an attack's coin flipped "before doing damage" comes before
 * the damage; an effect that "counts as evolving" follows the evolution rules; a Pokémon "can't
 * become affected by a Special Condition" keeps any it already has; Retreat Cost "after applying
 * effects" is the cost its player would pay now.
 */

// ------------------------------------------------------------------ made-up printings

/** MADE-UP rewordings (no set prints these words): the same form, other numbers and names. */
const REWORDED = {
  /** Surprise Slash looking for Energy cards, "your opponent has any" for "he or she has any". */
  slash: rewordAttack(
    'ecard3-42',
    'madeupsk-1',
    'Surprise Slash',
    "Flip a coin. If heads, look at your opponent's hand. If your opponent has any Energy cards there, choose 1 of them. Your opponent shuffles that card into his or her deck.",
  ),
  /** Metal Tail for 60. */
  tail: rewordAttack(
    'ecard3-31',
    'madeupsk-2',
    'Metal Tail',
    'Before doing damage, you may flip a coin. If heads, this attack does 60 damage. If tails, this attack does nothing.',
  ),
  /** Kabuto's Scratch as Water of Evolution ("Kabutops" holds the card's own name). */
  kabuto: rewordAttack(
    'ecard3-37',
    'madeupsk-3',
    'Scratch',
    'Put a Kabutops from your hand onto Kabuto. This counts as evolving Kabuto.',
  ),
  /** Shadow Hand for up to 3 cards. */
  hand: rewordAttack(
    'ecard3-63',
    'madeupsk-4',
    'Shadow Hand',
    'You may discard up to 3 cards from your hand. If you do, draw that many cards.',
  ),
  /** Energy Heal: a Water Energy card, 2 counters. */
  heal: rewordAttack(
    'ecard3-67',
    'madeupsk-5',
    'Energy Heal',
    'Choose 1 of your Pokémon with a Water Energy card attached to it. Remove 2 damage counters from that Pokémon.',
  ),
  /** Freeze Lock on tails. */
  lock: rewordAttack(
    'ecard3-7',
    'madeupsk-6',
    'Freeze Lock',
    "Flip a coin. If tails, your opponent can't attach Energy cards from his or her hand to his or her Active Pokémon during his or her next turn.",
  ),
  /** Crushing Ice without the reminder, 20 for each Colorless. */
  ice: rewordAttack(
    'ecard3-7',
    'madeupsk-7',
    'Crushing Ice',
    "This attack does 40 damage plus 20 more damage for each Colorless in the Defending Pokémon's Retreat Cost.",
  ),
  /** Pollen Shield with the reminder of the older sets' words. */
  shield: rewordAttack(
    'ecard3-15',
    'madeupsk-8',
    'Pollen Shield',
    "During your opponent's next turn, Ledian can't become affected by a Special Condition. (All other effects of attacks, Pokémon Powers, and Trainer cards still happen.)",
  ),
  /** Eruption: the top 2 cards ("from" for "of"), Water Energy counted. */
  eruption: rewordAttack(
    'ecard3-17',
    'madeupsk-9',
    'Eruption',
    'Each player discards the top 2 cards from his or her deck. This attack does 10 damage plus 10 more damage for each Water Energy card discarded in this way.',
  ),
  /** Burn Booster: a Water Energy card discarded Confuses. */
  booster: rewordAttack(
    'ecard3-8',
    'madeupsk-10',
    'Burn Booster',
    'Discard an Energy card attached to Flareon in order to use this attack. If the discarded card is a Water Energy card, the Defending Pokémon is now Confused.',
  ),
  /** Crushing Lava with Water or Grass. */
  lava: rewordAttack(
    'ecard3-18',
    'madeupsk-11',
    'Crushing Lava',
    'You may discard a Water or Grass basic Energy card attached to Magcargo. If you discard a Water Energy card in this way, the Defending Pokémon is now Asleep. If you discard a Grass Energy card in this way, this attack does 40 damage plus 30 more damage.',
  ),
  /** Lightning Sphere: a coin that must be flipped, every Energy card discarded, 10 each. */
  sphere: rewordAttack(
    'ecard3-28',
    'madeupsk-12',
    'Lightning Sphere',
    'Flip a coin. If heads, discard all Energy cards attached to Raikou. This attack does 40 damage plus 10 more damage for each Energy card discarded in this way.',
  ),
  /** Scalding Steam: 2 Energy cards, Poisoned. */
  steam: rewordAttack(
    'ecard3-149',
    'madeupsk-13',
    'Scalding Steam',
    'Discard 2 Energy cards attached to Ho-oh and flip a coin. If heads, the Defending Pokémon is now Poisoned.',
  ),
  /** Aqua Trick for a Fire Energy card, without the "no Benched Pokémon" reminder. */
  trick: rewordAttack(
    'ecard3-33',
    'madeupsk-14',
    'Aqua Trick',
    "If the Defending Pokémon has any Fire Energy cards attached to it, flip a coin. If heads, choose 1 of those Energy cards and move it to 1 of your opponent's Benched Pokémon.",
  ),
  /** Energy Splash: 1 card, "in any way you like". */
  splash: rewordAttack(
    'ecard3-25',
    'madeupsk-15',
    'Energy Splash',
    'Move 1 Water Energy card attached to Politoed to your Benched Pokémon in any way you like.',
  ),
  /** Bounce Off naming "your opponent's Active Pokémon". */
  bounce: rewordAttack(
    'ecard3-20',
    'madeupsk-16',
    'Bounce Off',
    "If Magneton and your opponent's Active Pokémon don't have the same number of Energy cards attached to them, the player controlling the Active Pokémon with the fewest number of Energy cards attached to it switches 1 of his or her Benched Pokémon with his or her Active Pokémon.",
  ),
  /** Electric Blast: every Energy card, "the number … discarded", "any way you like", no example. */
  blast: rewordAttack(
    'ecard3-19',
    'madeupsk-17',
    'Electric Blast',
    "You may discard all Energy cards attached to Magneton. If you do, put damage counters equal to the number of Energy cards discarded in this way on any number of your opponent's Benched Pokémon in any way you like.",
  ),
  /** Shadow Hand for any number of cards. */
  anyHand: rewordAttack(
    'ecard3-63',
    'madeupsk-18',
    'Shadow Hand',
    'You may discard any number of cards from your hand. If you do, draw that many cards.',
  ),
};
const madeUpSet = loadCardSet(Object.values(REWORDED));
const { table: madeUpTable } = classicWith(madeUpSet);

// ------------------------------------------------------------------ helpers

const table = classicTable;
const M = 'sve-8';
/** Skyridge Steelix: 100 HP Metal, Retreat Cost 4, weak to Fire, resists Grass. */
const STEELIX = 'ecard3-31';
/** Base Set 2 Gloom: Poisonpowder (Grass) — "The Defending Pokémon is now Poisoned." */
const GLOOM = 'base2-37';
/** Base Set Double Colorless Energy (a Special Energy card). */
const DCE = 'base1-96';
const SQUIRTLE = 'base1-63';
const PIKACHU = 'base1-58';
/** A Skyridge Supporter (Relic Hunter). */
const TRAINER = 'ecard3-120';

/** Answers yes/no questions with `answer`, every other question with its first options. */
const saying =
  (answer: 'yes' | 'no'): Chooser =>
  (d, s) =>
    (d.options ?? []).includes(answer) ? [answer] : firstOptions(d, s);

const handOf = (t: Table, player: string) => templatesIn(t.state, `${player}:hand`);
const count = (xs: readonly string[], id: string) => xs.filter((x) => x === id).length;

/** The player to move attaches the first card `template` of their hand to `zone`. */
function attachAction(t: Table, template: string, zone: string): Action {
  const player = t.state.turn.activePlayer;
  const card = (t.state.zones[`${player}:hand`]?.cards ?? []).find(
    (id) => t.state.cards[id]?.templateId === template,
  );
  if (!card) throw new Error(`no ${template} in ${player}'s hand`);
  return {
    type: 'move_card',
    player,
    source: 'ai',
    card: `#${card}`,
    to: zone,
    position: 'bottom',
  };
}

// ------------------------------------------------------------------ data fault

describe('"You opponent shuffles …" (a typo of the card data): mended on load, then read', () => {
  it('the mend is reported', () => {
    const notes = (classicSets.ecard3.notes ?? []).map((n) => n.message).join('\n');
    expect(notes).toContain('"You opponent " read as "Your opponent "');
  });

  cardBehaviour(
    'ecard3-42',
    'Surprise Slash',
    () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard3-42', W, W] },
            p2: { active: [KINGAMBIT], hand: [G, TRAINER, W] },
          }),
          'Surprise Slash',
        );
      it('heads: the Trainer card in the hand goes into the deck; 20 damage either way', () => {
        const t = withSeeds(SEEDS, run, heads);
        expect(handOf(t, 'p2')).toEqual(expect.not.arrayContaining([TRAINER]));
        expect(templatesIn(t.state, 'p2:deck')).toContain(TRAINER);
        expect(handOf(t, 'p2')).toHaveLength(2);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
      it('tails: the hand is untouched', () => {
        const t = withSeeds(SEEDS, run, tails);
        expect(handOf(t, 'p2')).toContain(TRAINER);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  it('made-up: the same form choosing an Energy card ("your opponent has any …")', () => {
    const t = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          madeUpTable({
            seed,
            p1: { active: ['madeupsk-1', W, W] },
            p2: { active: [KINGAMBIT], hand: [TRAINER, W] },
          }),
          'Surprise Slash',
        ),
      heads,
    );
    expect(handOf(t, 'p2')).toEqual([TRAINER]);
    expect(templatesIn(t.state, 'p2:deck')).toContain(W);
  });
});

// ------------------------------------------------------------------ "Before doing damage, you may flip"

describe('"Before doing damage, you may flip a coin. If heads, this attack does N damage. If tails, … nothing."', () => {
  cardBehaviour(
    STEELIX,
    'Metal Tail',
    () => {
      const run = (seed: number, answer: 'yes' | 'no') =>
        attack(
          table({ seed, p1: { active: [STEELIX, M, M, M, M] }, p2: { active: [KINGAMBIT] } }),
          'Metal Tail',
          { chooser: saying(answer) },
        );
      it('no flip: the printed 40', () => {
        const t = run(1, 'no');
        expect(flipsOf(t)).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
      it('flipped, heads: 80; tails: nothing', () => {
        const h = withSeeds(SEEDS, (s) => run(s, 'yes'), heads);
        expect(damageIn(h.state, 'p2:active')).toBe(80);
        const t = withSeeds(SEEDS, (s) => run(s, 'yes'), tails);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: 60 on heads, the printed 40 without a flip', () => {
    const run = (seed: number, answer: 'yes' | 'no') =>
      attack(
        madeUpTable({
          seed,
          p1: { active: ['madeupsk-2', M, M, M, M] },
          p2: { active: [KINGAMBIT] },
        }),
        'Metal Tail',
        { chooser: saying(answer) },
      );
    expect(damageIn(withSeeds(SEEDS, (s) => run(s, 'yes'), heads).state, 'p2:active')).toBe(60);
    expect(damageIn(run(1, 'no').state, 'p2:active')).toBe(40);
  });
});

// ------------------------------------------------------------------ evolving from the hand

describe('"Put an X from your hand onto SELF. This counts as evolving SELF."', () => {
  cardBehaviour(
    'ecard3-41',
    'Water of Evolution',
    () => {
      it('the Omastar in the hand goes on top of Omanyte', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-41', W], hand: ['ecard3-23'] },
            p2: { active: [KINGAMBIT] },
          }),
          'Water of Evolution',
        );
        expect(templatesIn(t.state, 'p1:active').slice(0, 2)).toEqual(['ecard3-23', 'ecard3-41']);
        expect(handOf(t, 'p1')).toEqual([]);
      });
      it('no Omastar in the hand: nothing happens (another card is never put on it)', () => {
        const t = attack(
          table({
            p1: { active: ['ecard3-41', W], hand: ['ecard3-14'] },
            p2: { active: [KINGAMBIT] },
          }),
          'Water of Evolution',
        );
        expect(templatesIn(t.state, 'p1:active')[0]).toBe('ecard3-41');
        expect(handOf(t, 'p1')).toEqual(['ecard3-14']);
      });
    },
    classicRegistry,
  );

  it('made-up: Kabuto puts a Kabutops from the hand on itself', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['madeupsk-3', F, W], hand: ['ecard3-23', 'ecard3-14'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Scratch',
    );
    expect(templatesIn(t.state, 'p1:active')[0]).toBe('ecard3-14');
    expect(handOf(t, 'p1')).toEqual(['ecard3-23']);
  });
});

// ------------------------------------------------------------------ discard, then draw that many

describe('"You may discard up to N cards from your hand. If you do, draw that many cards."', () => {
  const spec = (id: string): BoardSpec => ({
    p1: {
      active: [id, P, P, P],
      hand: [G, G, G, G],
      deck: [R, R, R, R, R],
    },
    p2: { active: [KINGAMBIT] },
  });

  cardBehaviour(
    'ecard3-63',
    'Shadow Hand',
    () => {
      it('2 discarded: 2 drawn (the hand keeps its size, the 2 Fire cards come in); 30 damage', () => {
        const t = attack(table(spec('ecard3-63')), 'Shadow Hand', {
          chooser: (d) => (d.select ? (d.options ?? []).slice(0, d.select.max) : []),
        });
        expect(count(templatesIn(t.state, 'p1:discard'), G)).toBe(2);
        expect(count(handOf(t, 'p1'), R)).toBe(2);
        expect(handOf(t, 'p1')).toHaveLength(4);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
      it('none discarded: none drawn', () => {
        const t = attack(table(spec('ecard3-63')), 'Shadow Hand', {
          chooser: (d) => (d.select ? [] : (d.options ?? []).slice(0, 1)),
        });
        expect(handOf(t, 'p1')).toEqual([G, G, G, G]);
        expect(templatesIn(t.state, 'p1:deck')).toHaveLength(5);
      });
    },
    classicRegistry,
  );

  it('made-up: any number — the whole hand of 4 discarded, 4 drawn', () => {
    const t = attack(madeUpTable(spec('madeupsk-18')), 'Shadow Hand', {
      chooser: (d) => (d.select ? (d.options ?? []).slice(0, d.select.max) : []),
    });
    expect(count(templatesIn(t.state, 'p1:discard'), G)).toBe(4);
    expect(handOf(t, 'p1')).toEqual([R, R, R, R]);
  });

  it('made-up: up to 3 — 3 discarded, 3 drawn', () => {
    const t = attack(madeUpTable(spec('madeupsk-4')), 'Shadow Hand', {
      chooser: (d) => (d.select ? (d.options ?? []).slice(0, d.select.max) : []),
    });
    expect(count(templatesIn(t.state, 'p1:discard'), G)).toBe(3);
    expect(count(handOf(t, 'p1'), R)).toBe(3);
  });
});

// ------------------------------------------------------------------ heal a Pokémon with Energy

describe('"Choose 1 of your Pokémon with an Energy card attached to it. Remove N damage counters from that Pokémon."', () => {
  const spec = (id: string, energy: string): BoardSpec => ({
    p1: {
      active: [id, energy],
      bench: [['base1-58', L], ['base1-63', W], ['base1-46']],
    },
    p2: { active: [KINGAMBIT] },
  });
  const hurt = (t: Table) =>
    withCounters(
      withCounters(withCounters(t, 'p1:bench_1', { damage: 30 }), 'p1:bench_2', { damage: 30 }),
      'p1:bench_3',
      { damage: 30 },
    );
  /** The options of the first choice the attack asks. */
  const offered = (t: Table, name: string) => {
    const top = t.state.zones['p1:active']?.cards[0];
    const next = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${top}`,
      zone: 'p1:active',
      details: { attack: name },
    });
    return next.state.pendingDecision?.options ?? [];
  };

  cardBehaviour(
    'ecard3-67',
    'Energy Heal',
    () => {
      it('only Pokémon with an Energy card are offered (not the bare Charmander)', () => {
        const options = offered(hurt(table(spec('ecard3-67', W))), 'Energy Heal');
        expect(options.some((o) => o.includes('Pikachu'))).toBe(true);
        expect(options.some((o) => o.includes('Squirtle'))).toBe(true);
        expect(options.some((o) => o.includes('Charmander'))).toBe(false);
      });
      it('1 damage counter comes off the Pokémon chosen', () => {
        const t = attack(hurt(table(spec('ecard3-67', W))), 'Energy Heal', {
          chooser: optionsNaming('Pikachu'),
        });
        expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p1:bench_2')).toBe(30);
      });
    },
    classicRegistry,
  );

  it('made-up: a Water Energy card, 2 counters — the Pokémon with Water Energy is the one healed', () => {
    // Only Squirtle has a Water Energy card: the choice has one answer (made without asking).
    const done = attack(hurt(madeUpTable(spec('madeupsk-5', L))), 'Energy Heal', {
      chooser: optionsNaming('Pikachu'),
    });
    expect(damageIn(done.state, 'p1:bench_2')).toBe(10);
    expect(damageIn(done.state, 'p1:bench_1')).toBe(30);
  });
});

// ------------------------------------------------------------------ Active Spot closed to Energy

describe('"… your opponent can\'t attach Energy cards from his or her hand to his or her Active Pokémon during his or her next turn."', () => {
  /** p1 attacks; p2 then draws, with Water Energy in hand and a Benched Pokémon. */
  const after = (engineTable: typeof table, id: string, seed: number) =>
    nextTurn(
      attack(
        engineTable({
          seed,
          p1: { active: [id, W, W] },
          p2: { active: [KINGAMBIT], bench: [['base1-63']], hand: [W, W] },
        }),
        'Freeze Lock',
      ),
    );

  cardBehaviour(
    'ecard3-7',
    'Freeze Lock',
    () => {
      it('heads: Energy from the hand to the Active Pokémon is refused; to the Bench it goes', () => {
        const t = withSeeds(
          SEEDS,
          (s) => after(table, 'ecard3-7', s),
          (x) => heads(x),
        );
        expect(damageIn(t.state, 'p2:active')).toBe(20);
        expect(verdict(t, attachAction(t, W, 'p2:active'))).toBe('CANNOT_ATTACH_ENERGY');
        expect(verdict(t, attachAction(t, W, 'p2:bench_1'))).toBe('ok');
      });
      it('tails: the Active Pokémon takes Energy as usual', () => {
        const t = withSeeds(
          SEEDS,
          (s) => after(table, 'ecard3-7', s),
          (x) => tails(x),
        );
        expect(verdict(t, attachAction(t, W, 'p2:active'))).toBe('ok');
      });
      it('the turn after, the Active Spot is open again', () => {
        const t = withSeeds(
          SEEDS,
          (s) => after(table, 'ecard3-7', s),
          (x) => heads(x),
        );
        const later = nextTurn(pass(pass(t)));
        expect(later.state.turn.activePlayer).toBe('p2');
        expect(verdict(later, attachAction(later, W, 'p2:active'))).toBe('ok');
      });
    },
    classicRegistry,
  );

  it('made-up: on tails instead', () => {
    const t = withSeeds(
      SEEDS,
      (s) => after(madeUpTable, 'madeupsk-6', s),
      (x) => tails(x),
    );
    expect(verdict(t, attachAction(t, W, 'p2:active'))).toBe('CANNOT_ATTACH_ENERGY');
    const h = withSeeds(
      SEEDS,
      (s) => after(madeUpTable, 'madeupsk-6', s),
      (x) => heads(x),
    );
    expect(verdict(h, attachAction(h, W, 'p2:active'))).toBe('ok');
  });
});

// ------------------------------------------------------------------ damage from the Retreat Cost

describe('"… N more damage for each Colorless Energy in the Defending Pokémon\'s Retreat Cost."', () => {
  cardBehaviour(
    'ecard3-7',
    'Crushing Ice',
    () => {
      const board = (id: string, t: typeof table) =>
        t({ p1: { active: [id, W, W, W, W] }, p2: { active: [STEELIX] } });
      it('Steelix (Retreat Cost 4): 40 + 4 × 10', () => {
        expect(damageIn(attack(board('ecard3-7', table), 'Crushing Ice').state, 'p2:active')).toBe(
          80,
        );
      });
      it('its Retreat Cost raised by 1 by an effect: the cost after effects, 5 — 90', () => {
        const raised = withMarker(board('ecard3-7', table), 'p2:active', {
          kind: 'retreat-cost-more',
          amount: 1,
          until: null,
          source: 'test',
        });
        expect(damageIn(attack(raised, 'Crushing Ice').state, 'p2:active')).toBe(90);
      });
    },
    classicRegistry,
  );

  it('made-up: 20 for each Colorless — Kingambit (Retreat Cost 3) takes 40 + 60', () => {
    const t = attack(
      madeUpTable({ p1: { active: ['madeupsk-7', W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
      'Crushing Ice',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(100);
  });
});

// ------------------------------------------------------------------ no Special Condition for a turn

describe('"During your opponent\'s next turn, SELF can\'t become affected by a Special Condition."', () => {
  /** p1's `id` uses Pollen Shield; p2's Gloom then uses Poisonpowder on it. */
  const powdered = (t: typeof table, id: string) =>
    attack(
      nextTurn(attack(t({ p1: { active: [id, G] }, p2: { active: [GLOOM, G] } }), 'Pollen Shield')),
      'Poisonpowder',
      { player: 'p2' },
    );

  cardBehaviour(
    'ecard3-15',
    'Pollen Shield',
    () => {
      it("Poisonpowder in the opponent's next turn leaves Ledian without a Special Condition", () => {
        const t = powdered(table, 'ecard3-15');
        expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
      });
      it('two turns later, it is Poisoned as usual', () => {
        const shielded = nextTurn(
          attack(
            table({ p1: { active: ['ecard3-15', G] }, p2: { active: [GLOOM, G] } }),
            'Pollen Shield',
          ),
        );
        const later = attack(nextTurn(pass(pass(shielded))), 'Poisonpowder', { player: 'p2' });
        expect(conditionsIn(later.state, 'p1:active')).toEqual(['poisoned']);
      });
    },
    classicRegistry,
  );

  it("made-up: the older sets' reminder reads the same", () => {
    expect(conditionsIn(powdered(madeUpTable, 'madeupsk-8').state, 'p1:active')).toEqual([]);
  });
});

// ------------------------------------------------------------------ what was discarded

describe('"Each player discard the top card of his or her deck. … for each Fire Energy card discarded in this way."', () => {
  const board = (id: string, tops: [string, string], t: typeof table) =>
    t({
      p1: { active: [id, R, R], deck: [tops[0], G, G] },
      p2: { active: [KINGAMBIT], deck: [tops[1], G, G] },
    });

  cardBehaviour(
    'ecard3-17',
    'Eruption',
    () => {
      it('both top cards Fire Energy: both discarded, 20 + 2 × 20', () => {
        const t = attack(board('ecard3-17', [R, R], table), 'Eruption');
        expect(templatesIn(t.state, 'p1:discard')).toContain(R);
        expect(templatesIn(t.state, 'p2:discard')).toEqual([R]);
        expect(damageIn(t.state, 'p2:active')).toBe(60);
      });
      it("only the opponent's is Fire: 40; neither: the printed 20 (both still discarded)", () => {
        expect(
          damageIn(attack(board('ecard3-17', [W, R], table), 'Eruption').state, 'p2:active'),
        ).toBe(40);
        const none = attack(board('ecard3-17', [W, G], table), 'Eruption');
        expect(damageIn(none.state, 'p2:active')).toBe(20);
        expect(templatesIn(none.state, 'p2:discard')).toEqual([G]);
      });
    },
    classicRegistry,
  );

  it('made-up: the top 2 cards each, Water Energy counted 10 each', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['madeupsk-9', R, R], deck: [W, R, G] },
        p2: { active: [KINGAMBIT], deck: [W, W, G] },
      }),
      'Eruption',
    );
    expect(templatesIn(t.state, 'p2:discard')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:deck')).toEqual([G]);
    expect(damageIn(t.state, 'p2:active')).toBe(10 + 3 * 10);
  });
});

describe('"Discard an Energy card … in order to use this attack. If the discarded card is a Fire Energy card, …"', () => {
  cardBehaviour(
    'ecard3-8',
    'Burn Booster',
    () => {
      const run = (energy: string) =>
        attack(
          table({ p1: { active: ['ecard3-8', R, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Burn Booster',
          { chooser: optionsNaming(energy) },
        );
      it('the Fire Energy card discarded: 40 + 10', () => {
        const t = run('Fire');
        expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
      it('a Water Energy card discarded: the printed 40', () => {
        const t = run('Water');
        expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up: a Water Energy card discarded Confuses; a Fire one does not', () => {
    const run = (energy: string) =>
      attack(
        madeUpTable({ p1: { active: ['madeupsk-10', R, W, W] }, p2: { active: [KINGAMBIT] } }),
        'Burn Booster',
        { chooser: optionsNaming(energy) },
      );
    expect(conditionsIn(run('Water').state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(run('Fire').state, 'p2:active')).toEqual([]);
  });
});

describe('"You may discard a Fire or Fighting basic Energy card attached to SELF. If you discard a X Energy card in this way, …"', () => {
  cardBehaviour(
    'ecard3-18',
    'Crushing Lava',
    () => {
      const run = (chooser: Chooser) =>
        attack(
          table({ p1: { active: ['ecard3-18', F, R, W] }, p2: { active: [KINGAMBIT] } }),
          'Crushing Lava',
          { chooser },
        );
      it('the Fire Energy card: the Defending Pokémon is Burned, 40 damage', () => {
        const t = run(optionsNaming('Fire'));
        expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
        expect(conditionsIn(t.state, 'p2:active')).toEqual(['burned']);
        // 40, and 20 more when the Burn's coin at the checkup after the turn comes up tails.
        expect([40, 60]).toContain(damageIn(t.state, 'p2:active'));
      });
      it('the Fighting Energy card: 40 + 20, no Burn', () => {
        const t = run(optionsNaming('Fighting'));
        expect(templatesIn(t.state, 'p1:discard')).toEqual([F]);
        expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(60);
      });
      it('none discarded: 40, nothing else (the Water Energy card is never offered)', () => {
        const t = run((d) => (d.select ? [] : (d.options ?? []).slice(0, 1)));
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        const offeredWater = run((d) => {
          expect((d.options ?? []).some((o) => o.includes('Water'))).toBe(false);
          return [];
        });
        expect(damageIn(offeredWater.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up: Water puts it to sleep, Grass adds 30', () => {
    const run = (energy: string) =>
      attack(
        madeUpTable({ p1: { active: ['madeupsk-11', F, W, G] }, p2: { active: [KINGAMBIT] } }),
        'Crushing Lava',
        { chooser: optionsNaming(energy) },
      );
    expect(conditionsIn(run('Water').state, 'p2:active')).toEqual(['asleep']);
    expect(damageIn(run('Grass').state, 'p2:active')).toBe(70);
  });
});

describe('"You may flip a coin. If heads, discard all Lightning Energy cards … for each Energy card discarded in this way."', () => {
  cardBehaviour(
    'ecard3-28',
    'Lightning Sphere',
    () => {
      const run = (seed: number, answer: 'yes' | 'no') =>
        attack(
          table({ seed, p1: { active: ['ecard3-28', L, L, L, W] }, p2: { active: [KINGAMBIT] } }),
          'Lightning Sphere',
          { chooser: saying(answer) },
        );
      it('no flip: nothing discarded, 40', () => {
        const t = run(1, 'no');
        expect(flipsOf(t)).toEqual([]);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
      it('heads: the 3 Lightning Energy cards discarded (the Water one stays), 40 + 60', () => {
        const t = withSeeds(SEEDS, (s) => run(s, 'yes'), heads);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([L, L, L]);
        expect(templatesIn(t.state, 'p1:active')).toContain(W);
        expect(damageIn(t.state, 'p2:active')).toBe(100);
      });
      it('tails: nothing discarded, 40', () => {
        const t = withSeeds(SEEDS, (s) => run(s, 'yes'), tails);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up: a coin that must be flipped, every Energy card discarded on heads, 10 each', () => {
    const run = (seed: number) =>
      attack(
        madeUpTable({
          seed,
          p1: { active: ['madeupsk-12', L, L, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Lightning Sphere',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:discard')).toHaveLength(3);
    expect(damageIn(h.state, 'p2:active')).toBe(70);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(40);
  });
});

describe('"Discard an Energy card attached to SELF and flip a coin. If heads, …"', () => {
  cardBehaviour(
    'ecard3-149',
    'Scalding Steam',
    () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ecard3-149', R, W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Scalding Steam',
        );
      it('an Energy card discarded either way; heads: Burned; 40 damage', () => {
        const h = withSeeds(SEEDS, run, heads);
        expect(templatesIn(h.state, 'p1:discard')).toHaveLength(1);
        expect(conditionsIn(h.state, 'p2:active')).toEqual(['burned']);
        // 40, and 20 more when the Burn's coin at the checkup after the turn comes up tails.
        expect([40, 60]).toContain(damageIn(h.state, 'p2:active'));
        const t = withSeeds(SEEDS, run, tails);
        expect(templatesIn(t.state, 'p1:discard')).toHaveLength(1);
        expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up: 2 Energy cards discarded, Poisoned on heads', () => {
    const h = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          madeUpTable({
            seed,
            p1: { active: ['madeupsk-13', R, W, W, W] },
            p2: { active: [KINGAMBIT] },
          }),
          'Scalding Steam',
        ),
      heads,
    );
    expect(templatesIn(h.state, 'p1:discard')).toHaveLength(2);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
  });
});

// ------------------------------------------------------------------ Energy moved in play

describe('"If the Defending Pokémon has any (basic) Energy cards attached to it, flip a coin. If heads, choose 1 of those Energy cards and move it to 1 of your opponent\'s Benched Pokémon."', () => {
  const board = (
    t: typeof table,
    id: string,
    energy: string[],
    defender: string[],
    bench: string[][],
    seed = 1,
  ) =>
    t({ seed, p1: { active: [id, ...energy] }, p2: { active: [KINGAMBIT, ...defender], bench } });

  cardBehaviour(
    'ecard3-33',
    'Aqua Trick',
    () => {
      const run = (seed: number) =>
        attack(board(table, 'ecard3-33', [W, W, W], [W, G], [[SQUIRTLE]], seed), 'Aqua Trick', {
          chooser: optionsNaming('Grass'),
        });
      it('heads: the Energy card chosen moves to the Benched Pokémon; 40 damage', () => {
        const t = withSeeds(SEEDS, run, heads);
        expect(templatesIn(t.state, 'p2:bench_1')).toEqual([SQUIRTLE, G]);
        expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, W]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
      it('tails: it stays', () => {
        const t = withSeeds(SEEDS, run, tails);
        expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, W, G]);
      });
      it('no Benched Pokémon, or no Energy card on the Defending Pokémon: no coin at all', () => {
        const noBench = attack(board(table, 'ecard3-33', [W, W, W], [W], []), 'Aqua Trick');
        expect(flipsOf(noBench)).toEqual([]);
        const bare = attack(board(table, 'ecard3-33', [W, W, W], [], [[SQUIRTLE]]), 'Aqua Trick');
        expect(flipsOf(bare)).toEqual([]);
        expect(damageIn(bare.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ecard3-76',
    'Magnetic Lines',
    () => {
      it('"basic Energy cards": a Double Colorless Energy alone is no reason to flip', () => {
        const t = attack(board(table, 'ecard3-76', [L], [DCE], [[SQUIRTLE]]), 'Magnetic Lines');
        expect(flipsOf(t)).toEqual([]);
        expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, DCE]);
      });
      it('heads: the basic one moves, never the Double Colorless Energy', () => {
        const t = withSeeds(
          SEEDS,
          (seed) =>
            attack(board(table, 'ecard3-76', [L], [DCE, W], [[SQUIRTLE]], seed), 'Magnetic Lines', {
              chooser: optionsNaming('Double'),
            }),
          heads,
        );
        expect(templatesIn(t.state, 'p2:bench_1')).toEqual([SQUIRTLE, W]);
        expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, DCE]);
      });
    },
    classicRegistry,
  );

  it('made-up: a Fire Energy card only — the Water one is never moved', () => {
    const t = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          board(madeUpTable, 'madeupsk-14', [W, W, W], [W, R], [[SQUIRTLE]], seed),
          'Aqua Trick',
          { chooser: optionsNaming('Water') },
        ),
      heads,
    );
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([SQUIRTLE, R]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, W]);
  });
});

describe('"Move 2 Water Energy cards attached to SELF to 1 or 2 of your Benched Pokémon."', () => {
  const board = (t: typeof table, id: string, bench: string[][]) =>
    t({ p1: { active: [id, W, W, W, W, W], bench }, p2: { active: [KINGAMBIT] } });
  /** Answers each "move to" question with the next name of `names`, anything else with its first options. */
  const targets = (...names: string[]): Chooser => {
    let i = 0;
    return (d, st) => {
      if (!d.prompt.includes('Choose the Benched Pokémon')) return firstOptions(d, st);
      const name = names[i++] ?? '';
      return (d.options ?? []).filter((o) => o.includes(name)).slice(0, 1);
    };
  };

  cardBehaviour(
    'ecard3-25',
    'Energy Splash',
    () => {
      it('both on the same Pokémon, or 1 each on 2; 70 damage', () => {
        const same = attack(board(table, 'ecard3-25', [[SQUIRTLE], [PIKACHU]]), 'Energy Splash', {
          chooser: targets('Squirtle', 'Squirtle'),
        });
        expect(templatesIn(same.state, 'p1:bench_1')).toEqual([SQUIRTLE, W, W]);
        expect(templatesIn(same.state, 'p1:active')).toHaveLength(4);
        expect(damageIn(same.state, 'p2:active')).toBe(70);
        const split = attack(board(table, 'ecard3-25', [[SQUIRTLE], [PIKACHU]]), 'Energy Splash', {
          chooser: targets('Squirtle', 'Pikachu'),
        });
        expect(templatesIn(split.state, 'p1:bench_1')).toEqual([SQUIRTLE, W]);
        expect(templatesIn(split.state, 'p1:bench_2')).toEqual([PIKACHU, W]);
      });
      it('no Benched Pokémon: the Energy stays', () => {
        const t = attack(board(table, 'ecard3-25', []), 'Energy Splash');
        expect(templatesIn(t.state, 'p1:active')).toHaveLength(6);
      });
    },
    classicRegistry,
  );

  it('made-up: 1 card "in any way you like"', () => {
    const t = attack(board(madeUpTable, 'madeupsk-15', [[SQUIRTLE], [PIKACHU]]), 'Energy Splash', {
      chooser: targets('Pikachu'),
    });
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([PIKACHU, W]);
    expect(templatesIn(t.state, 'p1:active')).toHaveLength(5);
  });
});

describe('"If SELF and the Defending Pokémon don\'t have the same number of Energy cards attached …, the player controlling the Active Pokémon with the fewest … switches"', () => {
  const board = (t: typeof table, id: string, mine: string[], theirs: string[]) =>
    t({
      p1: { active: [id, ...mine], bench: [[SQUIRTLE]] },
      p2: { active: [KINGAMBIT, ...theirs], bench: [[PIKACHU]] },
    });

  cardBehaviour(
    'ecard3-20',
    'Bounce Off',
    () => {
      it('the Defending Pokémon has fewer: its player switches it with a Benched one (20 damage done first)', () => {
        const t = attack(board(table, 'ecard3-20', [M, M], [W]), 'Bounce Off');
        expect(templatesIn(t.state, 'p2:active')[0]).toBe(PIKACHU);
        expect(templatesIn(t.state, 'p2:bench_1')[0]).toBe(KINGAMBIT);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
        expect(templatesIn(t.state, 'p1:active')[0]).toBe('ecard3-20');
      });
      it('Magneton has fewer: you switch it', () => {
        const t = attack(board(table, 'ecard3-20', [M, M], [W, W, W]), 'Bounce Off');
        expect(templatesIn(t.state, 'p1:active')[0]).toBe(SQUIRTLE);
        expect(templatesIn(t.state, 'p2:active')[0]).toBe(KINGAMBIT);
      });
      it('the same number: nobody switches', () => {
        const t = attack(board(table, 'ecard3-20', [M, M], [W, W]), 'Bounce Off');
        expect(templatesIn(t.state, 'p1:active')[0]).toBe('ecard3-20');
        expect(templatesIn(t.state, 'p2:active')[0]).toBe(KINGAMBIT);
      });
    },
    classicRegistry,
  );

  it('made-up: "your opponent\'s Active Pokémon" reads the same', () => {
    const t = attack(board(madeUpTable, 'madeupsk-16', [M, M], []), 'Bounce Off');
    expect(templatesIn(t.state, 'p2:active')[0]).toBe(PIKACHU);
  });
});

describe('"You may discard all Lightning Energy cards … If you do, put damage counters equal to the amount of Energy cards removed in this way on any number of your opponent\'s Benched Pokémon in the way you like."', () => {
  const board = (t: typeof table, id: string) =>
    t({
      p1: { active: [id, L, L, L, W] },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
    });
  /** Says `answer` to the discard, then puts the counters on the Benched Pokémon named, in turn. */
  const blasting = (answer: 'yes' | 'no', ...names: string[]): Chooser => {
    let i = 0;
    return (d, st) => {
      if ((d.options ?? []).includes(answer)) return [answer];
      if (!d.prompt.includes('for a damage counter')) return firstOptions(d, st);
      const name = names[i++] ?? '';
      return (d.options ?? []).filter((o) => o.includes(name)).slice(0, 1);
    };
  };

  cardBehaviour(
    'ecard3-19',
    'Electric Blast',
    () => {
      it('3 Lightning Energy cards discarded (not the Water one): 3 counters split as you like; 40 damage', () => {
        const t = attack(board(table, 'ecard3-19'), 'Electric Blast', {
          chooser: blasting('yes', 'Squirtle', 'Pikachu', 'Pikachu'),
        });
        expect(templatesIn(t.state, 'p1:discard')).toEqual([L, L, L]);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
      it('not discarded: no counters', () => {
        const t = attack(board(table, 'ecard3-19'), 'Electric Blast', { chooser: blasting('no') });
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
        expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      });
    },
    classicRegistry,
  );

  it('made-up: every Energy card discarded, a counter for each (4), all on one Pokémon if you like', () => {
    const t = attack(board(madeUpTable, 'madeupsk-17'), 'Electric Blast', {
      chooser: blasting('yes', 'Pikachu', 'Pikachu', 'Squirtle', 'Squirtle'),
    });
    expect(templatesIn(t.state, 'p1:discard')).toHaveLength(4);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
  });
});
