import type { PlayerId } from '../state/types';

/**
 * The player `steps` seats after `from` in seating order (negative: before it, for a reversed
 * direction), passing over players `skip` says are out of play (knocked out, skipped this turn).
 * `from` itself is never passed over, so `seatAfter(players, p, 0)` is `p`. Returns `from` when
 * every other player is skipped.
 *
 * ```ts
 * turnOrder: ({ state, action }) =>
 *   seatAfter(state.players, action.player, state.plugin.reversed ? -1 : 1, (p) => out.includes(p)),
 * ```
 */
export function seatAfter(
  players: readonly PlayerId[],
  from: PlayerId,
  steps = 1,
  skip?: (player: PlayerId) => boolean,
): PlayerId {
  const n = players.length;
  const start = players.indexOf(from);
  if (start < 0) throw new RangeError(`seatAfter: "${from}" is not one of ${players.join(', ')}.`);
  const dir = steps < 0 ? -1 : 1;
  let at = start;
  // `from` is never passed over, so each step ends within one lap of the table.
  for (let left = Math.abs(steps); left > 0; ) {
    at = (((at + dir) % n) + n) % n;
    const p = players[at] as PlayerId;
    if (p === from || !skip?.(p)) left--;
  }
  return players[at] as PlayerId;
}
