import type { GameState, PlayerId } from '@playmat/engine';
import {
  basicEnergyType,
  isBasicEnergy,
  isTera,
  playedAsPokemon,
  printedRulesOf,
  stage,
} from '../cards/card-helpers';
import type { Ability, EnergyType, PokemonCard, TypeModifier } from '../cards/types';
import { attachedItem, attachedItemMisfit } from '../game/attachments';
import {
  attachedUnits,
  type Cards,
  cardOf,
  opponentOf,
  type PokemonInPlay,
  pokemonInPlay,
  prizesLeft,
  toxicGasInPlay,
} from '../game/board';
import type { PokemonState, SpecialCondition } from '../game/state';
import { zoneKey, zoneOwnerOf } from '../game/zones';
import { eraRules } from '../rules/era';
import { isKnownPassive, knownTrainerName } from './known-texts';
import { markersOf, powersStoppedBy } from './markers';
import {
  type AttachedEnergy,
  type BodyCondition,
  type OwnEnergyCondition,
  type PassiveRule,
  passiveRulesOf,
  type RetreatCondition,
  type RetreatCount,
} from './passive-text';
import { PRINTED_STOP_ANY, PRINTED_STOP_THREE } from './power-stops';
import { fits, specialEnergyOn } from './special-energy';
import { type StadiumRule, stadiumInPlay } from './stadium-rules';

/**
 * What Abilities, Tools and Stadiums that simply apply do. One place answers each question the
 * rules ask (what is this Pokémon's Retreat Cost, its Weakness, may it be Paralyzed …), so the
 * rules, the damage code, the narrative and the bots agree.
 */

type State = GameState<PokemonState>;

/**
 * How an old Pokémon Power says that Special Conditions stop it: "This power can't be used if
 * Alakazam is Asleep, Confused, or Paralyzed" (Base Set), "You can't use this power if …"
 * (Electrode), "This power stops working while … is Asleep, Confused, or Paralyzed" (Fossil on),
 * "This power can't be used the turn you put Tentacool into play or if Tentacool is Asleep, …"
 * (Tentacool: another limit in the same sentence), "This power doesn't work if … is Asleep, …"
 * (Dark Gyarados), "… stops working when …" (Blaine's Ninetales), "… stops working if you have
 * more than 1 Dark Ampharos in play or while …"; a name may hold a full stop ("Mr. Mime").
 * The whole sentence, without the parenthesis before it, is what a refusal quotes.
 */
const DISABLED_SENTENCE = PRINTED_STOP_THREE;

const CONDITION_WORDS = { asleep: 'Asleep', confused: 'Confused', paralyzed: 'Paralyzed' } as const;

/**
 * The 2002 wording (Legendary Collection): "This power can't be used if Alakazam is affected by
 * a Special Condition", "… stops working while Muk is affected by a Special Condition" — any of
 * the five, Poisoned and Burned included.
 */
const ANY_CONDITION_SENTENCE = PRINTED_STOP_ANY;

export { PASSIVE_ABILITIES } from './known-texts';

/** Names of the Trainers attached to a Pokémon whose text is the one the rules know them by. */
export function knownAttachedNames(cards: Cards, state: State, mon: PokemonInPlay): string[] {
  return [...mon.tools, ...mon.items].flatMap((id) => {
    const card = cardOf(cards, state, id);
    const name = card ? knownTrainerName(card) : undefined;
    return name ? [name] : [];
  });
}

/**
 * The rules a Pokémon's Powers that apply by themselves add now (read from their text, see
 * `passiveRulesOf`), with the Power each comes from; none while its Power does not work.
 */
export function workingPassiveRules(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
): { rule: PassiveRule; power: string }[] {
  const out: { rule: PassiveRule; power: string }[] = [];
  for (const a of mon.card.abilities) {
    const rules = passiveRulesOf(mon.card.name, a);
    if (!rules || !abilityWorks(cards, state, mon, a)) continue;
    for (const rule of rules) out.push({ rule, power: a.name });
  }
  return out;
}

/** Every working passive rule of a kind in play (both players), with the Pokémon it is on. */
export function passiveRulesInPlay<K extends PassiveRule['kind']>(
  cards: Cards,
  state: State,
  kind: K,
): { rule: Extract<PassiveRule, { kind: K }>; power: string; mon: PokemonInPlay }[] {
  const out: { rule: Extract<PassiveRule, { kind: K }>; power: string; mon: PokemonInPlay }[] = [];
  for (const p of state.players)
    for (const mon of pokemonInPlay(cards, state, p))
      for (const r of workingPassiveRules(cards, state, mon))
        if (r.rule.kind === kind)
          out.push({ ...r, rule: r.rule as Extract<PassiveRule, { kind: K }>, mon });
  return out;
}

/** The owner of a Pokémon in play. */
export function ownerOf(mon: PokemonInPlay): PlayerId {
  return zoneOwnerOf(mon.zone) ?? '';
}

/**
 * Why a Pokémon's Ability does not work now, or `undefined` when it does: an old Pokémon Power
 * stops while its Pokémon is Asleep, Confused or Paralyzed when its text says so (every Base
 * Set Power does; a modern Ability does not), and Mischievous Lock (a Klefki in an Active Spot)
 * turns off Basic Pokémon's Abilities but its own.
 */
export function abilityBlockedReason(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  ability: Ability,
): string | undefined {
  const own = ownConditionStops(mon, ability);
  if (own) return own;
  // "This power stops working if you have more than 1 Unown [D] in play."
  const one = /stops working if you have more than 1 (.+?) in play\b/.exec(ability.text);
  if (
    one &&
    pokemonInPlay(cards, state, ownerOf(mon)).filter((m) => m.card.name === one[1]).length > 1
  )
    return `you have more than 1 ${one[1]} in play, and its text says "${one[0]}"`;
  const gas = ignoringPowers(cards, state, ability);
  if (gas) return gas;
  // Ancient Wind: "you may ignore all Poké-Bodies until the end of your turn".
  const ignored = /Poké-Body/i.test(ability.type)
    ? markersOf(state, 'bodies-ignored')[0]
    : undefined;
  if (ignored) return `${ignored.source} ignores all Poké-Bodies this turn.`;
  const stopped = /power/i.test(ability.type) ? powersStoppedBy(state, mon.top) : undefined;
  if (stopped) return `${stopped.source} stopped Pokémon Powers from working.`;
  const scared = /power/i.test(ability.type) ? powersStoppedByActive(cards, state, mon) : undefined;
  if (scared) return scared;
  const gazed = benchPowersStopped(cards, state, mon, ability);
  if (gazed) return gazed;
  if (ability.name === 'Mischievous Lock' || stage(mon.card) !== 'Basic') return undefined;
  for (const p of state.players) {
    const active = pokemonInPlay(cards, state, p).find((m) => m.zone.endsWith(':active'));
    const lock = active?.card.abilities.find((a) => a.name === 'Mischievous Lock');
    if (active && lock && isKnownPassive(active.card, lock))
      return `${active.card.name}'s Mischievous Lock in the Active Spot turns off the Abilities of Basic Pokémon.`;
  }
  return undefined;
}

