import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stableStringify } from './tokens';

describe('stableStringify', () => {
  it('sorts keys at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: [{ y: 1, x: 2 }], c: 3 } })).toBe(
      '{"a":{"c":3,"d":[{"x":2,"y":1}]},"b":1}',
    );
  });

  it('writes an object shared by two keys both times; only a real cycle is cut', () => {
    const x = { id: 1 };
    expect(stableStringify({ a: x, b: x, list: [x, x] })).toBe(
      '{"a":{"id":1},"b":{"id":1},"list":[{"id":1},{"id":1}]}',
    );
    const cyclic: Record<string, unknown> = { id: 2 };
    cyclic.self = cyclic;
    expect(stableStringify({ x: cyclic })).toBe('{"x":{"id":2,"self":"[circular]"}}');
  });

  it('equal values give equal strings whatever their key order (property)', () => {
    const shuffled = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(shuffled);
      if (v && typeof v === 'object')
        return Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, e]) => [k, shuffled(e)]),
        );
      return v;
    };
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const s = stableStringify(v);
        expect(stableStringify(shuffled(v))).toBe(s);
        expect(JSON.parse(s)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 200 },
    );
  });
});
