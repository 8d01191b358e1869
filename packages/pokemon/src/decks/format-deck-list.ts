import type { PokemonCard } from '../cards/types';
import type { Deck, DeckEntry } from './types';

/** Deck-list text formats: Pokémon TCG Live export, or the older Online format. */
export type DeckListFormat = 'live' | 'online';

const SECTIONS: readonly { supertype: PokemonCard['supertype']; live: string; online: string }[] = [
  { supertype: 'Pokémon', live: 'Pokémon', online: '##Pokémon' },
  { supertype: 'Trainer', live: 'Trainer', online: '##Trainer Cards' },
  { supertype: 'Energy', live: 'Energy', online: '##Energy' },
];

/** One card line without the count: `Charmander SVI 1`. */
export function cardLineName(card: PokemonCard): string {
  return `${card.name} ${card.set.ptcgoCode} ${card.number}`;
}

/**
 * Writes a deck back as text, Pokémon TCG Live style by default (`Pokémon: 12`, `4 Charmander
 * SVI 1`, …, `Total Cards: 60`). Entries keep their order inside each section, so
 * `parseDeckList(formatDeckList(deck))` gives the same cards and counts.
 */
export function formatDeckList(deck: Deck, format: DeckListFormat = 'live'): string {
  const lines: string[] = [];
  for (const section of SECTIONS) {
    const entries = deck.entries.filter((e) => e.card.supertype === section.supertype);
    if (entries.length === 0) continue;
    const count = sum(entries);
    if (format === 'live') {
      lines.push(`${section.live}: ${count}`);
      for (const e of entries) lines.push(`${e.count} ${cardLineName(e.card)}`);
    } else {
      lines.push(`${section.online} - ${count}`, '');
      for (const e of entries) lines.push(`* ${e.count} ${cardLineName(e.card)}`);
    }
    lines.push('');
  }
  lines.push(
    format === 'live' ? `Total Cards: ${sum(deck.entries)}` : `Total Cards - ${sum(deck.entries)}`,
  );
  return `${lines.join('\n')}\n`;
}

function sum(entries: readonly DeckEntry[]): number {
  return entries.reduce((total, e) => total + e.count, 0);
}

/** Every card id of a deck, one per copy, in list order (what a game shuffles into the deck zone). */
export function deckCardIds(deck: Deck): string[] {
  return deck.entries.flatMap((e) => Array.from({ length: e.count }, () => e.card.id));
}
