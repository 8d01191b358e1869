import type {
  Action,
  Enforcement,
  Engine,
  ExecuteResult,
  GameState,
  PlayerId,
} from '@playmat/engine';
import { isBasicPokemon } from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { loadBundledDeck } from '../decks/bundled-decks';
import { type DeckLimitEntry, deckLimitBreaches, describeBreach } from '../decks/deck-limits';
import { deckCardIds } from '../decks/format-deck-list';
import { DECK_SIZE } from '../decks/parse-deck-list';
import type { Deck } from '../decks/types';
import { eraRules, mulliganExtraCards } from '../rules/era';
import { mulliganDrawDecision } from './hooks';
import type { PokemonRulesOptions, PokemonState } from './state';
import { BENCH_ZONES, PRIZE_ZONES, zoneKey } from './zones';

/** A deck for a match: a bundled deck id (`sv-pawmot-thunder`), a parsed deck, or card ids. */
export type DeckInput = string | Deck | readonly string[];

/** Thrown when a match cannot be set up (bad deck, no Basic Pokémon …). */
export class PokemonSetupError extends Error {
  override readonly name = 'PokemonSetupError';
}

/** Turns a {@link DeckInput} into card ids (top of the list = top of the unshuffled deck). */
export function deckIds(input: DeckInput, registry?: CardRegistry): string[] {
  if (typeof input === 'string') return deckCardIds(loadBundledDeck(input, registry));
  if (Array.isArray(input)) return [...(input as readonly string[])];
  return deckCardIds(input as Deck);
}

/** Who places the Active and Bench Pokémon during setup. */
export type PlacementMode = 'auto' | 'agents';

/** Runs one engine action; setup uses it so every step lands in the match history. */
export type Executor = (action: Action) => ExecuteResult<PokemonState>;

const script = { source: 'script' } as const;

function must(result: ExecuteResult<PokemonState>, what: string): GameState<PokemonState> {
  if (!result.ok)
    throw new PokemonSetupError(`Setup step "${what}" failed: ${result.error.message}`);
  return result.state;
}

function handCards(engine: Engine<PokemonState>, state: GameState<PokemonState>, player: PlayerId) {
  return (state.zones[zoneKey(player, 'hand')]?.cards ?? []).map((id) => ({
    id,
    card: engine.definition.cards.getTemplate(state.cards[id]?.templateId ?? '') as PokemonCard,
  }));
}

/**
 * The opening steps both placement modes share: the coin flip for who goes first, shuffling,
 * drawing seven, mulligans (the hand is revealed, reshuffled and redrawn until it has a Basic
 * Pokémon), and six face-down prizes. The opponent may draw extra cards for the mulligans (one
 * per extra mulligan; two per mulligan under the 1999 rules, see `eraRules`): with `auto`
 * placement it draws them all before the prizes; with `agents` placement it is asked (a
 * decision, once the prizes are set) how many it wants.
 */
export function runOpening(
  engine: Engine<PokemonState>,
  state: GameState<PokemonState>,
  exec: Executor,
  placement: PlacementMode = 'auto',
): GameState<PokemonState> {
  let s = state;
  const players = s.players;
  s = must(exec({ type: 'coin_flip', player: players[0] as PlayerId, ...script }), 'coin flip');
  for (const p of players) {
    s = must(exec({ type: 'shuffle', player: p, ...script, zone: zoneKey(p, 'deck') }), 'shuffle');
    s = must(exec({ type: 'draw', player: p, ...script, count: 7 }), 'draw 7');
    for (
      let tries = 0;
      !handCards(engine, s, p).some((h) => h.card && isBasicPokemon(h.card));
      tries++
    ) {
      if (tries >= 100)
        throw new PokemonSetupError(`${p}'s deck has no Basic Pokémon to start with.`);
      s = must(exec({ type: 'reveal_hand', player: p, ...script }), 'reveal hand');
      s = must(exec({ type: 'mulligan', player: p, ...script, count: 7 }), 'mulligan');
    }
  }
  const extraDraws = (p: PlayerId) => {
    const opp = players.find((o) => o !== p) as PlayerId;
    const m = s.plugin.mulligans;
    return mulliganExtraCards(eraRules(s.plugin), m[p] ?? 0, m[opp] ?? 0);
  };
  for (const p of placement === 'auto' ? players : []) {
    const extra = extraDraws(p);
    const deck = s.zones[zoneKey(p, 'deck')]?.cards.length ?? 0;
    if (extra > 0 && deck > PRIZE_ZONES.length)
      s = must(
        exec({
          type: 'draw',
          player: p,
          ...script,
          count: Math.min(extra, deck - PRIZE_ZONES.length),
        }),
        'mulligan draw',
      );
  }
  for (const p of players)
    for (const prize of PRIZE_ZONES) {
      const top = s.zones[zoneKey(p, 'deck')]?.cards[0];
      if (top === undefined)
        throw new PokemonSetupError(`${p}'s deck is too small to set aside prizes.`);
      s = must(
        exec({
          type: 'move_card',
          player: p,
          ...script,
          card: `#${top}`,
          from: zoneKey(p, 'deck'),
          to: zoneKey(p, prize),
        }),
        'prizes',
      );
    }
  const owed = placement === 'agents' ? players.find((p) => extraDraws(p) > 0) : undefined;
  if (owed !== undefined) {
    const deck = s.zones[zoneKey(owed, 'deck')]?.cards.length ?? 0;
    s = must(exec(mulliganDrawDecision(owed, extraDraws(owed), deck)), 'mulligan draw decision');
  }
  return s;
}

/**
 * A sensible default placement: the Basic Pokémon with the most HP goes Active, every other
 * Basic Pokémon in hand goes to the Bench (up to five), all face down; then the player is ready.
 */
