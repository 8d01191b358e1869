import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/**
 * Runs the CLI in a child process with tsx. Like the unit tests (vitest.shared.ts), it resolves
 * `@playmat/agent` to the workspace sources, so it needs no build of the runtime.
 */
function runCli(
  args: string[],
  options: { input?: string; env?: Record<string, string | undefined> } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'doc-editor-cli-'));
  const tsconfig = join(dir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'examples/doc-editor/tsconfig.json'),
      compilerOptions: {
        baseUrl: root,
        paths: {
          '@playmat/agent/test': ['packages/agent/src/test/index.ts'],
          '@playmat/agent': ['packages/agent/src/index.ts'],
        },
      },
    }),
  );
  const env = { ...process.env, ...options.env };
  for (const [key, value] of Object.entries(options.env ?? {}))
    if (value === undefined) delete env[key];
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['--tsconfig', tsconfig, cli, ...args], {
    encoding: 'utf8',
    input: options.input ?? '',
    env,
    timeout: 60_000,
  });
}

function tempFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'doc-editor-file-')), 'notes.md');
  writeFileSync(file, text);
  return file;
}

describe('doc-editor CLI', () => {
  it('edits offline, prints the diff and saves with --yes', () => {
    const file = tempFile('# Notes\nMeet on friday.\nBring friday slides.\n');
    const run = runCli([file, 'replace "friday" with "Monday"', '--yes']);
    expect(run.stderr).not.toMatch(/Error|at /);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '-Meet on friday.\n-Bring friday slides.\n+Meet on Monday.\n+Bring Monday slides.',
    );
    expect(run.stdout).toContain(`--- ${file} (on disk)`);
    expect(run.stdout).toContain(`Saved ${file}.`);
    expect(readFileSync(file, 'utf8')).toBe('# Notes\nMeet on Monday.\nBring Monday slides.\n');
  }, 60_000);

  it('asks before saving and keeps the file when the answer is no', () => {
    const file = tempFile('a\n');
    const run = runCli([file, 'append "b"'], { input: 'n\n' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('+b');
    expect(run.stdout).toContain('Not saved.');
    expect(readFileSync(file, 'utf8')).toBe('a\n');
  }, 60_000);

  it('names the missing API key variable, without a stack trace', () => {
    const file = tempFile('a\n');
    const run = runCli([file, 'x', '--model', 'anthropic/claude-sonnet-4-5'], {
      env: { ANTHROPIC_API_KEY: undefined, DEBUG: undefined },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ANTHROPIC_API_KEY');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(file, 'utf8')).toBe('a\n');
  }, 60_000);
});
