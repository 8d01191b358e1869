import { runCli } from './cli/run-cli';
import { colourWanted } from './render/ansi';

// The binary: the process's streams, environment and signals around `runCli`.

// `pnpm demo | head` closes the pipe early: stop quietly instead of crashing on EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

runCli(process.argv.slice(2), {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
  env: process.env,
  cwd: process.cwd(),
  colour: colourWanted(process.stdout, process.env),
  onInterrupt: (handler) => {
    process.on('SIGINT', handler);
    return () => void process.off('SIGINT', handler);
  },
  exit: (code) => process.exit(code),
  progress: process.stderr,
}).then((code) => {
  process.exitCode = code;
});
