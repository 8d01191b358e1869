// Knock-Out Whist in one file: follow suit, trumps, the trick's winner leads; its tool and bot.

import { validatingTools } from '@playmat/agent';
import type { GamePlugin, GameToolContext, MatchStore } from '@playmat/agent/game';
import { createGameDecisionModel, createMatchStore } from '@playmat/agent/game';
import type { Action, GameState, GameView, PlayerId, PostHookContext } from '@playmat/engine';
import { createEngine, defineGame, seatAfter, who, whose } from '@playmat/engine';
import { tool } from 'ai';
import { z } from 'zod';

const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King', 'Ace'];
/** A card; `rank` runs from 2 to 14 (the Ace is high). */
export type Card = { id: string; name: string; suit: (typeof SUITS)[number]; rank: number };
export const CARDS: Card[] = SUITS.flatMap((suit) =>
  RANKS.map((r, i) => ({ id: `${r}-${suit}`, name: `${r} of ${suit}`, suit, rank: i + 2 })),
);
export const card = (templateId = '') => CARDS.find((c) => c.id === templateId) as Card;

/** The plugin state, all public. Trumps are the suit of the card in the `trump` zone. */
export interface WhistState {
  readonly round: number; // round 1 deals 7 cards each, round 7 one
  readonly trick: readonly { readonly player: PlayerId; readonly card: string }[];
  readonly tricks: Readonly<Record<PlayerId, number>>; // taken this round
  readonly total: Readonly<Record<PlayerId, number>>; // taken this game
  readonly out: readonly PlayerId[]; // took no trick in a round
}
type State = GameState<WhistState>;
const cardAt = (state: State, id = '') => card(state.cards[id]?.templateId);

/** A card's strength in a trick: a trump beats the led suit, which beats the other suits. */
export const strength = (c: Card, led: Card['suit'], trump?: Card['suit']) =>
  (c.suit === trump ? 200 : c.suit === led ? 100 : 0) + c.rank;
/** The cards of `hand` that may go on `trick`: the led suit while you hold one. */
export function playable<C extends Card>(hand: readonly C[], trick: WhistState['trick']): C[] {
  const led = trick[0] && card(trick[0].card).suit;
  return hand.some((c) => c.suit === led) ? hand.filter((c) => c.suit === led) : [...hand];
}
const no = (code: string, message: string, hint = '') =>
  ({ severity: 'hard', code, message, hint }) as const;

/** A round's deal: the trump back (after the first), the stock shuffled and dealt, a trump turned. */
function deal(players: readonly PlayerId[], round: number): Action[] {
  const s = { player: players[0] as PlayerId, source: 'script' } as const;
  const back: Action = { ...s, type: 'move_card_stack', from: 'trump', to: 'stock' };
  return [
    ...(round > 1 ? [back] : []),
    { ...s, type: 'shuffle', zone: 'stock' },
    ...players.map((player): Action => ({ ...s, player, type: 'draw', count: 8 - round })),
    { ...s, type: 'move_card_stack', from: 'stock', to: 'trump', count: 1 },
  ];
}

const STOCK = { name: 'stock', defaultVisibility: 'hidden', shuffleable: true } as const;
/** The cards `p` may play now: none out of turn. */
function legal(state: State, p: PlayerId) {
  const hand = (state.zones[`${p}:hand`]?.cards ?? []).map((id) => cardAt(state, id));
  return state.turn.activePlayer === p ? playable(hand, state.plugin.trick) : [];
}
const trumpOf = (state: State) => cardAt(state, state.zones.trump?.cards[0]).suit;

