/**
 * Test helpers for `@playmat/pokemon`: seeded matches with chosen hands and boards, and a
 * random legal-play driver.
 * @packageDocumentation
 */
export {
  type BoardSpec,
  buildBoard,
  createSeededMatch,
  playRandomLegal,
  type SeededMatchOptions,
  seededState,
} from './match-builder';
