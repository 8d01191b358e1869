import { resolveModel } from '@playmat/agent';
import {
  createMatchStore,
  type GameEvent,
  type GamePlugin,
  runTurn,
  type TurnModels,
  type TurnPhase,
} from '@playmat/agent/game';
import { type Action, type GameState, historyActions } from '@playmat/engine';
import {
  createPokemonBot,
  createPokemonMatch,
  createPokemonPipelineBots,
  createPokemonPlugin,
  deckCardIds,
  initialPokemonGame,
  legalCallsFor,
  type PokemonPlugin,
  type PokemonState,
  PRIZE_ZONES,
  PROMOTION_PROMPT,
  parseDeckList,
  pokemonIn,
  zoneKey,
} from '@playmat/pokemon';
import type { LanguageModel } from 'ai';
import { inPlayerWords, type LogEvent, type NarratedLine, type Narrator, narrate } from '../log';
import type { MatchConfig, ModelChoice, PlayerConfig, ResolvedDeck } from '../setup';
import { formatDeckList } from '../setup';
import type { BoardView, PlayerId, Viewer } from '../view';
import { manualAction, manualEffectOf, manualView } from './manual-effect';
import type {
  ActionChoice,
  ActionOption,
  CreateMatchDriver,
  DecisionView,
  DriverResult,
  ManualEffectView,
  ManualStep,
  MatchDriver,
  MatchStatus,
} from './match-driver';
import { type HumanOption, humanOptions, withChoice } from './pokemon-actions';
import { cardFace, engineViewerOf, matchResultOf, SPECTATOR_ID, toBoardView } from './pokemon-view';

/** Turns a provider model id (`anthropic/…`) and the key typed into the page into a model. */
export type ModelResolver = (id: string, apiKey: string | null) => Promise<LanguageModel>;

/** Options for {@link createPokemonDriver}. */
export interface PokemonDriverOptions {
  /** Default: a plugin over the bundled card sets. */
  plugin?: PokemonPlugin;
  /** Default: `resolveModel` from `@playmat/agent`, given the key (never read from elsewhere). */
  resolveModel?: ModelResolver;
  /** The match is a draw once the engine's turn number passes this (default 200). */
  maxTurns?: number;
  /** Steps of a saved match (from `history()`): replayed from the start, then play goes on. */
  history?: readonly unknown[];
}

/** Tools whose results show a player's own hidden cards (deck searches, peeks, draws). */
const PRIVATE_RESULT_TOOLS = new Set(['draw', 'peek', 'search_zone', 'reveal_hand', 'mulligan']);

const defaultResolver: ModelResolver = (id, apiKey) =>
  // `env: {}`: keys come only from the page, never from a bundled environment.
  resolveModel(id, { env: {}, ...(apiKey ? { apiKey } : {}) });

/** The template ids of a deck chosen on DeckSelect, top of the unshuffled deck first. */
export function deckCardIdsOf(deck: ResolvedDeck, plugin: PokemonPlugin): string[] {
  if (deck.cardIds) return [...deck.cardIds];
  const parsed = parseDeckList(formatDeckList(deck), plugin.registry);
  if (!parsed.ok) {
    const why = parsed.errors.map((e) => e.message).join(' ');
    throw new Error(`Deck "${deck.name}" is not a legal Pokémon deck: ${why}`);
  }
  return deckCardIds(parsed.deck);
}

/**
 * Creates the engine-backed driver: a Pokémon match on `@playmat/engine` with the Pokémon
 * plugin's rules, AI seats played by `runTurn` from `@playmat/agent/game` (offline bots or
 * provider models), human seats through menu options checked by the engine.
 */
export async function createPokemonDriver(
  config: MatchConfig,
  options: PokemonDriverOptions = {},
): Promise<MatchDriver> {
  const plugin = options.plugin ?? createPokemonPlugin();
  const decks = Object.fromEntries(
    config.players.map((p) => [p.id, deckCardIdsOf(p.deck, plugin)]),
  );
  // Each seat places its own Pokémon at setup: a human from their opening hand.
  const match = { decks, seed: config.seed, plugin, era: config.era, placement: 'agents' } as const;
  const store = options.history
    ? replayMatch(plugin, initialPokemonGame(plugin.engine, match), options.history)
    : createPokemonMatch(match);
  const resolver = options.resolveModel ?? defaultResolver;
  const seats = new Map<PlayerId, Seat>();
  for (const p of config.players) seats.set(p.id, await seatOf(p, store, resolver, plugin));
  return new PokemonDriver(config, plugin, store, seats, options.maxTurns ?? 200);
}

