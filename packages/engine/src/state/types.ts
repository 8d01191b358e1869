import type { RngState } from '../rng';

/** A player's id, e.g. `p1`. Must not contain `:`. */
export type PlayerId = string;
/** A card instance id. The engine issues decimal strings (`"1"`, `"2"` …); tools show them as `#12`. */
export type InstanceId = string;
/** A zone key: `${player}:${name}` for owned zones (`p1:hand`), the bare name for shared zones (`stadium`). */
export type ZoneKey = string;

/**
 * Who may see a card's identity: everyone, no one (a face-down prize), or a set of players
 * (a hand is visible to its owner; a peeked-at card may be shown to one opponent).
 */
export type Visibility = 'public' | 'hidden' | { readonly players: readonly PlayerId[] };

/** A zone's default visibility for cards entering it. `owner` means the zone's owner (or the card's owner in a shared zone). */
export type ZoneDefaultVisibility = 'public' | 'hidden' | 'owner';

/** Card rotation in degrees. */
export type Orientation = 0 | 90 | 180 | 270;

/** One physical card on the table. Its definition (name, text…) lives in the plugin's card registry. */
export interface CardInstance {
  readonly id: InstanceId;
  /** Key into the definition's card registry. */
  readonly templateId: string;
  readonly owner: PlayerId;
  readonly visibility: Visibility;
  /** Physical orientation on the table: `true` exactly when `visibility` is `public`. */
  readonly faceUp: boolean;
  readonly orientation: Orientation;
  /** Named counters (damage, tokens…). A counter at 0 is removed. */
  readonly counters: Readonly<Record<string, number>>;
}

/** Per-zone behaviour, copied from the definition's zone spec into the state. */
export interface ZoneConfig {
  /** Whether order matters (decks, discard piles). Index 0 of `cards` is the TOP. */
  readonly ordered: boolean;
  /** Visibility given to a card when it enters the zone and when the zone is shuffled. */
  readonly defaultVisibility: ZoneDefaultVisibility;
  /** Maximum number of cards, or `null` for no limit. */
  readonly capacity: number | null;
  /** Who may know how many cards are in the zone. */
  readonly countVisibility: 'public' | 'owner';
  readonly shuffleable: boolean;
}

/** A zone: an ordered list of card ids. The TOP of the zone is `cards[0]`; `draw` takes from there. */
export interface Zone {
  readonly key: ZoneKey;
  /** The zone's name without owner prefix (`hand`). */
  readonly name: string;
  /** Owning player, or `null` for a shared zone. */
  readonly owner: PlayerId | null;
  readonly cards: readonly InstanceId[];
  readonly config: ZoneConfig;
}

/** Rule enforcement mode: `strict` (soft rules block too), `lenient` (soft rules warn), `off` (no rule hooks). */
export type Enforcement = 'strict' | 'lenient' | 'off';

/** Turn bookkeeping. */
export interface TurnState {
  /** Turns started so far (1 at the start): every `end_turn` starts the next one. */
  readonly number: number;
  /**
   * Rounds started so far (1 at the start). By default a new round starts when play passes to an
   * earlier seat than the one that ended the turn (once around the table); a definition's
   * `turnOrder` may say otherwise (a new deal, a new hand).
   */
  readonly round: number;
  readonly activePlayer: PlayerId;
  readonly phase: string;
}

/** A question one player must answer (choose a new active card, accept a mulligan…). */
export interface PendingDecision {
  readonly id: number;
  readonly decider: PlayerId;
  readonly createdBy: PlayerId;
  readonly prompt: string;
  /** Allowed answers, or `null` for a free-text answer. */
  readonly options: readonly string[] | null;
  /** Several options may be chosen at once (`choices`): between `min` and `max` of them. */
  readonly select?: { readonly min: number; readonly max: number };
  /** The answer is kept out of the shared log (the options name cards only the decider sees). */
  readonly private?: boolean;
}

/** How the game ended. */
export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly losers: readonly PlayerId[];
  readonly reason: string;
}

/**
 * One line of the short narrative log.
 *
 * The promise, for a log read through a view (`engine.view(state, player).log`): no entry
 * names a card its reader cannot see in that view. When written, a message names only cards
 * that are public after the action ("a card" for the rest), and lists them in `cards`; a view
 * renders each entry for its reader as the cards are now: the name of a listed card the reader
 * cannot see any more (played face up, then shuffled into a deck or put into another player's
 * hand) reads "a card", and so does `effect` / `bypassed` of such a card. `state.log` itself is
 * the words as written: show a player only the view's log. Free text an action carries (a
 * declared kind, a decision's prompt and answer) and a definition's `describeAction` words are
 * the game's to keep free of hidden names; `describeAction` entries list the action's cards.
 */
export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly player: PlayerId;
  readonly action: string;
  readonly message: string;
  /**
   * The cards the message may name, for views to render per reader. In a view, only cards the
   * reader sees; absent when none.
   */
  readonly cards?: readonly InstanceId[];
  /**
   * Who saw each card of `cards` when the entry was written (before or after its action), in
   * `cards` order: `null` where every player did. Absent when every player saw every listed card
   * (and in a view's line rendered anew for its reader). A view names a card only to a reader who saw it then: a card shown to all
   * and shuffled back stays named, a card taken in secret stays "a card" after it is played.
   */
  readonly seenBy?: readonly (readonly PlayerId[] | null)[];
  /** Rules bypassed by a card effect (`allowedByCardEffect`); `effect` is the card's label. */
  readonly bypassed?: readonly { readonly rule: string; readonly effect: string }[];
  /**
   * The card whose effect permitted this action something (a lifted rule, another player's
   * zone). A view leaves it out for a reader who cannot see that card now.
   */
  readonly effect?: { readonly card: InstanceId; readonly name: string };
}

/**
 * The whole game as plain JSON. Updates are immutable with structural sharing: an action
 * copies only the zone arrays and card records it touches. The full action history is kept
 * outside (see `History`), so executing stays proportional to what the action touches.
 */
export interface GameState<P = unknown> {
  readonly version: 1;
  /** Seating order; turns pass in this order. */
  readonly players: readonly PlayerId[];
  readonly cards: Readonly<Record<InstanceId, CardInstance>>;
  readonly zones: Readonly<Record<ZoneKey, Zone>>;
  readonly turn: TurnState;
  readonly pendingDecision: PendingDecision | null;
  readonly result: GameResult | null;
  /** The most recent log entries (bounded by `settings.logLimit`). */
  readonly log: readonly LogEntry[];
  /** Number of actions executed so far (follow-ups included). */
  readonly seq: number;
  /** Next card instance id to issue. */
  readonly nextId: number;
  readonly rng: RngState;
  readonly settings: { readonly enforcement: Enforcement; readonly logLimit: number };
  /** Plugin-owned state (JSON). */
  readonly plugin: P;
}
