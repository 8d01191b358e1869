/**
 * One-off conversion of pokemontcg.io set files into the compact form bundled in src/data.
 * Reads the shared data folder (never at run time), keeps only what play needs and writes one
 * card per line so diffs stay readable.
 *
 *   npx tsx scripts/convert-cards.ts [source folder]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCardSet } from '../src/cards/load-card-set';

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2] ?? join(here, '../../../../shared/data/pokemon/cards/en');
const target = join(here, '../src/data');

/** Fields kept, in this order; everything else (images, flavour, artist, prices …) is dropped. */
const KEEP = [
  'id',
  'name',
  'supertype',
  'subtypes',
  'hp',
  'types',
  'evolvesFrom',
  'abilities',
  'attacks',
  'weaknesses',
  'resistances',
  'retreatCost',
  'rules',
  'number',
  'regulationMark',
] as const;

/** Converts one pokemontcg.io set file's cards into the compact `{ set, cards }` text. */
export function compactSetFile(setId: string, cards: readonly Record<string, unknown>[]): string {
  // Validate first, so a bad source never produces a bundled file.
  const { set } = loadCardSet(cards);
  if (set.id !== setId) throw new Error(`${setId}: cards belong to set ${set.id}`);
  const compact = cards.map((card) => {
    const out: Record<string, unknown> = {};
    for (const key of KEEP) {
      const value = card[key];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
      out[key] = key === 'attacks' ? (value as object[]).map(compactAttack) : value;
    }
    return out;
  });
  const header = {
    id: set.id,
    name: set.name,
    series: set.series,
    ptcgoCode: set.ptcgoCode,
    ...(set.releaseDate ? { releaseDate: set.releaseDate } : {}),
  };
  return `{"set":${JSON.stringify(header)},"cards":[\n${compact.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`;
}

function compactAttack(attack: object): object {
  const { name, cost, convertedEnergyCost, damage, text } = attack as Record<string, unknown>;
  return { name, cost, convertedEnergyCost, damage, text };
}

function main(): void {
  for (const setId of ['base1', 'base3', 'sv1', 'sve']) {
    const cards = JSON.parse(readFileSync(join(source, `${setId}.json`), 'utf8'));
    const text = compactSetFile(setId, cards);
    writeFileSync(join(target, `${setId}.json`), text);
    console.log(`${setId}: ${cards.length} cards, ${text.length} characters`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
