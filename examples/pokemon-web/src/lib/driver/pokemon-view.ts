import type { CardView, GameView, ZoneView } from '@playmat/engine';
import {
  BENCH_ZONES,
  type CardRegistry,
  DAMAGE_COUNTER,
  energyProvides,
  type PokemonCard,
  type PokemonState,
  PRIZE_ZONES,
  SPECIAL_CONDITIONS,
  trainerKind,
  zoneKey,
} from '@playmat/pokemon';
import type {
  BoardView,
  CardDetails,
  CardFace,
  MatchResult,
  PlayerId,
  PlayerSideView,
  PokemonInPlay,
  Viewer,
} from '../view';

/**
 * Maps an engine {@link GameView} (what one seat may know) to the UI's {@link BoardView}.
 * Built from the view alone, never from raw state: a card the engine hides from the viewer
 * has no name or id here, so it cannot reach the screen.
 */

/** The engine id used for spectators: a player at no seat, so its view holds public information only. */
export const SPECTATOR_ID = 'spectator';

/** The engine viewer id for a UI viewer. */
export function engineViewerOf(viewer: Viewer): PlayerId {
  return viewer.kind === 'player' ? viewer.player : SPECTATOR_ID;
}

/** What a card says, from the card data, for the full card view. */
export function cardDetails(t: PokemonCard): CardDetails {
  const set = `${t.set.name} ${t.number}`;
  if (t.supertype === 'Pokémon')
    return {
      types: [...t.types],
      ...(t.evolvesFrom ? { evolvesFrom: t.evolvesFrom } : {}),
      abilities: t.abilities.map((a) => ({ name: a.name, type: a.type, text: a.text })),
      attacks: t.attacks.map((a) => ({
        name: a.name,
        cost: [...a.cost],
        damage: a.damage,
        text: a.text,
      })),
      weaknesses: t.weaknesses.map((w) => ({ ...w })),
      resistances: t.resistances.map((r) => ({ ...r })),
      retreatCost: [...t.retreatCost],
      rules: [...t.rules],
      set,
    };
  return {
    types: t.supertype === 'Energy' ? [energyProvides(t)] : [],
    abilities: [],
    attacks: [],
    weaknesses: [],
    resistances: [],
    retreatCost: [],
    rules: [...t.rules],
    set,
  };
}

/** A card face from a visible card, with what it says from the registry. */
export function cardFace(
  card: Pick<CardView, 'id' | 'templateId' | 'name'>,
  registry: Pick<CardRegistry, 'get'>,
): CardFace {
  const t = registry.get(card.templateId);
  if (!t) return { instanceId: card.id, name: card.name, supertype: 'Trainer', subtypes: [] };
  return {
    instanceId: card.id,
    name: t.name,
    supertype: t.supertype,
    subtypes: [...t.subtypes],
    ...(t.supertype === 'Pokémon' ? { hp: t.hp } : {}),
    details: cardDetails(t),
  };
}

/** The Pokémon stack in a zone (top card first), or null when no visible Pokémon is on top. */
function stackIn(
  key: string,
  zone: ZoneView | undefined,
  registry: Pick<CardRegistry, 'get'>,
): PokemonInPlay | null {
  const top = zone?.cards.find((c) => c.position === 1) ?? zone?.cards[0];
  if (!zone || !top) return null;
  const face = cardFace(top, registry);
  if (face.supertype !== 'Pokémon') return null;
  const energy: CardFace[] = [];
  const attachments: CardFace[] = [];
  let damage = 0;
  for (const c of zone.cards) {
    damage += c.counters[DAMAGE_COUNTER] ?? 0;
    if (c === top) continue;
    const f = cardFace(c, registry);
    if (f.supertype === 'Energy') energy.push(f);
    else if (f.supertype === 'Trainer') {
      const t = registry.get(c.templateId);
      if (t && trainerKind(t) !== undefined) attachments.push(f);
    }
    // Earlier evolution stages sit under the top card and are not drawn.
  }
  return {
    zone: key,
    card: face,
    damage,
    energy,
    attachments,
    conditions: SPECIAL_CONDITIONS.filter((s) => (top.counters[s] ?? 0) > 0),
  };
}

const countOf = (zone: ZoneView | undefined): number =>
  zone ? (zone.count ?? zone.cards.length + zone.hidden) : 0;

/** The result of a game, as the UI shows it. */
export function matchResultOf(view: Pick<GameView, 'result'>): MatchResult | null {
  const r = view.result;
  if (!r) return null;
  return { winner: r.winners.length === 1 ? (r.winners[0] ?? null) : null, reason: r.reason };
}

/** Builds the board for `viewer` from the engine view for that viewer. */
export function toBoardView(
  view: GameView,
  viewer: Viewer,
  registry: Pick<CardRegistry, 'get'>,
  labels: Readonly<Record<PlayerId, string>>,
  /** Prize cards each player took (template ids by instance), shown to their taker only. */
  prizesTaken: Readonly<Record<PlayerId, readonly { id: string; templateId: string }[]>> = {},
): BoardView {
  if (view.viewer !== engineViewerOf(viewer)) {
    throw new Error(
      `toBoardView: the engine view is for "${view.viewer}" but the board is for "${engineViewerOf(viewer)}"; pass the view of the same seat.`,
    );
  }
  const plugin = view.plugin as Partial<PokemonState> | undefined;
  const players = view.players.map((player): PlayerSideView => {
    const z = (name: Parameters<typeof zoneKey>[1]) => view.zones[zoneKey(player, name)];
    const hand = z('hand');
    const own = viewer.kind === 'player' && viewer.player === player;
    return {
      player,
      label: labels[player] ?? player,
      active: stackIn(zoneKey(player, 'active'), z('active'), registry),
      bench: BENCH_ZONES.map((b) => stackIn(zoneKey(player, b), z(b), registry)).filter(
        (p): p is PokemonInPlay => p !== null,
      ),
      prizesLeft: PRIZE_ZONES.reduce((n, p) => n + countOf(z(p)), 0),
      deckCount: countOf(z('deck')),
      discard: (z('discard')?.cards ?? []).map((c) => cardFace(c, registry)),
      prizesTaken: own
        ? (prizesTaken[player] ?? []).map((c) => cardFace({ ...c, name: '' }, registry))
        : [],
      mulligans: plugin?.mulligans?.[player] ?? 0,
      faceDown: {
        active: (z('active')?.hidden ?? 0) > 0,
        bench: BENCH_ZONES.filter((b) => (z(b)?.hidden ?? 0) > 0 && !z(b)?.cards.length).length,
      },
      hand: own
        ? { visible: true, cards: (hand?.cards ?? []).map((c) => cardFace(c, registry)) }
        : { visible: false, count: countOf(hand) },
    };
  });
  const stadiumTop = view.zones.stadium?.cards[0];
  const result = matchResultOf(view);
  return {
    viewer,
    turn: plugin?.gameTurn ?? view.turn.number,
    stage: plugin?.stage ?? 'play',
    currentPlayer: view.turn.activePlayer,
    phase: result ? 'finished' : view.pendingDecision ? 'decision' : view.turn.phase,
    stadium: stadiumTop ? cardFace(stadiumTop, registry) : null,
    staging: (view.zones.staging?.cards ?? []).map((c) => cardFace(c, registry)),
    players,
    result,
  };
}
