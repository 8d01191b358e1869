import { textSentences, trainerKind } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { normaliseText } from './sentences';

/**
 * Items attached to a Pokémon when played and discarded at the end of a turn, read from their
 * text (Magnifier). Kept apart from `tool-rules.ts`: the game's attachment rules read it, so it
 * imports no effect steps.
 */
/** What an Item attached when played does, read from its text (see `game/attachments.ts`). */
export interface AttachedItemText {
  readonly onto: 'active' | 'any';
  readonly discardedAtEndOf: 'owner' | 'opponent';
  readonly noResistance?: true;
}

/** The sentences of an attached Item, each setting one thing. */
const ATTACHED_ITEM_SENTENCES: readonly (readonly [
  RegExp,
  (
    m: RegExpExecArray,
    out: { -readonly [K in keyof AttachedItemText]?: AttachedItemText[K] },
  ) => boolean | undefined,
])[] = [
  [
    /^Attach SELF to (1 of your Pokémon|your Active Pokémon)\.$/,
    (m, out) => {
      if (out.onto) return false;
      out.onto = m[1] === 'your Active Pokémon' ? 'active' : 'any';
      return true;
    },
  ],
  [
    /^At the end of your (opponent's next )?turn, discard SELF\.$/,
    (m, out) => {
      if (out.discardedAtEndOf) return false;
      out.discardedAtEndOf = m[1] ? 'opponent' : 'owner';
      return true;
    },
  ],
  [
    // Magnifier. "that attack" / "this attack" / nothing: the attack it makes.
    /^If the Pokémon SELF is attached to attacks, don't apply Resistance(?: for (?:that|this|its) attack)?\.$/,
    (_m, out) => {
      if (out.noResistance) return false;
      out.noResistance = true;
      return true;
    },
  ],
];

const attachedItems = new Map<string, AttachedItemText | null>();

/**
 * An Item attached to a Pokémon when played and discarded at the end of a turn, read from its
 * text: where it goes, when it is discarded, and what it does while attached (at least one
 * known effect). `undefined` for a Tool (`toolTextOf`), a Stadium, a Supporter, or any text with
 * a sentence these rules do not know.
 */
export function attachedItemTextOf(card: PokemonCard): AttachedItemText | undefined {
  if (trainerKind(card) !== 'Item') return undefined;
  const text = card.rules.join(' ');
  // Only a text that attaches the card to a Pokémon is read further (cheap for every other).
  if (!/^Attach /.test(text)) return undefined;
  const key = `${card.name}\u0000${text}`;
  const hit = attachedItems.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const out: { -readonly [K in keyof AttachedItemText]?: AttachedItemText[K] } = {};
  const ok = textSentences(normaliseText(card.name, text).replace(/\bPokemon\b/g, 'Pokémon')).every(
    (sentence) =>
      ATTACHED_ITEM_SENTENCES.some(([re, apply]) => {
        const m = re.exec(sentence);
        return m !== null && apply(m, out) !== false;
      }),
  );
  const result: AttachedItemText | null =
    ok && out.onto && out.discardedAtEndOf && out.noResistance
      ? { onto: out.onto, discardedAtEndOf: out.discardedAtEndOf, noResistance: true }
      : null;
  attachedItems.set(key, result);
  return result ?? undefined;
}
