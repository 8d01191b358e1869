import type { Action, GameState, PlayerId } from '@playmat/engine';
import {
  evolvesOnto,
  isActivatedAbility,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  isPokemon,
  isRepeatableStadium,
  isUsableStadium,
  trainerKind,
} from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { attackForbiddenBy, hasMarker, markersOf } from '../effects/markers';
import {
  abilityWorks,
  attachFromHandRefusal,
  attackLockedByPower,
  evolveFromHandLockedBy,
  retreatCost,
  retreatStoppedBy,
} from '../effects/passives';
import { effectKey, unplayableReason } from '../effects/runtime';
import { energyAttachRefusal } from '../effects/special-energy';
import {
  attachedTypes,
  type Cards,
  missingEnergyOf,
  pokemonIn,
  pokemonInPlay,
} from '../game/board';
import type { PokemonState } from '../game/state';
import { BENCH_ZONES, zoneKey } from '../game/zones';
import { eraRules, firstTurnForbidsEvolving, mayRetreatAgain } from './era';
import { activeLockOf, trainerLock } from './rules';

const ai = { source: 'ai' } as const;

/**
 * Likely-legal actions for `player` right now, as engine actions (cards by `#id`). Covers the
 * setup placements, the start-of-turn draw, decisions, and the main phase: Basic Pokémon to the
 * Bench, one Energy attachment, evolutions, Trainers, retreat, affordable attacks and end_turn.
 * Abilities a player uses and the Stadium's use are listed too (their own conditions are left
 * to the rules). While a card effect resolves only its choices are offered.
 */
export function pokemonLegalActions(
  state: GameState<PokemonState>,
  player: PlayerId,
  registry: Pick<CardRegistry, 'get'> & Partial<Pick<CardRegistry, 'byName'>>,
): Action[] {
  if (state.result) return [];
  const cards: Cards = {
    getTemplate: (id) => registry.get(id),
    ...(registry.byName ? { byName: (n: string) => registry.byName?.(n) ?? [] } : {}),
  } as Cards;
  // Each card's own condition ("You can't play this if your Bench is full") is asked of it.
  const usable = (
    source: 'ability' | 'attack' | 'trainer' | 'stadium',
    card: PokemonCard,
    id: string,
    part?: string,
  ) =>
    unplayableReason(cards, state, {
      source,
      player,
      card: id,
      key: effectKey(source, card, part),
      name: part ?? card.name,
      ...(source === 'attack' ? { vars: { attack: part ?? '' } } : {}),
    }) === undefined;
  const p = state.plugin;
  const out: Action[] = [];
  const decision = state.pendingDecision;
  if (decision?.decider === player) {
    const options = decision.options ?? [];
    if (decision.select) {
      // Each way of picking the fewest (and, when more are allowed, one more).
      const { min, max } = decision.select;
      out.push({ type: 'resolve_decision', player, ...ai, choices: options.slice(0, min) });
      if (max > min && options.length > min)
        for (let i = min; i < options.length; i++)
          out.push({
            type: 'resolve_decision',
            player,
            ...ai,
            choices: [...options.slice(0, min), options[i] as string],
          });
    } else
      for (const choice of options) out.push({ type: 'resolve_decision', player, ...ai, choice });
    return out;
  }
  const open = state.plugin.effects.at(-1);
  if (open?.manual && open.player === player)
    return [{ type: 'declare_action', player, ...ai, kind: 'finish_effect' }];
  if (open) return [];
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
      for (const m of mine.filter(
        (x) =>
          !hasMarker(state, 'no-energy-attach', x.top) &&
          !hasMarker(state, 'no-hand-energy-attach', x.top) &&
          !(x.zone.endsWith(':active') && activeLockOf(state, x.zone)) &&
          !(e.card && attachFromHandRefusal(cards, state, x, e.card)) &&
          !(e.card && energyAttachRefusal(e.card, x)),
      ))
        out.push({
          type: 'move_card',
          player,
          ...ai,
          card: `#${e.id}`,
          to: m.zone,
          position: 'bottom',
        });
  // Giovanni lifts both timing limits for the Pokémon it chose.
  const anytime = (m: { top: string }) => markersOf(state, 'evolve-anytime', m.top).length > 0;
  for (const e of distinct(hand.filter((h) => h.card && isPokemon(h.card))))
    for (const m of mine)
      if (
        // An Evolution card, or a Basic card onto the Baby that evolves into it.
        (isEvolution(e.card) || m.card.subtypes.includes('Baby')) &&
        evolvesOnto(e.card, m.card) &&
        !evolveFromHandLockedBy(cards, state, m) &&
        (anytime(m) || (!firstTurnForbidsEvolving(p) && !p.flags.enteredThisTurn.includes(m.top)))
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
    if (trainerLock(cards, state, player, t.card) || !usable('trainer', t.card, t.id)) continue;
    const firstTurn = eraRules(p).firstTurn;
    if (
      kind === 'Supporter' &&
      (p.flags.supporterPlayed || (p.gameTurn === 1 && !firstTurn.supporter))
    )
      continue;
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
  const stuckHere = active ? retreatStoppedBy(cards, state, active) !== undefined : true;
  const cost = active ? retreatCost(cards, state, active) : null;
  const payment: string[] = [];
  if (active && cost !== null)
    for (const id of active.energy) {
      if (attachedTypes(cards, state, { ...active, energy: payment }).length >= cost) break;
      payment.push(id);
    }
  const canPay =
    active !== undefined &&
    cost !== null &&
    attachedTypes(cards, state, { ...active, energy: payment }).length >= cost;
  if (active && !stuckHere && mayRetreatAgain(p) && canPay)
    for (const m of mine)
      if (m.zone !== active.zone)
        out.push({
          type: 'declare_action',
          player,
          ...ai,
          kind: 'retreat',
          card: `#${active.top}`,
          zone: active.zone,
          details: { to: m.zone, discard: payment },
        });
  if (active && !stuck && (p.gameTurn !== 1 || eraRules(p).firstTurn.attack)) {
    for (const attack of active.card.attacks)
      if (
        missingEnergyOf(cards, state, active, attack.cost).length === 0 &&
        attackForbiddenBy(state, active.top, attack.name) === undefined &&
        attackLockedByPower(cards, state, active) === undefined &&
        usable('attack', active.card, active.top, attack.name)
      )
        out.push({
          type: 'declare_action',
          player,
          ...ai,
          kind: 'attack',
          card: `#${active.top}`,
          zone: active.zone,
          details: { attack: attack.name },
        });
  }
  const stadiumId = state.zones.stadium?.cards[0];
  const stadium = stadiumId ? registry.get(state.cards[stadiumId]?.templateId ?? '') : undefined;
  if (
    stadiumId &&
    stadium &&
    isUsableStadium(stadium) &&
    (!p.flags.stadiumUsed || isRepeatableStadium(stadium as PokemonCard)) &&
    usable('stadium', stadium as PokemonCard, stadiumId)
  )
    out.push({ type: 'declare_action', player, ...ai, kind: 'use_stadium' });

  for (const m of mine)
    for (const a of m.card.abilities)
      if (
        isActivatedAbility(a) &&
        !/^When you play/i.test(a.text) &&
        !p.flags.abilitiesUsed.includes(`${m.top}:${a.name}`) &&
        abilityWorks(cards, state, m, a) &&
        usable('ability', m.card, m.top, a.name)
      )
        out.push({
          type: 'declare_action',
          player,
          ...ai,
          kind: 'ability',
          card: `#${m.top}`,
          zone: m.zone,
          details: { ability: a.name },
        });
  out.push({ type: 'end_turn', player, ...ai });
  return out;
}