/**
 * Why a Pokémon's own Special Condition stops its Ability, by its text ("This power can't be
 * used if … Asleep, Confused, or Paralyzed", "… affected by a Special Condition"), or `undefined`.
 */
function ownConditionStops(mon: PokemonInPlay, ability: Ability): string | undefined {
  // "(This power works even if Unown [M] is Asleep, Confused, or Paralyzed.)": those never stop it.
  const worksEven = /works even if [^.]*/i.exec(ability.text)?.[0] ?? '';
  const stopping = mon.conditions.find(
    (c): c is keyof typeof CONDITION_WORDS =>
      c in CONDITION_WORDS &&
      !worksEven.includes(CONDITION_WORDS[c as keyof typeof CONDITION_WORDS]),
  );
  const sentence = stopping ? ability.text.match(DISABLED_SENTENCE)?.[0] : undefined;
  if (stopping && sentence)
    return `${mon.card.name} is ${CONDITION_WORDS[stopping]}, and its text says "${sentence.trim()}"`;
  const any = mon.conditions[0];
  const anySentence = any ? ability.text.match(ANY_CONDITION_SENTENCE)?.[0] : undefined;
  if (any && anySentence)
    return `${mon.card.name} is ${any[0]?.toUpperCase()}${any.slice(1)}, and its text says "${anySentence.trim()}"`;
  return undefined;
}

/**
 * The opponent's Active Pokémon whose Power says "As long as X is your Active Pokémon, all of
 * your opponent's Baby Pokémon Powers stop working" (Dark Feraligatr's Scare) and that works by
 * itself (its own condition, Toxic Gas, an attack's lock): why `mon`'s Powers stop. Read without
 * asking whether other Powers work, so two such Powers cannot ask each other forever.
 */
function powersStoppedByActive(cards: Cards, state: State, mon: PokemonInPlay): string | undefined {
  const opp = opponentOf(state, ownerOf(mon));
  const active = pokemonInPlay(cards, state, opp).find((m) => m.zone.endsWith(':active'));
  if (!active) return undefined;
  for (const a of active.card.abilities) {
    const locks = passiveRulesOf(active.card.name, a)?.some(
      (r) => r.kind === 'opponents-powers-stop' && r.fits(mon.card),
    );
    if (!locks || ownConditionStops(active, a) || ignoringPowers(cards, state, a)) continue;
    if (powersStoppedBy(state, active.top)) continue;
    return `${active.card.name}'s ${a.name} stops them: "${a.text.split('.')[0]}."`;
  }
  return undefined;
}

/**
 * Dark Gaze: an Active Pokémon whose Poké-Body says "As long as Umbreon is your Active Pokémon,
 * Benched Pokémon (yours and your opponent's) can't use Poké-Powers" — why `mon`'s Poké-Power
 * stops, or `undefined`. Only Poké-Powers: Poké-Bodies and old Pokémon Powers are not named.
 */
function benchPowersStopped(cards: Cards, state: State, mon: PokemonInPlay, ability: Ability) {
  if (!/Poké-Power/i.test(ability.type) || mon.zone.endsWith(':active')) return undefined;
  for (const p of state.players) {
    const active = pokemonInPlay(cards, state, p).find((m) => m.zone.endsWith(':active'));
    if (!active || active.top === mon.top) continue;
    const gaze = workingPassiveRules(cards, state, active).find(
      (r) =>
        r.rule.kind === 'bench-powers-stop' &&
        (r.rule.whose === 'both' || ownerOf(active) !== ownerOf(mon)),
    );
    if (gaze)
      return `${active.card.name}'s ${gaze.power} is in the Active Spot: Benched Pokémon can't use Poké-Powers.`;
  }
  return undefined;
}

/**
 * Primal Stare, Primal Aura: why `target` may not be evolved from its player's hand now, or
 * `undefined`.
 */
export function evolveFromHandLockedBy(
  cards: Cards,
  state: State,
  target: PokemonInPlay,
): string | undefined {
  const lock = passiveRulesInPlay(cards, state, 'evolve-lock').find(
    (l) =>
      l.mon.zone.endsWith(':active') &&
      (l.rule.who === 'both' || ownerOf(l.mon) !== ownerOf(target)) &&
      target.zone.endsWith(':active') === (l.rule.where === 'active'),
  );
  return lock
    ? `${lock.mon.card.name}'s ${lock.power} is in the Active Spot: "${lock.mon.card.abilities.find((a) => a.name === lock.power)?.text ?? ''}"`
    : undefined;
}

/**
 * Why the opponent's Active Pokémon stops `mon` from attacking ("… your opponent's Baby Pokémon
 * can't attack", Dark Feraligatr's Scare), or `undefined`.
 */
export function attackLockedByPower(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
): string | undefined {
  const lock = passiveRulesInPlay(cards, state, 'opponents-cant-attack').find(
    (l) =>
      (l.rule.both === true || ownerOf(l.mon) !== ownerOf(mon)) &&
      l.mon.zone.endsWith(':active') &&
      l.rule.fits(mon.card),
  );
  return lock ? `${lock.mon.card.name}'s ${lock.power}` : undefined;
}

/**
 * Primal Veil, Block Dust: why `player` may not play the Trainer `card` from the hand while a
 * Pokémon's Poké-Body locks it from the Active Spot, or `undefined`.
 */
export function trainerLockedByBody(
  cards: Cards,
  state: State,
  player: PlayerId,
  card: PokemonCard,
): string | undefined {
  const lock = passiveRulesInPlay(cards, state, 'trainer-lock').find(
    (l) =>
      l.mon.zone.endsWith(':active') &&
      (l.rule.who === 'both' || ownerOf(l.mon) !== player) &&
      l.rule.fits(card),
  );
  return lock
    ? `${lock.mon.card.name}'s ${lock.power} is in the Active Spot: ${lock.rule.who === 'both' ? 'no player' : 'you'} can't play ${lock.rule.words} from the hand.`
    : undefined;
}

/**
 * Muk's Toxic Gas ("Ignore all Pokémon Powers other than Toxic Gases"): why a Pokémon Power is
 * ignored now, when a Pokémon in play has such a Power that is not stopped by its own condition.
 */
function ignoringPowers(cards: Cards, state: State, ability: Ability): string | undefined {
  if (!/power/i.test(ability.type)) return undefined;
  const gas = toxicGasInPlay(cards, state);
  if (!gas || gas.power.name === ability.name) return undefined;
  return `${gas.card.name}'s ${gas.power.name} says "${gas.power.text.split('.')[0]}."`;
}

/** Whether a Pokémon's Ability works now (see {@link abilityBlockedReason}). */
export function abilityWorks(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  ability: Ability,
): boolean {
  return abilityBlockedReason(cards, state, mon, ability) === undefined;
}

