import { textSentences } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import { normaliseText } from './sentences';

/**
 * The Supporter rule as Supporters of 2002 on print it in front of their own text, read clause
 * by clause:
 *
 *   You can play only one Supporter card each turn.            → one a turn (the game's
 *                                                                  ONE_SUPPORTER_PER_TURN rule)
 *   When you play this card, put it next to your Active Pokémon. → it stays in play after its
 *   When your turn ends, discard this card.                       effect, until the turn ends
 *
 * Rewordings read the same: "only 1 Supporter card", "You may play …", "during your turn",
 * "Pokemon" without its accent, "At the end of your turn, discard this card." (and the card's
 * own name for "this card"). The two placement clauses come together or not at all: a card that
 * says where it goes but not when it leaves (or the reverse) is not read. The later wording
 * "You may play only 1 Supporter card during your turn." alone keeps the game's standard
 * Supporter handling (discarded once its effect is done).
 *
 * Ruling: Supporters "remain on the playing field until the end of the player's turn, rather than
 * going directly to the discard pile" (Expedition-era rules, as the card prints).
 */

/** The reminder read: what the game does with the card besides its own text. */
export interface SupporterReminder {
  /** The card stays in play (`staging`) once its effect is done, until its player's turn ends. */
  readonly staysUntilTurnEnds: boolean;
  /** The card's own text: its sentences that are not the reminder. */
  readonly rest: string;
}

const ONE_A_TURN =
  /^You (?:can|may) play only (?:one|1) Supporter card (?:each turn|during (?:each of )?your turns?)\.$/i;
const THIS_CARD = '(?:this card|SELF)';
const NEXT_TO_ACTIVE = new RegExp(
  `^When you play ${THIS_CARD}, put it next to your Active Pokémon\\.$`,
  'i',
);
const DISCARD_AT_END = new RegExp(
  `^(?:When your turn ends, discard ${THIS_CARD}|At the end of your turn, discard ${THIS_CARD}|Discard ${THIS_CARD} (?:when|at the end of) your turn(?: ends)?)\\.$`,
  'i',
);

const read = new WeakMap<object, SupporterReminder | null>();

/**
 * A Supporter's reminder sentences read, with the text left for its own effect; `undefined` for
 * a card that is not a Supporter or whose reminder is only half there (placement without the
 * discard, or the reverse). A Supporter printing no reminder reads as its whole text.
 */
export function supporterReminder(
  card: Pick<PokemonCard, 'name' | 'rules' | 'subtypes'>,
): SupporterReminder | undefined {
  const hit = read.get(card);
  if (hit !== undefined) return hit ?? undefined;
  const out = readReminder(card);
  read.set(card, out ?? null);
  return out;
}

function readReminder(
  card: Pick<PokemonCard, 'name' | 'rules' | 'subtypes'>,
): SupporterReminder | undefined {
  if (!card.subtypes.includes('Supporter')) return undefined;
  const sentences = textSentences(normaliseText(card.name, card.rules.join(' ')));
  const rest = sentences.filter(
    (s) => !ONE_A_TURN.test(s) && !NEXT_TO_ACTIVE.test(s) && !DISCARD_AT_END.test(s),
  );
  const placed = sentences.some((s) => NEXT_TO_ACTIVE.test(s));
  const discarded = sentences.some((s) => DISCARD_AT_END.test(s));
  if (placed !== discarded) return undefined;
  return { staysUntilTurnEnds: placed && discarded, rest: rest.join(' ') };
}

/**
 * True for a Supporter whose text prints that it stays next to the Active Pokémon until its
 * player's turn ends (then it is discarded): the game keeps it in `staging` until then.
 */
export function staysUntilTurnEnds(
  card: Pick<PokemonCard, 'name' | 'rules' | 'subtypes'> | undefined,
): boolean {
  return card !== undefined && supporterReminder(card)?.staysUntilTurnEnds === true;
}
