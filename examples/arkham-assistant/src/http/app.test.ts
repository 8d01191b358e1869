import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createScriptedModel } from '@playmat/agent/test';
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

// Whole chats and simulations: room for a loaded 2-core machine, not vitest's 5 s default.
describe('HTTP API in-process', { timeout: 30_000 }, () => {
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

  it('treats a missing and a wrong Content-Type the same way: 415, whatever the body', async () => {
    const app = await makeApp();
    const body = JSON.stringify({ message: 'hi' });
    // A byte body gets no Content-Type from fetch; a string body would get text/plain.
    const bare = new Request('http://local/chat', {
      method: 'POST',
      body: new TextEncoder().encode(body),
    });
    expect(bare.headers.get('content-type')).toBeNull();
    const none = await app.request(bare);
    const wrong = await app.request(
      new Request('http://local/chat', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
      }),
    );
    const form = await app.request(
      new Request('http://local/simulate', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: JSON.stringify({ deck_id: 'roland-starter' }),
      }),
    );
    for (const res of [none, wrong, form]) {
      expect(res.status).toBe(415);
      expect((await json(res)).error.code).toBe('unsupported_media_type');
    }
    expect((await json(await app.request(post('/chat', { message: 'hi' })))).error).toBeUndefined();
    const charset = await app.request(
      new Request('http://local/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body,
      }),
    );
    expect(charset.status).toBe(200);
  });

  it('answers 502 with a short message when the language model does not answer', async () => {
    const ctx = await createAssistantContext({ decks: new DeckStore(loadSampleDecks()) });
    const down = createScriptedModel(() => ({
      error: new Error('Failed after 3 attempts. Last error: Overloaded (request id req_123)'),
    }));
    const app = createApp(ctx, { model: down, logError: (m) => logged.push(m) });
    const res = await app.request(
      post('/chat', {
        deck_id: 'roland-starter',
        message: 'What are my odds of Machete by turn 3?',
      }),
    );
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text).error).toEqual({
      code: 'upstream_model_error',
      message:
        'The language model did not answer for scenario. Try again later, or run the server without ARKHAM_MODEL for offline answers.',
    });
    expect(text).not.toMatch(/attempts|Overloaded|req_123/);
  });

  it('POST /chat answers card-access questions with yes or no and the rule', async () => {
    const app = await makeApp();
    const res = await app.request(
      post('/chat', { message: 'Can Roland include Encyclopedia / Cryptic Research?' }),
    );
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.reply).toMatch(
      /^\[rules\] Yes: Encyclopedia \(2\) is a level 2 Seeker asset.*No: Cryptic Research \(4\) is a level 4 Seeker event/,
    );
    expect(body.tool_calls).toEqual([
      {
        agent: 'rules',
        tool: 'check_card_access',
        input: { investigator: '01001', cards: ['01042', '01043'] },
        ok: true,
      },
    ]);
  });

  it('GET /cards reads class, trait and cost words in q as filters', async () => {
    const app = await makeApp();
    const body = await json(await app.request('/cards?q=cheap%20Guardian%20weapon'));
    expect(body.understood).toEqual(['class guardian', 'trait weapon', 'cost 0-2']);
    expect(body.cards.map((c: { name: string }) => c.name)).toEqual(['Blackjack']);
    const seeker = await json(await app.request('/cards?q=Seeker%20card%20draw&limit=3'));
    for (const card of seeker.cards) {
      expect(card.class).toBe('seeker');
      expect(card.text).toMatch(/draw/i);
    }
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
    const leak = async () => {
      throw new Error('upstream said: invalid key sk-ant-SECRET');
    };
    ctx.search = { search: leak, find: leak };
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

// Whole chats and simulations: room for a loaded 2-core machine, not vitest's 5 s default.
describe('HTTP API over a real socket', { timeout: 30_000 }, () => {
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
    expect(cards.cards).toHaveLength(5);
    // `count` is every match; the facets count them by class.
    expect(cards.count).toBe(15);
    expect(cards.facets.class).toEqual({ mystic: 15 });
    const bad = await fetch(`${base}/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');
    // A raw HTTP client that sends no Content-Type at all.
    const raw = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/chat`, { method: 'POST' }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ message: 'hi' }));
    });
    expect(raw.status).toBe(415);
    expect(JSON.parse(raw.body).error.message).toContain('no Content-Type');
    expect(logged).toEqual([]);
  });
});
