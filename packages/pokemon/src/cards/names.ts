import { closestNames as engineClosestNames } from '@playmat/engine';

/** Energy symbols deck lists write inside names, e.g. `Basic {R} Energy`: letter → type. */
export const ENERGY_SYMBOLS: Readonly<Record<string, string>> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
};

/**
 * The form names are compared in: energy symbols spelled out, accents dropped (`Pokemon` finds
 * `Pokémon`), typographic quotes straightened, case and spacing ignored.
 */
export function normaliseName(name: string): string {
  return name
    .replace(/\{([A-Z])\}/g, (whole, letter: string) => ENERGY_SYMBOLS[letter] ?? whole)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+(?=[♂♀])/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Up to `limit` candidates within a typo of `query`, closest first: the engine's ranking
 * (`closestNames` from `@playmat/engine`) with `{ maxDistance: 'auto' }`.
 * @deprecated Call `closestNames` from `@playmat/engine` with `{ maxDistance: 'auto' }`.
 */
export function closestNames(query: string, candidates: Iterable<string>, limit = 3): string[] {
  return engineClosestNames(query, candidates, limit, { maxDistance: 'auto' });
}
