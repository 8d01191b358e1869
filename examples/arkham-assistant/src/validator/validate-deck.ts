import { type CardRegistry, cardLabel } from '../cards';
import type { ArkhamCard, DeckOption, Investigator } from '../data/types';
import type { ArkhamDeck } from '../decks';

/** The deckbuilding rule a problem breaks. */
export type DeckRule =
  | 'unknown_investigator'
  | 'unknown_card'
  | 'investigator_in_deck'
  | 'deck_size'
  | 'copy_limit'
  | 'class_access'
  | 'forbidden_card'
  | 'option_limit'
  | 'signature_restricted'
  | 'missing_required_card'
  | 'missing_basic_weakness'
  | 'xp_total'
  | 'collection';

/** One problem with a deck: which rule, which card, and what to do about it. */
export interface DeckProblem {
  rule: DeckRule;
  severity: 'error' | 'warning';
  message: string;
  card?: { code: string; name: string };
}

/** The outcome of validating a deck. `valid` means no errors (warnings allowed). */
export interface DeckValidation {
  valid: boolean;
  /** Cards that count toward the investigator's deck size. */
  deckSize: number;
  requiredSize: number | null;
  /** Experience spent on the deck's cards. */
  xp: number;
  problems: DeckProblem[];
}

/** Optional context for validation. */
export interface ValidateOptions {
  /** Experience available; defaults to the deck's `xp` field. Unset means a new deck (0). */
  availableXp?: number;
  /** Packs owned (repeat a code for several copies); enables collection warnings. */
  ownedPacks?: string[];
}

const ref = (card: ArkhamCard) => ({ code: card.code, name: cardLabel(card) });
const isWeakness = (card: ArkhamCard) => card.subtype !== undefined;
const levelOf = (card: ArkhamCard) => card.xp ?? 0;
/** Exceptional cards cost twice their level. */
const xpCost = (card: ArkhamCard) => levelOf(card) * (card.exceptional ? 2 : 1);
const factionLabel = (f: string) => f[0]!.toUpperCase() + f.slice(1);

/** Whether an investigator may take a card, and the deckbuilding rule that decides it. */
export interface CardAccess {
  investigator: { code: string; name: string };
  card: { code: string; name: string; class: string; level: number | null };
  allowed: boolean;
  /** Which rule decided: a deckbuilding option, a signature card, a weakness, or none. */
  rule: 'option' | 'forbidden_trait' | 'no_option' | 'signature' | 'weakness' | 'investigator';
  /** One or two sentences: the answer and why, naming the option or the access it lacks. */
  reason: string;
  /** Experience the card costs (exceptional cards twice); a new deck has 0. */
  xpCost: number;
}

/**
 * Whether an investigator may take a card by deckbuilding access (class, level, traits,
 * signature cards), with the reason in words. Copy counts, option limits and experience are
 * deck-wide questions left to {@link validateDeck}; the reason mentions a limit and the XP cost.
 */
export function explainAccess(
  inv: Investigator,
  card: ArkhamCard,
  registry?: Pick<CardRegistry, 'get'>,
): CardAccess {
  const label = cardLabel(card);
  const base = {
    investigator: { code: inv.code, name: inv.name },
    card: { code: card.code, name: label, class: card.faction, level: card.xp },
    xpCost: xpCost(card),
  };
  const access = inv.deckOptions
    .filter((o) => !o.not)
    .map(describeOption)
    .join('; ');
  const what = `${label} is a level ${levelOf(card)} ${factionLabel(card.faction)} ${card.type}`;
  if (card.type === 'investigator') {
    return {
      ...base,
      allowed: false,
      rule: 'investigator',
      reason: `No: ${label} is an investigator, not a card for a deck.`,
    };
  }
  if (card.restrictedTo) {
    const owner = registry?.get(card.restrictedTo)?.name ?? card.restrictedTo;
    return card.restrictedTo === inv.code
      ? {
          ...base,
          allowed: true,
          rule: 'signature',
          reason: `Yes: ${label} is ${inv.name}'s own signature card (it comes with the investigator).`,
        }
      : {
          ...base,
          allowed: false,
          rule: 'signature',
          reason: `No: ${label} is a signature card of ${owner}; only ${owner} may take it.`,
        };
  }
  if (isWeakness(card)) {
    return {
      ...base,
      allowed: true,
      rule: 'weakness',
      reason: `Yes: ${label} is a basic weakness, which any investigator's deck may hold.`,
    };
  }
  const option = inv.deckOptions.find((o) => optionMatches(o, card));
  if (!option) {
    return {
      ...base,
      allowed: false,
      rule: 'no_option',
      reason: `No: ${what}, and ${inv.name} may take only ${access}.`,
    };
  }
  if (option.not) {
    const forbidden = (option.traits ?? []).map(factionLabel).join('/');
    return {
      ...base,
      allowed: false,
      rule: 'forbidden_trait',
      reason: `No: ${label} is a ${forbidden} card, and ${inv.name} may never take ${forbidden} cards.`,
    };
  }
  const xp = xpCost(card);
  const limit =
    option.limit !== undefined ? ` It counts toward that limit of ${option.limit} cards.` : '';
  const cost = xp > 0 ? ` It costs ${xp} experience, so it is not in a new (0 XP) deck.` : '';
  return {
    ...base,
    allowed: true,
    rule: 'option',
    reason: `Yes: ${what}, and ${inv.name} may take ${describeOption(option)}.${limit}${cost}`,
  };
}

