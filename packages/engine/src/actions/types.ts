import type { Orientation, PlayerId } from '../state/types';

/** Every action type, in one constant list. */
export const ACTION_TYPES = [
  'draw',
  'move_card',
  'move_card_stack',
  'place_on_zone',
  'shuffle',
  'search_zone',
  'peek',
  'rearrange_zone',
  'flip_card',
  'set_visibility',
  'set_orientation',
  'add_counter',
  'remove_counter',
  'set_counter',
  'coin_flip',
  'dice_roll',
  'reveal',
  'reveal_hand',
  'mulligan',
  'swap_card_stacks',
  'declare_action',
  'create_decision',
  'resolve_decision',
  'end_turn',
  'end_phase',
  'concede',
  'declare_victory',
] as const;

/** One of {@link ACTION_TYPES}. */
export type ActionType = (typeof ACTION_TYPES)[number];

/** Who issued an action. */
export type ActionSource = 'ui' | 'ai' | 'script';

/**
 * A card reference: an instance id (`"12"` or `"#12"`) or a name as people write it
 * (exact, any case, or a unique prefix).
 */
export type CardRef = string;

/**
 * A zone reference: a full key (`p1:hand`, `stadium`) or a bare name (`hand`), which means
 * the acting player's zone of that name, else the shared zone of that name.
 */
export type ZoneRef = string;

/** Where a card goes in an ordered zone: `top` (index 0), `bottom`, or a 1-based position from the top. */
export type Position = 'top' | 'bottom' | number;

/** Fields every action carries. */
export interface ActionBase<T extends ActionType> {
  readonly type: T;
  readonly player: PlayerId;
  readonly source: ActionSource;
  /**
   * Names the card (an instance the actor owns: `#id` or its name) whose effect allows this
   * action. The game definition's `cardEffectPermit` says what, if anything, that card permits;
   * what it lifts is logged with the card.
   */
  readonly allowedByCardEffect?: string;
}

/** JSON value, for free-form details. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/** Draw `count` (default 1) cards from the top of your deck into your hand. */
export interface DrawAction extends ActionBase<'draw'> {
  readonly count?: number;
  /** Defaults to the definition's draw source (`deck`). */
  readonly from?: ZoneRef;
  /** Defaults to the definition's draw target (`hand`). */
  readonly to?: ZoneRef;
}
/** Move one card to a zone. */
export interface MoveCardAction extends ActionBase<'move_card'> {
  readonly card: CardRef;
  readonly from?: ZoneRef;
  readonly to: ZoneRef;
  /** Default `top` for ordered zones. */
  readonly position?: Position;
  /** Force face up (public) or face down; default: the target zone's default visibility. */
  readonly faceUp?: boolean;
}
/** Move the top `count` cards (default all) of a zone, keeping their order. */
export interface MoveCardStackAction extends ActionBase<'move_card_stack'> {
  readonly from: ZoneRef;
  readonly to: ZoneRef;
  readonly count?: number;
  readonly position?: 'top' | 'bottom';
}
/** Put several cards on the top or bottom of a zone; `cards` is the resulting top-to-bottom order. */
export interface PlaceOnZoneAction extends ActionBase<'place_on_zone'> {
  readonly cards: readonly CardRef[];
  readonly from?: ZoneRef;
  readonly to: ZoneRef;
  readonly position?: 'top' | 'bottom';
}
/** Shuffle a zone; every card in it returns to the zone's default visibility. */
export interface ShuffleAction extends ActionBase<'shuffle'> {
  readonly zone: ZoneRef;
}
/** Look through a zone; returns the inventory to the acting player only. */
export interface SearchZoneAction extends ActionBase<'search_zone'> {
  readonly zone: ZoneRef;
}
/** Look at the top (or bottom) `count` cards of a zone without changing anything. */
export interface PeekAction extends ActionBase<'peek'> {
  readonly zone: ZoneRef;
  readonly count?: number;
  readonly from?: 'top' | 'bottom';
}
/** Reorder the top (or bottom) `count` cards; `order` names all of them in the new top-to-bottom order. */
export interface RearrangeZoneAction extends ActionBase<'rearrange_zone'> {
  readonly zone: ZoneRef;
  readonly count: number;
  readonly from?: 'top' | 'bottom';
  readonly order: readonly CardRef[];
}
/** Turn a card face up (public) or face down (the zone's non-public default). Toggles when `faceUp` is omitted. */
export interface FlipCardAction extends ActionBase<'flip_card'> {
  readonly card: CardRef;
  readonly zone?: ZoneRef;
  readonly faceUp?: boolean;
}
/** Set exactly who may see a card. `owner` means the card's owner. */
export interface SetVisibilityAction extends ActionBase<'set_visibility'> {
  readonly card: CardRef;
  readonly zone?: ZoneRef;
  readonly visibility: 'public' | 'hidden' | 'owner' | { readonly players: readonly PlayerId[] };
}
/** Rotate a card. */
export interface SetOrientationAction extends ActionBase<'set_orientation'> {
  readonly card: CardRef;
  readonly zone?: ZoneRef;
  readonly orientation: Orientation;
}
/** Add `amount` (default 1) to a named counter on a card. */
export interface AddCounterAction extends ActionBase<'add_counter'> {
  readonly card: CardRef;
  readonly zone?: ZoneRef;
  readonly counter: string;
  readonly amount?: number;
}
/** Remove `amount` (default 1) from a named counter; fails if fewer are present. */
export interface RemoveCounterAction extends ActionBase<'remove_counter'> {
  readonly card: CardRef;
  readonly zone?: ZoneRef;
  readonly counter: string;
  readonly amount?: number;
}
/** Set a named counter to `value` (0 removes it). */
export interface SetCounterAction extends ActionBase<'set_counter'> {
  readonly card: CardRef;
  readonly zone?: ZoneRef;
  readonly counter: string;
  readonly value: number;
}
/** Flip `count` (default 1) coins with the game's seeded PRNG. */
export interface CoinFlipAction extends ActionBase<'coin_flip'> {
  readonly count?: number;
}
/** Roll `count` (default 1) dice with `sides` (default 6) sides. */
export interface DiceRollAction extends ActionBase<'dice_roll'> {
  readonly count?: number;
  readonly sides?: number;
}
/** Show cards to everyone (or to `to`). */
export interface RevealAction extends ActionBase<'reveal'> {
  readonly cards: readonly CardRef[];
  readonly zone?: ZoneRef;
  readonly to?: readonly PlayerId[];
}
/** Show your whole hand to everyone (or to `to`). */
export interface RevealHandAction extends ActionBase<'reveal_hand'> {
  readonly zone?: ZoneRef;
  readonly to?: readonly PlayerId[];
}
/** Shuffle your hand into your deck and draw `count` (default: as many as you had). */
export interface MulliganAction extends ActionBase<'mulligan'> {
  readonly count?: number;
}
/** Exchange the whole contents of two zones (e.g. active and a bench slot). */
export interface SwapCardStacksAction extends ActionBase<'swap_card_stacks'> {
  readonly a: ZoneRef;
  readonly b: ZoneRef;
}
/** Declare a game action (attack, ability, retreat …) for rules, post-hooks and the log. */
export interface DeclareActionAction extends ActionBase<'declare_action'> {
  readonly kind: string;
  readonly card?: CardRef;
  readonly zone?: ZoneRef;
  readonly target?: string;
  readonly details?: { readonly [key: string]: JsonValue };
}
/** Ask `decider` a question; only one decision may be pending. */
export interface CreateDecisionAction extends ActionBase<'create_decision'> {
  readonly decider: PlayerId;
  readonly prompt: string;
  readonly options?: readonly string[];
  /** Let the decider pick several options at once, between `min` and `max` (needs `options`). */
  readonly select?: { readonly min: number; readonly max: number };
  /** Keep the answer out of the shared log (options that name cards only the decider sees). */
  readonly private?: boolean;
}
/** Answer the pending decision: `choice`, or `choices` for a decision that allows several. */
export interface ResolveDecisionAction extends ActionBase<'resolve_decision'> {
  readonly choice?: string;
  readonly choices?: readonly string[];
}
/**
 * End your turn. The next player is who the definition's `turnOrder` names (by default the next
 * seat), or `next` when a game script names who plays next (the trick's winner leads).
 */
