import { isPokemon, pokemonRules } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { flip, stop, when } from './steps';
import type { Step } from './types';

/**
 * The Baby rule as Baby Pokémon print it (Neo Genesis; Neo Discovery and Neo Revelation word it
 * "announces an attack … (before doing anything else). If tails, your opponent's turn ends."):
 * while the Baby is its owner's Active Pokémon, the opponent who tries to attack flips a coin
 * before doing anything the attack needs; tails, that turn ends without an attack. Only these
 * wordings are applied: any other text on a Baby stays for manual play.
 */
const BABY_RULE_WORDINGS: readonly RegExp[] = [
  /^If this Baby Pokémon is your Active Pokémon and your opponent tries to attack, your opponent flips a coin \(before doing anything required in order to use that attack\)\. If tails, your opponent's turn ends without an attack\.$/,
  /^If this Baby Pokémon is your Active Pokémon and your opponent announces an attack, your opponent flips a coin \(before doing anything else\)\. If tails, your opponent's turn ends\.$/,
];

/** Whether a printed rule is the Baby rule in a wording these rules carry out. */
export function isBabyRuleText(text: string): boolean {
  return BABY_RULE_WORDINGS.some((w) => w.test(text.trim()));
}

/** Whether a Pokémon is a Baby Pokémon whose printed Baby rule is carried out. */
export function hasBabyRule(card: PokemonCard): boolean {
  return (
    isPokemon(card) &&
    card.subtypes.includes('Baby') &&
    pokemonRules(card).some((r) => r.name === 'Baby rule' && isBabyRuleText(r.text))
  );
}

/**
 * The first steps of every attack: when the Defending Pokémon is a Baby with the Baby rule, the
 * attacking player flips a coin before anything else (before a Confused attacker's coin, before
 * any Energy the attack discards); tails, the attack stops and the turn ends with nothing paid.
 */
export const BABY_RULE_PROLOGUE: readonly Step[] = [
  when(
    (e) => e.defender !== undefined && hasBabyRule(e.defender.card),
    [flip(1, 'babyRule'), when((e) => e.heads('babyRule') === 0, [stop])],
  ),
];
