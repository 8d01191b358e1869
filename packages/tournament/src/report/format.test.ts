import { describe, expect, it } from 'vitest';
import { roundRobin } from '../schedule/round-robin';
import type { FailedGame, GameRecord } from '../types';
import { formatReport, REPORT_COLUMNS, textTable, visibleLength } from './format';
import { buildReport } from './standings';

const plan = roundRobin({ entrants: [{ id: 'claude' }, { id: 'bot' }], rounds: 2, seed: 1 });
const record = (index: number, winner: string | null): GameRecord => {
  const g = plan.games[index]!;
  return {
    ...g,
    attempts: 1,
    finishedAt: '',
    outcome: {
      winner,
      end: winner ? 'game_over' : 'turn_limit',
      reason: '',
      turns: 10,
      durationMs: 20_000,
      seats: g.seats.map((entrant) => ({
        entrant,
        inputTokens: entrant === 'claude' ? 120_000 : 0,
        outputTokens: entrant === 'claude' ? 3_000 : 0,
        cost: entrant === 'claude' ? 0.5 : 0,
        calls: 40,
        rejected: entrant === 'claude' ? 2 : 0,
        turns: 5,
        seconds: entrant === 'claude' ? 15 : 1,
      })),
    },
  };
};
const failed: FailedGame = { ...plan.games[3]!, reason: '429', attempts: 3 };
const report = buildReport(
  't1',
  plan,
  [record(0, 'claude'), record(1, 'claude'), record(2, null)],
  [failed],
);

describe('buildReport', () => {
  it('sums per entrant; a failed game is not a game played nor a loss', () => {
    const claude = report.standings.find((s) => s.entrant === 'claude')!;
    const bot = report.standings.find((s) => s.entrant === 'bot')!;
    expect(claude).toMatchObject({
      games: 3,
      wins: 2,
      draws: 1,
      losses: 0,
      failed: 1,
      calls: 120,
      rejected: 6,
    });
    expect(bot).toMatchObject({ games: 3, wins: 0, draws: 1, losses: 2, failed: 1, rejected: 0 });
    expect(claude.costPerGame).toBeCloseTo(0.5, 12);
    expect(claude.inputTokensPerGame).toBe(120_000);
    expect(claude.illegalRate).toBeCloseTo(6 / 120, 12);
    expect(claude.secondsPerTurn).toBeCloseTo(3, 12);
    expect(report.standings[0]!.entrant).toBe('claude');
    expect(report).toMatchObject({ scheduled: 4, finished: 3, failed: 1, pending: 0 });
  });
});

