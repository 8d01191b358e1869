import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatingTools } from './validate-input';

describe('validatingTools', () => {
  let runs = 0;
  const tools = validatingTools({
    attack: tool({
      description: 'Attack with your Active Pokémon.',
      inputSchema: z.object({ attack: z.string().describe('The attack name as printed.') }),
      execute: async ({ attack }) => {
        runs++;
        return `Used ${attack.trim()}.`;
      },
    }),
    note: tool({
      inputSchema: z.object({ text: z.string().max(1_000), tags: z.array(z.string()).optional() }),
      execute: async ({ text }) => `${text.length}`,
    }),
  });
  const call = (name: 'attack' | 'note', input: unknown) =>
    tools[name].execute?.(input as never, { toolCallId: 'x', messages: [] });

  it('runs a call that fits the schema, with the parsed input', async () => {
    expect(await call('attack', { attack: ' Zap Kick ' })).toBe('Used Zap Kick.');
    expect(runs).toBe(1);
  });

  it('answers input that skips the schema with what is wrong, and does not run the tool', async () => {
    for (const input of [{}, { attack: 7 }, null, 'Zap Kick', [], { constructor: 'x' }])
      expect(await call('attack', input)).toMatch(
        /^Error: attack was called with invalid input\.\n- ("attack" is missing|"attack" must be a string|.*)/,
      );
    expect(await call('attack', { attack: 7 })).toContain('"attack" must be a string (got 7)');
    expect(runs).toBe(1);
  });

  it('refuses huge texts and lists in short, unless a field allows more', async () => {
    const huge = 'Pikachu '.repeat(25_000);
    const out = (await call('attack', { attack: huge })) as string;
    expect(out).toBe(
      'Error: attack was called with invalid input.\n- "attack" is at most 200 characters; got "Pikachu Pikachu Pikachu Pikachu Pikachu "… (200,000 characters).',
    );
    expect(await call('note', { text: 'x'.repeat(900) })).toBe('900');
    expect(await call('note', { text: 'x'.repeat(1_001) })).toMatch(
      /"text" is at most 1000 characters/,
    );
    expect(await call('note', { text: 'x', tags: Array.from({ length: 101 }, () => 't') })).toMatch(
      /"tags" lists 101 entries; at most 100\./,
    );
    expect(runs).toBe(1);
  });
});
