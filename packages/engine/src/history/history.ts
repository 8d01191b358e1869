import type { Action } from '../actions/types';
import type { GameDefinition } from '../definition/types';
import { type EngineError, engineError } from '../errors';
import { type EngineEvent, type ExecuteResult, execute } from '../execute';
import { toStoredState } from '../state/store';
import type { GameState, PlayerId } from '../state/types';
import {
  type Barriers,
  notePoint,
  type RewindRefusal,
  rewindRefusal,
  withBarriers,
} from './barriers';

/**
 * A game in progress: the initial state, the current state and the log of top-level actions.
 * Immutable; appending shares the action buffer, so recording is O(1) amortised and a
 * checkpoint is just a reference plus a length.
 */
export interface History<P = unknown> {
  readonly initial: GameState<P>;
  readonly state: GameState<P>;
  /** Number of actions in this history. */
  readonly length: number;
  /** Shared append-only buffer; only the first `length` entries belong to this history. */
  readonly buffer: readonly Action[];
  /** Each player's latest barrier: what their rewind may not take back (see {@link rewind}). */
  readonly barriers?: Barriers;
}

/** An O(1) snapshot of a history. */
export interface Checkpoint<P = unknown> {
  readonly state: GameState<P>;
  readonly length: number;
  /** The buffer at checkpoint time; its first `length` entries never change. */
  readonly buffer: readonly Action[];
  readonly barriers?: Barriers;
}

/** Starts a history at `initial`. */
export function createHistory<P>(initial: GameState<P>): History<P> {
  return { initial, state: initial, length: 0, buffer: [] };
}

/**
 * Appends an executed action and the state it produced. `events` (the action's, from
 * `execute`) carry the barriers it set: pass them, or the history cannot refuse a rewind past
 * them.
 */
export function record<P>(
  history: History<P>,
  action: Action,
  state: GameState<P>,
  events: readonly EngineEvent[] = [],
): History<P> {
  let buffer = history.buffer as Action[];
  // Another history already appended past our length (we branched after a restore): copy.
  if (buffer.length !== history.length) buffer = buffer.slice(0, history.length);
  buffer.push(action);
  const length = history.length + 1;
  const barriers = withBarriers(history.barriers, history.state, action, events, history.length);
  const next: History<P> = { initial: history.initial, state, length, buffer };
  if (barriers === history.barriers || barriers === undefined) return carry(next, history);
  notePoint(barriers, history.barriers, { state, length, barriers });
  return { initial: history.initial, state, length, buffer, barriers };
}

/** A history or checkpoint with the barriers of `from`. */
function carry<P, H extends History<P> | Checkpoint<P>>(
  target: H,
  from: { readonly barriers?: Barriers },
): H {
  // The new key first: a spread followed by a new key is one of V8's slow paths (Node 20).
  return from.barriers === undefined ? target : { barriers: from.barriers, ...target };
}

/** The actions of a history, oldest first (a fresh array). */
export function historyActions<P>(history: History<P>): Action[] {
  return history.buffer.slice(0, history.length);
}

/** Executes an action on the current state and records it when it succeeds. */
export function applyAction<P>(
  definition: GameDefinition<P>,
  history: History<P>,
  action: Action,
): { result: ExecuteResult<P>; history: History<P> } {
  const result = execute(definition, history.state, action);
  return {
    result,
    history: result.ok ? record(history, action, result.state, result.events) : history,
  };
}

/** Takes a checkpoint: O(1), independent of the number of cards. */
export function checkpoint<P>(history: History<P>): Checkpoint<P> {
  return carry({ state: history.state, length: history.length, buffer: history.buffer }, history);
}

/**
 * Returns to a checkpoint taken from this history (earlier or later), whatever was seen or
 * drawn since: for replays, analysis and tests that jump between saved points. A player's
 * take-back goes through {@link rewind}, which never crosses a barrier.
 */
export function restore<P>(history: History<P>, cp: Checkpoint<P>): History<P> {
  return carry(
    { initial: history.initial, state: cp.state, length: cp.length, buffer: cp.buffer },
    cp,
  );
}

/** The outcome of {@link rewind}. */
export type RewindResult<P = unknown> =
  | { readonly ok: true; readonly history: History<P> }
  | {
      readonly ok: false;
      /** The very same history. */
      readonly history: History<P>;
      readonly error: RewindRefusal;
      /**
       * The furthest point back a rewind may go (right after the barrier), or `undefined` when
       * the barrier is the last thing in the history.
       */
      readonly latest: Checkpoint<P> | undefined;
    };

