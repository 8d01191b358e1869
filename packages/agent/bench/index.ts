/**
 * Benchmarks of the agent runtime against a bare AI SDK tool loop, both driven by the same
 * scripted model and tools in the same process.
 *   npx tsx bench/index.ts
 */
import { generateText, type ModelMessage, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import {
  type AgentEvent,
  costOf,
  defaultPriceTable,
  type ModelPrice,
  runAgent,
} from '../src/index';
import {
  createPromptCacheSimulator,
  createScriptedModel,
  type ScriptedReply,
} from '../src/test/index';
import { countPromptTokens, TOKEN_ENCODING } from '../src/tokens/index';

const STEPS = 40;
const SEARCH_STEPS = new Set([4, 11, 19, 27, 35]);

function makeTools() {
  let score = 0;
  const deck = Array.from({ length: 40 }, (_, i) => ({
    id: `card-${i}`,
    name: `Card number ${i}`,
    hp: 60 + i,
  }));
  return {
    search_zone: tool({
      description: 'List the cards of a zone',
      inputSchema: z.object({ zone: z.string() }),
      execute: async ({ zone }) => ({ zone, cards: deck }),
    }),
    play: tool({
      description: 'Play a card',
      inputSchema: z.object({ card: z.string() }),
      execute: async ({ card }) => ({ ok: true, played: card, score: ++score }),
    }),
  };
}

/** Step s (1-based): a search on the search steps, a play otherwise, text at the end. */
function reply(step: number): ScriptedReply {
  if (step >= STEPS) return { text: 'done', usage: { inputTokens: 1, outputTokens: 1 } };
  const call = SEARCH_STEPS.has(step)
    ? { toolName: 'search_zone', input: { zone: 'deck' } }
    : { toolName: 'play', input: { card: `card-${step}` } };
  return { toolCalls: [call], usage: { inputTokens: 1, outputTokens: 1 } };
}

const messages: ModelMessage[] = [{ role: 'user', content: 'Play a long turn.' }];

async function bare() {
  const r = await generateText({
    model: createScriptedModel(({ step }) => reply(step)),
    messages,
    tools: makeTools(),
    stopWhen: stepCountIs(STEPS),
  });
  if (r.steps.length !== STEPS) throw new Error(`bare loop ran ${r.steps.length} steps`);
}

async function agent(condense: boolean, onEvent?: (e: AgentEvent) => void) {
  const r = await runAgent({
    model: createScriptedModel(({ step }) => reply(step)),
    messages,
    tools: makeTools(),
    toolKinds: { search_zone: 'read' },
    maxSteps: STEPS,
    loopGuard: false,
    ...(condense ? {} : { condense: false as const }),
    ...(onEvent ? { onEvent } : {}),
  });
  if (r.stepCount !== STEPS) throw new Error(`runAgent ran ${r.stepCount} steps`);
}

/** CPU milliseconds per step of `runs` runs: this process's CPU time, whatever else the machine runs. */
async function time(fn: () => Promise<void>, runs: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / (runs * STEPS);
}

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function overhead() {
  const RUNS = 20;
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
  for (let i = 0; i < 5; i++) {
    await bare();
    await agent(true);
    await agent(false);
    await agent(true, listen);
  }
  // Rounds interleave the variants so drift (GC, JIT, other load) hits them alike; each ratio
  // is taken within its round, and the median over rounds is reported.
  const variants = {
    bare: () => bare(),
    condensed: () => agent(true),
    raw: () => agent(false),
    events: () => agent(true, listen),
  };
  const perStep: Record<keyof typeof variants, number[]> = {
    bare: [],
    condensed: [],
    raw: [],
    events: [],
  };
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, fn] of Object.entries(variants))
      perStep[name as keyof typeof variants].push(await time(fn, RUNS));
  const ratio = (name: keyof typeof variants) =>
    median(perStep[name].map((t, i) => t / (perStep.bare[i] as number)));
  const us = (name: keyof typeof variants) =>
    `${(median(perStep[name]) * 1000).toFixed(1)} µs/step`;
  const verdict = (r: number, target: number) => (r <= target ? 'holds' : 'MISSED');
  console.log(
    `\nRuntime overhead per step (${STEPS}-step scripted run, CPU time; median of ${ROUNDS} interleaved rounds x ${RUNS} runs; ratio to the bare loop in the same round)`,
  );
  console.log('  variant                          per step      ratio   target');
  console.log(`  bare generateText loop           ${us('bare').padEnd(13)} 1.00`);
  const row = (label: string, name: keyof typeof variants, target: number) => {
    const r = ratio(name);
    console.log(
      `  ${label.padEnd(32)} ${us(name).padEnd(13)} ${r.toFixed(2)}    <= ${target.toFixed(2)} ${verdict(r, target)}`,
    );
  };
  row('runAgent, onEvent (as playMatch)', 'events', 1.1);
  row('runAgent, condensed', 'condensed', 1.2);
  row('runAgent, condense: false', 'raw', 1.2);
}

