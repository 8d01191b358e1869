import { type ModelMessage, tool } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AgentEvent } from '../events';
import { type FakeClock, installFakeClock, until } from '../run-agent/fake-clock.test-helper';
import { createScriptedModel, reportedUsage } from '../test';
import { MAX_REPLANS, REQUEST_REPLAN_TOOL, runPlanner, runPlannerExecutorLoop } from './planner';
import { renderMessagesAsText } from './render';

const history: ModelMessage[] = [
  { role: 'user', content: 'Win the game.' },
  {
    role: 'assistant',
    content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'coin_flip', input: {} }],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: 'c1',
        toolName: 'coin_flip',
        output: { type: 'json', value: { result: 'heads' } },
      },
    ],
  },
];

let clock: FakeClock | undefined;
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
});

function counter() {
  const state = { points: 0 };
  const tools = {
    play: tool({
      inputSchema: z.object({}),
      execute: async () => {
        state.points++;
        return { ok: true };
      },
    }),
    end_turn: tool({ inputSchema: z.object({}), execute: async () => 'ended' }),
  };
  return { state, tools };
}

const lastUserText = (prompt: unknown) =>
  JSON.stringify((prompt as unknown[]).filter((m) => (m as { role: string }).role === 'user'));

describe('runPlanner', () => {
  it('sends one text-only request with the rendered history and state, and no tools', async () => {
    const planner = createScriptedModel([{ text: '1. play\n2. end turn' }]);
    const r = await runPlanner({
      model: planner,
      messages: history,
      state: 'points=3',
      system: 'You plan.',
    });
    expect(r.plan).toBe('1. play\n2. end turn');
    const [call] = planner.calls;
    expect(call!.toolNames).toEqual([]);
    expect(call!.prompt.map((m) => m.role)).toEqual(['system', 'user']);
    expect(JSON.stringify(call!.prompt)).not.toMatch(/tool-call|tool-result/);
    expect(r.prompt).toContain('Assistant called coin_flip({})');
    expect(r.prompt).toContain('Result of coin_flip: {"result":"heads"}');
    expect(r.prompt).toContain('Current state:\npoints=3');
    const reported = reportedUsage(planner);
    expect(r.usage.totalTokens).toBe(reported.inputTokens + reported.outputTokens);
  });

  it('renders every message kind as text', () => {
    expect(
      renderMessagesAsText([
        { role: 'system', content: 's' },
        ...history,
        { role: 'assistant', content: 'ok' },
      ]),
    ).toBe(
      'System: s\nUser: Win the game.\nAssistant called coin_flip({})\nResult of coin_flip: {"result":"heads"}\nAssistant: ok',
    );
  });

  it('a planner that never answers: the call is cancelled after the step timeout', async () => {
    clock = installFakeClock();
    const model = createScriptedModel([{ hang: true }]);
    const planning = runPlanner({ model, stepTimeoutMs: 30_000 }).catch((e: unknown) => e);
    await until(() => model.calls.length === 1, 'the planner call');
    await clock.advance(30_000);
    const error = (await planning) as Error;
    expect(error.name).toBe('StepTimeoutError');
    expect(error.message).toBe(
      'The planner call got no answer within 30000 ms; the request was cancelled.',
    );
  });

  it('throws a ModelCallError when the planner call fails', async () => {
    const planner = createScriptedModel([{ error: new Error('down') }]);
    await expect(runPlanner({ model: planner, maxRetries: 0 })).rejects.toMatchObject({
      name: 'ModelCallError',
    });
  });
});

