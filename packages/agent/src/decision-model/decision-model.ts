import type {
  JSONSchema7,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { type DecisionToolResult, lastToolResults, promptText } from './prompt-reading';

/** A tool the model is offered in this call. */
export interface DecisionTool {
  readonly name: string;
  readonly description: string | undefined;
  /** The tool's input as JSON Schema, as a provider receives it. */
  readonly inputSchema: JSONSchema7;
}

/** What a decision function sees: the request, read the way a bot needs it. */
export interface DecisionInput {
  /** The whole prompt as a provider receives it (system, user, assistant and tool messages). */
  readonly prompt: LanguageModelV3Prompt;
  /** Text of the system and user messages, oldest first (the state message of a step is last). */
  readonly text: string;
  /** The tools offered now; empty for a call without tools (a planner). */
  readonly tools: readonly DecisionTool[];
  /** Their names. */
  readonly toolNames: readonly string[];
  /** Calls this model has answered before this one, plus one: 1 for its first call. */
  readonly step: number;
  /** True when the prompt holds no model turn yet: the first step of a run. */
  readonly firstStep: boolean;
  /** The calls of the model's previous step in this run and their results, in call order. */
  readonly lastResults: readonly DecisionToolResult[];
  /** The raw call options (abort signal, provider options, tool choice …). */
  readonly options: LanguageModelV3CallOptions;
}

/** One tool call to make: `{ toolName: 'play_card', input: { card: 'Queen of Hearts' } }`. */
export interface DecisionToolCall {
  readonly toolName: string;
  /** The tool's input (default `{}`). */
  readonly input?: unknown;
  /** Default: `<modelId>-<step>-<n>`. */
  readonly toolCallId?: string;
}

/** A full reply: text and/or tool calls, and optionally the usage to report. */
export interface DecisionReply {
  readonly text?: string;
  readonly toolCalls?: readonly DecisionToolCall[];
  /**
   * Reported usage; default: the prompt, the tool definitions and the reply counted with the
   * `o200k_base` tokenizer (`countPromptTokens` of `@playmat/agent/tokens`): exact for OpenAI's
   * o200k models, an estimate for other providers. Cache reads and writes are parts of
   * `inputTokens`.
   */
  readonly usage?: {
    readonly inputTokens?: number;
    readonly outputTokens?: number;
    readonly cacheReadTokens?: number;
    readonly cacheWriteTokens?: number;
  };
}

/**
 * What a decision function answers: text (a plan, a final answer), one tool call, several
 * (a parallel step), or a {@link DecisionReply}.
 */
export type Decision = string | DecisionToolCall | readonly DecisionToolCall[] | DecisionReply;

/** Decides one model step. May be async; a thrown error is a failed provider call. */
export type DecisionFunction = (input: DecisionInput) => Decision | PromiseLike<Decision>;

/** Options of {@link createDecisionModel}. */
export interface DecisionModelOptions {
  /** Default `decision-model`. */
  readonly modelId?: string;
  /** Default `offline`. */
  readonly provider?: string;
}

/**
 * The tokenizer, loaded on the first count: its encoding is large, and apps that never ask a
 * decision model for usage (or bundle for a browser) need not load it.
 */
let tokenCounter: Promise<typeof import('../tokens')> | undefined;
const loadTokenCounter = () => {
  tokenCounter ??= import('../tokens');
  return tokenCounter;
};

/** The normal form of a {@link Decision}. */
export function toDecisionReply(decision: Decision): DecisionReply {
  if (typeof decision === 'string') return { text: decision };
  if (isToolCallList(decision)) return { toolCalls: decision };
  if ('toolName' in decision) return { toolCalls: [decision] };
  return decision;
}

function isToolCallList(d: Decision): d is readonly DecisionToolCall[] {
  return Array.isArray(d);
}

/**
 * Turns a decision function into a `LanguageModelV3`, the interface every AI SDK model
 * implements (it works unchanged under AI SDK 6 and 7, with `generateText`, `streamText`,
 * `runAgent` and `playMatch`). The function gets the request read for a bot — the tools
 * offered, the results of its previous calls, the prompt's text — and answers with tool calls
 * or text; the model does the protocol: content parts, streaming, finish reason, usage.
 *
 * ```ts
 * const model = createDecisionModel(({ tools, lastResults }) =>
 *   tools.length === 0 ? 'PLAN: 1. draw' : { toolName: 'draw', input: { count: 1 } },
 * );
 * ```
 */
export function createDecisionModel(
  decide: DecisionFunction,
  options: DecisionModelOptions = {},
): LanguageModelV3 {
  const modelId = options.modelId ?? 'decision-model';
  let step = 0;

  const answer = async (params: LanguageModelV3CallOptions) => {
    const n = ++step;
    const tools: DecisionTool[] = (params.tools ?? []).flatMap((t) =>
      t.type === 'function'
        ? [{ name: t.name, description: t.description, inputSchema: t.inputSchema }]
        : [],
    );
    // The prompt's text is built when `decide` reads it: most bots look at tools and results only.
    let text: string | undefined;
    const reply = toDecisionReply(
      await decide({
        prompt: params.prompt,
        get text() {
          text ??= promptText(params.prompt);
          return text;
        },
        tools,
        toolNames: tools.map((t) => t.name),
        step: n,
        firstStep: !params.prompt.some((m) => m.role === 'assistant'),
        lastResults: lastToolResults(params.prompt),
        options: params,
      }),
    );
    const content: LanguageModelV3Content[] = [];
    if (reply.text) content.push({ type: 'text', text: reply.text });
    (reply.toolCalls ?? []).forEach((c, i) => {
      content.push({
        type: 'tool-call',
        toolCallId: c.toolCallId ?? `${modelId}-${n}-${i + 1}`,
        toolName: c.toolName,
        input: JSON.stringify(c.input ?? {}),
      });
    });
    const counted =
      reply.usage?.inputTokens === undefined || reply.usage?.outputTokens === undefined
        ? await loadTokenCounter()
        : undefined;
    const usage = toUsage(
      reply.usage?.inputTokens ?? counted?.countPromptTokens(params.prompt, tools) ?? 0,
      reply.usage?.outputTokens ?? counted?.countOutputTokens(content) ?? 0,
      reply.usage?.cacheReadTokens,
      reply.usage?.cacheWriteTokens,
    );
    const finishReason = {
      unified: reply.toolCalls?.length ? ('tool-calls' as const) : ('stop' as const),
      raw: undefined,
    };
    return { content, usage, finishReason, step: n };
  };

  return {
    specificationVersion: 'v3',
    provider: options.provider ?? 'offline',
    modelId,
    supportedUrls: {},
    async doGenerate(params): Promise<LanguageModelV3GenerateResult> {
      const { content, usage, finishReason } = await answer(params);
      return { content, usage, finishReason, warnings: [] };
    },
    async doStream(params) {
      const { content, usage, finishReason, step: n } = await answer(params);
      return { stream: streamOf(streamParts(content, usage, finishReason, n)) };
    },
  };
}

/** The stream parts a provider would send for `content`: text in two deltas, tool input whole. */
function streamParts(
  content: readonly LanguageModelV3Content[],
  usage: LanguageModelV3Usage,
  finishReason: Extract<LanguageModelV3StreamPart, { type: 'finish' }>['finishReason'],
  step: number,
): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  content.forEach((c, i) => {
    if (c.type === 'text') {
      const id = `text-${step}-${i}`;
      // Two deltas, so consumers really assemble the text.
      const half = Math.ceil(c.text.length / 2);
      parts.push(
        { type: 'text-start', id },
        { type: 'text-delta', id, delta: c.text.slice(0, half) },
        { type: 'text-delta', id, delta: c.text.slice(half) },
        { type: 'text-end', id },
      );
    } else if (c.type === 'tool-call') {
      parts.push(
        { type: 'tool-input-start', id: c.toolCallId, toolName: c.toolName },
        { type: 'tool-input-delta', id: c.toolCallId, delta: c.input },
        { type: 'tool-input-end', id: c.toolCallId },
        c,
      );
    }
  });
  parts.push({ type: 'finish', usage, finishReason });
  return parts;
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
function streamOf<T>(parts: readonly T[]): ReadableStream<T> {
  let i = 0;
  return new ReadableStream<T>({
    pull(controller) {
      if (i < parts.length) controller.enqueue(parts[i++] as T);
      else controller.close();
    },
  });
}
