import { type LanguageModel, type ModelMessage, type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { type CondensePolicy, condenseToolResults, defaultCondensePolicy } from '../condense';
import { ModelCallError, RepeatedToolCallError, StepTimeoutError } from '../errors';
import type { AgentEvent } from '../events';
import {
  createToolRunContext,
  explainInvalidCall,
  explainUnexecutedCalls,
  type LegalValues,
  type TerminalCall,
  type ToolKind,
  wrapToolsWithContext,
} from '../tools';
import { addUsage, emptyUsage, messagesChars, type Usage } from '../util/tokens';
import { type FinishedStep, runModelLoop } from './call-model';
import { createPromptCache, withCacheBreakpoint } from './prompt-cache';
import { retryAfterMs } from './retry-after';
import { stateChanges } from './state-changes';

/** Rewinds allowed per run. */
export const MAX_REWINDS = 2;

/** Longest guidance a rewind takes: it is kept in the fresh history of every later request. */
export const MAX_GUIDANCE = 2_000;

/** The rewind tool's input, shared by every run so its JSON Schema is made once per process. */
const rewindInput = z.object({ guidance: z.string().max(MAX_GUIDANCE) });

/** Default step budget of {@link runAgent}. */
export const DEFAULT_MAX_STEPS = 25;

/** Default time a model step may take before its request is cancelled (2 minutes). */
export const DEFAULT_STEP_TIMEOUT_MS = 120_000;

/**
 * Why a caller's state may not go back to a snapshot: something happened since that cannot be
 * taken back (in a card game, a card someone saw or drew, or a coin that was flipped).
 */
export interface RestoreRefused {
  readonly refused: true;
  /** Why, and how far back it may go instead, written for the model. */
  readonly reason: string;
  /**
   * A snapshot of the furthest point back the state may go instead, for `restore`; absent when
   * that point is where the state is now (nothing can be undone).
   */
  readonly fallback?: unknown;
}

/** Save/restore of the caller's state, for rewind and for undoing a failed run. */
export interface Checkpoint {
  /** Returns a snapshot of the current state. Called once, at run start. */
  save(): unknown;
  /**
   * Puts the state back to a snapshot returned by `save` (or a `fallback` of a refusal), or
   * returns a {@link RestoreRefused} saying why it may not (then the state is unchanged). Any
   * other return value means it went back.
   */
  restore(snapshot: unknown): unknown;
  /**
   * What `restore` would answer now, without changing anything: the rewind tool asks first, so
   * its result can say where the state will go.
   */
  check?(snapshot: unknown): RestoreRefused | undefined;
}

/** Options of {@link runAgent}. */
export interface RunAgentOptions {
  model: LanguageModel;
  system?: string;
  /** The initial conversation, e.g. `[{ role: 'user', content: 'Play your turn.' }]`. */
  messages: ModelMessage[];
  /** Plain AI SDK tools; they are wrapped per run (see `wrapToolsWithContext`). */
  tools?: ToolSet;
  /** Kind per tool name; default `write`. */
  toolKinds?: Record<string, ToolKind>;
  /** Fresh state text appended to each request as a user message, never stored in history. */
  getState?: () => string | Promise<string>;
  /**
   * Send the state as changes: the run's first state is kept in the history (a caching provider
   * then reads it from cache) and each later request carries only the sections that changed
   * since it (see {@link stateChanges}). Default `false`: the whole state with every request.
   */
  stateAsChanges?: boolean;
  /** Step budget; default {@link DEFAULT_MAX_STEPS}. */
  maxSteps?: number;
  abortSignal?: AbortSignal;
  /** How tool results are condensed before each request; default `defaultCondensePolicy`. */
  condense?: CondensePolicy | false;
  /** Repeated identical calls; default `{ maxRepeats: 3 }`. */
  loopGuard?: { maxRepeats: number } | false;
  /**
   * Taken at run start. Enables the `rewind` tool, and the state is restored to it when the
   * run ends with an error (a failed model call), so nothing is left half-applied.
   */
  checkpoint?: Checkpoint;
  /** Name of the built-in rewind tool (added when `checkpoint` is given); default `rewind`. */
  rewindToolName?: string;
  /**
   * What the rewind tool tells the model it undoes, as in "since the start of this run": the
   * span the checkpoint was taken at. Default `run`; the game bridge says `turn`.
   */
  rewindScope?: string;
  /** Why a raw tool output is a failure; default: `Error…` strings and `{ ok: false }`. */
  failureReason?: (output: unknown, toolName: string) => string | undefined;
  /** Use `streamText` instead of `generateText` for each step. */
  stream?: boolean;
  /** Retries of one model call (AI SDK `maxRetries`); default the SDK's (2). */
  maxRetries?: number;
  /**
   * How long one model step may take, retries included, before its request is cancelled and the
   * run ends with a `StepTimeoutError` (state back at the checkpoint). Default
   * {@link DEFAULT_STEP_TIMEOUT_MS}; `0` waits forever.
   */
  stepTimeoutMs?: number;
  /**
   * Mark prompt-cache breakpoints (the system prompt with the tools, and the history each
   * request shares with the one before) so providers that cache on request, such as Anthropic,
   * bill the repeated prefix at their cache rate. Default `false`. See {@link createPromptCache}.
   */
  promptCache?: boolean;
  /** Receives every {@link AgentEvent} of the run (steps, tool calls and results, condensing, rewinds). */
  onEvent?: (event: AgentEvent) => void;
  /**
   * The tools offered at each step, by name (default: all). Asked before every request, so the
   * offer can follow the state; the rewind tool stays offered when there is one.
   */
  activeTools?: () => readonly string[] | undefined;
  /** A successful call whose result means the run is over (see `ToolRunContextOptions.endsRun`). */
  endsRun?: (toolName: string, output: unknown) => boolean;
  /**
   * Legal values of a tool's argument now. A call that leaves the argument out or gets it
   * wrong is answered with them (see {@link explainInvalidCall}).
   */
  legalValues?: LegalValues;
  /**
   * Marks card data in the texts the runtime writes itself from the caller's words: the answer
   * to an invalid call, which quotes legal values, and (as an executor) the plan it is handed
   * (see `GamePlugin.markCardData`).
   */
  markText?: (text: string) => string;
}

/** Why a run stopped. */
export type StopReason =
  | 'terminal-tool'
  | 'no-tool-calls'
  | 'step-budget'
  | 'aborted'
  | 'loop-guard'
  | 'error';

/** What {@link runAgent} returns. It never throws for model or tool failures. */
export interface RunAgentResult {
  /** Text of the last step. */
  text: string;
  stepCount: number;
  aborted: boolean;
  stopReason: StopReason;
  terminalTool?: TerminalCall;
  /** Summed over every step of the run. */
  usage: Usage;
  /** The full, uncondensed log of the run, including messages from before rewinds. */
  transcript: ModelMessage[];
  /** The uncondensed history as it stood at the end (after the last rewind). */
  messages: ModelMessage[];
  rewinds: number;
  /**
   * Why the run failed. `retryAfterMs`: how long the provider asked to wait (a 429's
   * Retry-After), when the failed call said so; the AI SDK's own retries honour it only up to a
   * minute, so a caller may wait longer before trying again.
   */
  error?: RunError;
}

/** A run's failure, as {@link RunAgentResult.error} reports it. */
export interface RunError {
  name: string;
  message: string;
  retryAfterMs?: number;
}

/**
 * Runs a tool-calling agent one model step per iteration. The runtime owns the history: it
 * condenses tool results before each request, appends the fresh state (never stored), wraps
 * the tools per run, and stops on a terminal tool, a step without tool calls, the step budget,
 * the abort signal, the loop guard, or a failed model call (restoring the checkpoint).
 */
export async function runAgent(options: RunAgentOptions): Promise<RunAgentResult> {
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const markText = options.markText ?? ((text: string) => text);
  const policy =
    options.condense === false ? undefined : (options.condense ?? defaultCondensePolicy);
  const reported = new Set<string>();
  const emit = (event: AgentEvent) => {
    if (event.type === 'tool-call') reported.add(event.toolCallId);
    options.onEvent?.(event);
  };
  const snapshot = options.checkpoint?.save();
  const rewindName = options.rewindToolName ?? 'rewind';
  const scope = options.rewindScope ?? 'run';

  let rewinds = 0;
  // Where the next rewind goes: the run's start, or as far back as the caller allows.
  let rewindTarget: { snapshot: unknown; refused?: RestoreRefused } = { snapshot };
  const tools: ToolSet = { ...options.tools };
  const kinds: Record<string, ToolKind> = { ...options.toolKinds };
  if (options.checkpoint) {
    const checkpoint = options.checkpoint;
    tools[rewindName] = tool({
      description: `Undo everything done since the start of this ${scope} and start over with a clean history. Nothing that showed you hidden cards or used chance (a draw, a search, a flip, a shuffle) can be undone: the rewind stops right after the latest such action. Write guidance for your next attempt: what went wrong and what to do instead. At most ${MAX_REWINDS} per ${scope}.`,
      inputSchema: rewindInput,
      execute: async () => {
        if (rewinds >= MAX_REWINDS)
          return `Error: rewind limit reached (${MAX_REWINDS} per ${scope}). Continue from the current state.`;
        const refused = checkpoint.check?.(snapshot);
        if (refused === undefined) {
          rewindTarget = { snapshot };
          return `Rewinding to the start of the ${scope}.`;
        }
        if (refused.fallback === undefined)
          return `Error: ${refused.reason} Continue from the current state.`;
        rewindTarget = { snapshot: refused.fallback, refused };
        return `Rewinding as far back as allowed, not to the start of the ${scope}: ${refused.reason}`;
      },
    });
    kinds[rewindName] = 'terminal';
  }

  /**
   * Restores `target`, or when the caller refuses, the furthest point back it allows. Returns
   * the refusal that stopped it short (`restored: false` when it stayed where it was).
   */
  const restoreAsFarAsAllowed = (
    target: unknown,
  ): { restored: boolean; refused?: RestoreRefused } => {
    const checkpoint = options.checkpoint as Checkpoint;
    const refused = refusal(checkpoint.restore(target));
    if (refused === undefined) return { restored: true };
    if (refused.fallback === undefined || refusal(checkpoint.restore(refused.fallback)))
      return { restored: false, refused };
    return { restored: true, refused };
  };

  const context = createToolRunContext({
    kinds,
    loopGuard: options.loopGuard,
    failureReason: options.failureReason,
    onEvent: emit,
    ...(options.endsRun ? { endsRun: options.endsRun } : {}),
  });
  const wrapped = wrapToolsWithContext(tools, context);

  let history: ModelMessage[] = [...options.messages];
  const transcript: ModelMessage[] = [...options.messages];
  let usage = emptyUsage();
  let stepCount = 0;
  let text = '';
  let stopReason: StopReason = 'step-budget';
  let error: RunAgentResult['error'];

  let pendingRewind = false;

  const rewind = (step: number) => {
    const terminal = context.terminal!;
    rewinds++;
    const went = restoreAsFarAsAllowed(rewindTarget.snapshot);
    const refused = went.refused ?? rewindTarget.refused;
    rewindTarget = { snapshot };
    const guidance = String((terminal.input as { guidance?: unknown })?.guidance ?? '');
    const where = !went.restored
      ? `Your rewind could not go back (${refused?.reason}); the state is as it was.`
      : refused
        ? `You rewound as far back as allowed (rewind ${rewinds} of ${MAX_REWINDS}): ${refused.reason} The state is back to how it was right after that.`
        : `You rewound to the start of this ${scope} (rewind ${rewinds} of ${MAX_REWINDS}); the state is back to how it was then.`;
    const note: ModelMessage = {
      role: 'user',
      content: `${where} Your guidance for this attempt: ${guidance}`,
    };
    history = [...options.messages, note];
    transcript.push(note);
    stateBase = undefined;
    context.clearTerminal();
    pendingRewind = false;
    emit({ type: 'rewind', step, rewinds, guidance });
  };

  const cache = options.promptCache ? createPromptCache(options.system) : undefined;

  // One timer per step: armed when a request is prepared, cleared when the step finishes.
  const timeoutMs = options.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS;
  const stepTimer = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOutAt: number | undefined;
  const armTimer = (step: number) => {
    if (timer) clearTimeout(timer);
    if (timeoutMs <= 0) return;
    timer = setTimeout(() => {
      timedOutAt = step;
      stepTimer.abort(new StepTimeoutError(step, timeoutMs));
    }, timeoutMs);
  };
  const disarmTimer = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const signal = options.abortSignal
    ? AbortSignal.any([options.abortSignal, stepTimer.signal])
    : stepTimer.signal;

  const activeTools = options.activeTools
    ? () => {
        const names = options.activeTools?.();
        if (names === undefined) return undefined;
        return options.checkpoint && !names.includes(rewindName)
          ? [...names, rewindName]
          : [...names];
      }
    : undefined;

  // With `stateAsChanges`: the state kept in the history, that later requests are told changes of.
  let stateBase: string | undefined;
  const stateMessage = (state: string): ModelMessage => {
    if (!options.stateAsChanges) return { role: 'user', content: `Current state:\n${state}` };
    if (stateBase === undefined) {
      // Never rewritten, so with caching it ends a cached prefix from its first request on.
      const full: ModelMessage = { role: 'user', content: `Current state:\n${state}` };
      const kept = cache ? withCacheBreakpoint(full) : full;
      history.push(kept);
      transcript.push(kept);
      stateBase = state;
      return kept;
    }
    const changes = stateChanges(stateBase, state);
    if (changes === undefined) return { role: 'user', content: `Current state:\n${state}` };
    return {
      role: 'user',
      content:
        changes === ''
          ? 'The state has not changed since the state above.'
          : `State changes since the state above (sections not shown are unchanged):\n${changes}`,
    };
  };

  // The tools offered at the current step, for the answer to a call of a tool not offered.
  let offered: readonly string[] | undefined;

  const prepareStep = async (): Promise<ModelMessage[]> => {
    const step = stepCount + 1;
    offered = activeTools?.();
    if (pendingRewind) rewind(stepCount);
    armTimer(step);
    context.beginStep(step);
    let request = history;
    if (policy) {
      const condensed = condenseToolResults(history, policy);
      if (condensed.condensed > 0 && options.onEvent) {
        const before = lazyChars(history);
        const after = lazyChars(condensed.messages);
        emit({
          type: 'condense',
          step,
          condensed: condensed.condensed,
          get charsBefore() {
            return before();
          },
          get charsAfter() {
            return after();
          },
        });
      }
      request = condensed.messages;
    }
    if (cache) request = cache.mark(request);
    if (options.getState) request = [...request, stateMessage(await options.getState())];
    if (options.onEvent) {
      const chars = lazyChars(request);
      emit({
        type: 'step-start',
        step,
        historyMessages: request.length,
        get historyChars() {
          return chars();
        },
      });
    }
    return request;
  };

  const onStepFinish = (finished: FinishedStep) => {
    disarmTimer();
    stepCount++;
    const unexecuted = unexecutedCalls(finished.messages, reported);
    const produced = ensureToolResults(
      explainUnexecutedCalls(finished.messages, unexecuted, (toolName, input) =>
        markText(
          explainInvalidCall({
            toolName,
            input,
            tools,
            ...(offered ? { offered } : {}),
            ...(options.legalValues ? { legalValues: options.legalValues } : {}),
          }),
        ),
      ),
    );
    reportUnexecutedCalls(produced, reported, stepCount, emit);
    history.push(...produced);
    transcript.push(...produced);
    usage = addUsage(usage, finished.usage);
    text = finished.text;
    lastToolCalls = finished.toolCalls;
    emit({
      type: 'step-end',
      step: stepCount,
      text: finished.text,
      toolCalls: finished.toolCalls,
      finishReason: finished.finishReason,
      usage: addUsage(emptyUsage(), finished.usage),
    });
    if (context.terminal?.name === rewindName && options.checkpoint) pendingRewind = true;
  };

  let lastToolCalls = 0;
  if (options.abortSignal?.aborted) stopReason = 'aborted';
  else if (maxSteps > 0) {
    try {
      await runModelLoop({
        model: options.model,
        system: cache?.system ?? options.system,
        messages: [...options.messages],
        tools: wrapped,
        abortSignal: signal,
        maxRetries: options.maxRetries,
        maxSteps,
        stream: options.stream ?? false,
        prepareStep,
        ...(activeTools ? { activeTools } : {}),
        onStepFinish,
        shouldStop: () =>
          (context.terminal !== undefined && !pendingRewind) || context.loopStopped !== undefined,
      });
      if (pendingRewind) rewind(stepCount);
      if (context.terminal) stopReason = 'terminal-tool';
      else if (context.loopStopped) {
        const failure = new RepeatedToolCallError(context.loopStopped);
        error = { name: failure.name, message: failure.message };
        stopReason = 'loop-guard';
      } else if (lastToolCalls === 0 && stepCount > 0) stopReason = 'no-tool-calls';
      else stopReason = 'step-budget';
    } catch (cause) {
      if (timedOutAt !== undefined && !options.abortSignal?.aborted) {
        // No answer in time: like any failed call, undo the run and report it.
        if (options.checkpoint) restoreAsFarAsAllowed(snapshot);
        const failure = new StepTimeoutError(timedOutAt, timeoutMs);
        error = { name: failure.name, message: failure.message };
        stopReason = 'error';
      } else if (
        options.abortSignal?.aborted ||
        (cause instanceof Error && cause.name === 'AbortError')
      ) {
        stopReason = 'aborted';
      } else {
        // Tools of a streamed step may have run before the failure: undo the whole run.
        if (options.checkpoint) restoreAsFarAsAllowed(snapshot);
        const failure = new ModelCallError(stepCount + 1, cause);
        const wait = retryAfterMs(cause);
        error = {
          name: failure.name,
          message: failure.message,
          ...(wait === undefined ? {} : { retryAfterMs: wait }),
        };
        stopReason = 'error';
      }
    } finally {
      disarmTimer();
    }
  }

  const result: RunAgentResult = {
    text,
    stepCount,
    aborted: stopReason === 'aborted',
    stopReason,
    usage,
    transcript,
    messages: history,
    rewinds,
  };
  const terminal = context.terminal;
  if (terminal && stopReason === 'terminal-tool') result.terminalTool = terminal;
  if (error) result.error = error;
  emit({ type: 'run-end', stopReason, stepCount, usage, ...(error ? { error } : {}) });
  return result;
}

/** A `restore` answer as a refusal, or `undefined` when it went back. */
function refusal(answer: unknown): RestoreRefused | undefined {
  return typeof answer === 'object' &&
    answer !== null &&
    (answer as Partial<RestoreRefused>).refused === true
    ? (answer as RestoreRefused)
    : undefined;
}

/**
 * The size of `messages` as they are now, measured when first read: sizes in events are read by
 * few listeners (a transcript writer, a UI), so a run whose listener never looks pays nothing.
 * Later pushes to the same array do not change the answer.
 */
function lazyChars(messages: readonly ModelMessage[]): () => number {
  const count = messages.length;
  let chars: number | undefined;
  return () => {
    chars ??= messagesChars(messages.length === count ? messages : messages.slice(0, count));
    return chars;
  };
}

/** Ids of the step's calls that no wrapped tool ran (the SDK answered them itself). */
function unexecutedCalls(messages: readonly ModelMessage[], reported: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'assistant' || typeof m.content === 'string') continue;
    for (const p of m.content)
      if (p.type === 'tool-call' && !p.providerExecuted && !reported.has(p.toolCallId))
        out.add(p.toolCallId);
  }
  return out;
}

