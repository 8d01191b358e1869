import { parentPort } from 'node:worker_threads';
import type { PlayGame } from '../types';
import type { FromGameWorker, ToGameWorker } from './protocol';

/**
 * The inside of a worker thread of {@link createWorkerPool}: plays each game the pool sends with
 * `play` and sends back its outcome, or the reason it failed. Call it once at the top of the
 * worker module.
 */
export function serveGames(play: PlayGame): void {
  const port = parentPort;
  if (!port)
    throw new Error(
      'serveGames runs inside a worker thread started by createWorkerPool; this is the main thread.',
    );
  const send = (message: FromGameWorker) => port.postMessage(message);
  port.on('message', async (message: ToGameWorker) => {
    if (message?.type !== 'play') return;
    try {
      const outcome = await play(message.task, { signal: new AbortController().signal });
      send({ type: 'result', id: message.id, outcome });
    } catch (error) {
      const retryAfterMs = (error as { retryAfterMs?: unknown })?.retryAfterMs;
      send({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
        ...(typeof retryAfterMs === 'number' ? { retryAfterMs } : {}),
      });
    }
  });
}