/** The Pokémon has this Ability and it works now. */
export function hasWorkingAbility(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  name: string,
): boolean {
  const a = mon.card.abilities.find((x) => x.name === name);
  return a !== undefined && isKnownPassive(mon.card, a) && abilityWorks(cards, state, mon, a);
}

/** Some Pokémon of `player` in play has this Ability and it works. */
export function playerHasAbility(cards: Cards, state: State, player: PlayerId, name: string) {
  return pokemonInPlay(cards, state, player).some((m) => hasWorkingAbility(cards, state, m, name));
}

/** The Stadium in play, by name (when its text is the one the rules know by that name). */
export function stadiumName(cards: Cards, state: State): string | undefined {
  const id = state.zones.stadium?.cards[0];
  const card = id ? cardOf(cards, state, id) : undefined;
  return card ? knownTrainerName(card) : undefined;
}

/**
 * The Retreat Cost now, in Energy: printed, less one for a Basic Pokémon under Beach Court,
 * one more for an Active Pokémon facing Trap Territory. `null`: it can't retreat.
 */
export function retreatCost(
  cards: Cards,
  state: GameState<PokemonState>,
  mon: PokemonInPlay,
): number | null {
  if (
    markersOf(state, 'cant-retreat', mon.top).length > 0 ||
    playedAsPokemon(mon.card)?.canRetreat === false
  )
    return null;
  // Snorlax's Guard: "As long as Snorlax is your Active Pokémon, the Defending Pokémon can't Retreat."
  if (
    mon.zone.endsWith(':active') &&
    passiveRulesInPlay(cards, state, 'opponent-cant-retreat').some(
      (g) =>
        ownerOf(g.mon) !== ownerOf(mon) &&
        g.mon.zone.endsWith(':active') &&
        (!g.rule.condition || mon.conditions.includes(g.rule.condition)),
    )
  )
    return null;
  return currentRetreatCost(cards, state, mon);
}

/**
 * The Special Condition (Asleep, Paralyzed) that keeps `mon` from retreating now, or
 * `undefined` — none that its Poké-Body lets it retreat despite ("Dodrio can retreat even when
 * it is Asleep or Paralyzed", Fast Feet).
 */
export function retreatStoppedBy(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
): 'asleep' | 'paralyzed' | undefined {
  const despite = workingPassiveRules(cards, state, mon).flatMap((r) =>
    r.rule.kind === 'retreat-despite' ? r.rule.conditions : [],
  );
  return mon.conditions.find(
    (c): c is 'asleep' | 'paralyzed' =>
      (c === 'asleep' || c === 'paralyzed') && !despite.includes(c),
  );
}

/**
 * The Retreat Cost a card text reads ("for each Colorless in … Retreat Cost"): the printed one
 * as changed now (Beach Court, Trap Territory), whether or not the Pokémon may retreat.
 */
export function currentRetreatCost(
  cards: Cards,
  state: GameState<PokemonState>,
  mon: PokemonInPlay,
): number {
  let cost = mon.card.retreatCost.length;
  if (stadiumName(cards, state) === 'Beach Court' && stage(mon.card) === 'Basic')
    cost = Math.max(0, cost - 1);
  const opp = opponentOf(state, ownerOf(mon));
  if (mon.zone.endsWith(':active') && playerHasAbility(cards, state, opp, 'Trap Territory'))
    cost += 1;
  // Dodrio's Retreat Aid: "As long as Dodrio is Benched, pay Colorless less to retreat your Active Pokémon."
  if (mon.zone.endsWith(':active'))
    for (const aid of passiveRulesInPlay(cards, state, 'retreat-aid'))
      if (
        ownerOf(aid.mon) === ownerOf(mon) &&
        !aid.mon.zone.endsWith(':active') &&
        !aid.rule.except?.(mon.card)
      )
        cost = Math.max(0, cost - aid.rule.amount);
  // A classic Stadium: "Each player pays Colorless more to retreat his or her Active Pokémon."
  if (mon.zone.endsWith(':active'))
    for (const r of stadiumInPlay(cards, state)?.rules ?? [])
      if (r.kind === 'retreat' && r.applies(mon.card)) cost = Math.max(0, cost + r.amount);
  // Tentacle Wrap: "your opponent pays Colorless more to retreat the Defending Pokémon".
  for (const m of markersOf(state, 'retreat-cost-more', mon.top)) cost += m.amount ?? 0;
  // Dark Muk's Sticky Goo: while it is its player's Active Pokémon, the opponent pays more.
  if (mon.zone.endsWith(':active'))
    for (const tax of passiveRulesInPlay(cards, state, 'retreat-tax'))
      if (ownerOf(tax.mon) === opp && tax.mon.zone.endsWith(':active')) cost += tax.rule.amount;
  cost = ownRetreatChanges(cards, state, mon, cost);
  // Gluey Slime: each player pays more to retreat his or her Active Pokémon, at most `most` in
  // all from the Powers of one name, however many are in play.
  if (mon.zone.endsWith(':active')) {
    const byPower = new Map<string, { sum: number; most: number }>();
    for (const tax of passiveRulesInPlay(cards, state, 'retreat-tax-all')) {
      const seen = byPower.get(tax.power) ?? { sum: 0, most: Number.POSITIVE_INFINITY };
      byPower.set(tax.power, {
        sum: seen.sum + tax.rule.amount,
        most: Math.min(seen.most, tax.rule.most ?? Number.POSITIVE_INFINITY),
      });
    }
    for (const { sum, most } of byPower.values()) cost += Math.min(sum, most);
  }
  // Unown [Z]'s [Zoom]: "As long as Unown [Z] is Benched, you pay no Energy cost to retreat a
  // Pokémon with Unown in its name."
  if (
    mon.zone.endsWith(':active') &&
    passiveRulesInPlay(cards, state, 'retreat-free').some(
      (f) =>
        ownerOf(f.mon) === ownerOf(mon) && !f.mon.zone.endsWith(':active') && f.rule.fits(mon.card),
    )
  )
    return 0;
  // Family Bonds: "the Retreat Cost for Nidoran ♀, … and Nidoking is 0".
  if (
    passiveRulesInPlay(cards, state, 'retreat-zero-for').some(
      (z) =>
        z.rule.fits(mon.card) &&
        (z.rule.whose === 'any' || ownerOf(z.mon) === ownerOf(mon)) &&
        (!z.rule.when || bodyConditionHolds(cards, state, z.mon, z.rule.when)),
    )
  )
    return 0;
  // Tailwind: "reduce your Active Pokémon's Retreat Cost to 0" (whatever else changed it).
  if (markersOf(state, 'no-retreat-cost', mon.top).length > 0) return 0;
  return cost;
}

/**
 * The Pokémon's own Poké-Bodies on its Retreat Cost (`own-retreat`): "its Retreat Cost is 0"
 * sets the cost before anything is added, "you must pay an additional Colorless" adds, "you pay
 * Colorless less … for each …" takes off (never below 0).
 */
