import { asSchema, generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAgent } from '../run-agent';
import { countOutputTokens, countPromptTokens } from '../tokens';
import { hostileInputs } from './hostile-inputs';
import {
  createRecordReplayMiddleware,
  type ModelRecording,
  withRecordReplay,
} from './record-replay';
import { createScriptedModel } from './scripted-model';

const tools = {
  add: tool({ inputSchema: z.object({ n: z.number() }), execute: async ({ n }) => n + 1 }),
};

describe('createScriptedModel', () => {
  it('replies from a queue through generateText, with tool calls and usage', async () => {
    const model = createScriptedModel([
      {
        toolCalls: [{ toolName: 'add', input: { n: 1 } }],
        usage: { inputTokens: 5, outputTokens: 2 },
      },
      { text: 'two' },
    ]);
    const r = await generateText({ model, prompt: 'hi', tools, stopWhen: stepCountIs(5) });
    expect(r.text).toBe('two');
    expect(r.steps[0]!.toolResults.map((t) => t.output)).toEqual([2]);
    expect(r.steps[0]!.usage.inputTokens).toBe(5);
    // Without scripted usage, the prompt, tools and reply are counted with the tokenizer.
    const schema = await asSchema(tools.add.inputSchema).jsonSchema;
    expect(r.steps[1]!.usage.inputTokens).toBe(
      countPromptTokens(model.calls[1]!.prompt, [{ name: 'add', inputSchema: schema }]),
    );
    expect(r.steps[1]!.usage.outputTokens).toBe(countOutputTokens([{ type: 'text', text: 'two' }]));
    expect(model.calls.map((c) => c.kind)).toEqual(['generate', 'generate']);
    expect(model.calls[0]!.toolNames).toEqual(['add']);
  });

  it('streams the same replies through streamText', async () => {
    const model = createScriptedModel(({ step }) =>
      step === 1 ? { toolCalls: [{ toolName: 'add', input: { n: 41 } }] } : { text: 'the answer' },
    );
    const r = streamText({ model, prompt: 'hi', tools, stopWhen: stepCountIs(5) });
    const deltas: string[] = [];
    for await (const part of r.textStream) deltas.push(part);
    expect(deltas.join('')).toBe('the answer');
    expect(deltas.length).toBeGreaterThan(1);
    expect((await r.steps)[0]!.toolResults.map((t) => t.output)).toEqual([42]);
  });

  it('a function script sees the prompt', async () => {
    const model = createScriptedModel(({ prompt }) => ({ text: `got ${prompt.length} messages` }));
    expect((await generateText({ model, system: 's', prompt: 'p' })).text).toBe('got 2 messages');
  });

  it('running past the script is a clear error', async () => {
    const model = createScriptedModel([{ text: 'one' }]);
    await generateText({ model, prompt: 'a' });
    await expect(generateText({ model, prompt: 'b', maxRetries: 0 })).rejects.toThrow(
      /no scripted reply for call 2; the script has 1/,
    );
  });
});

describe('record/replay', () => {
  const script = [{ toolCalls: [{ toolName: 'add', input: { n: 1 } }] }, { text: 'done' }];

  for (const stream of [false, true]) {
    it(`replays a recorded ${stream ? 'streamed' : 'generated'} run without calling the model`, async () => {
      const recordings: ModelRecording[] = [];
      const live = createScriptedModel(script);
      const recorded = await runAgent({
        model: withRecordReplay(live, { mode: 'record', recordings }),
        messages: [{ role: 'user', content: 'go' }],
        tools,
        stream,
      });
      expect(recordings).toHaveLength(2);
      const saved = JSON.parse(JSON.stringify(recordings)) as ModelRecording[];

      const dead = createScriptedModel([]);
      const replayed = await runAgent({
        model: withRecordReplay(dead, { mode: 'replay', recordings: saved }),
        messages: [{ role: 'user', content: 'go' }],
        tools,
        stream,
      });
      expect(dead.calls).toHaveLength(0);
      expect(replayed.transcript).toEqual(recorded.transcript);
      expect(replayed.usage).toEqual(recorded.usage);
    });
  }

  it('a changed request misses in replay mode, and auto mode records it', async () => {
    const recordings: ModelRecording[] = [];
    await generateText({
      model: withRecordReplay(createScriptedModel([{ text: 'a' }]), { mode: 'record', recordings }),
      prompt: 'one',
    });
    const replay = withRecordReplay(createScriptedModel([]), { mode: 'replay', recordings });
    await expect(
      generateText({ model: replay, prompt: 'two', maxRetries: 0 }),
    ).rejects.toMatchObject({ name: 'ReplayMissError' });
    const live = createScriptedModel([{ text: 'b' }]);
    const auto = withRecordReplay(live, { mode: 'auto', recordings });
    expect((await generateText({ model: auto, prompt: 'one' })).text).toBe('a');
    expect((await generateText({ model: auto, prompt: 'two' })).text).toBe('b');
    expect(live.calls).toHaveLength(1);
    expect(recordings).toHaveLength(2);
  });

  it('works as AI SDK middleware through wrapLanguageModel', async () => {
    const recordings: ModelRecording[] = [];
    const model = wrapLanguageModel({
      model: createScriptedModel([{ text: 'hello' }]),
      middleware: createRecordReplayMiddleware({ mode: 'record', recordings }),
    });
    expect((await generateText({ model, prompt: 'x' })).text).toBe('hello');
    const replayed = wrapLanguageModel({
      model: createScriptedModel([]),
      middleware: createRecordReplayMiddleware({ mode: 'replay', recordings }),
    });
    expect((await generateText({ model: replayed, prompt: 'x' })).text).toBe('hello');
  });
});

describe('hostileInputs', () => {
  it('is the same list for a seed, and spreads over the shapes a seat gets wrong', () => {
    const inputs = hostileInputs({ keys: ['card', 'zone'], seed: 7 });
    expect(hostileInputs({ keys: ['card', 'zone'], seed: 7 })).toEqual(inputs);
    expect(inputs).toHaveLength(1_000);
    const objects = inputs.filter(
      (x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x),
    );
    expect(inputs).toContain(null);
    expect(inputs.some((x) => typeof x === 'string' && x.length === 200_000)).toBe(true);
    expect(inputs.some(Array.isArray)).toBe(true);
    expect(objects.some((o) => typeof o.card === 'string')).toBe(true);
    expect(objects.some((o) => typeof o.card === 'number')).toBe(true);
    // A "__proto__" argument is an own key, as JSON.parse makes it.
    expect(objects.some((o) => Object.hasOwn(o, '__proto__'))).toBe(true);
  });
});
