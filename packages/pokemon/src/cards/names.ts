/** Energy symbols deck lists write inside names, e.g. `Basic {R} Energy`. */
const SYMBOLS: Readonly<Record<string, string>> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
};

/**
 * The form names are compared in: energy symbols spelled out, accents dropped (`Pokemon` finds
 * `Pokémon`), typographic quotes straightened, case and spacing ignored.
 */
export function normaliseName(name: string): string {
  return name
    .replace(/\{([A-Z])\}/g, (whole, letter: string) => SYMBOLS[letter] ?? whole)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+(?=[♂♀])/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, early exit above `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Up to `limit` candidates closest to `query`: names that start with or contain it first, then
 * by edit distance (within about a third of the query's length).
 */
export function closestNames(query: string, candidates: Iterable<string>, limit = 3): string[] {
  const q = normaliseName(query);
  const max = Math.max(2, Math.ceil(q.length / 3));
  const scored: { name: string; score: number }[] = [];
  for (const name of new Set(candidates)) {
    const n = normaliseName(name);
    let score: number;
    if (n.startsWith(q) || q.startsWith(n)) score = 0.5;
    else if (n.includes(q)) score = 1;
    else score = 1 + editDistance(q, n, max);
    if (score <= max + 1) scored.push({ name, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}
