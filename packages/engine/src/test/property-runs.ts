/** The environment, where there is one (browsers have none). */
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;

/** True under `PLAYMAT_DEEP=1` (`test:deep`, the nightly-style sweep): tests go wide and long. */
export const deepTests = env?.PLAYMAT_DEEP === '1';

/**
 * How many runs a property test makes: the variable `name` when set (`HIDDEN_RUNS=2000`), else
 * `deep` under `PLAYMAT_DEEP=1`, else `ci` — sized so the whole workspace suite passes on a busy
 * 2-core machine.
 */
export function propertyRuns(name: string, ci: number, deep: number): number {
  const set = env?.[name];
  if (set !== undefined && set !== '') {
    const n = Number(set);
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`${name} must be a whole number of runs (1 or more), got "${set}"`);
    return n;
  }
  return deepTests ? deep : ci;
}
