import { existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// `./game` is built by another helper; until src/game/index.ts exists, build the other entries.
const entry: Record<string, string> = {
  index: 'src/index.ts',
  'test/index': 'src/test/index.ts',
  'tokens/index': 'src/tokens/index.ts',
};
if (existsSync('src/game/index.ts')) entry['game/index'] = 'src/game/index.ts';

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
