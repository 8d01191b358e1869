/**
 * A second yardstick for the hooks game: the same turn as a lean immutable engine written for
 * this one game would play it. Like the engine, it builds a new state for every step (each
 * follow-up too) sharing what did not change, copies the card table and the zones record when
 * they change, writes a log line per step, returns the events with a barrier per player shown a
 * card, and runs the game's own rules and post-hooks (`hooksDefinition`) with the contexts the
 * engine hands them. It has none of the engine's generality: no name resolution, card effects,
 * drafts, stored big structures, freezing, settle rounds or error hints.
 *
 * So "engine ÷ this" is what the engine's general layers cost, and "this ÷ plain mutable JS"
 * what immutable states, logs and events cost on their own.
 */
import type {
  Action,
  ActionTargets,
  CardInstance,
  EngineEvent,
  GameState,
  InstanceId,
  LogEntry,
  PlayerId,
  PostHook,
  Rule,
  Visibility,
  Zone,
  ZoneKey,
} from '../src/index';
import { canSee, RngCursor, resolveDefaultVisibility } from '../src/index';
import {
  HooksEngineTarget,
  HooksMutableTarget,
  type HooksTarget,
  hooksDefinition,
  hooksInitialState,
} from './hooks-game';

type Relay = ReturnType<typeof hooksInitialState>['plugin'];
type State = GameState<Relay>;
type Cards = State['cards'];
type Zones = State['zones'];

/** What one step changed; the rest is shared with the state before it. */
interface Change {
  readonly zones?: Zones;
  readonly cards?: Cards;
  readonly turn?: State['turn'];
  readonly rng?: State['rng'];
  readonly message: string;
  readonly named?: readonly InstanceId[];
  readonly targets: ActionTargets;
  readonly events: EngineEvent[];
}

/** Everything one `play` gathers across its steps. */
interface Out {
  readonly events: EngineEvent[];
  readonly warnings: string[];
  /** The card the turn played: its barriers carry it. */
  played: InstanceId;
}

const def = hooksDefinition;
const rulesFor = (type: string) =>
  (def.rules ?? []).filter((r) => r.actions === undefined || r.actions.includes(type as never));
const hooksFor = (type: string) =>
  (def.postHooks ?? []).filter((h) => h.actions === undefined || h.actions.includes(type as never));
const RULES = new Map<string, readonly Rule<Relay>[]>(
  ['declare_action', 'move_card', 'end_turn', 'draw', 'move_card_stack', 'shuffle'].map((t) => [
    t,
    rulesFor(t) as Rule<Relay>[],
  ]),
);
const HOOKS = new Map<string, readonly PostHook<Relay>[]>(
  [...RULES.keys()].map((t) => [t, hooksFor(t) as PostHook<Relay>[]]),
);

const nameOf = (card: CardInstance) => def.cards.getTemplate(card.templateId)?.name ?? 'a card';

function withCard(cards: Cards, card: CardInstance): Cards {
  const out = { ...cards } as Record<InstanceId, CardInstance>;
  out[card.id] = card;
  return out;
}

/** `list` with `id` inserted at `at` (one copy, no spread). */
function inserted(list: readonly InstanceId[], at: number, id: InstanceId): InstanceId[] {
  const n = list.length;
  const out = new Array<InstanceId>(n + 1);
  for (let i = 0; i < at; i++) out[i] = list[i] as InstanceId;
  out[at] = id;
  for (let i = at; i < n; i++) out[i + 1] = list[i] as InstanceId;
  return out;
}

/** `list` without the entry at `at` (one copy). */
function removed(list: readonly InstanceId[], at: number): InstanceId[] {
  const n = list.length;
  const out = new Array<InstanceId>(n - 1);
  for (let i = 0; i < at; i++) out[i] = list[i] as InstanceId;
  for (let i = at + 1; i < n; i++) out[i - 1] = list[i] as InstanceId;
  return out;
}

function withLists(zones: Zones, lists: readonly [Zone, readonly InstanceId[]][]): Zones {
  const out = { ...zones } as Record<ZoneKey, Zone>;
  for (const [z, cards] of lists)
    out[z.key] = { key: z.key, name: z.name, owner: z.owner, cards, config: z.config };
  return out;
}

