import { playMatch } from '@playmat/agent/game';
import { describe, expect, it } from 'vitest';
import {
  createTwentyOneBot,
  createTwentyOneMatch,
  points,
  twentyOneEngine,
  twentyOnePlugin,
} from './twenty-one';

const handIds = (state: ReturnType<typeof createTwentyOneMatch>['state'], p: string) =>
  (state.zones[`${p}:hand`]?.cards ?? []).map((id) => state.cards[id]?.templateId ?? '');

describe('Twenty-One, the one-file game', () => {
  it('counts points: J, Q, K are 10, an ace 11 while it fits', () => {
    expect(points(['Kc', 'Qh'])).toBe(20);
    expect(points(['Ac', '10h'])).toBe(21);
    expect(points(['Ac', 'Ad', '9s'])).toBe(21);
    expect(points(['Ac', 'Kd', 'Qs'])).toBe(21);
    expect(points(['7c', '8d', '9s'])).toBe(24);
  });

  it('plays a match in one call', async () => {
    // #region play
    const store = createTwentyOneMatch(['p1', 'p2', 'p3'], 7);
    const summary = await playMatch({
      plugin: twentyOnePlugin,
      store,
      players: {
        p1: { models: { default: createTwentyOneBot(store, 'p1') } },
        p2: { models: { default: createTwentyOneBot(store, 'p2') } },
        p3: { models: { default: createTwentyOneBot(store, 'p3') } },
      },
    });
    // summary: winner, reason ("p2 is closest to 21 with 20"), turns, tool calls, usage …
    // #endregion play
    expect(summary.reason).toBe(
      `${summary.winner} is closest to 21 with ${points(handIds(store.state, summary.winner as string))}`,
    );
  });

  it.each([2, 3, 4])('%i offline bots play to a winner with the best hand within 21', async (n) => {
    const players = ['p1', 'p2', 'p3', 'p4'].slice(0, n);
    for (const seed of [1, 2, 3]) {
      const store = createTwentyOneMatch(players, seed);
      const summary = await playMatch({
        plugin: twentyOnePlugin,
        store,
        players: Object.fromEntries(
          players.map((p) => [p, { models: { default: createTwentyOneBot(store, p) } }]),
        ),
      });
      expect(summary.end).toBe('game_over');
      expect(summary.rejected).toBe(0);
      const final = summary.finalState;
      expect(final.plugin.done).toHaveLength(n);
      const score = (p: string) => (points(handIds(final, p)) > 21 ? 0 : points(handIds(final, p)));
      const best = Math.max(...players.map(score));
      expect(score(summary.winner as string)).toBe(best);
      // The bot stood at 17 or more, or went over.
      for (const p of players) expect(points(handIds(final, p))).toBeGreaterThanOrEqual(17);
      const cards = Object.values(final.zones).reduce((k, z) => k + z.cards.length, 0);
      expect(cards).toBe(52);
    }
  });

  it('settles after a bust: the end of turn the hook queued runs first, then the game is scored', () => {
    // p1 stands at once; p2 draws until over 21, which ends the game in that one execute.
    const store = createTwentyOneMatch(['p1', 'p2'], 4);
    expect(store.execute({ type: 'end_turn', player: 'p1', source: 'ai' }).ok).toBe(true);
    expect(store.state.turn.activePlayer).toBe('p2');
    while (!store.state.result) {
      const r = store.execute({ type: 'draw', player: 'p2', source: 'ai' });
      expect(r.ok).toBe(true);
    }
    expect(points(handIds(store.state, 'p2'))).toBeGreaterThan(21);
    expect(store.state.plugin.done).toEqual(['p1', 'p2']);
    expect(store.state.result?.winners).toEqual(['p1']);
  });

  it('rejects a draw out of turn and changes nothing', () => {
    const store = createTwentyOneMatch(['p1', 'p2'], 5);
    const before = store.state;
    const r = store.execute({ type: 'draw', player: 'p2', source: 'ai' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe('It is not your turn.');
    expect(store.state).toBe(before);
  });

  it('never shows a player the cards in another hand', () => {
    const store = createTwentyOneMatch(['p1', 'p2', 'p3'], 6);
    const text = twentyOnePlugin.formatState?.(twentyOneEngine.view(store.state, 'p2'), {
      player: 'p2',
      phase: 'main',
    });
    expect(text).toMatch(/^Your hand \(\d+ points\):/);
    expect(text).toContain('p1 holds 2 cards.');
    for (const p of ['p1', 'p3'])
      for (const c of twentyOneEngine.view(store.state, p).zones[`${p}:hand`]?.cards ?? [])
        expect(text).not.toContain(c.name);
  });
});
