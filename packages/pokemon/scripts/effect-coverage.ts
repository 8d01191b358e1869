/**
 * Prints how much card text the plugin carries out itself, per set and per bundled deck
 * (implemented / cards with effect text), and lists what falls back to manual play.
 *
 *   npx tsx scripts/effect-coverage.ts        (or: pnpm --filter @playmat/pokemon coverage:effects)
 */
import { getBundledRegistry } from '../src/cards/bundled-sets';
import { BUNDLED_DECKS, loadBundledDeck } from '../src/decks/bundled-decks';
import { deckCardIds } from '../src/decks/format-deck-list';
import { effectCoverage, hasEffectText, missingEffects } from '../src/effects/coverage';

const registry = getBundledRegistry();
const pct = (a: number, b: number) => (b === 0 ? '100.0' : ((100 * a) / b).toFixed(1));
let missingTotal = 0;

console.log('Effect coverage per set (cards whose whole text the game carries out):');
for (const c of effectCoverage(registry)) {
  missingTotal += c.missing.length;
  console.log(
    `  ${c.set.padEnd(6)} ${c.implemented}/${c.withText} (${pct(c.implemented, c.withText)} %)`,
  );
  for (const m of c.missing) console.log(`    manual: ${m}`);
}

console.log('\nEffect coverage per bundled deck (distinct cards with effect text):');
for (const d of BUNDLED_DECKS) {
  const ids = [...new Set(deckCardIds(loadBundledDeck(d.id, registry)))];
  const cards = ids.map((id) => registry.require(id)).filter(hasEffectText);
  const done = cards.filter((c) => missingEffects(c).length === 0).length;
  missingTotal += cards.length - done;
  console.log(`  ${d.id.padEnd(22)} ${done}/${cards.length} (${pct(done, cards.length)} %)`);
}
process.exitCode = missingTotal > 0 ? 1 : 0;
