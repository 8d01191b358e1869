import { DEFENDER, type Rule, SELF } from './attack-plan';
import {
  attackedWithLastTurn,
  attackLastTurn,
  damageLastTurn,
  inPlaySinceLastTurn,
  usedLastTurn,
} from './attack-records';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import type { Reading } from './more-attack-rules';
import { effectReaches, step, when } from './steps';

/**
 * The sentences that read last turn's attacks (`attack-records.ts`), as clauses: conditions
 * ("an attack damaged SELF during your opponent's last turn", "SELF used its Lie Low attack last
 * turn", "the Defending Pokémon … was attacked with Night Eyes during your last turn", "the
 * Defending Pokémon attacked last turn") join the shared condition grammar (`CONDITIONS`), so
 * every sentence form that takes a condition reads them; the effects here are the ones only
 * such texts use ("it is Knocked Out", Sketch's copy).
 */

/** An attack's name as printed: capitalised words ("Lie Low", "Night Eyes"). */
const NAME = "([A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*)";
const CONDITION = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';

const monOf = (who: string) => (e: EffectEnv) =>
  new RegExp(`^${DEFENDER}$`, 'i').test(who) ? e.defender : e.self;

/** Conditions on what attacks did last turn, for the shared condition grammar. */
export const RECORD_CONDITIONS: readonly Reading<(e: EffectEnv) => boolean>[] = [
  [
    new RegExp(
      `^an attack (?:damaged|did damage to) (${SELF}|${DEFENDER}) during your opponent's last turn$`,
      'i',
    ),
    (m) => {
      const mon = monOf(m[1] as string);
      return (e) => {
        const x = mon(e);
        return x !== undefined && damageLastTurn(e, x.top) > 0;
      };
    },
  ],
  [
    // Also "If SELF used Bite during your last turn" (the EX words, "its … attack" left out: the
    // shortest name, so "during your" is never read as part of it).
    new RegExp(
      `^(${SELF}) used (?:its ${NAME} attack|([A-Z][\\w'-]*?(?: [A-Z][\\w'-]*?)*?)) (?:during your )?last turn$`,
      'i',
    ),
    (m) => {
      const name = (m[2] ?? m[3]) as string;
      return (e) => e.self !== undefined && usedLastTurn(e, e.self.top, name);
    },
  ],
  [
    new RegExp(
      `^(${DEFENDER}|${SELF}) (?:is ${CONDITION} and )?was attacked with ${NAME} during your last turn$`,
      'i',
    ),
    (m) => {
      const mon = monOf(m[1] as string);
      const condition = m[2]?.toLowerCase();
      const name = m[3] as string;
      return (e) => {
        const x = mon(e);
        if (!x || !attackedWithLastTurn(e, x.top, name)) return false;
        return condition === undefined || (x.conditions as readonly string[]).includes(condition);
      };
    },
  ],
  [
    new RegExp(`^${DEFENDER} attacked (?:during your opponent's )?last turn$`, 'i'),
    () => (e) => e.defender !== undefined && attackLastTurn(e, e.defender.top) !== undefined,
  ],
];

/** A condition reader over the whole shared grammar (patterns.ts passes `CONDITIONS`). */
export type ReadCondition = (phrase: string) => ((e: EffectEnv) => boolean) | undefined;

/** The base damage an "If …, this attack does N damage plus M more damage." read, per plan. */
const conditionalBase = new WeakMap<object, number>();

/** The sentence rules; `condition` reads a condition phrase with the shared grammar. */
export function recordAttackRules(condition: ReadCondition): Rule[] {
  return [
    [
      // Fin Slap: "If an attack damaged Horsea during your opponent's last turn, this attack does
      // 20 damage plus 10 more damage."
      /^If ([^,]+), this attack does (\d+) damage plus (\d+) more damage\.$/i,
      (m, p) => {
        const test = condition(m[1] as string);
        if (!test || conditionalBase.has(p)) return false;
        const [base, more] = [Number(m[2]), Number(m[3])];
        conditionalBase.set(p, base);
        p.amount.push((e) => base + (test(e) ? more : 0));
        return true;
      },
    ],
    [
      // "If not, this attack does 20 damage." restates the base of the sentence before it.
      /^If not, this attack does (\d+) damage\.$/i,
      (m, p) => conditionalBase.get(p) === Number(m[1]),
    ],
    [
      // Perish Song: "If the Defending Pokémon is Asleep and was attacked with Night Eyes during
      // your last turn, it is Knocked Out."
      new RegExp(`^If ([^,]+), (?:it|that Pokémon|${DEFENDER}) is Knocked Out\\.$`, 'i'),
      (m, p) => {
        const test = condition(m[1] as string);
        if (!test) return false;
        p.post.push(
          when(test, [
            step((e) => {
              const d = e.defender;
              if (!d || !effectReaches(e, d)) return undefined;
              const ko: Marker = {
                kind: 'knock-out',
                card: d.top,
                until: e.state.plugin.gameTurn,
                source: String(e.vars.attack ?? e.effect.name),
              };
              return { mark: [ko] };
            }),
          ]),
        );
        return true;
      },
    ],
    [
      // Sketch: "If the Defending Pokémon attacked last turn, and Smeargle was in play during that
      // attack, Smeargle copies that attack except for its Energy costs and anything else
      // required in order to use that attack."
      new RegExp(
        `^If the Defending Pokémon attacked last turn, and ${SELF} was in play during that attack, ${SELF} copies that attack except for its Energy costs?( and anything else required in order to use that attack(?:, such as discarding Energy cards)?)?\\.$`,
        'i',
      ),
      (m, p) => {
        const keepRequirements = m[1] === undefined;
        p.post.push(
          step((e) => {
            const d = e.defender;
            const last = d ? attackLastTurn(e, d.top) : undefined;
            if (!last || !inPlaySinceLastTurn(e)) return undefined;
            return {
              useAttack: {
                template: last.template,
                attack: last.name,
                ...(keepRequirements ? { keepRequirements: true } : {}),
              },
            };
          }),
        );
        return true;
      },
    ],
  ];
}
