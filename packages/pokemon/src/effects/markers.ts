import type { GameState, InstanceId, PlayerId } from '@playmat/engine';
import type { EnergyType } from '../cards/types';
import type { PokemonState, SpecialCondition } from '../game/state';
import { IN_PLAY_ZONES, zoneKey } from '../game/zones';

/**
 * Lasting effects of attacks and cards ("during your opponent's next turn, prevent all damage
 * done to this Pokémon", "this Pokémon can't attack during your next turn"). Kept in the plugin
 * state; read by the rules, the damage code and the checkup.
 */
export type MarkerKind =
  /** Prevent all damage done to `card` by attacks. */
  | 'prevent-damage'
  /** Prevent all effects of attacks, damage included, done to `card`. */
  | 'prevent-effects'
  /** `card` takes `amount` less damage from attacks (after Weakness and Resistance). */
  | 'reduce-damage'
  /** `card` takes `amount` less damage from attacks, taken off before Weakness and Resistance (Growl). */
  | 'reduce-damage-before'
  /** An attack that damages `card` (after Weakness and Resistance) does `amount` more to it (Screech). */
  | 'more-damage-taken'
  /** Damage done to `card` by attacks is divided in half, rounded down to the nearest 10 (Deflector). */
  | 'halve-damage'
  /** `card` can't become `condition` (Pollen Shield: one marker for each condition named). */
  | 'no-condition'
  /**
   * When an attack would damage `card`, `player` flips a coin first; on heads (`onHeads`, else
   * on tails) that attack's damage to `card` is prevented (Dodge, Slime; see `damage-coins.ts`).
   */
  | 'prevent-damage-on-coin'
  /** Damage of `amount` or less done to `card` by attacks is prevented (Harden). */
  | 'prevent-small-damage'
  /** Damage of `amount` or more done to `card` by attacks is prevented (Pulse Guard). */
  | 'prevent-large-damage'
  /** Prevent all damage done to `card` by attacks from Basic Pokémon. */
  | 'prevent-damage-from-basic'
  /** `card` can't attack. */
  | 'cant-attack'
  /** `card` can't use the attack `name`. */
  | 'cant-use-attack'
  /** `card` can't retreat. */
  | 'cant-retreat'
  /**
   * No effect of an attack, Pokémon Power or Trainer card changes its player's Active Pokémon
   * while `card` is it: "that part of the effect does nothing" (Jaw Clamp).
   */
  | 'stays-active'
  /** Its player can't attach Energy cards to `card` (Crystal Beam). */
  | 'no-energy-attach'
  /** Its player can't attach Energy cards from their hand to `card` (EX Freeze Lock). */
  | 'no-hand-energy-attach'
  /**
   * `player` can't attach Energy cards from their hand to their Active Pokémon, whichever
   * Pokémon that is (Freeze Lock): a marker on no card.
   */
  | 'no-hand-energy-to-active'
  /** Its player pays `amount` more Energy to retreat `card` (Tentacle Wrap). */
  | 'retreat-cost-more'
  /** `card`'s Retreat Cost is 0 (Tailwind: "reduce your Active Pokémon's Retreat Cost to 0"). */
  | 'no-retreat-cost'
  /** When `card` attacks, its player flips a coin: tails, the attack does nothing. */
  | 'attack-may-fail'
  /** `card`'s attacks do `amount` less damage (before Weakness and Resistance). */
  | 'weaker-attacks'
  /** If `card` is Knocked Out by damage from an attack, Knock Out the attacker. */
  | 'destiny-bond'
  /**
   * When an attack damages `card`, `card` attacks the attacking player's Active Pokémon for
   * `amount` damage, Weakness and Resistance applied (Fire Wall).
   */
  | 'strike-back'
  /** When an attack damages `card`, the attacking player's Active Pokémon is now Poisoned (Secrete Poison). */
  | 'poison-back'
  /** When an attack damages `card`, it does `amount` damage to each of the attacking player's Benched Pokémon. */
  | 'bench-damage-back'
  /**
   * While `card` is Active, damage done by attacks to its player's Benched Pokémon is prevented
   * (Ice Pillar); on a `player`, to that player's Benched Pokémon whoever is Active
   * (Transparent Walls).
   */
  | 'protect-bench'
  /** If an attack would Knock Out `card`, it isn't Knocked Out and its remaining HP become 10 (Endure). */
  | 'survive-knock-out'
  /** As `survive-knock-out`, when damage from an attack would Knock it Out and a coin comes up heads (Armor Up). */
  | 'survive-knock-out-on-heads'
  /**
   * The attacks of `player`'s Pokémon with `name` in their names do `amount` more damage to the
   * Defending Pokémon when they damage it (after Weakness and Resistance): Misty.
   */
  | 'attack-bonus'
  /** `player` can't play Item cards from their hand. */
  | 'no-items'
  /** `player` can't play Supporter cards from their hand (Addictive Pollen). */
  | 'no-supporters'
  /** `card`'s Weakness is `type`. */
  | 'weakness-type'
  /** `card`'s Resistance is `type`. */
  | 'resistance-type'
  /** All Energy attached to `card` is Energy of `type` (Fire when unset). */
  | 'energy-burn'
  /** `card` takes `amount` damage from Poison at each checkup instead of 10. */
  | 'poison-damage'
  /**
   * `card` is now `condition` at the end of the turn the marker lasts to, if it is still Active
   * and unevolved then (Slow-Acting Poison): given before that Pokémon Checkup.
   */
  | 'condition-at-turn-end'
  /** `card` used the attack `name` (while it stays in play). */
  | 'used-attack'
  /**
   * `card` was attacked: by the attack `name`, which did it `amount` damage or gave it the
   * Special Condition `condition` (one record for each), until the end of the next turn.
   */
  | 'attacked-by'
  /**
   * An attack did damage to `card` this turn (Active or Benched): a Knock Out then is one "by
   * damage from an attack", not by damage counters or another effect (Avenging Knuckle).
   */
  | 'damaged-by-attack'
  /** A Pokémon of `player` of type `type` was Knocked Out by damage from an attack. */
  | 'knocked-out-by-attack'
  /** `card` (an Electrode) is an Energy card providing `amount` Energy of `type`. */
  | 'is-energy'
  /** `player` can't play Trainer cards from their hand (1999: Items and all other Trainers). */
  | 'no-trainers'
  /** `card`'s attack `name` has a base damage of `amount` instead of its printed one. */
  | 'base-damage'
  /**
   * All effects of the attack being made, damage included, are prevented on `card`, wherever it
   * is (Haunter's Transparency came up heads).
   */
  | 'dodged'
  /** Every Pokémon Power in play stops working (Dark Wave, Sputter): a marker on no card. */
  | 'powers-stopped'
  /** Every Poké-Body in play is ignored (Ancient Wind): a marker on no card. */
  | 'bodies-ignored'
  /** `card`'s Pokémon Powers stop working (Stun Wave). */
  | 'power-stopped'
  /**
   * `card`'s Pokémon Powers stop working while it stays on the Bench (Igglybuff's Gaze: "This
   * effect ends if that Pokémon leaves the Bench").
   */
  | 'power-stopped-on-bench'
  /**
   * Every player plays with their Prize cards face up for the rest of the game (Here Comes Team
   * Rocket!): a marker on no card, never ending; a card put into a Prize zone is shown to all.
   */
  | 'prizes-face-up'
  /**
   * `card` may evolve this turn even if it came into play or evolved this turn, or on its
   * player's first turn; it passes to the Pokémon it evolves into (Giovanni).
   */
  | 'evolve-anytime'
  /**
   * A Power is putting the card named `name` from its player's hand onto `card` ("this counts as
   * evolving", Baby Evolution): that card evolves `card` though it is printed as a Basic Pokémon
   * that evolves from nothing. Made just as the card is put there; evolving ends it.
   */
  | 'evolve-by-power'
  /**
   * This turn, when an attack by a Pokémon of `player` with `name` in its name does damage to a
   * Defending Pokémon, that Pokémon is then Poisoned (Koga).
   */
  | 'attack-poisons'
  /**
   * When an attack damages `card`, `card` attacks the attacking player's Active Pokémon for
   * `amount` times that damage, Weakness and Resistance applied — on a coin's heads when
   * `onHeads` (Mirror Shell, Counter, Crosscounter).
   */
  | 'hit-back'
  /**
   * `card`'s Pokémon is the type `type` instead of its printed types (Shift, Submerge, Paint):
   * read by every rule that reads a Pokémon's type (see `type-change.ts`).
   */
  | 'type-change'
  /** The basic Energy card `card` provides Energy of `type` instead of its own (Energy Converter). */
  | 'energy-type'
  /** `card` was devolved this turn: it can't evolve this turn (see `devolve.ts`). */
  | 'devolved'
  /** `card` made the attack `name` (printed on `template`): a record (see `attack-records.ts`). */
  | 'made-attack'
  /** `card` was the Defending Pokémon of `player`'s attack `name`: a record. */
  | 'attacked-with'
  /** An attack did `amount` damage to `card` (Active or Benched): a record. */
  | 'attack-damage'
  /** `card` is Knocked Out when Knock Outs are next checked ("it is Knocked Out": Perish Song). */
  | 'knock-out'
  /**
   * `player`'s Active Pokémon can use the attacks of the cards below it (Recall: "For your attack
   * this turn, your Active Pokémon can use any attack from its Basic Pokémon card or any
   * Evolution card attached to it"): a marker on no card.
   */
  | 'stage-attacks'
  /** `card`, an Evolution card put into play "as a Basic Pokémon", is one while on top (`played-as-basic.ts`). */
  | 'played-as-basic';

