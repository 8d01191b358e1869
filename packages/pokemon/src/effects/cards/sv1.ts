import type { CardEffects } from '../types';
import { mergeCardEffects } from './merge';
import { SV1_ABILITIES } from './sv1-abilities';
import { SV1_ATTACKS_1 } from './sv1-attacks-1';
import { SV1_ATTACKS_2 } from './sv1-attacks-2';
import { SV1_POKEMON } from './sv1-pokemon';
import { SV1_TRAINERS } from './sv1-trainers';

/** Scarlet & Violet: every Trainer, Ability and attack text. */
export const SV1_EFFECTS: Readonly<Record<string, CardEffects>> = mergeCardEffects(
  SV1_TRAINERS,
  SV1_ATTACKS_1,
  SV1_ATTACKS_2,
  SV1_ABILITIES,
  SV1_POKEMON,
);
