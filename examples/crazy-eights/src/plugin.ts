import { type ToolKind, validatingTools } from '@playmat/agent';
import type {
  AgentConfig,
  AgentMode,
  GamePlugin,
  GameToolContext,
  Rejection,
  ToolCallExample,
  TurnPhase,
} from '@playmat/agent/game';
import type { GameState, GameView, PlayerId } from '@playmat/engine';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { canPlay, SUITS, template } from './cards';
import { type EightsState, PLAY, playableCards, ZONES } from './definition';
import { eightsEngine } from './match';

/** The Crazy Eights tools for one player. Every result is text from that player's view. */
export function createEightsTools(ctx: GameToolContext<EightsState, EightsState>): ToolSet {
  return {
    play_card: tool({
      description:
        'Play one card from your hand onto the discard pile. It must match the rank or the suit to follow, or be an 8. Ends your turn.',
      inputSchema: z.object({
        card: z
          .string()
          .describe('The card name as shown, e.g. "Queen of Hearts", or its id "#12".'),
        suit: z
          .enum(SUITS)
          .optional()
          .describe('Only with an 8: the suit the next player must follow.'),
      }),
      execute: async ({ card, suit }) => {
        const input = { card, ...(suit ? { suit } : {}) };
        // Naming the call lets `restateError` answer a rejection in this tool's words.
        const outcome = ctx.run(
          {
            type: 'declare_action',
            kind: PLAY,
            card,
            zone: ZONES.hand,
            ...(suit ? { details: { suit } } : {}),
          },
          { tool: 'play_card', input },
        );
        if (!outcome.ok) return outcome.message;
        // Tell the model what changed, from its own view: the suit to follow, or the win.
        const view = ctx.view();
        if (view.result) return `${outcome.message}. Game over: ${view.result.reason}.`;
        return `${outcome.message}. Suit to follow: ${view.plugin?.suit}. Your turn is over.`;
      },
    }),
    draw_card: tool({
      description:
        'Draw one card from the stock, only when you have nothing to play. Once per turn.',
      inputSchema: z.object({}),
      execute: async () => {
        const hand = () => ctx.view().zones[`${ctx.player}:${ZONES.hand}`]?.cards ?? [];
        const before = new Set(hand().map((c) => c.id));
        const outcome = ctx.run({ type: 'draw', count: 1 });
        if (!outcome.ok) return outcome.message;
        // Name the card: the model must know what it drew to decide between playing and passing.
        const drawn = hand().find((c) => !before.has(c.id));
        return drawn
          ? `You drew ${drawn.name} (#${drawn.id}). Play it if it fits, otherwise pass_turn.`
          : outcome.message;
      },
    }),
    pass_turn: tool({
      description: 'End your turn without playing, after drawing (or when the stock is empty).',
      inputSchema: z.object({}),
      execute: async () => ctx.run({ type: 'end_turn' }).message,
    }),
  };
}

/** Tool kinds: a play or a pass ends the agent's run; a draw does not. */
export const EIGHTS_TOOL_KINDS: Readonly<Record<string, ToolKind>> = {
  play_card: 'terminal',
  pass_turn: 'terminal',
  draw_card: 'write',
};

const SYSTEM = `You are playing Crazy Eights, a card game, by calling tools.
Goal: be the first to empty your hand.
On your turn play ONE card from your hand onto the discard pile with play_card. It must match
the rank of the top card or the suit to follow. An 8 may always be played: then you name the suit
the next player must follow (suit parameter). If you cannot play, call draw_card (once per turn);
play the drawn card if it fits, otherwise call pass_turn.
Read the state message before each move: it lists which of your cards are playable.`;

const INSTRUCTIONS: Record<AgentMode, string> = {
  setup: 'The dealer has dealt already: there is nothing to set up.',
  startOfTurn: 'Nothing happens at the start of a turn in Crazy Eights.',
  decision: 'There are no decisions in Crazy Eights.',
  main: 'It is your turn. Play a card, or draw and then play or pass.',
  executor: 'Carry out the plan with tool calls.',
  planner: `Write a short plan in this format:
SITUATION: one line.
PLAN:
1. the tool call to make (play_card with the card and, for an 8, the suit; or draw_card)
2. what to do after a draw (play the drawn card if it fits, else pass_turn)`,
};

// #region legal-calls
/**
 * What `ctx.player` may do now, as calls of the Crazy Eights tools: a rejected call ends with
 * them (`Legal now: play_card {"card":"7 of Hearts"}.`), not with the engine's action types.
 */