function seen(card: CardInstance, visibility: Visibility): CardInstance {
  return {
    id: card.id,
    templateId: card.templateId,
    owner: card.owner,
    visibility,
    faceUp: visibility === 'public',
    orientation: card.orientation,
    counters: card.counters,
  };
}

/** `p2's deck`, `pile`: a zone in a barrier's words. */
const zoneWords = (z: Zone) => (z.owner === null ? z.key : `${z.owner}'s ${z.name}`);

/** A barrier for every player who sees `next` and did not see `old`, naming the card played. */
function shown(
  s: State,
  old: CardInstance,
  next: CardInstance,
  words: (viewer: PlayerId) => string,
  card: InstanceId,
  events: EngineEvent[],
): void {
  for (const p of s.players)
    if (!canSee(old, p) && canSee(next, p))
      events.push({ type: 'barrier', kind: 'shown', players: [p], what: words(p), card });
}

/**
 * One step's change (nothing is recorded yet), or the reason it is refused. `played` is the card
 * the turn played, which its barriers name.
 */
function apply(s: State, a: Action, played: InstanceId): Change | string {
  const p = a.player;
  switch (a.type) {
    case 'declare_action': {
      const zone = s.zones[`${p}:${a.zone}`];
      const id = a.card?.slice(1) ?? '';
      const card = s.cards[id];
      if (zone === undefined || card === undefined || !zone.cards.includes(id))
        return 'UNKNOWN_CARD';
      return {
        message: `${p} declared ${a.kind} with ${nameOf(card)}`,
        named: [id],
        targets: { cards: [id], zones: [] },
        events: [{ type: 'declared', player: p, kind: a.kind, card: id }],
      };
    }
    case 'move_card': {
      const id = a.card.slice(1);
      const from = s.zones[a.from ?? ''];
      const to = s.zones[a.to];
      const old = s.cards[id];
      if (from === undefined || to === undefined || old === undefined) return 'UNKNOWN_ZONE';
      const at = from.cards.indexOf(id);
      if (at < 0) return 'UNKNOWN_CARD';
      const next = seen(old, resolveDefaultVisibility(to, old.owner));
      const events: EngineEvent[] = [
        { type: 'card_moved', card: id, from: from.key, to: to.key, index: 0 },
      ];
      shown(s, old, next, (v) => `it showed ${v} a card of ${zoneWords(to)}`, played, events);
      const everyone = next.visibility === 'public' || old.visibility === 'public';
      const name = everyone ? nameOf(next) : 'a card';
      return {
        zones: withLists(s.zones, [
          [from, removed(from.cards, at)],
          [to, inserted(to.cards, 0, id)],
        ]),
        cards: withCard(s.cards, next),
        message: `${p} moved ${name} from ${from.key} to ${to.key}`,
        named: everyone ? [id] : [],
        targets: { cards: [id], from: from.key, to: to.key, zones: [from.key, to.key] },
        events,
      };
    }
    case 'end_turn': {
      if (s.turn.activePlayer !== p) return 'NOT_YOUR_TURN';
      const seat = (s.players.indexOf(p) + 1) % s.players.length;
      const turn = {
        number: s.turn.number + 1,
        round: seat === 0 ? s.turn.round + 1 : s.turn.round,
        activePlayer: s.players[seat] as PlayerId,
        phase: s.turn.phase,
      };
      return {
        turn,
        message: `${p} ended turn ${s.turn.number}; ${turn.activePlayer} to play`,
        targets: { cards: [], zones: [] },
        events: [{ type: 'turn_changed', turn }],
      };
    }
    case 'draw': {
      const deck = s.zones[`${p}:deck`] as Zone;
      const hand = s.zones[`${p}:hand`] as Zone;
      const id = deck.cards[0];
      if (id === undefined) return 'NOT_ENOUGH_CARDS';
      const old = s.cards[id] as CardInstance;
      const next = seen(old, resolveDefaultVisibility(hand, old.owner));
      const events: EngineEvent[] = [
        { type: 'card_moved', card: id, from: deck.key, to: hand.key, index: hand.cards.length },
      ];
      shown(s, old, next, (v) => `${v} drew a card`, played, events);
      return {
        zones: withLists(s.zones, [
          [deck, removed(deck.cards, 0)],
          [hand, inserted(hand.cards, hand.cards.length, id)],
        ]),
        cards: withCard(s.cards, next),
        message: `${p} drew 1 card`,
        targets: { cards: [id], from: deck.key, to: hand.key, zones: [deck.key, hand.key] },
        events,
      };
    }
    case 'move_card_stack': {
      const from = s.zones[a.from];
      const to = s.zones[a.to];
      if (from === undefined || to === undefined) return 'UNKNOWN_ZONE';
      const cards = { ...s.cards } as Record<InstanceId, CardInstance>;
      const events: EngineEvent[] = [];
      from.cards.forEach((id, i) => {
        const old = cards[id] as CardInstance;
        cards[id] = seen(old, resolveDefaultVisibility(to, old.owner));
        events.push({ type: 'card_moved', card: id, from: from.key, to: to.key, index: i });
      });
      return {
        zones: withLists(s.zones, [
          [from, []],
          [to, [...from.cards, ...to.cards]],
        ]),
        cards,
        message: `${p} moved ${from.cards.length} cards from ${from.key} to ${to.key}`,
        targets: { cards: from.cards, from: from.key, to: to.key, zones: [from.key, to.key] },
        events,
      };
    }
    case 'shuffle': {
      const zone = s.zones[a.zone];
      if (zone === undefined) return 'UNKNOWN_ZONE';
      const rng = new RngCursor(s.rng);
      const list = zone.cards.slice();
      rng.shuffleInPlace(list);
      const events: EngineEvent[] = [{ type: 'zone_shuffled', zone: zone.key }];
      // A barrier of chance only when the generator was drawn from (a single card needs none).
      if (rng.draws > 0)
        events.push({
          type: 'barrier',
          kind: 'chance',
          players: s.players,
          what: `${zoneWords(zone)} was shuffled`,
          card: played,
        });
      return {
        zones: withLists(s.zones, [[zone, list]]),
        rng: rng.draws > 0 ? rng.state : s.rng,
        message: `${p} shuffled ${zone.key}`,
        targets: { cards: [], zones: [zone.key] },
        events,
      };
    }
    default:
      return 'UNKNOWN_ACTION';
  }
}

