import type { ViteUserConfig } from 'vitest/config';
import { workspaceTestConfig } from '../../vitest.shared.ts';

/**
 * The workspace config, with the test files of a worker sharing its modules (`isolate: false`):
 * each file would otherwise evaluate the plugin, its card data and its text readers again, which
 * cost more than most files' tests. Safe because no test mocks a module or changes module state,
 * and every module-level cache is keyed by what decides its answer (a card's text, or its
 * registry — see `effects/runtime-programs.test.ts`).
 */
export default {
  ...workspaceTestConfig,
  test: { ...workspaceTestConfig.test, isolate: false },
} satisfies ViteUserConfig;
