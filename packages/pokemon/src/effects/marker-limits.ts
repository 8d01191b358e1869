import type { Action, GameState, PlayerId } from '@playmat/engine';
import { isEnergy, isPokemon } from '../cards/card-helpers';
import { type Cards, cardOf } from '../game/board';
import type { PokemonState } from '../game/state';
import { zoneKey, zoneOwnerOf } from '../game/zones';
import { markersOf } from './markers';

/**
 * The part of a card effect's actions that lasting effects let happen: "if the effect of an
 * attack, Pokémon Power, or Trainer card would change that player's Active Pokémon, that part
 * of the effect does nothing" (Jaw Clamp), and "your opponent can't attach Energy cards to the
 * Defending Pokémon" (Crystal Beam). The rest of the effect still happens.
 */
export function actionsMarkersAllow(
  cards: Cards,
  state: GameState<PokemonState>,
  actions: readonly Action[],
  /** The player whose effect it is. */
  player: PlayerId,
): Action[] {
  const held = new Set(
    state.players.filter((pl) => {
      const top = state.zones[zoneKey(pl, 'active')]?.cards[0];
      return top !== undefined && markersOf(state, 'stays-active', top).length > 0;
    }),
  );
  const closed = (zone: string | undefined) => {
    const top = zone ? state.zones[zone]?.cards[0] : undefined;
    return top !== undefined && markersOf(state, 'no-energy-attach', top).length > 0;
  };
  const heldActive = (zone: string | undefined) =>
    zone?.endsWith(':active') === true && held.has(zoneOwnerOf(zone) ?? '');
  const idOf = (ref: string) => (ref.startsWith('#') ? ref.slice(1) : ref);
  const isPokemonCard = (ref: string) => {
    const card = cardOf(cards, state, idOf(ref));
    return card !== undefined && isPokemon(card);
  };
  // The held Active Spots an action would give another Pokémon, or take the Pokémon from.
  const changes = (a: Action): string[] => {
    if (a.type === 'swap_card_stacks') return [a.a, a.b].filter(heldActive);
    if (a.type === 'move_card_stack') return heldActive(a.from) ? [a.from] : [];
    if (a.type === 'move_card' && heldActive(a.from) && isPokemonCard(a.card))
      return [a.from as string];
    return [];
  };
  // That part of the effect does nothing: every move into or out of those spots is dropped.
  const untouchable = new Set(actions.flatMap(changes));
  const touches = (a: Action) =>
    [
      'from' in a ? a.from : undefined,
      'to' in a ? a.to : undefined,
      'a' in a ? a.a : undefined,
      'b' in a ? a.b : undefined,
    ].some((z) => typeof z === 'string' && untouchable.has(z));
  return actions.filter((a) => {
    if (touches(a)) return false;
    if (a.type !== 'move_card') return true;
    const card = cardOf(cards, state, idOf(a.card));
    const attaching = a.position === 'bottom' && card !== undefined && isEnergy(card);
    return !(attaching && closed(a.to) && zoneOwnerOf(a.to) === player);
  });
}
