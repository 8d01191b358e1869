import type { MatchStore } from '@playmat/agent/game';
import {
  type Action,
  type CardInstance,
  type Enforcement,
  type Engine,
  type GameState,
  type PlayerId,
  RngCursor,
  seedRng,
  type Zone,
} from '@playmat/engine';
import type { CardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { DeckInput } from '../game/setup';
import {
  emptyFlags,
  type PokemonRulesOptions,
  type PokemonState,
  type TurnFlags,
} from '../game/state';
import { BENCH_ZONES, PRIZE_ZONES, zoneKey } from '../game/zones';
import { createPokemonMatch, type PokemonPlugin } from '../plugin/create-pokemon-plugin';

/** One player's cards by zone, as card ids (`sv1-78`); stacks list the top card first. */
export interface PlayerBoardSpec {
  readonly active?: readonly string[];
  readonly bench?: readonly (readonly string[])[];
  readonly hand?: readonly string[];
  /** Default: 20 basic Grass Energy (`sve-1`, or another set's when it is not loaded). */
  readonly deck?: readonly string[];
  /** Face-down prize cards (default: six Basic Grass Energy). */
  readonly prizes?: readonly string[];
  readonly discard?: readonly string[];
  /** Counters on the top card of the Active Pokémon, e.g. `{ damage: 30, poisoned: 1 }`. */
  readonly activeCounters?: Readonly<Record<string, number>>;
}

/** A board to start a test from. */
export interface BoardSpec {
  readonly p1?: PlayerBoardSpec;
  readonly p2?: PlayerBoardSpec;
  /** Whose turn it is (default `p1`). */
  readonly activePlayer?: PlayerId;
  /** Plugin turn counter (default 3: past both first turns). */
  readonly gameTurn?: number;
  /** Default `main`. */
  readonly phase?: 'draw' | 'main';
  readonly enforcement?: Enforcement;
  readonly flags?: Partial<TurnFlags>;
  readonly engine?: Engine<PokemonState>;
  /** Seed of the random generator (coin flips, shuffles); default 1. */
  readonly seed?: number;
  /** The rules era (default `modern`; `base-set` plays by the 1999 rulebook). */
  readonly era?: PokemonRulesOptions['era'];
}

/**
 * The card that fills decks and Prizes when the spec names none: a basic Grass Energy of the
 * engine's cards (Scarlet & Violet's when loaded, else any set's).
 */
function fillerOf(engine: Engine<PokemonState>): string {
  const cards = engine.definition.cards as {
    getTemplate(id: string): unknown;
    byName?: (name: string) => readonly { id: string }[];
  };
  if (cards.getTemplate('sve-1')) return 'sve-1';
  const found = cards.byName?.('Grass Energy')[0] ?? cards.byName?.('Basic Grass Energy')[0];
  if (!found)
    throw new Error(
      'buildBoard: no basic Grass Energy among the cards to fill decks and Prizes with; name deck and prizes in the spec.',
    );
  return found.id;
}

/**
 * A game state in the play stage with exactly the given cards in place (a test fixture: it is
 * built directly, not by playing). Instance ids are issued in zone order; use
 * `state.zones['p1:active'].cards[0]` and friends to find them.
 */
export function buildBoard(spec: BoardSpec = {}): {
  engine: Engine<PokemonState>;
  state: GameState<PokemonState>;
} {
  const engine = spec.engine ?? createPokemonEngine();
  const players = ['p1', 'p2'];
  let cached: string | undefined;
  const filler = () => {
    cached ??= fillerOf(engine);
    return cached;
  };
  let state = engine.createInitialState({
    players,
    seed: spec.seed ?? 1,
    enforcement: spec.enforcement ?? 'strict',
  });
  const cards: Record<string, CardInstance> = {};
  const zones: Record<string, Zone> = { ...state.zones };
  let next = 1;
  const put = (player: PlayerId, name: string, ids: readonly string[]) => {
    const key = `${player}:${name}`;
    const zone = zones[key] as Zone;
    const list: string[] = [];
    for (const templateId of ids) {
      if (!engine.definition.cards.getTemplate(templateId))
        throw new Error(`buildBoard: unknown card ${templateId}`);
      const id = String(next++);
      const dv = zone.config.defaultVisibility;
      const visibility = dv === 'owner' ? { players: [player] } : dv;
      cards[id] = {
        id,
        templateId,
        owner: player,
        visibility,
        faceUp: visibility === 'public',
        orientation: 0,
        counters: {},
      };
      list.push(id);
    }
    zones[key] = { ...zone, cards: list };
  };
  for (const p of players) {
    const b = (spec[p as 'p1' | 'p2'] ?? {}) as PlayerBoardSpec;
    put(p, 'active', b.active ?? []);
    for (const [i, stack] of (b.bench ?? []).entries()) put(p, BENCH_ZONES[i] as string, stack);
    put(p, 'hand', b.hand ?? []);
    put(p, 'deck', b.deck ?? Array.from({ length: 20 }, filler));
    put(p, 'discard', b.discard ?? []);
    const prizes = b.prizes ?? Array.from({ length: 6 }, filler);
    for (const [i, t] of prizes.entries()) put(p, PRIZE_ZONES[i] as string, [t]);
    const top = zones[zoneKey(p, 'active')]?.cards[0];
    if (top && b.activeCounters)
      cards[top] = { ...(cards[top] as CardInstance), counters: { ...b.activeCounters } };
  }
  const gameTurn = spec.gameTurn ?? 3;
  state = {
    ...state,
    cards,
    zones,
    nextId: next,
    turn: {
      number: gameTurn,
      round: Math.ceil(gameTurn / 2),
      activePlayer: spec.activePlayer ?? 'p1',
      phase: spec.phase ?? 'main',
    },
    plugin: {
      ...state.plugin,
      stage: 'play',
      firstPlayer: 'p1',
      gameTurn,
      setupReady: players,
      flags: { ...emptyFlags(), drew: spec.phase !== 'draw', ...spec.flags },
      options: { era: spec.era ?? 'modern' },
    },
  };
  return { engine, state };
}

/** Options for {@link createSeededMatch}. */
export interface SeededMatchOptions {
  readonly seed?: number;
  /**
   * Decks: bundled deck ids, parsed deck lists or card ids (default: two Scarlet & Violet
   * decks). Cards of a loaded set need its `registry` (or a `plugin` made with it).
   */
  readonly decks?: Readonly<Record<'p1' | 'p2', DeckInput>>;
  readonly enforcement?: Enforcement;
  readonly placement?: 'auto' | 'agents';
  /** The cards the match is played with (default: the plugin's, else the bundled sets). */
  readonly registry?: CardRegistry;
  /** A plugin to reuse (its registry and engine). */
  readonly plugin?: PokemonPlugin;
  /** `modern` (default) or `base-set` (the 1999 rulebook). */
  readonly era?: 'modern' | 'base-set';
  /** Check deck legality (default `true`). */
  readonly checkDecks?: boolean;
}

/** A match store after automatic setup (bundled decks unless told). */
export function createSeededMatch(options: SeededMatchOptions = {}): MatchStore<PokemonState> {
  return createPokemonMatch({
    ...(options.registry ? { registry: options.registry } : {}),
    ...(options.plugin ? { plugin: options.plugin } : {}),
    ...(options.era ? { era: options.era } : {}),
    ...(options.checkDecks !== undefined ? { checkDecks: options.checkDecks } : {}),
    decks: options.decks ?? { p1: 'sv-pawmot-thunder', p2: 'sv-skeledirge-blaze' },
    seed: options.seed ?? 1,
    enforcement: options.enforcement ?? 'strict',
    placement: options.placement ?? 'auto',
  });
}

/** The state of {@link createSeededMatch}. */
export function seededState(options: SeededMatchOptions = {}): GameState<PokemonState> {
  return createSeededMatch(options).state;
}

/**
 * Plays random legal actions (from `engine.legalActions`, attacks preferred half the time) until
 * the game ends or `maxActions` ran. Returns every state passed through, the first one included.
 */
export function playRandomLegal(
  engine: Engine<PokemonState>,
  start: GameState<PokemonState>,
  seed: number,
  maxActions = 300,
): { states: GameState<PokemonState>[]; actions: Action[]; rejected: number } {
  // The engine's seeded generator: the same seed plays the same game.
  const rng = new RngCursor(seedRng(seed));
  const rand = (n: number) => rng.int(n);
  const states = [start];
  const actions: Action[] = [];
  let s = start;
  let rejected = 0;
  for (let i = 0; i < maxActions && !s.result; i++) {
    const who =
      s.pendingDecision?.decider ??
      (s.plugin.stage === 'setup'
        ? s.players.find((p) => !s.plugin.setupReady.includes(p))
        : s.turn.activePlayer);
    if (!who) break;
    const legal = engine.legalActions(s, who);
    if (legal.length === 0) break;
    const attacks = legal.filter((a) => a.type === 'declare_action' && a.kind === 'attack');
    const pick =
      attacks.length > 0 && rand(2) === 0
        ? attacks[rand(attacks.length)]
        : legal[rand(legal.length)];
    const r = engine.execute(s, pick as Action);
    if (!r.ok) {
      rejected++;
      const end = engine.execute(s, { type: 'end_turn', player: who, source: 'ai' });
      if (!end.ok) break;
      s = end.state;
    } else s = r.state;
    actions.push(pick as Action);
    states.push(s);
  }
  return { states, actions, rejected };
}
