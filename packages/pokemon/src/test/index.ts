/**
 * Test helpers for `@playmat/pokemon`: seeded matches with chosen hands and boards, a
 * random legal-play driver, and the game's invariants to check any state against.
 * @packageDocumentation
 */
export { pokemonInvariantViolations } from './invariants';
export {
  type BoardSpec,
  buildBoard,
  createSeededMatch,
  playRandomLegal,
  type SeededMatchOptions,
  seededState,
} from './match-builder';
