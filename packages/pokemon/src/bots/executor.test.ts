import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
} from '@ai-sdk/provider';
import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';
import { createPokemonTools } from '../tools/pokemon-tools';
import { readBoard } from './board';
import { createPokemonBot } from './bot-model';
import { planStepMisfit } from './step-check';
import type { TurnKnowledge } from './trainers';
import type { BotCall } from './types';

const plugin = createPokemonPlugin();
const PAWMI = 'sv1-74';
const FUECOCO = 'sv1-36';
const PAWMO = 'sv1-75';
const ARVEN = 'sv1-166';
const L = 'sve-4';

/** A match at p1's main phase, an executor bot for p1 and a way to run its calls. */
function table(spec: BoardSpec) {
  const { state } = buildBoard({ ...spec, engine: plugin.engine });
  const store = createMatchStore(plugin.engine, state);
  const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
  const bot = createPokemonBot({
    role: 'executor',
    player: 'p1',
    store: store as never,
    getPhase: () => 'main',
  });
  const run = async (c: { toolName: string; input: string }) => {
    const t = (createPokemonTools(ctx) as ToolSet)[c.toolName];
    if (!t?.execute) throw new Error(`no tool ${c.toolName}`);
    return String(await t.execute(JSON.parse(c.input), { toolCallId: 't', messages: [] }));
  };
  return { store, bot, run };
}

const planText = (steps: readonly BotCall[]) =>
  [
    'Follow this plan step by step.',
    'SITUATION: test',
    'PLAN:',
    ...steps.map((s, i) => `${i + 1}. ${s.toolName} ${JSON.stringify(s.input)} — step`),
    'COIN FLIP CONTINGENCIES: none',
  ].join('\n');

/**
 * One executor run as the runtime drives it: the plan, then for every step the last call and
 * its result plus a fresh state message (so the prompt text changes at every step).
 */
function executorRun(plan: readonly BotCall[], withReplan = true) {
  const prompt: LanguageModelV3Prompt = [
    { role: 'system', content: 'You are the executor.' },
    { role: 'user', content: [{ type: 'text', text: planText(plan) }] },
  ];
  let step = 0;
  const tools = ['attach_energy', 'play_pokemon', 'play_trainer', 'declare_attack', 'end_turn']
    .concat(withReplan ? ['request_replan'] : [])
    .map((name) => ({ type: 'function' as const, name, inputSchema: {} }));
  return {
    params: (): LanguageModelV3CallOptions => ({
      prompt: [
        ...prompt,
        { role: 'user', content: [{ type: 'text', text: `Current state: step ${++step}` }] },
      ],
      tools,
    }),
    record(c: LanguageModelV3Content & { type: 'tool-call' }, result: string) {
      prompt.push(
        { role: 'assistant', content: [{ ...c, input: JSON.parse(c.input) }] },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: c.toolCallId,
              toolName: c.toolName,
              output: { type: 'text', value: result },
            },
          ],
        },
      );
    },
  };
}

const callOf = async (
  bot: ReturnType<typeof createPokemonBot>,
  params: LanguageModelV3CallOptions,
) => {
  const out = await bot.doGenerate(params);
  const c = out.content.find((x) => x.type === 'tool-call');
  if (c?.type !== 'tool-call') throw new Error('no tool call');
  return c;
};

const attach = {
  toolName: 'attach_energy',
  input: { energy: 'Basic Lightning Energy', target: 'your_active' },
};
const benchPawmi = { toolName: 'play_pokemon', input: { card: 'Pawmi', to: 'your_bench_1' } };
const punch = { toolName: 'declare_attack', input: { attack: 'Light Punch' } };

