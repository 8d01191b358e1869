import { chunksOf, hasStoredCards } from './store';
import type { CardInstance, GameState, InstanceId } from './types';

/**
 * Whether states are deep-frozen by default: in development and tests (`NODE_ENV` is
 * `development` or `test`), so a caller that changes a state in place gets a TypeError instead
 * of silently corrupting every checkpoint that shares the changed piece. Off in production and
 * when `NODE_ENV` is unset (browsers without a bundler define, plain scripts): then it is free.
 * Read through `globalThis` so the engine needs no Node globals.
 */
const NODE_ENV = (globalThis as { process?: { env?: { NODE_ENV?: string } } }).process?.env
  ?.NODE_ENV;
let freezeByDefault = NODE_ENV === 'development' || NODE_ENV === 'test';

/** Whether new states are deep-frozen (see {@link setStateFreezing}). */
export function statesFrozen(): boolean {
  return freezeByDefault;
}

/**
 * Turns deep-freezing of states on or off for this process (default: on when `NODE_ENV` is
 * `development` or `test`). Freezing costs time proportional to what each action changed.
 */
export function setStateFreezing(on: boolean): void {
  freezeByDefault = on;
}

/**
 * Freezes `value` and everything it reaches, stopping at objects already frozen (the engine
 * freezes what it builds, so only new pieces are walked). The `cards` getter of a big zone or
 * table is not read (that would build its plain face, which is frozen when built anyway).
 */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    // Most arrays hold ids: skip primitives here rather than in a call each.
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v === 'object') deepFreeze(v);
    }
    return;
  }
  const skipCards = hasStoredCards(value);
  for (const k of Object.keys(value))
    if (!(skipCards && k === 'cards')) deepFreeze((value as Record<string, unknown>)[k]);
}

// V8 copies a frozen record with integer keys (a card table: "1", "2" …) a hundred times more
// slowly than an unfrozen one (its elements are of a frozen kind, off the fast path of a
// spread): about 20 µs for 120 cards, on every action that changes a card. So a plain card
// table gets an unfrozen twin when it is frozen, and copies are made from the twin.
const twins = new WeakMap<object, Readonly<Record<InstanceId, CardInstance>>>();

/**
 * Deep-freezes a state (see {@link deepFreeze}), keeping an unfrozen twin of its card table
 * for {@link copyableCards} when the table is a plain record frozen here. With `cardsFrozen`
 * (every card in the table is frozen already: an engine state's new cards are frozen first)
 * the table itself is frozen without a walk through all its cards.
 */
export function freezeState(state: GameState, cardsFrozen = false): void {
  if (Object.isFrozen(state)) return;
  if (chunksOf(state) === undefined && !Object.isFrozen(state.cards)) {
    twins.set(state.cards, { ...state.cards });
    if (cardsFrozen) Object.freeze(state.cards);
  }
  deepFreeze(state);
}

/** A plain card table, or its unfrozen twin (the same cards) to copy from quickly. */
export function copyableCards(
  cards: Readonly<Record<InstanceId, CardInstance>>,
): Readonly<Record<InstanceId, CardInstance>> {
  return twins.get(cards) ?? cards;
}
