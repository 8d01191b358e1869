import type { PokemonCard } from '../cards/types';
import { onFlip } from './attack-plan';
import type { EffectEnv } from './env';
import { chooseCount, lookAtDeck, mayShowOneLooked } from './more-trainer-rules';
import { readDestination, readWanted } from './search-clause';
import { applySentenceRules } from './sentences';
import {
  choose,
  chooseOwn,
  cure,
  draw,
  heal,
  moveChosen,
  otherCards,
  pick,
  step,
  when,
} from './steps';
import { cardFilter, count, excludedKinds, N, type Rule } from './trainer-plan';

/**
 * Trainer sentences of the EX sets (2003) that no earlier wording had:
 *
 *   Then(,) discard any N card(s) from your hand.     (TV Reporter, after "Draw 3 cards.")
 *
 * The discard comes after what the card drew: it is no cost, and a hand with fewer cards
 * discards what it has.
 *
 *   Search your discard pile for <count> <kind>(,| and) [show it to your opponent, and] put it
 *       into your hand.                           (VS Seeker)
 *
 * The discard pile is open to both players: the player takes that many of the kind there (all
 * of them when fewer; "up to" may take fewer).
 *
 *   [If heads,] choose 1 of your Pokémon [in play] [(excluding Pokémon-ex)][, and <clause>].
 *   Return that Pokémon and all cards attached to it to your hand.     (Mr. Briney's Compassion)
 *   Remove all Special Conditions and N damage counters from that Pokémon (all if there are less
 *       than N).                                                       (Life Herb)
 *   Draw a number of cards up to the number of your opponent's Pokémon in play.
 *   If you have more than N cards (including this one) in your hand, you can't play this card.
 *                                                                      (Steven's Advice)
 *   [Then] draw N cards. If you discarded a <kind>, draw M cards instead.   (Team Aqua Schemer)
 *   Look at the top N cards of your deck, and choose a <kind>. Show it to your opponent and put
 *       it into your hand.                                             (PokéNav)
 *
 * "that Pokémon" after a coin: on tails nothing was chosen, so nothing happens to it.
 */
