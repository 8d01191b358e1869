import type { GameState, InstanceId } from '@playmat/engine';
import type { EnergyType, PokemonSupertypeCard } from '../cards/types';
import type { PokemonState } from '../game/state';
import { markerHolds } from './markers';

/**
 * Type changes (Venomoth's Shift, Lanturn's Submerge, Smeargle's Paint; Porygon2's Energy
 * Converter for an Energy card): one lasting `type-change` marker on the Pokémon, read where
 * the board reads a Pokémon in play (`pokemonIn`), so that everything reading its type —
 * Weakness and Resistance, "Water Pokémon", "Pokémon of that type" — sees the type it has now.
 * How long it lasts is the marker's: `until` (a turn, or while in play), `holder` (while the
 * Power's Pokémon works), `onStack` (a counter that stays through evolving).
 */

/** The type a `type-change` marker on any card of this stack gives it now (the latest), if any. */
export function changedTypeOf(
  state: GameState<PokemonState>,
  stack: readonly InstanceId[],
): EnergyType | undefined {
  const markers = state.plugin?.markers;
  if (!markers || markers.length === 0) return undefined;
  const m = markers.findLast(
    (x) =>
      x.kind === 'type-change' &&
      x.type !== undefined &&
      x.card !== undefined &&
      stack.includes(x.card) &&
      markerHolds(state, x),
  );
  return m?.type;
}

/** The Energy type a marker makes an attached Energy card provide now (Energy Converter), if any. */
export function changedEnergyTypeOf(
  state: GameState<PokemonState>,
  card: InstanceId,
): EnergyType | undefined {
  const markers = state.plugin?.markers;
  if (!markers || markers.length === 0) return undefined;
  return markers.findLast(
    (x) =>
      x.kind === 'energy-type' && x.card === card && x.type !== undefined && markerHolds(state, x),
  )?.type;
}

const views = new WeakMap<PokemonSupertypeCard, Map<EnergyType, PokemonSupertypeCard>>();

/** The card as it reads with its type changed to `type` (the same object for the same pair). */
export function withType(card: PokemonSupertypeCard, type: EnergyType): PokemonSupertypeCard {
  if (card.types.length === 1 && card.types[0] === type) return card;
  const byType = views.get(card) ?? new Map<EnergyType, PokemonSupertypeCard>();
  views.set(card, byType);
  const hit = byType.get(type);
  if (hit) return hit;
  const view = { ...card, types: [type] };
  byType.set(type, view);
  return view;
}
