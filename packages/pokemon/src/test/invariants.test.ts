import type { CardInstance, GameState, Zone } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import type { PokemonState } from '../game/state';
import { pokemonInvariantViolations } from './invariants';
import { buildBoard } from './match-builder';

type State = GameState<PokemonState>;

const board = () =>
  buildBoard({
    p1: { active: ['sv1-74', 'sve-4'], bench: [['sv1-78']], hand: ['sv1-181'] },
    p2: { active: ['sv1-78'], activeCounters: { damage: 20 } },
  });

const withZone = (s: State, key: string, cards: string[]): State => ({
  ...s,
  zones: { ...s.zones, [key]: { ...(s.zones[key] as Zone), cards } },
});
const withCounters = (s: State, id: string, counters: Record<string, number>): State => ({
  ...s,
  cards: { ...s.cards, [id]: { ...(s.cards[id] as CardInstance), counters } },
});

describe('pokemonInvariantViolations', () => {
  const { engine, state } = board();
  const cards = engine.definition.cards;
  const zone = (key: string) => state.zones[key]?.cards ?? [];
  const [pawmi, energy] = zone('p1:active') as [string, string];
  const [benched] = zone('p1:bench_1') as [string];
  const [nestBall] = zone('p1:hand') as [string];
  const [wattrel] = zone('p2:active') as [string];

  it('finds nothing wrong with a sound board', () => {
    // Random games along every state: the random legal play test of the plugin.
    expect(pokemonInvariantViolations(state, cards)).toEqual([]);
  });

  it('names a card in two zones, in no zone, or in the other player’s zone', () => {
    expect(pokemonInvariantViolations(withZone(state, 'p1:discard', [nestBall]), cards)).toEqual([
      `#${nestBall} is in both p1:hand and p1:discard`,
    ]);
    expect(pokemonInvariantViolations(withZone(state, 'p1:hand', []), cards, state)).toEqual([
      `#${nestBall} is in no zone`,
    ]);
    const stolen = withZone(withZone(state, 'p1:hand', []), 'p2:hand', [nestBall]);
    expect(pokemonInvariantViolations(stolen, cards)).toEqual([`p2:hand holds #${nestBall} of p1`]);
  });

  it('names cards that appear, vanish or change owner between two states', () => {
    const { [nestBall]: _gone, ...rest } = state.cards;
    const vanished = withZone({ ...state, cards: rest }, 'p1:hand', []);
    expect(pokemonInvariantViolations(vanished, cards, state)).toEqual([`#${nestBall} vanished`]);
    expect(pokemonInvariantViolations(state, cards, vanished)).toEqual([`#${nestBall} appeared`]);
  });

  it('keeps damage in tens and on Pokémon in play, and conditions on the Active Pokémon', () => {
    expect(pokemonInvariantViolations(withCounters(state, wattrel, { damage: 25 }), cards)).toEqual(
      [`#${wattrel} has 25 damage`],
    );
    expect(
      pokemonInvariantViolations(withCounters(state, nestBall, { damage: 10 }), cards),
    ).toEqual([`#${nestBall} in p1:hand keeps 10 damage`]);
    expect(
      pokemonInvariantViolations(withCounters(state, benched, { poisoned: 1 }), cards),
    ).toEqual([`#${benched} in p1:bench_1 is poisoned`]);
    expect(pokemonInvariantViolations(withCounters(state, energy, { asleep: 1 }), cards)).toEqual([
      `#${energy} in p1:active is asleep`,
    ]);
    expect(pokemonInvariantViolations(withCounters(state, pawmi, { asleep: 1 }), cards)).toEqual(
      [],
    );
  });

  it('wants a Pokémon on top of each spot, an Active one on each side, and Knock Outs done', () => {
    const energyOnTop = withZone(state, 'p1:active', [energy, pawmi]);
    expect(pokemonInvariantViolations(energyOnTop, cards)).toEqual([
      'p1:active has no Pokémon on top',
    ]);
    const noActive = withZone(withZone(state, 'p2:active', []), 'p2:discard', [wattrel]);
    expect(pokemonInvariantViolations(withCounters(noActive, wattrel, {}), cards)).toEqual([
      'p2 has no Active Pokémon',
    ]);
    // Not while the owner is still to choose the next one.
    const promoting = { ...noActive, plugin: { ...noActive.plugin, promotions: ['p2'] } };
    expect(pokemonInvariantViolations(withCounters(promoting, wattrel, {}), cards)).toEqual([]);
    expect(pokemonInvariantViolations(withCounters(state, wattrel, { damage: 60 }), cards)).toEqual(
      ['Wattrel in p2:active has 60 damage and 60 HP'],
    );
  });

  it('checks a result against the board', () => {
    const won = (reason: string): State => ({
      ...state,
      result: { winners: ['p1'], losers: ['p2'], reason },
    });
    expect(pokemonInvariantViolations(won('p1 took their last Prize card'), cards)).toEqual([
      'p1 took their last Prize card, but 6 are left',
    ]);
    expect(pokemonInvariantViolations(won('p2 has no Pokémon left in play'), cards)).toEqual([
      'p2 has no Pokémon left in play, but p2 has Pokémon in active',
    ]);
    expect(
      pokemonInvariantViolations(
        won('p2 cannot draw a card at the start of their turn (deck out)'),
        cards,
      ),
    ).toEqual([
      'p2 cannot draw a card at the start of their turn (deck out), but p2 has 20 cards in the deck',
    ]);
    const prizes = { ...state, result: null };
    const taken = withZone(prizes, 'p1:prizes_1', []);
    expect(pokemonInvariantViolations(prizes, cards, taken)).toContainEqual(
      'p1 has more Prize cards (5 → 6)',
    );
  });
});
