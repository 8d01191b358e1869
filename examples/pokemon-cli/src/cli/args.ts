import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { closestNames } from '@playmat/pokemon';

/** How strictly the rules are enforced (the engine's enforcement modes). */
export type RulesMode = 'strict' | 'lenient' | 'off';
/** Which era's rules: `modern`, or `base-set` (the 1999 Base Set rulebook; docs/pokemon-rules-eras.md). */
export type Era = 'modern' | 'base-set';
/** How each player's turns are played. */
export type AiMode = 'autonomous' | 'pipeline';
/** How a tournament prints its table. */
export type TableFormat = 'table' | 'markdown' | 'json';

/** Everything one match needs, as typed on the command line. */
export interface MatchOptions {
  /** `bot` or `provider/model`. */
  readonly p1: string;
  readonly p2: string;
  readonly mode: AiMode;
  /** Planner model for `pipeline` mode; the player's own model when absent. */
  readonly planner: string | undefined;
  /** A bundled deck id or a deck-list file. */
  readonly deck1: string;
  readonly deck2: string;
  readonly seed: number;
  readonly rules: RulesMode;
  readonly era: Era;
  readonly maxTurns: number;
  readonly transcript: string | undefined;
  readonly quiet: boolean;
}

/** What the command line asks for. */
export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'decks' }
  | { readonly kind: 'match'; readonly options: MatchOptions; readonly json: boolean }
  | {
      readonly kind: 'tournament';
      /** Decks, seed (of round 0), rules, era, turn limit, mode and planner of every game. */
      readonly options: MatchOptions;
      /** Entrant specs: `bot`, `random`, `provider/model`, each with an optional `@pipeline`. */
      readonly players: readonly string[];
      /** Each round plays every pairing twice, once in each seat order, on the round's seed. */
      readonly rounds: number;
      /**
       * Games at once; `workers` (with `--redis` and no `--concurrency`): as many as the
       * connected queue workers take.
       */
      readonly concurrency: number | 'workers';
      /** Games at once per provider (`anthropic=2`). */
      readonly providerConcurrency: Readonly<Record<string, number>>;
      /** What stdout shows: the table unless `--format`/`--json` say otherwise (and no `--out`). */
      readonly format: TableFormat;
      /**
       * `--out FILE`: the report, alone, in this format (undefined: the one FILE's name asks
       * for); stdout then shows the table.
       */
      readonly out: { readonly file: string; readonly format: TableFormat | undefined } | undefined;
      readonly results: string | undefined;
      /** SQLite store; default: one per tournament under `.playmat/`. */
      readonly store: string | undefined;
      /** Spread the games over queue workers on this Redis (`redis://host:port`). */
      readonly redis: string | undefined;
      readonly queue: string | undefined;
      /** Folder for each game's event log (on the machine that plays it). */
      readonly transcripts: string | undefined;
    }
  | {
      readonly kind: 'worker';
      readonly redis: string;
      readonly queue: string | undefined;
      readonly concurrency: number;
      readonly transcripts: string | undefined;
    }
  | { readonly kind: 'replay'; readonly file: string; readonly quiet: boolean };

/** Bad command-line input. The message says what was wrong and what would be right. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Default decks: two Base Set theme decks with simple, fast lines of play and an even matchup
 * (the bots won 7 and 6 of 12 seeded games as the first seat each way).
 */
export const DEFAULT_DECKS = { deck1: 'base-zap', deck2: 'base-blackout' } as const;
/** The command a user types to run the CLI (from the repository root), as help and errors show it. */
export const RUN = 'npx -y pnpm@10 demo';

/** Turn cap of a match unless `--max-turns` says otherwise. */
export const DEFAULT_MAX_TURNS = 60;

interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly value?: string;
  readonly help: string;
}

