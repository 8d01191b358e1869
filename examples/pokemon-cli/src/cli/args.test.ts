import { describe, expect, it } from 'vitest';
import { DEFAULT_DECKS, DEFAULT_MAX_TURNS, parseCliArgs, UsageError } from './args';
import { helpText } from './help';

const parse = (...argv: string[]) => parseCliArgs(argv, { seed: 42 });
const usage = (...argv: string[]): string => {
  try {
    parse(...argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`);
};

describe('parseCliArgs', () => {
  it('defaults to one offline bot match', () => {
    expect(parse()).toEqual({
      kind: 'match',
      json: false,
      options: {
        p1: 'bot',
        p2: 'bot',
        mode: 'autonomous',
        planner: undefined,
        deck1: DEFAULT_DECKS.deck1,
        deck2: DEFAULT_DECKS.deck2,
        seed: 42,
        rules: 'strict',
        era: 'modern',
        maxTurns: DEFAULT_MAX_TURNS,
        transcript: undefined,
        quiet: false,
      },
    });
  });

  it('reads every match flag', () => {
    const command = parse(
      '--p1',
      'anthropic/claude-sonnet-4-5',
      '--p2=openrouter/moonshotai/kimi-k2.5',
      '--mode',
      'pipeline',
      '--planner',
      'ollama/qwen3',
      '--deck1',
      'base-zap',
      '--deck2',
      './my.txt',
      '--seed',
      '7',
      '--rules',
      'lenient',
      '--era',
      'base-set',
      '--max-turns',
      '30',
      '--transcript',
      'm.jsonl',
      '--quiet',
      '--json',
    );
    expect(command).toMatchObject({
      kind: 'match',
      json: true,
      options: {
        p1: 'anthropic/claude-sonnet-4-5',
        p2: 'openrouter/moonshotai/kimi-k2.5',
        mode: 'pipeline',
        planner: 'ollama/qwen3',
        deck1: 'base-zap',
        deck2: './my.txt',
        seed: 7,
        rules: 'lenient',
        era: 'base-set',
        maxTurns: 30,
        transcript: 'm.jsonl',
        quiet: true,
      },
    });
  });

  it('--planner implies pipeline mode', () => {
    expect(parse('--planner', 'bot')).toMatchObject({
      options: { mode: 'pipeline', planner: 'bot' },
    });
  });

  it('reads a tournament and caps concurrency at the number of games', () => {
    expect(parse('--games', '4', '--concurrency', '8', '--results', 'r.json')).toMatchObject({
      kind: 'tournament',
      players: ['bot', 'bot'],
      rounds: 2,
      concurrency: 4,
      format: 'table',
      results: 'r.json',
      providerConcurrency: {},
    });
  });

  it('reads a round robin of --players with per-provider limits, store and format', () => {
    expect(
      parse(
        '--players',
        'bot, random ,openai/gpt-5-mini@pipeline',
        '--rounds',
        '3',
        '--provider-concurrency',
        'openai=2,anthropic=1',
        '--store',
        't.sqlite',
        '--format',
        'markdown',
      ),
    ).toMatchObject({
      kind: 'tournament',
      players: ['bot', 'random', 'openai/gpt-5-mini@pipeline'],
      rounds: 3,
      providerConcurrency: { openai: 2, anthropic: 1 },
      store: 't.sqlite',
      format: 'markdown',
      // Without --seed a tournament is seed 1, so the same command resumes it.
      options: { seed: 1 },
    });
    expect(parse('--players', 'bot,random', '--json')).toMatchObject({ format: 'json', rounds: 1 });
    expect(parse('--players', 'bot,random', '--seed', '9')).toMatchObject({ options: { seed: 9 } });
  });

  it('with --redis and no --concurrency, keeps as many games in flight as the workers take', () => {
    const redis = ['--players', 'bot,random', '--redis', 'redis://127.0.0.1:6379'];
    expect(parse(...redis)).toMatchObject({ concurrency: 'workers' });
    // A number given is kept as it is (not capped at the games: workers may come and go).
    expect(parse(...redis, '--concurrency', '8')).toMatchObject({ concurrency: 8 });
  });

  it('reads --out: the report alone in a file, the table on stdout', () => {
    const players = ['--players', 'bot,random'];
    // The format comes from --format or --json, else from the file's name (later).
    expect(parse(...players, '--out', 'r.json')).toMatchObject({
      format: 'table',
      out: { file: 'r.json', format: undefined },
    });
    expect(parse(...players, '--out', 'r.txt', '--json')).toMatchObject({
      format: 'table',
      out: { file: 'r.txt', format: 'json' },
    });
    expect(parse(...players, '--out', 'r', '--format', 'markdown')).toMatchObject({
      format: 'table',
      out: { file: 'r', format: 'markdown' },
    });
    expect(parse(...players, '--json')).toMatchObject({ format: 'json', out: undefined });
  });

  it('reads a queue worker', () => {
    expect(parse('worker', '--redis', 'redis://10.0.0.2:6380', '--concurrency', '2')).toEqual({
      kind: 'worker',
      redis: 'redis://10.0.0.2:6380',
      queue: undefined,
      concurrency: 2,
      transcripts: undefined,
    });
  });

  it('ignores the leading -- that `pnpm demo -- …` passes along', () => {
    expect(parseCliArgs(['--', '--help'], { seed: 1 })).toEqual({ kind: 'help' });
    const c = parseCliArgs(['--', '--seed', '7'], { seed: 1 });
    expect(c.kind === 'match' && c.options.seed).toBe(7);
  });

  it('reads replay and help', () => {
    expect(parse('replay', 'a.jsonl')).toEqual({ kind: 'replay', file: 'a.jsonl', quiet: false });
    expect(parse('replay', 'a.jsonl', '--quiet')).toEqual({
      kind: 'replay',
      file: 'a.jsonl',
      quiet: true,
    });
    expect(parse('--help')).toEqual({ kind: 'help' });
    expect(parse('--p1', 'bot', '--help')).toEqual({ kind: 'help' });
    expect(parse('--list-decks')).toEqual({ kind: 'decks' });
  });

  it.each([
    [
      ['--p3', 'bot'],
      'Unknown option --p3. Did you mean --p1 or --p2? Run with --help to see every option.',
    ],
    [['--sed', '4'], 'Unknown option --sed. Did you mean --seed?'],
    [['--seed'], '--seed needs a value: --seed N.'],
    [['--quiet=yes'], '--quiet is a switch and takes no value.'],
    [['--seed', 'abc'], '--seed must be a whole number from 0 to 4294967295; got "abc".'],
    [
      ['--seed', '-1'],
      '--seed needs a value: --seed N (a value starting with "-" is written --seed=VALUE).',
    ],
    [['--seed=-1'], '--seed must be a whole number from 0 to 4294967295; got "-1".'],
    [['--max-turns', '0'], '--max-turns must be a whole number from 1 to 10000; got "0".'],
    [['--games', '2.5'], '--games must be a whole number'],
    [['--mode', 'solo'], '--mode must be one of autonomous, pipeline; got "solo".'],
    [['--rules', 'loose'], '--rules must be one of strict, lenient, off; got "loose".'],
    [['--era', '1999'], '--era must be one of modern, base-set; got "1999".'],
    [
      ['--p1', 'gpt4'],
      '--p1 "gpt4" is not a model. Use "bot" (the offline bot) or provider/model, e.g. bot, anthropic/claude-sonnet-4-5',
    ],
    [
      ['--p2', 'antropic/claude'],
      '--p2 "antropic/claude": unknown provider "antropic". Did you mean anthropic? Providers: anthropic, openai, openrouter, ollama, compatible (or "bot").',
    ],
    [['--planner', 'x/'], '--planner "x/" is not a model.'],
    [['--mode', 'autonomous', '--planner', 'bot'], '--planner only applies to --mode pipeline'],
    [
      ['--concurrency', '2'],
      '--concurrency only applies to a tournament: add --players LIST, --rounds N or --games N (N > 1).',
    ],
    [
      ['--players', 'bot,random', '--games', '5'],
      '--games 5 is not a whole number of rounds: with 2 players a round is 2 games (every pairing in both seat orders). Use --games 4 or 6, or --rounds N.',
    ],
    [
      ['--players', 'bot'],
      '--players needs at least 2 entrants, e.g. --players bot,random; got "bot".',
    ],
    [['--players', 'bot,,random'], '--players "bot,,random" has an empty entry'],
    [
      ['--players', 'bot@solo,random'],
      '--players "bot@solo": after @ comes autonomous or pipeline; got "solo".',
    ],
    [['--players', 'bot,gpt4'], '--players "gpt4" is not a model.'],
    [['--rounds', '2', '--games', '4'], 'Give --rounds or --games, not both'],
    [
      ['--rounds', '2', '--format', 'csv'],
      '--format must be one of table, markdown, json; got "csv".',
    ],
    [
      ['--rounds', '2', '--provider-concurrency', 'openia=2'],
      '--provider-concurrency: unknown provider "openia".',
    ],
    [
      ['--rounds', '2', '--provider-concurrency', 'openai'],
      'write provider=N pairs separated by commas',
    ],
    [
      ['--rounds', '2', '--redis', 'localhost:6379'],
      '--redis "localhost:6379" must start with redis://',
    ],
    [
      ['worker'],
      'worker needs --redis URL, e.g. npx -y pnpm@10 demo worker --redis redis://127.0.0.1:6379',
    ],
    [
      ['worker', '--redis', 'redis://h:1', '--seed', '3'],
      'worker takes only --redis, --queue, --concurrency and --transcripts',
    ],
    [['--results', 'r.json'], '--results only applies to a tournament'],
    [['--out', 'r.json'], '--out only applies to a tournament'],
    [
      ['--games', '4', '--transcript', 't.jsonl'],
      '--transcript records one match; a tournament plays many.',
    ],
    [['--deck1', ''], '--deck1 needs a value, got an empty string.'],
    [
      ['play'],
      'Unexpected argument "play". The subcommands are "replay FILE" and "worker --redis URL"',
    ],
    [['replay'], 'replay needs a transcript file: npx -y pnpm@10 demo replay match.jsonl'],
    [['replay', 'a', 'b'], 'replay takes one file, got 2: a b'],
    [['replay', 'a', '--seed', '3'], 'replay only takes --quiet; remove --seed'],
  ])('rejects %j', (argv, message) => {
    expect(usage(...argv)).toContain(message);
  });
});

describe('helpText', () => {
  it('lists every flag and the models with their key variables', () => {
    const text = helpText();
    for (const flag of [
      '--p1',
      '--p2',
      '--mode',
      '--planner',
      '--deck1',
      '--deck2',
      '--seed',
      '--rules',
      '--max-turns',
      '--transcript',
      '--quiet',
      '--games',
      '--concurrency',
      '--json',
      '--results',
      '--out',
      '--players',
      '--rounds',
      '--provider-concurrency',
      '--store',
      '--format',
      '--redis',
    ]) {
      expect(text).toContain(flag);
    }
    expect(text).toContain('ANTHROPIC_API_KEY');
    expect(text).toContain('replay FILE.jsonl');
  });
});
