export {
  type CardAccess,
  canInclude,
  type DeckProblem,
  type DeckRule,
  type DeckValidation,
  explainAccess,
  type ValidateOptions,
  validateDeck,
} from './validate-deck';