function ownRetreatChanges(cards: Cards, state: State, mon: PokemonInPlay, cost: number): number {
  let out = cost;
  const own = workingPassiveRules(cards, state, mon).flatMap((r) =>
    r.rule.kind === 'own-retreat' && retreatConditionHolds(cards, state, mon, r.rule.when)
      ? [r.rule.change]
      : [],
  );
  if (own.some((c) => c.kind === 'zero')) out = 0;
  for (const c of own) if (c.kind === 'more') out += c.amount;
  for (const c of own)
    if (c.kind === 'less-per')
      out = Math.max(0, out - c.amount * retreatCountOf(cards, state, mon, c.per));
  return out;
}

/** Whether an `own-retreat` condition holds now (none: always). */
function retreatConditionHolds(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  when: RetreatCondition | undefined,
): boolean {
  if (!when) return true;
  if (when.kind !== 'defending') return bodyConditionHolds(cards, state, mon, when);
  const opp = opponentOf(state, ownerOf(mon));
  const defending = pokemonInPlay(cards, state, opp).find((m) => m.zone.endsWith(':active'));
  return defending !== undefined && when.fits(defending.card);
}

/**
 * Whether a Poké-Body's condition (see `BodyCondition`) holds now for its Pokémon `mon`: its
 * Energy, where it is, which Pokémon are in play.
 */
export function bodyConditionHolds(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  when: BodyCondition,
): boolean {
  switch (when.kind) {
    case 'energy-attached':
    case 'no-energy':
      return ownEnergyHolds(cards, state, mon, when);
    case 'self-active':
      return mon.zone.endsWith(':active');
    case 'self-bench':
      return !mon.zone.endsWith(':active');
    case 'hp-at-most':
      return mon.hp - mon.damage <= when.amount;
    case 'in-play': {
      const me = ownerOf(mon);
      const players =
        when.whose === 'any'
          ? state.players
          : [when.whose === 'yours' ? me : opponentOf(state, me)];
      return players.some((p) => pokemonInPlay(cards, state, p).some((m) => when.fits(m.card)));
    }
  }
}

/**
 * Whether `mon` has the Energy its own Poké-Body's condition names (see `OwnEnergyCondition`):
 * a type is what the Energy provides now, "basic" the basic Energy cards.
 */
export function ownEnergyHolds(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  when: OwnEnergyCondition,
): boolean {
  const has = hasEnergy(cards, state, mon, when);
  return when.kind === 'no-energy' ? !has : has;
}

/**
 * Whether `mon` has Energy attached as `what` names it: of a type (what the Energy provides
 * now), basic or Special Energy cards (of the type, when one is named, for basic ones).
 */
export function hasEnergy(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  what: AttachedEnergy,
): boolean {
  if (what.basic || what.special)
    return mon.energy.some((id) => {
      const c = cardOf(cards, state, id);
      if (c?.supertype !== 'Energy') return false;
      if (what.special) return !isBasicEnergy(c);
      return isBasicEnergy(c) && (!what.type || basicEnergyType(c) === what.type);
    });
  return attachedUnits(cards, state, mon).some((u) => !what.type || u.includes(what.type));
}

/** What a "for each …" of a Retreat Cost change counts now. */
function retreatCountOf(cards: Cards, state: State, mon: PokemonInPlay, per: RetreatCount): number {
  if (per.kind === 'energy')
    return attachedUnits(cards, state, mon).filter((u) => !per.type || u.includes(per.type)).length;
  return pokemonInPlay(cards, state, ownerOf(mon)).filter(
    (m) => !m.zone.endsWith(':active') && per.fits(m.card),
  ).length;
}

/**
 * Why `energy` may not be attached from its player's hand to `mon` now (Water Immunity: "You
 * can't attach Water Energy cards from your hand to Articuno"), or `undefined`.
 */
export function attachFromHandRefusal(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  energy: PokemonCard,
): string | undefined {
  const type = basicEnergyType(energy);
  if (!type) return undefined;
  const rule = workingPassiveRules(cards, state, mon).find(
    (r) => r.rule.kind === 'no-attach-from-hand' && r.rule.energy === type,
  );
  return rule
    ? `${mon.card.name}'s ${rule.power} says you can't attach ${type} Energy cards from your hand to it.`
    : undefined;
}

/**
 * Why an attached Item may not go on `mon` (see `attachedItemMisfit`), or `undefined` — a
 * Technical Machine always may where a working Synchronicity says "You may attach any Technical
 * Machine to Xatu".
 */
export function attachedItemRefusal(
  cards: Cards,
  state: State,
  item: PokemonCard,
  mon: PokemonInPlay,
): string | undefined {
  const read = attachedItem(item);
  if (!read) return undefined;
  if (
    read.lendsAttack &&
    workingPassiveRules(cards, state, mon).some((r) => r.rule.kind === 'any-technical-machine')
  )
    return undefined;
  return attachedItemMisfit(item, read, mon);
}

/**
 * The Weaknesses that apply now: every one printed (EX Pokémon-ex print two: Aggron ex is weak
 * to Fighting and to Fire); none under Blooming Garden; Conversion 1 makes it one Weakness, of
 * the type chosen.
 */
export function weaknessesOf(cards: Cards, state: State, mon: PokemonInPlay): TypeModifier[] {
  if (playerHasAbility(cards, state, ownerOf(mon), 'Blooming Garden')) return [];
  const printed = mon.card.weaknesses;
  const first = printed[0];
  if (!first) return [];
  const changed = markersOf(state, 'weakness-type', mon.top).at(-1);
  return changed?.type ? [{ type: changed.type, value: first.value }] : [...printed];
}

/** The first Weakness that applies now, or `null` when it has none (see {@link weaknessesOf}). */
export function weaknessOf(cards: Cards, state: State, mon: PokemonInPlay): TypeModifier | null {
  return weaknessesOf(cards, state, mon)[0] ?? null;
}

/**
 * The Resistances that apply now: every one printed (Altaria resists Grass and Fighting);
 * Conversion 2 makes it one Resistance, of the type chosen.
 */
export function resistancesOf(state: State, mon: PokemonInPlay): TypeModifier[] {
  const changed = markersOf(state, 'resistance-type', mon.top).at(-1);
  const printed = mon.card.resistances;
  if (changed?.type) return [{ type: changed.type, value: printed[0]?.value ?? '-30' }];
  return [...printed];
}

/** The first Resistance that applies now, or `null` (see {@link resistancesOf}). */
export function resistanceOf(state: State, mon: PokemonInPlay): TypeModifier | null {
  return resistancesOf(state, mon)[0] ?? null;
}

/**
 * Whether a Poisoned Pokémon stays Poisoned when it evolves or devolves: its opponent has a
 * Muk whose Poison Sacs works ("Your opponent's Poisoned Pokémon don't recover from that
 * Special Condition when they evolve or devolve").
 */
