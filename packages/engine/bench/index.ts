/**
 * `pnpm bench`: the engine against two baselines on one fixed 2-player workload, then execute,
 * view, checkpoint and serialize as the table grows. Every figure is measured in this run; each
 * is the median of RUNS runs, and the throughput runs are interleaved so that load from other
 * processes on the machine hits the engine and its baselines alike. Times are this process's
 * CPU time (user + system), which other processes on a busy machine disturb far less than the
 * wall clock.
 */
import {
  type Action,
  actions,
  checkpoint,
  createHistory,
  execute,
  type GameState,
  listOf,
  serializeState,
  view,
  type Zone,
} from '../src/index';
import { testGameDefinition } from '../src/test/index';
import {
  HOOK_DECK,
  HOOK_PLAYERS,
  HooksEngineTarget,
  HooksMutableTarget,
  type HooksTarget,
  runHooksWorkload,
} from './hooks-game';
import { checkSameGame, HooksLeanTarget } from './hooks-lean';
import { EngineTarget, initialState, MutableTarget } from './targets';
import { runWorkload, type WorkloadTarget } from './workload';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 7));
const DECK = 60;
const SIZES = [60, 600, 6000] as const;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
/** CPU milliseconds used by this process so far. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const ns = (n: number) => (n < 100 ? n.toFixed(1) : fmt(n));

/** Actions per second of one run of the workload. */
function throughput(make: () => WorkloadTarget, rounds: number): number {
  const t = make();
  const start = cpuMs();
  const count = runWorkload(t, rounds);
  return count / ((cpuMs() - start) / 1000);
}

/** Nanoseconds per call of `fn`, averaged over `n` calls (after a short warm-up). */
function perCall(fn: (i: number) => unknown, n: number): number {
  for (let i = 0; i < Math.min(n, 500); i++) fn(i);
  const start = cpuMs();
  let sink: unknown;
  for (let i = 0; i < n; i++) sink = fn(i);
  if (sink === Symbol.for('never')) console.log(sink);
  return ((cpuMs() - start) * 1e6) / n;
}

// --- 1. Throughput on the small game, side by side -------------------------------------------
console.log(
  `Workload: 2 players x ${DECK}-card decks; draws, peeks, moves, counters, shuffles, recycles.`,
);
console.log(`Median of ${RUNS} interleaved runs.\n`);
for (let i = 0; i < 2; i++) {
  runWorkload(new EngineTarget(DECK), 1000);
  runWorkload(new MutableTarget(DECK), 1000);
}
const runs = { engine: [] as number[], mutable: [] as number[], cloned: [] as number[] };
const ratios = { mutable: [] as number[], cloned: [] as number[] };
for (let r = 0; r < RUNS; r++) {
  const e = throughput(() => new EngineTarget(DECK), 8000);
  const m = throughput(() => new MutableTarget(DECK), 8000);
  runs.engine.push(e);
  runs.mutable.push(m);
  ratios.mutable.push(e / m);
}
// The JSON-clone baseline leaves the heap full of garbage that the next run would pay for, so
// it runs after the others (still beside the engine, one run of each in turn).
for (let r = 0; r < RUNS; r++) {
  const c = throughput(() => new MutableTarget(DECK, true), 150);
  const e = throughput(() => new EngineTarget(DECK), 4000);
  runs.cloned.push(c);
  ratios.cloned.push(e / c);
}
const vsMutable = median(ratios.mutable);
const vsCloned = median(ratios.cloned);
console.table([
  {
    implementation: '@playmat/engine (immutable, validated, logged)',
    'actions/s': fmt(median(runs.engine)),
    'engine ÷ this': '1.00',
  },
  {
    implementation: '(a) mutable + JSON deep clone per action',
    'actions/s': fmt(median(runs.cloned)),
    'engine ÷ this': vsCloned.toFixed(1),
  },
  {
    implementation: '(b) plain mutable arrays (speed limit)',
    'actions/s': fmt(median(runs.mutable)),
    'engine ÷ this': vsMutable.toFixed(2),
  },
]);

