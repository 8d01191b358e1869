import type { GameView } from '@playmat/engine';
import type { MatchEvent, MatchResult, RoleFigures, Seat } from '../match/types';
import { type Palette, pad, visibleLength } from './ansi';
import { type CardLookup, formatBoard } from './board';

/** Options of {@link createMatchRenderer}. */
export interface MatchRendererOptions {
  /** Receives whole lines (no trailing newline). */
  readonly write: (line: string) => void;
  readonly palette: Palette;
  readonly seats: readonly Seat[];
  readonly cards: CardLookup;
  /** Print only the header and the summary. */
  readonly quiet: boolean;
}

/** Renders a match from its events; the same calls produce the same text (replay relies on it). */
export interface MatchRenderer {
  header(info: { seed: number; rules: string; mode: string; maxTurns: number }): void;
  /** `view` is a public (spectator) view of the state when the event happened. */
  event(event: MatchEvent, view: () => GameView): void;
  summary(result: MatchResult): void;
}

const RULE = '─';
const WIDTH = 78;

/** Creates the live renderer used by matches and replays. */
export function createMatchRenderer(options: MatchRendererOptions): MatchRenderer {
  const { write, palette: c, seats, cards, quiet } = options;
  const seatOf = new Map(seats.map((s) => [s.id, s]));
  const labelOf = (id: string | undefined): string => {
    const seat = id === undefined ? undefined : seatOf.get(id);
    return seat ? `${seat.id} ${seat.deck}` : (id ?? '?');
  };
  const tag = (id: string | undefined): string => {
    const text = pad(id ?? '--', 2);
    return id === seats[0]?.id ? c.blue(text) : id === seats[1]?.id ? c.magenta(text) : text;
  };
  const boardSeats = seats.map((s) => ({ id: s.id, label: labelOf(s.id) }));
  const pending = new Map<string, MatchEvent>();
  let lastLogSeq = -1;
  let knockouts: readonly string[] = [];
  // Knock-outs are read from the public view (the plugin's knock-out lines, or the log), so
  // they print right after the call that caused them, live and in a replay alike.
  const logNews = (v: GameView) => {
    const current = (v.plugin as { knockouts?: unknown } | undefined)?.knockouts;
    if (Array.isArray(current)) {
      for (const ko of newTail(knockouts, current as string[])) {
        line(c.red(c.bold(`  ✖ ${firstLine(ko)}`)));
      }
      knockouts = current as string[];
    }
    for (const entry of v.log) {
      if (entry.seq <= lastLogSeq) continue;
      lastLogSeq = entry.seq;
      if (!Array.isArray(current) && /knocked out/i.test(entry.message)) {
        line(c.red(c.bold(`  ✖ ${firstLine(entry.message)}`)));
      }
      for (const b of entry.bypassed ?? []) {
        line(
          c.yellow(`  ${tag(entry.player)} ! rule "${b.rule}" bypassed: ${firstLine(b.effect)}`),
        );
      }
    }
  };

  const line = (text: string) => {
    if (!quiet) write(text);
  };

  return {
    header({ seed, rules, mode, maxTurns }) {
      write(c.bold('Playmat · Pokémon TCG'));
      for (const s of seats) {
        const planner = s.planner ? ` (planner ${s.planner})` : '';
        write(`  ${tag(s.id)}  ${pad(s.deck, 24)} ${s.model}${planner}`);
      }
      write(c.dim(`  seed ${seed} · rules ${rules} · mode ${mode} · max ${maxTurns} turns`));
    },

    event(e, view) {
      if (e.type === 'agent') return;
      // A call's consequences (knock-outs, bypassed rules) print after the call's own line.
      if (e.type !== 'turn_start' && e.type !== 'tool_call' && e.type !== 'tool_result')
        logNews(view());
      switch (e.type) {
        case 'turn_start': {
          const v = view();
          const title = ` Turn ${gameTurn(v) ?? e.turn ?? '?'} · ${labelOf(e.player)} `;
          line('');
          line(
            c.bold(
              `${RULE.repeat(2)}${title}${RULE.repeat(Math.max(2, WIDTH - 2 - visibleLength(title)))}`,
            ),
          );
          logNews(v);
          if (!quiet) for (const l of formatBoard(v, boardSeats, cards, c)) write(l);
          return;
        }
        case 'phase_start':
          // Automatic phases (the draw, auto setup) are not worth a line.
          if (e.phase && e.phase !== 'main' && e.mode !== 'auto') {
            line(c.dim(`  ${tag(e.player)} · ${e.phase}`));
          }
          return;
        case 'tool_call':
          pending.set(e.player ?? '', e);
          return;
        case 'tool_result': {
          const call = pending.get(e.player ?? '');
          pending.delete(e.player ?? '');
          const tool = e.tool ?? call?.tool ?? '?';
          const args = call && call.tool === tool ? formatInput(call.input) : '';
          const mark =
            e.status === 'cancelled' ? c.dim('–') : e.ok === false ? c.red('✗') : c.green('✓');
          const outcome = outcomeLine(e.summary ?? '');
          const text = `  ${tag(e.player)} ${mark} ${c.bold(tool)}${args ? ` ${args}` : ''}`;
          line(
            outcome ? `${text} ${c.dim('→')} ${e.ok === false ? c.red(outcome) : outcome}` : text,
          );
          logNews(view());
          return;
        }
        case 'plan':
          for (const l of (e.text ?? '').split('\n').filter((s) => s.trim() !== '')) {
            line(c.dim(`     │ ${clip(l, WIDTH - 7)}`));
          }
          return;
        case 'replan':
          line(c.yellow(`  ${tag(e.player)} ↻ replan: ${firstLine(e.reason ?? '')}`));
          return;
        case 'rewind':
          line(c.yellow(`  ${tag(e.player)} ↶ rewind: ${firstLine(String(e.guidance ?? ''))}`));
          return;
        case 'stall':
          line(
            c.yellow(
              `  ${tag(e.player)} ⏸ stalled; the runtime forced ${String(e.forced ?? 'a move')}`,
            ),
          );
          return;
        case 'warning':
          line(c.yellow(`  ${tag(e.player)} ! ${firstLine(e.message ?? e.text ?? '')}`));
          return;
        case 'knockout':
          line(c.red(c.bold(`  ✖ ${firstLine(e.message ?? knockoutText(e))}`)));
          return;
        case 'error':
          line(c.red(`  ${tag(e.player)} error: ${firstLine(e.message ?? '')}`));
          return;
        default:
          return;
      }
    },

    summary(result) {
      write('');
      write(c.bold(RULE.repeat(WIDTH)));
      write(c.bold(winnerLine(result, labelOf)));
      write(
        `Turns ${result.turns} · tool calls ${result.toolCalls} · rejected ${result.rejected} · ${(result.durationMs / 1000).toFixed(1)}s`,
      );
      write(c.dim(`Final state ${result.stateHash.slice(0, 16)}`));
      write('');
      for (const l of figuresTable(result, seats, c)) write(l);
    },
  };
}

