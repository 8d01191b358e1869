import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Middleware,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { AgentError } from '../errors';
import { stableStringify } from '../util/tokens';
import { streamOf } from './scripted-model';

/** One recorded model call (JSON-safe, so a list of them can be written to a fixture file). */
export interface ModelRecording {
  /** Hash of the request (prompt, tools, tool choice, settings). */
  key: string;
  kind: 'generate' | 'stream';
  /** For `generate`: the result. For `stream`: the stream parts. */
  result: unknown;
}

/** Options of {@link createRecordReplayMiddleware}. */
export interface RecordReplayOptions {
  /**
   * `record`: call the model and append to `recordings`. `replay`: answer from `recordings`
   * only, never calling the model. `auto`: replay when a recording matches, else record.
   */
  mode: 'record' | 'replay' | 'auto';
  /** The recordings; appended to in `record`/`auto` mode (persist it as JSON). */
  recordings: ModelRecording[];
}

/** A replayed call had no matching recording. */
export class ReplayMissError extends AgentError {
  constructor(kind: string, key: string) {
    super(
      'ReplayMissError',
      `No recording for this ${kind} call (request key ${key}). The request differs from the recorded run; record again with mode 'record' or 'auto'.`,
    );
  }
}

/**
 * Record/replay of model calls as a `LanguageModelV3Middleware` (use it with AI SDK
 * `wrapLanguageModel`, or {@link withRecordReplay}). Identical requests replay in recorded
 * order, so a run that asks the same thing twice gets both answers back.
 */
export function createRecordReplayMiddleware(
  options: RecordReplayOptions,
): LanguageModelV3Middleware {
  const used = new Set<ModelRecording>();
  const take = (kind: ModelRecording['kind'], key: string) => {
    const hit = options.recordings.find((r) => r.kind === kind && r.key === key && !used.has(r));
    if (hit) used.add(hit);
    return hit;
  };
  const store = (kind: ModelRecording['kind'], key: string, result: unknown) => {
    const recording = { key, kind, result: toJson(result) };
    used.add(recording);
    options.recordings.push(recording);
  };

  return {
    specificationVersion: 'v3',
    async wrapGenerate({ doGenerate, params }) {
      const key = requestKey(params);
      if (options.mode !== 'record') {
        const hit = take('generate', key);
        if (hit) return hit.result as LanguageModelV3GenerateResult;
        if (options.mode === 'replay') throw new ReplayMissError('generate', key);
      }
      const result = await doGenerate();
      store('generate', key, { ...result, request: undefined, response: undefined });
      return result;
    },
    async wrapStream({ doStream, params }) {
      const key = requestKey(params);
      if (options.mode !== 'record') {
        const hit = take('stream', key);
        if (hit) return { stream: streamOf(hit.result as LanguageModelV3StreamPart[]) };
        if (options.mode === 'replay') throw new ReplayMissError('stream', key);
      }
      const { stream, ...rest } = await doStream();
      const parts: LanguageModelV3StreamPart[] = [];
      const recorder = new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
        transform(part, controller) {
          parts.push(part);
          controller.enqueue(part);
        },
        flush() {
          store('stream', key, parts);
        },
      });
      return { ...rest, stream: stream.pipeThrough(recorder) };
    },
  };
}

/**
 * Applies the record/replay middleware to a model directly, without `wrapLanguageModel`, so it
 * behaves the same under every AI SDK major.
 */
export function withRecordReplay(
  model: LanguageModelV3,
  options: RecordReplayOptions,
): LanguageModelV3 {
  const middleware = createRecordReplayMiddleware(options);
  return {
    specificationVersion: 'v3',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    doGenerate: (params) =>
      middleware.wrapGenerate!({
        doGenerate: () => model.doGenerate(params),
        doStream: () => model.doStream(params),
        params,
        model,
      }),
    doStream: (params) =>
      middleware.wrapStream!({
        doGenerate: () => model.doGenerate(params),
        doStream: () => model.doStream(params),
        params,
        model,
      }),
  };
}

/** A stable key for a request: what the model sees, not transport details. */
export function requestKey(params: LanguageModelV3CallOptions): string {
  const { prompt, tools, toolChoice, responseFormat, temperature, maxOutputTokens } = params;
  return fnv1a(
    stableStringify({ prompt, tools, toolChoice, responseFormat, temperature, maxOutputTokens }),
  );
}

function fnv1a(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x85ebca6b);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

function toJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) =>
      v instanceof Error ? { name: v.name, message: v.message } : v,
    ) ?? 'null',
  );
}
