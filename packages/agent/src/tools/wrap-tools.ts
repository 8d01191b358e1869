import { asSchema, jsonSchema, type ToolSet } from 'ai';
import { defaultFailureReason } from '../condense/tool-output';
import type { AgentEvent, ToolCallStatus } from '../events';
import { stableStringify } from '../util/tokens';

/**
 * How a tool touches the world. `read` tools never change state and run concurrently;
 * `write` tools change state and run one at a time; a successful `terminal` call ends the run
 * after the current step. Tools not listed are `write`.
 */
export type ToolKind = 'read' | 'write' | 'terminal';

/** The successful terminal call that ended a run. */
export interface TerminalCall {
  name: string;
  input: unknown;
  output: unknown;
}

/** Options of {@link createToolRunContext}. */
export interface ToolRunContextOptions {
  /** Kind per tool name; default `write`. */
  kinds?: Record<string, ToolKind>;
  /** Why a raw tool output is a failure (undefined = success). Default {@link defaultFailureReason}. */
  failureReason?: (output: unknown, toolName: string) => string | undefined;
  /** Same call with the same input more than `maxRepeats` times in a row is refused. */
  loopGuard?: { maxRepeats: number } | false;
  /** Receives `tool-call` and `tool-result` events. */
  onEvent?: (event: AgentEvent) => void;
  /**
   * Whether a successful call ends the run after this step, judged from its result (say, the
   * game now waits on another player). Such a call then counts as the run's terminal call.
   */
  endsRun?: (toolName: string, output: unknown) => boolean;
}

/**
 * Per-run state shared by the wrapped tools: the current step's batch, the terminal call, the
 * loop guard. Create one per run, call {@link ToolRunContext.beginStep} before each model step.
 */
export interface ToolRunContext {
  /** Starts a new batch: the serial queue and the "blocked" flag are per step. */
  beginStep(step: number): void;
  /** The successful terminal call of the run, if any. */
  readonly terminal: TerminalCall | undefined;
  /** Forgets the terminal call (used after a rewind). */
  clearTerminal(): void;
  /** Set when the model kept repeating a call after being told; the run should stop. */
  readonly loopStopped: string | undefined;
  /** @internal */
  readonly options: ToolRunContextOptions;
  /** @internal */
  readonly state: BatchState;
}

interface BatchState {
  step: number;
  queue: Promise<void>;
  blocked: string | undefined;
  terminal: TerminalCall | undefined;
  lastKey: string | undefined;
  repeats: number;
  loopStopped: string | undefined;
}

/** Creates the per-run context for {@link wrapToolsWithContext}. */
export function createToolRunContext(options: ToolRunContextOptions = {}): ToolRunContext {
  const state: BatchState = {
    step: 0,
    queue: Promise.resolve(),
    blocked: undefined,
    terminal: undefined,
    lastKey: undefined,
    repeats: 0,
    loopStopped: undefined,
  };
  return {
    options,
    state,
    beginStep(step) {
      state.step = step;
      state.queue = Promise.resolve();
      state.blocked = undefined;
    },
    get terminal() {
      return state.terminal;
    },
    clearTerminal() {
      state.terminal = undefined;
    },
    get loopStopped() {
      return state.loopStopped;
    },
  };
}

/**
 * Wraps tools created once (e.g. at app start) with per-run behaviour, without changing their
 * schemas or descriptions:
 * - state-changing calls of one step run one at a time, in call order;
 * - after a failed or blocked state-changing call, or a terminal call, the remaining
 *   state-changing calls of that step return `cancelled because …` (read-only ones still run);
 * - a successful terminal call is recorded (the run ends after the step; nothing is thrown);
 * - exceptions become `Error: …` results, so every call gets a result;
 * - the loop guard refuses a call repeated too often in a row.
 */
