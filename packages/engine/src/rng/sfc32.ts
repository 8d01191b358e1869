/**
 * Seeded pseudo-random numbers kept as plain data inside the game state, so that replaying the
 * same actions from the same state draws the same numbers. The generator is SFC32 (four 32-bit
 * words); seeds are expanded with SplitMix32.
 */

/** The generator state: four unsigned 32-bit integers (plain JSON). */
export type RngState = readonly [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashString(text: string): number {
  // FNV-1a over UTF-16 code units: stable across platforms, good enough to spread a seed.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Builds a generator state from a numeric or string seed. Same seed, same sequence. */
export function seedRng(seed: number | string): RngState {
  const base =
    typeof seed === 'number' ? (seed >>> 0) ^ Math.floor(seed / 2 ** 32) : hashString(seed);
  const next = splitmix32(base);
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  // Warm up so that similar seeds diverge quickly.
  const cursor = new RngCursor(state);
  for (let i = 0; i < 12; i++) cursor.nextUint32();
  return cursor.state;
}

/**
 * A mutable cursor over an {@link RngState}. The engine uses one per action and stores the
 * final `state` back into the new game state; the input tuple is never mutated.
 */
export class RngCursor {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** How many numbers were drawn through this cursor. */
  draws = 0;

  constructor(state: RngState) {
    this.a = state[0] >>> 0;
    this.b = state[1] >>> 0;
    this.c = state[2] >>> 0;
    this.d = state[3] >>> 0;
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    this.draws++;
    return t;
  }

  /** A uniform integer in `[0, n)`, without modulo bias. `n` must be in `1..2^32`. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32)
      throw new RangeError(`int(n) needs 1 <= n <= 2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** Fisher–Yates shuffle of `items` in place. */
  shuffleInPlace<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
  }

  /** The current generator state as a fresh tuple. */
  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}

/** Pure helper: a uniform integer in `[0, n)` and the advanced state. */
export function randomInt(state: RngState, n: number): [value: number, next: RngState] {
  const cursor = new RngCursor(state);
  const value = cursor.int(n);
  return [value, cursor.state];
}
