// A worker process for the distributed tests: plays games that take GAME_MS, printing "ready",
// "start N", "done N" and "warning …" lines (CONCURRENCY games at once, default 1).
import { startQueueWorker } from '../queue/index';

const say = (line: string) => process.stdout.write(`${line}\n`);
const gameMs = Number(process.env.GAME_MS ?? 200);
// With HANG_AFTER=N, games after the first N never end (the test kills this worker mid-game).
const hangAfter = Number(process.env.HANG_AFTER ?? Number.POSITIVE_INFINITY);
let played = 0;
await startQueueWorker({
  connection: { host: '127.0.0.1', port: Number(process.env.REDIS_PORT) },
  queueName: process.env.QUEUE,
  id: process.env.WORKER_ID,
  concurrency: Number(process.env.CONCURRENCY ?? 1),
  // Short enough to notice the killed worker soon, long enough for a busy machine to renew.
  lockDurationMs: 5000,
  stalledIntervalMs: 1500,
  onEvent: (e) => {
    if (e.type === 'start') say(`start ${e.task.game.index}`);
    if (e.type === 'done') say(`done ${e.task.game.index}`);
  },
  onWarning: (message) => say(`warning ${message}`),
  play: async (task) => {
    if (played++ >= hangAfter) await new Promise(() => {});
    await new Promise((resolve) => setTimeout(resolve, gameMs));
    const { seats, index } = task.game;
    return {
      winner: seats[index % 3 === 0 ? 1 : 0]!,
      end: 'game_over',
      reason: 'done',
      turns: 5,
      durationMs: gameMs,
      seats: seats.map((entrant) => ({
        entrant,
        inputTokens: 100,
        outputTokens: 10,
        cost: 0.001,
        calls: 4,
        rejected: entrant === 'b' ? 1 : 0,
      })),
    };
  },
});
say('ready');
