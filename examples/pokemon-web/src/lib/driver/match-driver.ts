import type { LogEvent } from '../log';
import type { MatchConfig } from '../setup';
import type { BoardView, MatchResult, PlayerId, Viewer } from '../view';

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
  /** Answers `player`'s pending decision with the chosen option ids. */
  answer(player: PlayerId, decisionId: string, optionIds: readonly string[]): Promise<DriverResult>;
  /** Subscribes to log events; returns the unsubscribe function. */
  onEvent(listener: (event: LogEvent) => void): () => void;
  /** Releases resources (pending model calls are aborted by the controller's signal). */
  dispose(): void;
}

/** Builds a driver for a validated setup (the app gets one of these injected). */
export type CreateMatchDriver = (config: MatchConfig) => MatchDriver | Promise<MatchDriver>;
