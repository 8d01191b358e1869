import type { Action, PlayerId } from '@playmat/engine';
import type { AiMode, Era, RulesMode } from '../cli/args';
import type { MatchEvent, MatchResult, Seat } from '../match/types';

/** Version of the transcript format; bumped on incompatible changes. */
export const TRANSCRIPT_VERSION = 1;

/** First line: everything needed to rebuild the starting position. */
export interface HeaderLine {
  readonly kind: 'header';
  readonly version: typeof TRANSCRIPT_VERSION;
  readonly seed: number;
  readonly rules: RulesMode;
  /** Rules era (absent in transcripts made before eras: modern). */
  readonly era?: Era;
  readonly mode: AiMode;
  readonly maxTurns: number;
  readonly seats: readonly Seat[];
  /** Deck lists as text, so a replay does not need the original files. */
  readonly decks: Readonly<Record<PlayerId, { readonly label: string; readonly list: string }>>;
  /** Hash of the state the match started from; a replay checks it first. */
  readonly initialHash: string;
  readonly startedAt: string;
}

/** One engine action that succeeded, `index` counting from the start of the match. */
export interface ActionLine {
  readonly kind: 'action';
  readonly index: number;
  readonly action: Action;
}

/** The runtime rewound: actions from `to` on were undone. */
export interface RewindLine {
  readonly kind: 'rewind';
  readonly to: number;
}

/** An event of the match; `at` is the number of actions applied when it happened. */
export interface EventLine {
  readonly kind: 'event';
  readonly at: number;
  readonly event: MatchEvent;
}

/** Ctrl-C or another abort: written before the result. */
export interface AbortLine {
  readonly kind: 'aborted';
  readonly at: number;
  readonly reason: string;
}

/** Last line: the summary, including the final state hash. */
export interface ResultLine {
  readonly kind: 'result';
  readonly at: number;
  readonly result: MatchResult;
}

/** Any transcript line. */
export type TranscriptLine =
  | HeaderLine
  | ActionLine
  | RewindLine
  | EventLine
  | AbortLine
  | ResultLine;
