import type { ActionInput, ActionOf, ActionType } from './types';

function factory<T extends ActionType>(type: T): (input: ActionInput<T>) => ActionOf<T> {
  return (input) => ({ ...input, type, source: input.source ?? 'script' }) as ActionOf<T>;
}

/**
 * One factory per action type: `actions.draw({ player: 'p1', count: 2 })`.
 * `source` defaults to `'script'`.
 */
export const actions = {
  /** Builds a {@link DrawAction}. */
  draw: factory('draw'),
  /** Builds a {@link MoveCardAction}. */
  moveCard: factory('move_card'),
  /** Builds a {@link MoveCardStackAction}. */
  moveCardStack: factory('move_card_stack'),
  /** Builds a {@link PlaceOnZoneAction}. */
  placeOnZone: factory('place_on_zone'),
  /** Builds a {@link ShuffleAction}. */
  shuffle: factory('shuffle'),
  /** Builds a {@link SearchZoneAction}. */
  searchZone: factory('search_zone'),
  /** Builds a {@link PeekAction}. */
  peek: factory('peek'),
  /** Builds a {@link RearrangeZoneAction}. */
  rearrangeZone: factory('rearrange_zone'),
  /** Builds a {@link FlipCardAction}. */
  flipCard: factory('flip_card'),
  /** Builds a {@link SetVisibilityAction}. */
  setVisibility: factory('set_visibility'),
  /** Builds a {@link SetOrientationAction}. */
  setOrientation: factory('set_orientation'),
  /** Builds a {@link AddCounterAction}. */
  addCounter: factory('add_counter'),
  /** Builds a {@link RemoveCounterAction}. */
  removeCounter: factory('remove_counter'),
  /** Builds a {@link SetCounterAction}. */
  setCounter: factory('set_counter'),
  /** Builds a {@link CoinFlipAction}. */
  coinFlip: factory('coin_flip'),
  /** Builds a {@link DiceRollAction}. */
  diceRoll: factory('dice_roll'),
  /** Builds a {@link RevealAction}. */
  reveal: factory('reveal'),
  /** Builds a {@link RevealHandAction}. */
  revealHand: factory('reveal_hand'),
  /** Builds a {@link MulliganAction}. */
  mulligan: factory('mulligan'),
  /** Builds a {@link SwapCardStacksAction}. */
  swapCardStacks: factory('swap_card_stacks'),
  /** Builds a {@link DeclareActionAction}. */
  declareAction: factory('declare_action'),
  /** Builds a {@link CreateDecisionAction}. */
  createDecision: factory('create_decision'),
  /** Builds a {@link ResolveDecisionAction}. */
  resolveDecision: factory('resolve_decision'),
  /** Builds a {@link EndTurnAction}. */
  endTurn: factory('end_turn'),
  /** Builds a {@link EndPhaseAction}. */
  endPhase: factory('end_phase'),
  /** Builds a {@link ConcedeAction}. */
  concede: factory('concede'),
  /** Builds a {@link DeclareVictoryAction}. */
  declareVictory: factory('declare_victory'),
} as const;

/** Builds an action of any type from its type string (for generic tool layers). */
export function createAction<T extends ActionType>(type: T, input: ActionInput<T>): ActionOf<T> {
  return factory(type)(input);
}
