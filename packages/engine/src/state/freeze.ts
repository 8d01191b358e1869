import { hasStoredCards } from './store';

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
    for (const v of value) deepFreeze(v);
    return;
  }
  const skipCards = hasStoredCards(value);
  for (const k of Object.keys(value))
    if (!(skipCards && k === 'cards')) deepFreeze((value as Record<string, unknown>)[k]);
}
