import { createGameToolContext, createMatchStore, type MatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { classicRegistry } from '../effects/classic-sets.test-helper';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { buildBoard } from '../test/match-builder';

/**
 * The rewind barrier holds for looks that a loaded set's compiled text performs, not only for the
 * bundled cards' code: Jungle's Mankey (Peek, "look at … a random card from your opponent's
 * hand") played through the seat's own tools, then a rewind to the start of the turn.
 */
const plugin = createPokemonPlugin({ registry: classicRegistry });
const MANKEY = 'base2-55';
const KINGAMBIT = 'sv1-134';
const G = 'sve-1';
const L = 'sve-4';

/** How many cards of p2's hand p1's view names (a look leaves them named to p1). */
const seenByP1 = (store: MatchStore<PokemonState>) =>
  (plugin.engine.view(store.state, 'p1').zones['p2:hand']?.cards ?? []).filter(
    (c) => c.templateId !== undefined,
  );

function seat(store: MatchStore<PokemonState>) {
  const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
  ctx.rewindPoint = store.checkpoint();
  const tools = plugin.getAgentConfig(ctx, 'main').tools as ToolSet;
  return async (name: string, input: Record<string, unknown>) =>
    String(await tools[name]?.execute?.(input as never, { toolCallId: 'x', messages: [] }));
}

describe('rewind after a loaded set’s look', () => {
  it("Mankey's Peek at the opponent's hand cannot be taken back, and the card stays seen", async () => {
    const board = buildBoard({
      engine: plugin.engine,
      p1: { active: [MANKEY], hand: [G] },
      p2: { active: [KINGAMBIT], hand: [G, L], deck: [L, G] },
    });
    const store = createMatchStore(plugin.engine, board.state);
    const call = seat(store);
    expect(await call('declare_ability', { pokemon: 'your_active', ability: 'Peek' })).not.toMatch(
      /^Error/,
    );
    const decision = store.state.pendingDecision;
    const option = decision?.options?.find((o) => /opponent's hand/i.test(o));
    expect(option).toBeDefined();
    expect(await call('resolve_decision', { choice: option as string })).not.toMatch(/^Error/);
    const seen = seenByP1(store);
    expect(seen).toHaveLength(1);
    expect(plugin.engine.view(store.state, 'p2').zones['p2:hand']?.cards).toHaveLength(2);

    const after = store.state;
    const answer = await call('rewind', { guidance: 'attach the Energy first' });
    // Nothing was done after the look, so there is nothing to rewind to: refused, state kept.
    // (A loaded set's names reach the seat framed as card data, « ».)
    expect(answer).toMatch(
      /^Error: You cannot take back «Mankey»: it showed you a card of opponent's hand\./,
    );
    expect(store.state).toBe(after);
    // The card p1 saw is still named to p1, and no other card of that hand is.
    expect(seenByP1(store)).toEqual(seen);
  });

  it('a rewind after the look and an attach goes back to just after the look, never before it', async () => {
    const board = buildBoard({
      engine: plugin.engine,
      p1: { active: [MANKEY], hand: [G] },
      p2: { active: [KINGAMBIT], hand: [G, L], deck: [L, G] },
    });
    const store = createMatchStore(plugin.engine, board.state);
    const call = seat(store);
    await call('declare_ability', { pokemon: 'your_active', ability: 'Peek' });
    const option = store.state.pendingDecision?.options?.find((o) => /opponent's hand/i.test(o));
    await call('resolve_decision', { choice: option as string });
    const looked = store.state;
    expect(
      await call('attach_energy', { energy: 'Basic Grass Energy', target: 'your_active' }),
    ).toMatch(/^Attached/);
    const answer = await call('rewind', { guidance: 'do it again' });
    expect(answer).toMatch(/^Rewound as far back as allowed/);
    expect(store.state).toBe(looked);
    expect(seenByP1(store)).toHaveLength(1);
  });
});
