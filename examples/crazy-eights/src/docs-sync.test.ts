import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/build-docs.mjs', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('the guides in docs/', () => {
  // The guides paste code from this example; a change here must be carried over there.
  it('show the current code of this example, and the one-file game is within its budget', () => {
    const r = run('--check');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = Number(r.stdout.match(/one-file game .*: (\d+) lines \(limit 120\)/)?.[1]);
    const file = readFileSync(new URL('./twenty-one.ts', import.meta.url), 'utf8');
    expect(lines).toBe(file.trimEnd().split('\n').length);
    expect(lines).toBeLessThanOrEqual(120);
  });

  it('the check fails on a code block that is not pasted from a file (a mangled paste)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
    const templates = join(dir, 'templates');
    const out = join(dir, 'out');
    mkdirSync(templates);
    mkdirSync(out);
    const good = 'Run it:\n\n```ts\n{{src/main.ts}}\n```\n';
    writeFileSync(join(templates, 'guide.md'), good);
    expect(run('--templates', templates, '--out', out).status).toBe(0);
    expect(readFileSync(join(out, 'guide.md'), 'utf8')).toContain('await playMatch({');
    expect(run('--check', '--templates', templates, '--out', out).status).toBe(0);
    // What a code formatter made of that paste once: valid TypeScript, wrong content.
    writeFileSync(
      join(templates, 'guide.md'),
      'Run it:\n\n```ts\n{\n  {\n    src / main.ts;\n  }\n}\n```\n',
    );
    const r = run('--check', '--templates', templates, '--out', out);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('guide.md, line 3: "{\\n  {\\n    src / main.ts;');
    expect(r.stderr).toContain('must be one {{path…}} paste');
  });
});
