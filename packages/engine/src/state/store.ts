import { Seq } from './seq';
import type { CardInstance, GameState, InstanceId, Zone } from './types';

/**
 * How states stay cheap to change at any size while reading like plain JSON.
 *
 * Small tables are plain objects and arrays (copy-on-write). Past a size, two pieces switch to
 * persistent structures so an action copies only what it touches:
 * - a zone of more than {@link BIG_ZONE} cards keeps its ids in a {@link Seq} (a draw is O(1));
 * - a table of more than {@link BIG_TABLE} cards keeps its cards in chunks of 64 (changing a card
 *   copies one chunk and the chunk index, not the whole record).
 * Their public faces, `zone.cards` and `state.cards`, are read-only proxies that read like the
 * plain array / record (index, `length`, `in`, `Object.keys`, iteration, `JSON.stringify`),
 * and throw on any write. Engine code reads the structures behind them through {@link listOf}
 * and {@link cardOf}, never through the proxies.
 */

/** A zone holding more than this many cards is stored as a {@link Seq}. */
export let BIG_ZONE = 128;
/** A {@link Seq} zone that shrinks to this many cards goes back to a plain array. */
export let SMALL_ZONE = 64;
/** A table with more than this many cards keeps them in chunks. */
export let BIG_TABLE = 512;

/**
 * Test hook (not exported by the package): lower the limits so small test games use the big
 * structures everywhere, and get the defaults back with no argument.
 */
export function setStoreLimits(limits?: { zone: number; smallZone: number; table: number }): void {
  BIG_ZONE = limits?.zone ?? 128;
  SMALL_ZONE = limits?.smallZone ?? 64;
  BIG_TABLE = limits?.table ?? 512;
}

const SEQ: unique symbol = Symbol('playmat.seq');
const CHUNKS: unique symbol = Symbol('playmat.chunks');

/** What engine code needs of a zone's list: a plain array or a {@link Seq}. */
export interface CardList {
  readonly length: number;
  at(i: number): InstanceId | undefined;
  indexOf(id: InstanceId): number;
  includes(id: InstanceId): boolean;
  slice(start?: number, end?: number): InstanceId[];
  [Symbol.iterator](): Iterator<InstanceId>;
}

function readOnly(): never {
  throw new TypeError(
    'Playmat game states are read-only: execute an action (or build a new state) instead of changing one in place.',
  );
}

const SHIFT = 6;
const MASK = 63;

/** Cards by numeric id in chunks of 64: `get` is O(1), a change copies one chunk. */
export class CardChunks {
  constructor(
    readonly chunks: readonly (readonly (CardInstance | undefined)[])[],
    /** Ids in ascending numeric order (the order a plain record with integer keys has). */
    readonly ids: readonly InstanceId[],
  ) {}

  get(id: string): CardInstance | undefined {
    const n = +id;
    const chunk = this.chunks[n >>> SHIFT];
    if (chunk === undefined) return undefined;
    const card = chunk[n & MASK];
    return card !== undefined && card.id === id ? card : undefined;
  }

  /** The cards as a plain record (what `JSON.stringify` writes). */
  toRecord(): Record<InstanceId, CardInstance> {
    const out: Record<InstanceId, CardInstance> = {};
    for (const id of this.ids) out[id] = this.get(id) as CardInstance;
    return out;
  }

  /**
   * Chunks for a plain record, or `null` when an id is not a canonical decimal the engine
   * issues (then the table stays a plain record).
   */
  static fromRecord(cards: Readonly<Record<InstanceId, CardInstance>>): CardChunks | null {
    const ids = Object.keys(cards);
    const chunks: (CardInstance | undefined)[][] = [];
    for (const id of ids) {
      const n = +id;
      const card = cards[id] as CardInstance;
      if (!(n > 0 && n < 2 ** 30 && String(n) === id && card.id === id)) return null;
      const at = n >>> SHIFT;
      if (at > ids.length * 4 + 64) return null;
      while (chunks.length <= at) chunks.push([]);
      (chunks[at] as (CardInstance | undefined)[])[n & MASK] = card;
    }
    return new CardChunks(chunks, ids);
  }
}

/** A copy-on-write writer over {@link CardChunks}: one action's card changes. */
export class ChunkWriter {
  private chunks: (CardInstance | undefined)[][] | null = null;
  private copied: number[] = [];

  constructor(readonly base: CardChunks) {}

