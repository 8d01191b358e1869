import type { CardEffects } from '../types';

/** (to be filled) */
export const SV1_ABILITIES: Readonly<Record<string, CardEffects>> = {};
