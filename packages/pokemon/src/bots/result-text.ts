import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cards of the registry named in a tool result (a search or peek inventory), best first by how
 * often they are listed. Works on JSON (`"name":"…"`) and on plain text; a name must not be
 * the prefix of a longer word (`Pawmo` is not found inside `Pawmot`).
 */
export function cardsNamedIn(
  text: string,
  registry: CardRegistry,
  accept: (card: PokemonCard) => boolean,
): PokemonCard[] {
  const found = new Map<string, { card: PokemonCard; count: number }>();
  // Card reference lines: `- 2x Fuecoco [sv1-36] | …` (search) or `1. Fuecoco [sv1-36] | …` (peek).
  for (const m of text.matchAll(/^\s*(?:-\s*(\d+)x\s+|\d+\.\s+)[^\n[]*?\[([\w.-]+)\]/gm)) {
    const card = registry.get(m[2] as string);
    if (!card || !accept(card)) continue;
    const prev = found.get(card.name);
    found.set(card.name, { card, count: (prev?.count ?? 0) + Number(m[1] ?? 1) });
  }
  if (found.size > 0) return rank(found);
  const jsonNames = [...text.matchAll(/"name"\s*:\s*"([^"]+)"/g)].map((m) => m[1] as string);
  const seenNames = new Set<string>();
  for (const card of registry.cards) {
    if (seenNames.has(card.name) || !accept(card)) continue;
    seenNames.add(card.name);
    let count: number;
    if (jsonNames.length > 0) count = jsonNames.filter((n) => n === card.name).length;
    else {
      const re = new RegExp(`${escapeRe(card.name)}(?![\\p{L}\\p{N}])`, 'gu');
      count = [...text.matchAll(re)].length;
    }
    if (count > 0) found.set(card.name, { card, count });
  }
  return rank(found);
}

function rank(found: Map<string, { card: PokemonCard; count: number }>): PokemonCard[] {
  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.card.name.localeCompare(b.card.name))
    .map((f) => f.card);
}

/**
 * Heads among the coins a `coin_flip` result reports. Reads `"heads": N`, a list of
 * `heads`/`tails` words, or `N heads`. Returns `null` when the text says nothing readable.
 */
export function headsIn(text: string): number | null {
  const json = /"heads"\s*:\s*(\d+)/i.exec(text);
  if (json) return Number(json[1]);
  const counted = /(\d+)\s+heads?\b/i.exec(text);
  if (counted) return Number(counted[1]);
  const words = text.match(/\b(heads|tails)\b/gi);
  if (words) return words.filter((w) => w.toLowerCase() === 'heads').length;
  return null;
}