  get(id: string): CardInstance | undefined {
    if (this.chunks === null) return this.base.get(id);
    const n = +id;
    const card = this.chunks[n >>> SHIFT]?.[n & MASK];
    return card !== undefined && card.id === id ? card : undefined;
  }

  set(card: CardInstance): void {
    if (this.chunks === null)
      this.chunks = this.base.chunks.slice() as (CardInstance | undefined)[][];
    const n = +card.id;
    const at = n >>> SHIFT;
    if (!this.copied.includes(at)) {
      this.chunks[at] = (this.chunks[at] as (CardInstance | undefined)[]).slice();
      this.copied.push(at);
    }
    (this.chunks[at] as (CardInstance | undefined)[])[n & MASK] = card;
  }

  get changed(): boolean {
    return this.chunks !== null;
  }

  result(): CardChunks {
    return this.chunks === null ? this.base : new CardChunks(this.chunks, this.base.ids);
  }
}

// Object.freeze on a proxy (a caller's own deep-freeze) copies the entries onto the proxy's
// target and freezes it; from then on the proxy answers like that frozen plain object.
function freezeTarget(target: object, entries: Iterable<[string, unknown]>): boolean {
  if (!Object.isExtensible(target)) return true;
  for (const [k, v] of entries)
    Object.defineProperty(target, k, {
      value: v,
      writable: false,
      enumerable: true,
      configurable: false,
    });
  Object.preventExtensions(target);
  return true;
}

function definePropertyTrap(
  target: object,
  key: string | symbol,
  desc: PropertyDescriptor,
): boolean {
  // Only the freeze of a proxy whose target holds the entries gets through (no new values).
  if (Object.isExtensible(target) || 'value' in desc || desc.get || desc.set) readOnly();
  return Reflect.defineProperty(target, key, desc);
}

class CardsHandler implements ProxyHandler<object> {
  constructor(readonly table: CardChunks) {}
  get(target: object, key: string | symbol, receiver: unknown): unknown {
    if (typeof key === 'string') {
      const card = this.table.get(key);
      if (card !== undefined) return card;
      if (key === 'toJSON') return () => this.table.toRecord();
    } else if (key === CHUNKS) return this.table;
    return Reflect.get(target, key, receiver);
  }
  has(target: object, key: string | symbol): boolean {
    return (
      (typeof key === 'string' && this.table.get(key) !== undefined) || Reflect.has(target, key)
    );
  }
  ownKeys(target: object): (string | symbol)[] {
    if (!Object.isExtensible(target)) return Reflect.ownKeys(target);
    return this.table.ids.slice();
  }
  getOwnPropertyDescriptor(target: object, key: string | symbol): PropertyDescriptor | undefined {
    if (!Object.isExtensible(target)) return Reflect.getOwnPropertyDescriptor(target, key);
    const card = typeof key === 'string' ? this.table.get(key) : undefined;
    return card === undefined
      ? undefined
      : { value: card, writable: false, enumerable: true, configurable: true };
  }
  preventExtensions(target: object): boolean {
    const table = this.table;
    return freezeTarget(
      target,
      table.ids.map((id) => [id, table.get(id)]),
    );
  }
  set = readOnly;
  defineProperty = definePropertyTrap;
  deleteProperty = readOnly;
  setPrototypeOf = readOnly;
}

function isIndex(key: string, length: number): number {
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57) return -1;
  const i = +key;
  return i < length && String(i) === key ? i : -1;
}

