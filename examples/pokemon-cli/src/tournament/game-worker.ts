// A worker thread of a local tournament: plays the games the pool sends it.
import { serveGames } from '@playmat/tournament';
import { createPokemonGame } from './play-game';

serveGames(createPokemonGame());
