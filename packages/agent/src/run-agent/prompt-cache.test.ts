import { type ModelMessage, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScriptedModel } from '../test';
import { CACHE_BREAKPOINT, createPromptCache } from './prompt-cache';
import { runAgent } from './run-agent';

const user = (content: string): ModelMessage => ({ role: 'user', content });
const marked = (ms: readonly ModelMessage[]) =>
  ms.flatMap((m, i) => (m.providerOptions?.anthropic ? [i] : []));

describe('createPromptCache', () => {
  it('marks the system prompt, and the end of the history the previous request shared', () => {
    const cache = createPromptCache('Be brief.');
    expect(cache.system).toEqual({
      role: 'system',
      content: 'Be brief.',
      providerOptions: CACHE_BREAKPOINT,
    });
    const a = [user('task')];
    expect(marked(cache.mark(a))).toEqual([]);
    const b = [...a, user('step 1 (full)')];
    expect(marked(cache.mark(b))).toEqual([0]);
    // Condensing rewrote step 1: only what is still identical counts as shared.
    const c = [...a, user('step 1 (condensed)'), user('step 2 (full)')];
    expect(marked(cache.mark(c))).toEqual([0]);
    const d = [...a, user('step 1 (condensed)'), user('step 2 (condensed)'), user('step 3')];
    expect(marked(cache.mark(d))).toEqual([1]);
    // The history itself is never changed.
    expect(marked(d)).toEqual([]);
  });

  it('keeps provider options a message already has', () => {
    const cache = createPromptCache(undefined);
    expect(cache.system).toBeUndefined();
    const first: ModelMessage = { ...user('x'), providerOptions: { openai: { store: false } } };
    cache.mark([first]);
    const [out] = cache.mark([first, user('y')]);
    expect(out?.providerOptions).toEqual({ openai: { store: false }, ...CACHE_BREAKPOINT });
  });
});

describe('runAgent with promptCache', () => {
  const play = {
    play: tool({ description: 'play', inputSchema: z.object({}), execute: async () => 'played' }),
  };

  it('sends the breakpoints to the model, never on the fresh state message', async () => {
    const model = createScriptedModel(
      Array.from({ length: 4 }, () => ({ toolCalls: [{ toolName: 'play', input: {} }] })),
    );
    await runAgent({
      model,
      system: 'You play.',
      messages: [user('Go.')],
      tools: play,
      getState: () => 'score 1',
      maxSteps: 4,
      condense: false,
      promptCache: true,
    });
    const prompts = model.calls.map((c) => c.prompt);
    for (const p of prompts) {
      expect(p[0]).toMatchObject({ role: 'system', providerOptions: CACHE_BREAKPOINT });
      expect(p.at(-1)?.providerOptions).toBeUndefined();
    }
    const breakpoints = prompts.map((p) =>
      p.slice(1).flatMap((m, i) => (m.providerOptions?.anthropic ? [i] : [])),
    );
    // Step 1 shares nothing with a previous request; then the shared history grows.
    expect(breakpoints).toEqual([[], [0], [2], [4]]);
  });

  it('sends no breakpoints by default', async () => {
    const model = createScriptedModel([{ toolCalls: [{ toolName: 'play', input: {} }] }, {}]);
    await runAgent({ model, system: 'You play.', messages: [user('Go.')], tools: play });
    expect(JSON.stringify(model.calls.map((c) => c.prompt))).not.toContain('cacheControl');
  });
});