/** {@link createPokemonDriver} with the default options, as a {@link CreateMatchDriver}. */
export const createPokemonMatchDriver: CreateMatchDriver = (config, history) =>
  createPokemonDriver(config, history ? { history } : {});

/** A store that replays a saved match's steps; a step the rules refuse means the save is not this match's. */
function replayMatch(
  plugin: PokemonPlugin,
  initial: GameState<PokemonState>,
  steps: readonly unknown[],
): Store {
  const store = createMatchStore(plugin.engine, initial);
  for (const [i, step] of steps.entries()) {
    const r = store.execute(step as Action);
    if (!r.ok)
      throw new Error(
        `The saved match does not replay: step ${i + 1} of ${steps.length} was refused (${r.error.message}).`,
      );
  }
  return store;
}

type Store = ReturnType<typeof createPokemonMatch>;

type Seat =
  | { kind: 'human'; config: PlayerConfig }
  | { kind: 'ai'; config: PlayerConfig; aiMode: 'autonomous' | 'pipeline'; models: TurnModels };

async function seatOf(
  p: PlayerConfig,
  store: Store,
  resolve: ModelResolver,
  plugin: PokemonPlugin,
): Promise<Seat> {
  const c = p.controller;
  if (c.kind === 'human') return { kind: 'human', config: p };
  // A bot seat reads the game's legal calls, so it never tries what the rules refuse.
  const bot = {
    player: p.id,
    store,
    registry: plugin.registry,
    getLegalCalls: legalCallsFor(plugin, store, p.id),
  };
  const model = (m: ModelChoice, role: 'autonomous' | 'planner' | 'executor') =>
    m.kind === 'bot'
      ? Promise.resolve(createPokemonBot({ role, ...bot }) as LanguageModel)
      : resolve(m.id, m.apiKey);
  if (c.mode === 'autonomous') {
    return {
      kind: 'ai',
      config: p,
      aiMode: 'autonomous',
      models: { default: await model(c.model, 'autonomous') },
    };
  }
  // Two bots of one seat share a brain, so the executor knows what the planner meant.
  if (c.model.kind === 'bot' && c.planner.kind === 'bot') {
    const bots = createPokemonPipelineBots(bot);
    const executor = bots.executor as LanguageModel;
    return {
      kind: 'ai',
      config: p,
      aiMode: 'pipeline',
      models: { default: executor, executor, planner: bots.planner as LanguageModel },
    };
  }
  const executor = await model(c.model, 'executor');
  const planner = await model(c.planner, 'planner');
  return {
    kind: 'ai',
    config: p,
    aiMode: 'pipeline',
    models: { default: executor, executor, planner },
  };
}

/** Where the game stands; any change means a phase run moved it on. */
function progressKey(plugin: GamePlugin<PokemonState>, state: GameState<PokemonState>): string {
  const who = plugin.whoActs(state);
  return JSON.stringify([
    who,
    who === null ? null : plugin.nextPhase(state, who),
    state.turn,
    state.pendingDecision?.id ?? null,
    state.result !== null,
  ]);
}

const PHASE_WORDS: Record<string, string> = {
  main: 'turn',
  decision: 'choice',
  startOfTurn: 'draw',
  setup: 'setup',
};
const STALL_WORDS: Record<string, string> = {
  resolve_decision: 'chose the first option',
  end_turn: 'ended the turn',
  end_phase: 'moved on',
};

/** A narrated line as a log event. */
function actionEvent(line: NarratedLine, action: Action): LogEvent {
  return {
    kind: 'action',
    player: line.player ?? action.player,
    text: line.text,
    source: action.source,
    ...(line.tone ? { tone: line.tone } : {}),
  };
}

