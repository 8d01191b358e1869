import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Tests run against the workspace packages' sources, so a change in one package is seen by
 * the tests of another without a build. Most specific subpaths first.
 */
export const workspaceAlias = [
  { find: '@playmat/engine/test', replacement: here('./packages/engine/src/test/index.ts') },
  { find: '@playmat/engine', replacement: here('./packages/engine/src/index.ts') },
  { find: '@playmat/agent/game', replacement: here('./packages/agent/src/game/index.ts') },
  { find: '@playmat/agent/test', replacement: here('./packages/agent/src/test/index.ts') },
  { find: '@playmat/agent/tokens', replacement: here('./packages/agent/src/tokens/index.ts') },
  { find: '@playmat/agent', replacement: here('./packages/agent/src/index.ts') },
  {
    find: '@playmat/tournament/queue',
    replacement: here('./packages/tournament/src/queue/index.ts'),
  },
  { find: '@playmat/tournament', replacement: here('./packages/tournament/src/index.ts') },
  { find: '@playmat/pokemon/test', replacement: here('./packages/pokemon/src/test/index.ts') },
  { find: '@playmat/pokemon', replacement: here('./packages/pokemon/src/index.ts') },
];

/**
 * `expect.poll` waits for a condition that is reached a moment later (a browser re-rendering, a
 * worker's line): 1 s by default, which a loaded machine overruns. A poll still fails when the
 * condition never comes, only later.
 */
const pollOnABusyMachine = { timeout: 15_000, interval: 50 };

/**
 * The one test config of every package: sources through the aliases above, and time limits
 * sized for a 2-core machine running the whole workspace's suites at once (turbo starts them
 * together), where a test that takes 1 s alone can take 8 s. Tests that play whole matches
 * still carry their own, larger limits.
 */
export const workspaceTestConfig = {
  resolve: { alias: workspaceAlias },
  test: {
    include: ['src/**/*.test.ts'],
    // `*.e2e.test.ts` run the built program as a user would (subprocesses, worker threads,
    // signals): each package's `test:e2e`, which CI runs beside the suite.
    exclude: ['**/node_modules/**', 'src/**/*.e2e.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: pollOnABusyMachine },
  },
} satisfies ViteUserConfig;

/** The config of a package's `test:e2e`: only its `*.e2e.test.ts`, one file at a time. */
export const workspaceE2eConfig = {
  resolve: { alias: workspaceAlias },
  test: {
    include: ['src/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: pollOnABusyMachine },
    fileParallelism: false,
  },
} satisfies ViteUserConfig;
