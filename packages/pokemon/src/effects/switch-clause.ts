import type { PokemonInPlay } from '../game/board';
import { CONDITION, cond, onFlip, type Plan, type Rule } from './attack-plan';
import type { EffectEnv } from './env';
import { gust, mayDo, opponentSwitches, said, status, switchOwn, when } from './steps';
import type { Step } from './types';

/**
 * Attack sentences that switch an Active Pokémon with a Benched one, read as clauses that
 * compose instead of one pattern per printing:
 *
 *   [Then, | Before doing damage, ] [If heads|tails,] [(and) if <guard>,] [you may] <switch>
 *   [, if any] [(before doing damage …)].
 *
 * `<switch>` says whose Pokémon and who chooses: you switch in 1 of your opponent's Benched
 * Pokémon ("choose 1 of them and switch it with the Defending Pokémon"), your opponent switches his or her own ("he or she chooses 1 of them and
 * switches it with …", "your opponent switches the Defending Pokémon with 1 of …"), or you switch
 * your own ("switch SELF with 1 of your Benched Pokémon", "switch 1 of them with SELF"). A guard
 * ("If your opponent has any Benched Pokémon,", "if there are any Pokémon on your opponent's
 * Bench,", ", if any") must speak of the same player as the switch; "them" needs a guard to
 * name. The switch happens after the damage (the rulebook: "Do any damage first, then do any
 * other effects") unless the text says "before doing damage". "Then," after a coin is left
 * unread (whether it waits for heads is not settled by any ruling found). The modern "Switch in 1
 * of your opponent's Benched Pokémon to the Active Spot." keeps its own rule (patterns.ts).
 */

/** Who switches whose Pokémon. */
export type SwitchKind = 'gust' | 'opponent-switches' | 'own';

/** A switch clause read. */
export interface SwitchClause {
  readonly kind: SwitchKind;
  /** "you may": the attacker decides whether it happens. */
  readonly may: boolean;
  /** Before the damage ("Before doing damage, …", "(before doing damage …)"). */
  readonly before: boolean;
  /** The coin side it waits for, if any. */
  readonly coin?: 'heads' | 'tails';
  /** "Then, …" opened the sentence. */
  readonly then: boolean;
  /** "If the Defending Pokémon isn't Knocked Out by the damage from this attack, …". */
  readonly unlessKnockedOut?: boolean;
  /** Which of the opponent's Benched Pokémon may come in ("… with no damage counters on it"). */
  readonly only?: 'undamaged';
}

const P = 'Pok[eé]mon';
const OPP_ACTIVE = `(?:the Defending ${P}|his or her Active ${P}|your opponent's Active ${P})`;
/** One of the opponent's Benched Pokémon; "them" is checked against the guard. */
const OPP_ONE = `1 of (?:(them)|your opponent's Benched ${P}|his or her Benched ${P}|the ${P} on (?:your opponent's|his or her) Bench)(?: (with no damage counters on it|that has no damage counters on it))?`;
const OWN_ACTIVE = `(?:SELF|this ${P}|your Active ${P})`;
const OWN_ONE = `1 of (?:(them)|your Benched ${P})`;

/** The switch itself, after every opening and closing word is taken off. */
const CORES: readonly [RegExp, SwitchKind][] = [
  [new RegExp(`^choose ${OPP_ONE} and switch it with ${OPP_ACTIVE}$`, 'i'), 'gust'],
  [new RegExp(`^choose ${OPP_ONE} and switch ${OPP_ACTIVE} with it$`, 'i'), 'gust'],
  [new RegExp(`^switch ${OPP_ONE} with ${OPP_ACTIVE}$`, 'i'), 'gust'],
  [new RegExp(`^switch ${OPP_ACTIVE} with ${OPP_ONE}$`, 'i'), 'gust'],
  [new RegExp(`^choose ${OPP_ONE} and switch ${OPP_ACTIVE} with it$`, 'i'), 'gust'],
  [
    new RegExp(
      `^(?:he or she|your opponent) chooses ${OPP_ONE} and switches it with ${OPP_ACTIVE}$`,
      'i',
    ),
    'opponent-switches',
  ],
  [
    new RegExp(
      `^(?:he or she|your opponent) chooses ${OPP_ONE} and switches ${OPP_ACTIVE} with it$`,
      'i',
    ),
    'opponent-switches',
  ],
  [
    new RegExp(`^(?:he or she|your opponent) switches ${OPP_ACTIVE} with ${OPP_ONE}$`, 'i'),
    'opponent-switches',
  ],
  [new RegExp(`^switch ${OWN_ACTIVE} with ${OWN_ONE}$`, 'i'), 'own'],
  [new RegExp(`^switch ${OWN_ONE} with ${OWN_ACTIVE}$`, 'i'), 'own'],
  [new RegExp(`^choose ${OWN_ONE} and switch it with ${OWN_ACTIVE}$`, 'i'), 'own'],
  [new RegExp(`^choose ${OWN_ONE} and switch ${OWN_ACTIVE} with it$`, 'i'), 'own'],
];

