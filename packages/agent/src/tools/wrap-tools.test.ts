import { asSchema, type ToolSet, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AgentEvent } from '../events';
import { createToolRunContext, wrapToolsWithContext } from './wrap-tools';

const opts = (toolCallId: string) => ({ toolCallId, messages: [] }) as never;

/** A promise the test settles by hand, so ordering is shown without waiting on a clock. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every queued promise callback run (they all come before the next macrotask). */
const flush = () => new Promise<void>((r) => setImmediate(r));

function setup() {
  const log: string[] = [];
  let active = 0;
  let maxActive = 0;
  /** A tool named here waits until the test resolves its gate. */
  const gates: Record<string, ReturnType<typeof deferred>> = {};
  const write = (name: string, result: unknown) =>
    tool({
      inputSchema: z.object({}),
      execute: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        log.push(`start ${name}`);
        await gates[name]?.promise;
        active--;
        log.push(`end ${name}`);
        if (result instanceof Error) throw result;
        return result;
      },
    });
  const tools = {
    a: write('a', { ok: true }),
    b: write('b', { ok: true }),
    fails: write('fails', { ok: false, reason: 'not your turn' }),
    throws: write('throws', new Error('kaboom')),
    look: tool({
      inputSchema: z.object({}),
      execute: async () => {
        log.push('look');
        return 'seen';
      },
    }),
    end: write('end', 'turn ended'),
  } satisfies ToolSet;
  return { tools, log, gates, maxActive: () => maxActive };
}

