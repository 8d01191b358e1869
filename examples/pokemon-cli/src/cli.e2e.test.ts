import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { TournamentResults } from './tournament/aggregate';
import type { TranscriptLine } from './transcript/format';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pokemon-cli-e2e-'));

/** Runs the CLI as a user would (through tsx, workspace sources), without any API key. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliWithEnv({}, ...args);
}

/** Runs the CLI with these variables set on top of a key-less environment. */
async function cliWithEnv(
  extra: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
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
        env: { ...env, ...extra, TSX_TSCONFIG_PATH: 'tsconfig.run.json', NO_COLOR: '1' },
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
  const transcript = join(dir, 'match.jsonl');
  let live = '';

  it('plays a seeded offline match, shows it live and writes the transcript', async () => {
    const { code, stdout, stderr } = await cli('--seed', '7', '--transcript', transcript);
    expect(stderr).toContain(`Transcript: ${transcript}`);
    expect(code).toBe(0);
    live = stdout;
    expect(stdout).toContain('seed 7 · rules strict · mode autonomous');
    expect(stdout).toMatch(/── Turn \d+ · p[12] base-/);
    expect(stdout).toMatch(/prizes \d+ +hand \d+ +deck \d+/);
    expect(stdout).toMatch(/p[12] ✓ \w+/);
    const winner = /^(Winner: p[12] base-\S+ — .+|No winner: .+)$/m.exec(stdout);
    expect(winner).not.toBeNull();

    const lines = readFileSync(transcript, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as TranscriptLine);
    const [first, last] = [lines[0]!, lines.at(-1)!];
    expect(first).toMatchObject({ kind: 'header', version: 1, seed: 7, rules: 'strict' });
    if (first.kind !== 'header' || last.kind !== 'result') throw new Error('header/result');
    expect(Object.keys(first.decks)).toEqual(['p1', 'p2']);
    expect(first.seats.map((s) => s.model)).toEqual(['bot', 'bot']);
    expect(lines.filter((l) => l.kind === 'action').length).toBeGreaterThan(10);
    const events = lines.flatMap((l) => (l.kind === 'event' ? [l.event.type] : []));
    expect(events).toContain('turn_start');
    expect(events).toContain('tool_call');
    expect(events.at(-1)).toBe('match_end');
    const w = last.result.winner;
    expect(winner![0]).toBe(
      w === null
        ? `No winner: ${last.result.reason}`
        : `Winner: ${w} ${first.decks[w]!.label} — ${last.result.reason}`,
    );
    expect(last.result.turns).toBeGreaterThan(1);
  }, 60_000);

  it('replays the transcript to the same final state and the same text', async () => {
    const { code, stdout, stderr } = await cli('replay', transcript);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Replay verified: \d+ actions, final state matches\.\n$/);
    expect(stdout.replace(/Replay verified.*\n$/, '')).toBe(live);
  }, 60_000);

  it('fails a replay of a corrupted or truncated transcript, naming the line', async () => {
    const lines = readFileSync(transcript, 'utf8').trimEnd().split('\n');
    const truncated = join(dir, 'truncated.jsonl');
    writeFileSync(truncated, `${lines.slice(0, 40).join('\n')}\n`);
    const cut = await cli('replay', truncated);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toContain(`${truncated}:40: the file ends without a result line`);

    const tampered = join(dir, 'tampered.jsonl');
    const index = lines.findIndex((l) => l.includes('"kind":"action"'));
    const action = JSON.parse(lines[index]!) as { action: { type: string } };
    action.action.type = 'teleport';
    writeFileSync(
      tampered,
      [...lines.slice(0, index), JSON.stringify(action), ...lines.slice(index + 1)].join('\n'),
    );
    const bad = await cli('replay', tampered);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(new RegExp(`${tampered}:${index + 1}: `));
    noStack(bad.stderr);
  }, 60_000);

  it('explains bad input without a stack trace (exit 2)', async () => {
    const [missingKey, deck, option] = await Promise.all([
      cli('--p1', 'anthropic/claude-sonnet-4-5'),
      cli('--deck2', 'no-such-deck'),
      cli('--seeed', '3'),
    ]);
    expect(missingKey.code).toBe(2);
    expect(missingKey.stderr).toContain('ANTHROPIC_API_KEY');
    expect(deck.code).toBe(2);
    expect(deck.stderr).toContain('Bundled decks: base-2-player-starter');
    expect(option.stderr).toBe(
      'Error: Unknown option --seeed. Did you mean --seed? Run with --help to see every option.\n',
    );
    for (const r of [missingKey, deck, option]) noStack(r.stderr);
  }, 60_000);

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
    // Game 0 has seed 7: the same match as the single one above, to the final state.
    const single = JSON.parse(readFileSync(transcript, 'utf8').trimEnd().split('\n').at(-1)!) as {
      result: { stateHash: string };
    };
    expect(results.matches[0]!.stateHash).toBe(single.result.stateHash);
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

  it('plays a seat through a real provider over HTTP (compatible/… against a local server)', async () => {
    // A minimal chat-completions endpoint that ends every turn and promotes when asked.
    const bodies: { tools?: { function: { name: string } }[]; messages: unknown[] }[] = [];
    const server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        const body = JSON.parse(data) as (typeof bodies)[number];
        bodies.push(body);
        const tools = (body.tools ?? []).map((t) => t.function.name);
        const state = JSON.stringify(body.messages.at(-1));
        // Main-phase tools include resolve_decision too: only a decision run lacks end_turn.
        const [name, args] = tools.includes('end_turn')
          ? ['end_turn', {}]
          : tools.includes('resolve_decision')
            ? ['resolve_decision', { choice: /your_bench_\d/.exec(state)?.[0] ?? 'your_bench_1' }]
            : ['end_phase', {}];
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `c${bodies.length}`,
            object: 'chat.completion',
            created: 0,
            model: 'fake-model',
            choices: [
              {
                index: 0,
                finish_reason: 'tool_calls',
                message: {
                  role: 'assistant',
                  content: null,
                  tool_calls: [
                    {
                      id: `t${bodies.length}`,
                      type: 'function',
                      function: { name, arguments: JSON.stringify(args) },
                    },
                  ],
                },
              },
            ],
            usage: { prompt_tokens: 1000, completion_tokens: 10, total_tokens: 1010 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { code, stdout, stderr } = await cliWithEnv(
        { OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${port}/v1` },
        ...['--p1', 'compatible/fake-model', '--seed', '5', '--max-turns', '40', '--quiet'],
      );
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^(Winner: p[12] .+|No winner: .+)$/m);
      // p1 only ever ended its turns: the bot on p2 wins.
      expect(stdout).toMatch(/^Winner: p2 /m);
      expect(bodies.length).toBeGreaterThanOrEqual(3);
      const first = bodies[0] as (typeof bodies)[number];
      expect(first.messages[0]).toMatchObject({ role: 'system' });
      expect(first.tools?.map((t) => t.function.name)).toContain('declare_attack');
      // The summary counts the provider's tokens for that seat: 1,000 in and 10 out per call.
      const row = stdout.split('\n').find((l) => l.startsWith('p1 compatible/fake-model'));
      expect(row).toMatch(
        new RegExp(
          `total +${bodies.length} +\\d+ +\\d+ +${bodies.length}\\.0k|total +${bodies.length}`,
        ),
      );
      noStack(stdout);
    } finally {
      server.close();
    }
  }, 120_000);

  it('a provider that always fails: one line on stderr, a non-zero exit, no forced turns', async () => {
    let calls = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls++;
        // Retry fast (the SDK honours Retry-After), then fail for good.
        res.writeHead(500, { 'content-type': 'application/json', 'retry-after-ms': '1' });
        res.end(JSON.stringify({ error: { message: 'upstream is down' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { code, stdout, stderr } = await cliWithEnv(
        { OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${port}/v1` },
        ...['--p1', 'compatible/fake-model', '--seed', '5', '--quiet'],
      );
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Match failed: p1's model failed 3 times in a row: /m);
      expect(stdout).not.toMatch(/^Winner:/m);
      // Three phase runs, each the first call and the SDK's two retries.
      expect(calls).toBe(9);
      noStack(stdout);
      noStack(stderr);
    } finally {
      server.close();
    }
  }, 60_000);
});
