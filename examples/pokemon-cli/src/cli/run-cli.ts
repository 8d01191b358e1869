import { isAbsolute, resolve } from 'node:path';
import { BUNDLED_DECKS, getBundledRegistry } from '@playmat/pokemon';
import { formatDeckTable, type LoadedDeck, loadDeck } from '../match/decks';
import { createPalette } from '../render/ansi';
import { createMatchRenderer } from '../render/match-renderer';
import { readTranscript, TranscriptError } from '../transcript/read';
import { createFileSink, nullSink, type TranscriptSink } from '../transcript/writer';
import { type Command, type MatchOptions, parseCliArgs, UsageError } from './args';
import { helpText } from './help';
import { invocationDir } from './paths';

/** Exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/**
 * Tournament errors that are failures of the run (exit 1); the others — a store or address the
 * user gave that cannot be used — are usage errors (exit 2).
 */
const RUN_FAILURES = new Set(['STORE_WRITE_FAILED', 'REPORT_WRITE_FAILED', 'WORKER_CRASHED']);

/** Everything the CLI reads from and writes to, so it runs the same in a process and a test. */
export interface CliIo {
  /** One line of stdout (no trailing newline). */
  readonly out: (line: string) => void;
  /** One line of stderr. */
  readonly err: (line: string) => void;
  /** Provider keys and base URLs are read from here; `INIT_CWD` says where the user was. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The process's working directory (the package folder under `pnpm demo`). */
  readonly cwd: string;
  readonly colour: boolean;
  /**
   * Subscribes to Ctrl-C; returns the unsubscribe. The first interrupt stops the match after
   * the current step; the CLI calls `exit(130)` on the second.
   */
  readonly onInterrupt?: (handler: () => void) => () => void;
  readonly exit?: (code: number) => void;
  /** Progress bar stream of a tournament (stderr in a terminal). */
  readonly progress?: { isTTY?: boolean; write(text: string): unknown };
  /** The seed of a match without `--seed`. */
  readonly randomSeed?: () => number;
}

/**
 * Runs the command line `argv` (without `node` and the script) and returns the exit code.
 * Usage errors and unreadable transcripts become one line on stderr, never a stack trace.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`Error: ${error.message}`);
      return EXIT.usage;
    }
    if (error instanceof TranscriptError) {
      io.err(`Replay failed: ${error.message}`);
      return EXIT.failed;
    }
    // The tournament's own errors: one line with their code and the path or address.
    const { isTournamentError } = await import('@playmat/tournament');
    if (isTournamentError(error)) {
      io.err(`Error [${error.code}]: ${error.message}`);
      return RUN_FAILURES.has(error.code) ? EXIT.failed : EXIT.usage;
    }
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    io.err(`The match failed: ${message}`);
    if (io.env.PLAYMAT_DEBUG && error instanceof Error) io.err(error.stack ?? '');
    else io.err('(set PLAYMAT_DEBUG=1 for the stack trace)');
    return EXIT.failed;
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const seed = io.randomSeed?.() ?? Math.floor(Math.random() * 1_000_000);
  const command: Command = parseCliArgs(argv, { seed });
  const { out, err } = io;
  const palette = createPalette(io.colour);
  // Paths on the command line are the user's: relative to where they ran the command.
  const baseDir = invocationDir(io.env, io.cwd);
  const at = (path: string) => resolve(baseDir, path);
  switch (command.kind) {
    case 'help':
      out(helpText());
      return EXIT.ok;
    case 'decks':
      out(
        `Bundled decks (use with --deck1/--deck2, or give a deck-list file):\n${formatDeckTable()}`,
      );
      return EXIT.ok;
    case 'replay': {
      const { replayTranscript } = await import('../transcript/replay');
      const transcript = readTranscript(at(command.file));
      const renderer = createMatchRenderer({
        write: out,
        palette,
        seats: transcript.header.seats,
        cards: getBundledRegistry(),
        quiet: command.quiet,
      });
      const outcome = replayTranscript(transcript, renderer, command.file);
      out(palette.green(`Replay verified: ${outcome.actions} actions, final state matches.`));
      return EXIT.ok;
    }
    case 'tournament': {
      const { runTournament } = await import('../tournament/run-tournament');
      return runTournament(
        { ...command, options: withDeckPaths(command.options, baseDir) },
        {
          out,
          err,
          palette,
          env: io.env,
          baseDir,
          ...(io.progress ? { progress: io.progress } : {}),
          ...(io.onInterrupt ? { onInterrupt: io.onInterrupt } : {}),
        },
      );
    }
    case 'worker': {
      const { runWorker } = await import('../tournament/run-tournament');
      return runWorker(command, {
        out,
        err,
        palette,
        env: io.env,
        baseDir,
        ...(io.onInterrupt ? { onInterrupt: io.onInterrupt } : {}),
      });
    }
    case 'match': {
      const { options } = command;
      const registry = getBundledRegistry();
      const decks: Record<string, LoadedDeck> = {
        p1: loadDeck(options.deck1, 'deck1', registry, baseDir),
        p2: loadDeck(options.deck2, 'deck2', registry, baseDir),
      };
      // The match modules load only when a match is played: --help and usage errors stay fast.
      const { prepareMatch, runMatch } = await import('../match/run-match');
      const prepared = await prepareMatch(options, decks, io.env);
      const renderer = createMatchRenderer({
        write: command.json ? () => {} : out,
        palette,
        seats: prepared.seats,
        cards: registry,
        quiet: options.quiet,
      });
      const transcriptFile = options.transcript === undefined ? undefined : at(options.transcript);
      const transcript = transcriptFile ? openTranscript(transcriptFile, options) : nullSink;
      const abort = new AbortController();
      const unsubscribe = io.onInterrupt?.(() => {
        if (abort.signal.aborted) io.exit?.(EXIT.interrupted);
        err(palette.yellow('\nStopping after the current step… (Ctrl-C again to quit now)'));
        abort.abort();
      });
      renderer.header(options);
      try {
        const result = await runMatch(prepared, {
          transcript,
          onEvent: (event, view) => renderer.event(event, view),
          abortSignal: abort.signal,
        });
        renderer.summary(result);
        if (command.json)
          out(JSON.stringify({ seats: prepared.seats, seed: options.seed, ...result }, null, 2));
        if (transcriptFile) err(palette.dim(`Transcript: ${transcriptFile}`));
        if (result.aborted) return EXIT.interrupted;
        if (result.end === 'failed') {
          err(palette.red(`Match failed: ${result.reason}`));
          return EXIT.failed;
        }
        return EXIT.ok;
      } finally {
        transcript.close();
        unsubscribe?.();
      }
    }
  }
}

/** Deck files made absolute for the tournament's workers (bundled ids stay as they are). */
function withDeckPaths(options: MatchOptions, baseDir: string): MatchOptions {
  const path = (spec: string) =>
    BUNDLED_DECKS.some((d) => d.id === spec) || isAbsolute(spec) ? spec : resolve(baseDir, spec);
  return { ...options, deck1: path(options.deck1), deck2: path(options.deck2) };
}

function openTranscript(file: string, options: MatchOptions): TranscriptSink {
  try {
    return createFileSink(file);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new UsageError(
      `--transcript "${options.transcript}": cannot write ${file} (${code}). Give a file in a folder that exists.`,
    );
  }
}
