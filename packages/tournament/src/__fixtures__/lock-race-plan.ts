// The tournament of the lock race test, shared by the test and its child processes.
import { roundRobin } from '../schedule/round-robin';
import type { GameOutcome } from '../types';

export const racePlan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 8, seed: 5 });

export const raceOutcome = (index: number): GameOutcome => ({
  winner: racePlan.games[index]!.seats[0]!,
  end: 'game_over',
  reason: `game ${index}`,
  turns: 3,
  durationMs: 10,
  seats: racePlan.games[index]!.seats.map((entrant) => ({
    entrant,
    inputTokens: 1,
    outputTokens: 1,
    cost: 0,
    calls: 1,
    rejected: 0,
  })),
});
