import type { Engine, EngineError, GameState, GameView, PlayerId } from '@playmat/engine';
import type { ToolSet } from 'ai';
import type { LegalValues, ToolKind } from '../tools';
import type { MatchStore } from './match-store';
import type { AgentAction, GameToolContext } from './tool-context';

/** The part of a turn an agent is run for. */
export type TurnPhase = 'setup' | 'startOfTurn' | 'main' | 'decision';

/** Every phase, in turn order. */
export const TURN_PHASES: readonly TurnPhase[] = ['setup', 'startOfTurn', 'main', 'decision'];

/** What a plugin is asked to configure: a phase, or a role of the main-phase pipeline. */
export type AgentMode = TurnPhase | 'planner' | 'executor';

/** How a main phase is played: one agent, or a planner that writes a plan and an executor that follows it. */
export type AiMode = 'autonomous' | 'pipeline';

/** What a plugin gives the runtime for one mode. */
export interface AgentConfig {
  /** The system prompt. */
  readonly system: string;
  /** Tools for this mode (ignored for `planner`, which gets none). */
  readonly tools: ToolSet;
  /** Kinds per tool; merged over {@link DEFAULT_TOOL_KINDS}. */
  readonly toolKinds?: Readonly<Record<string, ToolKind>>;
  /**
   * The user message that starts this phase's run. For `planner`, the closing instruction
   * (the plan format to follow).
   */
  readonly instructions: string;
  /** Step budget for this mode (overrides the run's default). */
  readonly maxSteps?: number;
  /**
   * The tools offered at each step, by name (default: all of `tools`): asked before every
   * request, so a plugin can offer a tool only while it applies.
   */
  readonly activeTools?: () => readonly string[] | undefined;
  /** A successful call whose result means this run is over (e.g. another player must now decide). */
  readonly endsRun?: (toolName: string, output: unknown) => boolean;
  /**
   * Legal values of a tool's argument now (cards in hand, occupied spots), given to a model
   * whose call leaves that argument out or gets it wrong.
   */
  readonly legalValues?: LegalValues;
}

/** A call a seat could make now, as an example for error texts: `attach_energy {"energy": …}`. */
export interface ToolCallExample {
  readonly tool: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** What {@link GamePlugin.restateError} gets: a rejected action and the bridge's own text for it. */
export interface Rejection<P = unknown, V = unknown> {
  readonly error: EngineError;
  /** The action as the tool built it. */
  readonly action: AgentAction;
  /** The tool call that made it, when the tool said (see `GameToolContext.run`). */
  readonly call: { readonly tool: string; readonly input: unknown } | undefined;
  /** The bridge's text (localized, with tool-level "Legal now" when the plugin has `legalCalls`). */
  readonly text: string;
  readonly ctx: GameToolContext<P, V>;
}

/**
 * A card game as the agent runtime sees it. `P` is the plugin state, `V` what a view shows of
 * it (the engine's), so `formatState` reads `view.plugin` without a cast.
 */
export interface GamePlugin<P = unknown, V = unknown> {
  readonly id: string;
  readonly engine: Engine<P, V>;
  /**
   * One reference line for a card instance (or a template id), in the same format as the
   * state narrative. Only called for cards the acting player may see.
   */
  formatCard(state: GameState<P>, instanceIdOrTemplate: string): string;
  /**
   * The narrative the agent reads each step; built from a VIEW only. Its player words are
   * rendered for the reader (`ctx.localize`): write players with `who`/`whose` placeholders (or
   * bare ids). Without it the agent reads {@link defaultStateText}: who they are, the turn, every
   * zone they may see, a pending decision, the latest log lines.
   */
  formatState?(view: GameView<V>, ctx: { player: PlayerId; phase: TurnPhase }): string;
  /** Prompt, tools and instructions for a mode. */
  getAgentConfig(ctx: GameToolContext<P, V>, mode: AgentMode): AgentConfig;
  /** Which phase `player` must act in now, or `null` when it is not their move. */
  nextPhase(state: GameState<P>, player: PlayerId): TurnPhase | null;
  /**
   * Optional: perform setup or start-of-turn (an automatic draw) without an agent.
   * Return `true` when the phase was done here.
   */
  autoPhase?(store: MatchStore<P, V>, player: PlayerId, phase: TurnPhase): boolean;
  /** Who must act now (the active player, the decider of a pending decision, a setup player), or `null`. */
  whoActs(state: GameState<P>): PlayerId | null;
  /**
   * Optional: how many turns a match of this game may take before `playMatch` stops it as
   * `turn_limit` (default 100), given the starting state, so it can grow with the players. A
   * turn is what `end_turn` ends: one player's move in a trick, a whole turn in Pokémon. Size
   * it to the longest real game, so bots never stop unfinished.
   */
  maxTurns?(state: GameState<P>): number;
  /**
   * Optional: the tool calls `ctx.player` can make now. Error texts then end with "Legal now:"
   * in the words of these tools (one example call per tool, or every call: see
   * {@link legalCallLimit}) instead of engine action types.
   */
  legalCalls?(ctx: GameToolContext<P, V>): readonly ToolCallExample[];
  /**
   * Optional: "Legal now" lists every legal call, up to this many (then "and N more"), instead
   * of one example per tool — for games where which card fits is the whole question.
   */
  readonly legalCallLimit?: number;
  /**
   * Optional: what another player is called in text (default: their id), in games of two players
   * and of more alike; the reader is always "you". Engine text, tool results and the state text
   * all use it.
   */
  playerName?(player: PlayerId): string;
  /**
   * Optional: restates a rejected action in the words of this plugin's tools (their names and
   * parameters). Return `undefined` to keep the bridge's text.
   */
  restateError?(rejection: Rejection<P, V>): string | undefined;
  /**
   * Optional: how many card effects `player` has carried out by hand so far — effects the game
   * did not check (a card it does not implement, played out with raw moves). `playMatch` reports
   * them per seat (`PlayerSummary.unverified`); a tournament marks entrants whose games had any.
   */
  unverifiedEffects?(state: GameState<P>, player: PlayerId): number;
  /**
   * Optional: marks, in a text bound for a model, the words that come from a card file the user
   * loaded (names, card texts) as data, between `CARD_DATA_OPEN` and `CARD_DATA_CLOSE` (« »),
   * which the plugin's prompts explain. Marking a marked text again changes nothing. `runTurn`
   * applies it to the state text, every tool result, the answer to an invalid call and every
   * rewind note it sends, and takes the marks out of tool input.
   */
  markCardData?(text: string): string;
}
