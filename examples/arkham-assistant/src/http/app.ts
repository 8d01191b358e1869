import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { createOrchestrator, type Orchestrator, type OrchestratorOptions } from '../agent';
import type { AssistantContext } from '../assistant/context';
import { RateLimitedError, runCachedSimulation } from '../assistant/simulation-service';
import { briefCard } from '../assistant/summary';
import { FACTIONS } from '../data/types';
import { arkhamDeckSchema, DeckNotFoundError } from '../decks';
import { MAX_TRIALS, SimulationInputError, simulationGoalSchema } from '../simulator';
import { validateDeck } from '../validator';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024;

const chatSchema = z.object({
  deck_id: z.string().min(1).max(64).optional(),
  message: z.string().min(1, 'message must not be empty').max(4000),
  context: z.record(z.string(), z.unknown()).optional(),
});
const simulateSchema = z.object({
  deck_id: z.string().min(1).max(64),
  n_trials: z.number().int().min(10).max(MAX_TRIALS).default(1000),
  turns: z.number().int().min(1).max(10).optional(),
  key_cards: z
    .array(z.string().regex(/^\d{5}$/))
    .max(6)
    .optional(),
  seed: z.union([z.number().int(), z.string().max(40)]).optional(),
  goal: simulationGoalSchema.optional(),
});
const cardsQuerySchema = z.object({
  q: z.string().max(200).optional(),
  class: z.enum(FACTIONS).optional(),
  type: z.enum(['asset', 'event', 'skill', 'treachery', 'enemy']).optional(),
  level: z.coerce.number().int().min(0).max(5).optional(),
  trait: z.string().max(40).optional(),
  pack: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** A JSON error body: a stable code and a message saying what to send instead. */
export interface ApiError {
  error: { code: string; message: string; issues?: string[] };
}

class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415 | 429 | 500 | 502,
    readonly code: string,
    message: string,
    readonly issues?: string[],
  ) {
    super(message);
  }
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);

async function jsonBody<T>(
  c: { req: { json(): Promise<unknown> } },
  schema: z.ZodType<T>,
): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiFailure(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiFailure(
      400,
      'invalid_input',
      'The request body does not match the schema.',
      issuesOf(parsed.error),
    );
  }
  return parsed.data;
}

/** Options of {@link createApp}. */
export interface AppOptions extends OrchestratorOptions {
  /** Where server errors are reported (never with request bodies or keys); default console.error. */
  logError?: (message: string) => void;
}

/** `application/json` or a `+json` type, with or without parameters such as a charset. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * The HTTP API on Hono: `POST /chat`, `GET /cards?q=`, `GET /decks/:id`, `POST /decks`,
 * `POST /simulate`. Bodies are limited to {@link MAX_BODY_BYTES} and must be sent with
 * `Content-Type: application/json`: a missing or any other content type is answered 415
 * (`unsupported_media_type`) before the body is read, whatever the body holds. Inputs are
 * validated with zod; a language model that does not answer gives 502 (`upstream_model_error`);
 * every error is JSON `{ error: { code, message, issues? } }` without stack traces.
 */
