import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLED_DECKS } from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import type { TranscriptLine } from '../transcript/format';
import { type CliIo, EXIT, runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'pokemon-cli-run-'));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in this process as the binary would, with no API key: stdout and stderr as text,
 * a key-less environment plus `env`, and `cwd` as the process's working directory.
 */
async function cli(
  argv: string[],
  extra: Partial<Pick<CliIo, 'env' | 'cwd' | 'onInterrupt' | 'exit'>> = {},
): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (line) => void out.push(`${line}\n`),
    err: (line) => void err.push(`${line}\n`),
    env: extra.env ?? {},
    cwd: extra.cwd ?? dir,
    colour: false,
    ...(extra.onInterrupt ? { onInterrupt: extra.onInterrupt } : {}),
    ...(extra.exit ? { exit: extra.exit } : {}),
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const lines = (file: string): TranscriptLine[] =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as TranscriptLine);

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

/** A local chat-completions server; `handler` answers each request. */
async function withServer(
  handler: RequestListener,
  body: (baseUrl: string) => Promise<void>,
): Promise<void> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await body(`http://127.0.0.1:${port}/v1`);
  } finally {
    server.close();
  }
}

describe('runCli: a match, its transcript and its replay', () => {
  const transcript = join(dir, 'match.jsonl');
  let live = '';

  it('plays a seeded offline match, shows it live and writes the transcript', async () => {
    const { code, stdout, stderr } = await cli(['--seed', '7', '--transcript', transcript]);
    expect(stderr).toBe(`Transcript: ${transcript}\n`);
    expect(code).toBe(EXIT.ok);
    live = stdout;
    expect(stdout).toContain('seed 7 · rules strict · mode autonomous');
    expect(stdout).toMatch(/prizes \d+ +hand \d+ +deck \d+/);
    expect(stdout).toMatch(/p[12] ✓ \w+/);
    const winner = /^(Winner: p[12] base-\S+ — .+|No winner: .+)$/m.exec(stdout);
    expect(winner).not.toBeNull();

    const all = lines(transcript);
    const [first, last] = [all[0]!, all.at(-1)!];
    expect(first).toMatchObject({ kind: 'header', version: 1, seed: 7, rules: 'strict' });
    if (first.kind !== 'header' || last.kind !== 'result') throw new Error('header/result');
    expect(Object.keys(first.decks)).toEqual(['p1', 'p2']);
    expect(first.seats.map((s) => s.model)).toEqual(['bot', 'bot']);
    expect(all.filter((l) => l.kind === 'action').length).toBeGreaterThan(10);
    const events = all.flatMap((l) => (l.kind === 'event' ? [l.event.type] : []));
    expect(events.at(-1)).toBe('match_end');
    const w = last.result.winner;
    expect(winner![0]).toBe(
      w === null
        ? `No winner: ${last.result.reason}`
        : `Winner: ${w} ${first.decks[w]!.label} — ${last.result.reason}`,
    );
    // Turns are numbered from 1 in play order, one heading per turn played, and the summary
    // counts the same turns.
    const headings = [...stdout.matchAll(/── Turn (\d+) · (p[12]) /g)];
    expect(headings.map((m) => Number(m[1]))).toEqual(headings.map((_, i) => i + 1));
    expect(events.filter((e) => e === 'turn_start')).toHaveLength(headings.length);
    expect(last.result.turns).toBe(headings.length);
    expect(stdout).toContain(`Turns ${headings.length} · tool calls ${last.result.toolCalls}`);
    // The players alternate.
    for (let i = 1; i < headings.length; i++) expect(headings[i]![2]).not.toBe(headings[i - 1]![2]);
  }, 60_000);

  it('replays the transcript to the same final state and the same text', async () => {
    const { code, stdout, stderr } = await cli(['replay', transcript]);
    expect(stderr).toBe('');
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/Replay verified: \d+ actions, final state matches\.\n$/);
    expect(stdout.replace(/Replay verified.*\n$/, '')).toBe(live);
  }, 60_000);

  it('fails a replay of a corrupted or truncated transcript, naming the line', async () => {
    const text = readFileSync(transcript, 'utf8').trimEnd().split('\n');
    const truncated = join(dir, 'truncated.jsonl');
    writeFileSync(truncated, `${text.slice(0, 40).join('\n')}\n`);
    const cut = await cli(['replay', truncated]);
    expect(cut.code).toBe(EXIT.failed);
    expect(cut.stderr).toContain(`${truncated}:40: the file ends without a result line`);

    const tampered = join(dir, 'tampered.jsonl');
    const index = text.findIndex((l) => l.includes('"kind":"action"'));
    const action = JSON.parse(text[index]!) as { action: { type: string } };
    action.action.type = 'teleport';
    writeFileSync(
      tampered,
      [...text.slice(0, index), JSON.stringify(action), ...text.slice(index + 1)].join('\n'),
    );
    const bad = await cli(['replay', tampered]);
    expect(bad.code).toBe(EXIT.failed);
    expect(bad.stderr).toMatch(new RegExp(`${tampered}:${index + 1}: `));
    noStack(bad.stderr);
  }, 60_000);
});

