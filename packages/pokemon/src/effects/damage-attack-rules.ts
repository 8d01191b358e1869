import type { EnergyType, PokemonCard } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import {
  CONDITION,
  cond,
  DEFENDER,
  flipped,
  newPlan,
  num,
  onFlip,
  type Plan,
  type Rule,
  SELF,
  TYPE,
} from './attack-plan';
import type { EffectEnv } from './env';
import {
  addWhen,
  CONDITIONS,
  type Count,
  chosenTo,
  countOf,
  laterClause,
  named,
  nameList,
  noWR,
  type ReadSentences,
  readPhrase,
  sentence,
  TARGETS,
} from './more-attack-rules';
import { CHOOSABLE_TYPES } from './passives';
import {
  CONDITION_OPTIONS,
  choose,
  chooseOpponents,
  chooseOwn,
  counters,
  damageTargets,
  discardEnergy,
  effectReaches,
  energyCount,
  energyOn,
  flip,
  heal,
  is,
  mark,
  mayDo,
  provides,
  said,
  selfDamage,
  shuffleDeck,
  status,
  step,
  stop,
  when,
} from './steps';
import type { Step, StepFn } from './types';

/**
 * Attack sentences about damage, damage counters, coins and conditions that the other attack
 * rule modules do not read: Poison that does more than 10, a Special Condition of the
 * attacker's choice, damage counters put, moved or swapped, healing counted from the board,
 * "can't be used unless …", "If …, this attack does nothing", how many heads ("If only 1 is
 * heads") and "…, then flip a coin" ("Either way, …" is card-attack-rules'). Phrases (counts,
 * targets, conditions) are read by the shared readers of more-attack-rules.ts, so each form works
 * with any phrase they know. Each rule carries out everything its sentence says; a phrase no reader knows leaves
 * the sentence to later rules (see {@link known}), and an unknown sentence leaves the text manual.
 */

/**
 * A pattern that matches only when `accept` takes the match (a phrase the readers know): an
 * unknown phrase is not a refusal that ends the compile, later rules still get the sentence.
 */
function known(re: RegExp, accept: (m: RegExpExecArray) => boolean): RegExp {
  class Known extends RegExp {
    override test(s: string): boolean {
      const m = super.exec(s);
      return m !== null && accept(m);
    }
  }
  return new Known(re.source, re.flags);
}

/** A list of Special Conditions ("Asleep, Confused, or Poisoned"). */
const CONDITION_LIST = `((?:${CONDITION}(?:,? or |, ))+${CONDITION})`.replace(
  /\((Asleep\|Burned\|Confused\|Paralyzed\|Poisoned)\)/g,
  '(?:$1)',
);
const conditionsIn = (list: string) =>
  [...list.matchAll(new RegExp(CONDITION, 'gi'))].map((c) => cond(c[1] as string));

/** A condition phrase with "SELF" read as "this Pokémon", for a refusal's reason. */
const plainly = (phrase: string) => phrase.replace(/\bSELF\b/g, 'this Pokémon');

/** A test of how a flip of several coins came out, and whether its words only fit a flip of 2 coins. */
interface HeadsTest {
  readonly test: (e: EffectEnv) => boolean;
  /** "both", "either", "1 is heads" (meaning exactly 1 of the 2): read only after "Flip 2 coins." */
  readonly two: boolean;
}

/**
 * How many heads a flip of several coins gave, as a text says it after the flip. Words that count
 * against "both" ("If 1 is heads … If both are heads", "If either of them is heads") read only
 * after a flip of 2 coins, where their meaning is not in doubt.
 */
const HEADS: readonly [RegExp, (m: RegExpExecArray) => HeadsTest][] = [
  [
    /^only (\d+) (?:of them )?is heads$/i,
    (m) => ({ test: (e) => e.heads() === Number(m[1]), two: false }),
  ],
  [
    /^exactly (\d+) (?:of them )?(?:is|are) heads$/i,
    (m) => ({ test: (e) => e.heads() === Number(m[1]), two: false }),
  ],
  [
    /^all (\d+) (?:of them )?are heads$/i,
    (m) => ({ test: (e) => e.heads() === Number(m[1]) && e.tails() === 0, two: false }),
  ],
  [
    /^all (\d+) (?:of them )?are tails$/i,
    (m) => ({ test: (e) => e.tails() === Number(m[1]) && e.heads() === 0, two: false }),
  ],
  [
    /^both (?:of them |coins )?are (heads|tails)$/i,
    (m) => {
      const heads = (m[1] as string).toLowerCase() === 'heads';
      return { test: (e) => (heads ? e.heads() : e.tails()) === 2, two: true };
    },
  ],
  // "If 1 is heads" beside "If both are heads" (Horrid Pollen, Peck Attack): exactly one of the 2.
  [
    /^(?:1|one) (?:of them )?is (heads|tails)$/i,
    (m) => {
      const heads = (m[1] as string).toLowerCase() === 'heads';
      return { test: (e) => (heads ? e.heads() : e.tails()) === 1, two: true };
    },
  ],
  [
    /^(?:1|one) is heads and (?:1|one) is tails$|^(?:1|one) is tails and (?:1|one) is heads$/i,
    () => ({ test: (e) => e.heads() === 1, two: true }),
  ],
  [
    /^either (?:of them )?is (heads|tails)$/i,
    (m) => {
      const heads = (m[1] as string).toLowerCase() === 'heads';
      return { test: (e) => (heads ? e.heads() : e.tails()) >= 1, two: true };
    },
  ],
  [
    /^(?:any of them (?:is|are) heads|you get at least (?:1|one) heads)$/i,
    () => ({ test: (e) => e.heads() >= 1, two: false }),
  ],
];
const headsTestOf = (phrase: string) => {
  for (const [re, f] of HEADS) {
    const m = re.exec(phrase);
    if (m) return f(m);
  }
  return undefined;
};

/**
 * A clause's plan added under a condition; when the clause is the attack's multiplication ("…, this
 * attack does 10 damage times the number of damage counters on Wobbuffet"), the printed "10×" is
 * no damage of its own: the attack does none when the condition fails (as on the other side of
 * "If heads, this attack does 10 damage times …").
 */
function addWhenOrNone(p: Plan, test: (e: EffectEnv) => boolean, sub: Plan, clause: string) {
  if (!/\bdamage times the\b/i.test(clause)) return addWhen(p, test, sub);
  addWhen(p, test, { ...sub, amount: [] });
  const amount = sub.amount;
  p.amount.push((e, base) => (test(e) ? amount.reduce((d, f) => f(e, d), base) : 0));
}

/** The total damage on a player's Pokémon in play (to read "the damage dealt" afterwards). */
const damageOnAll = (e: EffectEnv, player: string) =>
  e.inPlay(player).reduce((n, x) => n + x.damage, 0);

/** Heal `amount` from each Pokémon `targets` lists that the effect reaches. */
function healEach(
  targets: (e: EffectEnv) => readonly { zone: string; damage: number }[],
  amount: number,
): StepFn {
  return (e) => {
    const actions = targets(e)
      .filter((x) => x.damage > 0)
      .flatMap((x) => {
        const mon = e.pokemon(x.zone);
        return mon && effectReaches(e, mon) ? e.heal(x.zone, amount) : [];
      });
    return actions.length > 0 ? { actions } : undefined;
  };
}

/** Damage counters put on the Defending Pokémon (not damage: nothing changes the number). */
function countersOnDefender(count: (e: EffectEnv) => number): StepFn {
  return (e) => {
    const d = e.defender;
    if (!d || !effectReaches(e, d)) return undefined;
    const a = e.addDamage(d.zone, count(e) * 10);
    return a ? { actions: [a] } : undefined;
  };
}

/** Choose 1 of a player's Benched Pokémon and do `amount` damage to it (no Weakness or Resistance on a Bench). */
function benchSnipe(mine: boolean, amount: (e: EffectEnv) => number): Step[] {
  const prompt = `Choose 1 of ${mine ? 'your' : "your opponent's"} Benched Pokémon to damage.`;
  return [
    mine
      ? chooseOwn('snipe', prompt, () => true, 'bench')
      : chooseOpponents('snipe', prompt, () => true, 'bench'),
    (e) => damageTargets((x) => x.chosenPokemon('snipe'), amount(e))(e),
  ];
}

