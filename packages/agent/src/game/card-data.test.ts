import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runPlannerExecutorLoop } from '../planner';
import { runAgent } from '../run-agent';
import { createScriptedModel } from '../test';
import { markedTools, unmarkInput } from './card-data';
import type { GameToolContext } from './tool-context';

/** A marker for one loaded card name, as a plugin's `markCardData` would be. */
const mark = (text: string) => text.replace(/(?<!«)Crimson One(?!»)/g, '«Crimson One»');
const ctx = { plugin: { markCardData: mark } } as unknown as GameToolContext<unknown, unknown>;
const play = tool({
  inputSchema: z.object({ card: z.string() }),
  execute: async ({ card }) => `You played ${card}.`,
});

describe('card data in a game run', () => {
  it('marks text results and reads input without the marks', async () => {
    const tools = markedTools(ctx, { play });
    const out = await tools.play?.execute?.({ card: '«Crimson One»' }, {} as never);
    expect(out).toBe('You played «Crimson One».');
    expect(unmarkInput({ a: ['«x»', 1, { b: 'y»' }], c: null })).toEqual({
      a: ['x', 1, { b: 'y' }],
      c: null,
    });
    // Without a marker the tools are the tools.
    const plain = { plugin: {} } as unknown as GameToolContext<unknown, unknown>;
    expect(await markedTools(plain, { play }).play?.execute?.({ card: '«a»' }, {} as never)).toBe(
      'You played «a».',
    );
  });

  it("marks the runtime's answer to an invalid call, which quotes legal values", async () => {
    const model = createScriptedModel([{ toolCalls: [{ toolName: 'play', input: {} }] }]);
    await runAgent({
      model,
      messages: [{ role: 'user', content: 'Play.' }],
      tools: { play },
      legalValues: () => ['Crimson One'],
      markText: mark,
      maxSteps: 2,
    });
    const answer = JSON.stringify(model.calls[1]?.prompt);
    expect(answer).toContain('Legal now: \\"«Crimson One»\\"');
    expect(answer).not.toMatch(/[^«]Crimson One/);
  });

  it('marks the plan an executor is handed, as it marks the state the plan was made from', async () => {
    const planner = createScriptedModel([{ text: '1. play Crimson One\n2. end' }]);
    const executor = createScriptedModel([{ toolCalls: [{ toolName: 'play', input: {} }] }]);
    await runPlannerExecutorLoop({
      planner: { model: planner },
      executor: { model: executor, tools: { play }, markText: mark },
      messages: [{ role: 'user', content: 'Play.' }],
      maxSteps: 1,
    });
    const handed = JSON.stringify(executor.calls[0]?.prompt);
    expect(handed).toContain('1. play «Crimson One»');
    expect(handed).not.toMatch(/[^«]Crimson One/);
  });
});
