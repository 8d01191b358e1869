import type { Action, History } from '@playmat/engine';
import type { TranscriptSink } from '../transcript/writer';

/** Streams the actions of a history into a transcript as they become part of it. */
export interface ActionRecorder {
  /** Writes actions added since the last flush (and a rewind line if some were undone); returns how many actions the match has now. */
  flush(): number;
}

/**
 * Records the actions applied after position `start` of the history (earlier ones — a setup
 * the plugin did itself — are reproduced by rebuilding the match from its seed). A restore to
 * a checkpoint keeps the shared prefix of actions by identity, which is how undone actions are
 * found.
 */
export function createActionRecorder(
  history: () => History<unknown>,
  start: number,
  sink: TranscriptSink,
): ActionRecorder {
  const written: Action[] = [];
  return {
    flush() {
      const h = history();
      const current = h.buffer.slice(start, h.length);
      let common = Math.min(current.length, written.length);
      while (common > 0 && current[common - 1] !== written[common - 1]) common--;
      if (common < written.length) {
        written.length = common;
        sink.write({ kind: 'rewind', to: common });
      }
      for (let i = common; i < current.length; i++) {
        const action = current[i]!;
        written.push(action);
        sink.write({ kind: 'action', index: i, action });
      }
      return written.length;
    },
  };
}
