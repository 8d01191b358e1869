import { isBasicPokemon, isEvolution, trainerKind } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { EffectEnv } from './env';
import { damageReducedByType, weaknessAndResistance } from './passives';
import type { SentenceRule } from './sentences';
import { is, step } from './steps';
import type { TypeChangeNote } from './type-change-rules';
import type { Step, TriggerEvent } from './types';

/**
 * What a Pokémon Power's text compiles into while its sentences are read (`power-patterns.ts`
 * reads the opening, the sentence rules there and in `more-power-rules.ts` fill the rest), and
 * the small readers those rules share.
 */

/** Damage a Power does, whose "Apply Weakness and Resistance" sentence may follow it. */
export interface PowerDamage {
  weaknessAndResistance?: boolean;
}

export interface Plan {
  /** The Power's card name (the text reads it as `SELF`, even inside "Dark SELFs"). */
  readonly cardName: string;
  steps: Step[];
  readonly unplayable: ((e: EffectEnv) => string | undefined)[];
  /** Set by the opening: when the game offers the Power (absent: its owner declares it). */
  trigger?: TriggerEvent;
  /** The opening of a triggered Power says "you may": its player is asked first. */
  may: boolean;
  /** Coins flipped so far: "If heads" reads exactly one. */
  coins: number;
  /** "Choose 1 of your opponent's Pokémon" was read: "that Pokémon" is the chosen one. */
  chose?: boolean;
  /** A Pokémon was returned to the hand (its attached cards discarded). */
  returned?: boolean;
  /** What "that Pokémon" is: the one chosen, or the one the trigger names (it retreated). */
  that?: (e: EffectEnv) => PokemonInPlay | undefined;
  /** Damage the Power does, each needing its Weakness and Resistance sentence. */
  readonly damage: PowerDamage[];
  /** "Remove N damage counters from SELF" was read (its "if it has fewer …, all of them"). */
  removedFromSelf?: boolean;
  /** The opening names the Power's own Pokémon, so "it" in the body is SELF. */
  itIsSelf?: boolean;
  /** A Stadium was put into play (the one there before is discarded, as the rules say). */
  stadiumPlayed?: boolean;
  /** A type change read so far (Shift, Submerge, Energy Converter), for the sentences after it. */
  typeChange?: TypeChangeNote;
  /**
   * The opening is one its owner declares ("Once during your turn …, you may X"): using the
   * Power is doing X, so "If you do, …" right after X is the rest of it.
   */
  declared?: boolean;
  /** Cards the Power draws before what follows ("you may draw a card. If you do, …"). */
  drew?: number;
  /** "Your opponent may X." was read, for "Either way, you may do the same." */
  opponentMay?: MayAct;
  /** "Search your deck for … and put it on SELF." was read, for "(This counts as evolving SELF.)" */
  evolving?: boolean;
  /** "Remove N damage counters from your Active Pokémon" was read (its "if it has fewer …"). */
  removedFromActive?: boolean;
  /**
   * A clause named one of your Pokémon that "that Pokémon" later means (put onto the Bench,
   * an Energy discarded from it): the variable holding its top card.
   */
  thatCard?: string;
  /**
   * "Count the total number of Energy cards attached to all of your Pokémon and all of your
   * opponent's Pokémon." was read, for "If your opponent has more total Energy cards attached, …".
   */
  countedTotals?: boolean;
  /**
   * "Search your deck / discard pile for X and switch it with SELF." was read: the sentence
   * saying where SELF goes must follow, or the Power stays manual.
   */
  switchingIn?: 'deck' | 'discard';
  /** A cost discarded from the hand was read: the variable holding the cards discarded. */
  handDiscard?: string;
  /** "Discard the top N cards of your deck" was read: "those" are the cards discarded. */
  discardedTop?: boolean;
  /** "Flip N coins." (N of 2 or more) was read last, for "For each heads, …". */
  manyCoins?: number;
  /** Cards went "into your deck" with no place said: a shuffle must follow, or it stays manual. */
  shuffleOwed?: boolean;
  /**
   * The refusal "Remove N damage counters from SELF" adds when SELF has none: dropped when the
   * Power does more than that ("SELF is now Asleep" still happens then).
   */
  nothingToHeal?: (e: EffectEnv) => string | undefined;
}

