import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CliIo, main } from './cli';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `main` in-process, as pnpm would: the process in the package folder. */
async function run(
  argv: string[],
  options: { answer?: boolean; env?: Record<string, string | undefined>; cwd?: string } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const questions: string[] = [];
  const io: CliIo = {
    out: (line = '') => out.push(line),
    err: (line) => err.push(line),
    confirm: async (question) => {
      questions.push(question);
      return options.answer ?? false;
    },
    env: options.env ?? {},
    cwd: options.cwd ?? packageDir,
  };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), questions };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'doc-editor-cli-'));
}

function tempFile(text: string, name = 'notes.md'): string {
  const file = join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

describe('doc-editor CLI', () => {
  it('edits offline, prints the diff and saves with --yes', async () => {
    const file = tempFile('# Notes\nMeet on friday.\nBring friday slides.\n');
    const result = await run([file, 'replace "friday" with "Monday"', '--yes']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '-Meet on friday.\n-Bring friday slides.\n+Meet on Monday.\n+Bring Monday slides.',
    );
    expect(result.stdout).toContain(`--- ${file} (on disk)`);
    expect(result.stdout).toContain(`Saved ${file}.`);
    expect(result.questions).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe('# Notes\nMeet on Monday.\nBring Monday slides.\n');
  });

  it('asks before saving and keeps the file when the answer is no', async () => {
    const file = tempFile('a\n');
    const result = await run([file, 'append "b"']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('+b');
    expect(result.questions).toEqual([`Save changes to ${file}? [y/N] `]);
    expect(result.stdout).toContain('Not saved.');
    expect(readFileSync(file, 'utf8')).toBe('a\n');
  });

  it('resolves a relative path against the directory pnpm was run in (INIT_CWD)', async () => {
    const file = tempFile('Meet on friday.\n', 'rel.txt');
    const userDir = join(file, '..');
    // pnpm runs the script in the package folder and passes the user's directory as INIT_CWD.
    const result = await run(['rel.txt', 'replace "friday" with "Monday"', '-y'], {
      env: { INIT_CWD: userDir, npm_lifecycle_event: 'start' },
      cwd: packageDir,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Saved rel.txt.');
    expect(readFileSync(file, 'utf8')).toBe('Meet on Monday.\n');
  });

  it('resolves against the working directory outside a package script and names the path it tried', async () => {
    const dir = tempDir();
    const stale = tempFile('x\n', 'rel.txt');
    // A leftover INIT_CWD in a plain shell does not redirect the path.
    const result = await run(['rel.txt', 'append "b"', '-y'], {
      env: { INIT_CWD: join(stale, '..') },
      cwd: dir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `doc-editor: cannot read rel.txt (looked for ${join(dir, 'rel.txt')}): no such file.`,
    );
    expect(readFileSync(stale, 'utf8')).toBe('x\n');
  });

  it('names the missing API key variable, without a stack trace', async () => {
    const file = tempFile('a\n');
    const result = await run([file, 'x', '--model', 'anthropic/claude-sonnet-4-5'], { env: {} });
    // A setup problem, like a bad command line: exit 2.
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('ANTHROPIC_API_KEY');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(file, 'utf8')).toBe('a\n');
  });

  it('answers a bad command line with the reason and the usage, exit code 2', async () => {
    const result = await run(['only-one-argument']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^doc-editor: Expected a file and an instruction, got 1/);
    expect(result.stderr).toContain('Usage: doc-editor <file>');
    expect((await run(['--help'])).stdout).toContain('--max-steps N');
  });
});
