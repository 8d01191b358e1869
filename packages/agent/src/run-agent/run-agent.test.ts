import { type ModelMessage, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AgentEvent, createJsonlTranscriptWriter } from '../events';
import { createScriptedModel, type ScriptedReply } from '../test';
import {
  type Checkpoint,
  ensureToolResults,
  MAX_REWINDS,
  type RestoreRefused,
  runAgent,
} from './run-agent';

/** A tiny game: a score the tools change, with a checkpoint. */
function game() {
  const state = { score: 0, zone: ['Pikachu', 'Bulbasaur'] };
  const tools = {
    search_zone: tool({
      description: 'search a zone',
      inputSchema: z.object({ zone: z.string() }),
      execute: async ({ zone }) => ({ zone, cards: [...state.zone] }),
    }),
    peek: tool({
      inputSchema: z.object({ n: z.number() }),
      execute: async ({ n }) => ({ top: state.zone.slice(0, n) }),
    }),
    play: tool({
      inputSchema: z.object({ points: z.number() }),
      execute: async ({ points }) => {
        state.score += points;
        return { ok: true, score: state.score };
      },
    }),
    end_turn: tool({
      inputSchema: z.object({}),
      execute: async () => ({ ended: true, score: state.score }),
    }),
  };
  const checkpoint = {
    save: () => structuredClone(state),
    restore: (s: unknown) => Object.assign(state, structuredClone(s)),
  };
  return {
    state,
    tools,
    checkpoint,
    toolKinds: { search_zone: 'read', peek: 'read', end_turn: 'terminal' } as const,
  };
}

const user: ModelMessage[] = [{ role: 'user', content: 'Play your turn.' }];
const promptText = (model: { calls: { prompt: unknown }[] }, i: number) =>
  JSON.stringify(model.calls[i]!.prompt);
/** Tool results as the model saw them in request `i`: name → JSON of each output. */
function resultsIn(model: { calls: { prompt: unknown }[] }, i: number): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of model.calls[i]!.prompt as { role: string; content: unknown }[]) {
    if (m.role !== 'tool') continue;
    for (const p of m.content as { toolName: string; output: { value: unknown } }[]) {
      out[p.toolName] = [...(out[p.toolName] ?? []), JSON.stringify(p.output.value)];
    }
  }
  return out;
}
const call = (toolName: string, input: unknown = {}): ScriptedReply => ({
  toolCalls: [{ toolName, input }],
});

