import type { GameDefinition } from '../definition/types';
import { cardName } from '../names';
import { type CardChunks, type CardList, chunksOf, listOf, Seq } from '../state/store';
import type {
  CardInstance,
  GameResult,
  GameState,
  InstanceId,
  LogEntry,
  Orientation,
  PlayerId,
  TurnState,
  Zone,
  ZoneKey,
} from '../state/types';
import { canSee } from '../state/visibility';

/** A card the viewer may see. */
export interface CardView {
  readonly id: string;
  readonly templateId: string;
  readonly name: string;
  readonly owner: PlayerId;
  /** 1 = top of the zone. */
  readonly position: number;
  readonly faceUp: boolean;
  readonly orientation: Orientation;
  readonly counters: Readonly<Record<string, number>>;
}

/** A zone as the viewer knows it: visible cards with positions, the rest only counted. */
export interface ZoneView {
  readonly key: ZoneKey;
  readonly name: string;
  readonly owner: PlayerId | null;
  readonly ordered: boolean;
  /** Number of cards, or `null` when the viewer may not know it. */
  readonly count: number | null;
  /** Cards the viewer may see, top first. */
  readonly cards: readonly CardView[];
  /** How many cards are hidden from the viewer (0 when `count` is `null`). */
  readonly hidden: number;
}

/**
 * What one player may know about the game. Build everything shown to an agent from this. `V`
 * is what the definition's `viewPlugin` shows (`plugin`).
 */
export interface GameView<V = unknown> {
  readonly viewer: PlayerId;
  readonly players: readonly PlayerId[];
  readonly turn: TurnState;
  readonly result: GameResult | null;
  /** The pending decision; `options` only for the one who decides. */
  readonly pendingDecision: {
    readonly decider: PlayerId;
    readonly prompt: string;
    readonly options: readonly string[] | null;
    readonly yours: boolean;
  } | null;
  readonly zones: Readonly<Record<ZoneKey, ZoneView>>;
  readonly log: readonly LogEntry[];
  /** What the definition's `viewPlugin` shows this player; absent without one. */
  readonly plugin?: V;
}

// Views of big zones, per zone object and viewer. The engine gives a big zone a new object
// whenever its list or a card in it changes, so such a zone object always shows the same thing.
const bigZoneViews = new WeakMap<
  Zone,
  { definition: unknown; player: PlayerId; view: ZoneView }[]
>();

// Which buffer slots of a big list hold cards a player may see, per list and player. A list
// taken from or put on (a draw, a card put on the deck) links to the list it came from and the
// slots it shares unchanged, so only the new top slots are looked at: a view after a draw from a
// 3,000-card deck costs what the deck's visible cards cost, not the deck.
const visibleSlots = new WeakMap<Seq, Map<PlayerId, number[]>>();

/** A card by id from a plain record or from chunks. */
function cardIn(
  plain: Readonly<Record<InstanceId, CardInstance>>,
  chunks: CardChunks | undefined,
  id: InstanceId,
): CardInstance {
  return (chunks === undefined ? plain[id] : chunks.get(id)) as CardInstance;
}

function seesCard(card: CardInstance, player: PlayerId): boolean {
  const v = card.visibility;
  return v === 'public' || (v !== 'hidden' && canSee(card, player));
}

function slotsFor(
  seq: Seq,
  plain: Readonly<Record<InstanceId, CardInstance>>,
  chunks: CardChunks | undefined,
  player: PlayerId,
): number[] {
  const mine = visibleSlots.get(seq);
  const hit = mine?.get(player);
  if (hit !== undefined) return hit;
  // The nearest ancestor already looked at, and the slots shared with it all along the way.
  let keep = seq.length;
  let from: number[] | undefined;
  for (let s: Seq | null = seq; s.parent !== null; s = s.parent) {
    keep = Math.min(keep, s.keep);
    from = visibleSlots.get(s.parent)?.get(player);
    if (from !== undefined) break;
  }
  const slots: number[] = [];
  if (from !== undefined) {
    for (const j of from) if (j < keep) slots.push(j);
  } else keep = 0;
  for (let j = keep; j < seq.length; j++)
    if (seesCard(cardIn(plain, chunks, seq.slot(j)), player)) slots.push(j);
  if (mine === undefined) visibleSlots.set(seq, new Map([[player, slots]]));
  else mine.set(player, slots);
  return slots;
}