/**
 * Calls the SDK answered without running a tool (input that fails the schema, an unknown tool
 * name) never reach the wrapped tools; report them too so logs show every call the model made.
 */
function reportUnexecutedCalls(
  messages: readonly ModelMessage[],
  reported: Set<string>,
  step: number,
  emit: (event: AgentEvent) => void,
): void {
  const outputs = new Map<string, unknown>();
  for (const m of messages) {
    if (m.role !== 'tool') continue;
    for (const p of m.content) {
      if (p.type === 'tool-result')
        outputs.set(p.toolCallId, (p.output as { value?: unknown }).value);
    }
  }
  for (const m of messages) {
    if (m.role !== 'assistant' || typeof m.content === 'string') continue;
    for (const p of m.content) {
      if (p.type !== 'tool-call' || p.providerExecuted || reported.has(p.toolCallId)) continue;
      reported.add(p.toolCallId);
      const { toolCallId, toolName, input } = p;
      emit({ type: 'tool-call', step, toolCallId, toolName, input });
      emit({
        type: 'tool-result',
        step,
        toolCallId,
        toolName,
        status: 'failed',
        output: outputs.get(toolCallId),
      });
    }
  }
}

/**
 * Returns the messages with an error result appended for every tool call that has none, so
 * the history is valid for providers that reject unanswered calls. Unchanged input is returned as is.
 */
export function ensureToolResults(messages: ModelMessage[]): ModelMessage[] {
  const answered = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'tool') continue;
    for (const p of m.content) if (p.type === 'tool-result') answered.add(p.toolCallId);
  }
  const missing: { toolCallId: string; toolName: string }[] = [];
  for (const m of messages) {
    if (m.role !== 'assistant' || typeof m.content === 'string') continue;
    for (const p of m.content) {
      if (p.type === 'tool-call' && !p.providerExecuted && !answered.has(p.toolCallId)) {
        missing.push({ toolCallId: p.toolCallId, toolName: p.toolName });
      }
    }
  }
  if (missing.length === 0) return messages;
  return [
    ...messages,
    {
      role: 'tool',
      content: missing.map((c) => ({
        type: 'tool-result' as const,
        toolCallId: c.toolCallId,
        toolName: c.toolName,
        output: {
          type: 'error-text' as const,
          value: 'Error: this call got no result and was not run.',
        },
      })),
    },
  ];
}
