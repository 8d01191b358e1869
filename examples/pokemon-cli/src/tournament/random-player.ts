import { createDecisionModel } from '@playmat/agent';
import type { GameState, PlayerId } from '@playmat/engine';
import {
  type BotCallResult,
  createBotBrain,
  getBundledRegistry,
  inferPhase,
  mainCandidates,
  type PokemonPlugin,
  seededRandom,
} from '@playmat/pokemon';
import type { LanguageModel } from 'ai';

/**
 * The `random` entrant: a baseline that plays through the same tool calls as the bots, but in
 * its main phase picks uniformly (seeded) among the plays the bot would consider, `end_turn`
 * included; setup and decisions are answered as the bot would. Any model should beat it.
 */
export function createRandomPlayer(options: {
  readonly player: PlayerId;
  readonly seed: number;
  readonly store: { readonly engine: PokemonPlugin['engine']; readonly state: GameState<unknown> };
}): LanguageModel {
  const brain = createBotBrain({ player: options.player, registry: getBundledRegistry() });
  // Its own stream per seat, apart from the game's: the same seed gives the same picks.
  const salt = options.player === 'p1' ? 0x9e3779b9 : 0x85ebca6b;
  const random = seededRandom((options.seed ^ salt) >>> 0);
  return createDecisionModel(
    (input) => {
      const view = options.store.engine.view(options.store.state as never, options.player);
      const lastResults: BotCallResult[] = input.lastResults.map((r) => ({
        call: { toolName: r.toolName, input: (r.input ?? {}) as Record<string, unknown> },
        ok: r.ok,
        text: r.text,
      }));
      const obs = {
        view,
        phase: inferPhase(view, input.toolNames),
        toolNames: input.toolNames,
        lastResults,
      };
      const { call } = brain.next(obs, (board, k, rejected) => {
        const plays = mainCandidates(board, k).filter((p) => !rejected(p));
        return (
          plays[Math.floor(random() * plays.length)] ?? {
            call: { toolName: 'end_turn', input: {} },
            why: 'nothing left to try',
          }
        );
      });
      return { toolCalls: [{ toolName: call.toolName, input: call.input }] };
    },
    { modelId: 'random' },
  ) as LanguageModel;
}
