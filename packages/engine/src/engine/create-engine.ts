import type { Action } from '../actions/types';
import type { GameDefinition } from '../definition/types';
import { type ExecuteOptions, type ExecuteResult, execute } from '../execute';
import {
  applyAction,
  type Checkpoint,
  createHistory,
  type History,
  type ReplayResult,
  type RewindResult,
  replay,
  rewind,
} from '../history';
import { createInitialState, type InitialStateOptions } from '../state/create';
import type { GameState, PlayerId } from '../state/types';
import { canSeeCard } from '../state/visibility';
import { type GameView, view } from '../view/view';

/**
 * The engine bound to one game definition. Every method is pure. `P` is the plugin state, `V`
 * what a view shows of it (see {@link GameDefinition}).
 */
export interface Engine<P = unknown, V = unknown> {
  readonly definition: GameDefinition<P, V>;
  /** Builds the initial state (zones, decks in order, plugin state, seeded PRNG). */
  createInitialState(options: InitialStateOptions): GameState<P>;
  /** Executes one action atomically (see {@link execute}). */
  execute(state: GameState<P>, action: Action, options?: ExecuteOptions): ExecuteResult<P>;
  /** What `player` may know. */
  view(state: GameState<P>, player: PlayerId): GameView<V>;
  /** Whether `player` may see card `id`. */
  canSee(state: GameState<P>, player: PlayerId, id: string): boolean;
  /** The plugin's legal (or likely-legal) actions for `player`; generic turn actions without one. */
  legalActions(state: GameState<P>, player: PlayerId): Action[];
  /** Replays actions from an initial state. */
  replay(initial: GameState<P>, actions: readonly Action[]): ReplayResult<P>;
  /** Starts a history. */
  createHistory(initial: GameState<P>): History<P>;
  /** Executes on a history's current state and records the action on success. */
  apply(history: History<P>, action: Action): { result: ExecuteResult<P>; history: History<P> };
  /** A player's take-back to a checkpoint: refused past what someone saw or chance decided. */
  rewind(history: History<P>, checkpoint: Checkpoint<P>, viewer?: PlayerId): RewindResult<P>;
}

/** Binds the engine's pure functions to a game definition. */
export function createEngine<P = unknown, V = unknown>(
  definition: GameDefinition<P, V>,
): Engine<P, V> {
  return {
    definition,
    createInitialState: (options) => createInitialState(definition, options),
    execute: (state, action, options) => execute(definition, state, action, options),
    view: (state, player) => view(definition, state, player),
    canSee: (state, player, id) => canSeeCard(state as GameState, player, id),
    legalActions: (state, player) => {
      if (state.result) return [];
      if (definition.legalActions) return definition.legalActions(state, player);
      if (state.turn.activePlayer !== player)
        return [{ type: 'concede', player, source: 'script' }];
      return [
        { type: 'end_phase', player, source: 'script' },
        { type: 'end_turn', player, source: 'script' },
        { type: 'concede', player, source: 'script' },
      ];
    },
    replay: (initial, actions) => replay(definition, initial, actions),
    createHistory: (initial) => createHistory(initial),
    apply: (history, action) => applyAction(definition, history, action),
    rewind: (history, checkpoint, viewer) => rewind(definition, history, checkpoint, viewer),
  };
}