function cardView(
  definition: GameDefinition<unknown>,
  id: InstanceId,
  card: CardInstance,
  position: number,
): CardView {
  return {
    id,
    templateId: card.templateId,
    name: cardName(definition.cards, card),
    owner: card.owner,
    position,
    faceUp: card.faceUp,
    orientation: card.orientation,
    counters: card.counters,
  };
}

function zoneView(
  definition: GameDefinition<unknown>,
  plain: Readonly<Record<InstanceId, CardInstance>>,
  chunks: CardChunks | undefined,
  z: Zone,
  list: CardList,
  player: PlayerId,
): ZoneView {
  const countKnown =
    z.config.countVisibility === 'public' || z.owner === null || z.owner === player;
  const cards: CardView[] = [];
  const n = list.length;
  // Without the count, positions of visible cards would reveal it: show them unpositioned.
  if (list instanceof Seq) {
    const slots = slotsFor(list, plain, chunks, player);
    // Slots count from the bottom: walk them backwards to list the cards top first.
    for (let k = slots.length - 1; k >= 0; k--) {
      const j = slots[k] as number;
      const id = list.slot(j);
      cards.push(cardView(definition, id, cardIn(plain, chunks, id), countKnown ? n - j : 0));
    }
  } else {
    const arr = list as readonly InstanceId[];
    for (let i = 0; i < n; i++) {
      const id = arr[i] as InstanceId;
      const card = cardIn(plain, chunks, id);
      if (seesCard(card, player))
        cards.push(cardView(definition, id, card, countKnown ? i + 1 : 0));
    }
  }
  return {
    key: z.key,
    name: z.name,
    owner: z.owner,
    ordered: z.config.ordered,
    count: countKnown ? n : null,
    cards,
    hidden: countKnown ? n - cards.length : 0,
  };
}

/** How a log line names, to a reader, a card they did not see when it was written. */
const HIDDEN_CARD = 'a card';

/**
 * One log entry for `player`: the entry itself when they saw every card it lists when it was
 * written and still see them; else its message with the names of cards they did not see then
 * read "a card", only the cards they saw then and see now listed (an id must not tie a card
 * seen once to where it is hidden now, nor a secret move to a card seen later), and no `effect`
 * of a card they cannot see (its label, in `bypassed` too, reads "a card").
 */
function logEntryFor(
  definition: GameDefinition<unknown>,
  plain: Readonly<Record<InstanceId, CardInstance>>,
  chunks: CardChunks | undefined,
  entry: LogEntry,
  player: PlayerId,
): LogEntry {
  const listed = entry.cards ?? NO_CARDS;
  const effectHidden =
    entry.effect !== undefined && !seesId(plain, chunks, entry.effect.card, player);
  // Most lines name only cards their reader saw then and sees now: those are the entry itself.
  const unseen: string[] = [];
  const shown: InstanceId[] = [];
  for (let i = 0; i < listed.length; i++) {
    const id = listed[i] as InstanceId;
    const card = cardIn(plain, chunks, id);
    if (card === undefined) continue;
    const then = entry.seenBy?.[i];
    if (then !== undefined && then !== null && !then.includes(player))
      unseen.push(cardName(definition.cards, card));
    else if (seesCard(card, player)) shown.push(id);
  }
  if (!effectHidden && shown.length === listed.length) return entry;
  let message = entry.message;
  // Longest names first: a name inside a longer one is not cut out of it.
  for (const name of unseen.sort(longestFirst))
    if (name !== '' && name !== HIDDEN_CARD) message = message.split(name).join(HIDDEN_CARD);
  const out: { -readonly [K in keyof LogEntry]: LogEntry[K] } = {
    seq: entry.seq,
    turn: entry.turn,
    player: entry.player,
    action: entry.action,
    message,
  };
  if (shown.length > 0) out.cards = shown;
  if (entry.bypassed)
    out.bypassed = effectHidden ? entry.bypassed.map(hiddenBypass) : entry.bypassed;
  if (entry.effect && !effectHidden) out.effect = entry.effect;
  return out;
}

