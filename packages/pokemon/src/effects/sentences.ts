import { textSentences } from '../cards/card-helpers';
import { singleBattleWording } from './double-battle';

/**
 * The sentence matcher the text compilers share (attacks, Trainers, Pokémon Powers): a text is
 * cut into sentences, and every sentence — or a run of two or three that only make sense
 * together ("…, your opponent flips a coin. If tails, that attack does nothing.") — must match
 * a rule. One unknown sentence and nothing is compiled: the card stays manual, never a guess.
 */

/** A sentence rule: an anchored pattern and what it adds to the plan (`false`: cannot compile). */
export type SentenceRule<P> = readonly [
  RegExp,
  (m: RegExpExecArray, plan: P) => boolean | undefined,
];

/** The card's own name as it reads in normalised text. */
export const SELF_NAME = 'SELF';

/**
 * How a text spells the card's own name: as printed, else the same letters in other case
 * (Ho-oh's attack text says "Ho-Oh").
 */
export function ownNameIn(cardName: string, text: string): string {
  if (text.includes(cardName)) return cardName;
  const at = text.toLowerCase().indexOf(cardName.toLowerCase());
  return at < 0 ? cardName : text.slice(at, at + cardName.length);
}

/**
 * A Pokémon ★'s text as printed with the star: the data spells the name "Torchic Star" in the
 * text of "Torchic ★" (Fireworks: "discard a Fire Energy card attached to Torchic Star").
 */
function starSpelled(cardName: string, text: string): string {
  if (!cardName.endsWith(' ★')) return text;
  return text.split(`${cardName.slice(0, -1)}Star`).join(cardName);
}

/**
 * A text with the card's own name read as `SELF`, spacing normalised, and two spellings that
 * change no meaning read as the usual one: a sentence that starts in lower case ("Flip a coin.
 * if heads, …"), "Pokemon" without its accent, and the 2-on-2 wording of the EX sets ("each
 * Defending Pokémon", see `double-battle.ts`).
 */
export function normaliseText(cardName: string, text: string): string {
  // Also the name with other capitals inside it ("Ho-Oh" in Ho-oh's text), never a lower-case word.
  const anyCase = new RegExp(cardName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const words = starSpelled(cardName, text)
    .split(cardName)
    .join(SELF_NAME)
    .replace(anyCase, (m) => (m[0] === cardName[0] ? SELF_NAME : m))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bPokemon\b/g, 'Pokémon');
  return singleBattleWording(words).replace(
    /(^|[.!?] )([a-z])/g,
    (_m, before: string, first: string) => `${before}${first.toUpperCase()}`,
  );
}

/**
 * A copy of a plan that a refusing rule cannot reach: arrays and plain objects are copied all the
 * way down (steps and other functions are shared — they are never changed once made).
 */
function copyPlan<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlan) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyPlan(v)])) as T;
  return value;
}

/** Puts `plan` back to `saved` (a {@link copyPlan} taken before a rule ran). */
function restorePlan<P>(plan: P, saved: P): void {
  const target = plan as Record<string, unknown>;
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, copyPlan(saved));
}

/**
 * Applies `rules` to every sentence of `text` (already normalised), longest run first; `false`
 * when some sentence matches no rule. A rule that refuses its run (`false`) leaves the plan as it
 * was, and the next rule matching that run is tried, then shorter runs: a rule refuses only its
 * own reading, never the whole text (each reading still has to account for every sentence).
 */
export function applySentenceRules<P>(
  text: string,
  rules: readonly SentenceRule<P>[],
  plan: P,
): boolean {
  const all = textSentences(text);
  let i = 0;
  while (i < all.length) {
    let matched = 0;
    for (let span = Math.min(3, all.length - i); span >= 1 && matched === 0; span--) {
      const run = all.slice(i, i + span).join(' ');
      for (const [re, apply] of rules) {
        // `test` first: a rule's pattern may refine it (a match whose words it cannot read).
        if (!re.test(run)) continue;
        const m = re.exec(run) as RegExpExecArray;
        const saved = copyPlan(plan);
        if (apply(m, plan) !== false) {
          matched = span;
          break;
        }
        restorePlan(plan, saved);
      }
    }
    if (matched === 0) return false;
    i += matched;
  }
  return true;
}
