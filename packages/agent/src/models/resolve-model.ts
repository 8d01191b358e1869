import type { LanguageModel } from 'ai';
import {
  InvalidModelSpecError,
  MissingEnvironmentVariableError,
  ProviderNotInstalledError,
} from '../errors';

/** Options of {@link resolveModel}. */
export interface ResolveModelOptions {
  /** Where keys and URLs are read; default `process.env` when it exists. */
  env?: Record<string, string | undefined>;
  /** Overrides the provider's API key variable. */
  apiKey?: string;
  /** Overrides the base URL (required for `compatible/…` unless the env variable is set). */
  baseURL?: string;
}

/** Providers understood by {@link resolveModel}, with the variables they read. */
export const MODEL_PROVIDERS = {
  anthropic: { key: 'ANTHROPIC_API_KEY', package: '@ai-sdk/anthropic' },
  openai: { key: 'OPENAI_API_KEY', package: '@ai-sdk/openai' },
  openrouter: { key: 'OPENROUTER_API_KEY', package: '@openrouter/ai-sdk-provider' },
  ollama: { baseURL: 'OLLAMA_BASE_URL', package: 'ollama-ai-provider-v2' },
  compatible: {
    key: 'OPENAI_COMPATIBLE_API_KEY',
    baseURL: 'OPENAI_COMPATIBLE_BASE_URL',
    package: '@ai-sdk/openai-compatible',
  },
} as const;

/** A provider prefix of {@link resolveModel}. */
export type ModelProviderName = keyof typeof MODEL_PROVIDERS;

/**
 * Turns `"provider/model"` into an AI SDK model through the official provider packages
 * (optional peer dependencies, loaded on demand):
 * `anthropic/…`, `openai/…`, `openrouter/<vendor>/<model>`, `ollama/…` (optional
 * `OLLAMA_BASE_URL`) and `compatible/…` for any OpenAI-compatible server
 * (`OPENAI_COMPATIBLE_BASE_URL`, optional `OPENAI_COMPATIBLE_API_KEY`).
 * Throws `MissingEnvironmentVariableError` naming the variable to set.
 */
export async function resolveModel(
  spec: string,
  options: ResolveModelOptions = {},
): Promise<LanguageModel> {
  const slash = spec.indexOf('/');
  const provider = slash > 0 ? spec.slice(0, slash) : '';
  const modelId = slash > 0 ? spec.slice(slash + 1) : '';
  const known = Object.keys(MODEL_PROVIDERS).join(', ');
  if (!provider || !modelId) {
    throw new InvalidModelSpecError(
      `resolveModel("${spec}"): expected "provider/model", e.g. "anthropic/claude-sonnet-4-5"; providers: ${known}.`,
    );
  }
  if (!(provider in MODEL_PROVIDERS)) {
    throw new InvalidModelSpecError(
      `resolveModel("${spec}"): unknown provider "${provider}"; use one of: ${known}.`,
    );
  }
  const env =
    options.env ??
    (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ??
    {};
  const need = (variable: string, what: string, override?: string): string => {
    const value = override ?? env[variable];
    if (!value) throw new MissingEnvironmentVariableError(variable, spec, what);
    return value;
  };
  const load = async <T>(name: string, importer: () => Promise<T>): Promise<T> => {
    try {
      return await importer();
    } catch (cause) {
      throw new ProviderNotInstalledError(name, spec, cause);
    }
  };

  switch (provider as ModelProviderName) {
    case 'anthropic': {
      const apiKey = need('ANTHROPIC_API_KEY', 'an Anthropic API key', options.apiKey);
      const { createAnthropic } = await load(
        '@ai-sdk/anthropic',
        () => import('@ai-sdk/anthropic'),
      );
      return createAnthropic({ apiKey, ...base(options) })(modelId);
    }
    case 'openai': {
      const apiKey = need('OPENAI_API_KEY', 'an OpenAI API key', options.apiKey);
      const { createOpenAI } = await load('@ai-sdk/openai', () => import('@ai-sdk/openai'));
      return createOpenAI({ apiKey, ...base(options) })(modelId);
    }
    case 'openrouter': {
      const apiKey = need('OPENROUTER_API_KEY', 'an OpenRouter API key', options.apiKey);
      const { createOpenRouter } = await load(
        '@openrouter/ai-sdk-provider',
        () => import('@openrouter/ai-sdk-provider'),
      );
      return createOpenRouter({ apiKey, ...base(options) }).chat(modelId) as LanguageModel;
    }
    case 'ollama': {
      const baseURL = options.baseURL ?? env.OLLAMA_BASE_URL;
      const { createOllama } = await load(
        'ollama-ai-provider-v2',
        () => import('ollama-ai-provider-v2'),
      );
      return createOllama(baseURL ? { baseURL } : {})(modelId) as LanguageModel;
    }
    case 'compatible': {
      const baseURL = need(
        'OPENAI_COMPATIBLE_BASE_URL',
        'the base URL of the OpenAI-compatible API (e.g. http://127.0.0.1:8080/v1)',
        options.baseURL,
      );
      const apiKey = options.apiKey ?? env.OPENAI_COMPATIBLE_API_KEY;
      const { createOpenAICompatible } = await load(
        '@ai-sdk/openai-compatible',
        () => import('@ai-sdk/openai-compatible'),
      );
      return createOpenAICompatible({
        name: 'compatible',
        baseURL,
        ...(apiKey ? { apiKey } : {}),
      }).chatModel(modelId);
    }
  }
}

function base(options: ResolveModelOptions): { baseURL?: string } {
  return options.baseURL ? { baseURL: options.baseURL } : {};
}
