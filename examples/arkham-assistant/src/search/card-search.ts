import { create, insertMultiple, type Orama, search } from '@orama/orama';
import type { CardRegistry } from '../cards';
import type { ArkhamCard, CardType, Faction } from '../data/types';
import { type InterpretedQuery, interpretQuery, type NumberRange } from './interpret-query';

const schema = {
  code: 'string',
  name: 'string',
  text: 'string',
  traitText: 'string',
  faction: 'enum',
  type: 'enum',
  pack: 'enum',
  traits: 'enum[]',
  /** Level, with -1 for cards that have none (weaknesses, signature cards). */
  level: 'number',
  /** Resource cost, with -1 for cards without one (skills, X costs). */
  cost: 'number',
  weakness: 'boolean',
} as const;

type CardDb = Orama<typeof schema>;

/** Filters and text for one card search. Every field is optional; all given filters must hold. */
export interface CardQuery {
  /** Full text over name, text and traits (typos of one letter tolerated, English stems). */
  q?: string;
  class?: Faction | Faction[];
  type?: CardType | CardType[];
  /** An exact level, or a range. */
  level?: number | NumberRange;
  /** An exact cost, or a range; cards without a cost never match. */
  cost?: number | NumberRange;
  /** Cards having any of these traits (case-insensitive). */
  trait?: string | string[];
  /** Cards having every one of these traits (case-insensitive). */
  allTraits?: string[];
  pack?: string | string[];
  /** Only cards from these packs (the user's collection). */
  ownedPacks?: string[];
  /** Weaknesses are left out unless asked for. */
  includeWeaknesses?: boolean;
  /**
   * Only cards with every word of `q` (Orama `threshold: 0`); when none has them all, cards
   * with any of them, best first. Default: any word.
   */
  allWords?: boolean;
  /** Cheapest first instead of by relevance (or by code without text). */
  sortByCost?: boolean;
  /** At most this many hits (default 20). */
  limit?: number;
}

/** One search result. */
export interface CardHit {
  card: ArkhamCard;
  score: number;
}

/** Counts of every matching card (not only the returned ones) per value, from Orama facets. */
export interface CardFacets {
  class: Record<string, number>;
  type: Record<string, number>;
  traits: Record<string, number>;
}

/** What {@link CardSearch.find} returns. */
export interface CardSearchResult {
  hits: CardHit[];
  /** Every card matching the filters and text (hits are the first `limit` of them). */
  count: number;
  /** The query as run: the filters read from the text plus the explicit ones. */
  query: CardQuery;
  /** The words read as filters, e.g. `["class guardian", "trait weapon", "cost 0-2"]`. */
  understood: string[];
  facets: CardFacets;
}

/** Full-text and filtered search over player cards. */
export interface CardSearch {
  /** Runs a structured query. */
  search(query: CardQuery): Promise<CardHit[]>;
  /**
   * Runs a free-text query such as "cheap Guardian weapon": class, type, trait, level and cost
   * words become Orama filters (see `interpretQuery`), the other words full text. Explicit
   * `filters` win over words in the text.
   */
  find(text: string, filters?: Omit<CardQuery, 'q'>): Promise<CardSearchResult>;
}

const list = <T>(v: T | T[] | undefined): T[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v];

const numberFilter = (v: number | NumberRange, upper: number) =>
  typeof v === 'number' ? { eq: v } : { between: [v.min ?? 0, v.max ?? upper] as [number, number] };

/** Words too common in card text to help a search. */
const STOP_WORDS = ['a', 'an', 'the', 'of', 'to', 'and', 'or', 'you', 'your', 'card', 'cards'];

