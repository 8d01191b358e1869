import { asSchema, type ToolSet } from 'ai';
import { explainInvalidCall } from './invalid-calls';

/** Longest text argument a tool takes unless its schema says more (`z.string().max(n)`). */
export const MAX_TEXT_ARGUMENT = 200;
/** Most entries a list argument holds. */
export const MAX_LIST_ARGUMENT = 100;

/** A field's own length limit, when its zod schema sets one (optional fields unwrapped). */
function ownLimit(schema: unknown, field: string): number | undefined {
  let f = (schema as { shape?: Record<string, unknown> } | undefined)?.shape?.[field] as
    | { maxLength?: number | null; unwrap?: () => unknown }
    | undefined;
  for (let i = 0; i < 3 && f !== undefined; i++) {
    if (typeof f.maxLength === 'number') return f.maxLength;
    f = f.unwrap?.() as typeof f;
  }
  return undefined;
}

/** A short quote of a long text: its start and its length. */
const quoteStart = (text: string) =>
  `${JSON.stringify(text.slice(0, 40))}… (${text.length.toLocaleString('en-US')} characters)`;

/**
 * Why an input's arguments are too big to read: a text over its limit or a list over
 * {@link MAX_LIST_ARGUMENT} entries (such input can only bloat the answers that quote it).
 */
function oversized(schema: unknown, input: unknown): string | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  for (const [field, value] of Object.entries(input)) {
    const limit = ownLimit(schema, field) ?? MAX_TEXT_ARGUMENT;
    const texts = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && value.length > MAX_LIST_ARGUMENT)
      return `"${field}" lists ${value.length} entries; at most ${MAX_LIST_ARGUMENT}.`;
    for (const t of texts)
      if (typeof t === 'string' && t.length > limit)
        return `"${field}" is at most ${limit} characters; got ${quoteStart(t)}.`;
  }
  return undefined;
}

/** An input checked against a tool's schema: the parsed value, or that it does not fit. */
async function fits(
  schema: unknown,
  input: unknown,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const zod = schema as { safeParse?: (v: unknown) => { success: boolean; data?: unknown } };
  if (typeof zod?.safeParse === 'function') {
    const r = zod.safeParse(input);
    return r.success ? { ok: true, value: r.data } : { ok: false };
  }
  if (schema === undefined || schema === null) return { ok: true, value: input };
  const validate = asSchema(schema as never).validate;
  if (validate === undefined) return { ok: true, value: input };
  const r = await validate(input);
  return r.success ? { ok: true, value: r.value } : { ok: false };
}

/**
 * The same tools, each checking its own input against its schema before it runs. The AI SDK
 * checks a model's calls before it calls a tool, but a tool called directly (a host, a test, a
 * seat that reaches `execute`) is not: input that does not fit is answered with
 * {@link explainInvalidCall}'s text (what is wrong, a well-formed call) and the tool does not
 * run, so no tool throws on a missing or mistyped argument. Texts longer than
 * {@link MAX_TEXT_ARGUMENT} characters (or their field's own `max`) and lists longer than
 * {@link MAX_LIST_ARGUMENT} are refused too, quoted in short: no answer repeats a huge input.
 */
export function validatingTools<T extends ToolSet>(tools: T): T {
  const out: ToolSet = {};
  for (const [name, t] of Object.entries(tools)) {
    const execute = t.execute;
    if (execute === undefined) {
      out[name] = t;
      continue;
    }
    out[name] = {
      ...t,
      execute: async (input: unknown, options: never) => {
        const big = oversized(t.inputSchema, input);
        if (big !== undefined) return `Error: ${name} was called with invalid input.\n- ${big}`;
        const checked = await fits(t.inputSchema, input);
        if (!checked.ok) return explainInvalidCall({ toolName: name, input, tools });
        return execute(checked.value as never, options);
      },
    } as ToolSet[string];
  }
  return out as T;
}
