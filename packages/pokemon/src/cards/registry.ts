import { closestNames } from '@playmat/engine';
import { normaliseName } from './names';
import type { CardSet, CardSetInfo, PokemonCard } from './types';

/** Thrown by {@link CardRegistry.require} for an id the registry does not hold. */
export class CardNotFoundError extends Error {
  override readonly name = 'CardNotFoundError';
  constructor(
    readonly cardId: string,
    readonly suggestions: readonly string[],
  ) {
    super(
      `No card with id "${cardId}".` +
        (suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : '') +
        ' Ids look like "base1-4" (set id, dash, collector number).',
    );
  }
}

/** Thrown by {@link createCardRegistry} when two sets define the same card id or set code. */
export class DuplicateCardError extends Error {
  override readonly name = 'DuplicateCardError';
}

/** Typed lookups over loaded sets. Card objects are shared, never copied. */
export interface CardRegistry {
  /** Loaded sets in load order. */
  readonly sets: readonly CardSetInfo[];
  /** Every card in load order. */
  readonly cards: readonly PokemonCard[];
  /** Card by pokemontcg.io id (`base1-4`), or `undefined`. */
  get(id: string): PokemonCard | undefined;
  /** Card by id. @throws CardNotFoundError with the closest ids. */
  require(id: string): PokemonCard;
  /** Every printing with this name (case, accents, `{R}` symbols ignored), in load order. */
  byName(name: string): readonly PokemonCard[];
  /**
   * Card by deck-list set code and collector number: `('SVI', '1')`, `('BS1', '4')`; the code
   * may also be the set id (`sv1`). Leading zeros in the number are ignored.
   */
  bySetNumber(setCode: string, number: string): PokemonCard | undefined;
  /** Set by deck-list code, alias or set id (case-insensitive). */
  findSet(code: string): CardSetInfo | undefined;
  /** Up to `limit` card names closest to `name`, for "did you mean" hints. */
  suggestNames(name: string, limit?: number): string[];
}

const numberKey = (n: string) => n.replace(/^0+(?=\w)/, '').toUpperCase();

/** Suggestions are names within a typo of what was asked. */
const TYPO = { maxDistance: 'auto' } as const;

/**
 * Builds a registry over card sets (from `loadCardSet` or `BUNDLED_SETS`).
 *
 * @throws DuplicateCardError when a card id or set code appears in two sets.
 */
export function createCardRegistry(sets: readonly CardSet[]): CardRegistry {
  const byId = new Map<string, PokemonCard>();
  const byName = new Map<string, PokemonCard[]>();
  const bySetNumber = new Map<string, PokemonCard>();
  const setsByCode = new Map<string, CardSetInfo>();
  const cards: PokemonCard[] = [];

  for (const { set, cards: setCards } of sets) {
    for (const code of [set.id, set.ptcgoCode, ...set.aliases].map((c) => c.toUpperCase())) {
      const other = setsByCode.get(code);
      if (other && other.id !== set.id) {
        throw new DuplicateCardError(
          `Set code "${code}" is used by both "${other.id}" and "${set.id}"; give one of them another ptcgoCode.`,
        );
      }
      setsByCode.set(code, set);
    }
    for (const card of setCards) {
      if (byId.has(card.id)) {
        throw new DuplicateCardError(
          `Card id "${card.id}" is defined twice; load each set only once.`,
        );
      }
      byId.set(card.id, card);
      cards.push(card);
      const key = normaliseName(card.name);
      const list = byName.get(key) ?? [];
      list.push(card);
      byName.set(key, list);
      bySetNumber.set(`${set.id}#${numberKey(card.number)}`, card);
    }
  }

  const registry: CardRegistry = {
    sets: sets.map((s) => s.set),
    cards,
    get: (id) => byId.get(id),
    require(id) {
      const card = byId.get(id);
      if (!card) throw new CardNotFoundError(id, closestNames(id, byId.keys(), 3, TYPO));
      return card;
    },
    byName: (name) => byName.get(normaliseName(name)) ?? [],
    bySetNumber(code, number) {
      const set = setsByCode.get(code.toUpperCase());
      return set ? bySetNumber.get(`${set.id}#${numberKey(number)}`) : undefined;
    },
    findSet: (code) => setsByCode.get(code.toUpperCase()),
    // Ranked in the compared form (accents, symbols), shown as printed.
    suggestNames: (name, limit = 3) =>
      closestNames(normaliseName(name), byName.keys(), limit, TYPO).map(
        (key) => byName.get(key)?.[0]?.name ?? key,
      ),
  };
  return registry;
}