describe('wrapToolsWithContext', () => {
  it('runs state-changing calls of a step one at a time, in call order', async () => {
    const { tools, log, gates, maxActive } = setup();
    const ctx = createToolRunContext({ kinds: { look: 'read' } });
    const w = wrapToolsWithContext(tools, ctx);
    ctx.beginStep(1);
    gates.a = deferred();
    gates.b = deferred();
    const all = Promise.all([w.a.execute!({}, opts('1')), w.b.execute!({}, opts('2'))]);
    await flush();
    // b waits for a, however long a takes; read-only calls do not wait.
    expect(log).toEqual(['start a']);
    expect(await w.look.execute!({}, opts('3'))).toBe('seen');
    gates.b.resolve();
    await flush();
    expect(log).toEqual(['start a', 'look']);
    gates.a.resolve();
    await all;
    expect(maxActive()).toBe(1);
    expect(log).toEqual(['start a', 'look', 'end a', 'start b', 'end b']);
  });

  it('after a failed call, cancels the remaining state-changing calls but still runs read-only ones', async () => {
    const { tools, log } = setup();
    const events: AgentEvent[] = [];
    const ctx = createToolRunContext({ kinds: { look: 'read' }, onEvent: (e) => events.push(e) });
    const w = wrapToolsWithContext(tools, ctx);
    ctx.beginStep(1);
    const results = await Promise.all([
      w.fails.execute!({}, opts('1')),
      w.a.execute!({}, opts('2')),
      w.look.execute!({}, opts('3')),
      w.b.execute!({}, opts('4')),
    ]);
    expect(results[0]).toEqual({ ok: false, reason: 'not your turn' });
    expect(results[1]).toMatch(
      /^cancelled because fails failed earlier in the same step \(not your turn\)/,
    );
    expect(results[2]).toBe('seen');
    expect(results[3]).toMatch(/^cancelled because/);
    expect(log).toContain('look');
    expect(log).not.toContain('start a');
    expect(log).not.toContain('start b');
    const statuses = events
      .filter((e) => e.type === 'tool-result')
      .map((e) => (e as { status: string }).status);
    expect(statuses.sort()).toEqual(['cancelled', 'cancelled', 'failed', 'ok']);

    // The next step starts a fresh batch.
    ctx.beginStep(2);
    expect(await w.a.execute!({}, opts('5'))).toEqual({ ok: true });
  });

  it('turns exceptions into Error results and blocks the rest of the batch', async () => {
    const { tools } = setup();
    const ctx = createToolRunContext();
    const w = wrapToolsWithContext(tools, ctx);
    ctx.beginStep(1);
    const [thrown, after] = await Promise.all([
      w.throws.execute!({}, opts('1')),
      w.a.execute!({}, opts('2')),
    ]);
    expect(thrown).toBe('Error: kaboom');
    expect(after).toMatch(/^cancelled because throws failed earlier in the same step \(kaboom\)/);
  });

  it('records a successful terminal call, keeps its result, and cancels later writes', async () => {
    const { tools, log } = setup();
    const ctx = createToolRunContext({ kinds: { end: 'terminal' } });
    const w = wrapToolsWithContext(tools, ctx);
    ctx.beginStep(1);
    const [ended, after] = await Promise.all([
      w.end.execute!({}, opts('1')),
      w.a.execute!({}, opts('2')),
    ]);
    expect(ended).toBe('turn ended');
    expect(ctx.terminal).toEqual({ name: 'end', input: {}, output: 'turn ended' });
    expect(after).toMatch(/^cancelled because end ended the turn/);
    expect(log).not.toContain('start a');
  });

  it('a failed terminal call does not end the run', async () => {
    const ctx = createToolRunContext({ kinds: { end: 'terminal' } });
    const w = wrapToolsWithContext(
      { end: tool({ inputSchema: z.object({}), execute: async () => 'Error: cannot end now' }) },
      ctx,
    );
    ctx.beginStep(1);
    await w.end.execute!({}, opts('1'));
    expect(ctx.terminal).toBeUndefined();
  });

  it('loop guard refuses a call repeated more than maxRepeats times, then flags the run', async () => {
    let runs = 0;
    const ctx = createToolRunContext({ loopGuard: { maxRepeats: 2 } });
    const w = wrapToolsWithContext(
      { t: tool({ inputSchema: z.object({ x: z.number() }), execute: async () => ++runs }) },
      ctx,
    );
    for (let step = 1; step <= 2; step++) {
      ctx.beginStep(step);
      await w.t.execute!({ x: 1 }, opts(`${step}`));
    }
    ctx.beginStep(3);
    expect(await w.t.execute!({ x: 1 }, opts('3'))).toMatch(/same input 3 times in a row/);
    expect(runs).toBe(2);
    expect(ctx.loopStopped).toBeUndefined();
    ctx.beginStep(4);
    await w.t.execute!({ x: 1 }, opts('4'));
    expect(ctx.loopStopped).toMatch(/4 times in a row/);
    // A different input resets the count.
    const ctx2 = createToolRunContext({ loopGuard: { maxRepeats: 1 } });
    const w2 = wrapToolsWithContext(
      { t: tool({ inputSchema: z.object({ x: z.number() }), execute: async () => 'ok' }) },
      ctx2,
    );
    ctx2.beginStep(1);
    expect(await w2.t.execute!({ x: 1 }, opts('a'))).toBe('ok');
    expect(await w2.t.execute!({ x: 2 }, opts('b'))).toBe('ok');
    expect(await w2.t.execute!({ x: 1 }, opts('c'))).toBe('ok');
  });

  it('keeps descriptions and schemas, and leaves tools without execute alone', async () => {
    const t = tool({ description: 'd', inputSchema: z.object({}), execute: async () => 1 });
    const noExec = tool({ description: 'client-side', inputSchema: z.object({}) });
    const w = wrapToolsWithContext({ t, noExec }, createToolRunContext());
    expect(w.t.description).toBe('d');
    // The same schema less its `$schema` key, converted once and shared by every wrapping.
    const { $schema, ...rest } = asSchema(t.inputSchema).jsonSchema as Record<string, unknown>;
    expect($schema).toEqual(expect.any(String));
    expect(asSchema(w.t.inputSchema).jsonSchema).toEqual(rest);
    expect(await asSchema(w.t.inputSchema).validate?.({})).toMatchObject({ success: true });
    expect(await asSchema(w.t.inputSchema).validate?.(7)).toMatchObject({ success: false });
    const again = wrapToolsWithContext({ t }, createToolRunContext());
    expect(again.t.inputSchema).toBe(w.t.inputSchema);
    expect(w.t.execute).not.toBe(t.execute);
    expect(w.noExec).toBe(noExec);
  });
});