describe('runCli: turn limit', () => {
  it('--max-turns N plays and reports N turns, whoever goes first', async () => {
    // Seeds where each player goes first (the setup coin flip decides).
    const firsts = new Set<string>();
    for (const seed of ['2', '7']) {
      const { code, stdout } = await cli(['--seed', seed, '--max-turns', '2']);
      expect(code).toBe(EXIT.ok);
      const headings = [...stdout.matchAll(/── Turn (\d+) · (p[12]) /g)];
      expect(headings.map((m) => m[1])).toEqual(['1', '2']);
      firsts.add(headings[0]![2]!);
      expect(stdout).toContain('No winner: turn limit (2) reached');
      expect(stdout).toMatch(/^Turns 2 · /m);
    }
    expect([...firsts].sort()).toEqual(['p1', 'p2']);
  }, 60_000);
});

describe('runCli: the summary table', () => {
  it('fills the same columns in total and role rows, adding up, estimates marked', async () => {
    const { stdout } = await cli([
      '--seed',
      '3',
      '--mode',
      'pipeline',
      '--max-turns',
      '6',
      '--quiet',
      '--json',
    ]);
    const json = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      perPlayer: Record<
        string,
        {
          tokensEstimated: boolean;
          byRole: Record<string, { calls: number; tokensEstimated: boolean }>;
        }
      >;
    };
    for (const p of Object.values(json.perPlayer)) {
      expect(p.tokensEstimated).toBe(true);
      for (const r of Object.values(p.byRole)) expect(r.tokensEstimated).toBe(true);
    }
    const text = (await cli(['--seed', '3', '--mode', 'pipeline', '--max-turns', '6', '--quiet']))
      .stdout;
    const table = text.slice(text.indexOf('player  role')).trimEnd().split('\n');
    expect(table[0]).toMatch(
      /^player +role +model calls +tool calls +rejected +in tok +out tok +cost$/,
    );
    const cells = (l: string) => l.trim().split(/ {2,}/);
    for (const seat of ['p1 bot', 'p2 bot']) {
      const at = table.findIndex((l) => l.startsWith(seat));
      const total = cells(table[at]!);
      const roles: string[][] = [];
      for (let i = at + 1; table[i]?.startsWith(' '); i++) roles.push(cells(table[i]!));
      expect(roles.map((r) => r[0])).toEqual(expect.arrayContaining(['planner', 'executor']));
      // player, total, model calls, tool calls, rejected, ~in, ~out, cost
      expect(total).toHaveLength(8);
      for (const r of roles) expect(r).toHaveLength(5); // role, model calls, ~in, ~out, cost
      const sum = roles.reduce((n, r) => n + Number(r[1]), 0);
      expect(Number(total[2])).toBe(sum);
      expect(total[5]).toMatch(/^~/);
      for (const r of roles) expect(r[2]).toMatch(/^~/);
    }
    expect(text).toContain('~ estimated: the offline bot sends no request');
  }, 60_000);
});

