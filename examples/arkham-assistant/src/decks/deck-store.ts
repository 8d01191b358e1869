import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ArkhamDeck, parseDeck } from './deck';

/** Directory of the bundled sample decks. */
export const SAMPLE_DECK_DIR = fileURLToPath(new URL('./samples', import.meta.url));

/** Reads and parses one deck file; throws `DeckFormatError` or the file system error. */
export function loadDeckFile(path: string): ArkhamDeck {
  return parseDeck(JSON.parse(readFileSync(path, 'utf8')));
}

/** Writes a deck as pretty JSON in the ArkhamDB shape. */
export function saveDeckFile(path: string, deck: ArkhamDeck): void {
  writeFileSync(path, `${JSON.stringify(deck, null, 2)}\n`);
}

/** The bundled sample decks, keyed by id. */
export function loadSampleDecks(): Map<string, ArkhamDeck> {
  const decks = new Map<string, ArkhamDeck>();
  for (const file of readdirSync(SAMPLE_DECK_DIR).sort()) {
    if (!file.endsWith('.json')) continue;
    const deck = loadDeckFile(join(SAMPLE_DECK_DIR, file));
    decks.set(String(deck.id ?? file.replace(/\.json$/, '')), deck);
  }
  return decks;
}

/** A stored deck with a version that changes on every save (caches key on it). */
export interface StoredDeck {
  id: string;
  version: number;
  deck: ArkhamDeck;
  /** Per-deck cache (simulation results live here), cleared when the deck changes. */
  cache: Map<string, unknown>;
}

/** Thrown when a deck id is not in the store; `known` lists the ids that exist. */
export class DeckNotFoundError extends Error {
  override readonly name = 'DeckNotFoundError';
  constructor(
    readonly deckId: string,
    readonly known: string[],
  ) {
    super(`No deck "${deckId}". Known decks: ${known.join(', ') || '(none)'}.`);
  }
}

/** In-memory decks (samples preloaded), optionally persisted as one JSON file per deck. */
export class DeckStore {
  readonly #decks = new Map<string, StoredDeck>();
  #nextId = 1;

  /** @param options.dir when set, saved decks are also written there as `<id>.json`. */
  constructor(
    initial: Iterable<[string, ArkhamDeck]> = loadSampleDecks(),
    private readonly options: { dir?: string } = {},
  ) {
    for (const [id, deck] of initial)
      this.#decks.set(id, { id, version: 1, deck, cache: new Map() });
  }

  /** Ids of every stored deck. */
  ids(): string[] {
    return [...this.#decks.keys()];
  }

  /** The stored deck, or a {@link DeckNotFoundError} listing the known ids. */
  get(id: string): StoredDeck {
    const stored = this.#decks.get(id);
    if (!stored) throw new DeckNotFoundError(id, this.ids());
    return stored;
  }

  /** Whether a deck id exists. */
  has(id: string): boolean {
    return this.#decks.has(id);
  }

  /** Saves a deck (new id unless it carries a known string id); returns the stored entry. */
  save(deck: ArkhamDeck): StoredDeck {
    let id = typeof deck.id === 'string' && /^[\w-]{1,64}$/.test(deck.id) ? deck.id : undefined;
    while (!id || (deck.id !== id && this.#decks.has(id))) id = `deck-${this.#nextId++}`;
    const previous = this.#decks.get(id);
    const stored: StoredDeck = {
      id,
      version: (previous?.version ?? 0) + 1,
      deck: { ...deck, id },
      cache: new Map(),
    };
    this.#decks.set(id, stored);
    if (this.options.dir) saveDeckFile(join(this.options.dir, `${id}.json`), stored.deck);
    return stored;
  }
}
