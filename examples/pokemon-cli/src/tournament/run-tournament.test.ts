import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatReport,
  openTournamentStore,
  type PlayGame,
  REPORT_COLUMNS,
  type StoreFiles,
  type TournamentReport,
} from '@playmat/tournament';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findRedisServer,
  startRedis,
  type TestRedis,
} from '../../../../packages/tournament/src/__fixtures__/redis';
import { smallDisk } from '../../../../packages/tournament/src/__fixtures__/small-disk';
import { parseCliArgs } from '../cli/args';
import { createPalette } from '../render/ansi';
import { createPokemonGame } from './play-game';
import { redisConnection, runTournament, runWorker } from './run-tournament';

const dir = mkdtempSync(join(tmpdir(), 'pokemon-tournament-'));
const play = createPokemonGame({});

/** Runs `argv` as a tournament in this process; returns the exit code and output lines. */
async function tournament(
  argv: string[],
  extra: {
    play?: PlayGame;
    onInterrupt?: (handler: () => void) => () => void;
    storeFiles?: StoreFiles;
  } = {},
) {
  const command = parseCliArgs(argv, { seed: 1 });
  if (command.kind !== 'tournament') throw new Error(`not a tournament: ${command.kind}`);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTournament(command, {
    out: (l) => void out.push(l),
    err: (l) => void err.push(l),
    palette: createPalette(false),
    env: {},
    baseDir: dir,
    play: extra.play ?? play,
    ...(extra.onInterrupt ? { onInterrupt: extra.onInterrupt } : {}),
    ...(extra.storeFiles ? { storeFiles: extra.storeFiles } : {}),
  });
  return { code, out, err };
}

