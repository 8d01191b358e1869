/**
 * `pnpm bench` (in examples/pokemon-cli): the README's Redis command — workers started with
 * `demo worker --redis URL`, a coordinator `demo --players … --redis URL` with no
 * --concurrency — played by two workers against one, on a redis-server of its own. The figure
 * is the time from the first game's start to the last game's end (process start-up left out),
 * median of RUNS runs; each run plays both ways on the same seed, the order alternating, so
 * load from other processes hits both alike. Two workers should take about half the time.
 *
 * Each command runs in a session of its own, as in its own terminal or on its own machine:
 * Linux shares the CPU between sessions (autogroups) before processes, so on a busy machine two
 * workers started from one session would get the CPU of one. Beside each run, the baseline: how
 * much more CPU two sessions get than one on this machine at that moment (two busy loops
 * against one) — the most two workers could give if a worker used one core. It uses more: V8
 * compiles hot code and collects garbage on threads of its own, so the last column is the cores
 * the one worker kept busy while it played (its CPU time, all threads, ÷ the time). Two workers
 * on a machine of C cores can give at most C ÷ that; on two machines, 2×.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRedisServer, startRedis } from '../../../packages/tournament/src/__fixtures__/redis';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_TURNS = Number(process.env.BENCH_MAX_TURNS ?? 20);
const PLAYERS = 'bot,bot@pipeline,random';
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'redis-workers-bench-'));

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * `demo ARGS` as the README runs it (tsx, the workspace sources), in a session of its own;
 * stderr read line by line.
 */
function demo(args: string[], onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: packageDir,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.run.json', NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let buffer = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const l of lines) onLine(l);
  });
  return child;
}

/** CPU seconds process `pid` has used, all its threads (Linux), or NaN. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Work done in 3 s by `sessions` busy loops, each in a session of its own. */
async function spin(sessions: number): Promise<number> {
  const loop =
    'const t=Date.now();let n=0;while(Date.now()-t<3000){for(let i=0;i<1e5;i++)n++}console.log(n)';
  const counts = await Promise.all(
    Array.from(
      { length: sessions },
      () =>
        new Promise<number>((resolve) => {
          const child = spawn(process.execPath, ['-e', loop], {
            stdio: ['ignore', 'pipe', 'ignore'],
            detached: true,
          });
          let out = '';
          child.stdout!.on('data', (c: Buffer) => {
            out += c.toString();
          });
          child.once('close', () => resolve(Number(out)));
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Seconds from the first game's start to the last game's end with `workers` workers, and the
 * cores they kept busy meanwhile (their CPU time ÷ those seconds).
 */
async function play(
  url: string,
  workers: number,
  seed: number,
): Promise<{ seconds: number; cores: number }> {
  const queue = `bench-${workers}-${seed}-${Date.now()}`;
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  let cpuAtFirst = 0;
  let cpuAtLast = 0;
  const ready: Promise<void>[] = [];
  const children: ChildProcess[] = [];
  const cpu = () => children.reduce((sum, c) => sum + cpuSeconds(c.pid!), 0);
  for (let i = 0; i < workers; i++) {
    let started!: () => void;
    ready.push(new Promise((resolve) => (started = resolve)));
    children.push(
      demo(['worker', '--redis', url, '--queue', queue], (line) => {
        if (line.includes('waiting for games')) started();
        if (line.startsWith('playing game') && first === Number.POSITIVE_INFINITY) {
          first = performance.now();
          cpuAtFirst = cpu();
        }
        if (line.startsWith('done game')) {
          last = Math.max(last, performance.now());
          cpuAtLast = cpu();
        }
      }),
    );
  }
  await Promise.all(ready);
  const coordinator = demo(
    [
      '--players',
      PLAYERS,
      '--rounds',
      String(ROUNDS),
      '--max-turns',
      String(MAX_TURNS),
      '--seed',
      String(seed),
      '--redis',
      url,
      '--queue',
      queue,
      '--store',
      join(dir, `${queue}.sqlite`),
    ],
    () => {},
  );
  const code = await new Promise<number | null>((resolve) => coordinator.once('exit', resolve));
  for (const c of children) c.kill('SIGINT');
  await Promise.all(children.map((c) => new Promise((resolve) => c.once('exit', resolve))));
  if (code !== 0) throw new Error(`the coordinator exited with ${code}`);
  const seconds = (last - first) / 1000;
  return { seconds, cores: (cpuAtLast - cpuAtFirst) / seconds };
}

const binary = findRedisServer();
if (!binary)
  throw new Error("redis-server was not found: apt-get install redis-server (Debian's).");
const redis = await startRedis(binary);
const url = `redis://127.0.0.1:${redis.port}`;
const games = ROUNDS * 6;
console.log(
  `The README's Redis command: ${games} games (${PLAYERS}, --max-turns ${MAX_TURNS}), one worker against two; median of ${RUNS} runs\n`,
);
console.log(
  'run   1 worker (s)   2 workers (s)   speed-up   machine: 2 sessions ÷ 1   cores 1 worker used',
);
const ratios: number[] = [];
const ceilings: number[] = [];
const one: number[] = [];
const two: number[] = [];
const cores: number[] = [];
const row = (label: string, t1: number, t2: number, ratio: number, ceiling: number, c: number) =>
  console.log(
    `${label.padEnd(6)}${t1.toFixed(1).padStart(12)}   ${t2.toFixed(1).padStart(13)}   ${ratio.toFixed(2).padStart(7)}×   ${ceiling.toFixed(2).padStart(21)}×   ${c.toFixed(2).padStart(19)}`,
  );
try {
  for (let run = 0; run < RUNS; run++) {
    const seed = 100 + run;
    const order = run % 2 === 0 ? [1, 2] : [2, 1];
    const times: Record<number, { seconds: number; cores: number }> = {};
    for (const w of order) times[w] = await play(url, w, seed);
    const ceiling = (await spin(2)) / (await spin(1));
    one.push(times[1]!.seconds);
    two.push(times[2]!.seconds);
    ratios.push(times[1]!.seconds / times[2]!.seconds);
    ceilings.push(ceiling);
    cores.push(times[1]!.cores);
    row(
      String(run + 1).padStart(3),
      one.at(-1)!,
      two.at(-1)!,
      ratios.at(-1)!,
      ceiling,
      cores.at(-1)!,
    );
  }
  console.log('');
  row('median', median(one), median(two), median(ratios), median(ceilings), median(cores));
  console.log(
    '\nspeed-up: two workers ÷ one (2× at most); machine: the CPU two sessions get ÷ one session, now;\ncores: the CPU time of the one worker (every thread: V8 compiles and collects garbage beside the game) ÷ its time — on this machine two workers give at most its cores ÷ that.',
  );
} finally {
  await redis.stop();
}
