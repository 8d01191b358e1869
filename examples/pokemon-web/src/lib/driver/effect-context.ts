import type { Action, Engine, GameState, PlayerId, ZoneInventory } from '@playmat/engine';
import {
  type CardRegistry,
  DAMAGE_COUNTER,
  opponentOf,
  type PokemonInPlay,
  type PokemonState,
  pokemonIn,
  pokemonInPlay,
  zoneKey,
} from '@playmat/pokemon';
import type { CardFace } from '../view';
import type { CoinFace, EffectStepOption, StepCount } from './match-driver';

/*
 * What every effect-step builder shares: the state, who acts, and `make`, which dry-runs a
 * step's actions through the engine's pure `execute` so a disabled step carries the engine's
 * own reason. Nothing is applied here.
 */

/** The engine of a Pokémon match. */
export type PokemonEngine = Engine<PokemonState>;
/** The registry lookups the steps need. */
export type Registry = Pick<CardRegistry, 'get' | 'byName'>;

/** Where an effect comes from: a played Trainer, a used Ability or the Stadium in play. */
export interface EffectSource {
  kind: 'trainer' | 'ability' | 'stadium';
  /** The card name, sent as `allowedByCardEffect`. */
  name: string;
  /** What the panel is headed with: the Trainer, or `Pokémon: Ability`. */
  title: string;
  text: string;
}

/** A card the engine's `peek` showed the human (own deck only). */
export interface PeekedCard {
  id: string;
  templateId: string;
  name: string;
}

/** The driver's record of an open effect. */
export interface EffectState {
  player: PlayerId;
  source: EffectSource;
  /** The human's own deck as last searched (instance ids and names), or null when not searching. */
  searched: ZoneInventory | null;
  /** The top of the human's own deck as last peeked (top first), or null when not looking. */
  peeked: readonly PeekedCard[] | null;
  /** The last coin flip of this effect. */
  flips: { results: readonly CoinFace[]; heads: number } | null;
}

/** Steps the driver handles itself besides running engine actions. */
export type StepControl = 'search-open' | 'search-close' | 'peek-close' | 'done';

/** A step option and how to carry it out. */
export interface EffectStep {
  option: EffectStepOption;
  /** The engine actions for `count` (ignored by steps without one), applied in order. */
  actions: (count: number) => Action[];
  /** The log line (the human's own wording); `data` is the first action's result (a coin flip's faces). */
  text: (count: number, data?: unknown) => string;
  control?: StepControl;
}

/** Layout and count of a step besides its id, label and group. */
export interface StepExtra {
  count?: StepCount;
  control?: StepControl;
  row?: string;
  short?: string;
  /** Shown disabled with this reason without asking the engine (a limit the card's effect keeps). */
  blocked?: string;
}

/** Marks an action as carried out by the human for a card's effect. */
export interface ByEffect {
  player: PlayerId;
  source: 'ui';
  allowedByCardEffect: string;
}

/** Applies `actions` in order to a copy of `state`; the first rejection, explained, or the end state. */
export function dryRun(
  engine: PokemonEngine,
  state: GameState<PokemonState>,
  actions: readonly Action[],
): { ok: true; state: GameState<PokemonState> } | { ok: false; reason: string } {
  let s = state;
  for (const a of actions) {
    const r = engine.execute(s, a);
    if (!r.ok) return { ok: false, reason: reasonOf(r.error) };
    s = r.state;
  }
  return { ok: true, state: s };
}

/** The engine's message plus its first hint that is not a list of engine action names. */
export function reasonOf(error: { message: string; hints: readonly string[] }): string {
  const hint = error.hints.find((h) => !h.startsWith('Legal now:') && !h.startsWith('This is a'));
  return hint ? `${error.message} ${hint}` : error.message;
}

/** `active` or `bench N`, for labels. */
export const spotOf = (zone: string) =>
  zone.endsWith(':active') ? 'active' : `bench ${zone.slice(-1)}`;

