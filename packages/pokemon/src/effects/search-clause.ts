import { isBasicEnergy, isBasicPokemon } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { energyProvided } from '../game/board';
import { namesIn, namesNow, onFlip, type Plan, type Rule } from './attack-plan';
import type { EffectEnv } from './env';
import { searchDeck, when } from './steps';
import { cardFilter } from './trainer-plan';
import type { Step } from './types';

/**
 * Attack sentences that search the deck for cards, read as clauses that compose:
 *
 *   [If heads|tails,] [you may] search your deck for <count> <what>
 *   (, | and | . ) [show it to your opponent(,) (and | then)] put it (into your hand | onto your Bench).
 *
 * `<what>` is read by the one card-kind reader (`cardFilter`: "Trainer card", "Supporter card",
 * "Baby Pokémon card", "Basic Pokémon or Evolution card", "… with Brock in its name"), plus
 * names ("a card named Gyarados, Dark Gyarados, or Shining Gyarados", "a Basic Pokémon named
 * Oddish", "a Fire Basic Pokémon"). A card put onto the Bench must be a Basic Pokémon (a Baby
 * Pokémon is one), so only Basic kinds read there. The search is a private choice over the deck
 * (the opponent is shown nothing but what the text says to show); the deck is shuffled by the
 * text's own "Shuffle your deck afterward."
 */

const P = 'Pok[eé]mon';
const TYPES = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless)';

/** What a search finds: which cards, how many, and the words for the prompt. */
export interface Wanted {
  readonly filter: (c: PokemonCard, e: EffectEnv) => boolean;
  readonly max: number;
  /** Every kind it names is a Basic Pokémon (it may go onto a Bench). */
  readonly basic: boolean;
  readonly words: string;
  /** "up to 3 different types of …": no two cards taken share a type (one chosen at a time). */
  readonly differentTypes?: true;
}

const COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  '1': 1,
  one: 1,
  two: 2,
  '2': 2,
  three: 3,
  '3': 3,
};
/** "any number of": as many as fit (a deck holds 60 cards). */
const ANY_NUMBER = 60;

/** A Basic kind: "Basic Pokémon", "Baby Pokémon", "Fire Basic Pokémon" (card / cards). */
const BASIC_KIND = new RegExp(`^(?:${TYPES} )?(?:Basic|Baby) ${P}(?: cards?)?$`, 'i');

