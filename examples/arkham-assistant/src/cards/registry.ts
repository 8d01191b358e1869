import data from '../data/cards.json' with { type: 'json' };
import type { ArkhamCard, CardDatabase, Investigator, PackInfo } from '../data/types';

/** Read-only lookup over the bundled player cards and investigators. */
export interface CardRegistry {
  /** Every non-investigator player card, in code order. */
  readonly cards: readonly ArkhamCard[];
  readonly investigators: readonly Investigator[];
  readonly packs: readonly PackInfo[];
  /** A card or investigator by code, or `undefined`. */
  get(code: string): ArkhamCard | Investigator | undefined;
  /** An investigator by code, or `undefined` when the code is not an investigator. */
  getInvestigator(code: string): Investigator | undefined;
  /**
   * Cards whose name matches: exact (case-insensitive), else those whose name starts with the
   * query, else those containing it. Empty when nothing matches.
   */
  findByName(name: string): ArkhamCard[];
}

/** Builds a registry over a card database (the bundled one by default). */
export function createCardRegistry(db: CardDatabase = data as CardDatabase): CardRegistry {
  const byCode = new Map<string, ArkhamCard | Investigator>();
  for (const card of db.cards) byCode.set(card.code, card);
  for (const inv of db.investigators) byCode.set(inv.code, inv);
  const all = [...db.cards, ...db.investigators];
  return {
    cards: db.cards,
    investigators: db.investigators,
    packs: db.packs,
    get: (code) => byCode.get(code),
    getInvestigator: (code) => {
      const card = byCode.get(code);
      return card?.type === 'investigator' ? (card as Investigator) : undefined;
    },
    findByName(name) {
      const q = name.trim().toLowerCase();
      if (!q) return [];
      const exact = all.filter((c) => c.name.toLowerCase() === q);
      if (exact.length) return exact;
      const prefix = all.filter((c) => c.name.toLowerCase().startsWith(q));
      if (prefix.length) return prefix;
      return all.filter((c) => c.name.toLowerCase().includes(q));
    },
  };
}

let shared: CardRegistry | undefined;
/** The registry over the bundled data, built once. */
export function defaultRegistry(): CardRegistry {
  shared ??= createCardRegistry();
  return shared;
}

/** `Name (level)` or `Name` — how people tell versions of a card apart. */
export function cardLabel(card: ArkhamCard): string {
  return card.xp && card.xp > 0 ? `${card.name} (${card.xp})` : card.name;
}
