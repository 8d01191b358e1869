import {
  generateText,
  type LanguageModel,
  type ModelMessage,
  type StopCondition,
  type SystemModelMessage,
  stepCountIs,
  streamText,
  type ToolSet,
} from 'ai';
import type { StepUsage } from '../util/tokens';

/** What the runtime learns when a step finishes. */
export interface FinishedStep {
  /** Messages this step added (assistant, then tool results). */
  messages: ModelMessage[];
  text: string;
  toolCalls: number;
  finishReason: string;
  usage: StepUsage | undefined;
}

/** The loop driver's inputs. */
export interface ModelLoopRequest {
  model: LanguageModel;
  system: string | SystemModelMessage | undefined;
  /** Initial messages (validated once by the SDK). */
  messages: ModelMessage[];
  tools: ToolSet;
  abortSignal: AbortSignal | undefined;
  maxRetries: number | undefined;
  maxSteps: number;
  stream: boolean;
  /** Returns the exact messages of the next request (the runtime's own history). */
  prepareStep: () => Promise<ModelMessage[]>;
  /** Names of the tools offered at the next step (default: all). */
  activeTools?: () => string[] | undefined;
  onStepFinish: (step: FinishedStep) => void;
  /** Checked after each step. */
  shouldStop: () => boolean;
}

type SdkStep = {
  text: string;
  toolCalls: readonly unknown[];
  finishReason: unknown;
  usage?: FinishedStep['usage'];
  response: { messages: readonly unknown[] };
};

/**
 * Drives the AI SDK's own step loop, one model step per iteration, while the runtime supplies
 * every request's messages through `prepareStep`. Doing it in one SDK call (rather than one
 * call per step) keeps the SDK from re-validating the whole history on every step.
 */
export async function runModelLoop(request: ModelLoopRequest): Promise<void> {
  // `step.response.messages` holds all response messages so far in AI SDK 6 and only the
  // step's own in AI SDK 7; tell them apart by the first message of the first step.
  let seen = 0;
  let firstKey: string | undefined;
  const onStepFinish = (step: SdkStep) => {
    const all = step.response.messages as ModelMessage[];
    const cumulative = seen > 0 && all.length > 0 && JSON.stringify(all[0]) === firstKey;
    const fresh = cumulative ? all.slice(seen) : all;
    if (seen === 0 && all.length > 0) firstKey = JSON.stringify(all[0]);
    seen += fresh.length;
    request.onStepFinish({
      messages: fresh,
      text: step.text,
      toolCalls: step.toolCalls.length,
      finishReason: String(step.finishReason),
      usage: step.usage,
    });
  };
  const stop: StopCondition<ToolSet> = () => request.shouldStop();
  const common = {
    model: request.model,
    system: request.system,
    messages: request.messages,
    tools: request.tools,
    abortSignal: request.abortSignal,
    stopWhen: [stepCountIs(request.maxSteps), stop],
    prepareStep: async () => {
      const messages = await request.prepareStep();
      const active = request.activeTools?.();
      return active ? { messages, activeTools: active } : { messages };
    },
    onStepFinish: (step: unknown) => onStepFinish(step as SdkStep),
    ...(request.maxRetries === undefined ? {} : { maxRetries: request.maxRetries }),
  };
  if (!request.stream) {
    await generateText(common);
    return;
  }
  let failure: { error: unknown } | undefined;
  const result = streamText({
    ...common,
    onError: ({ error }) => {
      failure ??= { error };
    },
  });
  for await (const part of result.fullStream) {
    if (part.type === 'error') failure ??= { error: part.error };
    else if (part.type === 'abort') failure ??= { error: abortError() };
  }
  if (failure) throw failure.error;
}

function abortError(): Error {
  const error = new Error('The run was aborted.');
  error.name = 'AbortError';
  return error;
}
