import type { Action, GameResult, GameState, PlayerId } from '@playmat/engine';
import type { CondensePolicy } from '../condense';
import type { PriceTable } from '../models/price';
import { addUsage, emptyUsage, type Usage } from '../util/tokens';
import type { GameEvent } from './events';
import { createMatchStore, type MatchStore } from './match-store';
import { type ModelIds, runTurn, type TurnModels, type TurnResult } from './run-turn';
import type { AiMode, GamePlugin, TurnPhase } from './types';
import { type AgentRole, addRoleUsage, type RoleUsage } from './usage';

/** One seat of a match. */
export interface PlayerAgent {
  models: TurnModels;
  /** Default: the match's `aiMode`. */
  aiMode?: AiMode;
  label?: string;
  modelIds?: ModelIds;
}

/** Options of {@link playMatch}. */
export interface PlayMatchConfig<P = unknown, V = unknown> {
  plugin: GamePlugin<P, V>;
  /** The match to play; or `initialState` to start a new store. */
  store?: MatchStore<P, V>;
  initialState?: GameState<P>;
  players: Record<PlayerId, PlayerAgent>;
  /**
   * Stop after this many turns, as `turn_limit` (default: the plugin's `maxTurns`, else 100).
   * Every `end_turn` starts a turn.
   */
  maxTurns?: number;
  /** Default `autonomous`. */
  aiMode?: AiMode;
  prices?: PriceTable;
  maxSteps?: number;
  condense?: CondensePolicy | false;
  /** Mark prompt-cache breakpoints in every model request (see `RunAgentOptions.promptCache`). */
  promptCache?: boolean;
  /** Send the state as changes within a run (see `RunTurnConfig.stateAsChanges`); default: with `promptCache`. */
  stateAsChanges?: boolean;
  /** Receives the match's {@link GameEvent}s: turns, phases, tool calls and results, plans, the end. */
  onEvent?: (event: GameEvent) => void;
  abortSignal?: AbortSignal;
  /**
   * A seat whose model calls fail this many phase runs in a row (errors after the SDK's own
   * retries, step timeouts) ends the match as `failed`; nothing is forced in its place. Default 3.
   */
  maxModelFailures?: number;
  /**
   * When a seat's failed run carries its provider's Retry-After (a 429), the phase is tried
   * again only after that wait, if it is at most this long (default 120 000 ms; the AI SDK's
   * own retries honour a minute at most). A longer ask is not waited for here: the failure
   * counts as usual and, if the match ends failed, `MatchSummary.retryAfterMs` says how long
   * to wait before playing it again.
   */
  maxRetryWaitMs?: number;
  /** How long one model step may take (see `RunAgentOptions.stepTimeoutMs`). */
  stepTimeoutMs?: number;
  /** Retries of one model call before it counts as failed (AI SDK `maxRetries`); default the SDK's (2). */
  maxRetries?: number;
  /** Stream each model step (`streamText`) instead of waiting for the whole answer. */
  stream?: boolean;
  /**
   * What to do when a phase run changed nothing (no action taken, no decision answered):
   * `force` (default) pushes the phase forward (end_phase, then end_turn), `stop` ends the match
   * as `stalled`, `warn` only reports a `stall` event and runs the phase again. A run that
   * changed the state made progress, even if the same player is still in the same phase.
   */
  onStall?: StallPolicy;
}

/** See {@link PlayMatchConfig.onStall}. */
export type StallPolicy = 'force' | 'stop' | 'warn';

/** Per-player totals of a match. */
export interface PlayerSummary {
  toolCalls: number;
  /** Tool calls refused (see `TurnResult.rejected`): the illegal-action rate is `rejected / toolCalls`. */
  rejected: number;
  /** Card effects this seat carried out by hand, unchecked by the game (see `GamePlugin.unverifiedEffects`). */
  unverified: number;
  /** Phase runs that changed nothing (forced forward, stopped on or reported, per `onStall`). */
  stalls: number;
  usage: Usage;
  /** US dollars, 0 for models without a known price. */
  cost: number;
  byRole: Partial<Record<AgentRole, RoleUsage>>;
}

/** How a match ended. */
export type MatchEnd =
  | 'game_over'
  | 'turn_limit'
  | 'stalled'
  | 'aborted'
  | 'no_one_to_act'
  /** A seat's model kept failing; the state is the last good one (see `reason`). */
  | 'failed';

/** What {@link playMatch} returns. */
export interface MatchSummary<P = unknown> {
  winner: PlayerId | null;
  result: GameResult | null;
  end: MatchEnd;
  reason: string;
  /** Turns played (the turn number moved this many times, plus the one in progress). */
  turns: number;
  toolCalls: number;
  rejected: number;
  stalls: number;
  perPlayer: Record<PlayerId, PlayerSummary>;
  runs: number;
  finalState: GameState<P>;
  /** A `failed` match whose last failure was a provider asking to wait: how long, in ms. */
  retryAfterMs?: number;
}

