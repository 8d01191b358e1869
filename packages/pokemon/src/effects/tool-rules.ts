import { trainerKind } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { SpecialCondition } from '../game/state';
import { zoneKey } from '../game/zones';
import type { EffectEnv } from './env';
import { type Reaction, readToolReaction } from './reaction-text';
import { mayDo, said, step, when } from './steps';
import {
  TOOL_ATTACH_BOILERPLATE,
  type ToolWhileAttached,
  toolSentences,
  toolWhileAttachedOf,
} from './tool-while-attached';
import type { EffectSpec, Step } from './types';

/**
 * Pokémon Tools whose text acts between turns (Berry, Gold Berry, Miracle Berry):
 *
 *   "At any time between turns, if there are at least 2 damage counters on the Pokémon Berry is
 *   attached to, you may remove 2 of them and discard Berry. At the start of each turn, if there
 *   are at least 2 damage counters on the Pokémon Berry is attached to, remove 2 of them and
 *   discard Berry."
 *
 * Healing Berry: "At the end of any turn, if the Pokémon this card is attached to has 20 HP or
 * less, remove 3 damage counters from that Pokémon and discard this card."
 *
 * Each sentence is read as a time ("At any time between turns" with "you may", "At the start of
 * each turn" and "At the end of any turn" without), a condition on the Pokémon the Tool is
 * attached to, and what is done. The game asks the Tool's owner the "you may" and carries out
 * the end-of-turn sentence before the Pokémon Checkup (`game/between-turns.ts`), and the
 * start-of-turn sentence after it. Any other sentence: the card is manual.
 */

/**
 * When a Tool's sentence acts: "At any time between turns" (its owner may), "At the start of
 * each turn", "At the end of any turn" (before the Pokémon Checkup, as the other end-of-turn
 * rules).
 */
export type ToolTime = 'between-turns' | 'start-of-turn' | 'end-of-turn';

/** Every {@link ToolTime}. */
export const TOOL_TIMES: readonly ToolTime[] = ['between-turns', 'start-of-turn', 'end-of-turn'];

/** Whether a trigger's part name is a {@link ToolTime}. */
export const isToolTime = (name: string): name is ToolTime =>
  (TOOL_TIMES as readonly string[]).includes(name);

/** One sentence of a Tool: whether it applies to its Pokémon now, and its effect. */
export interface ToolUse {
  readonly holds: (mon: PokemonInPlay) => boolean;
  readonly effect: EffectSpec;
}

/** What a Tool's text does at each time it names, and when its Pokémon would be Knocked Out. */
export interface ToolText extends Partial<Record<ToolTime, ToolUse>>, ToolWhileAttached {
  /**
   * "If the Pokémon Focus Band is attached to would be Knocked Out by your opponent's attack,
   * flip a coin. If heads, that Pokémon is not Knocked Out and its remaining HP become 10
   * instead. Then, discard Focus Band." (carried out by `survive-knock-out.ts`).
   */
  readonly surviveOnHeads?: true;
  /**
   * What it does when the opponent's attack damages its Pokémon, and whether it is discarded
   * then (Counterattack Claws; carried out by `reactions.ts`).
   */
  readonly reaction?: { readonly reaction: Reaction; readonly discard: boolean };
}

const SURVIVE_ON_HEADS =
  /^If the Pokémon SELF is attached to would be Knocked Out by your opponent's attack, flip a coin\. If heads, that Pokémon is not Knocked Out and its remaining HP become 10 instead\. Then, discard SELF\.$/;

const CONDITION_WORDS =
  '((?:Asleep|Burned|Confused|Paralyzed|Poisoned)(?:,? (?:or )?(?:Asleep|Burned|Confused|Paralyzed|Poisoned))*)';

/** The condition of a sentence on the Pokémon the Tool is attached to. */
interface Condition {
  readonly holds: (mon: PokemonInPlay) => boolean;
  /** What "them" / "those effects" names: damage counters, or the Special Conditions listed. */
  readonly of: { readonly counters: true } | { readonly conditions: readonly SpecialCondition[] };
}

