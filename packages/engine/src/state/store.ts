import { Seq } from './seq';
import type { CardInstance, GameState, InstanceId, Zone } from './types';

/**
 * How states stay cheap to change at any size while staying plain data.
 *
 * Small tables are plain objects and arrays (copy-on-write). Past a size, two pieces switch to
 * persistent structures so an action copies only what it touches:
 * - a zone of more than {@link BIG_ZONE} cards keeps its ids in a {@link Seq} (a draw is O(1));
 * - a table of more than {@link BIG_TABLE} cards keeps its cards in chunks of 64 (changing a card
 *   copies one chunk and the chunk index, not the whole record).
 * Their public faces, `zone.cards` and `state.cards`, are own enumerable getters that build the
 * plain (frozen) array or record the first time they are read, once per structure. So a state
 * of any size is plain data to `JSON.stringify`, `structuredClone`, `postMessage` and object
 * spread, which all read through getters; engine code reads the structures behind them through
 * {@link listOf} and {@link cardOf} and never builds the faces. The structure sits in a private
 * field (see {@link SeqSlot}): a copy made by spreading has only the plain face, and reads
 * as the plain data it is.
 *
 * These objects are built field by field with one shared getter (`Object.defineProperty`), not
 * as literals with a `get cards()`: a literal's getter is a new closure each time, which puts
 * the object in V8's slow dictionary mode and costs a microsecond or more per action.
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

/** A constructor that returns the object it is given, so a subclass can add fields to it. */
class Adopt {
  constructor(target: object) {
    // biome-ignore lint/correctness/noConstructorReturn: returning `target` is the point: the subclass's private field goes onto it, and it stays the plain object it was.
    return target;
  }
}

/**
 * Marks the objects that keep a structure behind their face. It sits on their prototype (which
 * is Object's, plus this mark), so it costs nothing to build, is seen by no copy, listing or
 * equality check, and tells engine code in one quick look whether to read the private field —
 * a private-field check on an object that lacks the field is several times slower.
 */
const STORED: unique symbol = Symbol('playmat.stored');
const storedProto: object = Object.freeze(
  Object.create(Object.prototype, { [STORED]: { value: true } }),
);
const isStored = (o: object) => (o as { [STORED]?: true })[STORED] === true;

/**
 * The list behind a big zone's face, in a private field put on the plain zone object: invisible
 * to JSON, structured clones, spreads, `Object.keys`, symbol listings and deep-equality checks,
 * and kept by no copy. V8 adds it with a cached map transition, so the zone stays in fast mode.
 */
class SeqSlot extends Adopt {
  #seq: Seq;
  constructor(zone: object, seq: Seq) {
    super(zone);
    this.#seq = seq;
  }
  static read(zone: object): Seq | undefined {
    return #seq in zone ? (zone as SeqSlot).#seq : undefined;
  }
}

/** The chunks behind a big table's face, as {@link SeqSlot} keeps a zone's list. */
class ChunksSlot extends Adopt {
  #chunks: CardChunks;
  constructor(state: object, chunks: CardChunks) {
    super(state);
    this.#chunks = chunks;
  }
  static read(state: object): CardChunks | undefined {
    return #chunks in state ? (state as ChunksSlot).#chunks : undefined;
  }
}