/** One lasting effect. */
export interface Marker {
  readonly kind: MarkerKind;
  /** The Pokémon (top card instance) it is on, or none for a player-wide marker. */
  readonly card?: InstanceId;
  readonly player?: PlayerId;
  readonly amount?: number;
  readonly name?: string;
  readonly type?: EnergyType;
  /** The Special Condition an attack gave (`attacked-by`). */
  readonly condition?: SpecialCondition;
  /**
   * The game turn at whose end it goes away; `null` while the card stays in play. Turns are
   * `PokemonState.gameTurn`: "your opponent's next turn" is the current turn + 1.
   */
  readonly until: number | null;
  /** What made it, for messages ("Agility"). */
  readonly source: string;
  /**
   * Another Pokémon the effect is between ("if the Defending Pokémon attacks Cubone", "can't
   * attack Eevee"): it holds only while both are Active ("Benching either Pokémon ends this
   * effect").
   */
  readonly with?: InstanceId;
  /** Only when a coin flipped at that moment comes up heads (`hit-back`). */
  readonly onHeads?: boolean;
  /**
   * The Pokémon (top card) whose Pokémon Power made it: it holds only while that Pokémon is in
   * play and not Asleep, Confused or Paralyzed ("If Lanturn becomes Asleep, Confused, or
   * Paralyzed after you have used this power, its type changes back to Lightning").
   */
  readonly holder?: InstanceId;
  /**
   * It holds while `card` is anywhere in a stack in play, not only on top: a counter put on a
   * Pokémon (Paint's Coloring counter) stays on it when it evolves or moves to the Bench.
   */
  readonly onStack?: true;
  /** The card an attack is printed on (`made-attack`), for a copy of it. */
  readonly template?: string;
}

