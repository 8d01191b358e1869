/** Options of {@link hostileInputs}. */
export interface HostileInputsOptions {
  /** Argument names the tools take (`card`, `suit` …): objects use them as well as odd keys. */
  readonly keys: readonly string[];
  /** How many inputs; default 1,000. */
  readonly count?: number;
  /** Same seed, same inputs; default 1. */
  readonly seed?: number;
}

/** Texts that broke tools before: prototype keys, a huge name, control characters, marks. */
const ODD_TEXTS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'toString',
  'x'.repeat(200_000),
  'a\u0000b\u202e\n',
  '«»',
  '#999999',
  '-1',
  'NaN',
];
const ODD_VALUES: readonly unknown[] = [null, undefined, true, 0, -1, 1e308, Number.NaN, [], {}];

/**
 * Random JSON a seat might send a tool — the way a model or a hand-written client gets input
 * wrong: missing and extra arguments, wrong types, nested lists and objects, prototype keys, a
 * 200,000-character text. For tests that call a game's tools directly and expect an answer,
 * never a throw. Deterministic per `seed`.
 */
export function hostileInputs(options: HostileInputsOptions): unknown[] {
  let state = (options.seed ?? 1) >>> 0 || 1;
  // xorshift32: small, seeded, good enough to spread the shapes.
  const next = (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  const keys = [...options.keys, ...ODD_TEXTS.slice(2, 5), 'extra'];
  const value = (depth: number): unknown => {
    switch (next(depth > 2 ? 3 : 6)) {
      case 0:
        return ODD_VALUES[next(ODD_VALUES.length)];
      case 1:
        return ODD_TEXTS[next(ODD_TEXTS.length)];
      case 2:
        return next(2) ? String.fromCharCode(32 + next(95)).repeat(1 + next(12)) : next(1000) - 500;
      case 3:
        return Array.from({ length: next(4) }, () => value(depth + 1));
      default: {
        const obj: Record<string, unknown> = {};
        // Own keys even for "__proto__", as JSON.parse makes them.
        for (let i = next(4); i > 0; i--)
          Object.defineProperty(obj, keys[next(keys.length)] as string, {
            value: value(depth + 1),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        return obj;
      }
    }
  };
  return Array.from({ length: options.count ?? 1_000 }, () => value(0));
}
