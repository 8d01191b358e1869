import { type PlayerAgent, playMatch } from '@playmat/agent/game';
import type { GameState, GameView, PlayerId } from '@playmat/engine';
import {
  createPokemonBot,
  createPokemonMatch,
  createPokemonPipelineBots,
  createPokemonPlugin,
  legalCallsFor,
  type PokemonPlugin,
} from '@playmat/pokemon';
import type { LanguageModel } from 'ai';
import type { MatchOptions } from '../cli/args';
import type { TranscriptSink } from '../transcript/writer';
import { createActionRecorder } from './action-recorder';
import type { LoadedDeck } from './decks';
import { type ResolvedSpec, resolveSpec } from './players';
import { stateHash } from './state-hash';
import type { MatchEvent, MatchResult, PlayerFigures, Seat } from './types';

/** Seats in play order. */
export const PLAYERS = ['p1', 'p2'] as const;

/** A viewer id that is no player: its view holds public information only. */
export const SPECTATOR = 'spectator';

/** Everything resolved before a match starts; resolving is where usage errors surface. */
export interface PreparedMatch {
  readonly options: MatchOptions;
  readonly decks: Readonly<Record<PlayerId, LoadedDeck>>;
  readonly specs: Readonly<Record<PlayerId, { main: ResolvedSpec; planner?: ResolvedSpec }>>;
  readonly seats: readonly Seat[];
}

/** Resolves the models of both seats (decks are loaded by the caller). */
export async function prepareMatch(
  options: MatchOptions,
  decks: Readonly<Record<PlayerId, LoadedDeck>>,
  env: Record<string, string | undefined> = process.env,
): Promise<PreparedMatch> {
  const specs: Record<PlayerId, { main: ResolvedSpec; planner?: ResolvedSpec }> = {};
  const seats: Seat[] = [];
  const planner =
    options.mode === 'pipeline' && options.planner
      ? await resolveSpec(options.planner, 'planner', env)
      : undefined;
  for (const id of PLAYERS) {
    const main = await resolveSpec(options[id], id, env);
    specs[id] = planner ? { main, planner } : { main };
    seats.push({
      id,
      model: main.id,
      deck: decks[id]!.label,
      ...(options.mode === 'pipeline' ? { planner: (planner ?? main).id } : {}),
    });
  }
  return { options, decks, specs, seats };
}

/** Builds the starting position: deterministic for the same decks, seed and rules. */
export function createStartingStore(
  decks: Readonly<Record<PlayerId, LoadedDeck>>,
  seed: number,
  rules: MatchOptions['rules'],
  plugin: PokemonPlugin = createPokemonPlugin(),
  era: MatchOptions['era'] = 'modern',
) {
  return createPokemonMatch({
    decks: { p1: decks.p1!.deck, p2: decks.p2!.deck },
    seed,
    enforcement: rules,
    era,
    plugin,
  });
}

/** Hooks of {@link runMatch}. */
export interface RunMatchHooks {
  readonly transcript: TranscriptSink;
  /** Each event with a function that gives a public view of the state at that moment. */
  readonly onEvent?: (event: MatchEvent, view: () => GameView) => void;
  readonly abortSignal?: AbortSignal;
}

/**
 * Plays one match and records it: header, every action and event as it happens, and the
 * result (also after an abort). Returns the result.
 */
