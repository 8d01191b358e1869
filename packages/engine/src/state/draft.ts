import { RngCursor } from '../rng';
import { copyableCards } from './freeze';
import { Seq } from './seq';
import {
  BIG_TABLE,
  type CardList,
  CardChunks as Chunks,
  ChunkWriter,
  chunksOf,
  listOf,
  makeState,
  zoneWith,
} from './store';
import type {
  CardInstance,
  GameResult,
  GameState,
  InstanceId,
  LogEntry,
  PendingDecision,
  TurnState,
  Zone,
  ZoneKey,
} from './types';

type CardPatch = Partial<Omit<CardInstance, 'id'>>;

/** One zone an action touched: its working list (an array this draft owns, or a Seq). */
interface Work {
  readonly key: ZoneKey;
  /** The zone in the base state. */
  readonly zone: Zone;
  list: InstanceId[] | Seq;
  /** `list` is an array this draft copied and may change in place. */
  owned: boolean;
  /** The card list changed (not only a card in it). */
  listChanged: boolean;
  /** A card that was already in this (big) zone changed: its Seq must not claim a parent. */
  cardsChanged: boolean;
  /** Ids put on the top of this zone's Seq in this action. */
  inserted: InstanceId[] | null;
}

const NO_CARDS: readonly CardInstance[] = Object.freeze([]);
const NO_WORK: readonly Work[] = Object.freeze([]);

/**
 * Copy-on-write builder for one action. Reads fall through to the base state; the first write
 * to a card, a zone or the card/zone maps copies just that piece (one chunk of a big table, the
 * top of a big zone). `commit()` returns a new state sharing every untouched piece with the base
 * (or the base itself if nothing changed).
 *
 * Every change to a card names the zone it sits in: a big zone then gets a new object too, so a
 * big zone object never changes its meaning and views can be kept per zone object.
 */
export class Draft<P = unknown> {
  private cardsMap: Record<InstanceId, CardInstance> | null = null;
  private chunks: ChunkWriter | null;
  // Small arrays beat Sets here: an action touches a handful of cards and zones. Made on the
  // first entry, as a literal: a push on an empty array reserves 17 slots.
  private ownCards: InstanceId[] | null = null;
  /** `ownCards` as a set once it is long (a stack of cards moved at once), for O(1) lookups. */
  private ownSet: Set<InstanceId> | null = null;
  private work: Work[] | null = null;
  private made: readonly CardInstance[] | null = null;
  private rngCursor: RngCursor | null = null;
  private changed = false;
  turn: TurnState;
  pendingDecision: PendingDecision | null;
  result: GameResult | null;
  plugin: P;
  nextId: number;

  constructor(readonly base: GameState<P>) {
    const chunks = chunksOf(base as GameState);
    this.chunks = chunks === undefined ? null : new ChunkWriter(chunks);
    this.turn = base.turn;
    this.pendingDecision = base.pendingDecision;
    this.result = base.result;
    this.plugin = base.plugin;
    this.nextId = base.nextId;
  }

  card(id: InstanceId): CardInstance {
    if (this.chunks !== null) return this.chunks.get(id) as CardInstance;
    return (this.cardsMap ?? this.base.cards)[id] as CardInstance;
  }

  /** Replaces fields of a card record (copied once per action); `zone` is where it sits now. */
  updateCard(id: InstanceId, patch: CardPatch, zone: ZoneKey): void {
    this.changed = true;
    // A big zone gets a new object when a card in it changes, so views can be kept per zone
    // object (see view); small zones are cheap to view again.
    if (this.list(zone) instanceof Seq) {
      const w = this.entry(zone);
      if (w.inserted === null || !w.inserted.includes(id)) w.cardsChanged = true;
    }
    const current = this.card(id);
    if (this.owns(id)) {
      Object.assign(current, patch);
      return;
    }
    // Explicit field copy: monomorphic and much faster than a double spread on the hot path.
    const next: CardInstance = {
      id: current.id,
      templateId: patch.templateId ?? current.templateId,
      owner: patch.owner ?? current.owner,
      visibility: patch.visibility ?? current.visibility,
      faceUp: patch.faceUp ?? current.faceUp,
      orientation: patch.orientation ?? current.orientation,
      counters: patch.counters ?? current.counters,
    };
    if (this.ownCards === null) this.ownCards = [id];
    else {
      this.ownCards.push(id);
      if (this.ownSet !== null) this.ownSet.add(id);
      else if (this.ownCards.length > 16) this.ownSet = new Set(this.ownCards);
    }
    this.made = null;
    if (this.chunks === null && this.cardsMap === null) {
      // A big table read from JSON (or built by hand) switches to chunks on its first change.
      const base = this.base.cards;
      const big = this.base.nextId > BIG_TABLE ? Chunks.fromRecord(base) : null;
      if (big !== null) this.chunks = new ChunkWriter(big);
      else this.cardsMap = { ...copyableCards(base) };
    }
    if (this.chunks !== null) this.chunks.set(next);
    else (this.cardsMap as Record<InstanceId, CardInstance>)[id] = next;
  }

