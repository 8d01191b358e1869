import type {
  CardRegistry as EngineCardRegistry,
  GameState,
  InstanceId,
  PlayerId,
} from '@playmat/engine';
import {
  basicEnergyType,
  isEnergy,
  isPokemon,
  trainerKind,
  trainerPokemonInPlay,
} from '../cards/card-helpers';
import type {
  Ability,
  Attack,
  EnergyType,
  PokemonCard,
  PokemonSupertypeCard,
} from '../cards/types';
import { type LentAttack, withLentAttacks } from '../effects/copied-attacks';
import { markersOf, powersStoppedBy } from '../effects/markers';
import { type PassiveRule, passiveRulesOf } from '../effects/passive-text';
import { asBasic } from '../effects/played-as-basic';
import { specialEnergyOf } from '../effects/special-energy';
import { stadiumInPlay } from '../effects/stadium-rules';
import { type ToolWhileAttached, toolWhileAttachedOf } from '../effects/tool-while-attached';
import { changedEnergyTypeOf, changedTypeOf, withType } from '../effects/type-change';
import { attachedItem } from './attachments';
import {
  DAMAGE_COUNTER,
  type PokemonState,
  SPECIAL_CONDITIONS,
  type SpecialCondition,
} from './state';
import { IN_PLAY_ZONES, PRIZE_ZONES, zoneKey } from './zones';

/** The engine's registry view of Pokémon cards. */
export type Cards = EngineCardRegistry;

/** Every printing with this name, when the registry can look names up (the plugin's can). */
export function cardsNamed(cards: Cards, name: string): readonly PokemonCard[] {
  const lookup = (cards as { byName?: (n: string) => readonly PokemonCard[] }).byName;
  return lookup ? lookup(name) : [];
}

/** The card definition of an instance. */
export function cardOf(cards: Cards, state: GameState, id: InstanceId): PokemonCard | undefined {
  const inst = state.cards[id];
  return inst ? (cards.getTemplate(inst.templateId) as PokemonCard | undefined) : undefined;
}

/** The other player of a two-player game (the next one in seating order otherwise). */
export function opponentOf(state: Pick<GameState, 'players'>, player: PlayerId): PlayerId {
  const i = state.players.indexOf(player);
  return state.players[(i + 1) % state.players.length] as PlayerId;
}

/** A Pokémon in play: its zone, top card and what sits below it. */
export interface PokemonInPlay {
  /** Its Energy counts as Energy of any type (Ditto's Transform while it copies). */
  readonly anyTypeEnergy?: true;
  readonly zone: string;
  readonly top: InstanceId;
  readonly card: PokemonSupertypeCard;
  readonly energy: readonly InstanceId[];
  readonly tools: readonly InstanceId[];
  /** Attached Items that are not Tools (PlusPower, Defender). */
  readonly items: readonly InstanceId[];
  /** Earlier stages below the top card. */
  readonly stages: readonly InstanceId[];
  readonly damage: number;
  readonly hp: number;
  readonly conditions: readonly SpecialCondition[];
}

