import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { createDecisionModel, type DecisionInput, type DecisionReply } from '@playmat/agent';
import type { GameState, GameView, PlayerId } from '@playmat/engine';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { CardRegistry } from '../cards/registry';
import { type BotBrain, createBotBrain } from './brain';
import { notListed, withUnlistedAttacksBlocked } from './legal-filter';
import { formatPlan, type PlanStep, parsePlan, planTurn } from './plan';
import { attackPlay, decideMain, mainCandidates } from './policy';
import { planStepMisfit } from './step-check';
import { call, callKey, type Play } from './steps';
import type { BotCall, BotCallResult, BotPhase } from './types';

/** Which job a bot model does. */
export type PokemonBotRole = 'autonomous' | 'planner' | 'executor';

/** Where a bot reads the game: a view callback, or a store it views for its player. */
export interface PokemonBotOptions {
  readonly role: PokemonBotRole;
  readonly player: PlayerId;
  /** Card registry (default: the bundled sets). */
  readonly registry?: CardRegistry;
  /** The player's current view. Either this or `store`. */
  readonly getView?: () => GameView;
  /** A match store (only `engine.view(state, player)` is used: the bot never reads raw state). */
  readonly store?: {
    readonly engine: {
      /** The player's view of a state (the engine's `view`). */
      view(state: GameState<never>, player: PlayerId): GameView;
    };
    readonly state: GameState<unknown>;
  };
  /**
   * The calls the game lists as legal for the player now (see `BotObservation.legalCalls`);
   * without it the bot tries compiled Trainers and Powers and learns from refusals.
   */
  readonly getLegalCalls?: () => readonly BotCall[] | undefined;
  /** The phase the bot is asked to act in; default: inferred from the view and the offered tools. */
  readonly getPhase?: () => BotPhase | null;
  /** Share one brain between a planner and an executor of the same player. */
  readonly brain?: BotBrain;
  readonly modelId?: string;
  readonly maxCallsPerTurn?: number;
  /** Sees every request the bot is sent (tests capture prompts with it; benchmarks measure them). */
  readonly onRequest?: (params: LanguageModelV3CallOptions, role: PokemonBotRole) => void;
}

/** A bot model: a `LanguageModelV3` plus the brain it thinks with. */
export interface PokemonBotModel extends LanguageModelV3 {
  readonly brain: BotBrain;
  readonly role: PokemonBotRole;
  /** Calls answered so far. */
  readonly calls: number;
}

/** Guesses the phase from the view (pending decision, setup stage, draw phase) and the tools. */
export function inferPhase(view: GameView, toolNames: readonly string[]): BotPhase {
  if (view.pendingDecision?.yours) return 'decision';
  const plugin = view.plugin as { stage?: string; flags?: { drew?: boolean } } | undefined;
  if (plugin?.stage === 'setup') return 'setup';
  if (
    view.turn.phase === 'draw' &&
    !plugin?.flags?.drew &&
    (toolNames.length === 0 || toolNames.includes('draw'))
  )
    return 'startOfTurn';
  return 'main';
}

/**
 * A heuristic Pokémon player packaged as a `LanguageModelV3`, so the whole agent path runs
 * offline. `autonomous` answers every call with the next tool call; `planner` writes a plan in
 * the planner format (no tools); `executor` follows the latest plan in its prompt and calls
 * `request_replan` when a step is rejected or a coin flip breaks it. Built on
 * `createDecisionModel` from `@playmat/agent`, which does the model protocol and estimates
 * usage from the prompt, tool definitions and reply, so cost accounting works as with a real
 * provider.
 */