/** What "you may …" / "your opponent may …" lets a player do, whichever player it is. */
export type MayAct =
  /** "shuffle your hand into your deck and draw N cards" */
  | { readonly kind: 'redraw'; readonly n: number }
  /** "search your deck for WHAT, show that card to your opponent, and put it into your hand" */
  | { readonly kind: 'search'; readonly what: string };

export type Rule = SentenceRule<Plan>;

export const capital = (s: string) => (s[0] ?? '').toUpperCase() + s.slice(1);

export const NUMBER: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};
export const count = (s: string | undefined) => NUMBER[(s ?? '').toLowerCase()] ?? Number(s);

export const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal)';

/** "Basic Pokémon and/or Evolution cards", "Fire Energy cards" … → what they find. */
export function kindsFilter(words: string): ((c: PokemonCard) => boolean) | undefined {
  const names = namedCards(words);
  if (names) return (c) => names.includes(c.name);
  // "Baby Pokémon, Basic Pokémon, or Evolution cards": a comma list as well as "or", "and/or".
  const parts = words.split(/,? and\/or |,? or |, /).map((x) => x.trim());
  const filters = parts.map((x): ((c: PokemonCard) => boolean) | undefined => {
    if (/^(?:an? |any )?Basic Pokémon(?: cards?)?$/.test(x)) return isBasicPokemon;
    // "a Pokémon", "a Metal Basic Pokémon", "a Fire Pokémon", "a Water Evolution card" (EX).
    if (/^(?:an? |any )?Pokémon(?: cards?)?$/.test(x)) return (c) => c.supertype === 'Pokémon';
    const typed = new RegExp(
      `^(?:an? |any )?${TYPE} (Basic Pokémon|Pokémon|Evolution card)s?$`,
    ).exec(x);
    if (typed) {
      const type = typed[1] as EnergyType;
      const kind: (c: PokemonCard) => boolean =
        typed[2] === 'Basic Pokémon'
          ? isBasicPokemon
          : typed[2] === 'Pokémon'
            ? (c) => c.supertype === 'Pokémon'
            : isEvolution;
      return (c) => kind(c) && c.supertype === 'Pokémon' && c.types.includes(type);
    }
    if (/^(?:an? |any )?Baby Pokémon(?: cards?)?$/.test(x))
      return (c) => c.supertype === 'Pokémon' && c.subtypes.includes('Baby');
    if (/^(?:an |any )?Evolution cards?$/.test(x)) return isEvolution;
    if (/^(?:a |any )?Trainer cards?$/.test(x)) return is.trainer;
    if (/^(?:a |any )?Pokémon Tool cards?$/.test(x))
      return (c) => trainerKind(c) === 'Pokémon Tool';
    // "the Trainer card named Giovanni".
    const trainer = /^(?:the|a) Trainer card named (.+)$/.exec(x);
    if (trainer) return (c) => is.trainer(c) && c.name === trainer[1];
    if (/^(?:an? |any )?basic Energy cards?$/.test(x)) return is.basicEnergy;
    // "an Energy card": basic or special.
    if (/^(?:an |any )?Energy cards?$/.test(x)) return is.energy;
    // "a card with Unown in its name" (to put onto the Bench: a Basic Pokémon).
    const named = /^(?:a )?card with (\S+) in its name$/.exec(x);
    if (named) return (c) => c.name.includes(named[1] as string);
    // "a Pokémon with Team Magma in its name" (Call for Help): a Pokémon card only.
    const namedMon = /^(?:an? |any )?Pokémon with ([A-Z][^,]*?) in (?:its|their) names?$/.exec(x);
    if (namedMon) return (c) => c.supertype === 'Pokémon' && c.name.includes(namedMon[1] as string);
    const energy = new RegExp(`^(?:an? |any )?${TYPE} Energy cards?$`).exec(x);
    // A "Fire Energy card" is the basic Fire Energy card (the classic wording).
    if (energy) return is.basicEnergyOf(energy[1] as EnergyType);
    return undefined;
  });
  if (filters.length === 0 || filters.some((f) => f === undefined)) return undefined;
  return (c) => filters.some((f) => f?.(c));
}

