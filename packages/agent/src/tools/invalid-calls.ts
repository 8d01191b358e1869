import type { ModelMessage, ToolSet } from 'ai';

/**
 * Legal values of one argument of one tool right now (for a game: the cards in hand, the
 * occupied spots), shown when a call leaves that argument out or gets it wrong.
 */
export type LegalValues = (toolName: string, argument: string) => readonly string[] | undefined;

/** A call the model made that never ran: an unknown tool name, or input that fails the schema. */
export interface InvalidCall {
  readonly toolName: string;
  readonly input: unknown;
  /** Every tool of the run. */
  readonly tools: ToolSet;
  /** The tools offered at this step (default: all of `tools`). */
  readonly offered?: readonly string[];
  readonly legalValues?: LegalValues;
}

/** The first sentence of a tool's description, cut at a word near `max` characters. */
export function oneLine(description: string | undefined, max = 110): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= max) return sentence;
  const cut = sentence.lastIndexOf(' ', max - 1);
  return `${sentence.slice(0, cut > 0 ? cut : max - 1)}…`;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string) =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));

/** Dice coefficient of letter pairs, 0..1: how much two names look alike. */
function dice(a: string, b: string): number {
  const pairs = (s: string) => {
    const out = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) {
      const p = s.slice(i, i + 2);
      out.set(p, (out.get(p) ?? 0) + 1);
    }
    return out;
  };
  const pa = pairs(a);
  const pb = pairs(b);
  let shared = 0;
  for (const [p, n] of pa) shared += Math.min(n, pb.get(p) ?? 0);
  const total = Math.max(a.length - 1, 0) + Math.max(b.length - 1, 0);
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * The `limit` tools closest to a name the model invented: words it shares with a tool's name
 * count most (`evolve_pokemon` → `evolve`), then words found in the description, then how alike
 * the whole names look. Plain edit distance alone sends `evolve_pokemon` to
 * `play_pokemon`.
 */
export function closestTools(
  name: string,
  tools: ToolSet,
  offered: readonly string[] = Object.keys(tools),
  limit = 3,
): string[] {
  const wanted = words(name);
  const score = (tool: string) => {
    const own = words(tool);
    const described = new Set(words((tools[tool] as { description?: string })?.description ?? ''));
    let s = 0;
    for (const w of wanted) {
      if (own.includes(w)) s += 4;
      else if (own.some((o) => o.startsWith(w) || w.startsWith(o))) s += 3;
      else if (described.has(w)) s += 1;
    }
    return s + dice(fold(name), fold(tool));
  };
  return [...offered]
    .map((tool) => ({ tool, s: score(tool) }))
    .sort((a, b) => b.s - a.s || a.tool.localeCompare(b.tool))
    .slice(0, limit)
    .map((x) => x.tool);
}

/** `- name: first sentence of its description` for each tool. */
function toolLines(names: readonly string[], tools: ToolSet): string[] {
  return names.map(
    (n) => `- ${n}: ${oneLine((tools[n] as { description?: string } | undefined)?.description)}`,
  );
}

/** The parts of a zod schema's definition read here (zod 4 `def.type`, zod 3 `_def.typeName`). */
interface ZodDef {
  type?: string;
  typeName?: string;
  innerType?: unknown;
}

interface Field {
  readonly name: string;
  readonly required: boolean;
  readonly type: string;
  readonly description: string | undefined;
}

/** The top-level fields of a zod object schema (zod 3 or 4), or `undefined` for other schemas. */
function zodFields(schema: unknown): Field[] | undefined {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return undefined;
  return Object.entries(shape).map(([name, field]) => {
    const f = field as {
      isOptional?: () => boolean;
      description?: string;
      _def?: ZodDef;
      def?: ZodDef;
    };
    const inner = (x: typeof f): typeof f => {
      const d = x.def ?? x._def;
      const t = d?.type ?? d?.typeName;
      return (t === 'optional' || t === 'ZodOptional' || t === 'default' || t === 'ZodDefault') &&
        d?.innerType
        ? inner(d.innerType as typeof f)
        : x;
    };
    const base = inner(f);
    const d = base.def ?? base._def;
    const type = String(d?.type ?? d?.typeName ?? 'value')
      .replace(/^Zod/, '')
      .toLowerCase();
    return {
      name,
      required: !(f.isOptional?.() ?? false),
      type: type === 'array' ? 'list of strings' : type,
      description: f.description ?? base.description,
    };
  });
}

