import { isBasicPokemon, isEvolution, isPokemonEx } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { EffectEnv } from './env';
import type { SentenceRule } from './sentences';
import { is } from './steps';
import type { Step } from './types';

/**
 * The plan a Trainer text's sentences build, and the words the Trainer sentence rules share.
 * Rules live in more than one module (trainer-patterns.ts, more-trainer-rules.ts); each reads
 * and adds to the same plan.
 */
export interface Plan {
  readonly steps: Step[];
  readonly unplayable: ((e: EffectEnv) => string | undefined)[];
  /**
   * What earlier sentences set up for later ones to read: "Look at the top 7 cards of your
   * deck." for "Choose 2 of those cards …", "Flip 2 coins." for "If both of them are heads".
   */
  context: {
    /** The card's own name (its text reads it as `SELF`: Sabrina's "with Sabrina in its name"). */
    name?: string;
    /** The top N cards of the deck looked at (their ids go to the `looked` variable). */
    lookedTop?: number;
    /** The bottom N cards of the deck looked at (their ids go to the `looked` variable). */
    lookedBottom?: number;
    /** Cards of the deck were revealed until one of a kind showed (it goes to `found`). */
    revealedUntil?: boolean;
    /** Cards chosen from the deck, set apart from the rest (their ids go to `fromDeck`). */
    chosenFromDeck?: boolean;
    /** The variable counting the cards the last "Discard …" discarded ("If you discarded 2 …"). */
    discarded?: string;
    /** How many that "Discard …" asked for at least ("If you do" holds once that many went). */
    discardedMin?: number;
    /** The opponent was asked to accept a challenge (their answer is `accept`). */
    challenged?: boolean;
    /** What the last clause did, for another player: "Your opponent does the same." */
    mirror?: (side: 'me' | 'opp') => Step[];
    /** Coins flipped by the last "Flip N coins." */
    coins?: number;
    /** The opponent's hand was looked at ("Look at your opponent's hand."). */
    opponentsHand?: boolean;
    /** A choice of cards in a discard pile waits for what is done with them (Time Capsule). */
    discardChoice?: { readonly count: number; readonly filter: (c: PokemonCard) => boolean };
    /** Cards were put onto a Bench: "(A player can't do any of this if his or her Bench is full.)" */
    benched?: boolean;
    /** Energy cards were chosen on an opponent's Pokémon ("Discard those Energy cards."). */
    chosenEnergy?: boolean;
    /** "Flip a coin until you get tails." (its heads are read by "For each heads, …"). */
    untilTails?: boolean;
    /** "… reveal the top 3 cards of it." (the cards go to `revealed`). */
    revealedTop?: number;
    /** One of your own Prize cards was chosen and looked at (Misty's Wish: `ownPrize` holds its zone). */
    ownPrize?: boolean;
    /** The opponent was asked whether they accept (their answer is `accept`). */
    askedOpponent?: boolean;
    /** The opponent's Prize cards were looked at (Impostor Professor Oak's Invention). */
    opponentsPrizes?: boolean;
    /** One of the opponent's Prizes was chosen (Card-Flip Game: `prize` holds its zone). */
    prize?: boolean;
    /** A card of the hand was put face down for the opponent to guess (the answers, once read). */
    quiz?: string[];
    /** "Flip a coin." was read: "Then, …" after it may or may not wait for heads (not read). */
    flipped?: boolean;
    /** The variable holding 1 of your Pokémon chosen earlier ("… from 1 of your Pokémon. Then … it"). */
    chosenOwn?: string;
    /** The variable holding 1 of the opponent's Pokémon chosen earlier ("that Pokémon"). */
    chosenOpponents?: string;
    /** Cards of the discard pile were taken into the hand ("If you don't have that many …"). */
    fromDiscard?: boolean;
    /** A card was put on a Pokémon to evolve it ("(This counts as evolving that Pokémon.)"). */
    evolving?: boolean;
  };
}

export type Rule = SentenceRule<Plan>;

/** A fresh plan. */
export const newTrainerPlan = (): Plan => ({ steps: [], unplayable: [], context: {} });

const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

/** "a", "two", "7" as a number (NaN for anything else). */
export const count = (s: string | undefined) => COUNT[(s ?? '').toLowerCase()] ?? Number(s);

/** A name word a text reads Pokémon by ("with Giovanni in its name"), as a pattern group. */
export const NAME = "([A-Z][\\w.']*(?: [A-Z][\\w.']*)*)";

/** A number word or digits, as a pattern group. */
export const N = '(\\d+|an?|one|two|three|four|five|six|seven)';

