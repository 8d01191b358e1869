import { prizeValue } from '../cards/card-helpers';
import type { Attack, EnergyType, PokemonSupertypeCard } from '../cards/types';
import { baseDamage, type InPlay, missingEnergyCount } from './board';

/** Statuses a Pokémon cannot attack (or retreat) through. */
const CANNOT_ATTACK = ['asleep', 'paralyzed'];

/** An attack the bot might use, with its estimated worth. */
export interface AttackChoice {
  readonly attack: Attack;
  /** Expected damage to the Defending Pokémon after Weakness and Resistance. */
  readonly expected: number;
  /** Whether the expected damage knocks the Defending Pokémon out. */
  readonly knocksOut: boolean;
  /** Higher is better. */
  readonly value: number;
}

/** Damage before Weakness/Resistance, from what the bot can see (coins count as half heads). */
export function estimateRawDamage(
  attack: Attack,
  attacker: InPlay,
  defender: InPlay | null,
): number {
  const base = baseDamage(attack.damage);
  const text = attack.text;
  const sign = attack.damage.trim().slice(-1);
  const coins = coinCount(text);
  if (sign === '×' || sign === 'x') {
    if (coins > 0) return (base * coins) / 2;
    if (/damage counter on/i.test(text)) return base * Math.floor(attacker.damage / 10);
    return base;
  }
  if (sign === '+') {
    const more = /(\d+) more damage for each (.+?)(?:\.|$)/i.exec(text);
    if (!more) return base;
    const per = Number(more[1]);
    const what = (more[2] ?? '').toLowerCase();
    if (what.includes('damage counter') && defender) return base + per * (defender.damage / 10);
    if (what.includes('energy') && what.includes('defending') && defender)
      return base + per * defender.energy.length;
    const typed = /(\w+) energy attached to this/i.exec(what);
    if (typed)
      return base + per * attacker.provides.filter((t) => t === cap(typed[1] ?? '')).length;
    return base;
  }
  if (sign === '-' || sign === '−')
    return Math.max(0, base - Math.floor(attacker.damage / 10) * 10);
  if (/If tails, this attack does nothing/i.test(text)) return base / 2;
  return base;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** Coins the attack text flips (0 when none). */
export function coinCount(text: string): number {
  if (/Flip a coin/i.test(text)) return 1;
  const n = /Flip (\d+|two|three|four) coins/i.exec(text);
  if (!n) return 0;
  const words: Record<string, number> = { two: 2, three: 3, four: 4 };
  return words[(n[1] ?? '').toLowerCase()] ?? Number(n[1]);
}

/** Applies Weakness ×2 and Resistance −30 of `defender` against an attacker's types. */
export function applyWeakness(
  amount: number,
  attackerTypes: readonly EnergyType[],
  defender: PokemonSupertypeCard,
): number {
  if (amount <= 0) return 0;
  let out = amount;
  if (defender.weaknesses.some((w) => attackerTypes.includes(w.type))) out *= 2;
  if (defender.resistances.some((r) => attackerTypes.includes(r.type))) out -= 30;
  return Math.max(0, out);
}

/** Whether the attacker may attack at all (status), from what the view shows. */
export function canAttack(attacker: InPlay): boolean {
  return !attacker.statuses.some((s) => CANNOT_ATTACK.includes(s));
}

/** Attacks whose Energy cost `provides` pays. */
export function affordableAttacks(card: PokemonSupertypeCard, provides: readonly EnergyType[]) {
  return card.attacks.filter((a) => missingEnergyCount(a.cost, provides) === 0);
}

/** Ranks one attack of `attacker` against `defender`. */
export function rateAttack(
  attack: Attack,
  attacker: InPlay,
  defender: InPlay | null,
): AttackChoice {
  const raw = estimateRawDamage(attack, attacker, defender);
  const bonus = attacker.tools.some((t) => /10 more damage/.test(t.card.rules.join(' '))) ? 10 : 0;
  const expected = defender
    ? applyWeakness(raw > 0 ? raw + bonus : 0, attacker.top.card.types, defender.top.card)
    : raw;
  const knocksOut = defender !== null && expected >= defender.hpLeft && expected > 0;
  const text = attack.text;
  let value = expected;
  if (knocksOut) value += 1000 + 100 * prizeValue(defender.top.card);
  if (/is now (Paralyzed|Asleep)/i.test(text)) value += 12;
  else if (/is now (Poisoned|Burned|Confused)/i.test(text)) value += 8;
  const self = /does (\d+) damage to itself/i.exec(text);
  if (self) {
    const hurt = Number(self[1]);
    value -= hurt >= attacker.hpLeft ? 500 : hurt / 2;
  }
  if (/Remove all damage counters from/i.test(text))
    value += attacker.damage >= 30 ? attacker.damage / 2 : -5;
  if (/Discard (1|all|a) .*Energy/i.test(text) && !knocksOut) value -= 5;
  if (/can't attack/i.test(text) && !knocksOut) value -= 10;
  if (/can't use this attack unless/i.test(text)) value -= 1000;
  if (/can't use this attack again/i.test(text)) value -= 5;
  return { attack, expected, knocksOut, value };
}

/** The best attack `attacker` can pay for now, or null (none affordable, or status blocks). */
export function bestAttack(
  attacker: InPlay,
  defender: InPlay | null,
  provides: readonly EnergyType[] = attacker.provides,
): AttackChoice | null {
  if (!canAttack(attacker) || attacker.blocked.includes('*')) return null;
  let best: AttackChoice | null = null;
  for (const a of affordableAttacks(attacker.top.card, provides)) {
    if (attacker.blocked.includes(a.name)) continue;
    const r = rateAttack(a, attacker, defender);
    if (r.value <= 0) continue;
    if (!best || r.value > best.value) best = r;
  }
  return best;
}

/** Best damage any attack of `card` could do with enough Energy (for choosing whom to power up). */
export function potential(card: PokemonSupertypeCard): number {
  let best = 0;
  for (const a of card.attacks) best = Math.max(best, baseDamage(a.damage) - a.cost.length * 2);
  return best;
}