/** `Player 1 (you)` → `Player 1`: the log names each player the same way. */
function shortName(label: string): string {
  return label.replace(/ \(.*\)$/, '');
}

/** Makes engine zone keys in log lines readable: `p1:bench_2` → `p1's bench 2`. */
export function readableLogLine(message: string): string {
  return message
    .replace(/\b(\w+):bench_(\d)\b/g, "$1's bench $2")
    .replace(/\b(\w+):prizes_(\d)\b/g, "$1's prize $2")
    .replace(
      /\b(\w+):(active|hand|deck|discard|lost_zone)\b/g,
      (_m, p: string, z: string) => `${p}'s ${z.replace('_', ' ')}`,
    );
}

function formatInput(input: unknown): string {
  if (input === null || typeof input !== 'object') return input === undefined ? '' : String(input);
  return Object.entries(input as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ');
}

/**
 * How an option of a decision reads on screen. Options name cards (`#12 Pawmi`), Pokémon in play
 * (`p2:bench_1 Fuecoco (70/70 HP)`, or a bare zone key for a promotion) or plain words. Spots
 * are said as on the board (`Active`, `Bench 2`); the decider's opponent's Pokémon are the
 * opponent's.
 */
export function optionLabel(
  option: string,
  decider: PlayerId,
  nameIn: (zone: string) => string | undefined,
): string {
  const card = /^#\d+ (.+)$/.exec(option);
  if (card) return card[1]!;
  const zone = /^(\w+):(active|bench_(\d))(?: (.+))?$/.exec(option);
  if (zone) {
    const [, owner, , bench, rest] = zone;
    const spot = bench ? `Bench ${bench}` : 'Active';
    const whose = owner === decider ? '' : "Opponent's ";
    const hp = rest ? /^(.*) \((\d+\/\d+ HP)\)$/.exec(rest) : null;
    const name = hp ? hp[1] : (rest ?? nameIn(`${owner}:${zone[2]}`) ?? 'empty');
    return `${whose}${name} (${spot}${hp ? `, ${hp[2]}` : ''})`;
  }
  const draw = /^draw (\d+)$/.exec(option);
  if (draw) {
    const n = Number(draw[1]);
    return n === 0 ? 'Draw no extra card' : `Draw ${n} extra card${n === 1 ? '' : 's'}`;
  }
  return readableLogLine(option);
}

/**
 * A promotion's question in a player's words: when a Knock Out is why (the rules keep the
 * player to promote, and the Knock Out lines), it names the Pokémon Knocked Out.
 */
export function promotionPrompt(state: GameState<PokemonState>): string {
  const decider = state.pendingDecision?.decider;
  const { knockouts, promotions } = state.plugin;
  if (decider === undefined || promotions[0] !== decider) return PROMOTION_PROMPT;
  for (const line of [...knockouts].reverse()) {
    const ko = /^(\w+)'s (.+) was Knocked Out;/.exec(line);
    if (ko?.[1] === decider)
      return `Your ${ko[2]} was Knocked Out. Choose a Benched Pokémon to become your new Active Pokémon.`;
  }
  return PROMOTION_PROMPT;
}

class PokemonDriver implements MatchDriver {
  readonly players: readonly PlayerId[];
  private readonly listeners = new Set<(e: LogEvent) => void>();
  private readonly pending: LogEvent[] = [];
  private readonly humans: ReadonlySet<PlayerId>;
  private readonly labels: Record<PlayerId, string>;
  private readonly unsubscribeStore: () => void;
  private lastSeq: number;
  private lastTurn = -1;
  private resultSent = false;
  /** The state before the last executed action, for the log's words. */
  private prev: GameState<PokemonState>;
  /** Prize cards each player took, in order: shown to the one who took them. */
  private readonly prizes: Record<PlayerId, { id: string; templateId: string }[]> = {};
  private readonly narrator: Narrator;
  /** While an AI tool call runs, the lines it causes wait so the call is logged first. */
  private toolLines: LogEvent[] | null = null;
  private readonly toolInputs = new Map<PlayerId, unknown[]>();
  private planRevision = new Map<PlayerId, number>();
  private optionsCache: {
    state: GameState<PokemonState>;
    player: PlayerId;
    list: HumanOption[];
  } | null = null;
  /** The MANUAL effect (by id) whose player has searched their deck, until it is shuffled. */
  private searching: number | null = null;

  constructor(
    config: MatchConfig,
    private readonly plugin: PokemonPlugin,
    private readonly store: Store,
    private readonly seats: ReadonlyMap<PlayerId, Seat>,
    private readonly maxTurns: number,
  ) {
    this.players = config.players.map((p) => p.id);
    this.humans = new Set(
      config.players.filter((p) => p.controller.kind === 'human').map((p) => p.id),
    );
    this.labels = Object.fromEntries(config.players.map((p) => [p.id, p.label]));
    const names = Object.fromEntries(config.players.map((p) => [p.id, shortName(p.label)]));
    this.narrator = { name: (p) => names[p] ?? p, cards: store.engine.definition.cards };
    this.lastSeq = -1;
    this.prev = store.history.initial;
    // The log starts from the match's first step: replay the setup that already ran.
    this.replayLog();
    this.unsubscribeStore = store.subscribe((e) => {
      if (e.type === 'executed') this.syncLog(e.action, e.result.data);
      else if (e.type === 'restored') {
        this.lastSeq = this.store.state.log.at(-1)?.seq ?? -1;
        this.prev = this.store.state;
      }
    });
    this.settle();
    this.syncTurn();
  }

  // --- MatchDriver ---------------------------------------------------------------------

  status(): MatchStatus {
    const s = this.store.state;
    const result = this.result();
    if (result) return { kind: 'finished', result };
    const who = this.plugin.whoActs(s) as PlayerId;
    const d = s.pendingDecision;
    if (d && d.decider === who) {
      return {
        kind: 'decision',
        player: who,
        actor: this.actorOf(who),
        decision: this.decisionView(),
      };
    }
    return { kind: 'turn', player: who, actor: this.actorOf(who) };
  }

  view(viewer: Viewer): BoardView {
    if (viewer.kind === 'player' && !this.players.includes(viewer.player)) {
      throw new Error(
        `No seat "${viewer.player}" at this table; seats are: ${this.players.join(', ')}.`,
      );
    }
    const v = this.store.engine.view(this.store.state, engineViewerOf(viewer));
    const board = toBoardView(v, viewer, this.plugin.registry, this.labels, this.prizes);
    const stopped = this.result();
    return stopped && !board.result ? { ...board, phase: 'finished', result: stopped } : board;
  }

  async step(signal?: AbortSignal): Promise<DriverResult> {
    const status = this.status();
    if (status.kind === 'finished') return { ok: false, error: 'The match is over.' };
    if (status.actor !== 'ai') {
      return {
        ok: false,
        error: `It is ${this.narrator.name(status.player)}'s move and they are human; wait for their input.`,
      };
    }
    const player = status.player;
    const seat = this.seats.get(player) as Seat & { kind: 'ai' };
    const phase = this.plugin.nextPhase(this.store.state, player) as TurnPhase;
    const before = progressKey(this.plugin, this.store.state);
    const r = await runTurn({
      plugin: this.plugin,
      store: this.store,
      player,
      phase,
      aiMode: seat.aiMode,
      models: seat.models,
      // Cache breakpoints: provider models bill the repeated prefix at their cache rate.
      promptCache: true,
      ...(signal ? { abortSignal: signal } : {}),
      onEvent: (e) => this.onGameEvent(e),
    });
    this.flushToolLines();
    if (signal?.aborted) return { ok: false, error: 'The match was closed.' };
    if (r.error && progressKey(this.plugin, this.store.state) === before) {
      const error = `${this.narrator.name(player)}'s AI failed: ${r.error.message}`;
      this.emit({ kind: 'error', player, text: error });
      this.syncTurn();
      return { ok: false, error };
    }
    if (!this.store.state.result && progressKey(this.plugin, this.store.state) === before) {
      this.forceForward(player, phase);
    }
    this.settle();
    this.syncTurn();
    return { ok: true };
  }

  actions(player: PlayerId): readonly ActionOption[] {
    return this.humanOptions(player).map((o) => o.option);
  }

  async perform(player: PlayerId, actionId: string, choice?: ActionChoice): Promise<DriverResult> {
    const status = this.status();
    if (status.kind === 'finished') return { ok: false, error: 'The match is over.' };
    if (status.kind !== 'turn' || status.player !== player || status.actor !== 'human') {
      return { ok: false, error: `It is not ${this.narrator.name(player)}'s turn to act.` };
    }
    const manual = manualEffectOf(this.store.state, player);
    if (manual)
      return { ok: false, error: `Finish ${manual.name} first: do what it says, then press Done.` };
    const chosen = this.humanOptions(player).find((o) => o.option.id === actionId);
    if (!chosen) {
      return {
        ok: false,
        error: `No action "${actionId}" is available now; pick one from the card's menu.`,
      };
    }
    if (!chosen.option.enabled) return { ok: false, error: chosen.option.reason };
    const r = this.store.execute(withChoice(chosen, choice));
    if (!r.ok) return { ok: false, error: r.error.message };
    this.settle();
    this.syncTurn();
    return { ok: true };
  }

  manual(player: PlayerId): ManualEffectView | null {
    const e = this.openManual(player);
    if (!e) return null;
    return manualView(this.plugin.registry, this.store.state, e, this.searching === e.id);
  }

  async manualStep(player: PlayerId, step: ManualStep): Promise<DriverResult> {
    if (this.status().kind === 'finished') return { ok: false, error: 'The match is over.' };
    const e = this.openManual(player);
    if (!e)
      return {
        ok: false,
        error: `${this.narrator.name(player)} has no card to carry out by hand now.`,
      };
    if (step.kind === 'done') {
      const r = this.store.execute({
        type: 'declare_action',
        player,
        source: 'ui',
        kind: 'finish_effect',
      });
      if (!r.ok) return { ok: false, error: r.error.message };
      this.searching = null;
      this.settle();
      this.syncTurn();
      return { ok: true };
    }
    const searching = this.searching === e.id;
    const built = manualAction(this.plugin.registry, this.store.state, e, step, searching);
    if (!built.ok) return built;
    const r = this.store.execute(built.action);
    if (!r.ok) return { ok: false, error: r.error.message };
    if (step.kind === 'search') this.searching = e.id;
    if (step.kind === 'shuffle') this.searching = null;
    this.settle();
    this.syncTurn();
    return { ok: true };
  }

  async answer(
    player: PlayerId,
    decisionId: string,
    optionIds: readonly string[],
  ): Promise<DriverResult> {
    const status = this.status();
    if (
      status.kind !== 'decision' ||
      status.player !== player ||
      status.decision.id !== decisionId
    ) {
      return {
        ok: false,
        error: `There is no pending decision "${decisionId}" for ${this.narrator.name(player)}.`,
      };
    }
    const d = status.decision;
    const chosen: { id: string; label: string }[] = [];
    for (const id of optionIds) {
      const o = d.options.find((x) => x.id === id);
      if (!o)
        return {
          ok: false,
          error: `"${id}" is not one of: ${d.options.map((x) => x.label).join(', ')}.`,
        };
      if (chosen.includes(o)) return { ok: false, error: `"${o.label}" is chosen twice.` };
      chosen.push(o);
    }
    if (chosen.length < d.min || chosen.length > d.max) {
      const want = d.min === d.max ? `exactly ${d.min}` : `${d.min} to ${d.max}`;
      return { ok: false, error: `Choose ${want} option(s); got ${chosen.length}.` };
    }
    const pending = this.store.state.pendingDecision;
    const select = pending?.select;
    // A private answer (cards of their own deck) is logged for the one who chose only; the
    // public lines of what it set off follow it.
    const names = chosen.map((o) => o.label).join(', ') || 'nothing';
    const source = d.prompt.includes(':') ? `${d.prompt.slice(0, d.prompt.indexOf(':'))}: ` : '';
    this.toolLines = [];
    const r = this.store.execute({
      type: 'resolve_decision',
      player,
      source: 'ui',
      ...(select ? { choices: chosen.map((o) => o.id) } : { choice: chosen[0]!.id }),
    });
    const lines = this.toolLines;
    this.toolLines = null;
    if (!r.ok) return { ok: false, error: r.error.message };
    if (pending?.private)
      this.emit({
        kind: 'decision',
        player,
        text: `${source}${this.narrator.name(player)} chose ${names}.`,
      });
    for (const l of lines) this.emit(l);
    this.settle();
    this.syncTurn();
    return { ok: true };
  }

  history(): readonly unknown[] {
    return historyActions(this.store.history);
  }

  onEvent(listener: (event: LogEvent) => void): () => void {
    this.listeners.add(listener);
    for (const e of this.pending.splice(0)) listener(e);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.unsubscribeStore();
    this.listeners.clear();
  }

  // --- internals -----------------------------------------------------------------------

  private actorOf(player: PlayerId): 'ai' | 'human' {
    return this.humans.has(player) ? 'human' : 'ai';
  }

  private result() {
    const r = matchResultOf(this.store.state);
    if (r) return { ...r, reason: inPlayerWords(r.reason, this.narrator, this.players) };
    if (this.store.state.turn.number > this.maxTurns) {
      return { winner: null, reason: `turn limit (${this.maxTurns}) reached` };
    }
    if (this.plugin.whoActs(this.store.state) === null) {
      return { winner: null, reason: 'no player can act' };
    }
    return null;
  }

  /** The MANUAL card `player` carries out now, when it is their (human) move. */
  private openManual(player: PlayerId) {
    const st = this.status();
    if (st.kind !== 'turn' || st.player !== player || st.actor !== 'human') return undefined;
    return manualEffectOf(this.store.state, player);
  }

  private humanOptions(player: PlayerId): HumanOption[] {
    const s = this.store.state;
    const st = this.status();
    if (st.kind !== 'turn' || st.player !== player || st.actor !== 'human') return [];
    if (this.optionsCache?.state !== s || this.optionsCache.player !== player) {
      this.optionsCache = {
        state: s,
        player,
        list: humanOptions(this.store.engine, this.plugin.registry, s, player),
      };
    }
    return this.optionsCache.list;
  }

  private decisionView(): DecisionView {
    const s = this.store.state;
    const d = s.pendingDecision!;
    const cards = this.store.engine.definition.cards;
    const nameIn = (zone: string) => pokemonIn(cards, s, zone)?.card.name;
    const face = (id: string) =>
      cardFace({ id, templateId: s.cards[id]?.templateId ?? '', name: '' }, this.plugin.registry);
    // What the decider may see: their own view of the choice being carried out.
    const mine = this.store.engine.view(s, d.decider).plugin as PokemonState | undefined;
    const waiting = mine?.effects.at(-1)?.waiting;
    const looked = waiting?.kind === 'choice' ? (waiting.lookedAt ?? []) : [];
    return {
      id: String(d.id),
      player: d.decider,
      prompt: d.prompt === PROMOTION_PROMPT ? promotionPrompt(s) : d.prompt,
      options: (d.options ?? []).map((o) => {
        const card = /^#(\d+) /.exec(o);
        const zone = /^(\w+:(?:active|bench_\d))\b/.exec(o);
        return {
          id: o,
          label: optionLabel(o, d.decider, nameIn),
          ...(card ? { card: face(card[1]!) } : {}),
          ...(zone ? { zone: zone[1]! } : {}),
        };
      }),
      ...(looked.length > 0 ? { looked: looked.map(face) } : {}),
      min: d.select?.min ?? 1,
      max: d.select?.max ?? 1,
    };
  }

  /** Does a human seat's automatic work: the start-of-turn draw (setup is theirs to do). */
  private settle(): void {
    for (let guard = 0; guard < 8; guard++) {
      const s = this.store.state;
      if (this.result()) return;
      const who = this.plugin.whoActs(s);
      if (who === null || !this.humans.has(who)) return;
      if (this.plugin.nextPhase(s, who) !== 'startOfTurn') return;
      this.plugin.autoPhase?.(this.store, who, 'startOfTurn');
      if (this.store.state === s) return;
    }
  }

  /** The stall guard of `playMatch`: a phase that did not move the game is pushed forward. */
  private forceForward(player: PlayerId, phase: TurnPhase): void {
    const before = progressKey(this.plugin, this.store.state);
    // An AI's run ends with its attack; when the attack is a MANUAL card the bot cannot carry
    // out, it is finished as it stands, so the game's closing steps (Knock Outs, the end of the
    // turn) still run.
    const open = manualEffectOf(this.store.state, player);
    if (open) {
      this.emit({
        kind: 'action',
        player,
        text: `${this.narrator.name(player)} leaves ${open.name} as it is (the game does not carry that card out yet).`,
        source: 'ai',
      });
      const r = this.store.execute({
        type: 'declare_action',
        player,
        source: 'script',
        kind: 'finish_effect',
      });
      if (r.ok && progressKey(this.plugin, this.store.state) !== before) return;
    }
    const d = this.store.state.pendingDecision;
    const tries: Action[] =
      phase === 'decision' && d?.decider === player
        ? [
            d.select
              ? {
                  type: 'resolve_decision',
                  player,
                  source: 'script',
                  choices: (d.options ?? []).slice(0, d.select.min),
                }
              : {
                  type: 'resolve_decision',
                  player,
                  source: 'script',
                  choice: d.options?.[0] ?? '',
                },
          ]
        : phase === 'main'
          ? [{ type: 'end_turn', player, source: 'script' }]
          : [
              { type: 'end_phase', player, source: 'script' },
              { type: 'end_turn', player, source: 'script' },
            ];
    for (const a of tries) {
      const r = this.store.execute(a);
      this.emit({
        kind: 'error',
        player,
        text: `${this.narrator.name(player)}'s AI did nothing in its ${PHASE_WORDS[phase] ?? phase}; the game ${STALL_WORDS[a.type] ?? a.type} for it${r.ok ? '' : ' (refused)'}.`,
      });
      if (progressKey(this.plugin, this.store.state) !== before) return;
    }
  }

  private onGameEvent(e: GameEvent): void {
    const hideFromHuman = (p: PlayerId) => this.humans.size > 0 && !this.humans.has(p);
    switch (e.type) {
      case 'tool_call': {
        const q = this.toolInputs.get(e.player) ?? [];
        q.push(e.input);
        this.toolInputs.set(e.player, q);
        this.toolLines ??= [];
        return;
      }
      case 'tool_result': {
        const input = this.toolInputs.get(e.player)?.shift();
        const hidden = hideFromHuman(e.player);
        const privateResult = PRIVATE_RESULT_TOOLS.has(e.tool);
        // The opponent of a human learns what a call did from the public log lines that follow.
        const summary = hidden
          ? 'done'
          : privateResult
            ? `(result seen only by ${this.narrator.name(e.player)})`
            : e.summary;
        const lines = this.toolLines ?? [];
        this.toolLines = null;
        this.emit({
          kind: 'tool-call',
          player: e.player,
          tool: e.tool,
          input: hidden ? '…' : formatInput(input),
          outcome: e.ok
            ? { ok: true, summary }
            : { ok: false, error: hidden ? 'rejected' : e.summary },
        });
        for (const l of lines) this.emit(l);
        return;
      }
      case 'plan': {
        const revision = this.planRevision.get(e.player) ?? 0;
        this.planRevision.set(e.player, revision + 1);
        const plan = hideFromHuman(e.player)
          ? `(${e.player}'s plan is hidden from you: it names cards in their hand)`
          : e.text;
        this.emit({ kind: 'plan', player: e.player, plan, revision });
        return;
      }
      case 'replan':
        this.emit({
          kind: 'replan',
          player: e.player,
          reason: hideFromHuman(e.player) ? '(hidden)' : e.reason,
        });
        return;
      case 'rewind':
        this.emit({
          kind: 'action',
          player: e.player,
          text: `${this.narrator.name(e.player)}'s AI takes its turn back and tries again.`,
          source: 'ai',
        });
        return;
      case 'phase_start':
        if (e.phase === 'main') this.planRevision.set(e.player, 0);
        return;
      case 'warning':
        this.emit({ kind: 'error', ...(e.player ? { player: e.player } : {}), text: e.message });
        return;
      default:
        return;
    }
  }

  /** Emits the public log lines the last executed action wrote, in the players' words. */
  private syncLog(action: Action, data?: unknown): void {
    const after = this.store.state;
    const before = this.prev;
    this.prev = after;
    const lines = this.shownLog(after).filter((l) => l.seq > this.lastSeq);
    if (lines.length > 0) this.lastSeq = lines.at(-1)!.seq;
    this.notePrizes(before, after);
    const narrated = narrate({ action, before, after, lines, data }, this.narrator);
    if (action.type === 'declare_action' && action.kind === 'finish_effect') {
      const e = before.plugin.effects.at(-1);
      if (e)
        narrated.push({
          player: action.player,
          text: `${this.narrator.name(action.player)} finished ${e.name}.`,
        });
    }
    for (const line of narrated) {
      this.emitInOrder(actionEvent(line, action));
    }
    this.syncTurn();
  }

  /** Emits now, or after the AI tool call under way (whose line comes first). */
  private emitInOrder(event: LogEvent): void {
    if (this.toolLines) this.toolLines.push(event);
    else this.emit(event);
  }

  /**
   * The log as the match's one human reads it (else as a spectator): a card revealed to one
   * player alone is named in the log to that player only (the engine's per-reader log).
   */
  private shownLog(state: GameState<PokemonState>): GameState<PokemonState>['log'] {
    const reader = this.humans.size === 1 ? [...this.humans][0]! : SPECTATOR_ID;
    return this.store.engine.view(state, reader).log;
  }

  /** Narrates the steps already in the store's history (the setup, or a restored match). */
  private replayLog(): void {
    const engine = this.store.engine;
    let state = this.store.history.initial;
    let seq = -1;
    for (const action of historyActions(this.store.history)) {
      const r = engine.execute(state, action);
      if (!r.ok) break;
      const lines = this.shownLog(r.state).filter((l) => l.seq > seq);
      if (lines.length > 0) seq = lines.at(-1)!.seq;
      for (const line of narrate(
        { action, before: state, after: r.state, lines, data: r.data },
        this.narrator,
      ))
        this.emit(actionEvent(line, action));
      this.notePrizes(state, r.state);
      state = r.state;
      if (r.state.plugin.stage === 'play') this.syncTurnOf(r.state);
    }
    this.lastSeq = this.store.state.log.at(-1)?.seq ?? -1;
    this.prev = this.store.state;
  }

  /** Remembers the Prize cards taken between two states (they leave a Prize zone for a hand). */
  private notePrizes(before: GameState<PokemonState>, after: GameState<PokemonState>): void {
    if (before.plugin.stage === 'setup') return;
    for (const p of after.players)
      for (const z of PRIZE_ZONES) {
        const key = zoneKey(p, z);
        const was = before.zones[key]?.cards ?? [];
        const now = after.zones[key]?.cards ?? [];
        if (was === now) continue;
        for (const id of was)
          if (!now.includes(id) && after.zones[zoneKey(p, 'hand')]?.cards.includes(id)) {
            this.prizes[p] ??= [];
            this.prizes[p].push({ id, templateId: after.cards[id]?.templateId ?? '' });
          }
      }
  }

  /** A turn marker, numbered from 1 for the first player's first turn, whoever goes first. */
  private syncTurnOf(s: GameState<PokemonState>): void {
    const turn = s.plugin.gameTurn;
    if (s.plugin.stage !== 'play' || turn === this.lastTurn || s.result) return;
    this.lastTurn = turn;
    this.emitInOrder({ kind: 'turn', turn, player: s.turn.activePlayer });
  }

  private flushToolLines(): void {
    const lines = this.toolLines ?? [];
    this.toolLines = null;
    for (const l of lines) this.emit(l);
  }

  /** Emits a turn marker when the turn changed, and the result once. */
  private syncTurn(): void {
    this.syncTurnOf(this.store.state);
    const result = this.result();
    if (result && !this.resultSent) {
      this.resultSent = true;
      this.emitInOrder({ kind: 'result', result });
    }
  }

  private emit(e: LogEvent): void {
    if (this.listeners.size === 0) {
      this.pending.push(e);
      return;
    }
    for (const l of this.listeners) l(e);
  }
}