/** The plugin's turn limit for a match starting at `state` (100 when it gives none). */
function turnLimit<P, V>(plugin: GamePlugin<P, V>, state: GameState<P>): number {
  return plugin.maxTurns?.(state) ?? 100;
}

/** Where the game stands, for the stall guard: any change means the game moved on. */
function progressKey<P, V>(plugin: GamePlugin<P, V>, state: GameState<P>): string {
  const who = plugin.whoActs(state);
  return JSON.stringify([
    who,
    who === null ? null : plugin.nextPhase(state, who),
    state.turn,
    state.pendingDecision?.id ?? null,
    state.result !== null,
  ]);
}

/** The action that pushes a stuck phase forward. */
function forcedAction(
  state: GameState,
  player: PlayerId,
  phase: TurnPhase,
  attempt: number,
): Action {
  const base = { player, source: 'script' as const };
  const d = state.pendingDecision;
  if (phase === 'decision' && d && d.decider === player && attempt === 0)
    return d.select
      ? { ...base, type: 'resolve_decision', choices: (d.options ?? []).slice(0, d.select.min) }
      : { ...base, type: 'resolve_decision', choice: d.options?.[0] ?? 'no answer' };
  if (phase !== 'main' && attempt === 0) return { ...base, type: 'end_phase' };
  return { ...base, type: 'end_turn' };
}

/**
 * Plays a match between agents until the game ends, the turn limit, an abort, or a stall the
 * guard cannot clear. Whoever `plugin.whoActs` names plays the phase `plugin.nextPhase` gives.
 * A phase that ends without the game moving on is forced forward (main: `end_turn`; a decision:
 * its first option; setup/start of turn: `end_phase`) and counted as a stall.
 */
