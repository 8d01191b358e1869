/**
 * Bot benchmarks, all measured in one run (`pnpm bench`, i.e. `npx tsx bench/index.ts`):
 * full games per second (bots through the agent runtime vs bots driving the engine directly),
 * input size and modelled cost per game (autonomous vs pipeline, with and without condensing),
 * recovery from error texts per mistake class, bot strength against a random-legal-action player, and a soak of seeded games through the
 * runtime. Sizes: BENCH_GAMES, BENCH_SIZE_GAMES, BENCH_RECOVERY_GAMES, BENCH_STRENGTH_GAMES, BENCH_SOAK_GAMES.
 */

import { costOf, priceFor } from '@playmat/agent';
import type { AiMode } from '@playmat/agent/game';
import { createPromptCacheSimulator, type PromptCacheSimulator } from '@playmat/agent/test';
import { playBotMatch } from '../src/bots/bot-match';
import { playBotGameDirect } from '../src/bots/direct';
import { BUNDLED_DECKS } from '../src/decks/bundled-decks';
import { createPokemonPlugin } from '../src/plugin';
import { recoveryTable } from './recovery';

const ids = BUNDLED_DECKS.map((d) => d.id);
const plugin = createPokemonPlugin();
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const decksFor = (i: number) => ({
  p1: ids[i % ids.length] as string,
  p2: ids[(i * 5 + 3) % ids.length] as string,
});
const SONNET = 'anthropic/claude-sonnet-4-5';
const CHEAP = 'openai/gpt-4.1-mini';

async function directGames(n: number) {
  const t0 = performance.now();
  let unfinished = 0;
  for (let i = 0; i < n; i++) {
    const r = await playBotGameDirect({ decks: decksFor(i), seed: i, plugin, keepLog: false });
    if (!r.winner) unfinished++;
  }
  const ms = performance.now() - t0;
  const s = ms / 1000;
  return { games: n, seconds: +s.toFixed(2), gamesPerSecond: +(n / s).toFixed(2), unfinished, ms };
}

async function runtimeGames(n: number, offset = 0) {
  const t0 = performance.now();
  let unfinished = 0;
  let stalls = 0;
  let crashes = 0;
  for (let i = offset; i < offset + n; i++) {
    try {
      const { summary } = await playBotMatch({ decks: decksFor(i), seed: i, plugin });
      if (summary.end !== 'game_over' || !summary.winner) unfinished++;
      stalls += summary.stalls;
    } catch {
      crashes++;
    }
  }
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
  };
}

const MODEL_OF = { autonomous: SONNET, planner: SONNET, executor: CHEAP } as const;

/**
 * Characters and estimated tokens sent to the models per game, and the modelled cost. With
 * `cache`, requests carry prompt-cache breakpoints and the input is priced as a caching provider
 * would bill it (one simulated cache per seat and model; see `createPromptCacheSimulator`).
 */
