import type { PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { EffectEnv } from './env';
import { choose, chooseOwn, energyOn, heal, moveChosen, otherCards, pick } from './steps';
import { cardFilter, count, N, type Plan, type Rule } from './trainer-plan';

/**
 * Trainer discards whose outcome reads how many were discarded (Juggler, Hyper Potion):
 *
 *   Discard up to N | N or M | N <kind> cards from your hand.
 *   Choose 1 of your Pokémon. Discard up to N | N or M | N <kind> cards attached to that Pokémon.
 *   If you discarded K <kind> card(s), <clause>.                 (trainer-patterns.ts)
 *   If you do, <clause>.                  (as many as printed went: "Discard 2 …" with 1 left does not)
 *   Remove up to N damage counters from that Pokémon.
 *
 * The count discarded goes to a variable (`context.discarded`) the "If you discarded K …"
 * sentences read; the player chooses which cards and, within the printed bounds, how many.
 */

/** "up to 2" (0 to 2), "1 or 2", "2" as the fewest and most cards to discard. */
function bounds(words: string): { min: number; max: number } | undefined {
  const upTo = new RegExp(`^up to ${N}$`).exec(words);
  if (upTo) return { min: 0, max: count(upTo[1]) };
  const either = new RegExp(`^${N} or ${N}$`).exec(words);
  if (either) {
    const [a, b] = [count(either[1]), count(either[2])];
    return Number.isNaN(a) || Number.isNaN(b)
      ? undefined
      : { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const n = count(words);
  return Number.isNaN(n) ? undefined : { min: n, max: n };
}

const HOW_MANY = `(up to ${N}|${N} or ${N}|${N})`;

/** Records the cards chosen into `v` as what "If you discarded …" / "If you do" read. */
const counted = (p: Plan, v: string, least: number) => {
  p.context.discarded = v;
  p.context.discardedMin = Math.max(1, least);
};

export const COUNTED_DISCARD_RULES: readonly Rule[] = [
  // Juggler: "Discard up to 2 basic Energy cards from your hand."
  [
    new RegExp(`^Discard (?:any )?${HOW_MANY} ([^.]+?) from your hand\\.$`),
    (m, p) => {
      const range = bounds(m[1] as string);
      const filter = cardFilter(m[6] as string);
      if (!range || !filter || range.max < 1) return false;
      // "Discard any 1 Pokémon from your hand." opening the text is what the card needs (Team
      // Aqua Schemer); after a draw it is no cost ("Then discard any 1 card …", TV Reporter's).
      if (/^Discard any /.test(m[0]) && p.steps.length > 0) return false;
      // "Discard 2 … from your hand." with fewer there: not played (what it would do is not printed).
      if (range.min > 0)
        p.unplayable.push((e) =>
          otherCards(e).filter((id) => filter(e.card(id) ?? ({} as PokemonCard))).length <
          (range.min as number)
            ? `you need ${range.min} ${m[6]} in your hand.`
            : undefined,
        );
      p.steps.push(
        pick({
          var: 'discarded',
          from: 'hand',
          filter,
          min: range.min,
          max: range.max,
          kind: 'discard',
          prompt: `Choose ${m[1]} ${m[6]} from your hand to discard.`,
        }),
        moveChosen('discarded', 'discard'),
      );
      counted(p, 'discarded', range.min);
      return true;
    },
  ],
  // Hyper Potion: only a Pokémon with enough of those cards attached may be chosen.
  [
    new RegExp(
      `^Choose 1 of your Pokémon\\. Discard ${HOW_MANY} ([^.]+?) attached to (?:that Pokémon|it)\\.$`,
    ),
    (m, p) => {
      const range = bounds(m[1] as string);
      const filter = cardFilter(m[6] as string);
      if (!range || !filter || range.max < 1) return false;
      const least = Math.max(1, range.min);
      const can = (mon: PokemonInPlay, e: EffectEnv) => energyOn(e, mon, filter).length >= least;
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((mon) => can(mon, e))
          ? undefined
          : `none of your Pokémon has ${least} ${m[6]} attached.`,
      );
      p.context.chosenOwn = 'mon';
      p.steps.push(
        chooseOwn('mon', `Choose 1 of your Pokémon to discard ${m[1]} ${m[6]} from.`, can),
        choose((e) => {
          const ids = energyOn(e, e.pokemon(e.picked('mon') ?? ''), filter);
          return {
            var: 'discarded',
            kind: 'energy',
            prompt: `Choose ${m[1]} ${m[6]} attached to it to discard.`,
            options: ids.map((id) => e.cardOption(id)),
            min: Math.min(range.min, ids.length),
            max: Math.min(range.max, ids.length),
          };
        }),
        moveChosen('discarded', 'discard'),
      );
      counted(p, 'discarded', range.min);
      return true;
    },
  ],
  // "remove up to 3 damage counters from that Pokémon" (the Pokémon chosen earlier).
  [
    new RegExp(
      `^(?:Then, )?remove (up to ${N}|1|one) damage counters? from (?:that Pokémon|it)\\.$`,
      'i',
    ),
    (m, p) => {
      const v = p.context.chosenOwn;
      if (v === undefined) return false;
      const n = /^up to/i.test(m[1] as string) ? count(m[2]) : 1;
      p.steps.push(heal((e) => e.picked(v), n * 10));
      return true;
    },
  ],
];
