import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantContext } from '../assistant/context';
import { DeckStore, loadSampleDecks } from '../decks';
import { createApp, MAX_BODY_BYTES } from './app';

const logged: string[] = [];
const makeApp = async (options: { simulationsPerMinute?: number } = {}) =>
  createApp(await createAssistantContext({ decks: new DeckStore(loadSampleDecks()), ...options }), {
    simulationTrials: 200,
    logError: (m) => logged.push(m),
  });
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below.
const json = (res: Response): Promise<any> => res.json();
const post = (path: string, body: unknown) =>
  new Request(`http://local${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('HTTP API in-process', () => {
  it('POST /chat answers with reply, structured data and tool calls', async () => {
    const app = await makeApp();
    const res = await app.request(
      post('/chat', { deck_id: 'agnes-starter', message: 'suggest cards for more clues' }),
    );
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.reply).toContain('[action_space]');
    expect(body.structured_data.recommendation.deck_id).toBe('agnes-starter');
    expect(body.structured_data.agents_consulted).toEqual(['scenario', 'action_space']);
    expect(body.tool_calls.map((c: { tool: string }) => c.tool)).toEqual([
      'run_simulation',
      'recommend_cards',
    ]);
  });

  it('POST /chat rejects bad input with JSON errors', async () => {
    const app = await makeApp();
    const empty = await app.request(post('/chat', { message: '' }));
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({
      error: { code: 'invalid_input', issues: ['message: message must not be empty'] },
    });
    const notJson = await app.request(post('/chat', '{oops'));
    expect((await json(notJson)).error.code).toBe('invalid_json');
    const unknownDeck = await app.request(post('/chat', { deck_id: 'nope', message: 'hi' }));
    expect(unknownDeck.status).toBe(404);
    expect((await json(unknownDeck)).error.message).toContain('roland-starter');
  });

  it('limits the body size', async () => {
    const app = await makeApp();
    const res = await app.request(post('/chat', { message: 'x'.repeat(MAX_BODY_BYTES + 10) }));
    expect(res.status).toBe(413);
    expect((await json(res)).error.code).toBe('body_too_large');
  });

  it('GET /cards searches with filters and rejects bad ones', async () => {
    const app = await makeApp();
    const res = await app.request('/cards?q=shrivelling&class=mystic');
    const body = await json(res);
    expect(body.cards[0].name).toBe('Shrivelling');
    expect(body.cards.every((c: { class: string }) => c.class === 'mystic')).toBe(true);
    const level = await json(
      await app.request('/cards?class=guardian&level=0&type=asset&limit=50'),
    );
    expect(level.cards.every((c: { level: number }) => c.level === 0)).toBe(true);
    const bad = await app.request('/cards?class=wizard');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.issues[0]).toMatch(/^class:/);
  });

  it('GET /decks/:id and POST /decks store and validate decks', async () => {
    const app = await makeApp();
    const roland = await json(await app.request('/decks/roland-starter'));
    expect(roland.validation.valid).toBe(true);
    const { id: _id, ...copy } = roland.deck;
    const created = await app.request(
      post('/decks', { ...copy, name: 'My Roland', slots: { ...copy.slots, '01088': 1 } }),
    );
    expect(created.status).toBe(201);
    const stored = await json(created);
    expect(stored.validation.valid).toBe(false);
    expect(stored.validation.problems[0].rule).toBe('deck_size');
    const fetched = await json(await app.request(`/decks/${stored.id}`));
    expect(fetched.deck.name).toBe('My Roland');
    const bad = await app.request(
      post('/decks', { name: 'x', investigator_code: '01001', slots: { '01016': -1 } }),
    );
    expect(bad.status).toBe(400);
    const unknown = await app.request(
      post('/decks', { name: 'x', investigator_code: '09999', slots: {} }),
    );
    expect((await json(unknown)).error.code).toBe('unknown_cards');
    expect((await app.request('/decks/missing')).status).toBe(404);
  });

  it('POST /simulate runs, caches and rate-limits', async () => {
    const app = await makeApp({ simulationsPerMinute: 1 });
    const first = await json(
      await app.request(post('/simulate', { deck_id: 'roland-starter', n_trials: 100 })),
    );
    expect(first.cached).toBe(false);
    expect(first.report.keyCards[0].byTurn).toHaveLength(5);
    const again = await json(
      await app.request(post('/simulate', { deck_id: 'roland-starter', n_trials: 100 })),
    );
    expect(again.cached).toBe(true);
    const limited = await app.request(
      post('/simulate', { deck_id: 'roland-starter', n_trials: 120 }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const badCard = await app.request(
      post('/simulate', { deck_id: 'agnes-starter', n_trials: 100, key_cards: ['01016'] }),
    );
    expect(badCard.status).toBe(400);
    const tooMany = await app.request(
      post('/simulate', { deck_id: 'roland-starter', n_trials: 10_000_000 }),
    );
    expect((await json(tooMany)).error.issues[0]).toMatch(/^n_trials/);
  });

  it('POST /simulate scores a user-defined goal and validates it', async () => {
    const app = await makeApp();
    const goal = {
      description: 'Beat Cop in play by turn 3',
      byTurn: 3,
      requirements: [{ anyOf: ['01018'], where: 'play' }],
    };
    const ok = await json(
      await app.request(post('/simulate', { deck_id: 'roland-starter', n_trials: 200, goal })),
    );
    expect(ok.report.goal.description).toBe('Beat Cop in play by turn 3');
    expect(ok.report.goal.successRate).toBeGreaterThan(0);
    expect(ok.report.goal.successRate).toBeLessThan(1);
    const bad = await app.request(
      post('/simulate', { deck_id: 'roland-starter', goal: { byTurn: 0, requirements: [] } }),
    );
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.issues.join(' ')).toMatch(/goal\.byTurn.*goal\.requirements/);
  });

  it('hides internal error details from the client and the log', async () => {
    const ctx = await createAssistantContext({ decks: new DeckStore(loadSampleDecks()) });
    ctx.search = {
      search: async () => {
        throw new Error('upstream said: invalid key sk-ant-SECRET');
      },
    };
    const lines: string[] = [];
    const app = createApp(ctx, { logError: (m) => lines.push(m) });
    const res = await app.request('/cards?q=knife');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('SECRET');
    expect(text).not.toMatch(/at \w+ \(/);
    expect(lines).toEqual(['internal error on GET /cards: Error']);
  });

  it('answers unknown routes with JSON and never leaks stack traces', async () => {
    const app = await makeApp();
    const res = await app.request('/nope');
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('POST /chat');
    expect(text).not.toMatch(/at \w+ \(/);
  });
});

describe('HTTP API over a real socket', () => {
  let server: ReturnType<typeof serve>;
  let base = '';
  beforeAll(async () => {
    const app = await makeApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves /chat, /cards and errors over TCP', async () => {
    const chat = await fetch(`${base}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        deck_id: 'roland-starter',
        message: 'What are my odds of Machete by turn 3?',
      }),
    });
    expect(chat.status).toBe(200);
    const body = await json(chat);
    expect(body.reply).toMatch(/Machete \d+% in the opening hand/);
    const cards = await json(await fetch(`${base}/cards?trait=spell&limit=5`));
    expect(cards.count).toBe(5);
    const bad = await fetch(`${base}/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');
    expect(logged).toEqual([]);
  });
});
