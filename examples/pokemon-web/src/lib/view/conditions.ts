import type { SpecialCondition } from './board-view';

/** How a Special Condition is written on the board. */
export const CONDITION_NAMES: Readonly<Record<SpecialCondition, string>> = {
  asleep: 'Asleep',
  burned: 'Burned',
  confused: 'Confused',
  paralyzed: 'Paralyzed',
  poisoned: 'Poisoned',
};

/** How the card lies on the table. */
export type CardTurn = 'upright' | 'turned-left' | 'turned-right' | 'upside-down';

/**
 * How the Active Pokémon's card is turned, as the rules tell players to mark it: Asleep turns
 * it counterclockwise, Paralyzed clockwise, Confused upside down (Burned and Poisoned are
 * markers: the card stays upright). These three replace each other, so a Pokémon has at most
 * one; should a view hold more, the latest listed wins.
 */
export function cardTurn(conditions: readonly SpecialCondition[]): CardTurn {
  const turns: Partial<Record<SpecialCondition, CardTurn>> = {
    asleep: 'turned-left',
    paralyzed: 'turned-right',
    confused: 'upside-down',
  };
  return conditions.flatMap((c) => turns[c] ?? []).at(-1) ?? 'upright';
}
