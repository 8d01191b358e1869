/**
 * How much of a card set the plugin plays by itself, loaded as a user loads it: the file goes
 * through `loadCardSet`, beside the bundled sets, with no code of its own. Prints what
 * `loadCardSet` noted, then the distinct cards with effect text (printings with the same name
 * and text count once), how many are fully automatic, and every part left to manual play.
 *
 *   npx tsx scripts/set-automation.ts path/to/base2.json [more sets…]
 *
 * With `--table`, one Markdown table instead: a line per set (every fixture in
 * `src/effects/fixtures` when no file is given, else the files given) with automatic/total
 * distinct cards, the percentage and the manual parts counted by kind.
 *
 *   npx tsx scripts/set-automation.ts --table [set files…]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getBundledSets } from '../src/cards/bundled-sets';
import { loadCardSet } from '../src/cards/load-card-set';
import { createCardRegistry } from '../src/cards/registry';
import { automaticPercent, automationTable } from '../src/effects/automation-table';
import { setAutomation } from '../src/effects/coverage';

const args = process.argv.slice(2);
const table = args.includes('--table');
const given = args.filter((a) => a !== '--table');
const fixtures = join(import.meta.dirname, '../src/effects/fixtures');
const files =
  given.length > 0 || !table
    ? given
    : readdirSync(fixtures)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(fixtures, f));
if (files.length === 0) {
  console.error(
    'Usage: npx tsx scripts/set-automation.ts [--table] <set file.json> [more set files…]\n' +
      '       npx tsx scripts/set-automation.ts --table   (every fixture)',
  );
  process.exit(2);
}
const loaded = files.map((f) => loadCardSet(JSON.parse(readFileSync(f, 'utf8'))));
// A file of a bundled set stands in for it (its code still applies: it is the same set).
const ids = new Set(loaded.map((l) => l.set.id));
const bundled = Object.values(getBundledSets()).filter((b) => !ids.has(b.set.id));
const registry = createCardRegistry([...bundled, ...loaded]);
if (table) {
  const rows = loaded.map((l) => ({
    label: `${l.set.name} (${l.set.id})`,
    automation: setAutomation(registry, l.set.id),
  }));
  console.log(automationTable(rows));
} else {
  for (const set of loaded) {
    console.log(`${set.set.name} (${set.set.id}, deck-list code ${set.set.ptcgoCode})`);
    for (const n of set.notes ?? []) console.log(`  note: ${n.path}: ${n.message}`);
    const a = setAutomation(registry, set.set.id);
    console.log(
      `  automatic: ${a.automatic}/${a.distinct} distinct cards with effect text (${automaticPercent(a)} %)`,
    );
    for (const m of a.manual) console.log(`    manual: ${m}`);
  }
}
