import { moveChosen, pick } from './steps';
import { count, N, type Rule } from './trainer-plan';

/**
 * Trainer sentences of the EX sets (2003) that no earlier wording had:
 *
 *   Then(,) discard any N card(s) from your hand.     (TV Reporter, after "Draw 3 cards.")
 *
 * The discard comes after what the card drew: it is no cost, and a hand with fewer cards
 * discards what it has.
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
];
