import type { Action, ActionType } from '../actions/types';
import type { GameDefinition } from '../definition/types';
import type { EngineEvent } from '../execute';
import { cardName } from '../names';
import { cardOf } from '../state/store';
import type { GameState, InstanceId, PlayerId } from '../state/types';
import { canSee } from '../state/visibility';

/**
 * A top-level action a player's rewind may not go back past (as online card clients treat
 * undo): it showed that player hidden cards, chance decided something, or another player made a
 * move of their own (an answer to a choice). What a player has seen or drawn, what chance
 * decided and what others chose stays.
 */
export interface Barrier {
  /** The action's index in the history: a checkpoint of this length or less is before it. */
  readonly index: number;
  /** The turn it happened in. */
  readonly turn: number;
  /** Who took the top-level action. */
  readonly player: PlayerId;
  readonly action: ActionType;
  /**
   * `shown`: hidden cards were shown to the player; `chance`: an outcome of the generator;
   * `move`: another player's own move.
   */
  readonly kind: 'shown' | 'chance' | 'move';
  /** What happened, naming players and zones by id: `it showed p1 p2's hand`. */
  readonly what: string;
  /** The card played or used, whose effect it was, when there is one. */
  readonly card?: InstanceId;
}

/** Each player's latest barrier. */
export type Barriers = Readonly<Record<PlayerId, Barrier>>;

/**
 * The point right after a barrier: the state, the history's length and the barriers there. Kept
 * beside each barrier (a barrier never changes, nor the point after it) for {@link rewind}.
 */
export interface BarrierPoint<P = unknown> {
  readonly state: GameState<P>;
  readonly length: number;
  readonly barriers: Barriers;
}

const points = new WeakMap<Barrier, BarrierPoint<unknown>>();

/** Notes the point right after the barriers one action set. */
export function notePoint<P>(
  barriers: Barriers,
  before: Barriers | undefined,
  point: BarrierPoint<P>,
): void {
  for (const p in barriers) {
    const b = barriers[p] as Barrier;
    if (b !== before?.[p]) points.set(b, point as BarrierPoint<unknown>);
  }
}

/**
 * The barriers after one more action: each player its action's barrier events name gets a new
 * one (what was shown to them before an outcome of chance: it says more), and a player's own
 * move (not the game's bookkeeping, source `script`) binds every other player. Unchanged when
 * the action set none (the same object, so checkpoints share it).
 */
export function withBarriers(
  barriers: Barriers | undefined,
  before: GameState,
  action: Action,
  events: readonly EngineEvent[],
  index: number,
): Barriers | undefined {
  let next: Record<PlayerId, Barrier> | undefined;
  const set = (p: PlayerId, kind: Barrier['kind'], what: string, card?: InstanceId) => {
    const already = next?.[p];
    // One action, one barrier per player: the first of what it showed them, else the rest.
    if (
      already !== undefined &&
      already.index === index &&
      (already.kind === 'shown' || kind !== 'shown')
    )
      return;
    next ??= { ...barriers };
    const turn = before.turn.number;
    const player = action.player;
    // Written out, not `...{ card }`: a spread is one of V8's slow paths (Node 20).
    next[p] =
      card === undefined
        ? { index, turn, player, action: action.type, kind, what }
        : { index, turn, player, action: action.type, kind, what, card };
  };
  for (const e of events)
    if (e.type === 'barrier') for (const p of e.players) set(p, e.kind, e.what, e.card);
  if (action.source !== 'script') {
    const what =
      action.type === 'resolve_decision'
        ? `${action.player} made a choice`
        : `${action.player} made a move`;
    for (const p of before.players) if (p !== action.player) set(p, 'move', what);
  }
  return next ?? barriers;
}

/**
 * The barrier of `viewer` a return from `from` to `to` would take back, or `undefined` when `to`
 * keeps it. A point keeps a barrier when it holds that very barrier: it came after it, on the
 * same line of play. Without a viewer (a host going back for everyone) every player's barriers
 * count, and the latest crossed one is named.
 */
export function crossedBarrier(
  from: { readonly barriers?: Barriers },
  to: { readonly barriers?: Barriers },
  viewer?: PlayerId,
): Barrier | undefined {
  if (viewer !== undefined) {
    const b = from.barriers?.[viewer];
    return b === undefined || to.barriers?.[viewer] === b ? undefined : b;
  }
  let latest: Barrier | undefined;
  for (const p in from.barriers) {
    const b = from.barriers[p] as Barrier;
    if (to.barriers?.[p] !== b && (latest === undefined || b.index > latest.index)) latest = b;
  }
  return latest;
}

/** Why a rewind was refused, for the player who asked. */
export interface RewindRefusal {
  readonly code: 'REWIND_BARRIER';
  /** `You cannot take back Lass: it showed p1 p2's hand.` */
  readonly message: string;
  /** Where the furthest legal point is. */
  readonly hints: readonly string[];
  readonly barrier: Barrier;
}

/**
 * Words for a barrier, for `viewer`: what cannot be taken back (the card by name when `viewer`
 * may see it now or played it, else the action) and what it did.
 */
export function barrierMessage(
  definition: GameDefinition<unknown>,
  state: GameState<unknown>,
  barrier: Barrier,
  viewer: PlayerId,
): string {
  const card = barrier.card === undefined ? undefined : cardOf(state as GameState, barrier.card);
  const named =
    card !== undefined &&
    (canSee(card, viewer) || (barrier.player === viewer && card.owner === viewer));
  const label = named
    ? cardName(definition.cards, card)
    : `${barrier.player}'s ${barrier.action.replaceAll('_', ' ')} in turn ${barrier.turn}`;
  return `You cannot take back ${label}: ${barrier.what}.`;
}

/**
 * The refusal of a return from `from` to `to` that would cross a barrier, in `viewer`'s words,
 * and the point right after that barrier (`undefined` when it is where `from` is now).
 */
export function rewindRefusal<P>(
  definition: GameDefinition<unknown>,
  from: { readonly state: GameState<P>; readonly barriers?: Barriers },
  to: { readonly barriers?: Barriers },
  viewer?: PlayerId,
): { error: RewindRefusal; after: BarrierPoint<P> | undefined } | undefined {
  const barrier = crossedBarrier(from, to, viewer);
  if (barrier === undefined) return undefined;
  const point = points.get(barrier) as BarrierPoint<P> | undefined;
  const after = point?.state === from.state ? undefined : point;
  return {
    error: {
      code: 'REWIND_BARRIER',
      message: barrierMessage(
        definition,
        from.state as GameState,
        barrier,
        viewer ?? barrier.player,
      ),
      hints: [
        after === undefined
          ? 'It was the last thing done: there is nothing since it to take back.'
          : 'The furthest back you can go is just after it.',
      ],
      barrier,
    },
    after,
  };
}
