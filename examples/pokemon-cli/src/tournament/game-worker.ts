// A worker thread of a local tournament: plays the games the pool sends it.
import { workerData } from 'node:worker_threads';
import { serveGames } from '@playmat/tournament';
import { createPokemonGame } from './play-game';

const setup = (workerData ?? {}) as { transcripts?: string };
serveGames(
  createPokemonGame(process.env, setup.transcripts ? { transcripts: setup.transcripts } : {}),
);
