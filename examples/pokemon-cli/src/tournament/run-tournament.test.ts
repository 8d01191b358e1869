import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_COLUMNS, type TournamentReport } from '@playmat/tournament';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli/args';
import { createPalette } from '../render/ansi';
import { createPokemonGame } from './play-game';
import { runTournament } from './run-tournament';

const dir = mkdtempSync(join(tmpdir(), 'pokemon-tournament-'));
const play = createPokemonGame({});

/** Runs `argv` as a tournament in this process; returns the exit code and stdout lines. */
async function tournament(...argv: string[]) {
  const command = parseCliArgs(argv, { seed: 1 });
  if (command.kind !== 'tournament') throw new Error(`not a tournament: ${command.kind}`);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTournament(command, {
    out: (l) => void out.push(l),
    err: (l) => void err.push(l),
    palette: createPalette(false),
    env: {},
    baseDir: dir,
    play,
  });
  return { code, out, err };
}

describe('a bot-vs-bot-vs-random round robin', () => {
  const store = join(dir, 'rr.sqlite');
  const common = ['--players', 'bot,bot@pipeline,random', '--max-turns', '16', '--seed', '3'];

  it('prints the table: rating ± deviation, win rate with interval, cost, tokens, illegal-action rate, s/turn, failed', async () => {
    const { code, out } = await tournament(...common, '--store', store, '--format', 'json');
    expect(code).toBe(0);
    const report = JSON.parse(out.join('\n')) as TournamentReport;
    expect(report).toMatchObject({ scheduled: 6, finished: 6, failed: 0, pending: 0 });
    // Every entrant played each other twice, once in each seat, on the same seed.
    expect(report.games.map((g) => [g.seed, g.seats.join(' v ')])).toEqual([
      [3, 'bot v bot@pipeline'],
      [3, 'bot@pipeline v bot'],
      [3, 'bot v random'],
      [3, 'random v bot'],
      [3, 'bot@pipeline v random'],
      [3, 'random v bot@pipeline'],
    ]);
    for (const s of report.standings) {
      expect(s.games).toBe(4);
      expect(s.wins + s.draws + s.losses).toBe(4);
      expect(s.calls).toBeGreaterThan(0);
      expect(s.illegalRate).toBeCloseTo(s.rejected / s.calls, 12);
      expect(s.winRateLow).toBeLessThanOrEqual(s.winRate);
      expect(s.winRateHigh).toBeGreaterThanOrEqual(s.winRate);
      expect(s.rd).toBeLessThan(350);
      expect(s.inputTokensPerGame).toBeGreaterThan(0);
      expect(s.secondsPerTurn).toBeGreaterThan(0);
    }

    // The same store again as a terminal table and as Markdown: nothing is replayed.
    const table = await tournament(...common, '--store', store);
    expect(table.err.join('\n')).toContain('Resuming: 6 of 6 games already played.');
    const header = table.out.find((l) => l.startsWith('entrant'))!;
    for (const column of REPORT_COLUMNS) expect(header).toContain(column);
    for (const s of report.standings) {
      const row = table.out.find((l) => l.startsWith(`${s.entrant} `))!;
      expect(row).toContain(`${Math.round(s.rating)} ± ${Math.round(s.rd)}`);
      expect(row).toContain(`(${s.rejected}/${s.calls})`);
      expect(row).toContain(`${(s.winRate * 100).toFixed(0)}% (`);
    }
    const md = await tournament(...common, '--store', store, '--format', 'markdown');
    expect(md.out.join('\n')).toContain(`| ${REPORT_COLUMNS.join(' | ')} |`);
    expect(md.out.join('\n').match(/^\| (bot|random)/gm)).toHaveLength(3);
  }, 180_000);

  it('refuses a store that holds another tournament, and changes nothing', async () => {
    await expect(
      tournament('--players', 'bot,random', '--max-turns', '16', '--store', store),
    ).rejects.toThrow(/holds another tournament \(bot, bot@pipeline, random; 6 games; seeds 3\)/);
  });
});
