import type { LanguageModelV3 } from '@ai-sdk/provider';
import {
  createGameToolContext,
  type GamePlugin,
  type MatchStore,
  playMatch,
} from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import {
  chooseCard,
  createWhistBot,
  createWhistMatch,
  type WhistState,
  whistPlugin,
} from './whist';

type Store = MatchStore<WhistState, WhistState>;
const SEATS = ['p1', 'p2', 'p3', 'p4', 'p5'];

// #region hand-leak
/**
 * The hand-leak check: the names of the cards in other players' hands that `player` may not see
 * now. A text made now for that seat (its state text, the result of its call) must name none of
 * them. Every card is one of a kind, so a name is a card.
 */
export function hiddenHands(store: Store, player: PlayerId): string[] {
  const { state } = store;
  return state.players
    .filter((p) => p !== player)
    .flatMap((p) => state.zones[`${p}:hand`]?.cards ?? [])
    .filter((id) => !store.engine.canSee(state, player, id))
    .map((id) => whistPlugin.formatCard(state, id));
}
const named = (names: string[], text: string) =>
  names.filter((name) => new RegExp(`(?<!\\w)${name}(?!\\w)`).test(text));
// #endregion hand-leak

type Plugin = GamePlugin<WhistState, WhistState>;

/** A whole match with the bot's calls made straight on each seat's tools (no model loop). */
async function playFast(players: PlayerId[], seed: number, pluginFor: (store: Store) => Plugin) {
  const store = createWhistMatch(players, seed);
  const plugin = pluginFor(store);
  const seats = players.map((player) => {
    const ctx = createGameToolContext({ store, player, plugin });
    return { player, ctx, tools: plugin.getAgentConfig(ctx, 'main').tools };
  });
  let calls = 0;
  let rejected = 0;
  const leaks: string[] = [];
  const limit = plugin.maxTurns?.(store.state) ?? 100;
  while (!store.state.result && store.state.turn.number <= limit) {
    const seat = seats.find((s) => s.player === plugin.whoActs(store.state));
    if (!seat) throw new Error('nobody to act');
    const hidden = hiddenHands(store, seat.player);
    const view = seat.ctx.view();
    const text = seat.ctx.localize(
      plugin.formatState?.(view, { player: seat.player, phase: 'main' }) ?? '',
    );
    const input = { card: chooseCard(view) };
    const result = String(
      await seat.tools.play_card?.execute?.(input, { toolCallId: `${calls}`, messages: [] }),
    );
    leaks.push(...named(hidden, text), ...named(hidden, result));
    calls++;
    if (result.startsWith('Error')) rejected++;
  }
  return { store, calls, rejected, leaks };
}

describe('200 seeded matches of 2 to 5 players, the bot on every seat', () => {
  // About 10 s of CPU on a busy 2-core machine: 12,000 plays through the seats' tools.
  it('all end in a win, with no rejected call and nothing of another hand shown', {
    timeout: 180_000,
  }, async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const players = SEATS.slice(0, 2 + (seed % 4));
      const { store, calls, rejected, leaks } = await playFast(players, seed, () => whistPlugin);
      const result = store.state.result;
      expect({ seed, end: result !== null, rejected, leaks }).toEqual({
        seed,
        end: true,
        rejected: 0,
        leaks: [],
      });
      // One turn per card played, the winning play's included: no hops to reach the trick's winner.
      expect(calls).toBe(store.state.turn.number);
      // No card lost or doubled, and the winners are players still in.
      const total = Object.values(store.state.zones).reduce((n, z) => n + z.cards.length, 0);
      expect(total).toBe(52);
      for (const w of result?.winners ?? []) expect(store.state.plugin.out).not.toContain(w);
    }
  });
});

describe('the hand-leak check', () => {
  // A planted leak: the state text also lists the next seat's hand, read from the raw state.
  const leaky = (store: Store): Plugin => ({
    ...whistPlugin,
    formatState: (view, ctx) => {
      const { state } = store;
      const next = state.players[(state.players.indexOf(ctx.player) + 1) % state.players.length];
      const names = (state.zones[`${next}:hand`]?.cards ?? []).map((id) =>
        whistPlugin.formatCard(state, id),
      );
      return `${whistPlugin.formatState?.(view, ctx)}\nNext hand: ${names.join(', ')}`;
    },
  });

  it('fails on a planted leak, and passes the real plugin', async () => {
    const real = await playFast(['p1', 'p2', 'p3'], 5, () => whistPlugin);
    expect(real.leaks).toEqual([]);
    const planted = await playFast(['p1', 'p2', 'p3'], 5, leaky);
    // Every state text named the next hand: 7 cards at the first turn, then fewer.
    expect(planted.leaks.length).toBeGreaterThanOrEqual(planted.calls);
    const first = createWhistMatch(['p1', 'p2', 'p3'], 5);
    const p2 = first.engine.view(first.state, 'p2').zones['p2:hand']?.cards.map((c) => c.name);
    expect(planted.leaks.slice(0, 7).sort()).toEqual([...(p2 ?? [])].sort());
  });
});

/** A bot model that also runs the hand-leak check on every request it gets. */
function watched(store: Store, player: PlayerId, leaks: string[]): LanguageModelV3 {
  const bot = createWhistBot(store, player);
  return {
    ...bot,
    doGenerate: async (options) => {
      leaks.push(...named(hiddenHands(store, player), JSON.stringify(options.prompt)));
      return bot.doGenerate(options);
    },
  };
}

describe('whole matches through playMatch, as a hosted model plays', () => {
  it('2 to 5 players: every match ends in a win with no rejected call and no leak', {
    timeout: 120_000,
  }, async () => {
    for (const n of [2, 5]) {
      const players = SEATS.slice(0, n);
      const store = createWhistMatch(players, 40 + n);
      const leaks: string[] = [];
      const seats = Object.fromEntries(
        players.map((p) => [p, { models: { default: watched(store, p, leaks) } }]),
      );
      const summary = await playMatch({ plugin: whistPlugin, store, players: seats });
      expect(summary.end).toBe('game_over');
      expect(summary.rejected).toBe(0);
      expect(summary.stalls).toBe(0);
      expect(leaks).toEqual([]);
    }
  });
});
