import { ACTION_TYPES, type Action, type ActionType } from '../actions/types';
import { createCardRegistry, type GameDefinition } from '../definition';
import { createEngine, type Engine } from '../engine';
import { cardName } from '../names';
import type { InitialStateOptions } from '../state/create';
import type { GameState, InstanceId, PlayerId, ZoneKey } from '../state/types';

/** A test card template. */
export interface TestCard {
  readonly id: string;
  readonly name: string;
  readonly kind: 'creature' | 'item' | 'energy';
}

/**
 * Card templates of the test game. Ids are distinctive (`tpl-…`) so a test can search a JSON
 * view for them; names include a shared prefix ("Ember Fox" / "Ember Fox Alpha") and
 * near-misses for name-resolution tests.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { id: 'tpl-ember-fox', name: 'Ember Fox', kind: 'creature' },
  { id: 'tpl-ember-fox-alpha', name: 'Ember Fox Alpha', kind: 'creature' },
  { id: 'tpl-tide-turtle', name: 'Tide Turtle', kind: 'creature' },
  { id: 'tpl-stone-golem', name: 'Stone Golem', kind: 'creature' },
  { id: 'tpl-potion', name: 'Potion', kind: 'item' },
  { id: 'tpl-energy-orb', name: 'Energy Orb', kind: 'energy' },
  { id: 'tpl-shadow-lynx', name: 'Shadow Lynx', kind: 'creature' },
  { id: 'tpl-arena', name: 'Sky Arena', kind: 'item' },
];

/** The test game's zones: deck, hand, board (cap 5), discard, prizes (face down); shared stadium (cap 1) and staging. */
export const testGameDefinition: GameDefinition = {
  name: 'test-game',
  cards: createCardRegistry(TEST_CARDS),
  zones: {
    perPlayer: [
      { name: 'deck', ordered: true, defaultVisibility: 'hidden', shuffleable: true },
      { name: 'hand', ordered: false, defaultVisibility: 'owner' },
      { name: 'board', ordered: true, defaultVisibility: 'public', capacity: 5 },
      { name: 'discard', ordered: true, defaultVisibility: 'public', shuffleable: true },
      {
        name: 'prizes',
        ordered: true,
        defaultVisibility: 'hidden',
        capacity: 6,
        countVisibility: 'public',
      },
    ],
    shared: [
      { name: 'stadium', ordered: false, defaultVisibility: 'public', capacity: 1 },
      { name: 'staging', ordered: true, defaultVisibility: 'public' },
    ],
  },
  phases: ['draw', 'main'],
};

/** A deterministic deck of `size` template ids cycling through {@link TEST_CARDS}. */
export function testDeck(size = 20, offset = 0): string[] {
  return Array.from(
    { length: size },
    (_, i) => (TEST_CARDS[(i + offset) % TEST_CARDS.length] as TestCard).id,
  );
}

/** Options for {@link createTestGame}. */
export interface TestGameOptions extends Partial<InitialStateOptions> {
  readonly deckSize?: number;
  /** Extra definition fields (rules, post-hooks…) merged over {@link testGameDefinition}. */
  readonly definition?: Partial<GameDefinition>;
}

/** An engine for the test game plus an initial state (default players p1, p2; 20-card decks). */
export function createTestGame(options: TestGameOptions = {}): {
  engine: Engine;
  state: GameState;
} {
  const engine = createEngine({ ...testGameDefinition, ...options.definition });
  const players = options.players ?? ['p1', 'p2'];
  const decks =
    options.decks ??
    Object.fromEntries(players.map((p, i) => [p, testDeck(options.deckSize ?? 20, i)]));
  const state = engine.createInitialState({ ...options, players, decks, seed: options.seed ?? 1 });
  return { engine, state };
}