describe('a bot-vs-bot-vs-random round robin', () => {
  const store = join(dir, 'rr.sqlite');
  const common = ['--players', 'bot,bot@pipeline,random', '--max-turns', '16', '--seed', '3'];

  it('prints the table: rating ± deviation, win rate with interval, cost, tokens, illegal-action rate, s/turn, failed', async () => {
    const { code, out } = await tournament([...common, '--store', store, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(out.join('\n')) as TournamentReport;
    expect(report).toMatchObject({ scheduled: 6, finished: 6, failed: 0, pending: 0 });
    // Every entrant played each other twice, once in each seat, on the same seed.
    expect(report.games.map((g) => [g.seed, g.seats.join(' v ')])).toEqual([
      [3, 'bot v bot@pipeline'],
      [3, 'bot@pipeline v bot'],
      [3, 'bot v random'],
      [3, 'random v bot'],
      [3, 'bot@pipeline v random'],
      [3, 'random v bot@pipeline'],
    ]);
    for (const s of report.standings) {
      expect(s.games).toBe(4);
      expect(s.wins + s.draws + s.losses).toBe(4);
      expect(s.calls).toBeGreaterThan(0);
      expect(s.illegalRate).toBeCloseTo(s.rejected / s.calls, 12);
      expect(s.winRateLow).toBeLessThanOrEqual(s.winRate);
      expect(s.winRateHigh).toBeGreaterThanOrEqual(s.winRate);
      expect(s.rd).toBeLessThan(350);
      expect(s.inputTokensPerGame).toBeGreaterThan(0);
      expect(s.secondsPerTurn).toBeGreaterThan(0);
    }

    // The same store again as a terminal table and as Markdown: nothing is replayed.
    const table = await tournament([...common, '--store', store]);
    expect(table.err.join('\n')).toContain('Resuming: 6 of 6 games already played.');
    const header = table.out.find((l) => l.startsWith('entrant'))!;
    for (const column of REPORT_COLUMNS) expect(header).toContain(column);
    for (const s of report.standings) {
      const row = table.out.find((l) => l.startsWith(`${s.entrant} `))!;
      expect(row).toContain(`${Math.round(s.rating)} ± ${Math.round(s.rd)}`);
      expect(row).toContain(`(${s.rejected}/${s.calls})`);
      expect(row).toContain(`${(s.winRate * 100).toFixed(0)}% (`);
    }
    const md = await tournament([...common, '--store', store, '--format', 'markdown']);
    expect(md.out.join('\n')).toContain(`| ${REPORT_COLUMNS.join(' | ')} |`);
    expect(md.out.join('\n').match(/^\| (bot|random)/gm)).toHaveLength(3);
  }, 180_000);

  it('refuses a store that holds another tournament, and changes nothing', async () => {
    await expect(
      tournament(['--players', 'bot,random', '--max-turns', '16', '--store', store]),
    ).rejects.toThrow(
      `${store} holds another tournament than this one — entrants: bot, bot@pipeline, random in the store; bot, random here; games: 6 in the store, 2 here. Rerun with the same entrants`,
    );
  });
});

describe('what the tournament writes', () => {
  it('--out FILE: the report alone, as the name asks (.json, .md); the terminal still shows the table', async () => {
    const store = join(dir, 'out.sqlite');
    const argv = ['--players', 'bot,random', '--max-turns', '6', '--store', store];
    const json = await tournament([...argv, '--out', 'out/report.json']);
    expect(json.code).toBe(0);
    expect(json.out[0]).toMatch(/^Tournament [0-9a-f]{16}: 2\/2 games finished/);
    const report = JSON.parse(
      readFileSync(join(dir, 'out/report.json'), 'utf8'),
    ) as TournamentReport;
    expect(report).toMatchObject({ scheduled: 2, finished: 2 });
    expect(json.err).toContain(`Report (json): ${join(dir, 'out/report.json')}`);
    const md = await tournament([...argv, '--out', 'report.md']);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toBe(formatReport(report, 'markdown'));
    expect(md.out.join('\n')).toContain('entrant  rating ± dev');
    // --format names the file's format whatever its name.
    await tournament([...argv, '--out', 'report.txt', '--format', 'json']);
    expect(JSON.parse(readFileSync(join(dir, 'report.txt'), 'utf8'))).toEqual(report);
  }, 120_000);

  it('a disk that fills up: STORE_WRITE_FAILED, the store keeps what was finished, and the same command finishes the rest', async () => {
    const store = join(dir, 'full.sqlite');
    const argv = ['--players', 'bot,random', '--rounds', '20', '--store', store];
    // After ten writes of the store, something else fills the disk (as game transcripts may):
    // half a store's room is left, and the next write runs out mid-file.
    const disk = smallDisk(Number.POSITIVE_INFINITY);
    let writes = 0;
    const files: StoreFiles = {
      ...disk,
      renameSync(from, to) {
        disk.renameSync(from, to);
        if (++writes === 10) disk.resize(disk.used() + statSync(to).size / 2);
      },
    };
    const finished: number[] = [];
    // Games of a few milliseconds: forty of them grow the store by pages.
    const quick: PlayGame = async (task) => {
      finished.push(task.game.index);
      return {
        winner: task.game.seats[0]!,
        end: 'game_over',
        reason: 'prizes',
        turns: 10,
        durationMs: 5,
        seats: task.game.seats.map((entrant) => ({
          entrant,
          inputTokens: 0,
          outputTokens: 0,
          cost: 0,
          calls: 9,
          rejected: 0,
        })),
      };
    };
    const error = await tournament(argv, { storeFiles: files, play: quick }).then(
      () => undefined,
      (e: Error & { code?: string }) => e,
    );
    expect(error?.code).toBe('STORE_WRITE_FAILED');
    expect(error?.message).toContain(
      `Could not write the tournament store ${store}: no space left on the device (ENOSPC)`,
    );
    const kept = await openTournamentStore(store);
    const before = kept.results().map((r) => r.index);
    kept.close();
    // The store was written ten times (the plan, nine games); the eleventh write failed.
    expect(before).toHaveLength(9);
    expect(finished).toEqual(expect.arrayContaining(before));
    finished.length = 0;
    const again = await tournament(argv, { play: quick });
    expect(again.code).toBe(0);
    expect(finished.filter((g) => before.includes(g))).toEqual([]);
    const done = await openTournamentStore(store);
    expect(done.results().map((r) => r.index)).toEqual([...Array(40).keys()]);
    done.close();
  }, 180_000);
});

describe('Ctrl-C during a tournament', () => {
  it('stops after the game under way, exits 130, and the same command plays only the rest', async () => {
    const store = join(dir, 'interrupted.sqlite');
    const argv = [
      '--players',
      'bot,random',
      '--rounds',
      '2',
      '--max-turns',
      '10',
      '--concurrency',
      '1',
      '--store',
      store,
    ];
    let interrupt = () => {};
    let finished = 0;
    const first = await tournament(argv, {
      onInterrupt: (handler) => {
        interrupt = handler;
        return () => {};
      },
      play: async (task, context) => {
        const outcome = await play(task, context);
        if (++finished === 2) interrupt();
        return outcome;
      },
    });
    expect(first.code).toBe(130);
    expect(first.out[0]).toMatch(
      /^Tournament [0-9a-f]{16}: 2\/4 games finished( \(\d drawn\))?, 2 not played yet$/,
    );
    const played: number[] = [];
    const second = await tournament(argv, {
      play: async (task, context) => {
        played.push(task.game.index);
        return play(task, context);
      },
    });
    expect(second.code).toBe(0);
    expect(played).toEqual([2, 3]);
    const done = await openTournamentStore(store);
    expect(done.results().map((r) => r.index)).toEqual([0, 1, 2, 3]);
    done.close();
  }, 120_000);
});

describe('--redis without Redis', () => {
  it('is a usage error that says where Redis was looked for, and the store is left alone', async () => {
    const { freePort } = await import('../../../../packages/tournament/src/__fixtures__/redis');
    const port = await freePort();
    const store = join(dir, 'no-redis.sqlite');
    const command = parseCliArgs(
      ['--players', 'bot,random', '--redis', `redis://127.0.0.1:${port}`, '--store', store],
      { seed: 1 },
    );
    if (command.kind !== 'tournament') throw new Error('not a tournament');
    await expect(
      runTournament(command, {
        out: () => {},
        err: () => {},
        palette: createPalette(false),
        env: {},
        baseDir: dir,
        connectTimeoutMs: 300,
      }),
    ).rejects.toThrow(
      `Redis at 127.0.0.1:${port} did not answer within 300 ms. Start it (redis-server --port ${port})`,
    );
    // The store holds no tournament yet: nothing was scheduled.
    const opened = await openTournamentStore(store);
    expect(opened.plan()).toBeNull();
    opened.close();
  }, 30_000);
});

describe('redisConnection', () => {
  it('reads host, port, credentials, database and TLS from the URL', () => {
    expect(redisConnection('redis://10.0.0.5:6380')).toEqual({
      host: '10.0.0.5',
      port: 6380,
      maxRetriesPerRequest: null,
    });
    expect(redisConnection('rediss://me:s%40cret@cache.example:7000/2')).toEqual({
      host: 'cache.example',
      port: 7000,
      username: 'me',
      password: 's@cret',
      db: 2,
      tls: {},
      maxRetriesPerRequest: null,
    });
  });
});

const redisServer = findRedisServer();
if (!redisServer && process.env.CI)
  throw new Error(
    "redis-server was not found, and CI is set: the worker test must run in CI. Install Debian's redis-server (.ci/run does).",
  );

describe.skipIf(!redisServer)('--redis with a worker', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis(redisServer!);
  }, 30_000);
  afterAll(async () => {
    await redis?.stop();
  });

  it('the coordinator keeps the store while `worker` plays the games', async () => {
    const url = `redis://127.0.0.1:${redis.port}`;
    const queue = `cli-${Date.now()}`;
    const worker = parseCliArgs(['worker', '--redis', url, '--queue', queue], { seed: 1 });
    if (worker.kind !== 'worker') throw new Error('not a worker');
    let stopWorker = () => {};
    const log: string[] = [];
    const working = runWorker(worker, {
      out: () => {},
      err: (l) => void log.push(l),
      palette: createPalette(false),
      env: {},
      onInterrupt: (handler) => {
        stopWorker = handler;
        return () => {};
      },
    });
    const store = join(dir, 'queued.sqlite');
    const command = parseCliArgs(
      [
        '--players',
        'bot,random',
        '--max-turns',
        '8',
        '--redis',
        url,
        '--queue',
        queue,
        '--store',
        store,
        '--json',
      ],
      { seed: 1 },
    );
    if (command.kind !== 'tournament') throw new Error('not a tournament');
    const out: string[] = [];
    const code = await runTournament(command, {
      out: (l) => void out.push(l),
      err: () => {},
      palette: createPalette(false),
      env: {},
      baseDir: dir,
    });
    stopWorker();
    expect(await working).toBe(130);
    expect(code).toBe(0);
    const report = JSON.parse(out.join('\n')) as TournamentReport;
    expect(report).toMatchObject({ scheduled: 2, finished: 2, failed: 0 });
    // Both games were played by the worker, which said so.
    expect(report.games.map((g) => g.worker)).toEqual([
      expect.stringMatching(/:\d+$/),
      expect.stringMatching(/:\d+$/),
    ]);
    expect(log.filter((l) => l.startsWith('playing game'))).toHaveLength(2);
  }, 120_000);
});
