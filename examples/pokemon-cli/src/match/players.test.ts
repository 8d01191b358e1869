import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli/args';
import { resolveSpec } from './players';

describe('resolveSpec', () => {
  it('keeps bot offline', async () => {
    expect(await resolveSpec('bot', 'p1', {})).toEqual({ kind: 'bot', id: 'bot' });
  });

  it.each([
    ['anthropic/claude-sonnet-4-5', 'ANTHROPIC_API_KEY'],
    ['openai/gpt-5-mini', 'OPENAI_API_KEY'],
    ['openrouter/moonshotai/kimi-k2.5', 'OPENROUTER_API_KEY'],
    ['compatible/llama', 'OPENAI_COMPATIBLE_BASE_URL'],
  ])('names the variable %s needs', async (spec, variable) => {
    const error = await resolveSpec(spec, 'p2', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      `--p2 ${spec} needs the environment variable ${variable}, which is not set.\nSet it (export ${variable}=…) or play offline with --p2 bot.`,
    );
  });

  it('resolves a model when its key is set, without calling it', async () => {
    const resolved = await resolveSpec('anthropic/claude-sonnet-4-5', 'p1', {
      ANTHROPIC_API_KEY: 'k',
    });
    expect(resolved).toMatchObject({ kind: 'model', id: 'anthropic/claude-sonnet-4-5' });
  });
});
