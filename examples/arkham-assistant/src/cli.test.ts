import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CliContext, main } from './cli';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const runIn = async (where: CliContext, ...args: string[]) => {
  const lines: string[] = [];
  const code = await main(args, (l) => lines.push(l), where);
  return { code, out: lines.join('\n') };
};
const run = (...args: string[]) => runIn({ env: {}, cwd: packageDir }, ...args);

// Whole chats and simulations: room for a loaded 2-core machine, not vitest's 5 s default.
describe('cli', { timeout: 30_000 }, () => {
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
    expect(out).toContain("by turn t = by the end of turn t's actions, before its upkeep draw");
    expect(out).toMatch(/Machete ×2 drawn: opening hand \d+% {2}T1 \d+%/);
    expect(out).toMatch(/setup in play \(.*\): T1 \d+%/);
  });

  it('reads a deck file relative to the directory pnpm was run in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arkham-cli-'));
    const deck = JSON.parse(
      readFileSync(join(packageDir, 'src/decks/samples/roland-starter.json'), 'utf8'),
    );
    writeFileSync(join(dir, 'my-deck.json'), JSON.stringify({ ...deck, id: 'mine', name: 'Mine' }));
    // pnpm runs the script in the package folder and passes the user's directory as INIT_CWD.
    const { code, out } = await runIn(
      { env: { INIT_CWD: dir, npm_lifecycle_event: 'start' }, cwd: packageDir },
      'simulate',
      'my-deck.json',
      '--trials',
      '50',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^50 games/);
    // Outside a package script the working directory counts, and the error names the path.
    await expect(
      runIn({ env: { INIT_CWD: dir }, cwd: packageDir }, 'simulate', 'my-deck.json'),
    ).rejects.toThrow(`looked for ${join(packageDir, 'my-deck.json')}`);
  });

  it('analyze prints JSON with a validated deck and a recommendation', async () => {
    const { out } = await run('analyze', 'zoey-starter', '--goal', 'more clues', '--json');
    const data = JSON.parse(out);
    expect(data.validation.valid).toBe(true);
    expect(data.recommendation.deck_id).toBe('zoey-starter');
    expect(data.recommendation.legal_after).toBe(true);
  });

  it('chat answers a card-access question with yes or no', async () => {
    const { out } = await run('chat', 'Can Roland include Encyclopedia / Cryptic Research?');
    expect(out).toMatch(/^\[rules\] Yes: Encyclopedia \(2\).*No: Cryptic Research \(4\)/);
  });

  it('chat reads ARKHAM_MODEL from the given environment and names a missing key', async () => {
    await expect(
      runIn(
        { env: { ARKHAM_MODEL: 'anthropic/claude-sonnet-4-5' }, cwd: packageDir },
        'chat',
        'How many copies by title are legal?',
      ),
    ).rejects.toThrow(/ANTHROPIC_API_KEY/);
  });

  it('chat answers offline', async () => {
    const { out } = await run('chat', 'Is it legal to run 3 copies of a card?');
    expect(out).toContain('[rules]');
    expect(out).toContain('agents: rules');
  });

  it('explains unknown decks and commands', async () => {
    await expect(run('simulate', 'nope')).rejects.toThrow(/Bundled decks: .*roland-starter/);
    expect((await run('frobnicate')).code).toBe(2);
    const serve = await run('serve');
    expect(serve.code).toBe(2);
    expect(serve.out).toMatch(
      /^"serve" is its own script.*--filter @example\/arkham-assistant serve/,
    );
    const badFlag = await run('decks', '--nope');
    expect(badFlag.code).toBe(2);
    expect(badFlag.out).toMatch(/Unknown option '--nope'/);
    expect((await run('--help')).out).toMatch(/^usage: arkham-assistant/);
  });
});
