import type { GameView, PlayerId } from '@playmat/engine';
import type { CardRegistry } from '../cards/registry';

/** One tool call a bot wants to make: a contract tool name and its flat input. */
export interface BotCall {
  readonly toolName: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** What happened to a call the bot made earlier. */
export interface BotCallResult {
  readonly call: BotCall;
  readonly ok: boolean;
  /** The result as text, exactly as the tool returned it (player's view only). */
  readonly text: string;
}

/** The phase a bot is asked to act in (mirrors the bridge's `TurnPhase`). */
export type BotPhase = 'setup' | 'startOfTurn' | 'main' | 'decision';

/** What the bot knows when it decides: its own view, the phase, the tools it may call. */
export interface BotObservation {
  readonly view: GameView;
  readonly phase: BotPhase;
  /** Tool names offered to the bot in this call; empty means "assume the contract's tools". */
  readonly toolNames: readonly string[];
  /** Results of the calls the bot made in its previous step, in call order. */
  readonly lastResults: readonly BotCallResult[];
  /**
   * The calls the game lists as legal for the bot's player now (the plugin's `legalCalls`, what
   * a refusal's "Legal now" line shows). When given, the bot never tries a Trainer, Power or
   * Stadium use the list leaves out; without it, it tries and learns from the refusal.
   */
  readonly legalCalls?: readonly BotCall[];
}

/** Options shared by every bot flavour. */
export interface BotBrainOptions {
  readonly player: PlayerId;
  readonly registry: CardRegistry;
  /** Safety valve: after this many calls in one turn the bot ends it. Default 60. */
  readonly maxCallsPerTurn?: number;
}
