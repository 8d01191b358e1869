import { createGameToolContext, playMatch, runTurn } from '@playmat/agent/game';
import { createScriptedModel } from '@playmat/agent/test';
import { describe, expect, it } from 'vitest';
import { createEightsBot } from './bot';
import { playableCards, topCard } from './definition';
import { createEightsMatch } from './match';
import { createEightsTools, eightsPlugin, formatEightsState } from './plugin';

const bots = (store: ReturnType<typeof createEightsMatch>) => ({
  p1: { models: { default: createEightsBot({ store, player: 'p1' }) } },
  p2: { models: { default: createEightsBot({ store, player: 'p2' }) } },
});

// Whole matches: about a second each on a quiet machine, several on a busy 2-core one.
const WHOLE_MATCH_MS = 60_000;

describe('a full offline match', () => {
  it('two bots play through tool calls until someone empties their hand', {
    timeout: WHOLE_MATCH_MS,
  }, async () => {
    const store = createEightsMatch({ seed: 7 });
    const tools: string[] = [];
    const summary = await playMatch({
      plugin: eightsPlugin,
      store,
      players: bots(store),
      onEvent: (e) => {
        if (e.type === 'tool_call') tools.push(e.tool);
      },
    });
    expect(summary.end).toBe('game_over');
    expect(summary.winner).not.toBeNull();
    const winner = summary.winner as string;
    expect(summary.finalState.result?.winners).toEqual([winner]);
    // Either the winner emptied their hand, or the game was blocked and they hold the fewest.
    const left = (p: string) => summary.finalState.zones[`${p}:hand`]?.cards.length ?? 0;
    expect(left(winner)).toBeLessThanOrEqual(Math.min(left('p1'), left('p2')));
    expect(summary.rejected).toBe(0);
    expect(summary.stalls).toBe(0);
    expect(summary.toolCalls).toBe(tools.length);
    expect(new Set(tools)).toContain('play_card');
    const total = Object.values(summary.finalState.zones).reduce((n, z) => n + z.cards.length, 0);
    expect(total).toBe(52);
  });

  it('the same seed replays to the same result', { timeout: WHOLE_MATCH_MS }, async () => {
    const run = async () => {
      const store = createEightsMatch({ seed: 21 });
      const s = await playMatch({ plugin: eightsPlugin, store, players: bots(store) });
      return [s.winner, s.turns, s.toolCalls];
    };
    expect(await run()).toEqual(await run());
  });
});

describe('one turn with a scripted model', () => {
  it('a rejected play reaches the model as an error it can act on', async () => {
    for (let seed = 1; seed < 200; seed++) {
      const store = createEightsMatch({ seed });
      const playable = playableCards(store.state, 'p1').map((c) => c.name);
      const hand = store.engine.view(store.state, 'p1').zones['p1:hand']?.cards ?? [];
      const wrong = hand.find((c) => !playable.includes(c.name));
      const right = playable.find((name) => !name.startsWith('8'));
      if (!wrong || !right) continue;
      let secondPrompt = '';
      const model = createScriptedModel(({ prompt, step }) => {
        if (step === 1)
          return { toolCalls: [{ toolName: 'play_card', input: { card: wrong.name } }] };
        secondPrompt = JSON.stringify(prompt);
        return { toolCalls: [{ toolName: 'play_card', input: { card: right } }] };
      });
      const result = await runTurn({
        plugin: eightsPlugin,
        store,
        player: 'p1',
        models: { default: model },
      });
      expect(result.rejected).toBe(1);
      expect(secondPrompt).toContain('matches neither');
      expect(result.terminalTool).toBe('play_card');
      expect(topCard(store.state)?.name).toBe(right);
      expect(store.state.turn.activePlayer).toBe('p2');
      return;
    }
    throw new Error('no seed gives p1 both a playable and an unplayable card');
  });
});

describe('narrative', () => {
  it('shows your hand with playable marks and only counts the other hand', () => {
    const store = createEightsMatch({ seed: 5 });
    const text = formatEightsState(store.engine.view(store.state, 'p1'), { player: 'p1' });
    expect(text).toContain('Your hand:');
    expect(text).toContain('p2 holds 7 cards.');
    const p2 = store.engine.view(store.state, 'p2').zones['p2:hand']?.cards ?? [];
    for (const c of p2) expect(text).not.toContain(`- ${c.name} (`);
  });

  it("a card p1 draws is named in p1's tool result and nowhere in p2's narrative", async () => {
    for (let seed = 1; seed < 300; seed++) {
      const store = createEightsMatch({ seed });
      if (playableCards(store.state, 'p1').length > 0) continue;
      const ctx = createGameToolContext({ store, player: 'p1', plugin: eightsPlugin });
      const draw = createEightsTools(ctx).draw_card;
      const text = String(await draw?.execute?.({}, { toolCallId: 't', messages: [] }));
      const drawnId = store.state.zones['p1:hand']?.cards.find(
        (id) => !createEightsMatch({ seed }).state.zones['p1:hand']?.cards.includes(id),
      );
      const drawn = store.engine
        .view(store.state, 'p1')
        .zones['p1:hand']?.cards.find((c) => c.id === drawnId);
      if (!drawn) throw new Error('no card was drawn');
      expect(text).toContain(drawn.name);
      const p2Sees = formatEightsState(store.engine.view(store.state, 'p2'), { player: 'p2' });
      expect(p2Sees).not.toContain(drawn.name);
      expect(p2Sees).toContain('p1 holds 8 cards.');
      return;
    }
    throw new Error('no seed leaves p1 without a play');
  });
});
