/**
 * `pnpm bench`: the engine against two baselines on one fixed 2-player workload, then the cost of
 * a checkpoint as the card count grows. All figures are measured in this run.
 */
import { actions, checkpoint, createHistory, execute, type GameState } from '../src/index';
import { testGameDefinition } from '../src/test/index';
import { EngineTarget, initialState, MutableTarget } from './targets';
import { runWorkload, type WorkloadTarget } from './workload';

function measure(
  make: () => WorkloadTarget,
  rounds: number,
  repeats = 5,
): { opsPerSec: number; actions: number } {
  runWorkload(make(), Math.min(rounds, 200)); // warm-up
  let best = 0;
  let count = 0;
  for (let i = 0; i < repeats; i++) {
    const t = make();
    const start = performance.now();
    count = runWorkload(t, rounds);
    const ms = performance.now() - start;
    best = Math.max(best, count / (ms / 1000));
  }
  return { opsPerSec: best, actions: count };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const DECK = 60;

console.log(
  `Workload: 2 players x ${DECK}-card decks; draws, peeks, moves, counters, shuffles, recycles.\n`,
);
// Interleave the runs and keep each implementation's best, so that load from other processes
// on the machine hits all of them alike.
const best = { engine: 0, mutable: 0, cloned: 0 };
for (let round = 0; round < 5; round++) {
  best.engine = Math.max(best.engine, measure(() => new EngineTarget(DECK), 4000, 1).opsPerSec);
  best.mutable = Math.max(best.mutable, measure(() => new MutableTarget(DECK), 4000, 1).opsPerSec);
  if (round < 3)
    best.cloned = Math.max(
      best.cloned,
      measure(() => new MutableTarget(DECK, true), 200, 1).opsPerSec,
    );
}
const engine = { opsPerSec: best.engine };
const mutable = { opsPerSec: best.mutable };
const cloned = { opsPerSec: best.cloned };

const rows = [
  {
    implementation: '@playmat/engine (immutable, validated, logged)',
    'actions/s': fmt(engine.opsPerSec),
    'engine ÷ this': '1.00',
  },
  {
    implementation: '(a) mutable + JSON deep clone per action',
    'actions/s': fmt(cloned.opsPerSec),
    'engine ÷ this': (engine.opsPerSec / cloned.opsPerSec).toFixed(1),
  },
  {
    implementation: '(b) plain mutable arrays (speed limit)',
    'actions/s': fmt(mutable.opsPerSec),
    'engine ÷ this': (engine.opsPerSec / mutable.opsPerSec).toFixed(2),
  },
];
console.table(rows);
const vsA = engine.opsPerSec / cloned.opsPerSec;
const vsB = engine.opsPerSec / mutable.opsPerSec;
console.log(`engine vs (a): ${vsA.toFixed(1)}x (target >= 50x) ${vsA >= 50 ? 'OK' : 'MISSED'}`);
console.log(
  `engine vs (b): ${vsB.toFixed(2)} of the speed limit (target >= 0.25) ${vsB >= 0.25 ? 'OK' : 'MISSED'}\n`,
);

// Checkpoint cost by table size. A checkpoint keeps a reference, so it must not grow.
function perCall(fn: (i: number) => unknown, n: number): number {
  for (let i = 0; i < Math.min(n, 1000); i++) fn(i);
  const start = performance.now();
  let sink: unknown;
  for (let i = 0; i < n; i++) sink = fn(i);
  if (sink === Symbol.for('never')) console.log(sink);
  return ((performance.now() - start) * 1e6) / n;
}
const sizeRows = [];
for (const cards of [60, 600, 6000]) {
  const state: GameState = initialState(cards / 2);
  let history = createHistory(state);
  const draw = actions.draw({ player: 'p1' });
  history = {
    ...history,
    state: (execute(testGameDefinition, state, draw) as { state: GameState }).state,
  };
  const cp = Math.min(
    ...Array.from({ length: 5 }, () => perCall(() => checkpoint(history), 1_000_000)),
  );
  const json = perCall(() => JSON.parse(JSON.stringify(history.state)), cards >= 6000 ? 50 : 500);
  const exec = perCall(
    (i) =>
      execute(
        testGameDefinition,
        state,
        i % 2 ? draw : actions.peek({ player: 'p1', zone: 'deck', count: 3 }),
      ),
    cards >= 6000 ? 2000 : 20000,
  );
  sizeRows.push({
    cards,
    'checkpoint ns': cp.toFixed(1),
    'JSON clone ns': fmt(json),
    'execute ns (draw/peek)': fmt(exec),
  });
}
console.table(sizeRows);
const cps = sizeRows.map((r) => Number(r['checkpoint ns']));
const growth = (cps[2] as number) / (cps[0] as number);
console.log(
  `checkpoint 6,000 vs 60 cards: ${growth.toFixed(2)}x (must not grow; a checkpoint is a reference, so any difference is timer noise) ${growth < 2 ? 'OK' : 'CHECK'}`,
);