/** Every flag, in the order `--help` lists them. */
export const OPTIONS = {
  p1: {
    type: 'string',
    value: 'MODEL',
    help: 'player 1: "bot" (default, offline) or provider/model',
  },
  p2: {
    type: 'string',
    value: 'MODEL',
    help: 'player 2: "bot" (default, offline) or provider/model',
  },
  mode: {
    type: 'string',
    value: 'MODE',
    help: 'autonomous (default) or pipeline (planner + executor)',
  },
  planner: {
    type: 'string',
    value: 'MODEL',
    help: "planner model for --mode pipeline (default: the player's model)",
  },
  deck1: {
    type: 'string',
    value: 'DECK',
    help: `bundled deck id or deck-list file (default ${DEFAULT_DECKS.deck1})`,
  },
  deck2: {
    type: 'string',
    value: 'DECK',
    help: `bundled deck id or deck-list file (default ${DEFAULT_DECKS.deck2})`,
  },
  seed: {
    type: 'string',
    value: 'N',
    help: 'random seed, a whole number (default: random and printed; 1 for a tournament)',
  },
  rules: {
    type: 'string',
    value: 'MODE',
    help: 'rule enforcement: strict (default), lenient or off',
  },
  era: {
    type: 'string',
    value: 'ERA',
    help: 'rules era: modern (default) or base-set (the 1999 Base Set rulebook: Confusion does 20, retreat as often as you like, the first player may attack on turn 1)',
  },
  'max-turns': {
    type: 'string',
    value: 'N',
    help: `stop after N turns (default ${DEFAULT_MAX_TURNS})`,
  },
  transcript: {
    type: 'string',
    value: 'FILE',
    help: 'write every event to FILE as JSON lines (replayable)',
  },
  quiet: { type: 'boolean', help: 'print only the summary' },
  players: {
    type: 'string',
    value: 'LIST',
    help: 'tournament entrants, comma-separated: bot, random, provider/model (@pipeline optional)',
  },
  rounds: {
    type: 'string',
    value: 'N',
    help: 'tournament rounds: every pairing plays twice a round (both seat orders, same seed)',
  },
  games: {
    type: 'string',
    value: 'N',
    help: 'tournament games in all (a whole number of rounds), instead of --rounds',
  },
  concurrency: {
    type: 'string',
    value: 'K',
    help: 'games at once in a tournament (default: CPUs - 1; with --redis, as many as the workers take)',
  },
  'provider-concurrency': {
    type: 'string',
    value: 'LIST',
    help: 'games at once per provider, e.g. anthropic=2,openai=4',
  },
  store: {
    type: 'string',
    value: 'FILE',
    help: 'tournament store (SQLite); rerun the same command to resume (default .playmat/…)',
  },
  format: {
    type: 'string',
    value: 'FMT',
    help: 'tournament table: table (default), markdown, json',
  },
  redis: {
    type: 'string',
    value: 'URL',
    help: 'play the tournament on queue workers (start them with: worker --redis URL)',
  },
  queue: {
    type: 'string',
    value: 'NAME',
    help: 'queue name for --redis (default playmat-tournament)',
  },
  transcripts: {
    type: 'string',
    value: 'DIR',
    help: "tournament: write each game's events to DIR/game-N.jsonl (the store keeps the path)",
  },
  json: { type: 'boolean', help: 'print results as JSON on stdout' },
  out: {
    type: 'string',
    value: 'FILE',
    help: 'tournament: write the report, and nothing else, to FILE (as --format, or by name: .json, .md); the terminal shows the table',
  },
  results: { type: 'string', value: 'FILE', help: 'also write tournament results as JSON to FILE' },
  'list-decks': { type: 'boolean', help: 'list the bundled decks and exit' },
  help: { type: 'boolean', help: 'show this help' },
} as const satisfies Record<string, OptionSpec>;

const MODES: readonly AiMode[] = ['autonomous', 'pipeline'];
const RULES: readonly RulesMode[] = ['strict', 'lenient', 'off'];
const ERAS: readonly Era[] = ['modern', 'base-set'];

/**
 * Parses `argv` (without `node` and the script). Throws {@link UsageError} on anything it
 * cannot use; never touches the file system or the network (deck files and models are
 * checked later, when they are loaded).
 */
