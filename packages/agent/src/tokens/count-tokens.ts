import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * The encoding every count here uses: OpenAI's `o200k_base` (GPT-4o, GPT-4.1, o-series),
 * shipped inside the tokenizer package, so nothing is downloaded at run time. For those models
 * the text counts are exact; for other providers (Anthropic, Gemini, Llama…), whose tokenizers
 * differ, they are an estimate.
 */
export const TOKEN_ENCODING = 'o200k_base';

/** Tokens a chat request adds around each message (role and separators), as OpenAI documents. */
export const MESSAGE_OVERHEAD_TOKENS = 3;
/** Tokens that open the model's reply in a chat request. */
export const REPLY_PRIMING_TOKENS = 3;

/** Special-token text (`<|endoftext|>` in a card name, say) is counted as plain text, never refused. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * Counts of texts seen recently. A run sends the same history again at every step, and the
 * fresh state text repeats most of its lines, so each piece is tokenized once. Two generations:
 * when the young one holds too many characters it becomes the old one, and a text found only in
 * the old one moves back, so what every request repeats (the system prompt, card lines) stays
 * while one-off texts (each step's whole state) age out — never an empty cache that makes every
 * line be tokenized again.
 */
let young = new Map<string, number>();
let old = new Map<string, number>();
let youngChars = 0;
let maxCountedChars = 2_000_000;

/** For tests: sets each generation's size limit in characters and returns the one before (not exported from the package). */
export function setCountCacheLimit(chars: number): number {
  const before = maxCountedChars;
  maxCountedChars = chars;
  young = new Map();
  old = new Map();
  youngChars = 0;
  return before;
}

/** Texts longer than this are counted line by line (see {@link splitAtTokenBoundaries}). */
const SPLIT_ABOVE = 200;

function remember(text: string, n: number): number {
  if (youngChars + text.length > maxCountedChars) {
    old = young;
    young = new Map();
    youngChars = 0;
  }
  young.set(text, n);
  youngChars += text.length;
  return n;
}

function recall(text: string): number | undefined {
  const n = young.get(text);
  if (n !== undefined) return n;
  const aged = old.get(text);
  return aged === undefined ? undefined : remember(text, aged);
}

/**
 * Cuts a text after each run of line breaks that is followed by a character other than
 * whitespace or `/`. The encoding's pre-tokenizer never joins text across such a point (a
 * piece can only end with line breaks, never run on into what follows), so the token count of
 * the whole is exactly the sum of the counts of the pieces.
 */
export function splitAtTokenBoundaries(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  // Line breaks are few (one every line), so find them with indexOf rather than char by char.
  let nextLf = text.indexOf('\n');
  let nextCr = text.indexOf('\r');
  while (nextLf !== -1 || nextCr !== -1) {
    const i = nextCr === -1 || (nextLf !== -1 && nextLf < nextCr) ? nextLf : nextCr;
    let j = i + 1;
    while (j < text.length) {
      const c = text.charCodeAt(j);
      if (c !== 10 && c !== 13) break;
      j++;
    }
    if (j >= text.length) break;
    const next = text.charCodeAt(j);
    // Not whitespace (space, tab, vertical tab, form feed, non-breaking and other spaces)
    // and not '/', which the punctuation rule may still take after line breaks.
    if (next !== 47 && !isWhitespace(next)) {
      pieces.push(text.slice(start, j));
      start = j;
    }
    if (nextLf !== -1 && nextLf < j) nextLf = text.indexOf('\n', j);
    if (nextCr !== -1 && nextCr < j) nextCr = text.indexOf('\r', j);
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** What `\s` matches in a regular expression, by UTF-16 code unit. */
function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 5760 ||
    (c >= 8192 && c <= 8202) ||
    c === 8232 ||
    c === 8233 ||
    c === 8239 ||
    c === 8287 ||
    c === 12288 ||
    c === 65279
  );
}

/** Tokens of `text` in the {@link TOKEN_ENCODING} encoding. */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  // The same string again (a history resent) is found by its cached hash, without splitting.
  const known = recall(text);
  if (known !== undefined) return known;
  if (text.length <= SPLIT_ABOVE) return remember(text, countO200k(text, PLAIN_TEXT));
  let n = 0;
  for (const piece of splitAtTokenBoundaries(text))
    n += recall(piece) ?? remember(piece, countO200k(piece, PLAIN_TEXT));
  return remember(text, n);
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

/** Tokens of JSON values (tool inputs, JSON results) by object: a history resends the same ones. */
const jsonTokens = new WeakMap<object, number>();

/** Tokens of a value as a provider receives it: a string as is, anything else as JSON. */
function valueTokens(value: unknown): number {
  if (typeof value === 'string') return countTokens(value);
  if (value === null || typeof value !== 'object') return countTokens(JSON.stringify(value) ?? '');
  let n = jsonTokens.get(value);
  if (n === undefined) {
    n = countTokens(JSON.stringify(value) ?? '');
    jsonTokens.set(value, n);
  }
  return n;
}

function partTokens(part: Part): number {
  switch (part.type) {
    case 'text':
    case 'reasoning':
      return countTokens(part.text ?? '');
    case 'tool-call':
      return countTokens(part.toolName ?? '') + valueTokens(part.input);
    case 'tool-result': {
      const output = part.output;
      if (!output) return 0;
      if (output.type === 'content' && Array.isArray(output.value))
        return (output.value as Part[]).reduce((n, p) => n + partTokens(p), 0);
      return valueTokens(output.value);
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