/**
 * Kinds that hold wherever the Pokémon is in play: records of what happened to it (it was
 * attacked, damaged, used Leek Slap "as long as Farfetch'd stays in play"), what a Pokémon Power
 * did "for the rest of the turn" (Energy Burn, usable from the Bench), an Electrode that is an
 * Energy card. Every other kind is an effect of an attack on a Pokémon in the Active Spot, which
 * the rules end when it goes to the Bench ("Special Conditions and any effects from attacks go
 * away") or evolves.
 */
const ANYWHERE: readonly MarkerKind[] = [
  'used-attack',
  'is-energy',
  'energy-burn',
  'attacked-by',
  'damaged-by-attack',
  // Haunter's Transparency came up heads: the attack's effects are prevented, Benched too.
  'dodged',
  // What a Pokémon Power changed ("change the type of Venomoth"), wherever the Pokémon is.
  'type-change',
  'devolved',
  // Records of attacks (what happened last turn), wherever the Pokémon is now.
  'made-attack',
  'attacked-with',
  'attack-damage',
  'knock-out',
  // Giovanni: the Pokémon chosen, Active or Benched.
  'evolve-anytime',
  'evolve-by-power',
];

/** Where a card is in play (the top of an in-play zone), or `undefined`. */
function inPlayZoneOf(state: GameState, card: InstanceId): string | undefined {
  for (const player of state.players)
    for (const name of IN_PLAY_ZONES) {
      const key = zoneKey(player, name);
      if (state.zones[key]?.cards[0] === card) return key;
    }
  return undefined;
}

/**
 * Whether a marker still applies in this state: a player-wide one always; one on a Pokémon while
 * that card is the top of a stack in play (a Pokémon that left play, or was evolved or devolved,
 * is another Pokémon for the rules) and, for an effect of an attack, in the Active Spot. Once a
 * marker stops holding it is dropped for good (`markersInForce`): the Pokémon coming back does
 * not bring the effect back.
 */
