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
  KINGAMBIT,
  L,
  R,
  W,
} from './cards/classic.test-helper';
import { classicRegistry, classicTable, classicWith } from './classic-sets.test-helper';
import {
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  templatesIn,
  withCounters,
} from './effects.test-helper';
import rubySapphire from './fixtures/ex1.json';
import sandstorm from './fixtures/ex2.json';
import dragon from './fixtures/ex3.json';
import teamMagmaTeamAqua from './fixtures/ex4.json';
import hiddenLegends from './fixtures/ex5.json';
import fireRedLeafGreen from './fixtures/ex6.json';

/**
 * EX-era attack texts that move cards or Energy (discards, searches, attachments, heals,
 * switches, hands), each read as a FORM: tested on the real printing (the outcome written from
 * its printed text: cards moved, who chose, what stays hidden) and on a MADE-UP rewording in the
 * same form (`zz9b-*` cards, marked "made-up"), so the readers hold to the meaning rather than
 * to one card's words.
 */

// ------------------------------------------------------------------ made-up printings

type RawCard = { id: string; attacks?: { name: string; text: string }[] };
const RAW = [
  rubySapphire,
  sandstorm,
  dragon,
  teamMagmaTeamAqua,
  hiddenLegends,
  fireRedLeafGreen,
].flat() as RawCard[];

/** A made-up card: a real fixture card's data under a new id, with one attack's text reworded. */
function madeUp(fromId: string, id: string, attackName: string, text: string): unknown {
  const raw = RAW.find((c) => c.id === fromId);
  if (!raw) throw new Error(`no fixture card ${fromId}`);
  return {
    ...raw,
    id,
    number: id.slice(id.indexOf('-') + 1),
    attacks: (raw.attacks ?? []).map((a) => (a.name === attackName ? { ...a, text } : a)),
  };
}

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
  slash: madeUp(
    SHARPEDO,
    'zz9b-1',
    'Dark Slash',
    'You may discard a basic Fire Energy card attached to Sharpedo. If you do, the Defending Pokémon is now Burned.',
  ),
  /** Cold Crush's form: "1 Water Energy card", the opponent discards a basic Energy card. */
  crush: madeUp(
    SHARPEDO,
    'zz9b-2',
    'Dark Slash',
    'You may discard 1 Water Energy card attached to Sharpedo. If you do, your opponent discards a basic Energy card attached to the Defending Pokémon.',
  ),
  /** Fire Spin's form: 1 basic Water Energy card. */
  spin: madeUp(
    CAMERUPT,
    'zz9b-3',
    'Fire Spin',
    'Discard a basic Water Energy card attached to Camerupt or this attack does nothing.',
  ),
  /** Spiral Drain's form: 3 counters, "(all if there are less than 3)". */
  drain: madeUp(
    CRADILY,
    'zz9b-4',
    'Spiral Drain',
    'Remove 3 damage counters from Cradily (all if there are less than 3).',
  ),
  /** Rest's form: 2 counters. */
  rest: madeUp(
    WAILMER,
    'zz9b-5',
    'Rest',
    'Remove all Special Conditions and 2 damage counters from Wailmer (all if there are less than 2). Wailmer is now Asleep.',
  ),
  /** Cheer On's form: 2 counters, "including" without brackets. */
  cheer: madeUp(
    MINUN,
    'zz9b-6',
    'Cheer On',
    'Remove 2 damage counters from each of your Pokémon, including Minun.',
  ),
  /** Green Heal's form: Water Energy, 2 counters. */
  green: madeUp(
    MINUN,
    'zz9b-7',
    'Cheer On',
    'Remove 2 damage counters from each of your Pokémon that has Water Energy attached. If that Pokémon has less than 2 damage counters, remove all of them.',
  ),
  /** Swallow's form without its reminder sentence. */
  swallow: madeUp(
    PELIPPER,
    'zz9b-8',
    'Swallow',
    'After your attack, remove from Pelipper the number of damage counters equal to the damage you did to the Defending Pokémon.',
  ),
  /** Backspin's form: a Fire Energy card. */
  backspin: madeUp(
    WARTORTLE,
    'zz9b-9',
    'Smash Turn',
    'After your attack, you may discard a Fire Energy card attached to Wartortle. If you do, switch Wartortle with 1 of your Benched Pokémon.',
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
