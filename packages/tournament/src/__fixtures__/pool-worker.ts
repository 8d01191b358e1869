// A worker thread for the pool tests: plays a trivial game, and dies on request.
import { threadId, workerData } from 'node:worker_threads';
import { serveGames } from '../pool/serve-games';

const setup = workerData as { exitOn?: number; throwOn?: number; failOn?: number };
serveGames(async (task) => {
  const { index } = task.game;
  if (task.attempt === 1 && index === setup.exitOn) process.exit(3);
  if (task.attempt === 1 && index === setup.throwOn)
    setImmediate(() => {
      throw new Error(`boom in game ${index}`);
    });
  if (task.attempt === 1 && index === setup.throwOn) await new Promise(() => {});
  if (index === setup.failOn)
    throw Object.assign(new Error('rate limited'), { retryAfterMs: 1234 });
  return {
    winner: task.game.seats[index % 2]!,
    end: 'game_over',
    reason: `thread ${threadId}`,
    turns: 3,
    durationMs: 1,
    seats: task.game.seats.map((entrant) => ({
      entrant,
      inputTokens: 0,
      outputTokens: 0,
      cost: 0,
      calls: 1,
      rejected: 0,
    })),
  };
});
