// A coordinator process for the distributed tests, as a program would write one: opens a store,
// waits for the queue's Redis on REDIS_PORT, and prints "unreachable CODE: message" when it is
// not there. It never calls process.exit: it has to end on its own.
import { isTournamentError } from '../errors';
import { createQueuePlayer } from '../queue/index';
import { openTournamentStore } from '../store/sqlite-store';

const store = await openTournamentStore(null);
const player = createQueuePlayer({
  connection: { host: '127.0.0.1', port: Number(process.env.REDIS_PORT) },
});
try {
  await player.ready();
  process.stdout.write('ready\n');
} catch (error) {
  process.stdout.write(
    `unreachable ${isTournamentError(error) ? error.code : 'OTHER'}: ${String((error as Error).message)}\n`,
  );
} finally {
  await player.close();
  store.close();
}
