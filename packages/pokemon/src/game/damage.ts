import { parseDamage } from '../cards/card-helpers';
import type { Attack, PokemonSupertypeCard, TypeModifier } from '../cards/types';
import { damageModifiers } from './attachments';

/** How an attack's damage to the Defending Pokémon was worked out. */
export interface DamageResult {
  /** Final damage after weakness and resistance (never negative). */
  readonly damage: number;
  /** Damage before weakness and resistance. */
  readonly base: number;
  readonly weakness: TypeModifier | null;
  readonly resistance: TypeModifier | null;
}

function modifierFor(
  list: readonly TypeModifier[],
  attacker: PokemonSupertypeCard,
): TypeModifier | null {
  return list.find((m) => attacker.types.includes(m.type)) ?? null;
}

function amount(value: string): number {
  const n = Number(value.replace(/[^\d]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/**
 * Applies weakness (`×2`, or `+N` on some older cards) and resistance (`-30`) of `defender` to
 * `base` damage from `attacker`. Zero base damage stays zero.
 */
export function applyWeaknessResistance(
  base: number,
  attacker: PokemonSupertypeCard,
  defender: PokemonSupertypeCard,
): DamageResult {
  if (base <= 0) return { damage: 0, base: 0, weakness: null, resistance: null };
  const weakness = modifierFor(defender.weaknesses, attacker);
  const resistance = modifierFor(defender.resistances, attacker);
  let damage = base;
  if (weakness)
    damage = weakness.value.trim().startsWith('+')
      ? damage + amount(weakness.value)
      : damage * (amount(weakness.value) || 2);
  if (resistance) damage -= amount(resistance.value) || 30;
  return { damage: Math.max(0, damage), base, weakness, resistance };
}

/** {@link DamageResult} plus the attached cards that changed it (`PlusPower +10`). */
export interface AttackDamage extends DamageResult {
  readonly modifiers: readonly string[];
}

/**
 * An attack's damage to the Defending Pokémon: `base`, the attacker's "more damage" cards that
 * apply before Weakness and Resistance, Weakness and Resistance, then the cards that apply after
 * them (PlusPower, Defender). An attack that does no damage gets no bonus.
 */
export function attackDamage(
  base: number,
  attacker: { readonly card: PokemonSupertypeCard; readonly attached: readonly string[] },
  defender: { readonly card: PokemonSupertypeCard; readonly attached: readonly string[] },
): AttackDamage {
  if (base <= 0)
    return { ...applyWeaknessResistance(0, attacker.card, defender.card), modifiers: [] };
  const mods = damageModifiers(attacker.attached, defender.attached);
  const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const before = mods.filter(([, m]) => m.when === 'before');
  const boosted = before.reduce((d, [, m]) => d + m.amount, base);
  const wr = applyWeaknessResistance(boosted, attacker.card, defender.card);
  const after = wr.damage > 0 ? mods.filter(([, m]) => m.when === 'after') : [];
  const damage = Math.max(
    0,
    after.reduce((d, [, m]) => d + m.amount, wr.damage),
  );
  return {
    ...wr,
    base,
    damage,
    modifiers: [...before, ...after].map(([name, m]) => `${name} ${sign(m.amount)}`),
  };
}

/** The printed base damage of an attack, and whether the agent must supply the amount. */
export function attackBaseDamage(attack: Attack): { base: number; variable: boolean } {
  const parsed = parseDamage(attack.damage);
  if (parsed === null) return { base: 0, variable: false };
  return { base: parsed.base, variable: parsed.modifier !== null };
}
