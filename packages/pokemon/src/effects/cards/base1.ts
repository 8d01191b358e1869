import type { CardEffects } from '../types';

/** Base Set: every Trainer, Pokémon Power and attack text. */
export const BASE1_EFFECTS: Readonly<Record<string, CardEffects>> = {};