/** Who saw a named card before or after its step (`null`: everyone), as the engine logs it. */
function whoSaw(
  s: State,
  before: CardInstance | undefined,
  after: CardInstance | undefined,
): readonly PlayerId[] | null {
  const all = s.players.filter(
    (p) => (before !== undefined && canSee(before, p)) || (after !== undefined && canSee(after, p)),
  );
  return all.length === s.players.length ? null : all;
}

/** The last `logLimit` entries and `entry`. */
function logWith(s: State, entry: LogEntry): readonly LogEntry[] {
  const n = s.log.length;
  const start = Math.max(0, n + 1 - s.settings.logLimit);
  const out = s.log.slice(start);
  out.push(entry);
  return out;
}

/** The same state with another plugin state (every field written out: a spread then a key is slow). */
function withPlugin(s: State, plugin: Relay): State {
  return {
    version: 1,
    players: s.players,
    cards: s.cards,
    zones: s.zones,
    turn: s.turn,
    pendingDecision: s.pendingDecision,
    result: s.result,
    log: s.log,
    seq: s.seq,
    nextId: s.nextId,
    rng: s.rng,
    settings: s.settings,
    plugin,
  };
}

/** One step: the checks, the change, its state, then its post-hooks and their follow-ups. */
function step(s: State, a: Action, out: Out): State | string {
  if (!s.players.includes(a.player)) return 'UNKNOWN_PLAYER';
  const change = apply(s, a, out.played);
  if (typeof change === 'string') return change;
  const targets = change.targets;
  for (const rule of RULES.get(a.type) ?? []) {
    const v = rule.check({ state: s, action: a as never, targets, definition: def });
    if (v?.severity === 'hard') return v.code;
  }
  if (a.type === 'declare_action') out.played = targets.cards[0] as InstanceId;
  for (const e of change.events) out.events.push(e);
  const entry: { -readonly [K in keyof LogEntry]: LogEntry[K] } = {
    seq: s.seq + 1,
    turn: s.turn.number,
    player: a.player,
    action: a.type,
    message: change.message,
  };
  if (change.named !== undefined && change.named.length > 0) {
    entry.cards = change.named;
    const seenBy = change.named.map((id) => whoSaw(s, s.cards[id], (change.cards ?? s.cards)[id]));
    if (seenBy.some((w) => w !== null)) entry.seenBy = seenBy;
  }
  let next: State = {
    version: 1,
    players: s.players,
    cards: change.cards ?? s.cards,
    zones: change.zones ?? s.zones,
    turn: change.turn ?? s.turn,
    pendingDecision: s.pendingDecision,
    result: s.result,
    log: logWith(s, entry),
    seq: s.seq + 1,
    nextId: s.nextId,
    rng: change.rng ?? s.rng,
    settings: s.settings,
    plugin: s.plugin,
  };
  let followUps: readonly Action[] = [];
  for (const hook of HOOKS.get(a.type) ?? []) {
    const res = hook.run({
      state: next,
      before: s,
      action: a as never,
      targets,
      definition: def,
      data: undefined,
      effect: null,
    });
    if (res?.plugin !== undefined) next = withPlugin(next, res.plugin);
    if (res?.followUps)
      followUps = followUps.length === 0 ? res.followUps : [...followUps, ...res.followUps];
  }
  for (const f of followUps) {
    const r = step(next, f, out);
    if (typeof r === 'string') out.warnings.push(`Follow-up ${f.type} failed (${r})`);
    else next = r;
  }
  return next;
}