/** Executes actions in order and throws (with the error) on the first rejection. */
export function runActions(engine: Engine, state: GameState, list: readonly Action[]): GameState {
  let s = state;
  for (const a of list) {
    const r = engine.execute(s, a);
    if (!r.ok) throw new Error(`${a.type} failed: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Card ids in a zone, top first. */
export function zoneIds(state: GameState, zone: ZoneKey): InstanceId[] {
  return [...(state.zones[zone]?.cards ?? [])];
}

/** Card names in a zone, top first. */
export function zoneNames(engine: Engine, state: GameState, zone: ZoneKey): string[] {
  return zoneIds(state, zone).map((id) =>
    cardName(engine.definition.cards, state.cards[id] as GameState['cards'][string]),
  );
}

/** Every action type except the game-ending ones, so random sequences stay long. */
const RANDOM_TYPES: readonly ActionType[] = ACTION_TYPES.filter(
  (t) => t !== 'concede' && t !== 'declare_victory',
);

/**
 * Builds a random (often valid, sometimes invalid) action for property tests in any package.
 * `pick(n)` must return an integer in `[0, n)` — wire it to fast-check or any PRNG.
 * Game-ending actions are left out so sequences stay long.
 */
export function randomAction(state: GameState, pick: (n: number) => number): Action {
  const one = <T>(xs: readonly T[]): T => xs[pick(xs.length)] as T;
  const player: PlayerId = pick(10) < 7 ? state.turn.activePlayer : one(state.players);
  const zoneKeys = Object.keys(state.zones);
  const zone =
    pick(4) === 0
      ? one(zoneKeys)
      : one(zoneKeys.filter((k) => k.startsWith(`${player}:`) || !k.includes(':')));
  const cardsIn = state.zones[zone]?.cards ?? [];
  const card =
    cardsIn.length > 0 && pick(5) > 0
      ? `#${one(cardsIn)}`
      : one(TEST_CARDS).name.slice(0, 1 + pick(8));
  const count = pick(5);
  const base = { player, source: 'script' as const };
  const type = one(RANDOM_TYPES);
  switch (type) {
    case 'draw':
      return { ...base, type, count: count || 1 };
    case 'move_card':
      return {
        ...base,
        type,
        card,
        from: zone,
        to: one(zoneKeys),
        position: one(['top', 'bottom', 1, 2] as const),
      };
    case 'move_card_stack':
      return { ...base, type, from: zone, to: one(zoneKeys), count: count || 1 };
    case 'place_on_zone':
      return {
        ...base,
        type,
        cards: [card],
        from: zone,
        to: one(zoneKeys),
        position: one(['top', 'bottom'] as const),
      };
    case 'shuffle':
      return { ...base, type, zone };
    case 'search_zone':
      return { ...base, type, zone };
    case 'peek':
      return { ...base, type, zone, count: count || 1, from: one(['top', 'bottom'] as const) };
    case 'rearrange_zone': {
      const n = Math.min(cardsIn.length, count || 1);
      const order = cardsIn
        .slice(0, n)
        .map((id) => `#${id}`)
        .reverse();
      return { ...base, type, zone, count: n || 1, order };
    }
    case 'flip_card':
      return { ...base, type, card, zone };
    case 'set_visibility':
      return { ...base, type, card, zone, visibility: one(['public', 'hidden', 'owner'] as const) };
    case 'set_orientation':
      return { ...base, type, card, zone, orientation: one([0, 90, 180, 270] as const) };
    case 'add_counter':
      return { ...base, type, card, zone, counter: 'damage', amount: count || 1 };
    case 'remove_counter':
      return { ...base, type, card, zone, counter: 'damage', amount: count || 1 };
    case 'set_counter':
      return { ...base, type, card, zone, counter: 'damage', value: count };
    case 'coin_flip':
      return { ...base, type, count: count || 1 };
    case 'dice_roll':
      return { ...base, type, count: count || 1 };
    case 'reveal':
      return { ...base, type, cards: [card], zone };
    case 'reveal_hand':
      return { ...base, type, to: [one(state.players)] };
    case 'mulligan':
      return { ...base, type };
    case 'swap_card_stacks':
      return { ...base, type, a: zone, b: one(zoneKeys) };
    case 'declare_action':
      return { ...base, type, kind: 'attack' };
    case 'create_decision':
      return { ...base, type, decider: one(state.players), prompt: 'Pick', options: ['a', 'b'] };
    case 'resolve_decision':
      return { ...base, type, choice: one(['a', 'b', 'c']) };
    case 'end_phase':
      return { ...base, type };
    default:
      return { ...base, type: 'end_turn' };
  }
}
