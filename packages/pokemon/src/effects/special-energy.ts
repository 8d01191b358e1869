import type { Action, GameState, InstanceId } from '@playmat/engine';
import { isPokemonEx } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { DAMAGE_COUNTER, type PokemonState, type SpecialCondition } from '../game/state';
import { pokemonPhrase } from './pokemon-phrase';
import { applySentenceRules, normaliseText, type SentenceRule } from './sentences';

/**
 * Classic special Energy read from their text: what they provide, what happens when they are
 * attached from the hand (Full Heal Energy, Potion Energy), when they leave play for the discard
 * pile (Recycle Energy), and what they change about damage and the end of each turn (Darkness
 * Energy, Metal Energy). Every sentence must be known, or the card is played by hand.
 */

/** What a special Energy's text does. */
export interface SpecialEnergyText {
  /** The Energy it provides while attached. */
  readonly provides: readonly EnergyType[];
  /**
   * "If you play this card from your hand, …": the Special Conditions it ends, the damage it
   * removes; "When you attach this card from your hand …, put 1 damage counter on that Pokémon"
   * (Rainbow Energy): the damage counters it puts on (`counters`).
   * `notOnEx`: "If Heal Energy is attached to Pokémon-ex, Heal Energy has no effect other than
   * providing Energy." (EX Deoxys).
   */
  readonly onAttach?: {
    readonly cure?: readonly SpecialCondition[];
    readonly heal?: number;
    readonly counters?: number;
    readonly notOnEx?: true;
  };
  /**
   * Energy that provides one of several types per unit ("provides every type of Energy but
   * provides only 1 Energy at a time", "provides Fighting and/or Darkness Energy but provides 2
   * Energy at a time"): for each unit, the types it may pay. `provides` then holds one Colorless
   * per unit (what counts the units).
   */
  readonly unitOptions?: readonly (readonly EnergyType[])[];
  /**
   * Multi Energy: "provides Colorless Energy when attached to a Pokémon that already has Special
   * Energy cards attached to it" — read as: a Special Energy card attached before it.
   */
  readonly colorlessAfterSpecial?: true;
  /** "<SELF> can be attached only to <Pokémon>": the Pokémon words (see `energyAttachRefusal`). */
  readonly attachOnly?: string;
  /** "At the end of your turn, discard <SELF>." (Team Magma/Aqua Energy). */
  readonly discardAtOwnTurnEnd?: true;
  /**
   * "Damage done to your opponent's Pokémon by the Pokémon <SELF> is attached to is reduced by
   * 10 (after applying Weakness and Resistance)." (Double Rainbow Energy; Emerald's: before).
   */
  readonly lessDamageDone?: { readonly amount: number; readonly when: 'before' | 'after' };
  /** "When the Pokémon <SELF> is attached to is no longer an Evolved Pokémon, discard <SELF>." */
  readonly discardUnlessEvolved?: true;
  /** "If this card is put into your discard pile from play, return it to your hand." */
  readonly backToHand?: true;
  /**
   * "When you attach Warp Energy from your hand to your Active Pokémon, <does>": onto which
   * Pokémon it must go, and the sentence of what it does then (see `energy-attach-rules.ts`).
   */
  readonly whenAttached?: {
    readonly onto: 'active' | 'any';
    /** "… attach it to 1 of your Evolved Pokémon, …": only then does it act. */
    readonly evolved?: true;
    readonly does: string;
  };
  /** Damage its Pokémon's attacks do to the Defending Pokémon, more (after W/R). */
  readonly moreDamage?: number;
  /** Damage its Pokémon's attacks do to the opponent's Active Pokémon, more (before W/R). */
  readonly moreDamageBefore?: number;
  /**
   * "Ignore this effect unless the Attacking Pokémon is Darkness or has Dark in its name." (EX
   * Darkness Energy), "Ignore this effect if the Pokémon that Metal Energy is attached to isn't
   * Metal." (EX Metal Energy): its one damage effect works only for a Pokémon that fits.
   */
  readonly onlyIf?: Fits;
  /** Damage counters put on its Pokémon at the end of every turn, unless the Pokémon is exempt. */
  readonly endOfTurnCounters?: { readonly count: number; readonly unless: Exempt };
  /** Damage done to its Pokémon by attacks, less (after W/R). */
  readonly lessDamageTaken?: number;
  /**
   * Damage its Pokémon's attacks do, less, unless the Pokémon is of `type`: before Weakness and
   * Resistance (Neo Genesis Metal Energy) or after them (Expedition's).
   */
  readonly weakerUnless?: {
    readonly amount: number;
    readonly type: EnergyType;
    readonly when: 'before' | 'after';
  };
}

