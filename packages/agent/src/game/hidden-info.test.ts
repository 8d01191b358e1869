import { cardName, type GameState, type SeenCard, type ZoneInventory } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../test';
import { playMatch } from './play-match';
import { createDrawPlayMatch, DP_CARDS } from './test-plugin';
import { dpBot } from './test-plugin/bot';

describe('hidden information', () => {
  it('no request to a player’s model names a card that player may not see', async () => {
    const { plugin, store } = createDrawPlayMatch({ target: 100 });
    const players = ['p1', 'p2'] as const;
    const seen: Record<string, Set<string>> = { p1: new Set(), p2: new Set() };
    const registry = plugin.engine.definition.cards;
    const record = (state: GameState) => {
      for (const p of players)
        for (const id in state.cards)
          if (plugin.engine.canSee(state as never, p, id))
            seen[p]?.add(cardName(registry, state.cards[id] as never));
    };
    record(store.state as GameState);
    store.subscribe((e) => {
      if (e.type !== 'executed') return;
      record(e.result.state);
      // What a peek or search showed its player, in that player's tool result only.
      const data = e.result.data as { cards?: SeenCard[]; entries?: ZoneInventory['entries'] };
      if (e.action.type === 'peek')
        for (const c of data.cards ?? []) seen[e.action.player]?.add(c.name);
      if (e.action.type === 'search_zone')
        for (const g of data.entries ?? []) seen[e.action.player]?.add(g.name);
    });

    // p1 probes for hidden cards; p2 looks through its own deck every turn.
    const m1 = createScriptedModel(
      dpBot({
        prelude: [
          { toolName: 'move_card', input: { card: 'Crimson Secrt', to: 'pile' } },
          { toolName: 'peek', input: { zone: 'opponent_deck', count: 2 } },
          { toolName: 'search_zone', input: { zone: 'opponent_hand' } },
          {
            toolName: 'move_card',
            input: { card: 'Azure', from: 'opponent_hand', to: 'your_hand' },
          },
          {
            toolName: 'move_card',
            input: { card: 'Azure Sec', from: 'opponent_deck', to: 'your_hand' },
          },
        ],
      }),
    );
    const m2 = createScriptedModel(
      dpBot({
        prelude: [
          { toolName: 'search_zone', input: { zone: 'your_deck' } },
          { toolName: 'peek', input: { zone: 'your_deck', count: 2 } },
        ],
      }),
    );
    const summary = await playMatch({
      plugin,
      store,
      maxTurns: 6,
      players: { p1: { models: { default: m1 } }, p2: { models: { default: m2 } } },
    });
    expect(summary.end).toBe('turn_limit');
    expect(summary.perPlayer.p1!.rejected).toBeGreaterThanOrEqual(15);

    const all = new Set(DP_CARDS.map((c) => c.name));
    const check = (player: 'p1' | 'p2', calls: typeof m1.calls) => {
      const allowed = [...(seen[player] as Set<string>)].sort((a, b) => b.length - a.length);
      const forbidden = [...all].filter((n) => !seen[player]?.has(n));
      for (const call of calls) {
        // Blank out names the player may know first ("Azure Owl" inside "Azure Owl Elder").
        let text = JSON.stringify(call.prompt);
        for (const n of allowed) text = text.split(n).join('§');
        for (const n of forbidden) expect(text, `${player} call ${call.step}`).not.toContain(n);
      }
      return forbidden;
    };
    const forbidden1 = check('p1', m1.calls);
    const forbidden2 = check('p2', m2.calls);
    // The test has teeth: secrets stayed secret, and names do reach prompts when allowed.
    expect(forbidden1).toEqual(expect.arrayContaining(['Crimson Secret', 'Azure Secret']));
    expect(forbidden2).toEqual(expect.arrayContaining(['Crimson Secret']));
    expect(forbidden2).not.toContain('Azure Secret');
    expect(m2.calls.some((c) => JSON.stringify(c.prompt).includes('Azure Secret'))).toBe(true);
    expect(m1.calls.some((c) => JSON.stringify(c.prompt).includes('Crimson Owl Elder'))).toBe(true);
  });
});