  /** Whether this draft made the card's record (a copy it may change in place). */
  private owns(id: InstanceId): boolean {
    if (this.ownSet !== null) return this.ownSet.has(id);
    return this.ownCards?.includes(id) === true;
  }

  /** A zone's fixed parts (key, name, owner, config). Read its cards with {@link list}. */
  zone(key: ZoneKey): Zone {
    const w = this.find(key);
    return w === undefined ? (this.base.zones[key] as Zone) : w.zone;
  }

  /** A zone's current card list (top first). */
  list(key: ZoneKey): CardList {
    const w = this.find(key);
    return w === undefined ? listOf(this.base.zones[key] as Zone) : w.list;
  }

  /** The work entry of a zone this action touched. */
  private find(key: ZoneKey): Work | undefined {
    const work = this.work;
    if (work !== null)
      for (let i = 0; i < work.length; i++) if ((work[i] as Work).key === key) return work[i];
    return undefined;
  }

  private entry(key: ZoneKey): Work {
    const found = this.find(key);
    if (found !== undefined) return found;
    const zone = this.base.zones[key] as Zone;
    const base = listOf(zone);
    const w: Work = {
      key,
      zone,
      list: base instanceof Seq ? base : (base as InstanceId[]),
      owned: false,
      listChanged: false,
      cardsChanged: false,
      inserted: null,
    };
    if (this.work === null) this.work = [w];
    else this.work.push(w);
    return w;
  }

  /** The zone's list as an array this draft owns, to change in place (copied once per action). */
  writable(key: ZoneKey): InstanceId[] {
    const w = this.entry(key);
    if (!w.owned) {
      w.list = w.list.slice();
      w.owned = true;
    }
    w.listChanged = true;
    this.changed = true;
    return w.list as InstanceId[];
  }

  /** Removes one card from a zone (O(1) when it is the top of a big zone). */
  remove(key: ZoneKey, id: InstanceId): void {
    const w = this.entry(key);
    if (!w.owned && w.list instanceof Seq && w.list.at(0) === id) {
      w.list = w.list.dropTop(1);
      w.listChanged = true;
      this.changed = true;
      return;
    }
    if (!w.owned) {
      // One copy without the card (not a copy, then a splice that shifts it again).
      const from = w.list instanceof Seq ? w.list.slice() : w.list;
      const at = from.indexOf(id);
      if (at < 0) return;
      const n = from.length;
      const out = new Array<InstanceId>(n - 1);
      for (let i = 0; i < at; i++) out[i] = from[i] as InstanceId;
      for (let i = at + 1; i < n; i++) out[i - 1] = from[i] as InstanceId;
      this.own(w, out);
      return;
    }
    const list = w.list as InstanceId[];
    const at = list.indexOf(id);
    if (at >= 0) list.splice(at, 1);
  }

  /**
   * Removes several cards from one zone in one pass (a stack moved at once): O(zone + cards),
   * not a copy or a search of the zone per card. A zone holds a card once.
   */
  removeAll(key: ZoneKey, ids: readonly InstanceId[]): void {
    const k = ids.length;
    if (k <= 2) {
      for (let i = 0; i < k; i++) this.remove(key, ids[i] as InstanceId);
      return;
    }
    const w = this.entry(key);
    const list = w.list;
    if (!w.owned && list instanceof Seq) {
      let top = true;
      for (let i = 0; i < k && top; i++) top = list.at(i) === ids[i];
      if (top) {
        w.list = list.dropTop(k);
        w.listChanged = true;
        this.changed = true;
        return;
      }
    }
    const gone = new Set(ids);
    const from = list instanceof Seq ? list.slice() : list;
    const out: InstanceId[] = [];
    for (let i = 0, n = from.length; i < n; i++) {
      const id = from[i] as InstanceId;
      if (!gone.has(id)) out.push(id);
    }
    if (out.length !== from.length) this.own(w, out);
  }