/** Reads the Pokémon stack in a zone, or `undefined` when the zone holds no Pokémon on top. */
export function pokemonIn(cards: Cards, state: GameState, key: string): PokemonInPlay | undefined {
  const zone = state.zones[key];
  const topId = zone?.cards[0];
  if (zone === undefined || topId === undefined) return undefined;
  const printed = cardOf(cards, state, topId);
  // A Trainer played as a Pokémon (Clefairy Doll) is one while in play.
  const read = printed ? trainerPokemonInPlay(printed) : undefined;
  if (read === undefined || !isPokemon(read)) return undefined;
  // Revive Fossil: an Evolution card put into play "as a Basic Pokémon" is one while on top.
  const own = playedAsBasic(state as GameState<PokemonState>, topId) ? asBasic(read) : read;
  const copy = transformedInto(cards, state, key, own, topId);
  // Shift, Submerge, Paint: the type it has now is the one every rule reads.
  // A Tool's "that Pokémon's type (color) is Colorless" (Crystal Shard), unless a marker says.
  const changed =
    changedTypeOf(state as GameState<PokemonState>, zone.cards) ??
    attachedToolText(cards, state, zone.cards).find((t) => t.typeIs)?.typeIs;
  const top = changed ? withType(copy ?? own, changed) : (copy ?? own);
  const energy: InstanceId[] = [];
  const tools: InstanceId[] = [];
  const items: InstanceId[] = [];
  const stages: InstanceId[] = [];
  let damage = 0;
  for (const id of zone.cards) {
    damage += state.cards[id]?.counters[DAMAGE_COUNTER] ?? 0;
    if (id === topId) continue;
    const c = cardOf(cards, state, id);
    if (c === undefined) continue;
    if (isEnergy(c) || isEnergyNow(state, id)) energy.push(id);
    else if (isPokemon(c)) stages.push(id);
    else if (trainerKind(c) === 'Pokémon Tool') tools.push(id);
    else if (c.supertype === 'Trainer') items.push(id);
  }
  const counters = state.cards[topId]?.counters ?? {};
  // Mimic, Psylink, Prehistoric Memory, Recall: attacks of other cards it may use now.
  const lent = lentAttacksOf(cards, state, key, topId, own, stages, items, tools);
  return {
    zone: key,
    top: topId,
    card: lent.length > 0 ? withLentAttacks(top, lent) : top,
    ...(copy ? { anyTypeEnergy: true as const } : {}),
    energy,
    tools,
    items,
    stages,
    damage,
    hp:
      top.hp +
      (copy ? 0 : hpFromPowers(cards, state, topId, own, energy)) +
      hpFromStadium(cards, state, top),
    conditions: SPECIAL_CONDITIONS.filter((s) => (counters[s] ?? 0) > 0),
  };
}

/** What the Pokémon Tools among `ids` do while attached, read from their text. */
function attachedToolText(
  cards: Cards,
  state: GameState,
  ids: readonly InstanceId[],
): ToolWhileAttached[] {
  const out: ToolWhileAttached[] = [];
  for (const id of ids) {
    const c = cardOf(cards, state, id);
    const text = c ? toolWhileAttachedOf(c) : undefined;
    if (text) out.push(text);
  }
  return out;
}

/** Whether `id` carries a `played-as-basic` marker (read without the marker helpers' scan). */
function playedAsBasic(state: GameState<PokemonState>, id: InstanceId): boolean {
  return (state.plugin?.markers ?? []).some((m) => m.kind === 'played-as-basic' && m.card === id);
}

/** A Pokémon card on top of an in-play zone, as printed (a Trainer played as one reads as one). */
function printedPokemonIn(
  cards: Cards,
  state: GameState,
  key: string,
): PokemonSupertypeCard | undefined {
  const id = state.zones[key]?.cards[0];
  const printed = id ? cardOf(cards, state, id) : undefined;
  const card = printed ? trainerPokemonInPlay(printed) : undefined;
  return card && isPokemon(card) ? card : undefined;
}

const lend = (c: { readonly id: string; readonly attacks?: readonly Attack[] }): LentAttack[] =>
  (c.attacks ?? []).map((attack) => ({ attack, template: c.id }));

/**
 * The attacks of other cards the Pokémon on top of `key` may use now (`copied-attacks.ts`): the
 * Defending Pokémon's (Mimic, while Active), those of its player's other Pokémon of a type
 * (Psylink), and those of the cards below it while an Aerodactyl's Prehistoric Memory works or
 * its player played Recall this turn (Active only), and the attack of a Technical Machine attached
 * to it. Read from printed cards, never from another Pokémon's lent attacks.
 */