/**
 * A clause after "if you/your opponent has any Benched Pokémon" with its "1 of them" named
 * ("1 of your opponent's Benched Pokémon"), so the clause reads alone; any other clause as it is.
 */
function themNamed(guard: string, clause: string): string {
  const g = /^(you|your opponent) (?:have|has) any Benched Pokémon$/i.exec(guard.trim());
  if (!g) return clause;
  const bench = (g[1] as string).toLowerCase() === 'you' ? 'your' : "your opponent's";
  return clause.replace(/\b1 of them\b/, `1 of ${bench} Benched Pokémon`);
}

/** One "discard … Energy … attached to SELF" sentence (on a coin's side, or not). */
interface SelfDiscard {
  side: string | undefined;
  count: number | 'all';
  filter: (c: PokemonCard) => boolean;
}

/**
 * The sentences before "If you can't discard Energy cards, …": each discards 1 or all Energy
 * cards (of a type) from the attacker, on a side of the coin. Any other count or sentence: not read.
 */
function selfDiscards(text: string): SelfDiscard[] | undefined {
  const out: SelfDiscard[] = [];
  for (const one of text.split(/(?<=\.) /)) {
    const m = new RegExp(
      `^(?:If (heads|tails), )?discard (1|a|an|all) (?:${TYPE} )?Energy cards? (?:attached to|from) ${SELF}\\.?$`,
      'i',
    ).exec(one.trim());
    if (!m) return undefined;
    const type = m[3] as EnergyType | undefined;
    out.push({
      side: m[1],
      count: (m[2] as string).toLowerCase() === 'all' ? 'all' : 1,
      filter: type ? provides(type) : is.energy,
    });
  }
  return out.length > 0 ? out : undefined;
}

/** What a plan of these rules remembers between sentences: a damage cap ("You can't do more than 30 damage in this way"). */
interface Notes {
  capped?: boolean;
  cap?: number;
}
const notes = new WeakMap<object, Notes>();
const notesOf = (p: object): Notes => {
  let n = notes.get(p);
  if (!n) {
    n = {};
    notes.set(p, n);
  }
  return n;
};