describe('runAgent', () => {
  it('appends fresh state to each request and never stores it', async () => {
    const g = game();
    const model = createScriptedModel([
      call('play', { points: 1 }),
      call('play', { points: 2 }),
      { text: 'done' },
    ]);
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      getState: () => `score=${g.state.score}`,
    });
    expect(promptText(model, 0)).toContain('Current state:\\nscore=0');
    expect(promptText(model, 1)).toContain('Current state:\\nscore=1');
    expect(promptText(model, 2)).toContain('Current state:\\nscore=3');
    expect(promptText(model, 2)).not.toContain('score=1');
    expect(JSON.stringify(r.transcript)).not.toContain('Current state');
    expect(r).toMatchObject({
      text: 'done',
      stepCount: 3,
      stopReason: 'no-tool-calls',
      aborted: false,
    });
  });

  it('sums usage over steps', async () => {
    const model = createScriptedModel([
      { ...call('play', { points: 1 }), usage: { inputTokens: 10, outputTokens: 3 } },
      {
        text: 'ok',
        usage: { inputTokens: 20, outputTokens: 4, cacheReadTokens: 12, cacheWriteTokens: 5 },
      },
    ]);
    const r = await runAgent({ model, messages: user, tools: game().tools });
    expect(r.usage).toEqual({
      inputTokens: 30,
      outputTokens: 7,
      totalTokens: 37,
      cacheReadTokens: 12,
      cacheWriteTokens: 5,
    });
  });

  it('a terminal tool ends the run after its step, keeps its result, throws nothing', async () => {
    const g = game();
    const model = createScriptedModel([
      {
        toolCalls: [
          { toolName: 'play', input: { points: 5 } },
          { toolName: 'end_turn', input: {} },
        ],
      },
      { text: 'never requested' },
    ]);
    const r = await runAgent({ model, messages: user, tools: g.tools, toolKinds: g.toolKinds });
    expect(model.calls).toHaveLength(1);
    expect(r.stopReason).toBe('terminal-tool');
    expect(r.error).toBeUndefined();
    expect(r.terminalTool).toEqual({
      name: 'end_turn',
      input: {},
      output: { ended: true, score: 5 },
    });
    const results = r.transcript.flatMap((m) => (m.role === 'tool' ? m.content : []));
    expect(results.map((p) => (p as { toolName: string }).toolName)).toEqual(['play', 'end_turn']);
  });

  it('in a parallel batch, a failed write cancels later writes while read-only tools still run', async () => {
    const g = game();
    const tools = {
      ...g.tools,
      attach: tool({
        inputSchema: z.object({}),
        execute: async () => ({ ok: false, reason: 'no energy' }),
      }),
    };
    const model = createScriptedModel([
      {
        toolCalls: [
          { toolName: 'attach', input: {} },
          { toolName: 'search_zone', input: { zone: 'deck' } },
          { toolName: 'play', input: { points: 3 } },
        ],
      },
      { text: 'ok' },
    ]);
    const r = await runAgent({
      model,
      messages: user,
      tools,
      toolKinds: g.toolKinds,
      condense: false,
    });
    expect(g.state.score).toBe(0);
    const results = resultsIn(model, 1);
    expect(results.attach).toEqual(['{"ok":false,"reason":"no energy"}']);
    expect(results.search_zone![0]).toContain('Bulbasaur');
    expect(results.play![0]).toMatch(
      /^"cancelled because attach failed earlier in the same step \(no energy\)/,
    );
    expect(r.stopReason).toBe('no-tool-calls');
  });

  it('stops at the step budget', async () => {
    const model = createScriptedModel(({ step }) => call('play', { points: step }));
    const r = await runAgent({ model, messages: user, tools: game().tools, maxSteps: 4 });
    expect(r).toMatchObject({ stepCount: 4, stopReason: 'step-budget' });
    expect(model.calls).toHaveLength(4);
  });

  it('stops on the abort signal, without throwing', async () => {
    const g = game();
    const controller = new AbortController();
    const model = createScriptedModel(({ step }) => call('play', { points: step }));
    const tools = {
      ...g.tools,
      play: tool({
        inputSchema: z.object({ points: z.number() }),
        execute: async ({ points }) => {
          if (points === 2) controller.abort();
          return 'ok';
        },
      }),
    };
    const r = await runAgent({
      model,
      messages: user,
      tools,
      abortSignal: controller.signal,
      maxSteps: 10,
    });
    expect(r.aborted).toBe(true);
    expect(r.stopReason).toBe('aborted');
    expect(r.stepCount).toBe(2);

    const pre = new AbortController();
    pre.abort();
    const r2 = await runAgent({
      model: createScriptedModel([]),
      messages: user,
      abortSignal: pre.signal,
    });
    expect(r2).toMatchObject({ aborted: true, stepCount: 0 });
  });

  it('an abort during the model call ends the run as aborted', async () => {
    const controller = new AbortController();
    const model = createScriptedModel([]);
    model.doGenerate = async (params) => {
      controller.abort();
      params.abortSignal?.throwIfAborted();
      throw new Error('unreachable');
    };
    const r = await runAgent({ model, messages: user, abortSignal: controller.signal });
    expect(r).toMatchObject({ aborted: true, stopReason: 'aborted' });
    expect(r.error).toBeUndefined();
  });

  it('the loop guard warns, then stops the run if the model persists', async () => {
    const g = game();
    const model = createScriptedModel(() => call('play', { points: 1 }));
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      loopGuard: { maxRepeats: 2 },
      maxSteps: 20,
    });
    expect(r.stopReason).toBe('loop-guard');
    expect(r.error?.name).toBe('RepeatedToolCallError');
    expect(r.stepCount).toBe(4);
    expect(g.state.score).toBe(2);
    expect(promptText(model, 3)).toContain('same input 3 times in a row');
  });

  it('rewind restores the checkpoint, clears history and injects the guidance', async () => {
    const g = game();
    const events: AgentEvent[] = [];
    const model = createScriptedModel([
      call('play', { points: 7 }),
      call('rewind', { guidance: 'play 1 point instead' }),
      call('play', { points: 1 }),
      { text: 'done' },
    ]);
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      checkpoint: g.checkpoint,
      onEvent: (e) => events.push(e),
    });
    expect(g.state.score).toBe(1);
    expect(r.rewinds).toBe(1);
    const third = promptText(model, 2);
    expect(third).toContain('play 1 point instead');
    expect(third).not.toContain('"points":7');
    expect(JSON.stringify(r.transcript)).toContain('"points":7');
    expect(events.filter((e) => e.type === 'rewind')).toHaveLength(1);
    expect(model.calls[0]!.toolNames).toContain('rewind');
    // Outside a game the note speaks of the run, not of a turn.
    expect(third).toContain('You rewound to the start of this run (rewind 1 of 2)');
    expect(third).not.toContain('start of this turn');
  });

  it('says what a rewind undoes in the words of the caller (a game says turn)', async () => {
    const g = game();
    const model = createScriptedModel([
      call('play', { points: 7 }),
      call('rewind', { guidance: 'less' }),
      { text: 'done' },
    ]);
    await runAgent({
      model,
      messages: user,
      tools: g.tools,
      checkpoint: g.checkpoint,
      rewindScope: 'turn',
    });
    expect(promptText(model, 2)).toContain('You rewound to the start of this turn (rewind 1 of 2)');
    expect(promptText(model, 2)).not.toContain('this run');
  });

  /**
   * A caller that cannot go back past a point (a game where a card was drawn): `seal()` marks
   * the current state as the furthest point back; its checkpoint refuses anything earlier and
   * offers that point instead.
   */
  function sealingGame() {
    const g = game();
    let sealed: unknown;
    const refusal = (snapshot: unknown): RestoreRefused | undefined => {
      if (sealed === undefined || snapshot === sealed) return undefined;
      const here = JSON.stringify(g.state) === JSON.stringify(sealed);
      return {
        refused: true,
        reason: 'You cannot take back the draw: you drew Pikachu.',
        ...(here ? {} : { fallback: sealed }),
      };
    };
    const checkpoint: Checkpoint = {
      save: g.checkpoint.save,
      check: refusal,
      restore: (snapshot) => refusal(snapshot) ?? g.checkpoint.restore(snapshot),
    };
    const tools = {
      ...g.tools,
      draw: tool({
        inputSchema: z.object({}),
        execute: async () => {
          g.state.zone.shift();
          sealed = structuredClone(g.state);
          return 'You drew Pikachu.';
        },
      }),
    };
    return { ...g, tools, checkpoint };
  }

  it('a rewind that would take back what the caller forbids stops as far back as allowed', async () => {
    const g = sealingGame();
    const model = createScriptedModel([
      call('play', { points: 2 }),
      call('draw', {}),
      call('play', { points: 7 }),
      call('rewind', { guidance: 'play less' }),
      { text: 'done' },
    ]);
    const r = await runAgent({ model, messages: user, tools: g.tools, checkpoint: g.checkpoint });
    expect(r.rewinds).toBe(1);
    // Back to right after the draw: the 2 points before it stay, the 7 after it are undone.
    expect(g.state).toEqual({ score: 2, zone: ['Bulbasaur'] });
    expect(JSON.stringify(r.transcript)).toContain(
      'Rewinding as far back as allowed, not to the start of the run: You cannot take back the draw: you drew Pikachu.',
    );
    expect(promptText(model, 4)).toContain(
      'You rewound as far back as allowed (rewind 1 of 2): You cannot take back the draw: you drew Pikachu. The state is back to how it was right after that. Your guidance for this attempt: play less',
    );
  });

  it('a rewind with nothing it may undo is an error result, and the run goes on unchanged', async () => {
    const g = sealingGame();
    const model = createScriptedModel([
      call('play', { points: 2 }),
      call('draw', {}),
      call('rewind', { guidance: 'undraw' }),
      call('play', { points: 1 }),
      { text: 'done' },
    ]);
    const r = await runAgent({ model, messages: user, tools: g.tools, checkpoint: g.checkpoint });
    expect(r.rewinds).toBe(0);
    expect(g.state).toEqual({ score: 3, zone: ['Bulbasaur'] });
    expect(JSON.stringify(model.calls[3]!.prompt)).toContain(
      'Error: You cannot take back the draw: you drew Pikachu. Continue from the current state.',
    );
  });

  it('a failed model call undoes the run only as far back as allowed', async () => {
    const g = sealingGame();
    let step = 0;
    const replies = [call('play', { points: 2 }), call('draw', {}), call('play', { points: 7 })];
    const model = createScriptedModel(() => {
      const reply = replies[step++];
      if (!reply) throw new Error('provider down');
      return reply;
    });
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      checkpoint: g.checkpoint,
      maxRetries: 0,
    });
    expect(r.stopReason).toBe('error');
    expect(g.state).toEqual({ score: 2, zone: ['Bulbasaur'] });
  });

  it(`allows at most ${MAX_REWINDS} rewinds per run`, async () => {
    const g = game();
    const model = createScriptedModel([
      call('play', { points: 1 }),
      call('rewind', { guidance: 'a' }),
      call('play', { points: 2 }),
      call('rewind', { guidance: 'b' }),
      call('play', { points: 3 }),
      call('rewind', { guidance: 'c' }),
      { text: 'done' },
    ]);
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      checkpoint: g.checkpoint,
      loopGuard: false,
    });
    expect(r.rewinds).toBe(2);
    expect(g.state.score).toBe(3);
    expect(promptText(model, 6)).toContain('rewind limit reached');
    expect(r.stopReason).toBe('no-tool-calls');
  });

  it('sizes in events are measured when read, and read the same later as at the step', async () => {
    const g = game();
    const events: AgentEvent[] = [];
    const atStep: number[] = [];
    const replies = [
      call('search_zone', { zone: 'deck' }),
      call('peek', { n: 1 }),
      call('play', { points: 1 }),
      { text: 'done' },
    ];
    const options = { messages: user, tools: g.tools, toolKinds: g.toolKinds };
    // One listener reads every size as it comes; the other only keeps the events.
    await runAgent({
      ...options,
      model: createScriptedModel(replies),
      onEvent: (e) => {
        if (e.type === 'step-start') atStep.push(e.historyChars);
        if (e.type === 'condense') atStep.push(e.charsBefore, e.charsAfter);
      },
    });
    await runAgent({
      ...options,
      model: createScriptedModel(replies),
      onEvent: (e) => events.push(e),
    });
    const later = events.flatMap((e) =>
      e.type === 'step-start'
        ? [e.historyChars]
        : e.type === 'condense'
          ? [e.charsBefore, e.charsAfter]
          : [],
    );
    expect(later).toEqual(atStep);
    expect(atStep.length).toBeGreaterThan(4);
    // The history grew after each step; a size read afterwards is still the step's own.
    const starts = events.flatMap((e) => (e.type === 'step-start' ? [e.historyChars] : []));
    expect(starts[0]).toBeLessThan(starts.at(-1)!);
    expect(JSON.parse(JSON.stringify(events[0]))).toMatchObject({
      type: 'step-start',
      historyChars: starts[0],
    });
  });

  it('condense regression: a search_zone result is visible at the next step, condensed after a newer peek', async () => {
    const g = game();
    const events: AgentEvent[] = [];
    const model = createScriptedModel([
      call('search_zone', { zone: 'deck' }),
      call('peek', { n: 1 }),
      call('play', { points: 1 }),
      { text: 'done' },
    ]);
    await runAgent({
      model,
      messages: user,
      tools: g.tools,
      toolKinds: g.toolKinds,
      onEvent: (e) => events.push(e),
    });
    expect(resultsIn(model, 1)).toEqual({
      search_zone: ['{"zone":"deck","cards":["Pikachu","Bulbasaur"]}'],
    });
    expect(resultsIn(model, 2)).toEqual({
      search_zone: ['"[search_zone succeeded]"'],
      peek: ['{"top":["Pikachu"]}'],
    });
    expect(resultsIn(model, 3)).toEqual({
      search_zone: ['"[search_zone succeeded]"'],
      peek: ['{"top":["Pikachu"]}'],
      // The latest step's result stays verbatim: the model reads what its last call returned.
      play: ['{"ok":true,"score":1}'],
    });
    expect(events.some((e) => e.type === 'condense' && e.charsAfter < e.charsBefore)).toBe(true);

    const raw = createScriptedModel([
      call('search_zone', { zone: 'deck' }),
      call('peek', { n: 1 }),
      { text: 'x' },
    ]);
    await runAgent({ model: raw, messages: user, tools: g.tools, condense: false });
    expect(promptText(raw, 2)).toContain('Bulbasaur');
  });

  it('a failed model call ends the run with a clear error and restores the checkpoint', async () => {
    const g = game();
    const model = createScriptedModel([
      call('play', { points: 4 }),
      { error: new Error('provider exploded') },
    ]);
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      checkpoint: g.checkpoint,
      maxRetries: 0,
    });
    expect(r.stopReason).toBe('error');
    expect(r.error?.name).toBe('ModelCallError');
    expect(r.error?.message).toMatch(/step 2: .*provider exploded/);
    expect(g.state.score).toBe(0);
  });

  it('reports calls the SDK rejected before they ran (bad input, unknown tool) as failed', async () => {
    const g = game();
    const events: AgentEvent[] = [];
    const model = createScriptedModel([
      call('play', { points: 'many' }),
      call('teleport', { to: 'moon' }),
      { text: 'done' },
    ]);
    await runAgent({ model, messages: user, tools: g.tools, onEvent: (e) => events.push(e) });
    const calls = events.filter((e) => e.type === 'tool-call').map((e) => e.toolName);
    const results = events.flatMap((e) => (e.type === 'tool-result' ? [e] : []));
    expect(calls).toEqual(['play', 'teleport']);
    expect(results.map((r) => [r.toolName, r.status])).toEqual([
      ['play', 'failed'],
      ['teleport', 'failed'],
    ]);
    expect(g.state.score).toBe(0);
  });

  it('reports events in order and writes them as JSONL', async () => {
    const g = game();
    const lines: string[] = [];
    const writer = createJsonlTranscriptWriter((l) => lines.push(l), { now: () => 42 });
    const model = createScriptedModel([call('play', { points: 1 }), { text: 'done' }]);
    await runAgent({ model, messages: user, tools: g.tools, onEvent: writer.onEvent });
    const events = lines.map((l) => JSON.parse(l) as AgentEvent & { t: number });
    expect(events.map((e) => e.type)).toEqual([
      'step-start',
      'tool-call',
      'tool-result',
      'step-end',
      'step-start',
      'step-end',
      'run-end',
    ]);
    expect(lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
    expect(events[0]!.t).toBe(42);
    expect(writer.lines).toBe(7);
  });

  it('streaming steps give the same history as generate steps', async () => {
    const script = [
      { text: 'thinking', toolCalls: [{ toolName: 'play', input: { points: 2 } }] },
      { text: 'done' },
    ];
    const a = await runAgent({
      model: createScriptedModel(script),
      messages: user,
      tools: game().tools,
    });
    const streamed = createScriptedModel(script);
    const b = await runAgent({
      model: streamed,
      messages: user,
      tools: game().tools,
      stream: true,
    });
    expect(streamed.calls.every((c) => c.kind === 'stream')).toBe(true);
    expect(b.transcript).toEqual(a.transcript);
    expect(b.usage).toEqual(a.usage);
  });

  it('answers every tool call, even invalid ones', async () => {
    const model = createScriptedModel([
      {
        toolCalls: [
          { toolName: 'nope', input: {} },
          { toolName: 'play', input: { points: 'x' } },
        ],
      },
      { text: 'done' },
    ]);
    const r = await runAgent({ model, messages: user, tools: game().tools });
    const calls = r.transcript.flatMap((m) =>
      m.role === 'assistant' && Array.isArray(m.content) ? m.content : [],
    );
    const results = r.transcript.flatMap((m) => (m.role === 'tool' ? m.content : []));
    expect(results.map((p) => (p as { toolCallId: string }).toolCallId)).toEqual(
      calls
        .filter((p) => p.type === 'tool-call')
        .map((p) => (p as { toolCallId: string }).toolCallId),
    );
    expect(
      ensureToolResults([
        {
          role: 'assistant',
          content: [{ type: 'tool-call', toolCallId: 'x', toolName: 't', input: {} }],
        },
      ])[1],
    ).toMatchObject({
      role: 'tool',
      content: [{ toolCallId: 'x', output: { type: 'error-text' } }],
    });
  });
});

