import { getBundledSets } from '../cards/bundled-sets';
import { isPokemon } from '../cards/card-helpers';
import type { Ability, PokemonCard } from '../cards/types';
import { textKey } from './text-key';

/**
 * The rules read some cards by name (PlusPower, Beach Court, Exoskeleton…). A name alone is not
 * enough: another set may print the same name with other words. These checks let a card count
 * by name only where its text is the text of a bundled printing the code was written for.
 */

/**
 * The Abilities that apply by themselves and that the rules read by name (see `passives`),
 * where their text is a known one (`isKnownPassive`).
 */
export const PASSIVE_ABILITIES: readonly string[] = [
  'Counterattack Quills',
  'Adaptive Evolution',
  'Trap Territory',
  'Electricity Pouches',
  'Blooming Garden',
  'Mischievous Lock',
  'Well-Baked Body',
  'Exoskeleton',
  'Poison Sacs',
  'Leadership',
];

let known: Set<string> | undefined;

/** The text of every bundled Trainer and Ability, in the form `textKey` compares. */
function knownTexts(): Set<string> {
  if (known) return known;
  const out = new Set<string>();
  for (const { cards } of Object.values(getBundledSets()) as { cards: readonly PokemonCard[] }[])
    for (const card of cards)
      if (isPokemon(card))
        for (const a of card.abilities) out.add(textKey('ability', card.name, a.text));
      else out.add(textKey('trainer', card.name, card.rules.join('\n')));
  known = out;
  return out;
}

/** Whether the rules carry out this passive Ability: a known name with the text it was written for. */
export function isKnownPassive(card: Pick<PokemonCard, 'name'>, ability: Ability): boolean {
  return (
    PASSIVE_ABILITIES.includes(ability.name) &&
    knownTexts().has(textKey('ability', card.name, ability.text))
  );
}

/**
 * The name the rules may read a Trainer or Energy by (PlusPower, Beach Court), or `undefined`
 * when its text is not that of a bundled printing with that name.
 */
export function knownTrainerName(card: PokemonCard): string | undefined {
  return knownTexts().has(textKey('trainer', card.name, card.rules.join('\n')))
    ? card.name
    : undefined;
}
