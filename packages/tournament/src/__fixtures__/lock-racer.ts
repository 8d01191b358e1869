// A child process for the lock race test: opens the store named by STORE when told "go T" on
// stdin (at time T, as every racer does), prints "won" or "locked CODE", and the winner records
// game GAME when told "record". Its file operations each wait 0–3 ms first, as a loaded machine
// may, so the racers' steps interleave in many more orders than an idle machine would give.
import { createInterface } from 'node:readline';
import { isTournamentError } from '../errors';
import { openTournamentStore } from '../store/sqlite-store';
import { nodeFiles, type StoreFiles } from '../store/store-files';
import { raceOutcome, racePlan } from './lock-race-plan';

const pause = new Int32Array(new SharedArrayBuffer(4));
const jitter = () => Atomics.wait(pause, 0, 0, Math.random() * 3);
const files = Object.fromEntries(
  Object.entries(nodeFiles).map(([name, call]) => [
    name,
    (...args: unknown[]) => {
      jitter();
      return (call as (...a: unknown[]) => unknown)(...args);
    },
  ]),
) as unknown as StoreFiles;

const say = (line: string) => process.stdout.write(`${line}\n`);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const next = async () => (await lines.next()).value as string | undefined;

// Load SQLite before the race, so every racer is as quick off the mark.
(await openTournamentStore(null)).close();
say('ready');
const at = Number((await next())?.split(' ')[1]);
while (Date.now() < at);
try {
  const store = await openTournamentStore(process.env.STORE!, { files });
  say('won');
  await next();
  store.open(racePlan);
  const game = Number(process.env.GAME);
  store.recordResult(game, raceOutcome(game), 1);
  store.close();
  say('recorded');
} catch (error) {
  say(isTournamentError(error) ? `locked ${error.code}` : `error ${String(error)}`);
}
process.exit(0);