/**
 * A player's take-back: returns to a checkpoint of this history unless that would cross a
 * barrier — an action that showed some player hidden cards or used chance. A refused rewind
 * changes nothing and says, in `viewer`'s words, what cannot be taken back and where the
 * furthest legal point is (`latest`, right after it). Going forward again (redo along the same
 * line of play) is always allowed.
 */
export function rewind<P>(
  definition: GameDefinition<P>,
  history: History<P>,
  cp: Checkpoint<P>,
  viewer?: PlayerId,
): RewindResult<P> {
  const refused = rewindRefusal(definition as GameDefinition<unknown>, history, cp, viewer);
  if (refused === undefined) return { ok: true, history: restore(history, cp) };
  const after = refused.after;
  // The buffer's first `length` entries are that point's: it is on this line of play.
  const latest =
    after === undefined
      ? undefined
      : carry({ state: after.state, length: after.length, buffer: history.buffer }, after);
  return { ok: false, history, error: refused.error, latest };
}

/** Replay outcome. `index` is the failing action's index. */
export type ReplayResult<P = unknown> =
  | { readonly ok: true; readonly state: GameState<P> }
  | {
      readonly ok: false;
      readonly state: GameState<P>;
      readonly index: number;
      readonly error: EngineError;
    };

/** Replays actions from an initial state; deterministic because the PRNG state is in the state. */
export function replay<P>(
  definition: GameDefinition<P>,
  initial: GameState<P>,
  actions: readonly Action[],
): ReplayResult<P> {
  let state = initial;
  for (let i = 0; i < actions.length; i++) {
    const r = execute(definition, state, actions[i] as Action);
    if (!r.ok) return { ok: false, state, index: i, error: r.error };
    state = r.state;
  }
  return { ok: true, state };
}

/** Serialises a state (plain JSON). */
export function serializeState(state: GameState): string {
  return JSON.stringify(state);
}

/** Parse outcome. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: EngineError };

function looksLikeState(v: unknown): v is GameState {
  if (v === null || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    s.version === 1 &&
    Array.isArray(s.players) &&
    typeof s.cards === 'object' &&
    typeof s.zones === 'object' &&
    Array.isArray(s.rng) &&
    typeof s.turn === 'object'
  );
}

/** A parsed state in the engine's stored form; a state saved before rounds were counted starts at round 1. */
function fromJson<P>(state: GameState<P>): GameState<P> {
  const turn = state.turn;
  const counted =
    typeof turn.round === 'number' ? state : { ...state, turn: { ...turn, round: 1 } };
  return toStoredState(counted);
}

/** Parses a serialised state, checking its shape. */
export function deserializeState<P = unknown>(text: string): Parsed<GameState<P>> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      error: engineError('INVALID_ACTION', `Not JSON: ${(e as Error).message}.`, []),
    };
  }
  if (!looksLikeState(v))
    return {
      ok: false,
      error: engineError('INVALID_ACTION', 'This JSON is not a Playmat game state (version 1).', [
        'Pass the output of serializeState.',
      ]),
    };
  return { ok: true, value: fromJson(v as GameState<P>) };
}

/** Serialises a history as `{ format, version, initial, actions }`. */
export function serializeHistory(history: History): string {
  return JSON.stringify({
    format: 'playmat-history',
    version: 1,
    initial: history.initial,
    actions: historyActions(history),
  });
}

/** Parses a serialised history and replays it to rebuild the current state. */
export function deserializeHistory<P = unknown>(
  definition: GameDefinition<P>,
  text: string,
): Parsed<History<P>> {
  let v: { format?: unknown; initial?: unknown; actions?: unknown };
  try {
    v = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      error: engineError('INVALID_ACTION', `Not JSON: ${(e as Error).message}.`, []),
    };
  }
  if (v?.format !== 'playmat-history' || !looksLikeState(v.initial) || !Array.isArray(v.actions))
    return {
      ok: false,
      error: engineError('INVALID_ACTION', 'This JSON is not a Playmat history.', [
        'Pass the output of serializeHistory.',
      ]),
    };
  const actions = v.actions as Action[];
  const initial = fromJson(v.initial as GameState<P>);
  // Recorded again action by action, so the barriers are known as they were.
  let history = createHistory(initial);
  for (let i = 0; i < actions.length; i++) {
    const r = execute(definition, history.state, actions[i] as Action);
    if (!r.ok)
      return {
        ok: false,
        error: { ...r.error, message: `Action ${i} does not replay: ${r.error.message}` },
      };
    history = record(history, actions[i] as Action, r.state, r.events);
  }
  return { ok: true, value: history };
}
