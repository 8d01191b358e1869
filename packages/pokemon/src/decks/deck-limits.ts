import { copyLimitName, isBasicEnergy, isBasicPokemon, textSentences } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';

/** Copies allowed of any card with the same name, basic Energy excepted. */
export const MAX_COPIES = 4;

/**
 * A limit on how many cards of a kind a deck may hold: the four-copies rule by name, or one a
 * card prints ("You can't have more than 1 Shining Raichu in your deck.", "You may have up to 4
 * Basic Pokémon cards in your deck with Unown in their names.").
 */
export interface DeckLimit {
  /** What the limit counts, as messages name it: `Potion`, `Basic Pokémon with Unown in their names`. */
  readonly label: string;
  readonly max: number;
  /** Whether a card counts towards the limit. */
  readonly counts: (card: PokemonCard) => boolean;
  /** The printed sentence the limit comes from (none for the four-copies rule). */
  readonly printed?: string;
  /** The game rule the limit comes from when no card prints it (the Pokémon ★ rule). */
  readonly rule?: string;
}

/** One card of a deck and how many copies; `line` where a deck list named it, when it did. */
export interface DeckLimitEntry {
  readonly card: PokemonCard;
  readonly count: number;
  readonly line?: number;
}

/** A limit a deck breaks: how many it holds, and which entries count towards it. */
export interface DeckLimitBreach {
  readonly limit: DeckLimit;
  readonly count: number;
  readonly entries: readonly DeckLimitEntry[];
}

const COUNT_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, four: 4 };
const countOf = (word: string) => COUNT_WORDS[word.toLowerCase()] ?? Number(word);

/** "You can't have more than 1 Shining Raichu in your deck." — by the card's own name or subtype. */
const AT_MOST = /^You can't have more than (\d+|an?|one|two) (.+?) in your deck\.$/;
/** "You may have up to 4 Basic Pokémon cards in your deck with Unown in their names." */
const BASICS_NAMED =
  /^You may have up to (\d+|two|four) Basic Pokémon cards in your deck with (.+?) in their names\.$/;

/** The subtype of a Pokémon ★ ("Torchic ★") in the card data. */
const STAR = 'Star';
/** How a Pokémon ★ card names its kind: "Pokémon Star" in the data, "Pokémon ★" as printed. */
const STAR_KIND = /^Pokémon (?:Star|★)$/;

/**
 * The EX-era Pokémon ★ rule: a deck holds at most 1 Pokémon ★ — every card printed with the star,
 * whatever its name. Each such card prints it ("You can't have more than 1 Pokémon Star in your
 * deck."); a card that lost the line in the data is held to it all the same.
 */
function starLimit(printed?: string): DeckLimit {
  return {
    label: 'Pokémon ★',
    max: 1,
    counts: (c) => c.subtypes.includes(STAR),
    ...(printed === undefined
      ? { rule: 'a deck may hold only 1 Pokémon ★ (the Pokémon ★ rule)' }
      : { printed }),
  };
}

/** The limit one printed sentence sets, or `undefined` when the sentence is not a deck limit. */
function sentenceLimit(card: PokemonCard, sentence: string): DeckLimit | undefined {
  const atMost = AT_MOST.exec(sentence);
  if (atMost) {
    const max = countOf(atMost[1]!);
    const what = atMost[2]!;
    if (STAR_KIND.test(what))
      return max === 1 && card.subtypes.includes(STAR) ? starLimit(sentence) : undefined;
    if (what === card.name || what === copyLimitName(card)) {
      const name = copyLimitName(card);
      return { label: name, max, counts: (c) => copyLimitName(c) === name, printed: sentence };
    }
    // "… more than 1 Radiant Pokémon / ACE SPEC card": a kind the card itself is.
    const kind = what.replace(/ (?:cards?|Pokémon)$/, '');
    const subtype = card.subtypes.find((s) => s.toLowerCase() === kind.toLowerCase());
    if (subtype === undefined) return undefined;
    return {
      label: `${what} cards`,
      max,
      counts: (c) => c.subtypes.includes(subtype),
      printed: sentence,
    };
  }
  const named = BASICS_NAMED.exec(sentence);
  if (named && card.name.includes(named[2]!)) {
    const part = named[2]!;
    return {
      label: `Basic Pokémon with ${part} in their names`,
      max: countOf(named[1]!),
      counts: (c) => isBasicPokemon(c) && c.name.includes(part),
      printed: sentence,
    };
  }
  return undefined;
}

/** The deck limits a card prints, one per sentence that sets one. */
export function printedDeckLimits(card: PokemonCard): DeckLimit[] {
  return card.rules.flatMap((rule) =>
    textSentences(rule).flatMap((s) => sentenceLimit(card, s) ?? []),
  );
}

/** True when every sentence of a printed rule is a deck limit (the deck checks apply it whole). */
export function isDeckLimitText(card: PokemonCard, text: string): boolean {
  const sentences = textSentences(text);
  return sentences.length > 0 && sentences.every((s) => sentenceLimit(card, s) !== undefined);
}

/**
 * Every limit a deck breaks: the four-copies rule by name (basic Energy excepted) and each limit
 * its cards print (checked once per distinct printed sentence).
 */
export function deckLimitBreaches(entries: readonly DeckLimitEntry[]): DeckLimitBreach[] {
  const byName = new Map<string, DeckLimitEntry[]>();
  const printed = new Map<string, DeckLimit>();
  for (const entry of entries) {
    if (!isBasicEnergy(entry.card)) {
      const name = copyLimitName(entry.card);
      byName.set(name, [...(byName.get(name) ?? []), entry]);
    }
    for (const limit of printedDeckLimits(entry.card))
      if (!printed.has(limit.label)) printed.set(limit.label, limit);
  }
  // The Pokémon ★ rule holds even for a card whose data lost the printed line.
  const star = starLimit();
  if (!printed.has(star.label) && entries.some((e) => star.counts(e.card)))
    printed.set(star.label, star);
  const breaches: DeckLimitBreach[] = [];
  const check = (limit: DeckLimit, counted: readonly DeckLimitEntry[]) => {
    const count = counted.reduce((sum, e) => sum + e.count, 0);
    if (count > limit.max) breaches.push({ limit, count, entries: counted });
  };
  // A card's own, stricter limit by name is the one to report ("1 Shining Raichu", not "4").
  for (const [name, group] of byName)
    if ((printed.get(name)?.max ?? MAX_COPIES) >= MAX_COPIES)
      check({ label: name, max: MAX_COPIES, counts: (c) => copyLimitName(c) === name }, group);
  for (const limit of printed.values())
    check(
      limit,
      entries.filter((e) => limit.counts(e.card)),
    );
  return breaches;
}

/**
 * What a breach says, e.g. `5 copies of Potion (lines 8, 9); at most 4 cards with the same name
 * are allowed, basic Energy excepted` or `2 Shining Raichu; at most 1, as the card says: "…"`.
 * `where` (a deck list's lines) follows the count when given.
 */
export function describeBreach(breach: DeckLimitBreach, where?: string): string {
  const { limit, count } = breach;
  const at = where === undefined ? '' : ` (${where})`;
  if (limit.printed !== undefined)
    return `${count} ${limit.label}${at}; at most ${limit.max}, as the card says: "${limit.printed}"`;
  if (limit.rule !== undefined) return `${count} ${limit.label}${at}; ${limit.rule}`;
  return `${count} copies of ${limit.label}${at}; at most ${MAX_COPIES} cards with the same name are allowed, basic Energy excepted`;
}
