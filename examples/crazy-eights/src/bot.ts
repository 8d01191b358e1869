import { createGameDecisionModel, type MatchStore } from '@playmat/agent/game';
import type { GameView, PlayerId } from '@playmat/engine';
import { canPlay, SUITS, type Suit, template } from './cards';
import { type EightsState, ZONES } from './definition';

/** What the bot will do next: one call of the Crazy Eights tools. */
export type BotMove =
  | { readonly toolName: 'play_card'; readonly input: { card: string; suit?: Suit } }
  | { readonly toolName: 'draw_card' | 'pass_turn'; readonly input: Record<string, never> };

/**
 * The heuristic, from the player's view only: play a matching card of the suit you hold most of,
 * keep 8s for when nothing else fits (then name your longest suit), else draw once, else pass.
 */
export function chooseMove(view: GameView<EightsState>): BotMove {
  const hand = (view.zones[`${view.viewer}:${ZONES.hand}`]?.cards ?? []).map((c) => ({
    ...template(c.templateId),
    ref: `#${c.id}`,
  }));
  const top = view.zones[ZONES.discard]?.cards[0];
  const suit = view.plugin?.suit;
  const bySuit = (s: Suit) => hand.filter((c) => c.suit === s && c.rank !== '8').length;
  const playable =
    top && suit ? hand.filter((c) => canPlay(c, template(top.templateId), suit)) : [];
  const plain = playable
    .filter((c) => c.rank !== '8')
    .sort((a, b) => bySuit(b.suit) - bySuit(a.suit));
  if (plain[0]) return { toolName: 'play_card', input: { card: plain[0].ref } };
  if (playable[0]) {
    const best = [...SUITS].sort((a, b) => bySuit(b) - bySuit(a))[0] ?? playable[0].suit;
    return { toolName: 'play_card', input: { card: playable[0].ref, suit: best } };
  }
  const stock = view.zones[ZONES.stock]?.count ?? 0;
  if (!view.plugin?.drawn && stock > 0) return { toolName: 'draw_card', input: {} };
  return { toolName: 'pass_turn', input: {} };
}

/** Options of {@link createEightsBot}. */
export interface EightsBotOptions {
  /** The match the bot plays in; it reads only `player`'s view of it. */
  readonly store: MatchStore<EightsState, EightsState>;
  readonly player: PlayerId;
}

/**
 * An offline Crazy Eights player as a `LanguageModelV3`: each step answers with the tool call
 * {@link chooseMove} picks, exactly as a hosted model would. Called without tools (as a
 * planner), it writes its move as a plan.
 */
export function createEightsBot({ store, player }: EightsBotOptions) {
  return createGameDecisionModel({
    store,
    player,
    modelId: 'crazy-eights-bot',
    decide: ({ view, tools }) => {
      const move = chooseMove(view);
      if (tools.length > 0) return move;
      return `SITUATION: my move as ${player}.\nPLAN:\n1. ${move.toolName} ${JSON.stringify(move.input)}\n2. if I drew, play the drawn card if it fits, else pass_turn`;
    },
  });
}