export async function runMatch(
  prepared: PreparedMatch,
  hooks: RunMatchHooks,
): Promise<MatchResult> {
  const { options, decks } = prepared;
  const started = Date.now();
  const plugin = createPokemonPlugin();
  const store = createStartingStore(decks, options.seed, options.rules, plugin, options.era);
  const start = store.history.length;
  const sink = hooks.transcript;
  sink.write({
    kind: 'header',
    version: 1,
    seed: options.seed,
    rules: options.rules,
    era: options.era,
    mode: options.mode,
    maxTurns: options.maxTurns,
    seats: prepared.seats,
    decks: Object.fromEntries(
      PLAYERS.map((id) => [id, { label: decks[id]!.label, list: decks[id]!.list }]),
    ),
    initialHash: stateHash(store.state),
    startedAt: new Date(started).toISOString(),
  });
  const recorder = createActionRecorder(() => store.history as never, start, sink);
  const spectate = (state: GameState<unknown>) => () =>
    store.engine.view(state as never, SPECTATOR);

  // A bot seat reads the game's legal calls, so it never tries what the rules refuse.
  const bot = (player: PlayerId) => ({
    player,
    store,
    getLegalCalls: legalCallsFor(plugin, store, player),
  });
  const players: Record<PlayerId, PlayerAgent> = {};
  for (const id of PLAYERS) {
    const spec = prepared.specs[id]!;
    const planner = spec.planner ?? spec.main;
    const label = `${id} ${spec.main.id}`;
    if (options.mode === 'autonomous') {
      const model =
        spec.main.kind === 'bot'
          ? (createPokemonBot({ role: 'autonomous', ...bot(id) }) as LanguageModel)
          : spec.main.model;
      players[id] = {
        aiMode: 'autonomous',
        label,
        models: { default: model },
        modelIds: { default: spec.main.id },
      };
      continue;
    }
    // Two bots of one player share a brain, so the executor knows what the planner meant.
    const bots =
      spec.main.kind === 'bot' && planner.kind === 'bot'
        ? createPokemonPipelineBots(bot(id))
        : undefined;
    const executor =
      spec.main.kind === 'model'
        ? spec.main.model
        : ((bots?.executor ?? createPokemonBot({ role: 'executor', ...bot(id) })) as LanguageModel);
    const plannerModel =
      planner.kind === 'model'
        ? planner.model
        : ((bots?.planner ?? createPokemonBot({ role: 'planner', ...bot(id) })) as LanguageModel);
    players[id] = {
      aiMode: 'pipeline',
      label,
      models: { default: executor, planner: plannerModel, executor },
      modelIds: { default: spec.main.id, planner: planner.id, executor: spec.main.id },
    };
  }

  // Turns played: a turn counts once it starts. (The runtime's own count also counts the
  // turn that the turn limit stops before it is played.)
  let turnsPlayed = 0;
  const onEvent = (raw: unknown) => {
    const event = toJson(raw) as MatchEvent;
    if (event.type === 'turn_start') turnsPlayed++;
    const at = recorder.flush();
    sink.write({ kind: 'event', at, event });
    hooks.onEvent?.(event, spectate(store.state as GameState<unknown>));
  };

  let summary: Awaited<ReturnType<typeof playMatch>> | undefined;
  let failure: unknown;
  try {
    summary = await playMatch({
      plugin,
      store,
      players,
      maxTurns: options.maxTurns,
      aiMode: options.mode,
      // Breakpoints cost nothing with bots and cut the input bill of real models several-fold.
      promptCache: true,
      onEvent,
      ...(hooks.abortSignal ? { abortSignal: hooks.abortSignal } : {}),
    });
  } catch (error) {
    failure = error;
  }
  const at = recorder.flush();
  const aborted = hooks.abortSignal?.aborted === true;
  if (aborted) sink.write({ kind: 'aborted', at, reason: 'interrupted (Ctrl-C)' });
  const result: MatchResult = {
    winner: summary?.winner ?? null,
    end: aborted ? 'aborted' : failure ? 'failed' : (summary?.end ?? 'unknown'),
    reason: aborted
      ? 'interrupted (Ctrl-C)'
      : failure
        ? `the match failed: ${failure instanceof Error ? failure.message : String(failure)}`
        : (summary?.reason ?? 'unknown'),
    turns: turnsPlayed,
    toolCalls: summary?.toolCalls ?? 0,
    rejected: summary?.rejected ?? 0,
    stalls: summary?.stalls ?? 0,
    perPlayer: figures(summary?.perPlayer),
    stateHash: stateHash(store.state),
    aborted,
    durationMs: Date.now() - started,
  };
  sink.write({ kind: 'result', at, result });
  if (failure && !aborted) throw failure;
  return result;
}

/** Per-player figures, JSON-safe, with the roles the offline bot played marked as estimated. */
function figures(perPlayer: unknown): Record<PlayerId, PlayerFigures> {
  const all = (toJson(perPlayer ?? {}) ?? {}) as Record<PlayerId, PlayerFigures>;
  return Object.fromEntries(
    Object.entries(all).map(([id, p]) => {
      const byRole = Object.fromEntries(
        Object.entries(p.byRole).map(([role, r]) => [
          role,
          { ...r, tokensEstimated: r.modelIds?.includes('bot') ?? false },
        ]),
      );
      const tokensEstimated = Object.values(byRole).some((r) => r.tokensEstimated);
      return [id, { ...p, tokensEstimated, byRole }];
    }),
  );
}

/** Events and summaries made JSON-safe (the transcript holds exactly what was rendered). */
function toJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => {
      if (v instanceof Error) return { name: v.name, message: v.message };
      if (typeof v === 'bigint') return v.toString();
      return v;
    }) ?? 'null',
  );
}
