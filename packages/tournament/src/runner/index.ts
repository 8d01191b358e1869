export {
  type Capacity,
  type RunTournamentOptions,
  type RunTournamentResult,
  runTournament,
  type TournamentEvent,
} from './run-tournament';
