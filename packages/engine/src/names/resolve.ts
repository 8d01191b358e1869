import type { CardRegistry } from '../definition/types';
import type { CardCandidate, EngineError } from '../errors';
import { EXCERPT_LENGTH, engineError, excerpt } from '../errors';
import { cardOf } from '../state/store';
import type { CardInstance, GameState, InstanceId, ZoneKey } from '../state/types';
import { closestNames } from './edit-distance';

/** A card the resolver may pick: the instance and the zone it sits in. */
export interface ResolvableCard {
  readonly id: InstanceId;
  readonly zone: ZoneKey;
}

/** The outcome of resolving a card reference. */
export type ResolveResult =
  | { readonly ok: true; readonly id: InstanceId }
  | { readonly ok: false; readonly error: EngineError };

/** Longest card reference (`#id` or name) the resolver reads; real card names are far shorter. */
export const MAX_REF_LENGTH = 200;

/** The display name of a card instance (`?` if the registry lacks its template). */
export function cardName(registry: CardRegistry, card: CardInstance): string {
  return registry.getTemplate(card.templateId)?.name ?? card.templateId;
}

/** Parses `#12` / `12` as an instance id reference. */
export function parseInstanceId(ref: string): InstanceId | null {
  // Hand-rolled instead of a regex: this runs for every card reference on the hot path.
  let start = 0;
  let end = ref.length;
  while (start < end && ref.charCodeAt(start) === 32) start++;
  while (end > start && ref.charCodeAt(end - 1) === 32) end--;
  if (start < end && ref.charCodeAt(start) === 35) start++; // '#'
  if (start === end) return null;
  for (let i = start; i < end; i++) {
    const c = ref.charCodeAt(i);
    if (c < 48 || c > 57) return null;
  }
  return start === 0 && end === ref.length ? ref : ref.slice(start, end);
}

function signature(card: CardInstance, zone: ZoneKey): string {
  // Cards that differ only by id are interchangeable: picking the topmost is not ambiguous.
  return `${zone}|${card.templateId}|${card.orientation}|${JSON.stringify(card.counters)}`;
}

/**
 * Resolves a card reference against an ordered list of candidate cards (tiers are tried in
 * order: e.g. cards the player sees, then cards in their own hidden zones). Order of matching:
 * instance id, exact name, case-insensitive name, unique case-insensitive prefix. Several
 * interchangeable matches pick the first (topmost); different ones are `AMBIGUOUS_CARD` with
 * candidates. No match is `CARD_NOT_FOUND` with the closest names among the candidates.
 * Only the first `disclosedTiers` tiers (default 1: the cards the player sees) are ever named
 * in hints or candidates, so an error never reveals a card the player may not see.
 */
export function resolveCardRef(
  state: GameState,
  registry: CardRegistry,
  ref: string,
  tiers: readonly (readonly ResolvableCard[])[],
  where: string,
  disclosedTiers = 1,
): ResolveResult {
  const all = tiers.flat();
  if (typeof ref !== 'string' || ref.trim() === '')
    return {
      ok: false,
      error: engineError('INVALID_ACTION', 'A card reference must be a non-empty name or #id.', [
        'Name the card as shown, e.g. "Potion", or give its id, e.g. "#12".',
      ]),
    };
  if (ref.length > MAX_REF_LENGTH)
    return {
      ok: false,
      error: engineError(
        'INVALID_ACTION',
        `A card reference is a name or #id of at most ${MAX_REF_LENGTH} characters; got ${excerpt(ref)}.`,
        ['Name the card as shown, e.g. "Potion", or give its id, e.g. "#12".'],
      ),
    };
  const id = parseInstanceId(ref);
  if (id !== null) {
    const hit = all.find((c) => c.id === id);
    if (hit) return { ok: true, id: hit.id };
  }
  const query = ref.trim();
  const quoted = excerpt(query);
  const lower = query.toLowerCase();
  const matchers: ((name: string) => boolean)[] = [
    (n) => n === query,
    (n) => n.toLowerCase() === lower,
    (n) => n.toLowerCase().startsWith(lower),
  ];
  for (const [tierIndex, tier] of tiers.entries()) {
    for (const matches of matchers) {
      const found = tier.filter((c) =>
        matches(cardName(registry, cardOf(state, c.id) as CardInstance)),
      );
      if (found.length === 0) continue;
      const groups = new Map<string, ResolvableCard>();
      for (const c of found) {
        const sig = signature(cardOf(state, c.id) as CardInstance, c.zone);
        if (!groups.has(sig)) groups.set(sig, c);
      }
      if (groups.size === 1) return { ok: true, id: (found[0] as ResolvableCard).id };
      if (tierIndex >= disclosedTiers)
        return {
          ok: false,
          error: engineError(
            'AMBIGUOUS_CARD',
            `${quoted} matches ${groups.size} different cards you cannot see ${where}.`,
            ['Give the full, exact card name.'],
          ),
        };
      const candidates: CardCandidate[] = [...groups.values()].map((c) => {
        const card = cardOf(state, c.id) as CardInstance;
        const counters = Object.keys(card.counters).length > 0 ? { counters: card.counters } : {};
        return { id: c.id, name: cardName(registry, card), zone: c.zone, ...counters };
      });
      return {
        ok: false,
        error: engineError(
          'AMBIGUOUS_CARD',
          `${quoted} matches ${candidates.length} different cards ${where}; say which one by id.`,
          candidates.map(
            (c) =>
              `#${c.id} ${c.name} in ${c.zone}${c.counters ? ` (${JSON.stringify(c.counters)})` : ''}`,
          ),
          { candidates },
        ),
      };
    }
  }
  const names = tiers
    .slice(0, disclosedTiers)
    .flat()
    .map((c) => cardName(registry, cardOf(state, c.id) as CardInstance));
  // Edit distances over a long query cost its length times every name: no card is named so.
  const suggestions = query.length <= EXCERPT_LENGTH ? closestNames(query, names) : [];
  return {
    ok: false,
    error: engineError(
      'CARD_NOT_FOUND',
      `No card ${quoted} ${where}.`,
      suggestions.length > 0
        ? [`Closest names ${where}: ${suggestions.join(', ')}.`]
        : [`There is no card you can name ${where}.`],
    ),
  };
}
