import { textSentences, trainerKind } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import { normaliseText } from './sentences';

/**
 * Items attached to a Pokémon when played and discarded at the end of a turn, read from their
 * text as clauses — WHERE it goes, WHEN it is discarded, WHAT it does while attached:
 *
 * - Magnifier: "Attach Magnifier to 1 of your Pokémon. At the end of your turn, discard
 *   Magnifier. If the Pokémon Magnifier is attached to attacks, don't apply Resistance."
 * - Technical Machines (Expedition's Multi Technical Machine 01, Aquapolis's Cubes, Skyridge's
 *   Mystery Plates and Miracle Spheres): "Attach this card to 1 of your Darkness Pokémon in
 *   play. That Pokémon may use this card's attack instead of its own. At the end of your turn,
 *   discard Darkness Cube 01." — the attack printed on the card is lent to the Pokémon
 *   (`game/board.ts`, `copied-attacks.ts`).
 * - Weakness Guard: "Attach this card to 1 of your Pokémon. Discard it at the end of your
 *   opponent's next turn. As long as this card is attached, this Pokémon has no Weakness."
 *
 * Kept apart from `tool-rules.ts`: the game's attachment rules read it, so it imports no effect
 * steps.
 */

/** Which of its player's Pokémon an attached Item may go on ("1 of your Evolved Fire Pokémon"). */
export interface AttachedItemTarget {
  /** One of these types (any type when absent). */
  readonly types?: readonly EnergyType[];
  /** An Evolved Pokémon only. */
  readonly evolved?: true;
  /** A Pokémon with these words in its name ("1 of your Pokémon that has Team Aqua in its name"). */
  readonly named?: string;
}

/** What an Item attached when played does, read from its text (see `game/attachments.ts`). */
export interface AttachedItemText {
  readonly onto: 'active' | 'any';
  /** Which Pokémon it may go on, when the text names some ("1 of your Water Pokémon in play"). */
  readonly only?: AttachedItemTarget;
  readonly discardedAtEndOf: 'owner' | 'opponent';
  /** "If the Pokémon … is attached to attacks, don't apply Resistance." */
  readonly noResistance?: true;
  /** "That Pokémon may use this card's attack instead of its own." (the card's printed attacks) */
  readonly lendsAttack?: true;
  /** "As long as this card is attached, this Pokémon has no Weakness." */
  readonly noWeakness?: true;
}

type Draft = { -readonly [K in keyof AttachedItemText]?: AttachedItemText[K] };

const TYPES: readonly EnergyType[] = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Colorless',
];

/**
 * The Pokémon "1 of your …" names: "Pokémon", "Darkness Pokémon", "Evolved Fire, Lightning, or
 * Fighting Pokémon" (types joined by commas and "or"), "Pokémon that has Team Aqua in its name".
 * `undefined` for any other words.
 */
function targetOf(words: string): AttachedItemTarget | null | undefined {
  const named = /^(.+) (?:that has|with) ([A-Z][\w.']*(?: [A-Z][\w.']*)*) in its name$/.exec(words);
  if (named) {
    const base = targetOf(named[1] as string);
    return base === undefined ? undefined : { ...(base ?? {}), named: named[2] as string };
  }
  const m = /^(Evolved )?(?:(.+) )?Pokémon$/.exec(words);
  if (!m) return undefined;
  const evolved = m[1] ? { evolved: true as const } : {};
  if (!m[2]) return m[1] ? evolved : null;
  const listed = m[2].split(/,\s*(?:or |and )?|\s+(?:or|and)\s+/).filter(Boolean);
  const types = listed.map((t) => TYPES.find((x) => x === t));
  if (types.length === 0 || types.some((t) => t === undefined)) return undefined;
  return { ...evolved, types: types as EnergyType[] };
}

const THIS = '(?:SELF|this card|it)';

