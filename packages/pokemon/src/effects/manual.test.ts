import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import { manualNotes } from '../narrative/format-narrative-state';
import type { BoardSpec } from '../test/match-builder';
import { DONDOZO, KINGAMBIT, L, SEEDS, SQUIRTLE } from './cards/classic.test-helper';
import { act, table as bundledTable, damageIn, type Table, withSeeds } from './effects.test-helper';
import { openingFlips } from './manual';

/** An attack whose text no code reads: the game flips, the player states the damage, the game deals it. */
const custom = loadCardSet({
  set: { id: 'tst', name: 'Test', series: 'Test', ptcgoCode: 'TST' },
  cards: [
    {
      id: 'tst-2',
      name: 'Glowbug',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '50',
      types: ['Grass'],
      number: '2',
      abilities: [
        {
          name: 'Moonlight',
          type: 'Pokémon Power',
          text: 'Your opponent flips a coin before each attack. This power stops working while Glowbug is Asleep, Confused, or Paralyzed.',
        },
      ],
      attacks: [
        {
          name: 'Stun Spore',
          cost: ['Grass'],
          damage: '10',
          text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
        },
      ],
    },
    {
      id: 'tst-1',
      name: 'Sparkbox',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '100',
      types: ['Lightning'],
      number: '1',
      attacks: [
        {
          name: 'Odd Beam',
          cost: ['Lightning'],
          damage: '30×',
          text: 'Flip 2 coins. This attack does 30 damage times the number of heads. The moon rises.',
        },
      ],
    },
  ],
});
const registry = createCardRegistry([...Object.values(getBundledSets()), custom]);
const engine = createPokemonEngine({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });

function declare(t: Table): Table {
  return act(t, {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones['p1:active']?.cards[0]}`,
    zone: 'p1:active',
    details: { attack: 'Odd Beam' },
  });
}
const state = (t: Table, amount: string) =>
  act(t, { type: 'resolve_decision', player: 'p1', source: 'ai', choice: amount });

describe('an attack the game has no code for', () => {
  it('reads the coins its text opens with', () => {
    expect(
      openingFlips('Flip 2 coins. This attack does 30 damage times the number of heads.'),
    ).toEqual({ count: 2 });
    expect(openingFlips('Flip a coin. If heads, …')).toEqual({ count: 1 });
    expect(openingFlips('Flip a coin until you get tails. …')).toEqual({ untilTails: true });
    expect(openingFlips('Discard an Energy card.')).toBeUndefined();
  });

  it('the game flips first, then asks for the damage, naming the heads and what the printed number reads as', () => {
    const t = withSeeds(
      SEEDS,
      (seed) => declare(table({ seed, p1: { active: ['tst-1', L] }, p2: { active: [KINGAMBIT] } })),
      (x) => x.state.log.some((e) => /flipped 2 coins: heads, heads/.test(e.message)),
    );
    const d = t.state.pendingDecision;
    expect(d?.decider).toBe('p1');
    expect(d?.prompt).toContain('The game flipped for it: 2 heads.');
    expect(d?.prompt).toContain('reads as 60');
    expect(d?.options).toContain('60');
    // Nothing is dealt before the player says how much.
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('the stated damage goes through Weakness (Dondozo is weak to Lightning) before it is dealt', () => {
    const t = state(
      declare(
        table({ p1: { active: ['tst-1', L] }, p2: { active: [DONDOZO], bench: [[SQUIRTLE]] } }),
      ),
      '20',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    // The rest of the text is the player's: the effect waits for finish_effect, the turn goes on.
    expect(t.state.plugin.effects.at(-1)?.manual).toBe(true);
    expect(t.state.turn.activePlayer).toBe('p1');
    const done = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'finish_effect',
    });
    expect(done.state.turn.activePlayer).toBe('p2');
  });

  it('and through Resistance (Sandshrew resists Lightning by 30)', () => {
    const t = state(
      declare(table({ p1: { active: ['tst-1', L] }, p2: { active: ['base1-62'] } })),
      '40',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});

describe('what the state text marks as manual', () => {
  it('only the parts without code: a passive Power "not applied automatically", not the compiled attack', () => {
    const glowbug = registry.require('tst-2');
    expect(manualNotes(glowbug)).toEqual([
      'Moonlight is not applied automatically: the players apply it by hand',
    ]);
    expect(manualNotes(registry.require('tst-1'))).toEqual([
      'MANUAL attack Odd Beam: the game makes its opening flips and asks you its damage; you carry out the rest, then finish_effect',
    ]);
    expect(manualNotes(registry.require('base3-2'))).toEqual([]);
  });
});
