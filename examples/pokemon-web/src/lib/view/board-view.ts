/**
 * What one seat at the table may see. The board is always rendered from one of these, never
 * from the engine's raw state, so hidden information is kept out by construction: decks are
 * only counts, and a hand is either the viewer's own cards or a count.
 */

/** A player's id as the engine names it (e.g. `p1`). */
export type PlayerId = string;

/** Who is looking: a player at the table, or a spectator who sees only public information. */
export type Viewer = { kind: 'player'; player: PlayerId } | { kind: 'spectator' };

/** The five special conditions of the Pokémon TCG. */
export const SPECIAL_CONDITIONS = [
  'asleep',
  'burned',
  'confused',
  'paralyzed',
  'poisoned',
] as const;

/** One special condition. */
export type SpecialCondition = (typeof SPECIAL_CONDITIONS)[number];

/** An Energy type as printed (`Lightning`, `Colorless` …). */
export type EnergyTypeName = string;

/** An attack as printed. */
export interface AttackText {
  name: string;
  cost: readonly EnergyTypeName[];
  /** As printed: `20`, `30+`, `10×`, or empty. */
  damage: string;
  text: string;
}

/**
 * Everything printed on a card, for the full card view: drawn by the app from the card data
 * (no image is fetched).
 */
export interface CardDetails {
  /** Pokémon: their types; Energy: the type it provides; Trainers: none. */
  types: readonly EnergyTypeName[];
  evolvesFrom?: string;
  abilities: readonly { name: string; type: string; text: string }[];
  attacks: readonly AttackText[];
  weaknesses: readonly { type: EnergyTypeName; value: string }[];
  resistances: readonly { type: EnergyTypeName; value: string }[];
  retreatCost: readonly EnergyTypeName[];
  /** Rules text: a Trainer's effect, a rule box ("Pokémon ex rule"), an Energy's text. */
  rules: readonly string[];
  /** Set and number, e.g. `Scarlet & Violet 74`. */
  set: string;
}

/** A card face the viewer is allowed to see. */
export interface CardFace {
  /** Engine instance id; stable for the whole match. */
  instanceId: string;
  name: string;
  supertype: 'Pokémon' | 'Trainer' | 'Energy';
  /** e.g. `Basic`, `Stage 1`, `Supporter`, `Item`. */
  subtypes: readonly string[];
  /** Printed HP for Pokémon. */
  hp?: number;
  /** What the card says (absent only for a card the app has no data for). */
  details?: CardDetails;
}

/** A Pokémon in the active spot or on the bench, with what is attached to it. */
export interface PokemonInPlay {
  /** Where it is: `p1:active`, `p1:bench_2` … */
  zone: string;
  card: CardFace;
  /** Damage taken, in HP (10 per damage counter). */
  damage: number;
  energy: readonly CardFace[];
  /** Tools and other attached trainers. */
  attachments: readonly CardFace[];
  /** Only the active Pokémon can have conditions; the bench always has none. */
  conditions: readonly SpecialCondition[];
}

/** A hand as seen by the viewer: their own cards, or only how many there are. */
export type HandView =
  | { visible: true; cards: readonly CardFace[] }
  | { visible: false; count: number };

/** Maximum bench size. */
export const BENCH_SIZE = 5;

/** One player's side of the table. */
export interface PlayerSideView {
  player: PlayerId;
  /** Display name, e.g. `Player 1 (bot)`. */
  label: string;
  active: PokemonInPlay | null;
  /** Occupied bench spots in order, at most {@link BENCH_SIZE}. */
  bench: readonly PokemonInPlay[];
  prizesLeft: number;
  /** Decks are never shown, to anyone: only their size. */
  deckCount: number;
  /** The discard pile is public. */
  discard: readonly CardFace[];
  /** Cards this player took as Prizes: seen by that player only (an empty list for others). */
  prizesTaken: readonly CardFace[];
  /** Pokémon placed face down at setup that the viewer may not see yet (card backs). */
  faceDown: { active: boolean; bench: number };
  /** Mulligans this player took at setup (each one revealed their hand to both players). */
  mulligans: number;
  hand: HandView;
}

/** How a finished match ended. */
export interface MatchResult {
  winner: PlayerId | null;
  reason: string;
}

/** The whole table from one viewer's seat. */
export interface BoardView {
  viewer: Viewer;
  /** The game's turn: 1 for the first player's first turn, whoever goes first (0 in setup). */
  turn: number;
  /** Setting up (placing Pokémon) or playing. */
  stage: 'setup' | 'play';
  /** Whose turn it is. */
  currentPlayer: PlayerId;
  phase: string;
  stadium: CardFace | null;
  /** Trainer cards being played right now (they wait here while the game carries them out). */
  staging: readonly CardFace[];
  players: readonly PlayerSideView[];
  result: MatchResult | null;
}

/** The side of `player` in a board view; throws if the view has no such player. */
export function sideOf(board: BoardView, player: PlayerId): PlayerSideView {
  const side = board.players.find((p) => p.player === player);
  if (!side) {
    const known = board.players.map((p) => p.player).join(', ');
    throw new Error(`No player "${player}" on this board; players are: ${known}.`);
  }
  return side;
}

/** Whether `viewer` may see `player`'s hand. Spectators see no hands. */
export function canSeeHand(viewer: Viewer, player: PlayerId): boolean {
  return viewer.kind === 'player' && viewer.player === player;
}

/** How the log and the status line name a player: `Player 1 (you)` → `Player 1`. */
export function playerName(board: BoardView, player: PlayerId): string {
  const label = board.players.find((p) => p.player === player)?.label ?? player;
  return label.replace(/ \(.*\)$/, '');
}

/** Remaining HP of a Pokémon in play (never below zero). */
export function remainingHp(pokemon: PokemonInPlay): number | null {
  if (pokemon.card.hp === undefined) return null;
  return Math.max(0, pokemon.card.hp - pokemon.damage);
}