export function createApp(ctx: AssistantContext, options: AppOptions = {}): Hono {
  const orchestrator: Orchestrator = createOrchestrator(ctx, options);
  const logError = options.logError ?? ((m: string) => console.error(m));
  const app = new Hono();

  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json<ApiError>(
          {
            error: {
              code: 'body_too_large',
              message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`,
            },
          },
          413,
        ),
    }),
  );

  app.on('POST', '*', async (c, next) => {
    const type = c.req.header('content-type');
    if (!type || !JSON_TYPE.test(type)) {
      throw new ApiFailure(
        415,
        'unsupported_media_type',
        `Send the body as JSON with the header Content-Type: application/json (got ${type ? `"${type}"` : 'no Content-Type'}).`,
      );
    }
    await next();
  });

  app.post('/chat', async (c) => {
    const body = await jsonBody(c, chatSchema);
    if (body.deck_id && !ctx.decks.has(body.deck_id))
      throw new DeckNotFoundError(body.deck_id, ctx.decks.ids());
    const res = await orchestrator.chat(body);
    const down = res.subagent_results.filter((r) => r.failure === 'upstream_model');
    if (down.length > 0) {
      throw new ApiFailure(
        502,
        'upstream_model_error',
        `The language model did not answer for ${down.map((r) => r.agent).join(', ')}. Try again later, or run the server without ARKHAM_MODEL for offline answers.`,
      );
    }
    return c.json({
      reply: res.content,
      structured_data: {
        recommendation: res.recommendation,
        confidence: res.confidence,
        agents_consulted: res.agents_consulted,
        subagent_results: res.subagent_results,
      },
      tool_calls: res.metadata.tool_calls,
    });
  });

  app.get('/cards', async (c) => {
    const parsed = cardsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      throw new ApiFailure(400, 'invalid_query', 'Bad search parameters.', issuesOf(parsed.error));
    }
    // `q` is read in plain words ("cheap Guardian weapon"); explicit parameters win over it.
    const { class: cls, q, ...rest } = parsed.data;
    const result = await ctx.search.find(q ?? '', {
      ...rest,
      ...(cls ? { class: cls } : {}),
      ...(ctx.ownedPacks ? { ownedPacks: ctx.ownedPacks } : {}),
    });
    return c.json({
      count: result.count,
      understood: result.understood,
      cards: result.hits.map((h) => briefCard(h.card)),
      facets: result.facets,
    });
  });

  app.get('/decks/:id', (c) => {
    const stored = ctx.decks.get(c.req.param('id'));
    return c.json({
      id: stored.id,
      deck: stored.deck,
      validation: validateDeck(stored.deck, ctx.registry),
    });
  });

  app.post('/decks', async (c) => {
    const deck = await jsonBody(c, arkhamDeckSchema);
    const validation = validateDeck(deck, ctx.registry);
    if (
      validation.problems.some(
        (p) => p.rule === 'unknown_investigator' || p.rule === 'unknown_card',
      )
    ) {
      throw new ApiFailure(
        400,
        'unknown_cards',
        'The deck names cards or an investigator that are not in the data.',
        validation.problems.map((p) => p.message),
      );
    }
    // Illegal decks are stored (users fix them step by step); the validation says what is wrong.
    const stored = ctx.decks.save(deck);
    return c.json({ id: stored.id, validation }, 201);
  });

  app.post('/simulate', async (c) => {
    const body = await jsonBody(c, simulateSchema);
    const stored = ctx.decks.get(body.deck_id);
    const { report, cached } = runCachedSimulation(ctx, stored, {
      trials: body.n_trials,
      seed: body.seed ?? 1,
      ...(body.turns ? { turns: body.turns } : {}),
      ...(body.key_cards ? { keyCards: body.key_cards } : {}),
      ...(body.goal ? { goal: body.goal } : {}),
    });
    return c.json({ deck_id: stored.id, cached, report });
  });

  app.notFound((c) =>
    c.json<ApiError>(
      {
        error: {
          code: 'not_found',
          message: `No route ${c.req.method} ${c.req.path}. Routes: POST /chat, GET /cards, GET /decks/:id, POST /decks, POST /simulate.`,
        },
      },
      404,
    ),
  );

  app.onError((err, c) => {
    if (err instanceof ApiFailure) {
      return c.json<ApiError>(
        {
          error: {
            code: err.code,
            message: err.message,
            ...(err.issues ? { issues: err.issues } : {}),
          },
        },
        err.status,
      );
    }
    if (err instanceof DeckNotFoundError) {
      return c.json<ApiError>({ error: { code: 'deck_not_found', message: err.message } }, 404);
    }
    if (err instanceof SimulationInputError) {
      return c.json<ApiError>({ error: { code: 'invalid_simulation', message: err.message } }, 400);
    }
    if (err instanceof RateLimitedError) {
      c.header('Retry-After', String(Math.ceil(err.retryAfterMs / 1000)));
      return c.json<ApiError>({ error: { code: 'rate_limited', message: err.message } }, 429);
    }
    if (err instanceof HTTPException) {
      return c.json<ApiError>({ error: { code: 'http_error', message: err.message } }, err.status);
    }
    // Only the error's name goes to the log: messages may echo provider responses or keys.
    logError(`internal error on ${c.req.method} ${c.req.path}: ${err.name}`);
    return c.json<ApiError>(
      { error: { code: 'internal', message: 'Internal error; see the server log.' } },
      500,
    );
  });

  return app;
}
