/**
 * Prints how much card text the plugin carries out itself ("has code") and how much of it a
 * behaviour test checks ("checked by behaviour": a test written from the printed text plays the
 * card and asserts its outcome), per set and per bundled deck, and lists what is missing.
 *
 *   npx tsx scripts/effect-coverage.ts        (or: pnpm --filter @playmat/pokemon coverage:effects)
 *
 * The behaviour titles come from listing the effect tests (`vitest list`, nothing is run). Exits
 * 1 when a card falls back to manual play or a text part has no behaviour test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getBundledRegistry } from '../src/cards/bundled-sets';
import type { PokemonCard } from '../src/cards/types';
import { BUNDLED_DECKS, loadBundledDeck } from '../src/decks/bundled-decks';
import { deckCardIds } from '../src/decks/format-deck-list';
import { behaviourCoverage } from '../src/effects/behaviour';
import { hasEffectText, missingEffects } from '../src/effects/coverage';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every describe title above at least one test in the effect tests. */
function behaviourTitles(): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), 'playmat-behaviour-'));
  const out = join(dir, 'list.json');
  try {
    const manifest = createRequire(join(packageDir, 'package.json')).resolve('vitest/package.json');
    const vitest = join(dirname(manifest), 'vitest.mjs');
    execFileSync(process.execPath, [vitest, 'list', `--json=${out}`, 'src/effects'], {
      cwd: packageDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tests = JSON.parse(readFileSync(out, 'utf8')) as { name: string }[];
    return new Set(tests.flatMap((t) => t.name.split(' > ').slice(0, -1)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const registry = getBundledRegistry();
const titles = behaviourTitles();
const pct = (a: number, b: number) => (b === 0 ? '100.0' : ((100 * a) / b).toFixed(1));
let missingTotal = 0;

function report(label: string, cards: readonly PokemonCard[], list: boolean): void {
  const withText = [...new Map(cards.filter(hasEffectText).map((c) => [c.id, c])).values()];
  const coded = withText.filter((c) => missingEffects(c).length === 0).length;
  const checked = behaviourCoverage(withText, titles, registry);
  missingTotal += withText.length - coded + checked.unchecked.length;
  console.log(
    `  ${label.padEnd(22)} has code ${coded}/${withText.length} (${pct(coded, withText.length)} %)   checked by behaviour ${checked.checked}/${checked.withText} (${pct(checked.checked, checked.withText)} %)`,
  );
  if (!list) return;
  for (const c of withText) for (const m of missingEffects(c)) console.log(`    manual: ${m}`);
  for (const u of checked.unchecked) console.log(`    unchecked: ${u}`);
}

console.log('Effect coverage per set (distinct cards with effect text):');
for (const set of registry.sets)
  report(
    set.id,
    registry.cards.filter((c) => c.set.id === set.id),
    true,
  );

console.log('\nEffect coverage per bundled deck:');
for (const d of BUNDLED_DECKS) {
  const ids = [...new Set(deckCardIds(loadBundledDeck(d.id, registry)))];
  report(
    d.id,
    ids.map((id) => registry.require(id)),
    false,
  );
}
process.exitCode = missingTotal > 0 ? 1 : 0;
