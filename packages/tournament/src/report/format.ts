import stringWidth from 'string-width';
import type { Standing, TournamentReport } from './standings';

/** Output formats of {@link formatReport}. */
export type ReportFormat = 'table' | 'markdown' | 'json';

/** The table's columns, in order. */
export const REPORT_COLUMNS = [
  'entrant',
  'rating ± dev',
  'games',
  'draws',
  'win rate (95% CI)',
  'cost/game',
  'tokens in/out per game',
  'illegal',
  's/turn',
  'failed',
] as const;

/** Marks an entrant whose games had card effects carried out by hand. */
export const UNVERIFIED_MARK = '(unverified effects)';

/** What the table counts, under it: the illegal-action rate, and the mark when it is shown. */
function legend(report: TournamentReport): string[] {
  const lines = [
    'illegal: refused tool calls ÷ all tool calls — input that failed the tool’s schema, a tool that does not exist or is not offered, a call the tool or the game’s rules turned down.',
  ];
  const marked = report.standings.filter((s) => s.unverified > 0);
  if (marked.length > 0)
    lines.push(
      `${UNVERIFIED_MARK}: card effects in these games were carried out by hand (cards the game does not implement) and not checked by the game: ${marked.map((s) => `${s.entrant}: ${s.unverified}`).join(', ')}.`,
    );
  return lines;
}

/** What a cell says when there is nothing to say (an entrant with no finished game). */
export const EMPTY_CELL = '—';

/** Columns that count games: shown as numbers even for an entrant with none finished. */
const COUNT_COLUMNS = new Set<string>(['entrant', 'games', 'draws', 'failed']);

/**
 * The cells of one standing, as text. An entrant with no finished game (all failed, or none
 * played yet) has `EMPTY_CELL` ("—") for every figure, not a rating, a 0 % win rate or a cost.
 */
export function standingCells(s: Standing): string[] {
  const cells = figureCells(s);
  if (s.games > 0) return cells;
  return cells.map((cell, i) => (COUNT_COLUMNS.has(REPORT_COLUMNS[i]!) ? cell : EMPTY_CELL));
}

function figureCells(s: Standing): string[] {
  return [
    s.unverified > 0 ? `${s.entrant} ${UNVERIFIED_MARK}` : s.entrant,
    `${Math.round(s.rating)} ± ${Math.round(s.rd)}`,
    String(s.games),
    String(s.draws),
    `${pct(s.winRate)} (${pct(s.winRateLow)}–${pct(s.winRateHigh)})`,
    `$${s.costPerGame.toFixed(s.costPerGame >= 1 ? 2 : 4)}`,
    `${count(s.inputTokensPerGame)} / ${count(s.outputTokensPerGame)}`,
    s.calls === 0 ? '–' : `${pct(s.illegalRate, 1)} (${s.rejected}/${s.calls})`,
    seconds(s.secondsPerTurn),
    String(s.failed),
  ];
}

/** Failed games listed under the table; the rest are counted (JSON has them all). */
export const FAILED_GAMES_SHOWN = 10;

/**
 * The report as a terminal table (with a headline, and the failed games under it), a Markdown
 * table (the same), or JSON (the whole report, games and failures included).
 */
export function formatReport(report: TournamentReport, format: ReportFormat): string {
  if (format === 'json') return JSON.stringify(report, null, 2);
  const rows = report.standings.map(standingCells);
  const draws = report.games.filter((g) => g.winner === null).length;
  const headline = `Tournament ${report.tournament}: ${report.finished}/${report.scheduled} games finished${draws ? ` (${draws} drawn)` : ''}${report.failed ? `, ${report.failed} failed` : ''}${report.pending ? `, ${report.pending} not played yet` : ''}`;
  const failed = failedGameLines(report);
  if (format === 'markdown') {
    const esc = (c: string) => c.replace(/\|/g, '\\|');
    const right = REPORT_COLUMNS.map((_, i) => (i === 0 ? ':---' : '---:'));
    return [
      `**${headline}**`,
      '',
      `| ${REPORT_COLUMNS.join(' | ')} |`,
      `| ${right.join(' | ')} |`,
      ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
      '',
      ...legend(report).map((l) => `_${l}_`),
      ...(failed.length ? ['', '**Failed games**', '', ...failed.map((l) => `- ${l}`)] : []),
      '',
    ].join('\n');
  }
  return [
    headline,
    '',
    ...textTable([...REPORT_COLUMNS], rows),
    '',
    ...legend(report),
    ...(failed.length ? ['', 'Failed games:', ...failed.map((l) => `  ${l}`)] : []),
  ].join('\n');
}

/** `game 3 (seed 9, a vs b), 3 tries: reason` for the first failed games, then a count. */
function failedGameLines(report: TournamentReport): string[] {
  const lines = report.failures
    .slice(0, FAILED_GAMES_SHOWN)
    .map(
      (f) =>
        `game ${f.index} (seed ${f.seed}, ${f.seats.join(' vs ')}), ${f.attempts} ${f.attempts === 1 ? 'try' : 'tries'}: ${f.reason.split('\n')[0]}`,
    );
  const more = report.failures.length - lines.length;
  return more > 0 ? [...lines, `… and ${more} more (the JSON report lists them all)`] : lines;
}

/** A plain-text table: columns padded to their widest visible cell (ANSI colours ignored). */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string[] {
  const widths = header.map((h, i) =>
    Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => {
        const pad = ' '.repeat(widths[i]! - visibleLength(c));
        return i === 0 ? c + pad : pad + c;
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)];
}

/** Columns a terminal gives `text`: ANSI colours take none, CJK and emoji two, accents none. */
export function visibleLength(text: string): number {
  return stringWidth(text);
}

/** Two significant figures below a second (bots act in milliseconds), fewer decimals above. */
function seconds(x: number): string {
  if (x === 0) return '0';
  if (x < 1) return x.toPrecision(2);
  return x.toFixed(x >= 10 ? 0 : 1);
}

function pct(x: number, digits = 0): string {
  return `${(x * 100).toFixed(digits)}%`;
}

function count(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 10_000) return `${Math.round(n / 1000)}k`;
  if (n >= 1000) return `${(n / 1000).toFixed(1)}k`;
  return String(Math.round(n));
}
