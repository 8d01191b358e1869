export { evaluateRules, type RuleOutcome } from './evaluate';