async function inputSize(n: number, mode: AiMode, condense: boolean, cache = false) {
  let chars = 0;
  let tokens = 0;
  let cost = 0;
  let cachedInputCost = 0;
  let cachedShare = 0;
  let simulatedInput = 0;
  let requests = 0;
  let toolsOffered = 0;
  let toolChars = 0;
  for (let i = 0; i < n; i++) {
    const caches = new Map<string, PromptCacheSimulator>();
    const { summary } = await playBotMatch({
      decks: decksFor(i),
      seed: 500 + i,
      plugin,
      mode,
      ...(condense ? {} : { condense: false as const }),
      ...(cache ? { promptCache: true } : {}),
      modelIds: { default: SONNET, planner: SONNET, executor: CHEAP },
      onRequest: (player, role, params) => {
        requests++;
        const schemas = JSON.stringify(params.tools ?? []).length;
        chars += JSON.stringify(params.prompt).length + schemas;
        toolChars += schemas;
        toolsOffered += params.tools?.length ?? 0;
        if (!cache) return;
        const model = MODEL_OF[role];
        const key = `${player}/${model}`;
        const sim = caches.get(key) ?? createPromptCacheSimulator();
        caches.set(key, sim);
        const usage = sim.observe(params);
        cachedShare += usage.cacheReadTokens;
        simulatedInput += usage.inputTokens;
        cachedInputCost += costOf(
          { ...usage, outputTokens: 0 },
          priceFor(model) ?? { input: 0, output: 0 },
        );
      },
    });
    for (const p of Object.values(summary.perPlayer)) {
      tokens += p.usage.inputTokens;
      if (!cache) cost += p.cost;
      else
        for (const [role, u] of Object.entries(p.byRole))
          cost += costOf(
            { inputTokens: 0, outputTokens: u.usage.outputTokens },
            priceFor(MODEL_OF[role as keyof typeof MODEL_OF]) ?? { input: 0, output: 0 },
          );
    }
  }
  return {
    mode,
    condense,
    promptCache: cache,
    charsPerGame: Math.round(chars / n),
    inputTokensPerGame: Math.round(tokens / n),
    requestsPerGame: Math.round(requests / n),
    toolsPerRequest: +(toolsOffered / Math.max(1, requests)).toFixed(1),
    toolSchemaShare: +(toolChars / Math.max(1, chars)).toFixed(3),
    cacheReadShare: cache ? +(cachedShare / Math.max(1, simulatedInput)).toFixed(3) : 0,
    costPerGameUsd: +((cost + cachedInputCost) / n).toFixed(4),
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
 * Games per second through the runtime against the same games straight on the engine: after a
 * warm-up round, `rounds` interleaved rounds of the same seeds, so drift and other load hit both
 * alike; the ratio is taken within each round and the median over rounds is the figure.
 */
async function speed(total: number, rounds: number) {
  const perRound = Math.max(1, Math.round(total / rounds));
  // A warm-up round, not counted: both paths share the engine and bot code the JIT warms.
  await directGames(perRound);
  await runtimeGames(perRound);
  const direct: Awaited<ReturnType<typeof directGames>>[] = [];
  const runtime: Awaited<ReturnType<typeof runtimeGames>>[] = [];
  for (let round = 0; round < rounds; round++) {
    direct.push(await directGames(perRound));
    runtime.push(await runtimeGames(perRound));
  }
  const ratios = runtime.map((r, i) => (direct[i] as { ms: number }).ms / r.ms);
  const row = (xs: { ms: number; unfinished: number }[]) => ({
    games: perRound * rounds,
    msPerGame: +median(xs.map((x) => x.ms / perRound)).toFixed(1),
    gamesPerSecond: +median(xs.map((x) => (1000 * perRound) / x.ms)).toFixed(2),
    unfinished: xs.reduce((u, x) => u + x.unfinished, 0),
  });
  console.log(
    `games per second (bot vs bot, same decks and seeds; median of ${rounds} interleaved rounds of ${perRound} games):`,
  );
  console.table({ 'engine-direct': row(direct), 'through the runtime': row(runtime) });
  const ratio = median(ratios);
  console.log(
    `runtime / direct speed: ${ratio.toFixed(3)}× (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})   target >= 0.50 ${ratio >= 0.5 ? 'holds' : 'MISSED'}`,
  );
}

const t0 = performance.now();
await speed(env('BENCH_GAMES', 40), env('BENCH_ROUNDS', 5));
if (process.env.BENCH_ONLY === 'speed') process.exit(0);

const sizeGames = env('BENCH_SIZE_GAMES', 8);
const sizes = [];
for (const mode of ['autonomous', 'pipeline'] as const) {
  for (const condense of [true, false]) sizes.push(await inputSize(sizeGames, mode, condense));
  sizes.push(await inputSize(sizeGames, mode, true, true));
}
console.log(
  `\ninput per game over ${sizeGames} games (Sonnet-class ${SONNET} for autonomous and planner, ${CHEAP} for the executor):`,
);
console.table(sizes);
const base = sizes[0]?.inputTokensPerGame ?? 1;
for (const s of sizes)
  console.log(
    `  ${s.mode}${s.condense ? '' : ' (no condensing)'}${s.promptCache ? ' (prompt cache)' : ''}: ${(s.inputTokensPerGame / base).toFixed(2)}× the tokens of autonomous+condensing, $${s.costPerGameUsd} per game`,
  );

console.log(
  '\nrecovery from the error text alone (a scripted executor spoils an honest call, then fixes it):',
);
console.table(await recoveryTable(plugin, env('BENCH_RECOVERY_GAMES', 8)));

console.log('\nbot strength vs the random-legal-action player:');
console.table([await strength(env('BENCH_STRENGTH_GAMES', 200))]);

const soak = env('BENCH_SOAK_GAMES', 1000);
console.log(`\nsoak: ${soak} seeded bot-vs-bot games through the runtime:`);
const { ms: _soakMs, ...soakRow } = await runtimeGames(soak, 10_000);
console.table([soakRow]);
console.log(`\nbench total: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
