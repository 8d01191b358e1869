import stringWidth from 'string-width';
import type { Standing, TournamentReport } from './standings';

/** Output formats of {@link formatReport}. */
export type ReportFormat = 'table' | 'markdown' | 'json';

/** The table's columns, in order. */
export const REPORT_COLUMNS = [
  'entrant',
  'rating ± dev',
  'games',
  'win rate (95% CI)',
  'cost/game',
  'tokens in/out per game',
  'illegal',
  's/turn',
  'failed',
] as const;

/** The cells of one standing, as text. */
export function standingCells(s: Standing): string[] {
  return [
    s.entrant,
    `${Math.round(s.rating)} ± ${Math.round(s.rd)}`,
    String(s.games),
    `${pct(s.winRate)} (${pct(s.winRateLow)}–${pct(s.winRateHigh)})`,
    `$${s.costPerGame.toFixed(s.costPerGame >= 1 ? 2 : 4)}`,
    `${count(s.inputTokensPerGame)} / ${count(s.outputTokensPerGame)}`,
    s.calls === 0 ? '–' : `${pct(s.illegalRate, 1)} (${s.rejected}/${s.calls})`,
    seconds(s.secondsPerTurn),
    String(s.failed),
  ];
}

/**
 * The report as a terminal table (with a headline), a Markdown table, or JSON (the whole
 * report, games and failures included).
 */
export function formatReport(report: TournamentReport, format: ReportFormat): string {
  if (format === 'json') return JSON.stringify(report, null, 2);
  const rows = report.standings.map(standingCells);
  const headline = `Tournament ${report.tournament}: ${report.finished}/${report.scheduled} games finished${report.failed ? `, ${report.failed} failed` : ''}${report.pending ? `, ${report.pending} not played yet` : ''}`;
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
    ].join('\n');
  }
  return [headline, '', ...textTable([...REPORT_COLUMNS], rows)].join('\n');
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
