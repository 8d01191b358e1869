import { readDestination, readWanted } from './search-clause';
import { moveChosen, pick } from './steps';
import { count, N, type Rule } from './trainer-plan';

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
];