/** The hooks game on the lean immutable engine above: one state in, one state out per turn. */
export class HooksLeanTarget implements HooksTarget {
  state: State = hooksInitialState();
  /** The last turn's events (kept so that building them is not optimised away). */
  events: readonly EngineEvent[] = [];
  firstCard(): string {
    return this.state.zones[`${this.state.turn.activePlayer}:hand`]?.cards[0] as string;
  }
  play(card: string): void {
    const out: Out = { events: [], warnings: [], played: '' };
    const r = step(
      this.state,
      {
        type: 'declare_action',
        player: this.state.turn.activePlayer,
        source: 'ai',
        kind: 'play',
        card: `#${card}`,
        zone: 'hand',
      },
      out,
    );
    if (typeof r === 'string') throw new Error(r);
    this.state = r;
    this.events = out.events;
  }
}

/**
 * Plays `turns` turns on the engine, the lean engine (`lean`, by default the one above) and plain
 * JS, and throws unless all three play the same cards and the lean engine hands out, turn after
 * turn, the engine's events and, at the end, the engine's state: the yardsticks play the very
 * game the engine plays. Returns the engine's last state.
 */
export function checkSameGame(
  turns: number,
  lean: () => HooksTarget & {
    readonly state: State;
    readonly events: readonly EngineEvent[];
  } = () => new HooksLeanTarget(),
): State {
  const engine = new HooksEngineTarget();
  const other = lean();
  const plain = new HooksMutableTarget();
  for (let turn = 1; turn <= turns; turn++) {
    const card = engine.firstCard();
    if (other.firstCard() !== card || plain.firstCard() !== card)
      throw new Error(`Turn ${turn}: the hooks game yardsticks would play different cards.`);
    engine.play(card);
    other.play(card);
    plain.play(card);
    if (JSON.stringify(other.events) !== JSON.stringify(engine.events))
      throw new Error(`Turn ${turn}: the lean engine's events differ from the engine's.`);
  }
  if (JSON.stringify(other.state) !== JSON.stringify(engine.state))
    throw new Error(`After ${turns} turns the lean engine's state differs from the engine's.`);
  return engine.state;
}