/** The zod issues of an input against a tool's schema, when the schema is zod. */
function zodIssues(
  schema: unknown,
  input: unknown,
): { path: PropertyKey[]; message: string }[] | undefined {
  const parse = (schema as { safeParse?: (v: unknown) => unknown } | undefined)?.safeParse;
  if (typeof parse !== 'function') return undefined;
  const r = parse.call(schema, input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return r.success ? [] : (r.error?.issues ?? []);
}

const quote = (v: string) => JSON.stringify(v);

/** A caller's value as a message quotes it: JSON cut to 60 characters, with the full length. */
function excerpt(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? typeof value;
  } catch {
    text = typeof value;
  }
  return text.length > 60
    ? `${text.slice(0, 60)}… (${text.length.toLocaleString('en-US')} characters)`
    : text;
}

/** What a well-formed call of `toolName` looks like, with legal values where they are known. */
function exampleCall(
  toolName: string,
  fields: readonly Field[],
  legalValues: LegalValues | undefined,
): string {
  const input: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.required) continue;
    const legal = legalValues?.(toolName, f.name)?.[0];
    const value = legal ?? `<${f.name}>`;
    input[f.name] = f.type === 'list of strings' ? [value] : value;
  }
  return `${toolName} ${JSON.stringify(input)}`;
}

/**
 * The text a model gets back for a call that never ran, written so it can fix the call on the
 * next try: an unknown tool gets the three closest tools with what each does (or, for a tool
 * that exists but is not offered now, says so); bad input names each wrong or missing argument
 * with its type, description and legal values, and shows a well-formed call.
 */
export function explainInvalidCall(call: InvalidCall): string {
  const { toolName, tools, input, legalValues } = call;
  const offered = call.offered ?? Object.keys(tools);
  const tool = tools[toolName];
  if (!tool || !offered.includes(toolName)) {
    const lead = tool
      ? `Error: ${toolName} cannot be used now.`
      : `Error: there is no tool ${excerpt(toolName)}.`;
    const close = closestTools(String(toolName).slice(0, 60), tools, offered);
    return [
      `${lead} The closest tools you can call now:`,
      ...toolLines(close, tools),
      offered.length > close.length ? `All tools now: ${offered.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n');
  }
  const schema = (tool as { inputSchema?: unknown }).inputSchema;
  const fields = zodFields(schema) ?? [];
  const issues = zodIssues(schema, input) ?? [];
  const lines = [`Error: ${toolName} was called with invalid input.`];
  const named = new Set<string>();
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = fields.find((f) => f.name === key);
    if (!field) {
      lines.push(`- ${issue.message}.`);
      continue;
    }
    if (named.has(key)) continue;
    named.add(key);
    const given = (input as Record<string, unknown> | undefined)?.[key];
    const what =
      given === undefined
        ? `"${key}" is missing`
        : `"${key}" must be a ${field.type} (got ${excerpt(given)})`;
    const legal = legalValues?.(toolName, key);
    lines.push(
      `- ${what}${field.description ? `: ${field.description}` : '.'}${
        legal && legal.length > 0 ? ` Legal now: ${legal.map(quote).join(', ')}.` : ''
      }`,
    );
  }
  if (issues.length === 0 && (input === null || typeof input !== 'object'))
    lines.push('- The input must be a JSON object of named arguments.');
  if (fields.length > 0)
    lines.push(`A well-formed call: ${exampleCall(toolName, fields, legalValues)}`);
  return lines.join('\n');
}

/**
 * Rewrites the results the AI SDK gave to calls that never ran (`unexecuted`: unknown tools,
 * input failing the schema) with {@link explainInvalidCall}'s text. Other parts are kept as is.
 */
export function explainUnexecutedCalls(
  messages: ModelMessage[],
  unexecuted: ReadonlySet<string>,
  explain: (toolName: string, input: unknown) => string,
): ModelMessage[] {
  if (unexecuted.size === 0) return messages;
  const inputs = new Map<string, unknown>();
  for (const m of messages) {
    if (m.role !== 'assistant' || typeof m.content === 'string') continue;
    for (const p of m.content) if (p.type === 'tool-call') inputs.set(p.toolCallId, p.input);
  }
  return messages.map((m) => {
    if (m.role !== 'tool') return m;
    let changed = false;
    const content = m.content.map((p) => {
      if (p.type !== 'tool-result' || !unexecuted.has(p.toolCallId)) return p;
      changed = true;
      return {
        ...p,
        output: {
          type: 'error-text' as const,
          value: explain(p.toolName, inputs.get(p.toolCallId)),
        },
      };
    });
    return changed ? { ...m, content } : m;
  });
}