/** "If your opponent has any Benched Pokémon," and its rewordings: whose Bench it asks about. */
const GUARDS: readonly [RegExp, 'me' | 'opp'][] = [
  [new RegExp(`^if your opponent has any (?:Benched ${P}|${P} on his or her Bench), `, 'i'), 'opp'],
  [new RegExp(`^if there are any ${P} on your opponent's Bench, `, 'i'), 'opp'],
  [new RegExp(`^if you have any (?:Benched ${P}|${P} on your Bench), `, 'i'), 'me'],
  [new RegExp(`^if there are any ${P} on your Bench, `, 'i'), 'me'],
];

/** Reads one sentence as a switch clause; `undefined` when any word of it is not known. */
export function readSwitch(sentence: string): SwitchClause | undefined {
  let rest = sentence.replace(/\s+/g, ' ').trim();
  if (!rest.endsWith('.')) return undefined;
  rest = rest.slice(0, -1);
  const take = (re: RegExp): RegExpExecArray | undefined => {
    const m = re.exec(rest);
    if (!m) return undefined;
    rest = rest.slice(0, m.index) + rest.slice(m.index + m[0].length);
    return m;
  };
  const then = take(/^Then, /i) !== undefined;
  let before = take(/^Before doing damage, /i) !== undefined;
  const coin = take(/^If (heads|tails),? (?:and )?/i)?.[1]?.toLowerCase() as
    | 'heads'
    | 'tails'
    | undefined;
  const unlessKnockedOut =
    take(
      new RegExp(
        `^if (?:the Defending ${P}|your opponent's Active ${P}) (?:isn't|is not) Knocked Out by the damage from this attack, `,
        'i',
      ),
    ) !== undefined;
  let guard: 'me' | 'opp' | undefined;
  for (const [re, side] of GUARDS) {
    if (take(re)) {
      guard = side;
      break;
    }
  }
  if (take(/ \(before doing damage(?: or other effects of this attack)?\)$/i)) before = true;
  const ifAny = take(/, if any$/i) !== undefined;
  const may = take(/^you may /i) !== undefined;
  // "then you switch your Active Pokémon …": the same as "switch your Active Pokémon …".
  if (!may) take(/^you (?=switch )/i);
  for (const [re, kind] of CORES) {
    const m = re.exec(rest);
    if (!m) continue;
    const side = kind === 'own' ? 'me' : 'opp';
    // Only the opponent's Benched Pokémon may be picked by what they are.
    const only = m[2] !== undefined ? ('undamaged' as const) : undefined;
    if (only && kind !== 'gust') return undefined;
    // "isn't Knocked Out by the damage" is about damage done before it: never before the damage.
    if (unlessKnockedOut && (before || kind === 'own')) return undefined;
    // A guard about the other player is a condition of its own (not read here).
    if (guard !== undefined && guard !== side) return undefined;
    // "1 of them" names the Benched Pokémon of the guard.
    if (m[1] !== undefined && guard === undefined) return undefined;
    if (ifAny && guard !== undefined) return undefined;
    // The opponent's own choice is not something "you may" do.
    if (may && kind === 'opponent-switches') return undefined;
    return {
      kind,
      may,
      before,
      then,
      ...(coin ? { coin } : {}),
      ...(unlessKnockedOut ? { unlessKnockedOut } : {}),
      ...(only ? { only } : {}),
    };
  }
  return undefined;
}

/** The Benched Pokémon a switch may bring in. */
const comesIn = (clause: SwitchClause) => (m: PokemonInPlay) =>
  clause.only !== 'undamaged' || m.damage === 0;

/** The variable the switch's choice is kept in (read by "The new Defending Pokémon …"). */
const SWITCH_VAR = { gust: 'gust', own: 'switch', 'opponent-switches': 'opponentSwitch' } as const;

/**
 * The steps of a switch clause (the choice is skipped when no Benched Pokémon may come in);
 * `then` runs only when the switch happened ("The new Defending Pokémon is now Asleep.").
 */
