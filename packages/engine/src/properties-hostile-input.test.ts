import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, type Action } from './actions';
import { createTestGame, propertyRuns } from './test';

/**
 * `execute` is the boundary an untrusted caller reaches: any JSON at all, with any field of any
 * type, must come back as a value — accepted, or refused with an error that says what was wrong
 * in a few lines and leaves the state as it was. Never a throw, never an echo of a huge input.
 */
const runs = propertyRuns('HOSTILE_RUNS', 1_000, 20_000);
const PROTO_KEYS = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];
const HUGE = 'Ember Fox '.repeat(20_000);

const plausible = fc.oneof(
  fc.constantFrom('hand', 'deck', 'board', 'discard', 'stadium', 'p1:hand', 'p2:board', 'top'),
  fc.constantFrom('Ember Fox', 'Potion', 'Tide', 'damage', 'public', 'owner', 'p2', 'attack'),
  fc.integer({ min: 1, max: 40 }).map((n) => `#${n}`),
  fc.integer({ min: -1, max: 8 }),
  fc.boolean(),
);
const anyJson = fc.oneof(
  { depthSize: 'small' },
  { weight: 4, arbitrary: plausible },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  fc.constantFrom(...PROTO_KEYS, HUGE, '', '#999'),
  fc.array(plausible, { maxLength: 3 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 1e12, 2.5),
);
const FIELDS = [
  'count',
  'card',
  'cards',
  'from',
  'to',
  'zone',
  'position',
  'faceUp',
  'visibility',
  'orientation',
  'counter',
  'amount',
  'value',
  'sides',
  'order',
  'a',
  'b',
  'kind',
  'details',
  'target',
  'decider',
  'prompt',
  'options',
  'select',
  'private',
  'choice',
  'choices',
  'winner',
  'reason',
] as const;

const actionArb = fc
  .record({
    type: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...ACTION_TYPES) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
      { weight: 1, arbitrary: anyJson },
    ),
    player: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('p1', 'p2') },
      { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
      { weight: 1, arbitrary: anyJson },
    ),
    source: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('ai', 'script', 'ui') },
      { weight: 1, arbitrary: anyJson },
    ),
    fields: fc.dictionary(fc.constantFrom(...FIELDS, ...PROTO_KEYS), anyJson, { maxKeys: 6 }),
    claim: fc.option(anyJson, { nil: undefined, freq: 4 }),
  })
  .map(({ type, player, source, fields, claim }) => {
    const action: Record<string, unknown> = { type, player, source };
    for (const [k, v] of Object.entries(fields))
      Object.defineProperty(action, k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    if (claim !== undefined) action.allowedByCardEffect = claim;
    return action;
  });

describe('execute with hostile input', () => {
  it(`answers every JSON action with a value: no throw, a short error, the same state (${runs} sequences)`, () => {
    const { engine, state } = createTestGame({ seed: 'hostile' });
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(actionArb, { minLength: 1, maxLength: 8 }), (sequence) => {
        let s = state;
        for (const action of sequence) {
          const r = engine.execute(s, action as unknown as Action);
          if (r.ok) {
            accepted++;
            s = r.state;
            continue;
          }
          refused++;
          expect(r.state).toBe(s);
          const text = [r.error.message, ...r.error.hints].join('\n');
          expect(text.length).toBeLessThan(2_000);
        }
        for (const id of Object.keys(s.cards))
          for (const [name, value] of Object.entries(s.cards[id]?.counters ?? {}))
            expect(typeof value === 'number' && !PROTO_KEYS.includes(name)).toBe(true);
      }),
      { numRuns: runs, seed: 20260101 },
    );
    expect(refused).toBeGreaterThan(runs);
    // Some get through, so the checks after an accepted action run too.
    expect(accepted).toBeGreaterThan(runs / 10);
  }, 120_000);
});
