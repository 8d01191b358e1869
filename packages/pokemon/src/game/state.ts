import type { InstanceId, PlayerId } from '@playmat/engine';
import type { Marker } from '../effects/markers';
import type { ResolvingEffect } from '../effects/types';
import type { BetweenTurns } from './between-turns';

/** Special Conditions, stored as counters (value 1) on the top card of the Active Pokémon. */
export const SPECIAL_CONDITIONS = [
  'asleep',
  'burned',
  'confused',
  'paralyzed',
  'poisoned',
] as const;

/** One Special Condition. */
export type SpecialCondition = (typeof SPECIAL_CONDITIONS)[number];

/** Asleep, Confused and Paralyzed replace each other; Burned and Poisoned stack with them. */
export const ROTATION_CONDITIONS: readonly SpecialCondition[] = ['asleep', 'confused', 'paralyzed'];

/** The counter holding damage, in HP (10 per damage counter), summed over a Pokémon's stack. */
export const DAMAGE_COUNTER = 'damage';

/** What the current player has done this turn (reset when a turn ends). */
export interface TurnFlags {
  readonly drew: boolean;
  readonly supporterPlayed: boolean;
  readonly energyAttached: boolean;
  readonly stadiumPlayed: boolean;
  /** The Stadium in play was used this turn ("Once during each player's turn …"). */
  readonly stadiumUsed: boolean;
  readonly retreated: boolean;
  /** A Confused Pokémon's retreat failed (1999 rules): no more retreating this turn. */
  readonly retreatFailed: boolean;
  readonly attacked: boolean;
  /** Pokémon (top-card instance ids) put into play or evolved this turn: they may not evolve. */
  readonly enteredThisTurn: readonly InstanceId[];
  /** `instanceId:ability` used this turn, for "once during your turn" Abilities. */
  readonly abilitiesUsed: readonly string[];
  /** Short lines for the narrative: what this player did this turn. */
  readonly actions: readonly string[];
}

/** Where the game is: setting up, or playing. */
export type GameStage = 'setup' | 'play';

/** A coin flip the checkup queued (Burned, Asleep), waiting for its result. */
export interface CheckupFlip {
  readonly player: PlayerId;
  readonly zone: string;
  readonly card: InstanceId;
  readonly condition: 'burned' | 'asleep';
}

/** A Confused Pokémon's retreat waiting for its coin flip (1999 rules): heads, it switches in `to`. */
export interface RetreatFlip {
  readonly player: PlayerId;
  readonly to: string;
}

/** The Pokémon plugin's part of the engine state (plain JSON). */
export interface PokemonState {
  readonly stage: GameStage;
  /** Chosen by the setup coin flip; `null` before it. */
  readonly firstPlayer: PlayerId | null;
  /** 0 during setup, then 1 for the first player's first turn, 2 for the second player's … */
  readonly gameTurn: number;
  readonly mulligans: Readonly<Record<PlayerId, number>>;
  /** Players who finished placing their Pokémon during setup. */
  readonly setupReady: readonly PlayerId[];
  readonly flags: TurnFlags;
  /** Once-per-game powers used (ability or card names), per player. */
  readonly oncePerGame: Readonly<Record<PlayerId, readonly string[]>>;
  /** Players who must still promote a Benched Pokémon, in order; the first one has the decision. */
  readonly promotions: readonly PlayerId[];
  readonly checkupFlips: readonly CheckupFlip[];
  /** A Confused Pokémon's retreat waiting for its coin flip (1999 rules only). */
  readonly retreatFlip?: RetreatFlip;
  /** Knock-out lines for the narrative ("p2's Squirtle was Knocked Out; p1 took 1 Prize"). */
  readonly knockouts: readonly string[];
  /** Card effects being carried out, innermost last (an attack, then a Tool it triggered…). */
  readonly effects: readonly ResolvingEffect[];
  /** Id for the next effect. */
  readonly nextEffectId: number;
  /** Lasting effects (prevent damage next turn, can't attack, no Items…). */
  readonly markers: readonly Marker[];
  /** Rules options of this match. */
  readonly options: PokemonRulesOptions;
  /**
   * A look at a random card of a hidden zone waiting for its die roll (a MANUAL card's "look at a
   * random card from your opponent's hand", see `game/look.ts`).
   */
  readonly looking?: { readonly zone: string; readonly owner: PlayerId; readonly to: PlayerId };
  /**
   * Card effects each player carried out by hand (cards the game does not implement, finished
   * with `finish_effect`): the game did not check them. Matches count them per seat.
   */
  readonly manualEffects?: Readonly<Record<PlayerId, number>>;
  /**
   * What the last turn change left to do between turns: a Pokémon Checkup held while Tools'
   * owners answer "you may …", Tools that act at the start of the turn (see `between-turns.ts`).
   */
  readonly betweenTurns?: BetweenTurns;
}

/** Rules that differ between eras of the game, chosen per match. */
export interface PokemonRulesOptions {
  /**
   * `modern` (default): the Scarlet & Violet rulebook. `base-set`: the 1999 Base Set rulebook —
   * the first player may attack and play any Trainer on their first turn, Confusion does 20 to
   * itself as an attack and makes retreating a coin flip, retreat as often as you like, two
   * extra cards per mulligan (see `ERA_RULES`).
   */
  readonly era: 'modern' | 'base-set';
}

/** Fresh turn flags. */
export function emptyFlags(): TurnFlags {
  return {
    drew: false,
    supporterPlayed: false,
    energyAttached: false,
    stadiumPlayed: false,
    stadiumUsed: false,
    retreated: false,
    retreatFailed: false,
    attacked: false,
    enteredThisTurn: [],
    abilitiesUsed: [],
    actions: [],
  };
}

/** The plugin state before setup. */
export function initialPokemonState(
  players: readonly PlayerId[],
  options: PokemonRulesOptions = { era: 'modern' },
): PokemonState {
  return {
    stage: 'setup',
    firstPlayer: null,
    gameTurn: 0,
    mulligans: Object.fromEntries(players.map((p) => [p, 0])),
    setupReady: [],
    flags: emptyFlags(),
    oncePerGame: Object.fromEntries(players.map((p) => [p, []])),
    promotions: [],
    checkupFlips: [],
    knockouts: [],
    effects: [],
    nextEffectId: 1,
    markers: [],
    options,
  };
}
