import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { CondensePolicy, PriceTable } from '@playmat/agent';
import {
  type AiMode,
  type GameEvent,
  type MatchStore,
  type MatchSummary,
  type ModelIds,
  type PlayerAgent,
  playMatch,
} from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import type { DeckInput } from '../game/setup';
import type { PokemonState } from '../game/state';
import { createPokemonMatch, createPokemonPlugin, type PokemonPlugin } from '../plugin';
import { createPokemonBot, createPokemonPipelineBots, type PokemonBotRole } from './bot-model';
import { legalCallsFor } from './legal-filter';

/** Options of {@link playBotMatch}. */
export interface BotMatchOptions {
  readonly decks: Readonly<Record<PlayerId, DeckInput>>;
  readonly seed: number | string;
  /** A match made beforehand with `createPokemonMatch` (then `decks` and `seed` are not used). */
  readonly store?: MatchStore<PokemonState>;
  /** One mode for both seats, or one per seat. Default `autonomous`. */
  readonly mode?: AiMode | Readonly<Record<PlayerId, AiMode>>;
  /** Default: a new `createPokemonPlugin()`; pass one to reuse its registry and engine. */
  readonly plugin?: PokemonPlugin;
  /** Passed to `playMatch` (default: the runtime's condensing). */
  readonly condense?: CondensePolicy | false;
  /** Price table for the summary's costs (default: the runtime's). */
  readonly prices?: PriceTable;
  /** `provider/model` ids the bots stand in for, so costs are modelled (default: none, cost 0). */
  readonly modelIds?: ModelIds;
  readonly maxTurns?: number;
  /** Mark prompt-cache breakpoints in the requests (as with a real model; bots ignore them). */
  readonly promptCache?: boolean;
  /** Send the state narrative as changes within a turn (default: with `promptCache`, as `playMatch`). */
  readonly stateAsChanges?: boolean;
  /** Receives the match's events, as `playMatch` reports them. */
  readonly onEvent?: (event: GameEvent) => void;
  /** Every request a bot model is sent, with the seat and the role it plays. */
  readonly onRequest?: (
    player: PlayerId,
    role: PokemonBotRole,
    params: LanguageModelV3CallOptions,
  ) => void;
}

/** What {@link playBotMatch} returns. */
export interface BotMatchResult {
  readonly summary: MatchSummary<PokemonState>;
  readonly store: MatchStore<PokemonState>;
  /** Times an executor bot asked for a new plan (`replan` events). */
  readonly replans: number;
}

/**
 * Plays a seeded bot-vs-bot match through the agent runtime (`playMatch`), with the heuristic
 * bots as the models: the offline path every app falls back to, end to end.
 */
export async function playBotMatch(options: BotMatchOptions): Promise<BotMatchResult> {
  const plugin = options.plugin ?? createPokemonPlugin();
  const store =
    options.store ?? createPokemonMatch({ decks: options.decks, seed: options.seed, plugin });
  const players: Record<PlayerId, PlayerAgent> = {};
  for (const player of store.state.players) {
    const mode =
      typeof options.mode === 'string' ? options.mode : (options.mode?.[player] ?? 'autonomous');
    const onRequest = options.onRequest
      ? (params: LanguageModelV3CallOptions, role: PokemonBotRole) =>
          options.onRequest?.(player, role, params)
      : undefined;
    const common = {
      player,
      store,
      registry: plugin.registry,
      getLegalCalls: legalCallsFor(plugin, store, player),
      ...(onRequest ? { onRequest } : {}),
    };
    if (mode === 'pipeline') {
      const { planner, executor } = createPokemonPipelineBots(common);
      players[player] = {
        aiMode: 'pipeline',
        models: { default: executor, planner, executor },
        ...(options.modelIds ? { modelIds: options.modelIds } : {}),
      };
    } else {
      players[player] = {
        aiMode: 'autonomous',
        models: { default: createPokemonBot({ ...common, role: 'autonomous' }) },
        ...(options.modelIds ? { modelIds: options.modelIds } : {}),
      };
    }
  }
  let replans = 0;
  const summary = await playMatch({
    plugin,
    store,
    players,
    ...(options.maxTurns !== undefined ? { maxTurns: options.maxTurns } : {}),
    ...(options.condense !== undefined ? { condense: options.condense } : {}),
    ...(options.promptCache ? { promptCache: true } : {}),
    ...(options.stateAsChanges !== undefined ? { stateAsChanges: options.stateAsChanges } : {}),
    ...(options.prices ? { prices: options.prices } : {}),
    onEvent: (event) => {
      if (event.type === 'replan') replans++;
      options.onEvent?.(event);
    },
  });
  return { summary, store, replans };
}
