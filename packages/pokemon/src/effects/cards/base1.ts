import type { CardEffects } from '../types';
import { BASE1_CARDS } from './base1-cards';

/** Base Set: every Trainer, Pokémon Power and attack text the patterns do not compile. */
export const BASE1_EFFECTS: Readonly<Record<string, CardEffects>> = BASE1_CARDS;
