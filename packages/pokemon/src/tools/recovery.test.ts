import { explainInvalidCall } from '@playmat/agent';
import { createGameToolContext } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { zoneKey } from '../game/zones';
import {
  createPokemonMatch,
  createPokemonPlugin,
  type PokemonPlugin,
} from '../plugin/create-pokemon-plugin';
import { MISTAKE_CLASSES, measureRecovery, retryMissingArgument, retryWrongCase } from './recovery';

const plugin = createPokemonPlugin();

/**
 * The plugin, but its tools refuse a card name that differs from one in the hand only by case:
 * with `answer` naming the card (or not).
 */
function caseSensitive(answer: (wrong: string, exact: string) => string): PokemonPlugin {
  return {
    ...plugin,
    getAgentConfig(ctx, mode) {
      const cfg = plugin.getAgentConfig(ctx, mode);
      const hand = () =>
        (ctx.view().zones[zoneKey(ctx.player, 'hand')]?.cards ?? []).map((c) => c.name);
      const tools: ToolSet = {};
      for (const [name, t] of Object.entries(cfg.tools))
        tools[name] = {
          ...t,
          execute: async (input: Record<string, unknown>, options: never) => {
            const ref = input.card ?? input.energy;
            const exact =
              typeof ref === 'string'
                ? hand().find((n) => n !== ref && n.toLowerCase() === ref.toLowerCase())
                : undefined;
            if (typeof ref === 'string' && exact) return answer(ref, exact);
            return t.execute?.(input, options);
          },
        } as ToolSet[string];
      return { ...cfg, tools };
    },
  };
}

describe('a seat that makes the usual mistakes recovers from the error text alone', () => {
  it('in every class, at >= 95 % of many seeded positions', { timeout: 180_000 }, async () => {
    const tally = await measureRecovery({ plugin, games: 3, positionsPerGame: 8, seed: 7 });
    for (const kind of MISTAKE_CLASSES) {
      const { tries, recovered } = tally[kind];
      if (kind === 'wrong case') continue;
      expect(tries, kind).toBeGreaterThanOrEqual(10);
      expect(recovered / tries, `${kind}: ${recovered}/${tries}`).toBeGreaterThanOrEqual(0.95);
    }
    // The engine matches card names regardless of case: a miscased name is taken as written,
    // to the honest call's very result, so it is neither a try nor a recovery.
    expect(tally['wrong case'].tries).toBe(0);
    expect(tally['wrong case'].recovered).toBe(0);
    expect(tally['wrong case'].accepted).toBeGreaterThanOrEqual(10);
  });

  it('counts a miscased name the tool refuses as a try, recovered only when the error names the card', {
    timeout: 180_000,
  }, async () => {
    const options = { games: 1, positionsPerGame: 8, seed: 7, classes: ['wrong case'] as const };
    const named = await measureRecovery({
      ...options,
      plugin: caseSensitive(
        (wrong, exact) =>
          `Error: No card "${wrong}" in your_hand.\nClosest names in your_hand: ${exact}.`,
      ),
    });
    expect(named['wrong case'].accepted).toBe(0);
    expect(named['wrong case'].tries).toBeGreaterThanOrEqual(5);
    expect(named['wrong case'].recovered).toBe(named['wrong case'].tries);
    const unnamed = await measureRecovery({
      ...options,
      plugin: caseSensitive((wrong) => `Error: No card "${wrong}" in your_hand.`),
    });
    expect(unnamed['wrong case']).toEqual({
      tries: named['wrong case'].tries,
      recovered: 0,
      accepted: 0,
    });
    // Only the class asked for is measured.
    expect(unnamed['missing argument']).toEqual({ tries: 0, recovered: 0, accepted: 0 });
  });

  it('retries a missing argument with the value the seat meant, only when the error lists it', () => {
    const store = createPokemonMatch({
      decks: { p1: 'sv-pawmot-thunder', p2: 'sv-pawmot-thunder' },
      seed: 1,
      plugin,
    });
    const ctx = createGameToolContext({ store, player: 'p1', plugin });
    const { tools } = plugin.getAgentConfig(ctx, 'main');
    const honest = {
      tool: 'attach_energy',
      input: { energy: 'Lightning Energy', target: 'your_bench_2' },
    };
    const text = (spots: string[]) =>
      explainInvalidCall({
        toolName: 'attach_energy',
        input: { energy: 'Lightning Energy' },
        tools,
        legalValues: (_tool, argument) => (argument === 'target' ? spots : undefined),
      });
    const listed = text(['your_active', 'your_bench_2']);
    expect(listed).toContain('"target" is missing');
    expect(listed).toContain('"your_bench_2"');
    expect(retryMissingArgument(listed, honest, 'target')).toEqual(honest);
    // Other legal values, but not the one meant: the first of them is no recovery.
    expect(retryMissingArgument(text(['your_active', 'your_bench_1']), honest, 'target')).toBe(
      undefined,
    );
    expect(retryMissingArgument(text([]), honest, 'target')).toBe(undefined);
  });

  it('retries a refused miscased name with the listed name that differs only by case', () => {
    const mistake = { tool: 'play_pokemon', input: { card: 'PAWMO', to: 'your_bench_1' } };
    expect(
      retryWrongCase(
        'Error: No card "PAWMO" in your_hand.\nClosest names in your_hand: Pawmot, Pawmo.',
        mistake,
        'card',
      ),
    ).toEqual({ tool: 'play_pokemon', input: { card: 'Pawmo', to: 'your_bench_1' } });
    expect(
      retryWrongCase(
        'Error: No card "PAWMO" in your_hand.\nClosest names in your_hand: Pawmot.',
        mistake,
        'card',
      ),
    ).toBe(undefined);
  });
});
