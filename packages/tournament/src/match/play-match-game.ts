import {
  createMatchStore,
  type GameEvent,
  type GamePlugin,
  type MatchStore,
  type PlayerAgent,
  type PlayMatchConfig,
  playMatch,
} from '@playmat/agent/game';
import type { GameState, PlayerId } from '@playmat/engine';
import { GameFailedError } from '../errors';
import type { Entrant, GameOutcome, GameTask, PlayGame, SeatFigures } from '../types';

/**
 * Options of {@link playMatchGame}. `P` is the plugin state, `V` what a view shows of it: the
 * seat's store carries both, so a bot typed on the game's view takes it as it is.
 */
export interface PlayMatchGameOptions<P, V = unknown> {
  readonly plugin: GamePlugin<P, V>;
  /** The starting position of a game: must depend only on the task (its seed and settings). */
  readonly start: (task: GameTask) => MatchStore<P, V> | GameState<P>;
  /** The agent for `entrant` in seat `seat` (the game's player id `player`). */
  readonly player: (
    entrant: Entrant,
    seat: {
      readonly index: number;
      readonly player: PlayerId;
      readonly store: MatchStore<P, V>;
      readonly task: GameTask;
    },
  ) => PlayerAgent;
  /** Passed on to `playMatch` (turn limit, mode, prices, failure policy …). */
  readonly match?: Omit<
    PlayMatchConfig<P, V>,
    'plugin' | 'store' | 'initialState' | 'players' | 'abortSignal' | 'onEvent'
  >;
  /** Sees every event of every game. */
  readonly onEvent?: (task: GameTask, event: GameEvent) => void;
}

/**
 * A {@link PlayGame} for any `GamePlugin`: seat `i` of the task is the game's `i`-th player, and
 * the match is played with `playMatch`. Tokens, cost, tool calls and rejected calls come from
 * the match summary; each seat's acting time and turns from its phase and turn events. A match
 * that ends `failed` (a seat's model kept failing) throws `GameFailedError`.
 */
export function playMatchGame<P, V = unknown>(options: PlayMatchGameOptions<P, V>): PlayGame {
  return async (task, context) => {
    const started = performance.now();
    const begun = options.start(task);
    const store =
      'engine' in begun && 'execute' in begun
        ? (begun as MatchStore<P, V>)
        : createMatchStore(options.plugin.engine, begun as GameState<P>);
    const ids = store.state.players;
    if (ids.length !== task.entrants.length)
      throw new GameFailedError(
        `game ${task.game.index} seats ${task.entrants.length} entrants but the game has ${ids.length} players (${ids.join(', ')}).`,
      );
    const players: Record<PlayerId, PlayerAgent> = {};
    task.entrants.forEach((entrant, index) => {
      const player = ids[index]!;
      players[player] = options.player(entrant, { index, player, store, task });
    });
    const acting = new Map<PlayerId, number>();
    const turns = new Map<PlayerId, number>();
    let phaseStart = 0;
    const summary = await playMatch({
      ...options.match,
      plugin: options.plugin,
      store,
      players,
      abortSignal: context.signal,
      onEvent: (event) => {
        if (event.type === 'turn_start')
          turns.set(event.player, (turns.get(event.player) ?? 0) + 1);
        else if (event.type === 'phase_start') phaseStart = performance.now();
        else if (event.type === 'phase_end')
          acting.set(
            event.player,
            (acting.get(event.player) ?? 0) + performance.now() - phaseStart,
          );
        options.onEvent?.(task, event);
      },
    });
    if (summary.end === 'aborted') throw context.signal.reason ?? new Error('aborted');
    if (summary.end === 'failed')
      throw new GameFailedError(
        summary.reason,
        // The provider's own wait (a 429's Retry-After) paces the next try of this game.
        summary.retryAfterMs === undefined ? undefined : { retryAfterMs: summary.retryAfterMs },
      );
    const seats: SeatFigures[] = ids.map((player, index) => {
      const p = summary.perPlayer[player];
      return {
        entrant: task.entrants[index]!.id,
        inputTokens: p?.usage.inputTokens ?? 0,
        outputTokens: p?.usage.outputTokens ?? 0,
        cost: p?.cost ?? 0,
        calls: p?.toolCalls ?? 0,
        rejected: p?.rejected ?? 0,
        ...(p?.unverified ? { unverified: p.unverified } : {}),
        turns: turns.get(player) ?? 0,
        seconds: (acting.get(player) ?? 0) / 1000,
      };
    });
    const winnerSeat = summary.winner === null ? -1 : ids.indexOf(summary.winner);
    const outcome: GameOutcome = {
      winner: winnerSeat < 0 ? null : task.entrants[winnerSeat]!.id,
      end: summary.end,
      reason: summary.reason,
      turns: summary.turns,
      durationMs: performance.now() - started,
      seats,
    };
    return outcome;
  };
}