class ListHandler implements ProxyHandler<InstanceId[]> {
  constructor(readonly seq: Seq) {}
  get(target: InstanceId[], key: string | symbol, receiver: unknown): unknown {
    const seq = this.seq;
    if (typeof key === 'string') {
      const i = isIndex(key, seq.length);
      if (i >= 0) return seq.at(i);
      if (key === 'length') return seq.length;
      if (key === 'toJSON') return () => seq.slice();
    } else if (key === SEQ) return seq;
    else if (key === Symbol.iterator) return () => seq[Symbol.iterator]();
    return Reflect.get(target, key, receiver);
  }
  has(target: InstanceId[], key: string | symbol): boolean {
    return (
      (typeof key === 'string' && isIndex(key, this.seq.length) >= 0) || Reflect.has(target, key)
    );
  }
  ownKeys(target: InstanceId[]): (string | symbol)[] {
    if (!Object.isExtensible(target)) return Reflect.ownKeys(target);
    const keys = Array.from({ length: this.seq.length }, (_, i) => String(i));
    keys.push('length');
    return keys;
  }
  getOwnPropertyDescriptor(
    target: InstanceId[],
    key: string | symbol,
  ): PropertyDescriptor | undefined {
    if (!Object.isExtensible(target)) return Reflect.getOwnPropertyDescriptor(target, key);
    if (key === 'length')
      return { value: this.seq.length, writable: true, enumerable: false, configurable: false };
    const i = typeof key === 'string' ? isIndex(key, this.seq.length) : -1;
    if (i < 0) return Reflect.getOwnPropertyDescriptor(target, key);
    return { value: this.seq.at(i), writable: false, enumerable: true, configurable: true };
  }
  preventExtensions(target: InstanceId[]): boolean {
    if (!Object.isExtensible(target)) return true;
    // The target array takes the ids (its length follows), then stops growing.
    const ids = this.seq.slice();
    for (let i = 0; i < ids.length; i++) target[i] = ids[i] as InstanceId;
    for (let i = 0; i < ids.length; i++)
      Object.defineProperty(target, i, { writable: false, configurable: false });
    Object.preventExtensions(target);
    return true;
  }
  set = readOnly;
  defineProperty = definePropertyTrap;
  deleteProperty = readOnly;
  setPrototypeOf = readOnly;
}

/** The public, read-only array face of a {@link Seq}. */
export function seqArray(seq: Seq): readonly InstanceId[] {
  return new Proxy<InstanceId[]>([], new ListHandler(seq));
}

/** The public, read-only record face of {@link CardChunks}. */
export function chunkRecord(table: CardChunks): Readonly<Record<InstanceId, CardInstance>> {
  return new Proxy({}, new CardsHandler(table)) as Readonly<Record<InstanceId, CardInstance>>;
}

/** The list behind `zone.cards`, without going through its proxy. */
export function listOf(zone: Zone): CardList {
  const cards = zone.cards as readonly InstanceId[] & { [SEQ]?: Seq };
  return cards[SEQ] ?? cards;
}

/** The chunks behind `state.cards`, or `undefined` for a plain record. */
export function chunksOf(state: GameState): CardChunks | undefined {
  return (state.cards as { [CHUNKS]?: CardChunks })[CHUNKS];
}

/** A card of a state by id (`undefined` if there is none), without going through a proxy. */
export function cardOf(state: GameState, id: InstanceId): CardInstance | undefined {
  const cards = state.cards as Readonly<Record<InstanceId, CardInstance>> & {
    [CHUNKS]?: CardChunks;
  };
  const chunks = cards[CHUNKS];
  return chunks === undefined ? cards[id] : chunks.get(id);
}

/** Whether a value is one of the read-only proxies above (they cannot be frozen, nor changed). */
export function isStoreProxy(value: object): boolean {
  return (
    (value as { [SEQ]?: Seq })[SEQ] !== undefined ||
    (value as { [CHUNKS]?: CardChunks })[CHUNKS] !== undefined
  );
}

/** A zone list in the form it is stored: a {@link Seq} past {@link BIG_ZONE} cards, else an array. */
export function storedList(list: CardList): readonly InstanceId[] {
  if (list instanceof Seq) {
    if (list.length > SMALL_ZONE) return seqArray(list);
    return list.slice();
  }
  const arr = list as readonly InstanceId[];
  return arr.length > BIG_ZONE ? seqArray(Seq.from(arr)) : arr;
}

export { Seq };

/**
 * The same state with big pieces in their stored form: cards in chunks past {@link BIG_TABLE}
 * cards, lists past {@link BIG_ZONE} cards as {@link Seq}s. Small states come back unchanged
 * (the same object). Used for states the engine builds or reads from JSON.
 */
export function toStoredState<S extends GameState>(state: S): S {
  let cards = state.cards;
  if (chunksOf(state) === undefined && state.nextId > BIG_TABLE) {
    const chunks = CardChunks.fromRecord(state.cards);
    if (chunks !== null) cards = chunkRecord(chunks);
  }
  let zones = state.zones;
  for (const key in state.zones) {
    const zone = state.zones[key] as Zone;
    const list = storedList(listOf(zone));
    if (list === zone.cards) continue;
    if (zones === state.zones) zones = { ...state.zones };
    (zones as Record<string, Zone>)[key] = { ...zone, cards: list };
  }
  return cards === state.cards && zones === state.zones ? state : { ...state, cards, zones };
}
