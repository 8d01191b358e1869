import { vi } from 'vitest';

/**
 * Waits until `ready()` holds, turn by turn of the event loop (pending I/O and callbacks run
 * between checks); no clock decides the outcome. Gives up with an error after 10 s of real
 * time, so a broken test fails instead of hanging.
 */
export async function until(ready: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!ready()) {
    if (performance.now() - start > 10_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Fake `setTimeout`/`clearTimeout` (I/O and `setImmediate` stay real), with the delays asked for. */
export interface FakeClock {
  /** Delay of every timer set since the clock was installed, in order. */
  delays(): number[];
  /** How many timers of exactly `ms` were set. */
  count(ms: number): number;
  /** Moves the clock on by `ms`, running the timers that fall due (and what they start). */
  advance(ms: number): Promise<void>;
  uninstall(): void;
}

/** Installs a {@link FakeClock}; call `uninstall` in `afterEach`. */
export function installFakeClock(): FakeClock {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const spy = vi.spyOn(globalThis, 'setTimeout');
  const delays = () => spy.mock.calls.map((c) => Number(c[1] ?? 0));
  return {
    delays,
    count: (ms) => delays().filter((d) => d === ms).length,
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    uninstall: () => {
      spy.mockRestore();
      vi.useRealTimers();
    },
  };
}

/**
 * Settles `work` under a fake clock: each time `due()` says a wait is pending (a retry the
 * server asked for, a request that will never be answered), the clock moves on by `ms`.
 * Returns the result and how many times the clock moved.
 */
export async function settleWithClock<T>(
  clock: FakeClock,
  work: Promise<T>,
  ms: number,
  due: (advanced: number) => boolean,
): Promise<{ value: T; advanced: number }> {
  let outcome: { value: T } | { error: unknown } | undefined;
  work.then(
    (value) => {
      outcome = { value };
    },
    (error: unknown) => {
      outcome = { error };
    },
  );
  let advanced = 0;
  while (true) {
    await until(() => outcome !== undefined || due(advanced), 'the work to settle or a wait');
    if (outcome) break;
    advanced++;
    await clock.advance(ms);
  }
  if ('error' in outcome) throw outcome.error;
  return { value: outcome.value, advanced };
}