function conditionOf(words: string): Condition | undefined {
  // Healing Berry: "if the Pokémon this card is attached to has 20 HP or less" (HP left).
  const left = /^the Pokémon SELF is attached to has (\d+) HP or less$/.exec(words);
  if (left) {
    const hp = Number(left[1]);
    return { holds: (m) => m.hp - m.damage <= hp, of: { counters: true } };
  }
  // "there are at least 2 damage counters on the Pokémon Berry is attached to" (2000), "the
  // Pokémon this card is attached to has at least 2 damage counters on it" (2003).
  const counters =
    /^there are at least (\d+) damage counters on the Pokémon SELF is attached to$/.exec(words) ??
    /^the Pokémon SELF is attached to has at least (\d+) damage counters on it$/.exec(words);
  if (counters) {
    const hp = Number(counters[1]) * 10;
    return { holds: (m) => m.damage >= hp, of: { counters: true } };
  }
  // Lum Berry: "if the Pokémon this card is attached to is affected by any Special Conditions".
  if (/^the Pokémon SELF is attached to is affected by any Special Conditions?$/.test(words)) {
    const all: SpecialCondition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'];
    return { holds: (m) => m.conditions.length > 0, of: { conditions: all } };
  }
  const special = new RegExp(`^the Pokémon SELF is attached to is ${CONDITION_WORDS}$`).exec(words);
  if (special) {
    const list = (special[1] as string)
      .split(/,? or |, /)
      .map((c) => c.toLowerCase() as SpecialCondition);
    return { holds: (m) => m.conditions.some((c) => list.includes(c)), of: { conditions: list } };
  }
  return undefined;
}

/** The Pokémon this Tool (the effect's card) is attached to. */
const holderOf = (e: EffectEnv) => e.inPlay(e.me).find((m) => m.tools.includes(e.effect.card));

/** What is done ("remove 2 of them", "remove all those effects from that Pokémon"), as a step. */
function actOf(words: string, cond: Condition): Step | undefined {
  const some = /^remove (\d+) (?:of them|damage counters? from (?:that Pokémon|it))$/.exec(words);
  if (some && 'counters' in cond.of) {
    const hp = Number(some[1]) * 10;
    return step((e) => {
      const mon = holderOf(e);
      return mon ? { actions: e.heal(mon.zone, hp) } : undefined;
    });
  }
  if (
    /^remove all (?:(?:of )?those effects from that Pokémon|of them)$/.test(words) &&
    'conditions' in cond.of
  ) {
    const list = cond.of.conditions;
    return step((e) => {
      const mon = holderOf(e);
      if (!mon) return undefined;
      const actions = mon.conditions
        .filter((c) => list.includes(c))
        .map((c) => ({
          type: 'set_counter' as const,
          player: e.me,
          source: 'script' as const,
          card: `#${mon.top}`,
          zone: mon.zone,
          counter: c,
          value: 0,
        }));
      return actions.length > 0 ? { actions } : undefined;
    });
  }
  return undefined;
}

/** "… and discard SELF.": the Tool goes from its Pokémon to its owner's discard pile. */
const discardTool = step((e) => {
  const mon = holderOf(e);
  return mon ? { actions: [e.move(e.effect.card, mon.zone, zoneKey(e.me, 'discard'))] } : undefined;
});

// The Tool's discard closes the sentence ("… and discard Berry.") or follows it ("… Then
// discard Oran Berry.", 2003).
const TIMED =
  /^(At any time between turns|At the start of each turn|At the end of (?:any|each|every) turn), if (.+?)(?: and discard SELF)?\.$/;
const THEN_DISCARD = /^Then,? discard SELF\.$/;