/** A listener like a match's: it keeps every event (of the latest run). */
const heard: AgentEvent[] = [];
const listen = (e: AgentEvent) => {
  if (e.type === 'run-end') heard.length = 0;
  else heard.push(e);
};

/** Per request: the whole prompt's chars and tokens, and the chars of the tool results in it. */
async function requestSizes(
  condense: boolean,
): Promise<{ chars: number; tokens: number; results: number }[]> {
  const model = createScriptedModel(({ step }) => reply(step));
  const r = await runAgent({
    model,
    messages,
    tools: makeTools(),
    toolKinds: { search_zone: 'read' },
    maxSteps: STEPS,
    loopGuard: false,
    ...(condense ? {} : { condense: false as const }),
  });
  if (r.stepCount !== STEPS) throw new Error(`runAgent ran ${r.stepCount} steps`);
  return model.calls.map((call) => {
    let results = 0;
    for (const m of call.prompt) {
      if (m.role !== 'tool') continue;
      for (const p of m.content)
        if (p.type === 'tool-result') results += JSON.stringify(p.output).length;
    }
    return {
      chars: JSON.stringify(call.prompt).length,
      tokens: countPromptTokens(call.prompt),
      results,
    };
  });
}

async function historySize() {
  const raw = await requestSizes(false);
  const condensed = await requestSizes(true);
  const searches = [...SEARCH_STEPS].map((s) => s + 1);
  console.log(
    `\nRequest size per step (${STEPS} steps; a search_zone result first appears in requests ${searches.join(', ')}; tokens counted with ${TOKEN_ENCODING}, tool definitions not included — an estimate for non-OpenAI models)`,
  );
  console.log(
    '  step |  raw chars (tok) | raw results | condensed chars (tok) | condensed results',
  );
  const row = (step: number) => {
    const r = raw[step - 1]!;
    const c = condensed[step - 1]!;
    const cell = (x: { chars: number; tokens: number }) => `${x.chars} (${x.tokens})`;
    console.log(
      `  ${String(step).padStart(4)} | ${cell(r).padStart(16)} | ${String(r.results).padStart(11)} | ${cell(c).padStart(21)} | ${String(c.results).padStart(17)}`,
    );
  };
  for (let step = 1; step <= STEPS; step++) {
    if (step === 1 || step % 5 === 0 || searches.includes(step)) row(step);
  }
  const first = searches[0]!;
  const per = (xs: { chars: number; results: number }[], k: 'chars' | 'results') =>
    ((xs[STEPS - 1]![k] - xs[first - 1]![k]) / (STEPS - first)).toFixed(0);
  console.log(
    `  growth per step from step ${first} to ${STEPS}: raw ${per(raw, 'chars')} chars (results ${per(raw, 'results')}), condensed ${per(condensed, 'chars')} chars (results ${per(condensed, 'results')})`,
  );
  console.log(
    '  (condensed growth is the tool-call skeleton and one-line summaries; the search slot stays one result)',
  );
}

/**
 * The same 40-step run with a game-sized system prompt, condensed, with and without prompt-cache
 * breakpoints; each request is billed through the cache simulator at Sonnet-class rates.
 */
async function promptCache() {
  const system = `You play a card game.\n${'Rules and strategy notes for the agent. '.repeat(150)}`;
  const sonnet = defaultPriceTable['anthropic/claude-sonnet-4-5'] as ModelPrice;
  const bill = async (cache: boolean) => {
    const model = createScriptedModel(({ step }) => reply(step));
    await runAgent({
      model,
      system,
      messages,
      tools: makeTools(),
      toolKinds: { search_zone: 'read' },
      maxSteps: STEPS,
      loopGuard: false,
      promptCache: cache,
    });
    const sim = createPromptCacheSimulator();
    const total = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
    for (const call of model.calls) {
      const u = sim.observe({ prompt: call.prompt });
      total.inputTokens += u.inputTokens;
      total.cacheReadTokens += u.cacheReadTokens;
      total.cacheWriteTokens += u.cacheWriteTokens;
    }
    return { ...total, cost: costOf(total, sonnet) };
  };
  const off = await bill(false);
  const on = await bill(true);
  console.log(
    `\nPrompt caching over the same ${STEPS}-step run (system prompt ${system.length} chars, condensed; simulated cache, Sonnet-class rates; tokens counted with ${TOKEN_ENCODING}, an estimate of Anthropic's count)`,
  );
  for (const [name, b] of [
    ['no breakpoints', off],
    ['promptCache: true', on],
  ] as const)
    console.log(
      `  ${name.padEnd(18)} input ${b.inputTokens} tok, read from cache ${b.cacheReadTokens} (${((100 * b.cacheReadTokens) / b.inputTokens).toFixed(0)}%), written ${b.cacheWriteTokens}, input cost $${b.cost.toFixed(4)}`,
    );
  console.log(`  cost with caching / without: ${(on.cost / off.cost).toFixed(2)}`);
}

await overhead();
await historySize();
await promptCache();