/** After a card is played: pass the turn, or take the trick, or end the round, or the game. */
function afterPlay({ state, action, targets }: PostHookContext<WhistState>) {
  const [p, player, id = ''] = [state.plugin, action.player, targets.cards[0]];
  const s = { player, source: 'script' } as const;
  const trick = [...p.trick, { player, card: cardAt(state, id).id }];
  const inPlay = state.players.filter((x) => !p.out.includes(x));
  const moves: Action[] = [{ ...s, type: 'move_card', card: `#${id}`, to: 'trick' }];
  if (trick.length < inPlay.length)
    return { plugin: { ...p, trick }, followUps: [...moves, { ...s, type: 'end_turn' } as const] };
  const led = card(trick[0]?.card).suit;
  const power = (t: (typeof trick)[number]) => strength(card(t.card), led, trumpOf(state));
  const won = trick.reduce((a, b) => (power(b) > power(a) ? b : a)).player;
  const tricks = { ...p.tricks, [won]: (p.tricks[won] ?? 0) + 1 };
  const total = { ...p.total, [won]: (p.total[won] ?? 0) + 1 };
  moves.push({ ...s, type: 'move_card_stack', from: 'trick', to: 'stock', position: 'bottom' });
  const next: Action = { ...s, type: 'end_turn', next: won };
  if ((state.zones[`${player}:hand`]?.cards.length ?? 0) > 1)
    return { plugin: { ...p, trick: [], tricks, total }, followUps: [...moves, next] };
  // Round over: who took no trick is out. The last one in wins, or after round 7 the most tricks.
  const out = [...p.out, ...inPlay.filter((x) => !tricks[x])];
  const still = state.players.filter((x) => !out.includes(x));
  const plugin = { round: p.round + 1, trick: [], tricks: {}, total, out };
  if (still.length === 1 || p.round === 7) {
    const best = Math.max(...still.map((x) => total[x] ?? 0));
    const winners = still.filter((x) => total[x] === best);
    const reason = still.length === 1 ? 'the last player in' : `the most tricks (${best})`;
    const end: Action = { ...s, type: 'declare_victory', winners, reason };
    return { plugin, followUps: [...moves, end] };
  }
  // Who took the most tricks this round (the first seat of them on a tie) leads the next.
  const lead = still.reduce((a, b) => ((tricks[b] ?? 0) > (tricks[a] ?? 0) ? b : a));
  return { plugin, followUps: [...moves, ...deal(still, p.round + 1), { ...next, next: lead }] };
}

export const whistEngine = createEngine(
  defineGame<WhistState, WhistState>({
    name: 'knockout-whist',
    cards: { getTemplate: card },
    zones: {
      perPlayer: [{ name: 'hand', ordered: false, defaultVisibility: 'owner' }],
      shared: [STOCK, { name: 'trump' }, { name: 'trick' }], // public by default
    },
    drawZones: { from: 'stock', to: 'hand' },
    initPluginState: () => ({ round: 1, trick: [], tricks: {}, total: {}, out: [] }),
    viewPlugin: (state) => state.plugin,
    // Who the game names leads (the trick's winner), else the next seat still in.
    turnOrder: ({ state, action, requested }) => ({
      player:
        requested !== undefined && action.source === 'script'
          ? requested
          : seatAfter(state.players, action.player, 1, (p) => state.plugin.out.includes(p)),
      newRound: state.plugin.round > state.turn.round,
    }),
    rules: [
      {
        id: 'play',
        actions: ['declare_action'],
        check: ({ state, action, targets }) => {
          const ok = legal(state, action.player);
          const c = cardAt(state, targets.cards[0]);
          if (action.source === 'script' || ok.includes(c)) return undefined;
          const { activePlayer: active } = state.turn;
          if (active !== action.player) return no('NOT_YOUR_TURN', `It is ${whose(active)} turn.`);
          const hint = `Playable now: ${ok.map((x) => x.name).join(', ')}.`;
          return no('CANNOT_PLAY', `You cannot play ${c.name} now: follow suit.`, hint);
        },
      },
    ],
    postHooks: [{ id: 'play', actions: ['declare_action'], run: afterPlay }],
    describeAction: ({ state, action, targets }) =>
      action.type === 'declare_action'
        ? `${who(action.player)} played ${cardAt(state, targets.cards[0]).name}`
        : undefined,
  }),
);

/** A dealt match of 2 to 5 players: seven cards each, a trump turned, the first seat leads. */
export function createWhistMatch(players: PlayerId[], seed: number | string) {
  const stock = CARDS.map((c) => c.id);
  const state = whistEngine.createInitialState({ players, seed, sharedCards: { stock } });
  const store = createMatchStore(whistEngine, state);
  for (const a of deal(players, 1)) store.execute(a);
  return store;
}

