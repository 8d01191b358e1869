import {
  createDefaultTools,
  createGameToolContext,
  createMatchStore,
  type GamePlugin,
  type MatchStore,
} from '@playmat/agent/game';
import type { GameView, PlayerId } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { CardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import { type DeckInput, setupPokemonGame } from '../game/setup';
import type { PokemonState } from '../game/state';
import { formatCardReference } from '../narrative/format-card-reference';
import { createPokemonTools } from '../tools';
import { type BotBrain, createBotBrain } from './brain';
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
  /** Safety cap on tool calls for the whole game (default 6000). */
  readonly maxCalls?: number;
  /** Keep the call log (default true). */
  readonly keepLog?: boolean;
  /** Players driven by the random-legal-action player instead of a bot, with its seed. */
  readonly randomPlayers?: Readonly<Record<PlayerId, number>>;
}

const FAILED = /^(error|cancelled because)\b/i;

/** The phase a player acts in, read from their view. */
function phaseOf(view: GameView): BotPhase {
  if (view.pendingDecision?.yours) return 'decision';
  const plugin = view.plugin as { stage?: string; flags?: { drew?: boolean } } | undefined;
  if (plugin?.stage === 'setup') return 'setup';
  if (view.turn.phase === 'draw' && !plugin?.flags?.drew) return 'startOfTurn';
  return 'main';
}

/**
 * Plays a whole game with heuristic bots calling the same tools an agent gets, but without the
 * agent runtime or a model in between (the engine-direct baseline of the benchmark). The bots
 * see only their views and their own tool results.
 */
export async function playBotGameDirect(options: DirectGameOptions): Promise<DirectGameResult> {
  const registry = options.registry ?? getBundledRegistry();
  const engine = createPokemonEngine({ registry });
  const { state } = setupPokemonGame(engine, { decks: options.decks, seed: options.seed });
  const store = createMatchStore(engine, state);
  const players = state.players;
  // Only what the tools use of a plugin: card reference lines.
  const plugin = {
    id: 'pokemon-direct',
    engine,
    formatCard: (st: typeof state, ref: string) => {
      const card = registry.get(st.cards[ref]?.templateId ?? ref);
      return card ? formatCardReference(card) : ref;
    },
  } as unknown as GamePlugin<PokemonState>;
  const brains = new Map<PlayerId, BotBrain>();
  const ctxs = new Map<PlayerId, ReturnType<typeof createGameToolContext<PokemonState>>>();
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
  const log: DirectLogEntry[] = [];
  const maxCalls = options.maxCalls ?? 6000;
  let calls = 0;
  let rejected = 0;
  let cachedTools: { state: unknown; player: PlayerId; tools: ToolSet } | undefined;

  while (!store.state.result && calls < maxCalls) {
    const s = store.state;
    const who = s.pendingDecision?.decider ?? s.turn.activePlayer;
    const rnd = randoms.get(who);
    if (rnd) {
      const r = store.execute({ ...randomLegalAction(engine, s, who, rnd), source: 'script' });
      calls++;
      if (!r.ok) {
        rejected++;
        store.execute({ type: 'end_turn', player: who, source: 'script' });
      }
      continue;
    }
    const ctx = ctxs.get(who) as NonNullable<ReturnType<typeof ctxs.get>>;
    const view = ctx.view();
    const phase = phaseOf(view);
    const names = visibleNames[who] as Set<string>;
    for (const z of Object.values(view.zones)) for (const c of z.cards) names.add(c.name);
    if (!cachedTools || cachedTools.state !== s || cachedTools.player !== who)
      cachedTools = {
        state: s,
        player: who,
        tools: { ...createDefaultTools(ctx), ...createPokemonTools(ctx) },
      };
    const tools = cachedTools.tools;
    const decision = (brains.get(who) as BotBrain).next({
      view,
      phase,
      toolNames: Object.keys(tools),
      lastResults: last.get(who) ?? [],
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
