export {
  BY_TURN_DEFINITION,
  checkSimulationOptions,
  defaultKeyCards,
  type KeyCardStats,
  MAX_TRIALS,
  type MulliganPolicy,
  type SimulationGoal,
  SimulationInputError,
  type SimulationOptions,
  type SimulationReport,
  simulateDeck,
  simulationGoalSchema,
} from './simulate';
