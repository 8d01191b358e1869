import { parseArgs } from 'node:util';

/** Parsed command line of the doc-editor CLI. */
export interface CliArgs {
  /** The file as typed; the CLI resolves it against the directory the command was run in. */
  readonly file: string;
  readonly instruction: string;
  /** `provider/model`; absent means the offline scripted model. */
  readonly model: string | undefined;
  readonly yes: boolean;
  readonly maxSteps: number;
  /** Use the offline hashing embedding model for document_find_text. */
  readonly embed: boolean;
}

/** What `--help` asks for instead of an edit. */
export interface CliHelp {
  readonly help: true;
}

/** Default for `--max-steps`. */
export const DEFAULT_MAX_STEPS = 20;

/** Usage text. */
export const USAGE = `Usage: doc-editor <file> "<instruction>" [options] [--]

  --model M        a real model, e.g. anthropic/claude-sonnet-4-5 (needs its API key in the
                   environment); without it an offline scripted model runs, which understands
                   'replace "X" with "Y"' and 'append "X"'
  --yes, -y        save without asking
  --max-steps N    model steps allowed (default ${DEFAULT_MAX_STEPS})
  --embed          rank find-text results with a local bag-of-words embedding model
  --help, -h       show this help
  --               everything after it is the file and the instruction, even if it starts with -

Relative paths are resolved against the directory you ran the command in.`;

/** Thrown for a bad command line; the CLI prints its message and the usage. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

const OPTIONS = {
  model: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  'max-steps': { type: 'string' },
  embed: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Parses `argv` (without `node` and the script) with `node:util` `parseArgs`: options may come
 * in any order, as `--name value` or `--name=value`, and `--` ends the options.
 * @throws CliUsageError saying what was wrong and what would be right.
 */
export function parseCliArgs(argv: readonly string[]): CliArgs | CliHelp {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs' messages name the option; drop its hint about `--` for positionals.
    const message = (error as Error).message.replace(/ To specify a positional.*$/s, '');
    throw new CliUsageError(message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  let maxSteps = DEFAULT_MAX_STEPS;
  if (values['max-steps'] !== undefined) {
    maxSteps = Number(values['max-steps']);
    if (!/^\d+$/.test(values['max-steps']) || maxSteps < 1) {
      throw new CliUsageError(
        `--max-steps must be a positive whole number, got "${values['max-steps']}".`,
      );
    }
  }
  if (positionals.length !== 2) {
    throw new CliUsageError(
      `Expected a file and an instruction, got ${positionals.length} argument(s)${positionals.length ? `: ${positionals.map((p) => JSON.stringify(p)).join(' ')}` : ''}. Quote the instruction: doc-editor notes.md 'replace "a" with "b"'.`,
    );
  }
  return {
    file: positionals[0]!,
    instruction: positionals[1]!,
    model: values.model,
    yes: values.yes === true,
    maxSteps,
    embed: values.embed === true,
  };
}