function lentAttacksOf(
  cards: Cards,
  state: GameState,
  key: string,
  topId: InstanceId,
  own: PokemonSupertypeCard,
  stages: readonly InstanceId[],
  items: readonly InstanceId[],
  tools: readonly InstanceId[],
): LentAttack[] {
  const out: LentAttack[] = [];
  // A Technical Machine attached to it: "That Pokémon may use this card's attack instead of its own."
  for (const id of items) {
    const c = cardOf(cards, state, id);
    if (c?.supertype === 'Trainer' && attachedItem(c)?.lendsAttack) out.push(...lend(c));
  }
  const owner = key.slice(0, key.indexOf(':'));
  const active = key.endsWith(':active');
  for (const r of workingBoardRules(cards, state, topId, own, 'copy-attacks')) {
    if (r.from === 'defender') {
      const d = active
        ? printedPokemonIn(cards, state, zoneKey(opponentOf(state, owner), 'active'))
        : undefined;
      if (d) out.push(...lend(d));
      continue;
    }
    for (const name of IN_PLAY_ZONES) {
      const other = zoneKey(owner, name);
      const c = other === key ? undefined : printedPokemonIn(cards, state, other);
      if (!c) continue;
      const changed = changedTypeOf(
        state as GameState<PokemonState>,
        state.zones[other]?.cards ?? [],
      );
      if ((changed ? [changed] : c.types).includes(r.type)) out.push(...lend(c));
    }
  }
  if (stages.length === 0) return out;
  const s = state as GameState<PokemonState>;
  const recalled =
    active && (s.plugin?.markers ?? []).length > 0
      ? markersOf(s, 'stage-attacks').some((m) => m.player === owner)
      : false;
  // Memory Berry: "can use any attack from its Basic Pokémon card or any Evolution card …".
  const berry = attachedToolText(cards, state, tools).some((t) => t.stageAttacks);
  if (recalled || berry || stageAttacksWork(cards, state))
    for (const id of stages) {
      const c = cardOf(cards, state, id);
      if (c && isPokemon(c)) out.push(...lend(c));
    }
  return out;
}

/** An Aerodactyl's Prehistoric Memory works somewhere in play. */
function stageAttacksWork(cards: Cards, state: GameState): boolean {
  for (const player of state.players)
    for (const name of IN_PLAY_ZONES) {
      const id = state.zones[zoneKey(player, name)]?.cards[0];
      const card = id ? cardOf(cards, state, id) : undefined;
      if (
        id &&
        card &&
        isPokemon(card) &&
        workingBoardRules(cards, state, id, card, 'stage-attacks').length > 0
      )
        return true;
    }
  return false;
}

/** The Special Conditions that stop an old Pokémon Power ("… Asleep, Confused, or Paralyzed"). */
const STOPPING = ['asleep', 'confused', 'paralyzed'];

/** A Pokémon Power read from its text, working unless its own condition stops it. */
function powerRule(state: GameState, id: InstanceId, card: PokemonSupertypeCard, kind: string) {
  const counters = state.cards[id]?.counters ?? {};
  const stopped = STOPPING.some((c) => (counters[c] ?? 0) > 0);
  // An attack's "All Pokémon Powers stop working" (Dark Wave) stops these too.
  const attackStopped = powersStoppedBy(state as GameState<PokemonState>, id) !== undefined;
  return card.abilities.find(
    (a) =>
      passiveRulesOf(card.name, a)?.some((r) => r.kind === kind) === true &&
      // "This power works even if … Asleep, Confused, or Paralyzed" is not stopped by them.
      !(
        stopped &&
        /Asleep, Confused, or Paralyzed/.test(a.text) &&
        !/(?:works|can be used) even (?:if|while)/.test(a.text)
      ) &&
      !(attackStopped && /power/i.test(a.type)),
  );
}

/** The rules of `kind` a Power of this card adds while it works (its condition, Toxic Gas). */
function workingBoardRules<K extends PassiveRule['kind']>(
  cards: Cards,
  state: GameState,
  id: InstanceId,
  card: PokemonSupertypeCard,
  kind: K,
): Extract<PassiveRule, { kind: K }>[] {
  const power = powerRule(state, id, card, kind);
  if (!power) return [];
  const gas = toxicGasInPlay(cards, state);
  if (gas && gas.power.name !== power.name) return [];
  return (passiveRulesOf(card.name, power) ?? []).filter(
    (r): r is Extract<PassiveRule, { kind: K }> => r.kind === kind,
  );
}

/** A basic Energy card of `type`. */
const isBasicOf = (cards: Cards, state: GameState, id: InstanceId, type: EnergyType) => {
  const c = cardOf(cards, state, id);
  return c !== undefined && basicEnergyType(c) === type;
};

/** Rocket's Hideout: "Each Pokémon in play with Dark in its name … gets +20 HP." */
function hpFromStadium(cards: Cards, state: GameState, card: PokemonSupertypeCard): number {
  if (!state.zones.stadium?.cards[0]) return 0;
  const rules = stadiumInPlay(cards, state as GameState<PokemonState>)?.rules ?? [];
  return rules.reduce((n, r) => n + (r.kind === 'hp' && r.applies(card) ? r.amount : 0), 0);
}