/** What engine code needs of a zone's list: a plain array or a persistent sequence (`Seq`). */
export interface CardList {
  /** How many cards the zone holds. */
  readonly length: number;
  /** The id at position `i` (0 is the first card); undefined outside `0 … length - 1`. */
  at(i: number): InstanceId | undefined;
  /** The position of `id`, or -1 when the zone does not hold it. */
  indexOf(id: InstanceId): number;
  /** Whether the zone holds `id`. */
  includes(id: InstanceId): boolean;
  /** A plain array copy of positions `start` to `end` (exclusive), as `Array.prototype.slice`. */
  slice(start?: number, end?: number): InstanceId[];
  /** The ids in zone order, first to last. */
  [Symbol.iterator](): Iterator<InstanceId>;
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

// The plain faces, built once per structure (structures never change) and frozen: a face is
// shared by every state holding the structure.
const lists = new WeakMap<Seq, readonly InstanceId[]>();
/** Test hook (not exported by the package): how many plain faces have been built so far. */
export const faces = { built: 0 };
const records = new WeakMap<CardChunks, Readonly<Record<InstanceId, CardInstance>>>();

function listFace(seq: Seq): readonly InstanceId[] {
  let face = lists.get(seq);
  if (face === undefined) {
    faces.built++;
    face = Object.freeze(seq.slice());
    lists.set(seq, face);
  }
  return face;
}

function recordFace(table: CardChunks): Readonly<Record<InstanceId, CardInstance>> {
  let face = records.get(table);
  if (face === undefined) {
    faces.built++;
    face = Object.freeze(table.toRecord());
    records.set(table, face);
  }
  return face;
}

// One getter function per kind of face, shared by every object: V8 then keeps one map (hidden
// class) for all of them.
const zoneFace: PropertyDescriptor = {
  get(this: Zone) {
    return listFace(SeqSlot.read(this) as Seq);
  },
  enumerable: true,
  configurable: true,
};
const stateFace: PropertyDescriptor = {
  get(this: GameState) {
    return recordFace(ChunksSlot.read(this) as CardChunks);
  },
  enumerable: true,
  configurable: true,
};

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A zone whose cards are a {@link Seq}; `zone.cards` is the plain array, built when read. */
export function seqZone(zone: Pick<Zone, 'key' | 'name' | 'owner' | 'config'>, seq: Seq): Zone {
  const out = Object.create(storedProto) as Writable<Zone>;
  out.key = zone.key;
  out.name = zone.name;
  out.owner = zone.owner;
  new SeqSlot(out, seq);
  Object.defineProperty(out, 'cards', zoneFace);
  // After `cards`: a zone's fields come in one order whatever its storage (JSON writes them so).
  out.config = zone.config;
  return out;
}

/** A zone holding `list` in its stored form: a {@link Seq} zone past {@link BIG_ZONE} cards. */
export function zoneWith(
  zone: Pick<Zone, 'key' | 'name' | 'owner' | 'config'>,
  list: CardList,
): Zone {
  const stored = storedList(list);
  if (stored instanceof Seq) return seqZone(zone, stored);
  return plainZone(zone, stored);
}

/** A zone holding a plain array (one shape for every such zone). */
export function plainZone(
  zone: Pick<Zone, 'key' | 'name' | 'owner' | 'config'>,
  cards: readonly InstanceId[],
): Zone {
  return { key: zone.key, name: zone.name, owner: zone.owner, cards, config: zone.config };
}

/** The fields of a state other than its card table. */
export type StateFields<P> = Omit<GameState<P>, 'cards'>;

/**
 * A state with these fields and cards: a plain record as it is, chunks behind a `cards` getter
 * (see the top of this file). Every state the engine builds comes from here, in one shape.
 */
export function makeState<P>(
  f: StateFields<P>,
  cards: Readonly<Record<InstanceId, CardInstance>> | CardChunks,
): GameState<P> {
  if (!(cards instanceof CardChunks))
    return {
      version: 1,
      players: f.players,
      cards,
      zones: f.zones,
      turn: f.turn,
      pendingDecision: f.pendingDecision,
      result: f.result,
      log: f.log,
      seq: f.seq,
      nextId: f.nextId,
      rng: f.rng,
      settings: f.settings,
      plugin: f.plugin,
    };
  const out = Object.create(storedProto) as Writable<GameState<P>>;
  out.version = 1;
  out.players = f.players;
  new ChunksSlot(out, cards);
  Object.defineProperty(out, 'cards', stateFace);
  // After `cards`: a state's fields come in one order whatever its storage.
  out.zones = f.zones;
  out.turn = f.turn;
  out.pendingDecision = f.pendingDecision;
  out.result = f.result;
  out.log = f.log;
  out.seq = f.seq;
  out.nextId = f.nextId;
  out.rng = f.rng;
  out.settings = f.settings;
  out.plugin = f.plugin;
  return out;
}

/** The same state with other zones and plugin state; its card table is kept as it is stored. */
export function stateWith<P>(
  s: GameState<P>,
  zones: GameState<P>['zones'],
  plugin: P,
  cards: GameState<P>['cards'] | CardChunks = chunksOf(s as GameState) ?? s.cards,
): GameState<P> {
  // Every field written out: `{ ...fields, plugin }` (a spread followed by a key) is one of
  // V8's slow paths, a microsecond each on Node 20.
  return makeState(
    {
      version: 1,
      players: s.players,
      zones,
      turn: s.turn,
      pendingDecision: s.pendingDecision,
      result: s.result,
      log: s.log,
      seq: s.seq,
      nextId: s.nextId,
      rng: s.rng,
      settings: s.settings,
      plugin,
    },
    cards,
  );
}

const seqOf = (zone: Zone) => (isStored(zone) ? SeqSlot.read(zone) : undefined);
const chunksOfState = (state: GameState) => (isStored(state) ? ChunksSlot.read(state) : undefined);

/**
 * A zone's card ids, top first, read in O(1) whatever its size: the list behind `zone.cards`.
 * Reading `zone.cards` of a zone of more than 128 cards builds its plain array (once per zone
 * state); code that reads big zones often (the top card of a 3,000-card deck after each draw)
 * reads them through this.
 */
export function listOf(zone: Zone): CardList {
  return seqOf(zone) ?? zone.cards;
}

/** The chunks behind `state.cards`, or `undefined` for a plain record. */
export function chunksOf(state: GameState): CardChunks | undefined {
  return chunksOfState(state);
}

/**
 * A card of a state by id (`undefined` if there is none) in O(1): reading `state.cards` of a
 * table of more than 512 cards builds its plain record (once per card table).
 */
export function cardOf(state: GameState, id: InstanceId): CardInstance | undefined {
  const chunks = chunksOfState(state);
  return chunks === undefined ? state.cards[id] : chunks.get(id);
}

/**
 * Whether `value` is a zone or a state whose `cards` is a getter over a structure (freezing
 * must not read it: that would build the plain face).
 */
export function hasStoredCards(value: object): boolean {
  return isStored(value);
}

/** A zone list in the form it is stored: a {@link Seq} past {@link BIG_ZONE} cards, else an array. */
export function storedList(list: CardList): readonly InstanceId[] | Seq {
  if (list instanceof Seq) return list.length > SMALL_ZONE ? list : list.slice();
  const arr = list as readonly InstanceId[];
  return arr.length > BIG_ZONE ? Seq.from(arr) : arr;
}

export { Seq };

/**
 * The same state with big pieces in their stored form: cards in chunks past {@link BIG_TABLE}
 * cards, lists past {@link BIG_ZONE} cards as {@link Seq}s. Small states come back unchanged
 * (the same object). Used for states the engine builds or reads from JSON (or a structured
 * clone).
 */
export function toStoredState<S extends GameState>(state: S): S {
  let chunks = chunksOf(state);
  let changed = false;
  if (chunks === undefined && state.nextId > BIG_TABLE) {
    const made = CardChunks.fromRecord(state.cards);
    if (made !== null) {
      chunks = made;
      changed = true;
    }
  }
  let zones = state.zones;
  for (const key in state.zones) {
    const zone = state.zones[key] as Zone;
    const list = listOf(zone);
    if (list instanceof Seq || list.length <= BIG_ZONE) continue;
    if (zones === state.zones) zones = { ...state.zones };
    (zones as Record<string, Zone>)[key] = zoneWith(zone, list);
    changed = true;
  }
  if (!changed) return state;
  return stateWith(state, zones, state.plugin, chunks ?? state.cards) as S;
}
