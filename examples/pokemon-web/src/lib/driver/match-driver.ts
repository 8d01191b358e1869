import type { LogEvent } from '../log';
import type { MatchConfig } from '../setup';
import type { BoardView, CardFace, MatchResult, PlayerId, Viewer } from '../view';

/** Kinds of things a human can do, for icons and grouping in the card menu. */
export type ActionKind =
  | 'play'
  | 'attach'
  | 'evolve'
  | 'trainer'
  | 'retreat'
  | 'attack'
  | 'ability'
  | 'end-turn';

/**
 * One thing the human could do now, fully specified (target included), so the menu is a
 * list of buttons. Disabled options say why, in words for the player.
 */
export type ActionOption = {
  /** Opaque to the UI; passed back to {@link MatchDriver.perform}. */
  id: string;
  label: string;
  kind: ActionKind;
  /** The card the option belongs to (in hand or in play); null for turn-level actions. */
  cardId: string | null;
} & ({ enabled: true } | { enabled: false; reason: string });

/** A choice the rules ask a player to make, e.g. which Pokémon to promote after a knock-out. */
export interface DecisionView {
  id: string;
  player: PlayerId;
  prompt: string;
  options: readonly { id: string; label: string }[];
  /** How many options must be chosen. */
  min: number;
  max: number;
}

/** A count the human sets before taking a step (cards to draw, damage to heal). */
export interface StepCount {
  min: number;
  max: number;
  /** Increment (10 for damage). */
  step: number;
  /** Suggested value, read from the card's text when it names one. */
  value: number;
}

/**
 * One generic step of a card effect the human can take (draw, discard, search, switch …),
 * fully specified like an {@link ActionOption}; `count` asks for a number first.
 */
export type EffectStepOption = {
  /** Opaque to the UI; passed back to {@link MatchDriver.effectStep}. */
  id: string;
  label: string;
  /** For grouping in the effect panel. */
  group:
    | 'search'
    | 'deck'
    | 'coin'
    | 'hand'
    | 'discard'
    | 'energy'
    | 'evolve'
    | 'heal'
    | 'damage'
    | 'switch'
    | 'opponent'
    | 'status'
    | 'finish';
  count?: StepCount;
  /**
   * Steps of one group with the same `row` are drawn as one compact row headed by it (the card
   * or Pokémon they act on), each button showing `short` instead of the full `label`.
   */
  row?: string;
  short?: string;
} & ({ enabled: true } | { enabled: false; reason: string });

/** A distinct card found by searching the human's own deck, and what can be done with it. */
export interface SearchCardView {
  /** The first copy still in the deck. */
  card: CardFace;
  /** Copies of it in the deck. */
  quantity: number;
  steps: readonly EffectStepOption[];
}

/** A face of a flipped coin. */
export type CoinFace = 'heads' | 'tails';

/**
 * A Trainer or Ability whose text the human is carrying out, step by step. Only the human's
 * own deck is ever listed, and only while `search` is open (after an engine `search_zone`) or
 * `look` is (after an engine `peek`).
 */
export interface EffectView {
  source: {
    kind: 'trainer' | 'ability' | 'stadium';
    /** The card whose effect it is. */
    name: string;
    /** The Trainer's name, or `Pokémon: Ability`. */
    title: string;
    text: string;
  };
  steps: readonly EffectStepOption[];
  /** The searched deck, grouped by card; null when not searching. */
  search: { total: number; cards: readonly SearchCardView[] } | null;
  /** The cards looked at on top of the deck, still there, top first; null when not looking. */
  look: { cards: readonly SearchCardView[] } | null;
  /** The last coin flip of this effect, or null before any. */
  coin: { results: readonly CoinFace[]; heads: number } | null;
  /** Groups the card's text is about (drawn open; the rest are folded away). */
  suggested: readonly EffectStepOption['group'][];
}

/** Who must act next, and how. `actor` says whether the controller steps an AI or waits. */
export type MatchStatus =
  | { kind: 'turn'; player: PlayerId; actor: 'ai' | 'human' }
  | { kind: 'decision'; player: PlayerId; actor: 'ai' | 'human'; decision: DecisionView }
  | { kind: 'finished'; result: MatchResult };

/** Result of a driver call. Rejections are values; the match state is unchanged by them. */
export type DriverResult = { ok: true } | { ok: false; error: string };

/**
 * The seam between the UI and a running match. The UI never sees engine state: it reads
 * per-viewer {@link BoardView}s, the human's {@link ActionOption}s, and {@link LogEvent}s.
 *
 * The real implementation wraps `@playmat/engine` (state, `view`, legal actions), the
 * Pokémon plugin (rules, decks, bots) and `@playmat/agent/game` (`runTurn` for AI players).
 */
export interface MatchDriver {
  /** Seats in order. */
  readonly players: readonly PlayerId[];
  /** Who must act next. */
  status(): MatchStatus;
  /** The table as `viewer` may see it. */
  view(viewer: Viewer): BoardView;
  /**
   * Runs the current AI player's next unit of work (one turn phase or one decision) to
   * completion, emitting log events as it goes. Rejected when no AI is to act.
   * `signal` aborts a long model call when the match is closed.
   */
  step(signal?: AbortSignal): Promise<DriverResult>;
  /** What `player` may do now (empty unless it is that human's turn). */
  actions(player: PlayerId): readonly ActionOption[];
  /** Does one of `player`'s enabled options. */
  perform(player: PlayerId, actionId: string): Promise<DriverResult>;
  /** The card effect `player` is carrying out, or null (while it is open, `actions` is empty). */
  effect(player: PlayerId): EffectView | null;
  /** Takes one step of the open effect; `count` for steps that ask for one. */
  effectStep(player: PlayerId, stepId: string, count?: number): Promise<DriverResult>;
  /** Answers `player`'s pending decision with the chosen option ids. */
  answer(player: PlayerId, decisionId: string, optionIds: readonly string[]): Promise<DriverResult>;
  /** Subscribes to log events; returns the unsubscribe function. */
  onEvent(listener: (event: LogEvent) => void): () => void;
  /** Releases resources (pending model calls are aborted by the controller's signal). */
  dispose(): void;
}

/** Builds a driver for a validated setup (the app gets one of these injected). */
export type CreateMatchDriver = (config: MatchConfig) => MatchDriver | Promise<MatchDriver>;
