import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type PlayerAgent, playMatch } from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import {
  type BotCall,
  createPokemonBot,
  createPokemonPipelineBots,
  createPokemonPlugin,
  legalCallsFor,
} from '@playmat/pokemon';
import {
  GameFailedError,
  type GameOutcome,
  type GameTask,
  type PlayGame,
  type SeatFigures,
} from '@playmat/tournament';
import type { LanguageModel } from 'ai';
import type { Era, RulesMode } from '../cli/args';
import { type LoadedDeck, parseList } from '../match/decks';
import { resolveSpec } from '../match/players';
import { createStartingStore, PLAYERS } from '../match/run-match';
import type { PokemonEntrantConfig } from './entrants';
import { createRandomPlayer } from './random-player';

/** The settings every game of a Pokémon tournament shares (the plan's `settings`). */
export interface PokemonTournamentSettings {
  readonly deck1: { readonly label: string; readonly list: string };
  readonly deck2: { readonly label: string; readonly list: string };
  readonly maxTurns: number;
  readonly rules: RulesMode;
  readonly era: Era;
  readonly [key: string]: unknown;
}

/**
 * Plays one tournament game of the Pokémon TCG: seat 0 is p1 with deck 1, seat 1 is p2 with
 * deck 2, on the game's seed. Models are resolved from `env` on the machine that plays (so each
 * worker uses its own keys). A match that ends `failed` throws `GameFailedError`. With
 * `transcripts`, each game's events go to `<dir>/game-<index>.jsonl` (the task, every event, the
 * outcome), and the outcome names that file.
 */
export function createPokemonGame(
  env: Record<string, string | undefined> = process.env,
  options: { readonly transcripts?: string } = {},
): PlayGame {
  const decks = new Map<string, LoadedDeck>();
  const deckOf = (d: { label: string; list: string }, flag: string) => {
    const key = `${d.label}\n${d.list}`;
    let deck = decks.get(key);
    if (!deck) {
      deck = parseList(d.label, d.list, flag);
      decks.set(key, deck);
    }
    return deck;
  };
  return async (task: GameTask, { signal }): Promise<GameOutcome> => {
    const started = performance.now();
    const settings = task.settings as unknown as PokemonTournamentSettings;
    const plugin = createPokemonPlugin();
    const store = createStartingStore(
      { p1: deckOf(settings.deck1, 'deck1'), p2: deckOf(settings.deck2, 'deck2') },
      task.game.seed,
      settings.rules,
      plugin,
      settings.era,
    );
    const players: Record<PlayerId, PlayerAgent> = {};
    for (const [seat, id] of PLAYERS.entries()) {
      const entrant = task.entrants[seat]!;
      players[id] = await seatPlayer(
        entrant.config as unknown as PokemonEntrantConfig,
        id,
        store,
        task.game.seed,
        env,
        legalCallsFor(plugin, store, id),
      );
    }
    const file = options.transcripts
      ? join(options.transcripts, `game-${String(task.game.index).padStart(4, '0')}.jsonl`)
      : undefined;
    const log = file ? openLog(file) : undefined;
    log?.({ kind: 'game', task });
    const acting = new Map<PlayerId, number>();
    const turns = new Map<PlayerId, number>();
    let phaseStart = 0;
    const summary = await playMatch({
      plugin,
      store,
      players,
      maxTurns: settings.maxTurns,
      promptCache: true,
      abortSignal: signal,
      onEvent: (event) => {
        log?.({ kind: 'event', event });
        if (event.type === 'turn_start')
          turns.set(event.player, (turns.get(event.player) ?? 0) + 1);
        else if (event.type === 'phase_start') phaseStart = performance.now();
        else if (event.type === 'phase_end')
          acting.set(
            event.player,
            (acting.get(event.player) ?? 0) + performance.now() - phaseStart,
          );
      },
    });
    log?.({ kind: 'end', end: summary.end, reason: summary.reason });
    log?.(null);
    if (summary.end === 'aborted') throw signal.reason ?? new Error('aborted');
    if (summary.end === 'failed')
      throw new GameFailedError(
        summary.reason,
        // The provider's own wait (a 429's Retry-After) paces the next try of this game.
        summary.retryAfterMs === undefined ? undefined : { retryAfterMs: summary.retryAfterMs },
      );
    const seats: SeatFigures[] = PLAYERS.map((id, seat) => {
      const p = summary.perPlayer[id];
      return {
        entrant: task.entrants[seat]!.id,
        inputTokens: p?.usage.inputTokens ?? 0,
        outputTokens: p?.usage.outputTokens ?? 0,
        cost: p?.cost ?? 0,
        calls: p?.toolCalls ?? 0,
        rejected: p?.rejected ?? 0,
        turns: turns.get(id) ?? 0,
        seconds: (acting.get(id) ?? 0) / 1000,
      };
    });
    const winnerSeat = summary.winner === null ? -1 : PLAYERS.indexOf(summary.winner as 'p1');
    return {
      winner: winnerSeat < 0 ? null : task.entrants[winnerSeat]!.id,
      end: summary.end,
      reason: summary.reason,
      turns: summary.turns,
      durationMs: performance.now() - started,
      seats,
      ...(file ? { transcript: file } : {}),
    };
  };
}

/** A JSONL event log written as the game goes (`null` closes it). */
function openLog(file: string): (line: unknown) => void {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  let open = true;
  return (line) => {
    if (!open) return;
    if (line === null) {
      closeSync(fd);
      open = false;
      return;
    }
    writeSync(
      fd,
      `${JSON.stringify(line, (_k, v: unknown) => (v instanceof Error ? { name: v.name, message: v.message } : v))}\n`,
    );
  };
}

type Store = ReturnType<typeof createStartingStore>;

async function seatPlayer(
  config: PokemonEntrantConfig,
  player: PlayerId,
  store: Store,
  seed: number,
  env: Record<string, string | undefined>,
  getLegalCalls: () => readonly BotCall[] | undefined,
): Promise<PlayerAgent> {
  const label = `${player} ${config.model}`;
  const modelOf = async (spec: string, role: 'autonomous' | 'planner' | 'executor') => {
    if (spec === 'random') return createRandomPlayer({ player, seed, store });
    if (spec === 'bot')
      return createPokemonBot({ role, player, store, getLegalCalls }) as LanguageModel;
    const resolved = await resolveSpec(spec, 'players', env);
    if (resolved.kind !== 'model') throw new Error(`unexpected spec ${spec}`);
    return resolved.model;
  };
  if (config.mode === 'autonomous')
    return {
      aiMode: 'autonomous',
      label,
      models: { default: await modelOf(config.model, 'autonomous') },
      modelIds: { default: config.model },
    };
  const planner = config.planner ?? config.model;
  // Two bots of one seat share a brain, so the executor knows what the planner meant.
  const bots =
    config.model === 'bot' && planner === 'bot'
      ? createPokemonPipelineBots({ player, store, getLegalCalls })
      : undefined;
  const executor = bots
    ? (bots.executor as LanguageModel)
    : await modelOf(config.model, 'executor');
  const plannerModel = bots ? (bots.planner as LanguageModel) : await modelOf(planner, 'planner');
  return {
    aiMode: 'pipeline',
    label,
    models: { default: executor, planner: plannerModel, executor },
    modelIds: { default: config.model, planner, executor: config.model },
  };
}
