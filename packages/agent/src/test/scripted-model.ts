import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { countOutputTokens, countPromptTokens } from '../tokens';

/** One scripted model reply. */
export interface ScriptedReply {
  text?: string;
  toolCalls?: { toolName: string; input: unknown; toolCallId?: string }[];
  /**
   * Reported usage; default: the prompt, tool definitions and reply counted with the
   * `o200k_base` tokenizer (see `countPromptTokens`). Cache reads and writes are parts of
   * `inputTokens`, as providers report them.
   */
  usage?: {
    inputTokens?: number;
    outputTokens?: number;
    cacheReadTokens?: number;
    cacheWriteTokens?: number;
  };
  /** Throw this instead of replying (a failed provider call). */
  error?: Error;
  /**
   * Never reply: the call settles only when its request is aborted, like a provider that
   * accepts a request and never answers (for step-timeout tests).
   */
  hang?: boolean;
}

/** A call the scripted model received. */
export interface ScriptedCall {
  step: number;
  prompt: LanguageModelV3Prompt;
  toolNames: string[];
  kind: 'generate' | 'stream';
  /** The usage this call reported (set once it answered; absent for errors and hangs). */
  usage?: { inputTokens: number; outputTokens: number };
}

/** The script: replies in order, or a function of the call. */
export type Script =
  | ScriptedReply[]
  | ((call: { prompt: LanguageModelV3Prompt; step: number; toolNames: string[] }) => ScriptedReply);

/** A scripted `LanguageModelV3` that also records the calls it received. */
export interface ScriptedModel extends LanguageModelV3 {
  readonly calls: ScriptedCall[];
}

/**
 * A deterministic `LanguageModelV3` for tests and benchmarks. Works with `generateText`
 * (doGenerate) and `streamText` (doStream) under AI SDK 6 and 7. Step numbers start at 1.
 * Running past the end of a queued script is an error naming the call number.
 */
export function createScriptedModel(
  script: Script,
  options: { modelId?: string; provider?: string } = {},
): ScriptedModel {
  const calls: ScriptedCall[] = [];

  const next = (params: LanguageModelV3CallOptions, kind: ScriptedCall['kind']) => {
    const step = calls.length + 1;
    const toolNames = (params.tools ?? []).map((t) => t.name);
    const call: ScriptedCall = { step, prompt: params.prompt, toolNames, kind };
    calls.push(call);
    const reply =
      typeof script === 'function'
        ? script({ prompt: params.prompt, step, toolNames })
        : script[step - 1];
    if (!reply) {
      throw new Error(
        `createScriptedModel: no scripted reply for call ${step}; the script has ${(script as ScriptedReply[]).length} replies.`,
      );
    }
    if (reply.error) throw reply.error;
    if (reply.hang) return { hang: true as const };
    const content: LanguageModelV3Content[] = [];
    if (reply.text) content.push({ type: 'text', text: reply.text });
    (reply.toolCalls ?? []).forEach((c, i) => {
      content.push({
        type: 'tool-call',
        toolCallId: c.toolCallId ?? `call-${step}-${i + 1}`,
        toolName: c.toolName,
        input: JSON.stringify(c.input ?? {}),
      });
    });
    const inputTokens =
      reply.usage?.inputTokens ?? countPromptTokens(params.prompt, functionTools(params.tools));
    const outputTokens = reply.usage?.outputTokens ?? countOutputTokens(content);
    call.usage = { inputTokens, outputTokens };
    const usage = toUsage(
      inputTokens,
      outputTokens,
      reply.usage?.cacheReadTokens,
      reply.usage?.cacheWriteTokens,
    );
    const finishReason = {
      unified: reply.toolCalls?.length ? ('tool-calls' as const) : ('stop' as const),
      raw: undefined,
    };
    return { content, usage, finishReason, step };
  };

  return {
    specificationVersion: 'v3',
    provider: options.provider ?? 'scripted',
    modelId: options.modelId ?? 'scripted-model',
    supportedUrls: {},
    calls,
    async doGenerate(params): Promise<LanguageModelV3GenerateResult> {
      const r = next(params, 'generate');
      if ('hang' in r) return untilAborted(params.abortSignal);
      const { content, usage, finishReason } = r;
      return { content, usage, finishReason, warnings: [] };
    },
    async doStream(params) {
      const r = next(params, 'stream');
      if ('hang' in r) return untilAborted(params.abortSignal);
      const { content, usage, finishReason, step } = r;
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      content.forEach((c, i) => {
        if (c.type === 'text') {
          const id = `text-${step}-${i}`;
          parts.push({ type: 'text-start', id });
          // Two deltas, so consumers really assemble the text.
          const half = Math.ceil(c.text.length / 2);
          parts.push({ type: 'text-delta', id, delta: c.text.slice(0, half) });
          parts.push({ type: 'text-delta', id, delta: c.text.slice(half) });
          parts.push({ type: 'text-end', id });
        } else if (c.type === 'tool-call') {
          parts.push({ type: 'tool-input-start', id: c.toolCallId, toolName: c.toolName });
          parts.push({ type: 'tool-input-delta', id: c.toolCallId, delta: c.input });
          parts.push({ type: 'tool-input-end', id: c.toolCallId });
          parts.push(c);
        }
      });
      parts.push({ type: 'finish', usage, finishReason });
      return { stream: streamOf(parts) };
    },
  };
}

/** A promise that rejects with the abort reason once `signal` aborts, and never settles otherwise. */
function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => {
      const reason = signal?.reason;
      if (reason instanceof Error) reject(reason);
      else {
        const error = new Error('The request was aborted.');
        error.name = 'AbortError';
        reject(error);
      }
    };
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

/** The function tools of a request (provider tools carry no schema to count). */
function functionTools(tools: LanguageModelV3CallOptions['tools']) {
  return (tools ?? []).flatMap((t) => (t.type === 'function' ? [t] : []));
}

function toUsage(
  input: number,
  output: number,
  cacheRead: number | undefined,
  cacheWrite: number | undefined,
): LanguageModelV3Usage {
  const noCache = input - (cacheRead ?? 0) - (cacheWrite ?? 0);
  return {
    inputTokens: { total: input, noCache, cacheRead, cacheWrite },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

/** A ReadableStream over a fixed list of parts. */
export function streamOf<T>(parts: readonly T[]): ReadableStream<T> {
  let i = 0;
  return new ReadableStream<T>({
    pull(controller) {
      if (i < parts.length) controller.enqueue(parts[i++]!);
      else controller.close();
    },
  });
}

/**
 * The usage the given scripted models reported over all their calls, summed: what a run
 * that used exactly these models must account for.
 */
export function reportedUsage(...models: ScriptedModel[]): {
  inputTokens: number;
  outputTokens: number;
} {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const m of models)
    for (const c of m.calls) {
      inputTokens += c.usage?.inputTokens ?? 0;
      outputTokens += c.usage?.outputTokens ?? 0;
    }
  return { inputTokens, outputTokens };
}
