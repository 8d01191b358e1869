import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { type AgentEvent, resolveModel } from '@playmat/agent';
import type { LanguageModel } from 'ai';
import { CliUsageError, parseCliArgs, USAGE } from './cli-args';
import { unifiedDiff } from './diff';
import { resolveUserPath } from './invocation-dir';
import { createHashingEmbeddingModel } from './search';
import { createOfflineEditorModel, runEditSession } from './session';
import { type EditorEvent, TabStore } from './tabs';

/** Where the CLI reads and writes; the defaults are the process's own streams and environment. */
export interface CliIo {
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Asks a yes/no question; default: a prompt on stdin (end of input means no). */
  confirm?: (question: string) => Promise<boolean>;
  env?: Readonly<Record<string, string | undefined>>;
  /** The process's working directory (pnpm's is the package folder, see `invocationDir`). */
  cwd?: string;
}

const short = (value: unknown, max = 140) => {
  const text = JSON.stringify(value) ?? '';
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
};

async function confirmOnStdin(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await Promise.race([
      rl.question(question),
      new Promise<string>((resolve) => rl.once('close', () => resolve(''))),
    ]);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/** Model setup errors of `resolveModel`: like a bad command line, the invocation must change. */
const SETUP_ERRORS = new Set([
  'MissingEnvironmentVariableError',
  'InvalidModelSpecError',
  'ProviderNotInstalledError',
]);

/**
 * Runs the CLI on `argv` (without `node` and the script) and returns the exit code: 0 done,
 * 1 failed (unreadable file, run error without changes), 2 bad command line or model setup
 * (a missing API key, an unknown provider).
 * Expected failures are one line on `err`, without a stack trace unless `DEBUG` is set.
 */
export async function main(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const print = (line = '') => out(line);
  const printErr = io.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const env = io.env ?? process.env;
  try {
    return await edit(argv, {
      print,
      confirm: io.confirm ?? confirmOnStdin,
      env,
      cwd: io.cwd ?? process.cwd(),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    printErr(`doc-editor: ${message}`);
    if (error instanceof CliUsageError) printErr(`\n${USAGE}`);
    if (env.DEBUG && error instanceof Error) printErr(`${error.stack}`);
    return error instanceof CliUsageError || SETUP_ERRORS.has((error as Error).name) ? 2 : 1;
  }
}

async function edit(
  argv: readonly string[],
  io: {
    print: (line?: string) => void;
    confirm: (question: string) => Promise<boolean>;
    env: Readonly<Record<string, string | undefined>>;
    cwd: string;
  },
): Promise<number> {
  const { print } = io;
  const args = parseCliArgs(argv);
  if ('help' in args) {
    print(USAGE);
    return 0;
  }
  let model: LanguageModel;
  if (args.model) {
    model = await resolveModel(args.model, { env: { ...io.env } });
    print(`Model: ${args.model}`);
  } else {
    model = createOfflineEditorModel();
    print('Model: offline scripted editor (pass --model provider/model for a real one)');
  }
  const path = resolveUserPath(args.file, io.env, io.cwd);
  const store = new TabStore();
  let tabId: string;
  try {
    tabId = await store.openFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new Error(
      `cannot read ${args.file}${code === 'ENOENT' ? ` (looked for ${path}): no such file` : `: ${String(error)}`}.`,
    );
  }
  print(`Opened ${args.file} as tab ${tabId} (${store.get(tabId)!.line_count} lines)`);
  store.onEvent((event: EditorEvent) => {
    if (event.type === 'span_autofilled') {
      print(
        `  !  target_span filled from the last snapshot: lines ${event.span.start_line}-${event.span.end_line}`,
      );
    }
    if (event.type === 'chunk_miss_recovered') {
      print(`  !  chunk miss ${event.missed_chunk_id} recovered with ${event.chunk_id}`);
    }
  });

  const session = await runEditSession({
    model,
    store,
    tabId,
    instruction: args.instruction,
    maxSteps: args.maxSteps,
    ...(args.embed ? { embeddingModel: createHashingEmbeddingModel() } : {}),
    onAgentEvent: (event: AgentEvent) => {
      if (event.type === 'tool-call') print(`  -> ${event.toolName} ${short(event.input)}`);
      if (event.type === 'tool-result') {
        const out = event.output as { status?: string; code?: string; snapshot_token?: string };
        const detail = out?.code ?? out?.snapshot_token ?? '';
        print(
          `  <- ${event.toolName}: ${out?.status ?? event.status}${detail ? ` (${detail})` : ''}`,
        );
      }
    },
  });
  const { run } = session;
  if (run.error) print(`Run ended with an error: ${run.error.message}`);
  if (run.text) print(`\n${run.text}`);
  print(`(${run.stepCount} step(s), stop: ${run.stopReason})`);

  if (!session.changed) {
    print('\nNo changes.');
    return run.error ? 1 : 0;
  }
  print(
    `\n${unifiedDiff(store.savedText(tabId), store.text(tabId), { fromName: `${args.file} (on disk)`, toName: `${args.file} (edited)` })}`,
  );
  const save = args.yes || (await io.confirm(`Save changes to ${args.file}? [y/N] `));
  if (!save) {
    print('Not saved.');
    return 0;
  }
  await store.save(tabId);
  print(`Saved ${args.file}.`);
  return 0;
}

// Run only when executed as the script (`pnpm start`), not when a test imports `main`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
