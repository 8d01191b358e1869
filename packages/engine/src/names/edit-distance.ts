/** Levenshtein distance (insert, delete, substitute all cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/** Options of {@link closestNames}. */
export interface ClosestNamesOptions {
  /**
   * Leave out names more than this many edits from the query (a name containing the query always
   * stays). `'auto'`: about a third of the query's length, at least 2 — the size of a typo.
   * Default: no limit, the closest names however far.
   */
  readonly maxDistance?: number | 'auto';
}

/** Up to `limit` distinct names closest to `query` (case-insensitive), closest first. */
export function closestNames(
  query: string,
  names: Iterable<string>,
  limit = 3,
  options: ClosestNamesOptions = {},
): string[] {
  const q = query.toLowerCase();
  const max =
    options.maxDistance === 'auto'
      ? Math.max(2, Math.ceil(q.length / 3))
      : (options.maxDistance ?? Number.POSITIVE_INFINITY);
  const scored = new Map<string, number>();
  for (const name of names) {
    if (scored.has(name)) continue;
    const n = name.toLowerCase();
    // A name containing the query is a good suggestion even when the distance is large.
    const d = n.includes(q) ? Math.min(1, editDistance(q, n)) : editDistance(q, n);
    if (d <= max) scored.set(name, d);
  }
  return [...scored.entries()]
    .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))
    .slice(0, limit)
    .map(([name]) => name);
}
