import type { CardRegistry } from '../cards';
import type { ArkhamCard, Investigator } from '../data/types';

/** A question whether an investigator may take some cards ("Can Roland include Encyclopedia?"). */
export interface AccessQuestion {
  investigator: Investigator;
  /** Every version (level) of each card named, in the order named. */
  cards: ArkhamCard[];
}

const ASKS_ACCESS =
  /\b(?:can|could|may)\b[^?.]*\b(?:include|take|play|use|have|run|put|add|get)\b|\b(?:allowed|legal|eligible)\b/i;

/** Lower case, punctuation to spaces (apostrophes kept), padded for whole-word matching. */
const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;

/**
 * Reads an access question: an ask word ("can", "may", "allowed"…), an investigator by full,
 * first or last name (or the deck's investigator when none is named) and at least one card by
 * name. Card names are matched longest first, so "Roland's .38 Special" is a card, not Roland.
 * Returns `null` for anything else.
 */
export function findAccessQuestion(
  message: string,
  registry: CardRegistry,
  deckInvestigator?: string,
): AccessQuestion | null {
  if (!ASKS_ACCESS.test(message)) return null;
  let text = normalize(message);
  const byName = new Map<string, ArkhamCard[]>();
  for (const card of registry.cards) {
    if (card.hidden) continue;
    const key = normalize(card.name);
    byName.set(key, [...(byName.get(key) ?? []), card]);
  }
  const found: Array<{ at: number; cards: ArkhamCard[] }> = [];
  for (const key of [...byName.keys()].sort((a, b) => b.length - a.length)) {
    const at = text.indexOf(key);
    if (at < 0) continue;
    found.push({ at, cards: byName.get(key)! });
    // Blank the match so a shorter name inside it does not match again.
    text = `${text.slice(0, at)}${' '.repeat(key.length)}${text.slice(at + key.length)}`;
  }
  if (found.length === 0) return null;

  let investigator: Investigator | undefined;
  for (const inv of registry.investigators) {
    const names = [
      normalize(inv.name),
      ...normalize(inv.name)
        .trim()
        .split(' ')
        .map((w) => ` ${w} `),
    ];
    if (names.some((n) => n.trim().length >= 3 && text.includes(n))) {
      investigator = inv;
      break;
    }
  }
  investigator ??= deckInvestigator ? registry.getInvestigator(deckInvestigator) : undefined;
  if (!investigator) return null;
  return {
    investigator,
    cards: found.sort((a, b) => a.at - b.at).flatMap((f) => f.cards),
  };
}