export function parseCliArgs(argv: readonly string[], defaults: { seed: number }): Command {
  // `pnpm demo -- --seed 7` hands the `--` on to us: here it separates nothing.
  const parsed = parseOrExplain(argv[0] === '--' ? argv.slice(1) : argv);
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values['list-decks']) return { kind: 'decks' };

  if (positionals[0] === 'replay') {
    if (positionals.length !== 2) {
      throw new UsageError(
        positionals.length < 2
          ? `replay needs a transcript file: ${RUN} replay match.jsonl`
          : `replay takes one file, got ${positionals.length - 1}: ${positionals.slice(1).join(' ')}`,
      );
    }
    const stray = Object.keys(values).filter((k) => k !== 'quiet');
    if (stray.length > 0) {
      throw new UsageError(
        `replay only takes --quiet; remove ${stray.map((k) => `--${k}`).join(', ')} (the transcript already records the match settings).`,
      );
    }
    return { kind: 'replay', file: positionals[1]!, quiet: values.quiet === true };
  }
  if (positionals[0] === 'worker') {
    const stray = Object.keys(values).filter(
      (k) => !['redis', 'queue', 'concurrency', 'transcripts'].includes(k),
    );
    if (positionals.length > 1 || stray.length > 0)
      throw new UsageError(
        `worker takes only --redis, --queue, --concurrency and --transcripts (the coordinator sends everything else); remove ${[...positionals.slice(1), ...stray.map((k) => `--${k}`)].join(', ')}.`,
      );
    if (values.redis === undefined)
      throw new UsageError(
        `worker needs --redis URL, e.g. ${RUN} worker --redis redis://127.0.0.1:6379`,
      );
    return {
      kind: 'worker',
      redis: redisUrl(values.redis),
      queue: values.queue === undefined ? undefined : nonEmpty('queue', values.queue),
      concurrency:
        values.concurrency === undefined ? 1 : integer('concurrency', values.concurrency, 1, 256),
      transcripts:
        values.transcripts === undefined ? undefined : nonEmpty('transcripts', values.transcripts),
    };
  }
  if (positionals.length > 0) {
    throw new UsageError(
      `Unexpected argument "${positionals[0]}". The subcommands are "replay FILE" and "worker --redis URL"; options start with --. Run with --help to see them.`,
    );
  }

  const mode = oneOf('mode', values.mode, MODES, values.planner ? 'pipeline' : 'autonomous');
  if (values.planner !== undefined && mode !== 'pipeline') {
    throw new UsageError(
      '--planner only applies to --mode pipeline (a planner writes the plan an executor follows). Use --mode pipeline, or drop --planner.',
    );
  }
  const options: MatchOptions = {
    p1: modelSpec('p1', values.p1 ?? 'bot'),
    p2: modelSpec('p2', values.p2 ?? 'bot'),
    mode,
    planner: values.planner === undefined ? undefined : modelSpec('planner', values.planner),
    deck1: nonEmpty('deck1', values.deck1 ?? DEFAULT_DECKS.deck1),
    deck2: nonEmpty('deck2', values.deck2 ?? DEFAULT_DECKS.deck2),
    seed: values.seed === undefined ? defaults.seed : integer('seed', values.seed, 0, 2 ** 32 - 1),
    rules: oneOf('rules', values.rules, RULES, 'strict'),
    era: oneOf('era', values.era, ERAS, 'modern'),
    maxTurns:
      values['max-turns'] === undefined
        ? DEFAULT_MAX_TURNS
        : integer('max-turns', values['max-turns'], 1, 10_000),
    transcript:
      values.transcript === undefined ? undefined : nonEmpty('transcript', values.transcript),
    quiet: values.quiet === true,
  };
  const json = values.json === true;
  const games = values.games === undefined ? 1 : integer('games', values.games, 1, 100_000);
  const tournament = values.players !== undefined || values.rounds !== undefined || games > 1;
  if (!tournament) {
    for (const flag of TOURNAMENT_FLAGS) {
      if (values[flag] !== undefined) {
        throw new UsageError(
          `--${flag} only applies to a tournament: add --players LIST, --rounds N or --games N (N > 1).`,
        );
      }
    }
    return { kind: 'match', options, json };
  }
  if (options.transcript !== undefined) {
    throw new UsageError(
      '--transcript records one match; a tournament plays many. Drop --transcript, or use --results FILE for the tournament results.',
    );
  }
  const players =
    values.players === undefined ? [options.p1, options.p2] : playerList(values.players);
  // A tournament's seed is part of what it is: without --seed it is 1, so the same command resumes.
  const tournamentOptions: MatchOptions =
    values.seed === undefined ? { ...options, seed: 1 } : options;
  const perRound = players.length * (players.length - 1);
  if (values.rounds !== undefined && values.games !== undefined)
    throw new UsageError(
      'Give --rounds or --games, not both (--games N plays N / games-per-round rounds).',
    );
  let rounds = values.rounds === undefined ? 1 : integer('rounds', values.rounds, 1, 100_000);
  if (values.games !== undefined) {
    if (games % perRound !== 0) {
      const below = Math.max(perRound, games - (games % perRound));
      throw new UsageError(
        `--games ${games} is not a whole number of rounds: with ${players.length} players a round is ${perRound} games (every pairing in both seat orders). Use --games ${below} or ${below + perRound}, or --rounds N.`,
      );
    }
    rounds = games / perRound;
  }
  const total = rounds * perRound;
  const concurrency =
    values.concurrency !== undefined
      ? integer('concurrency', values.concurrency, 1, 256)
      : values.redis !== undefined
        ? 'workers'
        : Math.max(1, Math.min(total, defaultConcurrency()));
  const asked = json ? 'json' : oneOf('format', values.format, FORMATS, 'table');
  if (json && values.format !== undefined && values.format !== 'json')
    throw new UsageError(`--json prints JSON; drop it or --format ${values.format}.`);
  const out =
    values.out === undefined
      ? undefined
      : {
          file: nonEmpty('out', values.out),
          format: json || values.format !== undefined ? asked : undefined,
        };
  return {
    kind: 'tournament',
    options: tournamentOptions,
    players,
    rounds,
    concurrency:
      values.redis === undefined && typeof concurrency === 'number'
        ? Math.min(concurrency, total)
        : concurrency,
    providerConcurrency:
      values['provider-concurrency'] === undefined
        ? {}
        : providerLimits(values['provider-concurrency']),
    format: out ? 'table' : asked,
    out,
    results: values.results === undefined ? undefined : nonEmpty('results', values.results),
    store: values.store === undefined ? undefined : nonEmpty('store', values.store),
    redis: values.redis === undefined ? undefined : redisUrl(values.redis),
    queue: values.queue === undefined ? undefined : nonEmpty('queue', values.queue),
    transcripts:
      values.transcripts === undefined ? undefined : nonEmpty('transcripts', values.transcripts),
  };
}

