import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { tool } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeClock, installFakeClock, settleWithClock, until } from './fake-clock.test-helper';
import {
  closedPort,
  type FakeOpenAIServer,
  type FakeReply,
  startFakeOpenAIServer,
} from './fake-openai-server.test-helper';
import { runAgent } from './run-agent';

let server: FakeOpenAIServer | undefined;
let clock: FakeClock | undefined;
afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  await server?.close();
  server = undefined;
});

/** The caller's state: a list of moves, with a checkpoint. */
function setup() {
  const state = { moves: [] as string[] };
  /** Every move ever executed, not restored by the checkpoint. */
  const executed: string[] = [];
  const tools = {
    move: tool({
      description: 'make a move',
      inputSchema: z.object({ to: z.string() }),
      execute: async ({ to }) => {
        state.moves.push(to);
        executed.push(to);
        return { ok: true, moves: state.moves.length };
      },
    }),
    end_turn: tool({ inputSchema: z.object({}), execute: async () => 'turn over' }),
  };
  const checkpoint = {
    save: () => [...state.moves],
    restore: (s: unknown) => {
      state.moves = [...(s as string[])];
    },
  };
  return { state, tools, checkpoint, executed };
}

async function run(replies: FakeReply[], stream = true, maxRetries = 2, stepTimeoutMs?: number) {
  server = await startFakeOpenAIServer((i) => replies[i] ?? { status: 500 });
  const provider = createOpenAICompatible({
    name: 'fake',
    baseURL: server.baseURL,
    includeUsage: true,
  });
  const s = setup();
  const result = await runAgent({
    model: provider.chatModel('fake-model'),
    messages: [{ role: 'user', content: 'Play.' }],
    tools: s.tools,
    toolKinds: { end_turn: 'terminal' },
    checkpoint: s.checkpoint,
    stream,
    maxRetries,
    maxSteps: 6,
    ...(stepTimeoutMs === undefined ? {} : { stepTimeoutMs }),
  });
  return { result, state: s.state, requests: server.requests, executed: s.executed };
}

const move = (to: string) => ({ toolCalls: [{ name: 'move', arguments: JSON.stringify({ to }) }] });
/** The server asks for an immediate retry, so retries need no clock. */
const retryFast = { 'retry-after-ms': '0' };
/** The SDK's own first backoff, used when a server says nothing. */
const SDK_FIRST_BACKOFF_MS = 2000;

