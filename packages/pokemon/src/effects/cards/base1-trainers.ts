import type { CardEffects } from '../types';

/**
 * Empty for now: the Base Set Trainers are carried out by `BASE1_CARDS` (base1-cards.ts), merged
 * after this table in base1.ts; what they do is tested in base1-trainers.test.ts.
 */
export const BASE1_TRAINERS: Readonly<Record<string, CardEffects>> = {};
