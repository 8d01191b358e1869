import { trainerKind } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { type AttachedItemTarget, attachedItemTextOf } from '../effects/attached-item-text';

/**
 * Base Set Items that are attached to a Pokémon when played and leave on their own later. The
 * card data files them as plain Trainers, so they are known by name.
 */
export const ATTACHED_ITEMS = {
  /** Attached to your Active Pokémon; discarded at the end of your turn. */
  PlusPower: { onto: 'active', discardedAtEndOf: 'owner' },
  /** Attached to any of your Pokémon; discarded at the end of your opponent's next turn. */
  Defender: { onto: 'any', discardedAtEndOf: 'opponent' },
} as const;

/** How an Item attached to a Pokémon when played behaves. */
export interface AttachedItem {
  /** Onto the Active Pokémon, or any of its player's Pokémon (the player names which). */
  readonly onto: 'active' | 'any';
  /** Discarded at the end of its owner's turn, or of the opponent's next turn. */
  readonly discardedAtEndOf: 'owner' | 'opponent';
  /** Which of its player's Pokémon it may go on ("1 of your Water Pokémon in play"); any when absent. */
  readonly only?: AttachedItemTarget;
  /** "If the Pokémon … is attached to attacks, don't apply Resistance for that attack." */
  readonly noResistance?: true;
  /** A Technical Machine: "That Pokémon may use this card's attack instead of its own." */
  readonly lendsAttack?: true;
  /** Weakness Guard: "As long as this card is attached, this Pokémon has no Weakness." */
  readonly noWeakness?: true;
}

/**
 * Why an attached Item may not go on this Pokémon ("Darkness Cube 01 goes on a Darkness
 * Pokémon"), or `undefined` when it may.
 */
export function attachedItemMisfit(
  card: { readonly name: string },
  item: AttachedItem,
  mon: {
    readonly card: { readonly types: readonly string[]; readonly name: string };
    readonly stages: readonly unknown[];
  },
): string | undefined {
  const only = item.only;
  if (!only) return undefined;
  const typed = only.types === undefined || only.types.some((t) => mon.card.types.includes(t));
  const evolved = only.evolved !== true || mon.stages.length > 0;
  const named = only.named === undefined || mon.card.name.includes(only.named);
  if (typed && evolved && named) return undefined;
  const types = only.types ? `${only.types.join(' or ')} ` : '';
  const name = only.named ? ` with ${only.named} in its name` : '';
  return `${card.name} goes on 1 of your ${only.evolved ? 'Evolved ' : ''}${types}Pokémon${name}.`;
}

/**
 * How an attached Item behaves — known by name (PlusPower, Defender) or read from its text
 * (Magnifier: "Attach Magnifier to 1 of your Pokémon. At the end of your turn, discard
 * Magnifier. …") — or `undefined` for any other card.
 */
export function attachedItem(card: PokemonCard): AttachedItem | undefined {
  if (card.supertype !== 'Trainer') return undefined;
  return Object.hasOwn(ATTACHED_ITEMS, card.name)
    ? ATTACHED_ITEMS[card.name as keyof typeof ATTACHED_ITEMS]
    : attachedItemTextOf(card);
}

/** True for Trainers that are attached to a Pokémon when played: Pokémon Tools and attached Items. */
export function isAttachedTrainer(card: PokemonCard): boolean {
  return trainerKind(card) === 'Pokémon Tool' || attachedItem(card) !== undefined;
}

/** A change to an attack's damage from a card attached to the attacker or the defender. */
interface DamageModifier {
  readonly amount: number;
  /** Applied before or after Weakness and Resistance. */
  readonly when: 'before' | 'after';
}

/** Damage changes of the attached cards in the bundled sets, by card name. */
const ATTACKER_MODIFIERS: Readonly<Record<string, DamageModifier>> = {
  // "do 10 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)"
  'Vitality Band': { amount: 10, when: 'before' },
  // "If this Pokémon's attack does damage … (after applying Weakness and Resistance), … 10 more"
  PlusPower: { amount: 10, when: 'after' },
};
const DEFENDER_MODIFIERS: Readonly<Record<string, DamageModifier>> = {
  // "Damage done to that Pokémon by attacks is reduced by 20 (after applying Weakness and Resistance)"
  Defender: { amount: -20, when: 'after' },
};

/** The modifiers that apply, as `[card name, modifier]`, attacker's first. */
export function damageModifiers(
  attackerAttached: readonly string[],
  defenderAttached: readonly string[],
): (readonly [string, DamageModifier])[] {
  const pick = (names: readonly string[], table: Readonly<Record<string, DamageModifier>>) =>
    names.flatMap((n) => {
      const m = Object.hasOwn(table, n) ? table[n] : undefined;
      return m ? [[n, m] as const] : [];
    });
  return [
    ...pick(attackerAttached, ATTACKER_MODIFIERS),
    ...pick(defenderAttached, DEFENDER_MODIFIERS),
  ];
}
