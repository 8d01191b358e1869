import type { CardView, GameView, PlayerId, ZoneView } from '@playmat/engine';
import {
  basicEnergyType,
  isEnergy,
  isPokemon,
  parseDamage,
  trainerKind,
} from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { withLentAttacks } from '../effects/copied-attacks';
import type { Marker } from '../effects/markers';
import { attachedItem } from '../game/attachments';
import { energyProvided } from '../game/board';

/** Status conditions as counters on the top card of a stack. */
export const STATUSES = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const;
/** One status condition. */
export type Status = (typeof STATUSES)[number];

/** A card the bot can see, with its definition. */
export interface SeenCard {
  readonly view: CardView;
  readonly card: PokemonCard;
}

/** A Pokémon in play as the bot reads it from a view. */
export interface InPlay {
  /** Agent zone key: `your_active`, `your_bench_2`, `opponent_active` … */
  readonly zone: string;
  readonly top: SeenCard & { readonly card: PokemonSupertypeCard };
  readonly energy: readonly SeenCard[];
  readonly tools: readonly SeenCard[];
  readonly damage: number;
  readonly hpLeft: number;
  readonly statuses: readonly Status[];
  /** Energy types provided, one entry per unit (Double Colorless Energy counts twice). */
  readonly provides: readonly EnergyType[];
  /** Attacks it can't use now (lasting effects); `*` for none at all. */
  readonly blocked: readonly string[];
}

/** One side of the table. */
export interface Side {
  readonly player: PlayerId;
  readonly active: InPlay | null;
  readonly bench: readonly InPlay[];
  /** Empty bench zones, agent keys, in order. */
  readonly emptyBench: readonly string[];
  readonly hand: readonly SeenCard[];
  readonly handCount: number;
  readonly discard: readonly SeenCard[];
  readonly deckCount: number;
  readonly prizesLeft: number;
}

/** The table as one player may know it. */
export interface Board {
  readonly me: Side;
  readonly opp: Side;
  readonly stadium: SeenCard | null;
  readonly turn: number;
  readonly myTurn: boolean;
}

const BENCH = [1, 2, 3, 4, 5] as const;

/** `p1:bench_2` → `your_bench_2` / `opponent_bench_2`; shared zones keep their name. */
export function agentZoneKey(viewer: PlayerId, engineKey: string): string {
  const i = engineKey.indexOf(':');
  if (i < 0) return engineKey;
  const owner = engineKey.slice(0, i);
  return `${owner === viewer ? 'your' : 'opponent'}_${engineKey.slice(i + 1)}`;
}

function seen(registry: CardRegistry, cards: readonly CardView[]): SeenCard[] {
  const out: SeenCard[] = [];
  for (const v of cards) {
    const card = registry.get(v.templateId);
    if (card) out.push({ view: v, card });
  }
  return out;
}

/** Energy types one Energy card provides. */
export function energyProvides(card: PokemonCard): EnergyType {
  return basicEnergyType(card) ?? 'Colorless';
}

/** Attack names a Pokémon can't use now, from the lasting effects the view shows. */
function blockedAttacks(markers: readonly Marker[], top: string): string[] {
  const out: string[] = [];
  for (const m of markers) {
    if (m.card !== top) continue;
    if (m.kind === 'cant-attack') out.push('*');
    if ((m.kind === 'cant-use-attack' || m.kind === 'used-attack') && m.name) out.push(m.name);
  }
  return out;
}

