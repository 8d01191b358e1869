import type { CardEffects } from '../types';
import { SV1_TRAINERS } from './sv1-trainers';

/** Scarlet & Violet: every Trainer, Ability and attack text. */
export const SV1_EFFECTS: Readonly<Record<string, CardEffects>> = { ...SV1_TRAINERS };
