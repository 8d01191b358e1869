import {
  type Action,
  type Checkpoint,
  checkpoint as checkpointHistory,
  type Engine,
  type EngineError,
  type ExecuteOk,
  type ExecuteResult,
  type GameState,
  type History,
  restore as restoreHistory,
} from '@playmat/engine';

/** An O(1) snapshot of a match; hand it back to {@link MatchStore.restore}. */
export interface MatchCheckpoint {
  /** @internal */
  readonly history: Checkpoint<unknown>;
}

/** What a store reports to its subscribers. */
export type StoreEvent =
  | { readonly type: 'executed'; readonly action: Action; readonly result: ExecuteOk<unknown> }
  | { readonly type: 'rejected'; readonly action: Action; readonly error: EngineError }
  | { readonly type: 'restored'; readonly state: GameState<unknown> };

/**
 * Mutable holder of a match: the only place its game state changes. `P` is the plugin state,
 * `V` what a view shows of it (the engine's).
 */
export interface MatchStore<P = unknown, V = unknown> {
  readonly engine: Engine<P, V>;
  /** The current state. */
  readonly state: GameState<P>;
  /** The actions applied so far (with the initial state). */
  readonly history: History<P>;
  /** Executes and records an action; a rejected action changes nothing. */
  execute(action: Action): ExecuteResult<P>;
  /** O(1) snapshot of the current state and history. */
  checkpoint(): MatchCheckpoint;
  /** Returns to a snapshot taken from this store. */
  restore(checkpoint: MatchCheckpoint): void;
  /** Listens to executions, rejections and restores; returns the unsubscribe function. */
  subscribe(listener: (event: StoreEvent) => void): () => void;
}

/** Creates a store for a match starting at `initialState` (or continuing a history). */
export function createMatchStore<P, V = unknown>(
  engine: Engine<P, V>,
  initial: GameState<P> | History<P>,
): MatchStore<P, V> {
  let history: History<P> =
    'buffer' in initial && 'initial' in initial ? initial : engine.createHistory(initial);
  const listeners = new Set<(event: StoreEvent) => void>();
  const emit = (event: StoreEvent) => {
    for (const l of [...listeners]) l(event);
  };
  return {
    engine,
    get state() {
      return history.state;
    },
    get history() {
      return history;
    },
    execute(action) {
      const applied = engine.apply(history, action);
      history = applied.history;
      const result = applied.result;
      if (result.ok) emit({ type: 'executed', action, result: result as ExecuteOk<unknown> });
      else emit({ type: 'rejected', action, error: result.error });
      return result;
    },
    checkpoint() {
      return { history: checkpointHistory(history) as Checkpoint<unknown> };
    },
    restore(cp) {
      history = restoreHistory(history, cp.history as Checkpoint<P>);
      emit({ type: 'restored', state: history.state as GameState<unknown> });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
