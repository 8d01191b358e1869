export {
  ERA_RULES,
  type Era,
  type EraRules,
  eraRules,
  mayRetreatAgain,
  mulliganExtraCards,
} from './era';
export { pokemonLegalActions } from './legal-actions';
export * from './rules';