const TOURNAMENT_FLAGS = [
  'concurrency',
  'out',
  'results',
  'provider-concurrency',
  'store',
  'format',
  'redis',
  'queue',
  'transcripts',
] as const;
const FORMATS: readonly TableFormat[] = ['table', 'markdown', 'json'];

/** `--players bot,random,openai/gpt-5-mini@pipeline`: each spec checked like --p1. */
function playerList(value: string): string[] {
  const specs = value.split(',').map((s) => s.trim());
  if (specs.some((s) => s === ''))
    throw new UsageError(
      `--players "${value}" has an empty entry; list entrants separated by commas.`,
    );
  if (specs.length < 2)
    throw new UsageError(
      `--players needs at least 2 entrants, e.g. --players bot,random; got "${value}".`,
    );
  for (const spec of specs) {
    const at = spec.lastIndexOf('@');
    const model = at > 0 ? spec.slice(0, at) : spec;
    const mode = at > 0 ? spec.slice(at + 1) : undefined;
    if (mode !== undefined && !(MODES as readonly string[]).includes(mode))
      throw new UsageError(
        `--players "${spec}": after @ comes ${MODES.join(' or ')}; got "${mode}".`,
      );
    if (model !== 'random') modelSpec('players', model);
  }
  return specs;
}

/** `anthropic=2,openai=4`. */
function providerLimits(value: string): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const part of value.split(',')) {
    const [name, n] = part.split('=').map((s) => s.trim());
    if (!name || n === undefined)
      throw new UsageError(
        `--provider-concurrency "${value}": write provider=N pairs separated by commas, e.g. anthropic=2,openai=4.`,
      );
    if (!(PROVIDERS as readonly string[]).includes(name))
      throw new UsageError(
        `--provider-concurrency: unknown provider "${name}". Providers: ${PROVIDERS.join(', ')}.`,
      );
    limits[name] = integer('provider-concurrency', n, 1, 256);
  }
  return limits;
}

function redisUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(
      `--redis "${value}" is not a URL; write redis://HOST:PORT, e.g. redis://127.0.0.1:6379.`,
    );
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new UsageError(
      `--redis "${value}" must start with redis:// (or rediss://), e.g. redis://127.0.0.1:6379.`,
    );
  return value;
}

function defaultConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}

function parseOrExplain(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(explainParseError(error));
  }
}

function explainParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const unknown = /'(-{1,2}[^']+)'/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    const name = unknown.replace(/^-+/, '').split('=')[0]!;
    const close = closestNames(name, Object.keys(OPTIONS), 2);
    const hint =
      close.length > 0 ? ` Did you mean ${close.map((c) => `--${c}`).join(' or ')}?` : '';
    return `Unknown option ${unknown}.${hint} Run with --help to see every option.`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && unknown) {
    const name = unknown.replace(/^-+/, '').split(/[ =]/)[0]!;
    const spec = (OPTIONS as Record<string, OptionSpec>)[name];
    if (spec?.type === 'boolean') return `--${name} is a switch and takes no value.`;
    const dash = /ambiguous/.test(message)
      ? ` (a value starting with "-" is written --${name}=VALUE)`
      : '';
    return `--${name} needs a value: --${name} ${spec?.value ?? 'VALUE'}${dash}.`;
  }
  return `${message.replace(/\.$/, '')}. Run with --help to see every option.`;
}

function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}; got "${value}".`);
}

function integer(flag: string, value: string, min: number, max: number): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}; got "${value}".`);
  }
  return n;
}

function nonEmpty(flag: string, value: string): string {
  if (value.trim() === '') throw new UsageError(`--${flag} needs a value, got an empty string.`);
  return value;
}

/** Providers `resolveModel` knows; kept here so usage errors need no dynamic import. */
export const PROVIDERS = ['anthropic', 'openai', 'openrouter', 'ollama', 'compatible'] as const;

const SPEC_EXAMPLES =
  'bot, anthropic/claude-sonnet-4-5, openai/gpt-5-mini, openrouter/moonshotai/kimi-k2.5, ollama/qwen3';

function modelSpec(flag: string, value: string): string {
  const spec = value.trim();
  if (spec === 'bot') return spec;
  const slash = spec.indexOf('/');
  const provider = slash > 0 ? spec.slice(0, slash) : '';
  const model = slash > 0 ? spec.slice(slash + 1) : '';
  if (!provider || !model) {
    throw new UsageError(
      `--${flag} "${value}" is not a model. Use "bot" (the offline bot) or provider/model, e.g. ${SPEC_EXAMPLES}.`,
    );
  }
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    const close = closestNames(provider, [...PROVIDERS], 1);
    const hint = close.length > 0 ? ` Did you mean ${close[0]}?` : '';
    throw new UsageError(
      `--${flag} "${value}": unknown provider "${provider}".${hint} Providers: ${PROVIDERS.join(', ')} (or "bot").`,
    );
  }
  return spec;
}
