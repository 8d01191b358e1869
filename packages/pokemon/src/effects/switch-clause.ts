import { onFlip, type Plan, type Rule } from './attack-plan';
import { gust, mayDo, opponentSwitches, said, switchOwn, when } from './steps';
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
}

const P = 'Pok[eé]mon';
const OPP_ACTIVE = `(?:the Defending ${P}|his or her Active ${P}|your opponent's Active ${P})`;
/** One of the opponent's Benched Pokémon; "them" is checked against the guard. */
const OPP_ONE = `1 of (?:(them)|your opponent's Benched ${P}|his or her Benched ${P}|the ${P} on (?:your opponent's|his or her) Bench)`;
const OWN_ACTIVE = `(?:SELF|this ${P}|your Active ${P})`;
const OWN_ONE = `1 of (?:(them)|your Benched ${P})`;

/** The switch itself, after every opening and closing word is taken off. */
const CORES: readonly [RegExp, SwitchKind][] = [
  [new RegExp(`^choose ${OPP_ONE} and switch it with ${OPP_ACTIVE}$`, 'i'), 'gust'],
  [new RegExp(`^switch ${OPP_ONE} with ${OPP_ACTIVE}$`, 'i'), 'gust'],
  [new RegExp(`^switch ${OPP_ACTIVE} with ${OPP_ONE}$`, 'i'), 'gust'],
  [
    new RegExp(
      `^(?:he or she|your opponent) chooses ${OPP_ONE} and switches it with ${OPP_ACTIVE}$`,
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
  for (const [re, kind] of CORES) {
    const m = re.exec(rest);
    if (!m) continue;
    const side = kind === 'own' ? 'me' : 'opp';
    // A guard about the other player is a condition of its own (not read here).
    if (guard !== undefined && guard !== side) return undefined;
    // "1 of them" names the Benched Pokémon of the guard.
    if (m[1] !== undefined && guard === undefined) return undefined;
    if (ifAny && guard !== undefined) return undefined;
    // The opponent's own choice is not something "you may" do.
    if (may && kind === 'opponent-switches') return undefined;
    return { kind, may, before, then, ...(coin ? { coin } : {}) };
  }
  return undefined;
}

/** The steps of a switch clause (the choice is skipped when the Bench is empty). */
export function switchSteps(clause: SwitchClause): Step[] {
  const core =
    clause.kind === 'gust' ? gust() : clause.kind === 'own' ? switchOwn() : opponentSwitches();
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
  const benched = when((e) => e.bench(side === 'me' ? e.me : e.opp).length > 0, steps);
  return onFlip(clause.coin, [benched]);
}

/** The sentence rule: any switch sentence {@link readSwitch} reads. */
export const SWITCH_RULES: readonly Rule[] = [
  [
    /^(?:Then, |Before doing damage, )?(?:If (?:heads|tails),? (?:and )?)?(?:if [^,]+, )?(?:you may )?(?:choose 1 of|switch|(?:he or she|your opponent) (?:chooses|switches))\b[^.]*\.$/i,
    (m, p: Plan) => {
      const clause = readSwitch(m[0]);
      if (!clause) return false;
      // "Then, …" after a coin: whether it waits for heads is not settled (left manual).
      if (clause.then && p.coins !== undefined) return false;
      const steps = switchSteps(clause);
      (clause.before ? p.pre : p.post).push(...steps);
      return true;
    },
  ],
];
