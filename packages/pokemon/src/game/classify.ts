import type { Action, ActionTargets, GameState } from '@playmat/engine';
import {
  evolvesOnto,
  isBasicPokemon,
  isEnergy,
  isPokemon,
  playedAsPokemon,
} from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { evolvesByPower } from '../effects/markers';
import { isAttachedTrainer } from './attachments';
import { type Cards, cardOf } from './board';
import type { PokemonState } from './state';
import { isInPlayZone, zoneNameOf, zoneOwnerOf } from './zones';

/** What a single-card move means in Pokémon terms. */
export type MoveMeaning =
  | 'attach_energy'
  | 'play_basic'
  | 'evolve'
  | 'attach_tool'
  | 'card_onto_field'
  | 'into_stadium'
  | 'other';

/** A classified `move_card`: the card, its zones, and what playing it there means. */
export interface ClassifiedMove {
  readonly meaning: MoveMeaning;
  readonly id: string;
  readonly card: PokemonCard;
  readonly from: string;
  readonly to: string;
  /** The target zone was empty before the move. */
  readonly toEmpty: boolean;
  /** From the mover's own hand. */
  readonly fromHand: boolean;
}

/**
 * Classifies a `move_card` (the way Energy, Pokémon, evolutions and Tools reach the field).
 * Moves inside the field (between in-play zones) count as `other`: rules leave them to effects.
 */
export function classifyMove(
  cards: Cards,
  state: GameState,
  action: Action,
  targets: ActionTargets,
): ClassifiedMove | undefined {
  if (action.type !== 'move_card') return undefined;
  const id = targets.cards[0];
  const from = targets.from;
  const to = targets.to;
  if (id === undefined || from === undefined || to === undefined) return undefined;
  const card = cardOf(cards, state, id);
  if (card === undefined) return undefined;
  const toEmpty = (state.zones[to]?.cards.length ?? 0) === 0;
  const fromHand = zoneNameOf(from) === 'hand' && zoneOwnerOf(from) === action.player;
  const base = { id, card, from, to, toEmpty, fromHand };
  if (to === 'stadium') return { ...base, meaning: 'into_stadium' };
  if (!isInPlayZone(to) || isInPlayZone(from)) return { ...base, meaning: 'other' };
  if (isEnergy(card)) return { ...base, meaning: 'attach_energy' };
  if (isPokemon(card))
    return {
      ...base,
      meaning:
        // An Evolution card a card effect puts onto an empty spot comes into play "as a Basic
        // Pokémon" (Revive Fossil): no player move and no rule puts one there otherwise.
        (isBasicPokemon(card) || action.source === 'script') && toEmpty
          ? 'play_basic'
          : isBasicPokemon(card) && !ontoBaby(cards, state, card, to) && !byPower(state, card, to)
            ? 'card_onto_field'
            : 'evolve',
    };
  if (isAttachedTrainer(card)) return { ...base, meaning: 'attach_tool' };
  // A Trainer played "as if it were a Basic Pokémon" comes into play as one (and can't evolve
  // that turn).
  if (playedAsPokemon(card) && toEmpty) return { ...base, meaning: 'play_basic' };
  return { ...base, meaning: 'card_onto_field' };
}

/** The declared kind of a `declare_action`, or `undefined`. */
export function declaredKind(action: Action): string | undefined {
  return action.type === 'declare_action' ? action.kind : undefined;
}

/** Declared kinds the plugin understands. */
export const DECLARED_KINDS = [
  'attack',
  'ability',
  'retreat',
  'play_trainer',
  'use_stadium',
  'set_status',
  'setup_done',
  'setup_complete',
] as const;

/** A Power puts this Basic card onto the Pokémon there, as evolving it (Baby Evolution). */
function byPower(state: GameState, card: PokemonCard, to: string): boolean {
  const top = state.zones[to]?.cards[0];
  return top !== undefined && evolvesByPower(state as GameState<PokemonState>, card, top);
}

/** A Basic card played onto the Baby Pokémon that evolves into it (the Baby rule) evolves it. */
function ontoBaby(cards: Cards, state: GameState, card: PokemonCard, to: string): boolean {
  const top = state.zones[to]?.cards[0];
  const target = top === undefined ? undefined : cardOf(cards, state, top);
  return target !== undefined && target.subtypes.includes('Baby') && evolvesOnto(card, target);
}
