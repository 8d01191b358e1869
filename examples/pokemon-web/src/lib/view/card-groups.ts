import type { CardFace } from './board-view';

/** Copies of one card among many (a deck searched): one row with a count. */
export interface CardGroup {
  name: string;
  supertype: CardFace['supertype'];
  /** The copies, in the order they came. */
  cards: CardFace[];
}

const ORDER: Record<CardFace['supertype'], number> = { Pokémon: 0, Trainer: 1, Energy: 2 };

/**
 * Cards grouped by name and sorted as a deck list is written: Pokémon, then Trainers, then
 * Energy, each by name. What a player scanning a searched deck looks for ("how many Pawmi are
 * left?") without reading sixty card names.
 */
export function groupCards(cards: readonly CardFace[]): CardGroup[] {
  const groups = new Map<string, CardGroup>();
  for (const card of cards) {
    const g = groups.get(card.name);
    if (g) g.cards.push(card);
    else groups.set(card.name, { name: card.name, supertype: card.supertype, cards: [card] });
  }
  return [...groups.values()].sort(
    (a, b) => ORDER[a.supertype] - ORDER[b.supertype] || a.name.localeCompare(b.name),
  );
}
