import { oneLine } from '@playmat/agent';
import {
  type AgentConfig,
  type AgentMode,
  createDefaultTools,
  createMatchStore,
  type GamePlugin,
  type GameToolContext,
  type MatchStore,
  type TurnPhase,
} from '@playmat/agent/game';
import type { Enforcement, Engine, GameState, GameView, PlayerId } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { getBundledRegistry, getBundledSets } from '../cards/bundled-sets';
import { type CardRegistry, createCardRegistry } from '../cards/registry';
import type { CardSet } from '../cards/types';
import { createPokemonEngine } from '../game/definition';
import { autoPlace, initialPokemonGame, type PokemonSetupOptions, runSetup } from '../game/setup';
import type { PokemonState } from '../game/state';
import { zoneKey } from '../game/zones';
import { cardDataMarker } from '../narrative/card-data';
import { formatCardReference } from '../narrative/format-card-reference';
import { formatNarrativeState } from '../narrative/format-narrative-state';
import {
  buildInstructions,
  buildSystemPrompt,
  MODE_CONFIGS,
  modeAllowsTool,
} from '../prompts/prompt-builder';
import { pokemonLegalCalls, pokemonLegalValues } from '../tools/legal-calls';
import { createManualEffectTools, manualEffectOpen } from '../tools/manual-tools';
import { createPokemonTools, POKEMON_MAIN_TOOLS, POKEMON_TOOL_KINDS } from '../tools/pokemon-tools';
import { restatePokemonError } from '../tools/restate-error';

/** Options for {@link createPokemonPlugin}. */
export interface PokemonPluginOptions {
  /** Card registry (default: the bundled sets, and `sets`). */
  readonly registry?: CardRegistry;
  /**
   * Sets loaded with `loadCardSet`, played beside the bundled ones: the plugin's one registry,
   * which its matches (`createPokemonMatch({ plugin })`) and bots (`playBotMatch({ plugin })`)
   * use too. Ignored when `registry` is given.
   */
  readonly sets?: readonly CardSet[];
  /** Default rule enforcement of matches created with this plugin (default `strict`). */
  readonly enforcement?: Enforcement;
  /** Draw automatically at the start of each turn (default `true`). */
  readonly autoDraw?: boolean;
  /** Place Pokémon automatically when the runtime asks for setup (default `false`: agents do it). */
  readonly autoSetup?: boolean;
  /**
   * Tool descriptions cut to their first sentence (default `false`). A token lever measured by
   * the bench: the schemas are about a quarter of each request, and a cached prefix anyway.
   */
  readonly compactTools?: boolean;
}

/** The Pokémon TCG plugin as the agent runtime sees it. */
export interface PokemonPlugin extends GamePlugin<PokemonState> {
  readonly registry: CardRegistry;
  /** Default enforcement for {@link createPokemonMatch}. */
  readonly enforcement: Enforcement;
  /** The narrative a seat reads (`formatNarrativeState`). */
  formatState(view: GameView, ctx: { player: PlayerId; phase: TurnPhase }): string;
}

/** Which phase `player` must act in now, or `null` when it is not their move. */
export function pokemonNextPhase(
  state: GameState<PokemonState>,
  player: PlayerId,
): TurnPhase | null {
  if (state.result) return null;
  const d = state.pendingDecision;
  if (d) return d.decider === player ? 'decision' : null;
  const p = state.plugin;
  if (p.stage === 'setup') return p.setupReady.includes(player) ? null : 'setup';
  if (state.turn.activePlayer !== player) return null;
  return state.turn.phase === 'draw' ? 'startOfTurn' : 'main';
}

/** Who must act now: the decider of a pending decision, a player still setting up, or the active player. */
export function pokemonWhoActs(state: GameState<PokemonState>): PlayerId | null {
  if (state.result) return null;
  if (state.pendingDecision) return state.pendingDecision.decider;
  if (state.plugin.stage === 'setup')
    return state.players.find((p) => !state.plugin.setupReady.includes(p)) ?? null;
  return state.turn.activePlayer;
}

/**
 * Creates the Pokémon plugin: the engine, card references, the narrative, per-mode prompts and
 * tools, and the phase logic the runtime drives turns with.
 */
