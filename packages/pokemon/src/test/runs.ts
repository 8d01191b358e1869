/**
 * How many runs a property test makes: the variable `name` when set (`HIDDEN_RUNS=2000`), else
 * `deep` under `PLAYMAT_DEEP=1` (`pnpm --filter @playmat/pokemon test:deep`, the nightly-style
 * sweep), else `ci` — sized so the whole suite passes on a busy 2-core machine.
 */
export function propertyRuns(name: string, ci: number, deep: number): number {
  const set = process.env[name];
  if (set !== undefined && set !== '') {
    const n = Number(set);
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`${name} must be a whole number of runs (1 or more), got "${set}"`);
    return n;
  }
  return process.env.PLAYMAT_DEEP === '1' ? deep : ci;
}

/** True under `PLAYMAT_DEEP=1`: whole-game tests play every pairing of the bundled decks. */
export const deep = process.env.PLAYMAT_DEEP === '1';
