import { isPokemonEx } from '../cards/card-helpers';
import type { PokemonSupertypeCard } from '../cards/types';
import type { Rule } from './attack-plan';
import type { ReadSentences } from './card-attack-rules';
import { countOf, hasPokePowerOrBody, noWR, sentence } from './more-attack-rules';
import { chooseOpponents, damageTargets, step } from './steps';

/**
 * Attack sentences about damage to Pokémon the attacker chooses, as the EX sets (2003 on) print
 * them: "Does 10 damage to 1 of your opponent's Benched Pokémon.", "Does 10 damage to 2 of your
 * opponent's Benched Pokémon (1 if there is only 1).", "Choose up to 2 of your opponent's Benched
 * Pokémon. This attack does 10 damage to each of them.", "… If you choose Pokémon-ex, this attack
 * does 40 damage instead.", "Discard … and then choose 1 of your opponent's Pokémon."
 *
 * Weakness and Resistance: the EX texts add "(Don't apply Weakness and Resistance for Benched
 * Pokémon.)" — they apply to the opponent's Active Pokémon only, so a chosen Pokémon that is the
 * Active one has them (`damageTargets` without `weaknessAndResistance: false`), unless the text
 * also says "Don't apply Weakness and Resistance" (read when the attack runs, `noWR`).
 */

/** The kinds of Pokémon "If you choose …" names: "Pokémon-ex", "Pokémon that has a Poké-Power or Poké-Body". */
const CHOSEN_KINDS: readonly (readonly [RegExp, (c: PokemonSupertypeCard) => boolean])[] = [
  [/^(?:a )?Pokémon-ex$/i, isPokemonEx],
  [
    /^(?:a )?Pokémon (?:that has|with) (?:a|any) (?:Poké-Power or Poké-Body|Poké-Body or Poké-Power)$/i,
    (c) => hasPokePowerOrBody(c),
  ],
];

const kindOf = (words: string) => CHOSEN_KINDS.find(([re]) => re.test(words))?.[1];

/** How many a "(1 if there is only 1)" leaves: the chooser takes as many as there are up to `k`. */
const FEWER = /^\((\d+) if there (?:is|are) only \1\)$/i;

