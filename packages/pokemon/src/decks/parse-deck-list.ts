import { isBasicPokemon } from '../cards/card-helpers';
import { normaliseName } from '../cards/names';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { deckLimitBreaches, describeBreach } from './deck-limits';
import type { Deck, DeckEntry, DeckListError, ParseDeckListResult } from './types';

/** Cards in a legal deck. */
export const DECK_SIZE = 60;

const HEADER =
  /^(?:#+\s*)?(pok[eé]mon|trainers?(?: cards)?|energy|energies)\s*(?:[:\-–]\s*|\()\s*(\d+)\)?\s*$/i;
const TOTAL = /^total cards\s*[:\-–]\s*(\d+)\s*$/i;
const BANNER = /^\*{3,}.*$/;
const CARD = /^(?:\*\s*)?(\d+)x?\s+(.+?)\s*$/i;
// A printed number is digits with an optional prefix/suffix ("TG05", "25a"), or one letter,
// "!" or "?" (the Unown cards of EX Unseen Forces).
const SET_NUMBER = /^(.*\S)\s+([A-Za-z][A-Za-z0-9-]{1,7})\s+([A-Za-z]{0,4}\d+[A-Za-z]?|[A-Z!?])$/;

const LINE_HINT =
  'Write card lines as "4 Charmander SVI 1" (or "* 4 Charmander SVI 1"), section headers as "Pokémon: 12" and the total as "Total Cards: 60".';

interface Section {
  readonly line: number;
  readonly label: string;
  readonly declared: number;
  counted: number;
}

/**
 * Parses a deck list in the Pokémon TCG Live export format (`Pokémon: 12` / `4 Charmander SVI 1`
 * / `Total Cards: 60`) or the older Online format (`##Pokémon - 12` / `* 4 Charmander SVI 1`).
 * Lines may also name a card without set and number (`4 Nest Ball`).
 *
 * Checks: every card is known (closest names suggested), 60 cards, at most 4 copies of any card
 * by name except basic Energy, at least one Basic Pokémon, declared counts match. A set code the
 * registry does not know falls back to the card's name when all its printings play the same; that
 * substitution is reported in `warnings`.
 */
export function parseDeckList(text: string, registry: CardRegistry): ParseDeckListResult {
  const errors: DeckListError[] = [];
  const warnings: DeckListError[] = [];
  const entries = new Map<string, { count: number; card: PokemonCard; line: number }>();
  const sections: Section[] = [];
  let declaredTotal: { line: number; value: number } | undefined;
  let total = 0;
  let unresolved = 0;
  let unreadable = 0;

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || BANNER.test(content)) return;
    const header = HEADER.exec(content);
    if (header) {
      sections.push({ line, label: header[1]!, declared: Number(header[2]), counted: 0 });
      return;
    }
    const totalMatch = TOTAL.exec(content);
    if (totalMatch) {
      declaredTotal = { line, value: Number(totalMatch[1]) };
      return;
    }
    const cardMatch = CARD.exec(content);
    if (!cardMatch) {
      errors.push({
        code: 'unreadable_line',
        line,
        message: `Cannot read line ${line}: "${content}".`,
        hint: LINE_HINT,
      });
      unreadable += 1;
      return;
    }
    const count = Number(cardMatch[1]);
    if (count < 1) {
      errors.push({
        code: 'unreadable_line',
        line,
        message: `Line ${line} asks for ${count} copies of a card.`,
        hint: 'Use a count of at least 1, or remove the line.',
      });
      unreadable += 1;
      return;
    }
    total += count;
    const current = sections.at(-1);
    if (current) current.counted += count;
    const resolved = resolveCard(cardMatch[2]!, line, registry);
    if ('error' in resolved) {
      errors.push(resolved.error);
      unresolved += 1;
      return;
    }
    if (resolved.warning) warnings.push(resolved.warning);
    const existing = entries.get(resolved.card.id);
    if (existing) existing.count += count;
    else entries.set(resolved.card.id, { count, card: resolved.card, line });
  });

  // Counts are unknowable while a line cannot be read: report that line, not the sums.
  if (unreadable === 0) errors.push(...countErrors(sections, declaredTotal, total));

  const deckEntries: DeckEntry[] = [...entries.values()];
  errors.push(...copyLimitErrors(deckEntries));
  if (
    unresolved === 0 &&
    deckEntries.length > 0 &&
    !deckEntries.some((e) => isBasicPokemon(e.card))
  ) {
    errors.push({
      code: 'no_basic_pokemon',
      line: null,
      message: 'The deck has no Basic Pokémon, so it could never start a game.',
      hint: 'Add at least one Basic Pokémon (a Pokémon whose stage is Basic).',
    });
  }
  if (errors.length > 0) {
    errors.sort(
      (a, b) => (a.line ?? Number.POSITIVE_INFINITY) - (b.line ?? Number.POSITIVE_INFINITY),
    );
    return { ok: false, errors };
  }
  const deck: Deck = { entries: deckEntries, total };
  return { ok: true, deck, warnings };
}

