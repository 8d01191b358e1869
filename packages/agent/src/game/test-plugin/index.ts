/**
 * "Draw & Play": a tiny card game for testing the game bridge (not exported publicly).
 * Each player has a hidden deck, a hand only they see, a public board and discard; everyone
 * plays onto a shared public `pile`. Playing a card scores its value; the first to reach the
 * target wins. One play per turn. Phases: `draw` (start of turn) then `main`.
 */
import {
  type Action,
  createCardRegistry,
  createEngine,
  type Engine,
  type GameDefinition,
  type GameState,
  type GameView,
  type PlayerId,
} from '@playmat/engine';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { createDefaultTools } from '../default-tools';
import { createMatchStore, type MatchStore } from '../match-store';
import type { GameToolContext } from '../tool-context';
import type { AgentConfig, AgentMode, GamePlugin, TurnPhase } from '../types';
import { createZoneNames } from '../zone-names';

/** A Draw & Play card. */
export interface DpCard {
  readonly id: string;
  readonly name: string;
  readonly value: number;
}

/** Crimson cards are p1's, Azure cards p2's: names never overlap, for hidden-information tests. */
export const DP_CARDS: readonly DpCard[] = ['Crimson', 'Azure'].flatMap((side) => [
  { id: `${side.toLowerCase()}-owl`, name: `${side} Owl`, value: 3 },
  { id: `${side.toLowerCase()}-owl-elder`, name: `${side} Owl Elder`, value: 5 },
  { id: `${side.toLowerCase()}-fox`, name: `${side} Fox`, value: 2 },
  { id: `${side.toLowerCase()}-stag`, name: `${side} Stag`, value: 4 },
  { id: `${side.toLowerCase()}-secret`, name: `${side} Secret`, value: 9 },
]);

const registry = createCardRegistry(DP_CARDS);

/** Plugin state: scores, who finished setup, whether the active player already played. */
export interface DpState {
  readonly scores: Readonly<Record<PlayerId, number>>;
  readonly ready: readonly PlayerId[];
  readonly played: boolean;
  readonly target: number;
}

/** What a player sees of {@link DpState}: the scores and the target. */
export type DpView = Pick<DpState, 'scores' | 'target'>;

/** A deck for one side, top first; the Secret is always at the bottom. */
export function dpDeck(side: 'crimson' | 'azure'): string[] {
  return [
    'owl',
    'fox',
    'owl-elder',
    'stag',
    'owl',
    'fox',
    'stag',
    'owl-elder',
    'fox',
    'secret',
  ].map((n) => `${side}-${n}`);
}

function definition(target: number): GameDefinition<DpState, DpView> {
  const cardValue = (state: GameState<DpState>, id: string) =>
    registry.getTemplate(state.cards[id]?.templateId ?? '')?.value ?? 0;
  return {
    name: 'draw-and-play',
    cards: registry,
    zones: {
      perPlayer: [
        { name: 'deck', ordered: true, defaultVisibility: 'hidden', shuffleable: true },
        { name: 'hand', ordered: false, defaultVisibility: 'owner' },
        { name: 'board', ordered: true, defaultVisibility: 'public', capacity: 3 },
        { name: 'discard', ordered: true, defaultVisibility: 'public' },
      ],
      shared: [{ name: 'pile', ordered: true, defaultVisibility: 'public' }],
    },
    phases: ['draw', 'main'],
    initPluginState: ({ players }) => ({
      scores: Object.fromEntries(players.map((p) => [p, 0])),
      ready: [],
      played: false,
      target,
    }),
    viewPlugin: (state) => ({ scores: state.plugin.scores, target: state.plugin.target }),
    rules: [
      {
        id: 'one-play-per-turn',
        actions: ['move_card', 'place_on_zone'],
        check: ({ state, targets, action }) => {
          if (targets.to !== 'pile') return undefined;
          if (state.turn.activePlayer !== action.player)
            return {
              severity: 'hard',
              code: 'NOT_YOUR_TURN',
              message: 'Only the active player may play to the pile.',
            };
          if (state.plugin.played || targets.cards.length > 1)
            return {
              severity: 'hard',
              code: 'ONE_PLAY_PER_TURN',
              message: 'You may play only one card to the pile per turn.',
              hint: 'End your turn.',
            };
          return undefined;
        },
      },
    ],
    postHooks: [
      {
        id: 'score',
        actions: ['move_card'],
        run: ({ state, targets, action }) => {
          if (targets.to !== 'pile') return undefined;
          const id = targets.cards[0] as string;
          const owner = state.cards[id]?.owner ?? action.player;
          const score = (state.plugin.scores[owner] ?? 0) + cardValue(state, id);
          const plugin = {
            ...state.plugin,
            played: true,
            scores: { ...state.plugin.scores, [owner]: score },
          };
          const followUps: Action[] =
            score >= state.plugin.target
              ? [
                  {
                    type: 'declare_victory',
                    player: owner,
                    source: 'script',
                    reason: `${owner} reached ${score} points`,
                  },
                ]
              : [];
          return { plugin, followUps };
        },
      },
      {
        id: 'reset-played',
        actions: ['end_turn', 'end_phase'],
        run: ({ state, before }) =>
          state.turn.number !== before.turn.number
            ? { plugin: { ...state.plugin, played: false } }
            : undefined,
      },
      {
        id: 'ready',
        actions: ['declare_action'],
        run: ({ state, action }) =>
          action.type === 'declare_action' &&
          action.kind === 'ready' &&
          !state.plugin.ready.includes(action.player)
            ? { plugin: { ...state.plugin, ready: [...state.plugin.ready, action.player] } }
            : undefined,
      },
    ],
  };
}