// --- 1b. The hooks game: post-hooks and follow-ups on most actions -------------------------
/** Turns per second of one run of the hooks game. */
function hooksThroughput(make: () => HooksTarget, turns: number): number {
  const t = make();
  const start = cpuMs();
  runHooksWorkload(t, turns);
  return turns / ((cpuMs() - start) / 1000);
}
console.log(
  `\nThe hooks game: ${HOOK_PLAYERS.length} players x ${HOOK_DECK} cards (${HOOK_PLAYERS.length * HOOK_DECK} on the table); a turn is one play, whose post-hooks queue the card's move, the end of the turn and the next draw (4 engine actions, 6 on a reshuffle).`,
);
// The yardsticks play the very game the engine plays (the same cards, states and events).
checkSameGame(500);
for (let i = 0; i < 2; i++) {
  runHooksWorkload(new HooksEngineTarget(), 2000);
  runHooksWorkload(new HooksLeanTarget(), 2000);
  runHooksWorkload(new HooksMutableTarget(), 2000);
}
const hookRuns = {
  engine: [] as number[],
  lean: [] as number[],
  mutable: [] as number[],
  ratio: [] as number[],
  vsLean: [] as number[],
  leanRatio: [] as number[],
};
for (let r = 0; r < RUNS; r++) {
  const e = hooksThroughput(() => new HooksEngineTarget(), 6000);
  const l = hooksThroughput(() => new HooksLeanTarget(), 6000);
  const m = hooksThroughput(() => new HooksMutableTarget(), 6000);
  hookRuns.engine.push(e);
  hookRuns.lean.push(l);
  hookRuns.mutable.push(m);
  hookRuns.ratio.push(e / m);
  hookRuns.vsLean.push(e / l);
  hookRuns.leanRatio.push(l / m);
}
const hooksVsMutable = median(hookRuns.ratio);
const hooksVsLean = median(hookRuns.vsLean);
console.table([
  {
    implementation: '@playmat/engine (one execute per turn)',
    'turns/s': fmt(median(hookRuns.engine)),
    'µs per turn': (1e6 / median(hookRuns.engine)).toFixed(1),
    'engine ÷ this': '1.00',
    'this ÷ plain': hooksVsMutable.toFixed(3),
  },
  {
    implementation: 'lean immutable engine for this one game (same states, log, events)',
    'turns/s': fmt(median(hookRuns.lean)),
    'µs per turn': (1e6 / median(hookRuns.lean)).toFixed(1),
    'engine ÷ this': hooksVsLean.toFixed(3),
    'this ÷ plain': median(hookRuns.leanRatio).toFixed(3),
  },
  {
    implementation: 'plain mutable JS, the same game (speed limit)',
    'turns/s': fmt(median(hookRuns.mutable)),
    'µs per turn': (1e6 / median(hookRuns.mutable)).toFixed(2),
    'engine ÷ this': hooksVsMutable.toFixed(3),
    'this ÷ plain': '1.00',
  },
]);
console.log('Side by side (engine ÷ plain mutable JS, median of the same interleaved runs):');
console.table([
  {
    game: 'main workload (draws, peeks, moves, counters)',
    'engine ÷ mutable': vsMutable.toFixed(3),
  },
  { game: 'hooks game (post-hooks, follow-ups)', 'engine ÷ mutable': hooksVsMutable.toFixed(3) },
]);

// --- 2. Cost by table size ---------------------------------------------------------------------
interface SizeFigures {
  execute: number;
  view: number;
  viewAfterDraw: number;
  viewAgain: number;
  checkpoint: number;
  serialize: number;
}

