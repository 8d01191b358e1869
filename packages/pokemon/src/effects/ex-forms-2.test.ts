import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { classicWith } from './classic-sets.test-helper';
import { missingEffects } from './coverage';
import {
  act,
  answerAll,
  conditionsIn,
  damageIn,
  optionsNaming,
  type Table,
  templatesIn,
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
    // Oran Berry's form with another number.
    id: 'zz8t-3',
    name: 'Pecha Seed',
    supertype: 'Trainer',
    subtypes: ['Pokémon Tool'],
    rules: [
      "Attach Pecha Seed to 1 of your Pokémon that doesn't already have a Pokémon Tool attached to it. If that Pokémon is Knocked Out, discard this card.",
      'At any time between turns, if the Pokémon this card is attached to has at least 3 damage counters on it, remove 3 damage counters from it. Then discard Pecha Seed.',
    ],
    number: '3',
  },
  {
    id: 'zz8t-4',
    name: 'Rumor Mill',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: ['Draw 2 cards. Then, discard any 2 cards from your hand.'],
    number: '4',
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

const { registry, table } = classicWith(madeUp);
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

describe('2003 Berries: "At any time between turns, if the Pokémon this card is attached to …, remove …. Then discard X."', () => {
  const endTurn = (t: Table) => act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
  const holding = (berry: string, counters: Record<string, number>) =>
    withCounters(
      table({ p1: { active: [MAKUHITA, berry], bench: [[ARON]] }, p2: { active: [ARON] } }),
      'p1:active',
      counters,
    );

  it('Oran Berry (Ruby & Sapphire): 2 counters on it between turns: 2 removed, the Berry discarded', () => {
    expect(missingEffects(registry.require('ex1-85'))).toEqual([]);
    const t = endTurn(holding('ex1-85', { damage: 30 }));
    expect(t.state.pendingDecision).toBeFalsy();
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:discard')).toContain('ex1-85');
  });

  it('Oran Berry: 1 counter only: nothing happens, the Berry stays', () => {
    const t = endTurn(holding('ex1-85', { damage: 10 }));
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:active')).toEqual([MAKUHITA, 'ex1-85']);
  });

  it('Lum Berry (Ruby & Sapphire): Special Conditions between turns: all removed, the Berry discarded', () => {
    const t = endTurn(holding('ex1-84', { confused: 1, burned: 1 }));
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toContain('ex1-84');
  });

  it('Pecha Seed (made up): 3 counters removed at 3 or more; at 2 it stays', () => {
    const t = endTurn(holding('zz8t-3', { damage: 40 }));
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:discard')).toContain('zz8t-3');
    const kept = endTurn(holding('zz8t-3', { damage: 20 }));
    expect(templatesIn(kept.state, 'p1:active')).toEqual([MAKUHITA, 'zz8t-3']);
  });
});

describe('"Draw N cards. Then discard any M cards from your hand."', () => {
  const others = (t: Table, played: string) =>
    templatesIn(t.state, 'p1:discard').filter((id) => id !== played);

  it('TV Reporter (Dragon): 1 other card in hand, 3 drawn, then 1 discarded: 3 left', () => {
    const t = play(
      table({ p1: { active: [MAKUHITA], hand: ['ex3-88', ARON] }, p2: { active: [ARON] } }),
      'ex3-88',
    );
    expect(handSize(t)).toBe(3);
    expect(others(t, 'ex3-88')).toHaveLength(1);
  });

  it('TV Reporter with an empty hand otherwise: still played, 3 drawn then 1 discarded', () => {
    const t = play(
      table({ p1: { active: [MAKUHITA], hand: ['ex3-88'] }, p2: { active: [ARON] } }),
      'ex3-88',
    );
    expect(handSize(t)).toBe(2);
    expect(others(t, 'ex3-88')).toHaveLength(1);
  });

  it('Rumor Mill (made up): 2 drawn, then 2 discarded', () => {
    const t = play(
      table({ p1: { active: [MAKUHITA], hand: ['zz8t-4', ARON] }, p2: { active: [ARON] } }),
      'zz8t-4',
    );
    expect(handSize(t)).toBe(1);
    expect(others(t, 'zz8t-4')).toHaveLength(2);
  });
});
