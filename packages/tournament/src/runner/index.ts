export {
  type RunTournamentOptions,
  type RunTournamentResult,
  runTournament,
  type TournamentEvent,
} from './run-tournament';
