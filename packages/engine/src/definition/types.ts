import type { Action, ActionOf, ActionType, EndPhaseAction, EndTurnAction } from '../actions/types';
import type { GrantedEffect } from '../execute/card-effect';
import type {
  GameState,
  InstanceId,
  PlayerId,
  ZoneDefaultVisibility,
  ZoneKey,
} from '../state/types';

/** A card definition from the plugin's registry. Only `id` and `name` are read by the engine. */
export interface CardTemplate {
  readonly id: string;
  readonly name: string;
}

/** The plugin's card registry. Templates live here, never in the state. */
export interface CardRegistry<T extends CardTemplate = CardTemplate> {
  /** The template for an id, or `undefined` when the registry has none. */
  getTemplate(templateId: string): T | undefined;
}

/** How a zone behaves. Omitted fields take the defaults noted. */
export interface ZoneSpec {
  readonly name: string;
  /** Default `true`. */
  readonly ordered?: boolean;
  /** Default `public`. */
  readonly defaultVisibility?: ZoneDefaultVisibility;
  /** Default no limit. */
  readonly capacity?: number;
  /** Default `public`. */
  readonly countVisibility?: 'public' | 'owner';
  /** Default `false`. */
  readonly shuffleable?: boolean;
}

/** What an action touches, after name resolution. Rules and post-hooks read this. */
export interface ActionTargets {
  /** Instance ids the action acts on, in action order. */
  readonly cards: readonly InstanceId[];
  readonly from?: ZoneKey;
  readonly to?: ZoneKey;
  /** Zones the action reads or changes as a whole (shuffle, peek, swap…). */
  readonly zones: readonly ZoneKey[];
}

/** A rule's complaint. `hard` always blocks; `soft` blocks in `strict` mode and warns in `lenient`. */
export interface RuleViolation {
  readonly severity: 'hard' | 'soft';
  /** The plugin's own code, e.g. `ONE_SUPPORTER_PER_TURN`. */
  readonly code: string;
  /** Written for the one who acted. */
  readonly message: string;
  /** How to proceed. */
  readonly hint?: string;
}

/**
 * What a rule sees. `T` is the action types the rule listed in `actions`, so `action` is
 * already narrowed to them (see {@link defineRule}).
 */
export interface RuleContext<P = unknown, T extends ActionType = ActionType> {
  readonly state: GameState<P>;
  readonly action: ActionOf<T>;
  readonly targets: ActionTargets;
  readonly definition: GameDefinition<P>;
  /**
   * What the action's `allowedByCardEffect` claim was granted: the card and exactly the rules
   * and zones its permit names (`null` or absent: no claim). A rule or hook that treats an
   * action differently under a card effect asks this (`effect?.rules.has('MY_RULE')`), never
   * whether a claim is merely present: a claim that names a card proves nothing.
   */
  readonly effect?: GrantedEffect | null;
}

/**
 * A rule hook. Return `undefined` when the action is fine. Written with {@link defineRule}, the
 * `action` a rule checks has the type of the actions it lists, with no cast.
 */
export interface Rule<P = unknown, T extends ActionType = ActionType> {
  readonly id: string;
  /** Only run for these action types (default: all). */
  readonly actions?: readonly T[];
  /** Inspects an action before it is applied; returns a violation to block or warn. */
  check(ctx: RuleContext<P, T>): RuleViolation | undefined;
}

/** What a post-hook sees: the states before and after the action. */
export interface PostHookContext<P = unknown, T extends ActionType = ActionType>
  extends RuleContext<P, T> {
  readonly before: GameState<P>;
  readonly data: unknown;
}

/** What {@link GameDefinition.describeAction} sees: a successful action and the engine's words for it. */
export interface DescribeContext<P = unknown> extends RuleContext<P> {
  /** The action's informational result (see `execute`). */
  readonly data: unknown;
  /** The engine's log line: `p1 declared play with 7 of Hearts`. */
  readonly message: string;
}

/** What a post-hook may do: replace the plugin state and/or queue follow-up actions. */
export interface PostHookResult<P = unknown> {
  readonly plugin?: P;
  /** Executed right after, in order, each atomically; a failing follow-up becomes a warning. */
  readonly followUps?: readonly Action[];
}

/**
 * Runs after a successful action (including follow-ups, up to a depth limit), before the
 * follow-ups it queues; to act once everything is done, use {@link GameDefinition.settle}.
 * Written with {@link definePostHook}, `action` has the type of the actions it lists.
 */
export interface PostHook<P = unknown, T extends ActionType = ActionType> {
  readonly id: string;
  readonly actions?: readonly T[];
  /** Runs after the action was applied; may update the plugin state or queue follow-ups. */
  run(ctx: PostHookContext<P, T>): PostHookResult<P> | undefined;
}

/**
 * A claim that a card's effect allows an action: `allowedByCardEffect` resolved to one card
 * instance the acting player owns and can see.
 */
