#!/usr/bin/env node
// Runs the README's test command (`npx -y pnpm@10 test`) several times in a row while another
// process keeps every core busy, as on a shared or slow CI machine: the suite must pass there
// too, not only on a quiet one. Prints each run's exit code and wall time; exits 1 when any run
// failed (2 on a bad command line, 130 when interrupted).
// Usage: node scripts/test-under-load.mjs [--runs N] [--burners K] [--command CMD] [--dry-run]
//   --runs N       how many runs (default 3; 0 runs nothing)
//   --burners K    threads of the CPU-burning process (default: one per core, os.availableParallelism())
//   --command CMD  the command to run instead of the README's (through bash, in the repository root)
//   --dry-run      print what would run, run nothing
// Three runs of the whole suite take 15 minutes or more on a 2-core machine.
import { spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const README_TEST_COMMAND = 'npx -y pnpm@10 test';

const USAGE = `Usage: node scripts/test-under-load.mjs [--runs N] [--burners K] [--command CMD] [--dry-run]
  --runs N       how many runs in a row (default 3; 0 runs nothing)
  --burners K    threads of the CPU-burning process (default ${availableParallelism()}: one per core)
  --command CMD  run CMD instead of the README's test command (${README_TEST_COMMAND})
  --dry-run      print what would run, run nothing
Exit code: 0 when every run passed, 1 when any failed, 2 on a bad command line, 130 interrupted.`;

/** The options from argv; throws an Error whose message is for the user on a bad command line. */
export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      burners: { type: 'string' },
      command: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
  });
  const count = (name, text, fallback, min) => {
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min)
      throw new Error(`--${name} takes a whole number of at least ${min}, not "${text}".`);
    return Number(text);
  };
  if (values.command !== undefined && values.command.trim() === '')
    throw new Error('--command takes a command to run.');
  return {
    runs: count('runs', values.runs, 3, 0),
    burners: count('burners', values.burners, availableParallelism(), 1),
    command: values.command ?? README_TEST_COMMAND,
    dryRun: values['dry-run'] ?? false,
    help: values.help ?? false,
  };
}

// The burner: `threads` worker threads in busy loops. Its main thread only watches stdin, a
// pipe from this script: when this script ends in any way (even `kill -9`), the pipe closes and
// the burner exits, so it never outlives the runs.
const SPIN = 'let x = 0; for (;;) x = (x + Math.sqrt(x + 1)) % 1e9;';
const BURNER = `const { Worker } = require('node:worker_threads');
for (let i = 0; i < Number(process.argv[1]); i++) new Worker(${JSON.stringify(SPIN)}, { eval: true });
process.stdin.on('data', () => {}).on('end', () => process.exit(0)).on('error', () => process.exit(0));`;

/** Starts one child process that keeps `threads` cores busy; returns a function that stops it. */
function startBurner(threads) {
  const child = spawn(process.execPath, ['-e', BURNER, String(threads)], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  child.on('error', (error) => console.error(`the CPU burner failed: ${error.message}`));
  return {
    pid: child.pid,
    stop: () => {
      child.stdin.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Runs `command` through bash in its own process group; resolves with its exit code. */
function runOnce(command, onChild) {
  return new Promise((resolve) => {
    // TURBO_FORCE: every run really runs the suites; turbo would replay the first run's
    // cached results otherwise, and a run of a few seconds would prove nothing.
    const child = spawn('bash', ['-c', command], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, TURBO_FORCE: 'true' },
    });
    onChild(child);
    child.on('error', (error) => {
      console.error(`could not start bash: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main(argv) {
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const { runs, burners, command } = options;
  const plan = `${runs} run${runs === 1 ? '' : 's'} of \`${command}\` in ${root}, with ${burners} core${burners === 1 ? '' : 's'} kept busy by a CPU-burning process`;
  if (options.dryRun || runs === 0) {
    console.log(`${options.dryRun ? 'would run' : 'nothing to run'}: ${plan}`);
    return 0;
  }
  console.log(`${plan}.`);
  const burner = startBurner(burners);
  let current = null;
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    if (current?.pid) {
      try {
        process.kill(-current.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const results = [];
  try {
    for (let i = 1; i <= runs && !interrupted; i++) {
      console.log(`\n=== run ${i}/${runs}: ${command}`);
      const t0 = Date.now();
      const code = await runOnce(command, (child) => {
        current = child;
      });
      current = null;
      results.push({ code, ms: Date.now() - t0 });
      console.log(`=== run ${i}/${runs}: exit ${code} in ${seconds(Date.now() - t0)}`);
    }
  } finally {
    burner.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  console.log(`\nUnder load (${burners} busy core${burners === 1 ? '' : 's'}):`);
  for (const [i, r] of results.entries()) {
    const mark = r.code === 0 ? '' : '  FAILED';
    console.log(`  run ${i + 1}: exit ${r.code} in ${seconds(r.ms)}${mark}`);
  }
  if (interrupted) {
    console.log(`interrupted after ${results.length} of ${runs} runs`);
    return 130;
  }
  const failed = results.filter((r) => r.code !== 0).length;
  console.log(
    failed === 0
      ? `${runs === 1 ? 'the run' : `all ${runs} runs`} passed`
      : `${failed} of ${runs} runs failed`,
  );
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    },
  );
}