/** The rules; `read` reads clauses with the whole table. */
export function damageAttackRules(read: ReadSentences): Rule[] {
  return [
    // ------------------------------------------------------------ Special Conditions
    [
      // Toxic and its kin: the Poison of this attack does more at each Pokémon Checkup. The EX
      // sets: "Put 2 damage counters instead of 1 on the Defending Pokémon between turns."
      new RegExp(
        `^(?:If (heads|tails), )?${DEFENDER} is now Poisoned\\. (?:(?:It now takes (\\d+) Poison damage instead of 10|Your opponent now puts (\\d+) damage counters on it instead of 1) after each player's turn \\(even if it was already Poisoned\\)|Put (\\d+) damage counters instead of 1 on (?:${DEFENDER}|it) between turns)\\.$`,
        'i',
      ),
      (m, p) => {
        const amount = m[2] !== undefined ? Number(m[2]) : Number(m[3] ?? m[4]) * 10;
        const poisoned = (e: EffectEnv) =>
          e.defender !== undefined && e.hasCondition(e.defender, 'poisoned');
        p.post.push(
          ...onFlip(m[1], [
            status('poisoned'),
            when(poisoned, [mark('poison-damage', 'defender', 'in-play', { amount })]),
          ]),
        );
        return true;
      },
    ],
    [
      // "… is now either Asleep, Confused, Paralyzed, or Poisoned (your choice)", "choose whether
      // the Defending Pokémon becomes Asleep, Confused, or Paralyzed".
      new RegExp(
        `^(?:If (heads|tails), )?(?:${DEFENDER} is now (?:either )?${CONDITION_LIST} \\(your choice\\)|choose whether ${DEFENDER} becomes ${CONDITION_LIST})\\.$`,
        'i',
      ),
      (m, p) => {
        const allowed = conditionsIn((m[2] ?? m[3]) as string);
        p.post.push(
          ...onFlip(m[1], [
            when(
              (e) => e.defender !== undefined && effectReaches(e, e.defender),
              [
                choose(() => ({
                  var: 'condition',
                  kind: 'condition',
                  prompt: 'Choose the Special Condition for the Defending Pokémon.',
                  options: CONDITION_OPTIONS.filter((o) =>
                    allowed.includes(o.value as SpecialCondition),
                  ),
                })),
                step((e) => {
                  const c = e.picked('condition') as SpecialCondition | undefined;
                  return c && allowed.includes(c) ? status(c)(e) : undefined;
                }),
              ],
            ),
          ]),
        );
        return true;
      },
    ],
    [
      // "If heads, choose a Special Condition (Asleep, Burned, …). The Defending Pokémon is now
      // affected by that Special Condition." (Miracle Tail) — the "(your choice)" form above. No
      // list ("choose 1 Special Condition", Miracle Powder): any of the five.
      new RegExp(
        `^(?:If (heads|tails), )?choose (?:a|1) Special Condition(?: \\(${CONDITION_LIST}\\))?\\. ${DEFENDER} is now affected by that Special Condition\\.$`,
        'i',
      ),
      (m, p) =>
        read(
          `${m[1] ? `If ${m[1]}, the` : 'The'} Defending Pokémon is now ${m[2] ?? 'Asleep, Burned, Confused, Paralyzed, or Poisoned'} (your choice).`,
          p,
        ),
    ],
    [
      // Antler Swipe: "If heads, this attack does 20 damage to the Defending Pokémon (don't apply
      // Weakness or Resistance)." — the clause, and no Weakness or Resistance for this attack.
      /^(If (?:heads|tails), this attack does \d+ damage to the Defending Pokémon) \(don't apply Weakness (?:and|or) Resistance\)\.$/i,
      (m, p) => {
        if (!read(`${m[1]}.`, p)) return false;
        p.ignoreWeakness = true;
        p.ignoreResistance = true;
        return true;
      },
    ],
    // ------------------------------------------------------------ Weakness and Resistance
    [
      /^Don't apply Resistance\.$/i,
      (_m, p) => {
        p.ignoreResistance = true;
        return true;
      },
    ],
    // ------------------------------------------------------------ conditions on the attack
    [
      known(
        /^(?:You can't use this attack|This attack can't be used) unless ([^.]+)\.$/i,
        (m) => readPhrase(CONDITIONS, m[1] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        if (!test) return false;
        const why = `this attack can't be used unless ${plainly(m[1] as string)}.`;
        p.unplayable.push((e) => (test(e) ? undefined : why));
        return true;
      },
    ],
    [
      known(
        /^If ([^,]+), this attack does nothing(?: \(not even damage\))?\.$/i,
        (m) => readPhrase(CONDITIONS, m[1] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        if (!test) return false;
        p.pre.push(when(test, [stop]));
        return true;
      },
    ],
    [
      // "If there are 4 or more damage counters on Heracross, this attack's base damage is 50
      // instead of 30." — any condition the shared reader knows, on a clause that only changes the
      // damage (worked out before it is done, so the board the condition reads is the one before it).
      known(
        /^If ([^,]+), ([^.;]+)\.$/i,
        (m) => readPhrase(CONDITIONS, m[1] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        const sub = test && laterClause(read, m[2] as string, p);
        if (!test || !sub || sub.amount.length === 0 || sub.post.length > 0 || sub.last?.length)
          return false;
        addWhenOrNone(p, test, sub, m[2] as string);
        return true;
      },
    ],
    [
      // Cosmic Draw: "If your opponent has any Evolved Pokémon in play, draw 3 cards." — a
      // condition the shared reader knows on a clause of steps after the damage (nothing that
      // changes the damage: the rule above reads those), checked when those steps come.
      // Invisible Hand: "If …, search your deck for any 1 card … Shuffle your deck afterward." —
      // the shuffle is the search's: none when the condition fails.
      known(
        /^If ([^,]+), ([^.;]+)\.((?: Shuffle your deck afterward\.)?)$/i,
        (m) => readPhrase(CONDITIONS, m[1] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        const sub = test && laterClause(read, m[2] as string, p);
        if (!test || !sub || sub.amount.length > 0 || sub.post.length === 0 || sub.last?.length)
          return false;
        const shuffles = m[3] !== '';
        if (shuffles && !/\bsearch your deck\b/i.test(m[2] as string)) return false;
        addWhen(p, test, shuffles ? { ...sub, post: [...sub.post, shuffleDeck()] } : sub);
        return true;
      },
    ],
    [
      // Spring Back: "If your opponent has only 1 Prize card left, this attack does 20 damage plus
      // 50 more damage and the Defending Pokémon is now Asleep." — a clause that changes the
      // damage AND has steps after it: the condition is read once, before the damage, and both
      // parts follow it (the damage must not turn the steps off or on).
      known(
        /^If ([^,]+), ([^.;]+)\.$/i,
        (m) => readPhrase(CONDITIONS, m[1] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        const sub = test && laterClause(read, m[2] as string, p);
        if (!test || !sub || sub.amount.length === 0 || sub.post.length === 0 || sub.last?.length)
          return false;
        const held = `conditionHeld${p.pre.length}`;
        p.pre.push(step((e) => ({ set: { [held]: test(e) ? 1 : 0 } })));
        addWhen(p, (e) => e.num(held) > 0, sub);
        return true;
      },
    ],
    [
      // "If your opponent has any Benched Pokémon, this attack does 10 damage to each of them."
      // (Skyridge Magcargo's Fire Stream): damage to each of none is none, the guard adds nothing.
      /^If (you|your opponent) (?:have|has) any Benched Pokémon, ((?:this attack )?does \d+ damage to each of them)\.$/i,
      (m, p) => {
        const bench = (m[1] as string).toLowerCase() === 'you' ? 'your own' : "your opponent's";
        return read(
          sentence((m[2] as string).replace(/each of them$/, `each of ${bench} Benched Pokémon`)),
          p,
        );
      },
    ],
    // ------------------------------------------------------------ how many heads
    [
      known(
        /^If ([^,]+), this attack does nothing(?: \(not even damage\))?\.$/i,
        (m) => headsTestOf(m[1] as string) !== undefined,
      ),
      (m, p) => {
        const h = headsTestOf(m[1] as string);
        if (!h || p.coins !== 'many' || (h.two && !p.twoCoins)) return false;
        p.pre.push(when(h.test, [stop]));
        return true;
      },
    ],
    [
      known(/^If ([^,]+), ([^.;]+)\.$/i, (m) => headsTestOf(m[1] as string) !== undefined),
      (m, p) => {
        const h = headsTestOf(m[1] as string);
        if (!h || p.coins !== 'many' || (h.two && !p.twoCoins)) return false;
        const sub = laterClause(read, m[2] as string, p);
        if (!sub) return false;
        addWhenOrNone(p, h.test, sub, m[2] as string);
        return true;
      },
    ],
    // ------------------------------------------------------------ coins after the damage
    [
      // "Does 30 damage plus 10 damage times …, then flip a coin. If tails, …": the coin comes
      // after the damage it does not change.
      known(/^([^.]+), then flip a coin\.$/i, (m) => read(sentence(m[1] as string), newPlan())),
      (m, p) => {
        if (!read(sentence(m[1] as string), p)) return false;
        flipped(p, 1);
        p.post.push(flip());
        return true;
      },
    ],
    // ------------------------------------------------------------ damage stated in a clause
    [
      // A branch's damage to the Defending Pokémon said in full: "this attack does 30 damage plus
      // 10 more damage (to the Defending Pokémon)", "… 20 damage plus 30 more damage to the Defending Pokémon".
      // With no target named it is the Defending Pokémon too ("If heads, this attack does 20 damage.").
      new RegExp(
        `^(?:If (heads|tails), )?this attack does (\\d+) damage(?: plus (\\d+) more damage)?(?: \\(to ${DEFENDER}\\)| to ${DEFENDER})?\\.$`,
        'i',
      ),
      (m, p) => {
        const amount = Number(m[2]) + Number(m[3] ?? 0);
        if (m[1] === undefined) p.amount.push(() => amount);
        else {
          const heads = (m[1] as string).toLowerCase() === 'heads';
          p.amount.push((e, base) => (e.heads() > 0 === heads ? amount : base));
        }
        return true;
      },
    ],
    [
      // "If heads, this attack does 30 damage plus 10 more damage (to the Defending Pokémon) and 10
      // damage to each of your opponent's Benched Pokémon.": two sentences sharing "does".
      /^(?:If (heads|tails), )?((?:this attack|SELF) does [^.]+?) and (\d+) damage to each ([^.]+)\.$/i,
      (m, p) => {
        const side = m[1] === undefined ? '' : `If ${m[1]}, `;
        return read(
          `${side}${side ? m[2] : sentence(m[2] as string).slice(0, -1)}. ${side || ''}${side ? 'this' : 'This'} attack does ${m[3]} damage to each ${m[4]}.`,
          p,
        );
      },
    ],
    [
      // "this attack does 50 damage plus 50 more damage if you have at least 1 Giovanni's Nidoking on your Bench".
      known(
        /^(?:This attack does|Does) (\d+) damage plus (\d+) more damage if ([^.]+)\.$/i,
        (m) => readPhrase(CONDITIONS, m[3] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[3] as string);
        if (!test) return false;
        const [base, more] = [Number(m[1]), Number(m[2])];
        p.amount.push((e) => base + (test(e) ? more : 0));
        return true;
      },
    ],
    [
      // Fury Cutter: "10 damage plus 10 more damage if exactly 1 is heads, or 20 more damage if …".
      /^This attack does (\d+) damage plus ((?:\d+ more damage if [^,]+)(?:, or \d+ more damage if [^,]+)+)\.$/i,
      (m, p) => {
        if (p.coins !== 'many') return false;
        const parts = (m[2] as string).split(', or ').map((part) => {
          const x = /^(\d+) more damage if (.+)$/i.exec(part);
          const h = x ? headsTestOf(x[2] as string) : undefined;
          return x && h && (!h.two || p.twoCoins)
            ? { more: Number(x[1]), test: h.test }
            : undefined;
        });
        if (parts.some((x) => x === undefined)) return false;
        const base = Number(m[1]);
        p.amount.push((e) => base + (parts.find((x) => x?.test(e))?.more ?? 0));
        return true;
      },
    ],
    [
      /^(?:If (heads|tails), )?this attack does (\d+) damage instead of (\d+)\.$/i,
      (m, p) => {
        const [to, from] = [Number(m[2]), Number(m[3])];
        const change = (base: number) => (base === from ? to : base);
        if (m[1] === undefined) p.amount.push((_e, base) => change(base));
        else {
          const heads = (m[1] as string).toLowerCase() === 'heads';
          p.amount.push((e, base) => (e.heads() > 0 === heads ? change(base) : base));
        }
        return true;
      },
    ],
    [
      // "If the Defending Pokémon has Dark in its name …, flip a coin. If heads, …": no coin otherwise.
      // (A coin only with a Bench is more-attack-rules' own form.)
      known(
        /^If (?!(?:you|your opponent) (?:have|has) any Benched Pokémon,)([^,]+), flip a coin\. (If (?:heads|tails),? .+)$/i,
        // Both the condition and what the coin does must be known (else other rules may read it).
        (m) =>
          readPhrase(CONDITIONS, m[1] as string) !== undefined &&
          laterClause(read, m[2] as string, { ...newPlan(), coins: 'one' }, false) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        if (!test || p.coins !== undefined) return false;
        const sub = laterClause(read, m[2] as string, p, false);
        if (!sub || sub.last?.length) return false;
        flipped(p, 1);
        // The coin comes before the damage when it changes the damage.
        if (sub.amount.length > 0) p.pre.push(when(test, [flip()]));
        addWhen(p, test, {
          ...sub,
          post: sub.amount.length > 0 ? sub.post : [flip(), ...sub.post],
        });
        return true;
      },
    ],
    [
      // Fling Away: "If your opponent has any Benched Pokémon, this attack does 30 damage instead
      // of 50 and choose 1 of those Benched Pokémon. This attack does 30 damage to that Pokémon."
      /^If your opponent has any Benched Pokémon, this attack does (\d+) damage instead of (\d+) and choose 1 of those Benched Pokémon\. This attack does (\d+) damage to that Pokémon\.$/i,
      (m, p) => {
        const [to, from, snipe] = [Number(m[1]), Number(m[2]), Number(m[3])];
        const any = (e: EffectEnv) => e.bench(e.opp).length > 0;
        p.amount.push((e, base) => (any(e) && base === from ? to : base));
        p.post.push(
          when(any, [
            chooseOpponents(
              'snipe',
              "Choose 1 of your opponent's Benched Pokémon.",
              () => true,
              'bench',
            ),
            damageTargets((e) => e.chosenPokemon('snipe'), snipe),
          ]),
        );
        return true;
      },
    ],
    [
      // "If your opponent has any Benched Pokémon, choose 1 of them and this attack does 10 damage
      // to that Pokémon for each Water Energy attached to SELF."
      known(
        /^If (you|your opponent) (?:have|has) any Benched Pokémon, choose 1 of them and this attack does (\d+) damage to (?:that Pokémon|it)(?: for each ([^.]+))?\.$/i,
        (m) => m[3] === undefined || countOf(m[3] as string) !== undefined,
      ),
      (m, p) => {
        const mine = (m[1] as string).toLowerCase() === 'you';
        const per = Number(m[2]);
        const n: Count = m[3] === undefined ? () => 1 : (countOf(m[3] as string) as Count);
        p.post.push(...benchSnipe(mine, (e) => per * n(e)));
        return true;
      },
    ],
    [
      // "If you have any Benched Pokémon, flip a coin. If tails, this attack does 10 damage to 1 of them."
      /^If (you|your opponent) (?:have|has) any Benched Pokémon, flip a coin\. If (heads|tails),? (?:choose 1 of them and )?this attack does (\d+) damage to (?:1 of them|it)\.(?: \(Don't apply Weakness and Resistance for Benched Pokémon\.\))?$/i,
      (m, p) => {
        if (p.coins !== undefined) return false;
        const mine = (m[1] as string).toLowerCase() === 'you';
        const heads = (m[2] as string).toLowerCase() === 'heads';
        const n = Number(m[3]);
        flipped(p, 1);
        p.post.push(
          when(
            (e) => e.bench(mine ? e.me : e.opp).length > 0,
            [
              flip(),
              when(
                (e) => e.heads() > 0 === heads,
                benchSnipe(mine, () => n),
              ),
            ],
          ),
        );
        return true;
      },
    ],
    [
      // Water Cannon: "Choose 1 of your opponent's Pokémon. This attack does 10 damage for each …"
      // (to that Pokémon; compiled only with "Don't apply Weakness and Resistance").
      known(
        /^Choose 1 of your opponent's Pokémon\. This attack does (\d+) damage (?:for each|times the number of) ([^.]+)\.$/i,
        (m) => countOf(m[2] as string) !== undefined,
      ),
      (m, p) => {
        const n = countOf(m[2] as string) as Count;
        const per = Number(m[1]);
        const notes = notesOf(p);
        p.chosenTarget = true;
        p.post.push(chooseOpponents('that', "Choose 1 of your opponent's Pokémon."), (e) =>
          damageTargets(
            (x) => x.chosenPokemon('that'),
            Math.min(per * n(e), notes.cap ?? Number.POSITIVE_INFINITY),
            noWR(p),
          )(e),
        );
        notes.capped = true;
        return true;
      },
    ],
    [
      /^You can't do more than (\d+) damage in this way\.$/i,
      (m, p) => {
        const notes = notesOf(p);
        if (!notes.capped) return false;
        notes.cap = Number(m[1]);
        return true;
      },
    ],
    [
      // Psysplash: "Does 10 damage to each of your opponent's Pokémon for each Energy card attached to that Pokémon."
      known(
        /^(?:This attack does|Does) (\d+) damage to each ([^.]+?) for each (Energy|Energy card) attached to that Pokémon\.$/i,
        (m) => readPhrase(TARGETS, m[2] as string) !== undefined,
      ),
      (m, p) => {
        const targets = readPhrase(TARGETS, m[2] as string);
        if (!targets) return false;
        const per = Number(m[1]);
        const cards = /card/i.test(m[3] as string);
        p.post.push((e) => {
          const out = targets(e).map((t) =>
            damageTargets(
              () => [t],
              per * (cards ? energyOn(e, t).length : energyCount(e, t)),
              noWR(p),
            )(e),
          );
          const actions = out.flatMap((r) => (r && 'actions' in r ? (r.actions ?? []) : []));
          const marks = out.flatMap((r) => (r && 'mark' in r ? (r.mark ?? []) : []));
          return actions.length > 0 ? { actions, mark: marks } : undefined;
        });
        return true;
      },
    ],
    [
      // Mass Explosion: damage from a count of names in play (with Weakness and Resistance), then
      // the same damage to each of them, the attacker and the Defending Pokémon too, without.
      known(
        /^Does (\d+) damage times the total number of ([^.]+?) in play \(Apply Weakness and Resistance\.\)\. Then, this attack does (\d+) damage to each ([^.]+?) \(even your own\)\. Don't apply Weakness and Resistance\.$/i,
        (m) => countOf(`${m[2]} in play`) !== undefined && nameList(m[4] as string) !== undefined,
      ),
      (m, p) => {
        const n = countOf(`${m[2]} in play`) as Count;
        const items = nameList(m[4] as string) as string[];
        const [per, each] = [Number(m[1]), Number(m[3])];
        p.amount.push((e) => per * n(e));
        p.post.push(
          damageTargets(
            (e) =>
              [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((x) => named(items, e, x.card.name)),
            each,
            { weaknessAndResistance: false },
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ "you may"
    [
      // Aerowing: "You may flip a coin. If heads, this attack does 80 damage. If tails, this attack
      // does nothing." Metal Tail says when: "Before doing damage, you may flip a coin. …" (the
      // coin is flipped before the damage either way).
      /^(?:Before doing damage, )?You may flip a coin\. If heads, ([^.]+)\. If tails, this attack does nothing(?: \(not even damage\))?\.$/i,
      (m, p) => {
        if (p.coins !== undefined) return false;
        const sub = laterClause(read, m[1] as string, p);
        if (!sub || sub.last?.length) return false;
        flipped(p, 1);
        const flippedIt = said('mayFlip');
        p.pre.push(
          mayDo('mayFlip', 'Flip a coin for this attack?'),
          when(flippedIt, [flip(), when((e) => e.heads() === 0, [stop])]),
        );
        addWhen(p, (e) => flippedIt(e) && e.heads() > 0, sub);
        return true;
      },
    ],
    [
      // Burning Fang: "You may flip a coin. If heads, …" with no tails branch: not flipping is
      // no heads. A later "If tails" would read the coin not flipped too (not compiled).
      /^You may flip a coin\. If heads, ([^.]+)\.$/i,
      (m, p) => {
        if (p.coins !== undefined) return false;
        const sub = laterClause(read, m[1] as string, p);
        if (!sub || sub.last?.length) return false;
        flipped(p, 1);
        p.optionalCoin = true;
        const flippedIt = said('mayFlip');
        p.pre.push(mayDo('mayFlip', 'Flip a coin for this attack?'), when(flippedIt, [flip()]));
        addWhen(p, (e) => flippedIt(e) && e.heads() > 0, sub);
        return true;
      },
    ],
    [
      // Lightning Strike: "You may discard all Lightning Energy cards attached to SELF. If you do,
      // …"; Dark Slash: "You may discard a Darkness Energy card attached to SELF. If you do, …" —
      // asked only when such a card is there, discarded before the damage the clause may change.
      new RegExp(
        `^You may discard (all|an?|1|one) (basic )?(?:${TYPE} )?Energy(?: cards?)? attached to ${SELF}\\. If you do, ([^.]+)\\.$`,
        'i',
      ),
      (m, p) => {
        const all = /^all$/i.test(m[1] as string);
        const basic = m[2] !== undefined;
        const type = m[3] as EnergyType | undefined;
        const filter = (c: PokemonCard) =>
          (basic ? is.basicEnergy(c) : is.energy(c)) && (type === undefined || provides(type)(c));
        const sub = laterClause(read, m[4] as string, p);
        if (!sub || sub.last?.length) return false;
        const what = `${basic ? 'basic ' : ''}${type ? `${type} ` : ''}Energy card`;
        const did = said('discardAll');
        p.pre.push(
          when(
            (e) => energyOn(e, e.self, filter).length > 0,
            [
              mayDo(
                'discardAll',
                all
                  ? `Discard all ${what}s attached to this Pokémon?`
                  : `Discard 1 ${what} attached to this Pokémon?`,
              ),
              when(
                did,
                discardEnergy((e) => e.self, all ? 'all' : 1, filter),
              ),
            ],
          ),
        );
        addWhen(p, did, sub);
        return true;
      },
    ],
    // ------------------------------------------------------------ Energy discarded for damage
    [
      // Super Eggsplosion: "Discard any number of Energy cards attached to any of your Pokémon.
      // Flip a number of coins equal to the number of Energy cards discarded this way. This attack
      // does 40 damage times the number of heads." The discard and the coins come before the damage.
      new RegExp(
        `^Discard any number of (?:${TYPE} )?Energy cards attached to (?:any of )?your Pokémon\\. Flip a number of coins equal to the number of (?:${TYPE} )?Energy cards discarded (?:in )?this way\\. This attack does (\\d+) damage times the number of heads\\.$`,
        'i',
      ),
      (m, p) => {
        const [type, counted] = [m[1] as EnergyType | undefined, m[2] as EnergyType | undefined];
        if (counted !== type) return false;
        const filter = type ? provides(type) : is.energy;
        p.pre.push(
          choose((e) => {
            const ids = e.inPlay(e.me).flatMap((x) => energyOn(e, x, filter));
            return {
              var: 'discarded',
              kind: 'energy',
              prompt: `Discard any number of ${type ? `${type} ` : ''}Energy cards attached to your Pokémon.`,
              options: ids.map((id) => e.cardOption(id)),
              min: 0,
              max: ids.length,
            };
          }),
          chosenTo('discarded', 'discard'),
        );
        flipped(p, 'many');
        p.pre.push(flip((e) => e.chosen('discarded').length));
        const per = Number(m[3]);
        p.amount.push((e) => per * e.heads());
        return true;
      },
    ],
    [
      // Called Shot: "Choose 1 of your opponent's Benched Pokémon. This attack does 10 damage times
      // the amount of Grass Energy attached to Exeggutor." — the damage the sentence after the
      // choice states is done to the Pokémon chosen (a Bench: no Weakness or Resistance).
      known(
        /^Choose 1 of your opponent's Benched Pokémon\. This attack does (\d+) damage times the (?:number|amount) of ([^.]+)\.$/i,
        (m) => countOf(m[2] as string) !== undefined,
      ),
      (m, p) => {
        const n = countOf(m[2] as string);
        if (!n) return false;
        const per = Number(m[1]);
        p.post.push(...benchSnipe(false, (e) => per * n(e)));
        return true;
      },
    ],
    [
      // Ethereal Flame, Max Voltage: "Discard all Fire Energy cards attached to SELF. This attack
      // does 30 damage plus 20 more damage for each (Energy) card discarded (in) this way." The
      // discard comes before the damage it counts.
      new RegExp(
        `^Discard all (?:${TYPE} )?Energy cards attached to ${SELF}\\. This attack does (\\d+) damage plus (\\d+) more damage for each (?:(?:${TYPE} )?Energy )?card discarded (?:in )?this way\\.$`,
        'i',
      ),
      (m, p) => {
        const [type, counted] = [m[1] as EnergyType | undefined, m[4] as EnergyType | undefined];
        // A count of another type than the cards discarded is not this form.
        if (counted !== undefined && counted !== type) return false;
        const [base, per] = [Number(m[2]), Number(m[3])];
        p.pre.push(
          when(
            (e) => e.vars.copied !== true,
            discardEnergy((e) => e.self, 'all', type ? provides(type) : is.energy, 'discarded'),
          ),
        );
        p.amount.push((e) => base + per * e.chosen('discarded').length);
        return true;
      },
    ],
    [
      // Dark Fire: "If there are any Darkness Energy cards attached to SELF, discard 1 of them and
      // this attack does 30 damage plus 20 more damage (plus 10 more damage for the Darkness
      // Energy you discarded). If there aren't any, this attack does 30 damage."
      new RegExp(
        `^If there are any ${TYPE} Energy cards attached to ${SELF}, discard 1 of them and this attack does (\\d+) damage plus (\\d+) more damage(?: \\(plus (\\d+) more damage for the ${TYPE} Energy you discarded\\))?\\. If there aren't any, this attack does (\\d+) damage\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[1] as EnergyType;
        if (m[5] !== undefined && m[5] !== type) return false;
        const any = (e: EffectEnv) => energyOn(e, e.self, provides(type)).length > 0;
        const more = Number(m[2]) + Number(m[3]) + Number(m[4] ?? 0);
        const none = Number(m[6]);
        p.pre.push(step((e) => ({ set: { hadType: any(e) ? 1 : 0 } })));
        p.pre.push(
          when(
            any,
            discardEnergy((e) => e.self, 1, provides(type), 'cost'),
          ),
        );
        p.amount.push((e) => (e.num('hadType') > 0 ? more : none));
        return true;
      },
    ],
    [
      // Mega Flame: "For each tails, discard 1 Fire Energy card from SELF, if it has any."
      new RegExp(
        `^For each (heads|tails), discard (?:1|a|an) (?:${TYPE} )?Energy card (?:from|attached to) ${SELF}(?:, if it has any)?\\.$`,
        'i',
      ),
      (m, p) => {
        if (p.coins === undefined) return false;
        const tails = (m[1] as string).toLowerCase() === 'tails';
        const filter = m[2] ? provides(m[2] as EnergyType) : is.energy;
        p.post.push(
          ...discardEnergy(
            (e) => e.self,
            (e) => (tails ? e.tails() : e.heads()),
            filter,
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ a type chosen
    [
      // Core Stream: "Choose an Energy type other than Colorless. This attack does 20 damage to each
      // of your opponent's Pokémon with any Energy cards of that type attached to it."
      /^Choose an Energy type other than Colorless\. This attack does (\d+) damage to each of your opponent's Pokémon with any Energy cards of that type attached to it\.$/i,
      (m, p) => {
        const n = Number(m[1]);
        p.post.push(
          choose(() => ({
            var: 'energyType',
            kind: 'type',
            prompt: 'Choose an Energy type other than Colorless.',
            options: CHOOSABLE_TYPES.map((t) => ({ value: t, label: t })),
          })),
          (e) => {
            const type = e.picked('energyType') as EnergyType | undefined;
            if (!type || !CHOOSABLE_TYPES.includes(type)) return undefined;
            return damageTargets(
              (x) => x.inPlay(x.opp).filter((t) => energyOn(x, t, provides(type)).length > 0),
              n,
              noWR(p),
            )(e);
          },
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ healing on a coin
    [
      // Sweet Scent: "If heads and if any of your Pokémon have any damage counters on them, then
      // remove 2 damage counters from 1 of them (or 1 if it only has 1)."
      /^If (heads|tails) and if any of (your|your opponent's) Pokémon have any damage counters on them, (?:then )?(?:choose 1 of them and )?remove (\d+) damage counters from (?:1 of them|it) \(or 1 if it only has 1\)\.$/i,
      (m, p) => {
        if (p.coins !== 'one') return false;
        const mine = (m[2] as string).toLowerCase() === 'your';
        const hp = Number(m[3]) * 10;
        const prompt = `Choose 1 of ${mine ? 'your' : "your opponent's"} Pokémon to remove damage counters from.`;
        const damaged = (x: { damage: number }) => x.damage > 0;
        p.post.push(
          ...onFlip(m[1], [
            mine
              ? chooseOwn('sweet', prompt, damaged)
              : chooseOpponents('sweet', prompt, (x, e) => damaged(x) && effectReaches(e, x)),
            heal((e) => e.picked('sweet'), hp),
          ]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ more damage counters
    [
      // Pain Amplifier: "Put a damage counter on each of your opponent's Pokémon that already has any damage counters on it."
      /^Put (a|1|\d+) damage counters? on each of your opponent's Pokémon that (?:already )?has (?:any )?damage counters on it\.$/i,
      (m, p) => {
        const n = num(m[1]);
        p.post.push((e) => {
          const actions = e
            .inPlay(e.opp)
            .filter((x) => x.damage > 0 && effectReaches(e, x))
            .map((x) => e.addDamage(x.zone, 10 * n))
            .filter((a) => a !== undefined);
          return actions.length > 0 ? { actions } : undefined;
        });
        return true;
      },
    ],
    [
      // Crystal Wave: "If tails, this attack does 30 damage and, if your opponent has any Benched
      // Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon."
      /^If (heads|tails), (this attack does [^.,]+?) and, (if [^.]+)\.$/i,
      (m, p) => {
        const side = m[1] as string;
        const sub = laterClause(read, m[3] as string, p);
        if (!sub || !read(`If ${side}, ${m[2]}.`, p)) return false;
        addWhen(p, (e) => e.heads() > 0 === (side.toLowerCase() === 'heads'), sub);
        return true;
      },
    ],
    [
      // Fire Tail Slap: "Use this attack only if there are any Fire Energy cards attached to SELF.
      // Flip a coin. If tails, discard 1 of those cards."
      /^(?:If (heads|tails), )?discard 1 of those cards\.$/i,
      (m, p) => {
        const type = p.those;
        if (!type || p.coins === undefined) return false;
        p.post.push(
          ...onFlip(
            m[1],
            discardEnergy((e) => e.self, 1, provides(type)),
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ Special Conditions ended
    [
      new RegExp(
        `^(?:If (heads|tails), )?(?:${DEFENDER}|it) is no longer ${CONDITION}(?: or ${CONDITION})?\\.$`,
        'i',
      ),
      (m, p) => {
        const which = [m[2], m[3]].filter((c) => c !== undefined).map((c) => cond(c as string));
        p.post.push(
          ...onFlip(m[1], [
            (e) => {
              const d = e.defender;
              if (!d || !effectReaches(e, d)) return undefined;
              const actions = which
                .map((c) => e.removeCondition(d.zone, c))
                .filter((a) => a !== undefined);
              return actions.length > 0 ? { actions } : undefined;
            },
          ]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ damage counters
    [
      /^For each heads, put (\d+|a) damage counters? on the Defending Pokémon\.$/i,
      (m, p) => {
        if (p.coins === undefined) return false;
        const n = num(m[1]);
        p.post.push(countersOnDefender((e) => n * e.heads()));
        return true;
      },
    ],
    [
      new RegExp(
        `^(?:If (heads|tails), )?put a number of damage counters on ${DEFENDER} so that its remaining HP (?:are|is) (\\d+)\\.$`,
        'i',
      ),
      (m, p) => {
        const left = Number(m[2]);
        p.post.push(
          ...onFlip(m[1], [
            countersOnDefender((e) =>
              e.defender ? Math.max(0, Math.floor((e.hpLeft(e.defender) - left) / 10)) : 0,
            ),
          ]),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^Move (1|a) damage counter from each of your Pokémon that has any on it to ${DEFENDER}\\.(?: \\(Don't apply Weakness and Resistance\\.\\))?$`,
        'i',
      ),
      (_m, p) =>
        void p.post.push((e) => {
          const d = e.defender;
          if (!d || !effectReaches(e, d)) return undefined;
          const from = e.inPlay(e.me).filter((x) => x.damage > 0);
          const add = e.addDamage(d.zone, 10 * from.length);
          if (!add) return undefined;
          return { actions: [...from.flatMap((x) => e.heal(x.zone, 10)), add] };
        }),
    ],
    [
      new RegExp(
        `^(?:If (heads|tails), )?switch the number of damage counters on ${SELF} with the number of damage counters on ${DEFENDER} \\(even if it would Knock Out either Pokémon\\)\\.(?: \\(It's okay if 1 of the Pokémon has no damage counters on it\\.\\))?$`,
        'i',
      ),
      (m, p) =>
        void p.post.push(
          ...onFlip(m[1], [
            (e) => {
              const [me, d] = [e.self, e.defender];
              if (!me || !d || !effectReaches(e, d) || me.damage === d.damage) return undefined;
              const actions = [...e.heal(me.zone, me.damage), ...e.heal(d.zone, d.damage)];
              const toMe = e.addDamage(me.zone, d.damage);
              const toThem = e.addDamage(d.zone, me.damage);
              return {
                actions: [...actions, ...(toMe ? [toMe] : []), ...(toThem ? [toThem] : [])],
              };
            },
          ]),
        ),
    ],
    [
      // A count read by the shared reader: "… equal to 10 times the number of Lightning Energy cards attached to it".
      known(
        new RegExp(
          `^${SELF} does damage to itself equal to (\\d+) times the number of ([^.]+)\\.$`,
          'i',
        ),
        (m) => countOf(m[2] as string) !== undefined,
      ),
      (m, p) => {
        const n = countOf(m[2] as string) as Count;
        const per = Number(m[1]);
        p.post.push(selfDamage((e) => per * n(e)));
        return true;
      },
    ],
    // ------------------------------------------------------------ healing
    [
      // Cheer On: "Remove 1 damage counter from each of your Pokémon (including SELF)."; Healing
      // Egg: "Remove 2 damage counters (1 if there is only 1) from each of your Pokémon. Remove
      // no damage counters from SELF."; Green Heal: "… from each of your Pokémon that has Grass
      // Energy attached. If that Pokémon has less than 4 damage counters, remove all of them."
      known(
        new RegExp(
          `^Remove (1|a|\\d+|two|three|four) damage counters?(?: \\((?:remove )?1 if there is only 1\\))? from each (.+?)(?:,? \\(?including ${SELF}\\)?)?\\.( Remove no damage counters from ${SELF}\\.)?(?: If that Pokémon has (?:less|fewer) than (\\d+) damage counters, remove all of them\\.)?$`,
          'i',
        ),
        (m) =>
          readPhrase(TARGETS, m[2] as string) !== undefined &&
          (m[4] === undefined || Number(m[4]) === num(m[1])),
      ),
      (m, p) => {
        const targets = readPhrase(TARGETS, m[2] as string);
        if (!targets) return false;
        const notSelf = m[3] !== undefined;
        p.post.push(
          healEach(
            (e) => targets(e).filter((x) => !notSelf || x.top !== e.self?.top),
            num(m[1]) * 10,
          ),
        );
        return true;
      },
    ],
    [
      known(
        /^(?:Remove (1|a) damage counter from each (.+?) with any damage counters on (?:it|them)|You and your opponent remove (1|a) damage counter from each of your Pokémon with damage counters on them)\.$/i,
        (m) => m[3] !== undefined || readPhrase(TARGETS, m[2] as string) !== undefined,
      ),
      (m, p) => {
        const targets =
          m[3] !== undefined
            ? (e: EffectEnv) => [...e.inPlay(e.me), ...e.inPlay(e.opp)]
            : readPhrase(TARGETS, m[2] as string);
        if (!targets) return false;
        p.post.push(healEach(targets, 10));
        return true;
      },
    ],
    [
      new RegExp(
        `^After doing damage, remove a number of damage counters from ${SELF} equal to the amount of damage done to ${DEFENDER} \\(after applying Weakness and Resistance\\)\\.$`,
        'i',
      ),
      (_m, p) =>
        void p.post.push(
          heal(
            (e) => e.self?.zone,
            (e) => e.num('damageDone'),
          ),
        ),
    ],
    [
      known(
        /^Remove a number of damage counters from 1 of your Benched Pokémon equal to the number of ([^.]+)\.$/i,
        (m) => countOf(m[1] as string) !== undefined,
      ),
      (m, p) => {
        const n = countOf(m[1] as string) as Count;
        p.post.push(
          chooseOwn(
            'healed',
            'Choose 1 of your Benched Pokémon to remove damage counters from.',
            () => true,
            'bench',
          ),
          heal(
            (e) => e.picked('healed'),
            (e) => 10 * n(e),
          ),
        );
        return true;
      },
    ],
    [
      // "the damage dealt": all this attack did to the opponent's Pokémon, read afterwards.
      new RegExp(
        `^Remove a number of damage counters from ${SELF} equal to the damage dealt\\.$`,
        'i',
      ),
      (_m, p) => {
        p.pre.unshift(step((e) => ({ set: { damageBefore: damageOnAll(e, e.opp) } })));
        p.post.push(
          heal(
            (e) => e.self?.zone,
            (e) => damageOnAll(e, e.opp) - e.num('damageBefore'),
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^(?:If (heads|tails), )?remove (all|\\d+|a) damage counters? from ${DEFENDER}\\.$`,
        'i',
      ),
      (m, p) => {
        const all = (m[2] as string).toLowerCase() === 'all';
        const hp = all ? ('all' as const) : num(m[2]) * 10;
        const reached = (e: EffectEnv) => e.defender !== undefined && effectReaches(e, e.defender);
        p.post.push(...onFlip(m[1], [when(reached, [heal((e) => e.defender?.zone, hp)])]));
        return true;
      },
    ],
    [
      // Wash Away: "remove all damage counters from 1 of your Benched Pokémon and discard all Energy cards attached to it".
      /^(?:If (heads|tails), )?remove all damage counters from 1 of your Benched Pokémon(?: and (discard all Energy cards attached to it))?\.$/i,
      (m, p) => {
        p.post.push(
          ...onFlip(m[1], [
            chooseOwn(
              'healed',
              'Choose 1 of your Benched Pokémon to remove all damage counters from.',
              () => true,
              'bench',
            ),
            heal((e) => e.picked('healed'), 'all'),
            ...(m[2] ? discardEnergy((e) => e.chosenPokemon('healed')[0], 'all') : []),
          ]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ a coin's side and a condition
    [
      // "If tails and if your opponent has any Benched Pokémon, he or she chooses 1 of them and
      // …", "If heads, and if …, …": the side of the coin and the condition, each read by its own
      // reader, and the clause by the whole table ("1 of them" named by the condition).
      // A later sentence joins the branch only when it names what the branch chose ("choose 1 of
      // them. This attack does 30 damage to that Pokémon."); any other sentence is the text's own.
      known(
        // "If tails and your opponent has any …" (Skyridge Stantler, no second "if"): the same.
        /^If (heads|tails),? and (?:if )?([^,]+), ([^.]+(?:\. [^.]*\bthat Pokémon\b[^.]*)*)\.$/i,
        (m) => readPhrase(CONDITIONS, m[2] as string) !== undefined,
      ),
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[2] as string);
        if (!test || p.coins !== 'one') return false;
        const sub = laterClause(read, themNamed(m[2] as string, m[3] as string), p);
        if (!sub) return false;
        const heads = (m[1] as string).toLowerCase() === 'heads';
        addWhen(p, (e) => e.heads() > 0 === heads && test(e), sub);
        return true;
      },
    ],
    // ------------------------------------------------------------ a Benched Pokémon damaged
    [
      // "He or she chooses 1 of his or her Benched Pokémon and this attack does 20 damage to it"
      // (the opponent picks which), "Choose 1 of your Benched Pokémon and …" (the attacker picks).
      /^(?:(He or she|Your opponent) chooses|Choose) 1 of (your|your opponent's|his or her) Benched Pokémon and this attack does (\d+) damage to (?:it|that Pokémon)\.$/i,
      (m, p) => {
        const byOpponent = m[1] !== undefined;
        const whoseBench = (m[2] as string).toLowerCase();
        const n = Number(m[3]);
        // The opponent chooses among his or her own Pokémon; the attacker among either Bench.
        if (whoseBench === (byOpponent ? 'your' : 'his or her')) return false;
        p.post.push(
          ...(byOpponent
            ? [
                choose((e) => ({
                  var: 'snipe',
                  kind: 'own-pokemon',
                  decider: e.opp,
                  prompt: 'Choose 1 of your Benched Pokémon for this attack to damage.',
                  options: e.bench(e.opp).map((x) => e.pokemonOption(x)),
                })),
                damageTargets((e) => e.chosenPokemon('snipe'), n),
              ]
            : benchSnipe(whoseBench === 'your', () => n)),
        );
        return true;
      },
    ],
    [
      // "Count the number of Pokémon on your Bench. This attack does 10 times that number of
      // damage to the Defending Pokémon, and Chansey does 10 times that number of damage to
      // itself." (Dogpile); "… Put that many damage counters on the Defending Pokémon." (Gift of
      // Spite); "… If heads, this attack does 50 damage plus 10 more damage for each of those
      // Pokémon." (Iron Fist): the count named once, then read where each form names it.
      known(/^Count the number of ([^.]+)\. (.+)$/i, (m) => countOf(m[1] as string) !== undefined),
      (m, p) => {
        const what = m[1] as string;
        const rest = (m[2] as string)
          .replace(
            /(does \d+) times that number of damage to the Defending Pokémon, and (SELF|this Pokémon) does (\d+) times that number of damage to itself\./i,
            (_x, a: string, who: string, b: string) =>
              `${a} damage times the number of ${what}. ${sentence(who).slice(0, -1)} does ${b} damage times the number of ${what} to itself.`,
          )
          .replace(
            /^Put that many damage counters on (.+?)\.$/i,
            (_x, on: string) =>
              `Put a number of damage counters on ${on} equal to the number of ${what}.`,
          )
          .replace(/ for each of those Pokémon\./i, ` for each ${what}.`);
        if (/that number|that many|those Pokémon/i.test(rest)) return false;
        return read(rest, p);
      },
    ],
    // ------------------------------------------------------------ self-damage from a count
    [
      // "Then SELF does 10 damage times the number of tails to itself.", "Then, SELF does 20 damage
      // to itself." ("Then" after one coin
      // could be read as part of that coin's branch: left to other rules.)
      known(
        new RegExp(
          // "… to itself for each Lightning Energy attached to it" (Aquapolis Lanturn): same count.
          `^(Then,? )?${SELF} does (\\d+) damage(?: (?:times the number of|for each) ([^.]+?))? to itself(?: for each ([^.]+?))?\\.$`,
          'i',
        ),
        (m) => {
          const phrase = m[3] ?? m[4];
          return !(m[3] && m[4]) && (phrase === undefined || countOf(phrase) !== undefined);
        },
      ),
      (m, p) => {
        const phrase = m[3] ?? m[4];
        if (m[3] && m[4]) return false;
        const n = phrase === undefined ? () => 1 : countOf(phrase);
        if (!n || (m[1] !== undefined && p.coins === 'one')) return false;
        const per = Number(m[2]);
        p.post.push(selfDamage((e) => per * n(e)));
        return true;
      },
    ],
    // ------------------------------------------------------------ damage counters from a count
    [
      // Pain Split: "Put 1 damage counter on the Defending Pokémon for each damage counter on SELF";
      // Belly Drum: "Put 3 damage counters on SELF."
      known(
        new RegExp(
          `^(?:If (heads|tails), )?put (?:(a|1|\\d+) damage counters? on (${DEFENDER}|${SELF})(?: for each ([^.]+))?|a number of damage counters on (${DEFENDER}|${SELF}) equal to the number of ([^.]+))\\.$`,
          'i',
        ),
        (m) => (m[4] ?? m[6]) === undefined || countOf((m[4] ?? m[6]) as string) !== undefined,
      ),
      (m, p) => {
        const phrase = m[4] ?? m[6];
        const n = phrase === undefined ? () => 1 : countOf(phrase);
        if (!n || (m[1] !== undefined && p.coins !== 'one')) return false;
        const per = m[2] === undefined ? 1 : num(m[2]);
        const onSelf = !new RegExp(`^${DEFENDER}$`, 'i').test((m[3] ?? m[5]) as string);
        p.post.push(
          ...onFlip(m[1], [
            onSelf
              ? counters(
                  (e) => e.self?.zone,
                  (e) => per * n(e),
                )
              : countersOnDefender((e) => per * n(e)),
          ]),
        );
        return true;
      },
    ],
    [
      // Belly Drum: "If this doesn't Knock Out SELF, search your deck for … Shuffle your deck
      // afterward.": what the counters just put did, read before the Knock Out is checked.
      new RegExp(
        `^If this doesn't Knock Out (${SELF}|${DEFENDER}), ([^.]+\\.(?: Shuffle your deck afterward\\.)?)$`,
        'i',
      ),
      (m, p) => {
        const mon = new RegExp(`^${DEFENDER}$`, 'i').test(m[1] as string)
          ? (e: EffectEnv) => e.defender
          : (e: EffectEnv) => e.self;
        const sub = laterClause(read, sentence(m[2] as string).slice(0, -1), p, false);
        if (!sub || sub.amount.length > 0) return false;
        addWhen(
          p,
          (e) => {
            const x = mon(e);
            return x !== undefined && e.hpLeft(x) > 0;
          },
          sub,
        );
        return true;
      },
    ],
    [
      // Helping Hand: "Choose 1 of your opponent's Pokémon. Remove any number of damage counters
      // from that Pokémon, then draw that many cards." The number is the attacker's choice.
      /^Choose 1 of (your|your opponent's) Pokémon\. Remove any number of damage counters from (?:that Pokémon|it)(, then draw that many cards)?\.$/i,
      (m, p) => {
        const mine = (m[1] as string).toLowerCase() === 'your';
        const draws = m[2] !== undefined;
        const prompt = `Choose 1 of ${mine ? 'your' : "your opponent's"} Pokémon to remove damage counters from.`;
        const picked = (e: EffectEnv) => e.pokemon(e.picked('helped') ?? '');
        p.post.push(
          mine ? chooseOwn('helped', prompt) : chooseOpponents('helped', prompt),
          choose((e) => {
            const x = picked(e);
            if (!x || !effectReaches(e, x)) return undefined;
            const most = Math.floor(x.damage / 10);
            return {
              var: 'howMany',
              kind: 'target',
              prompt: `How many damage counters to remove from ${x.card.name}${draws ? ' (you draw that many cards)' : ''}?`,
              // Most first: the usual answer, and a bot's.
              options: Array.from({ length: most + 1 }, (_, i) => String(most - i)).map((v) => ({
                value: v,
                label: v,
              })),
            };
          }),
          (e) => {
            const x = picked(e);
            const k = Number(e.picked('howMany') ?? 0);
            if (!x || !effectReaches(e, x) || !(k > 0) || k * 10 > x.damage) return undefined;
            const taken = e.heal(x.zone, k * 10);
            const deck = e.zoneCards(e.me, 'deck').length;
            const drawn = draws && deck > 0 ? [e.draw(Math.min(k, deck), e.me)] : [];
            return { actions: [...taken, ...drawn] };
          },
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ the rules' end, restated
    [
      // Slashing Strike: "SELF can't use this attack during your next turn. (Benching or evolving
      // SELF ends this effect.)" — the rules end it so (an attack's effect on a Pokémon goes when
      // it is Benched or evolves; markers.ts), the reminder adds nothing.
      new RegExp(
        `^(${SELF} can't use this attack during your next turn\\.) \\(Benching (?:or evolving )?${SELF} ends this effect\\.\\)$`,
        'i',
      ),
      (m, p) => read(m[1] as string, p),
    ],
    // ------------------------------------------------------------ healing, reworded
    [
      // "If Lapras has any damage counters on it, remove 2 of them from it (1 if it only has 1).",
      // "remove 2 damage counters from SELF (1 if it only has 1)": the guard changes nothing
      // (nothing to remove without it), and no more than there is is removed.
      new RegExp(
        `^(?:If (heads|tails), )?(Then,? (?:you )?)?(?:If (${SELF}|${DEFENDER}) has any damage counters on it, remove (\\d+|all|a) of them from it|(?:you )?remove (\\d+|all|a) damage counters? from (${SELF}|${DEFENDER}))(?: \\((?:or )?1 if it only has 1\\))?\\.$`,
        'i',
      ),
      (m, p) => {
        if (m[1] !== undefined && p.coins !== 'one') return false;
        // "Then you remove …" after no coin is the next thing done; after a coin, whether it
        // waits for heads is not settled (left manual).
        if (m[2] !== undefined && (m[1] !== undefined || p.coins !== undefined)) return false;
        const who = (m[3] ?? m[6]) as string;
        const count = (m[4] ?? m[5]) as string;
        const hp = count.toLowerCase() === 'all' ? ('all' as const) : num(count) * 10;
        const defender = new RegExp(`^${DEFENDER}$`, 'i').test(who);
        p.post.push(
          ...onFlip(m[1], [
            defender
              ? when(
                  (e) => e.defender !== undefined && effectReaches(e, e.defender),
                  [heal((e) => e.defender?.zone, hp)],
                )
              : heal((e) => e.self?.zone, hp),
          ]),
        );
        return true;
      },
    ],
    [
      // Lick Wounds: "choose 1 Pokémon (yours or your opponent's) with damage counters on it and
      // remove 2 damage counters from it (1 if it only has 1)".
      // Bind Wound: "If heads, remove 2 damage counters from 1 of your Pokémon (1 if it has only
      // 1)." — the same choice (a Pokémon with none to remove is no choice), said the other way round.
      /^(?:If (heads|tails), )?(?:choose 1 (?:of )?(Pokémon \(yours or your opponent's\)|your Pokémon|your opponent's Pokémon) with (?:any )?damage counters on (?:it|them) and remove (\d+|a) damage counters? from it|remove (\d+|a) damage counters? from 1 of (your Pokémon|your opponent's Pokémon))(?: \((?:remove |or )?1 if (?:it (?:only has|has only) 1|there is only 1)\))?\.$/i,
      (m, p) => {
        if (m[1] !== undefined && p.coins !== 'one') return false;
        const which = (m[2] ?? m[5] ?? '').toLowerCase();
        const hp = num(m[3] ?? m[4]) * 10;
        const prompt =
          'Choose 1 Pokémon with damage counters on it to remove damage counters from.';
        const candidates = (e: EffectEnv) =>
          [
            ...(which === "your opponent's pokémon" ? [] : e.inPlay(e.me)),
            ...(which === 'your pokémon' ? [] : e.inPlay(e.opp)),
          ].filter((x) => x.damage > 0 && effectReaches(e, x));
        p.post.push(
          ...onFlip(m[1], [
            choose((e) => ({
              var: 'healed',
              kind:
                which === 'your pokémon'
                  ? 'own-pokemon'
                  : which === "your opponent's pokémon"
                    ? 'opponent-pokemon'
                    : 'target',
              prompt,
              options: candidates(e).map((x) => e.pokemonOption(x)),
            })),
            heal((e) => e.picked('healed'), hp),
          ]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ Energy that must be discarded
    [
      // Hyper Flame: "If heads, discard 1 Fire Energy card attached to SELF. If tails, discard all
      // Energy cards attached to SELF. If you can't discard Energy cards, this attack does
      // nothing." The discards come before the damage, which happens only if any card went.
      known(
        /^((?:[^.]+\. )?[^.]+)\. If you can't discard (?:any )?Energy cards?, this attack does nothing(?: \(not even damage\))?\.$/i,
        (m) => selfDiscards(m[1] as string) !== undefined,
      ),
      (m, p) => {
        const discards = selfDiscards(m[1] as string);
        if (!discards) return false;
        if (discards.some((d) => d.side !== undefined) && p.coins !== 'one') return false;
        discards.forEach((d, i) => {
          p.pre.push(
            ...onFlip(
              d.side,
              discardEnergy((e) => e.self, d.count, d.filter, `mustDiscard${i}`),
            ),
          );
        });
        const gone = (e: EffectEnv) =>
          discards.reduce((k, _d, i) => k + e.num(`mustDiscard${i}:count`), 0);
        p.pre.push(when((e) => gone(e) === 0, [stop]));
        return true;
      },
    ],
    // ------------------------------------------------------------ a type chosen, reworded
    [
      // Rainbow Wave: "Choose a type of Energy other than Colorless attached to SELF. This attack
      // does 20 damage to each of your opponent's Pokémon of that type (including Benched Pokémon)."
      new RegExp(
        `^Choose a type of (?:basic )?Energy(?: other than Colorless)? attached to ${SELF}\\. This attack does (\\d+) damage to each of your opponent's Pokémon of that type(?: \\(including Benched Pokémon\\))?\\.$`,
        'i',
      ),
      (m, p) => {
        const n = Number(m[1]);
        const typesOn = (e: EffectEnv) =>
          CHOOSABLE_TYPES.filter((t) => energyOn(e, e.self, provides(t)).length > 0);
        p.post.push(
          choose((e) => ({
            var: 'energyType',
            kind: 'type',
            prompt: 'Choose a type of Energy (other than Colorless) attached to this Pokémon.',
            options: typesOn(e).map((t) => ({ value: t, label: t })),
          })),
          (e) => {
            const type = e.picked('energyType') as EnergyType | undefined;
            if (!type || !typesOn(e).includes(type)) return undefined;
            return damageTargets(
              (x) => x.inPlay(x.opp).filter((t) => t.card.types.includes(type)),
              n,
              noWR(p),
            )(e);
          },
        );
        return true;
      },
    ],
    // Heal never removes more than there is.
    [
      new RegExp(
        `^If (?:(?:the|that) Pokémon|${DEFENDER}) has fewer damage counters than that, remove all of them\\.$`,
        'i',
      ),
      () => true,
    ],
  ];
}