/** One run of every per-size measurement. */
function sizeRun(cards: number): SizeFigures {
  const state: GameState = initialState(cards / 2);
  const draw = actions.draw({ player: 'p1' });
  const peek = actions.peek({ player: 'p1', zone: 'deck', count: 3 });
  const exec = perCall(
    (i) => execute(testGameDefinition, state, i % 2 ? draw : peek),
    cards >= 6000 ? 20_000 : 40_000,
  );

  // Views of fresh states: each state comes from one action on the one before, as in a game,
  // so a view can only reuse what the states before it already had.
  const steps: Action[] = [
    draw,
    actions.moveCard({ player: 'p1', card: '', from: 'hand', to: 'board', position: 'bottom' }),
    actions.addCounter({ player: 'p1', card: '', zone: 'board', counter: 'damage' }),
    actions.moveCard({ player: 'p1', card: '', from: 'board', to: 'discard' }),
  ];
  const makeChain = (pattern: readonly Action[], length: number): GameState[] => {
    const chain: GameState[] = [];
    let s = state;
    for (let i = 0; chain.length < length; i++) {
      let a = pattern[i % pattern.length] as Action;
      if ('card' in a) {
        const zone = (a as { from?: string }).from ?? (a as { zone: string }).zone;
        // listOf reads a big zone's top card in O(1) (zone.cards would build its array).
        a = { ...a, card: `#${listOf(s.zones[`p1:${zone}`] as Zone).at(0)}` } as Action;
      }
      const r = execute(testGameDefinition, s, a);
      if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
      s = r.state;
      chain.push(s);
    }
    return chain;
  };
  /** CPU ns per view of each state of fresh chains (5 of them, so caches of one do not help). */
  const viewChains = (pattern: readonly Action[], length: number) => {
    let time = 0;
    let chain: GameState[] = [];
    for (let k = 0; k < 5; k++) {
      chain = makeChain(pattern, length);
      const start = cpuMs();
      for (const c of chain) view(testGameDefinition, c, 'p1');
      time += cpuMs() - start;
    }
    return { ns: (time * 1e6) / (5 * length), chain };
  };
  view(testGameDefinition, state, 'p1');
  const mixed = viewChains(steps, 100);
  const viewFresh = mixed.ns;
  const chain = mixed.chain;
  // A view right after each draw: the deck changed every time (a 60-card game has 30 to draw).
  const viewAfterDraw = viewChains([draw], 25).ns;
  const last = chain[chain.length - 1] as GameState;
  const viewAgain = perCall(() => view(testGameDefinition, last, 'p1'), 20_000);

  const history = createHistory(last);
  const cp = perCall(() => checkpoint(history), 1_000_000);
  const ser = perCall(() => serializeState(last), cards >= 6000 ? 40 : 400);
  return {
    execute: exec,
    view: viewFresh,
    viewAfterDraw,
    viewAgain,
    checkpoint: cp,
    serialize: ser,
  };
}

const bySize = new Map<number, SizeFigures[]>(SIZES.map((n) => [n, []]));
for (let r = 0; r < RUNS; r++) for (const n of SIZES) bySize.get(n)?.push(sizeRun(n));
const med = (n: number, k: keyof SizeFigures) => median((bySize.get(n) ?? []).map((f) => f[k]));
console.log(`\nCost by table size (ns per call, median of ${RUNS} runs):`);
console.table(
  SIZES.map((n) => ({
    cards: n,
    'execute (draw/peek)': ns(med(n, 'execute')),
    'view (fresh state)': ns(med(n, 'view')),
    'view (after a draw)': ns(med(n, 'viewAfterDraw')),
    'view (same state)': ns(med(n, 'viewAgain')),
    checkpoint: ns(med(n, 'checkpoint')),
    'serialize (JSON)': ns(med(n, 'serialize')),
  })),
);
const execGrowth = median(
  (bySize.get(6000) ?? []).map((f, i) => f.execute / (bySize.get(60)?.[i]?.execute ?? 1)),
);
const cpGrowth = median(
  (bySize.get(6000) ?? []).map((f, i) => f.checkpoint / (bySize.get(60)?.[i]?.checkpoint ?? 1)),
);
const view6000 = Math.max(med(6000, 'view'), med(6000, 'viewAfterDraw')) / 1000;

// --- 3. Targets --------------------------------------------------------------------------------
const line = (what: string, figure: string, target: string, met: boolean) =>
  console.log(`${met ? 'MET   ' : 'MISSED'}  ${what}: ${figure} (target ${target})`);
console.log('\nTargets:');
line('engine vs plain mutable JS', `${vsMutable.toFixed(3)}x`, '>= 0.25x', vsMutable >= 0.25);
line(
  'engine vs plain mutable JS on the hooks game',
  `${hooksVsMutable.toFixed(3)}x`,
  '>= 0.2x',
  hooksVsMutable >= 0.2,
);
console.log(
  `        engine vs a lean immutable engine for the hooks game alone: ${hooksVsLean.toFixed(3)}x (a yardstick, no target)`,
);
line('engine vs JSON clone per action', `${vsCloned.toFixed(1)}x`, '>= 50x', vsCloned >= 50);
line('execute at 6,000 cards vs at 60', `${execGrowth.toFixed(2)}x`, '<= 1.5x', execGrowth <= 1.5);
line(
  'view of a fresh state at 6,000 cards (the worse of: along a game, right after a draw)',
  `${view6000.toFixed(1)} µs`,
  '<= 20 µs',
  view6000 <= 20,
);
line(
  'checkpoint at 6,000 cards vs at 60',
  `${cpGrowth.toFixed(2)}x`,
  '< 2x: a reference, any difference is timer noise',
  cpGrowth < 2,
);
