import type { Action, InstanceId, PlayerId } from '@playmat/engine';
import type { EffectEnv } from './env';
import type { Marker } from './markers';

/** A JSON value kept in an effect's variables (ids, zone keys, counts, flags). */
export type EffectValue =
  | string
  | number
  | boolean
  | null
  | readonly EffectValue[]
  | { readonly [key: string]: EffectValue };

/** What started an effect. */
export type EffectSource = 'trainer' | 'ability' | 'attack' | 'stadium' | 'trigger';

/** One answer a choice offers: `value` is what the effect keeps, `label` what the player sees. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/**
 * What a choice is about, so a bot (or a person) can judge the options without reading the
 * prompt: cards to take, a Pokémon to target, a yes/no…
 */
export type ChoiceKind =
  | 'take'
  | 'discard'
  | 'target'
  | 'own-pokemon'
  | 'opponent-pokemon'
  | 'energy'
  | 'yes-no'
  | 'type'
  | 'attack'
  | 'condition'
  | 'order'
  /** An amount of damage the player states (an attack the game has no code for). */
  | 'damage';

/** A choice an effect asks for; it becomes an engine decision listing the legal options. */
export interface Choice {
  /** The effect variable that receives the chosen values (a list). */
  readonly var: string;
  readonly kind: ChoiceKind;
  readonly prompt: string;
  readonly options: readonly ChoiceOption[];
  /** Fewest and most options to pick (default exactly 1). */
  readonly min?: number;
  readonly max?: number;
  /** Who decides (default the effect's controller). */
  readonly decider?: PlayerId;
  /** Keep the answer out of the shared log (options naming cards only the decider sees). */
  readonly private?: boolean;
  /**
   * A cost paid to use the card ("discard 2 other cards from your hand in order to …"): when
   * the rules ask whether the card would change anything, they look past the cost at the rest.
   */
  readonly cost?: boolean;
  /** Why there is nothing to choose ("your deck is empty"), for the refusal of a card that would change nothing. */
  readonly none?: string;
  /**
   * The cards the decider looks at to choose (the top 5 of the deck for Electric Generator,
   * the whole deck for a search), those not offered included: a board shows them with the
   * question. Seen by the decider only.
   */
  readonly lookedAt?: readonly InstanceId[];
}

/** A coin flip an effect asks for; the number of heads goes to `var`. */
export interface Flip {
  /** Default `flip`. */
  readonly var?: string;
  /** Coins to flip at once (default 1). */
  readonly count?: number;
  /** Flip until tails; `var` counts the heads. */
  readonly untilTails?: boolean;
  /** Who flips, when the text names the other player ("your opponent flips a coin"); default the effect's player. */
  readonly by?: PlayerId;
}

/**
 * What one step does: engine actions (run as `script` actions on the card's authority), then
 * at most one flip or choice to wait for. `set` updates variables first; `stop` ends the effect
 * after this step; `again` runs the same step once more (loops), `jump` moves the step pointer.
 */
export interface StepResult {
  readonly set?: Readonly<Record<string, EffectValue>>;
  /** Lasting effects to add (before the actions run). */
  readonly mark?: readonly Marker[];
  readonly actions?: readonly Action[];
  readonly flip?: Flip;
  /**
   * Pick at random: one die per entry of `sides` (the number of things to pick from); `var`
   * receives a 0-based index per die. Used for "choose 2 random cards".
   */
  readonly roll?: { readonly var: string; readonly sides: readonly number[] };
  readonly choose?: Choice;
  readonly stop?: boolean;
  readonly again?: boolean;
  /** Relative jump after this step (1 is the next step; used by compiled branches). */
  readonly jump?: number;
  /**
   * Carry out another attack as part of this one (Metronome, Pendulum Influence): the attack
   * `attack` of the card template `template`, as this Pokémon's, without its costs.
   */
  readonly useAttack?: {
    readonly template: string;
    readonly attack: string;
    /** Only the Energy cost is waived: "in order to use this attack" discards still apply. */
    readonly keepRequirements?: boolean;
  };
  /** Hand the rest of this text to its player (a card with no implementation). */
  readonly manual?: boolean;
  /**
   * The player looked at secret cards (searched the deck) even though nothing was found: the
   * search counts as done, since no one else may know the deck held nothing that fits.
   */
  readonly looked?: boolean;
  /**
   * A shuffle is this text's own effect ("each player shuffles his or her deck"), not the close
   * of a search or a move: a deck of two or more cards put in a new order counts as a change.
   */
  readonly reorders?: boolean;
}

/** One step of an effect: reads the settled state, says what to do next. */
export type StepFn = (e: EffectEnv) => StepResult | undefined;

/** A conditional block: the `then` steps when `when` holds, else the `otherwise` steps. */
export interface Branch {
  /** Checked when the block is reached, on the state at that moment. */
  readonly when: (e: EffectEnv) => boolean;
  readonly then: readonly Step[];
  readonly otherwise?: readonly Step[];
}

