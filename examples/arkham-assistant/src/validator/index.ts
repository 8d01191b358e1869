export {
  canInclude,
  type DeckProblem,
  type DeckRule,
  type DeckValidation,
  type ValidateOptions,
  validateDeck,
} from './validate-deck';