describe('formatReport', () => {
  it('prints the table with every column, aligned', () => {
    const lines = formatReport(report, 'table').split('\n');
    expect(lines[0]).toBe('Tournament t1: 3/4 games finished (1 drawn), 1 failed');
    for (const c of REPORT_COLUMNS) expect(lines[2]).toContain(c);
    const claude = lines.find((l) => l.startsWith('claude'))!;
    expect(claude).toMatch(
      /^claude\s+\d{4} ± \d+\s+3\s+1\s+67% \(21%–94%\)\s+\$0\.5000\s+120k \/ 3\.0k\s+5\.0% \(6\/120\)\s+3\.0\s+1$/,
    );
    // Every row of the table as wide as the rule under the header.
    const table = lines.slice(2, 2 + 2 + report.standings.length);
    const widths = new Set(table.map((l) => visibleLength(l.trimEnd())));
    expect(Math.max(...widths)).toBe(visibleLength(lines[3]!));
    // The failed game under the table, with why.
    expect(lines.slice(-2)).toEqual([
      'Failed games:',
      '  game 3 (seed 2, bot vs claude), 3 tries: 429',
    ]);
  });

  it('shows — for every figure of an entrant with no finished game, and counts its games', () => {
    const three = roundRobin({
      entrants: [{ id: 'claude' }, { id: 'bot' }, { id: 'broken' }],
      rounds: 1,
      seed: 1,
    });
    const fails = three.games
      .filter((g) => g.seats.includes('broken'))
      .map((g): FailedGame => ({ ...g, reason: 'upstream 503', attempts: 3 }));
    const lines = formatReport(buildReport('t2', three, [], fails), 'table').split('\n');
    const broken = lines.find((l) => l.startsWith('broken'))!;
    expect(broken.split(/\s{2,}/)).toEqual(['broken', '—', '0', '0', '—', '—', '—', '—', '—', '4']);
    expect(broken).not.toContain('0% (0%–100%)');
    const claude = lines.find((l) => l.startsWith('claude'))!;
    expect(claude.split(/\s{2,}/)).toEqual(['claude', '—', '0', '0', '—', '—', '—', '—', '—', '2']);
    // Four failed games listed, each with its seats and reason.
    expect(lines.filter((l) => l.startsWith('  game '))).toHaveLength(4);
  });

  it('lists at most the first failed games, and counts the rest', () => {
    const many: FailedGame[] = Array.from({ length: 13 }, (_, i) => ({
      ...plan.games[i % 4]!,
      index: i,
      reason: 'boom\nstack trace line',
      attempts: 1,
    }));
    const lines = formatReport({ ...report, failures: many }, 'table').split('\n');
    expect(lines.filter((l) => l.startsWith('  game '))).toHaveLength(10);
    expect(lines.at(-1)).toBe('  … and 3 more (the JSON report lists them all)');
    expect(lines).toContain('  game 0 (seed 1, claude vs bot), 1 try: boom');
  });

  it('writes Markdown and JSON of the same report', () => {
    const md = formatReport(report, 'markdown');
    expect(md).toContain(`| ${REPORT_COLUMNS.join(' | ')} |`);
    expect(md).toContain('| claude |');
    expect(md).toContain('**Failed games**\n\n- game 3 (seed 2, bot vs claude), 3 tries: 429\n');
    expect(JSON.parse(formatReport(report, 'json'))).toEqual(JSON.parse(JSON.stringify(report)));
  });

  it('measures coloured and wide text by what the terminal shows', () => {
    expect(visibleLength('\u001b[1mbold\u001b[22m')).toBe(4);
    expect(visibleLength('Pokémon')).toBe(7);
    expect(visibleLength('Poke\u0301mon')).toBe(7);
    expect(visibleLength('通義千問')).toBe(8);
    const [head, rule, cjk, ascii] = textTable(
      ['model', 'n'],
      [
        ['通義', '1'],
        ['gpt', '22'],
      ],
    );
    // Columns line up in terminal columns: every line as wide as the rule.
    for (const line of [head!, cjk!, ascii!])
      expect(visibleLength(line)).toBe(visibleLength(rule!));
    const [, , row] = textTable(['a', 'b'], [['\u001b[31mred\u001b[39m', 'x']]);
    expect(row).toBe('\u001b[31mred\u001b[39m  x');
  });
});

describe('what the table counts', () => {
  it('says under the table what the illegal rate counts', () => {
    const lines = formatReport(report, 'table').split('\n');
    expect(lines).toContain(
      'illegal: refused tool calls ÷ all tool calls — input that failed the tool’s schema, a tool that does not exist or is not offered, a call the tool or the game’s rules turned down.',
    );
    expect(lines.join('\n')).not.toContain('unverified');
  });

  it('marks entrants whose games had card effects carried out by hand', () => {
    const byHand = record(0, 'claude');
    const seats = byHand.outcome.seats.map((s) =>
      s.entrant === 'bot' ? { ...s, unverified: 3 } : s,
    );
    const marked = buildReport(
      't1',
      plan,
      [{ ...byHand, outcome: { ...byHand.outcome, seats } }],
      [],
    );
    // Both seats of that game are marked: the game was not checked, whoever played the card.
    expect(marked.standings.map((s) => [s.entrant, s.unverified])).toEqual([
      ['claude', 3],
      ['bot', 3],
    ]);
    const text = formatReport(marked, 'table');
    expect(text).toMatch(/^claude \(unverified effects\)\s/m);
    expect(text).toContain(
      '(unverified effects): card effects in these games were carried out by hand (cards the game does not implement) and not checked by the game: claude: 3, bot: 3.',
    );
    expect(formatReport(marked, 'markdown')).toContain('| claude (unverified effects) |');
  });
});
