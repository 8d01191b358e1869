// Code samples of the guides in docs/ (see scripts/build-docs.mjs), kept compiling
// and passing here so the guides stay true.
import { costOf, priceFor, resolveModel, runAgent, runPlannerExecutorLoop } from '@playmat/agent';
import { modelIdOf } from '@playmat/agent/game';
import { createScriptedModel } from '@playmat/agent/test';
import {
  actions,
  checkpoint,
  createCardRegistry,
  createEngine,
  defineGame,
  restore,
} from '@playmat/engine';
import { tool } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createEightsBot } from './bot';
import { createEightsMatch } from './match';
import { eightsPlugin } from './plugin';

describe('import the engine', () => {
  it('runs a tiny two-player table', () => {
    // #region engine
    const cards = createCardRegistry([
      { id: 'ace', name: 'Ace' },
      { id: 'two', name: 'Two' },
    ]);
    const engine = createEngine(
      defineGame({
        name: 'tiny',
        cards,
        zones: {
          perPlayer: [
            { name: 'deck', defaultVisibility: 'hidden', shuffleable: true },
            { name: 'hand', ordered: false, defaultVisibility: 'owner' },
          ],
          shared: [{ name: 'table', defaultVisibility: 'public' }],
        },
      }),
    );
    let state = engine.createInitialState({
      players: ['p1', 'p2'],
      seed: 42,
      decks: { p1: ['ace', 'two'], p2: ['two', 'ace'] },
    });

    const drew = engine.execute(state, actions.draw({ player: 'p1', count: 2 }));
    if (!drew.ok) throw new Error(drew.error.message);
    state = drew.state;

    const played = engine.execute(
      state,
      actions.moveCard({ player: 'p1', card: 'ace', to: 'table' }),
    );
    if (played.ok) state = played.state;

    const wrong = engine.execute(
      state,
      actions.moveCard({ player: 'p1', card: 'Queen', to: 'table' }),
    );
    // wrong.ok === false, wrong.state === state; wrong.error: { code, message, hints }

    const seenByP2 = engine.view(state, 'p2');
    // seenByP2.zones['p1:hand'] → { count: 1, cards: [], hidden: 1 }
    // seenByP2.zones.table.cards[0].name → 'Ace'
    // #endregion engine
    expect(wrong.ok).toBe(false);
    expect(wrong.state).toBe(state);
    if (!wrong.ok) expect(wrong.error.code).toBe('CARD_NOT_FOUND');
    expect(seenByP2.zones['p1:hand']).toMatchObject({ count: 1, cards: [], hidden: 1 });
    expect(seenByP2.zones.table?.cards[0]?.name).toBe('Ace');

    // #region history
    let history = engine.createHistory(state);
    const saved = checkpoint(history); // O(1): a reference and a length
    history = engine.apply(history, actions.coinFlip({ player: 'p2' })).history;
    history = restore(history, saved); // back to where we were
    const again = engine.replay(history.initial, []); // initial state + actions → same state
    // #endregion history
    expect(history.state).toBe(state);
    expect(again.state).toBe(history.initial);
  });
});

