import type { GameState } from '@playmat/engine';
import { type Cards, cardOf, type PokemonInPlay, pokemonIn } from '../game/board';
import { isInPlayZone } from '../game/zones';

/**
 * How a player tells a Pokémon in play apart from another of the same name: its name, HP left,
 * attached Energy (and Tools, Special Conditions when it has some) —
 * `Mankey, HP 30/60, Energy: Basic Fighting Energy ×2`.
 */
export function pokemonSummary(cards: Cards, state: GameState, mon: PokemonInPlay): string {
  const names = (ids: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const id of ids) {
      const name = cardOf(cards, state, id)?.name ?? 'card';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
  };
  const parts = [
    mon.card.name,
    `HP ${Math.max(0, mon.hp - mon.damage)}/${mon.hp}`,
    `Energy: ${names(mon.energy) || 'none'}`,
  ];
  if (mon.tools.length > 0) parts.push(`Tool: ${names(mon.tools)}`);
  for (const c of mon.conditions) parts.push(c.charAt(0).toUpperCase() + c.slice(1));
  return parts.join(', ');
}

/**
 * A decision option as a player reads it: an option naming a spot that holds a Pokémon (a bare
 * spot such as a promotion's `p1:bench_2`, or a card effect's `p1:bench_2 Pikachu (40/60 HP)`)
 * becomes the spot in the player's words with its Pokémon summed up; any other option is only
 * put in the player's words.
 */
export function optionText(
  cards: Cards,
  state: GameState,
  option: string,
  words: (text: string) => string,
): string {
  const spot = option.split(' ')[0] ?? '';
  const mon = spot.includes(':') && isInPlayZone(spot) ? pokemonIn(cards, state, spot) : undefined;
  return mon ? `${words(spot)} (${pokemonSummary(cards, state, mon)})` : words(option);
}
