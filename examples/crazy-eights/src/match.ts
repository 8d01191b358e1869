import { createMatchStore, type MatchStore } from '@playmat/agent/game';
import {
  type Action,
  createEngine,
  type Enforcement,
  type Engine,
  type PlayerId,
} from '@playmat/engine';
import { CARDS } from './cards';
import { type EightsState, eightsDefinition, ZONES } from './definition';

/** The engine bound to the Crazy Eights definition. */
export const eightsEngine: Engine<EightsState, EightsState> = createEngine(eightsDefinition);

/** Options of {@link createEightsMatch}. */
export interface EightsMatchOptions {
  /** Seating order (default `['p1', 'p2']`). */
  readonly players?: readonly PlayerId[];
  /** Seed of the shuffle (same seed, same deal). */
  readonly seed?: number | string;
  /** Cards dealt to each player (default 7 for two players, 5 for more). */
  readonly handSize?: number;
  /** Rule enforcement (default `strict`; `lenient` turns the soft rule into a warning). */
  readonly enforcement?: Enforcement;
}

/**
 * A new match, dealt and ready for the first player: the stock is shuffled, each player draws
 * a hand, and the top card of the stock is turned face up to start the discard pile.
 */
export function createEightsMatch(
  options: EightsMatchOptions = {},
): MatchStore<EightsState, EightsState> {
  const players = options.players ?? ['p1', 'p2'];
  const handSize = options.handSize ?? (players.length === 2 ? 7 : 5);
  const state = eightsEngine.createInitialState({
    players,
    seed: options.seed ?? 1,
    enforcement: options.enforcement ?? 'strict',
    sharedCards: { [ZONES.stock]: CARDS.map((c) => c.id) },
  });
  const store = createMatchStore(eightsEngine, state);
  const dealer = players[0] as PlayerId;
  const deal: Action[] = [
    { type: 'shuffle', player: dealer, source: 'script', zone: ZONES.stock },
    ...players.map((p): Action => ({ type: 'draw', player: p, source: 'script', count: handSize })),
    // The starter: the top card of the stock, face up on the discard pile.
    {
      type: 'move_card_stack',
      player: dealer,
      source: 'script',
      from: ZONES.stock,
      to: ZONES.discard,
      count: 1,
    },
  ];
  for (const action of deal) {
    const result = store.execute(action);
    if (!result.ok) throw new Error(`Dealing failed: ${result.error.message}`);
  }
  return store;
}
