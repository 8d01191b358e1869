import type { EnergyType } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import type { EffectEnv } from './env';
import { currentRetreatCost } from './passives';
import {
  damage,
  discardEnergy,
  discardToUse,
  draw,
  energyCount,
  energyOn,
  flip,
  flipUntilTails,
  gust,
  heal,
  ifHeads,
  ifTails,
  mark,
  opponentSwitches,
  printed,
  provides,
  selfDamage,
  status,
  stop,
  switchOwn,
} from './steps';
import type { EffectSpec, Step } from './types';

/**
 * Attack texts that follow a common pattern, compiled from the text itself: the text is cut
 * into sentences and each one must match a known sentence ("Flip a coin.", "If heads, the
 * Defending Pokémon is now Paralyzed.", "This Pokémon also does 30 damage to itself." …). A text
 * with any sentence the table does not know is not compiled (the card then needs code, or is
 * played by hand). Works for cards of any set, not only the bundled ones.
 */

/** What the sentences of one attack add up to. */
interface Plan {
  /** Before the damage: flips, costs, "does nothing" checks. */
  pre: Step[];
  /** How the damage is worked out from the printed number. */
  amount: ((e: EffectEnv, base: number) => number)[];
  /** After the damage: conditions, self-damage, switches… */
  post: Step[];
  ignoreWeakness?: boolean;
  ignoreResistance?: boolean;
  /** The last sentence was a coin flip whose result later sentences read. */
  flipped: boolean;
}

const NUM: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
const num = (s: string | undefined) => NUM[(s ?? '').toLowerCase()] ?? Number(s);
const CONDITION = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';
const DEFENDER = "(?:the Defending Pokémon|your opponent's Active Pokémon)";
const SELF = '(?:SELF|this Pokémon|it)';
const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon)';
const cond = (s: string) => s.toLowerCase() as SpecialCondition;

/** A sentence rule: its pattern and what it adds to the plan (false: cannot be compiled). */
type Rule = readonly [RegExp, (m: RegExpExecArray, plan: Plan) => boolean | undefined];

/** Wraps steps in the branch of the last flip ("If heads, …" / "If tails, …"). */
const onFlip = (side: string | undefined, steps: Step[]): Step[] =>
  side === undefined
    ? steps
    : side.toLowerCase() === 'heads'
      ? [ifHeads(...steps)]
      : [ifTails(...steps)];

