import type { GameResult, PlayerId } from '@playmat/engine';
import type { AgentEvent, ToolCallStatus } from '../events';
import type { AgentMode, TurnPhase } from './types';
import type { AgentRole } from './usage';

/** Progress of turns and matches, for logs and UIs. Plain JSON. */
export type GameEvent =
  | { type: 'match_start'; players: PlayerId[]; turn: number }
  | { type: 'turn_start'; player: PlayerId; turn: number }
  | {
      type: 'phase_start';
      player: PlayerId;
      phase: TurnPhase;
      mode: AgentMode | 'auto';
      turn: number;
    }
  | { type: 'tool_call'; player: PlayerId; role: AgentRole; tool: string; input: unknown }
  | {
      type: 'tool_result';
      player: PlayerId;
      role: AgentRole;
      tool: string;
      ok: boolean;
      status: ToolCallStatus;
      /** First line of the result, shortened. */
      summary: string;
    }
  | { type: 'plan'; player: PlayerId; text: string }
  | { type: 'replan'; player: PlayerId; reason: string }
  | { type: 'rewind'; player: PlayerId; guidance: string }
  | { type: 'warning'; player?: PlayerId; message: string }
  | {
      type: 'phase_end';
      player: PlayerId;
      phase: TurnPhase;
      stopReason: string;
      toolCalls: number;
      rejected: number;
    }
  /** A phase run changed nothing; `forced` is the action that pushed it on, or `none`. */
  | { type: 'stall'; player: PlayerId; phase: TurnPhase; forced: string; ok: boolean }
  | { type: 'turn_end'; player: PlayerId; turn: number }
  | {
      type: 'match_end';
      winner: PlayerId | null;
      reason: string;
      turns: number;
      result: GameResult | null;
    }
  /** Every runtime event, for transcripts. */
  | { type: 'agent'; player: PlayerId; role: AgentRole; event: AgentEvent };