export function createPokemonPlugin(options: PokemonPluginOptions = {}): PokemonPlugin {
  const registry =
    options.registry ??
    (options.sets?.length
      ? createCardRegistry([...Object.values(getBundledSets()), ...options.sets])
      : getBundledRegistry());
  const engine = createPokemonEngine({ registry });
  // One tool set per context: a set reads its context's rewind point and rewinds, so a set
  // handed to one phase run never rewinds to another's checkpoint. Schemas do not depend on the
  // context: every set takes the first set's schema objects, so the runtime converts each to
  // JSON Schema once for the plugin, not at every turn.
  const toolCache = new WeakMap<GameToolContext<PokemonState>, ToolSet>();
  let first: ToolSet | undefined;
  const toolsFor = (ctx: GameToolContext<PokemonState>): ToolSet => {
    const cached = toolCache.get(ctx);
    if (cached) return cached;
    const all: ToolSet = {
      ...createDefaultTools(ctx),
      ...createManualEffectTools(ctx),
      ...createPokemonTools(ctx),
    };
    for (const [name, t] of Object.entries(all)) {
      const shared = first?.[name];
      all[name] = {
        ...t,
        ...(shared ? { inputSchema: shared.inputSchema } : {}),
        ...(options.compactTools ? { description: oneLine(t.description) } : {}),
      } as ToolSet[string];
    }
    first ??= all;
    toolCache.set(ctx, all);
    return all;
  };
  // A mode's share of a seat's tools, kept with the seat's tools.
  const modeTools = new WeakMap<ToolSet, Map<AgentMode, ToolSet>>();
  const modeToolsFor = (ctx: GameToolContext<PokemonState>, mode: AgentMode): ToolSet => {
    const all = toolsFor(ctx);
    let byMode = modeTools.get(all);
    if (!byMode) {
      byMode = new Map();
      modeTools.set(all, byMode);
    }
    let tools = byMode.get(mode);
    if (!tools) {
      tools = {};
      for (const [name, t] of Object.entries(all)) if (modeAllowsTool(mode, name)) tools[name] = t;
      byMode.set(mode, tools);
    }
    return tools;
  };
  return {
    id: 'pokemon-tcg',
    engine,
    registry,
    enforcement: options.enforcement ?? 'strict',
    formatCard(state, ref) {
      const inst = state.cards[ref.replace(/^#/, '')];
      const card = registry.get(inst ? inst.templateId : ref);
      return card ? formatCardReference(card) : `Unknown card ${ref}`;
    },
    formatState: (view) => formatNarrativeState(view, { registry }),
    // The narrative calls the other seat "opponent" (and its zones opponent_*): tool results too.
    playerName: () => 'opponent',
    getAgentConfig(ctx, mode: AgentMode): AgentConfig {
      const tools = modeToolsFor(ctx, mode);
      const cfg = MODE_CONFIGS[mode];
      const playing = mode === 'main' || mode === 'executor';
      return {
        system: buildSystemPrompt(mode, ctx.store.state.plugin.options?.era ?? 'modern'),
        tools,
        toolKinds: POKEMON_TOOL_KINDS,
        instructions: buildInstructions(mode),
        ...(cfg.maxSteps ? { maxSteps: cfg.maxSteps } : {}),
        legalValues: (tool, argument) => pokemonLegalValues(ctx, tool, argument),
        ...(playing
          ? {
              // Raw moves only while this player carries out a card the game does not implement.
              activeTools: () =>
                manualEffectOpen(ctx) ? Object.keys(tools) : [...POKEMON_MAIN_TOOLS],
              // Another player must act now (a choice of theirs mid-turn, or the turn ended).
              endsRun: () => pokemonWhoActs(ctx.store.state) !== ctx.player,
            }
          : {}),
      };
    },
    unverifiedEffects: (state, player) => state.plugin.manualEffects?.[player] ?? 0,
    markCardData: cardDataMarker(registry),
    nextPhase: pokemonNextPhase,
    whoActs: pokemonWhoActs,
    legalCalls: (ctx) => pokemonLegalCalls(ctx, registry),
    restateError: restatePokemonError,
    autoPhase(store, player, phase) {
      const s = store.state;
      if (phase === 'startOfTurn' && options.autoDraw !== false) {
        if (s.turn.activePlayer !== player || s.turn.phase !== 'draw') return false;
        if ((s.zones[zoneKey(player, 'deck')]?.cards.length ?? 0) > 0 && !s.plugin.flags.drew)
          store.execute({ type: 'draw', player, source: 'script' });
        if (!store.state.result) store.execute({ type: 'end_phase', player, source: 'script' });
        return true;
      }
      if (phase === 'setup' && options.autoSetup) {
        if (s.plugin.stage !== 'setup' || s.plugin.setupReady.includes(player)) return false;
        autoPlace(engine, s, player, (a) => store.execute(a));
        return true;
      }
      return false;
    },
  };
}

/** Options for {@link createPokemonMatch}. */
export interface PokemonMatchOptions extends PokemonSetupOptions {
  /** Reuse a plugin's engine (default: a new plugin over `registry`). */
  readonly plugin?: PokemonPlugin;
}

/**
 * A match store after setup (coin flip, shuffle, draw seven, mulligans, prizes, and with
 * `placement: 'auto'` (default) Active and Bench placed and revealed). Every setup step is in the
 * store's history, so the match replays from its initial state.
 */
export function createPokemonMatch(options: PokemonMatchOptions): MatchStore<PokemonState> {
  const registry = options.registry ?? options.plugin?.registry;
  const engine: Engine<PokemonState> =
    options.plugin?.engine ?? createPokemonEngine(registry ? { registry } : {});
  const enforcement = options.enforcement ?? options.plugin?.enforcement ?? 'strict';
  const store = createMatchStore(
    engine,
    initialPokemonGame(engine, { ...options, enforcement, ...(registry ? { registry } : {}) }),
  );
  runSetup(engine, store.state, (a) => store.execute(a), options.placement ?? 'auto');
  return store;
}
