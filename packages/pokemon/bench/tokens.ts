import { costOf, priceFor } from '@playmat/agent';
import type { AiMode } from '@playmat/agent/game';
import { createPromptCacheSimulator, type PromptCacheSimulator } from '@playmat/agent/test';
import { playBotMatch } from '../src/bots/bot-match';
import type { PokemonPlugin } from '../src/plugin';

export const SONNET = 'anthropic/claude-sonnet-4-5';
export const CHEAP = 'openai/gpt-4.1-mini';
const MODEL_OF = { autonomous: SONNET, planner: SONNET, executor: CHEAP } as const;

/**
 * Input tokens per autonomous game when the issue that set the token targets was written
 * (commit 6b834eb): `ceil(chars / 4)` of every request, 961k. Figures below in the same unit
 * are compared with it; the tokenizer counts are printed beside them.
 */
export const RECORDED_BASELINE_ESTIMATE = 961_000;

/** The ways to send fewer tokens, each switched on its own. */
export interface Levers {
  /** Tool descriptions cut to their first sentence (`compactTools` of the plugin). */
  readonly compactTools: boolean;
  readonly condense: boolean;
  readonly stateAsChanges: boolean;
  readonly promptCache: boolean;
}

/**
 * Characters and tokens sent to the models per game, and the modelled cost, over `n` games on
 * fixed seeds. Tokens are the bots' reported usage: the `o200k_base` tokenizer's count of each
 * request (exact for OpenAI models, an estimate for Anthropic's); `estimate` is chars / 4 of the
 * serialized request, the unit of the recorded baseline. With `promptCache`, requests carry
 * cache breakpoints and input is priced as a caching provider bills it (one simulated cache per
 * seat and model).
 */
export async function inputSize(
  plugins: { readonly full: PokemonPlugin; readonly compact: PokemonPlugin },
  decksFor: (i: number) => { p1: string; p2: string },
  n: number,
  mode: AiMode,
  levers: Levers,
) {
  let chars = 0;
  let tokens = 0;
  let cost = 0;
  let cachedInputCost = 0;
  let cachedShare = 0;
  let simulatedInput = 0;
  let requests = 0;
  let toolsOffered = 0;
  let toolChars = 0;
  let stateChars = 0;
  for (let i = 0; i < n; i++) {
    const caches = new Map<string, PromptCacheSimulator>();
    const { summary } = await playBotMatch({
      decks: decksFor(i),
      seed: 500 + i,
      plugin: levers.compactTools ? plugins.compact : plugins.full,
      mode,
      ...(levers.condense ? {} : { condense: false as const }),
      ...(levers.promptCache ? { promptCache: true } : {}),
      stateAsChanges: levers.stateAsChanges,
      modelIds: { default: SONNET, planner: SONNET, executor: CHEAP },
      onRequest: (player, role, params) => {
        requests++;
        const schemas = JSON.stringify(params.tools ?? []).length;
        chars += JSON.stringify(params.prompt).length + schemas;
        const last = params.prompt.at(-1);
        if (last?.role === 'user') stateChars += JSON.stringify(last).length;
        toolChars += schemas;
        toolsOffered += params.tools?.length ?? 0;
        if (!levers.promptCache) return;
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
      if (!levers.promptCache) cost += p.cost;
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
    ...levers,
    charsPerGame: Math.round(chars / n),
    estimatePerGame: Math.round(chars / 4 / n),
    o200kTokensPerGame: Math.round(tokens / n),
    requestsPerGame: Math.round(requests / n),
    toolsPerRequest: +(toolsOffered / Math.max(1, requests)).toFixed(1),
    toolSchemaShare: +(toolChars / Math.max(1, chars)).toFixed(3),
    latestMessageShare: +(stateChars / Math.max(1, chars)).toFixed(3),
    cacheReadShare: levers.promptCache
      ? +(cachedShare / Math.max(1, simulatedInput)).toFixed(3)
      : 0,
    costPerGameUsd: +((cost + cachedInputCost) / n).toFixed(4),
  };
}

/** Each lever on its own and together, autonomous and pipeline, on the same seeds. */
export async function leverTable(
  plugins: { readonly full: PokemonPlugin; readonly compact: PokemonPlugin },
  decksFor: (i: number) => { p1: string; p2: string },
  n: number,
) {
  const rows: (Awaited<ReturnType<typeof inputSize>> & { lever: string })[] = [];
  const plain: Levers = {
    compactTools: false,
    condense: false,
    stateAsChanges: false,
    promptCache: false,
  };
  const steps: [string, Partial<Levers>][] = [
    ['none', {}],
    ['compact tool schemas', { compactTools: true }],
    ['condensing (default)', { condense: true }],
    ['state as changes', { stateAsChanges: true }],
    ['prompt cache', { promptCache: true }],
    ['prompt cache + state as changes', { promptCache: true, stateAsChanges: true }],
    ['defaults with prompt cache', { condense: true, promptCache: true, stateAsChanges: true }],
    ['all', { compactTools: true, condense: true, stateAsChanges: true, promptCache: true }],
  ];
  for (const mode of ['autonomous', 'pipeline'] as const)
    for (const [lever, on] of steps)
      rows.push({ lever, ...(await inputSize(plugins, decksFor, n, mode, { ...plain, ...on })) });
  return rows;
}

/** The targets of the token work, checked against the lever table's rows. */
export function tokenTargets(rows: Awaited<ReturnType<typeof leverTable>>) {
  const row = (lever: string) => rows.find((r) => r.mode === 'autonomous' && r.lever === lever);
  const plain = row('condensing (default)');
  const cached = row('defaults with prompt cache');
  const limit = RECORDED_BASELINE_ESTIMATE * 0.4;
  const lines = [
    `input per autonomous game (defaults): ${plain?.estimatePerGame} (chars/4, the baseline's unit) and ${plain?.o200kTokensPerGame} o200k tokens vs the recorded ${RECORDED_BASELINE_ESTIMATE}: ${(((plain?.estimatePerGame ?? 0) / RECORDED_BASELINE_ESTIMATE) * 100).toFixed(1)} % (target <= 40 %: ${(plain?.estimatePerGame ?? Infinity) <= limit && (plain?.o200kTokensPerGame ?? Infinity) <= limit ? 'met' : 'MISSED'})`,
    `modelled cost per autonomous game, Sonnet-class with prompt caching: $${cached?.costPerGameUsd} (target <= $0.40: ${(cached?.costPerGameUsd ?? Infinity) <= 0.4 ? 'met' : 'MISSED'}; recorded before: $2.93 uncached, $0.88 cached)`,
  ];
  return lines;
}