export interface CardEffectClaim<P = unknown> {
  readonly state: GameState<P>;
  readonly action: Action;
  /** The instance named by `allowedByCardEffect`. */
  readonly card: InstanceId;
  readonly definition: GameDefinition<P>;
}

/**
 * What a card's effect permits for one action, as the game definition answers it. Anything not
 * listed stays forbidden: hard rules are never lifted.
 */
export interface CardEffectPermit {
  /** Soft rules lifted for this action, by rule id or violation code. */
  readonly rules?: readonly string[];
  /**
   * Zones of other players the action may reach into: read their hidden cards, take or change
   * their cards. Without a permit an action may only change cards in the actor's own zones and
   * in shared zones.
   */
  readonly zones?: readonly ZoneKey[];
}

/** What a settle hook sees: the state once an action and all its follow-ups are done. */
export interface SettleContext<P = unknown> {
  readonly state: GameState<P>;
  /** The action that started this execution. */
  readonly action: Action;
  readonly definition: GameDefinition<P>;
}

/** What a turn order sees when a turn ends (`end_turn`, or `end_phase` from the last phase). */
export interface TurnOrderContext<P = unknown> {
  /** The state as the turn ends, before the next one starts. */
  readonly state: GameState<P>;
  readonly action: EndTurnAction | EndPhaseAction;
  /** The player `end_turn` named in `next` (a player of the game), if any. */
  readonly requested: PlayerId | undefined;
}

/**
 * Who plays next: a player, or a player and whether a new round starts. Without `newRound`, a
 * round starts when play passes to an earlier seat (once around the table).
 */
export type TurnStep = PlayerId | { readonly player: PlayerId; readonly newRound?: boolean };

/**
 * Everything a plugin tells the engine about its game. `P` is the plugin state
 * (`state.plugin`); `V` is what {@link GameDefinition.viewPlugin} shows a player, the type of
 * `view.plugin` (give it when the definition has a `viewPlugin`, e.g.
 * `defineGame<MyState, MyState>` when players may see all of it).
 */
export interface GameDefinition<P = unknown, V = unknown> {
  readonly name: string;
  readonly cards: CardRegistry;
  readonly zones: {
    /** Created once per player as `${player}:${name}`. */
    readonly perPlayer: readonly ZoneSpec[];
    /** Created once, keyed by name. */
    readonly shared?: readonly ZoneSpec[];
  };
  /** Turn phases in order (default `['main']`). */
  readonly phases?: readonly string[];
  /**
   * Who plays when a turn ends. Default: the player a `script` `end_turn` names in `next`, else
   * the next seat. Write one for games whose order is not a circle: skip a player, reverse
   * (`seatAfter(players, player, -1)`), let a trick's winner lead, start a new round
   * (`{ player, newRound: true }`). It also decides whether a `next` sent by a player (not a
   * script) is honoured: it gets it as `requested`.
   */
  turnOrder?(ctx: TurnOrderContext<P>): TurnStep;
  /** Zone names `draw` uses (default `deck` → `hand`); `createInitialState` fills `deck`. */
  readonly drawZones?: { readonly from: string; readonly to: string };
  readonly rules?: readonly Rule<P>[];
  readonly postHooks?: readonly PostHook<P>[];
  /**
   * Runs once an action and every follow-up it queued are done, and again after the actions it
   * returns, until it returns nothing: the place to act on the settled state (carry out the next
   * step of a card effect, check a win). Bounded by `maxSettleRounds` (default 200).
   */
  settle?(ctx: SettleContext<P>): PostHookResult<P> | undefined;
  /**
   * What a card's effect permits for an action that names it in `allowedByCardEffect`. Return
   * `undefined` when the card permits nothing for this action (the default without this hook):
   * a claim on its own lifts no rule and reaches no other player's zone.
   */
  cardEffectPermit?(claim: CardEffectClaim<P>): CardEffectPermit | undefined;
  /**
   * Words for the log line of a successful action, instead of the engine's: "p1 played the 7 of
   * Hearts", not "p1 declared play with 7 of Hearts". Every player's tool result and log read it
   * (name players with `who`/`whose` or their ids: each reader gets "you"). Return `undefined`
   * to keep the engine's words. Name only the action's cards (`targets.cards`): a view shows
   * each name only to the players who saw that card before or after the action (and "a card" to
   * the rest), however the card moves later. `state` is the state before the action.
   */
  describeAction?(ctx: DescribeContext<P>): string | undefined;
  /** Optional enumeration of legal (or likely-legal) actions for bots, hints and UIs. */
  legalActions?(state: GameState<P>, player: PlayerId): Action[];
  /** Initial plugin state. */
  initPluginState?(init: { players: readonly PlayerId[]; seed: number | string }): P;
  /** What of the plugin state a player may see: `view.plugin` (default: nothing). */
  viewPlugin?(state: GameState<P>, player: PlayerId): V;
}
