import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { "game/index": "src/game/index.ts", index: 'src/index.ts', 'test/index': 'src/test/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
