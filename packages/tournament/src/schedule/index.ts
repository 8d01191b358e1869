export {
  canonicalJson,
  checkEntrants,
  gamesPerRound,
  planId,
  type RoundRobinOptions,
  roundRobin,
} from './round-robin';