function readStack(
  registry: CardRegistry,
  zone: ZoneView | undefined,
  agentKey: string,
  markers: readonly Marker[] = [],
): InPlay | null {
  if (!zone || zone.cards.length === 0) return null;
  const cards = seen(registry, zone.cards);
  const topCard = cards[0];
  if (!topCard || !isPokemon(topCard.card)) return null;
  const energy = cards.filter((c) => isEnergy(c.card));
  const tools = cards.filter((c) => trainerKind(c.card) === 'Pokémon Tool');
  let damage = 0;
  for (const c of zone.cards) damage += c.counters.damage ?? 0;
  const statuses = STATUSES.filter((s) => (topCard.view.counters[s] ?? 0) > 0);
  const printed = topCard as SeenCard & { card: PokemonSupertypeCard };
  // A Technical Machine attached to it lends its attack (as the game's board reads it).
  const lent = cards.flatMap((c) =>
    c.card.supertype === 'Trainer' && attachedItem(c.card)?.lendsAttack
      ? (c.card.attacks ?? []).map((attack) => ({ attack, template: c.card.id }))
      : [],
  );
  const top = lent.length > 0 ? { ...printed, card: withLentAttacks(printed.card, lent) } : printed;
  return {
    zone: agentKey,
    top,
    energy,
    tools,
    damage,
    hpLeft: top.card.hp - damage,
    statuses,
    provides: energy.flatMap((e) => energyProvided(e.card)),
    blocked: blockedAttacks(markers, top.view.id),
  };
}

function readSide(registry: CardRegistry, view: GameView, player: PlayerId): Side {
  const prefix = player === view.viewer ? 'your' : 'opponent';
  const z = (name: string) => view.zones[`${player}:${name}`];
  const markers = (view.plugin as { markers?: readonly Marker[] } | undefined)?.markers ?? [];
  const bench: InPlay[] = [];
  const emptyBench: string[] = [];
  for (const n of BENCH) {
    const p = readStack(registry, z(`bench_${n}`), `${prefix}_bench_${n}`, markers);
    if (p) bench.push(p);
    else if ((z(`bench_${n}`)?.count ?? 0) === 0) emptyBench.push(`${prefix}_bench_${n}`);
  }
  let prizesLeft = 0;
  for (let n = 1; n <= 6; n++) prizesLeft += z(`prizes_${n}`)?.count ?? 0;
  const hand = z('hand');
  return {
    player,
    active: readStack(registry, z('active'), `${prefix}_active`, markers),
    bench,
    emptyBench,
    hand: seen(registry, hand?.cards ?? []),
    handCount: hand?.count ?? 0,
    discard: seen(registry, z('discard')?.cards ?? []),
    deckCount: z('deck')?.count ?? 0,
    prizesLeft,
  };
}

/** Reads a player's view into a typed board. Only what the view shows is used. */
export function readBoard(view: GameView, registry: CardRegistry): Board {
  const me = view.viewer;
  const opp = view.players.find((p) => p !== me) ?? me;
  const stadiumCards = seen(registry, view.zones.stadium?.cards ?? []);
  return {
    me: readSide(registry, view, me),
    opp: readSide(registry, view, opp),
    stadium: stadiumCards[0] ?? null,
    turn: view.turn.number,
    myTurn: view.turn.activePlayer === me,
  };
}

/** Every Pokémon of a side, Active first. */
export function inPlay(side: Side): InPlay[] {
  return side.active ? [side.active, ...side.bench] : [...side.bench];
}

/**
 * Whether `provides` pays `cost`: typed symbols first, Colorless from whatever is left.
 * Returns the number of symbols still missing (0 = payable).
 */
export function missingEnergyCount(
  cost: readonly EnergyType[],
  provides: readonly EnergyType[],
): number {
  const pool = [...provides];
  let missing = 0;
  let colorless = 0;
  for (const t of cost) {
    if (t === 'Colorless') {
      colorless++;
      continue;
    }
    const i = pool.indexOf(t);
    if (i >= 0) pool.splice(i, 1);
    else missing++;
  }
  return missing + Math.max(0, colorless - pool.length);
}

/** Whether one more Energy of `type` brings `cost` closer to payable. */
export function energyHelps(
  cost: readonly EnergyType[],
  provides: readonly EnergyType[],
  type: EnergyType,
): boolean {
  return missingEnergyCount(cost, [...provides, type]) < missingEnergyCount(cost, provides);
}

/** Printed base damage of an attack (0 for none). */
export function baseDamage(damage: string): number {
  try {
    return parseDamage(damage)?.base ?? 0;
  } catch {
    return 0;
  }
}
