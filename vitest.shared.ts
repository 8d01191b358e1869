import { fileURLToPath } from 'node:url';

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
