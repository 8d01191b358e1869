import { createCardRegistry } from '@playmat/engine';

/** The four suits, in the order the narrative lists them. */
export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
/** A suit. */
export type Suit = (typeof SUITS)[number];

/** Ranks from ace to king. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** A rank. */
export type Rank = (typeof RANKS)[number];

/** A playing card template. The engine reads `id` and `name`; the rules read `rank` and `suit`. */
export interface PlayingCard {
  readonly id: string;
  readonly name: string;
  readonly rank: Rank;
  readonly suit: Suit;
}

const RANK_NAMES: Record<Rank, string> = {
  A: 'Ace',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
};

/** All 52 cards: ids like `8h`, names like `8 of Hearts`. */
export const CARDS: readonly PlayingCard[] = SUITS.flatMap((suit) =>
  RANKS.map((rank) => ({
    id: `${rank.toLowerCase()}${suit[0]}`,
    name: `${RANK_NAMES[rank]} of ${suit[0]?.toUpperCase()}${suit.slice(1)}`,
    rank,
    suit,
  })),
);

/** The card registry handed to the engine. */
export const registry = createCardRegistry(CARDS);

/** The template of a card id, or throws: the engine only ever holds ids from {@link CARDS}. */
export function template(templateId: string): PlayingCard {
  const card = registry.getTemplate(templateId);
  if (!card) throw new Error(`Unknown card template "${templateId}".`);
  return card;
}

/** Whether `card` may go on `top` when the suit to follow is `suit`: same rank, that suit, or an 8. */
export function canPlay(card: PlayingCard, top: PlayingCard, suit: Suit): boolean {
  return card.rank === '8' || card.rank === top.rank || card.suit === suit;
}
