import { getBundledRegistry } from '@playmat/pokemon';
import { type Command, parseCliArgs, UsageError } from './cli/args';
import { helpText } from './cli/help';
import { formatDeckTable, type LoadedDeck, loadDeck } from './match/decks';
import { colourWanted, createPalette } from './render/ansi';
import { createMatchRenderer } from './render/match-renderer';
import { readTranscript, TranscriptError } from './transcript/read';
import { createFileSink, nullSink } from './transcript/writer';

/** Exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

const out = (line: string) => void process.stdout.write(`${line}\n`);
const err = (line: string) => void process.stderr.write(`${line}\n`);

// `pnpm demo | head` closes the pipe early: stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

async function main(argv: readonly string[]): Promise<number> {
  const command: Command = parseCliArgs(argv, { seed: Math.floor(Math.random() * 1_000_000) });
  const palette = createPalette(colourWanted(process.stdout, process.env));
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
      const { replayTranscript } = await import('./transcript/replay');
      const transcript = readTranscript(command.file);
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
      const { runTournament } = await import('./tournament/run-tournament');
      return runTournament(command, { out, err, palette });
    }
    case 'match': {
      const { options } = command;
      const decks: Record<string, LoadedDeck> = {
        p1: loadDeck(options.deck1, 'deck1'),
        p2: loadDeck(options.deck2, 'deck2'),
      };
      // The match modules load only when a match is played: --help and usage errors stay fast.
      const { prepareMatch, runMatch } = await import('./match/run-match');
      const prepared = await prepareMatch(options, decks);
      const renderer = createMatchRenderer({
        write: command.json ? () => {} : out,
        palette,
        seats: prepared.seats,
        cards: getBundledRegistry(),
        quiet: options.quiet,
      });
      const transcript = options.transcript ? createFileSink(options.transcript) : nullSink;
      const abort = new AbortController();
      const onSigint = () => {
        if (abort.signal.aborted) process.exit(EXIT.interrupted);
        err(palette.yellow('\nStopping after the current step… (Ctrl-C again to quit now)'));
        abort.abort();
      };
      process.on('SIGINT', onSigint);
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
        if (options.transcript) err(palette.dim(`Transcript: ${options.transcript}`));
        if (result.aborted) return EXIT.interrupted;
        if (result.end === 'failed') {
          err(palette.red(`Match failed: ${result.reason}`));
          return EXIT.failed;
        }
        return EXIT.ok;
      } finally {
        transcript.close();
        process.off('SIGINT', onSigint);
      }
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      err(`Error: ${error.message}`);
      process.exitCode = EXIT.usage;
    } else if (error instanceof TranscriptError) {
      err(`Replay failed: ${error.message}`);
      process.exitCode = EXIT.failed;
    } else {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      err(`The match failed: ${message}`);
      if (process.env.PLAYMAT_DEBUG && error instanceof Error) err(error.stack ?? '');
      else err('(set PLAYMAT_DEBUG=1 for the stack trace)');
      process.exitCode = EXIT.failed;
    }
  },
);
