import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TournamentReport } from '@playmat/tournament';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../packages/tournament/src/__fixtures__/redis';
import { runCli } from './cli/run-cli';
import type { TranscriptLine } from './transcript/format';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pokemon-cli-e2e-'));

// Most CLI behaviour is tested in-process (cli/run-cli.test.ts). These run the binary itself:
// its streams, exit codes and signals, the tournament's worker threads, and the way pnpm runs it.

/** Runs the CLI as a user would (through tsx, workspace sources), without any API key. */
async function cli(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string; killed?: boolean }> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/_API_KEY$|_BASE_URL$|^FORCE_COLOR$/.test(k)) env[k] = v;
  }
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts', ...args],
      {
        cwd: packageDir,
        env: { ...env, TSX_TSCONFIG_PATH: 'tsconfig.run.json', NO_COLOR: '1' },
        // Longer than any command here takes: a process still running then is a hang.
        timeout: 90_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string; killed: boolean };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr, killed: e.killed };
  }
}

/** pnpm as a user runs it: the pnpm running this suite when there is one, else pnpm 10 via npx. */
function pnpmCommand(): [string, ...string[]] {
  const own = process.env.npm_execpath;
  return own && /pnpm\.c?js$/.test(own) ? [process.execPath, own] : ['npx', '-y', 'pnpm@10'];
}

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('pokemon-cli as a subprocess', () => {
  it('plays a tournament in 2 worker threads with the same games as single matches, and resumes it', async () => {
    const resultsFile = join(dir, 'results.json');
    const store = join(dir, 'tournament.sqlite');
    const args = ['--games', '4', '--concurrency', '2', '--seed', '7', '--max-turns', '30'];
    const games = join(dir, 'games');
    const { code, stdout } = await cli(
      ...args,
      '--json',
      '--results',
      resultsFile,
      '--store',
      store,
      '--transcripts',
      games,
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as TournamentReport;
    expect(JSON.parse(readFileSync(resultsFile, 'utf8'))).toEqual(report);
    expect(report).toMatchObject({ scheduled: 4, finished: 4, failed: 0, pending: 0 });
    // Both seat orders of the pairing, each round on its own seed.
    expect(report.games.map((g) => [g.seed, g.seats])).toEqual([
      [7, ['bot', 'bot#2']],
      [7, ['bot#2', 'bot']],
      [8, ['bot', 'bot#2']],
      [8, ['bot#2', 'bot']],
    ]);
    for (const s of report.standings) expect(s.games).toBe(4);
    // Each game's event log is where the store says, from the task to how it ended.
    for (const g of report.games) {
      expect(g.transcript).toBe(join(games, `game-000${g.index}.jsonl`));
      const lines = readFileSync(g.transcript!, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines[0]).toMatchObject({ kind: 'game', task: { game: { index: g.index } } });
      expect(lines.at(-1)).toEqual({ kind: 'end', end: g.end, reason: g.reason });
    }
    // Game 0 (seed 7, bot as p1) is the same match as a single one with that seed.
    const single: string[] = [];
    await runCli(['--seed', '7', '--max-turns', '30', '--json'], {
      out: (line) => void single.push(line),
      err: () => {},
      env: {},
      cwd: dir,
      colour: false,
    });
    const one = JSON.parse(single.join('\n')) as {
      winner: string | null;
      turns: number;
      reason: string;
    };
    const game0 = report.games[0]!;
    expect([game0.winner, game0.turns, game0.reason]).toEqual([
      one.winner === 'p1' ? 'bot' : one.winner === 'p2' ? 'bot#2' : null,
      one.turns,
      one.reason,
    ]);
    // The same command again resumes from the store: nothing is played twice.
    const again = await cli(...args, '--json', '--store', store);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('Resuming: 4 of 4 games already played.');
    expect(JSON.parse(again.stdout)).toEqual(report);
  }, 120_000);

  it('stops cleanly on Ctrl-C and keeps the transcript written so far', async () => {
    const file = join(dir, 'interrupted.jsonl');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/main.ts',
        '--seed',
        '11',
        '--max-turns',
        '200',
        '--transcript',
        file,
      ],
      {
        cwd: packageDir,
        env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.run.json', NO_COLOR: '1' },
      },
    );
    let stdout = '';
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Interrupt as soon as play is under way.
      if (!sent && /── Turn \d+/.test(stdout)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(sent).toBe(true);
    expect(code).toBe(130);
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as TranscriptLine);
    expect(lines[0]?.kind).toBe('header');
    expect(lines.some((l) => l.kind === 'aborted')).toBe(true);
    expect(lines.at(-1)?.kind).toBe('result');
    noStack(stdout);
  }, 60_000);
  it('through pnpm, a relative path lands where the user ran the command, not in the package', async () => {
    // `pnpm --filter … start` runs the script inside examples/pokemon-cli; pnpm records the
    // user's directory as INIT_CWD. This checks that contract against the real pnpm.
    const user = mkdtempSync(join(tmpdir(), 'pokemon-cli-user-'));
    const repo = join(packageDir, '..', '..');
    const argv = ['--seed', '3', '--max-turns', '1', '--quiet', '--transcript', 'rel.jsonl'];
    const [command, ...prefix] = pnpmCommand();
    await run(
      command!,
      [...prefix, '-C', repo, '--filter', '@example/pokemon-cli', 'start', ...argv],
      { cwd: user, env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(existsSync(join(user, 'rel.jsonl'))).toBe(true);
    expect(existsSync(join(packageDir, 'rel.jsonl'))).toBe(false);
    expect(readFileSync(join(user, 'rel.jsonl'), 'utf8')).toMatch(/^\{"kind":"header"/);
  }, 60_000);

  it('through pnpm, -s keeps pnpm’s banner off stdout (clean JSON), and --out writes the report alone', async () => {
    const user = mkdtempSync(join(tmpdir(), 'pokemon-cli-user-'));
    const repo = join(packageDir, '..', '..');
    const [command, ...prefix] = pnpmCommand();
    const argv = ['--players', 'bot,random', '--max-turns', '4', '--concurrency', '1'];
    const pnpm = (...args: string[]) =>
      run(command, [...prefix, ...args], { cwd: user, env: { ...process.env, NO_COLOR: '1' } });
    const base = ['-C', repo, '--filter', '@example/pokemon-cli', 'start', ...argv];
    const silent = await pnpm('-s', ...base, '--json', '--store', 't.sqlite');
    const report = JSON.parse(silent.stdout) as TournamentReport;
    expect(report).toMatchObject({ scheduled: 2, finished: 2 });
    // Without -s pnpm prints its banner on stdout: --out FILE holds the report and nothing else.
    const loud = await pnpm(...base, '--store', 't.sqlite', '--out', 'report.json');
    expect(loud.stdout).toMatch(/^\s*> /);
    expect(JSON.parse(readFileSync(join(user, 'report.json'), 'utf8'))).toEqual(report);
  }, 120_000);

  it('a coordinator with no Redis says QUEUE_UNREACHABLE in one line and exits on its own', async () => {
    const port = await freePort();
    const started = Date.now();
    const { code, stdout, stderr, killed } = await cli(
      '--players',
      'bot,random',
      '--redis',
      `redis://127.0.0.1:${port}`,
      '--store',
      join(dir, 'no-redis.sqlite'),
    );
    expect(killed).toBeFalsy();
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `Error [QUEUE_UNREACHABLE]: Redis at 127.0.0.1:${port} did not answer within 10 s. Start it (redis-server --port ${port}) or give the right address.\n`,
    );
    // It waited its 10 s, said so, and ended by itself (it used to print that and never exit:
    // `killed` is true when the run outlives cli()'s timeout).
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
  }, 120_000);
});
