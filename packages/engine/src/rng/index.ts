export { RngCursor, type RngState, randomInt, seedRng } from './sfc32';
