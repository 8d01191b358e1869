import { onFlip, type Plan, type Rule } from './attack-plan';
import { readWanted } from './search-clause';
import { moveChosen, pick, shuffleDeck, step } from './steps';
import type { Step } from './types';

/**
 * Attack sentences that take cards of your own discard pile back, read as clauses that compose:
 *
 *   [If heads|tails,] [you may] <take> <what> from your discard pile
 *   [, show it to your opponent,] [and] [then] <where>
 *
 * `<take>`: "put", "shuffle", "choose", "search your discard pile for"; `<what>`: the search
 * reader's count and card kinds ("a basic Energy card", "a Trainer card", "a Baby Pokémon, Basic
 * Pokémon, Evolution card, or basic Energy card", "a card"); `<where>`: "(put it) into your
 * hand", "(shuffle it) into your deck", "(put it) on top of your deck". A discard pile is open
 * to both players, so "show it to your opponent" shows nothing new. The card is taken if there
 * is one ("you may" or "up to": the player may take none).
 */

type Where = 'hand' | 'deck' | 'top';

const IT = '(?:it|them|that card|those cards)';

/** The words after the cards: where they go. */
function readWhere(take: string, words: string): Where | undefined {
  const rest = words
    .trim()
    .replace(new RegExp(`^,? show ${IT} to your opponent,?`, 'i'), '')
    .replace(/^ ?(?:and )?(?:then )?/i, '');
  if (take === 'put' || take === 'shuffle') {
    if (take === 'put' && /^into your hand$/i.test(rest)) return 'hand';
    if (take === 'put' && /^on top of your deck$/i.test(rest)) return 'top';
    if (take === 'shuffle' && /^into your deck$/i.test(rest)) return 'deck';
    return undefined;
  }
  if (new RegExp(`^put ${IT} into your hand$`, 'i').test(rest)) return 'hand';
  if (new RegExp(`^shuffle ${IT} into your deck$`, 'i').test(rest)) return 'deck';
  if (new RegExp(`^put ${IT} on top of your deck$`, 'i').test(rest)) return 'top';
  return undefined;
}

const SENTENCE =
  /^(?:If (heads|tails), )?(you may )?(?:(put|shuffle|choose|take) (.+?) from your discard pile|search your discard pile for)(,? .+)\.$/i;

/** Reads one sentence into steps; `undefined` when any word of it is not known. */
export function readFromDiscard(sentence: string): Step[] | undefined {
  const m = SENTENCE.exec(sentence);
  if (!m) return undefined;
  const take = (m[3] ?? 'search').toLowerCase();
  const tail = (m[5] as string).trim();
  // "search your discard pile for <what>, show it …": <what> may hold commas of its own.
  const cuts =
    m[4] !== undefined
      ? [[m[4], tail] as const]
      : [...tail.matchAll(/,| and /g)].map(
          (c) => [tail.slice(0, c.index), tail.slice(c.index)] as const,
        );
  for (const [what, rest] of cuts) {
    const steps = discardSteps(m[1], m[2] !== undefined, take, what, rest);
    if (steps) return steps;
  }
  return undefined;
}

function discardSteps(
  coin: string | undefined,
  may: boolean,
  take: string,
  what: string,
  rest: string,
): Step[] | undefined {
  const wanted = readWanted(what);
  if (!wanted || /\bnamed\b/i.test(wanted.words)) return undefined;
  const where = readWhere(take === 'take' ? 'choose' : take, rest);
  if (!where || (where === 'top' && wanted.max !== 1)) return undefined;
  const optional = may || /^up to|^any number/i.test(what);
  const goes =
    where === 'hand'
      ? 'put into your hand'
      : where === 'deck'
        ? 'shuffle into your deck'
        : 'put on top of your deck';
  return onFlip(coin, [
    pick({
      var: 'fromDiscard',
      from: 'discard',
      filter: (c, e) => wanted.filter(c, e),
      max: wanted.max,
      ...(optional ? {} : { min: wanted.max }),
      prompt: `Choose ${wanted.words} from your discard pile to ${goes}.`,
    }),
    where === 'top'
      ? step((e) => {
          const ids = e.chosen('fromDiscard');
          if (ids.length !== 1) return undefined;
          const id = ids[0] as string;
          return { actions: [e.move(id, e.key(e.me, 'discard'), e.key(e.me, 'deck'), 'top')] };
        })
      : moveChosen('fromDiscard', where === 'hand' ? 'hand' : 'deck'),
    ...(where === 'deck'
      ? [step((e) => (e.chosen('fromDiscard').length > 0 ? shuffleDeck()(e) : undefined))]
      : []),
  ]);
}

/** The rule: any sentence {@link readFromDiscard} reads. */
export const DISCARD_PILE_RULES: readonly Rule[] = [
  [
    SENTENCE,
    (m, p: Plan) => {
      const steps = readFromDiscard(m[0]);
      if (!steps) return false;
      p.post.push(...steps);
      return true;
    },
  ],
];