export async function playMatch<P, V = unknown>(
  config: PlayMatchConfig<P, V>,
): Promise<MatchSummary<P>> {
  const { plugin } = config;
  const store =
    config.store ??
    createMatchStore(
      plugin.engine,
      config.initialState ??
        (() => {
          throw new Error('playMatch needs a store or an initialState.');
        })(),
    );
  const emit = config.onEvent ?? (() => {});
  const maxTurns = config.maxTurns ?? turnLimit(plugin, store.state);
  const startTurn = store.state.turn.number;
  const start = store.state;
  const perPlayer: Record<PlayerId, PlayerSummary> = {};
  for (const p of store.state.players)
    perPlayer[p] = {
      toolCalls: 0,
      rejected: 0,
      unverified: 0,
      stalls: 0,
      usage: emptyUsage(),
      cost: 0,
      byRole: {},
    };
  for (const p of Object.keys(config.players))
    if (!store.state.players.includes(p))
      throw new Error(
        `playMatch: "${p}" is not a player of this game (${store.state.players.join(', ')}).`,
      );

  emit({ type: 'match_start', players: [...store.state.players], turn: startTurn });
  let end: MatchEnd = 'game_over';
  let reason = '';
  let runs = 0;
  let currentTurn = -1;
  let currentPlayer: PlayerId | null = null;
  // Generous cap on phase runs so a plugin that never advances cannot loop forever.
  const maxRuns = maxTurns * 40 + 40;
  const maxFailures = config.maxModelFailures ?? 3;
  const maxRetryWait = config.maxRetryWaitMs ?? 120_000;
  let failedRetryAfterMs: number | undefined;
  const failures: Record<PlayerId, number> = {};
  const onStall = config.onStall ?? 'force';

  while (true) {
    // Scripted and local models never wait on I/O: give an abort (Ctrl-C, a UI's stop button)
    // a chance to land between phase runs.
    if (config.abortSignal) await yieldToEventLoop();
    const state = store.state;
    if (state.result) {
      end = 'game_over';
      reason = state.result.reason;
      break;
    }
    if (config.abortSignal?.aborted) {
      end = 'aborted';
      reason = 'aborted';
      break;
    }
    if (state.turn.number - startTurn >= maxTurns) {
      end = 'turn_limit';
      reason = `turn limit (${maxTurns}) reached`;
      break;
    }
    if (runs >= maxRuns) {
      end = 'stalled';
      reason = `no end after ${runs} phase runs`;
      break;
    }
    const player = plugin.whoActs(state);
    const phase = player === null ? null : plugin.nextPhase(state, player);
    if (player === null || phase === null) {
      end = 'no_one_to_act';
      reason = 'the plugin names no player to act';
      break;
    }
    if (state.turn.number !== currentTurn) {
      if (currentPlayer !== null)
        emit({ type: 'turn_end', player: currentPlayer, turn: currentTurn });
      currentTurn = state.turn.number;
      currentPlayer = state.turn.activePlayer;
      emit({ type: 'turn_start', player: currentPlayer, turn: currentTurn });
    }
    const agent = config.players[player];
    if (!agent) throw new Error(`playMatch: no agent configured for player "${player}".`);

    const before = progressKey(plugin, state);
    runs++;
    const r: TurnResult = await runTurn({
      plugin,
      store,
      player,
      phase,
      aiMode: agent.aiMode ?? config.aiMode ?? 'autonomous',
      models: agent.models,
      ...(agent.modelIds ? { modelIds: agent.modelIds } : {}),
      ...(config.prices ? { prices: config.prices } : {}),
      ...(config.maxSteps !== undefined ? { maxSteps: config.maxSteps } : {}),
      ...(config.condense !== undefined ? { condense: config.condense } : {}),
      ...(config.promptCache ? { promptCache: true } : {}),
      ...(config.stateAsChanges !== undefined ? { stateAsChanges: config.stateAsChanges } : {}),
      ...(config.abortSignal ? { abortSignal: config.abortSignal } : {}),
      ...(config.stepTimeoutMs !== undefined ? { stepTimeoutMs: config.stepTimeoutMs } : {}),
      ...(config.maxRetries !== undefined ? { maxRetries: config.maxRetries } : {}),
      ...(config.stream ? { stream: true } : {}),
      onEvent: emit,
    });
    const sum = perPlayer[player] as PlayerSummary;
    sum.toolCalls += r.toolCalls;
    sum.rejected += r.rejected;
    sum.usage = addUsage(sum.usage, r.usage);
    addRoleUsage(sum.byRole, r.byRole);
    sum.cost = Object.values(sum.byRole).reduce((c, u) => c + (u?.cost ?? 0), 0);

    if (store.state.result || config.abortSignal?.aborted) continue;
    // A failed model call left the state at the run's checkpoint: try the phase again, and end
    // the match as failed when the seat's model keeps failing. Nothing is forced for it.
    if (r.error && r.stopReason === 'error') {
      failures[player] = (failures[player] ?? 0) + 1;
      const wait = r.error.retryAfterMs;
      if (failures[player] >= maxFailures) {
        end = 'failed';
        reason = `${player}'s model failed ${failures[player]} times in a row: ${r.error.message}`;
        failedRetryAfterMs = wait;
        break;
      }
      if (wait !== undefined && wait > 0 && wait <= maxRetryWait) {
        emit({
          type: 'warning',
          player,
          message: `${player}'s provider asked to wait ${Math.ceil(wait / 1000)} s (Retry-After); trying again after it.`,
        });
        await sleep(wait, config.abortSignal);
      }
      continue;
    }
    failures[player] = 0;
    if (store.state !== state || progressKey(plugin, store.state) !== before) continue;

    // The run changed nothing: a stall.
    sum.stalls++;
    if (onStall !== 'force') {
      emit({ type: 'stall', player, phase, forced: 'none', ok: false });
      if (onStall === 'warn') continue;
      end = 'stalled';
      reason = `${player} changed nothing in the ${phase} phase`;
      break;
    }
    let moved = false;
    for (let attempt = 0; attempt < 2 && !moved; attempt++) {
      const forced = forcedAction(store.state as GameState, player, phase, attempt);
      const res = store.execute(forced);
      emit({ type: 'stall', player, phase, forced: forced.type, ok: res.ok });
      moved = progressKey(plugin, store.state) !== before;
    }
    if (!moved) {
      end = 'stalled';
      reason = `${player} could not leave the ${phase} phase`;
      break;
    }
  }
  if (currentPlayer !== null) emit({ type: 'turn_end', player: currentPlayer, turn: currentTurn });

  const final = store.state;
  // The effects carried out by hand in this match: the plugin counts from the game's start.
  if (plugin.unverifiedEffects)
    for (const p of final.players) {
      const sum = perPlayer[p] as PlayerSummary;
      sum.unverified = plugin.unverifiedEffects(final, p) - plugin.unverifiedEffects(start, p);
    }
  const winner = final.result?.winners.length === 1 ? (final.result.winners[0] as PlayerId) : null;
  const summary: MatchSummary<P> = {
    winner,
    result: final.result,
    end,
    reason,
    turns: final.turn.number - startTurn + 1,
    toolCalls: Object.values(perPlayer).reduce((n, p) => n + p.toolCalls, 0),
    rejected: Object.values(perPlayer).reduce((n, p) => n + p.rejected, 0),
    stalls: Object.values(perPlayer).reduce((n, p) => n + p.stalls, 0),
    perPlayer,
    runs,
    finalState: final,
    ...(failedRetryAfterMs === undefined ? {} : { retryAfterMs: failedRetryAfterMs }),
  };
  emit({ type: 'match_end', winner, reason, turns: summary.turns, result: final.result });
  return summary;
}

/** Waits `ms`, or less if `signal` aborts first; works in Node and in browsers. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Lets queued events (signals, timers, UI input) run; works in Node and in browsers. */
function yieldToEventLoop(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (f: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}
