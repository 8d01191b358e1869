import { ENERGY_SYMBOLS } from './names';

/**
 * Faults of the public card data that would make a card unplayable (or its text unreadable) for no
 * reason of the rules. Each is mended on load only where the right words are certain, and every
 * mend is reported as a load note — never a silent rewrite of what a card says.
 */

/** A misspelling whose printed words are not in doubt. */
export interface KnownTypo {
  /** The words as the data has them. */
  readonly wrong: string;
  /** The words as printed. */
  readonly right: string;
}

/**
 * Misspellings seen in the pokemon-tcg-data text that have one reading only. "Flip a coins" alone
 * is not one: the number of coins is lost. Where the words around it name one printing, the mend
 * is that printing's words (Team Rocket Dark Vileplume's Petal Whirlwind, printed "Flip 3 coins."
 * — a number the data cannot tell, so only that whole sentence is mended, never "a coins").
 */
export const KNOWN_TYPOS: readonly KnownTypo[] = [
  { wrong: 'he of she', right: 'he or she' },
  { wrong: 'times then number', right: 'times the number' },
  // Legendary Collection Snorlax, Body Slam: "Flip a coin. If heads the Defending Pokémon …".
  { wrong: 'If heads the ', right: 'If heads, the ' },
  { wrong: 'If tails the ', right: 'If tails, the ' },
  // Expedition Magmar, Thrash; Aquapolis Sneasel, Claw: "If heads this attack …".
  { wrong: 'If heads this ', right: 'If heads, this ' },
  { wrong: 'If tails this ', right: 'If tails, this ' },
  // Aquapolis Nidoking, Rolling Thunder: "Flip a coin, If heads, …".
  { wrong: 'Flip a coin, If ', right: 'Flip a coin. If ' },
  // Expedition Feraligatr, Rending Jaws: "If here are no damage counters on the Defending Pokémon, …".
  { wrong: 'If here are ', right: 'If there are ' },
  // Skyridge Ledian, Swift: "This attack's damage isn't affect by Weakness, …".
  { wrong: "damage isn't affect by", right: "damage isn't affected by" },
  // Aquapolis Remoraid, Splatter: "Choose 1 of your opponent's Pokémon is play."
  { wrong: "opponent's Pokémon is play", right: "opponent's Pokémon in play" },
  // Aquapolis Exeggutor, Lateral Eggsplosion: "… attached to all of of your Benched Pokémon."
  { wrong: 'all of of your', right: 'all of your' },
  // Aquapolis Lugia, Psychic: "This attack does 10 damage time the number of …".
  { wrong: 'damage time the number', right: 'damage times the number' },
  // Aquapolis Kingdra, Aquabomb: "Kindra does 10 damage to itself."
  { wrong: 'Kindra does ', right: 'Kingdra does ' },
  // Legendary Collection Butterfree, Mega Drain; Dark Raichu, Surprise Thunder.
  { wrong: 'equal of half', right: 'equal to half' },
  { wrong: 'damage counters that that', right: 'damage counters than that' },
  { wrong: 'the second coins is', right: 'the second coin is' },
  // Aquapolis Exeggcute, Energy Support: "… Shuffe your deck afterward."
  { wrong: 'Shuffe your deck', right: 'Shuffle your deck' },
  // Aquapolis Fighting Cube 01 and Psychic Cube 01: "That Pokémon my use …", "… may us this card's attack".
  { wrong: "Pokémon my use this card's attack", right: "Pokémon may use this card's attack" },
  { wrong: "may us this card's attack", right: "may use this card's attack" },
  // Skyridge Persian, Surprise Slash: "You opponent shuffles that card into his or her deck."
  { wrong: 'You opponent ', right: 'Your opponent ' },
  // Skyridge Dunsparce, Slippery Skin: "… Dusparce's Retreat Cost is 0" (no Pokémon is named Dusparce).
  { wrong: "Dusparce's", right: "Dunsparce's" },
  // Gym Heroes Sabrina's Gengar, Pain Amplifier: "… each of your opponent's Pokémon has already has any …".
  { wrong: 'Pokémon has already has any', right: 'Pokémon that already has any' },
  // Sandstorm Mysterious Fossil: "If Mysterious is Knocked Out, …" (no card is named Mysterious).
  { wrong: 'If Mysterious is Knocked Out', right: 'If Mysterious Fossil is Knocked Out' },
  // Team Rocket Dark Vileplume, Petal Whirlwind (printed "Flip 3 coins. …"); keyed by its whole text.
  {
    wrong:
      'Flip a coins. This attack does 30 damage times the number of heads. If you get 2 or more heads, Dark Vileplume is now Confused',
    right:
      'Flip 3 coins. This attack does 30 damage times the number of heads. If you get 2 or more heads, Dark Vileplume is now Confused',
  },
];

/**
 * Unown names whose letter the card data wrote as the Energy type that letter stands for in
 * energy symbols: Wizards Black Star Promos Unown [J]'s [Join] reads "if you have Unown [J],
 * Unown [O], Unown [I], and Unown Dragon on your Bench" where the card prints "Unown [N]" (the
 * letters spell JOIN). No Pokémon is named "Unown Dragon" (or "Unown Fire" …), so the Power could
 * never be used; the mend has one reading.
 */
export const UNOWN_LETTER_TYPOS: readonly KnownTypo[] = Object.entries(ENERGY_SYMBOLS).map(
  ([letter, type]) => ({ wrong: `Unown ${type}`, right: `Unown [${letter}]` }),
);

/**
 * A text whose last sentence lost its full stop (Neo Discovery Natu: "… is now Confused"):
 * the stop is put back, since every sentence of a card ends with one.
 */
export function mendMissingFullStop(text: string): { text: string; mended: boolean } {
  const t = text.trimEnd();
  return /[\p{L}\p{N}]$/u.test(t) ? { text: `${t}.`, mended: true } : { text, mended: false };
}

/** A text with the {@link KNOWN_TYPOS} and {@link UNOWN_LETTER_TYPOS} in it mended, and the typos found. */
export function mendKnownTypos(text: string): { text: string; mended: readonly KnownTypo[] } {
  let out = text;
  const mended: KnownTypo[] = [];
  for (const typo of [...KNOWN_TYPOS, ...UNOWN_LETTER_TYPOS]) {
    if (!out.includes(typo.wrong)) continue;
    out = out.split(typo.wrong).join(typo.right);
    mended.push(typo);
  }
  return { text: out, mended };
}

/**
 * An attack's damage field that the data writes as "?" — the printed damage is set by the
 * attack's text (e.g. Neo Discovery Scizor's False Swipe, "Does damage equal to half …"). It is
 * read as no printed damage, so only the text decides it (or the attack stays manual).
 */
export const TEXT_DECIDES_DAMAGE = '?';

/**
 * Whether the data has lost an attack's text: it prints neither damage nor text (Neo Discovery's
 * Umbreon, Feint Attack), so it would play as doing nothing. Such an attack is left to manual
 * play, from the printed card, and the load says so.
 */
export function hasLostText(attack: { readonly damage?: string; readonly text?: string }): boolean {
  return (attack.damage ?? '').trim() === '' && (attack.text ?? '').trim() === '';
}
