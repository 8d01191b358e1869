import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The guides in docs/ paste code from this example; a change here must be carried over there.
it('the guides in docs/ show the current code of this example', () => {
  const script = fileURLToPath(new URL('../../../scripts/build-docs.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
});
