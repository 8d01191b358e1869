import type { GameOutcome, GameTask } from '../types';

/** Pool → worker thread. */
export type ToGameWorker = { readonly type: 'play'; readonly id: number; readonly task: GameTask };

/** Worker thread → pool. */
export type FromGameWorker =
  | { readonly type: 'result'; readonly id: number; readonly outcome: GameOutcome }
  | {
      readonly type: 'failed';
      readonly id: number;
      readonly message: string;
      readonly retryAfterMs?: number;
    };
