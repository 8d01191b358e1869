import { generateText, stepCountIs, streamText, tool } from 'ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAgent } from '../run-agent';
import { countOutputTokens, countPromptTokens } from '../tokens';
import { createDecisionModel, type DecisionInput, type DecisionToolCall } from './index';

const counterTools = (log: string[]) => ({
  add: tool({
    description: 'Add n to the counter.',
    inputSchema: z.object({ n: z.number() }),
    execute: async ({ n }) => {
      if (n < 0) return 'Error: n must be 0 or more.';
      log.push(`add ${n}`);
      return `added ${n}`;
    },
  }),
  done: tool({ description: 'Finish.', inputSchema: z.object({}), execute: async () => 'bye' }),
});

describe('createDecisionModel', () => {
  it('answers with tool calls, sees their results on the next step, and stops with text', async () => {
    const seen: DecisionInput[] = [];
    const log: string[] = [];
    const model = createDecisionModel((input) => {
      seen.push(input);
      if (input.step === 1) return { toolName: 'add', input: { n: -1 } };
      // Recover from the error text alone.
      if (input.step === 2) return [{ toolName: 'add', input: { n: 2 } }];
      return 'All done.';
    });
    const result = await generateText({
      model,
      system: 'You count.',
      prompt: 'Add two.',
      tools: counterTools(log),
      stopWhen: stepCountIs(5),
    });
    expect(result.text).toBe('All done.');
    expect(log).toEqual(['add 2']);
    expect(seen.map((s) => s.step)).toEqual([1, 2, 3]);
    expect(seen[0]).toMatchObject({ firstStep: true, lastResults: [], toolNames: ['add', 'done'] });
    expect(seen[0]?.text).toBe('You count.\nAdd two.');
    expect(seen[0]?.tools[0]).toMatchObject({ name: 'add', description: 'Add n to the counter.' });
    expect(seen[1]?.firstStep).toBe(false);
    expect(seen[1]?.lastResults).toEqual([
      { toolName: 'add', input: { n: -1 }, ok: false, text: 'Error: n must be 0 or more.' },
    ]);
    expect(seen[2]?.lastResults).toEqual([
      { toolName: 'add', input: { n: 2 }, ok: true, text: 'added 2' },
    ]);
    // Usage is counted with the tokenizer and reported like a provider's.
    expect(result.steps.map((s) => s.usage.inputTokens)).toEqual(
      seen.map((s) => countPromptTokens(s.prompt, s.tools)),
    );
    expect(result.steps[2]?.usage.outputTokens).toBe(
      countOutputTokens([{ type: 'text', text: 'All done.' }]),
    );
  });

  it('streams the same replies: text assembled, parallel tool calls run', async () => {
    const log: string[] = [];
    const model = createDecisionModel(async ({ step }) =>
      step === 1
        ? [
            { toolName: 'add', input: { n: 1 } },
            { toolName: 'add', input: { n: 3 } },
          ]
        : { text: 'Counted to four.', usage: { inputTokens: 7, outputTokens: 3 } },
    );
    const result = streamText({
      model,
      prompt: 'Count.',
      tools: counterTools(log),
      stopWhen: stepCountIs(3),
    });
    expect(await result.text).toBe('Counted to four.');
    expect(log).toEqual(['add 1', 'add 3']);
    const steps = await result.steps;
    expect(steps.map((s) => s.finishReason)).toEqual(['tool-calls', 'stop']);
    expect(steps[1]?.usage).toMatchObject({ inputTokens: 7, outputTokens: 3 });
  });

  it('is called without tools as a planner, and its error is a failed call', async () => {
    const planner = createDecisionModel(({ tools }) =>
      tools.length === 0 ? 'PLAN:\n1. add 1' : { toolName: 'add' },
    );
    expect((await generateText({ model: planner, prompt: 'Plan.' })).text).toBe('PLAN:\n1. add 1');
    const broken = createDecisionModel(() => {
      throw new Error('the bot gave up');
    });
    await expect(generateText({ model: broken, prompt: 'x', maxRetries: 0 })).rejects.toThrow(
      /the bot gave up/,
    );
  });

  it('drives runAgent like any model, with its own model id', async () => {
    const log: string[] = [];
    const model = createDecisionModel(
      ({ lastResults }) =>
        lastResults.some((r) => r.ok) ? { toolName: 'done' } : { toolName: 'add', input: { n: 5 } },
      { modelId: 'counter-bot' },
    );
    expect(model.modelId).toBe('counter-bot');
    expect(model.provider).toBe('offline');
    const result = await runAgent({
      model,
      system: 'You count.',
      messages: [{ role: 'user', content: 'Add five, then finish.' }],
      tools: counterTools(log),
      toolKinds: { done: 'terminal' },
    });
    expect(result.terminalTool?.name).toBe('done');
    expect(result.stepCount).toBe(2);
    expect(log).toEqual(['add 5']);
  });

  it('every reply reaches the SDK as decided, through doGenerate and doStream alike', async () => {
    const call = fc.record({
      toolName: fc.constantFrom('add', 'done'),
      input: fc.dictionary(fc.constantFrom('n', 'note'), fc.oneof(fc.integer(), fc.string())),
    });
    const reply = fc.record({
      text: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
      toolCalls: fc.array(call, { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(reply, fc.boolean(), async (decided, stream) => {
        const model = createDecisionModel(() => decided);
        const anyInput = z.record(z.string(), z.union([z.number(), z.string()]));
        const noop = (description: string) =>
          tool({ description, inputSchema: anyInput, execute: async () => 'ok' });
        const tools = { add: noop('Add.'), done: noop('Finish.') };
        const options = { model, prompt: 'Go.', tools, stopWhen: stepCountIs(1) } as const;
        const step = stream
          ? ((await streamText(options).steps)[0] ?? null)
          : (await generateText(options)).steps[0];
        expect(step?.text ?? '').toBe(decided.text ?? '');
        const made = (step?.toolCalls ?? []).map(
          (c): DecisionToolCall => ({ toolName: c.toolName, input: c.input }),
        );
        expect(made).toEqual(decided.toolCalls);
        expect(step?.finishReason).toBe(decided.toolCalls.length ? 'tool-calls' : 'stop');
      }),
      { numRuns: 40 },
    );
  });
});
