import { isPokemon, stage } from '../cards/card-helpers';
import type { PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { type Board, inPlay } from './board';
import type { TurnKnowledge } from './trainers';

/** Stage 1 → Basic, learned from the registry (Rare Candy skips the Stage 1). */
const STAGE1_OF: Record<string, string> = {};

/** Registers Stage 1 → Basic links (from a registry). */
export function learnEvolutionLines(cards: readonly PokemonCard[]): void {
  for (const c of cards)
    if (isPokemon(c) && stage(c) === 'Stage 1' && c.evolvesFrom) STAGE1_OF[c.name] = c.evolvesFrom;
}

/**
 * Whether Rare Candy has a use: a Basic in play since an earlier turn, and a Stage 2 in hand
 * that evolves from it through its Stage 1.
 */
export function rareCandyFits(board: Board, k: TurnKnowledge): boolean {
  if (k.firstOwnTurn) return false;
  const stage2 = board.me.hand
    .map((h) => h.card)
    .filter((c): c is PokemonSupertypeCard => stage(c) === 'Stage 2');
  return inPlay(board.me).some(
    (p) =>
      stage(p.top.card) === 'Basic' &&
      !k.enteredZones.has(p.zone) &&
      stage2.some((c) => STAGE1_OF[c.evolvesFrom ?? ''] === p.top.card.name),
  );
}
