export {
  type AttackChoice,
  bestAttack,
  rateAttack,
} from './attacks';
export {
  agentZoneKey,
  type Board,
  type InPlay,
  missingEnergyCount,
  readBoard,
  type Side,
} from './board';
export { type BotMatchOptions, type BotMatchResult, playBotMatch } from './bot-match';
export {
  createPokemonBot,
  createPokemonPipelineBots,
  inferPhase,
  type PokemonBotModel,
  type PokemonBotOptions,
  type PokemonBotRole,
} from './bot-model';
export { type BotBrain, type BrainDecision, createBotBrain, type MainChooser } from './brain';
export { decideChoice, type WaitingChoice, waitingChoice } from './choices';
export {
  type DirectGameOptions,
  type DirectGameResult,
  type DirectLogEntry,
  playBotGameDirect,
} from './direct';
export { legalCallsFor } from './legal-filter';
export { formatPlan, type PlanStep, parsePlan, planTurn, type TurnPlan } from './plan';
export { decideDecision, decideMain, decideSetup, mainCandidates } from './policy';
export { isFirstStep, lastToolResults } from './prompt-reading';
export { randomLegalAction, seededRandom } from './random-player';
export { planStepMisfit } from './step-check';
export type { Play, Step } from './steps';
export type { TurnKnowledge } from './trainers';
export type {
  BotBrainOptions,
  BotCall,
  BotCallResult,
  BotObservation,
  BotPhase,
} from './types';
