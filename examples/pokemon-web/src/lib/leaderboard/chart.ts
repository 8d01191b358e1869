import type { LeaderboardStanding } from './report';

/** One entrant's row of the rating chart, in SVG units. */
export interface ChartRow {
  readonly entrant: string;
  readonly y: number;
  /** The rating's x. */
  readonly x: number;
  /** The 95 % interval (rating ± 2·deviation). */
  readonly x1: number;
  readonly x2: number;
  readonly label: string;
}

/** The rating chart: rows best first, an axis with round ticks. */
export interface RatingChart {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly ChartRow[];
  readonly ticks: readonly { readonly x: number; readonly value: number }[];
  /** Left edge of the plot (entrant names are written before it). */
  readonly left: number;
}

/**
 * Lays out a forest plot of Glicko-2 ratings: for each entrant a dot at its rating and a line
 * over rating ± 2·deviation (about 95 %), on one axis that holds every interval.
 */
export function ratingChart(
  standings: readonly LeaderboardStanding[],
  size: { width?: number; rowHeight?: number; left?: number } = {},
): RatingChart {
  const width = size.width ?? 640;
  const rowHeight = size.rowHeight ?? 28;
  const left = size.left ?? 150;
  const right = 20;
  const top = 10;
  const axis = 24;
  const lows = standings.map((s) => s.rating - 2 * s.rd);
  const highs = standings.map((s) => s.rating + 2 * s.rd);
  // Ticks a rating point apart at the finest: a step far below the ratings' own size would not
  // move `v` in the tick loop below (1500 + 1e-13 is 1500), which then never ends.
  const step = Math.max(1, tickStep(Math.max(...highs) - Math.min(...lows)));
  const min = Math.floor(Math.min(...lows) / step) * step;
  const max = Math.ceil(Math.max(...highs) / step) * step;
  const span = max - min || 1;
  const x = (v: number) => left + ((v - min) / span) * (width - left - right);
  const rows = standings.map((s, i) => ({
    entrant: s.entrant,
    y: top + rowHeight * i + rowHeight / 2,
    x: x(s.rating),
    x1: x(s.rating - 2 * s.rd),
    x2: x(s.rating + 2 * s.rd),
    label: `${Math.round(s.rating)} ± ${Math.round(s.rd)}`,
  }));
  const ticks: { x: number; value: number }[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push({ x: x(v), value: v });
  return { width, height: top + rowHeight * standings.length + axis, rows, ticks, left };
}

/** A round step (1, 2 or 5 × 10^n) that cuts `range` into about five parts. */
export function tickStep(range: number): number {
  if (!(range > 0)) return 100;
  const raw = range / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power;
}
