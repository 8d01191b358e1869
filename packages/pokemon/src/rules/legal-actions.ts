import type { Action, GameState, PlayerId } from '@playmat/engine';
import { isBasicPokemon, isEnergy, isEvolution, trainerKind } from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { attachedTypes, type Cards, missingEnergy, pokemonIn, pokemonInPlay } from '../game/board';
import { attackBaseDamage } from '../game/damage';
import type { PokemonState } from '../game/state';
import { BENCH_ZONES, zoneKey } from '../game/zones';

const ai = { source: 'ai' } as const;

/**
 * Likely-legal actions for `player` right now, as engine actions (cards by `#id`). Covers the
 * setup placements, the start-of-turn draw, decisions, and the main phase: Basic Pokémon to the
 * Bench, one Energy attachment, evolutions, Trainers, retreat, affordable attacks and end_turn.
 * Abilities and card effects are left out: they need the card text to be carried out.
 */
export function pokemonLegalActions(
  state: GameState<PokemonState>,
  player: PlayerId,
  registry: Pick<CardRegistry, 'get'>,
): Action[] {
  if (state.result) return [];
  const cards: Cards = { getTemplate: (id) => registry.get(id) };
  const p = state.plugin;
  const out: Action[] = [];
  const decision = state.pendingDecision;
  if (decision?.decider === player) {
    for (const choice of decision.options ?? [])
      out.push({ type: 'resolve_decision', player, ...ai, choice });
    return out;
  }
  const hand = (state.zones[zoneKey(player, 'hand')]?.cards ?? []).map((id) => ({
    id,
    card: registry.get(state.cards[id]?.templateId ?? '') as PokemonCard,
  }));
  const distinct = <T extends { card: PokemonCard }>(list: T[]) =>
    list.filter((x, i) => list.findIndex((y) => y.card.id === x.card.id) === i);
  const emptyBench = BENCH_ZONES.map((b) => zoneKey(player, b)).find(
    (k) => (state.zones[k]?.cards.length ?? 0) === 0,
  );
  const basics = distinct(hand.filter((h) => h.card && isBasicPokemon(h.card)));

  if (p.stage === 'setup') {
    if (p.setupReady.includes(player)) return out;
    const active = zoneKey(player, 'active');
    if ((state.zones[active]?.cards.length ?? 0) === 0) {
      for (const b of basics)
        out.push({ type: 'move_card', player, ...ai, card: `#${b.id}`, to: active, faceUp: false });
      return out;
    }
    if (emptyBench)
      for (const b of basics)
        out.push({
          type: 'move_card',
          player,
          ...ai,
          card: `#${b.id}`,
          to: emptyBench,
          faceUp: false,
        });
    out.push({ type: 'declare_action', player, ...ai, kind: 'setup_done' });
    return out;
  }
  if (state.turn.activePlayer !== player) return [{ type: 'concede', player, ...ai }];
  if (decision) return [{ type: 'end_turn', player, ...ai }];
  if (state.turn.phase === 'draw') {
    if (!p.flags.drew && (state.zones[zoneKey(player, 'deck')]?.cards.length ?? 0) > 0)
      return [{ type: 'draw', player, ...ai }];
    return [{ type: 'end_phase', player, ...ai }];
  }

  const mine = pokemonInPlay(cards, state, player);
  if (emptyBench)
    for (const b of basics)
      out.push({ type: 'move_card', player, ...ai, card: `#${b.id}`, to: emptyBench });
  if (!p.flags.energyAttached)
    for (const e of distinct(hand.filter((h) => h.card && isEnergy(h.card))))
      for (const m of mine)
        out.push({
          type: 'move_card',
          player,
          ...ai,
          card: `#${e.id}`,
          to: m.zone,
          position: 'bottom',
        });
  if (p.gameTurn > 2)
    for (const e of distinct(hand.filter((h) => h.card && isEvolution(h.card))))
      for (const m of mine)
        if (
          isEvolution(e.card) &&
          e.card.evolvesFrom === m.card.name &&
          !p.flags.enteredThisTurn.includes(m.top)
        )
          out.push({
            type: 'move_card',
            player,
            ...ai,
            card: `#${e.id}`,
            to: m.zone,
            position: 'top',
          });
  for (const t of distinct(hand.filter((h) => h.card && trainerKind(h.card) !== undefined))) {
    const kind = trainerKind(t.card);
    if (kind === 'Supporter' && (p.flags.supporterPlayed || p.gameTurn === 1)) continue;
    if (kind === 'Stadium' && p.flags.stadiumPlayed) continue;
    if (kind === 'Pokémon Tool') {
      for (const m of mine)
        if (m.tools.length === 0)
          out.push({
            type: 'declare_action',
            player,
            ...ai,
            kind: 'play_trainer',
            card: `#${t.id}`,
            zone: zoneKey(player, 'hand'),
            details: { target: m.zone },
          });
      continue;
    }
    out.push({
      type: 'declare_action',
      player,
      ...ai,
      kind: 'play_trainer',
      card: `#${t.id}`,
      zone: zoneKey(player, 'hand'),
    });
  }
  const active = pokemonIn(cards, state, zoneKey(player, 'active'));
  const stuck = active?.conditions.some((s) => s === 'asleep' || s === 'paralyzed') ?? true;
  if (
    active &&
    !stuck &&
    !p.flags.retreated &&
    active.energy.length >= active.card.retreatCost.length
  )
    for (const m of mine)
      if (m.zone !== active.zone)
        out.push({
          type: 'declare_action',
          player,
          ...ai,
          kind: 'retreat',
          details: { to: m.zone, discard: active.energy.slice(0, active.card.retreatCost.length) },
        });
  if (active && !stuck && p.gameTurn !== 1) {
    const types = attachedTypes(cards, state, active);
    for (const attack of active.card.attacks)
      if (missingEnergy(attack.cost, types).length === 0) {
        const { base, variable } = attackBaseDamage(attack);
        out.push({
          type: 'declare_action',
          player,
          ...ai,
          kind: 'attack',
          card: `#${active.top}`,
          details: variable ? { attack: attack.name, damage: base } : { attack: attack.name },
        });
      }
  }
  out.push({ type: 'end_turn', player, ...ai });
  return out;
}
