import type { MatchOptions } from '../cli/args';
import type { MatchResult } from '../match/types';

/** `workerData` of a tournament worker. */
export interface WorkerSetup {
  readonly options: MatchOptions;
  readonly decks: {
    readonly p1: { readonly label: string; readonly list: string };
    readonly p2: { readonly label: string; readonly list: string };
  };
}

/** Parent → worker. */
export type ToWorker =
  | { readonly type: 'play'; readonly game: number; readonly seed: number }
  | { readonly type: 'stop' };

/** Worker → parent. */
export type FromWorker =
  | { readonly type: 'ready' }
  | {
      readonly type: 'result';
      readonly game: number;
      readonly seed: number;
      readonly result: MatchResult;
    }
  | {
      readonly type: 'error';
      readonly game: number;
      readonly seed: number;
      readonly message: string;
    };