/** Reads "a Baby Pokémon card", "a card named X, Y, or Z", "a Trainer card" … */
export function readWanted(phrase: string): Wanted | undefined {
  const m =
    /^(?:(?:any )?(a|an|1|one|two|2|three|3)|up to (1|one|two|2|three|3)|(any number of)) (.+)$/i.exec(
      phrase.trim(),
    );
  if (!m) return undefined;
  const max = m[3] ? ANY_NUMBER : (COUNTS[((m[1] ?? m[2]) as string).toLowerCase()] as number);
  const words = m[4] as string;
  // "any 1 card", "up to 2 cards": cards of any kind.
  if (/^cards?$/i.test(words)) return { filter: () => true, max, basic: false, words };
  // "up to 3 different types of basic Energy cards": that kind, no two of a type.
  const different = /^different types of (.+)$/i.exec(words);
  if (different) {
    const kind = m[2] ? readWanted(`up to ${m[2]} ${different[1]}`) : undefined;
    return kind && !kind.differentTypes ? { ...kind, differentTypes: true, words } : undefined;
  }
  // "up to 2 in any combination of Basic Pokémon with X in its name and basic Energy cards".
  const combination = /^in any combination of (.+) and (.+)$/i.exec(words);
  if (combination) {
    const kinds = [combination[1] as string, combination[2] as string].map((w) =>
      readWanted(`any number of ${w}`),
    );
    if (kinds.some((k) => k === undefined || k.differentTypes)) return undefined;
    const [a, b] = kinds as [Wanted, Wanted];
    return {
      filter: (c, e) => a.filter(c, e) || b.filter(c, e),
      max,
      basic: a.basic && b.basic,
      words: `${combination[1]} and/or ${combination[2]}`,
    };
  }
  const named = new RegExp(
    `^(cards?|${P}|(?:Basic|Baby) ${P}(?: cards?)?|Evolution cards?) named (.+)$`,
    'i',
  ).exec(words);
  if (named) {
    const kind = named[1] as string;
    const base = /^cards?$/i.test(kind) ? () => true : cardFilter(kind);
    const names = namesIn(named[2] as string);
    if (!base || names.some((n) => !/^(?:[A-Z]|SELF)/.test(n))) return undefined;
    return {
      filter: (c, e) => base(c) && namesNow(names, e).includes(c.name),
      max,
      basic: BASIC_KIND.test(kind),
      words,
    };
  }
  const typed = new RegExp(`^${TYPES} (Basic ${P}(?: cards?)?)$`).exec(words);
  if (typed) {
    const type = typed[1] as string;
    return {
      filter: (c) => isBasicPokemon(c) && c.types.some((t) => t === type),
      max,
      basic: true,
      words,
    };
  }
  const evolves = /^cards? that evolves? from (SELF)$/i.exec(words);
  if (evolves) {
    return {
      filter: (c, e) =>
        c.supertype === 'Pokémon' &&
        c.evolvesFrom !== undefined &&
        namesNow(['SELF'], e).includes(c.evolvesFrom),
      max,
      basic: false,
      words,
    };
  }
  const kinds = cardFilter(words);
  if (!kinds) return eitherKind(words, max) ?? bareNames(words, max);
  const listed = words
    .replace(/ \(excluding [^)]+\)( cards?)?$/, '$1')
    .replace(/ (?:with|that has) [A-Z][\w.']*(?: [A-Z][\w.']*)* in (?:its|their) names?$/, '')
    .split(/,? and\/or |,? or |, /);
  return {
    filter: (c) => kinds(c),
    max,
    basic: listed.every((k) => BASIC_KIND.test(k.trim())),
    words,
  };
}

/**
 * "a Grass Basic Pokémon or Basic Pokémon with Team Aqua in its name": two kinds each read whole
 * (a phrase such as "with … in its name" belongs to its own side only).
 */
function eitherKind(words: string, max: number): Wanted | undefined {
  for (let at = words.indexOf(' or '); at > 0; at = words.indexOf(' or ', at + 1)) {
    const sides = [words.slice(0, at), words.slice(at + 4)].map((w) =>
      readWanted(`any number of ${w}`),
    );
    if (sides.some((k) => k === undefined || k.differentTypes)) continue;
    const [a, b] = sides as [Wanted, Wanted];
    return {
      filter: (c, e) => a.filter(c, e) || b.filter(c, e),
      max,
      basic: a.basic && b.basic,
      words,
    };
  }
  return undefined;
}

/** Words that name a kind of card, never a card's name. */
const KIND_WORD =
  /\b(?:Pok[eé]mon|Energy|Trainer|Supporter|Stadium|Tool|Item|Fossil|Machine|Evolution|Basic|Baby|Stage|cards?)\b/;

/**
 * Cards by name alone: "a Nidoran ♀ or Nidoran ♂ card", "Magikarp", "a Metapod" (`SELF` is the
 * attacker's own name). Read only when no kind reader knows the words and each item looks like a
 * name (capitalised, no kind word). Such a search puts Pokémon onto the Bench only when they are
 * Basic Pokémon (the Bench filter checks each card).
 */
function bareNames(words: string, max: number): Wanted | undefined {
  const names = namesIn(words.replace(/ cards?$/i, ''));
  const name = /^(?:SELF|[A-Z][\w.'-]*)(?: (?:[A-Z][\w.'-]*|♀|♂|SELF))*$/;
  if (names.some((n) => !name.test(n) || KIND_WORD.test(n))) return undefined;
  return {
    filter: (c, e) => namesNow(names, e).includes(c.name),
    max,
    basic: true,
    words,
  };
}

/** Where the card goes, and whether the opponent is shown it first. */
export interface Destination {
  readonly to: 'hand' | 'bench';
  readonly show: boolean;
}

const IT = '(?:it|that card|them|those cards)';