export function eightsLegalCalls(
  ctx: GameToolContext<EightsState, EightsState>,
): ToolCallExample[] {
  return eightsEngine.legalActions(ctx.store.state, ctx.player).map((a) => {
    if (a.type === 'declare_action')
      return { tool: 'play_card', input: { card: a.card, ...a.details } };
    return { tool: a.type === 'draw' ? 'draw_card' : 'pass_turn', input: {} };
  });
}
// #endregion legal-calls

// #region legal-values
/** The values a `play_card` argument may take now, for a call that leaves it out or gets it wrong. */
export function eightsLegalValues(
  ctx: GameToolContext<EightsState, EightsState>,
  tool: string,
  argument: string,
): readonly string[] | undefined {
  if (tool !== 'play_card') return undefined;
  if (argument === 'suit') return SUITS;
  if (argument === 'card') return playableCards(ctx.store.state, ctx.player).map((c) => c.name);
  return undefined;
}
// #endregion legal-values

// #region restate-error
/**
 * An 8 played without a suit: the bridge's text, then that very call with the suit the player
 * holds most of. Any other rejection keeps the bridge's text (`undefined`).
 */
export function restateEightsError({
  error,
  call,
  ctx,
  text,
}: Rejection<EightsState, EightsState>) {
  if (error.rule?.code !== 'EIGHT_NEEDS_SUIT' || call?.tool !== 'play_card') return undefined;
  const hand = ctx.view().zones[`${ctx.player}:${ZONES.hand}`]?.cards ?? [];
  const held = (s: string) => hand.filter((c) => template(c.templateId).suit === s).length;
  const suit = [...SUITS].sort((a, b) => held(b) - held(a))[0];
  return `${text}\nA well-formed call: play_card ${JSON.stringify({ ...(call.input as object), suit })}`;
}
// #endregion restate-error

/** The state as a player may know it, in words. Built from the view only. */
export function formatEightsState(view: GameView<EightsState>, ctx: { player: PlayerId }): string {
  const plugin = view.plugin ?? { suit: null, drawn: false };
  const top = view.zones[ZONES.discard]?.cards[0];
  const topCard = top ? template(top.templateId) : undefined;
  const hand = view.zones[`${ctx.player}:${ZONES.hand}`]?.cards ?? [];
  const lines = [
    view.result
      ? `Game over: ${view.result.winners.join(', ')} won (${view.result.reason}).`
      : `Turn ${view.turn.number}: ${view.turn.activePlayer === ctx.player ? 'your turn' : `${view.turn.activePlayer}'s turn`}.`,
    `Top of the discard pile: ${top?.name ?? 'nothing'}. Suit to follow: ${plugin.suit ?? 'none'}.`,
    `Stock: ${view.zones[ZONES.stock]?.count ?? 0} cards.${plugin.drawn && view.turn.activePlayer === ctx.player ? ' You already drew this turn.' : ''}`,
    'Your hand:',
    ...hand.map((c) => {
      const playable =
        topCard && plugin.suit && canPlay(template(c.templateId), topCard, plugin.suit);
      return `- ${c.name} (#${c.id})${playable ? ' — playable' : ''}`;
    }),
    ...view.players
      .filter((p) => p !== ctx.player)
      .map((p) => `${p} holds ${view.zones[`${p}:${ZONES.hand}`]?.count ?? '?'} cards.`),
    'Recent events:',
    ...view.log.slice(-5).map((e) => `- ${e.message}`),
  ];
  return lines.join('\n');
}

/** Whose move it is: the active player, until the game is over. */
function whoActs(state: GameState<EightsState>): PlayerId | null {
  return state.result ? null : state.turn.activePlayer;
}

/** The Crazy Eights plugin for the agent runtime. */
export const eightsPlugin: GamePlugin<EightsState, EightsState> = {
  id: 'crazy-eights',
  engine: eightsEngine,
  formatCard: (state, ref) => {
    const card = template(state.cards[ref]?.templateId ?? ref);
    return `${card.name} (rank ${card.rank}, ${card.suit})`;
  },
  formatState: formatEightsState,
  getAgentConfig: (ctx, mode): AgentConfig => ({
    system: SYSTEM,
    // Each tool checks its own input, for hosts that call a tool directly (the SDK checks a model's).
    tools: validatingTools(createEightsTools(ctx)),
    toolKinds: EIGHTS_TOOL_KINDS,
    instructions: INSTRUCTIONS[mode],
    maxSteps: 6,
    // A call that leaves out `card` (or names a suit that is none) is told the values that fit.
    legalValues: (tool, argument) => eightsLegalValues(ctx, tool, argument),
  }),
  nextPhase: (state, player): TurnPhase | null => (whoActs(state) === player ? 'main' : null),
  whoActs,
  // Rejections speak of these tools, not of engine actions.
  legalCalls: eightsLegalCalls,
  restateError: restateEightsError,
};
