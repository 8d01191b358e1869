import {
  isPokemon,
  type PokemonRule,
  pokemonRules,
  readPrintedPokemonRule,
  trainerPokemonInPlay,
} from '../cards/card-helpers';
import { hasLostText } from '../cards/data-faults';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { isDeckLimitText } from '../decks/deck-limits';
import { isBabyRuleText } from './baby-rule';
import { energyAttachEffect } from './energy-attach-rules';
import { abilitySpec, attackEffect, trainerEffect } from './registry';
import { specialEnergyOf } from './special-energy';

/** Special Energy the rules carry out by name (see `energyProvided`). */
const SPECIAL_ENERGY = ['Double Colorless Energy'];

/**
 * Whether a rule printed on a Pokémon is carried out by generic code: the Tera rule (the damage
 * rules, see `attackDamage`), the Baby rule in its printed wordings (the attack prologue, see
 * `baby-rule.ts`) and a rule that only limits the deck ("You can't have more than 1 Shining
 * Raichu in your deck.", applied by the deck checks). Any other printed Pokémon rule is left to
 * manual play. The ex Prize rule is a reminder that `prizeValue` applies, not a part of the
 * card's own text.
 */
function isAppliedPokemonRule(card: PokemonCard, rule: PokemonRule): boolean {
  return (
    rule.name === 'Tera rule' ||
    (rule.name === 'Baby rule' && isBabyRuleText(rule.text)) ||
    isDeckLimitText(card, rule.text) ||
    // Buried Fossil: what may evolve from it, and no Special Conditions (evolvesOnto, canHaveCondition).
    readPrintedPokemonRule(card, rule.text) !== undefined
  );
}

/** How much of a set's card text the plugin carries out. */
export interface SetCoverage {
  readonly set: string;
  /** Cards with text to carry out (Trainers, special Energy, Abilities, attack text). */
  readonly withText: number;
  readonly implemented: number;
  /** Names (and the part) of the cards that fall back to manual play. */
  readonly missing: readonly string[];
}

/** What kind of printed text a part left to manual play is. */
export type ManualPartKind = 'attack' | 'power' | 'trainer' | 'energy' | 'rule';

/** Every {@link ManualPartKind}, in the order tables list them. */
export const MANUAL_PART_KINDS: readonly ManualPartKind[] = [
  'attack',
  'power',
  'trainer',
  'energy',
  'rule',
];

/** One part of a card's text that the plugin leaves to manual play. */
export interface ManualPart {
  readonly card: string;
  /** The attack, Ability/Power or rule (none for a Trainer or Energy: the whole card). */
  readonly part?: string;
  readonly kind: ManualPartKind;
}

/** The parts of a card's text the plugin does not carry out, with their kind (empty: all done). */
export function manualParts(card: PokemonCard): ManualPart[] {
  if (card.supertype === 'Trainer') {
    if (!trainerEffect(card)) return [{ card: card.name, kind: 'trainer' }];
    // A fossil's Poké-Body works while it is in play, as the Pokémon it plays as.
    const inPlay = trainerPokemonInPlay(card);
    return (card.abilities ?? [])
      .filter((a) => !isPokemon(inPlay) || !abilitySpec(inPlay, a))
      .map((a) => ({ card: card.name, part: a.name, kind: 'power' as const }));
  }
  if (card.supertype === 'Energy') {
    const read = specialEnergyOf(card);
    // What attaching it does must be carried out too (Warp Energy's switch).
    const whole =
      read !== undefined && (!read.whenAttached || energyAttachEffect(card) !== undefined);
    return card.rules.length === 0 || SPECIAL_ENERGY.includes(card.name) || whole
      ? []
      : [{ card: card.name, kind: 'energy' }];
  }
  if (!isPokemon(card)) return [];
  const out: ManualPart[] = [];
  for (const rule of pokemonRules(card))
    if (!isAppliedPokemonRule(card, rule))
      out.push({ card: card.name, part: rule.name, kind: 'rule' });
  for (const a of card.abilities)
    if (!abilitySpec(card, a)) out.push({ card: card.name, part: a.name, kind: 'power' });
  for (const a of card.attacks)
    if ((a.text.trim() !== '' || hasLostText(a)) && !attackEffect(card, a.name))
      out.push({ card: card.name, part: a.name, kind: 'attack' });
  return out;
}

