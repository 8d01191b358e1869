import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli/run-cli';
import type { TournamentResults } from './tournament/aggregate';
import type { TranscriptLine } from './transcript/format';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pokemon-cli-e2e-'));

// Most CLI behaviour is tested in-process (cli/run-cli.test.ts). These run the binary itself:
// its streams, exit codes and signals, and the tournament's worker threads.

/** Runs the CLI as a user would (through tsx, workspace sources), without any API key. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
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
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('pokemon-cli as a subprocess', () => {
  it('plays a tournament in 2 worker threads with the same games as single matches', async () => {
    const resultsFile = join(dir, 'results.json');
    const { code, stdout } = await cli(
      '--games',
      '4',
      '--concurrency',
      '2',
      '--seed',
      '7',
      '--json',
      '--results',
      resultsFile,
    );
    expect(code).toBe(0);
    const results = JSON.parse(stdout) as TournamentResults;
    expect(JSON.parse(readFileSync(resultsFile, 'utf8'))).toEqual(results);
    expect(results).toMatchObject({ games: 4, completed: 4, failed: 0, interrupted: false });
    expect(results.matches.map((m) => m.seed)).toEqual([7, 8, 9, 10]);
    const wins = results.standings.reduce((n, s) => n + s.wins, 0);
    expect(wins + results.draws).toBe(4);
    for (const s of results.standings) expect(s.avgTurns).toBeGreaterThan(1);
    // Game 0 has seed 7: the same match as a single one with that seed, to the final state.
    const single: string[] = [];
    await runCli(['--seed', '7', '--json'], {
      out: (line) => void single.push(line),
      err: () => {},
      env: {},
      cwd: dir,
      colour: false,
    });
    const { stateHash } = JSON.parse(single.join('\n')) as { stateHash: string };
    expect(results.matches[0]!.stateHash).toBe(stateHash);
  }, 60_000);

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
});
