import type { GameTask } from '../types';

/**
 * A game's BullMQ job id: the tournament, the store, the game and the try. A restarted
 * coordinator on the same store finds the jobs it had queued; a new store of the same plan gets
 * new ids and plays every game again (old results stay in Redis for days).
 */
export function jobIdOf(task: GameTask): string {
  return `${task.tournament}-${task.storeId}-${task.game.index}-${task.attempt}`;
}

/** `game 4 (try 2)` for a job id of {@link jobIdOf}, or the id itself. */
export function describeJob(jobId: string): string {
  const m = /-(\d+)-(\d+)$/.exec(jobId);
  return m ? `game ${m[1]} (try ${m[2]})` : `job ${jobId}`;
}