/** `Winner: p1 base-brushfire — all prizes taken`, or why there is none. */
export function winnerLine(result: MatchResult, labelOf: (id: string) => string): string {
  if (result.aborted) return `Interrupted: ${result.reason}`;
  if (result.winner === null) return `No winner: ${result.reason}`;
  return `Winner: ${labelOf(result.winner)} — ${result.reason}`;
}

/** A role's token counts are estimates when the offline bot played it (it sends no request). */
function isEstimated(r: RoleFigures): boolean {
  return r.tokensEstimated ?? r.modelIds?.includes('bot') ?? false;
}

/**
 * Per player a total row, then one row per role (autonomous, planner, executor). The total row
 * fills every column; a role row fills the columns that split by role (model calls, tokens,
 * cost), and those add up to the total. Estimated figures carry a `~`, explained below.
 */
export function figuresTable(result: MatchResult, seats: readonly Seat[], c: Palette): string[] {
  const header = [
    'player',
    'role',
    'model calls',
    'tool calls',
    'rejected',
    'in tok',
    'out tok',
    'cost',
  ];
  const rows: string[][] = [];
  let estimated = false;
  let priced = false;
  for (const seat of seats) {
    const p = result.perPlayer[seat.id];
    if (!p) continue;
    const roles = Object.entries(p.byRole);
    const est =
      roles.some(([, r]) => isEstimated(r)) || (roles.length === 0 && seat.model === 'bot');
    const mark = (text: string, on: boolean) => (on ? `~${text}` : text);
    const sum = (f: (r: RoleFigures) => number) => roles.reduce((n, [, r]) => n + f(r), 0);
    const inTok = roles.length > 0 ? sum((r) => r.usage.inputTokens) : p.usage.inputTokens;
    const outTok = roles.length > 0 ? sum((r) => r.usage.outputTokens) : p.usage.outputTokens;
    const cost = roles.length > 0 ? sum((r) => r.cost) : p.cost;
    estimated ||= est;
    priced ||= cost > 0;
    rows.push([
      `${seat.id} ${seat.model}`,
      'total',
      String(sum((r) => r.calls)),
      String(p.toolCalls),
      String(p.rejected),
      mark(tokens(inTok), est),
      mark(tokens(outTok), est),
      money(cost),
    ]);
    for (const [role, r] of roles) {
      rows.push([
        '',
        role,
        String(r.calls),
        '',
        '',
        mark(tokens(r.usage.inputTokens), isEstimated(r)),
        mark(tokens(r.usage.outputTokens), isEstimated(r)),
        money(r.cost),
      ]);
    }
  }
  const notes: string[] = [];
  if (estimated)
    notes.push(
      '~ estimated: the offline bot sends no request; its tokens are the prompt, tool definitions',
      "  and replies a model would read and write, counted with the o200k_base tokenizer (OpenAI's",
      '  GPT-4o, GPT-4.1, o-series): an estimate for other providers, whose tokenizers differ.',
    );
  if (priced) notes.push('Costs are estimated from list prices per token, not read from a bill.');
  return [...table(header, rows, [0, 1], c), ...notes.map((n) => c.dim(n))];
}

