import type { Attack, PokemonSupertypeCard } from '../cards/types';
import type { EffectValue } from './types';

/**
 * Attacks a Pokémon has from other cards while a Power or Trainer lets it use them: Sudowoodo's
 * Mimic (the Defending Pokémon's attacks), Sabrina's Alakazam's Psylink (every attack of your
 * Psychic Pokémon in play), Aerodactyl's Prehistoric Memory and Recall (the attacks of the cards
 * below an evolved Pokémon). The board adds them to the Pokémon it reads (`pokemonIn`), so the
 * rules, the legal actions, the bots and the narrative all offer them; each added attack
 * remembers the card it is printed on, so its effect is that card's attack text, carried out as
 * this Pokémon's (its own type, its own Energy paying the printed cost).
 */

/** An attack another card lends, and the card (template id) it is printed on. */
export interface LentAttack {
  readonly attack: Attack;
  readonly template: string;
}

const lentFrom = new WeakMap<Attack, string>();
const views = new WeakMap<PokemonSupertypeCard, Map<string, PokemonSupertypeCard>>();

/**
 * The card with the lent attacks after its own (one copy per name: an attack it already has is
 * its own). The same object for the same card and attacks.
 */
export function withLentAttacks(
  card: PokemonSupertypeCard,
  lent: readonly LentAttack[],
): PokemonSupertypeCard {
  const names = new Set(card.attacks.map((a) => a.name));
  const added: LentAttack[] = [];
  for (const l of lent)
    if (!names.has(l.attack.name)) {
      names.add(l.attack.name);
      added.push(l);
    }
  if (added.length === 0) return card;
  const key = added.map((l) => `${l.template}/${l.attack.name}`).join('|');
  const byKey = views.get(card) ?? new Map<string, PokemonSupertypeCard>();
  views.set(card, byKey);
  const hit = byKey.get(key);
  if (hit) return hit;
  const attacks = [
    ...card.attacks,
    ...added.map((l) => {
      const copy = { ...l.attack };
      lentFrom.set(copy, l.template);
      return copy;
    }),
  ];
  const view = { ...card, attacks };
  byKey.set(key, view);
  return view;
}

/** The card (template id) an attack of `card` is printed on: another card's for a lent one. */
export function attackOrigin(card: PokemonSupertypeCard, attack: Attack): string {
  return lentFrom.get(attack) ?? card.id;
}

/** The effect key and variables that start `attack` of `card` (see `effectKey`). */
export function attackStart(
  card: PokemonSupertypeCard,
  attack: Attack,
): { key: string; vars: Readonly<Record<string, EffectValue>> } {
  const origin = attackOrigin(card, attack);
  return {
    key: `attack:${origin}/${attack.name}`,
    vars: { attack: attack.name, ...(origin !== card.id ? { attackCard: origin } : {}) },
  };
}
