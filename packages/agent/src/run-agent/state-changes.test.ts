import type { ModelMessage } from 'ai';
import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScriptedModel } from '../test';
import { runAgent } from './run-agent';
import { splitSections, stateChanges } from './state-changes';

const state = (board: string, log: string[], refs = ['Pikachu | HP 60']) =>
  [
    '== CARD REFERENCE ==',
    ...refs,
    '',
    '== YOUR BOARD ==',
    board,
    '',
    '== RECENT LOG ==',
    ...log,
  ].join('\n');

describe('stateChanges', () => {
  it('is empty when nothing changed', () => {
    const s = state('active: Pikachu', ['a']);
    expect(stateChanges(s, s)).toBe('');
  });

  it('sends the changed sections: new and changed lines, what is gone, what a window gained', () => {
    const base = state('active: Pikachu\nbench_1: Eevee', ['a', 'b'], ['Pikachu | HP 60']);
    const next = state(
      'active: Pikachu (Energy: Lightning)',
      ['b', 'c'],
      ['Pikachu | HP 60', 'Raichu | HP 90'],
    );
    // (A small example: allow changes longer than the text.)
    expect(stateChanges(base, next, 2)).toBe(
      [
        '== CARD REFERENCE ==',
        'Raichu | HP 90',
        '== YOUR BOARD ==',
        // The active line changed (the old one is replaced); the bench line is gone.
        'active: Pikachu (Energy: Lightning)',
        '(gone) bench_1: Eevee',
        '== RECENT LOG ==',
        // The log slid: only what it gained.
        'c',
      ].join('\n'),
    );
  });

  it('says when a section is gone, and gives up when the changes are most of the text', () => {
    const base = `${state('x', ['a'])}\n== COMBAT NOTES ==\nnote`;
    expect(stateChanges(`${state('x', ['a'])}\n`, state('x', ['a']), 1)).toBe('');
    expect(stateChanges(base, state('x', ['a']), 1)).toBe('== COMBAT NOTES == (gone)');
    expect(stateChanges('plain text', 'other text')).toBeUndefined();
  });

  it('splits at == headers and Markdown headings', () => {
    expect(splitSections('intro\n== A ==\n1\n# B\n2').map((s) => s.header)).toEqual([
      '',
      '== A ==',
      '# B',
    ]);
  });
});

describe('runAgent with stateAsChanges', () => {
  const userTexts = (prompt: unknown) =>
    (prompt as ModelMessage[])
      .filter((m) => m.role === 'user')
      .map((m) =>
        typeof m.content === 'string'
          ? m.content
          : m.content.map((p) => (p.type === 'text' ? p.text : '')).join(''),
      );

  it('keeps the first state in the history and sends later states as changes', async () => {
    let board = 'active: Pikachu';
    const model = createScriptedModel(({ step }) =>
      step < 3 ? { toolCalls: [{ toolName: 'attach', input: {} }] } : { text: 'done' },
    );
    const run = await runAgent({
      model,
      messages: [{ role: 'user', content: 'Play.' }],
      tools: {
        attach: tool({
          inputSchema: z.object({}),
          execute: async () => {
            board += ' +E';
            return 'attached';
          },
        }),
      },
      getState: () => state(board, ['log']),
      stateAsChanges: true,
    });
    expect(run.stepCount).toBe(3);
    const [first, second, third] = model.calls.map((c) => userTexts(c.prompt));
    expect(first).toEqual(['Play.', `Current state:\n${state('active: Pikachu', ['log'])}`]);
    // The full state stays where it was; the newest message is only the board that changed.
    expect(second?.slice(0, 2)).toEqual(first);
    expect(second?.at(-1)).toBe(
      'State changes since the state above (sections not shown are unchanged):\n== YOUR BOARD ==\nactive: Pikachu +E',
    );
    expect(third?.at(-1)).toContain('active: Pikachu +E +E');
    expect(third).toHaveLength(3);
    // The kept state is part of the run's history and transcript.
    expect(userTexts(run.messages)).toHaveLength(2);
  });

  it('with prompt caching the kept state ends a cached prefix from its first request', async () => {
    const model = createScriptedModel([
      { toolCalls: [{ toolName: 'noop', input: {} }] },
      { text: 'ok' },
    ]);
    await runAgent({
      model,
      system: 'sys',
      messages: [{ role: 'user', content: 'Go.' }],
      tools: { noop: tool({ inputSchema: z.object({}), execute: async () => 'ok' }) },
      getState: () => '== A ==\n1',
      stateAsChanges: true,
      promptCache: true,
    });
    const marked = (prompt: unknown) =>
      (prompt as { role: string; providerOptions?: { anthropic?: unknown } }[]).map((m) =>
        m.providerOptions?.anthropic ? m.role : '-',
      );
    // system, instruction, kept state (marked at once), then the next request reads it.
    expect(marked(model.calls[0]?.prompt)).toEqual(['system', '-', 'user']);
    expect(marked(model.calls[1]?.prompt)[2]).toBe('user');
  });

  it('without the option, every request carries the whole state and the history keeps none', async () => {
    const model = createScriptedModel([
      { toolCalls: [{ toolName: 'noop', input: {} }] },
      { text: 'ok' },
    ]);
    const run = await runAgent({
      model,
      messages: [{ role: 'user', content: 'Go.' }],
      tools: { noop: tool({ inputSchema: z.object({}), execute: async () => 'ok' }) },
      getState: () => 'S',
    });
    expect(model.calls.map((c) => userTexts(c.prompt).at(-1))).toEqual([
      'Current state:\nS',
      'Current state:\nS',
    ]);
    expect(userTexts(run.messages)).toEqual(['Go.']);
  });
});
