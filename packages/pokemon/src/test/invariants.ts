import type { CardInstance, GameState, PlayerId, Zone } from '@playmat/engine';
import { type Cards, pokemonIn, prizesLeft } from '../game/board';
import { DAMAGE_COUNTER, type PokemonState, SPECIAL_CONDITIONS } from '../game/state';
import {
  IN_PLAY_ZONES,
  isInPlayZone,
  isPrizeZone,
  zoneKey,
  zoneNameOf,
  zoneOwnerOf,
} from '../game/zones';

type State = GameState<PokemonState>;

const CONDITIONS = new Set<string>(SPECIAL_CONDITIONS);

interface ZoneInfo {
  readonly owner: string | null;
  readonly inPlay: boolean;
  readonly active: boolean;
  /** A Prize spot or the Stadium: one card at most. */
  readonly capacityOne: boolean;
}
const zoneInfos = new Map<string, ZoneInfo>();
/** What a zone key says about the zone (kept: checks run at every step). */
function zoneInfo(key: string): ZoneInfo {
  let info = zoneInfos.get(key);
  if (!info) {
    const name = zoneNameOf(key);
    info = {
      owner: zoneOwnerOf(key),
      inPlay: isInPlayZone(key),
      active: name === 'active',
      capacityOne: isPrizeZone(key) || name === 'stadium',
    };
    zoneInfos.set(key, info);
  }
  return info;
}

/** True when nothing is under way: no question open, no effect resolving, no Knock Out to settle. */
function settled(s: State): boolean {
  return (
    s.pendingDecision === null &&
    s.plugin.effects.length === 0 &&
    s.plugin.promotions.length === 0 &&
    s.plugin.checkupFlips.length === 0
  );
}

/** Whether a game's result is borne out by the board it ended on. */
function resultViolations(s: State, cards: Cards): string[] {
  const r = s.result;
  if (!r) return [];
  const out: string[] = [];
  if (r.winners.length + r.losers.length !== s.players.length)
    out.push(`result names ${r.winners.length} winners and ${r.losers.length} losers`);
  const took = /^(\S+) took their last Prize card$/.exec(r.reason)?.[1];
  const empty = /^(\S+) has no Pokémon left in play$/.exec(r.reason)?.[1];
  const decked = /^(\S+) cannot draw a card at the start of their turn \(deck out\)$/.exec(
    r.reason,
  )?.[1];
  if (took !== undefined) {
    if (prizesLeft(s, took) !== 0) out.push(`${r.reason}, but ${prizesLeft(s, took)} are left`);
    if (!r.winners.includes(took)) out.push(`${r.reason}, but ${took} is not a winner`);
  } else if (empty !== undefined) {
    const left = IN_PLAY_ZONES.filter((z) => pokemonIn(cards, s, zoneKey(empty, z)));
    if (left.length > 0) out.push(`${r.reason}, but ${empty} has Pokémon in ${left.join(', ')}`);
    if (!r.losers.includes(empty)) out.push(`${r.reason}, but ${empty} is not a loser`);
  } else if (decked !== undefined) {
    const deck = s.zones[zoneKey(decked, 'deck')]?.cards.length ?? 0;
    if (deck !== 0) out.push(`${r.reason}, but ${decked} has ${deck} cards in the deck`);
    if (!r.losers.includes(decked)) out.push(`${r.reason}, but ${decked} is not a loser`);
  }
  return out;
}

/**
 * What must hold after every completed action of a Pokémon game, whatever was played: every
 * card in exactly one zone and in its owner's zones; one card per Prize spot; damage in tens and
 * only on Pokémon in play; Special Conditions only on an Active Pokémon; a Pokémon on top of
 * every occupied spot; and once nothing is under way, an Active Pokémon on each side and no
 * Pokémon left in play with damage reaching its HP. With `previous` (the state before the
 * action), also: no card appears, vanishes or changes owner, and Prize cards are only taken.
 * A game's result must be borne out by the board.
 *
 * @returns one line per violation, empty when every invariant holds.
 */
export function pokemonInvariantViolations(
  state: GameState<PokemonState>,
  cards: Cards,
  previous?: GameState<PokemonState>,
): string[] {
  const out: string[] = [];
  const zoneOf = new Map<string, string>();
  for (const key in state.zones) {
    const zone = state.zones[key] as Zone;
    const { owner, capacityOne } = zoneInfo(key);
    for (const id of zone.cards) {
      const seen = zoneOf.get(id);
      if (seen !== undefined) out.push(`#${id} is in both ${seen} and ${key}`);
      zoneOf.set(id, key);
      const card = state.cards[id];
      if (!card) out.push(`${key} holds #${id}, which is not a card of the game`);
      else if (owner !== null && card.owner !== owner)
        out.push(`${key} holds #${id} of ${card.owner}`);
    }
    if (capacityOne && zone.cards.length > 1) out.push(`${key} holds ${zone.cards.length} cards`);
  }
  for (const id in state.cards) if (!zoneOf.has(id)) out.push(`#${id} is in no zone`);
  if (previous && previous.cards !== state.cards) {
    for (const id in previous.cards) {
      const now = state.cards[id];
      if (!now) out.push(`#${id} vanished`);
      else if (now.owner !== previous.cards[id]?.owner) out.push(`#${id} changed owner`);
    }
    for (const id in state.cards) if (!previous.cards[id]) out.push(`#${id} appeared`);
  }
  if (previous?.plugin.stage === 'play' && previous.zones !== state.zones)
    for (const p of state.players)
      if (prizesLeft(state, p) > prizesLeft(previous, p))
        out.push(
          `${p} has more Prize cards (${prizesLeft(previous, p)} → ${prizesLeft(state, p)})`,
        );
  if (state.plugin.stage !== 'play') return out;

  for (const id in state.cards) {
    const counters = (state.cards[id] as CardInstance).counters;
    for (const counter in counters) {
      const n = counters[counter] ?? 0;
      if (n <= 0 && counter !== DAMAGE_COUNTER) continue;
      const at = zoneOf.get(id) ?? '';
      if (counter === DAMAGE_COUNTER) {
        if (n < 0 || n % 10 !== 0) out.push(`#${id} has ${n} damage`);
        if (n > 0 && !zoneInfo(at).inPlay) out.push(`#${id} in ${at} keeps ${n} damage`);
      } else if (CONDITIONS.has(counter)) {
        if (!(zoneInfo(at).active && state.zones[at]?.cards[0] === id))
          out.push(`#${id} in ${at} is ${counter}`);
      }
    }
  }
  const now = settled(state) && !state.result;
  for (const p of state.players as readonly PlayerId[]) {
    for (const z of IN_PLAY_ZONES) {
      const key = zoneKey(p, z);
      if ((state.zones[key]?.cards.length ?? 0) === 0) {
        if (z === 'active' && now) out.push(`${p} has no Active Pokémon`);
        continue;
      }
      const mon = pokemonIn(cards, state, key);
      if (!mon) out.push(`${key} has no Pokémon on top`);
      else if (now && mon.damage >= mon.hp)
        out.push(`${mon.card.name} in ${key} has ${mon.damage} damage and ${mon.hp} HP`);
    }
  }
  out.push(...resultViolations(state, cards));
  return out;
}