/** Sabrina's Gastly's Gaseous Form: "+10 HP for each Psychic Energy card attached to it". */
function hpFromPowers(
  cards: Cards,
  state: GameState,
  id: InstanceId,
  card: PokemonSupertypeCard,
  energy: readonly InstanceId[],
): number {
  return workingBoardRules(cards, state, id, card, 'hp-per-energy').reduce(
    (n, r) => n + r.amount * energy.filter((e) => isBasicOf(cards, state, e, r.type)).length,
    0,
  );
}

/**
 * What Powers make an attached Energy card provide instead: Erika's Oddish's Photosynthesis
 * (all its Energy cards provide Grass), Meganium's Wild Growth (each Grass Energy card on its
 * player's Grass Pokémon provides GrassGrass). `undefined`: no Power changes it.
 */
function providedByPowers(
  cards: Cards,
  state: GameState,
  p: PokemonInPlay,
  id: InstanceId,
  own: readonly EnergyType[],
): EnergyType[] | undefined {
  const self = workingBoardRules(cards, state, p.top, p.card, 'energy-type-on-self')[0];
  const basic = self?.basicOnly ? cardOf(cards, state, id) : undefined;
  if (self && (!self.basicOnly || (basic && basicEnergyType(basic))))
    return own.map(() => self.type);
  const owner = p.zone.slice(0, p.zone.indexOf(':'));
  for (const name of IN_PLAY_ZONES) {
    const top = state.zones[zoneKey(owner, name)]?.cards[0];
    const card = top ? cardOf(cards, state, top) : undefined;
    if (!top || !card || !isPokemon(card)) continue;
    const grow = workingBoardRules(cards, state, top, card, 'energy-provides').find(
      (r) => p.card.types.includes(r.holder) && isBasicOf(cards, state, id, r.energy),
    );
    if (grow) return [...grow.provides];
  }
  return undefined;
}

/**
 * Muk's Toxic Gas ("Ignore all Pokémon Powers other than Toxic Gases") at work in play: the
 * Pokémon and Power, read from the printed cards on top of each in-play zone.
 */
export function toxicGasInPlay(
  cards: Cards,
  state: GameState,
): { card: PokemonSupertypeCard; power: Ability } | undefined {
  for (const player of state.players)
    for (const name of IN_PLAY_ZONES) {
      const id = state.zones[zoneKey(player, name)]?.cards[0];
      const card = id ? cardOf(cards, state, id) : undefined;
      if (!id || !card || !isPokemon(card)) continue;
      const power = powerRule(state, id, card, 'ignore-powers');
      if (power) return { card, power };
    }
  return undefined;
}

/**
 * Ditto's Transform: "If Ditto is your Active Pokémon, treat it as if it were the same card as
 * the Defending Pokémon, including type, Hit Points, Weakness, and so on, except Ditto can't
 * evolve, always has this Pokémon Power, and you may treat any Energy attached to Ditto as
 * Energy of any type." The copy is the Defending Pokémon's printed card with this Power added;
 * `undefined` when it does not copy now (Benched, no Defending Pokémon, Asleep, Confused or
 * Paralyzed, or its Power ignored).
 */
function transformedInto(
  cards: Cards,
  state: GameState,
  key: string,
  card: PokemonSupertypeCard,
  id: InstanceId,
): PokemonSupertypeCard | undefined {
  if (!key.endsWith(':active')) return undefined;
  const power = powerRule(state, id, card, 'transform');
  if (!power) return undefined;
  const gas = toxicGasInPlay(cards, state);
  if (gas && gas.power.name !== power.name) return undefined;
  const owner = key.slice(0, key.indexOf(':'));
  const defenderId = state.zones[zoneKey(opponentOf(state, owner), 'active')]?.cards[0];
  const defender = defenderId ? cardOf(cards, state, defenderId) : undefined;
  if (!defender || !isPokemon(defender)) return undefined;
  const copies = copiesOf.get(defender) ?? new Map<Ability, PokemonSupertypeCard>();
  copiesOf.set(defender, copies);
  const hit = copies.get(power);
  if (hit) return hit;
  const copy = { ...defender, abilities: [...defender.abilities, power] };
  copies.set(power, copy);
  return copy;
}

/** Transform copies, one object per (Defending card, Power): the same answer on every read. */
const copiesOf = new WeakMap<PokemonCard, Map<Ability, PokemonSupertypeCard>>();