export function autoPlace(
  engine: Engine<PokemonState>,
  state: GameState<PokemonState>,
  player: PlayerId,
  exec: Executor,
): GameState<PokemonState> {
  let s = state;
  const basics = handCards(engine, s, player).filter((h) => h.card && isBasicPokemon(h.card));
  const sorted = [...basics].sort(
    (a, b) => ('hp' in b.card ? (b.card.hp ?? 0) : 0) - ('hp' in a.card ? (a.card.hp ?? 0) : 0),
  );
  const [active, ...bench] = sorted;
  if (active === undefined) throw new PokemonSetupError(`${player} has no Basic Pokémon in hand.`);
  s = must(
    exec({
      type: 'move_card',
      player,
      ...script,
      card: `#${active.id}`,
      to: zoneKey(player, 'active'),
      faceUp: false,
    }),
    'place active',
  );
  for (const [i, b] of bench.slice(0, BENCH_ZONES.length).entries())
    s = must(
      exec({
        type: 'move_card',
        player,
        ...script,
        card: `#${b.id}`,
        to: zoneKey(player, BENCH_ZONES[i] as 'bench_1'),
        faceUp: false,
      }),
      'place bench',
    );
  return must(exec({ type: 'declare_action', player, ...script, kind: 'setup_done' }), 'ready');
}

/** Options shared by {@link setupPokemonGame} and `createPokemonMatch`. */
export interface PokemonSetupOptions {
  readonly decks: Readonly<Record<PlayerId, DeckInput>>;
  readonly seed?: number | string;
  /** Default `strict`. */
  readonly enforcement?: Enforcement;
  /** `auto` (default) places Pokémon for both players; `agents` leaves it to the setup phase. */
  readonly placement?: PlacementMode;
  readonly registry?: CardRegistry;
  /**
   * `modern` (default, the Scarlet & Violet rulebook) or `base-set` (the 1999 Base Set
   * rulebook: see `ERA_RULES` for what differs).
   */
  readonly era?: PokemonRulesOptions['era'];
  /**
   * Check that each deck is legal: 60 cards, at most 4 copies of a card by name (basic Energy
   * excepted), at least one Basic Pokémon. Default `true`; tests with small decks turn it off.
   */
  readonly checkDecks?: boolean;
}

/** What makes a deck illegal, one line per problem (empty: legal). */
export function deckProblems(
  ids: readonly string[],
  cards: (id: string) => PokemonCard | undefined,
): string[] {
  const problems: string[] = [];
  if (ids.length !== DECK_SIZE)
    problems.push(`it has ${ids.length} cards; a deck has exactly ${DECK_SIZE}`);
  const counts = new Map<string, DeckLimitEntry>();
  let basics = 0;
  for (const id of ids) {
    const card = cards(id);
    if (!card) {
      problems.push(`unknown card ${id}`);
      continue;
    }
    if (isBasicPokemon(card)) basics++;
    counts.set(id, { card, count: (counts.get(id)?.count ?? 0) + 1 });
  }
  for (const breach of deckLimitBreaches([...counts.values()]))
    problems.push(describeBreach(breach));
  if (basics === 0) problems.push('it has no Basic Pokémon');
  return problems;
}

/** The initial state for a match (before any setup step). */
export function initialPokemonGame(
  engine: Engine<PokemonState>,
  options: PokemonSetupOptions,
): GameState<PokemonState> {
  const players = Object.keys(options.decks);
  if (players.length !== 2)
    throw new PokemonSetupError(`A match needs exactly two decks; got ${players.length}.`);
  const decks = Object.fromEntries(
    players.map((p) => [p, deckIds(options.decks[p] as DeckInput, options.registry)]),
  );
  if (options.checkDecks !== false)
    for (const p of players) {
      const problems = deckProblems(
        decks[p] as string[],
        (id) => engine.definition.cards.getTemplate(id) as PokemonCard | undefined,
      );
      if (problems.length > 0)
        throw new PokemonSetupError(
          `${p}'s deck is not legal: ${problems.join('; ')}. Pass checkDecks: false to play it anyway.`,
        );
    }
  const state = engine.createInitialState({
    players,
    seed: options.seed ?? 0,
    decks,
    enforcement: options.enforcement ?? 'strict',
  });
  return { ...state, plugin: { ...state.plugin, options: { era: options.era ?? 'modern' } } };
}

/**
 * Runs setup through `exec` (so each step is recorded): the opening, then automatic placement
 * for every player when `placement` is `auto`. With `agents`, the match waits in the setup phase
 * for each player to place Pokémon and call `end_phase`.
 */
export function runSetup(
  engine: Engine<PokemonState>,
  state: GameState<PokemonState>,
  exec: Executor,
  placement: PlacementMode = 'auto',
): GameState<PokemonState> {
  let s = runOpening(engine, state, exec, placement);
  if (placement === 'auto') for (const p of s.players) s = autoPlace(engine, s, p, exec);
  return s;
}

/**
 * Engine-only setup: the initial state, the actions setup ran, and the state after them.
 * Replaying `actions` on `initial` gives `state`.
 */
export function setupPokemonGame(
  engine: Engine<PokemonState>,
  options: PokemonSetupOptions,
): { initial: GameState<PokemonState>; actions: Action[]; state: GameState<PokemonState> } {
  const initial = initialPokemonGame(engine, options);
  let current = initial;
  const actions: Action[] = [];
  const exec: Executor = (a) => {
    const r = engine.execute(current, a);
    if (r.ok) {
      current = r.state;
      actions.push(a);
    }
    return r;
  };
  const state = runSetup(engine, initial, exec, options.placement);
  return { initial, actions, state };
}
