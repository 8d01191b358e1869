import { isAgentError, resolveModel } from '@playmat/agent';
import type { LanguageModel } from 'ai';
import { UsageError } from '../cli/args';

/** A model spec resolved: the offline bot, or an AI SDK model. */
export type ResolvedSpec =
  | { readonly kind: 'bot'; readonly id: 'bot' }
  | { readonly kind: 'model'; readonly id: string; readonly model: LanguageModel };

/**
 * Resolves `bot` or `provider/model`. A missing key or provider package becomes a
 * {@link UsageError} that names the variable to set (or the package to install) and the
 * offline alternative.
 */
export async function resolveSpec(
  spec: string,
  flag: string,
  env: Record<string, string | undefined> = process.env,
): Promise<ResolvedSpec> {
  if (spec === 'bot') return { kind: 'bot', id: 'bot' };
  try {
    return { kind: 'model', id: spec, model: await resolveModel(spec, { env }) };
  } catch (error) {
    if (isAgentError(error)) {
      const variable = (error as { variable?: string }).variable;
      if (variable) {
        throw new UsageError(
          `--${flag} ${spec} needs the environment variable ${variable}, which is not set.\n` +
            `Set it (export ${variable}=…) or play offline with --${flag} bot.`,
        );
      }
      const pkg = (error as { packageName?: string }).packageName;
      if (pkg) {
        throw new UsageError(
          `--${flag} ${spec} needs the provider package ${pkg}, which is not installed.\n` +
            `Install it (npx -y pnpm@10 add ${pkg} --filter @example/pokemon-cli) or play offline with --${flag} bot.`,
        );
      }
      throw new UsageError(`--${flag}: ${error.message}`);
    }
    throw error;
  }
}
