import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Command } from '../cli/args';
import { type LoadedDeck, loadDeck } from '../match/decks';
import { prepareMatch } from '../match/run-match';
import type { Palette } from '../render/ansi';
import { money, table, tokens } from '../render/match-renderer';
import { aggregate, type GameRecord, type TournamentResults } from './aggregate';
import { createProgressBar } from './progress';
import type { FromWorker, ToWorker, WorkerSetup } from './protocol';

type TournamentCommand = Extract<Command, { kind: 'tournament' }>;

/** Where the tournament writes. */
export interface TournamentIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly palette: Palette;
  readonly progress?: { isTTY?: boolean; write(text: string): unknown };
}

/** Seed of game `i` (0-based): consecutive from the base seed, so any game can be rerun alone. */
export function gameSeed(base: number, i: number): number {
  return (base + i) % 2 ** 32;
}

/**
 * Plays `games` matches in `concurrency` worker threads, shows a progress bar on stderr and
 * prints the standings (or JSON). Returns the exit code.
 */
export async function runTournament(command: TournamentCommand, io: TournamentIo): Promise<number> {
  const { options, games, concurrency } = command;
  const decks: Record<string, LoadedDeck> = {
    p1: loadDeck(options.deck1, 'deck1'),
    p2: loadDeck(options.deck2, 'deck2'),
  };
  // Resolve models here first: a missing key is one clear error, not one per worker.
  const { seats } = await prepareMatch(options, decks);
  const setup: WorkerSetup = {
    options,
    decks: {
      p1: { label: decks.p1!.label, list: decks.p1!.list },
      p2: { label: decks.p2!.label, list: decks.p2!.list },
    },
  };
  const records: GameRecord[] = [];
  const errors: { game: number; seed: number; message: string }[] = [];
  const bar = createProgressBar(games, io.progress ?? process.stderr);
  const started = Date.now();
  let next = 0;
  let interrupted = false;
  const workers: Worker[] = [];

  const note = () => {
    const wins = seats.map(
      (s) => `${s.id} ${records.filter((r) => r.result.winner === s.id).length}`,
    );
    const failed = errors.length > 0 ? ` · ${errors.length} failed` : '';
    return `${wins.join(' · ')}${failed} · ${((Date.now() - started) / 1000).toFixed(1)}s`;
  };

  await new Promise<void>((resolve) => {
    let running = 0;
    const onSigint = () => {
      interrupted = true;
      for (const w of workers) void w.terminate();
    };
    process.once('SIGINT', onSigint);
    const finish = () => {
      process.off('SIGINT', onSigint);
      resolve();
    };
    const feed = (worker: Worker) => {
      if (interrupted || next >= games) {
        // Terminate rather than wait for the worker's event loop to drain (loader ports keep it alive).
        void worker.terminate();
        return;
      }
      const game = next++;
      worker.postMessage({
        type: 'play',
        game,
        seed: gameSeed(options.seed, game),
      } satisfies ToWorker);
    };
    for (let i = 0; i < concurrency; i++) {
      const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
        workerData: setup,
        execArgv: [],
      });
      workers.push(worker);
      running++;
      worker.on('message', (message: FromWorker) => {
        // A game whose seat kept failing is a failed game, not a game without a winner.
        if (message.type === 'result' && message.result.end === 'failed')
          errors.push({ game: message.game, seed: message.seed, message: message.result.reason });
        else if (message.type === 'result') records.push(message);
        else if (message.type === 'error') errors.push(message);
        if (message.type !== 'ready') bar.update(records.length + errors.length, note());
        feed(worker);
      });
      worker.on('error', (error) => {
        errors.push({ game: -1, seed: -1, message: `worker crashed: ${error.message}` });
      });
      worker.on('exit', () => {
        running--;
        if (running === 0) finish();
      });
    }
  });
  bar.done();

  const results = aggregate(seats, records, { games, interrupted, errors });
  if (command.results) writeFileSync(command.results, `${JSON.stringify(results, null, 2)}\n`);
  if (command.json) io.out(JSON.stringify(results, null, 2));
  else
    for (const line of formatStandings(results, (Date.now() - started) / 1000, io.palette))
      io.out(line);
  if (command.results) io.err(io.palette.dim(`Results: ${command.results}`));
  if (interrupted) return 130;
  return errors.length > 0 ? 1 : 0;
}

/** The standings table and a one-line headline. */
export function formatStandings(results: TournamentResults, seconds: number, c: Palette): string[] {
  const header = [
    'seat',
    'model',
    'deck',
    'wins',
    'win %',
    'avg turns',
    'rejected/g',
    'tools/g',
    'tokens/g',
    'cost/g',
  ];
  const rows = results.standings.map((s) => [
    s.seat,
    s.model,
    s.deck,
    String(s.wins),
    `${(s.winRate * 100).toFixed(0)}%`,
    s.avgTurns.toFixed(1),
    s.rejectedPerGame.toFixed(2),
    s.toolCallsPerGame.toFixed(1),
    tokens(s.tokensPerGame),
    money(s.costPerGame),
  ]);
  const lines = [
    c.bold(
      `Tournament: ${results.completed}/${results.games} games in ${seconds.toFixed(1)}s · ${results.draws} without a winner${results.failed ? ` · ${results.failed} failed` : ''}${results.interrupted ? ' · interrupted' : ''}`,
    ),
    '',
    ...table(header, rows, [0, 1, 2], c),
  ];
  for (const e of results.errors.slice(0, 5)) {
    lines.push(c.red(`  game ${e.game} (seed ${e.seed}) failed: ${e.message}`));
  }
  return lines;
}
