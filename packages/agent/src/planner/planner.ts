import { generateText, type LanguageModel, type ModelMessage, type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { ModelCallError, StepTimeoutError } from '../errors';
import type { AgentEvent } from '../events';
import {
  DEFAULT_STEP_TIMEOUT_MS,
  type RunAgentOptions,
  type RunAgentResult,
  type RunError,
  retryAfterMs,
  runAgent,
  withCacheBreakpoint,
} from '../run-agent';
import type { TerminalCall } from '../tools';
import { addUsage, emptyUsage, type Usage } from '../util/tokens';
import { renderMessagesAsText } from './render';

/** Replans allowed per planner–executor loop. */
export const MAX_REPLANS = 3;

/** Default shared step budget of {@link runPlannerExecutorLoop}. */
export const DEFAULT_PLAN_STEP_BUDGET = 75;

/** Name of the terminal tool the executor calls to ask for a new plan. */
export const REQUEST_REPLAN_TOOL = 'request_replan';

/** Options of {@link runPlanner}. */
export interface RunPlannerOptions {
  model: LanguageModel;
  system?: string;
  /** What happened so far; rendered as text. */
  messages?: readonly ModelMessage[];
  /** The current state, as text. */
  state?: string;
  /** Closing instruction, e.g. the plan format to follow. */
  instructions?: string;
  abortSignal?: AbortSignal;
  maxRetries?: number;
  /**
   * How long the call may take, retries included, before it is cancelled with a
   * `StepTimeoutError`; default `DEFAULT_STEP_TIMEOUT_MS`, `0` waits forever.
   */
  stepTimeoutMs?: number;
  /** Mark the system prompt as a prompt-cache breakpoint (see `RunAgentOptions.promptCache`). */
  promptCache?: boolean;
}

/** What {@link runPlanner} returns. */
export interface RunPlannerResult {
  plan: string;
  usage: Usage;
  /** The exact text the planner was given. */
  prompt: string;
}

/**
 * One planner call: no tools, a single user message holding a text rendering of the history
 * and the current state. Throws `ModelCallError` when the call fails.
 */
export async function runPlanner(options: RunPlannerOptions): Promise<RunPlannerResult> {
  const sections: string[] = [];
  if (options.messages?.length) {
    sections.push(`What happened so far:\n${renderMessagesAsText(options.messages)}`);
  }
  if (options.state !== undefined) sections.push(`Current state:\n${options.state}`);
  sections.push(options.instructions ?? 'Write a numbered plan for the rest of the task.');
  const prompt = sections.join('\n\n');
  const timeoutMs = options.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer =
    timeoutMs > 0 ? setTimeout(() => timeout.abort(new Error('timeout')), timeoutMs) : undefined;
  const abortSignal = options.abortSignal
    ? AbortSignal.any([options.abortSignal, timeout.signal])
    : timeout.signal;
  try {
    const result = await generateText({
      model: options.model,
      system:
        options.promptCache && options.system !== undefined
          ? withCacheBreakpoint({ role: 'system', content: options.system })
          : options.system,
      messages: [{ role: 'user', content: prompt }],
      abortSignal,
      ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    });
    const usage = result.steps.reduce((t, s) => addUsage(t, s.usage), emptyUsage());
    return { plan: result.text, usage, prompt };
  } catch (cause) {
    if (timeout.signal.aborted && !options.abortSignal?.aborted)
      throw new StepTimeoutError(0, timeoutMs, 'The planner call');
    throw new ModelCallError(0, cause);
  } finally {
    clearTimeout(timer);
  }
}

/** Options of {@link runPlannerExecutorLoop}. */
export interface PlannerExecutorOptions {
  planner: Omit<RunPlannerOptions, 'messages' | 'state' | 'abortSignal'>;
  /** The executor's run options, minus what the loop owns. */
  executor: Omit<RunAgentOptions, 'messages' | 'maxSteps' | 'abortSignal' | 'onEvent'>;
  /** The task (and any conversation before it). */
  messages: ModelMessage[];
  /** Shared by all executor runs; default {@link DEFAULT_PLAN_STEP_BUDGET}. */
  maxSteps?: number;
  abortSignal?: AbortSignal;
  /** Receives the planner's and every executor run's events (including `plan` and `replan`). */
  onEvent?: (event: AgentEvent) => void;
  /** The message that hands a plan to the executor. */
  formatPlan?: (plan: string, attempt: number) => string;
}

/** What {@link runPlannerExecutorLoop} returns. */
export interface PlannerExecutorResult {
  /** Text of the last executor step. */
  text: string;
  /** Executor steps over all runs. */
  stepCount: number;
  aborted: boolean;
  terminalTool?: TerminalCall;
  /** Planner and executor usage together. */
  usage: Usage;
  plans: string[];
  replans: number;
  replanReasons: string[];
  executorRuns: RunAgentResult[];
  error?: RunError;
}

const replanTool = tool({
  description:
    'Stop following the current plan and ask the planner for a new one, when the plan no longer fits the situation (e.g. a coin flip went the other way). Give the reason.',
  inputSchema: z.object({ reason: z.string() }),
  execute: async ({ reason }) => `Replan requested: ${reason}`,
});

/**
 * Plans with a strong model, executes with a cheaper one. Each plan gets a fresh executor
 * history; `request_replan` is terminal; after {@link MAX_REPLANS} replans the executor runs
 * once more without `request_replan`. The step budget is shared by all executor runs.
 */
export async function runPlannerExecutorLoop(
  options: PlannerExecutorOptions,
): Promise<PlannerExecutorResult> {
  const budget = options.maxSteps ?? DEFAULT_PLAN_STEP_BUDGET;
  const emit = options.onEvent ?? (() => {});
  const formatPlan =
    options.formatPlan ??
    ((plan: string) =>
      `Follow this plan step by step. If it stops fitting the situation, call ${REQUEST_REPLAN_TOOL}.\n\n${plan}`);
  // A plan quotes the state it was made from: its card data is marked as the state's is.
  const markText = options.executor.markText ?? ((text: string) => text);
  const result: PlannerExecutorResult = {
    text: '',
    stepCount: 0,
    aborted: false,
    usage: emptyUsage(),
    plans: [],
    replans: 0,
    replanReasons: [],
    executorRuns: [],
  };
  const happened: ModelMessage[] = [...options.messages];

  while (result.stepCount < budget) {
    const state = options.executor.getState ? await options.executor.getState() : undefined;
    let planned: RunPlannerResult;
    try {
      planned = await runPlanner({
        ...options.planner,
        messages: happened,
        state,
        abortSignal: options.abortSignal,
      });
    } catch (error) {
      if (options.abortSignal?.aborted) result.aborted = true;
      else {
        const wait = retryAfterMs(error);
        result.error = {
          name: (error as Error).name,
          message: (error as Error).message,
          ...(wait === undefined ? {} : { retryAfterMs: wait }),
        };
      }
      break;
    }
    result.plans.push(planned.plan);
    result.usage = addUsage(result.usage, planned.usage);
    emit({ type: 'plan', plans: result.plans.length, plan: planned.plan });

    const mayReplan = result.replans < MAX_REPLANS;
    const tools: ToolSet = { ...options.executor.tools };
    const toolKinds = { ...options.executor.toolKinds };
    if (mayReplan) {
      tools[REQUEST_REPLAN_TOOL] = replanTool;
      toolKinds[REQUEST_REPLAN_TOOL] = 'terminal';
    }
    const planMessage: ModelMessage = {
      role: 'user',
      content: formatPlan(markText(planned.plan), result.plans.length),
    };
    const offered = options.executor.activeTools;
    const run = await runAgent({
      ...options.executor,
      tools,
      toolKinds,
      ...(offered
        ? {
            activeTools: () => {
              const names = offered();
              return names && mayReplan ? [...names, REQUEST_REPLAN_TOOL] : names;
            },
          }
        : {}),
      messages: [...options.messages, planMessage],
      maxSteps: budget - result.stepCount,
      abortSignal: options.abortSignal,
      onEvent: emit,
    });
    result.executorRuns.push(run);
    result.stepCount += run.stepCount;
    result.usage = addUsage(result.usage, run.usage);
    result.text = run.text;
    happened.push(...run.transcript.slice(options.messages.length + 1));

    if (run.terminalTool?.name === REQUEST_REPLAN_TOOL && mayReplan) {
      const reason = String((run.terminalTool.input as { reason?: unknown })?.reason ?? '');
      result.replans++;
      result.replanReasons.push(reason);
      emit({ type: 'replan', replans: result.replans, reason });
      continue;
    }
    if (run.terminalTool) result.terminalTool = run.terminalTool;
    result.aborted = run.aborted;
    if (run.error) result.error = run.error;
    break;
  }
  return result;
}
