import type { LogEvent } from '../log';
import type { MatchConfig } from '../setup';
import type {
  AttackText,
  BoardView,
  CardFace,
  EnergyTypeName,
  MatchResult,
  PlayerId,
  Viewer,
} from '../view';

/** Kinds of things a human can do, for icons and grouping in the card menu. */
export type ActionKind =
  | 'play'
  | 'attach'
  | 'evolve'
  | 'trainer'
  | 'retreat'
  | 'attack'
  | 'ability'
  | 'stadium'
  | 'setup'
  | 'end-turn';

/** What a retreat costs and what the Active Pokémon can pay it with. */
export interface RetreatCost {
  /** The printed Retreat Cost. */
  cost: readonly EnergyTypeName[];
  /** How many Energy cards the rules take now (lasting effects included). */
  count: number;
  /** The Energy attached to the Active Pokémon: the player picks which to discard. */
  energy: readonly CardFace[];
  /** The Energy discarded if the player does not pick (first attached first). */
  suggested: readonly string[];
}

/** What the player picked for an option that asks (which Energy pays a retreat). */
export interface ActionChoice {
  /** Instance ids of the Energy to discard. */
  discard?: readonly string[];
}

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
  /**
   * Where dragging the card does this: a zone key (`p1:active`, `p1:bench_2`), `p1:bench` for
   * an empty Bench spot, or `table` for a card that is simply played. Absent: menu only.
   */
  target?: string;
  /** For a retreat: its cost and the Energy that can pay it. */
  retreat?: RetreatCost;
  /** For an attack: as printed (the board draws its cost as Energy symbols). */
  attack?: AttackText;
} & ({ enabled: true } | { enabled: false; reason: string });

/**
 * A choice a player must make: a promotion after a Knock Out, or a choice a card's text gives
 * (cards from a search, a target, "you may"). The game carries the card out; the player only
 * answers.
 */
export interface DecisionView {
  id: string;
  player: PlayerId;
  prompt: string;
  /**
   * `id` is passed back to {@link MatchDriver.answer}; `label` is for the screen; `card` when
   * the option is a card (its full view), `zone` when it is a Pokémon in play (lit on the board).
   */
  options: readonly { id: string; label: string; card?: CardFace; zone?: string }[];
  /** The cards looked at to choose (the top 5 for Electric Generator), those not offered too. */
  looked?: readonly CardFace[];
  /** How many options must be chosen (1 and 1 for a plain choice). */
  min: number;
  max: number;
}

/** A way to do part of a MANUAL card's text by hand (see {@link ManualEffectView}). */
export type ManualStep =
  | { kind: 'move'; card: string; to: string }
  | { kind: 'damage'; pokemon: string; amount: 10 | -10 }
  | { kind: 'draw' }
  | { kind: 'flip' }
  | { kind: 'search' }
  | { kind: 'shuffle' }
  | { kind: 'done' };

/**
 * A card the game does not carry out itself (MANUAL): its player does what the text says with
 * moves in their own zones (rule-checked by the engine, on the card's authority), then says
 * it is done. Only the human's own cards are listed; their deck only after they search it,
 * and only until it is shuffled.
 */
export interface ManualEffectView {
  /** e.g. `Pawmo's Thunder Shock` or `Computer Search`. */
  title: string;
  /** The text to carry out. */
  text: string;
  /** Cards that may move, each with where it is (`Hand: Pikachu`). */
  cards: readonly { id: string; label: string }[];
  /** Where a card may go: zone keys of the player's own zones. */
  destinations: readonly { id: string; label: string }[];
  /** The player's Pokémon in play (zone keys), for damage counters. */
  pokemon: readonly { id: string; label: string }[];
  /** True while the deck is searched (its cards are then among `cards`). */
  searching: boolean;
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
  /** Does one of `player`'s enabled options (`choice`: what the player picked for it). */
  perform(player: PlayerId, actionId: string, choice?: ActionChoice): Promise<DriverResult>;
  /** The MANUAL card `player` is carrying out by hand, or null (while it is open, `actions` is empty). */
  manual(player: PlayerId): ManualEffectView | null;
  /** Does one step of the open MANUAL card (`done` finishes it). */
  manualStep(player: PlayerId, step: ManualStep): Promise<DriverResult>;
  /** Answers `player`'s pending decision with the chosen option ids (between `min` and `max`). */
  answer(player: PlayerId, decisionId: string, optionIds: readonly string[]): Promise<DriverResult>;
  /**
   * Every step of the match so far, as plain JSON: a driver made from the same config and this
   * list (see {@link CreateMatchDriver}) resumes the match where it stood.
   */
  history(): readonly unknown[];
  /** Subscribes to log events; returns the unsubscribe function. */
  onEvent(listener: (event: LogEvent) => void): () => void;
  /** Releases resources (pending model calls are aborted by the controller's signal). */
  dispose(): void;
}

/**
 * Builds a driver for a validated setup (the app gets one of these injected); with `history`
 * (from {@link MatchDriver.history}) it replays those steps and resumes the match.
 */
export type CreateMatchDriver = (
  config: MatchConfig,
  history?: readonly unknown[],
) => MatchDriver | Promise<MatchDriver>;
