import type { Rejection } from '@playmat/agent/game';
import type { PokemonState } from '../game/state';

/**
 * Engine words in a rejection, restated as the Pokémon tools say them. The rules already
 * speak of cards and spots; what is left are the engine's own action and parameter names.
 */
const ENGINE_WORDS: readonly [RegExp, string][] = [
  // The engine's field is the manual tools' `card_effect` parameter.
  [/\ballowedByCardEffect\b/g, 'card_effect'],
  [/\bdeclare_action\b/g, 'the action'],
];

/** Restates a rejected Pokémon action in the words of the seat's tools. */
export function restatePokemonError(rejection: Rejection<PokemonState>): string {
  let text = rejection.text;
  for (const [pattern, words] of ENGINE_WORDS) text = text.replace(pattern, words);
  return text;
}