export function createPokemonBot(options: PokemonBotOptions): PokemonBotModel {
  const registry = options.registry ?? getBundledRegistry();
  const brain =
    options.brain ??
    createBotBrain({ player: options.player, registry, maxCallsPerTurn: options.maxCallsPerTurn });
  const getView =
    options.getView ??
    (() => {
      const store = options.store;
      if (!store)
        throw new Error(
          'createPokemonBot: pass getView or store so the bot can see its view of the game.',
        );
      return store.engine.view(store.state as GameState<never>, options.player);
    });
  let calls = 0;
  let executorPlan: ExecutorPlan | null = null;
  /** Keys of planned calls that succeeded this turn (turn number → keys). */
  let succeeded = { turn: -1, keys: new Set<string>() };
  let currentPlanText = '';

  /** One step, decided from the request (tools offered, last results) and the player's view. */
  const decide = (input: DecisionInput): DecisionReply => {
    options.onRequest?.(input.options, options.role);
    calls++;
    if (options.role === 'executor') currentPlanText = input.text;
    const view = getView();
    const phase = options.getPhase?.() ?? inferPhase(view, input.toolNames);
    const lastResults: BotCallResult[] = input.lastResults.map((r) => ({
      call: { toolName: r.toolName, input: r.input },
      ok: r.ok,
      text: r.text,
    }));
    const legalCalls = options.getLegalCalls?.();
    const obs = {
      view,
      phase,
      toolNames: input.toolNames,
      lastResults,
      ...(legalCalls ? { legalCalls } : {}),
    };

    if (options.role === 'planner') {
      const noAttack = [...input.text.matchAll(/tails: (.+?) does nothing/g)].map(
        (m) => m[1] as string,
      );
      const board = withUnlistedAttacksBlocked(brain.board(view), legalCalls);
      const k = brain.knowledge(view);
      const plan = planTurn(
        board,
        k,
        (p) => brain.wasRejected(view, p.call) || notListed(p.call, legalCalls),
        { noAttack },
      );
      return { text: formatPlan(plan) };
    }

    const decided =
      options.role === 'executor' && phase === 'main'
        ? executorNext(obs, input.firstStep)
        : brain.next(obs).call;
    return {
      toolCalls: [
        {
          toolName: decided.toolName,
          input: decided.input,
          toolCallId: `bot-${options.player}-${calls}`,
        },
      ],
    };
  };

  /**
   * The executor: walks the plan with a cursor that survives the run's steps (a new plan comes
   * with a fresh run), skips steps that already succeeded, checks each step against the current
   * board before calling it, and asks for a replan with the reason when one no longer fits.
   */
  function executorNext(obs: Parameters<BotBrain['next']>[0], freshRun: boolean): BotCall {
    if (succeeded.turn !== obs.view.turn.number)
      succeeded = { turn: obs.view.turn.number, keys: new Set() };
    // The prompt grows every step (results, a fresh state); only the plan in it matters.
    const steps = parsePlan(currentPlanText) ?? [];
    const text = JSON.stringify(steps);
    if (freshRun || !executorPlan || executorPlan.text !== text)
      executorPlan = { text, steps, cursor: 0 };
    const plan = executorPlan;
    const last = obs.lastResults[obs.lastResults.length - 1];
    // The result of the previous planned step: remember a success, replan on a rejection.
    let rejectedStep: string | undefined;
    if (plan.lastStepKey && last && callKey(last.call) === plan.lastStepKey) {
      if (last.ok) succeeded.keys.add(plan.lastStepKey);
      else
        rejectedStep = `step ${plan.cursor} (${last.call.toolName}) was rejected: ${firstLine(last.text)}`;
      plan.lastStepKey = undefined;
    }
    return brain.next(obs, (board, k, rejected) => {
      const canReplan = obs.toolNames.includes('request_replan');
      if (rejectedStep && canReplan) return replan(rejectedStep);
      while (plan.cursor < plan.steps.length) {
        const step = plan.steps[plan.cursor++] as PlanStep;
        const misfit = planStepMisfit(step.call, board, k);
        const key = callKey(step.call);
        // Already done this turn (e.g. a replan repeats it) and not repeatable now: skip it.
        if (misfit && succeeded.keys.has(key)) continue;
        if (misfit) {
          if (canReplan) return replan(`step ${plan.cursor} (${step.call.toolName}): ${misfit}`);
          continue;
        }
        const play = lookUp(step.call, board, k);
        if (rejected(play)) continue;
        if (play.call.toolName === 'end_turn' && canReplan && attackPlay(board) && !k.firstGameTurn)
          return replan('an attack became affordable after the plan was written');
        plan.lastStepKey = callKey(play.call);
        return play;
      }
      // Out of steps: a new plan, or (no replans left) the executor's own judgement.
      return canReplan ? replan('the plan ran out of steps') : decideMain(board, k, rejected);
    }).call;
  }

  /** The planned call with its follow-ups, as the policy would make it now. */
  function lookUp(
    planned: BotCall,
    board: ReturnType<BotBrain['board']>,
    k: ReturnType<BotBrain['knowledge']>,
  ): Play {
    if (planned.toolName === 'declare_attack') {
      const a = attackPlay(board);
      const name = (planned.input as { attack?: string }).attack;
      if (a && (a.call.input as { attack?: string }).attack === name) return a;
      return { call: planned, why: 'planned attack' };
    }
    const key = callKey(planned);
    return (
      mainCandidates(board, k).find((p) => callKey(p.call) === key) ?? {
        call: planned,
        why: 'planned step',
      }
    );
  }

  const model = createDecisionModel(decide, {
    provider: 'playmat-bot',
    modelId: options.modelId ?? `pokemon-bot-${options.role}`,
  });
  return {
    ...model,
    brain,
    role: options.role,
    get calls() {
      return calls;
    },
  };
}

/** The plan an executor follows, and how far it got. */
interface ExecutorPlan {
  /** The parsed steps as JSON: a different plan starts over. */
  readonly text: string;
  readonly steps: readonly PlanStep[];
  /** Index of the next step to consider. */
  cursor: number;
  /** Key of the planned call just made, to match its result. */
  lastStepKey?: string;
}

function replan(reason: string): Play {
  return { call: call('request_replan', { reason }), why: reason };
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').replace(/^Error:\s*/, '').slice(0, 120);
}

/** A planner and an executor for one player sharing one brain (rejections, turn memory). */
export function createPokemonPipelineBots(options: Omit<PokemonBotOptions, 'role' | 'brain'>): {
  planner: PokemonBotModel;
  executor: PokemonBotModel;
} {
  const planner = createPokemonBot({ ...options, role: 'planner' });
  const executor = createPokemonBot({ ...options, role: 'executor', brain: planner.brain });
  return { planner, executor };
}