function countErrors(
  sections: readonly Section[],
  declaredTotal: { line: number; value: number } | undefined,
  total: number,
): DeckListError[] {
  const errors: DeckListError[] = [];
  for (const section of sections) {
    if (section.declared !== section.counted) {
      errors.push({
        code: 'declared_count',
        line: section.line,
        message: `"${section.label}: ${section.declared}" on line ${section.line} does not match its cards, which add up to ${section.counted}.`,
        hint: `Fix the header to ${section.counted} or the card counts under it.`,
      });
    }
  }
  if (declaredTotal && declaredTotal.value !== total) {
    errors.push({
      code: 'declared_count',
      line: declaredTotal.line,
      message: `"Total Cards: ${declaredTotal.value}" on line ${declaredTotal.line} does not match the card lines, which add up to ${total}.`,
      hint: `Fix the total line to ${total} or the card counts.`,
    });
  }
  if (total !== DECK_SIZE) {
    const diff = total - DECK_SIZE;
    errors.push({
      code: 'wrong_total',
      line: declaredTotal?.line ?? null,
      message: `The deck has ${total} cards; a deck must have exactly ${DECK_SIZE}.`,
      hint:
        diff > 0
          ? `Remove ${diff} card${diff === 1 ? '' : 's'}.`
          : `Add ${-diff} card${diff === -1 ? '' : 's'}.`,
    });
  }
  return errors;
}

function copyLimitErrors(entries: readonly DeckEntry[]): DeckListError[] {
  return deckLimitBreaches(entries).map((breach) => {
    const lines = breach.entries.map((e) => e.line ?? 0);
    const where = `line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}`;
    return {
      code: 'too_many_copies',
      line: lines[0]!,
      message: `${describeBreach(breach, where)}.`,
      hint: `Remove ${breach.count - breach.limit.max} ${breach.limit.label}.`,
    };
  });
}

type Resolution = { card: PokemonCard; warning?: DeckListError } | { error: DeckListError };

function resolveCard(rest: string, line: number, registry: CardRegistry): Resolution {
  const parts = SET_NUMBER.exec(rest);
  const code = parts?.[2];
  const looksLikeCode =
    code !== undefined && (code === code.toUpperCase() || !!registry.findSet(code));
  if (!parts || !looksLikeCode) return resolveByName(rest, line, registry);

  const name = parts[1]!;
  const number = parts[3]!;
  const set = registry.findSet(code);
  if (!set) {
    const resolved = resolveByName(name, line, registry);
    if ('error' in resolved) return resolved;
    const { card } = resolved;
    return {
      card,
      warning: {
        code: 'substituted_printing',
        line,
        message: `Set "${code}" is not loaded; line ${line} uses ${card.name} ${card.set.ptcgoCode} ${card.number} instead of ${code} ${number}.`,
        hint: 'Load that set with loadCardSet to use its exact printing.',
      },
    };
  }
  const card = registry.bySetNumber(code, number);
  const printings = describePrintings(registry.byName(name));
  if (!card) {
    return {
      error: {
        code: 'unknown_card',
        line,
        message: `Unknown card on line ${line}: ${set.name} (${set.ptcgoCode}) has no card number ${number}.`,
        hint: printings ? `${name} is ${printings}.` : suggestionHint(name, registry),
      },
    };
  }
  if (normaliseName(card.name) !== normaliseName(name)) {
    return {
      error: {
        code: 'name_mismatch',
        line,
        message: `Line ${line} says ${name}, but ${set.ptcgoCode} ${number} is ${card.name}.`,
        hint: printings
          ? `Write "${card.name} ${set.ptcgoCode} ${number}", or ${name} as ${printings}.`
          : `Write "${card.name} ${set.ptcgoCode} ${number}". ${suggestionHint(name, registry)}`,
      },
    };
  }
  return { card };
}

function resolveByName(name: string, line: number, registry: CardRegistry): Resolution {
  const printings = registry.byName(name);
  const first = printings[0];
  if (!first) {
    return {
      error: {
        code: 'unknown_card',
        line,
        message: `Unknown card on line ${line}: "${name}".`,
        hint: suggestionHint(name, registry),
      },
    };
  }
  const distinct = new Set(printings.map(playKey));
  if (distinct.size > 1) {
    return {
      error: {
        code: 'ambiguous_card',
        line,
        message: `"${name}" on line ${line} could be ${distinct.size} different cards.`,
        hint: `Add the set code and number: ${describePrintings(printings)}.`,
      },
    };
  }
  return { card: first };
}

/** What makes two printings play the same: everything but id, number and set. */
function playKey(card: PokemonCard): string {
  const { id: _id, number: _number, set: _set, regulationMark: _mark, ...play } = card;
  return JSON.stringify(play);
}

function describePrintings(cards: readonly PokemonCard[]): string {
  return cards
    .slice(0, 6)
    .map((c) => `${c.set.ptcgoCode} ${c.number}`)
    .join(', ')
    .replace(/^(.+)$/, (all) => (cards.length > 6 ? `${all}, …` : all));
}

function suggestionHint(name: string, registry: CardRegistry): string {
  const close = registry.suggestNames(name);
  if (close.length === 0)
    return 'Check the spelling, or load the set the card comes from with loadCardSet.';
  const described = close.map((n) => `${n} (${describePrintings(registry.byName(n))})`);
  return `Did you mean ${described.join(', ')}?`;
}
