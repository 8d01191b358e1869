import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { GameState, GameView, PlayerId } from '@playmat/engine';
import {
  createDecisionModel,
  type Decision,
  type DecisionInput,
  type DecisionModelOptions,
} from '../decision-model';

/** What a game bot decides from: the request (see {@link DecisionInput}) and its player's view. */
export interface GameDecisionInput<V = unknown> extends DecisionInput {
  /** The player's view of the game now (`view.plugin` typed by the definition's `viewPlugin`). */
  readonly view: GameView<V>;
  readonly player: PlayerId;
}

/** Where a game bot reads the game: a match store (or anything with its engine and state). */
export interface GameViewSource<P, V> {
  readonly engine: {
    /** The player's view of a state (the engine's `view`). */
    view(state: GameState<P>, player: PlayerId): GameView<V>;
  };
  /** The current state. */
  readonly state: GameState<P>;
}

/** Options of {@link createGameDecisionModel}. */
export interface GameDecisionModelOptions<P, V> extends DecisionModelOptions {
  /** The match; the bot reads only `player`'s view of it. Or give `getView`. */
  readonly store?: GameViewSource<P, V>;
  /** The player's current view, when there is no store to read it from. */
  readonly getView?: () => GameView<V>;
  readonly player: PlayerId;
  /** Decides one step from the view: tool calls, or text when called without tools (a planner). */
  decide(input: GameDecisionInput<V>): Decision | PromiseLike<Decision>;
}

/**
 * An offline game player as a `LanguageModelV3` (see `createDecisionModel`): at every step
 * `decide` gets the player's current view — never the raw state — with the tools offered and
 * the results of its previous calls, and answers with tool calls as a hosted model would.
 *
 * ```ts
 * const bot = createGameDecisionModel({
 *   store,
 *   player: 'p1',
 *   decide: ({ view }) => ({ toolName: 'draw_card' }),
 * });
 * ```
 */
export function createGameDecisionModel<P, V>(
  options: GameDecisionModelOptions<P, V>,
): LanguageModelV3 {
  const { store, getView, player } = options;
  const view =
    getView ??
    (() => {
      if (!store)
        throw new Error(
          'createGameDecisionModel: pass `store` (the match) or `getView` so the bot can see its view.',
        );
      return store.engine.view(store.state, player);
    });
  return createDecisionModel((input) => options.decide({ ...input, view: view(), player }), {
    modelId: options.modelId ?? `bot-${player}`,
    provider: options.provider,
  });
}