/** "show it to your opponent, and put it into your hand", "put it onto your Bench". */
export function readDestination(words: string): Destination | undefined {
  const m = new RegExp(
    `^(?:(show ${IT} to your opponent),? (?:and )?(?:then )?)?put ${IT} (into your hand|onto your Bench)$`,
    'i',
  ).exec(words.trim());
  if (!m) return undefined;
  return { to: /Bench/i.test(m[2] as string) ? 'bench' : 'hand', show: m[1] !== undefined };
}

/** The steps of a search read whole; `each`: "For each heads, …" (that many searches' worth). */
function searchSteps(
  coin: string | undefined,
  wanted: Wanted,
  dest: Destination,
  each: boolean,
): Step[] | undefined {
  if (dest.to === 'bench' && !wanted.basic) return undefined;
  const where = dest.to === 'bench' ? 'put onto your Bench' : 'put into your hand';
  if (wanted.differentTypes) return each ? undefined : onFlip(coin, differentTypes(wanted, dest));
  const search = searchDeck({
    var: 'searched',
    filter: (c, e) => wanted.filter(c, e) && (dest.to === 'hand' || isBasicPokemon(c)),
    max: each ? (e: EffectEnv) => wanted.max * e.heads() : wanted.max,
    to: dest.to,
    reveal: dest.show,
    shuffle: false,
    prompt: `Choose ${each ? 'per heads ' : ''}${wanted.words} from your deck to ${dest.show ? 'show your opponent and ' : ''}${where}.`,
  });
  return each ? [when((e) => e.heads() > 0, search)] : onFlip(coin, search);
}

/** A card's types: a Pokémon's (both, for a dual-type one), a basic Energy card's own. */
const typesOf = (c: PokemonCard): readonly string[] =>
  c.supertype === 'Pokémon' ? c.types : isBasicEnergy(c) ? energyProvided(c).slice(0, 1) : [];

/**
 * "up to 3 different types of …": one card at a time, each of a type none taken before has (a
 * dual-type Pokémon counts as both of its types), until the player takes none or the most.
 */
function differentTypes(wanted: Wanted, dest: Destination): Step[] {
  const taken = (e: EffectEnv, k: number) =>
    Array.from({ length: k }, (_, i) => e.chosen(`searched${i}`)).flat();
  const round = (k: number): Step[] => {
    const search = searchDeck({
      var: `searched${k}`,
      filter: (c, e) => {
        const before = new Set(
          taken(e, k).flatMap((id) => {
            const card = e.card(id);
            return card ? typesOf(card) : [];
          }),
        );
        const types = typesOf(c);
        return wanted.filter(c, e) && types.length > 0 && types.every((t) => !before.has(t));
      },
      max: 1,
      to: dest.to,
      reveal: dest.show,
      shuffle: false,
      prompt: `Choose ${k === 0 ? 'a card' : 'another card, of a type different from those taken,'} (${wanted.words}) from your deck to ${dest.show ? 'show your opponent and ' : ''}${dest.to === 'bench' ? 'put onto your Bench' : 'put into your hand'}${k === 0 ? '' : ', or none to stop'}.`,
    });
    if (k + 1 >= wanted.max) return search;
    return [...search, when((e) => e.chosen(`searched${k}`).length > 0, round(k + 1))];
  };
  return round(0);
}

/**
 * Several cards, one of each kind: "a Basic Pokémon and a basic Energy card", "a Metapod and a
 * Butterfree card", "a Grass Pokémon, a Trainer card, and an Energy card", "a card that evolves
 * from SELF and a card that evolves from that card" (that card: the one taken just before).
 * Every item opens with "a"/"an"/"1" and is read whole by {@link readWanted}; `undefined` when
 * there are fewer than two items or any is not known.
 */
export function readEachOf(words: string): Wanted[] | undefined {
  const items = words.trim().split(/,? and (?=(?:a|an|1) )|, (?=(?:a|an|1) )/i);
  if (items.length < 2) return undefined;
  const out: Wanted[] = [];
  for (const [i, item] of items.entries()) {
    const fromThat = /^(?:a|an|1) (?:card|Pok[eé]mon) that evolves from that card$/i.test(item);
    const wanted: Wanted | undefined = fromThat
      ? i === 0
        ? undefined
        : {
            filter: (c, e) => {
              const before = e.picked(`searched${i - 1}`);
              const name = before === undefined ? undefined : e.card(before)?.name;
              return c.supertype === 'Pokémon' && name !== undefined && c.evolvesFrom === name;
            },
            max: 1,
            basic: false,
            words: item.replace(/^(?:a|an|1) /i, ''),
          }
      : readWanted(item);
    if (wanted?.max !== 1 || wanted.differentTypes) return undefined;
    out.push(wanted);
  }
  return out;
}

