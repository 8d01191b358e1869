import { trainerKind } from '../cards/card-helpers';
import type { Ability, EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import {
  bodyCondition,
  capReduction,
  capRetreatTax,
  readDamageReduction,
  readMoreDamage,
  readOwnRetreat,
  readPerEnergyReduction,
  readPreventAmounts,
  readPreventDamage,
  readRetreatDespite,
  readRetreatTaxAll,
  readRetreatZeroFor,
  readSkipModifier,
  readTeamReduction,
} from './body-clauses';
import { pokemonPhrase } from './pokemon-phrase';
import { STOP_SENTENCE } from './power-stops';
import { REACTION_STOPPED_NOTE, type Reaction, readReaction } from './reaction-text';
import { applySentenceRules, normaliseText, type SentenceRule } from './sentences';

/**
 * Pokémon Powers (and Abilities) that apply by themselves, read from their text: what each one
 * changes, for the rules and the damage code to apply wherever the Pokémon is in play and its
 * Power works. Every sentence must be known, as for attacks; anything else stays manual.
 */
export type PassiveRule =
  /** "Whenever an attack … does N or more damage to this Pokémon …, prevent that damage." */
  | { readonly kind: 'prevent-damage-from'; readonly amount: number }
  /**
   * "Whenever an attack by a Basic Pokémon (including your own) does 20 or more damage to this
   * Pokémon (after applying Weakness and Resistance), reduce that damage to 10." (Strange Barrier)
   */
  | { readonly kind: 'cap-damage-from-basic'; readonly from: number; readonly to: number }
  /** "… that attack does half the damage to this Pokémon (rounded down to the nearest 10)." */
  | { readonly kind: 'halve-damage' }
  /** "This Pokémon can't become Asleep, Confused, Paralyzed, or Poisoned." */
  | {
      readonly kind: 'immune';
      readonly conditions: readonly SpecialCondition[];
      /** Only while it holds ("As long as Dark Tyranitar has any Darkness Energy attached …"). */
      readonly when?: BodyCondition;
    }
  /** "As long as this Pokémon is Benched, pay Colorless less to retreat your Active Pokémon." */
  | {
      readonly kind: 'retreat-aid';
      readonly amount: number;
      /** Not for an Active Pokémon this fits ("(excluding Pokémon-ex and Baby Pokémon.)"). */
      readonly except?: (c: PokemonSupertypeCard) => boolean;
    }
  /** "No more Evolution cards can be played." (both players) */
  | { readonly kind: 'no-evolution' }
  /** "No Trainer cards can be played." (both players; Dark Vileplume's Hay Fever) */
  | { readonly kind: 'no-trainers' }
  /**
   * "As long as this Pokémon is your Active Pokémon, your opponent pays Colorless Colorless more
   * to retreat his or her Active Pokémon." (Dark Muk's Sticky Goo)
   */
  | { readonly kind: 'retreat-tax'; readonly amount: number }
  /** "Ignore all Pokémon Powers other than Toxic Gases." */
  | { readonly kind: 'ignore-powers'; readonly except: string }
  /**
   * "Whenever an attack does anything to this Pokémon, flip a coin. If heads, prevent all effects
   * of that attack, including damage, done to it." (Transparency). `always`: no coin — "Prevent
   * all effects of attacks from your opponent's Pokémon, including damage, done to X". `damaged`: only while it
   * already has a damage counter — "… if Jumpluff would be damaged or affected by an opponent's
   * attack and it already has at least 1 damage counter on it, flip a coin …" (Fluff). Only the
   * opponent's attacks are dodged (`runtime.ts`, `dodgersOf`).
   */
  | {
      readonly kind: 'dodge';
      readonly always?: true;
      readonly damaged?: true;
      /** Only attacks by a Pokémon this fits ("… done to Wobbuffet by your opponent's Pokémon-ex"). */
      readonly from?: (c: PokemonSupertypeCard) => boolean;
    }
  /**
   * "Whenever your opponent's attack damages this Pokémon (even if it is Knocked Out), this
   * power does 10 damage to the attacking Pokémon. (Don't apply Weakness and Resistance.)"
   */
  | { readonly kind: 'damage-back'; readonly amount: number }
  /**
   * "Whenever a Darkness Pokémon damages 1 of your Pokémon, reduce that damage by 30 (after
   * applying Weakness and Resistance)." (`Colorless` for "a Colorless Pokémon")
   */
  | { readonly kind: 'reduce-damage-from-type'; readonly type: EnergyType; readonly amount: number }
  /**
   * "As long as Gloom is in play, Resistance on each player's Active Pokémon only reduces damage
   * by 10." (Enervating Pollen) — Resistance takes off at most `most`.
   */
  | { readonly kind: 'resistance-cap'; readonly most: number }
  /**
   * "Prevent all effects of your opponent's attacks done to Machamp." (Immunity), "… other than
   * damage, done to Suicune" (Crystal Body): the opponent's attacks still damage it, nothing else
   * of them reaches it (Special Conditions, being switched out — see `effectReaches`).
   */
  | { readonly kind: 'effects-shield' }
  /**
   * "If Wobbuffet becomes Poisoned or Burned by the Defending Pokémon's attack during your
   * opponent's turn, the Defending Pokémon becomes affected by the same Special Condition."
   * (Mirror Coat) — the attacker gets each of `conditions` the attack gave this Pokémon.
   */
  | { readonly kind: 'mirror-conditions'; readonly conditions: readonly SpecialCondition[] }
  /** "You may attach any Technical Machine to Xatu." (Synchronicity): whatever type the TM names. */
  | { readonly kind: 'any-technical-machine' }
  /** "Your opponent plays with his or her hand face up." */
  | { readonly kind: 'open-hand' }
  /**
   * Ditto's Transform: as the Active Pokémon it is the same card as the Defending Pokémon (type,
   * HP, Weakness, attacks …), keeps this Power, can't evolve, and its Energy is of any type.
   */
  | { readonly kind: 'transform' }
  /**
   * "As long as Unown [Z] is Benched, you pay no Energy cost to retreat a Pokémon with Unown in
   * its name." — its player's Active Pokémon that `fits` retreats for free.
   */
  | { readonly kind: 'retreat-free'; readonly fits: (c: PokemonSupertypeCard) => boolean }
  /**
   * "As long as Erika's Ivysaur is your Active Pokémon, whenever an attack (even your own) does
   * damage to any Pokémon (after applying Weakness and Resistance), that attack only does half
   * the damage to that Pokémon (rounded up to the nearest 10)."
   */
  | { readonly kind: 'halve-damage-in-play'; readonly round: 'up' | 'down' }
  /**
   * "Whenever an attack (including your own) does 40 or less damage to Shuckle (after applying
   * Weakness and Resistance), reduce that damage to 10."
   */
  | { readonly kind: 'cap-small-damage'; readonly most: number; readonly to: number }
  /** "Sabrina's Gastly gets +10 HP for each Psychic Energy card attached to it." */
  | { readonly kind: 'hp-per-energy'; readonly amount: number; readonly type: EnergyType }
  /**
   * "As long as Meganium is in play each Grass Energy card attached to your Grass Pokémon
   * instead provides GrassGrass." — a basic `energy` Energy card on its player's `holder`-type
   * Pokémon provides `provides`.
   */
  | {
      readonly kind: 'energy-provides';
      readonly energy: EnergyType;
      readonly holder: EnergyType;
      readonly provides: readonly EnergyType[];
    }
  /**
   * "As long as Snorlax is your Active Pokémon, the Defending Pokémon can't Retreat." — the
   * opponent's Active Pokémon can't retreat while this one is its player's Active Pokémon.
   */
  | {
      readonly kind: 'opponent-cant-retreat';
      /** Only while it has this Special Condition ("your opponent's Confused Pokémon can't retreat"). */
      readonly condition?: SpecialCondition;
    }
  /**
   * "As long as Dark Feraligatr is your Active Pokémon, all of your opponent's Baby Pokémon
   * Powers stop working" — the opponent's Pokémon that `fits` lose their Pokémon Powers.
   */
  | {
      readonly kind: 'opponents-powers-stop';
      readonly fits: (c: PokemonSupertypeCard) => boolean;
    }
  /** "… and your opponent's Baby Pokémon can't attack." — while this one is Active. */
  | {
      readonly kind: 'opponents-cant-attack';
      readonly fits: (c: PokemonSupertypeCard) => boolean;
      /** "each player's Kyogre ex and Rayquaza ex can't attack" (Mark of Antiquity): both players'. */
      readonly both?: true;
    }
  /**
   * While this Pokémon is its player's Active Pokémon, `who` can't play the Trainer cards that
   * `fits` from the hand: "each player can't play any Supporter Cards" (Primal Veil), "your
   * opponent can't play any Trainer cards (except for Supporter cards) from his or her hand"
   * (Block Dust). `words`: what the lock names, for the refusal.
   */
  | {
      readonly kind: 'trainer-lock';
      readonly who: 'opponent' | 'both';
      readonly fits: (c: PokemonCard) => boolean;
      readonly words: string;
    }
  /**
   * "All Energy cards attached to Erika's Oddish provide Grass Energy instead of their usual
   * type." — only its basic Energy cards when `basicOnly` ("All basic Energy cards …", Rare Metal).
   */
  | { readonly kind: 'energy-type-on-self'; readonly type: EnergyType; readonly basicOnly?: true }
  /**
   * This Pokémon has other Pokémon's attacks too, their costs included (`copied-attacks.ts`):
   * the Defending Pokémon's while it is Active (Sudowoodo's Mimic), or those of its player's
   * Pokémon in play of `type` (Sabrina's Alakazam's Psylink).
   */
  | { readonly kind: 'copy-attacks'; readonly from: 'defender' }
  | { readonly kind: 'copy-attacks'; readonly from: 'type'; readonly type: EnergyType }
  /**
   * Every evolved Pokémon in play (both players') can use the attacks of the Basic Pokémon card
   * and Evolution cards below it, paying their costs (Aerodactyl's Prehistoric Memory).
   */
  | { readonly kind: 'stage-attacks' }
  /**
   * "If Giovanni's Machamp would be Knocked Out by an opponent's attack, flip a coin. If heads,
   * Giovanni's Machamp is not Knocked Out and its remaining HP become 10 instead." (carried out
   * by `survive-knock-out.ts`)
   */
  | { readonly kind: 'survive-on-heads' }
  /**
   * "You may reduce all damage done by attacks to Misty's Cloyster by 10 (after applying
   * Weakness and Resistance)." — its player is asked when an attack would damage it
   * (`damage-coins.ts`).
   */
  | { readonly kind: 'may-reduce-damage'; readonly amount: number }
  /**
   * "During your opponent's turn, if Cascoon would be damaged by an opponent's attack (after
   * applying Weakness and Resistance), flip a coin. If heads, reduce that damage by 30." (Hard
   * Cocoon, Sand Guard) — its player flips when the opponent's attack would damage it
   * (`damage-coins.ts`).
   */
  | { readonly kind: 'reduce-damage-on-heads'; readonly amount: number }
  /** What it does back when the opponent's attack damages it (see `reaction-text.ts`). */
  | { readonly kind: 'reaction'; readonly reaction: Reaction }
  /**
   * "All damage done by attacks to Golem is reduced by 10 (after applying Weakness and
   * Resistance)", "… to Kabuto from Evolved Pokémon …", "Any damage done to Slowbro by attacks
   * from Basic Pokémon (excluding Baby Pokémon) is reduced by 20" — only attacks by a Pokémon
   * that `from` fits, when the text names one.
   */
  | {
      readonly kind: 'reduce-damage';
      readonly amount: number;
      readonly from?: (c: PokemonSupertypeCard) => boolean;
      /**
       * `amount` for each Energy card attached to it (Energy Barrier: each basic one), at most
       * `most` in all.
       */
      readonly per?: {
        readonly basic: boolean;
        readonly type?: EnergyType;
        /** Each Energy the cards provide ("for each Energy attached", Energy Protection), not each card. */
        readonly units?: true;
      };
      readonly most?: number;
      /**
       * Only while it holds: the Energy named ("As long as Shelgon has any basic Energy …"),
       * another Pokémon in play ("As long as Volbeat is in play", Glowing Screen).
       */
      readonly when?: BodyCondition;
      /** Only attacks by a Pokémon with this Energy attached ("… with any Special Energy cards attached to it", Ice Wall). */
      readonly fromHas?: AttachedEnergy;
      /** Only the opponent's attacks ("by an opponent's attack"). */
      readonly opponents?: true;
      /** Before Weakness and Resistance, as the sentence says (else after them). */
      readonly before?: true;
    }
  /**
   * "As long as Mightyena is your Active Pokémon, any damage done to your Pokémon by an
   * opponent's attack is reduced by 10 (before applying Weakness and Resistance)."
   */
  | { readonly kind: 'reduce-team-damage'; readonly amount: number; readonly before: boolean }
  /**
   * "At any time between turns, remove 1 damage counter from Lotad." (Rain Dish) — `amount` of
   * damage off it between turns; `each`: off each of its player's Pokémon, `whileActive`: only
   * while it is Active ("As long as Butterfree is your Active Pokémon, remove 1 damage counter
   * from each of your Pokémon between turns."). Carried out by `between-turns-bodies.ts`.
   */
  | {
      readonly kind: 'heal-between-turns';
      readonly amount: number;
      readonly each?: true;
      readonly whileActive?: true;
      /** Only while it holds ("As long as … has any Darkness Energy attached to it", Dark Healer). */
      readonly when?: BodyCondition;
    }
  /**
   * A change to this Pokémon's own Retreat Cost, while `when` holds (always when absent):
   * Psychoflow ("As long as there is a Psychic Energy card attached to Abra, its Retreat Cost is
   * 0"), Heavyweight ("… you must pay an additional ColorlessColorless to retreat it"),
   * Lightweight ("You pay Colorless less to retreat Hoppip for each Grass Energy attached to it").
   */
  | {
      readonly kind: 'own-retreat';
      readonly when?: RetreatCondition;
      readonly change: RetreatChange;
    }
  /**
   * "As long as Ariados is in play, each player must pay an additional Colorless to retreat his
   * or her Active Pokémon." — `most`: what all such Powers of this name add together at most
   * ("Gluey Slime can't make a player pay more than an additional Colorless …").
   */
  | { readonly kind: 'retreat-tax-all'; readonly amount: number; readonly most?: number }
  /**
   * "You can't attach Water Energy cards from your hand to Articuno." (Water Immunity,
   * Anti-Lightning): its player may not attach a basic Energy card of `energy` from the hand.
   */
  | { readonly kind: 'no-attach-from-hand'; readonly energy: EnergyType }
  /**
   * While this Pokémon is its player's Active Pokémon, `who` can't play Basic Pokémon or
   * Evolution cards from the hand to evolve the Pokémon in `where` (Primal Stare: the opponent,
   * his or her Active Pokémon; Primal Aura: neither player, Benched Pokémon).
   */
  | {
      readonly kind: 'evolve-lock';
      readonly who: 'opponent' | 'both';
      readonly where: 'active' | 'bench';
    }
  /**
   * While this Pokémon is its player's Active Pokémon, Benched Pokémon of `whose` can't use
   * Poké-Powers (Dark Gaze: "Benched Pokémon (yours and your opponent's) can't use Poké-Powers").
   */
  | { readonly kind: 'bench-powers-stop'; readonly whose: 'opponent' | 'both' }
  /**
   * Attacks by its player's Pokémon do `amount` more damage to the Defending Pokémon while `when`
   * holds: `self` — its own attacks ("each of Machamp's attacks do 30 more damage to the
   * Defending Pokémon", Overzealous); else those of the player's Pokémon `by` fits ("your attacks
   * by Nidoran ♀, Nidorina … do 10 more damage", Power Gene; "when your Active Pokémon does
   * damage …", Power Pinchers). Before Weakness and Resistance unless the text says `after`.
   */
  | {
      readonly kind: 'more-damage';
      readonly amount: number;
      readonly by: 'self' | ((c: PokemonSupertypeCard) => boolean);
      readonly when?: BodyCondition;
      readonly after?: true;
    }
  /**
   * "As long as Whiscash is on your Bench, prevent all damage done to Whiscash by your
   * opponent's attacks." (Submerge) — all damage attacks do to it while `when` holds.
   */
  | {
      readonly kind: 'prevent-damage';
      readonly when?: BodyCondition;
      readonly opponents?: true;
      /** Only its own player's attacks ("by attacks from your Pokémon", Hard Protection). */
      readonly own?: true;
    }
  /**
   * "As long as Rhydon is your Active Pokémon, prevent all damage done by attacks to all of your
   * Benched Pokémon." (Power Diffusion)
   */
  | { readonly kind: 'protect-bench'; readonly opponents?: true }
  /**
   * "If Mr. Mime ex would be damaged by an attack, prevent that attack's damage done to Mr. Mime
   * ex if that damage is 10, 30, 50, …" (Magic Odds) — the damage it would take, at the end.
   */
  | { readonly kind: 'prevent-damage-amounts'; readonly amounts: readonly number[] }
  /**
   * "As long as Beautifly is in play, do not apply Resistance for all Active Pokémon."
   * (Withering Dust) — `modifier` is not applied to the Active Pokémon of `whose`.
   */
  | {
      readonly kind: 'skip-modifier';
      readonly modifier: 'Weakness' | 'Resistance';
      /** `self`: its own Pokémon only ("Dark Tyranitar has no Weakness"). */
      readonly whose: 'any' | 'yours' | 'opponents' | 'self';
      /** Only while it holds ("As long as … has any Darkness Energy attached to it"). */
      readonly when?: BodyCondition;
    }
  /**
   * "As long as Nidoqueen is in play, the Retreat Cost for Nidoran ♀, … and Nidoking is 0."
   * (Family Bonds) — for each Pokémon `fits`: both players' as printed, only its player's
   * when the text says "your".
   */
  | {
      readonly kind: 'retreat-zero-for';
      readonly fits: (c: PokemonSupertypeCard) => boolean;
      readonly whose: 'any' | 'yours';
      readonly when?: BodyCondition;
    }
  /**
   * While this Pokémon is its player's Active Pokémon, damage counters at the Pokémon Checkup:
   * `amount` (HP) more on each Active Pokémon that is `on` Poisoned or Burned ("put 1 damage
   * counter on each Pokémon that remains Poisoned between turns", Methane Leak), or that many
   * `instead` of the usual ("put 4 damage counters instead of 2 on Burned Pokémon", Fiery
   * Aura); or on each of the opponent's Benched Pokémon `fits` (Sand Damage).
   */
  | {
      readonly kind: 'checkup-counters';
      readonly amount: number;
      readonly on: 'burned' | 'poisoned' | 'opponents-bench';
      readonly instead?: true;
      readonly fits?: (c: PokemonSupertypeCard) => boolean;
    }
  /** "Dodrio can retreat even when it is Asleep or Paralyzed." (Fast Feet) */
  | { readonly kind: 'retreat-despite'; readonly conditions: readonly SpecialCondition[] };

/**
 * What a Pokémon has attached, as its own Poké-Body's condition: "As long as there is a Psychic
 * Energy (card) attached to Abra" (any Energy: no `type`; `basic`: "any basic Energy cards"),
 * "If Tentacool has no Energy attached to it" (`no-energy`).
 */
export type OwnEnergyCondition =
  | ({ readonly kind: 'energy-attached' } & AttachedEnergy)
  | ({ readonly kind: 'no-energy' } & AttachedEnergy);

/** Which attached Energy a condition asks for: of a type, basic cards only, Special cards only. */
export interface AttachedEnergy {
  readonly type?: EnergyType;
  readonly basic?: true;
  readonly special?: true;
}

/**
 * When an EX-era Poké-Body applies, from its opening clause ("As long as …, ", "If …, "): what
 * its own Pokémon has attached, where that Pokémon is ("SELF is your Active Pokémon", "SELF is
 * on your Bench"), or which Pokémon are in play ("Volbeat is in play" — either player's, as
 * printed; "your opponent has any Pokémon-ex in play"; "you have …"). Read by
 * `bodyCondition` (`body-clauses.ts`), checked by `bodyConditionHolds` (`passives.ts`).
 */
export type BodyCondition =
  | OwnEnergyCondition
  | { readonly kind: 'self-active' }
  | { readonly kind: 'self-bench' }
  /** "SELF's remaining HP is 40 or less" (Blaze, Hunch) */
  | { readonly kind: 'hp-at-most'; readonly amount: number }
  | {
      readonly kind: 'in-play';
      readonly whose: 'yours' | 'opponents' | 'any';
      readonly fits: (c: PokemonSupertypeCard) => boolean;
    };

/** When a Pokémon's own Retreat Cost changes (see `own-retreat`). */
export type RetreatCondition =
  | BodyCondition
  /** "As long as the Defending Pokémon is an Evolved Pokémon" */
  | { readonly kind: 'defending'; readonly fits: (c: PokemonSupertypeCard) => boolean };

/** How a Pokémon's own Retreat Cost changes (see `own-retreat`). */
export type RetreatChange =
  /** "its Retreat Cost is 0" */
  | { readonly kind: 'zero' }
  /** "you must pay an additional ColorlessColorless to retreat it" */
  | { readonly kind: 'more'; readonly amount: number }
  /** "You pay Colorless less to retreat Arcanine for each Energy attached to it" */
  | { readonly kind: 'less-per'; readonly amount: number; readonly per: RetreatCount };

/** What a Retreat Cost change counts (see `less-per`). */
export type RetreatCount =
  /** Energy attached to the Pokémon, each unit it provides (of `type` when named). */
  | { readonly kind: 'energy'; readonly type?: EnergyType }
  /** "for each Magnemite on your Bench" */
  | { readonly kind: 'bench'; readonly fits: (c: PokemonSupertypeCard) => boolean };

interface Plan {
  readonly cardName: string;
  readonly rules: PassiveRule[];
}

type Rule = SentenceRule<Plan>;

const CONDITIONS = 'Asleep|Burned|Confused|Paralyzed|Poisoned';

/** "Asleep, Confused, Paralyzed, or Poisoned" → the conditions. */
const conditionsIn = (list: string): SpecialCondition[] =>
  list
    .split(/,\s*(?:or\s+)?|\s+or\s+/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean) as SpecialCondition[];

/** "1", "a", "two" … → the number. */
const counters = (word: string): number =>
  ({ a: 1, an: 1, one: 1, two: 2, three: 3 })[word.toLowerCase()] ?? Number(word);

const add =
  (rule: (m: RegExpExecArray) => PassiveRule): Rule[1] =>
  (m, p) =>
    void p.rules.push(rule(m));

/**
 * One clause of "As long as SELF is your Active Pokémon, …" that holds against the opponent:
 * "the Defending Pokémon can't retreat", "all of your opponent's Baby Pokémon Powers stop
 * working", "your opponent's Baby Pokémon can't attack"; `undefined` for any other words.
 */
function whileActiveClause(clause: string, selfName: string): PassiveRule | undefined {
  // Spiral: "your opponent's Confused Pokémon can't retreat" — only while it has that condition.
  const conditioned = new RegExp(
    `^your opponent's (${CONDITIONS}) (?:Active )?Pokémon can't retreat$`,
  ).exec(clause);
  if (conditioned)
    return {
      kind: 'opponent-cant-retreat',
      condition: (conditioned[1] as string).toLowerCase() as SpecialCondition,
    };
  // Super Suction Cups: only the Active Pokémon retreats, so "your opponent's Pokémon" is it.
  if (
    /^(?:the Defending Pokémon|your opponent's Active Pokémon|your opponent's Pokémon) can't retreat$/i.test(
      clause,
    )
  )
    return { kind: 'opponent-cant-retreat' };
  const powers = /^all of your opponent's (.+?) Powers stop working$/.exec(clause);
  const fitsPowers = powers ? pokemonPhrase(powers[1] as string, selfName) : undefined;
  if (fitsPowers) return { kind: 'opponents-powers-stop', fits: fitsPowers };
  // Lazy: "your opponent's Pokémon can't use any Poké-Powers" (Poké-Bodies still work).
  const cantUse = /^your opponent's (.+?) (?:can't|cannot) use any Poké-Powers$/.exec(clause);
  const fitsUse = cantUse ? pokemonPhrase(cantUse[1] as string, selfName) : undefined;
  if (fitsUse) return { kind: 'opponents-powers-stop', fits: fitsUse };
  const trainers = trainerLockClause(clause);
  if (trainers) return trainers;
  // Primal Stare, Primal Aura.
  const evolve =
    /^(your opponent (?:can't|cannot)|neither player can) play (?:Basic Pokémon or Evolution cards|an? Pokémon|Pokémon) from (?:his or her|their) hand to evolve (his or her Active Pokémon|(?:his or her |their )?Benched Pokémon)$/i.exec(
      clause,
    );
  if (evolve) {
    const who = /^neither/i.test(evolve[1] as string) ? 'both' : 'opponent';
    const where = /Active/.test(evolve[2] as string) ? 'active' : 'bench';
    // A player can only evolve his or her own Pokémon: "his or her" adds nothing.
    return { kind: 'evolve-lock', who, where };
  }
  // Dark Gaze.
  const gaze =
    /^(Benched Pokémon \(yours and your opponent's\)|your opponent's Benched Pokémon) can't use Poké-Powers$/.exec(
      clause,
    );
  if (gaze)
    return {
      kind: 'bench-powers-stop',
      whose: /yours and/.test(gaze[1] as string) ? 'both' : 'opponent',
    };
  const attack = /^(your opponent's|each player's) (.+?) can't attack$/.exec(clause);
  const fitsAttack = attack ? pokemonPhrase(attack[2] as string, selfName) : undefined;
  if (fitsAttack)
    return attack?.[1] === "each player's"
      ? { kind: 'opponents-cant-attack', fits: fitsAttack, both: true }
      : { kind: 'opponents-cant-attack', fits: fitsAttack };
  return undefined;
}

