import { describe, expect, it } from 'vitest';
import { costOf, defaultPriceTable, type ModelPrice, priceFor } from './price';
import { resolveModel } from './resolve-model';

const idOf = (m: unknown) => m as { modelId: string; provider: string };

describe('resolveModel', () => {
  it.each([
    ['anthropic/claude-haiku-4-5', { ANTHROPIC_API_KEY: 'k' }, 'claude-haiku-4-5', /anthropic/],
    ['openai/gpt-4o-mini', { OPENAI_API_KEY: 'k' }, 'gpt-4o-mini', /openai/],
    [
      'openrouter/anthropic/claude-sonnet-4-5',
      { OPENROUTER_API_KEY: 'k' },
      'anthropic/claude-sonnet-4-5',
      /openrouter/,
    ],
    ['ollama/llama3.2', {}, 'llama3.2', /ollama/],
    [
      'compatible/qwen3',
      { OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:9/v1' },
      'qwen3',
      /compatible/,
    ],
  ])('%s', async (spec, env, modelId, provider) => {
    const model = idOf(await resolveModel(spec, { env }));
    expect(model.modelId).toBe(modelId);
    expect(model.provider).toMatch(provider);
  });

  it.each([
    ['anthropic/claude-haiku-4-5', 'ANTHROPIC_API_KEY'],
    ['openai/gpt-4o', 'OPENAI_API_KEY'],
    ['openrouter/x/y', 'OPENROUTER_API_KEY'],
    ['compatible/qwen3', 'OPENAI_COMPATIBLE_BASE_URL'],
  ])('%s without its variable names %s', async (spec, variable) => {
    const error = await resolveModel(spec, { env: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MissingEnvironmentVariableError', variable });
    expect((error as Error).message).toContain(variable);
  });

  it('an explicit apiKey or baseURL replaces the variable', async () => {
    expect(idOf(await resolveModel('openai/gpt-4o', { env: {}, apiKey: 'k' })).modelId).toBe(
      'gpt-4o',
    );
    expect(
      idOf(await resolveModel('compatible/m', { env: {}, baseURL: 'http://127.0.0.1:9/v1' }))
        .modelId,
    ).toBe('m');
  });

  it('rejects malformed specs and unknown providers with the accepted forms', async () => {
    await expect(resolveModel('gpt-4o', { env: {} })).rejects.toMatchObject({
      name: 'InvalidModelSpecError',
      message: expect.stringContaining('expected "provider/model"'),
    });
    await expect(resolveModel('mistral/large', { env: {} })).rejects.toMatchObject({
      name: 'InvalidModelSpecError',
      message: expect.stringContaining('anthropic, openai, openrouter, ollama, compatible'),
    });
  });
});

describe('prices', () => {
  it('finds prices exactly, through openrouter, and free for ollama', () => {
    expect(priceFor('anthropic/claude-sonnet-4-5')).toMatchObject({ input: 3, output: 15 });
    expect(priceFor('openrouter/openai/gpt-4o-mini')).toEqual(
      defaultPriceTable['openai/gpt-4o-mini'],
    );
    expect(priceFor('ollama/llama3.2')).toEqual({ input: 0, output: 0 });
    expect(priceFor('openai/unknown')).toBeUndefined();
    expect(priceFor('x/y', { 'x/y': { input: 1, output: 2 } })).toEqual({ input: 1, output: 2 });
  });

  it('turns usage into dollars per million tokens', () => {
    expect(
      costOf({ inputTokens: 2_000_000, outputTokens: 500_000 }, { input: 3, output: 15 }),
    ).toBeCloseTo(13.5);
    expect(costOf({ inputTokens: 0, outputTokens: 0 }, { input: 3, output: 15 })).toBe(0);
  });

  it('prices prompt-cache reads and writes at their own rates, the rest of the input at the input rate', () => {
    const sonnet = defaultPriceTable['anthropic/claude-sonnet-4-5'] as ModelPrice;
    // 1M input: 600k read from cache, 100k written, 300k plain; no output.
    const usage = { inputTokens: 1_000_000, outputTokens: 0, cacheReadTokens: 600_000 };
    expect(costOf({ ...usage, cacheWriteTokens: 100_000 }, sonnet)).toBeCloseTo(
      0.3 * 3 + 0.6 * 0.3 + 0.1 * 3.75,
    );
    // A price without cache rates charges cached tokens as plain input.
    expect(costOf({ ...usage, cacheWriteTokens: 100_000 }, { input: 3, output: 15 })).toBeCloseTo(
      3,
    );
    // OpenAI: reads discounted, writes at the input rate.
    const mini = defaultPriceTable['openai/gpt-4.1-mini'] as ModelPrice;
    expect(costOf({ ...usage, cacheWriteTokens: 100_000 }, mini)).toBeCloseTo(
      0.4 * 0.4 + 0.6 * 0.1,
    );
  });
});
