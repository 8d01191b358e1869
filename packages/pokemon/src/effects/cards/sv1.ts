import type { CardEffects } from '../types';
import { mergeCardEffects } from './merge';
import { SV1_POKEMON } from './sv1-pokemon';
import { SV1_TRAINERS } from './sv1-trainers';

/** Scarlet & Violet: every Trainer, Ability and attack text the patterns do not compile. */
export const SV1_EFFECTS: Readonly<Record<string, CardEffects>> = mergeCardEffects(
  SV1_TRAINERS,
  SV1_POKEMON,
);
