// Twenty-One in one file: the rules, the tools and text an agent gets, an offline bot, the deal.

import type { GameToolContext, MatchStore } from '@playmat/agent/game';
import { createGameDecisionModel, createMatchStore, type GamePlugin } from '@playmat/agent/game';
import type { GameState, GameView, PlayerId } from '@playmat/engine';
import { createEngine, defineGame, definePostHook, defineRule } from '@playmat/engine';
import { tool } from 'ai';
import { z } from 'zod';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const CARDS = ['clubs', 'diamonds', 'hearts', 'spades'].flatMap((suit) =>
  RANKS.map((rank) => ({ id: rank + suit[0], name: `${rank} of ${suit}` })),
);

/** Points of a hand (card ids): J, Q, K count 10; an ace 11 while that stays within 21. */
export function points(ids: readonly string[]): number {
  const values = ids.map((id) => Math.min(RANKS.indexOf(id.slice(0, -1)) + 1, 10));
  const sum = values.reduce((a, b) => a + b, 0);
  return values.includes(1) && sum + 10 <= 21 ? sum + 10 : sum;
}
const handOf = (state: GameState<TwentyOneState>, p: PlayerId) =>
  points((state.zones[`${p}:hand`]?.cards ?? []).map((id) => state.cards[id]?.templateId ?? ''));
const viewHand = (view: GameView) => view.zones[`${view.viewer}:hand`]?.cards ?? [];
const viewPoints = (view: GameView) => points(viewHand(view).map((c) => c.templateId));
const act = (ctx: GameToolContext, description: string, type: 'draw' | 'end_turn') =>
  tool({ description, inputSchema: z.object({}), execute: async () => ctx.run({ type }).message });

/** The plugin state: who stood or went over 21. Everyone may see it. */
export type TwentyOneState = { readonly done: readonly PlayerId[] };
const endTurn = (player: PlayerId) => ({ type: 'end_turn', player, source: 'script' }) as const;

export const twentyOneEngine = createEngine(
  defineGame<TwentyOneState, TwentyOneState>({
    name: 'twenty-one',
    cards: { getTemplate: (id) => CARDS.find((c) => c.id === id) },
    zones: {
      perPlayer: [{ name: 'hand', ordered: false, defaultVisibility: 'owner' }],
      shared: [{ name: 'stock', defaultVisibility: 'hidden', shuffleable: true }],
    },
    drawZones: { from: 'stock', to: 'hand' },
    initPluginState: () => ({ done: [] }),
    viewPlugin: (state) => state.plugin,
    rules: [
      defineRule({
        id: 'your-turn',
        actions: ['draw', 'end_turn'],
        check: ({ state, action }) =>
          action.source === 'script' || state.turn.activePlayer === action.player
            ? undefined
            : { severity: 'hard', code: 'NOT_YOUR_TURN', message: 'It is not your turn.' },
      }),
    ],
    // Standing (ending your turn) or going over 21 takes you out of the drawing.
    postHooks: [
      definePostHook({
        id: 'stand-or-bust',
        actions: ['draw', 'end_turn'],
        run: ({ state, action }) => {
          const bust = action.type === 'draw' && handOf(state, action.player) > 21;
          if (action.source === 'script' || (action.type === 'draw' && !bust)) return undefined;
          const plugin = { done: [...state.plugin.done, action.player] };
          return { plugin, followUps: bust ? [endTurn(action.player)] : [] };
        },
      }),
    ],
    // Once the action and every follow-up it queued are done (a bust's end of turn too): when
    // everyone is out of the drawing, the best hand within 21 wins.
    settle: ({ state }) => {
      if (state.result || state.plugin.done.length < state.players.length) return undefined;
      const score = (p: PlayerId) => (handOf(state, p) > 21 ? 0 : handOf(state, p));
      const winner = state.players.reduce((a, b) => (score(b) > score(a) ? b : a));
      const reason = `${winner} is closest to 21 with ${score(winner)}`;
      return { followUps: [{ type: 'declare_victory', player: winner, source: 'script', reason }] };
    },
  }),
);

export const twentyOnePlugin: GamePlugin<TwentyOneState, TwentyOneState> = {
  id: 'twenty-one',
  engine: twentyOneEngine,
  formatCard: (state, id) => CARDS.find((c) => c.id === state.cards[id]?.templateId)?.name ?? id,
  formatState: (view) =>
    [
      `Your hand (${viewPoints(view)} points):`,
      ...viewHand(view).map((c) => `- ${c.name}`),
      ...view.players.map((p) => `${p} holds ${view.zones[`${p}:hand`]?.count} cards.`),
      `Out of the drawing: ${view.plugin?.done.join(', ') || 'nobody'}.`,
      view.result ? `Game over: ${view.result.reason}.` : `${view.turn.activePlayer} to play.`,
    ].join('\n'),
  getAgentConfig: (ctx) => ({
    system: `You play Twenty-One: end closest to 21 points without going over. Cards count their
rank, J, Q and K 10, an ace 1 or 11. hit draws a card; stand stops for the rest of the game.`,
    instructions: 'Your turn: hit or stand.',
    tools: { hit: act(ctx, 'Draw a card.', 'draw'), stand: act(ctx, 'Stop drawing.', 'end_turn') },
    toolKinds: { hit: 'terminal', stand: 'terminal' }, // one card at a time, then look again
  }),
  nextPhase: (state, player) => (state.turn.activePlayer === player ? 'main' : null),
  whoActs: (state) => (state.result ? null : state.turn.activePlayer),
};

/** The offline bot: from its own view, hit below 17, else stand. */
export const createTwentyOneBot = (store: MatchStore<TwentyOneState>, player: PlayerId) =>
  createGameDecisionModel({
    store,
    player,
    decide: ({ view }) => ({ toolName: viewPoints(view) < 17 ? 'hit' : 'stand' }),
  });

/** A shuffled stock and two cards for each player. */
export function createTwentyOneMatch(players: PlayerId[] = ['p1', 'p2'], seed = 1) {
  const stock = CARDS.map((c) => c.id);
  const state = twentyOneEngine.createInitialState({ players, seed, sharedCards: { stock } });
  const store = createMatchStore(twentyOneEngine, state);
  store.execute({ type: 'shuffle', zone: 'stock', player: players[0] ?? '', source: 'script' });
  for (const p of players) store.execute({ type: 'draw', count: 2, player: p, source: 'script' });
  return store;
}
