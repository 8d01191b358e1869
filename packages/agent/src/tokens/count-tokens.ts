import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * The encoding every count here uses: OpenAI's `o200k_base` (GPT-4o, GPT-4.1, o-series),
 * shipped inside the tokenizer package, so nothing is downloaded at run time. For those models
 * the text counts are exact; for other providers (Anthropic, Gemini, Llama…) they are an
 * estimate, typically within 10–20 %.
 */
export const TOKEN_ENCODING = 'o200k_base';

/** Tokens a chat request adds around each message (role and separators), as OpenAI documents. */
export const MESSAGE_OVERHEAD_TOKENS = 3;
/** Tokens that open the model's reply in a chat request. */
export const REPLY_PRIMING_TOKENS = 3;

/** Special-token text (`<|endoftext|>` in a card name, say) is counted as plain text, never refused. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * Counts of texts seen recently. A run sends the same history again at every step, so each
 * message's text is tokenized once; the cache is emptied when it holds too many characters.
 */
const counted = new Map<string, number>();
let countedChars = 0;
const MAX_COUNTED_CHARS = 8_000_000;
/** Short texts are cheaper to count again than to keep. */
const MIN_CACHED_LENGTH = 24;

/** Tokens of `text` in the {@link TOKEN_ENCODING} encoding. */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  if (text.length < MIN_CACHED_LENGTH) return countO200k(text, PLAIN_TEXT);
  let n = counted.get(text);
  if (n === undefined) {
    n = countO200k(text, PLAIN_TEXT);
    if (countedChars + text.length > MAX_COUNTED_CHARS) {
      counted.clear();
      countedChars = 0;
    }
    counted.set(text, n);
    countedChars += text.length;
  }
  return n;
}

/** A message of a provider-level prompt (AI SDK `LanguageModelV3Prompt` and later). */
export interface PromptMessage {
  role: string;
  content: string | readonly unknown[];
}

/** A tool definition as a provider receives it. */
export interface PromptTool {
  type?: string;
  name: string;
  description?: string | undefined;
  inputSchema?: unknown;
}

type Part = {
  type?: string;
  text?: string;
  toolName?: string;
  input?: unknown;
  output?: { type?: string; value?: unknown };
  reason?: string;
};

const json = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function partTokens(part: Part): number {
  switch (part.type) {
    case 'text':
    case 'reasoning':
      return countTokens(part.text ?? '');
    case 'tool-call':
      return countTokens(part.toolName ?? '') + countTokens(json(part.input));
    case 'tool-result': {
      const output = part.output;
      if (!output) return 0;
      if (output.type === 'content' && Array.isArray(output.value))
        return (output.value as Part[]).reduce((n, p) => n + partTokens(p), 0);
      return countTokens(json(output.value));
    }
    case 'tool-approval-response':
      return countTokens(part.reason ?? '');
    default:
      // Files and images are billed by the provider's own rules; not counted here.
      return 0;
  }
}

/** Tokens of one prompt message: its texts, tool calls and results, and the per-message overhead. */
export function countMessageTokens(message: PromptMessage): number {
  let n = MESSAGE_OVERHEAD_TOKENS;
  if (typeof message.content === 'string') return n + countTokens(message.content);
  for (const part of message.content) n += partTokens(part as Part);
  return n;
}

/** Tool schemas are shared objects (see `wrapToolsWithContext`): counted once each. */
const schemaTokens = new WeakMap<object, number>();

/** Tokens of the tool definitions of a request: names, descriptions and JSON Schemas. */
export function countToolTokens(tools: readonly PromptTool[] | undefined): number {
  let n = 0;
  for (const t of tools ?? []) {
    n += countTokens(t.name) + countTokens(t.description ?? '');
    const schema = t.inputSchema;
    if (schema && typeof schema === 'object') {
      let s = schemaTokens.get(schema);
      if (s === undefined) {
        s = countTokens(JSON.stringify(schema));
        schemaTokens.set(schema, s);
      }
      n += s;
    }
  }
  return n;
}

/**
 * Input tokens of a request: every message, the tool definitions and the reply priming, in
 * the {@link TOKEN_ENCODING} encoding. Exact for OpenAI's o200k models up to the provider's own
 * framing of tools; an estimate for other providers.
 */
export function countPromptTokens(
  prompt: readonly PromptMessage[],
  tools?: readonly PromptTool[],
): number {
  let n = REPLY_PRIMING_TOKENS + countToolTokens(tools);
  for (const m of prompt) n += countMessageTokens(m);
  return n;
}

/** Output tokens of a reply's content parts (text, reasoning, tool calls). */
export function countOutputTokens(content: readonly unknown[]): number {
  let n = 0;
  for (const part of content) n += partTokens(part as Part);
  return n;
}
