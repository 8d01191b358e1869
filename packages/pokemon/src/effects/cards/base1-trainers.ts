import type { CardEffects } from '../types';

/** (to be filled) */
export const BASE1_TRAINERS: Readonly<Record<string, CardEffects>> = {};
