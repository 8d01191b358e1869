// Test fixture: the agent package's tiny "Draw & Play" game (its test plugin) as a tournament
// game, with two scripted styles of play. Not part of the package's build.

import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { createScriptedModel, type ScriptedReply } from '@playmat/agent/test';
import { dpBot, stateText, zoneCards } from '../../../agent/src/game/test-plugin/bot';
import { createDrawPlayPlugin, DP_CARDS, dpDeck } from '../../../agent/src/game/test-plugin/index';
import { playMatchGame } from '../match/play-match-game';
import type { PlayGame } from '../types';

/** A deck order shuffled by `seed` (a small LCG: the same seed gives the same order everywhere). */
function shuffled(cards: string[], seed: number): string[] {
  const out = [...cards];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A provider's 429 that asks to wait `seconds` (the shape of the AI SDK's APICallError). */
function rateLimited(seconds: number): Error {
  return Object.assign(new Error('upstream 429: rate limited'), {
    statusCode: 429,
    responseHeaders: { 'retry-after': String(seconds) },
  });
}

/** Plays the lowest card in hand, and first tries a card it does not hold (one rejected call a turn). */
function sloppyBot() {
  return ({
    prompt,
    toolNames,
  }: {
    prompt: LanguageModelV3Prompt;
    toolNames: string[];
  }): ScriptedReply => {
    const step = prompt.filter((m) => m.role === 'assistant').length;
    const one = (toolName: string, input: unknown = {}): ScriptedReply => ({
      toolCalls: [{ toolName, input }],
    });
    if (!toolNames.includes('play_card')) return dpBot()({ prompt, toolNames });
    if (step === 0) return one('play_card', { card: 'Golden Dragon' });
    if (step === 1) {
      const hand = zoneCards(stateText(prompt), 'your_hand');
      const value = (n: string) => DP_CARDS.find((c) => c.name === n)?.value ?? 0;
      const worst = hand.sort((a, b) => value(a) - value(b))[0];
      if (worst) return one('play_card', { card: worst });
    }
    return one('end_turn');
  };
}

/** Plays well, but every other call it makes fails the tool's schema (`play_card` with no card). */
function malformedBot() {
  const good = dpBot();
  let calls = 0;
  return (call: { prompt: LanguageModelV3Prompt; toolNames: string[] }): ScriptedReply =>
    calls++ % 2 === 0 ? { toolCalls: [{ toolName: 'play_card', input: {} }] } : good(call);
}

/** Options of {@link drawPlayGame}. */
export interface DrawPlayGameOptions {
  /** Wait this long (ms) before each game, so a test can stop a tournament mid-way. */
  readonly delayMs?: number;
  readonly target?: number;
}

/**
 * Draw & Play through `playMatchGame`: entrants whose `config.style` is `sloppy` play badly
 * and make an illegal call every turn, `malformed` ones send a call that fails the schema every
 * other call, `broken` ones have a model that always fails, `limited`
 * ones a model that always answers 429 asking for 90 s; the
 * others play well.
 */
export function drawPlayGame(options: DrawPlayGameOptions = {}): PlayGame {
  const plugin = createDrawPlayPlugin({
    target: options.target ?? 10,
    auto: { setup: true, draw: true },
  });
  const play = playMatchGame({
    plugin,
    start: (task) =>
      plugin.engine.createInitialState({
        players: ['p1', 'p2'],
        seed: task.game.seed,
        decks: {
          p1: shuffled(dpDeck('crimson'), task.game.seed),
          p2: shuffled(dpDeck('azure'), task.game.seed + 7),
        },
      }),
    player: (entrant) => {
      const style = (entrant.config as { style?: string } | undefined)?.style;
      return {
        models: {
          default: createScriptedModel(
            style === 'broken'
              ? () => ({ error: new Error('upstream 503') })
              : style === 'limited'
                ? () => ({ error: rateLimited(90) })
                : style === 'sloppy'
                  ? sloppyBot()
                  : style === 'malformed'
                    ? malformedBot()
                    : dpBot(),
          ),
        },
        modelIds: { default: entrant.id },
      };
    },
    // A 90 s Retry-After is over the match's own limit: the failed game carries it instead.
    match: { maxTurns: 30, maxRetries: 0, maxRetryWaitMs: 1_000 },
  });
  if (!options.delayMs) return play;
  return async (task, context) => {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return play(task, context);
  };
}