describe('pipeline executor', () => {
  it('keeps its place in the plan while the prompt grows, never repeating a done step', async () => {
    const { bot, run, store } = table({
      p1: { active: [PAWMI], hand: [L, PAWMI] },
      p2: { active: [FUECOCO] },
    });
    const r = executorRun([attach, benchPawmi, punch]);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await callOf(bot, r.params());
      made.push(c.toolName);
      const result = await run(c);
      expect(result, c.toolName).not.toMatch(/^Error/);
      r.record(c, result);
    }
    expect(made).toEqual(['attach_energy', 'play_pokemon', 'declare_attack']);
    expect(store.state.turn.activePlayer).toBe('p2');
  });

  it('skips a step a new plan repeats after it already succeeded this turn', async () => {
    const { bot, run } = table({
      p1: { active: [PAWMI], hand: [L, L] },
      p2: { active: [FUECOCO] },
    });
    const first = executorRun([attach, benchPawmi]);
    const c = await callOf(bot, first.params());
    expect(c.toolName).toBe('attach_energy');
    first.record(c, await run(c));
    // No Pawmi in hand to bench: the run ends with a replan.
    const stale = await callOf(bot, first.params());
    expect(stale.toolName).toBe('request_replan');
    expect(JSON.parse(stale.input).reason).toMatch(/Pawmi is no longer in your hand/);
    // A fresh run (a new plan) that starts with the same attachment: skipped, not retried.
    const second = executorRun([attach, punch]);
    const next = await callOf(bot, second.params());
    expect(next.toolName).toBe('declare_attack');
  });

  it('asks for a replan with the reason instead of calling a step that no longer fits', async () => {
    const spec: BoardSpec = {
      p1: { active: [PAWMI], hand: [ARVEN] },
      p2: { active: [FUECOCO] },
      flags: { supporterPlayed: true },
    };
    const plan = [
      { toolName: 'play_trainer', input: { card: 'Arven' } },
      { toolName: 'end_turn', input: {} },
    ];
    const { bot, store } = table(spec);
    const before = store.state;
    const c = await callOf(bot, executorRun(plan).params());
    expect(c.toolName).toBe('request_replan');
    expect(JSON.parse(c.input).reason).toMatch(
      /step 1 \(play_trainer\): a Supporter was already played/,
    );
    expect(store.state).toBe(before);
    // With no replans left, the step is skipped rather than called.
    const { bot: last } = table(spec);
    expect((await callOf(last, executorRun(plan, false).params())).toolName).toBe('end_turn');
  });
});

describe('planStepMisfit', () => {
  const knowledge = (over: Partial<TurnKnowledge> = {}): TurnKnowledge => ({
    energyAttached: false,
    supporterPlayed: false,
    stadiumUsed: false,
    stadiumPlayed: false,
    retreated: false,
    firstOwnTurn: false,
    firstGameTurn: false,
    enteredZones: new Set(),
    abilitiesUsed: new Set(),
    ...over,
  });
  const boardOf = (spec: BoardSpec) => {
    const { state } = buildBoard({ ...spec, engine: plugin.engine });
    return readBoard(plugin.engine.view(state, 'p1'), plugin.registry);
  };
  const b = boardOf({
    p1: { active: [PAWMI, L], hand: [L, PAWMO, PAWMI] },
    p2: { active: [FUECOCO] },
  });
  const misfit = (toolName: string, input: Record<string, unknown>, k = knowledge()) =>
    planStepMisfit({ toolName, input }, b, k);

  it('passes steps whose preconditions hold', () => {
    expect(misfit('attach_energy', attach.input)).toBeUndefined();
    expect(misfit('play_pokemon', benchPawmi.input)).toBeUndefined();
    expect(misfit('evolve', { card: 'Pawmo', target: 'your_active' })).toBeUndefined();
    expect(misfit('declare_attack', punch.input)).toBeUndefined();
    expect(misfit('end_turn', {})).toBeUndefined();
  });

  it('says why a step no longer fits', () => {
    expect(misfit('attach_energy', attach.input, knowledge({ energyAttached: true }))).toMatch(
      /already used/,
    );
    expect(misfit('attach_energy', { ...attach.input, target: 'your_bench_3' })).toMatch(
      /holds no Pokémon/,
    );
    expect(misfit('play_trainer', { card: 'Arven' })).toMatch(/no longer in your hand/);
    expect(misfit('play_pokemon', { card: 'Pawmi', to: 'your_active' })).toMatch(/already taken/);
    expect(
      misfit('evolve', { card: 'Pawmo', target: 'your_active' }, knowledge({ firstOwnTurn: true })),
    ).toMatch(/first turn/);
    expect(
      misfit(
        'evolve',
        { card: 'Pawmo', target: 'your_active' },
        knowledge({ enteredZones: new Set(['your_active']) }),
      ),
    ).toMatch(/came into play or evolved this turn/);
    expect(misfit('declare_attack', { attack: 'Zap Kick' })).toMatch(
      /Light Punch is now the better attack/,
    );
    expect(misfit('declare_attack', punch.input, knowledge({ firstGameTurn: true }))).toMatch(
      /first turn/,
    );
    expect(misfit('declare_retreat', { to: 'your_bench_1' })).toMatch(/holds no Pokémon/);
  });
});
