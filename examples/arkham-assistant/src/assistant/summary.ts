import { cardLabel } from '../cards';
import type { ArkhamCard } from '../data/types';
import type { StoredDeck } from '../decks';
import { validateDeck } from '../validator';
import type { AssistantContext } from './context';

/** A card as the tools show it: code, label, class, type, cost, level, traits, text. */
export interface CardBrief {
  code: string;
  name: string;
  class: string;
  type: string;
  cost: number | null;
  level: number | null;
  traits: string[];
  text: string;
  pack: string;
}

/** The compact card view shared by tools and routes. */
export function briefCard(card: ArkhamCard): CardBrief {
  return {
    code: card.code,
    name: cardLabel(card),
    class: card.faction,
    type: card.subtype ?? card.type,
    cost: card.cost,
    level: card.xp,
    traits: card.traits,
    text: card.text,
    pack: card.pack,
  };
}

/** What `summarize_deck` reports. */
export interface DeckSummary {
  deck_id: string;
  name: string;
  investigator: string;
  valid: boolean;
  deck_size: number;
  xp: number;
  by_class: Record<string, number>;
  by_type: Record<string, number>;
  /** Copies per cost (cards without a cost under "none"). */
  cost_curve: Record<string, number>;
  average_cost: number;
  skill_icons: Record<string, number>;
  problems: string[];
}

/** Counts and curve of a stored deck, with its validation problems. */
export function summarizeDeck(ctx: AssistantContext, stored: StoredDeck): DeckSummary {
  const { deck } = stored;
  const validation = validateDeck(deck, ctx.registry);
  const byClass: Record<string, number> = {};
  const byType: Record<string, number> = {};
  const curve: Record<string, number> = {};
  const icons: Record<string, number> = {
    willpower: 0,
    intellect: 0,
    combat: 0,
    agility: 0,
    wild: 0,
  };
  let costSum = 0;
  let costed = 0;
  for (const [code, n] of Object.entries(deck.slots)) {
    const card = ctx.registry.get(code);
    if (!card || card.subtype || card.restrictedTo) continue;
    byClass[card.faction] = (byClass[card.faction] ?? 0) + n;
    byType[card.type] = (byType[card.type] ?? 0) + n;
    const key = card.cost === null ? 'none' : String(card.cost);
    curve[key] = (curve[key] ?? 0) + n;
    if (card.cost !== null) {
      costSum += card.cost * n;
      costed += n;
    }
    for (const k of Object.keys(icons)) {
      icons[k]! += card.icons[k as keyof ArkhamCard['icons']] * n;
    }
  }
  return {
    deck_id: stored.id,
    name: deck.name,
    investigator: ctx.registry.get(deck.investigator_code)?.name ?? deck.investigator_code,
    valid: validation.valid,
    deck_size: validation.deckSize,
    xp: validation.xp,
    by_class: byClass,
    by_type: byType,
    cost_curve: curve,
    average_cost: costed ? Math.round((costSum / costed) * 100) / 100 : 0,
    skill_icons: icons,
    problems: validation.problems.map((p) => `${p.severity}: ${p.message}`),
  };
}
