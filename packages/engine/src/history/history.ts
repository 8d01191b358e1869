import type { Action } from '../actions/types';
import type { GameDefinition } from '../definition/types';
import { type EngineError, engineError } from '../errors';
import { type ExecuteResult, execute } from '../execute';
import { toStoredState } from '../state/store';
import type { GameState } from '../state/types';

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
}

/** An O(1) snapshot of a history. */
export interface Checkpoint<P = unknown> {
  readonly state: GameState<P>;
  readonly length: number;
  /** The buffer at checkpoint time; its first `length` entries never change. */
  readonly buffer: readonly Action[];
}

/** Starts a history at `initial`. */
export function createHistory<P>(initial: GameState<P>): History<P> {
  return { initial, state: initial, length: 0, buffer: [] };
}

/** Appends an executed action and the state it produced. */
export function record<P>(history: History<P>, action: Action, state: GameState<P>): History<P> {
  let buffer = history.buffer as Action[];
  // Another history already appended past our length (we branched after a restore): copy.
  if (buffer.length !== history.length) buffer = buffer.slice(0, history.length);
  buffer.push(action);
  return { initial: history.initial, state, length: history.length + 1, buffer };
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
  return { result, history: result.ok ? record(history, action, result.state) : history };
}

/** Takes a checkpoint: O(1), independent of the number of cards. */
export function checkpoint<P>(history: History<P>): Checkpoint<P> {
  return { state: history.state, length: history.length, buffer: history.buffer };
}

/** Returns to a checkpoint taken from this history (earlier or later: undo and redo both work). */
export function restore<P>(history: History<P>, cp: Checkpoint<P>): History<P> {
  return { initial: history.initial, state: cp.state, length: cp.length, buffer: cp.buffer };
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
  const r = replay(definition, initial, actions);
  if (!r.ok)
    return {
      ok: false,
      error: { ...r.error, message: `Action ${r.index} does not replay: ${r.error.message}` },
    };
  return {
    ok: true,
    value: {
      initial,
      state: r.state,
      length: actions.length,
      buffer: actions,
    },
  };
}