describe('runCli: paths are relative to where the user ran the command', () => {
  it('uses INIT_CWD (set by pnpm and npm) over the package folder', async () => {
    const user = join(dir, 'user-dir');
    const pkg = join(dir, 'package-dir');
    mkdirSync(user);
    mkdirSync(pkg);
    const deck = BUNDLED_DECKS.find((d) => d.id === 'base-zap')!.list;
    writeFileSync(join(user, 'zap.txt'), deck);
    const env = { INIT_CWD: user };
    const argv = ['--seed', '2', '--max-turns', '2', '--quiet', '--transcript', 'rel.jsonl'];
    const played = await cli([...argv, '--deck1', 'zap.txt'], { env, cwd: pkg });
    expect(played.code).toBe(EXIT.ok);
    expect(played.stderr).toBe(`Transcript: ${join(user, 'rel.jsonl')}\n`);
    expect(existsSync(join(user, 'rel.jsonl'))).toBe(true);
    expect(existsSync(join(pkg, 'rel.jsonl'))).toBe(false);
    // The deck keeps the name it was given.
    expect(played.stdout).toContain('p1  zap.txt');
    const replayed = await cli(['replay', 'rel.jsonl', '--quiet'], { env, cwd: pkg });
    expect(replayed.code).toBe(EXIT.ok);
    // Without INIT_CWD (run directly with node or tsx), the working directory.
    const direct = await cli(['replay', 'rel.jsonl', '--quiet'], { cwd: user });
    expect(direct.code).toBe(EXIT.ok);
  }, 60_000);

  it('says where it looked for a file that is not there', async () => {
    const env = { INIT_CWD: dir };
    const deck = await cli(['--deck1', 'decks/mine.txt'], { env, cwd: '/' });
    expect(deck.code).toBe(EXIT.usage);
    expect(deck.stderr).toContain(`No file at ${join(dir, 'decks/mine.txt')}.`);
    const replay = await cli(['replay', 'gone.jsonl'], { env, cwd: '/' });
    expect(replay.stderr).toBe(`Replay failed: ${join(dir, 'gone.jsonl')}: no such file.\n`);
    const out = await cli(['--max-turns', '1', '--transcript', 'no/such/dir/t.jsonl'], { env });
    expect(out.code).toBe(EXIT.usage);
    expect(out.stderr).toContain(
      `Error: --transcript "no/such/dir/t.jsonl": cannot write ${join(dir, 'no/such/dir/t.jsonl')} (ENOENT).`,
    );
  }, 60_000);
});

describe('runCli: bad input and interrupts', () => {
  it('explains bad input without a stack trace (exit 2)', async () => {
    const missingKey = await cli(['--p1', 'anthropic/claude-sonnet-4-5']);
    const deck = await cli(['--deck2', 'no-such-deck']);
    const option = await cli(['--seeed', '3']);
    const replay = await cli(['replay']);
    expect(missingKey.code).toBe(EXIT.usage);
    expect(missingKey.stderr).toContain('ANTHROPIC_API_KEY');
    expect(deck.code).toBe(EXIT.usage);
    expect(deck.stderr).toContain('Bundled decks: base-2-player-starter');
    expect(option.stderr).toBe(
      'Error: Unknown option --seeed. Did you mean --seed? Run with --help to see every option.\n',
    );
    // The usage line names the command a user runs.
    expect(replay.stderr).toBe(
      'Error: replay needs a transcript file: npx -y pnpm@10 demo replay match.jsonl\n',
    );
    for (const r of [missingKey, deck, option, replay]) {
      expect(r.stdout).toBe('');
      noStack(r.stderr);
    }
  });

  it('stops after the current step on the first interrupt and keeps the transcript', async () => {
    const file = join(dir, 'interrupted.jsonl');
    let interrupt: (() => void) | undefined;
    let unsubscribed = false;
    const exits: number[] = [];
    const run = cli(['--seed', '11', '--max-turns', '200', '--transcript', file], {
      onInterrupt: (handler) => {
        interrupt = handler;
        return () => {
          unsubscribed = true;
        };
      },
      exit: (code) => void exits.push(code),
    });
    // Interrupt once the match is under way (the transcript has its first action).
    while (!existsSync(file) || !readFileSync(file, 'utf8').includes('"kind":"action"')) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    interrupt!();
    const { code, stderr } = await run;
    expect(code).toBe(EXIT.interrupted);
    expect(stderr).toContain('Stopping after the current step');
    expect(exits).toEqual([]);
    expect(unsubscribed).toBe(true);
    const all = lines(file);
    expect(all[0]?.kind).toBe('header');
    expect(all.some((l) => l.kind === 'aborted')).toBe(true);
    expect(all.at(-1)).toMatchObject({ kind: 'result', result: { aborted: true } });
  }, 60_000);
});

