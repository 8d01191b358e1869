import type { GameState } from '@playmat/engine';
import { parseList } from '../match/decks';
import { createStartingStore, SPECTATOR } from '../match/run-match';
import { stateHash } from '../match/state-hash';
import type { MatchResult } from '../match/types';
import type { MatchRenderer } from '../render/match-renderer';
import { type ParsedTranscript, TranscriptError } from './read';

/** What a successful replay found. */
export interface ReplayOutcome {
  readonly result: MatchResult;
  readonly actions: number;
  /** Recomputed; equals `result.stateHash` (otherwise the replay throws). */
  readonly stateHash: string;
}

/**
 * Rebuilds the starting position from the header (seed, decks, rules), re-applies every
 * recorded action through the engine, renders every event against the state it happened in,
 * and checks the final state hash. Any mismatch is a {@link TranscriptError} naming the line.
 */
export function replayTranscript(
  transcript: ParsedTranscript,
  renderer: MatchRenderer,
  path = 'transcript',
): ReplayOutcome {
  const { header } = transcript;
  const decks = Object.fromEntries(
    Object.entries(header.decks).map(([id, d]) => {
      try {
        return [id, parseList(d.label, d.list, `deck of ${id}`)];
      } catch (error) {
        throw new TranscriptError(`${path}:1: ${(error as Error).message}`);
      }
    }),
  );
  const store = createStartingStore(decks, header.seed, header.rules, undefined, header.era);
  const engine = store.engine;
  const initial = stateHash(store.state);
  if (initial !== header.initialHash) {
    throw new TranscriptError(
      `${path}:1: the starting position does not match the one recorded (hash ${initial.slice(0, 12)} vs ${header.initialHash.slice(0, 12)}); the transcript was made with different cards or rules code.`,
    );
  }
  renderer.header(header);
  // states[i] = the state after i actions of the current line of play.
  const states: GameState<unknown>[] = [store.state as GameState<unknown>];
  for (const { line, entry } of transcript.lines.slice(1)) {
    switch (entry.kind) {
      case 'header':
        throw new TranscriptError(`${path}:${line}: a second header line.`);
      case 'action': {
        if (entry.index !== states.length - 1) {
          throw new TranscriptError(
            `${path}:${line}: action #${entry.index} out of order; expected #${states.length - 1}.`,
          );
        }
        let result: ReturnType<typeof engine.execute>;
        try {
          result = engine.execute(states.at(-1) as never, entry.action);
        } catch (error) {
          throw new TranscriptError(
            `${path}:${line}: recorded action cannot be executed: ${(error as Error).message}`,
          );
        }
        if (!result.ok) {
          throw new TranscriptError(
            `${path}:${line}: recorded action ${entry.action.type} is rejected on replay: ${result.error.message}`,
          );
        }
        states.push(result.state as GameState<unknown>);
        break;
      }
      case 'rewind':
        if (entry.to > states.length - 1) {
          throw new TranscriptError(
            `${path}:${line}: rewind to #${entry.to}, past the last action.`,
          );
        }
        states.length = entry.to + 1;
        break;
      case 'event': {
        const state = stateAt(states, entry.at, path, line);
        renderer.event(entry.event, () => engine.view(state as never, SPECTATOR));
        break;
      }
      case 'aborted':
        stateAt(states, entry.at, path, line);
        break;
      case 'result': {
        const state = stateAt(states, entry.at, path, line);
        const hash = stateHash(state);
        if (hash !== entry.result.stateHash) {
          throw new TranscriptError(
            `${path}:${line}: the replayed final state differs from the recorded one (hash ${hash.slice(0, 12)} vs ${entry.result.stateHash.slice(0, 12)}).`,
          );
        }
        renderer.summary(entry.result);
        return { result: entry.result, actions: states.length - 1, stateHash: hash };
      }
    }
  }
  throw new TranscriptError(`${path}: no result line.`);
}

function stateAt(states: GameState<unknown>[], at: number, path: string, line: number) {
  const state = states[at];
  if (at !== states.length - 1 || !state) {
    throw new TranscriptError(
      `${path}:${line}: refers to action #${at}, but ${states.length - 1} actions were replayed so far (missing action lines?).`,
    );
  }
  return state;
}
