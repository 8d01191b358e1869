import { createInterface } from 'node:readline/promises';
import { type AgentEvent, resolveModel } from '@playmat/agent';
import type { LanguageModel } from 'ai';
import { CliUsageError, parseCliArgs, USAGE } from './cli-args';
import { unifiedDiff } from './diff';
import { createHashingEmbeddingModel } from './search';
import { createOfflineEditorModel, runEditSession } from './session';
import { type EditorEvent, TabStore } from './tabs';

const print = (line = '') => process.stdout.write(`${line}\n`);
const short = (value: unknown, max = 140) => {
  const text = JSON.stringify(value) ?? '';
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
};

function showAgentEvent(event: AgentEvent): void {
  if (event.type === 'tool-call') print(`  -> ${event.toolName} ${short(event.input)}`);
  if (event.type === 'tool-result') {
    const out = event.output as { status?: string; code?: string; snapshot_token?: string };
    const detail = out?.code ?? out?.snapshot_token ?? '';
    print(`  <- ${event.toolName}: ${out?.status ?? event.status}${detail ? ` (${detail})` : ''}`);
  }
}

function showEditorEvent(event: EditorEvent): void {
  if (event.type === 'span_autofilled') {
    print(
      `  !  target_span filled from the last snapshot: lines ${event.span.start_line}-${event.span.end_line}`,
    );
  }
  if (event.type === 'chunk_miss_recovered') {
    print(`  !  chunk miss ${event.missed_chunk_id} recovered with ${event.chunk_id}`);
  }
}

async function confirm(question: string): Promise<boolean> {
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

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    print(USAGE);
    return 0;
  }
  const args = parseCliArgs(argv);
  const store = new TabStore();
  let tabId: string;
  try {
    tabId = await store.openFile(args.file);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new Error(
      `cannot read ${args.file}${code === 'ENOENT' ? ': no such file' : `: ${String(error)}`}.`,
    );
  }
  let model: LanguageModel;
  if (args.model) {
    model = await resolveModel(args.model);
    print(`Model: ${args.model}`);
  } else {
    model = createOfflineEditorModel();
    print('Model: offline scripted editor (pass --model provider/model for a real one)');
  }
  print(`Opened ${args.file} as tab ${tabId} (${store.get(tabId)!.line_count} lines)`);
  store.onEvent(showEditorEvent);

  const session = await runEditSession({
    model,
    store,
    tabId,
    instruction: args.instruction,
    maxSteps: args.maxSteps,
    ...(args.embed ? { embeddingModel: createHashingEmbeddingModel() } : {}),
    onAgentEvent: showAgentEvent,
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
  const save = args.yes || (await confirm(`Save changes to ${args.file}? [y/N] `));
  if (!save) {
    print('Not saved.');
    return 0;
  }
  await store.save(tabId);
  print(`Saved ${args.file}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected failures (bad arguments, missing API key, unreadable file) get one clear line.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`doc-editor: ${message}\n`);
    if (error instanceof CliUsageError) process.stderr.write(`\n${USAGE}\n`);
    if (process.env.DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.exitCode = error instanceof CliUsageError ? 2 : 1;
  },
);
