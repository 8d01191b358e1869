import type { PlayerId } from '@playmat/engine';
import type { LanguageModel, ModelMessage, ToolSet } from 'ai';
import type { CondensePolicy } from '../condense';
import type { AgentEvent } from '../events';
import type { PriceTable } from '../models/price';
import { REQUEST_REPLAN_TOOL, runPlannerExecutorLoop } from '../planner';
import { type Checkpoint, type RunError, runAgent } from '../run-agent';
import type { ToolKind } from '../tools';
import { addUsage, emptyUsage, type Usage } from '../util/tokens';
import { markData, markedTools } from './card-data';
import { DEFAULT_TOOL_KINDS } from './default-tools';
import type { GameEvent } from './events';
import type { MatchCheckpoint, MatchStore } from './match-store';
import { restoreRefusal } from './rewind';
import { defaultStateText } from './state-text';
import { createGameToolContext } from './tool-context';
import type { AgentConfig, AgentMode, AiMode, GamePlugin, TurnPhase } from './types';
import {
  type AgentRole,
  addRoleUsage,
  modelIdOf,
  type RoleUsage,
  roleUsage,
  subtractUsage,
} from './usage';

/** Models for a player: a default, optional pipeline roles (a strong planner, a cheap executor) and per-phase overrides. */
export interface TurnModels {
  default: LanguageModel;
  planner?: LanguageModel;
  executor?: LanguageModel;
  perPhase?: Partial<Record<TurnPhase, LanguageModel>>;
}

/** `provider/model` ids for pricing when the model objects do not tell (e.g. offline bots standing in for a model). */
export interface ModelIds {
  default?: string;
  planner?: string;
  executor?: string;
  perPhase?: Partial<Record<TurnPhase, string>>;
}

/** Options of {@link runTurn}. */
export interface RunTurnConfig<P = unknown, V = unknown> {
  plugin: GamePlugin<P, V>;
  store: MatchStore<P, V>;
  player: PlayerId;
  /** Default: `plugin.nextPhase(state, player)`. */
  phase?: TurnPhase;
  /** Default `autonomous`. `pipeline` applies to the main phase only. */
  aiMode?: AiMode;
  models: TurnModels;
  modelIds?: ModelIds;
  /** For cost; default the runtime's price table. */
  prices?: PriceTable;
  /** Step budget (a mode's `maxSteps` wins); default the runtime's (25 per run, 75 for a pipeline). */
  maxSteps?: number;
  condense?: CondensePolicy | false;
  /** Mark prompt-cache breakpoints in every request (see `RunAgentOptions.promptCache`). */
  promptCache?: boolean;
  /**
   * Send the state narrative as changes within a run (see `RunAgentOptions.stateAsChanges`).
   * Default: on with `promptCache`, off without. With caching the kept state is read from cache
   * (the Pokémon bench: −20 % modelled cost per autonomous game); without, every request still
   * holds the whole state once and the changes come on top (+3 % tokens).
   */
  stateAsChanges?: boolean;
  abortSignal?: AbortSignal;
  /** How long one model step may take (see `RunAgentOptions.stepTimeoutMs`). */
  stepTimeoutMs?: number;
  /** Retries of one model call (AI SDK `maxRetries`); default the SDK's (2). */
  maxRetries?: number;
  /** Stream each model step (see `RunAgentOptions.stream`); the planner's call is never streamed. */
  stream?: boolean;
  /** Receives the phase's {@link GameEvent}s (phase start and end, tool calls and results, plans, rewinds). */
  onEvent?: (event: GameEvent) => void;
}

