import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { BoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import {
  CHARMANDER,
  DONDOZO,
  F,
  G,
  gotCondition,
  heads,
  KINGAMBIT,
  L,
  P,
  R,
  SEEDS,
  tails,
  W,
} from './cards/classic.test-helper';
import {
  classicRegistry,
  classicTable,
  classicWith,
  rewordAttack,
} from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  mostOptions as mostOptionsChooser,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';

/**
 * EX-era attack texts that move cards or Energy (discards, searches, attachments, heals,
 * switches, hands), each read as a FORM: tested on the real printing (the outcome written from
 * its printed text: cards moved, who chose, what stays hidden) and on a MADE-UP rewording in the
 * same form (`zz9b-*` cards, marked "made-up"), so the readers hold to the meaning rather than
 * to one card's words.
 */

// ------------------------------------------------------------------ made-up printings

/** Ruby & Sapphire Sharpedo (ex1-22): Dark Slash [W C C] 40+. */
const SHARPEDO = 'ex1-22';
/** Ruby & Sapphire Camerupt (ex1-4): Fire Spin [R R C C] 100. */
const CAMERUPT = 'ex1-4';
/** Sandstorm Cradily (ex2-3): Spiral Drain [G C C] 50. */
const CRADILY = 'ex2-3';
/** Ruby & Sapphire Wailmer (ex1-48): Rest [C C]. */
const WAILMER = 'ex1-48';
/** Dragon Minun (ex3-7): Cheer On [C]. */
const MINUN = 'ex3-7';
/** Ruby & Sapphire Pelipper (ex1-19): Swallow [W C C] 20. */
const PELIPPER = 'ex1-19';
/** FireRed & LeafGreen Wartortle (ex6-50): Smash Turn [W C C] 40. */
const WARTORTLE = 'ex6-50';
/** Dragon Forretress (ex3-28): Backspin [C C C] 40. */
const FORRETRESS = 'ex3-28';

/** MADE-UP rewordings (no set prints these words): the same form, other numbers and words. */
const REWORDED = {
  /** Dark Slash's form: a basic Fire Energy card, Burned. */
  slash: rewordAttack(
    SHARPEDO,
    'zz9b-1',
    'Dark Slash',
    'You may discard a basic Fire Energy card attached to Sharpedo. If you do, the Defending Pokémon is now Burned.',
  ),
  /** Cold Crush's form: "1 Water Energy card", the opponent discards a basic Energy card. */
  crush: rewordAttack(
    SHARPEDO,
    'zz9b-2',
    'Dark Slash',
    'You may discard 1 Water Energy card attached to Sharpedo. If you do, your opponent discards a basic Energy card attached to the Defending Pokémon.',
  ),
  /** Fire Spin's form: 1 basic Water Energy card. */
  spin: rewordAttack(
    CAMERUPT,
    'zz9b-3',
    'Fire Spin',
    'Discard a basic Water Energy card attached to Camerupt or this attack does nothing.',
  ),
  /** Spiral Drain's form: 3 counters, "(all if there are less than 3)". */
  drain: rewordAttack(
    CRADILY,
    'zz9b-4',
    'Spiral Drain',
    'Remove 3 damage counters from Cradily (all if there are less than 3).',
  ),
  /** Rest's form: 2 counters. */
  rest: rewordAttack(
    WAILMER,
    'zz9b-5',
    'Rest',
    'Remove all Special Conditions and 2 damage counters from Wailmer (all if there are less than 2). Wailmer is now Asleep.',
  ),
  /** Cheer On's form: 2 counters, "including" without brackets. */
  cheer: rewordAttack(
    MINUN,
    'zz9b-6',
    'Cheer On',
    'Remove 2 damage counters from each of your Pokémon, including Minun.',
  ),
  /** Green Heal's form: Water Energy, 2 counters. */
  green: rewordAttack(
    MINUN,
    'zz9b-7',
    'Cheer On',
    'Remove 2 damage counters from each of your Pokémon that has Water Energy attached. If that Pokémon has less than 2 damage counters, remove all of them.',
  ),
  /** Swallow's form without its reminder sentence. */
  swallow: rewordAttack(
    PELIPPER,
    'zz9b-8',
    'Swallow',
    'After your attack, remove from Pelipper the number of damage counters equal to the damage you did to the Defending Pokémon.',
  ),
  /** Backspin's form: a Fire Energy card. */
  backspin: rewordAttack(
    WARTORTLE,
    'zz9b-9',
    'Smash Turn',
    'After your attack, you may discard a Fire Energy card attached to Wartortle. If you do, switch Wartortle with 1 of your Benched Pokémon.',
  ),
  /** Call for Family's form: names listed with commas, up to 2 of them. */
  family: rewordAttack(
    'ex3-60',
    'zz9b-10',
    'Call for Family',
    'Search your deck for Magikarp, Wurmple, or Seedot and put up to 2 of them onto your Bench. Shuffle your deck afterward.',
  ),
  /** Team Aqua's Seviper's form with other kinds: a Water Basic Pokémon or a Basic Pokémon with Nidoran in its name. */
  either: rewordAttack(
    'ex6-71',
    'zz9b-11',
    'Call for Family',
    'Search your deck for a Water Basic Pokémon or Basic Pokémon with Nidoran in its name and put it onto your Bench. Shuffle your deck afterward.',
  ),
  /** Aqua Call's form: Basic Pokémon, up to 2, shown. */
  call: rewordAttack(
    'ex4-30',
    'zz9b-12',
    'Aqua Call',
    'Search your deck for Grass Basic Pokémon, show up to 2 of them to your opponent, and put them into your hand. Shuffle your deck afterward.',
  ),
  /** Plasma's form: tails, a basic Energy card, "1 of your Benched Pokémon". */
  plasma: rewordAttack(
    'ex6-74',
    'zz9b-13',
    'Plasma',
    'Flip a coin. If tails, search your discard pile for a basic Energy card and attach it to 1 of your Benched Pokémon.',
  ),
  /** Recharge's form: up to 3 Fire Energy cards. */
  recharge: rewordAttack(
    'ex6-12',
    'zz9b-14',
    'Recharge',
    'Search your deck for up to 3 Fire Energy cards and attach them to Raichu. Shuffle your deck afterward.',
  ),
  /** Knock Off without a coin. */
  knock: rewordAttack(
    'ex1-64',
    'zz9b-15',
    'Knock Off',
    "Choose 1 card from your opponent's hand without looking and discard it.",
  ),
  /** Surprise on heads. */
  surprise: rewordAttack(
    'ex2-47',
    'zz9b-16',
    'Surprise',
    "Flip a coin. If heads, choose 1 card from your opponent's hand without looking. Look at the card you chose, then have your opponent shuffle that card into his or her deck.",
  ),
  /** Scattered Shower drawing exactly 4. */
  shower: rewordAttack(
    'ex5-23',
    'zz9b-17',
    'Scattered Shower',
    'Shuffle your hand into your deck. Draw 4 cards.',
  ),
  /** Cosmic Draw on a Pokémon-ex, 2 cards. */
  cosmic: rewordAttack(
    'ex2-8',
    'zz9b-18',
    'Cosmic Draw',
    'If your opponent has any Pokémon-ex in play, draw 2 cards.',
  ),
  /** Metal Hook's form for 50. */
  hook: rewordAttack(
    'ex2-9',
    'zz9b-19',
    'Metal Hook',
    "Before doing damage, you may switch 1 of your opponent's Benched Pokémon with 1 of the Defending Pokémon. If you do, this attack does 50 damage to the new Defending Pokémon.",
  ),
  /** Hyper Whirlpool's form: the attacker discards, a basic Energy card each heads. */
  whirl: rewordAttack(
    'ex6-104',
    'zz9b-20',
    'Hyper Whirlpool',
    'Flip a coin until you get tails. For each heads, discard a basic Energy card attached to the Defending Pokémon.',
  ),
  /** Dragon Wave's form: three types, "Energy" without "card". */
  wave: rewordAttack(
    'ex3-90',
    'zz9b-21',
    'Dragon Wave',
    'Discard a Water Energy, a Lightning Energy, and a Fire Energy attached to Dragonite ex.',
  ),
  /** Speed Growth's form: up to 2 Water Energy cards. */
  growth: rewordAttack(
    'ex3-9',
    'zz9b-22',
    'Speed Growth',
    'Attach up to 2 Water Energy cards from your hand to your Pokémon in any way you like.',
  ),
  /** Flame Ball's form: any number of basic Water Energy cards to another of your Pokémon. */
  flame: rewordAttack(
    'ex4-19',
    'zz9b-23',
    'Flame Ball',
    "You may move any number of basic Water Energy cards attached to Team Magma's Camerupt to another of your Pokémon.",
  ),
};
const madeUpTable = classicWith(loadCardSet(Object.values(REWORDED))).table;

// ------------------------------------------------------------------ helpers

const table = classicTable;
const D = 'sve-7';
const M = 'sve-8';
/** Base Set Double Colorless Energy (a Special Energy card). */
const DCE = 'base1-96';

/** Answers yes/no questions with `answer`, every other question with its first options. */
const saying =
  (answer: 'yes' | 'no'): Chooser =>
  (d, s) =>
    (d.options ?? []).includes(answer) ? [answer] : firstOptions(d, s);

/** Every question asked, with who was asked, while answering as `chooser` does. */
function recording(chooser: Chooser, asked: { decider: string; prompt: string }[]): Chooser {
  return (d, s) => {
    asked.push({ decider: d.decider, prompt: d.prompt });
    return chooser(d, s);
  };
}

const count = (xs: readonly string[], id: string) => xs.filter((x) => x === id).length;

/** Picks, at each multi-choice, the options whose card ids are `ids` (by template, in order). */
const takingTemplates =
  (...ids: string[]): Chooser =>
  (d, st) => {
    if (!d.select) return firstOptions(d, st);
    const left = [...ids];
    const out: string[] = [];
    for (const o of d.options ?? []) {
      const inst = /^#(\S+)/.exec(o)?.[1];
      const template = inst ? st.cards[inst]?.templateId : undefined;
      const i = template ? left.indexOf(template) : -1;
      if (i >= 0 && out.length < d.select.max) {
        out.push(o);
        left.splice(i, 1);
      }
    }
    return out.length >= d.select.min ? out : firstOptions(d, st);
  };

/** The templates of a zone as a player's view shows them (face-down cards show none). */
const seenBy = (t: Table, player: string, zone: string) =>
  (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
    .map((c) => c.templateId)
    .filter((x): x is string => x !== undefined);

const sorted = (xs: readonly string[]) => [...xs].sort();
const nameOf = (id: string) => classicRegistry.require(id).name;
/** The card names the log says p1 revealed (to everyone), sorted. */
const shownNames = (t: Table) =>
  sorted(
    t.state.log
      .filter((l) => /^p1 revealed (?!\d+ card)/.test(l.message))
      .flatMap((l) => l.message.replace(/^p1 revealed /, '').split(', ')),
  );
const MAGIKARP_ID = 'ex3-60';

// ------------------------------------------------------------------ "You may discard a X Energy card …. If you do, …"

describe('"You may discard a/1 [basic] [Type] Energy card attached to SELF. If you do, <clause>"', () => {
  cardBehaviour(
    SHARPEDO,
    'Dark Slash',
    () => {
      const spec = (): BoardSpec => ({
        p1: { active: [SHARPEDO, W, D, W] },
        p2: { active: [KINGAMBIT] },
      });
      it('discarding the Darkness Energy card: 40 plus 30 (70), that card in the discard pile', () => {
        const t = attack(table(spec()), 'Dark Slash', { chooser: saying('yes') });
        expect(damageIn(t.state, 'p2:active')).toBe(70);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([D]);
        expect(count(templatesIn(t.state, 'p1:active'), W)).toBe(2);
      });
      it('declining: the printed 40, nothing discarded', () => {
        const t = attack(table(spec()), 'Dark Slash', { chooser: saying('no') });
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
      });
      it('no Darkness Energy card attached: no question, 40', () => {
        const asked: { decider: string; prompt: string }[] = [];
        const t = attack(
          table({ p1: { active: [SHARPEDO, W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Dark Slash',
          { chooser: recording(saying('yes'), asked) },
        );
        expect(asked).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex2-10',
    'Dark Bind',
    () => {
      it('discarding the Darkness Energy card Paralyzes; declining does not', () => {
        const spec = { p1: { active: ['ex2-10', D, W] }, p2: { active: [KINGAMBIT] } };
        const yes = attack(table(spec), 'Dark Bind', { chooser: saying('yes') });
        expect(conditionsIn(yes.state, 'p2:active')).toContain('paralyzed');
        expect(templatesIn(yes.state, 'p1:discard')).toEqual([D]);
        expect(damageIn(yes.state, 'p2:active')).toBe(20);
        const no = attack(table(spec), 'Dark Bind', { chooser: saying('no') });
        expect(conditionsIn(no.state, 'p2:active')).not.toContain('paralyzed');
        expect(templatesIn(no.state, 'p1:discard')).toEqual([]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex6-114',
    'Cold Crush',
    () => {
      it('discarding an Energy card: the OPPONENT chooses which of theirs to discard', () => {
        const asked: { decider: string; prompt: string }[] = [];
        const t = attack(
          table({
            p1: { active: ['ex6-114', W, W, R] },
            p2: { active: [KINGAMBIT, F, DCE] },
          }),
          'Cold Crush',
          {
            chooser: recording((d, s) => {
              if ((d.options ?? []).includes('yes')) return ['yes'];
              // Each player discards their own last-offered card (the Fire / the DCE).
              const o = d.options ?? [];
              return d.decider === 'p2' ? [o[o.length - 1] ?? ''] : firstOptions(d, s);
            }, asked),
          },
        );
        const theirs = asked.filter((a) => a.decider === 'p2');
        expect(theirs).toHaveLength(1);
        expect(
          count(templatesIn(t.state, 'p1:discard'), W) +
            count(templatesIn(t.state, 'p1:discard'), R),
        ).toBe(1);
        expect(templatesIn(t.state, 'p2:discard')).toEqual([DCE]);
        expect(templatesIn(t.state, 'p2:active')).toContain(F);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
      it('declining: the Defending Pokémon keeps its Energy', () => {
        const t = attack(
          table({ p1: { active: ['ex6-114', W, W, R] }, p2: { active: [KINGAMBIT, F] } }),
          'Cold Crush',
          { chooser: saying('no') },
        );
        expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
      });
    },
    classicRegistry,
  );

  it('made-up: a basic Fire Energy card for a Burn (no Fire Energy card: nothing to discard)', () => {
    const spec = { p1: { active: ['zz9b-1', DCE, W, R] }, p2: { active: [KINGAMBIT] } };
    const t = attack(madeUpTable(spec), 'Dark Slash', { chooser: saying('yes') });
    expect(conditionsIn(t.state, 'p2:active')).toContain('burned');
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
    const onlyDce = attack(
      madeUpTable({ p1: { active: ['zz9b-1', DCE, W] }, p2: { active: [KINGAMBIT] } }),
      'Dark Slash',
      { chooser: saying('yes') },
    );
    expect(templatesIn(onlyDce.state, 'p1:discard')).toEqual([]);
    expect(conditionsIn(onlyDce.state, 'p2:active')).not.toContain('burned');
  });

  it('made-up: "1 Water Energy card", the opponent discards a BASIC Energy card of their choice', () => {
    const asked: { decider: string; prompt: string }[] = [];
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-2', W, W, W] },
        p2: { active: [KINGAMBIT, DCE, F, R] },
      }),
      'Dark Slash',
      {
        chooser: recording((d, s) => {
          if ((d.options ?? []).includes('yes')) return ['yes'];
          const o = d.options ?? [];
          return d.decider === 'p2' ? [o[o.length - 1] ?? ''] : firstOptions(d, s);
        }, asked),
      },
    );
    expect(asked.some((a) => a.decider === 'p2')).toBe(true);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
    // The DCE is never offered: the opponent's last basic card (the Fire) goes.
    expect(templatesIn(t.state, 'p2:discard')).toEqual([R]);
    expect(templatesIn(t.state, 'p2:active')).toContain(DCE);
  });
});

// ------------------------------------------------------------------ "Discard N basic Energy … or this attack does nothing"

describe('"Discard N basic [Type] Energy card(s) attached to SELF or this attack does nothing."', () => {
  cardBehaviour(
    CAMERUPT,
    'Fire Spin',
    () => {
      it('2 basic Energy cards go (the player picks them; a Special Energy card is never offered), then 100', () => {
        const lastOnes: Chooser = (d) => {
          const o = d.options ?? [];
          return d.select ? o.slice(o.length - d.select.max) : o.slice(-1);
        };
        const t = attack(
          table({ p1: { active: [CAMERUPT, R, R, W, DCE] }, p2: { active: [KINGAMBIT] } }),
          'Fire Spin',
          { chooser: lastOnes },
        );
        expect(templatesIn(t.state, 'p1:discard')).toHaveLength(2);
        expect(templatesIn(t.state, 'p1:discard')).not.toContain(DCE);
        expect(templatesIn(t.state, 'p1:active')).toContain(DCE);
        expect(damageIn(t.state, 'p2:active')).toBe(100);
      });
    },
    classicRegistry,
  );

  it('made-up: "a basic Water Energy card" — only a Water one pays it, else the attack does nothing', () => {
    const paid = attack(
      madeUpTable({ p1: { active: ['zz9b-3', R, R, W, W] }, p2: { active: [KINGAMBIT] } }),
      'Fire Spin',
    );
    expect(templatesIn(paid.state, 'p1:discard')).toEqual([W]);
    expect(damageIn(paid.state, 'p2:active')).toBe(100);
    const unpaid = attack(
      madeUpTable({ p1: { active: ['zz9b-3', R, R, R, DCE] }, p2: { active: [KINGAMBIT] } }),
      'Fire Spin',
    );
    expect(templatesIn(unpaid.state, 'p1:discard')).toEqual([]);
    expect(damageIn(unpaid.state, 'p2:active')).toBe(0);
  });
});

// ------------------------------------------------------------------ healing

describe('"Remove N damage counters from SELF (remove 1 if there is only 1 | all if there are less than N)."', () => {
  cardBehaviour(
    CRADILY,
    'Spiral Drain',
    () => {
      const run = (damage: number) =>
        attack(
          table({
            p1: { active: [CRADILY, G, G, G], activeCounters: { damage } },
            p2: { active: [DONDOZO] },
          }),
          'Spiral Drain',
        );
      it('2 counters come off (30 → 10), after 50 damage', () => {
        const t = run(30);
        expect(damageIn(t.state, 'p1:active')).toBe(10);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
      it('only 1 counter: it comes off', () => {
        expect(damageIn(run(10).state, 'p1:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: 3 counters, all of them when there are fewer', () => {
    const run = (damage: number) =>
      attack(
        madeUpTable({
          p1: { active: ['zz9b-4', G, G, G], activeCounters: { damage } },
          p2: { active: [DONDOZO] },
        }),
        'Spiral Drain',
      );
    expect(damageIn(run(50).state, 'p1:active')).toBe(20);
    expect(damageIn(run(20).state, 'p1:active')).toBe(0);
  });
});

describe('Rest: "Remove all Special Conditions and N damage counters from SELF (all if …). SELF is now Asleep."', () => {
  cardBehaviour(
    WAILMER,
    'Rest',
    () => {
      it('Poison goes, 4 counters come off (50 → 10), then Wailmer is Asleep', () => {
        const t = attack(
          table({
            p1: { active: [WAILMER, W, W], activeCounters: { damage: 50, poisoned: 1 } },
            p2: { active: [KINGAMBIT] },
          }),
          'Rest',
        );
        expect(conditionsIn(t.state, 'p1:active')).not.toContain('poisoned');
        // Poison cured before the checkup: no Poison counter was put on it.
        expect(damageIn(t.state, 'p1:active')).toBe(10);
        expect(gotCondition(t, 'asleep')).toBe(true);
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: 2 counters; with 1 on it, that 1 comes off, and the Burn goes before the checkup', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-5', W, W], activeCounters: { damage: 10, burned: 1 } },
        p2: { active: [KINGAMBIT] },
      }),
      'Rest',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).not.toContain('burned');
    const calm = attack(
      madeUpTable({
        p1: { active: ['zz9b-5', W, W], activeCounters: { damage: 40 } },
        p2: { active: [KINGAMBIT] },
      }),
      'Rest',
    );
    expect(damageIn(calm.state, 'p1:active')).toBe(20);
    expect(gotCondition(calm, 'asleep')).toBe(true);
  });
});

describe('"Remove N damage counters from each of your Pokémon [(including SELF) | that has X Energy attached]"', () => {
  cardBehaviour(
    MINUN,
    'Cheer On',
    () => {
      it("1 counter off each of your Pokémon, Minun too; the opponent's are untouched", () => {
        let t = table({
          p1: {
            active: [MINUN, L],
            activeCounters: { damage: 20 },
            bench: [[PELIPPER], [WAILMER]],
          },
          p2: { active: [KINGAMBIT], activeCounters: { damage: 30 } },
        });
        t = withCounters(t, 'p1:bench_1', { damage: 30 });
        t = attack(t, 'Cheer On');
        expect(damageIn(t.state, 'p1:active')).toBe(10);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
        expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex1-96',
    'Healing Egg',
    () => {
      it('2 off each (1 if only 1), none off Chansey ex', () => {
        let t = table({
          p1: {
            active: ['ex1-96', W, W],
            activeCounters: { damage: 40 },
            bench: [[PELIPPER], [WAILMER]],
          },
          p2: { active: [KINGAMBIT] },
        });
        t = withCounters(t, 'p1:bench_1', { damage: 30 });
        t = withCounters(t, 'p1:bench_2', { damage: 10 });
        t = attack(t, 'Healing Egg');
        expect(damageIn(t.state, 'p1:active')).toBe(40);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex4-93',
    'Green Heal',
    () => {
      it('only Pokémon with Grass Energy attached: 4 off each (all when fewer)', () => {
        let t = table({
          p1: {
            active: ['ex4-93', G],
            activeCounters: { damage: 20 },
            bench: [
              [PELIPPER, G],
              [WAILMER, W],
            ],
          },
          p2: { active: [KINGAMBIT] },
        });
        t = withCounters(t, 'p1:bench_1', { damage: 50 });
        t = withCounters(t, 'p1:bench_2', { damage: 50 });
        t = attack(t, 'Green Heal');
        expect(damageIn(t.state, 'p1:active')).toBe(0);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
        expect(damageIn(t.state, 'p1:bench_2')).toBe(50);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex3-14',
    'Healing Wave',
    () => {
      it('"each of your Active Pokémon": Dragonair itself, not the Bench', () => {
        let t = table({
          p1: { active: ['ex3-14', W, W, W], activeCounters: { damage: 30 }, bench: [[PELIPPER]] },
          p2: { active: [KINGAMBIT] },
        });
        t = withCounters(t, 'p1:bench_1', { damage: 30 });
        t = attack(t, 'Healing Wave');
        expect(damageIn(t.state, 'p1:active')).toBe(20);
        expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      });
    },
    classicRegistry,
  );

  it('made-up: 2 counters each, "including Minun" without brackets', () => {
    let t = madeUpTable({
      p1: { active: ['zz9b-6', L], activeCounters: { damage: 30 }, bench: [[PELIPPER]] },
      p2: { active: [KINGAMBIT], activeCounters: { damage: 30 } },
    });
    t = withCounters(t, 'p1:bench_1', { damage: 10 });
    t = attack(t, 'Cheer On');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('made-up: those with Water Energy attached, 2 each', () => {
    let t = madeUpTable({
      p1: {
        active: ['zz9b-7', L],
        activeCounters: { damage: 30 },
        bench: [[PELIPPER, W], [WAILMER]],
      },
      p2: { active: [KINGAMBIT] },
    });
    t = withCounters(t, 'p1:bench_1', { damage: 30 });
    t = withCounters(t, 'p1:bench_2', { damage: 30 });
    t = attack(t, 'Cheer On');
    expect(damageIn(t.state, 'p1:active')).toBe(30);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(30);
  });
});

describe('"Remove N damage counters from 1 of your Pokémon (remove 1 if there is only 1)."', () => {
  cardBehaviour(
    'ex3-26',
    'Dragon Dew',
    () => {
      it('the chosen Benched Pokémon loses 2 counters', () => {
        let t = table({
          p1: { active: ['ex3-26', W], bench: [[PELIPPER]] },
          p2: { active: [KINGAMBIT] },
        });
        t = withCounters(t, 'p1:bench_1', { damage: 40 });
        t = attack(t, 'Dragon Dew');
        expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
      });
    },
    classicRegistry,
  );
});

describe('"After your attack, remove from SELF the number of damage counters equal to the damage you did …"', () => {
  cardBehaviour(
    PELIPPER,
    'Swallow',
    () => {
      it('20 done: 2 counters off; Weakness counted (40 done to a Water-weak Pokémon: 4 off)', () => {
        const plain = attack(
          table({
            p1: { active: [PELIPPER, W, W, W], activeCounters: { damage: 50 } },
            p2: { active: [KINGAMBIT] },
          }),
          'Swallow',
        );
        expect(damageIn(plain.state, 'p2:active')).toBe(20);
        expect(damageIn(plain.state, 'p1:active')).toBe(30);
        const weak = attack(
          table({
            p1: { active: [PELIPPER, W, W, W], activeCounters: { damage: 50 } },
            p2: { active: [CHARMANDER] },
          }),
          'Swallow',
        );
        expect(damageIn(weak.state, 'p2:active')).toBe(40);
        expect(damageIn(weak.state, 'p1:active')).toBe(10);
      });
      it('fewer counters than that: all of them', () => {
        const t = attack(
          table({
            p1: { active: [PELIPPER, W, W, W], activeCounters: { damage: 10 } },
            p2: { active: [KINGAMBIT] },
          }),
          'Swallow',
        );
        expect(damageIn(t.state, 'p1:active')).toBe(0);
      });
    },
    classicRegistry,
  );

  it('made-up: without the reminder sentence, the same outcome', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-8', W, W, W], activeCounters: { damage: 30 } },
        p2: { active: [KINGAMBIT] },
      }),
      'Swallow',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });
});

// ------------------------------------------------------------------ switching after the attack

describe('"After your attack, you may [discard an Energy card … If you do,] switch SELF with 1 of your Benched Pokémon."', () => {
  cardBehaviour(
    WARTORTLE,
    'Smash Turn',
    () => {
      const spec = (): BoardSpec => ({
        p1: { active: [WARTORTLE, W, W, W], bench: [[PELIPPER]] },
        p2: { active: [KINGAMBIT] },
      });
      it('yes: 40 damage, then Pelipper is the Active Pokémon and Wartortle on the Bench', () => {
        const t = attack(table(spec()), 'Smash Turn', { chooser: saying('yes') });
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(templatesIn(t.state, 'p1:active')[0]).toBe(PELIPPER);
        expect(templatesIn(t.state, 'p1:bench_1')[0]).toBe(WARTORTLE);
      });
      it('no: nothing moves', () => {
        const t = attack(table(spec()), 'Smash Turn', { chooser: saying('no') });
        expect(templatesIn(t.state, 'p1:active')[0]).toBe(WARTORTLE);
      });
      it('no Benched Pokémon: no question', () => {
        const asked: { decider: string; prompt: string }[] = [];
        attack(
          table({ p1: { active: [WARTORTLE, W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Smash Turn',
          { chooser: recording(saying('yes'), asked) },
        );
        expect(asked).toEqual([]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    FORRETRESS,
    'Backspin',
    () => {
      it('yes: 1 Energy card discarded, then the switch', () => {
        const t = attack(
          table({
            p1: { active: [FORRETRESS, M, M, M], bench: [[PELIPPER]] },
            p2: { active: [KINGAMBIT] },
          }),
          'Backspin',
          { chooser: saying('yes') },
        );
        expect(templatesIn(t.state, 'p1:discard')).toEqual([M]);
        expect(templatesIn(t.state, 'p1:active')[0]).toBe(PELIPPER);
        expect(count(templatesIn(t.state, 'p1:bench_1'), M)).toBe(2);
      });
      it('no: nothing discarded, no switch', () => {
        const t = attack(
          table({
            p1: { active: [FORRETRESS, M, M, M], bench: [[PELIPPER]] },
            p2: { active: [KINGAMBIT] },
          }),
          'Backspin',
          { chooser: saying('no') },
        );
        expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
        expect(templatesIn(t.state, 'p1:active')[0]).toBe(FORRETRESS);
      });
    },
    classicRegistry,
  );

  it('made-up: a Fire Energy card must be there to discard (none: no question, no switch)', () => {
    const yes = attack(
      madeUpTable({
        p1: { active: ['zz9b-9', W, R, R], bench: [[PELIPPER]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Smash Turn',
      { chooser: saying('yes') },
    );
    expect(templatesIn(yes.state, 'p1:discard')).toEqual([R]);
    expect(templatesIn(yes.state, 'p1:active')[0]).toBe(PELIPPER);
    const asked: { decider: string; prompt: string }[] = [];
    const none = attack(
      madeUpTable({
        p1: { active: ['zz9b-9', W, W, W], bench: [[PELIPPER]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Smash Turn',
      { chooser: recording(saying('yes'), asked) },
    );
    expect(asked).toEqual([]);
    expect(templatesIn(none.state, 'p1:active')[0]).toBe('zz9b-9');
  });
});

// ------------------------------------------------------------------ deck searches onto the Bench / into the hand

describe('"Search your deck for <names | kinds> and put (it | as many of them as you like | up to N of them) onto your Bench."', () => {
  const MAGIKARP = 'ex3-60';
  const WURMPLE = 'ex3-81';
  const SEEDOT = 'ex2-76';
  const NIDORAN_F = 'ex6-70';
  const NIDORAN_M = 'ex6-71';

  cardBehaviour(
    MAGIKARP,
    'Call for Family',
    () => {
      it('every Magikarp the player takes goes onto the Bench (not the Wurmple); a private choice of p1', () => {
        const asked: { decider: string; prompt: string }[] = [];
        const t = attack(
          table({
            p1: { active: [MAGIKARP, W], deck: [WURMPLE, MAGIKARP, G, MAGIKARP, MAGIKARP] },
            p2: { active: [KINGAMBIT] },
          }),
          'Call for Family',
          { chooser: recording(takingTemplates(MAGIKARP, MAGIKARP, MAGIKARP), asked) },
        );
        expect(asked.map((a) => a.decider)).toEqual(['p1']);
        const benched = [1, 2, 3, 4, 5].map((i) => templatesIn(t.state, `p1:bench_${i}`)[0]);
        expect(count(benched as string[], MAGIKARP)).toBe(3);
        expect(templatesIn(t.state, 'p1:deck')).not.toContain(MAGIKARP);
        expect(templatesIn(t.state, 'p1:deck')).toContain(WURMPLE);
      });
      it('the search is a private choice of p1: the opponent sees no card of the deck while p1 chooses', () => {
        const start = table({
          p1: { active: [MAGIKARP, W], deck: [WURMPLE, MAGIKARP, G] },
          p2: { active: [KINGAMBIT] },
        });
        let seenPrivate: boolean | undefined;
        let opponentSaw: string[] = ['(not asked)'];
        attack(start, 'Call for Family', {
          chooser: (d, st) => {
            seenPrivate = d.private;
            opponentSaw = seenBy({ ...start, state: st }, 'p2', 'p1:deck');
            return takingTemplates(MAGIKARP)(d, st);
          },
        });
        expect(seenPrivate).toBe(true);
        expect(opponentSaw).toEqual([]);
      });
      it('a full Bench: nothing can be taken', () => {
        const t = attack(
          table({
            p1: {
              active: [MAGIKARP, W],
              bench: [[WURMPLE], [WURMPLE], [WURMPLE], [WURMPLE], [WURMPLE]],
              deck: [MAGIKARP, MAGIKARP],
            },
            p2: { active: [KINGAMBIT] },
          }),
          'Call for Family',
          { chooser: takingTemplates(MAGIKARP) },
        );
        expect(count(templatesIn(t.state, 'p1:deck'), MAGIKARP)).toBe(2);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex3-81',
    'Call for Friends',
    () => {
      it('Grass Basic Pokémon only', () => {
        const t = attack(
          table({
            p1: { active: [WURMPLE, G], deck: [MAGIKARP, SEEDOT, WURMPLE] },
            p2: { active: [KINGAMBIT] },
          }),
          'Call for Friends',
          { chooser: mostOptionsChooser },
        );
        const benched = [1, 2, 3].map((i) => templatesIn(t.state, `p1:bench_${i}`)[0] ?? '');
        expect(sorted(benched.filter((x) => x !== ''))).toEqual(sorted([SEEDOT, WURMPLE]));
        expect(templatesIn(t.state, 'p1:deck')).toEqual([MAGIKARP]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    NIDORAN_M,
    'Call for Family',
    () => {
      it('a Nidoran ♀ or Nidoran ♂ card: 1 of them, onto the Bench', () => {
        const t = attack(
          table({
            p1: { active: [NIDORAN_M, G], deck: [MAGIKARP, NIDORAN_F, NIDORAN_M] },
            p2: { active: [KINGAMBIT] },
          }),
          'Call for Family',
          { chooser: mostOptionsChooser },
        );
        expect(templatesIn(t.state, 'p1:bench_1')).toHaveLength(1);
        expect([NIDORAN_F, NIDORAN_M]).toContain(templatesIn(t.state, 'p1:bench_1')[0]);
        expect(templatesIn(t.state, 'p1:bench_2')).toEqual([]);
        expect(templatesIn(t.state, 'p1:deck')).toContain(MAGIKARP);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex4-17',
    'Call for Family',
    () => {
      it('a Grass Basic Pokémon OR a Basic Pokémon with Team Aqua in its name (a Water one counts)', () => {
        const offered: string[] = [];
        attack(
          table({
            p1: { active: ['ex4-17', G], deck: [MAGIKARP, 'ex4-25', SEEDOT, 'ex4-18'] },
            p2: { active: [KINGAMBIT] },
          }),
          'Call for Family',
          {
            chooser: (d, st) => {
              for (const o of d.options ?? []) {
                const inst = /^#(\S+)/.exec(o)?.[1];
                offered.push(inst ? (st.cards[inst]?.templateId ?? '') : o);
              }
              return firstOptions(d, st);
            },
          },
        );
        // Team Aqua's Carvanha (Water) and Seedot (Grass); not Magikarp, not the Stage 1 Sharpedo.
        expect(sorted(offered)).toEqual(sorted(['ex4-25', SEEDOT]));
      });
    },
    classicRegistry,
  );

  it('made-up: "Magikarp, Wurmple, or Seedot … up to 2 of them"', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-10', W], deck: [MAGIKARP, WURMPLE, SEEDOT, NIDORAN_F] },
        p2: { active: [KINGAMBIT] },
      }),
      'Call for Family',
      { chooser: mostOptionsChooser },
    );
    const benched = [1, 2, 3].map((i) => templatesIn(t.state, `p1:bench_${i}`)[0] ?? '');
    expect(benched.filter((x) => x !== '')).toHaveLength(2);
    expect(templatesIn(t.state, 'p1:deck')).toContain(NIDORAN_F);
  });

  it('made-up: "a Water Basic Pokémon or Basic Pokémon with Nidoran in its name"', () => {
    const offered: string[] = [];
    attack(
      madeUpTable({
        p1: { active: ['zz9b-11', G], deck: [MAGIKARP, NIDORAN_F, SEEDOT, 'ex4-25'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Call for Family',
      {
        chooser: (d, st) => {
          for (const o of d.options ?? []) {
            const inst = /^#(\S+)/.exec(o)?.[1];
            offered.push(inst ? (st.cards[inst]?.templateId ?? '') : o);
          }
          return firstOptions(d, st);
        },
      },
    );
    expect(sorted(offered)).toEqual(sorted([MAGIKARP, NIDORAN_F, 'ex4-25']));
  });
});

describe('"Search your deck for <kind>, show up to N of them to your opponent, and put them into your hand."', () => {
  cardBehaviour(
    'ex4-30',
    'Aqua Call',
    () => {
      it('up to 3 Pokémon with Team Aqua in their names, shown to the opponent, into the hand', () => {
        const t = attack(
          table({
            p1: {
              active: ['ex4-30', D],
              deck: ['ex4-25', 'ex4-18', 'ex4-54', 'ex4-47', 'ex3-60'],
            },
            p2: { active: [KINGAMBIT] },
          }),
          'Aqua Call',
          { chooser: mostOptionsChooser },
        );
        const hand = templatesIn(t.state, 'p1:hand');
        expect(hand).toHaveLength(3);
        expect(hand).not.toContain('ex3-60');
        // Shown to the opponent: the shared log names each card taken.
        expect(shownNames(t)).toEqual(sorted(hand.map(nameOf)));
      });
    },
    classicRegistry,
  );

  it('made-up: Grass Basic Pokémon, up to 2, shown', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-12', D], deck: ['ex3-81', 'ex2-76', 'ex6-70', 'ex3-60'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Aqua Call',
      { chooser: mostOptionsChooser },
    );
    const hand = templatesIn(t.state, 'p1:hand');
    expect(hand).toHaveLength(2);
    expect(hand).not.toContain('ex3-60');
    expect(shownNames(t)).toEqual(sorted(hand.map(nameOf)));
  });
});

// ------------------------------------------------------------------ Energy attached from the discard pile / the deck

describe('"[If heads, ] search your discard pile for N <Energy> and attach it/them to <target>"', () => {
  cardBehaviour(
    'ex6-74',
    'Plasma',
    () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ex6-74', L], discard: [W, L] },
            p2: { active: [KINGAMBIT] },
          }),
          'Plasma',
        );
      it('heads: the Lightning Energy card from the discard pile is attached to Pikachu; 10 damage', () => {
        const t = withSeeds(SEEDS, run, heads);
        expect(count(templatesIn(t.state, 'p1:active'), L)).toBe(2);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
        expect(damageIn(t.state, 'p2:active')).toBe(10);
      });
      it('tails: nothing attached', () => {
        const t = withSeeds(SEEDS, run, tails);
        expect(count(templatesIn(t.state, 'p1:active'), L)).toBe(1);
        expect(count(templatesIn(t.state, 'p1:discard'), L)).toBe(1);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex3-100',
    'Collect Fire',
    () => {
      it('heads: 2 Fire Energy cards (1 if there is only 1)', () => {
        const two = withSeeds(
          SEEDS,
          (seed) =>
            attack(
              table({
                seed,
                p1: { active: ['ex3-100', R, R], discard: [R, R, R] },
                p2: { active: [KINGAMBIT] },
              }),
              'Collect Fire',
              { chooser: mostOptionsChooser },
            ),
          heads,
        );
        expect(count(templatesIn(two.state, 'p1:active'), R)).toBe(4);
        expect(templatesIn(two.state, 'p1:discard')).toEqual([R]);
        const one = withSeeds(
          SEEDS,
          (seed) =>
            attack(
              table({
                seed,
                p1: { active: ['ex3-100', R, R], discard: [R, W] },
                p2: { active: [KINGAMBIT] },
              }),
              'Collect Fire',
              { chooser: mostOptionsChooser },
            ),
          heads,
        );
        expect(count(templatesIn(one.state, 'p1:active'), R)).toBe(3);
        expect(templatesIn(one.state, 'p1:discard')).toEqual([W]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex5-21',
    'Metal Load',
    () => {
      it('a Metal Energy card from the discard pile to Metang (no coin)', () => {
        const t = attack(
          table({ p1: { active: ['ex5-21', W], discard: [M, G] }, p2: { active: [KINGAMBIT] } }),
          'Metal Load',
        );
        expect(templatesIn(t.state, 'p1:active')).toContain(M);
        expect(templatesIn(t.state, 'p1:discard')).toEqual([G]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex1-29',
    'Energy Call',
    () => {
      it('"Attach 1 Energy card from your discard pile to your Active Pokémon": Delcatty itself', () => {
        const t = attack(
          table({
            p1: { active: ['ex1-29', W], bench: [[MAGIKARP_ID]], discard: [DCE] },
            p2: { active: [KINGAMBIT] },
          }),
          'Energy Call',
        );
        expect(templatesIn(t.state, 'p1:active')).toContain(DCE);
        expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MAGIKARP_ID]);
      });
    },
    classicRegistry,
  );

  it('made-up: on tails, a basic Energy card to 1 of your Benched Pokémon', () => {
    const t = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          madeUpTable({
            seed,
            p1: { active: ['zz9b-13', L], bench: [[MAGIKARP_ID]], discard: [DCE, W] },
            p2: { active: [KINGAMBIT] },
          }),
          'Plasma',
        ),
      tails,
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MAGIKARP_ID, W]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([DCE]);
  });
});

describe('"Search your deck for up to N <Type> Energy cards and attach them to SELF."', () => {
  cardBehaviour(
    'ex6-12',
    'Recharge',
    () => {
      it('up to 2 Lightning Energy cards from the deck onto Raichu (the player may take fewer)', () => {
        const two = attack(
          table({ p1: { active: ['ex6-12', L], deck: [L, W, L, L] }, p2: { active: [KINGAMBIT] } }),
          'Recharge',
          { chooser: mostOptionsChooser },
        );
        expect(count(templatesIn(two.state, 'p1:active'), L)).toBe(3);
        expect(count(templatesIn(two.state, 'p1:deck'), L)).toBe(1);
        const none = attack(
          table({ p1: { active: ['ex6-12', L], deck: [L, W, L] }, p2: { active: [KINGAMBIT] } }),
          'Recharge',
          { chooser: (d, st) => (d.select && d.select.min === 0 ? [] : firstOptions(d, st)) },
        );
        expect(count(templatesIn(none.state, 'p1:active'), L)).toBe(1);
      });
    },
    classicRegistry,
  );

  it('made-up: up to 3 Fire Energy cards', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-14', L], deck: [R, R, R, R, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Recharge',
      { chooser: mostOptionsChooser },
    );
    expect(count(templatesIn(t.state, 'p1:active'), R)).toBe(3);
  });
});

// ------------------------------------------------------------------ hands

describe('"[If heads, ] choose 1 card from your opponent\'s hand without looking and discard it | … Look at the card you chose, then have your opponent shuffle that card into his or her deck."', () => {
  const spec = (id: string, seed = 1): BoardSpec => ({
    seed,
    p1: { active: [id, D, D, D] },
    p2: { active: [KINGAMBIT], hand: [G, R, W], deck: [G, G, G] },
  });
  /** Whether any question p1 was asked offered the opponent's hand cards. */
  const offeredHand = (asked: { options: string[] }[], t: Table) =>
    asked.some((a) =>
      a.options.some((o) => {
        const inst = /^#(\S+)/.exec(o)?.[1];
        return inst !== undefined && t.state.cards[inst]?.owner === 'p2';
      }),
    );
  const listing =
    (asked: { options: string[] }[]): Chooser =>
    (d, st) => {
      asked.push({ options: [...(d.options ?? [])] });
      return firstOptions(d, st);
    };

  cardBehaviour(
    'ex1-64',
    'Knock Off',
    () => {
      it('heads: 1 card of the 3 goes to the discard pile, chosen without anyone picking from a list', () => {
        const asked: { options: string[] }[] = [];
        const t = withSeeds(
          SEEDS,
          (seed) => attack(table(spec('ex1-64', seed)), 'Knock Off', { chooser: listing(asked) }),
          heads,
        );
        expect(templatesIn(t.state, 'p2:hand')).toHaveLength(2);
        const gone = templatesIn(t.state, 'p2:discard');
        expect(gone).toHaveLength(1);
        expect([G, R, W]).toContain(gone[0]);
        expect(offeredHand(asked, t)).toBe(false);
      });
      it('tails: the hand is untouched', () => {
        const t = withSeeds(
          SEEDS,
          (seed) => attack(table(spec('ex1-64', seed)), 'Knock Off'),
          tails,
        );
        expect(templatesIn(t.state, 'p2:hand')).toHaveLength(3);
        expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
      });
      it('the card is drawn at random: over several games each card of the hand is the one discarded', () => {
        const gone = new Set<string>();
        for (const seed of SEEDS) {
          const t = attack(table(spec('ex1-64', seed)), 'Knock Off');
          for (const x of templatesIn(t.state, 'p2:discard')) gone.add(x);
        }
        expect([...gone].sort()).toEqual([G, R, W].sort());
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex2-47',
    'Surprise',
    () => {
      it("1 card of the hand is shown to p1 alone, then shuffled into the opponent's deck", () => {
        const t = attack(table(spec('ex2-47')), 'Surprise');
        expect(templatesIn(t.state, 'p2:hand')).toHaveLength(2);
        expect(templatesIn(t.state, 'p2:deck')).toHaveLength(4);
        expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
        // "Look at the card you chose": p1's log names it after it went into the deck.
        const gone = [G, R, W].find(
          (c) => templatesIn(t.state, 'p2:hand').filter((x) => x === c).length === 0,
        ) as string;
        const shown = t.engine
          .view(t.state, 'p1')
          .log.filter((l) => l.action === 'reveal')
          .map((l) => l.message);
        expect(shown).toEqual([`p1 revealed ${nameOf(gone)} to p1`]);
        expect(seenBy(t, 'p1', 'p2:hand')).toEqual([]);
      });
    },
    classicRegistry,
  );

  it('made-up: no coin — a card is always discarded, the empty hand loses nothing', () => {
    const t = attack(madeUpTable(spec('zz9b-15')), 'Knock Off');
    expect(templatesIn(t.state, 'p2:hand')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:discard')).toHaveLength(1);
    const empty = attack(
      madeUpTable({ p1: { active: ['zz9b-15', D] }, p2: { active: [KINGAMBIT], hand: [] } }),
      'Knock Off',
    );
    expect(templatesIn(empty.state, 'p2:discard')).toEqual([]);
  });

  it('made-up: Surprise on heads only', () => {
    const h = withSeeds(
      SEEDS,
      (seed) => attack(madeUpTable(spec('zz9b-16', seed)), 'Surprise'),
      heads,
    );
    expect(templatesIn(h.state, 'p2:hand')).toHaveLength(2);
    expect(templatesIn(h.state, 'p2:deck')).toHaveLength(4);
    const tl = withSeeds(
      SEEDS,
      (seed) => attack(madeUpTable(spec('zz9b-16', seed)), 'Surprise'),
      tails,
    );
    expect(templatesIn(tl.state, 'p2:hand')).toHaveLength(3);
  });
});

describe('"Shuffle your hand into your deck. Draw [up to] N cards."', () => {
  cardBehaviour(
    'ex5-23',
    'Scattered Shower',
    () => {
      const spec = (): BoardSpec => ({
        p1: { active: ['ex5-23', W], hand: [R, R, R], deck: [G, G, G, G, G] },
        p2: { active: [KINGAMBIT] },
      });
      it('the hand goes into the deck; the player draws as many as they choose, up to 5', () => {
        const five = attack(table(spec()), 'Scattered Shower', {
          chooser: (d, st) => ((d.options ?? []).includes('5') ? ['5'] : firstOptions(d, st)),
        });
        expect(templatesIn(five.state, 'p1:hand')).toHaveLength(5);
        expect(templatesIn(five.state, 'p1:deck')).toHaveLength(3);
        const two = attack(table(spec()), 'Scattered Shower', {
          chooser: (d, st) => ((d.options ?? []).includes('2') ? ['2'] : firstOptions(d, st)),
        });
        expect(templatesIn(two.state, 'p1:hand')).toHaveLength(2);
        expect(templatesIn(two.state, 'p1:deck')).toHaveLength(6);
      });
    },
    classicRegistry,
  );

  it('made-up: "Draw 4 cards." — exactly 4, no question', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-17', W], hand: [R, R, R], deck: [G, G, G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Scattered Shower',
    );
    expect(templatesIn(t.state, 'p1:hand')).toHaveLength(4);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(4);
  });
});

describe('"If <condition>, <clause>" with a clause after the damage (draw, search)', () => {
  /** Dragon-era Mightyena (Stage 1) evolved from Poochyena: an Evolved Pokémon. */
  const EVOLVED = ['ex1-10', 'ex1-64'];

  cardBehaviour(
    'ex2-8',
    'Cosmic Draw',
    () => {
      const run = (p2Active: string[]) =>
        attack(
          table({ p1: { active: ['ex2-8', P], deck: [G, G, G, G] }, p2: { active: p2Active } }),
          'Cosmic Draw',
        );
      it('the opponent has an Evolved Pokémon in play: draw 3', () => {
        expect(templatesIn(run(EVOLVED).state, 'p1:hand')).toHaveLength(3);
      });
      it('only Basic Pokémon: nothing drawn', () => {
        expect(templatesIn(run(['ex1-64']).state, 'p1:hand')).toHaveLength(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex1-18',
    'Invisible Hand',
    () => {
      const run = (p2Active: string[], p2Bench: string[][] = []) =>
        attack(
          table({
            p1: { active: ['ex1-18', F], deck: [R, G, W] },
            p2: { active: p2Active, bench: p2Bench },
          }),
          'Invisible Hand',
          { chooser: takingTemplates(W) },
        );
      it("the opponent's Active Pokémon is evolved: any 1 card of the deck into the hand", () => {
        expect(templatesIn(run(EVOLVED).state, 'p1:hand')).toEqual([W]);
      });
      it('only a Benched Pokémon is evolved: nothing', () => {
        expect(templatesIn(run(['ex1-64'], [EVOLVED]).state, 'p1:hand')).toEqual([]);
      });
    },
    classicRegistry,
  );

  it('made-up: "If your opponent has any Pokémon-ex in play, draw 2 cards."', () => {
    const run = (p2Active: string[]) =>
      attack(
        madeUpTable({
          p1: { active: ['zz9b-18', P], deck: [G, G, G, G] },
          p2: { active: p2Active },
        }),
        'Cosmic Draw',
      );
    expect(templatesIn(run(['ex1-96']).state, 'p1:hand')).toHaveLength(2);
    expect(templatesIn(run(EVOLVED).state, 'p1:hand')).toHaveLength(0);
  });
});

describe('"Search your deck for up to N cards / any 1 card and put them into your hand."', () => {
  cardBehaviour(
    'ex1-38',
    'Seek Out',
    () => {
      it("any 2 cards of the player's choice", () => {
        const t = attack(
          table({
            p1: { active: ['ex1-38', W], deck: [G, R, W, 'ex3-60'] },
            p2: { active: [KINGAMBIT] },
          }),
          'Seek Out',
          { chooser: takingTemplates('ex3-60', R) },
        );
        expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted(['ex3-60', R]));
        expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
      });
    },
    classicRegistry,
  );
});

// ------------------------------------------------------------------ switching the opponent's, Stadiums, more discards

describe('"Before doing damage, you may switch 1 of your opponent\'s Benched Pokémon with 1 of the Defending Pokémon. If you do, this attack does N damage to the new Defending Pokémon."', () => {
  const spec = (id: string): BoardSpec => ({
    p1: { active: [id, M, M] },
    p2: { active: [KINGAMBIT], bench: [['ex3-60']] },
  });
  /** A 150-HP Pokémon-ex on the Bench (50 does not Knock it Out). */
  const bigBench = (id: string): BoardSpec => ({
    p1: { active: [id, M, M] },
    p2: { active: [KINGAMBIT], bench: [['ex3-90']] },
  });
  cardBehaviour(
    'ex2-9',
    'Metal Hook',
    () => {
      it('yes: the Benched Magikarp comes in and takes the 20; Kingambit goes to the Bench unhurt', () => {
        const t = attack(table(spec('ex2-9')), 'Metal Hook', { chooser: saying('yes') });
        expect(templatesIn(t.state, 'p2:active')[0]).toBe('ex3-60');
        expect(damageIn(t.state, 'p2:active')).toBe(20);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      });
      it('no: 20 to the Defending Pokémon', () => {
        const t = attack(table(spec('ex2-9')), 'Metal Hook', { chooser: saying('no') });
        expect(templatesIn(t.state, 'p2:active')[0]).toBe(KINGAMBIT);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      });
    },
    classicRegistry,
  );

  it('made-up: 50 to the new Defending Pokémon, the printed 20 without a switch', () => {
    const yes = attack(madeUpTable(bigBench('zz9b-19')), 'Metal Hook', { chooser: saying('yes') });
    expect(templatesIn(yes.state, 'p2:active')[0]).toBe('ex3-90');
    expect(damageIn(yes.state, 'p2:active')).toBe(50);
    const no = attack(madeUpTable(bigBench('zz9b-19')), 'Metal Hook', { chooser: saying('no') });
    expect(damageIn(no.state, 'p2:active')).toBe(20);
  });
});

describe('"You may discard any Stadium card in play."', () => {
  cardBehaviour(
    'ex6-16',
    'Knock Over',
    () => {
      const board = () =>
        answerAll(
          act(
            table({ p1: { active: ['ex6-16', W], hand: ['ex6-94'] }, p2: { active: [KINGAMBIT] } }),
            {
              type: 'declare_action',
              player: 'p1',
              source: 'ai',
              kind: 'play_trainer',
              card: 'Mt. Moon',
              zone: 'p1:hand',
            },
          ),
        );
      it("yes: the Stadium goes to its owner's discard pile; no: it stays", () => {
        const gone = attack(board(), 'Knock Over', { chooser: saying('yes') });
        expect(templatesIn(gone.state, 'stadium')).toEqual([]);
        expect(templatesIn(gone.state, 'p1:discard')).toContain('ex6-94');
        expect(damageIn(gone.state, 'p2:active')).toBe(10);
        const kept = attack(board(), 'Knock Over', { chooser: saying('no') });
        expect(templatesIn(kept.state, 'stadium')).toEqual(['ex6-94']);
      });
      it('no Stadium in play: no question', () => {
        const asked: { decider: string; prompt: string }[] = [];
        attack(
          table({ p1: { active: ['ex6-16', W] }, p2: { active: [KINGAMBIT] } }),
          'Knock Over',
          {
            chooser: recording(saying('yes'), asked),
          },
        );
        expect(asked).toEqual([]);
      });
    },
    classicRegistry,
  );
});

describe('"[If heads, | For each heads, ] (discard | your opponent discards) 1 Energy [card] attached to the Defending Pokémon"', () => {
  cardBehaviour(
    'ex5-31',
    'Hyper Beam',
    () => {
      it('heads: 1 Energy card of the Defending Pokémon discarded; tails: none', () => {
        const run = (seed: number) =>
          attack(
            table({ seed, p1: { active: ['ex5-31', P, F] }, p2: { active: [KINGAMBIT, G, R] } }),
            'Hyper Beam',
          );
        expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p2:discard')).toHaveLength(1);
        expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p2:discard')).toHaveLength(0);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex6-104',
    'Hyper Whirlpool',
    () => {
      it('as many Energy cards as heads, each chosen by the opponent', () => {
        for (const seed of SEEDS.slice(0, 12)) {
          const asked: { decider: string; prompt: string }[] = [];
          const t = attack(
            table({
              seed,
              p1: { active: ['ex6-104', W, W, W, W] },
              p2: { active: [KINGAMBIT, G, G, G, G, G] },
            }),
            'Hyper Whirlpool',
            { chooser: recording(firstOptions, asked) },
          );
          const headsSeen = t.state.log.filter((l) =>
            /^p1 flipped a coin: heads$/.test(l.message),
          ).length;
          expect(templatesIn(t.state, 'p2:discard')).toHaveLength(Math.min(5, headsSeen));
          expect(asked.every((a) => a.decider === 'p2')).toBe(true);
        }
      });
    },
    classicRegistry,
  );

  it('made-up: the attacker discards a basic Energy card each heads (a Special Energy card stays)', () => {
    for (const seed of SEEDS.slice(0, 12)) {
      const asked: { decider: string; prompt: string }[] = [];
      const t = attack(
        madeUpTable({
          seed,
          p1: { active: ['zz9b-20', W, W, W, W] },
          p2: { active: [KINGAMBIT, DCE, G] },
        }),
        'Hyper Whirlpool',
        { chooser: recording(firstOptions, asked) },
      );
      const headsSeen = t.state.log.filter((l) =>
        /^p1 flipped a coin: heads$/.test(l.message),
      ).length;
      expect(templatesIn(t.state, 'p2:discard')).toEqual(headsSeen > 0 ? [G] : []);
      expect(asked.every((a) => a.decider === 'p1')).toBe(true);
    }
  });
});

describe('"Discard a X Energy [card] and a Y Energy [card] attached to SELF." / "Discard … and then discard …"', () => {
  cardBehaviour(
    'ex3-90',
    'Dragon Wave',
    () => {
      it('a Water and a Lightning Energy card go after the 70 damage', () => {
        const t = attack(
          table({ p1: { active: ['ex3-90', W, L, W, L] }, p2: { active: [KINGAMBIT] } }),
          'Dragon Wave',
        );
        expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([W, L]));
        expect(damageIn(t.state, 'p2:active')).toBe(70);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex3-70',
    'Kindle',
    () => {
      it("a Fire Energy card of Numel's, then an Energy card of the Defending Pokémon's", () => {
        const t = attack(
          table({ p1: { active: ['ex3-70', R, W] }, p2: { active: [KINGAMBIT, G] } }),
          'Kindle',
        );
        expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
        expect(templatesIn(t.state, 'p2:discard')).toEqual([G]);
        expect(damageIn(t.state, 'p2:active')).toBe(10);
      });
    },
    classicRegistry,
  );

  it('made-up: three types, "Energy" without "card"', () => {
    const t = attack(
      madeUpTable({ p1: { active: ['zz9b-21', W, L, R, G] }, p2: { active: [KINGAMBIT] } }),
      'Dragon Wave',
    );
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([W, L, R]));
    expect(templatesIn(t.state, 'p1:active')).toContain(G);
  });
});

// ------------------------------------------------------------------ Energy from the hand

describe('"Attach <count> <Energy> from your hand to your Pokémon in any way you like | to any of your Pokémon"', () => {
  /** Attaches the first card offered to the LAST Pokémon offered (the Bench), answering every question. */
  const toBench: Chooser = (d) => {
    const o = d.options ?? [];
    if (d.select) return o.slice(0, d.select.max);
    return /attach/i.test(d.prompt) ? o.slice(-1) : o.slice(0, 1);
  };

  cardBehaviour(
    'ex3-9',
    'Speed Growth',
    () => {
      it('up to 2 Grass Energy cards, each to the Pokémon chosen for it (a Water card is not offered)', () => {
        const t = attack(
          table({
            p1: { active: ['ex3-9', G], bench: [['ex3-60']], hand: [G, W, G, G] },
            p2: { active: [KINGAMBIT] },
          }),
          'Speed Growth',
          { chooser: toBench },
        );
        expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['ex3-60', G, G]);
        expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([W, G]));
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex3-4',
    'Energy Shower',
    () => {
      it('any number of basic Energy cards, spread as the player likes (here all to the Bench)', () => {
        const t = attack(
          table({
            p1: { active: ['ex3-4', G, L], bench: [['ex3-60']], hand: [W, R, DCE] },
            p2: { active: [KINGAMBIT] },
          }),
          'Energy Shower',
          { chooser: toBench },
        );
        expect(sorted(templatesIn(t.state, 'p1:bench_1'))).toEqual(sorted(['ex3-60', W, R]));
        expect(templatesIn(t.state, 'p1:hand')).toEqual([DCE]);
      });
    },
    classicRegistry,
  );

  cardBehaviour(
    'ex5-69',
    'Plus Energy',
    () => {
      it('heads: a Lightning Energy card from the hand to any of your Pokémon; tails: none', () => {
        const run = (seed: number) =>
          attack(
            table({
              seed,
              p1: { active: ['ex5-69', L], bench: [['ex3-60']], hand: [L, W] },
              p2: { active: [KINGAMBIT] },
            }),
            'Plus Energy',
            { chooser: toBench },
          );
        const h = withSeeds(SEEDS, run, heads);
        expect(templatesIn(h.state, 'p1:bench_1')).toEqual(['ex3-60', L]);
        expect(templatesIn(h.state, 'p1:hand')).toEqual([W]);
        const tl = withSeeds(SEEDS, run, tails);
        expect(sorted(templatesIn(tl.state, 'p1:hand'))).toEqual(sorted([L, W]));
      });
    },
    classicRegistry,
  );

  it('made-up: up to 2 Water Energy cards in any way — one to each Pokémon', () => {
    let n = 0;
    const alternate: Chooser = (d, st) => {
      const o = d.options ?? [];
      if (d.select) return o.slice(0, d.select.max);
      if (/attach/i.test(d.prompt)) return [o[n++ % 2 === 0 ? 0 : o.length - 1] ?? ''];
      return firstOptions(d, st);
    };
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-22', G], bench: [['ex3-60']], hand: [W, W, W, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Speed Growth',
      { chooser: alternate },
    );
    expect(count(templatesIn(t.state, 'p1:active'), W)).toBe(1);
    expect(count(templatesIn(t.state, 'p1:bench_1'), W)).toBe(1);
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([W, G]));
  });
});

// ------------------------------------------------------------------ moving the attacker's Energy

describe('"You may move (a | any number of) X Energy card(s) attached to SELF to (1 of your Benched Pokémon | another of your Pokémon)."', () => {
  const all: Chooser = (d, st) =>
    d.select ? (d.options ?? []).slice(0, d.select.max) : firstOptions(d, st);
  cardBehaviour(
    'ex6-12',
    'Thunder Reflection',
    () => {
      it('every Lightning Energy card the player picks goes to the one Benched Pokémon chosen', () => {
        const t = attack(
          table({
            p1: { active: ['ex6-12', L, L, W], bench: [['ex3-60']] },
            p2: { active: [KINGAMBIT] },
          }),
          'Thunder Reflection',
          { chooser: all },
        );
        expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['ex3-60', L, L]);
        expect(templatesIn(t.state, 'p1:active')).toEqual(['ex6-12', W]);
        expect(damageIn(t.state, 'p2:active')).toBe(50);
      });
      it('none picked: nothing moves', () => {
        const t = attack(
          table({
            p1: { active: ['ex6-12', L, L, W], bench: [['ex3-60']] },
            p2: { active: [KINGAMBIT] },
          }),
          'Thunder Reflection',
          { chooser: (d, st) => (d.select ? [] : firstOptions(d, st)) },
        );
        expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['ex3-60']);
      });
    },
    classicRegistry,
  );

  it('made-up: basic Water Energy cards only (a Double Colorless Energy stays)', () => {
    const t = attack(
      madeUpTable({
        p1: { active: ['zz9b-23', R, W, DCE, W], bench: [['ex3-60']] },
        p2: { active: [KINGAMBIT] },
      }),
      'Flame Ball',
      { chooser: all },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['ex3-60', W, W]);
    expect(templatesIn(t.state, 'p1:active')).toContain(DCE);
  });
});