/** Aligned columns: `leftColumns` are left-aligned, the rest right-aligned. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns: readonly number[],
  c: Palette,
): string[] {
  // Widths in terminal columns: colour codes take none, wide characters two.
  const widths = header.map((h, i) =>
    Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ''))),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i]!, leftColumns.includes(i) ? 'left' : 'right'))
      .join('  ')
      .trimEnd();
  return [c.dim(format(header)), ...rows.map((r) => format(r))];
}

/** `12.3k` style token counts. */
export function tokens(n: number): string {
  if (n < 10_000) return String(Math.round(n));
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)}k`;
  return `${(n / 1_000_000).toFixed(2)}M`;
}

/** Dollars with enough digits for cheap models. */
export function money(n: number): string {
  if (!Number.isFinite(n)) return '—';
  return n === 0 ? '$0' : n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
}

/** `energy="Fire Energy" target=your_active`. */
export function formatInput(input: unknown): string {
  if (input === null || typeof input !== 'object') return input === undefined ? '' : String(input);
  return clip(
    Object.entries(input as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => {
        const s = typeof v === 'string' ? v : JSON.stringify(v);
        return `${k}=${typeof v === 'string' && /[\s"=]/.test(s) ? JSON.stringify(s) : s}`;
      })
      .join(' '),
    60,
  );
}

/**
 * The lines of `current` that `previous` did not have. Both are the latest lines of an
 * append-only list that keeps a bounded tail, so the overlap is a suffix of `previous`.
 */
export function newTail(previous: readonly string[], current: readonly string[]): string[] {
  for (let k = Math.min(previous.length, current.length); k > 0; k--) {
    let same = true;
    for (let i = 0; i < k && same; i++) same = current[i] === previous[previous.length - k + i];
    if (same) return current.slice(k);
  }
  return [...current];
}

function knockoutText(e: MatchEvent): string {
  const who = typeof e.pokemon === 'string' ? e.pokemon : 'a Pokémon';
  return `${who} is knocked out${e.player ? ` (${e.player})` : ''}`;
}

/**
 * A tool result as one line. A result that introduces a list ("You drew 2 cards:" and a line
 * per card) keeps the list, joined, instead of stopping at the colon.
 */
export function outcomeLine(text: string): string {
  const [head = '', ...rest] = text.split('\n');
  if (!head.trimEnd().endsWith(':')) return clip(head, 100);
  const items = rest.map((l) => l.replace(/^\s*[-*•]\s*/, '').trim()).filter((l) => l !== '');
  if (items.length === 0) return clip(head.trimEnd().replace(/:$/, '.'), 100);
  return clip(`${head.trimEnd()} ${items.join(', ')}`, 100);
}

/** The game turn (1 = the first player's first turn) from the Pokémon plugin's public state. */
function gameTurn(view: GameView): number | undefined {
  const turn = (view.plugin as { gameTurn?: unknown } | undefined)?.gameTurn;
  return typeof turn === 'number' && turn > 0 ? turn : undefined;
}

function firstLine(text: string): string {
  return clip(text.split('\n')[0] ?? '', 100);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `max` terminal columns, cut between characters (never inside one) with an ellipsis. */
export function clip(text: string, max: number): string {
  if (visibleLength(text) <= max) return text;
  let out = '';
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    const w = visibleLength(segment);
    if (width + w > max - 1) break;
    out += segment;
    width += w;
  }
  return `${out}…`;
}
