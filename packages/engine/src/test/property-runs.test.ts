import { afterEach, describe, expect, it } from 'vitest';
import { propertyRuns } from './property-runs';

describe('propertyRuns', () => {
  const saved = process.env.SOME_RUNS;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOME_RUNS;
    else process.env.SOME_RUNS = saved;
  });

  it('takes the named variable when set, else the CI size', () => {
    delete process.env.SOME_RUNS;
    expect(propertyRuns('SOME_RUNS', 300, 5_000)).toBe(
      process.env.PLAYMAT_DEEP === '1' ? 5_000 : 300,
    );
    process.env.SOME_RUNS = '42';
    expect(propertyRuns('SOME_RUNS', 300, 5_000)).toBe(42);
  });

  it('refuses a size that is not a whole number of runs, naming the variable and the value', () => {
    for (const bad of ['0', '-3', '2.5', 'lots']) {
      process.env.SOME_RUNS = bad;
      expect(() => propertyRuns('SOME_RUNS', 300, 5_000)).toThrow(
        `SOME_RUNS must be a whole number of runs (1 or more), got "${bad}"`,
      );
    }
  });
});
