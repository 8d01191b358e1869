import type { Entrant } from '@playmat/tournament';
import { type AiMode, UsageError } from '../cli/args';

/** What the CLI keeps in an entrant's `config`: how to build its player. */
export interface PokemonEntrantConfig {
  /** `bot`, `random` or `provider/model`. */
  readonly model: string;
  readonly mode: AiMode;
  /** Planner model for `pipeline` (default: the entrant's own model). */
  readonly planner?: string;
}

/**
 * Entrants from `--players` specs: `bot`, `random`, `provider/model`, each optionally with
 * `@pipeline` or `@autonomous` (default: `--mode`); the specs were checked when the
 * arguments were parsed. The same spec twice gets `#2`, `#3` … so
 * ids stay unique. Providers of real models share a concurrency limit (`--provider-concurrency`).
 */
export function parseEntrants(
  specs: readonly string[],
  defaults: { mode: AiMode; planner: string | undefined },
): Entrant[] {
  const seen = new Map<string, number>();
  return specs.map((raw) => {
    const spec = raw.trim();
    const at = spec.lastIndexOf('@');
    const model = at > 0 ? spec.slice(0, at) : spec;
    const modeText = at > 0 ? spec.slice(at + 1) : defaults.mode;
    if (modeText !== 'autonomous' && modeText !== 'pipeline')
      throw new UsageError(
        `--players "${spec}": after @ comes autonomous or pipeline; got "${modeText}".`,
      );
    const n = (seen.get(spec) ?? 0) + 1;
    seen.set(spec, n);
    const id = n === 1 ? spec : `${spec}#${n}`;
    const slash = model.indexOf('/');
    const config: PokemonEntrantConfig & Record<string, string> = {
      model,
      mode: modeText,
      ...(modeText === 'pipeline' && defaults.planner ? { planner: defaults.planner } : {}),
    };
    return { id, ...(slash > 0 ? { provider: model.slice(0, slash) } : {}), config };
  });
}
