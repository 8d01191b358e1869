import type { GameToolContext, ToolCallExample } from '@playmat/agent/game';
import type { Action } from '@playmat/engine';
import { isEnergy } from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import { attackForbiddenBy } from '../effects/markers';
import { attackLockedByPower } from '../effects/passives';
import { type Cards, cardOf, pokemonIn } from '../game/board';
import type { PokemonState } from '../game/state';
import { BENCH_ZONES, zoneKey } from '../game/zones';
import { pokemonLegalActions } from '../rules/legal-actions';
import { manualEffectOpen } from './manual-tools';

type Ctx = GameToolContext<PokemonState>;

/**
 * The legal actions of `ctx.player` as calls of the Pokémon tools, cards by name and spots by
 * agent key (`{ tool: 'attach_energy', input: { energy: 'Fire Energy', target: 'your_active' } }`).
 * Error texts end with these as "Legal now", and the recovery test picks its honest calls here.
 */
export function pokemonLegalCalls(ctx: Ctx, registry: CardRegistry): ToolCallExample[] {
  const state = ctx.store.state;
  const cards: Cards = ctx.store.engine.definition.cards;
  const nameOf = (ref: unknown) =>
    typeof ref === 'string' ? (cardOf(cards, state, ref.replace(/^#/, ''))?.name ?? ref) : '';
  const out: ToolCallExample[] = [];
  for (const a of pokemonLegalActions(state, ctx.player, registry)) {
    const c = toToolCall(a, ctx, cards, nameOf);
    if (c) out.push(c);
  }
  if (manualEffectOpen(ctx)) out.unshift(...manualCalls(ctx, cards));
  return out;
}

/**
 * While a card the game does not carry out is open, its player's card moves are legal too
 * ("Legal now: finish_effect" alone hid them): one example of each, in their own zones.
 */
function manualCalls(ctx: Ctx, cards: Cards): ToolCallExample[] {
  const state = ctx.store.state;
  const hand = state.zones[zoneKey(ctx.player, 'hand')]?.cards ?? [];
  const first = hand[0] ? cardOf(cards, state, hand[0])?.name : undefined;
  const zone = (name: 'hand' | 'deck' | 'discard') => ctx.toAgentZone(zoneKey(ctx.player, name));
  return [
    { tool: 'draw', input: { count: 1 } },
    ...(first
      ? [{ tool: 'move_card', input: { card: first, from: zone('hand'), to: zone('discard') } }]
      : []),
    { tool: 'search_zone', input: { zone: zone('deck') } },
    { tool: 'shuffle', input: { zone: zone('deck') } },
    { tool: 'coin_flip', input: { count: 1 } },
  ];
}

function toToolCall(
  a: Action,
  ctx: Ctx,
  cards: Cards,
  nameOf: (ref: unknown) => string,
): ToolCallExample | undefined {
  const at = (key: unknown) => (typeof key === 'string' ? ctx.toAgentZone(key) : '');
  switch (a.type) {
    case 'move_card': {
      const name = nameOf(a.card);
      const to = at(a.to);
      if (a.position === 'bottom')
        return { tool: 'attach_energy', input: { energy: name, target: to } };
      if (a.position === 'top') return { tool: 'evolve', input: { card: name, target: to } };
      return { tool: 'play_pokemon', input: { card: name, to } };
    }
    case 'declare_action': {
      const d = (a.details ?? {}) as Record<string, unknown>;
      switch (a.kind) {
        case 'play_trainer':
          return {
            tool: 'play_trainer',
            input: { card: nameOf(a.card), ...(d.target ? { target: at(d.target) } : {}) },
          };
        case 'retreat':
          return { tool: 'declare_retreat', input: { to: at(d.to) } };
        case 'attack':
          return { tool: 'declare_attack', input: { attack: String(d.attack) } };
        case 'ability': {
          const mon = pokemonIn(cards, ctx.store.state, String(a.zone));
          return mon
            ? {
                tool: 'declare_ability',
                input: { pokemon: at(a.zone), ability: String(d.ability) },
              }
            : undefined;
        }
        case 'use_stadium':
          return { tool: 'use_stadium', input: {} };
        case 'setup_done':
          return { tool: 'end_phase', input: {} };
        case 'finish_effect':
          return { tool: 'finish_effect', input: {} };
        default:
          return undefined;
      }
    }
    case 'resolve_decision':
      return a.choices
        ? { tool: 'resolve_decision', input: { choices: a.choices.map((x) => ctx.localize(x)) } }
        : { tool: 'resolve_decision', input: { choice: ctx.localize(String(a.choice)) } };
    case 'end_turn':
      return { tool: 'end_turn', input: {} };
    case 'end_phase':
      return { tool: 'end_phase', input: {} };
    default:
      return undefined;
  }
}

/**
 * The values an argument of a Pokémon tool may take now, for a call that left it out or got it
 * wrong: the cards in hand of the kind the tool plays, the spots that hold (or can take) a
 * Pokémon, the Active Pokémon's attacks, the options of the pending choice.
 */
export function pokemonLegalValues(
  ctx: Ctx,
  tool: string,
  argument: string,
): readonly string[] | undefined {
  const state = ctx.store.state;
  const cards: Cards = ctx.store.engine.definition.cards;
  const me = ctx.player;
  const hand = (state.zones[zoneKey(me, 'hand')]?.cards ?? [])
    .map((id) => cardOf(cards, state, id))
    .filter((c) => c !== undefined);
  const distinct = (names: string[]) => [...new Set(names)];
  const spots = [zoneKey(me, 'active'), ...BENCH_ZONES.map((b) => zoneKey(me, b))];
  const occupied = spots
    .filter((k) => pokemonIn(cards, state, k) !== undefined)
    .map(ctx.toAgentZone);
  const empty = spots.filter((k) => (state.zones[k]?.cards.length ?? 0) === 0).map(ctx.toAgentZone);
  const fromCalls = (t: string, arg: string) =>
    distinct(
      ctx.plugin
        .legalCalls?.(ctx)
        .filter((c) => c.tool === t && typeof c.input[arg] === 'string')
        .map((c) => c.input[arg] as string) ?? [],
    );
  switch (`${tool}.${argument}`) {
    case 'attach_energy.energy':
      return distinct(hand.filter((c) => isEnergy(c)).map((c) => c.name));
    case 'attach_energy.target':
    case 'evolve.target':
    case 'play_trainer.target':
    case 'declare_ability.pokemon':
      return occupied;
    case 'play_pokemon.to':
      return empty;
    case 'declare_retreat.to':
      return occupied.filter((k) => k !== ctx.toAgentZone(zoneKey(me, 'active')));
    case 'declare_attack.attack': {
      // Not the attacks a lasting effect forbids ("can't attack", "can't use that attack").
      const active = pokemonIn(cards, state, zoneKey(me, 'active'));
      return (
        active?.card.attacks
          .filter(
            (x) =>
              attackForbiddenBy(state, active.top, x.name) === undefined &&
              attackLockedByPower(cards, state, active) === undefined,
          )
          .map((x) => x.name) ?? []
      );
    }
    case 'declare_ability.ability':
      return fromCalls('declare_ability', 'ability');
    case 'play_pokemon.card':
    case 'evolve.card':
    case 'play_trainer.card':
      return fromCalls(tool, 'card');
    case 'resolve_decision.choice':
    case 'resolve_decision.choices': {
      const d = state.pendingDecision;
      return d?.decider === me ? (d.options ?? []).map((o) => ctx.localize(o)) : [];
    }
    default:
      return undefined;
  }
}