describe('embed the runtime', () => {
  it('runs a tool loop with a terminal tool, condensing and rewind', async () => {
    // #region run-agent
    const doc = { text: 'Helo world', version: 1 };
    const model = createScriptedModel([
      { toolCalls: [{ toolName: 'read_doc', input: {} }] },
      { toolCalls: [{ toolName: 'replace', input: { find: 'Helo', with: 'Hello' } }] },
      { toolCalls: [{ toolName: 'done', input: {} }] },
    ]);
    const result = await runAgent({
      model, // any AI SDK LanguageModel, e.g. await resolveModel('openai/gpt-5-mini')
      system: 'You fix typos in a document.',
      messages: [{ role: 'user', content: 'Fix the typo.' }],
      tools: {
        read_doc: tool({
          description: 'Read the document.',
          inputSchema: z.object({}),
          execute: async () => doc.text,
        }),
        replace: tool({
          description: 'Replace text.',
          inputSchema: z.object({ find: z.string(), with: z.string() }),
          execute: async (input) => {
            if (!doc.text.includes(input.find))
              return `Error: "${input.find}" is not in the document.`;
            doc.text = doc.text.replace(input.find, input.with);
            doc.version++;
            return `ok, version ${doc.version}`;
          },
        }),
        done: tool({
          description: 'Finish.',
          inputSchema: z.object({}),
          execute: async () => 'ok',
        }),
      },
      toolKinds: { read_doc: 'read', done: 'terminal' }, // the rest are 'write'
      getState: () => `Document version ${doc.version}.`, // sent with every request, never stored
      condense: { keepLatestGroups: [['read_doc']], alwaysPreserve: [] },
      checkpoint: {
        save: () => ({ ...doc }),
        restore: (snapshot) => Object.assign(doc, snapshot),
      }, // adds the `rewind` tool
      maxSteps: 10,
    });
    // result.stopReason, result.terminalTool?.name === 'done', result.usage, result.transcript
    // #endregion run-agent
    expect(doc.text).toBe('Hello world');
    expect(result.terminalTool?.name).toBe('done');
    expect(result.stepCount).toBe(3);
    expect(model.calls[0]?.toolNames).toContain('rewind');
  });

  it('plans with one model and executes with another', async () => {
    // #region pipeline
    const moves: string[] = [];
    const planner = createScriptedModel([{ text: 'PLAN:\n1. move north\n2. finish' }]);
    const executor = createScriptedModel([
      { toolCalls: [{ toolName: 'move', input: { to: 'north' } }] },
      { toolCalls: [{ toolName: 'finish', input: {} }] },
    ]);
    const result = await runPlannerExecutorLoop({
      planner: {
        model: planner,
        system: 'You plan moves.',
        instructions: 'Write PLAN: numbered steps.',
      },
      executor: {
        model: executor,
        system: 'Follow the plan with tool calls; call request_replan if it no longer fits.',
        tools: {
          move: tool({
            inputSchema: z.object({ to: z.string() }),
            execute: async ({ to }) => {
              moves.push(to);
              return `moved ${to}`;
            },
          }),
          finish: tool({ inputSchema: z.object({}), execute: async () => 'done' }),
        },
        toolKinds: { finish: 'terminal' },
      },
      messages: [{ role: 'user', content: 'Reach the north gate.' }],
    });
    // result.plans, result.replans, result.executorRuns, result.usage (both roles)
    // #endregion pipeline
    expect(moves).toEqual(['north']);
    expect(result.plans).toHaveLength(1);
    expect(result.replans).toBe(0);
    expect(result.terminalTool?.name).toBe('finish');
  });

  it('resolves models from the environment', async () => {
    // #region resolve
    const env = { ANTHROPIC_API_KEY: 'sk-ant-…' }; // default: process.env
    const haiku = await resolveModel('anthropic/claude-haiku-4-5', { env });
    // haiku.modelId === 'claude-haiku-4-5'

    await resolveModel('openai/gpt-5-mini', { env: {} }).catch((error) => {
      // MissingEnvironmentVariableError: error.variable === 'OPENAI_API_KEY'
      console.log(error.message);
    });
    // #endregion resolve
    expect(typeof haiku === 'object' && haiku.modelId).toBe('claude-haiku-4-5');
    await expect(resolveModel('openai/gpt-5-mini', { env: {} })).rejects.toMatchObject({
      name: 'MissingEnvironmentVariableError',
      variable: 'OPENAI_API_KEY',
    });
  });

  it('prices usage', () => {
    // #region cost
    const price = priceFor('anthropic/claude-haiku-4-5'); // $/M tokens: input 1, output 5, …
    const dollars = price ? costOf({ inputTokens: 120_000, outputTokens: 8_000 }, price) : 0;
    // 120k × $1/M + 8k × $5/M = $0.16
    // #endregion cost
    expect(dollars).toBeCloseTo(0.16, 10);
    // #region cost-cached
    const usage = { inputTokens: 120_000, outputTokens: 8_000, cacheReadTokens: 100_000 };
    const withCache = price ? costOf(usage, price) : 0;
    // 20k × $1/M + 100k read from the cache × $0.10/M + 8k × $5/M = $0.07
    // #endregion cost-cached
    expect(withCache).toBeCloseTo(0.07, 10);
  });

  it('swaps a bot for a hosted model without touching the plugin', async () => {
    vi.stubEnv('ANTHROPIC_API_KEY', 'sk-test');
    // #region swap-seat
    const store = createEightsMatch({ seed: 1 });
    const players = {
      p1: { models: { default: await resolveModel('anthropic/claude-haiku-4-5') } }, // reads ANTHROPIC_API_KEY
      p2: { models: { default: createEightsBot({ store, player: 'p2' }) } },
    };
    // const summary = await playMatch({ plugin: eightsPlugin, store, players });
    // #endregion swap-seat
    vi.unstubAllEnvs();
    expect(modelIdOf(players.p1.models.default)).toBe('anthropic/claude-haiku-4-5');
    expect(eightsPlugin.nextPhase(store.state, 'p1')).toBe('main');
  });
});