/** The time a {@link TIMED} sentence names. */
const timeOf = (words: string): ToolTime =>
  words === 'At any time between turns'
    ? 'between-turns'
    : words === 'At the start of each turn'
      ? 'start-of-turn'
      : 'end-of-turn';

/** A timed sentence's "<condition>, (you may )<action>", split at the comma where both read. */
function splitClause(
  words: string,
): { cond: Condition; act: Step; may: boolean; action: string } | undefined {
  for (let i = words.indexOf(', '); i >= 0; i = words.indexOf(', ', i + 1)) {
    const cond = conditionOf(words.slice(0, i));
    const rest = words.slice(i + 2);
    const may = rest.startsWith('you may ');
    const action = may ? rest.slice('you may '.length) : rest;
    const act = cond ? actOf(action, cond) : undefined;
    if (cond && act) return { cond, act, may, action };
  }
  return undefined;
}

/**
 * Where a Tool goes, and the e-Card reminder that it leaves with its Pokémon (the game discards
 * every attached card of a Knocked Out Pokémon): read, nothing to do.
 */
const compiled = new Map<string, ToolText | null>();

/** A Pokémon Tool's text read as {@link ToolText}; `undefined` when any sentence is unknown. */
export function toolTextOf(card: PokemonCard): ToolText | undefined {
  if (trainerKind(card) !== 'Pokémon Tool') return undefined;
  const text = card.rules.join(' ');
  const key = `${card.name}\u0000${text}`;
  const hit = compiled.get(key);
  if (hit !== undefined) return hit ?? undefined;
  // A Tool that only changes its Pokémon while attached (Crystal Shard, Memory Berry).
  const held = toolWhileAttachedOf(card);
  if (held) {
    compiled.set(key, held);
    return held;
  }
  const out: { -readonly [T in ToolTime]?: ToolUse } & {
    surviveOnHeads?: true;
    reaction?: ToolText['reaction'];
  } = {};
  let ok = text.trim() !== '';
  // "this card" is the Tool as much as its name is.
  const sentences = toolSentences(card);
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] as string;
    if (TOOL_ATTACH_BOILERPLATE.some((re) => re.test(sentence))) continue;
    if (SURVIVE_ON_HEADS.test(sentences.slice(i, i + 3).join(' ')) && !out.surviveOnHeads) {
      out.surviveOnHeads = true;
      i += 2;
      continue;
    }
    const reacts = out.reaction ? undefined : readToolReaction(sentences, i);
    if (reacts) {
      out.reaction = { reaction: reacts.reaction, discard: reacts.discard };
      i += reacts.used - 1;
      continue;
    }
    const m = TIMED.exec(sentence);
    const discardsAfter = m !== null && !/ and discard SELF\.$/.test(sentence);
    if (discardsAfter && !THEN_DISCARD.test(sentences[i + 1] ?? '')) {
      ok = false;
      break;
    }
    if (discardsAfter) i += 1;
    const time = m ? timeOf(m[1] as string) : undefined;
    const clause = m ? splitClause(m[2] as string) : undefined;
    // Between turns is the owner's choice when it says "you may" (2000) and happens when it does
    // not (2003's Oran Berry); the start of the turn is never a choice.
    if (!time || !clause || out[time] || (clause.may && time !== 'between-turns')) {
      ok = false;
      break;
    }
    const { cond, act, may, action } = clause;
    const does: Step[] = [act, discardTool];
    const applies = (e: EffectEnv) => {
      const mon = holderOf(e);
      return mon !== undefined && cond.holds(mon);
    };
    out[time] = {
      holds: cond.holds,
      effect: {
        steps: [
          when(
            applies,
            may
              ? [
                  mayDo('use', `Use ${card.name} now (${action} and discard ${card.name})?`),
                  when(said('use'), does),
                ]
              : does,
          ),
        ],
      },
    };
  }
  const result = ok && Object.keys(out).length > 0 ? out : null;
  compiled.set(key, result);
  return result ?? undefined;
}
