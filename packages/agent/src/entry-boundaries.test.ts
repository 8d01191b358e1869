import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source files that end up in the root and test entries (everything but src/game and tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'game' ? [] : sources(path);
    return /\.ts$/.test(e.name) && !/\.test(-helper)?\.ts$/.test(e.name) ? [path] : [];
  });
}

describe('entry boundaries', () => {
  const files = sources(new URL('.', import.meta.url).pathname);

  it('finds the sources it checks', () => {
    expect(files.some((f) => f.endsWith('run-agent.ts'))).toBe(true);
  });

  it('the root entry never imports the engine, and stays browser-safe (no node: imports)', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from ['"]@playmat\/engine/);
      expect(text, file).not.toMatch(/from ['"]node:/);
    }
  });
});
