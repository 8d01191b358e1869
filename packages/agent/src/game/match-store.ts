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
  type PlayerId,
  type RewindRefusal,
  restore as restoreHistory,
} from '@playmat/engine';

/** An O(1) snapshot of a match; hand it back to {@link MatchStore.restore}. */
export interface MatchCheckpoint {
  /** @internal */
  readonly history: Checkpoint<unknown>;
}

/**
 * What {@link MatchStore.restore} did: went back, or refused because something was seen or
 * drawn since (see the engine's `rewind`) — then `latest` is the furthest point back it may go,
 * right after that (`undefined` when it was the last thing done).
 */
export type RestoreResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly error: RewindRefusal;
      readonly latest: MatchCheckpoint | undefined;
    };

/** Options of {@link MatchStore.restore}. */
export interface RestoreOptions {
  /** Whose take-back it is: a refusal is written for them (default: whoever the barrier binds). */
  readonly player?: PlayerId;
  /**
   * Go to the checkpoint whatever was seen or drawn since: for replays, analysis and test
   * harnesses that jump between saved points — never on a player's request.
   */
  readonly acrossBarriers?: boolean;
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
  /**
   * Returns to a snapshot taken from this store (earlier, or later along the same line of
   * play), unless that takes back what a player saw or chance decided since: a refused restore
   * changes nothing and says why.
   */
  restore(checkpoint: MatchCheckpoint, options?: RestoreOptions): RestoreResult;
  /** What {@link restore} would answer, without going anywhere. */
  canRestore(checkpoint: MatchCheckpoint, options?: RestoreOptions): RestoreResult;
  /** Listens to executions, rejections and restores; returns the unsubscribe function. */
  subscribe(listener: (event: StoreEvent) => void): () => void;
}

const OK: RestoreResult = Object.freeze({ ok: true });

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
    canRestore(cp, options = {}) {
      if (options.acrossBarriers) return OK;
      const r = engine.rewind(history, cp.history as Checkpoint<P>, options.player);
      if (r.ok) return OK;
      return {
        ok: false,
        error: r.error,
        latest: r.latest ? { history: r.latest as Checkpoint<unknown> } : undefined,
      };
    },
    restore(cp, options = {}) {
      const allowed = this.canRestore(cp, options);
      if (!allowed.ok) return allowed;
      history = restoreHistory(history, cp.history as Checkpoint<P>);
      emit({ type: 'restored', state: history.state as GameState<unknown> });
      return OK;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
