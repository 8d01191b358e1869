import {
  type AgentMode,
  createGameToolContext,
  type GameToolContext,
  type MatchStore,
} from '@playmat/agent/game';
import type { GameView, PlayerId } from '@playmat/engine';
import type { ToolSet } from 'ai';
import type { CardRegistry } from '../cards/registry';
import type { DeckInput } from '../game/setup';
import type { PokemonState } from '../game/state';
import { createPokemonMatch, createPokemonPlugin, type PokemonPlugin } from '../plugin';
import { type BotBrain, createBotBrain } from './brain';
import { legalCallsOf } from './legal-filter';
import { randomLegalAction, seededRandom } from './random-player';
import type { BotCall, BotCallResult, BotPhase } from './types';

/** One call a bot made in a directly driven game, with its result text. */
export interface DirectLogEntry {
  readonly player: PlayerId;
  readonly phase: BotPhase;
  readonly tool: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly ok: boolean;
  readonly result: string;
}

/** Result of {@link playBotGameDirect}. */
export interface DirectGameResult {
  readonly winner: PlayerId | null;
  readonly reason: string;
  readonly turns: number;
  readonly calls: number;
  readonly rejected: number;
  readonly log: readonly DirectLogEntry[];
  readonly store: MatchStore<PokemonState>;
  /** Every text each player's bot was shown (tool results), for hidden-information checks. */
  readonly seenBy: Readonly<Record<PlayerId, readonly string[]>>;
  /** Card names each player's view showed at some point. */
  readonly visibleNames: Readonly<Record<PlayerId, ReadonlySet<string>>>;
}

/** Options of {@link playBotGameDirect}. */
export interface DirectGameOptions {
  readonly decks: Readonly<Record<PlayerId, DeckInput>>;
  readonly seed: number | string;
  readonly registry?: CardRegistry;
  /** The plugin to play with (default: `createPokemonPlugin({ registry })`). */
  readonly plugin?: PokemonPlugin;
  /** Safety cap on tool calls for the whole game (default 6000). */
  readonly maxCalls?: number;
  /** Keep the call log (default true). */
  readonly keepLog?: boolean;
  /** Players driven by the random-legal-action player instead of a bot, with its seed. */
  readonly randomPlayers?: Readonly<Record<PlayerId, number>>;
}

const FAILED = /^(error|cancelled because)\b/i;

/**
 * Plays a whole game with heuristic bots calling the same tools an agent gets, but without the
 * agent runtime or a model in between (the engine-direct baseline of the benchmark). The bots
 * see only their views and their own tool results.
 */
export async function playBotGameDirect(options: DirectGameOptions): Promise<DirectGameResult> {
  const plugin =
    options.plugin ?? createPokemonPlugin(options.registry ? { registry: options.registry } : {});
  const registry = plugin.registry;
  const engine = plugin.engine;
  const store = createPokemonMatch({ decks: options.decks, seed: options.seed, plugin });
  const players = store.state.players;
  const brains = new Map<PlayerId, BotBrain>();
  const ctxs = new Map<PlayerId, GameToolContext<PokemonState>>();
  const last = new Map<PlayerId, BotCallResult[]>();
  const seenBy: Record<PlayerId, string[]> = {};
  const visibleNames: Record<PlayerId, Set<string>> = {};
  for (const p of players) {
    brains.set(p, createBotBrain({ player: p, registry }));
    ctxs.set(p, createGameToolContext({ store, player: p, plugin }));
    last.set(p, []);
    seenBy[p] = [];
    visibleNames[p] = new Set();
  }
  const randoms = new Map<PlayerId, () => number>();
  for (const [p, seed] of Object.entries(options.randomPlayers ?? {}))
    randoms.set(p, seededRandom(seed));
  // Tools read the store live, so one set per player and mode serves the whole game (building
  // zod tool sets after every action was most of the time this loop took).
  const toolSets = new Map<string, ToolSet>();
  const toolsFor = (player: PlayerId, mode: AgentMode): ToolSet => {
    const key = `${player}:${mode}`;
    let tools = toolSets.get(key);
    if (!tools) {
      tools = plugin.getAgentConfig(ctxs.get(player) as GameToolContext<PokemonState>, mode).tools;
      toolSets.set(key, tools);
    }
    return tools;
  };
  const log: DirectLogEntry[] = [];
  const maxCalls = options.maxCalls ?? 6000;
  let calls = 0;
  let rejected = 0;

  while (!store.state.result && calls < maxCalls) {
    const s = store.state;
    const who = plugin.whoActs(s);
    const phase = who === null ? null : plugin.nextPhase(s, who);
    if (who === null || phase === null) break;
    // The plugin does the draw (and setup placement when configured), as under the runtime.
    if ((phase === 'setup' || phase === 'startOfTurn') && plugin.autoPhase?.(store, who, phase))
      continue;
    const rnd = randoms.get(who);
    if (rnd) {
      const r = store.execute(randomLegalAction(engine, s, who, rnd));
      calls++;
      if (!r.ok) {
        rejected++;
        store.execute({ type: 'end_turn', player: who, source: 'ai' });
      }
      continue;
    }
    const ctx = ctxs.get(who) as GameToolContext<PokemonState>;
    const view: GameView = ctx.view();
    const names = visibleNames[who] as Set<string>;
    for (const z of Object.values(view.zones)) for (const c of z.cards) names.add(c.name);
    const tools = toolsFor(who, phase);
    const decision = (brains.get(who) as BotBrain).next({
      view,
      phase: phase as BotPhase,
      toolNames: Object.keys(tools),
      lastResults: last.get(who) ?? [],
      ...legalCallsOf(plugin, ctx),
    });
    const c: BotCall = decision.call;
    const t = tools[c.toolName];
    let text: string;
    if (!t?.execute) text = `Error: no tool named ${c.toolName}.`;
    else {
      try {
        const out = await t.execute(c.input as never, {
          toolCallId: `direct-${calls}`,
          messages: [],
        });
        text = typeof out === 'string' ? out : JSON.stringify(out);
      } catch (e) {
        text = `Error: ${(e as Error).message}`;
      }
    }
    calls++;
    const ok = !FAILED.test(text);
    if (!ok) rejected++;
    last.set(who, [{ call: c, ok, text }]);
    (seenBy[who] as string[]).push(text);
    if (options.keepLog !== false)
      log.push({ player: who, phase, tool: c.toolName, input: c.input, ok, result: text });
  }
  const r = store.state.result;
  return {
    winner: r?.winners[0] ?? null,
    reason: r?.reason ?? (calls >= maxCalls ? `stopped after ${maxCalls} calls` : 'unfinished'),
    turns: store.state.turn.number,
    calls,
    rejected,
    log,
    store,
    seenBy,
    visibleNames,
  };
}
