import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { workspaceAlias } from '../../vitest.shared.ts';

// The app bundles the workspace packages from their sources, like the tests do, so the
// browser build never depends on a stale `dist`.
export default defineConfig({
  plugins: [svelte()],
  resolve: { alias: workspaceAlias },
  // The bundled card sets (JSON) are most of the main chunk; providers are split off on demand.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
