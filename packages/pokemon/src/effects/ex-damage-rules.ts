import { isPokemonEx } from '../cards/card-helpers';
import type { PokemonSupertypeCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { DEFENDER, num, onFlip, type Rule, SELF } from './attack-plan';
import type { ReadSentences } from './card-attack-rules';
import type { EffectEnv } from './env';
import { countOf, hasPokePowerOrBody, noWR, sentence } from './more-attack-rules';
import {
  chooseOpponents,
  damageTargets,
  effectReaches,
  mayDo,
  said,
  selfDamage,
  step,
  when,
} from './steps';
import type { Step, StepFn } from './types';

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

/**
 * `count` damage counters on each Pokémon `targets` gives (one Pokémon may come more than once:
 * a counter each time). Counters, not damage: Weakness, Resistance and damage effects don't apply;
 * an effect that keeps attacks' effects off a Pokémon keeps them off (`effectReaches`).
 */
function countersOnEach(
  targets: (e: EffectEnv) => readonly PokemonInPlay[],
  count: number | ((e: EffectEnv) => number),
): StepFn {
  return (e) => {
    const per = new Map<string, { mon: PokemonInPlay; n: number }>();
    const k = typeof count === 'number' ? count : count(e);
    for (const mon of targets(e)) {
      const had = per.get(mon.zone);
      per.set(mon.zone, { mon, n: (had?.n ?? 0) + k });
    }
    const actions = [...per.values()]
      .filter(({ mon, n }) => n > 0 && effectReaches(e, mon))
      .map(({ mon, n }) => e.addDamage(mon.zone, n * 10))
      .filter((a) => a !== undefined);
    return actions.length > 0 ? { actions } : undefined;
  };
}

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
    // ------------------------------------------------------------ damage counters, not damage
    [
      // Psyimpact: "Put 1 damage counter on each of your opponent's Pokémon."; Night Attack: "Put
      // 1 damage counter on 1 of your opponent's Pokémon."; Heavy Blizzard: "If heads, put 1
      // damage counter on each of your opponent's Benched Pokémon."
      /^(?:If (heads|tails), )?put (a|1|\d+) damage counters? on (1|each) of your opponent's (Benched )?Pokémon\.$/i,
      (m, p) => {
        if (m[1] !== undefined && p.coins !== 'one') return false;
        const [n, each, benched] = [num(m[2]), m[3] === 'each', m[4] !== undefined];
        const where = benched ? 'bench' : 'any';
        const all = (e: EffectEnv) => (benched ? e.bench(e.opp) : e.inPlay(e.opp));
        const steps: Step[] = each
          ? [countersOnEach(all, n)]
          : [
              chooseOpponents(
                'counters',
                `Choose 1 of your opponent's ${benched ? 'Benched ' : ''}Pokémon to put ${n} damage counter${n === 1 ? '' : 's'} on.`,
                () => true,
                where,
              ),
              countersOnEach((e) => e.chosenPokemon('counters'), n),
            ];
        p.post.push(...onFlip(m[1], steps));
        return true;
      },
    ],
    [
      // Clay Curse: "Put 2 damage counters on your opponent's Pokémon in any way you like." — one
      // counter at a time, each on any of them (the same one again if you like).
      /^Put (\d+|two|three|four|five) damage counters on your opponent's Pokémon in any way you like\.$/i,
      (m, p) => {
        const n = num(m[1]);
        if (!(n >= 1 && n <= 10)) return false;
        const picks = Array.from({ length: n }, (_, i) => `counter${i + 1}`);
        p.post.push(
          ...picks.map((v, i) =>
            chooseOpponents(
              v,
              `Put damage counter ${i + 1} of ${n} on 1 of your opponent's Pokémon (more than 1 may go on the same Pokémon).`,
            ),
          ),
          countersOnEach((e) => picks.flatMap((v) => e.chosenPokemon(v)), 1),
        );
        return true;
      },
    ],
    [
      // Psymist: "Flip 2 coins. For each heads, choose 1 of your opponent's Pokémon and put 1
      // damage counter on that Pokémon." (printed "you opponent's") — a choice for each heads.
      /^For each heads, choose 1 of your? opponent's Pokémon and put (a|1|\d+) damage counters? on that Pokémon\.$/i,
      (m, p) => {
        // Only after 2 coins: the number of choices to offer is known.
        if (p.coins !== 'many' || !p.twoCoins) return false;
        const n = num(m[1]);
        const picks = ['heads1', 'heads2'];
        p.post.push(
          ...picks.map((v, i) =>
            step((e) =>
              e.heads() > i
                ? chooseOpponents(
                    v,
                    `Heads ${i + 1}: choose 1 of your opponent's Pokémon to put ${n} damage counter${n === 1 ? '' : 's'} on.`,
                  )(e)
                : undefined,
            ),
          ),
          countersOnEach((e) => picks.flatMap((v) => e.chosenPokemon(v)), n),
        );
        return true;
      },
    ],
    [
      // Random Curse: "Put a total of 5 damage counters on all Defending Pokémon in any way you
      // like." — with one Defending Pokémon, all 5 go on it.
      new RegExp(
        `^Put a total of (\\d+) damage counters on ${DEFENDER}(?: in any way you like)?\\.$`,
        'i',
      ),
      (m, p) => {
        const n = Number(m[1]);
        p.post.push(countersOnEach((e) => (e.defender ? [e.defender] : []), n));
        return true;
      },
    ],
    [
      // Darkness Chant: "Count the number of Basic Pokémon or Evolution cards in your discard pile.
      // Put that many damage counters on the Defending Pokémon. You can't put more than 6 damage
      // counters on the Defending Pokémon in this way."
      new RegExp(
        `^Count the number of ([^.]+)\\. Put that many damage counters on ${DEFENDER}\\. You can't put more than (\\d+) damage counters on ${DEFENDER} in this way\\.$`,
        'i',
      ),
      (m, p) => {
        const n = countOf(m[1] as string);
        if (!n) return false;
        const cap = Number(m[2]);
        p.post.push(
          countersOnEach(
            (e) => (e.defender ? [e.defender] : []),
            (e) => Math.min(cap, n(e)),
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ damage to itself
    [
      // Flip Over: "SELF does 10 damage to itself, and don't apply Weakness and Resistance to this
      // damage." — an attack's damage to its own Pokémon never has them (steps.ts selfDamage).
      new RegExp(
        `^${SELF} does (\\d+) damage to itself, and don't apply Weakness and Resistance to this damage\\.$`,
        'i',
      ),
      (m, p) => void p.post.push(selfDamage(Number(m[1]))),
    ],
    [
      // Tonnage: "You may do 60 damage plus 20 more damage. If you do, SELF does 30 damage to
      // itself." — asked before the damage; the printed damage otherwise.
      new RegExp(
        `^You may do (\\d+) damage plus (\\d+) more damage\\. If you do, ${SELF} does (\\d+) damage to itself\\.$`,
        'i',
      ),
      (m, p) => {
        const [from, more, recoil] = [Number(m[1]), Number(m[2]), Number(m[3])];
        p.pre.push(
          mayDo(
            'more',
            `Do ${from} damage plus ${more} more damage? (This Pokémon then does ${recoil} damage to itself.)`,
          ),
        );
        p.amount.push((e, base) => (said('more')(e) ? from + more : base));
        p.post.push(when(said('more'), [selfDamage(recoil)]));
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
