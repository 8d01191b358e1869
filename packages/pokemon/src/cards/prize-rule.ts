/**
 * The Prize rule a Pokémon prints in its rule box: "Pokémon ex rule: When your Pokémon ex is
 * Knocked Out, your opponent takes 2 Prize cards." (2023), "When Pokémon-ex has been Knocked Out,
 * your opponent takes 2 Prize cards." (2003). The game applies it (`prizeValue`): it is no text
 * of the card's own to carry out.
 */

/** A Prize rule read from its printed line. */
export interface PrizeRule {
  /** The kind of Pokémon it names, as printed: "Pokémon-ex", "Pokémon ex", "Pokémon VMAX". */
  readonly kind: string;
  /** Prize cards the opponent takes for one Knock Out of such a Pokémon. */
  readonly prizes: number;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 };

// "[Pokémon ex rule: ]When [your ]Pokémon-ex is/has been Knocked Out, your opponent takes 2
// Prize cards." — the label, "your" and the tense vary between printings, not the rule.
const PRIZE_RULE =
  /^(?:[A-Za-zé -]{1,30} rule:\s*)?When (?:your )?(Pokémon[- ][A-Za-z-]+) (?:is|has been) Knocked Out, (?:your )?opponent takes (\d|one|two|three) Prize cards?\.$/i;

/**
 * A Prize rule in one printed rule line, or `undefined` when the line says something else.
 *
 * @example
 * readPrizeRule('When Pokémon-ex has been Knocked Out, your opponent takes 2 Prize cards.')
 * // { kind: 'Pokémon-ex', prizes: 2 }
 */
export function readPrizeRule(line: string): PrizeRule | undefined {
  const m = PRIZE_RULE.exec(line.trim());
  if (!m) return undefined;
  const n = m[2] as string;
  const prizes = NUMBER_WORDS[n.toLowerCase()] ?? Number(n);
  return prizes > 0 ? { kind: m[1] as string, prizes } : undefined;
}

/** The Prize rule among a card's printed rule lines, if it prints one. */
export function printedPrizeRule(rules: readonly string[]): PrizeRule | undefined {
  for (const line of rules) {
    const rule = readPrizeRule(line);
    if (rule) return rule;
  }
  return undefined;
}
