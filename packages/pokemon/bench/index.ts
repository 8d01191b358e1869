/**
 * Bot benchmarks, all measured in one run (`pnpm bench`, i.e. `npx tsx bench/index.ts`):
 * full games per second (bots through the agent runtime vs bots driving the engine directly,
 * with the AI SDK's own cost for the same requests as the ceiling of that ratio),
 * input tokens and modelled cost per game with each token lever on its own (autonomous and
 * pipeline), recovery from error texts per mistake class, bot strength against a
 * random-legal-action player, and a soak of seeded games through the runtime. Sizes: BENCH_GAMES, BENCH_SIZE_GAMES, BENCH_RECOVERY_GAMES, BENCH_STRENGTH_GAMES, BENCH_SOAK_GAMES.
 */

import { playBotMatch } from '../src/bots/bot-match';
import { playBotGameDirect } from '../src/bots/direct';
import { BUNDLED_DECKS } from '../src/decks/bundled-decks';
import { createPokemonPlugin } from '../src/plugin';
import { recoveryTable } from './recovery';
import { createSdkReplay, recordRequests } from './sdk-floor';
import { CHEAP, leverTable, SONNET, tokenTargets } from './tokens';

const ids = BUNDLED_DECKS.map((d) => d.id);
const plugin = createPokemonPlugin();
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const decksFor = (i: number) => ({
  p1: ids[i % ids.length] as string,
  p2: ids[(i * 5 + 3) % ids.length] as string,
});
/** The soak walks every ordered pairing of the bundled decks in turn (56 with eight decks). */
const soakDecksFor = (i: number) => {
  const a = i % ids.length;
  const b = (a + 1 + (Math.floor(i / ids.length) % (ids.length - 1))) % ids.length;
  return { p1: ids[a] as string, p2: ids[b] as string };
};

/** CPU milliseconds this process used since `start` (immune to other processes' load). */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function directGames(n: number) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let unfinished = 0;
  for (let i = 0; i < n; i++) {
    const r = await playBotGameDirect({ decks: decksFor(i), seed: i, plugin, keepLog: false });
    if (!r.winner) unfinished++;
  }
  const cpuMs = cpuMsSince(c0);
  const ms = performance.now() - t0;
  const s = ms / 1000;
  return {
    games: n,
    seconds: +s.toFixed(2),
    gamesPerSecond: +(n / s).toFixed(2),
    unfinished,
    ms,
    cpuMs,
  };
}

async function runtimeGames(n: number, offset = 0, decks = decksFor) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let unfinished = 0;
  let stalls = 0;
  let crashes = 0;
  for (let i = offset; i < offset + n; i++) {
    try {
      const { summary } = await playBotMatch({ decks: decks(i), seed: i, plugin });
      if (summary.end !== 'game_over' || !summary.winner) unfinished++;
      stalls += summary.stalls;
    } catch {
      crashes++;
    }
  }
  const cpuMs = cpuMsSince(c0);
  const ms = performance.now() - t0;
  const s = ms / 1000;
  return {
    games: n,
    seconds: +s.toFixed(2),
    gamesPerSecond: +(n / s).toFixed(2),
    unfinished,
    stalls,
    crashes,
    ms,
    cpuMs,
  };
}

async function strength(n: number) {
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const botSeat = i % 2 === 0 ? 'p1' : 'p2';
    const randomSeat = botSeat === 'p1' ? 'p2' : 'p1';
    const r = await playBotGameDirect({
      decks: { p1: ids[i % ids.length] as string, p2: ids[(i * 3 + 1) % ids.length] as string },
      seed: 1000 + i,
      plugin,
      keepLog: false,
      randomPlayers: { [randomSeat]: i },
    });
    if (r.winner === botSeat) wins++;
  }
  return { games: n, botWins: wins, winRate: +(wins / n).toFixed(3), target: 0.9 };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/**
 * Games per CPU-second through the runtime against the same games straight on the engine: after
 * a warm-up round, `rounds` interleaved rounds of the same seeds. Time is this process's CPU time,
 * so other work on the machine does not move the figure; the ratio is taken within each round
 * and the median over rounds is the figure.
 */
