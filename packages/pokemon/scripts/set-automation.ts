/**
 * How much of a card set the plugin plays by itself, loaded as a user loads it: the file goes
 * through `loadCardSet`, beside the bundled sets, with no code of its own. Prints what
 * `loadCardSet` noted, then the distinct cards with effect text (printings with the same name
 * and text count once), how many are fully automatic, and every part left to manual play.
 *
 *   npx tsx scripts/set-automation.ts path/to/base2.json [more sets…]
 */
import { readFileSync } from 'node:fs';
import { getBundledSets } from '../src/cards/bundled-sets';
import { loadCardSet } from '../src/cards/load-card-set';
import { createCardRegistry } from '../src/cards/registry';
import { setAutomation } from '../src/effects/coverage';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npx tsx scripts/set-automation.ts <set file.json> [more set files…]');
  process.exit(2);
}
const loaded = files.map((f) => loadCardSet(JSON.parse(readFileSync(f, 'utf8'))));
// A file of a bundled set stands in for it (its code still applies: it is the same set).
const ids = new Set(loaded.map((l) => l.set.id));
const bundled = Object.values(getBundledSets()).filter((b) => !ids.has(b.set.id));
const registry = createCardRegistry([...bundled, ...loaded]);
for (const set of loaded) {
  console.log(`${set.set.name} (${set.set.id}, deck-list code ${set.set.ptcgoCode})`);
  for (const n of set.notes ?? []) console.log(`  note: ${n.path}: ${n.message}`);
  const a = setAutomation(registry, set.set.id);
  const pct = a.distinct === 0 ? 100 : (100 * a.automatic) / a.distinct;
  console.log(
    `  automatic: ${a.automatic}/${a.distinct} distinct cards with effect text (${pct.toFixed(1)} %)`,
  );
  for (const m of a.manual) console.log(`    manual: ${m}`);
}
