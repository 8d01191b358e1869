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
const result = await runTournament({
  store,
  plan,
  play: drawPlayGame({ delayMs: Number(process.env.DELAY_MS ?? 20) }),
  concurrency: 2,
  onEvent: (e) => {
    if (e.type === 'game_start') say(`start ${e.game.index}`);
    if (e.type === 'game_end') say(`recorded ${e.game.index}`);
  },
});
say(`done ${result.played} ${result.alreadyFinished}`);
