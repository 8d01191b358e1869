import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { GameState } from '@playmat/engine';
import type { LanguageModel } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeClock,
  installFakeClock,
  settleWithClock,
} from '../run-agent/fake-clock.test-helper';
import {
  closedPort,
  type FakeOpenAIServer,
  type FakeReply,
  startFakeOpenAIServer,
} from '../run-agent/fake-openai-server.test-helper';
import { createScriptedModel } from '../test';
import type { GameEvent } from './events';
import { type PlayMatchConfig, playMatch } from './play-match';
import { createDrawPlayMatch } from './test-plugin';
import { dpBot } from './test-plugin/bot';

let server: FakeOpenAIServer | undefined;
let clock: FakeClock | undefined;
afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  await server?.close();
  server = undefined;
});

const modelAt = (baseURL: string): LanguageModel =>
  createOpenAICompatible({ name: 'fake', baseURL, includeUsage: true }).chatModel('fake-model');

/** p1's first answer: a legal play that changes the state (4 points), before the failures. */
const playStag: FakeReply = {
  toolCalls: [{ name: 'play_card', arguments: JSON.stringify({ card: 'Crimson Stag' }) }],
};

/** Serves p1 from the fake server: first `playStag`, then `failure` for every request. */
async function p1OnServer(failure: FakeReply): Promise<LanguageModel> {
  server = await startFakeOpenAIServer((i) => (i === 0 ? playStag : failure));
  return modelAt(server.baseURL);
}

/**
 * A Draw & Play match (setup and draws done by the plugin, so p1 opens in its main phase)
 * with p1 on `model` and p2 a scripted bot; a seat ends the match after 2 failed runs.
 */
function startMatch(model: LanguageModel, options: Partial<PlayMatchConfig> = {}) {
  const { plugin, store } = createDrawPlayMatch({ target: 10, auto: { setup: true, draw: true } });
  const events: GameEvent[] = [];
  /** The state as each of p1's main-phase runs began: the checkpoint a failed run goes back to. */
  const runStarts: GameState[] = [];
  const summary = playMatch({
    plugin,
    store,
    players: {
      p1: { models: { default: model } },
      p2: { models: { default: createScriptedModel(dpBot()) } },
    },
    maxModelFailures: 2,
    ...options,
    onEvent: (e) => {
      events.push(e);
      if (e.type === 'phase_start' && e.player === 'p1' && e.phase === 'main')
        runStarts.push(store.state as GameState);
    },
  });
  return { summary, store, events, runStarts };
}

type Started = ReturnType<typeof startMatch>;

