import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { classicSets } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  table as bundledTable,
  damageIn,
  optionsNaming,
  type Table,
  trainerAction,
  withCounters,
} from './effects.test-helper';

/**
 * Trainer wordings of the EX sets (2003): Potion's "(remove 1 damage counter if that Pokémon
 * has only 1)" and Professor Birch's "Draw cards from your deck until you have 6 cards in your
 * hand." — each on the real printing from a loaded fixture and on a MADE-UP card (`zz8t-*`) in
 * the same words, the outcome written from the printed text.
 */

const madeUp = loadCardSet([
  {
    id: 'zz8t-1',
    name: 'Mending Moss',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: [
      'Remove 3 damage counters from 1 of your Pokémon (remove 1 damage counter if it has only 1).',
    ],
    number: '1',
  },
  {
    id: 'zz8t-2',
    name: 'Field Notebook',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: ['Draw cards from your deck until you have 4 cards in your hand.'],
    number: '2',
  },
]);

const registry = createCardRegistry([
  ...Object.values(getBundledSets()),
  ...Object.values(classicSets),
  madeUp,
]);
const engine = createPokemonEngine({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });
const play = (t: Table, id: string) =>
  answerAll(act(t, trainerAction(t, id)), optionsNaming('active'));
const handSize = (t: Table) => t.state.zones['p1:hand']?.cards.length ?? 0;

const ARON = 'ex1-25';
const MAKUHITA = 'ex1-56';

describe('"Remove N damage counters from 1 of your Pokémon (remove 1 damage counter if …)"', () => {
  const healed = (card: string, damage: number) =>
    damageIn(
      play(
        withCounters(
          table({ p1: { active: [MAKUHITA], hand: [card] }, p2: { active: [ARON] } }),
          'p1:active',
          { damage },
        ),
        card,
      ).state,
      'p1:active',
    );

  it('Potion (Ruby & Sapphire): 2 counters off; the only 1 off a Pokémon that has 1', () => {
    expect(healed('ex1-91', 30)).toBe(10);
    expect(healed('ex1-91', 10)).toBe(0);
  });

  it('Mending Moss (made up): 3 counters off; the only 1 off a Pokémon that has 1', () => {
    expect(healed('zz8t-1', 40)).toBe(10);
    expect(healed('zz8t-1', 10)).toBe(0);
  });
});

describe('"Draw cards from your deck until you have N cards in your hand."', () => {
  it('Professor Birch (Ruby & Sapphire): 2 other cards in hand, 4 drawn to have 6', () => {
    const t = play(
      table({
        p1: { active: [MAKUHITA], hand: ['ex1-89', ARON, ARON] },
        p2: { active: [ARON] },
      }),
      'ex1-89',
    );
    expect(handSize(t)).toBe(6);
    expect(
      t.state.zones['p1:hand']?.cards.map((id) => t.state.cards[id]?.templateId),
    ).not.toContain('ex1-89');
  });

  it('Field Notebook (made up): 1 other card in hand, 3 drawn to have 4', () => {
    const t = play(
      table({ p1: { active: [MAKUHITA], hand: ['zz8t-2', ARON] }, p2: { active: [ARON] } }),
      'zz8t-2',
    );
    expect(handSize(t)).toBe(4);
  });
});