export interface EndTurnAction extends ActionBase<'end_turn'> {
  /**
   * Who plays next. Without a `turnOrder` in the definition only `script` actions may name
   * them; with one, the turn order gets the request and decides.
   */
  readonly next?: PlayerId;
}
/** Advance to the next phase; from the last phase, ends the turn. */
export interface EndPhaseAction extends ActionBase<'end_phase'> {}
/** Give up: every other player wins. */
export interface ConcedeAction extends ActionBase<'concede'> {}
/**
 * Declare the game won: by `winner` (default the acting player), or shared by `winners` (a tie:
 * every one of them wins, the others lose). Give one of the two, not both.
 */
export interface DeclareVictoryAction extends ActionBase<'declare_victory'> {
  readonly winner?: PlayerId;
  readonly winners?: readonly PlayerId[];
  readonly reason: string;
}

/** Every action, as a discriminated union on `type`. */
export type Action =
  | DrawAction
  | MoveCardAction
  | MoveCardStackAction
  | PlaceOnZoneAction
  | ShuffleAction
  | SearchZoneAction
  | PeekAction
  | RearrangeZoneAction
  | FlipCardAction
  | SetVisibilityAction
  | SetOrientationAction
  | AddCounterAction
  | RemoveCounterAction
  | SetCounterAction
  | CoinFlipAction
  | DiceRollAction
  | RevealAction
  | RevealHandAction
  | MulliganAction
  | SwapCardStacksAction
  | DeclareActionAction
  | CreateDecisionAction
  | ResolveDecisionAction
  | EndTurnAction
  | EndPhaseAction
  | ConcedeAction
  | DeclareVictoryAction;

/** Each action type's action, by its `type` string. */
export type ActionsByType = { readonly [K in ActionType]: Extract<Action, { type: K }> };

/**
 * The action for a given `type` string, or the union for several (`ActionOf<'draw' | 'end_turn'>`).
 * An indexed type rather than a conditional one, so a `Rule<P, 'draw'>` is a `Rule<P>`.
 */
export type ActionOf<T extends ActionType> = ActionsByType[T];

/** What a factory takes: the action without `type`; `source` defaults to `script`. */
export type ActionInput<T extends ActionType> = Omit<ActionOf<T>, 'type' | 'source'> & {
  readonly source?: ActionSource;
};