/** What every failed match shows: its reason, the last good state, the whole transcript, nothing forced. */
function expectFailedCleanly(
  m: Started,
  summary: Awaited<Started['summary']>,
  error: { name: string; message: RegExp },
  firstRunPlayed: boolean,
) {
  expect(summary.end).toBe('failed');
  expect(summary.winner).toBeNull();
  expect(summary.reason).toMatch(/^p1's model failed 2 times in a row: /);
  expect(summary.reason).toMatch(error.message);
  // The state is the checkpoint of the failing run: nothing half-applied, no turn forced on.
  expect(m.runStarts).toHaveLength(2);
  expect(m.store.state).toEqual(m.runStarts[0]);
  expect(m.store.state.turn).toMatchObject({ number: 1, activePlayer: 'p1', phase: 'main' });
  expect((m.store.state.plugin as { scores: Record<string, number> }).scores.p1).toBe(0);
  expect(summary.stalls).toBe(0);
  expect(m.events.some((e) => e.type === 'stall')).toBe(false);
  expect(m.events.some((e) => e.type === 'tool_call' && e.tool === 'end_turn')).toBe(false);
  // The transcript keeps everything that happened, the undone play and both failures included.
  const plays = m.events.filter((e) => e.type === 'tool_result' && e.tool === 'play_card');
  expect(plays.map((e) => (e as { ok: boolean }).ok)).toEqual(firstRunPlayed ? [true] : []);
  const runEnds = m.events.flatMap((e) =>
    e.type === 'agent' && e.event.type === 'run-end' ? [e.event] : [],
  );
  expect(runEnds.map((r) => r.stopReason)).toEqual(['error', 'error']);
  for (const r of runEnds) {
    expect(r.error?.name).toBe(error.name);
    expect(r.error?.message).toMatch(error.message);
  }
  expect(
    m.events.filter((e) => e.type === 'warning' && e.message.startsWith(`${error.name}: `)),
  ).toHaveLength(2);
  expect(m.events.at(-1)).toMatchObject({
    type: 'match_end',
    winner: null,
    reason: summary.reason,
  });
}

describe('playMatch against an OpenAI-compatible server that fails', () => {
  it('never answers: each step times out, the match ends as failed', async () => {
    clock = installFakeClock();
    const m = startMatch(await p1OnServer({ hang: true }), {
      stepTimeoutMs: 30_000,
      maxRetries: 0,
    });
    // Request 0 is answered; each later one hangs until the clock passes the step timeout.
    const { value, advanced } = await settleWithClock(
      clock,
      m.summary,
      30_000,
      (n) => (server?.requests.length ?? 0) > n + 1,
    );
    expect(advanced).toBe(2);
    expect(server?.requests).toHaveLength(3);
    expectFailedCleanly(
      m,
      value,
      { name: 'StepTimeoutError', message: /got no answer within 30000 ms/ },
      true,
    );
  });

  it('always 500: retried as the SDK does, then the match ends as failed', async () => {
    const m = startMatch(await p1OnServer({ status: 500, headers: { 'retry-after-ms': '0' } }), {
      maxRetries: 2,
    });
    const summary = await m.summary;
    // 1 good request, then 2 failed runs of 1 call + 2 retries each.
    expect(server?.requests).toHaveLength(1 + 2 * 3);
    expectFailedCleanly(m, summary, { name: 'ModelCallError', message: /fake error 500/ }, true);
  });

  it('429 with Retry-After: each retry and the next run wait as asked, then the match ends as failed', async () => {
    clock = installFakeClock();
    const c = clock;
    const m = startMatch(await p1OnServer({ status: 429, headers: { 'retry-after': '7' } }), {
      maxRetries: 1,
    });
    const { value, advanced } = await settleWithClock(c, m.summary, 7000, (n) => c.count(7000) > n);
    // The server's 7 s before the SDK's retry in each run, and before the second run; never
    // the SDK's own 2 s backoff.
    expect(advanced).toBe(3);
    expect(c.count(2000)).toBe(0);
    expect(server?.requests).toHaveLength(1 + 2 * 2);
    expectFailedCleanly(m, value, { name: 'ModelCallError', message: /429|Too Many|rate/i }, true);
  });

  it('429 asking for longer than the SDK waits: playMatch waits it out, then the match goes on', async () => {
    clock = installFakeClock();
    const c = clock;
    const endTurn: FakeReply = { toolCalls: [{ name: 'end_turn', arguments: '{}' }] };
    const rateLimited: FakeReply = { status: 429, headers: { 'retry-after': '90' } };
    server = await startFakeOpenAIServer((i) => [rateLimited, playStag, endTurn][i] ?? endTurn);
    const m = startMatch(modelAt(server.baseURL), { maxRetries: 0, maxTurns: 1 });
    const { value, advanced } = await settleWithClock(
      c,
      m.summary,
      90_000,
      (n) => c.count(90_000) > n,
    );
    expect(advanced).toBe(1);
    expect(c.count(2000)).toBe(0);
    expect(value.end).toBe('turn_limit');
    expect(server.requests).toHaveLength(3);
    expect((m.store.state.plugin as { scores: Record<string, number> }).scores.p1).toBe(4);
    expect(m.events).toContainEqual({
      type: 'warning',
      player: 'p1',
      message: "p1's provider asked to wait 90 s (Retry-After); trying again after it.",
    });
    expect(value.retryAfterMs).toBeUndefined();
  });

  for (const cap of [undefined, 60_000])
    it(`429 without end asking for 90 s${cap ? ', over maxRetryWaitMs: not waited for' : ': waited for between runs'}; the failed match says how long to wait`, async () => {
      clock = installFakeClock();
      const c = clock;
      server = await startFakeOpenAIServer(() => ({
        status: 429,
        headers: { 'retry-after': '90' },
      }));
      const m = startMatch(modelAt(server.baseURL), {
        maxRetries: 0,
        ...(cap ? { maxRetryWaitMs: cap } : {}),
      });
      const { value, advanced } = await settleWithClock(
        c,
        m.summary,
        90_000,
        (n) => c.count(90_000) > n,
      );
      expect(advanced).toBe(cap ? 0 : 1);
      expect(value.end).toBe('failed');
      expect(value.reason).toMatch(/^p1's model failed 2 times in a row: .*(429|Too Many)/);
      expect(value.retryAfterMs).toBe(90_000);
      expect(server.requests).toHaveLength(2);
      expect(m.store.state).toEqual(m.runStarts[0]);
    });

  it('connection refused: the match ends as failed before anything was played', async () => {
    const m = startMatch(modelAt(`http://127.0.0.1:${await closedPort()}/v1`), { maxRetries: 0 });
    const summary = await m.summary;
    expectFailedCleanly(
      m,
      summary,
      { name: 'ModelCallError', message: /ECONNREFUSED|fetch failed|Cannot connect/i },
      false,
    );
  });

  it('cut stream: the server closes mid-answer, the match ends as failed', async () => {
    const m = startMatch(await p1OnServer({ ...playStag, cutAfterChunks: 3 }), {
      stream: true,
      maxRetries: 0,
    });
    const summary = await m.summary;
    expect(server?.requests).toHaveLength(3);
    expect(server?.requests.every((r) => r.stream === true)).toBe(true);
    expectFailedCleanly(
      m,
      summary,
      { name: 'ModelCallError', message: /Failed to process|terminated|other side closed/ },
      true,
    );
  });
});