describe('runCli: a tournament store it cannot use', () => {
  it('says so in one line with the code and the path (exit 2), and changes nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pokemon-cli-store-'));
    const notes = join(folder, 'notes.txt');
    writeFileSync(notes, 'mine');
    const players = ['--players', 'bot,random', '--max-turns', '2'];
    const under = await cli([...players, '--store', join(notes, 't.sqlite')]);
    expect(under.code).toBe(EXIT.usage);
    expect(under.stderr).toBe(
      `Error [STORE_NOT_WRITABLE]: Cannot make the folder ${notes} for the store ${join(notes, 't.sqlite')}: ${notes} is a file, not a folder. Give a --store path inside a folder.\n`,
    );
    const notStore = await cli([...players, '--store', notes]);
    expect(notStore.code).toBe(EXIT.usage);
    expect(notStore.stderr).toBe(
      `Error [STORE_UNREADABLE]: ${notes} is not a tournament store it can use: it is not a SQLite database. Give another --store file, or move this one away.\n`,
    );
    expect(readFileSync(notes, 'utf8')).toBe('mine');
    expect(notStore.stdout).toBe('');
  });

  it('a store of the same players with another --max-turns: only that setting is named', async () => {
    const store = join(mkdtempSync(join(tmpdir(), 'pokemon-cli-store-')), 't.sqlite');
    const players = ['--players', 'bot,random', '--store', store];
    expect((await cli([...players, '--max-turns', '2'])).code).toBe(EXIT.ok);
    const other = await cli([...players, '--max-turns', '3']);
    expect(other.code).toBe(EXIT.usage);
    expect(other.stderr).toBe(
      `Error [STORE_MISMATCH]: ${store} holds another tournament than this one — settings.maxTurns: 2 in the store, 3 here. Rerun with the same entrants, games, seed and settings to resume it, or give another store file for a new tournament.\n`,
    );
  }, 60_000);
});

describe('runCli: a seat played by a provider over HTTP', () => {
  it('plays through a real provider (compatible/… against a local server)', async () => {
    // A minimal chat-completions endpoint that ends every turn and promotes when asked.
    const bodies: { tools?: { function: { name: string } }[]; messages: unknown[] }[] = [];
    await withServer(
      (req, res) => {
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
      },
      async (baseUrl) => {
        const { code, stdout, stderr } = await cli(
          ['--p1', 'compatible/fake-model', '--seed', '5', '--max-turns', '40', '--quiet'],
          { env: { OPENAI_COMPATIBLE_BASE_URL: baseUrl } },
        );
        expect(stderr).toBe('');
        expect(code).toBe(EXIT.ok);
        // p1 only ever ended its turns: the bot on p2 wins.
        expect(stdout).toMatch(/^Winner: p2 /m);
        expect(bodies.length).toBeGreaterThanOrEqual(3);
        const first = bodies[0]!;
        expect(first.messages[0]).toMatchObject({ role: 'system' });
        expect(first.tools?.map((t) => t.function.name)).toContain('declare_attack');
        // The provider's own counts, 1,000 in and 10 out per call, are not estimates: no `~`.
        const n = bodies.length;
        const row = stdout.split('\n').find((l) => l.startsWith('p1 compatible/fake-model'));
        const cells = row!.trim().split(/ {2,}/);
        expect(cells.slice(0, 3)).toEqual(['p1 compatible/fake-model', 'total', String(n)]);
        expect(cells.slice(5, 7)).toEqual([
          n * 1000 < 10_000 ? String(n * 1000) : `${((n * 1000) / 1000).toFixed(1)}k`,
          String(n * 10),
        ]);
        const bot = stdout.split('\n').find((l) => l.startsWith('p2 bot'));
        expect(bot).toMatch(/~/);
        noStack(stdout);
      },
    );
  }, 120_000);

  it('a provider that always fails: one line on stderr, a non-zero exit, no forced turns', async () => {
    let calls = 0;
    await withServer(
      (req, res) => {
        req.resume();
        req.on('end', () => {
          calls++;
          // Retry fast (the SDK honours Retry-After), then fail for good.
          res.writeHead(500, { 'content-type': 'application/json', 'retry-after-ms': '1' });
          res.end(JSON.stringify({ error: { message: 'upstream is down' } }));
        });
      },
      async (baseUrl) => {
        const { code, stdout, stderr } = await cli(
          ['--p1', 'compatible/fake-model', '--seed', '5', '--quiet'],
          { env: { OPENAI_COMPATIBLE_BASE_URL: baseUrl } },
        );
        expect(code).toBe(EXIT.failed);
        expect(stderr).toMatch(/^Match failed: p1's model failed 3 times in a row: /m);
        expect(stdout).not.toMatch(/^Winner:/m);
        // Three phase runs, each the first call and the SDK's two retries.
        expect(calls).toBe(9);
        noStack(stdout);
        noStack(stderr);
      },
    );
  }, 60_000);
});
