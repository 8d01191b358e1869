import type { LanguageModelV3Message } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createPromptCacheSimulator } from './prompt-cache-simulator';

const cache = { anthropic: { cacheControl: { type: 'ephemeral' } } };
const sys = (text: string, marked = true): LanguageModelV3Message => ({
  role: 'system',
  content: text,
  ...(marked ? { providerOptions: cache } : {}),
});
const user = (text: string, marked = false): LanguageModelV3Message => ({
  role: 'user',
  content: [{ type: 'text', text }],
  ...(marked ? { providerOptions: cache } : {}),
});
// One token per character keeps the arithmetic readable.
const sim = () => createPromptCacheSimulator({ tokens: (t) => t.length, minTokens: 0 });
/** Token count of a prefix: markers are not content. */
const len = (...ms: LanguageModelV3Message[]) =>
  ms.reduce((n, { providerOptions: _marker, ...m }) => n + JSON.stringify(m).length, 2);

describe('createPromptCacheSimulator', () => {
  it('writes the prefix up to the last breakpoint, then reads it back', () => {
    const s = sim();
    const a = [sys('rules'), user('state 1')];
    expect(s.observe({ prompt: a })).toEqual({
      inputTokens: len(...a),
      cacheReadTokens: 0,
      cacheWriteTokens: len(sys('rules')),
    });
    const b = [sys('rules'), user('step 1', true), user('state 2')];
    expect(s.observe({ prompt: b })).toEqual({
      inputTokens: len(...b),
      cacheReadTokens: len(sys('rules')),
      cacheWriteTokens: len(sys('rules'), user('step 1', true)) - len(sys('rules')),
    });
    const c = [sys('rules'), user('step 1', true), user('step 2'), user('state 3')];
    expect(s.observe({ prompt: c }).cacheReadTokens).toBe(len(sys('rules'), user('step 1', true)));
  });

  it('matches a prefix written under a breakpoint that has since moved on', () => {
    const s = sim();
    s.observe({ prompt: [sys('rules'), user('step 1', true), user('state')] });
    // Same content, the marker now on a later message: the earlier prefix is still a hit.
    const next = [sys('rules'), user('step 1'), user('step 2', true), user('state')];
    expect(s.observe({ prompt: next }).cacheReadTokens).toBe(len(sys('rules'), user('step 1')));
  });

  it('reads nothing without breakpoints, and nothing when the prefix changed', () => {
    const s = sim();
    expect(s.observe({ prompt: [sys('rules', false), user('x')] })).toMatchObject({
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
    s.observe({ prompt: [sys('rules'), user('x')] });
    expect(s.observe({ prompt: [sys('other rules'), user('x')] }).cacheReadTokens).toBe(0);
    // Tools come first: different tools, different prefix.
    const tools = [{ type: 'function' as const, name: 't', inputSchema: {} }];
    expect(s.observe({ prompt: [sys('rules'), user('x')], tools }).cacheReadTokens).toBe(0);
  });

  it('does not cache prefixes below the minimum length', () => {
    const s = createPromptCacheSimulator({ tokens: (t) => t.length, minTokens: 10_000 });
    s.observe({ prompt: [sys('rules'), user('x')] });
    expect(s.observe({ prompt: [sys('rules'), user('x')] })).toMatchObject({
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });
});