/**
 * Whether an investigator may take a card by class access alone (ignoring copy counts and
 * option limits): signature cards of others and `not` options exclude it.
 */
export function canInclude(inv: Investigator, card: ArkhamCard): boolean {
  return explainAccess(inv, card).allowed;
}

function optionMatches(option: DeckOption, card: ArkhamCard): boolean {
  if (option.factions && !option.factions.includes(card.faction)) return false;
  if (option.traits && !card.traits.some((t) => option.traits!.includes(t.toLowerCase())))
    return false;
  if (option.level && !option.not) {
    const level = levelOf(card);
    if (level < option.level.min || level > option.level.max) return false;
  }
  return true;
}

function describeOption(option: DeckOption): string {
  const who = option.factions?.map(factionLabel).join('/') ?? 'any class';
  const traits = option.traits ? ` with trait ${option.traits.join('/')}` : '';
  const level = option.level
    ? option.level.min === option.level.max
      ? ` level ${option.level.min}`
      : ` level ${option.level.min}-${option.level.max}`
    : '';
  const limit = option.limit !== undefined ? ` (up to ${option.limit} cards)` : '';
  return `${option.not ? 'no ' : ''}${who}${traits}${level}${limit}`;
}

/** Cards the investigator brings that never count toward deck size or class access. */
function requiredCodes(inv: Investigator): Set<string> {
  return new Set(inv.deckRequirements.cards.flat());
}

/**
 * Checks a deck against the investigator's deckbuilding rules: size, copies by title, class
 * access (in option order, with `not` and `limit` options), signature cards, basic weaknesses
 * and experience. Pure: returns every problem found, never throws on bad decks.
 */
