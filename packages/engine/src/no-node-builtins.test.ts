import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine must run in browsers and workers: no Node built-in imports and no Node globals in
// any published source file (tests are excluded; they run under Node).
const srcDir = join(import.meta.dirname, '.');
const distDir = join(import.meta.dirname, '..', 'dist');
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), keep) : keep(e.name) ? [join(dir, e.name)] : [],
  );
}

function specifiers(code: string): string[] {
  const out: string[] = [];
  const re =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3] ?? m[4]) as string);
  return out;
}

function offenders(paths: string[]): string[] {
  const bad: string[] = [];
  for (const p of paths) {
    const code = readFileSync(p, 'utf8');
    for (const s of specifiers(code))
      if (builtins.has(s) || s.startsWith('node:')) bad.push(`${p}: imports ${s}`);
    for (const g of ['process.', 'Buffer.', '__dirname', 'require('])
      if (code.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').includes(g)) bad.push(`${p}: uses ${g}`);
  }
  return bad;
}

describe('no Node built-ins', () => {
  const sources = files(
    srcDir,
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('.helpers.'),
  );

  it('the scanner finds imports (self-check)', () => {
    expect(
      specifiers(
        "import { x } from 'node:fs';\nexport * from './a';\nconst y = await import('path');",
      ),
    ).toEqual(['node:fs', './a', 'path']);
    expect(offenders([join(srcDir, 'no-node-builtins.test.ts')]).length).toBeGreaterThan(0);
  });

  it('no published source imports a Node built-in or uses Node globals', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(offenders(sources)).toEqual([]);
  });

  it('the built bundle (when present) has no Node built-ins either', () => {
    if (!existsSync(distDir)) return;
    const bundles = files(distDir, (f) => f.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    expect(offenders(bundles)).toEqual([]);
  });
});