export function markerHolds(state: GameState<PokemonState>, m: Marker): boolean {
  if (m.card === undefined) return true;
  if (m.holder !== undefined && !holderWorks(state, m.holder)) return false;
  if (m.kind === 'is-energy' || m.kind === 'energy-type' || m.onStack) {
    // An Energy while it stays attached to a Pokémon in play.
    for (const pl of state.players)
      for (const name of IN_PLAY_ZONES)
        if (state.zones[zoneKey(pl, name)]?.cards.includes(m.card)) return true;
    return false;
  }
  const zone = inPlayZoneOf(state, m.card);
  if (zone === undefined) return false;
  if (m.with !== undefined && !inPlayZoneOf(state, m.with)?.endsWith(':active')) return false;
  if (m.kind === 'power-stopped-on-bench') return !zone.endsWith(':active');
  return ANYWHERE.includes(m.kind) || zone.endsWith(':active');
}

/** A Power's Pokémon still in play and not Asleep, Confused or Paralyzed (see `Marker.holder`). */
function holderWorks(state: GameState<PokemonState>, holder: InstanceId): boolean {
  if (inPlayZoneOf(state, holder) === undefined) return false;
  const counters = state.cards[holder]?.counters ?? {};
  return !['asleep', 'confused', 'paralyzed'].some((c) => (counters[c] ?? 0) > 0);
}

/** Toxic's stronger Poison on a Pokémon that is no longer Poisoned: it ended with the Poison. */
function poisonEnded(state: GameState<PokemonState>, m: Marker): boolean {
  return m.kind === 'poison-damage' && (state.cards[m.card ?? '']?.counters.poisoned ?? 0) <= 0;
}

/**
 * The markers still in force, or `undefined` when every one is: after a Pokémon moves, evolves
 * or leaves play, the lasting effects the rules end with that are dropped; after a counter
 * changes (`counters`), Toxic's Poison on a Pokémon no longer Poisoned too. (A move may be
 * followed by the counters it sets: Poison Sacs keeps an evolved Pokémon Poisoned.)
 */
export function markersInForce(
  state: GameState<PokemonState>,
  counters = false,
): Marker[] | undefined {
  const all = state.plugin.markers ?? [];
  const kept = all.filter((m) => markerHolds(state, m) && !(counters && poisonEnded(state, m)));
  return kept.length === all.length ? undefined : kept;
}

/** The markers of a kind that hold now, optionally only those on one card. */
export function markersOf(
  state: GameState<PokemonState>,
  kind: MarkerKind,
  card?: InstanceId,
): Marker[] {
  const all = state.plugin.markers ?? [];
  return all.filter(
    (m) => m.kind === kind && (card === undefined || m.card === card) && markerHolds(state, m),
  );
}

/** Whether a Power is putting `card` onto the Pokémon whose top card is `target` (see `evolve-by-power`). */
export function evolvesByPower(
  state: GameState<PokemonState>,
  card: { readonly name: string },
  target: InstanceId,
): boolean {
  return markersOf(state, 'evolve-by-power', target).some((m) => m.name === card.name);
}

/** True when `card` carries a marker of `kind` that holds now. */
export function hasMarker(
  state: GameState<PokemonState>,
  kind: MarkerKind,
  card: InstanceId,
): boolean {
  return markersOf(state, kind, card).length > 0;
}

/** The markers left once turn `ended` is over (expired and stale ones dropped). */
export function markersAfterTurn(state: GameState<PokemonState>, ended: number): Marker[] {
  return (state.plugin.markers ?? []).filter(
    (m) => (m.until === null || m.until > ended) && markerHolds(state, m) && !poisonEnded(state, m),
  );
}

/**
 * The lasting effect that forbids `card` to use the attack `attack` now — "can't attack" or
 * "can't use that attack" — or `undefined`: the rules refuse such an attack, and the legal
 * actions do not offer it.
 */
export function attackForbiddenBy(
  state: GameState<PokemonState>,
  card: InstanceId,
  attack: string,
): Marker | undefined {
  return (
    markersOf(state, 'cant-attack', card)[0] ??
    markersOf(state, 'cant-use-attack', card).find((m) => m.name === attack)
  );
}

/**
 * The lasting effect that stops the Pokémon Powers of `card` now — "All Pokémon Powers stop
 * working", or "that power stops working" on it — or `undefined`. (Modern Abilities are not
 * Pokémon Powers; callers ask only for Powers.)
 */
export function powersStoppedBy(
  state: GameState<PokemonState>,
  card: InstanceId,
): Marker | undefined {
  return (
    markersOf(state, 'powers-stopped')[0] ??
    markersOf(state, 'power-stopped', card)[0] ??
    markersOf(state, 'power-stopped-on-bench', card)[0]
  );
}