const RULES: readonly Rule[] = [
  [/^Flip a coin\.$/i, (_m, p) => void p.pre.push(flip())],
  [/^Flip (\d+|two|three|four) coins\.$/i, (m, p) => void p.pre.push(flip(num(m[1])))],
  [/^Flip a coin until you get tails\.$/i, (_m, p) => void p.pre.push(flipUntilTails())],
  [
    /^(?:This attack does|Does) (\d+) damage (?:times the number of heads|for each heads)\.$/i,
    (m, p) => void p.amount.push((e) => Number(m[1]) * e.heads()),
  ],
  [/^If tails, this attack does nothing\.$/i, (_m, p) => void p.pre.push(ifTails(stop))],
  [
    /^If heads, this attack does (\d+) more damage\.$/i,
    (m, p) => void p.amount.push((e, base) => base + (e.heads() > 0 ? Number(m[1]) : 0)),
  ],
  [
    new RegExp(`^(?:If (heads|tails), )?${DEFENDER} is now ${CONDITION}\\.$`, 'i'),
    (m, p) => void p.post.push(...onFlip(m[1], [status(cond(m[2] as string))])),
  ],
  [
    new RegExp(`^${SELF} is now ${CONDITION}\\.$`, 'i'),
    (m, p) => void p.post.push(status(cond(m[1] as string), 'self')),
  ],
  [
    new RegExp(`^(?:If (heads|tails), )?${SELF}(?: also)? does (\\d+) damage to itself\\.$`, 'i'),
    (m, p) => void p.post.push(...onFlip(m[1], [selfDamage(Number(m[2]))])),
  ],
  [
    new RegExp(
      `^Discard (an?|one|two|three|\\d+|all) (?:${TYPE} )?Energy(?: cards?)? (?:attached to ${SELF}|from ${SELF}) in order to use this attack\\.$`,
      'i',
    ),
    (m, p) => {
      const count = m[1]?.toLowerCase() === 'all' ? 'all' : num(m[1]);
      p.pre.push(discardToUse(count, m[2] ? provides(m[2] as EnergyType) : undefined));
      return true;
    },
  ],
  [
    new RegExp(
      `^Discard (an?|one|two|three|\\d+|all) (?:${TYPE} )?Energy(?: cards?)? (?:attached to ${SELF}|from ${SELF})\\.$`,
      'i',
    ),
    (m, p) => {
      const count = m[1]?.toLowerCase() === 'all' ? 'all' : num(m[1]);
      p.post.push(
        ...discardEnergy((e) => e.self, count, m[2] ? provides(m[2] as EnergyType) : undefined),
      );
      return true;
    },
  ],
  [
    /^(?:If (heads|tails), )?during your next turn, this Pokémon can't attack\.$/i,
    (m, p) => void p.post.push(...onFlip(m[1], [mark('cant-attack', 'self', 'your-next-turn')])),
  ],
  [
    /^During your opponent's next turn, this Pokémon takes (\d+) less damage from attacks \(after applying Weakness and Resistance\)\.$/i,
    (m, p) =>
      void p.post.push(
        mark('reduce-damage', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    new RegExp(
      `^If heads, prevent all damage done to ${SELF} during your opponent's next turn\\.$`,
      'i',
    ),
    (_m, p) => void p.post.push(ifHeads(mark('prevent-damage', 'self', 'opponents-next-turn'))),
  ],
  [
    /^If heads, during your opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon\.$/i,
    (_m, p) => void p.post.push(ifHeads(mark('prevent-effects', 'self', 'opponents-next-turn'))),
  ],
  [/^\(Any other effects of attacks still happen\.\)$/i, () => true],
  [/^\(Do the damage before switching the Pokémon\.\)$/i, () => true],
  [
    /^During your opponent's next turn, the Defending Pokémon can't retreat\.$/i,
    (_m, p) => void p.post.push(mark('cant-retreat', 'defender', 'opponents-next-turn')),
  ],
  [
    /^Heal (\d+) damage from this Pokémon\.$/i,
    (m, p) => void p.post.push(heal((e) => e.self?.zone, Number(m[1]))),
  ],
  [/^Draw (a card|(\d+) cards)\.$/i, (m, p) => void p.post.push(draw(m[2] ? Number(m[2]) : 1))],
  [
    /^Switch this Pokémon with 1 of your Benched Pokémon\.$/i,
    (_m, p) => void p.post.push(...switchOwn()),
  ],
  [
    /^Switch in 1 of your opponent's Benched Pokémon to the Active Spot\.$/i,
    (_m, p) => void p.pre.push(...gust()),
  ],
  [
    /^If heads, switch in 1 of your opponent's Benched Pokémon to the Active Spot\.$/i,
    (_m, p) => void p.pre.push(ifHeads(...gust())),
  ],
  [
    /^If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon\.$/i,
    (_m, p) => void p.post.push(...opponentSwitches()),
  ],
  [
    /^If your opponent has any Benched Pokémon, choose 1 of them and switch it with his or her Active Pokémon\.$/i,
    (_m, p) => void p.pre.push(...gust()),
  ],
  [
    /^(?:This attack does (\d+) more damage|Does (\d+) damage plus (\d+) more damage) for each damage counter on (this Pokémon|SELF|your opponent's Active Pokémon|the Defending Pokémon)\.$/i,
    (m, p) => {
      const per = Number(m[1] ?? m[3]);
      const self = /this Pokémon|SELF/i.test(m[4] ?? '');
      p.amount.push((e, base) => {
        const mon = self ? e.self : e.defender;
        return base + per * Math.floor((mon?.damage ?? 0) / 10);
      });
      return true;
    },
  ],
  [
    /^(?:This attack does (\d+) more damage|Does (\d+) damage plus (\d+) more damage) for each Energy( card)? attached to (?:your opponent's Active Pokémon|the Defending Pokémon)\.$/i,
    (m, p) => {
      const per = Number(m[1] ?? m[3]);
      // "Energy card" counts cards; "Energy" counts what they provide (Double Colorless is 2).
      const cards = m[4] !== undefined;
      p.amount.push(
        (e, base) =>
          base + per * (cards ? energyOn(e, e.defender).length : energyCount(e, e.defender)),
      );
      return true;
    },
  ],
  [
    /^This attack does (\d+) more damage for each (\w+) Energy attached to this Pokémon\.$/i,
    (m, p) => {
      const per = Number(m[1]);
      const type = m[2] as EnergyType;
      p.amount.push((e, base) => base + per * energyCount(e, e.self, type));
      return true;
    },
  ],
  [
    /^(?:This attack does (\d+) damage for each damage counter on (?:this Pokémon|SELF)|Does (\d+) damage times the number of damage counters on SELF)\.$/i,
    (m, p) => {
      const per = Number(m[1] ?? m[2]);
      p.amount.push((e) => per * Math.floor((e.self?.damage ?? 0) / 10));
      return true;
    },
  ],
  [
    /^This attack does (\d+) more damage for each Colorless in your opponent's Active Pokémon's Retreat Cost\.$/i,
    (m, p) => {
      const per = Number(m[1]);
      p.amount.push((e, base) => {
        const d = e.defender;
        return base + per * (d ? currentRetreatCost(e.cards, e.state, d) : 0);
      });
      return true;
    },
  ],
  [
    /^This attack's damage isn't affected by Weakness\.$/i,
    (_m, p) => {
      p.ignoreWeakness = true;
      return true;
    },
  ],
  [
    /^This attack's damage isn't affected by Resistance\.$/i,
    (_m, p) => {
      p.ignoreResistance = true;
      return true;
    },
  ],
  [
    /^If heads, discard an Energy from your opponent's Active Pokémon\.$/i,
    (_m, p) => void p.post.push(ifHeads(...discardEnergy((e) => e.defender, 1))),
  ],
  [
    /^If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and discard it\.$/i,
    (_m, p) => void p.post.push(...discardEnergy((e) => e.defender, 1)),
  ],
];

/** Splits an attack text into sentences (a parenthesis stays one sentence). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.)])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Compiles an attack's text into steps when every sentence is a known pattern, else
 * `undefined`. The Pokémon's own name in the text counts as "this Pokémon".
 */
export function compileAttackText(cardName: string, text: string): EffectSpec | undefined {
  const normal = text.split(cardName).join('SELF');
  const plan: Plan = { pre: [], amount: [], post: [], flipped: false };
  for (const s of sentences(normal)) {
    const rule = RULES.find(([re]) => re.test(s));
    if (!rule) return undefined;
    const m = rule[0].exec(s) as RegExpExecArray;
    if (rule[1](m, plan) === false) return undefined;
  }
  const amount = plan.amount;
  const options = {
    ...(plan.ignoreWeakness ? { ignoreWeakness: true } : {}),
    ...(plan.ignoreResistance ? { ignoreResistance: true } : {}),
  };
  const hit =
    amount.length === 0
      ? damage(undefined, options)
      : damage((e) => amount.reduce((d, f) => f(e, d), printed(e)), options);
  return { steps: [...plan.pre, hit, ...plan.post] };
}

/** For tests and coverage: whether a text compiles. */
export function isPatternText(cardName: string, text: string): boolean {
  return compileAttackText(cardName, text) !== undefined;
}