/** What a seat reads: players as placeholders, so each seat reads "you" for itself. */
export function whistText(view: GameView<WhistState>): string {
  const { plugin: p = {} as WhistState, result, turn } = view;
  const trump = view.zones.trump?.cards[0];
  const hand = (view.zones[`${view.viewer}:hand`]?.cards ?? []).map((c) => card(c.templateId));
  const ok = playable(hand, p.trick);
  const score = view.players.map((x) => `${who(x)} ${p.tricks[x] ?? 0}`).join(', ');
  const played = p.trick.map((t) => `${who(t.player)} played ${card(t.card).name}`).join('; ');
  const out = p.out.map((x) => who(x)).join(', ') || 'nobody';
  return [
    `You are player "${view.viewer}". Round ${p.round} of 7. Trumps: ${card(trump?.templateId).suit}.`,
    `Tricks this round: ${score}. Knocked out: ${out}.`,
    `The trick: ${played || 'nobody has played yet'}.`,
    `Your hand: ${hand.map((c) => `${c.name}${ok.includes(c) ? ' (playable)' : ''}`).join(', ')}.`,
    result ? `Game over: ${result.reason}.` : `It is ${whose(turn.activePlayer)} turn.`,
  ].join('\n');
}

const play = (ctx: GameToolContext<WhistState, WhistState>) =>
  tool({
    description: 'Play one card from your hand to the trick; follow the led suit if you can.',
    inputSchema: z.object({ card: z.string().describe('A card as shown: "Queen of hearts".') }),
    execute: async ({ card }) =>
      ctx.run({ type: 'declare_action', kind: 'play', card, zone: 'hand' }).message,
  });

export const whistPlugin: GamePlugin<WhistState, WhistState> = {
  id: 'knockout-whist',
  engine: whistEngine,
  formatCard: (state, ref) => card(state.cards[ref]?.templateId ?? ref).name,
  formatState: whistText,
  getAgentConfig: (ctx) => ({
    system: `You play Knock-Out Whist: follow the led suit if you can. The highest trump takes the
trick, else the highest card led; the taker leads. Take no trick in a round and you are out.`,
    instructions: 'Your turn: play a card.',
    tools: validatingTools({ play_card: play(ctx) }),
    toolKinds: { play_card: 'terminal' },
  }),
  nextPhase: (state, player) => (state.turn.activePlayer === player ? 'main' : null),
  whoActs: (state) => (state.result ? null : state.turn.activePlayer),
  // A rejection lists every card that may be played now, not one example.
  legalCalls: ({ store, player }) =>
    legal(store.state, player).map((c) => ({ tool: 'play_card', input: { card: c.name } })),
  legalCallLimit: 13,
  // 7 + 6 + … + 1 = 28 tricks at most, a turn per player in each.
  maxTurns: (state) => 28 * state.players.length + 1,
};

/** The bot's card: the cheapest that takes the trick, else the weakest; it leads its best. */
export function chooseCard(view: GameView<WhistState>): string {
  const { trick } = view.plugin as WhistState;
  const trump = card(view.zones.trump?.cards[0]?.templateId).suit;
  const hand = view.zones[`${view.viewer}:hand`]?.cards ?? [];
  const cards = hand.map((c) => ({ ...card(c.templateId), ref: `#${c.id}` }));
  const led = trick[0] && card(trick[0].card).suit;
  const power = (c: Card) => strength(c, led ?? c.suit, trump);
  const ranked = playable(cards, trick).sort((a, b) => power(a) - power(b));
  const best = Math.max(0, ...trick.map((t) => power(card(t.card))));
  const pick = led ? (ranked.find((c) => power(c) > best) ?? ranked[0]) : ranked.at(-1);
  return pick?.ref ?? '';
}

export const createWhistBot = (store: MatchStore<WhistState, WhistState>, player: PlayerId) =>
  createGameDecisionModel({
    store,
    player,
    decide: ({ view }) => ({ toolName: 'play_card', input: { card: chooseCard(view) } }),
  });