  private own(w: Work, list: InstanceId[]): void {
    w.list = list;
    w.owned = true;
    w.listChanged = true;
    this.changed = true;
  }

  /** Inserts cards (top first) at `index` (clamped; O(k) on the top of a big zone). */
  insert(key: ZoneKey, index: number, ids: readonly InstanceId[]): void {
    const w = this.entry(key);
    if (!w.owned && w.list instanceof Seq && index <= 0) {
      w.list = w.list.pushTop(ids);
      if (w.inserted === null) w.inserted = ids.slice();
      else for (const id of ids) w.inserted.push(id);
      w.listChanged = true;
      this.changed = true;
      return;
    }
    if (!w.owned) {
      // One copy with the cards in place.
      const from = w.list instanceof Seq ? w.list.slice() : w.list;
      const n = from.length;
      const k = ids.length;
      const at = Math.max(0, Math.min(index, n));
      const out = new Array<InstanceId>(n + k);
      for (let i = 0; i < at; i++) out[i] = from[i] as InstanceId;
      for (let i = 0; i < k; i++) out[at + i] = ids[i] as InstanceId;
      for (let i = at; i < n; i++) out[i + k] = from[i] as InstanceId;
      this.own(w, out);
      return;
    }
    const list = w.list as InstanceId[];
    const at = Math.min(index, list.length);
    if (at === list.length) for (let i = 0; i < ids.length; i++) list.push(ids[i] as InstanceId);
    else list.splice(at, 0, ...ids);
  }

  /** Replaces a zone's whole card list. */
  setZoneCards(key: ZoneKey, cards: readonly InstanceId[]): void {
    const w = this.entry(key);
    w.list = cards.slice();
    w.owned = true;
    w.listChanged = true;
    this.changed = true;
  }

  /** The PRNG for this action (state written back on commit). */
  get rng(): RngCursor {
    if (this.rngCursor === null) this.rngCursor = new RngCursor(this.base.rng);
    return this.rngCursor;
  }

  /** Marks a change in a scalar field (turn, decision, result, plugin). */
  touch(): void {
    this.changed = true;
  }

  /** Cards this draft created (changed copies), for freezing. */
  get newCards(): readonly CardInstance[] {
    if (this.made === null)
      this.made = this.ownCards === null ? NO_CARDS : this.ownCards.map((id) => this.card(id));
    return this.made;
  }

  /** Builds the next state, appending `log` (bounded) and bumping `seq`. */
  commit(log: LogEntry | null): GameState<P> {
    const base = this.base;
    const rngUsed = this.rngCursor !== null && this.rngCursor.draws > 0;
    if (!this.changed && !rngUsed && log === null) return base;
    let nextLog = base.log;
    if (log !== null) {
      const limit = base.settings.logLimit;
      const n = base.log.length;
      const start = n >= limit ? n - limit + 1 : 0;
      const out = new Array<LogEntry>(n - start + 1);
      for (let i = start; i < n; i++) out[i - start] = base.log[i] as LogEntry;
      out[n - start] = log;
      nextLog = out;
    }
    // Only zones whose list (or, in a big zone, a card) changed get a new object, and the
    // zones record is copied only when one did.
    let zones = base.zones;
    const work = this.work ?? NO_WORK;
    for (let i = 0; i < work.length; i++) {
      const w = work[i] as Work;
      let list = w.list;
      if (w.cardsChanged && list instanceof Seq) list = list.detached();
      else if (!w.listChanged) continue;
      if (zones === base.zones) zones = { ...base.zones };
      (zones as Record<ZoneKey, Zone>)[w.key] = zoneWith(w.zone, list);
    }
    // Chunks stay chunks (reading `base.cards` of a chunked state would build its plain face).
    const cards: GameState<P>['cards'] | Chunks =
      this.chunks !== null ? this.chunks.result() : (this.cardsMap ?? base.cards);
    return makeState(
      {
        version: 1,
        players: base.players,
        zones,
        turn: this.turn,
        pendingDecision: this.pendingDecision,
        result: this.result,
        log: nextLog,
        seq: base.seq + 1,
        nextId: this.nextId,
        rng: rngUsed ? (this.rngCursor as RngCursor).state : base.rng,
        settings: base.settings,
        plugin: this.plugin,
      },
      cards,
    );
  }
}