export function switchSteps(clause: SwitchClause, then: Step[] = []): Step[] {
  const v = SWITCH_VAR[clause.kind];
  const switched = then.length > 0 ? [when((e) => e.picked(v) !== undefined, then)] : [];
  const core = [
    ...(clause.kind === 'gust'
      ? gust(v, comesIn(clause))
      : clause.kind === 'own'
        ? switchOwn(v)
        : opponentSwitches(v)),
    ...switched,
  ];
  const steps = clause.may
    ? [
        mayDo(
          'switchMay',
          clause.kind === 'own'
            ? 'Switch your Active Pokémon with 1 of your Benched Pokémon?'
            : "Switch 1 of your opponent's Benched Pokémon with the Defending Pokémon?",
        ),
        when(said('switchMay'), core),
      ]
    : core;
  const side = clause.kind === 'own' ? 'me' : 'opp';
  const benched = when(
    (e) =>
      e.bench(side === 'me' ? e.me : e.opp).some(comesIn(clause)) &&
      (!clause.unlessKnockedOut || !knockedOut(e)),
    steps,
  );
  return onFlip(clause.coin, [benched]);
}

/** The Defending Pokémon has damage enough to be Knocked Out (the check comes after the attack). */
const knockedOut = (e: EffectEnv) => {
  const d = e.defender;
  return d !== undefined && d.damage >= d.hp;
};

/** Reads a switch sentence into the plan; `false` when it does not read. */
function planSwitch(sentence: string, p: Plan, then: Step[] = []): boolean {
  const clause = readSwitch(sentence);
  if (!clause) return false;
  // "Then, …" after a coin: whether it waits for heads is not settled (left manual).
  if (clause.then && p.coins !== undefined) return false;
  (clause.before ? p.pre : p.post).push(...switchSteps(clause, then));
  return true;
}

/** A sentence that may be a switch (any opening {@link readSwitch} reads), to read whole. */
export const SWITCH_SENTENCE =
  /(?:Then, |Before doing damage, )?(?:If (?:heads|tails),? (?:and )?)?(?:if [^,]+, )?(?:you may |you (?=switch))?(?:choose 1 of|switch|(?:he or she|your opponent) (?:chooses|switches))\b[^.]*\./;

/** The sentence rule: any switch sentence {@link readSwitch} reads. */
export const SWITCH_RULES: readonly Rule[] = [
  [
    // "… switch the Defending Pokémon with it. The new Defending Pokémon is now Asleep.": only
    // a Pokémon switched in gets the Special Condition (no switch, no new Defending Pokémon).
    new RegExp(
      `^(${SWITCH_SENTENCE.source}) The new Defending ${P} is now ${CONDITION}(?: and ${CONDITION})?\\.$`,
      'i',
    ),
    (m, p: Plan) => {
      const clause = readSwitch(m[1] as string);
      if (!clause || clause.kind === 'own' || clause.before) return false;
      const conditions = [m[2], m[3]].filter((c) => c !== undefined);
      return planSwitch(
        m[1] as string,
        p,
        conditions.map((c) => status(cond(c))),
      );
    },
  ],
  [
    // "If your opponent has no Benched Pokémon, ignore this effect.": true of every switch of
    // the opponent's Pokémon read here (no Benched Pokémon, no switch).
    new RegExp(
      `^(${SWITCH_SENTENCE.source}) If your opponent has no Benched ${P}, ignore this effect\\.$`,
      'i',
    ),
    (m, p: Plan) => readSwitch(m[1] as string)?.kind !== 'own' && planSwitch(m[1] as string, p),
  ],
  [
    // Metal Hook: "Before doing damage, you may switch 1 of your opponent's Benched Pokémon with
    // 1 of the Defending Pokémon. If you do, this attack does 20 damage to the new Defending
    // Pokémon." — the damage goes to whichever Pokémon is Defending; when switched, it is N.
    new RegExp(
      `^(${SWITCH_SENTENCE.source}) If you do, this attack does (\\d+) damage to the new Defending ${P}\\.$`,
      'i',
    ),
    (m, p: Plan) => {
      const clause = readSwitch(m[1] as string);
      if (!clause || clause.kind !== 'gust' || !clause.may || !clause.before) return false;
      const n = Number(m[2]);
      const v = SWITCH_VAR.gust;
      p.pre.push(...switchSteps(clause));
      p.amount.push((e, base) => (e.picked(v) !== undefined ? n : base));
      return true;
    },
  ],
  [new RegExp(`^${SWITCH_SENTENCE.source}$`, 'i'), (m, p: Plan) => planSwitch(m[0], p)],
];
