/**
 * Tournaments for any Playmat game (any `GamePlugin`, or any function that plays a game):
 * round-robin schedules with both seat orders and shared seeds, a SQLite store that survives
 * `kill -9` and resumes, Glicko-2 ratings with deviations, win rates with 95 % intervals, cost,
 * tokens and illegal-action rates per entrant, per-provider concurrency, and a worker-thread
 * pool that replaces crashed workers. Spread games over machines with `@playmat/tournament/queue`.
 * @packageDocumentation
 */
export {
  GameFailedError,
  isTournamentError,
  TournamentError,
  type TournamentErrorCode,
} from './errors';
export { type PlayMatchGameOptions, playMatchGame } from './match';
export { createWorkerPool, serveGames, type WorkerPool, type WorkerPoolOptions } from './pool';
export { type GlickoSettings, glickoRatings, type Rating, wilsonInterval } from './rating';
export {
  buildReport,
  formatReport,
  REPORT_COLUMNS,
  type ReportFormat,
  reportFormatOf,
  type Standing,
  standingCells,
  type TournamentReport,
  textTable,
  visibleLength,
  writeReport,
} from './report';
export {
  type Capacity,
  type RunTournamentOptions,
  type RunTournamentResult,
  runTournament,
  type TournamentEvent,
} from './runner';
export {
  canonicalJson,
  checkEntrants,
  gamesPerRound,
  planId,
  type RoundRobinOptions,
  roundRobin,
} from './schedule';
export {
  FileWriteError,
  nodeFiles,
  type OpenTournamentStoreOptions,
  openTournamentStore,
  type StoreFileStat,
  type StoreFiles,
  type TournamentStore,
  writeFileDurably,
} from './store';
export type {
  Entrant,
  FailedGame,
  GameOutcome,
  GameRecord,
  GameTask,
  JsonValue,
  PlayContext,
  PlayGame,
  ScheduledGame,
  SeatFigures,
  TournamentPlan,
} from './types';
