#!/usr/bin/env node
// Runs @arethetypeswrong/cli on every publishable package (ESM-only profile: node10 and
// require() from CJS are out of scope). Build first (`pnpm build`): it packs `dist`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const attw = join(root, 'node_modules', '.bin', 'attw');
let failed = 0;
for (const name of ['engine', 'agent', 'pokemon', 'tournament']) {
  const dir = join(root, 'packages', name);
  if (!existsSync(join(dir, 'dist', 'index.d.ts'))) {
    console.error(`packages/${name} has no dist/index.d.ts: run \`pnpm build\` first.`);
    failed++;
    continue;
  }
  const r = spawnSync(attw, ['--pack', '.', '--profile', 'esm-only', '--summary'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
