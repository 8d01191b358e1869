/**
 * The EX sets (2003 on) print their texts for 2-on-2 games too: "1 of your Active Pokémon",
 * "each Defending Pokémon", "the Defending Pokémon (choose 1 if there are 2)". In the game this
 * plugin plays each player has one Active Pokémon, so those words name that one Pokémon — the
 * rulebooks' own reading for a normal game. They are read as the single-Active wording the
 * compilers know, before any sentence is matched.
 */

// Who owns the Active Pokémon a phrase names ("your", "his or her", …).
const OWNER = "(your opponent's|your|his or her|their)";
// Never a Pokémon's part: "1 of the Defending Pokémon's attacks" is one attack of one Pokémon.
const NOT_POSSESSIVE = "(?!['’]s)";

const SINGLE_BATTLE: readonly (readonly [RegExp, string])[] = [
  // "(choose 1 if there are 2)" after the Pokémon it is about: there is only ever 1.
  [/ \(choose 1 if there are 2\)/g, ''],
  // Dragon Wind, Luring Flame: "Your opponent chooses the Defending Pokémon to switch." — with
  // one Defending Pokémon there is nothing to choose.
  [/(^| )Your opponent (?:chooses|picks) the Defending Pokémon to switch\.(?= |$)/g, '$1'],
  // "Switch 1 of your Active Pokémon with …", "remove … from each of your Active Pokémon",
  // "attached to all of your Active Pokémon", "if any of your Active Pokémon …".
  [
    new RegExp(`\\b(?:1|each|all|any) of ${OWNER} Active Pokémon\\b${NOT_POSSESSIVE}`, 'g'),
    '$1 Active Pokémon',
  ],
  // Head Trip: "One of your Active Pokémon is now Confused." (the sentence's capital is put back).
  [
    new RegExp(`\\b[Oo]ne of ${OWNER} Active Pokémon\\b${NOT_POSSESSIVE}`, 'g'),
    '$1 Active Pokémon',
  ],
  [
    new RegExp(`\\b(?:1|each|all|any) of the Defending Pokémon\\b${NOT_POSSESSIVE}`, 'g'),
    'the Defending Pokémon',
  ],
  // Warp Point: "Your opponent switches 1 of his or her Defending Pokémon with …".
  [
    new RegExp(
      `\\b(?:1|each|all|any) of (?:your opponent's|his or her|their) Defending Pokémon\\b${NOT_POSSESSIVE}`,
      'g',
    ),
    'the Defending Pokémon',
  ],
  [
    new RegExp(`\\b(?:Each|All|Any) Defending Pokémon\\b${NOT_POSSESSIVE}`, 'g'),
    'The Defending Pokémon',
  ],
  [
    new RegExp(`\\b(?:each|all|any) Defending Pokémon\\b${NOT_POSSESSIVE}`, 'g'),
    'the Defending Pokémon',
  ],
];

/**
 * A text's 2-on-2 wording read for a game with one Active Pokémon a side.
 *
 * @example
 * singleBattleWording('Each Defending Pokémon is now Poisoned.') // 'The Defending Pokémon is now Poisoned.'
 * singleBattleWording('Switch 1 of your Active Pokémon with 1 of your Benched Pokémon.')
 * // 'Switch your Active Pokémon with 1 of your Benched Pokémon.'
 */
export function singleBattleWording(text: string): string {
  return SINGLE_BATTLE.reduce((t, [re, to]) => t.replace(re, to), text);
}
