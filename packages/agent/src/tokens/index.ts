/**
 * Token counts with a real tokenizer (OpenAI's `o200k_base`, shipped in the package): for
 * offline models' usage, budgets and benchmarks. Exact for o200k models, an estimate for others.
 * @packageDocumentation
 */
export {
  countMessageTokens,
  countOutputTokens,
  countPromptTokens,
  countTokens,
  countToolTokens,
  MESSAGE_OVERHEAD_TOKENS,
  type PromptMessage,
  type PromptTool,
  REPLY_PRIMING_TOKENS,
  TOKEN_ENCODING,
} from './count-tokens';