export function wrapToolsWithContext<T extends ToolSet>(tools: T, context: ToolRunContext): T {
  const { options, state } = context;
  const failureReason = options.failureReason ?? defaultFailureReason;
  const maxRepeats = options.loopGuard === false ? undefined : (options.loopGuard?.maxRepeats ?? 3);
  const wrapped: Record<string, unknown> = {};

  for (const [name, original] of Object.entries(tools)) {
    const execute = original.execute;
    if (!execute) {
      wrapped[name] = original;
      continue;
    }
    const kind: ToolKind = options.kinds?.[name] ?? 'write';

    const run = async (input: unknown, callOptions: { toolCallId: string }): Promise<unknown> => {
      const step = state.step;
      const toolCallId = callOptions.toolCallId;
      const report = (status: ToolCallStatus, output: unknown) => {
        options.onEvent?.({
          type: 'tool-result',
          step,
          toolCallId,
          toolName: name,
          status,
          output,
        });
        return output;
      };
      options.onEvent?.({ type: 'tool-call', step, toolCallId, toolName: name, input });

      if (maxRepeats !== undefined) {
        const key = `${name}:${stableStringify(input)}`;
        state.repeats = key === state.lastKey ? state.repeats + 1 : 1;
        state.lastKey = key;
        if (state.repeats > maxRepeats) {
          const message = `Error: you have called ${name} with the same input ${state.repeats} times in a row. It was not run again. Do something different, or end your turn.`;
          if (state.repeats > maxRepeats + 1) state.loopStopped = message;
          return report('repeated', message);
        }
      }

      const invoke = async (): Promise<{ output: unknown; failed: string | undefined }> => {
        try {
          const output = await lastValue(execute(input as never, callOptions as never));
          return { output, failed: failureReason(output, name) };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return { output: `Error: ${message}`, failed: message };
        }
      };

      if (kind === 'read') {
        const { output, failed } = await invoke();
        return report(failed === undefined ? 'ok' : 'failed', output);
      }

      // State-changing: wait for our turn in this step's queue.
      const turn = state.queue.then(async () => {
        if (state.blocked !== undefined) {
          return report(
            'cancelled',
            `cancelled because ${state.blocked}. This call was not run and changed nothing; check the current state before trying again.`,
          );
        }
        const { output, failed } = await invoke();
        if (failed !== undefined) {
          state.blocked = `${name} failed earlier in the same step (${failed})`;
          return report('failed', output);
        }
        const ends = kind === 'terminal' || options.endsRun?.(name, output) === true;
        if (ends && state.terminal === undefined) {
          state.terminal = { name, input, output };
          state.blocked = `${name} ended the turn earlier in the same step`;
        }
        return report('ok', output);
      });
      state.queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    };

    wrapped[name] = { ...original, inputSchema: convertedOnce(original.inputSchema), execute: run };
  }
  return wrapped as T;
}

const converted = new WeakMap<object, unknown>();

/**
 * The SDK turns a zod input schema into JSON Schema on every request; for a long run that was
 * about a third of the runtime. A schema object converted once (its JSON Schema is computed
 * lazily and kept) is reused for every request of every run that shares the tool. The JSON
 * Schema goes without its `$schema` key: no provider reads it, and every request paid for it.
 */
function convertedOnce(schema: unknown): never {
  if (schema === null || typeof schema !== 'object') return schema as never;
  let done = converted.get(schema);
  if (done === undefined) {
    const base = asSchema(schema as Parameters<typeof asSchema>[0]);
    let json: ReturnType<typeof withoutSchemaKey> | undefined;
    const validate = base.validate;
    done = jsonSchema(
      () => {
        json ??= withoutSchemaKey(base.jsonSchema);
        return json;
      },
      validate ? { validate: (value) => validate(value) } : {},
    );
    converted.set(schema, done);
  }
  return done as never;
}

type JsonSchemaOf = ReturnType<typeof asSchema>['jsonSchema'];

/** A JSON Schema (or a promise of one) without its top-level `$schema` key. */
function withoutSchemaKey(json: JsonSchemaOf): JsonSchemaOf {
  const strip = (j: Awaited<JsonSchemaOf>) => {
    if (!j || typeof j !== 'object' || !('$schema' in j)) return j;
    const { $schema: _, ...rest } = j;
    return rest;
  };
  return typeof (json as PromiseLike<unknown>).then === 'function'
    ? (json as PromiseLike<Awaited<JsonSchemaOf>>).then(strip)
    : strip(json as Awaited<JsonSchemaOf>);
}

/** Tools may return a value, a promise, or an async iterable of preliminary outputs. */
async function lastValue(result: unknown): Promise<unknown> {
  const value = await result;
  if (value && typeof value === 'object' && Symbol.asyncIterator in value) {
    let last: unknown;
    for await (const v of value as AsyncIterable<unknown>) last = v;
    return last;
  }
  return value;
}