export const EX_TRAINER_RULES: readonly Rule[] = [
  [
    new RegExp(`^Then,? discard (?:any )?${N} cards? from your hand\\.$`),
    (m, p) => {
      const n = count(m[1]);
      if (Number.isNaN(n) || n < 1) return false;
      p.steps.push(
        pick({
          var: 'discarded',
          from: 'hand',
          filter: () => true,
          min: n,
          max: n,
          kind: 'discard',
          prompt: `Choose ${n} card${n === 1 ? '' : 's'} from your hand to discard.`,
        }),
        moveChosen('discarded', 'discard'),
      );
      return true;
    },
  ],
  [
    /^Search your discard pile for ([^.]+?)(?:,| and) ((?:show (?:it|them) [^.]*?)?put (?:it|them) into your hand)\.$/i,
    (m, p) => {
      const wanted = readWanted(m[1] as string);
      const dest = readDestination(m[2] as string);
      if (!wanted || wanted.differentTypes || dest?.to !== 'hand') return false;
      const upTo = /^up to /i.test(m[1] as string);
      p.context.fromDiscard = true;
      p.steps.push(
        pick({
          var: 'fromDiscard',
          from: 'discard',
          filter: wanted.filter,
          min: upTo ? 0 : wanted.max,
          max: wanted.max,
          prompt: `Choose ${wanted.words} from your discard pile to ${dest.show ? 'show your opponent and ' : ''}put into your hand.`,
        }),
        moveChosen('fromDiscard', 'hand', { reveal: dest.show }),
      );
      return true;
    },
  ],
  [
    /^(?:If (heads|tails), )?choose 1 of your Pokémon(?: in play)?(?: \(excluding ([^)]+)\))?\.$/i,
    (m, p) => {
      const not = m[2] === undefined ? () => false : excludedKinds(m[2]);
      if (!not) return false;
      const may = (mon: { card: Parameters<typeof not>[0] }) => !not(mon.card);
      if (!m[1])
        p.unplayable.push((e) =>
          e.inPlay(e.me).some(may) ? undefined : `none of your Pokémon may be chosen (${m[2]}).`,
        );
      p.context.chosenOwn = 'chosen';
      p.steps.push(
        ...onFlip(m[1], [
          chooseOwn('chosen', `Choose 1 of your Pokémon${m[2] ? ` (not ${m[2]})` : ''}.`, (mon) =>
            may(mon),
          ),
        ]),
      );
      return true;
    },
  ],
  // Life Herb (FireRed & LeafGreen): "If heads, choose 1 of your Pokémon (…), and remove …".
  [
    /^((?:If (?:heads|tails), )?choose 1 of your Pokémon[^,.]*), and (remove [^.]+)\.$/i,
    (m, p) =>
      applySentenceRules(
        `${capital(m[1] as string)}. ${capital(m[2] as string)}.`,
        EX_TRAINER_RULES,
        p,
      ),
  ],
  [
    /^Return that Pokémon and all cards attached to it to your hand\.$/,
    (_m, p) => {
      const v = p.context.chosenOwn;
      if (v === undefined) return false;
      p.steps.push(
        step((e) => {
          const zone = e.picked(v);
          return zone ? { actions: [e.moveStack(zone, e.key(e.me, 'hand'))] } : undefined;
        }),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Remove all Special Conditions and ${N} damage counters from that Pokémon \\(all if (?:there are|it has) (?:less|fewer) than \\1\\)\\.$`,
    ),
    (m, p) => {
      const v = p.context.chosenOwn;
      const n = count(m[1]);
      if (v === undefined || Number.isNaN(n)) return false;
      p.steps.push(
        cure((e) => e.picked(v)),
        heal((e) => e.picked(v), n * 10),
      );
      return true;
    },
  ],
  [
    /^Draw a number of cards up to the number of (your opponent's|your) (Benched )?Pokémon(?: in play)?\.$/,
    (m, p) => {
      const theirs = m[1] === "your opponent's";
      const benched = m[2] !== undefined;
      const most = (e: Parameters<typeof otherCards>[0]) => {
        const side = theirs ? e.opp : e.me;
        return Math.min(
          (benched ? e.bench(side) : e.inPlay(side)).length,
          e.zoneCards(e.me, 'deck').length,
        );
      };
      p.steps.push(
        chooseCount('drawn', 'How many cards do you draw?', most, 'me'),
        draw((e) => Number(e.picked('drawn') ?? 0)),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^If you have more than ${N} cards \\(including this one\\) in your hand, you can't play this card\\.$`,
    ),
    (m, p) => {
      const most = count(m[1]);
      if (Number.isNaN(most)) return false;
      p.unplayable.push((e) =>
        otherCards(e).length + 1 > most
          ? `you have more than ${most} cards in your hand (this one included).`
          : undefined,
      );
      return true;
    },
  ],
  // Team Aqua Schemer: the draw the discard decides between.
  [
    new RegExp(
      `^(?:Then,? )?draw ${N} cards?\\. If you discarded (?:an?|1) ([^,.]+?), draw ${N} cards? instead\\.$`,
      'i',
    ),
    (m, p) => {
      const v = p.context.discarded;
      const [usual, other] = [count(m[1]), count(m[3])];
      const filter = cardFilter(m[2] as string);
      if (v === undefined || !filter || Number.isNaN(usual) || Number.isNaN(other)) return false;
      p.steps.push(
        when(
          (e) =>
            e.chosen(v).some((id) => {
              const c = e.card(id);
              return c !== undefined && filter(c);
            }),
          [draw(other)],
          [draw(usual)],
        ),
      );
      return true;
    },
  ],
  // PokéNav: one card of the kind, when there is one, shown and taken; the others stay looked at.
  [
    new RegExp(
      `^Look at the top ${N} cards of your deck,? and choose an? ([^.]+?)\\. Show it to your opponent and put it into your hand\\.$`,
    ),
    (m, p) => {
      const n = count(m[1]);
      const what = (m[2] as string).replace(/ card$/, '');
      const filter = cardFilter(m[2] as string);
      if (!filter || Number.isNaN(n)) return false;
      p.context.lookedTop = n;
      p.steps.push(lookAtDeck(n), ...mayShowOneLooked(filter, what, true));
      return true;
    },
  ],
  // Energy Recycle System: one of two uses of the discard pile's cards, each for exactly that many.
  [
    new RegExp(
      `^Search your discard pile for ([^.]+?)\\. You may either show ${N} ([^.,]+?) to your opponent and put (?:it|them) into your hand, or show ${N} ([^.,]+?) to your opponent and shuffle them into your deck\\.$`,
    ),
    (m, p) => {
      const [all, handKind, deckKind] = [m[1], m[3], m[5]].map((w) => cardFilter(w as string));
      const [toHand, toDeck] = [count(m[2]), count(m[4])];
      if (!all || !handKind || !deckKind || Number.isNaN(toHand) || Number.isNaN(toDeck))
        return false;
      const found = (e: EffectEnv, kind: (c: PokemonCard) => boolean) =>
        e.zoneCards(e.me, 'discard').filter((id) => {
          const c = e.card(id);
          return c !== undefined && all(c) && kind(c);
        });
      const uses = (e: EffectEnv) => [
        ...(found(e, handKind).length >= toHand
          ? [{ value: 'hand', label: `Put ${toHand} ${m[3]} into your hand` }]
          : []),
        ...(found(e, deckKind).length >= toDeck
          ? [{ value: 'deck', label: `Shuffle ${toDeck} ${m[5]} into your deck` }]
          : []),
      ];
      p.unplayable.push((e) =>
        uses(e).length > 0
          ? undefined
          : `you need at least ${Math.min(toHand, toDeck)} ${m[1]} in your discard pile.`,
      );
      const take = (n: number, kind: (c: PokemonCard) => boolean, words: string) =>
        pick({
          var: 'recycled',
          from: 'discard',
          filter: (c) => all(c) && kind(c),
          min: n,
          max: n,
          prompt: `Choose ${n} ${words} from your discard pile to show your opponent.`,
        });
      p.steps.push(
        choose((e) => ({
          var: 'use',
          kind: 'target',
          prompt: 'Which do you do?',
          options: uses(e),
        })),
        when(
          (e) => e.picked('use') === 'hand',
          [
            take(toHand, handKind, m[3] as string),
            moveChosen('recycled', 'hand', { reveal: true }),
          ],
        ),
        when(
          (e) => e.picked('use') === 'deck',
          [
            take(toDeck, deckKind, m[5] as string),
            step((e) => {
              const ids = e.chosen('recycled');
              const discard = e.key(e.me, 'discard');
              const deck = e.key(e.me, 'deck');
              return ids.length > 0
                ? {
                    actions: [
                      e.reveal(ids, discard),
                      ...ids.map((id) => e.move(id, discard, deck)),
                      e.shuffle(),
                    ],
                  }
                : undefined;
            }),
          ],
        ),
      );
      return true;
    },
  ],
];

/** A clause as a sentence of its own: its first letter in capitals. */
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
