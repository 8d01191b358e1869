import { textSentences, trainerKind } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import { normaliseText } from './sentences';

/**
 * Pokémon Tools that only change their Pokémon while attached, read from their text as clauses
 * (kept apart from `tool-rules.ts`: the board reads these, so this module imports no effect
 * steps):
 *
 * - Crystal Shard: "As long as this card is attached to a Pokémon, that Pokémon's type (color) is
 *   Colorless. If that Pokémon attacks, discard this card at the end of the turn."
 * - Memory Berry: "The Pokémon this card is attached to can use any attack from its Basic Pokémon
 *   card or any Evolution card from which the Pokémon evolved. (You still have to pay for that
 *   attack's Energy cost.) Discard this card at the end of any turn the Pokémon attacks."
 *
 * The board reads the type and lends the attacks (`game/board.ts`); the end of a turn in which
 * the Pokémon attacked discards the Tool (`game/hooks.ts`).
 */

/** What a Tool does while attached. */
export interface ToolWhileAttached {
  /** Its Pokémon's type while it is attached. */
  readonly typeIs?: EnergyType;
  /** Its Pokémon may use the attacks of the cards it evolved from (their printed costs). */
  readonly stageAttacks?: true;
  /** Discarded at the end of a turn in which its Pokémon attacked. */
  readonly discardAfterAttack?: true;
}

type Draft = { -readonly [K in keyof ToolWhileAttached]?: ToolWhileAttached[K] };

/**
 * Where a Tool goes, and the e-Card reminder that it leaves with its Pokémon (the game discards
 * every attached card of a Knocked Out Pokémon): read, nothing to do. Shared with `tool-rules.ts`.
 */
export const TOOL_ATTACH_BOILERPLATE: readonly RegExp[] = [
  /^Attach SELF to 1 of your Pokémon that doesn't (?:already )?have a Pokémon Tool(?: card)? attached to it\.$/,
  /^If that Pokémon is Knocked Out, discard SELF\.$/,
];

/** A Tool's sentences, its name and "this card" read as `SELF`. */
export const toolSentences = (card: PokemonCard): string[] =>
  textSentences(normaliseText(card.name, card.rules.join(' ')).replace(/\bthis card\b/g, 'SELF'));

const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless)';
const HOLDER = '(?:that Pokémon|the Pokémon(?: SELF is attached to)?|it)';

/** Sets a part a sentence reads; `false` when another sentence already set it. */
function setOnce<K extends keyof Draft>(out: Draft, key: K, value: NonNullable<Draft[K]>): boolean {
  if (out[key] !== undefined) return false;
  out[key] = value;
  return true;
}

/** Each sentence, and the part it sets (false: read, but not allowed here). */
const SENTENCES: readonly (readonly [RegExp, (m: RegExpExecArray, out: Draft) => boolean])[] = [
  [
    new RegExp(
      `^(?:As long as|While) SELF is attached(?: to a Pokémon)?, (?:${HOLDER}'s|its) type(?: \\(colou?r\\))? is ${TYPE}\\.$`,
    ),
    (m, out) => setOnce(out, 'typeIs', m[1] as EnergyType),
  ],
  [
    /^The Pokémon SELF is attached to can use any attack from its Basic Pokémon card or any Evolution card from which (?:the|that|this) Pokémon evolved\.$/,
    (_m, out) => setOnce(out, 'stageAttacks', true),
  ],
  // The reminder after the lent attacks: the board lends them with their printed costs.
  [
    /^\(You still have to pay for that attack's Energy cost\.\)$/,
    (_m, out) => out.stageAttacks === true,
  ],
  [
    new RegExp(
      `^(?:If ${HOLDER} attacks, discard SELF at the end of (?:the|that) turn|Discard SELF at the end of any turn (?:in which )?${HOLDER} attacks)\\.$`,
    ),
    (_m, out) => setOnce(out, 'discardAfterAttack', true),
  ],
];

const read = new Map<string, ToolWhileAttached | null>();

/**
 * A Tool whose every sentence is where it goes or what it does while attached, read as
 * {@link ToolWhileAttached}; `undefined` for any other card (a Tool acting at a time is
 * `tool-rules.ts`'s).
 */
export function toolWhileAttachedOf(card: PokemonCard): ToolWhileAttached | undefined {
  // The board asks for every card under every Pokémon: the answer is kept per card object.
  const known = byCard.get(card);
  if (known !== undefined) return known ?? undefined;
  const result = trainerKind(card) === 'Pokémon Tool' ? readText(card) : null;
  byCard.set(card, result);
  return result ?? undefined;
}

const byCard = new WeakMap<PokemonCard, ToolWhileAttached | null>();

function readText(card: PokemonCard): ToolWhileAttached | null {
  const key = `${card.name}\u0000${card.rules.join(' ')}`;
  const hit = read.get(key);
  if (hit !== undefined) return hit;
  const out: Draft = {};
  const ok = toolSentences(card).every(
    (s) =>
      TOOL_ATTACH_BOILERPLATE.some((re) => re.test(s)) ||
      SENTENCES.some(([re, apply]) => {
        const m = re.exec(s);
        return m !== null && apply(m, out);
      }),
  );
  // Being discarded after an attack is no effect by itself.
  const result = ok && (out.typeIs || out.stageAttacks) ? { ...out } : null;
  read.set(key, result);
  return result;
}