/** `Name — part` as tools and reports show a manual part (`(Ability)` after a Power's name). */
export function manualPartLabel(p: ManualPart): string {
  if (p.part === undefined) return p.card;
  return p.kind === 'power' ? `${p.card} — ${p.part} (Ability)` : `${p.card} — ${p.part}`;
}

/** The parts of a card's text the plugin does not carry out (empty: the whole card is done). */
export function missingEffects(card: PokemonCard): string[] {
  return manualParts(card).map(manualPartLabel);
}

/** How many manual parts there are of each kind (every kind present, 0 when none). */
export function countByKind(parts: readonly ManualPart[]): Record<ManualPartKind, number> {
  const counts = Object.fromEntries(MANUAL_PART_KINDS.map((k) => [k, 0])) as Record<
    ManualPartKind,
    number
  >;
  for (const p of parts) counts[p.kind] += 1;
  return counts;
}

/** Whether a card has any text the plugin must carry out. */
export function hasEffectText(card: PokemonCard): boolean {
  if (card.supertype === 'Trainer') return true;
  if (card.supertype === 'Energy') return card.rules.length > 0;
  if (!isPokemon(card)) return false;
  return (
    card.abilities.length > 0 ||
    card.attacks.some((a) => a.text.trim() !== '' || hasLostText(a)) ||
    pokemonRules(card).length > 0
  );
}

/** Effect coverage of the given sets (default: every set in the registry). */
export function effectCoverage(registry: CardRegistry, setIds?: readonly string[]): SetCoverage[] {
  const sets = setIds ?? registry.sets.map((s) => s.id);
  return sets.map((set) => {
    const cards = registry.cards.filter((c) => c.set.id === set && hasEffectText(c));
    const missing = cards.flatMap(missingEffects);
    const implemented = cards.filter((c) => missingEffects(c).length === 0).length;
    return { set, withText: cards.length, implemented, missing: [...new Set(missing)] };
  });
}

/** How much of one set plays by itself, counting each distinct card once (see {@link setAutomation}). */
export interface SetAutomation {
  readonly set: string;
  /** Distinct cards with effect text: printings with the same name and text count once. */
  readonly distinct: number;
  /** Of those, the cards whose every part the plugin carries out. */
  readonly automatic: number;
  /** `Name — part` of each part left to manual play, once per distinct card. */
  readonly manual: readonly string[];
  /** The same parts with their kind (see {@link countByKind}). */
  readonly parts: readonly ManualPart[];
}

/** The same card for play: its name and every text it prints. */
function distinctKey(card: PokemonCard): string {
  if (!isPokemon(card)) return JSON.stringify([card.name, card.rules]);
  return JSON.stringify([
    card.name,
    card.abilities.map((a) => [a.name, a.text]),
    card.attacks.map((a) => [a.name, a.damage, a.text]),
  ]);
}

/** How much of a set plays by itself, by distinct card (a loaded set measured as a user loads it). */
export function setAutomation(registry: CardRegistry, set: string): SetAutomation {
  const distinct = new Map<string, PokemonCard>();
  for (const c of registry.cards)
    if (c.set.id === set && hasEffectText(c)) distinct.set(distinctKey(c), c);
  const cards = [...distinct.values()];
  const parts = cards.flatMap(manualParts);
  return {
    set,
    distinct: cards.length,
    automatic: cards.filter((c) => manualParts(c).length === 0).length,
    manual: parts.map(manualPartLabel),
    parts,
  };
}