export function validateDeck(
  deck: ArkhamDeck,
  registry: CardRegistry,
  options: ValidateOptions = {},
): DeckValidation {
  const problems: DeckProblem[] = [];
  const error = (rule: DeckRule, message: string, card?: ArkhamCard) =>
    problems.push({ rule, severity: 'error', message, ...(card ? { card: ref(card) } : {}) });
  const warn = (rule: DeckRule, message: string, card?: ArkhamCard) =>
    problems.push({ rule, severity: 'warning', message, ...(card ? { card: ref(card) } : {}) });

  const inv = registry.getInvestigator(deck.investigator_code);
  if (!inv) {
    const known = registry.investigators.map((i) => `${i.code} ${i.name}`).join(', ');
    error(
      'unknown_investigator',
      `Investigator code ${deck.investigator_code} is not a known investigator. Known: ${known}.`,
    );
    return { valid: false, deckSize: 0, requiredSize: null, xp: 0, problems };
  }

  const entries: Array<[ArkhamCard, number]> = [];
  for (const [code, count] of Object.entries(deck.slots)) {
    const card = registry.get(code);
    if (!card) {
      error('unknown_card', `Card code ${code} is not in the card data (Core Set and Dunwich).`);
    } else if (card.type === 'investigator') {
      error(
        'investigator_in_deck',
        `${card.name} is an investigator card; remove it from slots.`,
        card,
      );
    } else {
      entries.push([card, count]);
    }
  }

  const required = requiredCodes(inv);
  let deckSize = 0;
  let xp = 0;
  const optionCounts = new Map<DeckOption, number>();
  const byName = new Map<string, { total: number; limit: number; card: ArkhamCard }>();

  for (const [card, count] of entries) {
    xp += xpCost(card) * count;
    const own = required.has(card.code) || card.restrictedTo === inv.code;
    // Signature cards, weaknesses and permanents sit outside the deck size.
    if (!own && !isWeakness(card) && !card.permanent) deckSize += count;

    const limit = card.exceptional ? Math.min(1, card.deckLimit) : card.deckLimit;
    const group = byName.get(card.name);
    if (group) {
      group.total += count;
      group.limit = Math.min(group.limit, limit);
    } else byName.set(card.name, { total: count, limit, card });

    if (card.restrictedTo && card.restrictedTo !== inv.code) {
      const owner = registry.get(card.restrictedTo)?.name ?? card.restrictedTo;
      error(
        'signature_restricted',
        `${card.name} may only be in ${owner}'s deck, not ${inv.name}'s.`,
        card,
      );
      continue;
    }
    if (own || isWeakness(card)) continue;

    const option = inv.deckOptions.find((o) => optionMatches(o, card));
    if (!option) {
      const allowed = inv.deckOptions.filter((o) => !o.not).map(describeOption);
      error(
        'class_access',
        `${cardLabel(card)} is a level ${levelOf(card)} ${factionLabel(card.faction)} card, which ${inv.name} cannot take. ${inv.name} may take: ${allowed.join('; ')}.`,
        card,
      );
    } else if (option.not) {
      error(
        'forbidden_card',
        `${cardLabel(card)} has a trait ${inv.name} may not take (${describeOption(option)}).`,
        card,
      );
    } else if (option.limit !== undefined) {
      optionCounts.set(option, (optionCounts.get(option) ?? 0) + count);
    }
  }

  for (const [option, count] of optionCounts) {
    if (count > (option.limit ?? Infinity)) {
      error(
        'option_limit',
        `${inv.name} has ${count} cards through "${describeOption(option)}" but may have at most ${option.limit}${option.error ? ` (${option.error})` : ''}.`,
      );
    }
  }

  for (const { total, limit, card } of byName.values()) {
    if (total > limit) {
      error(
        'copy_limit',
        `${total} copies of ${card.name}; at most ${limit} by title (levels count together).`,
        card,
      );
    }
  }

  const requiredSize = inv.deckRequirements.size;
  if (deckSize !== requiredSize) {
    error(
      'deck_size',
      `${inv.name}'s deck has ${deckSize} cards that count toward size but needs exactly ${requiredSize} (signature cards and weaknesses do not count); ${deckSize > requiredSize ? `remove ${deckSize - requiredSize}` : `add ${requiredSize - deckSize}`}.`,
    );
  }

  for (const alternatives of inv.deckRequirements.cards) {
    if (!alternatives.some((code) => (deck.slots[code] ?? 0) > 0)) {
      const card = registry.get(alternatives[0] ?? '');
      const label = card?.name ?? alternatives.join('/');
      error(
        'missing_required_card',
        `${inv.name} must include ${label} (${alternatives.join(' or ')}).`,
        card,
      );
    }
  }

  const basics = entries
    .filter(([card]) => card.subtype === 'basicweakness')
    .reduce((n, [, count]) => n + count, 0);
  if (basics < inv.deckRequirements.randomBasicWeakness) {
    error(
      'missing_basic_weakness',
      `The deck needs ${inv.deckRequirements.randomBasicWeakness} random basic weakness (add 01000 Random Basic Weakness or a specific one such as 01096 Amnesia).`,
    );
  }

  const budget = options.availableXp ?? deck.xp ?? undefined;
  if (xp > (budget ?? 0)) {
    const message = `The cards cost ${xp} experience but ${budget ?? 0} is available${budget === undefined ? ' (a new deck starts with 0; pass the campaign experience)' : ''}.`;
    if (budget === undefined) warn('xp_total', message);
    else error('xp_total', message);
  }

  if (options.ownedPacks) {
    const owned = new Map<string, number>();
    for (const pack of options.ownedPacks) owned.set(pack, (owned.get(pack) ?? 0) + 1);
    for (const [card, count] of entries) {
      if (card.hidden) continue;
      const have = card.quantity * (owned.get(card.pack) ?? 0);
      if (count > have) {
        warn(
          'collection',
          `${cardLabel(card)}: the deck uses ${count} but the owned packs hold ${have} (pack ${card.pack}).`,
          card,
        );
      }
    }
  }

  return {
    valid: problems.every((p) => p.severity !== 'error'),
    deckSize,
    requiredSize,
    xp,
    problems,
  };
}
