/**
 * `pnpm serve`: the HTTP API on 127.0.0.1 (PORT, default 8787). Offline unless ARKHAM_MODEL is
 * set; provider keys come from the environment and are never logged.
 */
import { serve } from '@hono/node-server';
import { createAssistantContext } from './assistant/context';
import { modelFromEnv } from './assistant/model-from-env';
import { createApp } from './http';

const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? '127.0.0.1';
const model = await modelFromEnv();
const ctx = await createAssistantContext();
const app = createApp(ctx, model ? { model } : {});
serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(
    `arkham-assistant on http://${hostname}:${info.port} (${model ? `model ${process.env.ARKHAM_MODEL}` : 'offline subagents'})`,
  );
});
