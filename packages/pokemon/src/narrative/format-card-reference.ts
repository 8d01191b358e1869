import {
  basicEnergyType,
  effectText,
  isBasicEnergy,
  prizeValue,
  stage,
  trainerKindWords,
} from '../cards/card-helpers';
import type { Attack, EnergyType, PokemonCard, TypeModifier } from '../cards/types';

/**
 * One line describing a card with everything an agent needs to play it, fields separated by
 * ` | `. Deterministic (same card, same text) and free of images, flavour and set trivia.
 *
 * - Pokémon: name [id] | stage, type, what it evolves from | HP | abilities | attacks with
 *   cost, damage and text | weakness | resistance | retreat | prize value when it is not 1
 * - Trainer: name [id] | kind (Item, Supporter, Stadium, Pokémon Tool; Trainer for a Base Set
 *   card, printed before Trainers had kinds) | effect
 * - Energy: name [id] | basic (and the type it provides) or special with its text
 *
 * @example
 * formatCardReference(registry.require('sv1-181'))
 * // "Nest Ball [sv1-181] | Item | Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck."
 */
export function formatCardReference(card: PokemonCard): string {
  const head = `${card.name} [${card.id}]`;
  if (card.supertype === 'Trainer') {
    return join([head, trainerKindWords(card), ...effectText(card).map(squash)]);
  }
  if (card.supertype === 'Energy') {
    if (isBasicEnergy(card))
      return join([head, `Basic Energy, provides ${basicEnergyType(card) ?? '?'}`]);
    return join([head, 'Special Energy', ...effectText(card).map(squash)]);
  }
  const extra = card.subtypes.filter((s) => !/^(Basic|Stage [12]|ex)$/.test(s));
  const kind = `${stage(card)} ${card.types.join('/')} Pokémon${card.subtypes.includes('ex') ? ' ex' : ''}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
  const prizes = prizeValue(card);
  return join([
    head,
    `${kind}${card.evolvesFrom ? `, evolves from ${card.evolvesFrom}` : ''}`,
    `HP ${card.hp}`,
    ...card.abilities.map((a) => `${a.type} ${a.name}: ${squash(a.text)}`),
    ...card.attacks.map(formatAttack),
    card.weaknesses.length > 0 ? `Weakness ${formatModifiers(card.weaknesses)}` : undefined,
    card.resistances.length > 0 ? `Resistance ${formatModifiers(card.resistances)}` : undefined,
    `Retreat ${card.retreatCost.length}`,
    prizes > 1 ? `gives ${prizes} Prizes when Knocked Out` : undefined,
    ...effectText(card).map(squash),
  ]);
}

/** `Attack Fire Spin (Fire×4) 100: text` — `free` for an attack with no cost. */
function formatAttack(attack: Attack): string {
  const damage = attack.damage ? ` ${attack.damage}` : '';
  const text = attack.text ? `: ${squash(attack.text)}` : '';
  return `Attack ${attack.name} (${formatCost(attack.cost)})${damage}${text}`;
}

/** Energy cost grouped by type in printed order: `Fire×2+Colorless`. */
export function formatCost(cost: readonly EnergyType[]): string {
  if (cost.length === 0) return 'free';
  const counts = new Map<EnergyType, number>();
  for (const type of cost) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => (n === 1 ? type : `${type}×${n}`)).join('+');
}

function formatModifiers(list: readonly TypeModifier[]): string {
  return list.map((m) => `${m.type} ${m.value}`).join(', ');
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function join(parts: readonly (string | undefined)[]): string {
  return parts.filter((p): p is string => p !== undefined && p !== '').join(' | ');
}
