import type { InstanceId } from '@playmat/engine';
import type { PokemonCard } from '../cards/types';
import { lookAtDeck, rearrangeTop, showMe, stillLooked } from './more-trainer-rules';
import { pick, shuffleDeck, step } from './steps';
import { cardFilter, count, N, type Rule } from './trainer-plan';

/**
 * Trainer sentences over hidden cards of the deck, each look going through the engine's reveal
 * (to you alone for a look, to both for a reveal), and each order chosen by the player, one
 * position at a time (`rearrangeTop`):
 *
 *   Look at the bottom N cards of your deck.
 *   Take | Put all <kind> cards you find there, show them to your opponent, and (then) put them
 *       into your hand.                                          (after a look at the deck)
 *   Return | Put the remaining (N) cards | the rest | the (N) other cards | them (back) to | on (the)
 *       top | bottom of your deck in any order.                  (the end that was looked at)
 *   Reveal cards from your deck until you reveal a <kind> card. Show that card to your opponent
 *       and put it into your hand. Shuffle the other revealed cards into your deck.
 *       (If you don't reveal a <kind> card, shuffle all the revealed cards back into your deck.)
 *   Choose N cards from your deck and shuffle the rest of your deck. Put the chosen cards on top
 *       of your deck in any order.
 */

/** The top cards of your deck down to the first that passes `filter` (the whole deck if none does). */
function untilFirst(deck: readonly InstanceId[], fits: (id: InstanceId) => boolean) {
  const at = deck.findIndex(fits);
  return at < 0
    ? { shown: [...deck], found: undefined }
    : { shown: deck.slice(0, at + 1), found: deck[at] };
}

export const DECK_LOOK_RULES: readonly Rule[] = [
  [
    new RegExp(`^Look at the bottom ${N} cards of your deck\\.$`),
    (m, p) => {
      p.context.lookedBottom = count(m[1]);
      p.steps.push(lookAtDeck(p.context.lookedBottom, 'bottom'));
      return true;
    },
  ],
  // Seer: "Take all Basic Energy cards you find there, show them to your opponent, and then put
  // them into your hand." Every one of them: nothing to choose.
  [
    /^(?:Take|Put) all ([^.,]+?) (?:you find )?there,? show them to your opponent,? and (?:then )?put them into your hand\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter || (p.context.lookedTop === undefined && p.context.lookedBottom === undefined))
        return false;
      p.steps.push(
        step((e) => {
          const ids = stillLooked(e).filter((id) => filter(e.card(id) ?? ({} as PokemonCard)));
          if (ids.length === 0) return undefined;
          const deck = e.key(e.me, 'deck');
          const hand = e.key(e.me, 'hand');
          return { actions: [e.reveal(ids, deck), ...ids.map((id) => e.move(id, deck, hand))] };
        }),
      );
      return true;
    },
  ],
  // Underground Expedition: "… return the remaining cards to the bottom of your deck in any
  // order." The cards looked at that are left, where they were, in the order the player chooses.
  [
    /^(?:Return|Put) (?:the remaining(?: \d+)? cards|the rest|the(?: \d+)? other cards|them|those cards)(?: back)? (?:to|on) (?:the )?(top|bottom) of your deck in any order\.$/,
    (m, p) => {
      const end = m[1] as 'top' | 'bottom';
      const looked = end === 'top' ? p.context.lookedTop : p.context.lookedBottom;
      if (looked === undefined) return false;
      p.steps.push(
        ...rearrangeTop(
          (e) => stillLooked(e).length,
          (e) => e.me,
          end,
        ),
      );
      return true;
    },
  ],
  // Fast Ball: the cards are shown to both players as they come; the first that fits is `found`.
  [
    /^Reveal cards from (?:the top of )?your deck until you reveal an? ([^.]+?)\.$/,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter) return false;
      p.context.revealedUntil = true;
      p.steps.push(
        step((e) => {
          const { shown, found } = untilFirst(e.zoneCards(e.me, 'deck'), (id) =>
            filter(e.card(id) ?? ({} as PokemonCard)),
          );
          if (shown.length === 0) return { set: { found: [] } };
          return {
            set: { found: found ? [found] : [] },
            actions: [e.reveal(shown, e.key(e.me, 'deck'))],
            looked: true,
          };
        }),
      );
      return true;
    },
  ],
  [
    /^Show (?:that card|it) to your opponent and put it into your hand\.$/,
    (_m, p) => {
      if (!p.context.revealedUntil) return false;
      p.steps.push(
        step((e) => {
          const id = e.picked('found');
          return id
            ? { actions: [e.move(id, e.key(e.me, 'deck'), e.key(e.me, 'hand'))] }
            : undefined;
        }),
      );
      return true;
    },
  ],
  // The revealed cards never left the deck: shuffling it puts them back in it, found or not.
  [
    /^Shuffle the other revealed cards into your deck\.$/,
    (_m, p) => {
      if (!p.context.revealedUntil) return false;
      p.steps.push(shuffleDeck());
      return true;
    },
  ],
  [
    /^\(If you don't reveal an? [^.]+?, shuffle all the revealed cards back into your deck\.\)$/,
    (_m, p) => p.context.revealedUntil === true,
  ],
  // Oracle: the chosen cards are kept apart from the shuffle (the deck is shuffled, then they
  // go back on top), then ordered by the next sentence.
  [
    new RegExp(`^Choose ${N} cards from your deck and shuffle the rest of your deck\\.$`),
    (m, p) => {
      const n = count(m[1]);
      p.context.chosenFromDeck = true;
      p.steps.push(
        pick({
          var: 'fromDeck',
          from: 'deck',
          filter: () => true,
          min: n,
          max: n,
          prompt: `Choose ${n} cards from your deck (the rest is shuffled).`,
        }),
        shuffleDeck(),
        step((e) => {
          const ids = e.chosen('fromDeck');
          if (ids.length === 0) return undefined;
          const deck = e.key(e.me, 'deck');
          return { actions: [...ids.map((id) => e.move(id, deck, deck, 'top')), showMe(e, ids)] };
        }),
      );
      return true;
    },
  ],
  [
    /^Put the chosen cards on top of your deck in any order\.$/,
    (_m, p) => {
      if (!p.context.chosenFromDeck) return false;
      p.steps.push(...rearrangeTop((e) => e.chosen('fromDeck').length));
      return true;
    },
  ],
];