/** The Trainer cards a lock names: "any Supporter Cards", "Trainer cards (except for Supporter cards)". */
const LOCKED_TRAINERS: readonly (readonly [RegExp, (c: PokemonCard) => boolean])[] = [
  [/^Supporter cards$/i, (c) => trainerKind(c) === 'Supporter'],
  [
    /^Trainer cards \(except (?:for )?Supporter cards\)$/i,
    (c) => trainerKind(c) !== undefined && trainerKind(c) !== 'Supporter',
  ],
  [/^Trainer cards$/i, (c) => trainerKind(c) !== undefined],
  [/^Pokémon Tool cards$/i, (c) => trainerKind(c) === 'Pokémon Tool'],
  [/^Stadium cards$/i, (c) => trainerKind(c) === 'Stadium'],
];

/** "each player can't play any Supporter Cards", "your opponent can't play … from his or her hand". */
function trainerLockClause(clause: string): PassiveRule | undefined {
  const m =
    /^(each player|your opponent) (?:can't|cannot) play (?:any )?(.+?)(?: from (?:his or her|their) hand)?$/.exec(
      clause,
    );
  const words = m?.[2] as string;
  const fits = m ? LOCKED_TRAINERS.find(([re]) => re.test(words))?.[1] : undefined;
  if (!m || !fits) return undefined;
  return {
    kind: 'trainer-lock',
    who: m[1] === 'each player' ? 'both' : 'opponent',
    fits,
    words: words.replace(/Cards\b/, 'cards'),
  };
}