/** Everything a step builder reads, and `make`. */
export interface StepContext {
  engine: PokemonEngine;
  registry: Registry;
  state: GameState<PokemonState>;
  effect: EffectState;
  me: PlayerId;
  opp: PlayerId;
  by: ByEffect;
  /** ` (Card name)`, appended to log lines. */
  tag: string;
  /** The human's Pokémon in play. */
  mine: PokemonInPlay[];
  zone(player: PlayerId, name: Parameters<typeof zoneKey>[1]): readonly string[];
  nameOf(instanceId: string): string;
  /** `Name (spot)` of the Pokémon in a zone. */
  where(zone: string): string;
  face(instanceId: string): CardFace;
  make(
    id: string,
    label: string,
    group: EffectStepOption['group'],
    actions: (count: number) => Action[],
    text: (count: number, data?: unknown) => string,
    extra?: StepExtra,
  ): EffectStep;
}

/** The shared context of one build. */
export function stepContext(
  engine: PokemonEngine,
  registry: Registry,
  state: GameState<PokemonState>,
  effect: EffectState,
): StepContext {
  const cards = engine.definition.cards;
  const me = effect.player;
  const templateOf = (id: string) => registry.get(state.cards[id]?.templateId ?? '');
  return {
    engine,
    registry,
    state,
    effect,
    me,
    opp: opponentOf(state, me),
    by: { player: me, source: 'ui', allowedByCardEffect: effect.source.name },
    tag: ` (${effect.source.name})`,
    mine: pokemonInPlay(cards, state, me),
    zone: (p, name) => state.zones[zoneKey(p, name)]?.cards ?? [],
    nameOf: (id) => templateOf(id)?.name ?? 'a card',
    where: (key) => `${pokemonIn(cards, state, key)?.card.name ?? 'empty'} (${spotOf(key)})`,
    face: (id) => faceOf(registry, id, state.cards[id]?.templateId ?? '', 'a card'),
    make(id, label, group, actions, text, extra = {}) {
      const probe = extra.count ? extra.count.value : 1;
      const { control, blocked, ...shown } = extra;
      const r = blocked
        ? ({ ok: false, reason: blocked } as const)
        : dryRun(engine, state, actions(probe));
      const base = { id, label, group, ...shown };
      const option: EffectStepOption = r.ok
        ? { ...base, enabled: true }
        : { ...base, enabled: false, reason: r.reason };
      return { option, actions, text, ...(control ? { control } : {}) };
    },
  };
}

/** A card face for an instance, from the registry (only ever called on cards the human may see). */
export function faceOf(
  registry: Pick<CardRegistry, 'get'>,
  instanceId: string,
  templateId: string,
  fallback: string,
): CardFace {
  const t = registry.get(templateId);
  if (!t) return { instanceId, name: fallback, supertype: 'Trainer', subtypes: [] };
  return {
    instanceId,
    name: t.name,
    supertype: t.supertype,
    subtypes: [...t.subtypes],
    ...(t.supertype === 'Pokémon' ? { hp: t.hp } : {}),
  };
}

/** Removes `amount` damage from the stack in `zone`, top card first (counters can sit on earlier stages). */
export function healActions(
  state: GameState<PokemonState>,
  zone: string,
  amount: number,
  by: ByEffect,
): Action[] {
  const out: Action[] = [];
  let left = amount;
  const ids = state.zones[zone]?.cards ?? [];
  const remove = (id: string, n: number): Action => ({
    type: 'remove_counter',
    ...by,
    card: `#${id}`,
    zone,
    counter: DAMAGE_COUNTER,
    amount: n,
  });
  for (const id of ids) {
    const has = state.cards[id]?.counters[DAMAGE_COUNTER] ?? 0;
    if (left <= 0 || has <= 0) continue;
    const take = Math.min(has, left);
    out.push(remove(id, take));
    left -= take;
  }
  // More than there is: ask for it anyway, so the engine says why not.
  if (left > 0 && ids[0]) out.push(remove(ids[0], left));
  return out;
}

/** The first instance of each distinct card among `ids` that passes `keep`, in order. */
export function firstOfEach(
  state: GameState<PokemonState>,
  ids: readonly string[],
  keep: (id: string) => boolean = () => true,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const t = state.cards[id]?.templateId ?? '';
    if (seen.has(t) || !keep(id)) continue;
    seen.add(t);
    out.push(id);
  }
  return out;
}
