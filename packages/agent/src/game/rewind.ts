import type { RestoreRefused } from '../run-agent';
import { markData } from './card-data';
import type { RestoreResult } from './match-store';
import type { GameToolContext } from './tool-context';

/**
 * A refused restore of the match store as the runtime's rewind reads it: why, in the seat's
 * words ("You cannot take back Lass: it showed you your opponent's hand."), and the furthest
 * point back it may go instead, when that is not where the match is now.
 */
export function restoreRefusal<P>(
  ctx: GameToolContext<P>,
  result: RestoreResult,
): RestoreRefused | undefined {
  if (result.ok) return undefined;
  return {
    refused: true,
    reason: markData(ctx, ctx.localize([result.error.message, ...result.error.hints].join(' '))),
    ...(result.latest ? { fallback: result.latest } : {}),
  };
}
