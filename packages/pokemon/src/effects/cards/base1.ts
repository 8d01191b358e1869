import type { CardEffects } from '../types';
import { BASE1_CARDS } from './base1-cards';
import { BASE1_POKEMON } from './base1-pokemon';
import { BASE1_TRAINERS } from './base1-trainers';
import { mergeCardEffects } from './merge';

/** Base Set: every Trainer, Pokémon Power and attack text. */
export const BASE1_EFFECTS: Readonly<Record<string, CardEffects>> = mergeCardEffects(
  BASE1_TRAINERS,
  BASE1_POKEMON,
  BASE1_CARDS,
);
