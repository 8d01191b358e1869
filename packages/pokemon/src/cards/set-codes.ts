import type { CardSetInfo } from './types';

/**
 * Set facts the card files do not carry (a pokemon-tcg-data card file has no set block): the
 * name, series and the codes deck lists use. Extend by passing `set` to `loadCardSet`.
 */
export const KNOWN_SETS: Readonly<Record<string, Omit<CardSetInfo, 'id'>>> = {
  base1: {
    name: 'Base',
    series: 'Base',
    ptcgoCode: 'BS',
    aliases: ['BS1', 'BASE', 'BASE1'],
    releaseDate: '1999/01/09',
  },
  sv1: {
    name: 'Scarlet & Violet',
    series: 'Scarlet & Violet',
    ptcgoCode: 'SVI',
    aliases: ['SV1'],
    releaseDate: '2023/03/31',
  },
  sve: {
    name: 'Scarlet & Violet Energies',
    series: 'Scarlet & Violet',
    ptcgoCode: 'SVE',
    aliases: ['SVEN'],
    releaseDate: '2023/03/31',
  },
};

/** Set info for a set id, from {@link KNOWN_SETS} or (unknown sets) from the id itself. */
export function setInfoFor(id: string, override: Partial<CardSetInfo> = {}): CardSetInfo {
  const known = KNOWN_SETS[id];
  return {
    id,
    name: override.name ?? known?.name ?? id,
    series: override.series ?? known?.series ?? '',
    ptcgoCode: (override.ptcgoCode ?? known?.ptcgoCode ?? id).toUpperCase(),
    aliases: (override.aliases ?? known?.aliases ?? []).map((a) => a.toUpperCase()),
    ...((override.releaseDate ?? known?.releaseDate)
      ? { releaseDate: override.releaseDate ?? known?.releaseDate }
      : {}),
  };
}