/** A rule whose sentence a clause reader (`body-clauses.ts`) reads, or refuses. */
const byReader =
  (reader: (sentence: string, selfName: string) => PassiveRule | undefined): Rule[1] =>
  (m, p) => {
    const rule = reader(m[0], p.cardName);
    if (!rule) return false;
    p.rules.push(rule);
    return true;
  };

const RULES: readonly Rule[] = [
  [
    /^(?:(?:As long as|If) [^,]+, )?(?:All |Any |all |any )?(?:D|d)amage .* is reduced by \d+\b[^.]*\.$/,
    byReader(readDamageReduction),
  ],
  [
    /^As long as SELF is your Active Pokémon, .*damage .* is reduced by .*\.$/,
    byReader(readTeamReduction),
  ],
  [
    /^[^.]*(?:Retreat Cost(?: for SELF)? is (?:0|zero)|to retreat (?:SELF|it)\b[^.]*)\.$/i,
    byReader(readOwnRetreat),
  ],
  [/^As long as SELF is in play, .* to retreat .*\.$/, byReader(readRetreatTaxAll)],
  [/^[^.]* more damage\b[^.]*\.$/, byReader(readMoreDamage)],
  [
    /^(?:(?:As long as|If) [^,]+, )?(?:P|p)revent all damage done [^.]*\.$/,
    byReader(readPreventDamage),
  ],
  [/^If SELF would be damaged by [^.]*, prevent [^.]* if [^.]*\.$/, byReader(readPreventAmounts)],
  [
    /^(?:As long [^,]+, )?(?:(?:do not|don't) apply [^.]*|[^,.]* (?:has|have) no (?:Weakness|Resistance))\.$/,
    byReader(readSkipModifier),
  ],
  [
    /^(?:As long as [^,]+, )?(?:T|t)he Retreat Cost (?:for|of) [^.]*\.$/,
    byReader(readRetreatZeroFor),
  ],
  [/^SELF can retreat even [^.]*\.$/, byReader(readRetreatDespite)],
  [
    /^As long as SELF is your Active Pokémon, put (\d+) damage counters? (?:instead of (\d+) )?on (?:each Pokémon that remains (Poisoned|Burned)|(Poisoned|Burned) Pokémon|each of your opponent's Benched (.+?)) between turns\.$/,
    (m, p) => {
      const amount = 10 * Number(m[1]);
      const condition = (m[3] ?? m[4])?.toLowerCase() as 'poisoned' | 'burned' | undefined;
      // "instead of 2" only where that is what the Checkup puts (Burn 2, Poison 1).
      const usual = condition === 'burned' ? 2 : condition === 'poisoned' ? 1 : undefined;
      if (m[2] !== undefined && Number(m[2]) !== usual) return false;
      if (condition) {
        p.rules.push({
          kind: 'checkup-counters',
          amount,
          on: condition,
          ...(m[2] !== undefined ? { instead: true as const } : {}),
        });
        return true;
      }
      const fits = pokemonPhrase(m[5] as string, p.cardName);
      if (!fits) return false;
      p.rules.push({ kind: 'checkup-counters', amount, on: 'opponents-bench', fits });
      return true;
    },
  ],
  [
    // Sand Damage's reminder: only an Active Pokémon's Body acts, and a player has one.
    /^You can't use more than (?:1|one) [^.]+ Poké-Body between turns\.$/,
    (_m, p) => p.rules.at(-1)?.kind === 'checkup-counters',
  ],
  [/^.* can't make a player pay more than .*\.$/, (m, p) => capRetreatTax(m[0], p.rules)],
  [/^If SELF would be damaged by .* for each .*\.$/, byReader(readPerEnergyReduction)],
  [
    /^(?:The maximum .* that can be reduced by .*|You can't reduce more than \d+ damage\b.*)\.$/,
    (m, p) => capReduction(m[0], p.rules),
  ],
  [
    /^You (?:can't|cannot|can not) attach (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal) Energy cards? from your hand to SELF\.$/,
    add((m) => ({ kind: 'no-attach-from-hand', energy: m[1] as EnergyType })),
  ],
  [
    /^Whenever an attack \((?:including|even) your own\) does (\d+) or more damage to SELF \(after applying Weakness and Resistance\), prevent that damage\.$/,
    add((m) => ({ kind: 'prevent-damage-from', amount: Number(m[1]) })),
  ],
  [
    /^Whenever an attack \((?:including|even) your own\) does damage to SELF \(after applying Weakness and Resistance\), that attack does (?:only )?half the damage to SELF \(rounded down to the nearest 10\)\.$/,
    add(() => ({ kind: 'halve-damage' })),
  ],
  [
    /^Whenever an attack by a Basic Pokémon \((?:including|even) your own\) does (\d+) or more damage to SELF \(after applying Weakness and Resistance\), reduce that damage to (\d+)\.$/,
    add((m) => ({ kind: 'cap-damage-from-basic', from: Number(m[1]), to: Number(m[2]) })),
  ],
  [
    new RegExp(
      `^SELF (?:can't|cannot|can not) (?:become|be) ((?:(?:${CONDITIONS}),? (?:or )?)*(?:${CONDITIONS}))\\.$`,
    ),
    add((m) => ({ kind: 'immune', conditions: conditionsIn(m[1] as string) })),
  ],
  [
    // Dark and Clear, Dark Healer: a condition before a form read below (Thick Skin, Rain Dish).
    /^As long as ([^,]+), (SELF (?:can't|cannot) be affected by (?:any )?Special Conditions|remove (?:\d+|a|an|one|two|three) damage counters? from SELF between turns)\.$/,
    (m, p) => {
      const when = bodyCondition(m[1] as string, p.cardName);
      const inner = /^remove (\S+) damage counters? from SELF between turns$/.exec(m[2] as string);
      if (!when || when === 'always') return false;
      if (inner) {
        p.rules.push({
          kind: 'heal-between-turns',
          amount: 10 * counters(inner[1] as string),
          when,
        });
        return true;
      }
      p.rules.push({
        kind: 'immune',
        conditions: ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'],
        when,
      });
      return true;
    },
  ],
  [
    // Thick Skin (2003): every Special Condition, named as one.
    /^SELF (?:can't|cannot|can not) be affected by (?:any )?Special Conditions\.$/,
    add(() => ({
      kind: 'immune',
      conditions: ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'],
    })),
  ],
  [
    // Dodrio's Retreat Aid (Neo, and FireRed & LeafGreen: "… on your Bench, you pay
    // ColorlessColorless less … (excluding Pokémon-ex and Baby Pokémon.)").
    /^As long as SELF is (?:Benched|on your Bench), (?:you )?pay (Colorless(?: ?Colorless)*) less to retreat your Active Pokémon(?: \(excluding ([^.)]+)\.?\))?\.?$/,
    (m, p) => {
      const except = m[2] === undefined ? undefined : pokemonPhrase(m[2], p.cardName);
      if (m[2] !== undefined && !except) return false;
      const amount = (m[1] ?? '').split(/\s*Colorless/).length - 1;
      p.rules.push({ kind: 'retreat-aid', amount, ...(except ? { except } : {}) });
      return true;
    },
  ],
  [/^No more Evolution cards can be played\.$/, add(() => ({ kind: 'no-evolution' }))],
  [
    // Guard, Scare: "As long as SELF is your Active Pokémon, A and B." — each clause its own rule.
    /^As long as SELF is your Active Pokémon, (.+)\.$/,
    (m, p) => {
      const clauses = (m[1] as string).split(
        / and (?=(?:all of )?your opponent's |the Defending Pokémon )/,
      );
      const rules = clauses.map((c) => whileActiveClause(c, p.cardName));
      if (rules.some((r) => r === undefined)) return false;
      p.rules.push(...(rules as PassiveRule[]));
      return true;
    },
  ],
  [/^No Trainer cards can be played\.$/, add(() => ({ kind: 'no-trainers' }))],
  [
    /^(?:At any time between turns|Between turns|Once between turns), remove (\d+|a|an|one|two|three) damage counters? from SELF\.$/,
    add((m) => ({ kind: 'heal-between-turns', amount: 10 * counters(m[1] as string) })),
  ],
  [
    /^As long as SELF is your Active Pokémon, remove (\d+|a|an|one|two|three) damage counters? from each of your Pokémon between turns\.$/,
    add((m) => ({
      kind: 'heal-between-turns',
      amount: 10 * counters(m[1] as string),
      each: true,
      whileActive: true,
    })),
  ],
  [
    /^As long as SELF is your Active Pokémon, your opponent pays ((?:Colorless ?)+) more to retreat his or her Active Pokémon\.$/,
    add((m) => ({ kind: 'retreat-tax', amount: (m[1] ?? '').split(/\s*Colorless/).length - 1 })),
  ],
  [
    /^Ignore all Pokémon Powers other than ([^.]+?)(?:es|s)\.$/,
    add((m) => ({ kind: 'ignore-powers', except: m[1] as string })),
  ],
  [
    /^Whenever an attack does anything to SELF, flip a coin\. If heads, prevent all effects of that attack, including damage, done to SELF\.$/,
    add(() => ({ kind: 'dodge' })),
  ],
  [
    // Immunity, Crystal Body: damage is prevented only where the text says "including damage"
    // (Immunity without it: "Machamp is only affected by damage" — PUI Rules Team, Aug 2004).
    /^Prevent all effects of (?:your opponent's attacks|attacks (?:by|from) your opponent's Pokémon)(,? including damage,?|, other than damage,)? done to SELF( \(including damage\))?\.$/,
    add((m) =>
      /including/.test(`${m[1] ?? ''}${m[2] ?? ''}`)
        ? { kind: 'dodge', always: true }
        : { kind: 'effects-shield' },
    ),
  ],
  [
    // Safeguard, Wonder Guard ("… including damage, done to Shedinja by your opponent's Evolved
    // Pokémon and Pokémon-ex"), Protective Dust and Crystal Body ("… except damage, done to
    // Dustox by the Attacking Pokémon": the opponent's attacks, as every shield here).
    /^Prevent all effects of attacks, (including|except|other than) damage, done to SELF by (?:your opponent's (.+?)|the Attacking Pokémon)\.$/,
    (m, p) => {
      const including = m[1] === 'including';
      const from = m[2] === undefined ? undefined : pokemonPhrase(m[2], p.cardName);
      if (m[2] !== undefined && !from) return false;
      if (including) {
        p.rules.push({ kind: 'dodge', always: true, ...(from ? { from } : {}) });
        return true;
      }
      // A shield from some Pokémon only is not one `shieldedFromEffects` can tell apart.
      if (from) return false;
      p.rules.push({ kind: 'effects-shield' });
      return true;
    },
  ],
  [
    // Fluff: only the opponent's attacks (as every dodge), only while SELF has damage on it.
    /^(?:During your opponent's turn, )?(?:if|whenever) SELF would be damaged or affected by (?:an opponent's|your opponent's) attack and (?:(?:it|SELF) )?already has at least (?:1|one) damage counter on it, flip a coin\. If heads, prevent all effects of that attack(?: \(including damage\)|, including damage)(?:,? done to (?:it|SELF))?\.$/i,
    add(() => ({ kind: 'dodge', damaged: true })),
  ],
  [
    /^As long as SELF is in play, Resistance (?:on|of) (?:each|every|both) players?'s? Active Pokémon only reduces damage by (\d+)\.$/,
    add((m) => ({ kind: 'resistance-cap', most: Number(m[1]) })),
  ],
  [
    new RegExp(
      `^If SELF becomes ((?:(?:${CONDITIONS}),? (?:or )?)*(?:${CONDITIONS})) by the Defending Pokémon's attack(?: during your opponent's turn)?, the Defending Pokémon (?:becomes|is now) affected by the same Special Condition\\.$`,
    ),
    add((m) => ({ kind: 'mirror-conditions', conditions: conditionsIn(m[1] as string) })),
  ],
  [
    /^You may attach any Technical Machines? to SELF\.$/,
    add(() => ({ kind: 'any-technical-machine' })),
  ],
  [/^Your opponent plays with his or her hand face up\.$/, add(() => ({ kind: 'open-hand' }))],
  [
    /^If SELF is your Active Pokémon, treat it as if it were the same card as the Defending Pokémon, including type, Hit Points, Weakness, and so on, except SELF can't evolve, always has this Pokémon Power, and you may treat any Energy attached to SELF as Energy of any type\. SELF isn't a copy of any other Pokémon while SELF is Asleep, Confused, or Paralyzed\.$/,
    add(() => ({ kind: 'transform' })),
  ],
  [
    /^Whenever your opponent's attack damages SELF \(even if SELF is Knocked Out\), this power does (\d+) damage to the attacking Pokémon\. \(Don't apply Weakness and Resistance\.\)$/,
    add((m) => ({ kind: 'damage-back', amount: Number(m[1]) })),
  ],
  [
    /^Whenever an? (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless) Pokémon damages 1 of your Pokémon, reduce that damage by (\d+) \(after applying Weakness and Resistance\)\.$/,
    add((m) => ({
      kind: 'reduce-damage-from-type',
      type: m[1] as EnergyType,
      amount: Number(m[2]),
    })),
  ],
  [
    /^As long as SELF is Benched, you pay no Energy cost to retreat an? ([^.]+?)\.$/,
    (m, p) => {
      const fits = pokemonPhrase(m[1] as string, p.cardName);
      if (!fits) return false;
      p.rules.push({ kind: 'retreat-free', fits });
      return true;
    },
  ],
  [
    /^As long as SELF is your Active Pokémon, whenever an attack \((?:including|even) your own\) does damage to any Pokémon \(after applying Weakness and Resistance\), that attack (?:only )?does half the damage to that Pokémon \(rounded (up|down) to the nearest 10\)\.$/,
    add((m) => ({ kind: 'halve-damage-in-play', round: m[1] as 'up' | 'down' })),
  ],
  [
    /^Whenever an attack \((?:including|even) your own\) does (\d+) or less damage to SELF \(after applying Weakness and Resistance\), reduce that damage to (\d+)\.$/,
    add((m) => ({ kind: 'cap-small-damage', most: Number(m[1]), to: Number(m[2]) })),
  ],
  [
    /^SELF gets \+(\d+) HP for each (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal) Energy card attached to it\.$/,
    add((m) => ({ kind: 'hp-per-energy', amount: Number(m[1]), type: m[2] as EnergyType })),
  ],
  [
    /^As long as SELF is in play,? each (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal) Energy card attached to your (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal) Pokémon instead provides ((?:Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless)+)\.$/,
    add((m) => ({
      kind: 'energy-provides',
      energy: m[1] as EnergyType,
      holder: m[2] as EnergyType,
      provides: (m[3] ?? '').match(/[A-Z][a-z]+/g) as EnergyType[],
    })),
  ],
  [
    // Photosynthesis, Dark Aura ("All Energy attached to Tyranitar is Darkness Energy instead of
    // its usual type"), Rare Metal ("All basic Energy cards attached to Steelix provide Metal …").
    /^All (basic )?Energy(?: cards?)? attached to SELF (?:provides?|is|are) (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal) Energy instead of (?:its|their) usual types?\.$/,
    add((m) => ({
      kind: 'energy-type-on-self',
      type: m[2] as EnergyType,
      ...(m[1] ? { basicOnly: true } : {}),
    })),
  ],
  [
    /^As long as SELF is your Active Pokémon, (?:it|SELF) copies all of the Defending Pokémon's attacks, including their (?:Energy )?costs\.$/,
    add(() => ({ kind: 'copy-attacks', from: 'defender' })),
  ],
  [
    /^SELF always has a copy of every attack your (Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless) Pokémon in play have \(including their Energy costs and anything else required in order to use those attacks(?:, such as discarding Energy cards)?\)\.$/,
    add((m) => ({ kind: 'copy-attacks', from: 'type', type: m[1] as EnergyType })),
  ],
  [
    // Prehistoric Memory; its cost sentence follows ("It still has to pay …").
    /^Whenever an Evolved Pokémon attacks \((?:even|including) if it's your opponent's\), it can use any attack from its Basic Pokémon card or any Evolution card attached to it\. (?:It|That Pokémon) still has to pay for that attack's Energy cost\.$/i,
    add(() => ({ kind: 'stage-attacks' })),
  ],
  [
    // Pollen Defense, Fluffy Wool, Energy Drain … (carried out by `reactions.ts`).
    /^(?:During your opponent's turn, )?(?:If|Whenever) .*\bdamag.*\.$/i,
    (m, p) => {
      const reaction = readReaction(m[0]);
      if (!reaction) return false;
      p.rules.push({ kind: 'reaction', reaction });
      return true;
    },
  ],
  [REACTION_STOPPED_NOTE, () => true],
  [
    /^(?:During your opponent's turn, )?(?:if|whenever) SELF would be damaged by (?:an opponent's|your opponent's) attack(?: \(after applying Weakness and Resistance\))?, flip a coin\. If heads, reduce that damage by (\d+)\.$/i,
    add((m) => ({ kind: 'reduce-damage-on-heads', amount: Number(m[1]) })),
  ],
  [
    /^You may reduce all damage done by attacks to SELF by (\d+) \(after applying Weakness and Resistance\)\.$/,
    add((m) => ({ kind: 'may-reduce-damage', amount: Number(m[1]) })),
  ],
  // The same reminder with its full stop outside the brackets (Shell Armor).
  [/^\(Any other effects of attacks still happen\)\.$/, () => true],
  [
    // Fortitude. Only the opponent's attack: the game checks this when an attack is over.
    /^If SELF would be Knocked Out by (?:an opponent's|your opponent's) attack, flip a coin\. If heads, SELF (?:is not|isn't) Knocked Out and its remaining HP becomes? 10 instead\.$/,
    add(() => ({ kind: 'survive-on-heads' })),
  ],
  // What every such Power says of itself; `abilityBlockedReason` reads it from the text.
  [/^This power stops working if you have more than 1 SELF in play\.$/, () => true],
  [
    /^\(?This power (?:can be used|works) even (?:if|while) SELF is (?:already )?Asleep, Confused, or Paralyzed\.\)?$/,
    () => true,
  ],
  [/^\(Any other effects of attacks still happen\.\)$/, () => true],
  [STOP_SENTENCE, () => true],
  [
    /^This power (?:can't be used if SELF is (?:already )?|stops working while SELF is )(?:Asleep, Confused, or Paralyzed|affected by a Special Condition)(?: when your opponent attacks)?\.$/,
    () => true,
  ],
];

const read = new Map<string, readonly PassiveRule[] | null>();

/**
 * What a Power that applies by itself does, read from its text; `undefined` when any sentence
 * is not a known one (or it is a Power its owner uses: "you may …").
 */
export function passiveRulesOf(
  cardName: string,
  ability: Pick<Ability, 'text'>,
): readonly PassiveRule[] | undefined {
  const key = `${cardName}\u0000${ability.text}`;
  const hit = read.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const plan: Plan = { cardName, rules: [] };
  const ok = applySentenceRules(normaliseText(cardName, ability.text), RULES, plan);
  const rules = ok && plan.rules.length > 0 ? plan.rules : null;
  read.set(key, rules);
  return rules ?? undefined;
}