async function speed(total: number, rounds: number) {
  const perRound = Math.max(1, Math.round(total / rounds));
  // A warm-up round, not counted: both paths share the engine and bot code the JIT warms.
  await directGames(perRound);
  await runtimeGames(perRound);
  const sdk = createSdkReplay(await recordRequests(plugin, decksFor, perRound));
  await sdk.replay();
  const direct: Awaited<ReturnType<typeof directGames>>[] = [];
  const runtime: Awaited<ReturnType<typeof runtimeGames>>[] = [];
  const sdkCpuMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    direct.push(await directGames(perRound));
    runtime.push(await runtimeGames(perRound));
    const c0 = process.cpuUsage();
    await sdk.replay();
    sdkCpuMs.push(cpuMsSince(c0));
  }
  const ratios = runtime.map((r, i) => (direct[i] as { cpuMs: number }).cpuMs / r.cpuMs);
  const row = (xs: { cpuMs: number; ms: number; unfinished: number }[]) => ({
    games: perRound * rounds,
    cpuMsPerGame: +median(xs.map((x) => x.cpuMs / perRound)).toFixed(1),
    gamesPerCpuSecond: +median(xs.map((x) => (1000 * perRound) / x.cpuMs)).toFixed(2),
    wallMsPerGame: +median(xs.map((x) => x.ms / perRound)).toFixed(1),
    unfinished: xs.reduce((u, x) => u + x.unfinished, 0),
  });
  console.log(
    `games per CPU-second (bot vs bot, same decks and seeds; median of ${rounds} interleaved rounds of ${perRound} games):`,
  );
  console.table({ 'engine-direct': row(direct), 'through the runtime': row(runtime) });
  const ratio = median(ratios);
  console.log(
    `runtime / direct speed: ${ratio.toFixed(3)}× (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})   target >= 0.50 ${ratio >= 0.5 ? 'holds' : 'MISSED'}`,
  );
  // What the AI SDK alone costs for the same requests bounds the ratio from above.
  const ceilings = sdkCpuMs.map((ms, i) => {
    const d = (direct[i] as { cpuMs: number }).cpuMs;
    return d / (d + ms);
  });
  console.log(
    `the AI SDK alone, the same ${sdk.requestsPerGame.toFixed(1)} requests per game sent again through generateText with a no-op model: ${median(sdkCpuMs.map((ms) => ms / perRound)).toFixed(1)} ms CPU per game; ceiling of the ratio if everything else were free: ${median(ceilings).toFixed(3)}×`,
  );
}

const t0 = performance.now();
await speed(env('BENCH_GAMES', 40), env('BENCH_ROUNDS', 5));
if (process.env.BENCH_ONLY === 'speed') process.exit(0);

const sizeGames = env('BENCH_SIZE_GAMES', 8);
const levers = await leverTable(
  { full: plugin, compact: createPokemonPlugin({ compactTools: true }) },
  decksFor,
  sizeGames,
);
console.log(
  `\ninput per game over ${sizeGames} games, each token lever on its own (same seeds; Sonnet-class ${SONNET} for autonomous and planner, ${CHEAP} for the executor; tokens counted with o200k_base, an estimate for Anthropic's tokenizer):`,
);
console.table(levers.map(({ compactTools, condense, stateAsChanges, promptCache, ...row }) => row));
for (const line of tokenTargets(levers)) console.log(`  ${line}`);

console.log(
  '\nrecovery from the error text alone (a scripted executor spoils an honest call, then fixes it):',
);
console.table(await recoveryTable(plugin, env('BENCH_RECOVERY_GAMES', 8)));

console.log('\nbot strength vs the random-legal-action player:');
console.table([await strength(env('BENCH_STRENGTH_GAMES', 200))]);

const soak = env('BENCH_SOAK_GAMES', 1000);
console.log(
  `\nsoak: ${soak} seeded bot-vs-bot games through the runtime, every ordered pairing in turn:`,
);
const {
  ms: _soakMs,
  cpuMs: _soakCpuMs,
  ...soakRow
} = await runtimeGames(soak, 10_000, soakDecksFor);
console.table([soakRow]);
console.log(`\nbench total: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
