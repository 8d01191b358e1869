import { resolveModel } from '@playmat/agent';
import type { LanguageModel } from 'ai';

/**
 * The model for the Rules and Scenario subagents: `ARKHAM_MODEL` (e.g. `anthropic/<model>`)
 * resolved through `@playmat/agent`, which reads the provider's key from the environment.
 * Unset means offline (scripted subagents). The key itself is never read or printed here.
 */
export async function modelFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<LanguageModel | undefined> {
  const spec = env.ARKHAM_MODEL;
  return spec ? resolveModel(spec, { env }) : undefined;
}
