import type { EnergyType } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import type { CopyNote } from './copy-attack-rules';
import type { EffectEnv } from './env';
import type { SentenceRule } from './sentences';
import { ifHeads, ifTails } from './steps';
import type { TypeChangeNote } from './type-change-rules';
import type { Step } from './types';

/**
 * The plan an attack text's sentences build, and the words the attack sentence rules share.
 * Rules live in several modules (patterns.ts and the *-attack-rules.ts files); each reads and
 * adds to the same plan, and `compileAttackText` turns it into steps.
 */

/** What the sentences of one attack add up to. */
export interface Plan {
  /** Before the damage: flips, costs, "does nothing" checks. */
  pre: Step[];
  /** How the damage is worked out from the printed number. */
  amount: ((e: EffectEnv, base: number) => number)[];
  /** After the damage: conditions, self-damage, switches… */
  post: Step[];
  /**
   * Once everything else is done: the attacker leaving play ("Shuffle SELF … into your deck"),
   * after which nothing may act on its authority.
   */
  last?: Step[];
  /** "Either way, …": happens even when the text ends early ("this attack does nothing"). */
  always?: Step[];
  ignoreWeakness?: boolean;
  ignoreResistance?: boolean;
  /** "… isn't affected by … Pokémon Powers, or any other effects on the Defending Pokémon" (Swift). */
  ignoreDefenderEffects?: boolean;
  /** The last sentence was a coin flip whose result later sentences read. */
  flipped: boolean;
  /** Conditions the text puts on using the attack ("can't be used if …"). */
  unplayable: ((e: EffectEnv) => string | undefined)[];
  /**
   * "… for each Water Energy … not used to pay for this attack's Energy cost" (no type: for
   * each Energy), and its cap.
   */
  extra?: {
    type?: EnergyType;
    per: number;
    maxCount?: number;
    maxDamage?: number;
    /** "for each basic Energy (card) …": only basic Energy cards count (Hyper Pump, EX). */
    basic?: boolean;
  };
  /**
   * The coins the text flips: "If heads / If tails" reads a single coin, so a text that says
   * it after no flip or after several coins is not compiled (its meaning would be a guess).
   */
  coins?: 'one' | 'many';
  /**
   * "Choose 1 of your opponent's Pokémon … to that Pokémon": only compiled where the text says how
   * Weakness and Resistance apply ("Don't apply Weakness and Resistance", or {@link benchedReminder}).
   */
  chosenTarget?: boolean;
  /**
   * "(Don't apply Weakness and Resistance for Benched Pokémon.)": they apply to the opponent's
   * Active Pokémon only, so a chosen target that is the Active Pokémon has them (EX rulebook).
   */
  benchedReminder?: boolean;
  /** "Use this attack only if there are any Fire Energy cards attached …": "those Energy cards". */
  those?: EnergyType;
  /** "You may flip a coin.": a later "If tails" would read the coin not flipped as tails. */
  optionalCoin?: boolean;
  /** "Flip 2 coins.": "both of them" / "1 or both of them" read those two. */
  twoCoins?: boolean;
  /**
   * The last lasting effect is between the attacker and the Defending Pokémon (it holds only
   * while both stay Active and unevolved): "(Benching or evolving either Pokémon ends this
   * effect.)" is then true of it.
   */
  between?: boolean;
  /**
   * What the last lasting effect is on, when only leaving the Active Spot or evolving ends it:
   * "(Benching or evolving that Pokémon ends this effect.)" is then true of it.
   */
  lastingOn?: 'self' | 'defender';
  /** "Choose 1 of its attacks": a later "that attack" names the chosen one. */
  choseAttack?: boolean;
  /** An attack to copy was chosen ("Metronome copies that attack …"). */
  copy?: CopyNote;
  /** The multiple of the damage taken a hit-back answers with ("double that amount"). */
  hitBack?: number;
  /** A type change read so far (Paint's counter), for the sentences after it. */
  typeChange?: TypeChangeNote;
  /**
   * Energy is discarded after the damage ("If heads, discard all Fire Energy cards attached to
   * SELF."): damage counted from what "you discarded" would count nothing yet, so is not read.
   */
  discardsAfterDamage?: boolean;
}

/** A fresh plan. */
export const newPlan = (): Plan => ({
  pre: [],
  amount: [],
  post: [],
  flipped: false,
  unplayable: [],
});

/** Records a flip of `count` coins (one known number, or several / a number read in play). */
export const flipped = (p: Plan, count: number | 'many') => {
  p.coins = p.coins === undefined && count === 1 ? 'one' : 'many';
};

export const NUM: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};
export const num = (s: string | undefined) => NUM[(s ?? '').toLowerCase()] ?? Number(s);
export const CONDITION = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';
export const DEFENDER = "(?:the Defending Pokémon|your opponent's Active Pokémon)";
export const SELF = '(?:SELF|this Pokémon|it)';
export const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon)';
export const cond = (s: string) => s.toLowerCase() as SpecialCondition;

/** A sentence rule: its pattern and what it adds to the plan (false: cannot be compiled). */
export type Rule = SentenceRule<Plan>;

/** "Nidoran ♂ or Nidoran ♀", with `SELF` read back as the card's own name. */
export const namesIn = (list: string) => list.split(/,? or |, /).map((n) => n.trim());

/**
 * The names a text lists, with `SELF` read as the attacker's name when the attack runs: compiled
 * steps are shared by every card whose text reads the same once its own name is `SELF`.
 */
export const namesNow = (names: readonly string[], e: EffectEnv) =>
  // "Kabutops" in Kabuto's text reads "SELFps": the card's name inside a longer name.
  names.map((n) => n.replace(/\bSELF/g, e.self?.card.name ?? 'SELF'));

/** Benched Pokémon damaged by "each of your opponent's / your own / each player's Bench". */
export const benchesOf = (who: string) => (e: EffectEnv) =>
  /each player/i.test(who)
    ? [...e.bench(e.me), ...e.bench(e.opp)]
    : /your own/i.test(who)
      ? e.bench(e.me)
      : e.bench(e.opp);

/** Wraps steps in the branch of the last flip ("If heads, …" / "If tails, …"). */
export const onFlip = (side: string | undefined, steps: Step[]): Step[] =>
  side === undefined
    ? steps
    : side.toLowerCase() === 'heads'
      ? [ifHeads(...steps)]
      : [ifTails(...steps)];