describe('runPlannerExecutorLoop', () => {
  it(`replans up to ${MAX_REPLANS} times, then runs the executor once more without request_replan`, async () => {
    const { state, tools } = counter();
    let plans = 0;
    const planner = createScriptedModel(() => ({ text: `PLAN ${++plans}` }));
    const executor = createScriptedModel(({ prompt, toolNames }) => {
      const text = JSON.stringify(prompt);
      const plan = Number(/PLAN (\d)/.exec(text)![1]);
      const played = (text.match(/"toolName":"play"/g) ?? []).length;
      if (played === 0) return { toolCalls: [{ toolName: 'play', input: {} }] };
      if (toolNames.includes(REQUEST_REPLAN_TOOL)) {
        return {
          toolCalls: [
            { toolName: REQUEST_REPLAN_TOOL, input: { reason: `tails on plan ${plan}` } },
          ],
        };
      }
      return { toolCalls: [{ toolName: 'end_turn', input: {} }] };
    });
    const events: AgentEvent[] = [];
    const r = await runPlannerExecutorLoop({
      planner: { model: planner },
      executor: {
        model: executor,
        tools,
        toolKinds: { end_turn: 'terminal' },
        getState: () => `points=${state.points}`,
      },
      messages: [{ role: 'user', content: 'Take your turn.' }],
      onEvent: (e) => events.push(e),
    });
    expect(r.replans).toBe(3);
    expect(r.replanReasons).toEqual(['tails on plan 1', 'tails on plan 2', 'tails on plan 3']);
    expect(r.plans).toEqual(['PLAN 1', 'PLAN 2', 'PLAN 3', 'PLAN 4']);
    expect(r.executorRuns).toHaveLength(4);
    expect(r.terminalTool?.name).toBe('end_turn');
    expect(r.stepCount).toBe(8);
    expect(state.points).toBe(4);
    // The last executor run had no request_replan tool; the earlier ones had it.
    const toolsPerCall = executor.calls.map((c) => c.toolNames.includes(REQUEST_REPLAN_TOOL));
    expect(toolsPerCall).toEqual([true, true, true, true, true, true, false, false]);
    // Each plan starts a fresh executor history: run 2 never sees plan 1.
    expect(lastUserText(executor.calls[2]!.prompt)).not.toContain('PLAN 1');
    // The planner sees what happened as text, and the current state.
    const secondPlannerPrompt = JSON.stringify(planner.calls[1]!.prompt);
    expect(secondPlannerPrompt).toContain('Assistant called request_replan');
    expect(secondPlannerPrompt).toContain('points=1');
    expect(JSON.stringify(planner.calls.map((c) => c.prompt))).not.toMatch(
      /"type":"tool-(call|result)"/,
    );
    expect(events.filter((e) => e.type === 'replan')).toHaveLength(3);
    const reported = reportedUsage(planner, executor);
    expect(r.usage.totalTokens).toBe(reported.inputTokens + reported.outputTokens);
  });

  it('after the replans are used up, a request_replan attempt is just an unknown tool', async () => {
    const planner = createScriptedModel(() => ({ text: 'PLAN' }));
    let attempts = 0;
    const executor = createScriptedModel(({ toolNames }) =>
      attempts++ < 5
        ? { toolCalls: [{ toolName: REQUEST_REPLAN_TOOL, input: { reason: 'again' } }] }
        : { text: `gave up; tools ${toolNames.join(',')}` },
    );
    const r = await runPlannerExecutorLoop({
      planner: { model: planner },
      executor: { model: executor, tools: counter().tools },
      messages: [{ role: 'user', content: 'go' }],
    });
    expect(r.replans).toBe(MAX_REPLANS);
    expect(r.executorRuns).toHaveLength(MAX_REPLANS + 1);
    expect(r.terminalTool).toBeUndefined();
    expect(r.text).toBe('gave up; tools play,end_turn');
    expect(JSON.stringify(executor.calls[5]!.prompt)).toContain(
      'there is no tool \\"request_replan\\"',
    );
  });

  it('shares one step budget across executor runs', async () => {
    const planner = createScriptedModel(() => ({ text: 'PLAN' }));
    const executor = createScriptedModel(({ prompt }) =>
      (JSON.stringify(prompt).match(/"toolName":"play"/g) ?? []).length >= 2
        ? { toolCalls: [{ toolName: REQUEST_REPLAN_TOOL, input: { reason: 'more' } }] }
        : { toolCalls: [{ toolName: 'play', input: {} }] },
    );
    const r = await runPlannerExecutorLoop({
      planner: { model: planner },
      executor: { model: executor, tools: counter().tools, loopGuard: false },
      messages: [{ role: 'user', content: 'go' }],
      maxSteps: 7,
    });
    expect(r.stepCount).toBe(7);
    expect(executor.calls).toHaveLength(7);
    expect(r.executorRuns.map((run) => run.stepCount)).toEqual([2, 2, 2, 1]);
    expect(r.executorRuns.at(-1)!.stopReason).toBe('step-budget');
  });
});
