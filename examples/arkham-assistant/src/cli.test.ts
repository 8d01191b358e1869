import { describe, expect, it } from 'vitest';
import { main } from './cli';

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await main(args, (l) => lines.push(l));
  return { code, out: lines.join('\n') };
};

describe('cli', () => {
  it('simulate prints odds per turn for a bundled deck', async () => {
    const { code, out } = await run(
      'simulate',
      'roland-starter',
      '--trials',
      '200',
      '--key',
      '01020',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^200 games, 5 turns/);
    expect(out).toMatch(/Machete ×2: T1 \d+%/);
  });

  it('analyze prints JSON with a validated deck and a recommendation', async () => {
    const { out } = await run('analyze', 'zoey-starter', '--goal', 'more clues', '--json');
    const data = JSON.parse(out);
    expect(data.validation.valid).toBe(true);
    expect(data.recommendation.deck_id).toBe('zoey-starter');
    expect(data.recommendation.legal_after).toBe(true);
  });

  it('chat answers offline', async () => {
    const { out } = await run('chat', 'Is it legal to run 3 copies of a card?');
    expect(out).toContain('[rules]');
    expect(out).toContain('agents: rules');
  });

  it('explains unknown decks and commands', async () => {
    await expect(run('simulate', 'nope')).rejects.toThrow(/Bundled decks: .*roland-starter/);
    expect((await run('frobnicate')).code).toBe(2);
  });
});