export function staysPoisoned(cards: Cards, state: State, mon: PokemonInPlay): boolean {
  return (
    mon.conditions.includes('poisoned') &&
    playerHasAbility(cards, state, opponentOf(state, ownerOf(mon)), 'Poison Sacs')
  );
}

/** Whether a Special Condition can be put on this Pokémon. */
export function canHaveCondition(
  cards: Cards,
  state: State,
  mon: PokemonInPlay,
  condition: SpecialCondition,
): boolean {
  // Clefairy Doll and Mysterious Fossil "can't be Asleep, Confused, Paralyzed, or Poisoned".
  if (playedAsPokemon(mon.card)?.immuneTo.includes(condition)) return false;
  // Buried Fossil: "can't be affected by Special Conditions" (a rule printed on the Pokémon).
  if (printedRulesOf(mon.card).noConditions) return false;
  if (
    workingPassiveRules(cards, state, mon).some(
      ({ rule }) =>
        rule.kind === 'immune' &&
        rule.conditions.includes(condition) &&
        (!rule.when || bodyConditionHolds(cards, state, mon, rule.when)),
    )
  )
    return false;
  if (condition === 'paralyzed' && hasWorkingAbility(cards, state, mon, 'Electricity Pouches'))
    return false;
  if (condition === 'burned' && hasWorkingAbility(cards, state, mon, 'Well-Baked Body'))
    return false;
  // Pollen Shield: "can't become Asleep, Confused, Paralyzed, or Poisoned" for a while.
  if (markersOf(state, 'no-condition', mon.top).some((m) => m.condition === condition))
    return false;
  return true;
}

/** How an attack's damage to one Pokémon was worked out. */
export interface AttackDamage {
  readonly damage: number;
  /** The amount before anything changed it. */
  readonly base: number;
  /** What changed it, in order: `Vitality Band +10`, `weakness Fire ×2`, `Defender -20`. */
  readonly notes: readonly string[];
  /** Set when something prevented all the damage. */
  readonly prevented?: string;
}

/** Options of {@link attackDamage}. */
export interface AttackDamageOptions {
  /** Apply Weakness and Resistance (only to the Active Pokémon; default true). */
  readonly weaknessAndResistance?: boolean;
  readonly ignoreWeakness?: boolean;
  readonly ignoreResistance?: boolean;
  /**
   * The attacker hits itself (a Confused Pokémon under the 1999 rules): what only adds damage
   * done to the opponent's Pokémon (Vitality Band, Defiance Band, Leadership, PlusPower) does not.
   */
  readonly toItself?: boolean;
  /**
   * "This attack's damage isn't affected by Weakness, Resistance, Pokémon Powers, or any other
   * effects on the Defending Pokémon" (Swift): nothing on the target changes or prevents it.
   */
  readonly ignoreDefenderEffects?: boolean;
}

const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * Damage an attack of `attacker` does to `target`, from `base`: the attacker's "more damage"
 * effects (Vitality Band, Defiance Band, Leadership, Moonblast) before Weakness and Resistance,
 * then Weakness and Resistance (Active Pokémon only), then effects after them (PlusPower,
 * Defender, Rock Chestplate, Exoskeleton, Guard Press), then prevention. No damage, no bonus.
 */
