import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkTree,
  files,
  isPublishedSource,
  reachable,
  specifiers,
} from './no-node-builtins.helpers';

// The engine must run in browsers and workers: no Node built-in imports and no Node globals in
// any published source file. The check reads the sources (and follows the imports of the
// published entries, as the bundler does), so it needs no build and cannot pass vacuously.
const srcDir = import.meta.dirname;
// The entry points tsup bundles (tsup.config.ts).
const ENTRIES = ['index.ts', 'test/index.ts'];

const scratch = mkdtempSync(join(tmpdir(), 'engine-builtins-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the engine's sources in a scratch directory, to break on purpose. */
function copyOfSources(name: string): string {
  const dir = join(scratch, name);
  cpSync(srcDir, dir, { recursive: true });
  return dir;
}

describe('no Node built-ins in the engine', () => {
  it('reads the real source tree: every entry and its whole import graph', () => {
    const sources = files(srcDir, isPublishedSource);
    expect(sources.length).toBeGreaterThan(20);
    const graph = reachable(ENTRIES.map((e) => join(srcDir, e)));
    expect(graph.missing).toEqual([]);
    // The graph reaches the core modules, so a built-in imported by any of them is seen.
    for (const m of ['execute/execute.ts', 'state/draft.ts', 'view/view.ts', 'test/test-game.ts'])
      expect(graph.modules).toContain(join(srcDir, m));
  });

  it('no published source imports a Node built-in or uses Node globals', () => {
    expect(checkTree(srcDir, ENTRIES)).toEqual([]);
  });

  it('the check fails when a source imports node:fs (a copy of the sources with one import added)', () => {
    const dir = copyOfSources('fs-import');
    appendFileSync(
      join(dir, 'state', 'create.ts'),
      "\nimport { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    );
    expect(checkTree(dir, ENTRIES)).toEqual(['state/create.ts: imports node:fs']);
  });

  it('the check fails on a bare built-in, a dynamic import and a Node global', () => {
    const dir = copyOfSources('other-forms');
    appendFileSync(join(dir, 'rng', 'sfc32.ts'), "\nexport * from 'path';\n");
    appendFileSync(
      join(dir, 'view', 'view.ts'),
      "\nexport const later = () => import('node:crypto');\nexport const env = () => process.env;\n",
    );
    expect(checkTree(dir, ENTRIES).sort()).toEqual([
      'rng/sfc32.ts: imports path',
      'view/view.ts: imports node:crypto',
      'view/view.ts: uses process.',
    ]);
  });

  it('a module named like a test helper is still checked when published code imports it', () => {
    const dir = copyOfSources('helper-import');
    writeFileSync(join(dir, 'state', 'io.helpers.ts'), "export { readFileSync } from 'node:fs';\n");
    appendFileSync(join(dir, 'state', 'create.ts'), "\nexport * from './io.helpers';\n");
    expect(checkTree(dir, ENTRIES)).toEqual(['state/io.helpers.ts: imports node:fs']);
  });

  it('the scanner reads every import form', () => {
    expect(
      specifiers(
        "import { x } from 'node:fs';\nexport * from './a';\nconst y = await import('path');\nimport 'side-effect';\nconst z = require('os');",
      ),
    ).toEqual(['node:fs', './a', 'path', 'side-effect', 'os']);
  });
});
