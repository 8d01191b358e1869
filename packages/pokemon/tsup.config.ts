import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'test/index': 'src/test/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