export function attackDamage(
  cards: Cards,
  state: GameState<PokemonState>,
  attacker: PokemonInPlay,
  target: PokemonInPlay,
  base: number,
  options: AttackDamageOptions = {},
): AttackDamage {
  const notes: string[] = [];
  if (base <= 0) return { damage: 0, base: 0, notes };
  if (teraOnBench(target)) return { damage: 0, base, notes, prevented: 'Tera rule' };
  const wr = options.weaknessAndResistance ?? target.zone.endsWith(':active');
  const me = ownerOf(attacker);
  const attached = knownAttachedNames(cards, state, attacker);
  let dmg = base;
  const add = (n: number, why: string) => {
    dmg += n;
    notes.push(`${why} ${sign(n)}`);
  };
  const energyOf = (mon: PokemonInPlay) => specialEnergyOn((id) => cardOf(cards, state, id), mon);
  // Metal Energy on a Pokémon of another type: "whenever it damages a Pokémon, reduce that
  // damage by 10 (before applying Weakness and Resistance)", each card (Expedition's: after).
  const weaker = (when: 'before' | 'after') => {
    for (const s of energyOf(attacker))
      if (
        s.weakerUnless?.when === when &&
        !attacker.card.types.includes(s.weakerUnless.type) &&
        dmg > 0
      )
        add(-Math.min(dmg, s.weakerUnless.amount), s.name);
  };
  weaker('before');
  // Double Rainbow Energy: "Damage done to your opponent's Pokémon by the Pokémon Double Rainbow
  // Energy is attached to is reduced by 10 (after applying Weakness and Resistance)" (Team Magma
  // vs Team Aqua; Emerald's: before), each card.
  const lessDone = (when: 'before' | 'after') => {
    if (ownerOf(target) === me) return;
    for (const s of energyOf(attacker))
      if (s.lessDamageDone?.when === when && dmg > 0)
        add(-Math.min(dmg, s.lessDamageDone.amount), s.name);
  };
  lessDone('before');
  // Before Weakness and Resistance: only against the opponent's Active Pokémon.
  const bonuses = !options.toItself;
  if (wr) {
    if (bonuses && attached.includes('Vitality Band')) add(10, 'Vitality Band');
    if (
      bonuses &&
      attached.includes('Defiance Band') &&
      prizesLeft(state, me) > prizesLeft(state, opponentOf(state, me))
    )
      add(30, 'Defiance Band');
    if (
      bonuses &&
      stage(attacker.card) === 'Basic' &&
      playerHasAbility(cards, state, me, 'Leadership')
    )
      add(30, 'Leadership');
    // EX Darkness Energy: "If the Pokémon Darkness Energy is attached to attacks, the attack does
    // 10 more damage to the Active Pokémon (before applying Weakness and Resistance). Ignore this
    // effect unless the Attacking Pokémon is Darkness or has Dark in its name."
    if (bonuses && ownerOf(target) !== me)
      for (const s of energyOf(attacker))
        if (s.moreDamageBefore && fits(attacker, s.onlyIf)) add(s.moreDamageBefore, s.name);
    for (const m of markersOf(state, 'weaker-attacks', attacker.top))
      add(-(m.amount ?? 0), m.source);
    // Power Pinchers, Power Gene, Overzealous: its player's Poké-Bodies that add damage to the
    // Defending Pokémon (before Weakness and Resistance unless the text says after).
    if (bonuses && ownerOf(target) !== me && target.zone.endsWith(':active'))
      for (const b of bodyBonuses(cards, state, attacker, 'before')) add(b.amount, b.power);
    dmg = Math.max(0, dmg);
  }
  // Poké-Bodies that say "(before applying Weakness and Resistance)": the target's own, and
  // Intimidating Fang's on each of its player's Pokémon while it is Active.
  if (!options.ignoreDefenderEffects) {
    for (const { rule, power } of bodyReductions(cards, state, attacker, target, 'before'))
      if (dmg > 0) add(-Math.min(dmg, rule), power);
  }
  // "any damage done to Chikorita is reduced by 10 (before applying Weakness and Resistance)".
  for (const m of markersOf(state, 'reduce-damage-before', target.top))
    if (
      dmg > 0 &&
      !options.ignoreDefenderEffects &&
      (m.with === undefined || m.with === attacker.top)
    )
      add(-Math.min(dmg, m.amount ?? 0), m.source);
  if (wr) {
    const stadium = stadiumInPlay(cards, state);
    const stadiumSays = (kind: string, fits: (r: StadiumRule) => boolean) =>
      stadium?.rules.some((r) => r.kind === kind && fits(r)) === true;
    // Cinnabar City Gym: "Ignore Weakness when a Water Pokémon does damage to a Pokémon with Blaine in its name."
    const noWeakness = stadiumSays(
      'no-weakness',
      (r) => r.kind === 'no-weakness' && r.attacker(attacker.card) && r.target(target.card),
    );
    // Pewter City Gym: "Don't apply Resistance to any attacks made by Pokémon with Brock in their names."
    const noResistance = stadiumSays(
      'no-resistance',
      (r) => r.kind === 'no-resistance' && r.attacker(attacker.card),
    );
    // Magnifier: "If the Pokémon Magnifier is attached to attacks, don't apply Resistance …".
    const magnified = attacker.items.some((id) => {
      const c = cardOf(cards, state, id);
      return c !== undefined && attachedItem(c)?.noResistance === true;
    });
    // Weakness Guard: "As long as this card is attached, this Pokémon has no Weakness."
    const guarded = target.items.some((id) => {
      const c = cardOf(cards, state, id);
      return c !== undefined && attachedItem(c)?.noWeakness === true;
    });
    dmg = weaknessAndResistance(cards, state, attacker.card.types, target, dmg, {
      ignoreWeakness: options.ignoreWeakness || noWeakness || guarded,
      ignoreResistance: options.ignoreResistance || noResistance || magnified,
      notes,
    });
    // Each PlusPower adds its own 10 (and each Defender below takes off its own 20).
    for (const name of attached)
      if (bonuses && dmg > 0 && name === 'PlusPower') add(10, 'PlusPower');
    if (bonuses && dmg > 0 && ownerOf(target) !== me && target.zone.endsWith(':active'))
      for (const b of bodyBonuses(cards, state, attacker, 'after')) add(b.amount, b.power);
    // Darkness Energy: "If the Pokémon Darkness Energy is attached to damages the Defending
    // Pokémon (after applying Weakness and Resistance), the attack does 10 more damage".
    const defending = bonuses && target.zone.endsWith(':active') && ownerOf(target) !== me;
    for (const s of energyOf(attacker))
      if (s.moreDamage && defending && dmg > 0) add(s.moreDamage, s.name);
    // Misty: "If this turn's attack does damage to the Defending Pokémon (after applying
    // Weakness and Resistance), and if the attacking Pokémon has Misty in its name, … 20 more".
    for (const m of markersOf(state, 'attack-bonus'))
      if (
        defending &&
        dmg > 0 &&
        m.player === me &&
        attacker.card.name.includes(m.name ?? '\u0000')
      )
        add(m.amount ?? 0, m.source);
  }
  // Expedition's Metal Energy: "… whenever it damages a Pokémon by an attack, reduce that damage
  // by 10 (after applying Weakness and Resistance)" — any Pokémon it damages.
  weaker('after');
  lessDone('after');
  // Everything below is on the target: Swift's damage is not affected by any of it.
  if (options.ignoreDefenderEffects) return { damage: Math.max(0, dmg), base, notes };
  // Screech: "if an attack damages the Defending Pokémon (after applying Weakness and
  // Resistance), that attack does 20 more damage to the Defending Pokémon".
  for (const m of markersOf(state, 'more-damage-taken', target.top))
    if (dmg > 0) add(m.amount ?? 0, m.source);
  // After Weakness and Resistance: what protects the target.
  // Sprout Tower: "All damage done by Colorless Pokémon's attacks is reduced by 30 (after …)."
  const tower = stadiumInPlay(cards, state);
  for (const r of tower?.rules ?? [])
    if (r.kind === 'reduce-damage' && dmg > 0 && !options.toItself && r.attacker(attacker.card))
      add(-Math.min(dmg, r.amount), tower?.name ?? 'Stadium');
  const shield = knownAttachedNames(cards, state, target);
  for (const name of shield) if (dmg > 0 && name === 'Defender') add(-20, 'Defender');
  // Metal Energy: "Damage done to the Pokémon Metal Energy is attached to is reduced by 10
  // (after applying Weakness and Resistance)", each card.
  // EX Metal Energy: "… Ignore this effect if the Pokémon that Metal Energy is attached to isn't Metal."
  for (const s of energyOf(target))
    if (s.lessDamageTaken && dmg > 0 && fits(target, s.onlyIf))
      add(-Math.min(dmg, s.lessDamageTaken), s.name);
  if (dmg > 0 && shield.includes('Rock Chestplate') && target.card.types.includes('Fighting'))
    add(-30, 'Rock Chestplate');
  if (dmg > 0 && hasWorkingAbility(cards, state, target, 'Exoskeleton')) add(-20, 'Exoskeleton');
  // Rock Body, Vase Body, Thick Shell ("… from Evolved Pokémon"), Dense Body: a Poké-Body's
  // reduction, after Weakness and Resistance (EX rulebook, "How do you figure out the damage?").
  for (const { rule, power } of bodyReductions(cards, state, attacker, target, 'after'))
    if (dmg > 0) add(-Math.min(dmg, rule), power);
  for (const m of markersOf(state, 'reduce-damage', target.top))
    if (dmg > 0 && (m.with === undefined || m.with === attacker.top))
      add(-(m.amount ?? 0), m.source);
  for (const r of damageReducedByType(cards, state, attacker.card.types, target))
    if (dmg > 0) add(-r.amount, r.power);
  dmg = Math.max(0, dmg);
  for (const { rule, power } of workingPassiveRules(cards, state, target)) {
    if (rule.kind === 'halve-damage' && dmg > 0) {
      // "half the damage (rounded down to the nearest 10)"
      const half = Math.floor(dmg / 20) * 10;
      notes.push(`${power} ${sign(half - dmg)}`);
      dmg = half;
    }
    if (rule.kind === 'prevent-damage-from' && dmg >= rule.amount)
      return { damage: 0, base, notes, prevented: power };
    if (
      rule.kind === 'cap-damage-from-basic' &&
      dmg >= rule.from &&
      stage(attacker.card) === 'Basic'
    ) {
      notes.push(`${power} ${sign(rule.to - dmg)}`);
      dmg = rule.to;
    }
  }
  // Hard Shell: "Whenever an attack (including your own) does 40 or less damage to Shuckle
  // (after applying Weakness and Resistance), reduce that damage to 10."
  for (const { rule, power } of workingPassiveRules(cards, state, target))
    if (rule.kind === 'cap-small-damage' && dmg > rule.to && dmg <= rule.most) {
      notes.push(`${power} ${sign(rule.to - dmg)}`);
      dmg = rule.to;
    }
  // Relaxing Scent: while its Pokémon is Active, any attack does half its damage to any Pokémon.
  const scent = passiveRulesInPlay(cards, state, 'halve-damage-in-play').find((s) =>
    s.mon.zone.endsWith(':active'),
  );
  if (scent && dmg > 0) {
    const half = (scent.rule.round === 'up' ? Math.ceil(dmg / 20) : Math.floor(dmg / 20)) * 10;
    notes.push(`${scent.power} ${sign(half - dmg)}`);
    dmg = half;
  }
  // Deflector: "whenever it takes damage, divide that damage in half (rounded down to the nearest 10)".
  for (const m of markersOf(state, 'halve-damage', target.top))
    if (dmg > 0) {
      const half = Math.floor(dmg / 20) * 10;
      notes.push(`${m.source} ${sign(half - dmg)}`);
      dmg = half;
    }
  const prevented = preventedBy(cards, state, attacker, target, dmg);
  if (prevented) return { damage: 0, base, notes, prevented };
  return { damage: dmg, base, notes };
}

