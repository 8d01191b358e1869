import { create, insertMultiple, type Orama, search } from '@orama/orama';
import type { CardRegistry } from '../cards';
import type { ArkhamCard, CardType, Faction } from '../data/types';

const schema = {
  code: 'string',
  name: 'string',
  text: 'string',
  traitText: 'string',
  faction: 'enum',
  type: 'enum',
  pack: 'enum',
  traits: 'enum[]',
  /** Level, with -1 for cards that have none (weaknesses). */
  level: 'number',
  weakness: 'boolean',
} as const;

type CardDb = Orama<typeof schema>;

/** Filters and text for one card search. Every field is optional; all given filters must hold. */
export interface CardQuery {
  /** Full text over name, text and traits (typos of one letter tolerated). */
  q?: string;
  class?: Faction | Faction[];
  type?: CardType | CardType[];
  /** An exact level, or a range. */
  level?: number | { min?: number; max?: number };
  /** Cards having any of these traits (case-insensitive). */
  trait?: string | string[];
  pack?: string | string[];
  /** Only cards from these packs (the user's collection). */
  ownedPacks?: string[];
  /** Weaknesses are left out unless asked for. */
  includeWeaknesses?: boolean;
  /** At most this many hits (default 20). */
  limit?: number;
}

/** One search result. */
export interface CardHit {
  card: ArkhamCard;
  score: number;
}

/** Full-text and filtered search over player cards. */
export interface CardSearch {
  search(query: CardQuery): Promise<CardHit[]>;
}

const list = <T>(v: T | T[] | undefined): T[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v];

/** Indexes the registry's player cards (not investigators) into an in-memory Orama database. */
export async function createCardSearch(registry: CardRegistry): Promise<CardSearch> {
  const db: CardDb = create({ schema });
  await insertMultiple(
    db,
    registry.cards
      .filter((c) => !c.hidden)
      .map((c) => ({
        id: c.code,
        code: c.code,
        name: c.name,
        text: c.text,
        traitText: c.traits.join(' '),
        faction: c.faction,
        type: c.type,
        pack: c.pack,
        traits: c.traits.map((t) => t.toLowerCase()),
        level: c.xp ?? -1,
        weakness: c.subtype !== undefined,
      })),
  );

  return {
    async search(query) {
      // biome-ignore lint/suspicious/noExplicitAny: Orama's where type is a deep conditional.
      const where: Record<string, any> = {};
      const classes = list(query.class);
      if (classes) where.faction = { in: classes };
      const types = list(query.type);
      if (types) where.type = { in: types };
      const traits = list(query.trait)?.map((t) => t.toLowerCase());
      if (traits) where.traits = { containsAny: traits };
      const packs = list(query.pack);
      const owned = query.ownedPacks;
      const allowedPacks =
        packs && owned ? packs.filter((p) => owned.includes(p)) : (packs ?? owned);
      if (allowedPacks) {
        // An empty intersection means nothing can match; Orama treats `in: []` as no filter.
        if (allowedPacks.length === 0) return [];
        where.pack = { in: allowedPacks };
      }
      if (typeof query.level === 'number') where.level = { eq: query.level };
      else if (query.level) {
        where.level = { between: [query.level.min ?? 0, query.level.max ?? 5] };
      }
      if (!query.includeWeaknesses) where.weakness = false;

      const term = query.q?.trim() ?? '';
      const result = await search(db, {
        term,
        properties: ['name', 'text', 'traitText'],
        boost: { name: 3, traitText: 2 },
        tolerance: term.length > 4 ? 1 : 0,
        where,
        limit: query.limit ?? 20,
        ...(term ? {} : { sortBy: { property: 'code', order: 'ASC' as const } }),
      });
      return result.hits.flatMap((hit) => {
        const card = registry.get(hit.document.code);
        return card ? [{ card, score: hit.score }] : [];
      });
    },
  };
}
