#!/usr/bin/env node
// Runs every command of the READMEs' shell blocks (sh, bash, shell) as written, in a fresh
// clone of this repository, offline (no API key, no model server), each with a time limit:
// - a plain command must exit 0 (a `--transcript FILE` it names must then exist where it ran);
// - a server (`… dev`, `… serve`) must print its local URL and answer HTTP on it (no 5xx), then
//   is stopped;
// - a block that starts with `export NAME=…` needs a key: its commands must exit 2 and name the
//   variable to set;
// - a test suite (`… test`, `… test:e2e`) is listed but run only with --suites: CI runs every
//   suite as its own step, and they take far longer than the rest together;
// - a block right after the line `<!-- check-readme skip: REASON -->` (hidden on the rendered
//   page) is listed with its reason and not run: for commands that need what a fresh offline
//   clone lacks (the npm registry, a Redis server). A marker not followed by a shell block is
//   an error, so none is lost.
// Usage: node scripts/check-readme-commands.mjs [--here] [--keep] [--suites] [--skip REGEX] [--list] [FILE.md …]
//   --here        run in this working tree instead of a fresh clone (uncommitted work included)
//   --keep        keep the fresh clone (its path is printed)
//   --suites      run the test-suite commands too
//   --skip REGEX  leave out commands matching REGEX (e.g. --skip 'pnpm@10 test$' in CI, which
//                 runs the suite as its own step)
//   --list        print the commands and what is expected of each, run nothing
//   FILE.md       the Markdown files to read (default: every README a user reads: README.md,
//                 examples/*/README.md, packages/*/README.md)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Every README a user reads: the root's, then each example's and each package's. */
export function defaultFiles(dir = root) {
  const files = ['README.md'];
  for (const group of ['examples', 'packages']) {
    const names = readdirSync(join(dir, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(dir, group, d.name, 'README.md')))
      .map((d) => d.name)
      .sort();
    files.push(...names.map((name) => `${group}/${name}/README.md`));
  }
  return files;
}
/** Seconds a command may take: installs and the whole suite get longer. */
const LIMITS = [
  [/pnpm@10 install\b.*pnpm@10 test\b/, 1500],
  [/pnpm@10 test\b/, 1500],
  [/pnpm@10 install\b/, 600],
  [/--games \d+/, 300],
];
const DEFAULT_LIMIT = 180;
const SERVER = /\s(dev|serve)(\s|$)/;
/** A command whose last pnpm script is a test suite: `… test`, `… --filter X test:e2e`. */
const SUITE = /\bpnpm@10\s+(?:--filter\s+\S+\s+)?(?:run\s+)?test(?::[\w-]+)?\s*$/;
const SKIP_MARKER = /^<!--\s*check-readme skip:\s*(.+?)\s*-->$/;
const SERVER_READY_SECONDS = 120;

/** The shell commands of a Markdown text: one per logical line of each sh/bash block. */
export function extractCommands(markdown, file) {
  const commands = [];
  const lines = markdown.split('\n');
  let block = null;
  /** A skip marker waiting for its block: `{ reason, line }`. */
  let marker = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^```(\w*)\s*$/.exec(line.trim());
    if (block === null && !fence) {
      const mark = SKIP_MARKER.exec(line.trim());
      if (mark) marker = { reason: mark[1], line: i + 1 };
      else if (marker && line.trim() !== '')
        throw new Error(
          `${file}:${marker.line}: a skip marker must come right before a shell block`,
        );
      continue;
    }
    if (fence && block === null) {
      if (marker && !['sh', 'bash', 'shell'].includes(fence[1]))
        throw new Error(
          `${file}:${marker.line}: a skip marker must come right before a shell block`,
        );
      block = { lang: fence[1], needsKey: null, pending: '', skip: marker?.reason ?? null };
      marker = null;
      continue;
    }
    if (fence && block !== null) {
      block = null;
      continue;
    }
    if (block === null || !['sh', 'bash', 'shell'].includes(block.lang)) continue;
    const text = block.pending + stripComment(line).trim();
    if (text.endsWith('\\')) {
      block.pending = `${text.slice(0, -1)} `;
      continue;
    }
    block.pending = '';
    if (text === '') continue;
    const key = /^export ([A-Z_]+)=…/.exec(text);
    if (key) {
      block.needsKey = key[1];
      continue;
    }
    commands.push({
      file,
      line: i + 1,
      command: text,
      kind: block.needsKey
        ? 'needs-key'
        : SUITE.test(text)
          ? 'suite'
          : SERVER.test(text)
            ? 'server'
            : 'plain',
      ...(block.skip ? { skip: block.skip } : {}),
    });
  }
  if (marker)
    throw new Error(`${file}:${marker.line}: a skip marker must come right before a shell block`);
  return commands;
}

/** A line without its trailing `# comment` (a `#` outside quotes, after whitespace). */
function stripComment(line) {
  let quote = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i);
  }
  return line;
}

function limitOf(command) {
  return LIMITS.find(([re]) => re.test(command))?.[1] ?? DEFAULT_LIMIT;
}

