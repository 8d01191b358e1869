import type { SpecialCondition } from '../game/state';

/**
 * What a Pokémon Power (or a Tool) does back when the opponent's attack damages its Pokémon,
 * read clause by clause from one sentence (or a coin and its branch):
 *
 *   [During your opponent's turn,] If|Whenever <trigger>, [flip a coin. If heads|tails[ and if
 *   it has any],] <outcome>.
 *
 * The trigger is clauses joined by "and": exactly one saying the opponent's attack damaged it
 * ("an opponent's attack does damage to SELF", "SELF is damaged by your opponent's attack"),
 * with optional ones saying where it is ("SELF is your Active Pokémon", "while it's your Active
 * Pokémon") and what it already is ("SELF is already Asleep"), and the reminders "(even if it's
 * Knocked Out)" and ", unless that attack Knocks Out SELF,". Damage of any other source ("gets
 * damaged", "takes damage") is not read: the game reacts to attacks only, so such a text stays
 * manual. The outcome names the attacking Pokémon ("the attacking Pokémon", "your opponent's
 * Active Pokémon", and "the Defending Pokémon" as a Tool's text on the defending side names it).
 */
export interface Reaction {
  /** Only while it is its player's Active Pokémon. */
  readonly activeOnly: boolean;
  /** "and SELF is already Asleep": a Special Condition it had when the opponent attacked. */
  readonly already?: SpecialCondition;
  /** "unless that attack Knocks Out SELF": not when the damage Knocks it Out. */
  readonly unlessKnockedOut: boolean;
  /** The coin its player flips first, and the side the outcome happens on. */
  readonly coin?: 'heads' | 'tails';
  readonly outcome: ReactionOutcome;
}

/** What a {@link Reaction} does. */
export type ReactionOutcome =
  /** "the attacking Pokémon is now Asleep" */
  | { readonly kind: 'condition'; readonly condition: SpecialCondition }
  /** "this power does 20 damage to the attacking Pokémon" (a Power's damage: no Weakness or Resistance) */
  | { readonly kind: 'damage'; readonly amount: number }
  /** "put 2 damage counters on the Defending Pokémon" */
  | { readonly kind: 'counters'; readonly count: number }
  /** "choose 1 Energy card attached to the attacking Pokémon and discard it" (its player chooses) */
  | { readonly kind: 'discard-energy' };

const CONDITION = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';
/** The attacking Pokémon, as a defending side's text names it. */
const ATTACKER = "(?:the attacking Pokémon|your opponent's Active Pokémon|the Defending Pokémon)";
/** "it", "it's", "SELF": the Pokémon the text is on. */
const IT = '(?:SELF|it)';