/** Indexes the registry's player cards (not investigators) into an in-memory Orama database. */
export async function createCardSearch(registry: CardRegistry): Promise<CardSearch> {
  const db: CardDb = create({
    schema,
    components: { tokenizer: { stemming: true, stopWords: STOP_WORDS } },
  });
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
        cost: c.cost ?? -1,
        weakness: c.subtype !== undefined,
      })),
  );
  // The trait vocabulary for reading queries is the index's own facet values.
  const vocabulary = await search(db, {
    term: '',
    facets: { traits: { limit: 1000 } },
    limit: 0,
  });
  const knownTraits = new Set(Object.keys(vocabulary.facets?.traits?.values ?? {}));

  async function run(query: CardQuery) {
    // biome-ignore lint/suspicious/noExplicitAny: Orama's where type is a deep conditional.
    const where: Record<string, any> = {};
    const classes = list(query.class);
    if (classes) where.faction = { in: classes };
    const types = list(query.type);
    if (types) where.type = { in: types };
    const traits = list(query.trait)?.map((t) => t.toLowerCase());
    const allTraits = query.allTraits?.map((t) => t.toLowerCase());
    const traitClauses = [
      ...(traits ? [{ traits: { containsAny: traits } }] : []),
      ...(allTraits?.length ? [{ traits: { containsAll: allTraits } }] : []),
    ];
    const packs = list(query.pack);
    const owned = query.ownedPacks;
    const allowedPacks = packs && owned ? packs.filter((p) => owned.includes(p)) : (packs ?? owned);
    if (allowedPacks) {
      // An empty intersection means nothing can match; Orama treats `in: []` as no filter.
      if (allowedPacks.length === 0) return undefined;
      where.pack = { in: allowedPacks };
    }
    if (query.level !== undefined) where.level = numberFilter(query.level, 5);
    if (query.cost !== undefined) where.cost = numberFilter(query.cost, 99);
    if (!query.includeWeaknesses) where.weakness = false;
    // Two clauses on one property need Orama's `and`.
    const filter = traitClauses.length ? { and: [where, ...traitClauses] } : where;

    const term = query.q?.trim() ?? '';
    const sortBy = query.sortByCost
      ? { property: 'cost', order: 'ASC' as const }
      : term
        ? undefined
        : { property: 'code', order: 'ASC' as const };
    const params = {
      term,
      properties: ['name', 'text', 'traitText'] as Array<'name' | 'text' | 'traitText'>,
      boost: { name: 3, traitText: 2 },
      // One typo is forgiven only in long words: with short ones it turns "heal" into "deal"
      // and "fight" into "light".
      tolerance: term !== '' && term.split(/\s+/).every((w) => w.length >= 6) ? 1 : 0,
      where: filter,
      limit: query.limit ?? 20,
      facets: { faction: {}, type: {}, traits: { limit: 50 } },
      ...(sortBy ? { sortBy } : {}),
    };
    let result = await search(db, { ...params, threshold: query.allWords ? 0 : 1 });
    if (query.allWords && result.count === 0 && /\s/.test(term)) {
      result = await search(db, { ...params, threshold: 1 });
    }
    const hits = result.hits.flatMap((hit) => {
      const card = registry.get(hit.document.code);
      return card ? [{ card, score: hit.score }] : [];
    });
    const values = (name: string) =>
      Object.fromEntries(
        Object.entries(result.facets?.[name]?.values ?? {}).filter(([, n]) => n > 0),
      );
    return {
      hits,
      count: result.count,
      facets: { class: values('faction'), type: values('type'), traits: values('traits') },
    };
  }

  const empty = { hits: [], count: 0, facets: { class: {}, type: {}, traits: {} } };

  return {
    async search(query) {
      return (await run(query))?.hits ?? [];
    },
    async find(text, filters = {}) {
      const read: InterpretedQuery = interpretQuery(text, knownTraits);
      const query: CardQuery = {
        q: read.text,
        allWords: true,
        ...(read.class ? { class: read.class } : {}),
        ...(read.type ? { type: read.type } : {}),
        ...(read.traits ? { allTraits: read.traits } : {}),
        ...(read.level ? { level: read.level } : {}),
        ...(read.cost ? { cost: read.cost } : {}),
        ...(read.cheapestFirst && !read.text ? { sortByCost: true } : {}),
        ...filters,
      };
      const result = (await run(query)) ?? empty;
      return { ...result, query, understood: read.understood };
    },
  };
}