/** What one phase run did. */
export interface TurnResult {
  player: PlayerId;
  /** `null` when it was not this player's move. */
  phase: TurnPhase | null;
  mode: AgentMode | 'auto' | null;
  /** The plugin did the phase itself (`autoPhase`). */
  auto: boolean;
  /** Model steps (planner calls not included). */
  stepCount: number;
  toolCalls: number;
  /**
   * Tool calls of this player that were refused: input that failed the tool's schema, a tool
   * that does not exist or is not offered, a call the tool or the game's rules turned down (any
   * result with status `failed`). Calls cancelled after an earlier failure of their step are
   * not counted. The illegal-action rate is `rejected / toolCalls`.
   */
  rejected: number;
  /** Usage over all roles. */
  usage: Usage;
  byRole: Partial<Record<AgentRole, RoleUsage>>;
  plans: string[];
  replans: number;
  rewinds: number;
  /** A terminal tool (end_turn, concede …) ended the run. */
  ended: boolean;
  terminalTool?: string;
  stopReason: string;
  /** Why the run failed; `retryAfterMs` when the provider asked to wait (see `RunError`). */
  error?: RunError;
}

const firstLine = (output: unknown) => {
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  const line = (text ?? '').split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
};

/**
 * Runs one phase for one player: setup, start of turn, main or a decision. The prompt and
 * tools come from `plugin.getAgentConfig(ctx, mode)`; the agent reads the game through the
 * plugin's narrative of the player's VIEW, refreshed every step. Main and decision runs take a
 * checkpoint first so `rewind` works. In `pipeline` mode the main phase is planned by the
 * planner model and carried out by the executor, with replans.
 */