const NO_CARDS: readonly InstanceId[] = [];
const longestFirst = (a: string, b: string) => b.length - a.length;
const hiddenBypass = (b: { readonly rule: string }) => ({ rule: b.rule, effect: HIDDEN_CARD });

function seesId(
  plain: Readonly<Record<InstanceId, CardInstance>>,
  chunks: CardChunks | undefined,
  id: InstanceId,
  player: PlayerId,
): boolean {
  const card = cardIn(plain, chunks, id);
  return card !== undefined && seesCard(card, player);
}

/** The log as `player` may read it (see {@link LogEntry}): entries they may not fully read are rendered anew. */
function logFor(
  definition: GameDefinition<unknown>,
  plain: Readonly<Record<InstanceId, CardInstance>>,
  chunks: CardChunks | undefined,
  log: readonly LogEntry[],
  player: PlayerId,
): readonly LogEntry[] {
  let out: LogEntry[] | undefined;
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as LogEntry;
    const shown =
      entry.cards === undefined && entry.effect === undefined
        ? entry
        : logEntryFor(definition, plain, chunks, entry, player);
    if (out === undefined && shown !== entry) out = log.slice(0, i);
    out?.push(shown);
  }
  return out ?? log;
}

/**
 * The game as `player` may know it: cards they may see (with names), counts of the rest, and
 * never the template or id of a card hidden from them — nor a log line naming one.
 */
export function view<P, V = unknown>(
  definition: GameDefinition<P, V>,
  state: GameState<P>,
  player: PlayerId,
): GameView<V> {
  const zones: Record<ZoneKey, ZoneView> = {};
  const def = definition as unknown as GameDefinition<unknown>;
  const chunks = chunksOf(state as GameState);
  // Chunked cards are read through the chunks (reading `state.cards` would build their face).
  const plain: Readonly<Record<InstanceId, CardInstance>> = chunks === undefined ? state.cards : {};
  for (const key in state.zones) {
    const z = state.zones[key];
    if (z === undefined) continue;
    const list = listOf(z);
    // Only Seq lists are kept: they exist only in zones the engine built (see Draft.updateCard).
    if (!(list instanceof Seq)) {
      zones[key] = zoneView(def, plain, chunks, z, list, player);
      continue;
    }
    const cached = bigZoneViews.get(z) ?? [];
    let hit = cached.find((c) => c.player === player && c.definition === definition)?.view;
    if (hit === undefined) {
      hit = zoneView(def, plain, chunks, z, list, player);
      if (cached.length === 0) bigZoneViews.set(z, cached);
      cached.push({ definition, player, view: hit });
    }
    zones[key] = hit;
  }
  const d = state.pendingDecision;
  const v: GameView<V> = {
    viewer: player,
    players: state.players,
    turn: state.turn,
    result: state.result,
    pendingDecision: d
      ? {
          decider: d.decider,
          prompt: d.prompt,
          options: d.decider === player ? d.options : null,
          yours: d.decider === player,
        }
      : null,
    zones,
    log: logFor(def, plain, chunks, state.log, player),
  };
  // Set on the new object, not spread into a copy: `{ ...v, plugin }` (a spread followed by a
  // new key) is one of V8's slow paths, a microsecond a view on Node 20.
  if (definition.viewPlugin) (v as { plugin?: V }).plugin = definition.viewPlugin(state, player);
  return v;
}