/** A Pokémon a rule spares: of a type, or with a word in its name. */
interface Exempt {
  readonly type: EnergyType;
  readonly word: string;
}

/** A Pokémon an effect is for: of a type, or (when a word is printed) with it in its name. */
export interface Fits {
  readonly type: EnergyType;
  readonly word?: string;
}

const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless)';

interface Plan {
  /** The type a card named "Metal Energy" is of (its text reads "SELF provides SELF."). */
  readonly ownType?: EnergyType;
  provides?: EnergyType[];
  notBasic: boolean;
  onAttach?: {
    cure?: readonly SpecialCondition[];
    heal?: number;
    counters?: number;
    notOnEx?: true;
  };
  unitOptions?: EnergyType[][];
  colorlessAfterSpecial?: true;
  attachOnly?: string;
  discardAtOwnTurnEnd?: true;
  lessDamageDone?: { amount: number; when: 'before' | 'after' };
  discardUnlessEvolved?: true;
  backToHand?: true;
  whenAttached?: { onto: 'active' | 'any'; evolved?: true; does: string };
  moreDamage?: number;
  moreDamageBefore?: number;
  onlyIf?: Fits;
  endOfTurnCounters?: { count: number; unless: Exempt };
  lessDamageTaken?: number;
  weakerUnless?: { amount: number; type: EnergyType; when: 'before' | 'after' };
}

const ok = (f: (m: RegExpExecArray, p: Plan) => void) => (m: RegExpExecArray, p: Plan) => {
  f(m, p);
  return true;
};

/** Every type of Energy, for "provides every type of Energy". */
const EVERY_TYPE: readonly EnergyType[] = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Colorless',
];

const UNITS: Record<string, number> = { '1': 1, one: 1, '2': 2, two: 2 };

/** The Pokémon words of "can be attached only to …", or `undefined` when no reader knows them. */
const attachablePhrase = (words: string) =>
  pokemonPhrase(words.replace(/^(?:an?|1) /, ''), '') ? words : undefined;

/** What Heal Energy's attach does, read as an `onAttach` heal (not a `whenAttached` effect). */
const HEALS = /^remove \d+ damage counters?(?: and all Special Conditions)? from that Pokémon\./;

