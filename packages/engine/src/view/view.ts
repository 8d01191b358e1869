import type { GameDefinition } from '../definition/types';
import { cardName } from '../names';
import { type CardList, chunksOf, listOf, Seq } from '../state/store';
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
// whenever its list or a card in it changes, so such a zone object always shows the same thing:
// a view of a 6,000-card table only rebuilds the big zones the last actions touched.
const bigZoneViews = new WeakMap<
  Zone,
  { definition: unknown; player: PlayerId; view: ZoneView }[]
>();

function zoneView(
  definition: GameDefinition<unknown>,
  state: GameState<unknown>,
  z: Zone,
  list: CardList,
  player: PlayerId,
): ZoneView {
  const countKnown =
    z.config.countVisibility === 'public' || z.owner === null || z.owner === player;
  const cards: CardView[] = [];
  const chunks = chunksOf(state as GameState);
  const plain = state.cards;
  // Arrays are indexed directly: a call to `at` on the two kinds of list costs more than the loop.
  const arr = Array.isArray(list) ? (list as readonly InstanceId[]) : null;
  for (let i = 1, n = list.length; i <= n; i++) {
    const id = (arr !== null ? arr[i - 1] : list.at(i - 1)) as InstanceId;
    const card = (chunks === undefined ? plain[id] : chunks.get(id)) as CardInstance;
    const v = card.visibility;
    if (v === 'hidden' || (v !== 'public' && !canSee(card, player))) continue;
    cards.push({
      id,
      templateId: card.templateId,
      name: cardName(definition.cards, card),
      owner: card.owner,
      // Without the count, positions of visible cards would reveal it: show them unpositioned.
      position: countKnown ? i : 0,
      faceUp: card.faceUp,
      orientation: card.orientation,
      counters: card.counters,
    });
  }
  return {
    key: z.key,
    name: z.name,
    owner: z.owner,
    ordered: z.config.ordered,
    count: countKnown ? list.length : null,
    cards,
    hidden: countKnown ? list.length - cards.length : 0,
  };
}

/**
 * The game as `player` may know it: cards they may see (with names), counts of the rest, and
 * never the template or id of a card hidden from them.
 */
export function view<P, V = unknown>(
  definition: GameDefinition<P, V>,
  state: GameState<P>,
  player: PlayerId,
): GameView<V> {
  const zones: Record<ZoneKey, ZoneView> = {};
  const def = definition as unknown as GameDefinition<unknown>;
  for (const key in state.zones) {
    const z = state.zones[key];
    if (z === undefined) continue;
    const list = listOf(z);
    // Only Seq lists are kept: they exist only in zones the engine built (see Draft.updateCard).
    if (!(list instanceof Seq)) {
      zones[key] = zoneView(def, state, z, list, player);
      continue;
    }
    const cached = bigZoneViews.get(z) ?? [];
    let hit = cached.find((c) => c.player === player && c.definition === definition)?.view;
    if (hit === undefined) {
      hit = zoneView(def, state, z, list, player);
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
    log: state.log,
  };
  return definition.viewPlugin ? { ...v, plugin: definition.viewPlugin(state, player) } : v;
}
