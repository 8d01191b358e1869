import type { CardView, GameView, PlayerId, ZoneView } from '@playmat/engine';
import { basicEnergyType, isEnergy, isPokemon, type PokemonCard } from '@playmat/pokemon';
import { type Palette, pad } from './ansi';

/** Looks up card templates (the bundled registry satisfies it). */
export interface CardLookup {
  get(id: string): PokemonCard | undefined;
}

/** Special conditions, as counters on the top card of a stack. */
export const STATUSES = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const;

const BENCH_SLOTS = [1, 2, 3, 4, 5] as const;
const PRIZE_SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** One Pokémon in play as anyone at the table sees it. */
export interface PokemonInPlay {
  readonly name: string;
  readonly hp: number | null;
  readonly damage: number;
  /** Basic energy by type, special energy by name, in attach order. */
  readonly energy: readonly string[];
  readonly attached: readonly string[];
  readonly statuses: readonly string[];
}

/** One side of the board, public information only. */
export interface SideSummary {
  readonly player: PlayerId;
  readonly active: PokemonInPlay | null;
  readonly bench: readonly PokemonInPlay[];
  readonly prizesLeft: number | null;
  readonly hand: number | null;
  readonly deck: number | null;
  readonly discard: number | null;
}

/**
 * Reads one player's side from a view. Give it a spectator's view (a viewer id that is no
 * player) and it can only show what is public: hidden cards stay unknown.
 */
export function summariseSide(view: GameView, player: PlayerId, cards: CardLookup): SideSummary {
  const zone = (name: string): ZoneView | undefined => view.zones[`${player}:${name}`];
  const count = (name: string): number | null => zone(name)?.count ?? null;
  let prizes: number | null = 0;
  for (const slot of PRIZE_SLOTS) {
    const n = count(`prizes_${slot}`);
    if (n === null || prizes === null) prizes = null;
    else prizes += n;
  }
  if (!PRIZE_SLOTS.some((slot) => zone(`prizes_${slot}`))) prizes = count('prizes');
  const bench: PokemonInPlay[] = [];
  for (const slot of BENCH_SLOTS) {
    const p = stack(zone(`bench_${slot}`), cards);
    if (p) bench.push(p);
  }
  return {
    player,
    active: stack(zone('active'), cards),
    bench,
    prizesLeft: prizes,
    hand: count('hand'),
    deck: count('deck'),
    discard: count('discard'),
  };
}

function stack(zone: ZoneView | undefined, cards: CardLookup): PokemonInPlay | null {
  if (!zone || zone.cards.length === 0) return null;
  const [top, ...under] = zone.cards as [CardView, ...CardView[]];
  const template = cards.get(top.templateId);
  const damage = zone.cards.reduce((sum, c) => sum + (c.counters.damage ?? 0), 0);
  const energy: string[] = [];
  const attached: string[] = [];
  for (const c of under) {
    const t = cards.get(c.templateId);
    if (t && isEnergy(t)) energy.push(basicEnergyType(t) ?? t.name);
    else if (t && !isPokemon(t)) attached.push(t.name);
  }
  const statuses = STATUSES.filter(
    (s) => (top.counters[s] ?? 0) > 0 || (top.counters[`status_${s}`] ?? 0) > 0,
  );
  return {
    name: top.name,
    hp: template && isPokemon(template) ? template.hp : null,
    damage,
    energy,
    attached,
    statuses,
  };
}

/** `Fire×2 Water`: energy grouped by kind, in first-attached order. */
export function formatEnergy(energy: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const e of energy) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts].map(([e, n]) => (n > 1 ? `${e}×${n}` : e)).join(' ');
}

function formatPokemon(p: PokemonInPlay, c: Palette, compact: boolean): string {
  const left = p.hp === null ? null : Math.max(0, p.hp - p.damage);
  const hpText = left === null ? '' : `${left}/${p.hp}`;
  const hpColour = left === null || p.hp === null ? c.dim : left * 2 <= p.hp ? c.red : c.green;
  const parts = [c.bold(p.name), hpColour(compact ? hpText : `${hpText} HP`)];
  if (p.energy.length > 0) parts.push(c.yellow(`[${formatEnergy(p.energy)}]`));
  for (const a of p.attached) parts.push(c.cyan(`+${a}`));
  for (const s of p.statuses) parts.push(c.magenta(s));
  return parts.filter((s) => s !== '').join(' ');
}

const num = (n: number | null): string => (n === null ? '?' : String(n));

/**
 * The board as a few aligned lines: per side, a header (prizes left, hand, deck, discard),
 * the Active Pokémon and the Bench.
 */
export function formatBoard(
  view: GameView,
  players: readonly { id: PlayerId; label: string }[],
  cards: CardLookup,
  c: Palette,
): string[] {
  const lines: string[] = [];
  const labelWidth = Math.max(...players.map((p) => p.label.length));
  for (const { id, label } of players) {
    const side = summariseSide(view, id, cards);
    const counts = [
      `prizes ${num(side.prizesLeft)}`,
      `hand ${num(side.hand)}`,
      `deck ${num(side.deck)}`,
      `discard ${num(side.discard)}`,
    ]
      .map((s) => pad(s, 10))
      .join(' ');
    lines.push(`  ${c.bold(pad(label, labelWidth))}  ${c.dim(counts.trimEnd())}`);
    lines.push(
      `    ${c.dim('active')} ${side.active ? formatPokemon(side.active, c, false) : c.dim('—')}`,
    );
    const bench =
      side.bench.length === 0
        ? c.dim('—')
        : side.bench.map((p) => formatPokemon(p, c, true)).join(c.dim(' · '));
    lines.push(`    ${c.dim('bench ')} ${bench}`);
  }
  return lines;
}
