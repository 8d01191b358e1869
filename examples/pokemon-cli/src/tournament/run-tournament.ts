import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Capacity,
  createWorkerPool,
  formatReport,
  openTournamentStore,
  type PlayGame,
  planId,
  reportFormatOf,
  roundRobin,
  runTournament as runGames,
  type StoreFiles,
  type TournamentReport,
  writeReport,
} from '@playmat/tournament';
import { type Command, UsageError } from '../cli/args';
import { loadDeck } from '../match/decks';
import { resolveSpec } from '../match/players';
import type { Palette } from '../render/ansi';
import { parseEntrants } from './entrants';
import type { PokemonTournamentSettings } from './play-game';
import { createProgressBar } from './progress';

type TournamentCommand = Extract<Command, { kind: 'tournament' }>;

/** Where the tournament reads and writes. */
export interface TournamentIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly palette: Palette;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Relative store and result paths resolve here (where the user ran the command). */
  readonly baseDir?: string;
  readonly progress?: { isTTY?: boolean; write(text: string): unknown };
  /** Subscribes to Ctrl-C; returns the unsubscribe. */
  readonly onInterrupt?: (handler: () => void) => () => void;
  /** Plays games in this process instead of worker threads (tests). */
  readonly play?: PlayGame;
  /** How long to wait for Redis with `--redis` (default 10 s). */
  readonly connectTimeoutMs?: number;
  /** The store's file operations (tests: a disk that fills up). */
  readonly storeFiles?: StoreFiles;
}

/** Redis connection options from `redis://[user:pass@]host:port[/db]`. */
export function redisConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    // BullMQ workers block on Redis; ioredis must not give up on those commands.
    maxRetriesPerRequest: null,
  };
}

/**
 * A round robin of `--players` (both seat orders, the same seed for every pairing in a round),
 * kept in a SQLite store so the same command resumes it, played on worker threads (or on queue
 * workers with `--redis`). Prints the table (Glicko-2 rating ± deviation, draws, win rate with
 * its 95 % interval, cost, tokens, illegal-action rate, seconds per turn, failed games), and
 * writes it to `--out FILE`. Returns the exit code; the tournament's own errors (a store it
 * cannot use or write, no Redis) are thrown as they are, for `runCli` to print in one line.
 */
