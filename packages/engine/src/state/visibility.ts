import { cardOf } from './store';
import type { CardInstance, GameState, PlayerId, Visibility, Zone } from './types';

/** Whether `player` may see the identity of `card`. */
export function canSee(card: CardInstance, player: PlayerId): boolean {
  const v = card.visibility;
  if (v === 'public') return true;
  if (v === 'hidden') return false;
  return v.players.includes(player);
}

/** Whether `player` may see the card with id `id` in `state` (false for unknown ids). */
export function canSeeCard(state: GameState, player: PlayerId, id: string): boolean {
  const card = cardOf(state, id);
  return card !== undefined && canSee(card, player);
}

/** The concrete visibility a card gets on entering `zone`. */
export function resolveDefaultVisibility(zone: Zone, cardOwner: PlayerId): Visibility {
  const d = zone.config.defaultVisibility;
  if (d === 'owner') return { players: [zone.owner ?? cardOwner] };
  return d;
}

/** Two visibilities mean the same thing. */
export function sameVisibility(a: Visibility, b: Visibility): boolean {
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string') return false;
  if (a.players.length !== b.players.length) return false;
  return a.players.every((p) => b.players.includes(p));
}