/**
 * Unown [D]'s [Darkness]: "Whenever a Darkness Pokémon damages 1 of your Pokémon, reduce that
 * damage by 30 (after applying Weakness and Resistance)" — what its owner's such Powers take off
 * damage from a source of `types` to `target`.
 */
export function damageReducedByType(
  cards: Cards,
  state: State,
  types: readonly EnergyType[],
  target: PokemonInPlay,
): { amount: number; power: string }[] {
  return passiveRulesInPlay(cards, state, 'reduce-damage-from-type')
    .filter(({ rule, mon }) => ownerOf(mon) === ownerOf(target) && types.includes(rule.type))
    .map(({ rule, power }) => ({ amount: rule.amount, power }));
}

/**
 * `dmg` after the target's Weakness and Resistance to a source of `types` (an attacker, or a
 * Pokémon Power whose text says "Apply Weakness and Resistance"); what it applied goes to
 * `notes`.
 */
export function weaknessAndResistance(
  cards: Cards,
  state: State,
  types: readonly EnergyType[],
  target: PokemonInPlay,
  dmg: number,
  options: {
    ignoreWeakness?: boolean | undefined;
    ignoreResistance?: boolean | undefined;
    notes?: string[];
  } = {},
): number {
  let out = dmg;
  // A source of two types (a dual-type Pokémon) meets Weakness or Resistance if either type is
  // one the target has; each applies once ("takes more damage if it has Weakness to the
  // attacker's type").
  const skipped = skippedModifiers(cards, state, target);
  const weak =
    options.ignoreWeakness || skipped.has('Weakness')
      ? undefined
      : weaknessesOf(cards, state, target).find((w) => types.includes(w.type));
  if (weak) {
    const v = weak.value.trim();
    const n = Number(v.replace(/[^\d]/g, '')) || 2;
    out = v.startsWith('+') ? out + n : out * n;
    options.notes?.push(`weakness ${weak.type} ${v}`);
  }
  const res =
    options.ignoreResistance || skipped.has('Resistance')
      ? undefined
      : resistancesOf(state, target).find((r) => types.includes(r.type));
  if (res) {
    // Resistance Gym: "Each Pokémon's Resistance is reduced by 20."
    const less = (stadiumInPlay(cards, state)?.rules ?? []).reduce(
      (n, r) => n + (r.kind === 'resistance-less' ? r.amount : 0),
      0,
    );
    // Enervating Pollen: "Resistance on each player's Active Pokémon only reduces damage by 10."
    const cap = target.zone.endsWith(':active')
      ? Math.min(...passiveRulesInPlay(cards, state, 'resistance-cap').map((r) => r.rule.most))
      : Number.POSITIVE_INFINITY;
    const n = Math.min(cap, Math.max(0, (Number(res.value.replace(/[^\d]/g, '')) || 30) - less));
    out = Math.max(0, out - n);
    options.notes?.push(`resistance ${res.type} -${n}`);
  }
  return out;
}

/**
 * Withering Dust: what the Poké-Bodies in play say not to apply for `target` as an Active
 * Pokémon ("do not apply Resistance for all Active Pokémon").
 */
function skippedModifiers(
  cards: Cards,
  state: State,
  target: PokemonInPlay,
): Set<'Weakness' | 'Resistance'> {
  const out = new Set<'Weakness' | 'Resistance'>();
  if (!target.zone.endsWith(':active')) return out;
  for (const { rule, mon } of passiveRulesInPlay(cards, state, 'skip-modifier')) {
    if (rule.when && !bodyConditionHolds(cards, state, mon, rule.when)) continue;
    const mine = ownerOf(mon) === ownerOf(target);
    const applies =
      rule.whose === 'self'
        ? mon.top === target.top
        : rule.whose === 'any' || (rule.whose === 'yours') === mine;
    if (applies) out.add(rule.modifier);
  }
  return out;
}

/**
 * The damage a Confused Pokémon that flips tails does to itself: 3 damage counters (modern), or
 * in the 1999 rules an attack of 20 on itself — its own Weakness and Resistance to its own type
 * apply, and what reduces attack damage done to it (Defender).
 */
export function confusionDamage(cards: Cards, state: State, mon: PokemonInPlay): number {
  const rules = eraRules(state.plugin).confusion;
  if (!rules.selfDamageIsAnAttack) return rules.selfDamage;
  return attackDamage(cards, state, mon, mon, rules.selfDamage, { toItself: true }).damage;
}

/**
 * The Tera rule: "As long as this Pokémon is on your Bench, prevent all damage done to this
 * Pokémon by attacks (both yours and your opponent's)." Only damage: damage counters an effect
 * puts on it are not damage, so they still land.
 */
export function teraOnBench(mon: {
  readonly card: PokemonCard;
  /** Its zone: an engine key (`p1:bench_2`) or an agent's (`opponent_bench_2`). */
  readonly zone: string;
}): boolean {
  return isTera(mon.card) && !mon.zone.endsWith('active');
}

/**
 * What the Poké-Bodies that reduce an attack's damage to `target` take off at `when` (before or
 * after Weakness and Resistance), each with its Power's name: the target's own (`reduce-damage`,
 * if its condition holds and the attacker is one it names) and its player's Active Pokémon's
 * team-wide ones (`reduce-team-damage`, the opponent's attacks only).
 */
