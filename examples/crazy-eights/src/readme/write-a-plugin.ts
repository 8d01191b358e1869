import {
  createDefaultTools,
  createGameDecisionModel,
  createMatchStore,
  type GamePlugin,
  playMatch,
} from '@playmat/agent/game';
import {
  createCardRegistry,
  createEngine,
  defineGame,
  definePostHook,
  defineRule,
} from '@playmat/engine';

type Flags = { drew: boolean }; // the plugin's own state, shown to players by viewPlugin
const oneCardATurn = { severity: 'soft', code: 'ONE_DRAW', message: 'One card a turn.' } as const;
const engine = createEngine(
  defineGame<Flags, Flags>({
    name: 'two-cards',
    cards: createCardRegistry([
      { id: 'ace', name: 'Ace' },
      { id: 'king', name: 'King' },
    ]),
    zones: { perPlayer: [{ name: 'deck', defaultVisibility: 'hidden' }, { name: 'hand' }] },
    initPluginState: () => ({ drew: false }),
    viewPlugin: (state) => state.plugin,
    rules: [
      defineRule({
        id: 'one-draw',
        actions: ['draw'], // so `action` is a draw: `action.count` needs no cast
        check: ({ state, action }) =>
          state.plugin.drew || (action.count ?? 1) > 1 ? oneCardATurn : undefined,
      }),
    ],
    postHooks: [
      definePostHook({
        id: 'track',
        actions: ['draw', 'end_turn'],
        run: ({ action }) => ({ plugin: { drew: action.type === 'draw' } }),
      }),
    ],
    // Runs once an action and all its follow-ups are done: the first with two cards wins.
    settle: ({ state }) => {
      const winner = state.players.find((p) => state.zones[`${p}:hand`]?.cards.length === 2);
      if (!winner || state.result) return undefined;
      const reason = `${winner} holds two cards`;
      return { followUps: [{ type: 'declare_victory', player: winner, source: 'script', reason }] };
    },
  }),
);

const plugin: GamePlugin<Flags, Flags> = {
  id: 'two-cards',
  engine,
  formatCard: (state, id) =>
    engine.definition.cards.getTemplate(state.cards[id]?.templateId ?? id)?.name ?? id,
  formatState: (view) => JSON.stringify({ zones: view.zones, drew: view.plugin?.drew }), // a view only
  getAgentConfig: (ctx) => ({
    system: 'You play Two Cards: draw one card a turn; the first to hold two wins.',
    tools: createDefaultTools(ctx), // draw, end_turn, peek, … as AI SDK tools
    instructions: 'Take your turn.',
  }),
  nextPhase: (state, player) => (state.turn.activePlayer === player ? 'main' : null),
  whoActs: (state) => (state.result ? null : state.turn.activePlayer),
};

const store = createMatchStore(
  engine,
  engine.createInitialState({
    players: ['ana', 'ben'],
    seed: 1,
    decks: { ana: ['ace', 'king'], ben: ['king', 'ace'] },
  }),
);
// An offline bot reads its own view and calls tools like a model (a hosted model fits here too).
const bot = (player: string) =>
  createGameDecisionModel({
    store,
    player,
    decide: ({ view }) => ({ toolName: view.plugin?.drew ? 'end_turn' : 'draw' }),
  });
const summary = await playMatch({
  plugin,
  store,
  players: { ana: { models: { default: bot('ana') } }, ben: { models: { default: bot('ben') } } },
});
console.log(`${summary.winner} won: ${summary.reason}`); // ana won: ana holds two cards
