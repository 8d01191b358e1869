import type { CardEffects } from '../types';

/** (to be filled) */
export const BASE1_POKEMON: Readonly<Record<string, CardEffects>> = {};