/** A Pokémon card attached as an Energy by its own power (Electrode's Buzzap). */
function isEnergyNow(state: GameState, id: InstanceId): boolean {
  const plugin = state.plugin as PokemonState | undefined;
  return plugin?.markers?.some((m) => m.kind === 'is-energy' && m.card === id) === true;
}

/** Names of the Trainers attached to a Pokémon (Tools and Items such as PlusPower). */
export function attachedTrainerNames(cards: Cards, state: GameState, mon: PokemonInPlay): string[] {
  return [...mon.tools, ...mon.items].map((id) => cardOf(cards, state, id)?.name ?? '');
}

/** Every Pokémon `player` has in play, Active first. */
export function pokemonInPlay(cards: Cards, state: GameState, player: PlayerId): PokemonInPlay[] {
  const out: PokemonInPlay[] = [];
  for (const name of IN_PLAY_ZONES) {
    const p = pokemonIn(cards, state, zoneKey(player, name));
    if (p) out.push(p);
  }
  return out;
}

/** Prize cards `player` has left. */
export function prizesLeft(state: GameState, player: PlayerId): number {
  let n = 0;
  for (const name of PRIZE_ZONES) n += state.zones[zoneKey(player, name)]?.cards.length ?? 0;
  return n;
}

/** The Energy type one Energy card provides (basic: its type; special: Colorless). */
export function energyProvides(card: PokemonCard): EnergyType {
  return basicEnergyType(card) ?? 'Colorless';
}

/**
 * Every Energy one card provides: a basic Energy its type, Double Colorless Energy two
 * Colorless, any other special Energy one Colorless.
 */
export function energyProvided(card: PokemonCard): EnergyType[] {
  const basic = basicEnergyType(card);
  if (basic) return [basic];
  // "ColorlessColorless" as printed, or "Colorless Colorless" as some set files spell it.
  const double = card.rules.some((r) => /Provides\s*Colorless\s*Colorless/i.test(r));
  if (double) return ['Colorless', 'Colorless'];
  // A classic special Energy read from its text ("Metal Energy provides Metal Energy.").
  return [...(specialEnergyOf(card)?.provides ?? ['Colorless'])];
}

/**
 * The types each unit of Energy one card provides may pay, one entry per unit: `[[Fire]]` for a
 * Fire Energy, two `[Colorless]` for Double Colorless Energy, every type for Rainbow Energy
 * (see `unitOptions` in `special-energy.ts`).
 */
export function energyUnitsOf(card: PokemonCard): EnergyType[][] {
  const options = specialEnergyOf(card)?.unitOptions;
  if (options) return options.map((u) => [...u]);
  return energyProvided(card).map((t) => [t]);
}

/**
 * What one Energy attached to a Pokémon may pay now, one entry per unit (see
 * {@link energyUnitsOf}): an Energy of several types keeps its choice unless an effect made it
 * one type (Energy Burn, Energy Converter); Multi Energy is Colorless once a Special Energy card
 * was attached before it.
 */
export function unitsNow(
  cards: Cards,
  state: GameState,
  p: PokemonInPlay,
  id: InstanceId,
): EnergyType[][] {
  const plain = providedNow(cards, state, p, id);
  const c = cardOf(cards, state, id);
  const read = c ? specialEnergyOf(c) : undefined;
  const options = read?.unitOptions;
  // An effect that names a type for it wins over its own choice.
  if (!options || plain.length !== options.length || plain.some((t) => t !== 'Colorless'))
    return plain.map((t) => [t]);
  if (read.colorlessAfterSpecial) {
    const before = p.energy.slice(0, Math.max(0, p.energy.indexOf(id)));
    if (before.some((e) => cardOf(cards, state, e)?.subtypes.includes('Special')))
      return plain.map(() => ['Colorless']);
  }
  return options.map((u) => [...u]);
}

/** Every unit of Energy attached to a Pokémon, each with the types it may pay ({@link unitsNow}). */
export function attachedUnits(cards: Cards, state: GameState, p: PokemonInPlay): EnergyType[][] {
  return p.energy.flatMap((id) => unitsNow(cards, state, p, id));
}

/**
 * The cost symbols units of Energy do not cover, each unit paying one symbol of a type it may
 * provide: the typed symbols are matched to units by search (a Magma Energy may pay Fighting
 * or Darkness, whichever the rest leaves), then Colorless symbols take any unit left.
 */
