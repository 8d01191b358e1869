/**
 * One-off conversion of ArkhamDB's public JSON (Core Set + The Dunwich Legacy cycle) into the
 * compact `src/data/cards.json` committed with the example. Run it with
 * `npx tsx scripts/convert-data.ts [source-dir]`; nothing else reads the source directory.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  convertCard,
  convertInvestigator,
  convertPacks,
  parseArkhamFile,
  type RawCard,
  rawCardSchema,
  rawPackSchema,
} from '../src/data/convert-arkhamdb';
import type { ArkhamCard, CardDatabase, Investigator } from '../src/data/types';

const source = process.argv[2] ?? '/work/shared/data/arkham';
const out = fileURLToPath(new URL('../src/data/cards.json', import.meta.url));

/** Reads one source file; every entry is checked with zod (errors name the file and field). */
const read = (file: string): unknown => JSON.parse(readFileSync(join(source, file), 'utf8'));

const cycles = new Set(['core', 'dwl']);
const packs = convertPacks(
  parseArkhamFile(read('packs.json'), rawPackSchema, 'packs.json'),
  cycles,
);

const raws: RawCard[] = [];
for (const cycle of cycles) {
  for (const file of readdirSync(join(source, 'pack', cycle)).sort()) {
    if (!file.endsWith('.json') || file.endsWith('_encounter.json')) continue;
    const path = `pack/${cycle}/${file}`;
    raws.push(...parseArkhamFile(read(path), rawCardSchema, path));
  }
}
const known = new Set(raws.map((r) => r.code));
const cards: ArkhamCard[] = [];
const investigators: Investigator[] = [];
for (const raw of raws) {
  if (raw.type_code === 'investigator') investigators.push(convertInvestigator(raw, known));
  else cards.push(convertCard(raw));
}
const present = new Set(cards.map((c) => c.pack).concat(investigators.map((i) => i.pack)));
const db: CardDatabase = {
  packs: packs.filter((p) => present.has(p.code)),
  cards: cards.sort((a, b) => a.code.localeCompare(b.code)),
  investigators,
};
writeFileSync(out, `${JSON.stringify(db)}\n`);
console.log(
  `wrote ${cards.length} cards, ${investigators.length} investigators, ${db.packs.length} packs to ${out}`,
);