/** One search per item of {@link readEachOf}, each up to 1 card, in the order printed. */
function eachOfSteps(coin: string | undefined, items: Wanted[], dest: Destination): Step[] {
  if (dest.to === 'bench' && !items.every((w) => w.basic)) return [];
  const where = dest.to === 'bench' ? 'put onto your Bench' : 'put into your hand';
  return onFlip(
    coin,
    items.flatMap((wanted, i) =>
      searchDeck({
        var: `searched${i}`,
        filter: (c, e) => wanted.filter(c, e) && (dest.to === 'hand' || isBasicPokemon(c)),
        max: 1,
        to: dest.to,
        reveal: dest.show,
        shuffle: false,
        prompt: `Choose ${i === 0 ? '' : 'next '}${wanted.words} from your deck (${items.map((w) => w.words).join(' + ')}) to ${dest.show ? 'show your opponent and ' : ''}${where}.`,
      }),
    ),
  );
}

const OPENING = '(?:(?:If|For each) (heads|tails), )?(?:you may )?search your deck for ';

/** A search read into the plan (`false`: the words are not known). */
function planSearch(m: RegExpExecArray, p: Plan): boolean {
  const each = /^For each/i.test(m[0]);
  // "For each heads" counts several coins; "If heads" reads one.
  if (each && (m[1]?.toLowerCase() !== 'heads' || p.coins !== 'many')) return false;
  const wanted = readWanted(m[2] as string);
  const dest = readDestination(m[3] as string);
  // Several kinds, one card of each: only as one search with where they all go.
  const eachOf = !wanted && !each && dest ? readEachOf(m[2] as string) : undefined;
  const steps = eachOf
    ? eachOfSteps(m[1], eachOf, dest as Destination)
    : wanted && dest && searchSteps(each ? undefined : m[1], wanted, dest, each);
  if (!steps || steps.length === 0) return false;
  p.post.push(...steps);
  return true;
}

/**
 * A search whose count comes with where the cards go: "Search your deck for Magikarp and put as
 * many of them as you like onto your Bench", "… for Pokémon that has Team Aqua in its name, show
 * up to 3 of them to your opponent, and put them into your hand".
 */
function planCountedSearch(m: RegExpExecArray, p: Plan): boolean {
  const upTo = m[3] ?? m[4];
  const wanted = readWanted(`${upTo ? `up to ${upTo}` : 'any number of'} ${m[2]}`);
  const dest: Destination = {
    to: /Bench/i.test(m[5] as string) ? 'bench' : 'hand',
    show: /show/i.test(m[0]),
  };
  const steps = wanted && searchSteps(m[1], wanted, dest, false);
  if (!steps) return false;
  p.post.push(...steps);
  return true;
}

/** The rules: the search and where the card goes in one sentence, or in two. */
export const SEARCH_RULES: readonly Rule[] = [
  [
    /^(?:If (heads|tails), )?(?:you may )?search your deck for (?!(?:a|an|1|one|two|three|up to|any number of) )([^.]+?)(?:,| and) (?:show (?:up to (\w+) of them|them) to your opponent,? and put them|put (?:as many of them as you like|up to (\w+) of them)) (into your hand|onto your Bench)\.$/i,
    planCountedSearch,
  ],
  [
    new RegExp(`^${OPENING}([^.]+?)(?:,| and) ((?:show ${IT} [^.]*?)?put ${IT} [^.]+)\\.$`, 'i'),
    planSearch,
  ],
  [
    new RegExp(
      `^${OPENING}([^.]+)\\. ((?:Show ${IT} [^.]*?)?Put ${IT} [^.]+|Show ${IT} [^.]+)\\.$`,
      'i',
    ),
    planSearch,
  ],
];