/** Options of {@link createDrawPlayPlugin}. */
export interface DrawPlayOptions {
  /** Points to win (default 10). */
  readonly target?: number;
  /** Let the plugin do setup (draw 3, ready) and/or the start-of-turn draw itself. */
  readonly auto?: { readonly setup?: boolean; readonly draw?: boolean };
}

function whoActs(state: GameState<DpState>): PlayerId | null {
  if (state.result) return null;
  if (state.pendingDecision) return state.pendingDecision.decider;
  const notReady = state.players.find((p) => !state.plugin.ready.includes(p));
  return notReady ?? state.turn.activePlayer;
}

const MODE_TOOLS: Record<Exclude<AgentMode, 'planner'>, readonly string[] | 'all'> = {
  setup: ['draw', 'mulligan', 'ready'],
  startOfTurn: ['draw', 'peek', 'end_phase'],
  main: 'all',
  executor: 'all',
  decision: ['resolve_decision', 'search_zone'],
};

const INSTRUCTIONS: Record<AgentMode, string> = {
  setup: 'Setup: draw 3 cards (mulligan if you like), then call ready.',
  startOfTurn: 'Start of your turn: draw 1 card, then call end_phase.',
  main: 'Main phase: play at most one card from your hand with play_card, then call end_turn.',
  executor: 'Carry out the plan with tool calls, then call end_turn.',
  decision: 'Answer the pending decision with resolve_decision.',
  planner:
    'Write a plan: SITUATION: one line, then PLAN: numbered steps ending with end_turn, then COIN FLIP CONTINGENCIES:.',
};

/** The Draw & Play plugin. */
export function createDrawPlayPlugin(options: DrawPlayOptions = {}): GamePlugin<DpState, DpView> {
  const engine: Engine<DpState, DpView> = createEngine(definition(options.target ?? 10));
  const plugin: GamePlugin<DpState, DpView> = {
    id: 'draw-and-play',
    engine,
    formatCard(state, ref) {
      const card = state.cards[ref];
      const t = registry.getTemplate(card ? card.templateId : ref);
      if (!t) return `unknown card ${ref}`;
      return `${t.name} (value ${t.value})${card ? ` #${card.id}` : ''}`;
    },
    formatState: (view, ctx) => formatDpState(view, ctx.player, ctx.phase),
    getAgentConfig(ctx, mode) {
      return dpAgentConfig(ctx, mode);
    },
    whoActs,
    nextPhase(state, player) {
      if (whoActs(state) !== player) return null;
      if (state.pendingDecision) return 'decision';
      if (!state.plugin.ready.includes(player)) return 'setup';
      return state.turn.phase === 'draw' ? 'startOfTurn' : 'main';
    },
  };
  if (options.auto?.setup || options.auto?.draw)
    plugin.autoPhase = (store, player, phase) => {
      const s = (a: Record<string, unknown>) =>
        store.execute({ ...a, player, source: 'script' } as Action);
      if (phase === 'setup' && options.auto?.setup) {
        s({ type: 'draw', count: 3 });
        return s({ type: 'declare_action', kind: 'ready' }).ok;
      }
      if (phase === 'startOfTurn' && options.auto?.draw) {
        const deck = store.state.zones[`${player}:deck`];
        if (deck && deck.cards.length > 0) s({ type: 'draw' });
        return s({ type: 'end_phase' }).ok;
      }
      return false;
    };
  return plugin;
}

