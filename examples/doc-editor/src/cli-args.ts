/** Parsed command line of the doc-editor CLI. */
export interface CliArgs {
  readonly file: string;
  readonly instruction: string;
  /** `provider/model`; absent means the offline scripted model. */
  readonly model: string | undefined;
  readonly yes: boolean;
  readonly maxSteps: number;
  /** Use the offline hashing embedding model for document_find_text. */
  readonly embed: boolean;
}

/** Usage text. */
export const USAGE = `Usage: doc-editor <file> "<instruction>" [--model provider/model] [--yes] [--max-steps N] [--embed]

  --model      a real model, e.g. anthropic/claude-sonnet-4-5 (needs its API key in the environment);
               without it an offline scripted model runs, which understands
               'replace "X" with "Y"' and 'append "X"'
  --yes, -y    save without asking
  --max-steps  model steps allowed (default 20)
  --embed      rank find-text results with a local bag-of-words embedding model`;

/** Thrown for a bad command line; the CLI prints its message and the usage. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

/** Parses `argv` (without `node` and the script). */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  let model: string | undefined;
  let yes = false;
  let embed = false;
  let maxSteps = 20;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--yes' || arg === '-y') yes = true;
    else if (arg === '--embed') embed = true;
    else if (arg === '--model' || arg === '--max-steps') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) {
        throw new CliUsageError(`${arg} needs a value.`);
      }
      if (arg === '--model') model = value;
      else {
        maxSteps = Number(value);
        if (!Number.isInteger(maxSteps) || maxSteps < 1) {
          throw new CliUsageError(`--max-steps must be a positive integer, got "${value}".`);
        }
      }
    } else if (arg.startsWith('--model=')) model = arg.slice('--model='.length);
    else if (arg.startsWith('-') && arg !== '-') throw new CliUsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (positional.length !== 2) {
    throw new CliUsageError(
      `Expected a file and an instruction, got ${positional.length} argument(s).`,
    );
  }
  return { file: positional[0]!, instruction: positional[1]!, model, yes, maxSteps, embed };
}
