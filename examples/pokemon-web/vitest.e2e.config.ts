import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

// Browser tests: build the app, serve it, drive Debian's Chromium. One file at a time.
export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