/** The rules; `read` reads clauses with the whole table. */
export function exDamageRules(read: ReadSentences): Rule[] {
  return [
    [
      // "Does 10 damage to 1 of your opponent's Benched Pokémon." (Dark Mind), "… to 2 of your
      // opponent's Benched Pokémon (1 if there is only 1)." (Gigashock), "Does 30 damage to 1 of
      // your opponent's Pokémon." (Bass Control: the Active one may be chosen).
      /^(?:This attack does|Does) (\d+) damage to (\d+) of your opponent's (Benched )?Pokémon( \(\d+ if there (?:is|are) only \d+\))?\.$/i,
      (m, p) => {
        const [amount, k, benched] = [Number(m[1]), Number(m[2]), m[3] !== undefined];
        const fewer = m[4] === undefined ? undefined : FEWER.exec((m[4] as string).trim());
        if (m[4] !== undefined && !(fewer && Number(fewer[1]) < k)) return false;
        if (k < 1) return false;
        if (!benched) p.chosenTarget = true;
        const what = `${k} of your opponent's ${benched ? 'Benched ' : ''}Pokémon`;
        p.post.push(
          chooseOpponents(
            'hit',
            `Choose ${what} to damage.`,
            () => true,
            benched ? 'bench' : 'any',
            {
              min: k,
              max: k,
            },
          ),
          step((e) => damageTargets((x) => x.chosenPokemon('hit'), amount, noWR(p))(e)),
        );
        return true;
      },
    ],
    [
      // "Choose 2 of your opponent's Benched Pokémon. This attack does 10 damage to each of those
      // Pokémon." (Chinchou's Spark: as many as there are, up to 2); "Choose up to 2 …" (Onix's
      // Tunneling: the attacker may choose fewer, even none).
      /^Choose (up to )?(\d+) of your opponent's Benched Pokémon\. This attack does (\d+) damage to each of (?:them|those Pokémon)\.$/i,
      (m, p) => {
        const [upTo, k, amount] = [m[1] !== undefined, Number(m[2]), Number(m[3])];
        if (k < 2) return false;
        p.post.push(
          chooseOpponents(
            'hit',
            `Choose ${upTo ? 'up to ' : ''}${k} of your opponent's Benched Pokémon to damage.`,
            () => true,
            'bench',
            { min: upTo ? 0 : k, max: k },
          ),
          damageTargets((e) => e.chosenPokemon('hit'), amount),
        );
        return true;
      },
    ],
    [
      // Extra Circuit: "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that
      // Pokémon. If you choose Pokémon-ex, this attack does 40 damage instead."
      /^Choose 1 of your opponent's Pokémon\. This attack does (\d+) damage to that Pokémon\. If you choose ([^,]+), this attack does (\d+) damage instead\.$/i,
      (m, p) => {
        const kind = kindOf(m[2] as string);
        if (!kind) return false;
        const [usual, instead] = [Number(m[1]), Number(m[3])];
        p.chosenTarget = true;
        p.post.push(
          chooseOpponents('hit', "Choose 1 of your opponent's Pokémon to damage."),
          step((e) => {
            const chosen = e.chosenPokemon('hit')[0];
            if (!chosen) return undefined;
            const amount = kind(chosen.card) ? instead : usual;
            return damageTargets(() => [chosen], amount, noWR(p))(e);
          }),
        );
        return true;
      },
    ],
    [
      // "Does 20 damage to each Defending Pokémon." (read as "the Defending Pokémon", see
      // double-battle.ts), "If heads, SELF does 50 damage to the Defending Pokémon.": the
      // attack's damage, stated in the text instead of printed beside it.
      /^(?:If (heads|tails), )?(?:This attack does|Does|SELF does) (\d+) damage to the Defending Pokémon\.$/i,
      (m, p) => {
        const side = m[1]?.toLowerCase();
        const n = Number(m[2]);
        if (side !== undefined && p.coins !== 'one') return false;
        p.amount.push((e, base) =>
          side === undefined || e.heads() > 0 === (side === 'heads') ? n : base,
        );
        return true;
      },
    ],
    [
      // Light Touch Throw: "Does 80 damage minus 10 damage for each Energy attached to the
      // Defending Pokémon." — never less than none.
      /^(?:This attack does|Does) (\d+) damage minus (\d+) (?:more )?damage for each ([^.]+?)\.$/i,
      (m, p) => {
        const n = countOf(m[3] as string);
        if (!n) return false;
        const [from, per] = [Number(m[1]), Number(m[2])];
        p.amount.push((e) => Math.max(0, from - per * n(e)));
        return true;
      },
    ],
    [
      // Vengeance: "Does 30 damage plus 10 more damage for each … You can't add more than 60
      // damage in this way." — the count's damage capped.
      /^(?:This attack does|Does) (\d+) (?:more )?damage plus (\d+) more damage for each ([^.]+?)\. You can't add more th[ae]n (\d+) damage in this way\.$/i,
      (m, p) => {
        const n = countOf(m[3] as string);
        if (!n) return false;
        const [from, per, cap] = [Number(m[1]), Number(m[2]), Number(m[4])];
        p.amount.push((e) => from + Math.min(cap, per * n(e)));
        return true;
      },
    ],
    [
      // Energy Crush's "Does 20 more damage plus 10 more damage for each …" (the printed 20+).
      /^(?:This attack does|Does) (\d+) more damage plus (\d+) more damage for each ([^.]+?)\.$/i,
      (m, p) => {
        const n = countOf(m[3] as string);
        if (!n) return false;
        const [from, per] = [Number(m[1]), Number(m[2])];
        p.amount.push((e) => from + per * n(e));
        return true;
      },
    ],
    [
      // "This attack does 20 damages times the number of heads." (Sandstorm Lombre: "damages").
      /^(?:This attack does|Does) (\d+) damages times the number of heads\.$/i,
      (m, p) => {
        if (p.coins !== 'many') return false;
        p.amount.push((e) => Number(m[1]) * e.heads());
        return true;
      },
    ],
    [
      // "Before doing damage, count the remaining HP of the Defending Pokémon and SELF." / "Count
      // the amount of Energy attached to all of your Pokémon and all of your opponent's Pokémon."
      // — what the next sentence's condition compares ("If the Defending Pokémon has fewer
      // remaining HP than SELF's, …"): the damage is worked out before it is done, so nothing to do.
      /^(?:Before doing damage, )?count the (?:remaining HP of the Defending Pokémon and SELF|amount of Energy attached to all of your Pokémon and all of your opponent's Pokémon)\.$/i,
      () => true,
    ],
    [
      // Volcanic Ash: "Discard 2 Fire Energy attached to SELF and then choose 1 of your
      // opponent's Pokémon." — the two sentences it joins, in that order.
      /^([^.]+?) and then (choose 1 of your opponent's Pokémon)\.$/i,
      (m, p) => read(`${sentence(m[1] as string)} ${sentence(m[2] as string)}`, p),
    ],
  ];
}
