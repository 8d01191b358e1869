/**
 * The AI SDK's own share of a game through the runtime: the requests the bots received in real
 * games, sent again through `generateText` with nothing of ours around them. This is a lower
 * bound on what any runtime built on `generateText` pays per game, so it bounds the
 * runtime ÷ direct ratio from above: direct ÷ (direct + this).
 */
import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { generateText, jsonSchema, stepCountIs, type ToolSet, tool } from 'ai';
import { playBotMatch } from '../src/bots/bot-match';
import type { PokemonPlugin } from '../src/plugin';

type Decks = (i: number) => { p1: string; p2: string };

/** The requests each game's bots were sent, in order. */
export async function recordRequests(
  plugin: PokemonPlugin,
  decks: Decks,
  games: number,
): Promise<LanguageModelV3CallOptions[][]> {
  const recorded: LanguageModelV3CallOptions[][] = [];
  for (let i = 0; i < games; i++) {
    const requests: LanguageModelV3CallOptions[] = [];
    await playBotMatch({
      decks: decks(i),
      seed: i,
      plugin,
      onRequest: (_player, _role, params) => requests.push(params),
    });
    recorded.push(requests);
  }
  return recorded;
}

/** Answers every request with one call of its first tool: the cheapest reply that still runs a tool. */
const noOpModel: LanguageModelV3 = {
  specificationVersion: 'v3',
  provider: 'bench',
  modelId: 'no-op',
  supportedUrls: {},
  async doGenerate(params) {
    const first = params.tools?.[0];
    return {
      content: first
        ? [{ type: 'tool-call', toolCallId: 'call-1', toolName: first.name, input: '{}' }]
        : [{ type: 'text', text: 'ok' }],
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
      finishReason: { unified: first ? 'tool-calls' : 'stop', raw: undefined },
      warnings: [],
    };
  },
  doStream() {
    throw new Error('not used');
  },
};

/**
 * Sends each recorded request again through `generateText` (one step): the same system text,
 * messages and tool definitions, tools as plain JSON Schema (no validation) answering "ok".
 * Only the SDK's work is left: prompt checks and conversion, tool preparation, the call, the
 * tool call's parsing and execution, the response messages.
 */
export function createSdkReplay(recorded: readonly LanguageModelV3CallOptions[][]) {
  const toolSets = new Map<string, ToolSet>();
  const toolsOf = (params: LanguageModelV3CallOptions): ToolSet => {
    const defs = (params.tools ?? []).flatMap((t) => (t.type === 'function' ? [t] : []));
    const key = defs.map((t) => t.name).join(',');
    let set = toolSets.get(key);
    if (!set) {
      set = Object.fromEntries(
        defs.map((t) => [
          t.name,
          tool({
            description: t.description,
            inputSchema: jsonSchema(t.inputSchema),
            execute: async () => 'ok',
          }),
        ]),
      );
      toolSets.set(key, set);
    }
    return set;
  };
  const requests = recorded.flat().map((params) => ({
    system: params.prompt.flatMap((m) => (m.role === 'system' ? [m.content] : [])).join('\n'),
    messages: params.prompt.filter((m) => m.role !== 'system'),
    tools: toolsOf(params),
  }));
  return {
    requestsPerGame: requests.length / recorded.length,
    async replay(): Promise<void> {
      for (const r of requests)
        await generateText({
          model: noOpModel,
          system: r.system,
          // Provider-level messages have the shape of the SDK's model messages.
          messages: r.messages as Parameters<typeof generateText>[0]['messages'] & object,
          tools: r.tools,
          stopWhen: stepCountIs(1),
        });
    },
  };
}
