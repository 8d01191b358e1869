import type { Action, InstanceId, PlayerId } from '@playmat/engine';
import type { Rule } from './attack-plan';
import type { EffectEnv } from './env';
import { countOf } from './more-attack-rules';
import { rearrangeTop } from './more-trainer-rules';
import { readWanted } from './search-clause';
import { choose, moveChosen, shuffleDeck } from './steps';
import type { StepFn } from './types';

/**
 * Attack sentences that look at hidden cards — the opponent's hand, the top of either deck — and
 * what the text does with what was seen:
 *
 *   Look at your opponent's hand. This attack does N damage times the number of <kind> cards there.
 *   Look at your opponent's hand. Choose all <kind> cards there and put them into his or her deck.
 *     Your opponent shuffles the deck afterward.
 *   Look at the top N cards of (your | your opponent's) deck. Put them back in the same order.
 *   Look at (the top N cards | a number of cards on top) of your opponent's deck [equal to the
 *     number of <count>]. Put those cards in any order, and then put them back on top of … deck.
 *   Look at the top N cards of your deck, and then choose 1 of those cards and put it into your
 *     hand. Shuffle the rest into your deck afterward.
 *
 * Every look is an engine reveal to the attacking player alone (so each player's view and the
 * rewind barrier stay right); choices among looked-at cards are private to the one choosing.
 */

const N = '(\\d+|a|an|one|two|three|four|five)';
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const count = (s: string) => WORDS[s.toLowerCase()] ?? Number(s);

/** The deck "your" / "your opponent's" / "his or her" names, in an attack's text. */
const deckOwner = (word: string) => (e: EffectEnv) =>
  /opponent|his or her/i.test(word) ? e.opp : e.me;

/** Cards of a zone shown to the attacking player alone. */
const showMe = (e: EffectEnv, ids: readonly InstanceId[], zone: string): Action =>
  ({ ...e.reveal(ids, zone), to: [e.me] }) as Action;

/** The opponent's hand, shown to you alone (a look even when it holds nothing that counts). */
const lookAtOpponentsHand: StepFn = (e) =>
  e.zoneCards(e.opp, 'hand').length === 0
    ? { looked: true }
    : { actions: [{ ...e.revealHand(e.opp), to: [e.me] } as Action], looked: true };

/** The top `n` cards of a deck, shown to you alone; their ids go to `looked`. */
const lookAtTop =
  (n: (e: EffectEnv) => number, owner: (e: EffectEnv) => PlayerId): StepFn =>
  (e) => {
    const who = owner(e);
    const top = e.zoneCards(who, 'deck').slice(0, n(e));
    if (top.length === 0) return { set: { looked: [] } };
    return {
      set: { looked: [...top] },
      actions: [showMe(e, top, e.key(who, 'deck'))],
      looked: true,
    };
  };

/** "Energy cards", "Technical Machine and Pokémon Tool cards": a kind of card, `undefined` if unknown. */
function kindOf(words: string) {
  return readWanted(`any number of ${words.replace(/ and /g, ' or ')}`)?.filter;
}

export const LOOKED_AT_CARDS_RULES: readonly Rule[] = [
  [
    /^Look at your opponent's hand\. This attack does (\d+) damage times the number of ([^.]+?) there\.$/i,
    (m, p) => {
      const fits = kindOf(m[2] as string);
      if (!fits) return false;
      const per = Number(m[1]);
      p.pre.push(lookAtOpponentsHand);
      p.amount.push((e) => {
        const n = e.zoneCards(e.opp, 'hand').filter((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c, e);
        }).length;
        return per * n;
      });
      return true;
    },
  ],
  [
    /^Look at your opponent's hand\. Choose all ([^.]+?) there and put them into (?:his or her|your opponent's) deck\. Your opponent shuffles (?:the|his or her) deck afterward\.$/i,
    (m, p) => {
      const fits = kindOf(m[1] as string);
      if (!fits) return false;
      p.post.push(lookAtOpponentsHand, (e) => {
        const hand = e.key(e.opp, 'hand');
        const deck = e.key(e.opp, 'deck');
        const ids = e.zoneCards(e.opp, 'hand').filter((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c, e);
        });
        // The opponent shuffles even when nothing went in: the text says so either way.
        return {
          actions: [...ids.map((id) => e.move(id, hand, deck, undefined, e.opp)), e.shuffle(e.opp)],
        };
      });
      return true;
    },
  ],
  [
    new RegExp(
      `^Look at the top ${N} cards? of (your|your opponent's) deck\\. Put (?:them|it|those cards) back in the same order\\.$`,
      'i',
    ),
    (m, p) => {
      const n = count(m[1] as string);
      p.post.push(lookAtTop(() => n, deckOwner(m[2] as string)));
      return true;
    },
  ],
  [
    new RegExp(
      `^Look at (?:the top ${N} cards of|a number of cards on top of) (your|your opponent's) deck(?: equal to the number of ([^.]+?))?\\. Put (?:them|those cards) (?:back )?in any order(?:, and then put them back on top of (your|your opponent's|his or her) deck)?\\.$`,
      'i',
    ),
    (m, p) => {
      // Either a number or "a number of cards … equal to the number of …", never both or neither.
      if ((m[1] === undefined) === (m[3] === undefined)) return false;
      const owner = deckOwner(m[2] as string);
      if (
        m[4] !== undefined &&
        /opponent|his or her/i.test(m[4]) !== /opponent/i.test(m[2] as string)
      )
        return false;
      let n: (e: EffectEnv) => number;
      if (m[1] !== undefined) {
        const k = count(m[1]);
        n = () => k;
      } else {
        const counted = countOf(m[3] as string);
        if (!counted) return false;
        n = counted;
      }
      p.post.push(...rearrangeTop(n, owner));
      return true;
    },
  ],
  [
    new RegExp(
      `^Look at the top ${N} cards of your deck,? and (?:then )?choose ${N} of (?:those|them|those cards) and put (?:it|them) into your hand\\. Shuffle the rest into your deck(?: afterward)?\\.$`,
      'i',
    ),
    (m, p) => {
      const n = count(m[1] as string);
      const take = count(m[2] as string);
      if (take > n) return false;
      p.post.push(
        lookAtTop(
          () => n,
          (e) => e.me,
        ),
        choose((e) => {
          const looked = e.chosen('looked');
          const k = Math.min(take, looked.length);
          return {
            var: 'taken',
            kind: 'take',
            prompt: `Choose ${k} of the cards you looked at to put into your hand.`,
            options: looked.map((id) => e.cardOption(id)),
            min: k,
            max: k,
            private: true,
            lookedAt: looked,
          };
        }),
        moveChosen('taken', 'hand'),
        shuffleDeck(),
      );
      return true;
    },
  ],
];
