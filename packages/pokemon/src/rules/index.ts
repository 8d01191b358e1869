export { pokemonLegalActions } from './legal-actions';
export * from './rules';