export async function runTournament(command: TournamentCommand, io: TournamentIo): Promise<number> {
  const { options } = command;
  const env = io.env ?? process.env;
  const baseDir = io.baseDir ?? process.cwd();
  const deck1 = loadDeck(options.deck1, 'deck1', undefined, baseDir);
  const deck2 = loadDeck(options.deck2, 'deck2', undefined, baseDir);
  const entrants = parseEntrants(command.players, { mode: options.mode, planner: options.planner });
  // Keys are checked here, once, unless queue workers on other machines bring their own.
  if (!command.redis)
    for (const spec of new Set(
      entrants.flatMap((e) => {
        const c = e.config as { model: string; planner?: string };
        return [c.model, ...(c.planner ? [c.planner] : [])];
      }),
    ))
      if (spec !== 'bot' && spec !== 'random') await resolveSpec(spec, 'players', env);
  const settings: PokemonTournamentSettings = {
    deck1: { label: deck1.label, list: deck1.list },
    deck2: { label: deck2.label, list: deck2.list },
    maxTurns: options.maxTurns,
    rules: options.rules,
    era: options.era,
  };
  const plan = roundRobin({
    entrants,
    rounds: command.rounds,
    seed: options.seed,
    settings: settings as never,
  });
  const storePath = resolve(baseDir, command.store ?? `.playmat/tournament-${planId(plan)}.sqlite`);
  const transcripts =
    command.transcripts && !command.redis
      ? writableFolder('transcripts', resolve(baseDir, command.transcripts))
      : undefined;
  const store = await openTournamentStore(storePath, io.storeFiles ? { files: io.storeFiles } : {});
  let pool: { close(): Promise<void> } | undefined;
  let play: PlayGame;
  let concurrency: number | Capacity = command.concurrency === 'workers' ? 1 : command.concurrency;
  if (io.play) play = io.play;
  else if (command.redis) {
    const { createQueuePlayer } = await import('@playmat/tournament/queue');
    const queue = createQueuePlayer({
      connection: redisConnection(command.redis),
      ...(io.connectTimeoutMs ? { connectTimeoutMs: io.connectTimeoutMs } : {}),
      ...(command.queue ? { queueName: command.queue } : {}),
      onWarning: (message) => io.err(io.palette.yellow(message)),
    });
    pool = queue;
    play = queue.play;
    // As many games queued as the connected workers take, however many come and go.
    if (command.concurrency === 'workers') concurrency = queue.capacity;
    try {
      await queue.ready();
    } catch (error) {
      await queue.close();
      store.close();
      throw error;
    }
  } else {
    const workers = createWorkerPool({
      module: new URL('./game-worker.mjs', import.meta.url),
      size: typeof command.concurrency === 'number' ? command.concurrency : 1,
      workerData: transcripts ? { transcripts } : {},
      onCrash: (c) => io.err(io.palette.yellow(`${c.message}; it will be played again`)),
    });
    pool = workers;
    play = workers.play;
  }

  const stop = new AbortController();
  const unsubscribe = io.onInterrupt?.(() => {
    io.err(io.palette.yellow('\nStopping: games under way are played again on the next run…'));
    stop.abort(new Error('interrupted (Ctrl-C)'));
  });
  const total = plan.games.length;
  const bar = createProgressBar(total, io.progress ?? process.stderr);
  let done = 0;
  let failed = 0;
  const started = Date.now();
  const note = () =>
    `${failed ? `${failed} failed · ` : ''}${((Date.now() - started) / 1000).toFixed(1)}s`;
  let report: TournamentReport;
  let interrupted: boolean;
  try {
    const result = await runGames({
      store,
      plan,
      play,
      concurrency,
      providerConcurrency: command.providerConcurrency,
      signal: stop.signal,
      onEvent: (e) => {
        if (e.type === 'resume') {
          done = e.finished;
          if (e.finished > 0)
            io.err(io.palette.dim(`Resuming: ${e.finished} of ${total} games already played.`));
        } else if (e.type === 'game_end') done++;
        else if (e.type === 'game_failed' && e.retryInMs === undefined) failed++;
        else if (e.type === 'game_failed')
          io.err(
            io.palette.yellow(
              `game ${e.game.index} failed (try ${e.attempt}): ${e.reason} — trying again in ${((e.retryInMs ?? 0) / 1000).toFixed(1)}s`,
            ),
          );
        if (e.type !== 'game_start') bar.update(done + failed, note());
      },
    });
    report = result.report;
    interrupted = result.interrupted;
  } finally {
    bar.done();
    unsubscribe?.();
    await pool?.close();
    store.close();
  }

  const text = formatReport(report, command.format);
  if (command.format === 'table') {
    const [headline, ...rest] = text.split('\n');
    io.out(io.palette.bold(headline ?? ''));
    // The failed games under the table, in red.
    const failedAt = rest.indexOf('Failed games:');
    rest.forEach((line, i) => {
      io.out(failedAt >= 0 && i > failedAt ? io.palette.red(line) : line);
    });
  } else io.out(text);
  if (command.out) {
    const file = resolve(baseDir, command.out.file);
    const format = command.out.format ?? reportFormatOf(file);
    writeReport(file, report, format);
    io.err(io.palette.dim(`Report (${format}): ${file}`));
  }
  if (command.results) {
    const file = resolve(baseDir, command.results);
    writeReport(file, report, 'json');
    io.err(io.palette.dim(`Results: ${file}`));
  }
  io.err(io.palette.dim(`Store: ${storePath} (the same command resumes it)`));
  if (interrupted) return 130;
  return report.failed > 0 ? 1 : 0;
}

/** `folder`, made if need be, or a usage error saying why games could not write there. */
function writableFolder(flag: string, folder: string): string {
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
    return folder;
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new UsageError(
      `--${flag} ${folder}: games cannot write there (${code === 'EEXIST' || code === 'ENOTDIR' ? 'a file is in the way' : (error as Error).message}). Give a folder you can write.`,
    );
  }
}

/** `worker --redis URL`: plays queued games until Ctrl-C. */
export async function runWorker(
  command: Extract<Command, { kind: 'worker' }>,
  io: TournamentIo,
): Promise<number> {
  const { startQueueWorker } = await import('@playmat/tournament/queue');
  const { createPokemonGame } = await import('./play-game');
  const worker = await startQueueWorker({
    connection: redisConnection(command.redis),
    ...(command.queue ? { queueName: command.queue } : {}),
    concurrency: command.concurrency,
    play: createPokemonGame(
      io.env ?? process.env,
      command.transcripts
        ? { transcripts: resolve(io.baseDir ?? process.cwd(), command.transcripts) }
        : {},
    ),
    onEvent: (e) =>
      io.err(
        `${e.type === 'start' ? 'playing' : e.type} game ${e.task.game.index} (${e.task.entrants.map((x) => x.id).join(' vs ')}, seed ${e.task.game.seed})${e.reason ? `: ${e.reason}` : ''}`,
      ),
    onWarning: (message) => io.err(io.palette.yellow(message)),
  });
  io.err(
    io.palette.dim(`Worker ${worker.id} waiting for games on ${command.redis}. Ctrl-C stops it.`),
  );
  await new Promise<void>((done) => {
    const unsubscribe = io.onInterrupt?.(() => {
      unsubscribe?.();
      done();
    });
  });
  await worker.close(true);
  return 130;
}
