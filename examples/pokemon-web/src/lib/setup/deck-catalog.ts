/**
 * Where the decks on the DeckSelect screen come from. The app uses the Pokémon plugin's decks
 * and parser (`createPokemonCatalog`); the small demo catalog serves the fake driver's tests.
 */

/** A deck shipped with the app. */
export interface BundledDeck {
  id: string;
  name: string;
  /** One line shown under the dropdown. */
  description: string;
}

/** One line of a deck list. */
export interface DeckLine {
  count: number;
  name: string;
  setCode?: string;
  number?: string;
}

/** A deck that passed validation and can start a match. */
export interface ResolvedDeck {
  name: string;
  lines: readonly DeckLine[];
  cardCount: number;
  /**
   * Card template ids in list order, when the catalog resolved them (the Pokémon catalog
   * does); a driver without them re-reads `lines`.
   */
  cardIds?: readonly string[];
}

/** One problem with a pasted deck list; `line` is 1-based when the problem has a line. */
export interface DeckError {
  line?: number;
  message: string;
}

/** Which deck a player picked. */
export type DeckChoice = { source: 'bundled'; deckId: string } | { source: 'pasted'; text: string };

/** Result of loading a deck: the deck, or every problem found (not just the first). */
export type DeckLoadResult =
  | { ok: true; deck: ResolvedDeck }
  | { ok: false; errors: readonly DeckError[] };

/** Bundled decks plus a way to turn a choice into a deck. */
export interface DeckCatalog {
  readonly bundled: readonly BundledDeck[];
  load(choice: DeckChoice): DeckLoadResult;
}

/** Cards in a legal deck. */
export const DECK_SIZE = 60;

// `4 Pikachu BS 58`, `* 4 Pikachu BS 58` (older format) or `4 Pikachu`.
const LINE = /^\*?\s*(\d+)\s+(.+?)(?:\s+([A-Za-z0-9-]{2,6})\s+(\d+[a-z]?))?\s*$/;
// Section headers and totals that both export formats contain.
const HEADER = /^(pok[eé]mon|trainers?|energy|total cards)\s*[:-]?\s*\d*\s*$/i;

/**
 * Parses a deck list in the Pokémon TCG Live export or the older `* N Name SET 123` format,
 * checking names against `knownCards` (case-insensitive) and the 60-card total.
 */
export function parseDeckList(text: string, knownCards: ReadonlySet<string>): DeckLoadResult {
  const errors: DeckError[] = [];
  const lines: DeckLine[] = [];
  const known = new Map([...knownCards].map((n) => [n.toLowerCase(), n]));
  text.split(/\r?\n/).forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.trim();
    if (line === '' || HEADER.test(line) || line.startsWith('#') || line.startsWith('##')) return;
    const m = LINE.exec(line);
    if (!m) {
      errors.push({
        line: lineNo,
        message: `Cannot read "${line}"; expected "<count> <card name> [SET number]", e.g. "4 Pikachu BS 58".`,
      });
      return;
    }
    const count = Number(m[1]);
    const name = known.get(m[2]!.toLowerCase());
    if (!name) {
      errors.push({ line: lineNo, message: `Unknown card "${m[2]}".` });
      return;
    }
    if (count < 1) {
      errors.push({ line: lineNo, message: `Count must be at least 1, got ${count}.` });
      return;
    }
    lines.push({ count, name, ...(m[3] ? { setCode: m[3], number: m[4]! } : {}) });
  });
  const cardCount = lines.reduce((n, l) => n + l.count, 0);
  if (errors.length === 0 && cardCount !== DECK_SIZE) {
    errors.push({ message: `A deck has exactly ${DECK_SIZE} cards; this list has ${cardCount}.` });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, deck: { name: 'Pasted deck', lines, cardCount } };
}

/** Writes a deck back as a TCG Live style list (what the "paste" box is prefilled with). */
export function formatDeckList(deck: ResolvedDeck): string {
  return deck.lines
    .map((l) => `${l.count} ${l.name}${l.setCode ? ` ${l.setCode} ${l.number}` : ''}`)
    .join('\n');
}
