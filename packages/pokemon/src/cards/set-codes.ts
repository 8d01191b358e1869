import type { CardSetInfo } from './types';

/**
 * Set facts the card files do not carry (a pokemon-tcg-data card file has no set block): the
 * name, series and the codes deck lists use, for the bundled sets and the classic sets around
 * them. Another set gets them from `set` passed to `loadCardSet` (else its id stands in, and
 * `loadCardSet` says so in its notes).
 */
export const KNOWN_SETS: Readonly<Record<string, Omit<CardSetInfo, 'id'>>> = {
  base1: {
    name: 'Base',
    series: 'Base',
    ptcgoCode: 'BS',
    aliases: ['BS1', 'BASE', 'BASE1'],
    releaseDate: '1999/01/09',
  },
  base2: {
    name: 'Jungle',
    series: 'Base',
    ptcgoCode: 'JU',
    aliases: ['JUN'],
    releaseDate: '1999/06/16',
  },
  base3: {
    name: 'Fossil',
    series: 'Base',
    ptcgoCode: 'FO',
    aliases: ['FOS'],
    releaseDate: '1999/10/10',
  },
  base4: {
    name: 'Base Set 2',
    series: 'Base',
    ptcgoCode: 'B2',
    aliases: [],
    releaseDate: '2000/02/24',
  },
  base5: {
    name: 'Team Rocket',
    series: 'Base',
    ptcgoCode: 'TR',
    aliases: [],
    releaseDate: '2000/04/24',
  },
  gym1: {
    name: 'Gym Heroes',
    series: 'Gym',
    ptcgoCode: 'G1',
    aliases: [],
    releaseDate: '2000/08/14',
  },
  gym2: {
    name: 'Gym Challenge',
    series: 'Gym',
    ptcgoCode: 'G2',
    aliases: [],
    releaseDate: '2000/10/16',
  },
  neo1: {
    name: 'Neo Genesis',
    series: 'Neo',
    ptcgoCode: 'N1',
    aliases: [],
    releaseDate: '2000/12/16',
  },
  neo2: {
    name: 'Neo Discovery',
    series: 'Neo',
    ptcgoCode: 'N2',
    aliases: [],
    releaseDate: '2001/06/01',
  },
  neo3: {
    name: 'Neo Revelation',
    series: 'Neo',
    ptcgoCode: 'N3',
    aliases: [],
    releaseDate: '2001/09/21',
  },
  neo4: {
    name: 'Neo Destiny',
    series: 'Neo',
    ptcgoCode: 'N4',
    aliases: [],
    releaseDate: '2002/02/28',
  },
  base6: {
    name: 'Legendary Collection',
    series: 'Other',
    ptcgoCode: 'LC',
    aliases: [],
    releaseDate: '2002/05/24',
  },
  basep: {
    name: 'Wizards Black Star Promos',
    series: 'Base',
    ptcgoCode: 'PR',
    aliases: [],
    releaseDate: '1999/07/01',
  },
  si1: {
    name: 'Southern Islands',
    series: 'Other',
    ptcgoCode: 'SI',
    aliases: [],
    releaseDate: '2001/07/31',
  },
  ecard1: {
    name: 'Expedition Base Set',
    series: 'E-Card',
    ptcgoCode: 'EX',
    aliases: [],
    releaseDate: '2002/09/15',
  },
  bp: {
    name: 'Best of Game',
    series: 'Other',
    ptcgoCode: 'BP',
    aliases: [],
    releaseDate: '2002/12/01',
  },
  ecard2: {
    name: 'Aquapolis',
    series: 'E-Card',
    ptcgoCode: 'AQ',
    aliases: [],
    releaseDate: '2003/01/15',
  },
  ecard3: {
    name: 'Skyridge',
    series: 'E-Card',
    ptcgoCode: 'SK',
    aliases: [],
    releaseDate: '2003/05/12',
  },
  ex1: {
    name: 'Ruby & Sapphire',
    series: 'EX',
    ptcgoCode: 'RS',
    aliases: [],
    releaseDate: '2003/07/01',
  },
  ex2: {
    name: 'Sandstorm',
    series: 'EX',
    ptcgoCode: 'SS',
    aliases: [],
    releaseDate: '2003/09/18',
  },
  ex3: {
    name: 'Dragon',
    series: 'EX',
    ptcgoCode: 'DR',
    aliases: [],
    releaseDate: '2003/09/18',
  },
  ex4: {
    name: 'Team Magma vs Team Aqua',
    series: 'EX',
    ptcgoCode: 'MA',
    aliases: [],
    releaseDate: '2004/03/01',
  },
  ex5: {
    name: 'Hidden Legends',
    series: 'EX',
    ptcgoCode: 'HL',
    aliases: [],
    releaseDate: '2004/06/01',
  },
  ex6: {
    name: 'FireRed & LeafGreen',
    series: 'EX',
    ptcgoCode: 'RG',
    aliases: [],
    releaseDate: '2004/09/01',
  },
  ex7: {
    name: 'Team Rocket Returns',
    series: 'EX',
    ptcgoCode: 'TRR',
    aliases: [],
    releaseDate: '2004/11/01',
  },
  ex8: {
    name: 'Deoxys',
    series: 'EX',
    ptcgoCode: 'DX',
    aliases: [],
    releaseDate: '2005/02/01',
  },
  ex9: {
    name: 'Emerald',
    series: 'EX',
    ptcgoCode: 'EM',
    aliases: [],
    releaseDate: '2005/05/01',
  },
  ex10: {
    name: 'Unseen Forces',
    series: 'EX',
    ptcgoCode: 'UF',
    aliases: [],
    releaseDate: '2005/08/01',
  },
  ex11: {
    name: 'Delta Species',
    series: 'EX',
    ptcgoCode: 'DS',
    aliases: [],
    releaseDate: '2005/10/31',
  },
  ex12: {
    name: 'Legend Maker',
    series: 'EX',
    ptcgoCode: 'LM',
    aliases: [],
    releaseDate: '2006/02/01',
  },
  ex13: {
    name: 'Holon Phantoms',
    series: 'EX',
    ptcgoCode: 'HP',
    aliases: [],
    releaseDate: '2006/05/01',
  },
  ex14: {
    name: 'Crystal Guardians',
    series: 'EX',
    ptcgoCode: 'CG',
    aliases: [],
    releaseDate: '2006/08/01',
  },
  ex15: {
    name: 'Dragon Frontiers',
    series: 'EX',
    ptcgoCode: 'DF',
    aliases: [],
    releaseDate: '2006/11/01',
  },
  ex16: {
    name: 'Power Keepers',
    series: 'EX',
    ptcgoCode: 'PK',
    aliases: [],
    releaseDate: '2007/02/02',
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

/** Whether a set's name and deck-list code are known: from {@link KNOWN_SETS} or given. */
export function isKnownSet(id: string, given: Partial<CardSetInfo> = {}): boolean {
  return (
    KNOWN_SETS[id] !== undefined || (given.name !== undefined && given.ptcgoCode !== undefined)
  );
}

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
