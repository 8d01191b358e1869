import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnthropic } from '@ai-sdk/anthropic';
import { tool } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { costOf, defaultPriceTable, type ModelPrice } from '../models/price';
import { runAgent } from './run-agent';

/** Usage the fake Messages API reports per reply: cache reads grow as the prefix does. */
const USAGE = [
  {
    input_tokens: 900,
    output_tokens: 20,
    cache_creation_input_tokens: 4000,
    cache_read_input_tokens: 0,
  },
  {
    input_tokens: 300,
    output_tokens: 20,
    cache_creation_input_tokens: 200,
    cache_read_input_tokens: 4000,
  },
  {
    input_tokens: 300,
    output_tokens: 10,
    cache_creation_input_tokens: 250,
    cache_read_input_tokens: 4200,
  },
];

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A local Anthropic Messages endpoint: two tool calls, then a closing text. */
async function startFakeAnthropic() {
  const bodies: { system?: unknown; messages: { content: unknown }[] }[] = [];
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    const i = bodies.length;
    bodies.push(body);
    const content =
      i < 2
        ? [{ type: 'tool_use', id: `toolu_${i}`, name: 'play', input: { card: `c${i}` } }]
        : [{ type: 'text', text: 'done' }];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `msg_${i}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content,
        stop_reason: i < 2 ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: USAGE[i],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, bodies };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

const hasBreakpoint = (block: unknown) => JSON.stringify(block).includes('"cache_control"');

describe('prompt caching over HTTP (Anthropic provider, fake server)', () => {
  it('sends cache_control breakpoints and prices the cached tokens at cache rates', async () => {
    const fake = await startFakeAnthropic();
    const anthropic = createAnthropic({ baseURL: fake.baseURL, apiKey: 'test-key' });
    const result = await runAgent({
      model: anthropic('claude-sonnet-4-5'),
      system: 'You play cards.',
      messages: [{ role: 'user', content: 'Play two cards.' }],
      tools: {
        play: tool({
          description: 'Play a card.',
          inputSchema: z.object({ card: z.string() }),
          execute: async ({ card }) => `played ${card}`,
        }),
      },
      getState: () => 'hand: c0 c1',
      condense: false,
      promptCache: true,
    });
    expect(result.stopReason).toBe('no-tool-calls');
    expect(fake.bodies).toHaveLength(3);
    for (const body of fake.bodies) {
      // The system prompt (and the tools before it) end the first cached prefix.
      expect(body.system).toEqual([
        { type: 'text', text: 'You play cards.', cache_control: { type: 'ephemeral' } },
      ]);
      // The fresh state is the last user block and is never cached.
      expect(hasBreakpoint(body.messages.at(-1))).toBe(false);
    }
    expect(fake.bodies[0]?.messages.some(hasBreakpoint)).toBe(false);
    // From the second request on, the history the previous request shared is a breakpoint too.
    expect(fake.bodies[1]?.messages.filter(hasBreakpoint)).toHaveLength(1);
    expect(fake.bodies[2]?.messages.filter(hasBreakpoint)).toHaveLength(1);

    const sum = (k: keyof (typeof USAGE)[number]) => USAGE.reduce((n, u) => n + u[k], 0);
    expect(result.usage).toMatchObject({
      inputTokens:
        sum('input_tokens') + sum('cache_creation_input_tokens') + sum('cache_read_input_tokens'),
      cacheReadTokens: sum('cache_read_input_tokens'),
      cacheWriteTokens: sum('cache_creation_input_tokens'),
      outputTokens: sum('output_tokens'),
    });
    const sonnet = defaultPriceTable['anthropic/claude-sonnet-4-5'] as ModelPrice;
    const expected =
      (sum('input_tokens') * 3 +
        sum('cache_read_input_tokens') * 0.3 +
        sum('cache_creation_input_tokens') * 3.75 +
        sum('output_tokens') * 15) /
      1e6;
    expect(costOf(result.usage, sonnet)).toBeCloseTo(expected, 10);
    // Without the cache rates the same run would cost more.
    expect(costOf(result.usage, { input: 3, output: 15 })).toBeGreaterThan(expected);
  });
});
