export { openTournamentStore, type TournamentStore } from './sqlite-store';
