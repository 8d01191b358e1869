import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../test';
import { runTurn } from './run-turn';
import { defaultStateText, seatLine } from './state-text';
import { readyMatch } from './test-helpers.test-helper';
import { stateText } from './test-plugin/bot';
import type { GamePlugin } from './types';

describe('the default state text', () => {
  it('says who you are, whose turn it is, every zone you may see and the latest events', async () => {
    const m = readyMatch();
    const plugin = { ...m.plugin, formatState: undefined } as GamePlugin<never>;
    const model = createScriptedModel([{ toolCalls: [{ toolName: 'end_phase', input: {} }] }]);
    await runTurn({ plugin, store: m.store as never, player: 'p1', models: { default: model } });
    const text = stateText(model.calls[0]?.prompt ?? []);
    expect(text).toContain('You are player "p1"; the other player is p2.');
    expect(text).toContain('Turn 1, round 1: your turn, phase draw.');
    const hand = m.ctx1.view().zones['p1:hand']?.cards ?? [];
    expect(text).toContain(
      `- your_hand (3): ${hand.map((c) => `${c.name} (#${c.id})`).join(', ')}`,
    );
    // The other hand is only counted; its cards are not named.
    expect(text).toContain('- opponent_hand (3): 3 face down');
    for (const c of m.ctx2.view().zones['p2:hand']?.cards ?? []) expect(text).not.toContain(c.name);
    expect(text).toMatch(/Recent events:\n(- .*\n)*- p2 declared ready$/);
  });

  it('reads the same for two and three players, each seat in its own words', () => {
    const three = readyMatch();
    const view = { ...three.ctx2.view(), players: ['p1', 'p2', 'p3'] };
    expect(seatLine(view, 'p2')).toBe(
      'You are player "p2"; the other players are {@p1} and {@p3}.',
    );
    const text = three.ctx2.localize(defaultStateText(three.ctx2.view(), { player: 'p2' }));
    expect(text).toContain('You are player "p2"; the other player is p1.');
    expect(text).toContain("Turn 1, round 1: p1's turn, phase draw.");
    expect(text).toContain('- you declared ready');
  });
});