describe('tools that follow the state', () => {
  it('offers only the active tools at each step, asked again before every request', async () => {
    const g = game();
    const model = createScriptedModel([call('play', { points: 5 }), call('end_turn')]);
    await runAgent({
      model,
      messages: user,
      tools: g.tools,
      toolKinds: g.toolKinds,
      // Once the score is up, playing again is no longer offered.
      activeTools: () => (g.state.score > 0 ? ['end_turn'] : ['play', 'end_turn']),
      checkpoint: g.checkpoint,
    });
    expect(model.calls.map((c) => c.toolNames.sort())).toEqual([
      ['end_turn', 'play', 'rewind'],
      ['end_turn', 'rewind'],
    ]);
  });

  it('ends the run when a successful call says so from its result, keeping that result', async () => {
    const g = game();
    const model = createScriptedModel([
      {
        toolCalls: [
          { toolName: 'play', input: { points: 7 } },
          { toolName: 'play', input: { points: 1 } },
        ],
      },
      call('end_turn'),
    ]);
    const r = await runAgent({
      model,
      messages: user,
      tools: g.tools,
      toolKinds: g.toolKinds,
      endsRun: (name, output) => name === 'play' && (output as { score: number }).score >= 7,
    });
    expect(r.stopReason).toBe('terminal-tool');
    expect(r.terminalTool).toMatchObject({ name: 'play', output: { ok: true, score: 7 } });
    // The second call of the batch is cancelled, so the score stays at 7.
    expect(g.state.score).toBe(7);
    expect(model.calls).toHaveLength(1);
  });
});