export function missingEnergyFromUnits(
  cost: readonly EnergyType[],
  units: readonly (readonly EnergyType[])[],
): EnergyType[] {
  if (units.every((u) => u.length === 1))
    return missingEnergy(
      cost,
      units.map((u) => u[0] as EnergyType),
    );
  const typed = cost.filter((t) => t !== 'Colorless');
  const colorless = cost.length - typed.length;
  const used = units.map(() => false);
  let best: EnergyType[] = [...typed];
  const search = (i: number, missing: EnergyType[]) => {
    if (missing.length >= best.length) return;
    if (i === typed.length) {
      best = [...missing];
      return;
    }
    const type = typed[i] as EnergyType;
    for (let u = 0; u < units.length && best.length > 0; u++) {
      if (used[u] || !units[u]?.includes(type)) continue;
      used[u] = true;
      search(i + 1, missing);
      used[u] = false;
    }
    search(i + 1, [...missing, type]);
  };
  search(0, []);
  const left = units.length - (typed.length - best.length);
  const short = Math.max(0, colorless - left);
  return [...best, ...Array.from({ length: short }, (): EnergyType => 'Colorless')];
}

/**
 * Whether attached Energy pays a cost. Typed symbols need their own type; Colorless symbols take
 * any Energy left over.
 */
export function canPayCost(cost: readonly EnergyType[], provided: readonly EnergyType[]): boolean {
  return missingEnergy(cost, provided).length === 0;
}

/**
 * The cost symbols a Pokémon's attached Energy does not cover now: its Energy's types, or any
 * type for a Pokémon whose Energy counts as every type (Ditto's Transform).
 */
export function missingEnergyOf(
  cards: Cards,
  state: GameState,
  mon: PokemonInPlay,
  cost: readonly EnergyType[],
): EnergyType[] {
  const units = attachedUnits(cards, state, mon);
  if (!mon.anyTypeEnergy) return missingEnergyFromUnits(cost, units);
  return cost.slice(Math.min(cost.length, units.length));
}

/** The cost symbols attached Energy does not cover (empty when payable). */
export function missingEnergy(
  cost: readonly EnergyType[],
  provided: readonly EnergyType[],
): EnergyType[] {
  const pool = [...provided];
  const missing: EnergyType[] = [];
  for (const type of cost) {
    if (type === 'Colorless') continue;
    const i = pool.indexOf(type);
    if (i >= 0) pool.splice(i, 1);
    else missing.push(type);
  }
  const colorless = cost.filter((t) => t === 'Colorless').length;
  for (let i = 0; i < colorless; i++) {
    if (pool.length > 0) pool.pop();
    else missing.push('Colorless');
  }
  return missing;
}

/**
 * The Energy a Pokémon in play has, one entry per unit: Double Colorless Energy counts twice,
 * an Electrode attached by Buzzap gives its chosen type twice, and after Energy Burn it is all
 * Fire.
 */
export function attachedTypes(cards: Cards, state: GameState, p: PokemonInPlay): EnergyType[] {
  return p.energy.flatMap((id) => providedNow(cards, state, p, id));
}

/**
 * What one Energy attached to a Pokémon provides now (see {@link attachedTypes}): what a text
 * reads as "Fire Energy attached" or "each Energy attached".
 */
export function providedNow(
  cards: Cards,
  state: GameState,
  p: PokemonInPlay,
  id: InstanceId,
): EnergyType[] {
  const s = state as GameState<PokemonState>;
  const buzzap = s.plugin?.markers?.find((m) => m.kind === 'is-energy' && m.card === id);
  const c = buzzap ? undefined : cardOf(cards, state, id);
  const own: EnergyType[] = buzzap
    ? Array.from({ length: buzzap.amount ?? 2 }, () => buzzap.type ?? 'Colorless')
    : c
      ? energyProvided(c)
      : ['Colorless'];
  // Energy Burn: "turn all Energy attached to Charizard into Fire Energy for the rest of the turn".
  const burn = s.plugin?.markers ? markersOf(s, 'energy-burn', p.top).at(-1) : undefined;
  if (burn) return own.map(() => burn.type ?? 'Fire');
  // Energy Converter: "Treat that Energy card as that type until the end of your turn."
  const converted = buzzap ? undefined : changedEnergyTypeOf(s, id);
  if (converted) return own.map(() => converted);
  return (buzzap ? undefined : providedByPowers(cards, state, p, id, own)) ?? own;
}
