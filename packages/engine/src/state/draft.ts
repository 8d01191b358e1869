import { RngCursor } from '../rng';
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

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Copy-on-write builder for one action. Reads fall through to the base state; the first write
 * to a card record, a zone, or the card/zone maps copies just that piece. `commit()` returns a
 * new state sharing every untouched piece with the base (or the base itself if nothing changed).
 */
export class Draft<P = unknown> {
  private cardsMap: Record<InstanceId, CardInstance>;
  private zonesMap: Record<ZoneKey, Zone>;
  private cardsCopied = false;
  private zonesCopied = false;
  // Small arrays beat Sets here: an action touches a handful of cards and zones.
  private ownCards: InstanceId[] | null = null;
  private ownZones: ZoneKey[] | null = null;
  private rngCursor: RngCursor | null = null;
  private changed = false;
  turn: TurnState;
  pendingDecision: PendingDecision | null;
  result: GameResult | null;
  plugin: P;
  nextId: number;

  constructor(readonly base: GameState<P>) {
    this.cardsMap = base.cards as Record<InstanceId, CardInstance>;
    this.zonesMap = base.zones as Record<ZoneKey, Zone>;
    this.turn = base.turn;
    this.pendingDecision = base.pendingDecision;
    this.result = base.result;
    this.plugin = base.plugin;
    this.nextId = base.nextId;
  }

  card(id: InstanceId): CardInstance {
    return this.cardsMap[id] as CardInstance;
  }

  zone(key: ZoneKey): Zone {
    return this.zonesMap[key] as Zone;
  }

  /** Replaces fields of a card record (copied once per action). */
  updateCard(id: InstanceId, patch: Partial<Omit<CardInstance, 'id'>>): void {
    if (!this.cardsCopied) {
      this.cardsMap = { ...this.cardsMap };
      this.cardsCopied = true;
    }
    const current = this.cardsMap[id] as CardInstance;
    if (this.ownCards?.includes(id)) Object.assign(current, patch);
    else {
      // Explicit field copy: monomorphic and much faster than a double spread on the hot path.
      this.cardsMap[id] = {
        id: current.id,
        templateId: patch.templateId ?? current.templateId,
        owner: patch.owner ?? current.owner,
        visibility: patch.visibility ?? current.visibility,
        faceUp: patch.faceUp ?? current.faceUp,
        orientation: patch.orientation ?? current.orientation,
        counters: patch.counters ?? current.counters,
      };
      if (this.ownCards === null) this.ownCards = [id];
      else this.ownCards.push(id);
    }
    this.changed = true;
  }

  /** The zone's card list, writable (copied once per action). */
  zoneCards(key: ZoneKey): InstanceId[] {
    if (this.ownZones === null || !this.ownZones.includes(key)) {
      if (!this.zonesCopied) {
        this.zonesMap = { ...this.zonesMap };
        this.zonesCopied = true;
      }
      const z = this.zonesMap[key] as Zone;
      this.zonesMap[key] = {
        key: z.key,
        name: z.name,
        owner: z.owner,
        cards: z.cards.slice(),
        config: z.config,
      };
      if (this.ownZones === null) this.ownZones = [key];
      else this.ownZones.push(key);
      this.changed = true;
    }
    return (this.zonesMap[key] as Mutable<Zone>).cards as InstanceId[];
  }

  /** Replaces a zone's whole card list. */
  setZoneCards(key: ZoneKey, cards: InstanceId[]): void {
    const list = this.zoneCards(key);
    list.length = 0;
    for (const id of cards) list.push(id);
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

  /** Builds the next state, appending `log` (bounded) and bumping `seq`. */
  commit(log: LogEntry | null): GameState<P> {
    const base = this.base;
    const rngUsed = this.rngCursor !== null && this.rngCursor.draws > 0;
    let nextLog = base.log;
    if (log !== null) {
      const limit = base.settings.logLimit;
      const start = base.log.length >= limit ? base.log.length - limit + 1 : 0;
      nextLog = base.log.slice(start);
      (nextLog as LogEntry[]).push(log);
    }
    if (!this.changed && !rngUsed && log === null) return base;
    return {
      version: 1,
      players: base.players,
      cards: this.cardsMap,
      zones: this.zonesMap,
      turn: this.turn,
      pendingDecision: this.pendingDecision,
      result: this.result,
      log: nextLog,
      seq: base.seq + 1,
      nextId: this.nextId,
      rng: rngUsed ? (this.rngCursor as RngCursor).state : base.rng,
      settings: base.settings,
      plugin: this.plugin,
    };
  }
}
