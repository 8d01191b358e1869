import { isPokemon, pokemonRules } from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { hasEffectText } from './coverage';

/**
 * Which card texts a behaviour test checks. A behaviour test plays a card where its text matters
 * and asserts what the printed text says happens; it groups its tests under a title made by
 * {@link behaviourTitle}, so the coverage report can tell "checked by behaviour" apart from "has
 * code" by listing the test titles (no test is run for that).
 *
 * A card's text comes in parts: the whole card for a Trainer or a special Energy (`part` is
 * `undefined`), else each rule it prints about how it plays (`Tera rule`; the ex Prize rule is a
 * reminder `prizeValue` applies), each Ability (or Pokémon Power) and each attack with text. Printings with
 * the same text share their check: a part is identified by the card's name, the part's name and
 * its text, not by the printing's number.
 */

/** The parts of a card's text a behaviour test must check (`undefined`: the whole card). */
export function textParts(card: PokemonCard): (string | undefined)[] {
  if (!hasEffectText(card)) return [];
  // A Trainer played as a Pokémon may print a Poké-Body of its own (EX Claw Fossil).
  if (card.supertype === 'Trainer')
    return [undefined, ...(card.abilities ?? []).map((a) => a.name)];
  if (!isPokemon(card)) return [undefined];
  return [
    ...pokemonRules(card).map((r) => r.name),
    ...card.abilities.map((a) => a.name),
    ...card.attacks.filter((a) => a.text.trim() !== '').map((a) => a.name),
  ];
}

/** The text of one part, or `undefined` when the card has no such part. */
export function partText(card: PokemonCard, part: string | undefined): string | undefined {
  if (part === undefined) return isPokemon(card) ? undefined : [...card.rules].join('\n');
  if (card.supertype === 'Trainer') return card.abilities?.find((a) => a.name === part)?.text;
  if (!isPokemon(card)) return undefined;
  const rule = pokemonRules(card).find((r) => r.name === part);
  if (rule) return rule.text;
  const ability = card.abilities.find((a) => a.name === part);
  if (ability) return ability.text;
  const attack = card.attacks.find((a) => a.name === part && a.text.trim() !== '');
  return attack ? `${attack.damage}|${attack.cost.join(',')}|${attack.text}` : undefined;
}

/** Same set, card name, part and text: one check covers every such printing of a set. */
function partKey(card: PokemonCard, part: string | undefined): string {
  return JSON.stringify([card.set.id, card.name, part ?? null, partText(card, part) ?? null]);
}

const PREFIX = 'behaviour of ';

/** The title a behaviour test group carries: `behaviour of sv1-86 Gardevoir ex — Psychic Embrace`. */
export function behaviourTitle(card: PokemonCard, part: string | undefined): string {
  return `${PREFIX}${card.id} ${card.name}${part === undefined ? '' : ` — ${part}`}`;
}

/** The card id and part a title names (see {@link behaviourTitle}), or `undefined`. */
export function parseBehaviourTitle(
  title: string,
  registry: CardRegistry,
): { card: PokemonCard; part: string | undefined } | undefined {
  if (!title.startsWith(PREFIX)) return undefined;
  const rest = title.slice(PREFIX.length);
  const id = rest.slice(0, rest.indexOf(' '));
  const card = registry.get(id);
  if (!card) return undefined;
  const named = rest.slice(id.length + 1);
  if (named === card.name) return { card, part: undefined };
  const head = `${card.name} — `;
  return named.startsWith(head) ? { card, part: named.slice(head.length) } : undefined;
}

/** How many of a group of cards have every text part checked by a behaviour test. */
export interface BehaviourCoverage {
  /** Distinct cards (by id) with effect text. */
  readonly withText: number;
  /** Of those, the cards whose every part is checked. */
  readonly checked: number;
  /** `id Name — part` of each part with no behaviour test. */
  readonly unchecked: readonly string[];
}

/**
 * Behaviour coverage of `cards`, given the titles of the behaviour test groups that hold at
 * least one test (see {@link behaviourTitle}).
 */
export function behaviourCoverage(
  cards: readonly PokemonCard[],
  titles: Iterable<string>,
  registry: CardRegistry,
): BehaviourCoverage {
  const checkedKeys = new Set<string>();
  for (const title of titles) {
    const named = parseBehaviourTitle(title, registry);
    if (named) checkedKeys.add(partKey(named.card, named.part));
  }
  const withText = [...new Map(cards.filter(hasEffectText).map((c) => [c.id, c])).values()];
  const unchecked: string[] = [];
  let checked = 0;
  for (const card of withText) {
    const missing = textParts(card).filter((p) => !checkedKeys.has(partKey(card, p)));
    if (missing.length === 0) checked++;
    for (const p of missing) unchecked.push(`${card.id} ${card.name}${p ? ` — ${p}` : ''}`);
  }
  return { withText: withText.length, checked, unchecked };
}
