import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/build-docs.mjs', import.meta.url));

describe('docs/trick-taking.md', () => {
  // The guide pastes this example's code; a change here must be carried over there.
  it('shows the current code, and the game with its bot is within 200 non-blank lines', () => {
    const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const counted = Number(r.stdout.match(/trick-taking example .*: (\d+) non-blank lines/)?.[1]);
    const file = readFileSync(new URL('./whist.ts', import.meta.url), 'utf8');
    expect(counted).toBe(file.split('\n').filter((l) => l.trim() !== '').length);
    expect(counted).toBeLessThanOrEqual(200);
  });
});
