import { textSentences } from '../cards/card-helpers';
import { prizesLeft } from '../game/board';
import type { EffectEnv } from './env';
import { compileAttackText } from './patterns';
import { when } from './steps';
import type { EffectSpec, Step } from './types';

/**
 * Attacks whose text is branches on the opponent's Prizes left (Skyridge's Mystery Plates):
 *
 *   "If your opponent has 5 or more Prizes, search your deck for up to 3 basic Energy cards, …
 *   Shuffle your deck afterward. If your opponent has exactly 2 Prizes, remove all damage
 *   counters from 1 of your Pokémon."
 *
 * Each branch runs from its "If your opponent has … Prize(s)," to the next one (or the end) and
 * is read by the attack sentence rules as a text of its own (`patterns.ts`); it is carried out
 * only when its count holds as the attack is made. Read only for an attack that prints no damage
 * (each branch's own damage step then does none), with no sentence before the first branch, and
 * with no branch that refuses the attack or acts "either way" (their meaning across branches
 * would be a guess). Any other text: `undefined`, and the attack stays manual.
 */

const BRANCH =
  /^If your opponent has (?:(\d+) or more|(?:only |exactly )?(\d+)|(\d+) or fewer) Prizes?(?: left)?, (.+)$/;

/** The count a branch names, as a test of the opponent's Prizes left. */
function prizeTest(m: RegExpExecArray): (n: number) => boolean {
  if (m[1] !== undefined) {
    const least = Number(m[1]);
    return (n) => n >= least;
  }
  if (m[3] !== undefined) {
    const most = Number(m[3]);
    return (n) => n <= most;
  }
  const exactly = Number(m[2]);
  return (n) => n === exactly;
}

/** The attack's text read as branches on the opponent's Prizes, or `undefined`. */
export function compilePrizeBranches(cardName: string, text: string): EffectSpec | undefined {
  const sentences = textSentences(text.replace(/\s+/g, ' ').trim());
  const branches: { test: (n: number) => boolean; text: string[] }[] = [];
  for (const sentence of sentences) {
    const m = BRANCH.exec(sentence);
    if (m) {
      const rest = m[4] as string;
      branches.push({ test: prizeTest(m), text: [`${rest[0]?.toUpperCase()}${rest.slice(1)}`] });
    } else if (branches.length > 0) branches.at(-1)?.text.push(sentence);
    else return undefined;
  }
  if (branches.length === 0) return undefined;
  const steps: Step[] = [];
  for (const b of branches) {
    const spec = compileAttackText(cardName, b.text.join(' '));
    if (!spec || spec.unplayable || spec.always) return undefined;
    const test = b.test;
    steps.push(when((e: EffectEnv) => test(prizesLeft(e.state, e.opp)), spec.steps));
  }
  return { steps };
}
