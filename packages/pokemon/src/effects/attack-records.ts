import type { EffectEnv } from './env';
import { type Marker, markersOf } from './markers';
import type { StepFn } from './types';

/**
 * Records of the attacks made, for texts that read what happened last turn: "unless Brock's
 * Dugtrio used its Lie Low attack last turn" (Earthdrill), "was attacked with Night Eyes during
 * your last turn" (Perish Song), "If the Defending Pokémon attacked last turn" (Sketch), "If an
 * attack damaged Horsea during your opponent's last turn" (Fin Slap). Three lasting markers,
 * each kept until the end of the turn after next (so "your last turn" can still read them) and
 * dropped with the Pokémon they are on when it leaves play or evolves:
 * - `made-attack` on the attacker: the attack's `name` and the card it is printed on (`template`);
 * - `attacked-with` on the Defending Pokémon: the attack's `name` and the attacking `player`;
 * - `attack-damage` on each Pokémon an attack damaged (Active or Benched): the damage `amount`.
 * A record's turn is `until - 2` (`until` is the turn after next).
 */

/** The turn a record was made in. */
const madeIn = (m: Marker) => (m.until ?? 0) - 2;

/** The records an attack leaves when it is made (the attack prologue's first step). */
export const RECORD_ATTACK: StepFn = (e) => {
  const self = e.self;
  const name = typeof e.vars.attack === 'string' ? e.vars.attack : undefined;
  if (!self || !name) return undefined;
  const until = e.state.plugin.gameTurn + 2;
  const template =
    typeof e.vars.attackCard === 'string'
      ? e.vars.attackCard
      : (e.state.cards[self.top]?.templateId ?? self.card.id);
  const mark: Marker[] = [
    { kind: 'made-attack', card: self.top, name, template, until, source: name },
  ];
  const defender = e.defender;
  if (defender)
    mark.push({
      kind: 'attacked-with',
      card: defender.top,
      name,
      player: e.me,
      until,
      source: name,
    });
  return { mark };
};

/** The record that an attack did `amount` damage to the Pokémon whose top card is `card`. */
export function damageRecord(e: EffectEnv, card: string, amount: number): Marker {
  return {
    kind: 'attack-damage',
    card,
    amount,
    until: e.state.plugin.gameTurn + 2,
    source: String(e.vars.attack ?? 'attack'),
  };
}

/** The turn before this one (the opponent's last turn) and the one before that (your last turn). */
const lastTurn = (e: EffectEnv, whose: 'yours' | 'opponents') =>
  e.state.plugin.gameTurn - (whose === 'yours' ? 2 : 1);

/** The attack `card`'s Pokémon made in that turn, if any: its name and the card it is printed on. */
export function attackMadeIn(
  e: EffectEnv,
  card: string,
  turn: number,
): { name: string; template: string } | undefined {
  const m = markersOf(e.state, 'made-attack', card).findLast((x) => madeIn(x) === turn);
  return m?.name && m.template ? { name: m.name, template: m.template } : undefined;
}

/** Whether `card`'s Pokémon used the attack `name` during its player's last turn. */
export const usedLastTurn = (e: EffectEnv, card: string, name: string): boolean =>
  attackMadeIn(e, card, lastTurn(e, 'yours'))?.name === name;

/** Whether `card`'s Pokémon was attacked with `name` during your last turn. */
export const attackedWithLastTurn = (e: EffectEnv, card: string, name: string): boolean =>
  markersOf(e.state, 'attacked-with', card).some(
    (m) => m.name === name && m.player === e.me && madeIn(m) === lastTurn(e, 'yours'),
  );

/** The damage attacks did to `card`'s Pokémon during the opponent's last turn. */
export const damageLastTurn = (e: EffectEnv, card: string): number =>
  markersOf(e.state, 'attack-damage', card)
    .filter((m) => madeIn(m) === lastTurn(e, 'opponents'))
    .reduce((n, m) => n + (m.amount ?? 0), 0);

/** The attack the opponent's Pokémon `card` made during the opponent's last turn, if any. */
export const attackLastTurn = (e: EffectEnv, card: string) =>
  attackMadeIn(e, card, lastTurn(e, 'opponents'));

/**
 * Whether `self` was in play during the opponent's last turn: its first card was not put into
 * play this turn (an evolved Pokémon is the same Pokémon; one played this turn was not there).
 */
export function inPlaySinceLastTurn(e: EffectEnv): boolean {
  const self = e.self;
  if (!self) return false;
  const first = self.stages.at(-1) ?? self.top;
  return !e.state.plugin.flags.enteredThisTurn.includes(first);
}