const RULES: readonly SentenceRule<Plan>[] = [
  // The reminder that opens EX special Energy: how it is played, nothing more.
  [/^Attach SELF to 1 of your Pokémon\.$/, ok(() => {})],
  [
    // Rainbow Energy, Multi Energy, Double Rainbow Energy: "(While in play,) SELF provides every
    // type of Energy but provides only 1 Energy at a time." — each unit any one type.
    /^(?:While in play, )?SELF provides every type of Energy but provides (?:only )?(1|2|one|two) Energy at a time\.$/,
    (m, p) => {
      const n = UNITS[m[1] as string] ?? 0;
      if (p.provides || n === 0) return false;
      p.provides = Array.from({ length: n }, () => 'Colorless');
      p.unitOptions = Array.from({ length: n }, () => [...EVERY_TYPE]);
      return true;
    },
  ],
  [
    // Team Magma/Aqua Energy: "SELF provides Fighting and/or Darkness Energy but provides 2
    // Energy at a time": each unit either type. "Water and Darkness Energy … 2 Energy" is read
    // as printed: one of each. A plain "or" (which of the two for both?) stays manual.
    new RegExp(
      `^SELF provides ${TYPE} (and ?/ ?or|and) ${TYPE} Energy but provides (?:only )?(2|two) Energy at a time\\.$`,
    ),
    (m, p) => {
      if (p.provides) return false;
      const a = m[1] as EnergyType;
      const b = m[3] as EnergyType;
      p.provides = ['Colorless', 'Colorless'];
      p.unitOptions =
        m[2] === 'and'
          ? [[a], [b]]
          : [
              [a, b],
              [a, b],
            ];
      return true;
    },
  ],
  [
    // The EX reminder: it is no basic Energy card in the deck, hand or discard pile (its
    // Special subtype already says so), and it does nothing beside providing Energy.
    /^\((?:Doesn't count as a basic Energy(?: card)? when not in play(?: and has no (?:other effect than|effect other than) providing Energy)?|Has no (?:other effect than|effect other than) providing Energy)\.\)$/,
    ok((_m, p) => {
      p.notBasic = true;
    }),
  ],
  [
    // Rainbow Energy: "When you attach this card from your hand to 1 of your Pokémon, put 1
    // damage counter on that Pokémon." (attaching by an effect puts none).
    /^When you attach (?:SELF|this card) from your hand to 1 of your Pokémon, put (\d+) damage counters? on that Pokémon\.$/,
    ok((m, p) => {
      p.onAttach = { ...p.onAttach, counters: Number(m[1]) };
    }),
  ],
  [
    /^SELF provides Colorless Energy when attached to a Pokémon that already has (?:a )?Special Energy cards? attached to it\.$/,
    (_m, p) => {
      if (!p.unitOptions) return false;
      p.colorlessAfterSpecial = true;
      return true;
    },
  ],
  [
    // "Aqua Energy can be attached only to a Pokémon with Team Aqua in its name.", "… only to an
    // Evolved Pokémon (excluding Pokémon-ex)."
    /^SELF can be attached only to (.+)\.$/,
    (m, p) => {
      const words = attachablePhrase(m[1] as string);
      if (!words || p.attachOnly) return false;
      p.attachOnly = words;
      return true;
    },
  ],
  [
    /^At the end of your turn, discard SELF\.$/,
    ok((_m, p) => {
      p.discardAtOwnTurnEnd = true;
    }),
  ],
  [
    // Emerald's reprint: "(before applying Weakness and Resistance)".
    /^Damage done to your opponent's Pokémon by the Pokémon (?:that )?SELF is attached to is reduced by (\d+) \((before|after) applying Weakness and Resistance\)\.$/,
    ok((m, p) => {
      p.lessDamageDone = { amount: Number(m[1]), when: m[2] as 'before' | 'after' };
    }),
  ],
  [
    /^When the Pokémon (?:that )?SELF is attached to is no longer an Evolved Pokémon, discard SELF\.$/,
    ok((_m, p) => {
      p.discardUnlessEvolved = true;
    }),
  ],
  [
    // "Metal Energy provides Metal Energy.", "Warp Energy provides 1 Colorless Energy.", "This
    // card provides ColorlessColorless Energy." (one type per symbol).
    new RegExp(`^(?:SELF|This card) provides (?:1 )?(?:((?:${TYPE})+) [Ee]nergy|SELF)\\.$`),
    (m, p) => {
      const types = m[1]
        ? ((m[1].match(new RegExp(TYPE, 'g')) ?? []) as EnergyType[])
        : p.ownType
          ? [p.ownType]
          : [];
      if (types.length === 0 || p.provides) return false;
      p.provides = types;
      return true;
    },
  ],
  [
    // Heal Energy (EX Deoxys): "When you attach this card from your hand to 1 of your Pokémon,
    // remove 1 damage counter and all Special Conditions from that Pokémon." — the same as
    // Potion Energy and Full Heal Energy's "If you play this card from your hand, …".
    /^When you attach (?:SELF|this card) from your hand to 1 of your Pokémon, remove (\d+) damage counters?( and all Special Conditions)? from that Pokémon\.$/,
    (m, p) => {
      if (p.onAttach) return false;
      p.onAttach = {
        heal: Number(m[1]) * 10,
        ...(m[2]
          ? { cure: ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const }
          : {}),
      };
      return true;
    },
  ],
  [
    // "… has no effect other than providing Energy" on a Pokémon-ex: only its attach effect is
    // lifted, so it is read only when that is its one effect.
    /^If SELF is attached to Pokémon-ex, SELF has no effect other than providing Energy\.$/,
    (_m, p) => {
      const others = [
        p.whenAttached,
        p.backToHand,
        p.moreDamage,
        p.moreDamageBefore,
        p.onlyIf,
        p.endOfTurnCounters,
        p.lessDamageTaken,
        p.weakerUnless,
        p.unitOptions,
        p.colorlessAfterSpecial,
        p.attachOnly,
        p.discardAtOwnTurnEnd,
        p.lessDamageDone,
        p.discardUnlessEvolved,
        p.onAttach?.counters,
      ].some((x: unknown) => x !== undefined);
      if (!p.onAttach || p.onAttach.notOnEx || others) return false;
      p.onAttach = { ...p.onAttach, notOnEx: true };
      return true;
    },
  ],
  [
    // Warp Energy, Cyclone Energy: what attaching it from the hand does (`energy-attach-rules.ts`
    // reads the effect; the card stays manual when it cannot).
    /^When you (?:attach (?:SELF|this card) from your hand to|play (?:SELF|this card) from your hand and attach it to) (your Active Pokémon|1 of your (Evolved )?Pokémon), (.+\.\)?)$/,
    (m, p) => {
      const does = m[3] as string;
      // Heal Energy's healing is read by the rule above, one sentence at a time.
      if (p.whenAttached || HEALS.test(does)) return false;
      p.whenAttached = {
        onto: m[1] === 'your Active Pokémon' ? 'active' : 'any',
        ...(m[2] ? { evolved: true as const } : {}),
        does: `${does[0]?.toUpperCase()}${does.slice(1)}`,
      };
      return true;
    },
  ],
  [
    // "(Doesn't count as a Basic card.)": EX Emerald's wording of the same note.
    /^\(Doesn't count as a [Bb]asic (?:Energy )?card\.\)$/,
    ok((_m, p) => {
      p.notBasic = true;
    }),
  ],
  [
    /^If you play this card from your hand, the Pokémon you attach it to is no longer (Asleep, Confused, Paralyzed, or Poisoned|affected by a Special Condition)\.$/,
    ok((m, p) => {
      // The list printed, or every Special Condition.
      const cure: SpecialCondition[] = m[1]?.startsWith('Asleep')
        ? ['asleep', 'confused', 'paralyzed', 'poisoned']
        : ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'];
      p.onAttach = { ...p.onAttach, cure };
    }),
  ],
  [
    /^If you play this card from your hand, remove (\d+) damage counters? from the Pokémon you attach it to, if it has any\.$/,
    ok((m, p) => {
      p.onAttach = { ...p.onAttach, heal: Number(m[1]) * 10 };
    }),
  ],
  [
    /^If this card is put into your discard pile from play, return it to your hand\.$/,
    ok((_m, p) => {
      p.backToHand = true;
    }),
  ],
  [
    /^If the Pokémon SELF is attached to damages the Defending Pokémon \(after applying Weakness and Resistance\), the attack does (\d+) more damage to the Defending Pokémon\.$/,
    ok((m, p) => {
      p.moreDamage = Number(m[1]);
    }),
  ],
  [
    // EX Darkness Energy: "If the Pokémon Darkness Energy is attached to attacks, the attack does
    // 10 more damage to the Active Pokémon (before applying Weakness and Resistance)."
    /^If the Pokémon SELF is attached to attacks, the attack does (\d+) more damage to the Active Pokémon \(before applying Weakness and Resistance\)\.$/,
    ok((m, p) => {
      p.moreDamageBefore = Number(m[1]);
    }),
  ],
  [
    new RegExp(
      `^Ignore this effect (?:unless the Attacking Pokémon is ${TYPE} or has ([A-Z]\\w*) in its name|if the Pokémon (?:that )?SELF is attached to isn't (?:a )?${TYPE}(?: Pokémon)?)\\.$`,
    ),
    (m, p) => {
      if (p.onlyIf) return false;
      p.onlyIf = m[1]
        ? { type: m[1] as EnergyType, word: m[2] as string }
        : { type: m[3] as EnergyType };
      return true;
    },
  ],
  [
    new RegExp(
      `^At the end of every turn, put (\\d+) damage counters? on the Pokémon SELF is attached to, unless it's ${TYPE} or has ([A-Z]\\w*) in its name\\.$`,
    ),
    ok((m, p) => {
      p.endOfTurnCounters = {
        count: Number(m[1]),
        unless: { type: m[2] as EnergyType, word: m[3] as string },
      };
    }),
  ],
  [
    // "Damage done to …" (Neo Genesis), "Damage done by attacks to …" (Expedition): the same
    // rule, applied to attack damage (`attackDamage`).
    /^(?:All )?[Dd]amage done (?:by attacks )?to the Pokémon (?:that )?SELF is attached to(?: by attacks)? is reduced by (\d+) \(after applying Weakness and Resistance\)\.$/,
    ok((m, p) => {
      p.lessDamageTaken = Number(m[1]);
    }),
  ],
  [
    new RegExp(
      `^If the Pokémon SELF is attached to isn't (?:a )?${TYPE}(?: Pokémon)?, whenever it damages a Pokémon(?: (?:by|with) an attack)?, reduce that damage by (\\d+) \\((before|after) applying Weakness and Resistance\\)\\.$`,
    ),
    ok((m, p) => {
      p.weakerUnless = {
        type: m[1] as EnergyType,
        amount: Number(m[2]),
        when: m[3] as 'before' | 'after',
      };
    }),
  ],
];

const read = new Map<string, SpecialEnergyText | null>();

/**
 * A special Energy's text read into what it does; `undefined` for a basic Energy, any other
 * card, or a text with a sentence these rules do not know.
 */
export function specialEnergyOf(card: PokemonCard): SpecialEnergyText | undefined {
  if (card.supertype !== 'Energy' || !card.subtypes.includes('Special')) return undefined;
  const text = card.rules.join(' ');
  const key = `${card.name}\u0000${text}`;
  const hit = read.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const own = new RegExp(`^${TYPE} Energy$`).exec(card.name)?.[1] as EnergyType | undefined;
  const plan: Plan = { notBasic: false, ...(own ? { ownType: own } : {}) };
  const known =
    text.trim() !== '' && applySentenceRules(normaliseText(card.name, text), RULES, plan);
  // "Ignore this effect …" names the card's one damage effect: with none, or with any other
  // effect beside it, which one it limits is not clear.
  const effects = [
    plan.moreDamage,
    plan.moreDamageBefore,
    plan.lessDamageTaken,
    plan.weakerUnless,
    plan.endOfTurnCounters,
  ].filter((x) => x !== undefined).length;
  const limitClear =
    !plan.onlyIf ||
    (effects === 1 && (plan.moreDamageBefore !== undefined || plan.lessDamageTaken !== undefined));
  // What it provides must be printed (that it is no basic Energy card is its Special subtype;
  // e-Card special Energy do not repeat it).
  const out: SpecialEnergyText | null =
    known && limitClear && plan.provides
      ? {
          provides: plan.provides,
          ...(plan.whenAttached ? { whenAttached: plan.whenAttached } : {}),
          ...(plan.onAttach ? { onAttach: plan.onAttach } : {}),
          ...(plan.backToHand ? { backToHand: true as const } : {}),
          ...(plan.moreDamage ? { moreDamage: plan.moreDamage } : {}),
          ...(plan.moreDamageBefore ? { moreDamageBefore: plan.moreDamageBefore } : {}),
          ...(plan.onlyIf ? { onlyIf: plan.onlyIf } : {}),
          ...(plan.endOfTurnCounters ? { endOfTurnCounters: plan.endOfTurnCounters } : {}),
          ...(plan.lessDamageTaken ? { lessDamageTaken: plan.lessDamageTaken } : {}),
          ...(plan.weakerUnless ? { weakerUnless: plan.weakerUnless } : {}),
          ...(plan.unitOptions ? { unitOptions: plan.unitOptions } : {}),
          ...(plan.colorlessAfterSpecial ? { colorlessAfterSpecial: true as const } : {}),
          ...(plan.attachOnly ? { attachOnly: plan.attachOnly } : {}),
          ...(plan.discardAtOwnTurnEnd ? { discardAtOwnTurnEnd: true as const } : {}),
          ...(plan.lessDamageDone ? { lessDamageDone: plan.lessDamageDone } : {}),
          ...(plan.discardUnlessEvolved ? { discardUnlessEvolved: true as const } : {}),
        }
      : null;
  read.set(key, out);
  return out ?? undefined;
}

/** The special Energy read from their text attached to a Pokémon, one entry per card. */
export function specialEnergyOn(
  cardOf: (id: InstanceId) => PokemonCard | undefined,
  mon: PokemonInPlay,
): (SpecialEnergyText & { readonly name: string })[] {
  return mon.energy.flatMap((id) => {
    const c = cardOf(id);
    const s = c ? specialEnergyOf(c) : undefined;
    return c && s ? [{ ...s, name: c.name }] : [];
  });
}

/**
 * Why `energy` may not be attached to `mon` ("Aqua Energy can be attached only to a Pokémon with
 * Team Aqua in its name."), or `undefined` when it may.
 */
export function energyAttachRefusal(energy: PokemonCard, mon: PokemonInPlay): string | undefined {
  const words = specialEnergyOf(energy)?.attachOnly;
  if (!words) return undefined;
  const fitsIt = pokemonPhrase(words.replace(/^(?:an?|1) /, ''), '');
  if (fitsIt?.(mon.card)) return undefined;
  return `${energy.name} can be attached only to ${words}.`;
}

/** Whether a Pokémon is one a special Energy's limited effect is for (see `onlyIf`). */
export const fits = (mon: PokemonInPlay, only: Fits | undefined) =>
  only === undefined ||
  mon.card.types.includes(only.type) ||
  (only.word !== undefined && mon.card.name.includes(only.word));

/** Whether a rule's exemption spares this Pokémon ("unless it's Darkness or has Dark in its name"). */
export const exempt = (mon: PokemonInPlay, unless: Exempt) =>
  mon.card.types.includes(unless.type) || mon.card.name.includes(unless.word);

/**
 * What attaching this Energy from the hand does to the Pokémon (Full Heal Energy's cure,
 * Potion Energy's damage counter): the actions, on the state after the attachment.
 */
export function onAttachFromHand(
  state: GameState<PokemonState>,
  energy: PokemonCard,
  mon: PokemonInPlay,
  player: string,
): Action[] {
  const on = specialEnergyOf(energy)?.onAttach;
  if (!on || (on.notOnEx && isPokemonEx(mon.card))) return [];
  const out: Action[] = [];
  for (const c of mon.conditions)
    if (on.cure?.includes(c))
      out.push({
        type: 'set_counter',
        player,
        source: 'script',
        card: `#${mon.top}`,
        zone: mon.zone,
        counter: c,
        value: 0,
      });
  out.push(...removeDamage(state, player, mon.zone, on.heal ?? 0));
  if (on.counters)
    out.push({
      type: 'add_counter',
      player,
      source: 'script',
      card: `#${mon.top}`,
      zone: mon.zone,
      counter: DAMAGE_COUNTER,
      amount: on.counters * 10,
    });
  return out;
}

/**
 * Removes up to `amount` HP of damage from the Pokémon in `zone` by the game's own authority.
 * The counters may sit on a card below the top (an evolved Pokémon keeps its damage).
 */
export function removeDamage(
  state: GameState,
  player: string,
  zone: string,
  amount: number,
): Action[] {
  const out: Action[] = [];
  let left = amount;
  for (const id of state.zones[zone]?.cards ?? []) {
    const d = state.cards[id]?.counters[DAMAGE_COUNTER] ?? 0;
    if (d <= 0 || left <= 0) continue;
    const take = Math.min(d, left);
    left -= take;
    out.push({
      type: 'remove_counter',
      player,
      source: 'script',
      card: `#${id}`,
      zone,
      counter: DAMAGE_COUNTER,
      amount: take,
    });
  }
  return out;
}
