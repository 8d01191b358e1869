// A child process for the resume test: a 40-game Draw & Play round robin into the store named
// by STORE, printing "start N" and "recorded N" lines as games begin and are written.
import { runTournament } from '../runner/run-tournament';
import { roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import { drawPlayGame } from './draw-play';

const store = await openTournamentStore(process.env.STORE ?? 'tournament.sqlite');
const plan = roundRobin({
  entrants: [{ id: 'good' }, { id: 'sloppy', config: { style: 'sloppy' } }],
  rounds: 20,
  seed: 100,
});
const say = (line: string) => process.stdout.write(`${line}\n`);
// With HOLD_AFTER=N, games that start once N are recorded never end: the test kills the process
// while they are under way, however slow the machine.
const holdAfter = Number(process.env.HOLD_AFTER ?? Number.POSITIVE_INFINITY);
let recorded = 0;
const game = drawPlayGame({ delayMs: 5 });
const result = await runTournament({
  store,
  plan,
  play: async (task, context) => {
    if (recorded >= holdAfter) await new Promise(() => {});
    return game(task, context);
  },
  concurrency: 2,
  onEvent: (e) => {
    if (e.type === 'game_start') say(`start ${e.game.index}`);
    if (e.type === 'game_end') {
      recorded++;
      say(`recorded ${e.game.index}`);
    }
  },
});
say(`done ${result.played} ${result.alreadyFinished}`);