/** The environment of a user with no key and no model server set. */
function offlineEnv() {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (/_API_KEY$|_BASE_URL$|^FORCE_COLOR$|^INIT_CWD$|^npm_/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, NO_COLOR: '1', CI: 'true' };
}

/** Runs `command` in its own process group; resolves with its exit code and output. */
function run(command, cwd, seconds, onOutput) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], {
      cwd,
      env: offlineEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let timedOut = false;
    const take = (chunk) => {
      output += chunk.toString();
      onOutput?.(output, stop);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    let killer;
    function stop() {
      if (killer) return;
      signalGroup(child.pid, 'SIGTERM');
      killer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 5000);
    }
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, seconds * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killer);
      resolve({ code, signal, output, timedOut });
    });
  });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Runs one command and returns a problem, or null when it did what the README says. */
async function check(entry, cwd) {
  const { command, kind } = entry;
  if (kind === 'server') {
    let url = null;
    let answered = null;
    const result = await run(command, cwd, SERVER_READY_SECONDS, (output, stop) => {
      const found = /https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+\/?\S*/.exec(output);
      if (!found || url) return;
      url = found[0];
      fetch(url)
        .then((res) => {
          answered = res.status;
        })
        .catch((error) => {
          answered = String(error.cause?.code ?? error.message);
        })
        .finally(stop);
    });
    if (!url) {
      return `the server printed no local URL within ${SERVER_READY_SECONDS}s (exit ${result.code})\n${tail(result.output)}`;
    }
    // Any HTTP answer but a server error means it is up (an API may have no page at `/`).
    if (typeof answered !== 'number' || answered >= 500) {
      return `the server at ${url} answered ${answered}\n${tail(result.output)}`;
    }
    return null;
  }
  const result = await run(command, cwd, limitOf(command));
  if (result.timedOut) return `did not finish within ${limitOf(command)}s\n${tail(result.output)}`;
  if (kind === 'needs-key') {
    if (result.code !== 2 || !/[A-Z_]+_API_KEY/.test(result.output)) {
      return `without a key it should exit 2 naming the variable to set; exit ${result.code}\n${tail(result.output)}`;
    }
    return null;
  }
  if (result.code !== 0) return `exit ${result.code ?? result.signal}\n${tail(result.output)}`;
  const transcript = /--transcript\s+(\S+)/.exec(command)?.[1];
  if (transcript && !existsSync(join(cwd, transcript))) {
    return `--transcript ${transcript} was not written where the command ran (${cwd})`;
  }
  return null;
}

function tail(output, lines = 15) {
  return output
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((l) => `    ${l}`)
    .join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      here: { type: 'boolean' },
      skip: { type: 'string' },
      list: { type: 'boolean' },
      keep: { type: 'boolean' },
      suites: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const files = positionals.length > 0 ? positionals : defaultFiles();
  const skip = values.skip ? new RegExp(values.skip) : null;
  const commands = files.flatMap((f) => extractCommands(readFileSync(join(root, f), 'utf8'), f));
  /** Why a command is not run, or null when it is. */
  const skipped = (c) =>
    c.skip ??
    (skip?.test(c.command)
      ? `matches --skip ${values.skip}`
      : c.kind === 'suite' && !values.suites
        ? 'a test suite: CI runs every suite as its own step; --suites runs it here'
        : null);
  if (values.list) {
    for (const c of commands) {
      const why = skipped(c);
      console.log(
        `${c.file}:${c.line}  [${c.kind}${why ? `, skipped: ${why}` : ''}]  ${c.command}`,
      );
    }
    return 0;
  }
  let cwd = root;
  let work = null;
  if (!values.here) {
    work = mkdtempSync(join(tmpdir(), 'playmat-readme-'));
    cwd = join(work, 'playmat');
    const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, cwd], {
      encoding: 'utf8',
    });
    if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
    console.log(`fresh clone of ${root} (HEAD) in ${cwd}`);
  }
  const failures = [];
  let skippedCount = 0;
  const started = Date.now();
  for (const entry of commands) {
    const where = `${entry.file}:${entry.line}`;
    const why = skipped(entry);
    if (why) {
      skippedCount++;
      console.log(`- skipped  ${where}  ${entry.command}\n    (${why})`);
      continue;
    }
    const t0 = Date.now();
    const problem = await check(entry, cwd);
    const took = `${((Date.now() - t0) / 1000).toFixed(1)}s`;
    if (problem) {
      failures.push(`${where}  ${entry.command}\n  ${problem}`);
      console.log(`✗ ${took.padStart(7)}  ${where}  ${entry.command}\n  ${problem}`);
    } else console.log(`✓ ${took.padStart(7)}  ${where}  [${entry.kind}]  ${entry.command}`);
  }
  if (work && !values.keep) rmSync(work, { recursive: true, force: true });
  else if (work) console.log(`kept ${work}`);
  const total = `${((Date.now() - started) / 1000).toFixed(0)}s`;
  if (failures.length > 0) {
    console.error(
      `\nREADME commands: ${failures.length} failed (${total}):\n${failures.join('\n')}`,
    );
    return 1;
  }
  const ran = commands.length - skippedCount;
  console.log(
    `\nREADME commands OK: ${ran} run, ${skippedCount} skipped (listed above with why), from ${files.length} files in ${total}.`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
