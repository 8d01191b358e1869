import type { CardEffects } from '../types';

/**
 * Empty for now: the Base Set Pokémon Powers and attacks are carried out by `BASE1_CARDS`
 * (base1-cards.ts), merged after this table in base1.ts (the common attack sentences compile from
 * their text, see patterns.ts); what they do is tested in base1-pokemon.test.ts.
 */
export const BASE1_POKEMON: Readonly<Record<string, CardEffects>> = {};