/** Words that name a kind of card, never a card's name ("a Fire card", "a Basic card"). */
const KIND_WORD = new RegExp(
  `\\b(?:${TYPE.slice(1, -1)}|Colorless|Basic|Baby|Evolution|Evolved|Stage|Trainer|Energy|Pokémon|Stadium|Supporter|Item|Tool|Technical|Machine|SELF)\\b`,
);

/**
 * "an Omanyte or Kabuto card", "a Kabuto, Omanyte, or Aerodactyl card" → the card names; each a
 * capitalised name that no kind word is part of.
 */
export function namedCards(words: string): readonly string[] | undefined {
  const m = /^(?:an? )?(.+?) cards?$/.exec(words.trim());
  if (!m) return undefined;
  const names = (m[1] as string).split(/,? or |, /).map((x) => x.trim());
  const name = /^[A-Z][\w'.-]*(?: (?:[A-Z][\w'.-]*|\[[A-Z?!]\]))*$/;
  return names.every((n) => name.test(n) && !KIND_WORD.test(n)) ? names : undefined;
}

/**
 * Damage a Power does to a Pokémon: not an attack's, so nothing that changes an attack's
 * damage applies; Weakness and Resistance (to the Power's Pokémon's type) only where the text
 * says so.
 */
export function powerDamage(
  target: (e: EffectEnv) => PokemonInPlay | undefined,
  base: number | ((e: EffectEnv) => number),
  d: PowerDamage,
): Step {
  return step((e) => {
    const mon = target(e);
    const source = e.self;
    const amount = typeof base === 'number' ? base : base(e);
    if (!mon || !source || amount <= 0) return undefined;
    const wr = d.weaknessAndResistance
      ? weaknessAndResistance(e.cards, e.state, source.card.types, mon, amount)
      : amount;
    // "Whenever a Darkness Pokémon damages 1 of your Pokémon, reduce that damage by 30".
    const less = damageReducedByType(e.cards, e.state, source.card.types, mon);
    const dmg = Math.max(
      0,
      less.reduce((n, r) => n - r.amount, wr),
    );
    const a = e.addDamage(mon.zone, dmg);
    return a ? { actions: [a] } : undefined;
  });
}

/** Moves one damage counter from the Pokémon chosen in `from` to the one in `to`. */
export const moveCounter = (from: string, to: string, canKnockOut: boolean): Step[] => [
  step((e) => {
    const f = e.pokemon(e.picked(from) ?? '');
    const t = e.pokemon(e.picked(to) ?? '');
    if (!f || !t || f.zone === t.zone) return undefined;
    if (!canKnockOut && t.hp - t.damage <= 10) return undefined;
    const add = e.addDamage(t.zone, 10);
    return { actions: [...e.heal(f.zone, 10), ...(add ? [add] : [])] };
  }),
];

/** The top `n` cards of a player's deck go to their discard pile. */
export const discardTop = (n: number, who: 'me' | 'opp'): Step =>
  step((e) => {
    const player = who === 'me' ? e.me : e.opp;
    const ids = e.zoneCards(player, 'deck').slice(0, n);
    const actions = ids.map((id) =>
      e.move(id, e.key(player, 'deck'), e.key(player, 'discard'), undefined, player),
    );
    // "If any of those are Fire Energy cards, …" reads the cards discarded.
    return actions.length > 0 ? { actions, set: { discarded: ids } } : undefined;
  });

/** Basic Energy of `type` attached to `mon`, as ids. */
export const basicEnergyOn = (e: EffectEnv, mon: PokemonInPlay, type: EnergyType) =>
  mon.energy.filter((id) => {
    const c = e.card(id);
    return c !== undefined && is.basicEnergyOf(type)(c);
  });
