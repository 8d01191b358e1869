import { type ModelMessage, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAgent } from '../run-agent';
import { createScriptedModel } from '../test';
import { closestTools, explainInvalidCall, oneLine } from './invalid-calls';

const noop = async () => 'done';
const tools = {
  play_pokemon: tool({
    description: 'Put a Basic Pokémon from your hand onto your Bench. More text here.',
    inputSchema: z.object({ card: z.string().describe('The Basic Pokémon in your hand.') }),
    execute: noop,
  }),
  attach_energy: tool({
    description: 'Attach an Energy card from your hand to one of your Pokémon (once per turn).',
    inputSchema: z.object({
      energy: z.string().describe('The Energy card in your hand.'),
      target: z.string().describe('your_active or your_bench_N.'),
    }),
    execute: noop,
  }),
  evolve: tool({
    description: 'Evolve one of your Pokémon with a card from your hand.',
    inputSchema: z.object({ card: z.string(), target: z.string() }),
    execute: noop,
  }),
  declare_attack: tool({
    description: 'Attack with your Active Pokémon. Ends your turn.',
    inputSchema: z.object({ attack: z.string() }),
    execute: noop,
  }),
  declare_retreat: tool({
    description: 'Retreat your Active Pokémon.',
    inputSchema: z.object({
      to: z.string(),
      discard_energy: z.array(z.string()).optional(),
    }),
    execute: noop,
  }),
  end_turn: tool({ description: 'End your turn.', inputSchema: z.object({}), execute: noop }),
};

describe('closestTools', () => {
  it.each([
    ['evolve_pokemon', 'evolve'],
    ['play_energy', 'attach_energy'],
    ['attack', 'declare_attack'],
    ['retreat', 'declare_retreat'],
    ['Attach_Energy', 'attach_energy'],
    ['endturn', 'end_turn'],
    ['bench_pokemon', 'play_pokemon'],
  ])('puts the tool meant by %s among the three closest', (wrong, meant) => {
    expect(closestTools(wrong, tools)).toContain(meant);
  });

  it('ranks a shared name word above a lookalike name', () => {
    expect(closestTools('evolve_pokemon', tools)[0]).toBe('evolve');
  });

  it('only suggests tools offered now', () => {
    expect(closestTools('attack', tools, ['end_turn', 'evolve'])).not.toContain('declare_attack');
  });
});

describe('explainInvalidCall', () => {
  it('answers an unknown tool with the three closest, each with what it does', () => {
    const text = explainInvalidCall({ toolName: 'play_energy', input: {}, tools });
    expect(text).toMatch(/^Error: there is no tool "play_energy"\./);
    const listed = text.split('\n').filter((l) => l.startsWith('- '));
    expect(listed).toHaveLength(3);
    expect(text).toContain(
      '- attach_energy: Attach an Energy card from your hand to one of your Pokémon (once per turn).',
    );
  });

  it('says a tool that exists is not offered now', () => {
    const text = explainInvalidCall({
      toolName: 'declare_attack',
      input: {},
      tools,
      offered: ['end_turn', 'attach_energy'],
    });
    expect(text).toMatch(/^Error: declare_attack cannot be used now\./);
    expect(text).not.toMatch(/- declare_attack/);
  });

  it('names a missing argument with its description and the legal values now', () => {
    const text = explainInvalidCall({
      toolName: 'attach_energy',
      input: { energy: 'Fire Energy' },
      tools,
      legalValues: (t, a) =>
        t === 'attach_energy' && a === 'target' ? ['your_active', 'your_bench_1'] : undefined,
    });
    expect(text).toContain(
      '- "target" is missing: your_active or your_bench_N. Legal now: "your_active", "your_bench_1".',
    );
    expect(text).not.toContain('"energy" is missing');
    expect(text).toContain(
      'A well-formed call: attach_energy {"energy":"<energy>","target":"your_active"}',
    );
  });

  it('names an argument of the wrong type with what it got', () => {
    const text = explainInvalidCall({
      toolName: 'declare_retreat',
      input: { to: 2, discard_energy: 'Fire Energy' },
      tools,
    });
    expect(text).toContain('- "to" must be a string (got 2).');
    expect(text).toContain('- "discard_energy" must be a list of strings (got "Fire Energy").');
  });
});

describe('oneLine', () => {
  it('keeps the first sentence and cuts long ones at a word', () => {
    expect(oneLine('First one. Second one.')).toBe('First one.');
    const long = `${'word '.repeat(40)}end.`;
    const cut = oneLine(long, 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).not.toMatch(/wor…$/);
  });
});

describe('runAgent answers calls that never ran in words the model can act on', () => {
  const lastResult = (messages: readonly ModelMessage[]) => {
    const tool = messages.filter((m) => m.role === 'tool').at(-1);
    const part = Array.isArray(tool?.content) ? tool.content.at(-1) : undefined;
    return (part as { output?: { value?: unknown } } | undefined)?.output?.value;
  };

  it('an unknown tool, then a missing argument, each fixed from the answer alone', async () => {
    const seen: string[] = [];
    const model = createScriptedModel(({ step, prompt }) => {
      const text = String(
        lastResult(prompt as unknown as ModelMessage[]) ??
          // the SDK prompt keeps results as tool messages with `output`
          '',
      );
      if (step > 1) seen.push(text);
      if (step === 1) return { toolCalls: [{ toolName: 'play_energy', input: {} }] };
      if (step === 2) {
        const fix = /- (\w*energy\w*):/.exec(text)?.[1] ?? 'none';
        return { toolCalls: [{ toolName: fix, input: { energy: 'Fire Energy' } }] };
      }
      if (step === 3) {
        const target = /Legal now: "([^"]+)"/.exec(text)?.[1] ?? 'none';
        return {
          toolCalls: [{ toolName: 'attach_energy', input: { energy: 'Fire Energy', target } }],
        };
      }
      return { toolCalls: [{ toolName: 'end_turn', input: {} }] };
    });
    const attached: string[] = [];
    const run = await runAgent({
      model,
      messages: [{ role: 'user', content: 'Play.' }],
      tools: {
        ...tools,
        attach_energy: tool({
          ...tools.attach_energy,
          execute: async ({ target }) => {
            attached.push(target);
            return `Attached to ${target}.`;
          },
        }),
      },
      toolKinds: { end_turn: 'terminal' },
      legalValues: (t, a) =>
        t === 'attach_energy' && a === 'target' ? ['your_bench_1'] : undefined,
    });
    expect(run.stopReason).toBe('terminal-tool');
    expect(attached).toEqual(['your_bench_1']);
    expect(seen[0]).toMatch(/there is no tool "play_energy"/);
    expect(seen[1]).toMatch(/"target" is missing/);
    // The transcript keeps the same answers the model saw.
    expect(JSON.stringify(run.transcript)).toContain('there is no tool \\"play_energy\\"');
  });
});
