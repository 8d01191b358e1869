import type { CardEffects } from '../types';

/** (to be filled) */
export const SV1_ATTACKS_1: Readonly<Record<string, CardEffects>> = {};
