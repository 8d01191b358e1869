import { parentPort, workerData } from 'node:worker_threads';
import type { MatchOptions } from '../cli/args';
import { parseList } from '../match/decks';
import { prepareMatch, runMatch } from '../match/run-match';
import { nullSink } from '../transcript/writer';
import type { FromWorker, ToWorker, WorkerSetup } from './protocol';

// One worker plays games one after another; the parent hands out the next game when a
// result comes back, so a slow game never holds up the others.
const setup = workerData as WorkerSetup;
const decks = {
  p1: parseList(setup.decks.p1.label, setup.decks.p1.list, 'deck1'),
  p2: parseList(setup.decks.p2.label, setup.decks.p2.list, 'deck2'),
};
const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

port.on('message', async (message: ToWorker) => {
  if (message.type === 'stop') {
    port.close();
    return;
  }
  const options: MatchOptions = { ...setup.options, seed: message.seed, transcript: undefined };
  try {
    const prepared = await prepareMatch(options, decks);
    const result = await runMatch(prepared, { transcript: nullSink });
    send({ type: 'result', game: message.game, seed: message.seed, result });
  } catch (error) {
    send({
      type: 'error',
      game: message.game,
      seed: message.seed,
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
});
send({ type: 'ready' });