function bodyReductions(
  cards: Cards,
  state: State,
  attacker: PokemonInPlay,
  target: PokemonInPlay,
  when: 'before' | 'after',
): { rule: number; power: string }[] {
  const opponents = ownerOf(attacker) !== ownerOf(target);
  const own = workingPassiveRules(cards, state, target).flatMap(({ rule, power }) =>
    rule.kind === 'reduce-damage' &&
    (rule.before ? 'before' : 'after') === when &&
    (!rule.from || rule.from(attacker.card)) &&
    (!rule.fromHas || hasEnergy(cards, state, attacker, rule.fromHas)) &&
    (!rule.opponents || opponents) &&
    (!rule.when || bodyConditionHolds(cards, state, target, rule.when))
      ? [{ rule: reductionOf(cards, state, target, rule), power }]
      : [],
  );
  const team = opponents
    ? passiveRulesInPlay(cards, state, 'reduce-team-damage').flatMap(({ rule, power, mon }) =>
        ownerOf(mon) === ownerOf(target) &&
        mon.zone.endsWith(':active') &&
        (rule.before ? 'before' : 'after') === when
          ? [{ rule: rule.amount, power }]
          : [],
      )
    : [];
  return [...own, ...team];
}

/** How much a `reduce-damage` Poké-Body takes off now: per Energy card counted, capped (Energy Barrier). */
function reductionOf(
  cards: Cards,
  state: State,
  target: PokemonInPlay,
  rule: Extract<PassiveRule, { kind: 'reduce-damage' }>,
): number {
  const per = rule.per;
  if (!per) return rule.amount;
  const most = rule.most ?? Number.POSITIVE_INFINITY;
  // "for each Energy attached": each Energy the cards provide.
  if (per.units) {
    const units = attachedUnits(cards, state, target).filter(
      (u) => !per.type || u.includes(per.type),
    );
    return Math.min(most, rule.amount * units.length);
  }
  const counted = target.energy.filter((id) => {
    const c = cardOf(cards, state, id);
    if (!c) return false;
    if (per.type) return basicEnergyType(c) === per.type;
    return per.basic ? basicEnergyType(c) !== undefined : c.supertype === 'Energy';
  }).length;
  return Math.min(rule.most ?? Number.POSITIVE_INFINITY, rule.amount * counted);
}

/**
 * The damage bonuses of `attacker`'s player's Poké-Bodies (`more-damage`) that apply to its
 * attack now, at `when`: each working copy adds its own (two Nidoking, two bonuses).
 */
function bodyBonuses(
  cards: Cards,
  state: State,
  attacker: PokemonInPlay,
  when: 'before' | 'after',
): { amount: number; power: string }[] {
  return passiveRulesInPlay(cards, state, 'more-damage').flatMap(({ rule, power, mon }) =>
    ownerOf(mon) === ownerOf(attacker) &&
    (rule.after ? 'after' : 'before') === when &&
    (rule.by === 'self' ? mon.top === attacker.top : rule.by(attacker.card)) &&
    (!rule.when || bodyConditionHolds(cards, state, mon, rule.when))
      ? [{ amount: rule.amount, power }]
      : [],
  );
}

/**
 * What a Poké-Body prevents of an attack's `dmg` to `target`: its own (Submerge, Magic Odds) or
 * its player's Active Pokémon's guard of the Bench (Power Diffusion); the power's name.
 */
function bodyPrevents(
  cards: Cards,
  state: State,
  attacker: PokemonInPlay,
  target: PokemonInPlay,
  dmg: number,
): string | undefined {
  const opponents = ownerOf(attacker) !== ownerOf(target);
  for (const { rule, power } of workingPassiveRules(cards, state, target)) {
    if (
      rule.kind === 'prevent-damage' &&
      (!rule.opponents || opponents) &&
      (!rule.own || !opponents) &&
      (!rule.when || bodyConditionHolds(cards, state, target, rule.when))
    )
      return power;
    if (rule.kind === 'prevent-damage-amounts' && rule.amounts.includes(dmg)) return power;
  }
  if (target.zone.endsWith(':active')) return undefined;
  const guard = passiveRulesInPlay(cards, state, 'protect-bench').find(
    (g) =>
      ownerOf(g.mon) === ownerOf(target) &&
      g.mon.zone.endsWith(':active') &&
      (!g.rule.opponents || opponents),
  );
  return guard?.power;
}

/** What prevents all of an attack's damage to `target`, if anything. */
function preventedBy(
  cards: Cards,
  state: State,
  attacker: PokemonInPlay,
  target: PokemonInPlay,
  dmg: number,
): string | undefined {
  if (dmg <= 0) return undefined;
  const all = [
    ...markersOf(state, 'prevent-damage', target.top),
    ...markersOf(state, 'prevent-effects', target.top),
    ...markersOf(state, 'dodged', target.top),
  ];
  if (all[0]) return all[0].source;
  const small = markersOf(state, 'prevent-small-damage', target.top).find(
    (m) => dmg <= (m.amount ?? 0),
  );
  if (small) return small.source;
  // Ice Pillar: "as long as Light Dewgong is your Active Pokémon, prevent all damage done by
  // attacks to your Benched Pokémon".
  if (!target.zone.endsWith(':active')) {
    const guard = state.zones[zoneKey(ownerOf(target), 'active')]?.cards[0];
    const pillar = guard ? markersOf(state, 'protect-bench', guard)[0] : undefined;
    if (pillar) return pillar.source;
    // Transparent Walls: the same for the player, whoever is Active.
    const walls = markersOf(state, 'protect-bench').find((m) => m.player === ownerOf(target));
    if (walls) return walls.source;
  }
  const large = markersOf(state, 'prevent-large-damage', target.top).find(
    (m) => dmg >= (m.amount ?? Number.POSITIVE_INFINITY),
  );
  if (large) return large.source;
  if (stage(attacker.card) === 'Basic') {
    const basic = markersOf(state, 'prevent-damage-from-basic', target.top)[0];
    if (basic) return basic.source;
  }
  if (
    attacker.card.types.includes('Fire') &&
    hasWorkingAbility(cards, state, target, 'Well-Baked Body')
  )
    return 'Well-Baked Body';
  return bodyPrevents(cards, state, attacker, target, dmg);
}

/**
 * True when the effects of the opponent's attacks can't reach this Pokémon now: a marker
 * (Barrier, a dodge) or a working Poké-Body such as Immunity (effects other than damage).
 */
export function shieldedFromEffects(cards: Cards, state: State, target: PokemonInPlay): boolean {
  return (
    markersOf(state, 'prevent-effects', target.top).length > 0 ||
    markersOf(state, 'dodged', target.top).length > 0 ||
    workingPassiveRules(cards, state, target).some((r) => r.rule.kind === 'effects-shield')
  );
}

/** Poison damage at the checkup for this Pokémon (10, or more after Toxic). */
export function poisonDamage(state: State, mon: PokemonInPlay): number {
  const m = markersOf(state, 'poison-damage', mon.top).at(-1);
  return m?.amount ?? 10;
}

/** The energy types a Pokémon's attacks need, for choices that ask for a type. */
export const CHOOSABLE_TYPES: readonly EnergyType[] = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
];
