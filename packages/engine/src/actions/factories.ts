import type { ActionInput, ActionOf, ActionType } from './types';

function factory<T extends ActionType>(type: T): (input: ActionInput<T>) => ActionOf<T> {
  return (input) => ({ ...input, type, source: input.source ?? 'script' }) as ActionOf<T>;
}

/**
 * One factory per action type: `actions.draw({ player: 'p1', count: 2 })`.
 * `source` defaults to `'script'`.
 */
export const actions = {
  draw: factory('draw'),
  moveCard: factory('move_card'),
  moveCardStack: factory('move_card_stack'),
  placeOnZone: factory('place_on_zone'),
  shuffle: factory('shuffle'),
  searchZone: factory('search_zone'),
  peek: factory('peek'),
  rearrangeZone: factory('rearrange_zone'),
  flipCard: factory('flip_card'),
  setVisibility: factory('set_visibility'),
  setOrientation: factory('set_orientation'),
  addCounter: factory('add_counter'),
  removeCounter: factory('remove_counter'),
  setCounter: factory('set_counter'),
  coinFlip: factory('coin_flip'),
  diceRoll: factory('dice_roll'),
  reveal: factory('reveal'),
  revealHand: factory('reveal_hand'),
  mulligan: factory('mulligan'),
  swapCardStacks: factory('swap_card_stacks'),
  declareAction: factory('declare_action'),
  createDecision: factory('create_decision'),
  resolveDecision: factory('resolve_decision'),
  endTurn: factory('end_turn'),
  endPhase: factory('end_phase'),
  concede: factory('concede'),
  declareVictory: factory('declare_victory'),
} as const;

/** Builds an action of any type from its type string (for generic tool layers). */
export function createAction<T extends ActionType>(type: T, input: ActionInput<T>): ActionOf<T> {
  return factory(type)(input);
}
