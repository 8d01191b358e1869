import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playLoadedSet } from './play-loaded-set';

/** The guide's example, run: a set the plugin does not bundle, played to the end by the bots. */
const JUNGLE = fileURLToPath(
  new URL('../../../../packages/pokemon/src/effects/fixtures/base2.json', import.meta.url),
);

describe('docs/play-a-loaded-set.md', () => {
  it('loads Jungle from its file, builds a deck with JU codes and plays a match to the end', async () => {
    const summary = await playLoadedSet(JUNGLE, 3);
    expect(summary.end).toBe('game_over');
    expect(summary.winner).toMatch(/^p[12]$/);
  }, 60_000);
});