export async function runTurn<P, V = unknown>(config: RunTurnConfig<P, V>): Promise<TurnResult> {
  const { plugin, store, player } = config;
  const emit = config.onEvent ?? (() => {});
  const phase = config.phase ?? plugin.nextPhase(store.state, player);
  const result: TurnResult = {
    player,
    phase,
    mode: null,
    auto: false,
    stepCount: 0,
    toolCalls: 0,
    rejected: 0,
    usage: emptyUsage(),
    byRole: {},
    plans: [],
    replans: 0,
    rewinds: 0,
    ended: false,
    stopReason: 'not-your-move',
  };
  if (phase === null) return result;
  const turn = store.state.turn.number;

  if ((phase === 'setup' || phase === 'startOfTurn') && plugin.autoPhase?.(store, player, phase)) {
    emit({ type: 'phase_start', player, phase, mode: 'auto', turn });
    result.mode = 'auto';
    result.auto = true;
    result.stopReason = 'auto';
    emit({ type: 'phase_end', player, phase, stopReason: 'auto', toolCalls: 0, rejected: 0 });
    return result;
  }

  const ctx = createGameToolContext({ store, player, plugin });
  const pipeline = config.aiMode === 'pipeline' && phase === 'main';
  result.mode = pipeline ? 'planner' : phase;
  emit({ type: 'phase_start', player, phase, mode: result.mode, turn });

  // The run stops as soon as the game is over: abort it, and refuse the next request.
  const controller = new AbortController();
  const outer = config.abortSignal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  let gameOver = false;
  const unsubscribe = store.subscribe((e) => {
    if (e.type === 'executed' && store.state.result && !gameOver) {
      gameOver = true;
      controller.abort(new Error('The game is over.'));
    }
  });
  const rewindable = phase === 'main' || phase === 'decision';
  // A rewind (or the undoing of a failed run) never takes back what was seen or drawn.
  const checkpoint: Checkpoint | undefined = rewindable
    ? {
        save: () => store.checkpoint(),
        check: (cp) => restoreRefusal(ctx, store.canRestore(cp as MatchCheckpoint, { player })),
        restore: (cp) => restoreRefusal(ctx, store.restore(cp as MatchCheckpoint, { player })),
      }
    : undefined;
  if (rewindable) ctx.rewindPoint = store.checkpoint();

  const prepare = (cfg: AgentConfig) => {
    const tools: ToolSet = markedTools(ctx, cfg.tools);
    const toolKinds: Record<string, ToolKind> = { ...DEFAULT_TOOL_KINDS, ...cfg.toolKinds };
    if (phase === 'decision' && cfg.toolKinds?.resolve_decision === undefined)
      toolKinds.resolve_decision = 'terminal';
    if (!rewindable) delete tools.rewind;
    const markText = plugin.markCardData ? { markText: (t: string) => markData(ctx, t) } : {};
    return { tools, toolKinds, markText };
  };
  const getState = () => {
    if (gameOver) {
      const stop = new Error('The game is over.');
      stop.name = 'AbortError';
      throw stop;
    }
    const view = ctx.view();
    // Plugin text and the default alike speak to this seat: its words, its zone keys; words
    // from a loaded card file read as card data.
    return markData(
      ctx,
      ctx.localize(
        plugin.formatState
          ? plugin.formatState(view, { player, phase })
          : defaultStateText(view, { player }),
      ),
    );
  };
  const listener =
    (role: AgentRole) =>
    (event: AgentEvent): void => {
      emit({ type: 'agent', player, role, event });
      if (event.type === 'tool-call') {
        if (event.toolName !== REQUEST_REPLAN_TOOL) result.toolCalls++;
        emit({ type: 'tool_call', player, role, tool: event.toolName, input: event.input });
      } else if (event.type === 'tool-result') {
        if (event.status === 'failed' && event.toolName !== REQUEST_REPLAN_TOOL) result.rejected++;
        emit({
          type: 'tool_result',
          player,
          role,
          tool: event.toolName,
          ok: event.status === 'ok',
          status: event.status,
          summary: firstLine(event.output),
        });
      } else if (event.type === 'plan') emit({ type: 'plan', player, text: event.plan });
      else if (event.type === 'replan') emit({ type: 'replan', player, reason: event.reason });
      else if (event.type === 'rewind') emit({ type: 'rewind', player, guidance: event.guidance });
    };
  const ids = config.modelIds ?? {};
  const models = config.models;

  try {
    if (!pipeline) {
      const cfg = plugin.getAgentConfig(ctx, phase);
      const { tools, toolKinds, markText } = prepare(cfg);
      const model = models.perPhase?.[phase] ?? models.default;
      const id = ids.perPhase?.[phase] ?? (models.perPhase?.[phase] ? undefined : ids.default);
      const run = await runAgent({
        model,
        system: cfg.system,
        messages: [{ role: 'user', content: cfg.instructions }],
        tools,
        toolKinds,
        ...markText,
        getState,
        stateAsChanges: config.stateAsChanges ?? config.promptCache ?? false,
        ...(config.stepTimeoutMs !== undefined ? { stepTimeoutMs: config.stepTimeoutMs } : {}),
        ...(config.maxRetries !== undefined ? { maxRetries: config.maxRetries } : {}),
        ...(config.stream ? { stream: true } : {}),
        ...(cfg.activeTools ? { activeTools: cfg.activeTools } : {}),
        ...(cfg.endsRun ? { endsRun: cfg.endsRun } : {}),
        ...(cfg.legalValues ? { legalValues: cfg.legalValues } : {}),
        maxSteps: cfg.maxSteps ?? config.maxSteps,
        abortSignal: controller.signal,
        ...(config.condense === undefined ? {} : { condense: config.condense }),
        ...(config.promptCache ? { promptCache: true } : {}),
        ...(checkpoint ? { checkpoint, rewindScope: 'turn' } : {}),
        onEvent: listener('autonomous'),
      });
      result.stepCount = run.stepCount;
      result.usage = run.usage;
      result.byRole = {
        autonomous: roleUsage(run.usage, run.stepCount, id ?? modelIdOf(model), config.prices),
      };
      result.rewinds = run.rewinds;
      result.stopReason = run.stopReason;
      if (run.terminalTool) {
        result.terminalTool = run.terminalTool.name;
        result.ended = true;
      }
      if (run.error) result.error = run.error;
    } else {
      const plannerCfg = plugin.getAgentConfig(ctx, 'planner');
      const executorCfg = plugin.getAgentConfig(ctx, 'executor');
      const { tools, toolKinds, markText } = prepare(executorCfg);
      const plannerModel = models.planner ?? models.perPhase?.main ?? models.default;
      const executorModel = models.executor ?? models.perPhase?.main ?? models.default;
      const task: ModelMessage[] = [{ role: 'user', content: executorCfg.instructions }];
      const loop = await runPlannerExecutorLoop({
        planner: {
          model: plannerModel,
          system: plannerCfg.system,
          instructions: plannerCfg.instructions,
          ...(config.promptCache ? { promptCache: true } : {}),
          ...(config.stepTimeoutMs !== undefined ? { stepTimeoutMs: config.stepTimeoutMs } : {}),
          ...(config.maxRetries !== undefined ? { maxRetries: config.maxRetries } : {}),
        },
        executor: {
          model: executorModel,
          system: executorCfg.system,
          tools,
          toolKinds,
          ...markText,
          getState,
          stateAsChanges: config.stateAsChanges ?? config.promptCache ?? false,
          ...(config.stepTimeoutMs !== undefined ? { stepTimeoutMs: config.stepTimeoutMs } : {}),
          ...(config.maxRetries !== undefined ? { maxRetries: config.maxRetries } : {}),
          ...(config.stream ? { stream: true } : {}),
          ...(executorCfg.activeTools ? { activeTools: executorCfg.activeTools } : {}),
          ...(executorCfg.endsRun ? { endsRun: executorCfg.endsRun } : {}),
          ...(executorCfg.legalValues ? { legalValues: executorCfg.legalValues } : {}),
          ...(config.condense === undefined ? {} : { condense: config.condense }),
          ...(config.promptCache ? { promptCache: true } : {}),
          ...(checkpoint ? { checkpoint, rewindScope: 'turn' } : {}),
        },
        messages: task,
        maxSteps: executorCfg.maxSteps ?? config.maxSteps,
        abortSignal: controller.signal,
        onEvent: (event) => listener(event.type === 'plan' ? 'planner' : 'executor')(event),
      });
      const executorUsage = loop.executorRuns.reduce((u, r) => addUsage(u, r.usage), emptyUsage());
      result.stepCount = loop.stepCount;
      result.usage = loop.usage;
      result.plans = loop.plans;
      result.replans = loop.replans;
      result.rewinds = loop.executorRuns.reduce((n, r) => n + r.rewinds, 0);
      result.byRole = addRoleUsage(
        {
          planner: roleUsage(
            subtractUsage(loop.usage, executorUsage),
            loop.plans.length,
            ids.planner ??
              (models.planner ? modelIdOf(plannerModel) : (ids.default ?? modelIdOf(plannerModel))),
            config.prices,
          ),
        },
        {
          executor: roleUsage(
            executorUsage,
            loop.stepCount,
            ids.executor ??
              (models.executor
                ? modelIdOf(executorModel)
                : (ids.default ?? modelIdOf(executorModel))),
            config.prices,
          ),
        },
      );
      const last = loop.executorRuns.at(-1);
      result.stopReason = loop.error ? 'error' : (last?.stopReason ?? 'step-budget');
      if (loop.terminalTool) {
        result.terminalTool = loop.terminalTool.name;
        result.ended = true;
      }
      if (loop.error) result.error = loop.error;
    }
  } finally {
    unsubscribe();
    outer?.removeEventListener('abort', onOuterAbort);
  }
  if (gameOver) {
    result.stopReason = 'game-over';
    result.ended = true;
  }
  if (result.error)
    emit({ type: 'warning', player, message: `${result.error.name}: ${result.error.message}` });
  emit({
    type: 'phase_end',
    player,
    phase,
    stopReason: result.stopReason,
    toolCalls: result.toolCalls,
    rejected: result.rejected,
  });
  return result;
}