function dpAgentConfig(ctx: GameToolContext<DpState, DpView>, mode: AgentMode): AgentConfig {
  const system = `You play Draw & Play as ${ctx.player}. Score points by playing cards to the shared pile; first to the target wins.`;
  if (mode === 'planner') return { system, tools: {}, instructions: INSTRUCTIONS.planner };
  const all: ToolSet = {
    ...createDefaultTools(ctx),
    play_card: tool({
      description: 'Play a card from your hand onto the shared pile; scores its value.',
      inputSchema: z.object({ card: z.string().describe('Card name or #id in your hand.') }),
      execute: async ({ card }) => {
        const hand = ctx.toEngineZone('your_hand');
        if (!hand.ok) return `Error: ${hand.message}`;
        const o = ctx.run({ type: 'move_card', card, from: hand.key, to: 'pile' });
        if (!o.ok) return o.message;
        const score = (ctx.store.state.plugin.scores[ctx.player] ?? 0) as number;
        return `You played ${ctx.cardName((o.data as { card: string }).card)}; you have ${score} points.`;
      },
    }),
    ready: tool({
      description: 'Finish setup.',
      inputSchema: z.object({}),
      execute: async () => {
        const o = ctx.run({ type: 'declare_action', kind: 'ready' });
        return o.ok ? 'Ready.' : o.message;
      },
    }),
  };
  const allowed = MODE_TOOLS[mode];
  const tools =
    allowed === 'all'
      ? Object.fromEntries(Object.entries(all).filter(([n]) => n !== 'ready' && n !== 'mulligan'))
      : Object.fromEntries(Object.entries(all).filter(([n]) => allowed.includes(n)));
  return {
    system,
    tools,
    toolKinds: { ready: 'terminal' },
    instructions: INSTRUCTIONS[mode],
  };
}

/** The narrative, from a view only. */
export function formatDpState(view: GameView<DpView>, player: PlayerId, phase: TurnPhase): string {
  const names = createZoneNames(view.players, player, Object.keys(view.zones));
  const scores: DpView = view.plugin ?? { scores: {}, target: 0 };
  const lines = [
    `Turn ${view.turn.number}, ${view.turn.activePlayer === player ? 'your' : "opponent's"} turn, phase ${phase}.`,
    `Scores: ${view.players.map((p) => `${names.playerLabel(p)} ${scores.scores[p] ?? 0}`).join(', ')} (target ${scores.target}).`,
  ];
  for (const key of Object.keys(view.zones)) {
    const z = view.zones[key];
    if (!z) continue;
    const shown = z.cards.map((c) => c.name).join(', ');
    const hidden = z.hidden > 0 ? `${shown ? ' + ' : ''}${z.hidden} face down` : '';
    lines.push(
      `${names.toAgent(key)} (${z.count ?? '?'}): ${shown}${hidden}${!shown && !hidden ? 'empty' : ''}`,
    );
  }
  const d = view.pendingDecision;
  if (d)
    lines.push(
      d.yours
        ? `Decision for you: ${d.prompt} Options: ${(d.options ?? []).map((o) => names.toAgent(o)).join(', ')}`
        : `Waiting for ${names.playerLabel(d.decider)} to decide: ${d.prompt}`,
    );
  for (const e of view.log.slice(-5))
    lines.push(`log: ${e.message.replace(/\b[\w-]+:[\w-]+\b/g, (k) => names.toAgent(k))}`);
  return lines.join('\n');
}

/** A plugin and a fresh match store (players p1, p2; p1 Crimson, p2 Azure; decks not shuffled). */
export function createDrawPlayMatch(options: DrawPlayOptions & { seed?: number } = {}): {
  plugin: GamePlugin<DpState, DpView>;
  store: MatchStore<DpState, DpView>;
} {
  const plugin = createDrawPlayPlugin(options);
  const state = plugin.engine.createInitialState({
    players: ['p1', 'p2'],
    seed: options.seed ?? 1,
    decks: { p1: dpDeck('crimson'), p2: dpDeck('azure') },
  });
  return { plugin, store: createMatchStore(plugin.engine, state) };
}