/** The sentences of an attached Item, each setting one thing (false: read, but not allowed). */
const ATTACHED_ITEM_SENTENCES: readonly (readonly [
  RegExp,
  (m: RegExpExecArray, out: Draft) => boolean,
])[] = [
  [
    new RegExp(`^Attach ${THIS} to (?:1 of your (.+?)(?: in play)?|(your Active Pokémon))\\.$`),
    (m, out) => {
      if (out.onto) return false;
      if (m[2]) {
        out.onto = 'active';
        return true;
      }
      const only = targetOf(m[1] as string);
      if (only === undefined) return false;
      out.onto = 'any';
      if (only) out.only = only;
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:At the end of your (opponent's next )?turn, discard ${THIS}|Discard ${THIS} at the end of your (opponent's next )?turn)\\.$`,
    ),
    (m, out) => {
      if (out.discardedAtEndOf) return false;
      out.discardedAtEndOf = m[1] || m[2] ? 'opponent' : 'owner';
      return true;
    },
  ],
  [
    // Magnifier. "that attack" / "this attack" / nothing: the attack it makes.
    new RegExp(
      `^If the Pokémon ${THIS} is attached to attacks, don't apply Resistance(?: for (?:that|this|its) attack)?\\.$`,
    ),
    (_m, out) => {
      if (out.noResistance) return false;
      out.noResistance = true;
      return true;
    },
  ],
  [
    // A Technical Machine: the Pokémon it is attached to may use the card's attack.
    new RegExp(
      `^(?:That Pokémon|The Pokémon ${THIS} is attached to) (?:may|can) use (?:this card's|SELF's) attacks? instead of (?:its own|one of its own attacks)\\.$`,
    ),
    (_m, out) => {
      if (out.lendsAttack) return false;
      out.lendsAttack = true;
      return true;
    },
  ],
  [
    // Weakness Guard.
    new RegExp(
      `^(?:(?:As long as|While) ${THIS} is attached(?: to a Pokémon)?, (?:this|that) Pokémon|The Pokémon ${THIS} is attached to) has no Weakness\\.$`,
    ),
    (_m, out) => {
      if (out.noWeakness) return false;
      out.noWeakness = true;
      return true;
    },
  ],
];

const attachedItems = new Map<string, AttachedItemText | null>();

/**
 * An Item attached to a Pokémon when played and discarded at the end of a turn, read from its
 * text: where it goes, when it is discarded, and what it does while attached (at least one
 * known effect). `undefined` for a Tool (`toolTextOf`), a Stadium, a Supporter, or any text with
 * a sentence these rules do not know (a Technical Machine also needs a printed attack).
 */
export function attachedItemTextOf(card: PokemonCard): AttachedItemText | undefined {
  if (trainerKind(card) !== 'Item') return undefined;
  const text = card.rules.join(' ');
  // Only a text that attaches the card to a Pokémon is read further (cheap for every other).
  if (!/^Attach /.test(text)) return undefined;
  const attacks = card.supertype === 'Trainer' ? (card.attacks ?? []) : [];
  const key = `${card.name}\u0000${text}\u0000${attacks.length}`;
  const hit = attachedItems.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const out: Draft = {};
  const ok = textSentences(normaliseText(card.name, text)).every((sentence) =>
    ATTACHED_ITEM_SENTENCES.some(([re, apply]) => {
      const m = re.exec(sentence);
      return m !== null && apply(m, out);
    }),
  );
  const does = out.noResistance || out.noWeakness || (out.lendsAttack && attacks.length > 0);
  const result: AttachedItemText | null =
    ok && out.onto && out.discardedAtEndOf && does && !(out.lendsAttack && attacks.length === 0)
      ? {
          onto: out.onto,
          ...(out.only ? { only: out.only } : {}),
          discardedAtEndOf: out.discardedAtEndOf,
          ...(out.noResistance ? { noResistance: true as const } : {}),
          ...(out.lendsAttack ? { lendsAttack: true as const } : {}),
          ...(out.noWeakness ? { noWeakness: true as const } : {}),
        }
      : null;
  attachedItems.set(key, result);
  return result ?? undefined;
}
