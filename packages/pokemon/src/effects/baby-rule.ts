import { isPokemon, pokemonRules } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { normaliseText } from './sentences';
import { flip, stop, when } from './steps';
import type { Step } from './types';

/**
 * The Baby rule as Baby Pokémon print it, read as clauses — WHEN it applies, WHEN the coin is
 * flipped, WHAT tails does:
 *
 * - Neo Genesis: "If this Baby Pokémon is your Active Pokémon and your opponent tries to attack,
 *   your opponent flips a coin (before doing anything required in order to use that attack). If
 *   tails, your opponent's turn ends without an attack."
 * - Neo Discovery / Revelation: "… and your opponent announces an attack, your opponent flips a
 *   coin (before doing anything else). If tails, your opponent's turn ends."
 * - Expedition and later e-Card sets: "If your Active Pokémon is a Baby Pokémon and your opponent
 *   announces an attack, …" (the same rule written as a game rule: the Baby that prints it is
 *   the Active Pokémon it names, so it applies exactly when that Baby is the Active Pokémon).
 *
 * While the Baby is its owner's Active Pokémon, the opponent who attacks flips a coin before
 * doing anything the attack needs; tails, that turn ends without an attack. Any other clause
 * (another trigger, no "before …" timing, another outcome) leaves the rule to manual play.
 */

/** WHEN: the Baby is Active ("this Baby Pokémon is your Active Pokémon" or the game-rule form). */
const WHILE_ACTIVE =
  /^if (?:this baby pokémon is your active pokémon|your active pokémon is a baby pokémon) and (.+)$/;
/** The opponent's attack, in the words the printings use. */
const ATTACKS =
  /^your opponent (?:tries to attack|announces an attack|attacks|declares an attack), (.+)$/;
/** The coin, and that it comes before anything else the attack does or needs. */
const COIN =
  /^(?:your opponent|he or she|they|that player) flips? a coin \(before doing anything (?:else|required in order to use (?:that|the|his or her|their) attack)\)$/;
/** Tails: the turn ends (and so no attack is made). */
const TAILS =
  /^if tails, (?:your opponent's|his or her|their|that player's) turn ends(?: without an attack| \(without an attack\))?$/;

/** Whether a printed rule is the Baby rule in a wording these rules carry out. */
export function isBabyRuleText(text: string): boolean {
  // Case and spacing do not change the rule; "Pokemon" without its accent is the same word.
  const sentences = normaliseText('\u0000', text)
    .toLowerCase()
    .split(/(?<=\.)\s+/)
    .map((s) => s.replace(/\.$/, ''));
  if (sentences.length !== 2) return false;
  const [first, second] = sentences as [string, string];
  const whileActive = WHILE_ACTIVE.exec(first);
  const attacks = whileActive ? ATTACKS.exec(whileActive[1] as string) : null;
  return attacks !== null && COIN.test(attacks[1] as string) && TAILS.test(second);
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