/** One kind of card a text names ("basic Energy card", "Evolution cards", "Basic Pokémon"). */
function kindFilter(words: string): ((c: PokemonCard) => boolean) | undefined {
  const w = words
    .trim()
    .replace(/^(?:an?|any|1) /i, '')
    .replace(/ cards?$/i, '');
  if (/^basic Energy$/i.test(w)) return is.basicEnergy;
  // "Water Energy cards": basic Energy of that type (no other kind says so in these sets).
  const typed = /^(Grass|Fire|Water|Lightning|Psychic|Fighting) Energy$/.exec(w);
  if (typed) return is.basicEnergyOf(typed[1] as EnergyType);
  if (/^card$/.test(w)) return is.any;
  if (/^Energy$/.test(w)) return is.energy;
  if (/^Basic Pokémon$/i.test(w)) return isBasicPokemon;
  if (/^Baby Pokémon$/.test(w)) return (c) => c.subtypes.includes('Baby');
  if (/^Evolution$/.test(w)) return isEvolution;
  if (/^Trainer$/.test(w)) return is.trainer;
  // Kinds of Trainer named by their subtype ("Supporter and/or Stadium cards", "a Technical
  // Machine or Pokémon Tool card"), as the card data spells the subtype ("Pokémon Tool F" too).
  const sub = /^(Supporter|Stadium|Pok[eé]mon Tool|Technical Machine)$/i.exec(w);
  if (sub) {
    const subtype = (sub[1] as string).toLowerCase().replace('pokemon', 'pokémon');
    return (c) =>
      c.supertype === 'Trainer' && c.subtypes.some((s) => s.toLowerCase().startsWith(subtype));
  }
  if (/^Pokémon$/.test(w)) return is.pokemon;
  return undefined;
}

/**
 * What a list of card kinds finds: "any Basic Pokémon or Evolution card", "Basic Pokémon,
 * Evolution, and/or basic Energy cards", "… with Brock in its name" (every kind listed, so
 * named). `undefined` for a kind these words do not know.
 */
export function cardFilter(what: string): ((c: PokemonCard) => boolean) | undefined {
  // "a Basic Pokémon (excluding Pokémon-ex)", "… cards (excluding Baby Pokémon)": the kinds
  // named, less the kinds the parenthesis leaves out.
  const excluding = /^(.+?) \(excluding ([^)]+)\)( cards?)?$/.exec(what);
  if (excluding) {
    const base = cardFilter(`${excluding[1]}${excluding[3] ?? ''}`);
    const not = excludedKinds(excluding[2] as string);
    return base && not && ((c) => base(c) && !not(c));
  }
  const named =
    /^(.+?) (?:with|that has) ([A-Z][\w.']*(?: [A-Z][\w.']*)*) in (?:its|their) names?$/.exec(what);
  if (named) {
    const base = cardFilter(named[1] as string);
    const word = named[2] as string;
    return base && ((c) => base(c) && c.name.includes(word));
  }
  // "a Basic Pokémon card other than a Baby Pokémon card": the first kind, not the second.
  const other = /^(.+?) other than (?:an? )?(.+)$/.exec(what);
  if (other) {
    const base = cardFilter(other[1] as string);
    const not = cardFilter(other[2] as string);
    return base && not && ((c) => base(c) && !not(c));
  }
  const parts = what.split(/,? and\/or |,? or |, /).map((x) => x.trim());
  const filters = parts.map(kindFilter);
  if (filters.some((f) => f === undefined)) return undefined;
  return (c) => filters.some((f) => f?.(c));
}

/** A Pokémon with its owner in its name ("Team Aqua's Mightyena", "Brock's Onix", "Rocket's Scyther"). */
export const hasOwnerInName = (c: PokemonCard): boolean =>
  c.supertype === 'Pokémon' && /^[A-Z][\w. ]*'s /.test(c.name);

/**
 * What "(excluding …)" leaves out: "Pokémon-ex", "Baby Pokémon", "Pokémon-ex and Pokémon that
 * has an owner in its name". `undefined` for other words.
 */
export function excludedKinds(words: string): ((c: PokemonCard) => boolean) | undefined {
  const parts = words.split(/,? and |, /).map((x) => x.trim());
  const fits = parts.map((w) =>
    /^Pokémon-ex$/.test(w)
      ? isPokemonEx
      : /^Pokémon (?:that has|with) an owner in (?:its|their) names?$/.test(w)
        ? hasOwnerInName
        : /^Baby Pokémon$/.test(w)
          ? (c: PokemonCard) => c.subtypes.includes('Baby')
          : undefined,
  );
  if (fits.some((f) => f === undefined)) return undefined;
  return (c) => fits.some((f) => f?.(c));
}
