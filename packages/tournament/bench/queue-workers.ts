/**
 * `pnpm bench:queue`: the queue alone — a coordinator (`createQueuePlayer`, its `capacity` as
 * the concurrency, a store on disk) handing GAMES games to one worker process against two,
 * where each game only waits GAME_MS and uses no CPU. Two workers should take half the time:
 * what is lost is what the coordinator, the store and Redis serialise. The figure is the time
 * from the first game's start to the last game's end, median of RUNS runs, both ways per run,
 * the order alternating. (`examples/pokemon-cli` `pnpm bench` plays real games; there the
 * machine's cores are shared too.)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnLines } from '../src/__fixtures__/child-lines';
import { findRedisServer, startRedis } from '../src/__fixtures__/redis';
import { createQueuePlayer } from '../src/queue/index';
import { runTournament } from '../src/runner/run-tournament';
import { roundRobin } from '../src/schedule/round-robin';
import { openTournamentStore } from '../src/store/sqlite-store';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GAME_MS = Number(process.env.BENCH_GAME_MS ?? 300);
const workerScript = fileURLToPath(
  new URL('../src/__fixtures__/queue-worker.mjs', import.meta.url),
);
const dir = mkdtempSync(join(tmpdir(), 'queue-workers-bench-'));

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Seconds from the first game's start to the last game's end with `workers` worker processes. */
async function play(port: number, workers: number, run: number): Promise<number> {
  const queue = `bench-${workers}-${run}-${Date.now()}`;
  const children = Array.from({ length: workers }, (_, i) =>
    spawnLines(workerScript, {
      REDIS_PORT: String(port),
      WORKER_ID: `w${i}`,
      QUEUE: queue,
      GAME_MS: String(GAME_MS),
    }),
  );
  const player = createQueuePlayer({ connection: { host: '127.0.0.1', port }, queueName: queue });
  const store = await openTournamentStore(join(dir, `${queue}.sqlite`));
  try {
    await Promise.all(children.map((c) => c.waitFor((l) => l.includes('ready'), 'ready', 60_000)));
    await player.ready();
    // Every worker counted before the first game, as when workers are started first.
    while (player.capacity.current() < workers) await new Promise((r) => setTimeout(r, 50));
    const entrants = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const plan = roundRobin({ entrants, rounds: ROUNDS, seed: 100 + run });
    let first = 0;
    let last = 0;
    await runTournament({
      store,
      plan,
      play: player.play,
      concurrency: player.capacity,
      onEvent: (e) => {
        if (e.type === 'game_start' && first === 0) first = performance.now();
        if (e.type === 'game_end') last = performance.now();
      },
    });
    return (last - first) / 1000;
  } finally {
    await player.close();
    store.close();
    for (const c of children) c.child.kill('SIGKILL');
  }
}

const binary = findRedisServer();
if (!binary)
  throw new Error("redis-server was not found: apt-get install redis-server (Debian's).");
const redis = await startRedis(binary);
const games = ROUNDS * 6;
console.log(
  `The queue alone: ${games} games that wait ${GAME_MS} ms each (no CPU), one worker against two; median of ${RUNS} runs\n`,
);
console.log('run   1 worker (s)   2 workers (s)   speed-up');
const one: number[] = [];
const two: number[] = [];
const ratios: number[] = [];
const row = (label: string, t1: number, t2: number, ratio: number) =>
  console.log(
    `${label.padEnd(6)}${t1.toFixed(2).padStart(12)}   ${t2.toFixed(2).padStart(13)}   ${ratio.toFixed(2).padStart(7)}×`,
  );
try {
  for (let run = 0; run < RUNS; run++) {
    const times: Record<number, number> = {};
    for (const w of run % 2 === 0 ? [1, 2] : [2, 1]) times[w] = await play(redis.port, w, run);
    one.push(times[1]!);
    two.push(times[2]!);
    ratios.push(times[1]! / times[2]!);
    row(String(run + 1).padStart(3), times[1]!, times[2]!, ratios.at(-1)!);
  }
  console.log('');
  row('median', median(one), median(two), median(ratios));
  console.log(
    `\nspeed-up: two workers ÷ one (2× at most). A game's own time is ${GAME_MS} ms: one worker's time over ${((games * GAME_MS) / 1000).toFixed(1)} s is what each game costs the queue.`,
  );
} finally {
  await redis.stop();
}
