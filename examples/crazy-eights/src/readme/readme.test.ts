import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';

// The repository README's example 2 is this folder's write-a-plugin.ts, word for word: the
// example's typecheck compiles it and this test runs it.
it('README example 2 is write-a-plugin.ts, and it runs as written', async () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('**2. Write a plugin for a new card game**'));
  const block = section.match(/```ts\n([\s\S]*?)```/)?.[1];
  const file = readFileSync(new URL('./write-a-plugin.ts', import.meta.url), 'utf8');
  expect(block).toBe(file);
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  await import('./write-a-plugin');
  expect(log).toHaveBeenCalledWith('ana won: ana holds two cards');
  log.mockRestore();
});
