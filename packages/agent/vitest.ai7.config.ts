import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAlias, workspaceTestConfig } from '../../vitest.shared.ts';

// The same suite against the next major of the AI SDK: `ai` resolves to the `ai7` alias package.
const ai7 = fileURLToPath(new URL('./node_modules/ai7/dist/index.js', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^ai$/, replacement: ai7 }, ...workspaceAlias] },
  test: workspaceTestConfig.test,
});
