/**
 * `pnpm bench`: what writing a finished game costs in the tournament store, against a baseline
 * measured in the same run. The store writes the whole SQLite file (to a temporary file, flushed,
 * then renamed) after every game, so the cost grows with the tournament; the baseline is the
 * same store in memory (no file). Figures are medians of RUNS runs, in CPU milliseconds of this
 * process per game, interleaved so load from other processes hits both alike; the file store's
 * wall time (which includes the disk flush) is shown beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roundRobin } from '../src/schedule/round-robin';
import { openTournamentStore } from '../src/store/sqlite-store';
import type { GameOutcome, TournamentPlan } from '../src/types';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const SIZES = [120, 600, 2400] as const;
const WRITES = 40;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function outcome(plan: TournamentPlan, index: number): GameOutcome {
  const g = plan.games[index]!;
  return {
    winner: g.seats[0]!,
    end: 'game_over',
    reason: 'prizes',
    turns: 30,
    durationMs: 12_345,
    transcript: `games/game-${index}.jsonl`,
    seats: g.seats.map((entrant) => ({
      entrant,
      inputTokens: 250_000,
      outputTokens: 4_000,
      cost: 0.42,
      calls: 180,
      rejected: 3,
      turns: 15,
      seconds: 90,
    })),
  };
}

/** CPU and wall ms per game for WRITES results into a store already holding `size - WRITES`. */
async function measure(size: number, file: boolean): Promise<{ cpu: number; wall: number }> {
  const entrants = Array.from({ length: 4 }, (_, i) => ({ id: `model-${i}` }));
  const plan = roundRobin({ entrants, rounds: size / 12, seed: 1 });
  const dir = file ? mkdtempSync(join(tmpdir(), 'store-bench-')) : null;
  const store = await openTournamentStore(dir ? join(dir, 't.sqlite') : null);
  store.open(plan);
  // Fill without timing (the file store writes its file each time here too: the slow part).
  const first = size - WRITES;
  for (let i = 0; i < first; i++) store.recordResult(i, outcome(plan, i), 1);
  const cpu0 = cpuMs();
  const wall0 = performance.now();
  for (let i = first; i < size; i++) store.recordResult(i, outcome(plan, i), 1);
  const cpu = (cpuMs() - cpu0) / WRITES;
  const wall = (performance.now() - wall0) / WRITES;
  store.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  return { cpu, wall };
}

console.log(
  `tournament store: ms per finished game written (median of ${RUNS} runs, ${WRITES} writes each)\n`,
);
console.log('games in store   memory cpu   file cpu   file wall   file/memory (cpu)');
for (const size of SIZES) {
  const memory: number[] = [];
  const fileCpu: number[] = [];
  const fileWall: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    memory.push((await measure(size, false)).cpu);
    const f = await measure(size, true);
    fileCpu.push(f.cpu);
    fileWall.push(f.wall);
  }
  const m = median(memory);
  const c = median(fileCpu);
  console.log(
    `${String(size).padStart(14)}   ${m.toFixed(3).padStart(10)}   ${c.toFixed(3).padStart(8)}   ${median(fileWall).toFixed(3).padStart(9)}   ${(c / m).toFixed(1).padStart(17)}x`,
  );
}
