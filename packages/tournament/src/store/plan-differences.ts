import { canonicalJson } from '../schedule/round-robin';
import type { JsonValue, TournamentPlan } from '../types';

/**
 * What differs between the plan a store holds and the plan asked for, one phrase each, and only
 * what differs: `settings.maxTurns: 40 in the store, 60 here`. Empty when the plans are equal.
 */
export function planDifferences(held: TournamentPlan, wanted: TournamentPlan): string[] {
  const out: string[] = [];
  const ids = (p: TournamentPlan) => p.entrants.map((e) => e.id).join(', ');
  if (ids(held) !== ids(wanted))
    out.push(`entrants: ${ids(held)} in the store; ${ids(wanted)} here`);
  else
    held.entrants.forEach((e, i) => {
      const w = wanted.entrants[i]!;
      valueDifferences(e.provider, w.provider, `entrant ${e.id}: provider`, out);
      valueDifferences(e.config, w.config, `entrant ${e.id}: config`, out);
    });
  if (held.games.length !== wanted.games.length)
    out.push(`games: ${held.games.length} in the store, ${wanted.games.length} here`);
  else {
    const seeds = (p: TournamentPlan) => list([...new Set(p.games.map((g) => g.seed))]);
    if (seeds(held) !== seeds(wanted))
      out.push(`seeds: ${seeds(held)} in the store; ${seeds(wanted)} here`);
    else {
      const at = held.games.findIndex(
        (g, i) => canonicalJson(g) !== canonicalJson(wanted.games[i]),
      );
      if (at >= 0) out.push(`game ${at}: its seats or round differ`);
    }
  }
  valueDifferences(held.settings, wanted.settings, 'settings', out);
  return out;
}

/** Leaf-by-leaf differences of two JSON values under `path`. */
function valueDifferences(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  path: string,
  out: string[],
): void {
  if (canonicalJson(a) === canonicalJson(b)) return;
  if (isRecord(a) && isRecord(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort())
      valueDifferences(a[key], b[key], `${path}.${key}`, out);
    return;
  }
  const [left, right] = [show(a), show(b)];
  out.push(
    `${path}: ${left} in the store, ${right === left ? `another ${right.slice(2)}` : right} here`,
  );
}

function isRecord(v: JsonValue | undefined): v is { readonly [key: string]: JsonValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A short rendering of a value: long texts (a deck list) are named by their length. */
function show(v: JsonValue | undefined): string {
  if (v === undefined) return 'absent';
  const text = JSON.stringify(v);
  if (text.length <= 40 && !text.includes('\\n')) return text;
  return typeof v === 'string' ? `a ${v.length}-character text` : `a longer value`;
}

function list(xs: readonly number[]): string {
  return xs.length > 4 ? `${xs.slice(0, 3).join(', ')} … ${xs.at(-1)}` : xs.join(', ');
}
