import { getBundledRegistry } from './src/cards/bundled-sets';
import { missingEffects } from './src/effects/coverage';
const r = getBundledRegistry();
const set = process.argv[2];
const seen = new Set<string>();
for (const c of r.cards) {
  if (c.set.id !== set) continue;
  const miss = missingEffects(c);
  if (miss.length === 0) continue;
  if (c.supertype === 'Trainer') { if (seen.has(c.name)) continue; seen.add(c.name); console.log(`T ${c.id} ${c.name}: ${c.rules.join(' | ')}`); continue; }
  if (c.supertype !== 'Pokémon') continue;
  for (const a of c.abilities) if (miss.some((m) => m.includes(a.name))) { const k = c.name + a.name; if (seen.has(k)) continue; seen.add(k); console.log(`A ${c.id} ${c.name} [${c.types}] ${c.hp}hp — ${a.name}: ${a.text}`); }
  for (const a of c.attacks) if (miss.some((m) => m.endsWith(`— ${a.name}`))) { const k = c.name + a.name; if (seen.has(k)) continue; seen.add(k); console.log(`K ${c.id} ${c.name} [${c.types}] — ${a.name} (${a.damage}) [${a.cost}]: ${a.text}`); }
}
