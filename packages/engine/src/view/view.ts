import type { GameDefinition } from '../definition/types';
import { cardName } from '../names';
import type {
  CardInstance,
  GameResult,
  GameState,
  LogEntry,
  Orientation,
  PlayerId,
  TurnState,
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
  for (const key in state.zones) {
    const z = state.zones[key];
    if (z === undefined) continue;
    const countKnown =
      z.config.countVisibility === 'public' || z.owner === null || z.owner === player;
    const cards: CardView[] = [];
    z.cards.forEach((id, i) => {
      const card = state.cards[id] as CardInstance;
      if (!canSee(card, player)) return;
      cards.push({
        id,
        templateId: card.templateId,
        name: cardName(definition.cards, card),
        owner: card.owner,
        position: i + 1,
        faceUp: card.faceUp,
        orientation: card.orientation,
        counters: card.counters,
      });
    });
    zones[key] = {
      key,
      name: z.name,
      owner: z.owner,
      ordered: z.config.ordered,
      count: countKnown ? z.cards.length : null,
      // Without the count, positions of visible cards would reveal it: show them unpositioned.
      cards: countKnown ? cards : cards.map((c) => ({ ...c, position: 0 })),
      hidden: countKnown ? z.cards.length - cards.length : 0,
    };
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
