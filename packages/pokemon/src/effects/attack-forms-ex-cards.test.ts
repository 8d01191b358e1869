import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { cardBehaviour } from './behaviour.test-helper';
import { F, KINGAMBIT, R, W } from './cards/classic.test-helper';
import { classicRegistry, classicSets, classicTable } from './classic-sets.test-helper';
import {
  attack,
  table as bundledTable,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  type Table,
  templatesIn,
} from './effects.test-helper';
import rubySapphire from './fixtures/ex1.json';

/**
 * EX-era attack texts that move cards or Energy (discards, searches, attachments, heals,
 * switches, hands), each read as a FORM: tested on the real printing (the outcome written from
 * its printed text: cards moved, who chose, what stays hidden) and on a MADE-UP rewording in the
 * same form (`zz9b-*` cards, marked "made-up"), so the readers hold to the meaning rather than
 * to one card's words.
 */

// ------------------------------------------------------------------ made-up printings

type RawCard = { id: string; attacks?: { name: string; text: string }[] };
const RAW = rubySapphire as RawCard[];

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
};
const madeUpSet = loadCardSet(Object.values(REWORDED));
const madeUpRegistry = createCardRegistry([
  ...Object.values(getBundledSets()),
  ...Object.values(classicSets),
  madeUpSet,
]);
const madeUpEngine = createPokemonEngine({ registry: madeUpRegistry });
const madeUpTable = (spec: BoardSpec): Table => bundledTable({ ...spec, engine: madeUpEngine });

// ------------------------------------------------------------------ helpers

const table = classicTable;
const D = 'sve-7';
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