describe('runAgent over HTTP (OpenAI-compatible provider, fake server)', () => {
  it('runs a streamed tool-calling turn end to end', async () => {
    const { result, state, requests } = await run([
      move('a1'),
      { text: 'ending now', toolCalls: [{ name: 'end_turn', arguments: '{}' }] },
    ]);
    expect(result.stopReason).toBe('terminal-tool');
    expect(state.moves).toEqual(['a1']);
    expect(requests.every((r) => r.stream === true)).toBe(true);
    // The model reads the full result of its latest call (condensed only from the next step).
    expect(JSON.stringify(requests[1]!.messages)).toContain('\\"moves\\":1');
    expect(result.usage).toEqual({
      inputTokens: 22,
      outputTokens: 10,
      totalTokens: 32,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  it('429 then success: retried', async () => {
    const { result, state, requests } = await run([
      { status: 429, headers: retryFast },
      move('b2'),
      { text: 'done' },
    ]);
    expect(result.error).toBeUndefined();
    expect(result.stopReason).toBe('no-tool-calls');
    expect(state.moves).toEqual(['b2']);
    expect(requests).toHaveLength(3);
  });

  it('429 with Retry-After: the retry waits as long as the server asked, not the default backoff', async () => {
    clock = installFakeClock();
    const running = run([
      { status: 429, headers: { 'retry-after': '7' } },
      move('d4'),
      { text: 'done' },
    ]);
    const waits = () => clock!.delays().filter((d) => d === 7000 || d === SDK_FIRST_BACKOFF_MS);
    await until(() => waits().length > 0, 'the retry wait');
    expect(waits()).toEqual([7000]);
    await clock.advance(6999);
    expect(server?.requests).toHaveLength(1);
    await clock.advance(1);
    const { result, state, requests } = await running;
    expect(result.error).toBeUndefined();
    expect(state.moves).toEqual(['d4']);
    expect(requests).toHaveLength(3);
  });

  it('429 with Retry-After without end: every retry waits as asked, then a clear error, nothing applied', async () => {
    clock = installFakeClock();
    const c = clock;
    const { value, advanced } = await settleWithClock(
      c,
      run([0, 1, 2].map(() => ({ status: 429, headers: { 'retry-after': '7' } }))),
      7000,
      (n) => c.count(7000) > n,
    );
    expect(advanced).toBe(2);
    expect(c.count(SDK_FIRST_BACKOFF_MS)).toBe(0);
    expect(value.result.stopReason).toBe('error');
    // The wait the provider asked for, for a caller that tries again later.
    expect(value.result.error?.retryAfterMs).toBe(7000);
    expect(value.result.error?.message).toMatch(/429|rate|Too Many/i);
    expect(value.state.moves).toEqual([]);
    expect(value.requests).toHaveLength(3);
  });

  for (const stream of [true, false]) {
    it(`persistent 500 (${stream ? 'stream' : 'generate'}): clear error, state back at the checkpoint`, async () => {
      const { result, state, requests } = await run(
        [
          move('c3'),
          { status: 500, headers: retryFast },
          { status: 500, headers: retryFast },
          { status: 500, headers: retryFast },
        ],
        stream,
      );
      expect(result.stopReason).toBe('error');
      expect(result.error?.name).toBe('ModelCallError');
      expect(result.error?.message).toMatch(/step 2: .*(500|Internal|fake error)/);
      expect(result.error?.retryAfterMs).toBe(0);
      expect(state.moves).toEqual([]);
      expect(requests).toHaveLength(4);
    });
  }

  it('malformed tool-argument JSON: the call is answered with an error, nothing applied, the run goes on', async () => {
    const { result, state, requests } = await run([
      { toolCalls: [{ name: 'move', arguments: '{"to": "d4"' }] },
      { text: 'sorry, done' },
    ]);
    expect(result.error).toBeUndefined();
    expect(state.moves).toEqual([]);
    const second = JSON.stringify(requests[1]!.messages);
    expect(second).toMatch(/role":"tool"/);
    expect(second).toMatch(/Invalid input|JSON/i);
  });

  it('unknown tool name: answered with an error naming the closest tools', async () => {
    const { result, state, requests } = await run([
      { toolCalls: [{ name: 'teleport', arguments: '{}' }] },
      move('e5'),
      { text: 'done' },
    ]);
    expect(result.error).toBeUndefined();
    expect(state.moves).toEqual(['e5']);
    const second = JSON.stringify(requests[1]!.messages);
    expect(second).toContain('there is no tool \\"teleport\\"');
    expect(second).toMatch(/closest tools you can call now/);
  });

  it('stream cut mid-response: the run ends with a clear error, state back at the checkpoint, no hang', async () => {
    // Step 1 applied a move; step 2's stream breaks after its tool arguments arrived. The run
    // ends with an error and the move of step 1 is undone.
    const { result, state, requests, executed } = await run([
      move('f6'),
      { ...move('g7'), cutAfterChunks: 4 },
    ]);
    expect(executed).toContain('f6');
    expect(result.stopReason).toBe('error');
    expect(result.error?.name).toBe('ModelCallError');
    expect(result.error?.message).toMatch(/step 2/);
    expect(state.moves).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('a provider that never answers: the step times out, the request is cancelled, state back at the checkpoint', async () => {
    clock = installFakeClock();
    const running = run([move('i9'), { hang: true }], true, 0, 30_000);
    await until(() => server?.requests.length === 2, 'the unanswered request');
    await clock.advance(29_999);
    expect(server?.requests).toHaveLength(2);
    await clock.advance(1);
    const { result, state, requests, executed } = await running;
    expect(executed).toEqual(['i9']);
    expect(result.stopReason).toBe('error');
    expect(result.error?.name).toBe('StepTimeoutError');
    expect(result.error?.message).toMatch(/step 2 got no answer within 30000 ms/);
    expect(state.moves).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('connection refused: a clear error, nothing applied', async () => {
    const provider = createOpenAICompatible({
      name: 'fake',
      baseURL: `http://127.0.0.1:${await closedPort()}/v1`,
    });
    const s = setup();
    const result = await runAgent({
      model: provider.chatModel('fake-model'),
      messages: [{ role: 'user', content: 'Play.' }],
      tools: s.tools,
      checkpoint: s.checkpoint,
      maxRetries: 0,
    });
    expect(result.stopReason).toBe('error');
    expect(result.error?.name).toBe('ModelCallError');
    expect(result.error?.message).toMatch(/step 1: .*(ECONNREFUSED|fetch failed|Cannot connect)/i);
    expect(s.state.moves).toEqual([]);
  });

  it('connection dropped before any byte: retried like any network error, after the SDK backoff', async () => {
    clock = installFakeClock();
    const c = clock;
    const { value, advanced } = await settleWithClock(
      c,
      run([{ ...move('h8'), cutAfterChunks: 0 }, move('h8'), { text: 'done' }], true, 1),
      SDK_FIRST_BACKOFF_MS,
      (n) => c.count(SDK_FIRST_BACKOFF_MS) > n,
    );
    expect(advanced).toBe(1);
    expect(value.result.error).toBeUndefined();
    expect(value.state.moves).toEqual(['h8']);
    expect(value.requests).toHaveLength(3);
  });
});
