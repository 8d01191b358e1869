import fc from 'fast-check';
import { countTokens as countWhole } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { setCountCacheLimit, splitAtTokenBoundaries } from './count-tokens';
import {
  countMessageTokens,
  countOutputTokens,
  countPromptTokens,
  countTokens,
  countToolTokens,
  MESSAGE_OVERHEAD_TOKENS,
  type PromptMessage,
  REPLY_PRIMING_TOKENS,
} from './index';

describe('countTokens (o200k_base)', () => {
  it('counts tokens as the o200k_base encoding does', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('Hello, world!')).toBe(4);
    expect(countTokens('Pikachu used Thunder Shock.')).toBe(7);
    expect(countTokens('{"card":"Crimson Stag"}')).toBe(8);
  });

  it('counts special-token text as plain text instead of refusing it', () => {
    expect(countTokens('<|endoftext|>')).toBe(7);
  });

  it('gives the same count from the cache as fresh, and counts concatenations close to the sum (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 30, maxLength: 300 }), fc.string(), (a, b) => {
        const first = countTokens(a);
        expect(countTokens(`${a}`)).toBe(first);
        expect(first).toBeGreaterThan(0);
        expect(first).toBeLessThanOrEqual(new TextEncoder().encode(a).length);
        // A join can merge at most a few tokens across the seam.
        const joined = countTokens(`${a} ${b}`);
        expect(joined).toBeLessThanOrEqual(first + countTokens(` ${b}`) + 1);
      }),
      { numRuns: 200 },
    );
  });
});

const user = (text: string): PromptMessage => ({ role: 'user', content: [{ type: 'text', text }] });

describe('counting long texts piece by piece', () => {
  const plain = { disallowedSpecial: new Set<string>() };
  // Fragments that stress the pre-tokenizer around line breaks: spaces and tabs before and
  // after them, '/', punctuation, digits, contractions, non-Latin letters and emoji.
  const fragment = fc.constantFrom(
    '\n',
    '\n\n',
    '\r\n',
    '\r',
    '\n\r',
    ' ',
    '  ',
    '\t',
    '/',
    '.',
    ':',
    '- ',
    '(',
    ')',
    "'s",
    "'LL",
    '123',
    '4567',
    'Pikachu',
    ' Energy',
    'HP',
    '60',
    'ポケモン',
    '🔥',
    '\u00a0',
    'x',
    '{"a":1}',
    '<|endoftext|>',
  );
  const text = fc.array(fragment, { minLength: 60, maxLength: 400 }).map((parts) => parts.join(''));

  it('the pieces put back together are the text', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(splitAtTokenBoundaries(t).join('')).toBe(t);
      }),
      { numRuns: 200 },
    );
  });

  it('the sum of the pieces is exactly the count of the whole (property)', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(countTokens(t)).toBe(countWhole(t, plain));
      }),
      { numRuns: 300 },
    );
  });

  it('counts right before and after its cache is emptied', () => {
    const limit = setCountCacheLimit(5_000);
    try {
      const line = (i: number) => `Turn ${i}: Pikachu used Thunder Shock on Bulbasaur #${i}.\n`;
      const block = (k: number) => Array.from({ length: 20 }, (_, i) => line(k * 20 + i)).join('');
      const first = block(0);
      const expected = countWhole(first, plain);
      expect(countTokens(first)).toBe(expected);
      // Each block is over 1,000 characters: the cache empties every few blocks.
      for (let k = 1; k <= 12; k++) expect(countTokens(block(k))).toBe(countWhole(block(k), plain));
      expect(countTokens(first)).toBe(expected);
    } finally {
      setCountCacheLimit(limit);
    }
  });

  it('cuts a narrative into its lines', () => {
    const narrative =
      'Turn 3, your turn.\nYour Active: Pikachu (60 HP)\n  Energy: 2\n/bench\nDone.';
    expect(splitAtTokenBoundaries(narrative)).toEqual([
      'Turn 3, your turn.\n',
      'Your Active: Pikachu (60 HP)\n  Energy: 2\n/bench\n',
      'Done.',
    ]);
  });
});

describe('countPromptTokens', () => {
  it('sums every message with its overhead, the tools and the reply priming', () => {
    const prompt: PromptMessage[] = [
      { role: 'system', content: 'You play cards.' },
      user('Hello, world!'),
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Pikachu used Thunder Shock.' },
          {
            type: 'tool-call',
            toolCallId: 'c1',
            toolName: 'play',
            input: { card: 'Crimson Stag' },
          },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'play',
            output: { type: 'text', value: 'Hello, world!' },
          },
        ],
      },
    ];
    const schema = { type: 'object', properties: { card: { type: 'string' } } };
    const tools = [
      { type: 'function', name: 'play', description: 'Play a card.', inputSchema: schema },
    ];
    const toolTokens =
      countTokens('play') + countTokens('Play a card.') + countTokens(JSON.stringify(schema));
    expect(countToolTokens(tools)).toBe(toolTokens);
    expect(countMessageTokens(prompt[2]!)).toBe(
      MESSAGE_OVERHEAD_TOKENS + 7 + countTokens('play') + countTokens('{"card":"Crimson Stag"}'),
    );
    expect(countMessageTokens(prompt[3]!)).toBe(MESSAGE_OVERHEAD_TOKENS + 4);
    expect(countPromptTokens(prompt, tools)).toBe(
      REPLY_PRIMING_TOKENS + toolTokens + prompt.reduce((n, m) => n + countMessageTokens(m), 0),
    );
  });

  it('one more message costs its own tokens and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), fc.string(), (texts, extra) => {
        const prompt = texts.map(user);
        const before = countPromptTokens(prompt);
        expect(countPromptTokens([...prompt, user(extra)])).toBe(
          before + MESSAGE_OVERHEAD_TOKENS + countTokens(extra),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('counts JSON and error results and ignores files', () => {
    const result = (output: unknown): PromptMessage => ({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'x', toolName: 't', output }],
    });
    expect(countMessageTokens(result({ type: 'json', value: { card: 'Crimson Stag' } }))).toBe(
      MESSAGE_OVERHEAD_TOKENS + 8,
    );
    expect(countMessageTokens(result({ type: 'error-text', value: 'Hello, world!' }))).toBe(
      MESSAGE_OVERHEAD_TOKENS + 4,
    );
    expect(
      countMessageTokens({
        role: 'user',
        content: [{ type: 'file', data: 'AAAA', mediaType: 'image/png' }],
      }),
    ).toBe(MESSAGE_OVERHEAD_TOKENS);
  });

  it('counts a reply: text and tool calls', () => {
    expect(
      countOutputTokens([
        { type: 'text', text: 'Hello, world!' },
        { type: 'tool-call', toolCallId: 'c', toolName: 'play', input: '{"card":"Crimson Stag"}' },
      ]),
    ).toBe(4 + countTokens('play') + 8);
  });
});
