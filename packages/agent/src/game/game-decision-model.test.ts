import type { GameView } from '@playmat/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createGameDecisionModel, type GameDecisionInput } from './game-decision-model';
import { playMatch } from './play-match';
import { createDrawPlayMatch, DP_CARDS } from './test-plugin';

type Shown = { scores: Record<string, number>; target: number };

/** A Draw & Play bot reading the view: draw 3 and ready, draw and end the phase, play the best card. */
function decide({ view, player, toolNames, firstStep }: GameDecisionInput) {
  const hand = view.zones[`${player}:hand`]?.cards ?? [];
  const value = (name: string) => DP_CARDS.find((c) => c.name === name)?.value ?? 0;
  if (toolNames.includes('ready'))
    return firstStep ? { toolName: 'draw', input: { count: 3 } } : { toolName: 'ready' };
  if (!toolNames.includes('play_card'))
    return firstStep ? { toolName: 'draw' } : { toolName: 'end_phase' };
  const best = [...hand].sort((a, b) => value(b.name) - value(a.name))[0];
  return firstStep && best
    ? { toolName: 'play_card', input: { card: best.name } }
    : { toolName: 'end_turn' };
}

describe('createGameDecisionModel', () => {
  it('plays whole matches from the view alone', async () => {
    const { plugin, store } = createDrawPlayMatch({ target: 10 });
    const views: GameView[] = [];
    const bot = (player: string) =>
      createGameDecisionModel({
        store,
        player,
        decide: (input) => {
          views.push(input.view);
          return decide(input);
        },
      });
    const summary = await playMatch({
      plugin,
      store,
      players: { p1: { models: { default: bot('p1') } }, p2: { models: { default: bot('p2') } } },
    });
    expect(summary.end).toBe('game_over');
    expect(summary.winner).not.toBeNull();
    expect(summary.rejected).toBe(0);
    // Each call saw its own player's view, and never the other hand.
    expect(views.length).toBe(summary.toolCalls);
    for (const v of views) {
      const other = v.viewer === 'p1' ? 'p2' : 'p1';
      expect(v.zones[`${other}:hand`]?.cards).toEqual([]);
    }
  });

  it('types the view by the engine it reads, and asks for a view source', () => {
    const { store } = createDrawPlayMatch();
    createGameDecisionModel({
      store: store as typeof store & { engine: { view(...a: never[]): GameView<Shown> } },
      player: 'p1',
      decide: ({ view }) => {
        expectTypeOf(view.plugin).toEqualTypeOf<Shown | undefined>();
        return 'ok';
      },
    });
    const blind = createGameDecisionModel({ player: 'p1', decide: () => 'x' });
    return expect(blind.doGenerate({ prompt: [] })).rejects.toThrow(/pass `store`/);
  });
});