/** A step, or a conditional block of steps. */
export type Step = StepFn | Branch;

/** A card effect: its steps, and when it can be used at all. */
export interface EffectSpec {
  readonly steps: readonly Step[];
  /**
   * What the text says happens either way: run after `steps`, and also when a step of the text
   * ends it early ("If tails, this attack does nothing. Either way, Shining Steelix can't attack
   * during your next turn."), but not when the attack fails before its text (Confusion).
   */
  readonly always?: readonly Step[];
  /**
   * Why the card cannot be played (or the Ability or attack used) now, or `undefined` when it
   * can: "You can't play Revive if your Bench is full", an attack's own condition.
   */
  readonly unplayable?: (e: EffectEnv) => string | undefined;
}

/** How an Ability (or Pokémon Power) works. */
export type AbilitySpec =
  /** Used by its owner with `declare_ability`. */
  | { readonly kind: 'activated'; readonly effect: EffectSpec }
  /** Applies by itself; the rules and the damage code read it by name (see `passives`). */
  | { readonly kind: 'passive' }
  /** Offered when something happens (played onto the Bench, evolved from the hand…). */
  | { readonly kind: 'trigger'; readonly on: TriggerEvent; readonly effect: EffectSpec };

/**
 * Events that offer triggered Abilities and Tools. `played-from-hand` is either of the first
 * two: a classic Power's "When you play Dark Golbat from your hand, …" (a Basic put onto the
 * Bench, or an Evolution card played onto a Pokémon).
 */
export type TriggerEvent =
  | 'played-to-bench'
  | 'evolved-from-hand'
  | 'played-from-hand'
  /** The opponent's Active Pokémon retreated (the trigger's Pokémon is the other player's). */
  | 'opponent-retreated'
  /** The trigger's own Pokémon retreated (vars `retreated`, its top card). */
  | 'retreated'
  /** The Pokémon is Knocked Out by damage from the opponent's attack (before it leaves play). */
  | 'knocked-out-by-attack'
  /**
   * A player attached an Energy card from the hand to a Pokémon (offered to every Pokémon in
   * play; vars `attached` — the Energy card, `onto` — the Pokémon's top card, `attacher`).
   */
  | 'energy-attached-from-hand'
  /**
   * A player put a Basic Pokémon from the hand onto the Bench (offered to every Pokémon in play
   * but the one played; vars `benched` — its card, `bencher`).
   */
  | 'pokemon-benched-from-hand'
  | 'active-knocked-out';

/** Everything the plugin implements for one card name. */
export interface CardEffects {
  /** A Trainer's effect when played (Items and Supporters; Stadiums that are used). */
  readonly trainer?: EffectSpec;
  /** A Trainer that only applies while in play (Tools, passive Stadiums): handled by name. */
  readonly passiveTrainer?: true;
  /** A Stadium's use ("Once during each player's turn, that player may …"), by `use_stadium`. */
  readonly stadiumUse?: EffectSpec;
  /** A Pokémon Tool's triggered effect. */
  readonly toolTrigger?: { readonly on: TriggerEvent; readonly effect: EffectSpec };
  readonly abilities?: Readonly<Record<string, AbilitySpec>>;
  /** Attacks by name: the whole attack, damage included (see `damage()`). */
  readonly attacks?: Readonly<Record<string, EffectSpec>>;
}

/** A waiting flip or choice of a resolving effect. */
export type Waiting =
  | { readonly kind: 'roll'; readonly var: string }
  | {
      readonly kind: 'flip';
      readonly var: string;
      readonly untilTails: boolean;
      /** Heads so far (flip until tails). */
      readonly heads: number;
      /** Who flips (default the effect's player). */
      readonly by?: PlayerId;
    }
  | {
      readonly kind: 'choice';
      readonly var: string;
      readonly choice: ChoiceKind;
      readonly decider: PlayerId;
      readonly prompt: string;
      /** The options; shown only to the decider (see the plugin's view). */
      readonly options: readonly ChoiceOption[];
      readonly min: number;
      readonly max: number;
      /** The cards looked at to choose (as `Choice.lookedAt`); only for the decider. */
      readonly lookedAt?: readonly InstanceId[];
    };

/** An effect being carried out: plain JSON in the plugin state, so checkpoints and replay hold. */
export interface ResolvingEffect {
  readonly id: number;
  /** Registry key, e.g. `trainer:Nest Ball` or `attack:Pikachu/Thunder Jolt`. */
  readonly key: string;
  readonly source: EffectSource;
  /** The player whose effect it is. */
  readonly player: PlayerId;
  /** The card whose effect it is: the Trainer being played, the Pokémon attacking or using an Ability. */
  readonly card: InstanceId;
  /** For messages: "Nest Ball", "Pikachu's Thunder Jolt". */
  readonly name: string;
  /** The next step to run. */
  readonly pc: number;
  readonly vars: Readonly<Record<string, EffectValue>>;
  readonly waiting: Waiting | null;
  /** A card with no implementation: its player carries it out with engine moves. */
  readonly manual?: true;
}
