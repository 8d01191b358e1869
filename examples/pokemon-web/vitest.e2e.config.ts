import { workspaceE2eConfig } from '../../vitest.shared.ts';

// Browser tests: build the app, serve it, drive Debian's Chromium. One file at a time.
export default {
  ...workspaceE2eConfig,
  test: { ...workspaceE2eConfig.test, include: ['e2e/**/*.test.ts'] },
};