const WHOLE =
  /^(During your opponent's turn, )?(?:If|Whenever) ([^,]+), (?:flip a coin\. If (heads|tails)(?:,? and if it has any)?, )?([^.]+)\.$/i;

/**
 * The reaction a sentence (or a coin's two sentences) states, or `undefined` when any clause is
 * not one read here. `text` is normalised (its Pokémon's own name is `SELF`).
 */
export function readReaction(text: string): Reaction | undefined {
  let s = text.replace(new RegExp(` \\(even if (?:${IT}'s|${IT} is) Knocked Out\\)`, 'i'), '');
  const unless = new RegExp(`, unless that attack Knocks Out ${IT},`, 'i');
  const unlessKnockedOut = unless.test(s);
  s = s.replace(unless, ',');
  const m = WHOLE.exec(s);
  if (!m) return undefined;
  const trigger = triggerOf(m[2] as string, m[1] !== undefined);
  const outcome = outcomeOf(m[4] as string);
  if (!trigger || !outcome) return undefined;
  const coin = m[3]?.toLowerCase() as 'heads' | 'tails' | undefined;
  return { ...trigger, unlessKnockedOut, ...(coin ? { coin } : {}), outcome };
}

type Trigger = Pick<Reaction, 'activeOnly' | 'already'>;

/** The trigger's clauses, joined by "and"; `opponentsTurn`: it said "During your opponent's turn". */
function triggerOf(words: string, opponentsTurn: boolean): Trigger | undefined {
  let activeOnly = false;
  let already: SpecialCondition | undefined;
  let damaged: 'opponent' | 'any' | undefined;
  const whileActive = new RegExp(` while ${IT}(?:'s| is) your Active Pokémon$`, 'i');
  if (whileActive.test(words)) activeOnly = true;
  for (const clause of words.replace(whileActive, '').split(' and ')) {
    const attack = new RegExp(
      `^(?:(an|your opponent's|an opponent's) attack (?:does damage to|damages) ${IT}|(?:${IT} )?is damaged by (an|your opponent's|an opponent's) attack)$`,
      'i',
    ).exec(clause);
    const state = new RegExp(`^${IT} is (?:already )?${CONDITION}$`, 'i').exec(clause);
    if (attack && damaged === undefined)
      damaged = /opponent/i.test(attack[1] ?? attack[2] ?? '') ? 'opponent' : 'any';
    else if (new RegExp(`^${IT} is your Active Pokémon$`, 'i').test(clause)) activeOnly = true;
    else if (state && /already/i.test(clause) && already === undefined)
      already = (state[1] as string).toLowerCase() as SpecialCondition;
    else return undefined;
  }
  // "an attack": the game reacts to the opponent's attacks only, so the text must rule out the
  // player's own (which can damage their Benched Pokémon, never their Active one).
  if (damaged === undefined || (damaged === 'any' && !activeOnly && !opponentsTurn))
    return undefined;
  return { activeOnly, ...(already ? { already } : {}) };
}

function outcomeOf(words: string): ReactionOutcome | undefined {
  const condition = new RegExp(`^${ATTACKER} is now ${CONDITION}$`, 'i').exec(words);
  if (condition)
    return {
      kind: 'condition',
      condition: (condition[1] as string).toLowerCase() as SpecialCondition,
    };
  const damage = new RegExp(`^this power does (\\d+) damage to ${ATTACKER}$`, 'i').exec(words);
  if (damage) return { kind: 'damage', amount: Number(damage[1]) };
  const counters = new RegExp(`^put (\\d+) damage counters? on ${ATTACKER}$`, 'i').exec(words);
  if (counters) return { kind: 'counters', count: Number(counters[1]) };
  if (new RegExp(`^choose 1 Energy card attached to ${ATTACKER} and discard it$`, 'i').test(words))
    return { kind: 'discard-energy' };
  return undefined;
}

/**
 * What a reacting Power says of itself: it doesn't work if its Pokémon is already Asleep,
 * Confused or Paralyzed "when your opponent attacks" / "when it is damaged" — both read as the
 * moment the attack starts (an attack does its damage before its other effects).
 */
export const REACTION_STOPPED_NOTE =
  /^This power (?:can't be used|stops working) if SELF is already Asleep, Confused, or Paralyzed when (?:it is damaged|it takes damage|your opponent attacks)\.$/;

/**
 * A Pokémon Tool's reaction (Counterattack Claws): the sentences from `at` — a reaction whose
 * Pokémon is "the Pokémon SELF is attached to", and, when the text says so, "Then, discard
 * SELF." (the Tool goes once its coin is flipped, on either side). `sentences` are normalised
 * (the Tool's own name is `SELF`); `used` is how many sentences it took.
 */
export function readToolReaction(
  sentences: readonly string[],
  at: number,
): { readonly reaction: Reaction; readonly discard: boolean; readonly used: number } | undefined {
  const holder = /the Pokémon SELF is attached to/g;
  for (const span of [2, 1]) {
    const run = sentences.slice(at, at + span).join(' ');
    if (!holder.test(run)) continue;
    holder.lastIndex = 0;
    // The holder is "it" to the reaction's grammar; the Tool's own name stays SELF, so a
    // sentence that names the Tool elsewhere is not read.
    const reaction = readReaction(run.replace(holder, 'it'));
    holder.lastIndex = 0;
    if (!reaction) continue;
    const discard = sentences[at + span] === 'Then, discard SELF.';
    return { reaction, discard, used: span + (discard ? 1 : 0) };
  }
  return undefined;
}
