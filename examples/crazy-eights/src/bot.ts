import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { MatchStore } from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import { canPlay, SUITS, type Suit, template } from './cards';
import { type EightsState, ZONES } from './definition';

/** What the bot will do next. */
export type BotMove =
  | { readonly tool: 'play_card'; readonly input: { card: string; suit?: Suit } }
  | { readonly tool: 'draw_card'; readonly input: Record<string, never> }
  | { readonly tool: 'pass_turn'; readonly input: Record<string, never> };

/**
 * The heuristic, from `player`'s view only: play a matching card of the suit you hold most of,
 * keep 8s for when nothing else fits (then name your longest suit), else draw once, else pass.
 */
export function chooseMove(store: MatchStore<EightsState>, player: PlayerId): BotMove {
  const view = store.engine.view(store.state, player);
  const plugin = view.plugin as EightsState;
  const hand = (view.zones[`${player}:${ZONES.hand}`]?.cards ?? []).map((c) => ({
    ...template(c.templateId),
    ref: `#${c.id}`,
  }));
  const top = view.zones[ZONES.discard]?.cards[0];
  const bySuit = (s: Suit) => hand.filter((c) => c.suit === s && c.rank !== '8').length;
  if (top && plugin.suit) {
    const topCard = template(top.templateId);
    const suit = plugin.suit;
    const playable = hand.filter((c) => canPlay(c, topCard, suit));
    const plain = playable
      .filter((c) => c.rank !== '8')
      .sort((a, b) => bySuit(b.suit) - bySuit(a.suit));
    if (plain[0]) return { tool: 'play_card', input: { card: plain[0].ref } };
    const eight = playable[0];
    if (eight) {
      const best = [...SUITS].sort((a, b) => bySuit(b) - bySuit(a))[0] as Suit;
      return { tool: 'play_card', input: { card: eight.ref, suit: best } };
    }
  }
  const stock = view.zones[ZONES.stock]?.count ?? 0;
  if (!plugin.drawn && stock > 0) return { tool: 'draw_card', input: {} };
  return { tool: 'pass_turn', input: {} };
}

/** Options of {@link createEightsBot}. */
export interface EightsBotOptions {
  /** The match the bot plays in; it reads only `player`'s view of it. */
  readonly store: MatchStore<EightsState>;
  readonly player: PlayerId;
}

const usageOf = (input: number, output: number): LanguageModelV3Usage => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

/**
 * An offline Crazy Eights player packaged as a `LanguageModelV3`: each call answers with one
 * tool call chosen by {@link chooseMove}, exactly as a hosted model would. Called without tools
 * (as a planner), it writes its intended move as a plan. Usage is an estimate (characters / 4).
 */
export function createEightsBot(options: EightsBotOptions): LanguageModelV3 {
  let calls = 0;
  const reply = (params: LanguageModelV3CallOptions) => {
    calls++;
    const move = chooseMove(options.store, options.player);
    const content: LanguageModelV3Content[] =
      params.tools && params.tools.length > 0
        ? [
            {
              type: 'tool-call',
              toolCallId: `eights-bot-${options.player}-${calls}`,
              toolName: move.tool,
              input: JSON.stringify(move.input),
            },
          ]
        : [
            {
              type: 'text',
              text: `SITUATION: my move as ${options.player}.\nPLAN:\n1. ${move.tool} ${JSON.stringify(move.input)}\n2. if I drew, play the drawn card if it fits, else pass_turn`,
            },
          ];
    const usage = usageOf(
      Math.ceil(JSON.stringify(params.prompt).length / 4),
      Math.ceil(JSON.stringify(content).length / 4),
    );
    const finishReason = {
      unified: content[0]?.type === 'tool-call' ? ('tool-calls' as const) : ('stop' as const),
      raw: undefined,
    };
    return { content, usage, finishReason };
  };
  return {
    specificationVersion: 'v3',
    provider: 'offline',
    modelId: 'crazy-eights-bot',
    supportedUrls: {},
    async doGenerate(params): Promise<LanguageModelV3GenerateResult> {
      return { ...reply(params), warnings: [] };
    },
    async doStream(params) {
      const { content, usage, finishReason } = reply(params);
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      for (const c of content) {
        if (c.type === 'text') {
          parts.push(
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: c.text },
          );
          parts.push({ type: 'text-end', id: 't' });
        } else if (c.type === 'tool-call') parts.push(c);
      }
      parts.push({ type: 'finish', usage, finishReason });
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            for (const p of parts) controller.enqueue(p);
            controller.close();
          },
        }),
      };
    },
  };
}
