/** Shared helpers for the fast-check property tests (test-only; not exported by the package). */
import fc from 'fast-check';
import type { Action } from './actions';
import type { GameState } from './state';
import { createTestGame, randomAction } from './test';

// Each generated step is a few random numbers that `randomAction` turns into an action for the
// state at hand (valid or not), so fast-check can shrink failing sequences.
export const stepArb = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 12, maxLength: 12 });
export const gameArb = fc.record({
  players: fc.constantFrom(['p1', 'p2'], ['p1', 'p2', 'p3']),
  seed: fc.integer(),
  deckSize: fc.integer({ min: 0, max: 14 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 30 }),
});

export function picker(numbers: readonly number[]): (n: number) => number {
  let i = 0;
  return (n) => ((numbers[i++ % numbers.length] as number) + i * 7919) % n;
}

// A caller's own deep-freeze (Object.freeze all the way down, big-table proxies included): the
// engine must keep working on states frozen this way.
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

export function assertConservation(state: GameState): void {
  const seen = new Set<string>();
  for (const zone of Object.values(state.zones))
    for (const id of zone.cards) {
      if (seen.has(id)) throw new Error(`card ${id} appears twice`);
      seen.add(id);
    }
  const ids = Object.keys(state.cards);
  if (ids.length !== seen.size || ids.some((id) => !seen.has(id)))
    throw new Error('a card was lost or invented');
}

export function assertViewHidesUnseen(
  engine: ReturnType<typeof createTestGame>['engine'],
  state: GameState,
): void {
  for (const p of state.players) {
    const json = JSON.stringify(engine.view(state, p));
    const visibleTemplates = new Set<string>();
    for (const c of Object.values(state.cards))
      if (engine.canSee(state, p, c.id)) visibleTemplates.add(c.templateId);
    for (const c of Object.values(state.cards)) {
      if (engine.canSee(state, p, c.id)) continue;
      if (json.includes(`"id":"${c.id}"`))
        throw new Error(`view of ${p} shows hidden card ${c.id}`);
      if (!visibleTemplates.has(c.templateId) && json.includes(`"${c.templateId}"`))
        throw new Error(`view of ${p} leaks template ${c.templateId}`);
    }
  }
}

export function play(input: {
  players: readonly string[];
  seed: number;
  deckSize: number;
  steps: number[][];
}) {
  const { engine, state } = createTestGame({
    players: input.players,
    seed: input.seed,
    deckSize: input.deckSize,
  });
  const initial = deepFreeze(state);
  let s = initial;
  const accepted: Action[] = [];
  let rejections = 0;
  input.steps.forEach((numbers, i) => {
    const action = randomAction(s, picker(numbers));
    const snapshot = i % 4 === 0 ? JSON.stringify(s) : null;
    const r = engine.execute(s, action);
    if (r.ok) {
      s = deepFreeze(r.state);
      accepted.push(action);
    } else {
      rejections++;
      if (r.state !== s) throw new Error('a rejected action returned a different state object');
      if (snapshot !== null && JSON.stringify(s) !== snapshot)
        throw new Error('a rejected action changed the state');
    }
    assertConservation(s);
  });
  return { engine, initial, final: s, accepted, rejections };
}
