import { describe, expect, it } from 'vitest';
import { invocationDir } from './paths';

describe('invocationDir', () => {
  it("is pnpm's INIT_CWD when set, else the working directory", () => {
    expect(invocationDir({ INIT_CWD: '/home/ana/games' }, '/repo/examples/pokemon-cli')).toBe(
      '/home/ana/games',
    );
    expect(invocationDir({}, '/repo/examples/pokemon-cli')).toBe('/repo/examples/pokemon-cli');
  });

  it('ignores an INIT_CWD that is not an absolute path', () => {
    expect(invocationDir({ INIT_CWD: '' }, '/work')).toBe('/work');
    expect(invocationDir({ INIT_CWD: 'relative/dir' }, '/work')).toBe('/work');
  });
});
