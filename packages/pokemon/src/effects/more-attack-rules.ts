import type { Action } from '@playmat/engine';
import { basicEnergyType, isBasicEnergy, isPokemonEx, stage } from '../cards/card-helpers';
import type { EnergyType, PokemonCard } from '../cards/types';
import { type PokemonInPlay, prizesLeft } from '../game/board';
import {
  benchesOf,
  CONDITION,
  cond,
  DEFENDER,
  flipped,
  newPlan,
  num,
  onFlip,
  type Plan,
  type Rule,
  SELF,
  TYPE,
} from './attack-plan';
import { RECORD_CONDITIONS } from './attack-record-rules';
import { EffectEnv } from './env';
import { currentRetreatCost } from './passives';
import {
  attachChosenEach,
  attachChosenTo,
  choose,
  chooseOpponents,
  chooseOwn,
  cure,
  damageTargets,
  discardEnergy,
  effectReaches,
  energyCount,
  energyOfType,
  energyOn,
  flip,
  gust,
  heal,
  ifHeads,
  is,
  mayDo,
  opponentSwitches,
  pick,
  provides,
  said,
  searchDeck,
  selfDamage,
  status,
  step,
  stop,
  switchOwn,
  when,
  zoneOf,
} from './steps';
import type { Step, StepFn } from './types';

/**
 * Attack sentences of the classic sets that say what happens during the attack itself: damage
 * worked out from a count ("times the number of …", "for each …"), coins counted ("If you get 2
 * or more heads"), healing, Energy moved or returned, the top of the deck discarded, Pokémon
 * shuffled into their deck, Bench damage to some of the Benched Pokémon. Each rule carries out
 * everything its sentence says, or refuses (the text then stays manual).
 *
 * `read` reads more sentences with the whole table (patterns.ts owns it): a clause inside a
 * sentence ("If both of them are heads, …", "Then, …") is read as a sentence of its own.
 */
export type ReadSentences = (text: string, plan: Plan) => boolean;

export type Count = (e: EffectEnv) => number;

/** Damage counters on a Pokémon. */
export const countersOn = (mon: PokemonInPlay | undefined) => Math.floor((mon?.damage ?? 0) / 10);

/** "your" / "your opponent's" / "his or her" (the opponent, in an attack's text). */
export const whose = (word: string) => (e: EffectEnv) =>
  /opponent|his or her/i.test(word) ? e.opp : e.me;

/** The Pokémon "SELF"/"this Pokémon" or "the Defending Pokémon" names. */
export const pokemonNamed = (word: string) =>
  new RegExp(`^${DEFENDER}$`, 'i').test(word)
    ? (e: EffectEnv) => e.defender
    : (e: EffectEnv) => e.self;

/** "Sabrina's Gastlys, SELFs, and Sabrina's Gengars" read as names (plurals allowed). */
export function nameList(list: string): string[] | undefined {
  const items = list.split(/,? and\/or |,? and |,? or |, /).map((n) => n.trim());
  // "Darkness Pokémon" names a kind of card, not a card.
  return items.every(
    (n) =>
      /^(?:[A-Z]|SELF)/.test(n) && !/^(?:Pokémon|Energy|Benched)\b/.test(n) && !/ Pokémon$/.test(n),
  )
    ? items
    : undefined;
}

/** Whether a card name is one of `items` (SELF read as the attacker's name, "Koffings" as Koffing). */
export function named(items: readonly string[], e: EffectEnv, name: string): boolean {
  const own = e.self?.card.name ?? 'SELF';
  return items.some((raw) => {
    const item = raw.replace(/\bSELF/g, own);
    return item === name || item === `${name}s` || item === `${name}es`;
  });
}

/** A phrase a reader knows, and what it reads it as (`undefined`: it cannot). */
export type Reading<T> = readonly [RegExp, (m: RegExpExecArray) => T | undefined];

/** The first reading whose pattern matches the whole phrase. */
export function readPhrase<T>(readings: readonly Reading<T>[], phrase: string): T | undefined {
  const s = phrase.replace(/\s+/g, ' ').trim();
  for (const [re, f] of readings) {
    const m = re.exec(s);
    if (m) return f(m);
  }
  return undefined;
}

/** Energy on some Pokémon: cards (basic ones only when told) or what they provide. */
const energyAcross = (basic: boolean, cards: boolean) => (e: EffectEnv, mons: PokemonInPlay[]) =>
  mons.reduce(
    (n, x) =>
      n +
      (basic
        ? energyOn(e, x, isBasicEnergy).length
        : cards
          ? energyOn(e, x).length
          : energyCount(e, x)),
    0,
  );

/**
 * Counts the EX sets (2003 on) print: "Energy attached to all of your Active Pokémon" (read as
 * "your Active Pokémon", see double-battle.ts), "… to all of the Active Pokémon (both yours and
 * your opponent's)", "… to all Pokémon in play", "… to all of your Pokémon (including SELF)",
 * "damage counter on your Active Pokémon", "Trainer card in your opponent's hand", "Special
 * Energy card in your opponent's discard pile", "Basic Pokémon and each Evolution card in your
 * discard pile", "Pokémon in play with Team Magma in its name", "Colorless Energy in the
 * Defending Pokémon's Retreat Cost (after applying effects to the Retreat Cost)".
 */
const EX_COUNTS: readonly Reading<Count>[] = [
  [
    /^(basic )?Energy( cards?)? attached to (your|your opponent's) Active Pokémon$/i,
    (m) => {
      const count = energyAcross(m[1] !== undefined, m[2] !== undefined);
      if (m[1] !== undefined && m[2] === undefined) return undefined;
      const who = whose(m[3] as string);
      return (e) =>
        count(
          e,
          [e.active(who(e))].filter((x) => x !== undefined),
        );
    },
  ],
  [
    /^(basic )?Energy( cards?)? attached to all of the Active Pokémon \((?:both )?yours and your opponent's\)$/i,
    (m) => {
      const count = energyAcross(m[1] !== undefined, m[2] !== undefined);
      if (m[1] !== undefined && m[2] === undefined) return undefined;
      return (e) =>
        count(
          e,
          [e.active(e.me), e.active(e.opp)].filter((x) => x !== undefined),
        );
    },
  ],
  [
    /^(basic )?Energy( cards?)? attached to all (?:of the )?Pokémon in play$/i,
    (m) => {
      const count = energyAcross(m[1] !== undefined, m[2] !== undefined);
      if (m[1] !== undefined && m[2] === undefined) return undefined;
      return (e) => count(e, [...e.inPlay(e.me), ...e.inPlay(e.opp)]);
    },
  ],
  [
    new RegExp(
      `^(basic )?Energy( cards?)? attached to all of (your|your opponent's) Pokémon(?: \\(including ${SELF}\\))?$`,
      'i',
    ),
    (m) => {
      const count = energyAcross(m[1] !== undefined, m[2] !== undefined);
      if (m[1] !== undefined && m[2] === undefined) return undefined;
      const who = whose(m[3] as string);
      return (e) => count(e, e.inPlay(who(e)));
    },
  ],
  [
    /^damage counters? on (your|your opponent's) Active Pokémon$/i,
    (m) => {
      const who = whose(m[1] as string);
      return (e) => countersOn(e.active(who(e)));
    },
  ],
  [
    // A kind of card in a hand: a "Trainer card" is any Trainer (Supporters and Stadiums too).
    /^(Trainer|Energy|Pokémon) cards? in (your|your opponent's) hand$/i,
    (m) => {
      const kind = (m[1] as string).toLowerCase();
      const who = whose(m[2] as string);
      const fits = kind === 'trainer' ? is.trainer : kind === 'energy' ? is.energy : is.pokemon;
      return (e) =>
        e.zoneCards(who(e), 'hand').filter((id) => {
          const c = e.card(id);
          return c !== undefined && fits(c);
        }).length;
    },
  ],
  [
    /^Special Energy cards? in (your|your opponent's) discard pile$/i,
    (m) => {
      const who = whose(m[1] as string);
      return (e) =>
        e.zoneCards(who(e), 'discard').filter((id) => {
          const c = e.card(id);
          return c !== undefined && is.energy(c) && !isBasicEnergy(c);
        }).length;
    },
  ],
  [
    // "each Basic Pokémon and each Evolution card" / "Basic Pokémon or Evolution cards": every
    // Pokémon card there (a Baby is a Basic Pokémon too).
    /^Basic Pokémon (?:and (?:each )?|or )Evolution cards? in (your|your opponent's) discard pile$/i,
    (m) => {
      const who = whose(m[1] as string);
      return (e) =>
        e.zoneCards(who(e), 'discard').filter((id) => {
          const c = e.card(id);
          return c !== undefined && is.pokemon(c);
        }).length;
    },
  ],
  [
    // "Pokémon in play with Team Magma in its name" (both players').
    /^Pokémon (you have )?in play with (.+?) in (?:its|their) names?$/i,
    (m) => {
      const word = m[2] as string;
      const mine = m[1] !== undefined;
      return (e) =>
        [...e.inPlay(e.me), ...(mine ? [] : e.inPlay(e.opp))].filter((x) =>
          x.card.name.includes(word.replace(/\bSELF\b/g, e.self?.card.name ?? 'SELF')),
        ).length;
    },
  ],
  [
    new RegExp(
      `^Colorless(?: Energy)? in (?:${DEFENDER}|your opponent's Active Pokémon)'s Retreat Cost(?: \\(after applying effects to the Retreat Cost\\))?$`,
      'i',
    ),
    () => (e) => {
      const d = e.defender;
      return d ? currentRetreatCost(e.cards, e.state, d) : 0;
    },
  ],
];

/** What "the number of …" or "for each …" counts. */
const COUNTS: readonly Reading<Count>[] = [
  [/^heads(?: you get)?$/i, () => (e) => e.heads()],
  [/^tails$/i, () => (e) => e.tails()],
  [
    new RegExp(`^damage counters? on (${SELF}|${DEFENDER})$`, 'i'),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      return (e) => countersOn(mon(e));
    },
  ],
  [
    new RegExp(
      `^(basic |Special )?(?:${TYPE} )?Energy( cards?)? attached to (${SELF}|${DEFENDER})$`,
      'i',
    ),
    (m) => {
      const [kind, type, cards] = [m[1], m[2] as EnergyType | undefined, m[3]];
      const mon = pokemonNamed(m[4] as string);
      // "Energy card" counts cards; "Energy" counts what they provide (Double Colorless is 2).
      if (cards === undefined && kind === undefined) return (e) => energyCount(e, mon(e), type);
      const special = /special/i.test(kind ?? '');
      return (e) =>
        energyOn(
          e,
          mon(e),
          (c) => (!kind || isBasicEnergy(c) !== special) && (!type || provides(type)(c)),
        ).length;
    },
  ],
  [
    // "Energy attached to Starmie and the Defending Pokémon" (Energy Burst): both counted.
    new RegExp(
      `^(basic )?Energy( cards?)? attached to (${SELF}|${DEFENDER}) and (${SELF}|${DEFENDER})$`,
      'i',
    ),
    (m) => {
      const isDefender = (w: string) => new RegExp(`^${DEFENDER}$`, 'i').test(w);
      // Two names for the same Pokémon would count its Energy twice: not a reading.
      if (isDefender(m[3] as string) === isDefender(m[4] as string)) return undefined;
      const [a, b] = [pokemonNamed(m[3] as string), pokemonNamed(m[4] as string)];
      const [basic, cards] = [m[1] !== undefined, m[2] !== undefined];
      // "basic Energy cards" (EX Muddy Eye) counts basic Energy cards only.
      if (basic && !cards) return undefined;
      const on = (e: EffectEnv, x: PokemonInPlay | undefined) =>
        basic
          ? energyOn(e, x, isBasicEnergy).length
          : cards
            ? energyOn(e, x).length
            : energyCount(e, x);
      return (e) => on(e, a(e)) + on(e, b(e));
    },
  ],
  [
    // "Energy attached to all of your Benched Pokémon" (Lateral Eggsplosion).
    new RegExp(
      `^(?:${TYPE} )?Energy( cards?)? attached to (?:all of )?(your|your opponent's) Benched Pokémon$`,
      'i',
    ),
    (m) => {
      const type = m[1] as EnergyType | undefined;
      const cards = m[2] !== undefined;
      const who = whose(m[3] as string);
      return (e) =>
        e
          .bench(who(e))
          .reduce(
            (n, x) =>
              n +
              (cards
                ? energyOn(e, x, type ? provides(type) : () => true).length
                : energyCount(e, x, type)),
            0,
          );
    },
  ],
  [
    // "Energy cards attached to your opponent's Pokémon": on all of that player's Pokémon.
    /^(?:(basic|Special) )?Energy cards attached to (your|your opponent's) Pokémon$/i,
    (m) => {
      const who = whose(m[2] as string);
      const special = /special/i.test(m[1] ?? '');
      return (e) =>
        e
          .inPlay(who(e))
          .reduce(
            (n, x) =>
              n + energyOn(e, x, (c) => m[1] === undefined || isBasicEnergy(c) !== special).length,
            0,
          );
    },
  ],
  [
    // "for each type of basic Energy card, if any, attached to Ho-Oh" (Rainbow Burn).
    new RegExp(
      `^type of basic Energy(?: cards?)?(?:, if any,)? attached to (${SELF}|${DEFENDER})$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      return (e) =>
        new Set(
          energyOn(e, mon(e), is.basicEnergy)
            .map((id) => {
              const c = e.card(id);
              return c ? basicEnergyType(c) : undefined;
            })
            .filter((t) => t !== undefined),
        ).size;
    },
  ],
  [
    // Before the names on a Bench: "Pokémon" is no name (Dogpile's "Pokémon on your Bench").
    /^(?:Pokémon on (your|your opponent's|his or her) Bench|(?:of )?(your|your opponent's) Benched Pokémon)$/i,
    (m) => {
      const who = whose((m[1] ?? m[2]) as string);
      return (e) => e.bench(who(e)).length;
    },
  ],
  [
    // "the number of Murkrows on your Bench": Pokémon of those names on a Bench.
    /^(.+?) on (your|your opponent's) Bench$/i,
    (m) => {
      const items = nameList(m[1] as string);
      if (!items) return undefined;
      const who = whose(m[2] as string);
      return (e) => e.bench(who(e)).filter((x) => named(items, e, x.card.name)).length;
    },
  ],
  [
    new RegExp(
      `^(?:of )?(your|your opponent's) Pokémon in play(?: \\(including (?:this one|${SELF})\\))?$`,
      'i',
    ),
    (m) => {
      const who = whose(m[1] as string);
      return (e) => e.inPlay(who(e)).length;
    },
  ],
  [/^Pokémon in play$/i, () => (e) => e.inPlay(e.me).length + e.inPlay(e.opp).length],
  // "the number of Pokémon you have in play" (Skyridge Wigglytuff's Do the Wave).
  [/^Pokémon you have in play$/i, () => (e) => e.inPlay(e.me).length],
  [
    // "Pokémon you have in play with damage counters on them" (Iron Fist), "your Pokémon in play
    // with damage counters on them" (Gift of Spite).
    /^(?:Pokémon (you|your opponent) (?:have|has) in play|(your|your opponent's) Pokémon in play) with (?:any )?damage counters on (?:them|it)$/i,
    (m) => {
      const who = whose((m[1] ?? m[2]) as string);
      return (e) => e.inPlay(who(e)).filter((x) => x.damage > 0).length;
    },
  ],
  [
    // "for each card in your opponent's hand" (EX Chakra Points): "card" or "cards".
    /^cards? in (your|your opponent's) hand$/i,
    (m) => {
      const who = whose(m[1] as string);
      return (e) => e.zoneCards(who(e), 'hand').length;
    },
  ],
  ...EX_COUNTS,
  [
    new RegExp(`^(basic )?(?:${TYPE} )?Energy cards? in (your|your opponent's) discard pile$`, 'i'),
    (m) => {
      const [basic, type, who] = [m[1], m[2] as EnergyType | undefined, whose(m[3] as string)];
      return (e) =>
        e.zoneCards(who(e), 'discard').filter((id) => energyCard(e, id, type, basic !== undefined))
          .length;
    },
  ],
  [
    new RegExp(`^${TYPE} Energy cards? you discarded( in this way)?$`, 'i'),
    (m) => {
      const type = m[1] as EnergyType;
      // "… in this way": the cards discarded from the deck; else the Energy discarded to use it.
      const v = m[2] ? 'milled' : 'cost';
      return (e) => e.chosen(v).filter((id) => energyCard(e, id, type, false)).length;
    },
  ],
  [
    /^cards with (.+) in their names that you have in play(?: \(including this one\))?$/i,
    (m) => {
      const word = m[1] as string;
      return (e) => {
        const w = word.replace(/\bSELF\b/g, e.self?.card.name ?? 'SELF');
        return e.inPlay(e.me).filter((x) => x.card.name.includes(w)).length;
      };
    },
  ],
  [
    // "for each Darkness Pokémon in play" (Huntail's Dark Splash): a Pokémon of two types (the
    // EX dual-type rule) is one of each.
    new RegExp(`^(your |your opponent's )?${TYPE} Pokémon (you have )?in play$`, 'i'),
    (m) => {
      const type = m[2] as EnergyType;
      const who = m[1] ? whose(m[1]) : m[3] ? whose('your') : undefined;
      return (e) =>
        (who ? e.inPlay(who(e)) : [...e.inPlay(e.me), ...e.inPlay(e.opp)]).filter((x) =>
          x.card.types.includes(type),
        ).length;
    },
  ],
  [
    /^(.+?) (you have )?in play$/i,
    (m) => {
      const items = nameList(m[1] as string);
      if (!items) return undefined;
      const mine = m[2] !== undefined;
      return (e) =>
        [...e.inPlay(e.me), ...(mine ? [] : e.inPlay(e.opp))].filter((x) =>
          named(items, e, x.card.name),
        ).length;
    },
  ],
];

/** What a count phrase counts, or `undefined` for a phrase these rules do not know. */
export const countOf = (phrase: string) => readPhrase(COUNTS, phrase);

/** {@link countOf} for the damage: not what "you discarded" when the discard comes after it. */
const damageCountOf = (p: Plan, phrase: string) =>
  p.discardsAfterDamage && /\byou discarded\b/i.test(phrase) ? undefined : countOf(phrase);

/** Whether a card is an Energy card (of `type`, basic only when told). */
export function energyCard(e: EffectEnv, id: string, type: EnergyType | undefined, basic: boolean) {
  const c = e.card(id);
  return (
    c !== undefined && is.energy(c) && (!basic || isBasicEnergy(c)) && (!type || provides(type)(c))
  );
}

/** The Pokémon "does N damage to each …" names. */
export const TARGETS: readonly Reading<(e: EffectEnv) => PokemonInPlay[]>[] = [
  [/^of your opponent's Pokémon(?: in play)?$/i, () => (e) => e.inPlay(e.opp)],
  [
    /^of (your|your own|your opponent's) Benched Pokémon$/i,
    (m) => {
      const mine = !/opponent/i.test(m[1] as string);
      return (e) => e.bench(mine ? e.me : e.opp);
    },
  ],
  // "each of your Pokémon in play" (Skyridge Articuno's Ice Cyclone, on tails).
  [/^of your(?: own)? Pokémon(?: in play)?$/i, () => (e) => e.inPlay(e.me)],
  [
    // "each of your Pokémon that has Grass Energy attached" (any card that provides it).
    new RegExp(
      `^of your Pokémon that (?:has|have) (?:any )?(?:${TYPE} )?Energy(?: cards?)? attached(?: to (?:it|them))?$`,
      'i',
    ),
    (m) => {
      const filter = m[1] ? provides(m[1] as EnergyType) : is.energy;
      return (e) => e.inPlay(e.me).filter((x) => energyOn(e, x, filter).length > 0);
    },
  ],
  [
    // "each of your opponent's Benched Pokémon that are the same type (color) as the Defending
    // Pokémon" (Aquapolis Magneton's Steel Wave): any type the Defending Pokémon has. EX: "… of
    // the same type as the Defending Pokémon" (Registeel ex).
    /^of your opponent's Benched Pokémon (?:that (?:are|is) the same type(?: \(color\))?|of the same type) as the Defending Pokémon$/i,
    () => (e) => {
      const types = e.defender?.card.types ?? [];
      return e.bench(e.opp).filter((x) => x.card.types.some((t) => types.includes(t)));
    },
  ],
  [
    // "each Pokémon with a Poké-Body or Poké-Power (yours and your opponent's)" (Skyridge Raichu's Zzzap).
    /^Pokémon with a (Poké-Body or Poké-Power|Poké-Power or Poké-Body|Poké-Power|Poké-Body) \(yours and your opponent's\)$/i,
    (m) => {
      const kinds = (m[1] as string).split(' or ').map((k) => k.toLowerCase());
      return (e) =>
        [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((x) =>
          x.card.abilities.some((a) => kinds.includes(a.type.toLowerCase())),
        );
    },
  ],
  [
    // "each Benched Pokémon with at least 1 Energy card attached to it (yours and your
    // opponent's)" (Skyridge Jolteon's Thunderspark).
    /^Benched Pokémon with (?:at least 1|any) Energy cards? attached to (?:it|them) \(yours and your opponent's\)$/i,
    () => (e) => [...e.bench(e.me), ...e.bench(e.opp)].filter((x) => energyOn(e, x).length > 0),
  ],
  [
    // "each player's Bench" (Selfdestruct), "each Benched Pokémon (including your own)".
    /^(?:player's Bench|Benched Pokémon \(including your own\))$/i,
    () => (e) => [...e.bench(e.me), ...e.bench(e.opp)],
  ],
  [
    // "(both yours and your opponent's)" (EX Magnitude).
    /^Benched Pokémon \((?:both )?yours and your opponent's\)$/i,
    () => (e) => [...e.bench(e.me), ...e.bench(e.opp)],
  ],
  [
    // "each Benched Pokémon (both yours and your opponent's) that has Energy cards attached to it"
    // (EX Thunderspark).
    /^Benched Pokémon \((?:both )?yours and your opponent's\) that has (?:any )?Energy cards? attached to it$/i,
    () => (e) => [...e.bench(e.me), ...e.bench(e.opp)].filter((x) => energyOn(e, x).length > 0),
  ],
  [
    // "each of your opponent's Benched Pokémon that has any damage counters on it" (Clay Pulse).
    /^of (your|your opponent's) Benched Pokémon that (?:has|have) (?:any )?damage counters on (?:it|them)$/i,
    (m) => {
      const who = whose(m[1] as string);
      return (e) => e.bench(who(e)).filter((x) => x.damage > 0);
    },
  ],
  [
    // "each Active Pokémon (both yours and your opponent's)" (Big Explosion): the attacker too.
    /^Active Pokémon \((?:both )?yours and your opponent's\)$/i,
    () => (e) => [e.active(e.me), e.active(e.opp)].filter((x) => x !== undefined),
  ],
  [
    new RegExp(
      `^(?:${TYPE} )?Pokémon(?: that isn't ${TYPE})? on (each player's|your opponent's|your) Bench$`,
      'i',
    ),
    (m) => {
      const [isType, isNot, who] = [
        m[1] as EnergyType | undefined,
        m[2] as EnergyType | undefined,
        m[3],
      ];
      if (isType && isNot) return undefined;
      const benches = benchesOf(who === 'your' ? 'your own' : (who as string));
      return (e) =>
        benches(e).filter(
          (b) =>
            (!isType || b.card.types.includes(isType)) && (!isNot || !b.card.types.includes(isNot)),
        );
    },
  ],
  [
    /^other Pokémon \(even your own\)$/i,
    () => (e) => [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((x) => x.top !== e.self?.top),
  ],
  [
    new RegExp(`^non-${TYPE} Pokémon in play$`, 'i'),
    (m) => {
      const type = m[1] as EnergyType;
      return (e) =>
        [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((x) => !x.card.types.includes(type));
    },
  ],
  [
    /^Pokémon in play that has a Pokémon Power$/i,
    () => (e) =>
      [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((x) =>
        x.card.abilities.some((a) => a.type === 'Pokémon Power'),
      ),
  ],
];

/** A clause read as a sentence of its own: "the Defending Pokémon is now Confused" → "The … ." */
export const sentence = (clause: string) => `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;

/**
 * A clause that happens after the damage on some condition ("If both of them are heads, …"):
 * read alone, it may only add damage it states or steps after the damage — nothing that flips,
 * costs or checks, which would not wait for the condition.
 */
export function laterClause(
  read: ReadSentences,
  clause: string,
  parent: Plan,
  oneSentence = true,
): Plan | undefined {
  const fresh = (): Plan => {
    const plan: Plan = { ...newPlan(), ...(parent.those ? { those: parent.those } : {}) };
    notesOf(plan).parent = parent;
    return plan;
  };
  const text = oneSentence ? sentence(clause) : clause;
  let plan: Plan | undefined = fresh();
  if (!read(text, plan)) plan = undefined;
  // "A and B" read as two sentences when the whole is not one.
  for (let at = clause.indexOf(' and '); oneSentence && !plan && at > 0; ) {
    const two = fresh();
    if (read(`${sentence(clause.slice(0, at))} ${sentence(clause.slice(at + 5))}`, two)) plan = two;
    at = clause.indexOf(' and ', at + 1);
  }
  if (!plan) return undefined;
  const onlyAfter =
    plan.pre.length === 0 &&
    plan.unplayable.length === 0 &&
    plan.coins === undefined &&
    !plan.always &&
    !plan.extra &&
    !plan.chosenTarget &&
    !plan.ignoreWeakness &&
    !plan.ignoreResistance;
  return onlyAfter ? plan : undefined;
}

/** Adds a clause's plan under a condition read when the attack runs. */
export function addWhen(p: Plan, test: (e: EffectEnv) => boolean, sub: Plan) {
  const amount = sub.amount;
  if (amount.length > 0)
    p.amount.push((e, base) => (test(e) ? amount.reduce((d, f) => f(e, d), base) : base));
  if (sub.post.length > 0) p.post.push(when(test, sub.post));
  if (sub.last?.length) p.last = [...(p.last ?? []), when(test, sub.last)];
}

/** Whether the Defending Pokémon is Knocked Out by the damage just done (or gone). */
const defenderKnockedOut = (e: EffectEnv) => {
  const d = e.defender;
  return !d || d.damage >= d.hp;
};

/** Choose `count` Energy cards attached to a Pokémon (into `v`), without moving them. */
function chooseAttached(
  v: string,
  from: (e: EffectEnv) => PokemonInPlay | undefined,
  filter: (c: PokemonCard) => boolean,
  prompt: string,
): StepFn {
  return choose((e) => {
    const mon = from(e);
    const ids = mon && effectReaches(e, mon) ? energyOn(e, mon, filter) : [];
    return { var: v, kind: 'energy', prompt, options: ids.map((id) => e.cardOption(id)) };
  });
}

/** Moves the cards chosen into `v` to the Pokémon in the zone chosen into `to`. */
function attachChosenToPicked(v: string, to: string): StepFn {
  return (e) => {
    const zone = e.picked(to);
    if (!zone) return undefined;
    const actions: Action[] = [];
    for (const id of e.chosen(v)) {
      const from = zoneOf(e, id);
      if (from) actions.push(e.move(id, from, zone, 'bottom'));
    }
    return actions.length > 0 ? { actions } : undefined;
  };
}

/** Moves the cards chosen into `v` to their owner's `zone`. */
export function chosenTo(v: string, zone: 'hand' | 'discard'): StepFn {
  return (e) => {
    const actions: Action[] = [];
    for (const id of e.chosen(v)) {
      const from = zoneOf(e, id);
      const owner = e.state.cards[id]?.owner ?? e.me;
      if (from) actions.push(e.move(id, from, e.key(owner, zone)));
    }
    return actions.length > 0 ? { actions } : undefined;
  };
}

/**
 * A Pokémon and all cards attached to it shuffled into its owner's deck. The shuffle is the
 * game's, not the card's: the attacker may have just left play with the rest of its stack.
 */
function shuffleIntoDeck(target: 'self' | 'defender'): StepFn {
  return (e) => {
    const mon = target === 'self' ? e.self : e.defender;
    if (!mon || (target === 'defender' && !effectReaches(e, mon))) return undefined;
    const owner = target === 'self' ? e.me : e.opp;
    const deck = e.key(owner, 'deck');
    const shuffle: Action = { type: 'shuffle', player: owner, source: 'script', zone: deck };
    return { actions: [e.moveStack(mon.zone, deck), shuffle] };
  };
}

/** Adds steps that run once everything else is done (the attacker leaving play). */
const atTheEnd = (p: Plan, steps: Step[]) => {
  p.last = [...(p.last ?? []), ...steps];
};

/** Discard the top `n` cards of a player's deck (all of them when fewer); their ids go to `milled`. */
function discardTop(n: number, who: 'me' | 'opp'): StepFn {
  return (e) => {
    const player = who === 'me' ? e.me : e.opp;
    const ids = e.zoneCards(player, 'deck').slice(0, n);
    const deck = e.key(player, 'deck');
    const actions = ids.map((id) => e.move(id, deck, e.key(player, 'discard'), undefined, player));
    return { set: { milled: [...ids] }, ...(actions.length > 0 ? { actions } : {}) };
  };
}

/**
 * What a plan remembers between its sentences beyond the shared fields: the Pokémon "that
 * Pokémon" names (chosen into `that`), and the last flip of a counted number of coins (so "You
 * can't flip more than 3 coins in this way." can cap it).
 */
interface Notes {
  that?: 'bench' | 'own-bench' | 'each' | 'any';
  /** The plan a clause's plan was read for ("If heads, …"): its sentences are the text's. */
  parent?: Plan;
  coins?: { step: Step; at: number; count: Count };
}
const notes = new WeakMap<Plan, Notes>();
const notesOf = (p: Plan): Notes => {
  let n = notes.get(p);
  if (!n) {
    n = {};
    notes.set(p, n);
  }
  return n;
};

/** The plan of the whole text a clause's plan belongs to. */
const rootOf = (p: Plan): Plan => {
  const up = notes.get(p)?.parent;
  return up ? rootOf(up) : p;
};

/**
 * Damage to other Pokémon with or without Weakness and Resistance as the whole text says
 * ("Don't apply Weakness and Resistance." may come later): read when the attack runs.
 */
export const noWR = (p: Plan) => {
  const root = rootOf(p);
  return root.ignoreWeakness && root.ignoreResistance
    ? { weaknessAndResistance: false as const }
    : {};
};

/** Flips a counted number of coins before the damage, remembered for a cap. */
export function flipCounted(p: Plan, count: Count) {
  flipped(p, 'many');
  const s = flip(count);
  notesOf(p).coins = { step: s, at: p.pre.length, count };
  p.pre.push(s);
}

/** Choose 1 of a player's Benched Pokémon into `that`. */
function chooseBenched(mine: boolean): StepFn {
  const prompt = `Choose 1 of ${mine ? 'your' : "your opponent's"} Benched Pokémon.`;
  return mine
    ? chooseOwn('that', prompt, () => true, 'bench')
    : chooseOpponents('that', prompt, () => true, 'bench');
}

/** Whether a card is a basic Energy card. */
const basicCard = (e: EffectEnv, id: string) => {
  const c = e.card(id);
  return c !== undefined && isBasicEnergy(c);
};

/**
 * The cards of a Pokémon's stack that go with it when it leaves play, and the rest: "SELF and
 * all cards attached to it" is the whole stack; "SELF and all Energy cards attached to it"
 * keeps the Pokémon cards and Energy ("all basic Energy cards": basic ones only), the other
 * cards are discarded.
 */
function leavePlay(
  to: 'hand' | 'deck',
  keep: 'all' | 'energy' | 'basic-energy' | 'pokemon',
): StepFn {
  return (e) => {
    const mon = e.self;
    if (!mon) return undefined;
    const dest = e.key(e.me, to);
    const discard = e.key(e.me, 'discard');
    const stack = e.state.zones[mon.zone]?.cards ?? [];
    const pokemon = new Set([mon.top, ...mon.stages]);
    const energy = new Set(mon.energy);
    const goes = (id: string) =>
      keep === 'all' ||
      pokemon.has(id) ||
      (keep === 'energy' && energy.has(id)) ||
      (keep === 'basic-energy' && energy.has(id) && basicCard(e, id));
    // The Pokémon itself moves last: each move is made on its authority while it is in play.
    const order = [...stack.filter((id) => id !== mon.top), mon.top];
    const actions: Action[] = order.map((id) => e.move(id, mon.zone, goes(id) ? dest : discard));
    // The game shuffles: the attacker is no longer in play to do it.
    if (to === 'deck')
      actions.push({ type: 'shuffle', player: e.me, source: 'script', zone: dest });
    return { actions };
  };
}

/** A copy of the effect's view with one variable set (to run a step on one target of many). */
export function withVar(e: EffectEnv, name: string, value: string[]): EffectEnv {
  return new EffectEnv(e.cards, e.state, {
    ...e.effect,
    vars: { ...e.effect.vars, [name]: value },
  });
}

/** Whether a Pokémon has a Poké-Power or a Poké-Body (the EX words; not an older Pokémon Power). */
export const hasPokePowerOrBody = (card: PokemonCard, kinds = ['poké-power', 'poké-body']) =>
  'abilities' in card && (card.abilities ?? []).some((a) => kinds.includes(a.type.toLowerCase()));

/** "more" / "less" / "fewer" / "the same number" between two counts. */
const compare = (how: string) => {
  const h = how.toLowerCase();
  return h === 'more'
    ? (a: number, b: number) => a > b
    : h === 'less' || h === 'fewer'
      ? (a: number, b: number) => a < b
      : (a: number, b: number) => a === b;
};

// Words a name never is, after "the Defending Pokémon is …" (types and kinds have readers of their own).
const NOT_A_NAME =
  /^(?:Colorless|Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Dragon|Asleep|Burned|Confused|Paralyzed|Poisoned|Basic|Evolved|Baby|Stage|Knocked|Active|Benched|Pokémon|Not|No|Still|Already|Affected)\b/;

/**
 * The conditions the EX sets (2003 on) print on damage: "If the Defending Pokémon is affected by
 * a Special Condition", "… is Pokémon-ex", "… has any Poké-Powers or Poké-Bodies", "… has any
 * Special Energy cards attached to it", "… is Seviper", "If you have more Prize cards left than
 * your opponent", "… more cards in your hand than your opponent", "If SELF has less Energy
 * attached to it than the Defending Pokémon", "If your Pokémon have less Energy than your
 * opponent's", "If the Defending Pokémon has fewer remaining HP than SELF's", "If Magnetic Storm
 * is in play".
 */
const EX_CONDITIONS: readonly Reading<(e: EffectEnv) => boolean>[] = [
  [
    new RegExp(`^(${SELF}|${DEFENDER}) is affected by (?:a|any) Special Conditions?$`, 'i'),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      return (e) => (mon(e)?.conditions.length ?? 0) > 0;
    },
  ],
  [
    new RegExp(`^(${SELF}|${DEFENDER}) is (?:an? )?Pokémon-ex$`, 'i'),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      return (e) => {
        const card = mon(e)?.card;
        return card !== undefined && isPokemonEx(card);
      };
    },
  ],
  [
    new RegExp(
      `^(${SELF}|${DEFENDER}) has (?:any|an?) (Poké-Powers? or Poké-Bod(?:y|ies)|Poké-Bod(?:y|ies) or Poké-Powers?|Poké-Powers?|Poké-Bod(?:y|ies))$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const words = (m[2] as string).toLowerCase();
      const kinds = [
        ...(words.includes('power') ? ['poké-power'] : []),
        ...(words.includes('bod') ? ['poké-body'] : []),
      ];
      return (e) => {
        const card = mon(e)?.card;
        return card !== undefined && hasPokePowerOrBody(card, kinds);
      };
    },
  ],
  [
    new RegExp(
      `^(${SELF}|${DEFENDER}) has any (basic|Special) Energy cards? attached(?: to it)?$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const basic = (m[2] as string).toLowerCase() === 'basic';
      return (e) =>
        energyOn(e, mon(e)).some((id) => {
          const c = e.card(id);
          return c !== undefined && isBasicEnergy(c) === basic;
        });
    },
  ],
  [
    new RegExp(
      `^(${SELF}|${DEFENDER}) has (less|fewer|more) Energy attached to it than (${SELF}|${DEFENDER})(?: has| does)?$`,
      'i',
    ),
    (m) => {
      const [a, b] = [pokemonNamed(m[1] as string), pokemonNamed(m[3] as string)];
      const test = compare(m[2] as string);
      return (e) => test(energyCount(e, a(e)), energyCount(e, b(e)));
    },
  ],
  [
    // Power Count: "If your Pokémon have less Energy than your opponent's" (all in play).
    /^your Pokémon have (less|fewer|more) Energy(?: attached to them)? than your opponent's(?: Pokémon)?$/i,
    (m) => {
      const test = compare(m[1] as string);
      const all = (e: EffectEnv, who: string) =>
        e.inPlay(who).reduce((n, x) => n + energyCount(e, x), 0);
      return (e) => test(all(e, e.me), all(e, e.opp));
    },
  ],
  [
    new RegExp(
      `^(${DEFENDER}|${SELF}) has (fewer|less|more) remaining HP than (${DEFENDER}|${SELF})(?:'s)?$`,
      'i',
    ),
    (m) => {
      const [a, b] = [pokemonNamed(m[1] as string), pokemonNamed(m[3] as string)];
      const test = compare(m[2] as string);
      return (e) => {
        const [x, y] = [a(e), b(e)];
        return x !== undefined && y !== undefined && test(e.hpLeft(x), e.hpLeft(y));
      };
    },
  ],
  [
    /^(you|your opponent) (?:have|has) (more|fewer|less) Prize cards left than (you|your opponent)(?: do| does)?$/i,
    (m) => {
      const [a, b] = [whose(m[1] as string), whose(m[3] as string)];
      if (m[1]?.toLowerCase() === m[3]?.toLowerCase()) return undefined;
      const test = compare(m[2] as string);
      return (e) => test(prizesLeft(e.state, a(e)), prizesLeft(e.state, b(e)));
    },
  ],
  [
    /^(you|your opponent) (?:have|has) (more|fewer|less) cards in (?:your|his or her) hand than (you|your opponent)(?: do| does)?$/i,
    (m) => {
      const [a, b] = [whose(m[1] as string), whose(m[3] as string)];
      if (m[1]?.toLowerCase() === m[3]?.toLowerCase()) return undefined;
      const test = compare(m[2] as string);
      return (e) => test(e.zoneCards(a(e), 'hand').length, e.zoneCards(b(e), 'hand').length);
    },
  ],
  [
    /^you have the same number of cards in your hand as your opponent(?: does)?$/i,
    () => (e) => e.zoneCards(e.me, 'hand').length === e.zoneCards(e.opp, 'hand').length,
  ],
  [
    // Sky Kick: "If the Defending Pokémon has Fighting Resistance" / "… has Water Weakness" /
    // "… has no Resistance": what the card prints.
    new RegExp(
      `^(${SELF}|${DEFENDER}) has (?:(no)|an? |any )?(?:${TYPE} )?(Weakness|Resistance)$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const [none, type] = [m[2] !== undefined, m[3] as EnergyType | undefined];
      if (none && type) return undefined;
      const weakness = (m[4] as string).toLowerCase() === 'weakness';
      return (e) => {
        const card = mon(e)?.card;
        if (!card) return false;
        const list = weakness ? card.weaknesses : card.resistances;
        const has = list.some((w) => type === undefined || w.type === type);
        return none ? !has : has;
      };
    },
  ],
  [
    // Stadium Power: "If there is any Stadium card in play" / "… isn't any Stadium card in play".
    /^there (is|isn't|is not) (?:any|a|no) Stadium(?: card)? in play$/i,
    (m) => {
      const no = /not|n't/i.test(m[1] as string) !== /\bno\b/i.test(m[0]);
      return (e) => (e.state.zones.stadium?.cards.length ?? 0) > 0 !== no;
    },
  ],
  [
    // Fire Payback: "If you have less Benched Pokémon than your opponent" (either way round).
    /^(you|your opponent) (?:have|has) (more|fewer|less) Benched Pokémon than (you|your opponent)(?: do| does)?$/i,
    (m) => {
      const [a, b] = [whose(m[1] as string), whose(m[3] as string)];
      if (m[1]?.toLowerCase() === m[3]?.toLowerCase()) return undefined;
      const test = compare(m[2] as string);
      return (e) => test(e.bench(a(e)).length, e.bench(b(e)).length);
    },
  ],
  [
    // Spring Back: "If your opponent has only 1 Prize card left", "If you have exactly 2 Prize
    // cards left", "… 2 or fewer Prize cards left".
    /^(you|your opponent) (?:have|has) (?:only |exactly )?(\d+)( or (?:fewer|less|more))? Prize cards? left$/i,
    (m) => {
      const who = whose(m[1] as string);
      const n = Number(m[2]);
      const how = (m[3] ?? '').trim().toLowerCase();
      return (e) => {
        const left = prizesLeft(e.state, who(e));
        return how === '' ? left === n : how === 'or more' ? left >= n : left <= n;
      };
    },
  ],
  [
    // Burning Ball, Ancient Mantra: "If Magcargo has at least 2 Fire Energy attached to it", "… has
    // any Psychic Energy attached to it" — the Energy of that type it provides ("Energy cards":
    // the cards that provide it).
    new RegExp(
      `^(${SELF}|${DEFENDER}) has (any|at least (\\d+)) ${TYPE} Energy( cards?)? attached(?: to it)?$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const least = m[3] === undefined ? 1 : Number(m[3]);
      const type = m[4] as EnergyType;
      const cards = m[5] !== undefined;
      return (e) =>
        (cards ? energyOfType(e, mon(e), type).length : energyCount(e, mon(e), type)) >= least;
    },
  ],
  [
    // "If Magnetic Storm is in play": a Stadium of that name, or a Pokémon of that name (either side).
    // "If Registeel ex is in play": a Pokémon-ex's name ends in "ex".
    /^([A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*(?: ex)?) is in play$/,
    (m) => {
      const name = m[1] as string;
      if (NOT_A_NAME.test(name) || /^(?:SELF|It|The|This)\b/.test(name)) return undefined;
      return (e) => {
        const stadium = e.state.zones.stadium?.cards[0];
        if (stadium !== undefined && e.card(stadium)?.name === name) return true;
        return [...e.inPlay(e.me), ...e.inPlay(e.opp)].some((x) => x.card.name === name);
      };
    },
  ],
  [
    // "If the Defending Pokémon is Seviper" (a card of that name; "Seviper ex" is another name).
    new RegExp(`^${DEFENDER} is ([A-Z][\\w'.-]*(?: [A-Z][\\w'.-]*)*)$`),
    (m) => {
      const name = m[1] as string;
      if (NOT_A_NAME.test(name)) return undefined;
      return (e) => e.defender?.card.name === name;
    },
  ],
];

/** Conditions an attack's text puts on part of its effect ("If the Defending Pokémon …"). */
export const CONDITIONS: readonly Reading<(e: EffectEnv) => boolean>[] = [
  [
    // Lizard Poison: "If 1 Energy is attached to SELF, …", "If 4 or more Energy is attached to
    // SELF, …" — the Energy it provides (a card giving 2 counts 2); a bare number is that many.
    new RegExp(`^(\\d+)( or more)? Energy (?:is|are) attached to (${SELF}|${DEFENDER})$`, 'i'),
    (m) => {
      const mon = pokemonNamed(m[3] as string);
      const [n, more] = [Number(m[1]), m[2] !== undefined];
      return (e) => {
        const count = energyCount(e, mon(e));
        return more ? count >= n : count === n;
      };
    },
  ],
  [
    new RegExp(
      `^there are more Energy attached to (${DEFENDER}|${SELF}) than to (${DEFENDER}|${SELF})$`,
      'i',
    ),
    (m) => {
      const [a, b] = [pokemonNamed(m[1] as string), pokemonNamed(m[2] as string)];
      return (e) => energyCount(e, a(e)) > energyCount(e, b(e));
    },
  ],
  [
    new RegExp(
      `^(${SELF}|${DEFENDER}|it) (?:already )?has (any|no) damage counters(?: on it)?$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] === 'it' ? 'the Defending Pokémon' : (m[1] as string));
      const any = (m[2] as string).toLowerCase() === 'any';
      return (e) => (mon(e)?.damage ?? 0) > 0 === any;
    },
  ],
  [/^it has any$/i, () => (e) => (e.defender?.damage ?? 0) > 0],
  [
    new RegExp(`^(${SELF}|${DEFENDER}) is (?:an? )?${TYPE}(?: Pokémon)?$`, 'i'),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const type = m[2] as EnergyType;
      return (e) => mon(e)?.card.types.includes(type) === true;
    },
  ],
  [
    // "… is Asleep", "… isn't Asleep" (Expedition Haunter's Dream Eater: the same test, turned round).
    new RegExp(
      `^(${SELF}|${DEFENDER}) (is|was|isn't|is not|wasn't) ${CONDITION}(?: or ${CONDITION})?$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const not = /n't|not/i.test(m[2] as string);
      const cs = [m[3], m[4]].filter((c) => c !== undefined).map((c) => cond(c as string));
      return (e) => cs.some((c) => mon(e)?.conditions.includes(c) === true) !== not;
    },
  ],
  [
    // "the Defending Pokémon is a Baby Pokémon / a Basic Pokémon" (a Baby is also Basic).
    new RegExp(
      `^(${SELF}|${DEFENDER}) is an? (Baby|Basic|Stage 1|Stage 2)( Evolved)? Pokémon$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const kind = (m[2] as string).toLowerCase();
      // "a Stage 2 Evolved Pokémon" (EX): of that Stage, and evolved (a card under it).
      const evolved = m[3] !== undefined;
      if (evolved && (kind === 'baby' || kind === 'basic')) return undefined;
      return (e) => {
        const card = mon(e)?.card;
        if (!card) return false;
        if (evolved && (mon(e)?.stages.length ?? 0) === 0) return false;
        if (kind === 'baby') return card.subtypes.includes('Baby');
        return stage(card)?.toLowerCase() === kind;
      };
    },
  ],
  [
    // "the Defending Pokémon is an Evolved Pokémon": one that has evolved, with the Pokémon it
    // evolved from under it (a Basic Pikachu evolved from Pichu too).
    new RegExp(`^(${SELF}|${DEFENDER}) is an Evolved Pokémon$`, 'i'),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      return (e) => (mon(e)?.stages.length ?? 0) > 0;
    },
  ],
  [
    // "your opponent has any Evolved Pokémon in play" (one that has evolved: a card under it),
    // "… any Pokémon-ex in play"; "your opponent's Active Pokémon is / are Evolved Pokémon" (the
    // EX sets' "any of your opponent's Active Pokémon are …", read for one Active a side).
    /^(?:(you|your opponent) (?:have|has) any (Evolved Pokémon|Pokémon-ex) in play|(your|your opponent's) Active Pokémon (?:is an|are) (Evolved Pokémon|Pokémon-ex))$/i,
    (m) => {
      const who = whose((m[1] ?? m[3]) as string);
      const kind = (m[2] ?? m[4]) as string;
      const fits = (x: PokemonInPlay) =>
        /^Evolved/i.test(kind) ? x.stages.length > 0 : isPokemonEx(x.card);
      const active = m[3] !== undefined;
      return (e) =>
        e.inPlay(who(e)).some((x) => (!active || x.zone === e.key(who(e), 'active')) && fits(x));
    },
  ],
  [
    // "you have at least 1 Giovanni's Nidoking on your Bench", "your opponent has any Benched Pokémon".
    /^(you|your opponent) (?:have|has) (?:at least 1|any) (.+?)(?: on (?:your|his or her) Bench)?$/i,
    (m) => {
      const who = whose(m[1] as string);
      const what = m[2] as string;
      if (/^Benched Pokémon$/i.test(what)) return (e) => e.bench(who(e)).length > 0;
      if (!/ on (?:your|his or her) Bench$/i.test(m[0])) return undefined;
      const items = nameList(what);
      if (!items) return undefined;
      return (e) => e.bench(who(e)).some((x) => named(items, e, x.card.name));
    },
  ],
  [
    // "… has 2 or more damage counters on it", "… already has at least 2 damage counters on it" (EX).
    new RegExp(
      `^(${SELF}|${DEFENDER}) (?:already )?has (?:(\\d+) or more|at least (\\d+)) damage counters on it$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const n = Number(m[2] ?? m[3]);
      return (e) => countersOn(mon(e)) >= n;
    },
  ],
  [
    // The same counts said from the counters' side: "there are 4 or more damage counters on
    // Heracross", "there are no damage counters on the Defending Pokémon".
    new RegExp(
      `^there (?:are|is) (no|any|a|(?:\\d+) or more) damage counters? on (${SELF}|${DEFENDER})$`,
      'i',
    ),
    (m) => {
      const mon = pokemonNamed(m[2] as string);
      const what = (m[1] as string).toLowerCase();
      const least =
        what === 'no' ? 0 : what === 'any' || what === 'a' ? 1 : Number.parseInt(what, 10);
      return what === 'no' ? (e) => countersOn(mon(e)) === 0 : (e) => countersOn(mon(e)) >= least;
    },
  ],
  [
    new RegExp(
      `^(${SELF}|${DEFENDER}) and (${SELF}|${DEFENDER}) (have|don't have|do not have) (the same|a different) (number of Energy cards|amount of Energy) attached to them$`,
      'i',
    ),
    (m) => {
      const [a, b] = [pokemonNamed(m[1] as string), pokemonNamed(m[2] as string)];
      // "don't have the same number" (Syncroblast) is "have a different number".
      const same = /same/i.test(m[4] as string) !== /not|n't/i.test(m[3] as string);
      // "number of Energy cards" counts cards; "amount of Energy" (EX Link Blast) what they provide.
      const cards = /cards/i.test(m[5] as string);
      const n = (e: EffectEnv, x: PokemonInPlay | undefined) =>
        cards ? energyOn(e, x).length : energyCount(e, x);
      return (e) => (n(e, a(e)) === n(e, b(e))) === same;
    },
  ],
  [
    // "the Defending Pokémon has Dark in its name or is a Darkness Pokémon" (Beatdown); "… has
    // Team Aqua in its name" (EX Team Magma vs Team Aqua): the words, whole, in the card's name.
    new RegExp(
      `^(${SELF}|${DEFENDER}) has ([A-Z][\\w'.]*(?: [A-Z][\\w'.]*)*) in its name(?: or is an? ${TYPE} Pokémon)?$`,
    ),
    (m) => {
      const mon = pokemonNamed(m[1] as string);
      const word = new RegExp(`\\b${(m[2] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      const type = m[3] as EnergyType | undefined;
      return (e) => {
        const x = mon(e);
        return (
          x !== undefined && (word.test(x.card.name) || (!!type && x.card.types.includes(type)))
        );
      };
    },
  ],
  ...EX_CONDITIONS,
  // What attacks did last turn (Earthdrill, Perish Song, Fin Slap, Sketch): attack-record-rules.ts.
  ...RECORD_CONDITIONS,
];

const NUMBER = '(a|an|one|two|three|four|five|\\d+)';

/**
 * The reminders after "remove N damage counters from …" that only say a Pokémon with fewer loses
 * them all ("(remove 1 if there is only 1)", "(all if there are less than 4)", "(or 1 if it only
 * has 1)"): removing never takes more than there is, so they change nothing.
 */
export const ALL_IF_FEWER =
  '(?: \\((?:remove |or )?(?:1|all)(?: damage counters?)? if (?:there is only 1|it (?:only has|has only) 1|there are (?:less|fewer) than \\d+)\\))?';

/** The rules; `read` reads clauses with the whole table. */
export function moreAttackRules(read: ReadSentences): Rule[] {
  return [
    // ------------------------------------------------------------ damage from a count
    [
      /^This attack does (\d+) damage times the number of heads to that Pokémon\.$/i,
      (m, p) => {
        if (notesOf(p).that === undefined || p.coins !== 'many') return false;
        const n = Number(m[1]);
        p.post.push(
          step((e) => damageTargets((x) => x.chosenPokemon('that'), n * e.heads(), noWR(p))(e)),
        );
        return true;
      },
    ],
    [
      /^This attack does (\d+) damage times the number of heads to the Defending Pokémon and (\d+) damage times the number of tails to SELF\.$/i,
      (m, p) => {
        if (p.coins !== 'many') return false;
        p.amount.push((e) => Number(m[1]) * e.heads());
        p.post.push(selfDamage((e) => Number(m[2]) * e.tails()));
        return true;
      },
    ],
    [
      // "does 20 times the number of heads" (no "damage": Expedition Clefable's Doubleslap).
      /^(?:This attack does|Does) (\d+)(?: damage)? times the (?:total )?(?:number|amount) of ([^.]+?)\.$/i,
      (m, p) => {
        const n = damageCountOf(p, m[2] as string);
        // After "Choose 1 of …": the damage may be meant for the chosen one (Called Shot), not read.
        if (!n || notesOf(p).that !== undefined) return false;
        p.amount.push((e) => Number(m[1]) * n(e));
        return true;
      },
    ],
    [
      /^(?:This attack does|Does) (\d+) damage plus (\d+) (?:more )?damage (?:times the (?:total )?number of|for each) ([^.]+?)\.$/i,
      (m, p) => {
        const n = damageCountOf(p, m[3] as string);
        if (!n) return false;
        p.amount.push((e) => Number(m[1]) + Number(m[2]) * n(e));
        return true;
      },
    ],
    [
      /^(?:This attack does|Does) (\d+) damage for each ([^.]+?)\.$/i,
      (m, p) => {
        const n = damageCountOf(p, m[2] as string);
        if (!n) return false;
        p.amount.push((e) => Number(m[1]) * n(e));
        return true;
      },
    ],
    // ------------------------------------------------------------ coins
    [
      // "the amount of Water Energy attached to …" (Expedition Poliwrath): what the cards provide.
      /^(?:Flip|Your opponent flips) a number of coins equal to the (?:total )?(?:number|amount) of ([^.]+?)\.$/i,
      (m, p) => {
        const n = countOf(m[1] as string);
        if (!n) return false;
        flipCounted(p, n);
        return true;
      },
    ],
    [
      /^Flip a coin for each ([^.]+?)\.$/i,
      (m, p) => {
        const n = countOf(m[1] as string);
        if (!n) return false;
        flipCounted(p, n);
        return true;
      },
    ],
    [
      // How many heads a flip of several coins gave, and what then happens.
      // "If 1 of them is heads, …" in a table of outcomes (EX Fury Cutter) is exactly 1; "If all
      // of them are heads, …. If not, …." (EX Fury Cutter) reads the other outcome too.
      /^If (1 or both of them are heads|either of (?:them|the coins) is heads|both (?:of them )?are heads|you get (\d+) or more heads|you get (\d+) heads|(?:exactly |(?=\d+ of them))(\d+) (?:is|are|of them (?:is|are)) heads|all (?:(\d+) )?(?:of them )?are heads), ([^.;]+)\.(?: If not, ([^.;]+)\.)?$/i,
      (m, p) => {
        const [test, two] = headsTest(m);
        if (p.coins !== 'many' || (two && !p.twoCoins)) return false;
        const sub = laterClause(read, m[6] as string, p);
        if (!sub) return false;
        const otherwise = m[7] === undefined ? undefined : laterClause(read, m[7], p);
        if (m[7] !== undefined && !otherwise) return false;
        addWhen(p, test, sub);
        if (otherwise) addWhen(p, (e) => !test(e), otherwise);
        return true;
      },
    ],
    [
      /^If heads, flip another coin\. If the second coin is (heads|tails), ([^.;]+)\. If the second coin is (heads|tails), ([^.;]+)\.$/i,
      (m, p) => {
        const [first, a, second, b] = [m[1], m[2], m[3], m[4]] as string[];
        if (p.coins !== 'one' || first?.toLowerCase() === second?.toLowerCase()) return false;
        const one = laterClause(read, a as string, p);
        const other = laterClause(read, b as string, p);
        if (!one || !other || one.amount.length > 0 || other.amount.length > 0) return false;
        const [h, t] = first?.toLowerCase() === 'heads' ? [one, other] : [other, one];
        p.post.push(
          ifHeads(
            flip(1, 'second'),
            when((e) => e.heads('second') > 0, h.post, t.post),
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ clauses read alone
    [
      /^Then, (?!for each heads)([^.]+\.)$/,
      (m, p) => {
        // After a coin, "Then, …" may or may not belong to a branch of it: left to the player.
        if (p.coins !== undefined) return false;
        const rest = m[1] as string;
        return read(`${rest.charAt(0).toUpperCase()}${rest.slice(1)}`, p);
      },
    ],
    [
      // Not "to it": in every printing that names a Pokémon just chosen, never the attacker.
      /^(?:If (heads|tails), )?(?:this attack )?does (\d+) damage to (?:SELF|this Pokémon)\.$/i,
      (m, p) => void p.post.push(...onFlip(m[1], [selfDamage(Number(m[2]))])),
    ],
    // ------------------------------------------------------------ healing
    [
      new RegExp(
        `^If there are any damage counters on ${SELF}, remove (1|2|3|one|two|three) of them\\.$`,
        'i',
      ),
      (m, p) => void p.post.push(heal((e) => e.self?.zone, num(m[1]) * 10)),
    ],
    [
      new RegExp(
        `^If ${SELF} has any damage counters on it, flip a coin\\. If heads, remove (1|2|one|two) of those damage counters\\.$`,
        'i',
      ),
      (m, p) => {
        flipped(p, 1);
        p.post.push(
          when((e) => (e.self?.damage ?? 0) > 0, [flip()]),
          ifHeads(heal((e) => e.self?.zone, num(m[1]) * 10)),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^If (?:${SELF} does damage to|this attack damages) the Defending Pokémon \\(after applying Weakness and Resistance\\), remove (?:(a|1) damage counter from ${SELF}, if it has any|a number of damage counters from ${SELF} equal to half the damage done to the Defending Pokémon \\(rounded up to the nearest 10\\))\\.$`,
        'i',
      ),
      (m, p) => {
        const hp = (e: EffectEnv) =>
          m[1] !== undefined ? 10 : Math.ceil(e.num('damageDone') / 20) * 10;
        p.post.push(when((e) => e.num('damageDone') > 0, [heal((e) => e.self?.zone, hp)]));
        return true;
      },
    ],
    [
      new RegExp(
        `^If this attack damages the Defending Pokémon, the Defending Pokémon is now ${CONDITION} and you remove a number of damage counters from ${SELF} equal to half that damage \\(rounded up to the nearest 10\\)\\.$`,
        'i',
      ),
      (m, p) => {
        p.post.push(
          when(
            (e) => e.num('damageDone') > 0,
            [
              status(cond(m[1] as string)),
              heal(
                (e) => e.self?.zone,
                (e) => Math.ceil(e.num('damageDone') / 20) * 10,
              ),
            ],
          ),
        );
        return true;
      },
    ],
    [
      // "For each heads, remove 1 damage counter on Wooper." (Aquapolis Wooper's Deep Dive).
      new RegExp(
        `^For each heads, remove (1|a|\\d+) damage counters? (?:on|from) ${SELF}\\.$`,
        'i',
      ),
      (m, p) => {
        if (p.coins !== 'many') return false;
        const per = num(m[1]) * 10;
        p.post.push(
          heal(
            (e) => e.self?.zone,
            (e) => per * e.heads(),
          ),
        );
        return true;
      },
    ],
    [
      // "Remove 2 damage counters from Staryu for each Energy attached to it." — never more than
      // it has ("If it has fewer damage counters than that, remove all of them." is then true).
      new RegExp(`^Remove (1|a|\\d+) damage counters? from ${SELF} for each ([^.]+?)\\.$`, 'i'),
      (m, p) => {
        const n = countOf(m[2] as string);
        if (!n) return false;
        const per = num(m[1]) * 10;
        p.post.push(
          heal(
            (e) => e.self?.zone,
            (e) => per * n(e),
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(`^Remove (\\d+) damage counters times the number of heads from ${SELF}\\.$`, 'i'),
      (m, p) => {
        if (p.coins === undefined) return false;
        p.post.push(
          heal(
            (e) => e.self?.zone,
            (e) => Number(m[1]) * 10 * e.heads(),
          ),
        );
        return true;
      },
    ],
    // The amount removed is capped by the counters there are: heal never removes more.
    [/^If (?:it|SELF) has fewer damage counters than that, remove all of them\.$/i, () => true],
    [
      /^(?:If (heads|tails), )?remove all damage counters from 1 of your Pokémon\.$/i,
      (m, p) =>
        void p.post.push(
          ...onFlip(m[1], [
            chooseOwn(
              'healed',
              'Choose 1 of your Pokémon to remove all damage counters from.',
              (x) => x.damage > 0,
            ),
            heal((e) => e.picked('healed'), 'all'),
          ]),
        ),
    ],
    [
      /^For each heads, remove (1|a) damage counter from each of your Pokémon\. If a Pokémon has fewer damage counters than the number of heads, remove all of them\.$/i,
      (_m, p) => {
        if (p.coins !== 'many') return false;
        p.post.push(
          step((e) => {
            const actions = e.inPlay(e.me).flatMap((x) => e.heal(x.zone, 10 * e.heads()));
            return actions.length > 0 ? { actions } : undefined;
          }),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ damage to several Pokémon
    [
      // "This attack also does 10 damage to each …" (Skyridge Golem's Earth Bomb): as without "also".
      /^(?:If (heads|tails), )?(?:This attack (?:also )?does|Does|Do) (\d+) damage to each ([^.]+?)\.$/i,
      (m, p) => {
        const targets = readPhrase(TARGETS, m[3] as string);
        if (!targets) return false;
        const amount = Number(m[2]);
        // "Don't apply Weakness and Resistance." may follow: read when the attack runs.
        const hit: StepFn = (e) => damageTargets(targets, amount, noWR(p))(e);
        p.post.push(...onFlip(m[1], [hit]));
        return true;
      },
    ],
    [
      /^Don't apply Weakness (?:and|or) Resistance\.$/i,
      (_m, p) => {
        p.ignoreWeakness = true;
        p.ignoreResistance = true;
        return true;
      },
    ],
    // ------------------------------------------------------------ Energy
    [
      new RegExp(
        `^Take (?:1|an?) (?:${TYPE} )?Energy cards? attached to ${SELF} and attach it to 1 of your Benched Pokémon\\. If you have no Benched Pokémon, discard that Energy card\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[1] as EnergyType | undefined;
        const filter = type ? provides(type) : is.energy;
        const kind = `${type ? `${type} ` : ''}Energy card`;
        p.post.push(
          when(
            (e) => e.bench(e.me).length > 0,
            [
              chooseAttached(
                'moved',
                (e) => e.self,
                filter,
                `Choose the ${kind} to move to 1 of your Benched Pokémon.`,
              ),
              when(
                (e) => e.chosen('moved').length > 0,
                [
                  chooseOwn(
                    'to',
                    `Choose the Benched Pokémon to attach the ${kind} to.`,
                    () => true,
                    'bench',
                  ),
                  attachChosenToPicked('moved', 'to'),
                ],
              ),
            ],
            discardEnergy((e) => e.self, 1, filter),
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^Take all Energy cards attached to ${SELF} and attach them to your Benched Pokémon \\(in any way you (?:choose|like)\\)\\. If you have no Benched Pokémon, discard all Energy cards attached to ${SELF}\\.$`,
        'i',
      ),
      (_m, p) => {
        p.post.push(
          when(
            (e) => e.bench(e.me).length > 0,
            [
              step((e) => ({ set: { bomb: [...energyOn(e, e.self)] } })),
              ...attachChosenEach(
                'bomb',
                (e) => e.bench(e.me),
                'Choose the Benched Pokémon to attach',
              ),
            ],
            discardEnergy((e) => e.self, 'all'),
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^Discard (an? ${TYPE} Energy card(?:, an? ${TYPE} Energy card)*,? and an? ${TYPE} Energy card) attached to ${SELF} in order to use this attack\\.$`,
        'i',
      ),
      (m, p) => {
        const types = [...(m[1] as string).matchAll(new RegExp(TYPE, 'g'))].map(
          (t) => t[1] as EnergyType,
        );
        p.unplayable.push((e) => {
          const left = [...energyOn(e, e.self)];
          for (const t of types) {
            const i = left.findIndex((id) => {
              const c = e.card(id);
              return c !== undefined && provides(t)(c);
            });
            if (i < 0) return `this Pokémon has no ${t} Energy card to discard.`;
            left.splice(i, 1);
          }
          return undefined;
        });
        for (const [i, t] of types.entries())
          p.pre.push(
            when(
              (e) => e.vars.copied !== true,
              discardEnergy((e) => e.self, 1, provides(t), `cost${i}`),
            ),
          );
        return true;
      },
    ],
    [
      new RegExp(
        `^Return an? (?:${TYPE} )?Energy card attached to ${SELF} to your hand in order to use this attack\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[1] as EnergyType | undefined;
        const filter = type ? provides(type) : is.energy;
        p.unplayable.push((e) =>
          energyOn(e, e.self, filter).length > 0
            ? undefined
            : `this Pokémon has no ${type ? `${type} ` : ''}Energy card to return to your hand.`,
        );
        p.pre.push(
          when(
            (e) => e.vars.copied !== true,
            [
              chooseAttached(
                'returned',
                (e) => e.self,
                filter,
                `Choose the ${type ? `${type} ` : ''}Energy card to return to your hand.`,
              ),
              chosenTo('returned', 'hand'),
            ],
          ),
        );
        return true;
      },
    ],
    [
      /^If the Defending Pokémon has any basic Energy cards attached to it, choose 1 of them\. If your opponent has any Benched Pokémon, choose 1 of them and attach that Energy card to it\.$/i,
      (_m, p) => {
        p.post.push(
          when(
            (e) => e.bench(e.opp).length > 0,
            [
              chooseAttached(
                'moved',
                (e) => e.defender,
                is.basicEnergy,
                "Choose the basic Energy card to move from the Defending Pokémon to 1 of your opponent's Benched Pokémon.",
              ),
              when(
                (e) => e.chosen('moved').length > 0,
                [
                  chooseOpponents(
                    'to',
                    "Choose 1 of your opponent's Benched Pokémon to attach that Energy card to.",
                    () => true,
                    'bench',
                  ),
                  attachChosenToPicked('moved', 'to'),
                ],
              ),
            ],
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^You may discard (?:1|an?) ${TYPE} Energy card attached to ${SELF} when you use this attack\\. If you do and if your opponent has any Benched Pokémon, choose 1 of them and this attack does (\\d+) damage to it\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[1] as EnergyType;
        p.post.push(
          when(
            (e) => energyOn(e, e.self, provides(type)).length > 0,
            [
              mayDo('discard', `Discard 1 ${type} Energy card attached to this Pokémon?`),
              when(said('discard'), [
                ...discardEnergy((e) => e.self, 1, provides(type)),
                chooseOpponents(
                  'snipe',
                  "Choose 1 of your opponent's Benched Pokémon to damage.",
                  () => true,
                  'bench',
                ),
                damageTargets((e) => e.chosenPokemon('snipe'), Number(m[2])),
              ]),
            ],
          ),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ the deck
    [
      new RegExp(
        `^(?:If (heads|tails), )?discard the top ${NUMBER} cards? (?:of|from) (your|your opponent's) deck\\.$`,
        'i',
      ),
      (m, p) => {
        const mine = (m[3] as string).toLowerCase() === 'your';
        const top = discardTop(num(m[2]), mine ? 'me' : 'opp');
        // Your own cards first, so that damage counted from them ("in this way") can read them.
        if (m[1] === undefined && mine) p.pre.push(top);
        else p.post.push(...onFlip(m[1], [top]));
        return true;
      },
    ],
    [
      // The same said of the player who discards: "Your opponent discards the top card from his
      // or her deck.", "Each player discards the top 3 cards from his or her deck."
      new RegExp(
        `^(?:If (heads|tails), )?(your opponent|each player) discards the top (?:card|${NUMBER} cards?) (?:of|from) his or her deck\\.$`,
        'i',
      ),
      (m, p) => {
        const n = m[3] === undefined ? 1 : num(m[3]);
        const who: ('me' | 'opp')[] = /each/i.test(m[2] as string) ? ['me', 'opp'] : ['opp'];
        p.post.push(
          ...onFlip(
            m[1],
            who.map((w) => discardTop(n, w)),
          ),
        );
        return true;
      },
    ],
    [/^\(If there are fewer than (\d+) cards in your deck, discard all of them\.\)$/i, () => true],
    // ------------------------------------------------------------ Pokémon leaving play
    [
      new RegExp(
        `^(?:If (heads|tails), )?shuffle ${SELF} and all cards attached to it into your deck(?: \\(after doing damage\\))?\\.$`,
        'i',
      ),
      (m, p) => void atTheEnd(p, onFlip(m[1], [shuffleIntoDeck('self')])),
    ],
    [
      /^(?:If (heads|tails), )?your opponent shuffles his or her Active Pokémon and all cards attached to it into his or her deck\.$/i,
      (m, p) => void p.post.push(...onFlip(m[1], [shuffleIntoDeck('defender')])),
    ],
    [
      /^Unless this attack Knocks Out the Defending Pokémon, flip 2 coins\.$/i,
      (_m, p) => {
        flipped(p, 'many');
        p.twoCoins = true;
        p.post.push(
          when((e) => !defenderKnockedOut(e), [flip(2)], [step(() => ({ set: { flip: 0 } }))]),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ switching
    [
      /^If this attack doesn't Knock Out the Defending Pokémon, and if there are any Pokémon on your opponent's Bench, choose 1 of them and switch it with the Defending Pokémon\.$/i,
      (_m, p) => void p.post.push(when((e) => !defenderKnockedOut(e), gust())),
    ],
    [
      /^If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with his or her Active Pokémon, then, if you have any Benched Pokémon, you switch 1 of them with your Active Pokémon\.$/i,
      (_m, p) =>
        void p.post.push(
          ...opponentSwitches(),
          when((e) => e.bench(e.me).length > 0, switchOwn()),
        ),
    ],
    // ------------------------------------------------------------ searches
    [
      /^Search your deck for any number of Pokémon named ([^.]+?)\. Show those cards to your opponent, then put them into your hand\.$/i,
      (m, p) => {
        const items = nameList(m[1] as string);
        if (!items) return false;
        p.post.push(
          ...searchDeck({
            filter: (c, e) => is.pokemon(c) && named(items, e, c.name),
            max: 60,
            to: 'hand',
            reveal: true,
            shuffle: false,
            prompt: `Choose any number of Pokémon named ${items.join(', ')} to show your opponent and put into your hand.`,
          }),
        );
        return true;
      },
    ],
    // ------------------------------------------------------------ costs "or this attack does nothing"
    [
      new RegExp(
        `^(?:For each heads, )?Discard (${NUMBER} ${TYPE} Energy cards?(?: and ${NUMBER} ${TYPE} Energy cards?)*|${NUMBER} (?:basic )?Energy cards?|an? (?:basic )?${TYPE} Energy card|an? basic Energy card) attached to ${SELF} or this attack does nothing\\.$`,
        'i',
      ),
      (m, p) => {
        const perHeads = /^For each heads/i.test(m[0]);
        const what = m[1] as string;
        const parts = [
          ...what.matchAll(new RegExp(`${NUMBER} (basic )?(?:${TYPE} )?Energy cards?`, 'gi')),
        ].map((x) => ({
          n: num(x[1]),
          basic: x[2] !== undefined,
          type: x[3] as EnergyType | undefined,
        }));
        if (perHeads && (parts.length !== 1 || p.coins !== 'many')) return false;
        const need = (e: EffectEnv, part: { n: number }) => (perHeads ? e.heads() : part.n);
        // "a basic Fire Energy card": a basic Energy card that provides Fire.
        const filterOf =
          (t?: EnergyType, basic = false) =>
          (c: PokemonCard) =>
            (basic ? is.basicEnergy(c) : is.energy(c)) && (t === undefined || provides(t)(c));
        p.pre.push(
          when(
            (e) => {
              // Each part needs its own cards (a card counts once).
              const left = [...energyOn(e, e.self)];
              for (const part of parts)
                for (let i = 0; i < need(e, part); i++) {
                  const at = left.findIndex((id) => {
                    const c = e.card(id);
                    return c !== undefined && filterOf(part.type, part.basic)(c);
                  });
                  if (at < 0) return false;
                  left.splice(at, 1);
                }
              return true;
            },
            parts.flatMap((part, i) =>
              discardEnergy(
                (e) => e.self,
                (e) => need(e, part),
                filterOf(part.type, part.basic),
                `cost${i}`,
              ),
            ),
            [stop],
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^Discard all (?:${TYPE} )?Energy cards attached to ${SELF} or this attack does nothing\\.$`,
        'i',
      ),
      (m, p) => {
        const filter = m[1] ? provides(m[1] as EnergyType) : is.energy;
        p.pre.push(
          when(
            (e) => energyOn(e, e.self, filter).length > 0,
            discardEnergy((e) => e.self, 'all', filter, 'cost'),
            [stop],
          ),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^If (heads|tails), discard all (?:${TYPE} )?Energy cards attached to ${SELF}\\.$`,
        'i',
      ),
      (m, p) => {
        const filter = m[2] ? provides(m[2] as EnergyType) : is.energy;
        p.post.push(
          ...onFlip(
            m[1],
            discardEnergy((e) => e.self, 'all', filter),
          ),
        );
        p.discardsAfterDamage = true;
        return true;
      },
    ],
    [
      /^If (?:either|1 or both|any) of them (?:is|are) tails, this attack does nothing(?: \(not even damage\))?\.$/i,
      (_m, p) => {
        if (p.coins !== 'many') return false;
        p.pre.push(when((e) => e.tails() > 0, [stop]));
        return true;
      },
    ],
    [
      /^You can't flip more than (\d+) coins in this way\.$/i,
      (m, p) => {
        const last = notesOf(p).coins;
        if (!last || p.pre[last.at] !== last.step) return false;
        const cap = Number(m[1]);
        const capped = flip((e) => Math.min(cap, last.count(e)));
        p.pre[last.at] = capped;
        notesOf(p).coins = { ...last, step: capped };
        return true;
      },
    ],
    // ------------------------------------------------------------ Energy from the discard pile or hand
    [
      new RegExp(
        `^If there are any ${TYPE} Energy cards in your discard pile, (?:choose 1 of them and attach it|attach 1 of them) to ${SELF}\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[1] as EnergyType;
        p.post.push(
          pick({
            from: 'discard',
            filter: (c) => is.energy(c) && provides(type)(c),
            min: 1,
            max: 1,
            prompt: `Choose a ${type} Energy card from your discard pile to attach to this Pokémon.`,
          }),
          attachChosenTo('picked', 'self'),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^(?:If (heads|tails), )?you may attach up to (\\d+) ${TYPE} Energy cards from your hand to ${SELF}\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[3] as EnergyType;
        p.post.push(
          ...onFlip(m[1], [
            pick({
              from: 'hand',
              filter: (c) => is.energy(c) && provides(type)(c),
              max: Number(m[2]),
              prompt: `Choose up to ${m[2]} ${type} Energy cards from your hand to attach to this Pokémon.`,
            }),
            attachChosenTo('picked', 'self'),
          ]),
        );
        return true;
      },
    ],
    [
      new RegExp(
        `^Shuffle all ${TYPE} Energy cards from your discard pile into your deck\\.$`,
        'i',
      ),
      (m, p) => {
        const type = m[1] as EnergyType;
        p.post.push((e) => {
          const ids = e.zoneCards(e.me, 'discard').filter((id) => energyCard(e, id, type, false));
          const deck = e.key(e.me, 'deck');
          return {
            actions: [
              ...ids.map((id) => e.move(id, e.key(e.me, 'discard'), deck)),
              e.shuffle(e.me),
            ],
          };
        });
        return true;
      },
    ],
    // ------------------------------------------------------------ healing
    [
      new RegExp(
        `^(?:If (heads|tails), )?remove (all|1|a|\\d+|two|three|four|five) damage counters? from (?:${SELF}|your Active Pokémon)${ALL_IF_FEWER}\\.$`,
        'i',
      ),
      // "your Active Pokémon" (the EX sets' "each of your Active Pokémon" read for one Active
      // Pokémon a side) is the attacker: only the Active Pokémon attacks.
      (m, p) => {
        const all = (m[2] as string).toLowerCase() === 'all';
        p.post.push(...onFlip(m[1], [heal((e) => e.self?.zone, all ? 'all' : num(m[2]) * 10)]));
        return true;
      },
    ],
    [
      // "Remove all Special Conditions from SELF." (after the damage, as printed).
      new RegExp(`^(?:If (heads|tails), )?remove all Special Conditions from ${SELF}\\.$`, 'i'),
      (m, p) => void p.post.push(...onFlip(m[1], [cure((e) => e.self?.zone)])),
    ],
    [
      // Rest: "Remove all Special Conditions and 4 damage counters from SELF (all if there are
      // less than 4)." (its "SELF is now Asleep." is the next sentence, so comes after).
      new RegExp(
        `^Remove all Special Conditions and (\\d+|two|three|four|five) damage counters from ${SELF}${ALL_IF_FEWER}\\.$`,
        'i',
      ),
      (m, p) => {
        p.post.push(
          cure((e) => e.self?.zone),
          heal((e) => e.self?.zone, num(m[1]) * 10),
        );
        return true;
      },
    ],
    [
      /^Remove 1 damage counter from each of your Pokémon that has any damage counters on it\.$/i,
      (_m, p) =>
        void p.post.push((e) => {
          const actions = e.inPlay(e.me).flatMap((x) => e.heal(x.zone, 10));
          return actions.length > 0 ? { actions } : undefined;
        }),
    ],
    // ------------------------------------------------------------ damage worked out otherwise
    [
      /^Does damage equal to half the Defending Pokémon's remaining HP \(rounded down to the nearest 10\)\.$/i,
      (_m, p) =>
        void p.amount.push((e) => {
          const d = e.defender;
          return d ? Math.floor(e.hpLeft(d) / 20) * 10 : 0;
        }),
    ],
    [
      /^If (heads|tails), this attack does (\d+) damage times the number of ([^.]+?)\.$/i,
      (m, p) => {
        const n = countOf(m[3] as string);
        if (!n) return false;
        const heads = (m[1] as string).toLowerCase() === 'heads';
        // The other side of the coin multiplies nothing: no damage.
        p.amount.push((e) => (e.heads() > 0 === heads ? Number(m[2]) * n(e) : 0));
        return true;
      },
    ],
    [
      // "If the Defending Pokémon has no damage counters on it, this attack does 40 damage. If it has any, … 10 damage."
      /^If ((?:the Defending Pokémon|SELF|this Pokémon|it|there are more Energy)\b[^,]*), (this attack [^.]+)\. If (not|(?:the Defending Pokémon|SELF|this Pokémon|it)\b[^,]*), (this attack [^.]+)\.$/i,
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        const other =
          (m[3] as string).toLowerCase() === 'not'
            ? undefined
            : readPhrase(CONDITIONS, m[3] as string);
        if (!test || (m[3]?.toLowerCase() !== 'not' && !other)) return false;
        const a = laterClause(read, m[2] as string, p);
        const b = laterClause(read, m[4] as string, p);
        if (!a || !b || a.post.length + b.post.length > 0) return false;
        if (other) {
          // The two conditions must be each other's opposite: one holds exactly when the other fails.
          const opposite = (e: EffectEnv) => test(e) !== other(e);
          p.amount.push((e, base) =>
            (test(e) ? a : opposite(e) ? b : newPlan()).amount.reduce((d, f) => f(e, d), base),
          );
        } else p.amount.push((e, base) => (test(e) ? a : b).amount.reduce((d, f) => f(e, d), base));
        return true;
      },
    ],
    [
      // (Also "If High Pressure System is in play, …": a Stadium's name, Sunny Castform.)
      /^If ((?:the Defending Pokémon|SELF|this Pokémon|\d+ (?:or more )?Energy)\b[^,]*|[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)* is in play), ([^.]+)\.$/i,
      (m, p) => {
        const test = readPhrase(CONDITIONS, m[1] as string);
        if (!test) return false;
        const sub = laterClause(read, m[2] as string, p);
        if (!sub) return false;
        addWhen(p, test, sub);
        return true;
      },
    ],
    [
      /^This attack's base damage is doubled\.$/i,
      (_m, p) => void p.amount.push((_e, base) => base * 2),
    ],
    [
      // Karate Chop in e-Card words: "Damage from this attack is reduced by 10 for each damage
      // counter on Primeape." — from the printed damage, never below 0.
      /^Damage from this attack is reduced by (\d+) for each ([^.]+?)\.$/i,
      (m, p) => {
        const n = countOf(m[2] as string);
        if (!n) return false;
        const per = Number(m[1]);
        p.amount.push((e, base) => Math.max(0, base - per * n(e)));
        return true;
      },
    ],
    [
      // "… this attack's base damage is 100." (Skyridge Gyarados): the printed damage replaced.
      /^This attack's base damage is (\d+)\.$/i,
      (m, p) => void p.amount.push(() => Number(m[1])),
    ],
    [
      /^This attack's base damage is (\d+) instead of (\d+)\.$/i,
      (m, p) => void p.amount.push((_e, base) => (base === Number(m[2]) ? Number(m[1]) : base)),
    ],
    [
      /^(?:If (heads|tails), )?this attack does no damage(?: to the Defending Pokémon)?\.$/i,
      (m, p) => {
        if (m[1] === undefined) return false;
        const heads = (m[1] as string).toLowerCase() === 'heads';
        p.amount.push((e, base) => (e.heads() > 0 === heads ? 0 : base));
        return true;
      },
    ],
    [
      /^Don't apply Weakness or Resistance for this attack\.$/i,
      (_m, p) => {
        p.ignoreWeakness = true;
        p.ignoreResistance = true;
        return true;
      },
    ],
    // ------------------------------------------------------------ "that Pokémon"
    [
      // The rest of the text happens only if there is a Benched Pokémon: no coin otherwise.
      /^If (you|your opponent) (?:have|has) any Benched Pokémon, flip a coin\. (If (?:heads|tails),? .+)$/i,
      (m, p) => {
        const sub = laterClause(read, m[2] as string, p, false);
        if (!sub || sub.amount.length > 0 || sub.last?.length) return false;
        flipped(p, 1);
        const who = whose(m[1] as string);
        p.post.push(when((e) => e.bench(who(e)).length > 0, [flip(), ...sub.post]));
        return true;
      },
    ],
    [
      /^(?:If (heads|tails),? )?choose 1 of (your|your opponent's) Benched Pokémon\.$/i,
      (m, p) => {
        const mine = (m[2] as string).toLowerCase() === 'your';
        notesOf(p).that = mine ? 'own-bench' : 'bench';
        p.post.push(...onFlip(m[1], [chooseBenched(mine)]));
        return true;
      },
    ],
    [
      /^If your opponent has any Benched Pokémon, choose 1 of them\.$/i,
      (_m, p) => {
        notesOf(p).that = 'bench';
        p.pre.push(chooseBenched(false));
        return true;
      },
    ],
    [
      // "… to that Pokémon", "For each heads, …", "If heads, …" (Jump Over: one coin).
      /^(For each heads, |If (heads|tails), )?this attack does (\d+) damage to that Pokémon\.$/i,
      (m, p) => {
        const that = notesOf(p).that;
        if (that === undefined || that === 'each') return false;
        const each = m[1] !== undefined && m[2] === undefined;
        if (each && p.coins !== 'many') return false;
        if (m[2] !== undefined && p.coins !== 'one') return false;
        const n = Number(m[3]);
        p.post.push(
          ...onFlip(m[2], [
            (e) =>
              damageTargets((x) => x.chosenPokemon('that'), each ? n * e.heads() : n, noWR(p))(e),
          ]),
        );
        return true;
      },
    ],
    [
      // Feint Attack (Aquapolis Houndour): "Choose 1 of your opponent's Pokémon. This attack does 20
      // damage to that Pokémon. This attack's damage isn't affected by Weakness, Resistance,
      // Poké-Powers, Poké-Bodies, or any other effects on that Pokémon." — the Pokémon chosen,
      // wherever it is. (Printed "on the Defending Pokémon" after a choice that may be Benched
      // names another Pokémon: not read, see Swift in lasting-attack-rules.ts.)
      // (EX printings: "Poké-Bodies or any other effects on that Pokémon".)
      /^Choose 1 of your opponent's Pokémon(?: in play)?\. This attack does (\d+) damage to that Pokémon\. This attack's damage isn't affected by Weakness, Resistance, (?:Pokémon Powers|Poké-Powers, Poké-Bodies),? (?:or|and) any other effects on that Pokémon\.$/i,
      (m, p) => {
        const n = Number(m[1]);
        p.ignoreWeakness = true;
        p.ignoreResistance = true;
        p.post.push(
          chooseOpponents('that', "Choose 1 of your opponent's Pokémon to damage."),
          damageTargets((e) => e.chosenPokemon('that'), n, {
            weaknessAndResistance: false,
            ignoreDefenderEffects: true,
          }),
        );
        return true;
      },
    ],
    [
      // After damage to a chosen Benched Pokémon: the reminder that a Bench has no Weakness or Resistance.
      /^\(Don't apply Weakness (?:and|or) Resistance\.\)$/i,
      (_m, p) => notesOf(p).that !== undefined,
    ],
    [
      // Else the same words in brackets as without them: no Weakness or Resistance for this
      // attack (Skyridge Raichu's Zzzap, after damage to each Pokémon with a Poké-Body …).
      /^\(Don't apply Weakness (?:and|or) Resistance(?: for this attack)?\.\)$/i,
      (_m, p) => {
        p.ignoreWeakness = true;
        p.ignoreResistance = true;
        return true;
      },
    ],
    [
      // Aquabomb: "(Don't apply Weakness or Resistance when Kingdra damages itself with this
      // attack.)" — damage an attack does to its own Pokémon never has them (steps.ts selfDamage).
      new RegExp(
        `^\\(Don't apply Weakness (?:and|or) Resistance when ${SELF} damages itself(?: with this attack)?\\.\\)$`,
        'i',
      ),
      () => true,
    ],
    [
      // Scatterbomb: "For each heads, do 10 damage to each of your opponent's Benched Pokémon. For
      // each tails, do 10 damage to each of your own Benched Pokémon."
      /^For each (heads|tails), (?:this attack does|do) (\d+) damage to each ([^.]+?)\.$/i,
      (m, p) => {
        const targets = readPhrase(TARGETS, m[3] as string);
        if (!targets || p.coins !== 'many') return false;
        const heads = (m[1] as string).toLowerCase() === 'heads';
        const per = Number(m[2]);
        p.post.push((e) =>
          damageTargets(targets, per * (heads ? e.heads() : e.tails()), noWR(p))(e),
        );
        return true;
      },
    ],
    [
      // Rock Slide: "Choose 2 of your opponent's Benched Pokémon (1 if he or she has only 1). This
      // attack does 10 damage to each of those Pokémon."
      /^Choose (\d+) of your opponent's Benched Pokémon \((?:or )?1 if he or she (?:only has|has only) 1\)\. This attack does (\d+) damage to each of (?:them|those Pokémon)\.$/i,
      (m, p) => {
        const k = Number(m[1]);
        p.post.push(
          chooseOpponents(
            'that',
            `Choose ${k} of your opponent's Benched Pokémon to damage.`,
            () => true,
            'bench',
            { min: k, max: k },
          ),
          damageTargets((e) => e.chosenPokemon('that'), Number(m[2])),
        );
        return true;
      },
    ],
    [
      /^(?:If (heads),? and if your opponent has any Benched Pokémon, choose 1 of them|Choose 1 of your opponent's Benched Pokémon,) and this attack does (\d+) damage to it\.$/i,
      (m, p) => {
        notesOf(p).that = 'bench';
        p.post.push(
          ...onFlip(m[1], [
            chooseBenched(false),
            damageTargets((e) => e.chosenPokemon('that'), Number(m[2])),
          ]),
        );
        return true;
      },
    ],
    [
      /^If your opponent has any Benched Pokémon, choose (\d+) of them \(or 1 if he or she only has 1\)\. This attack does (\d+) damage to each of them\.$/i,
      (m, p) => {
        const k = Number(m[1]);
        p.post.push(
          chooseOpponents(
            'that',
            `Choose ${k} of your opponent's Benched Pokémon to damage.`,
            () => true,
            'bench',
            { min: k, max: k },
          ),
          damageTargets((e) => e.chosenPokemon('that'), Number(m[2])),
        );
        return true;
      },
    ],
    [
      /^(?:For each (Benched Pokémon|Pokémon)(?: in play)? \(yours and your opponent's\), flip a coin|Flip a coin for each of (your opponent's) Pokémon)\. (?:If|For each) heads, this attack does (\d+) damage to that Pokémon\.$/i,
      (m, p) => {
        const targets = (e: EffectEnv) =>
          m[2] !== undefined
            ? e.inPlay(e.opp)
            : m[1] === 'Benched Pokémon'
              ? [...e.bench(e.me), ...e.bench(e.opp)]
              : [...e.inPlay(e.me), ...e.inPlay(e.opp)];
        const n = Number(m[3]);
        // One coin per Pokémon, in order; each heads damages that Pokémon.
        p.post.push(
          step((e) => ({ set: { eachZones: targets(e).map((x) => x.zone), eachAt: 0 } })),
          step((e) =>
            e.num('eachAt') < e.chosen('eachZones').length
              ? { flip: { var: 'eachCoin' } }
              : { jump: 2 },
          ),
          step((e) => {
            const zone = e.chosen('eachZones')[e.num('eachAt')] ?? '';
            const hit =
              e.heads('eachCoin') > 0
                ? damageTargets(
                    (x) => x.chosenPokemon('eachOne'),
                    n,
                    noWR(p),
                  )(withVar(e, 'eachOne', [zone]))
                : undefined;
            return { ...(hit ?? {}), set: { eachAt: e.num('eachAt') + 1 }, jump: -1 };
          }),
        );
        // "If heads" reads each coin as it is flipped: one coin at a time.
        flipped(p, /If heads/i.test(m[0]) ? 1 : 'many');
        notesOf(p).that = 'each';
        return true;
      },
    ],
    // ------------------------------------------------------------ Pokémon leaving play
    [
      new RegExp(
        `^(?:If (heads|tails), )?return ${SELF} and all (basic )?(Energy )?cards attached to it to your hand\\.$`,
        'i',
      ),
      (m, p) => {
        if (m[2] && !m[3]) return false;
        const keep = m[2] ? 'basic-energy' : m[3] ? 'energy' : 'all';
        atTheEnd(p, onFlip(m[1], [leavePlay('hand', keep)]));
        return true;
      },
    ],
    [new RegExp(`^\\(Discard all other cards attached to ${SELF}\\.\\)$`, 'i'), () => true],
    [/^\(Either way, this attack does its damage\.\)$/i, () => true],
    [
      new RegExp(
        `^Shuffle ${SELF} into your deck\\. \\(Discard all cards attached to ${SELF}\\.\\)$`,
        'i',
      ),
      (_m, p) => void atTheEnd(p, [leavePlay('deck', 'pokemon')]),
    ],
    [
      /^Unless this attack Knocks Out the Defending Pokémon, choose 1 of your opponent's Benched Pokémon and switch it with the Defending Pokémon\.$/i,
      (_m, p) => void p.post.push(when((e) => !defenderKnockedOut(e), gust())),
    ],
    // ------------------------------------------------------------ the opponent's deck
    [
      /^(?:Then, )?for each heads, discard the top card (?:from|of) your opponent's deck\.$|^For each heads, your opponent discards the top card (?:from|of) his or her deck\.$/i,
      (_m, p) => {
        if (p.coins !== 'many') return false;
        p.post.push((e) => discardTop(e.heads(), 'opp')(e));
        return true;
      },
    ],
    // ------------------------------------------------------------ batch 3
    [
      // "Choose 1 of your opponent's Pokémon (and flip N coins)." — compiled only where the text
      // says "Don't apply Weakness and Resistance" (see compileAttackText).
      // "… that has a damage counter on it" (Skyridge Murkrow's Blindside): only those offered.
      /^(?:If (heads|tails), )?choose 1 of your opponent's Pokémon( (?:that has (?:a damage counter|any damage counters)|with (?:any )?damage counters) on it)?(?: and flip (\d+|a) coins?)?\.$/i,
      (m, p) => {
        const [side, damaged, coins] = [m[1], m[2] !== undefined, m[3]];
        if (side !== undefined && coins !== undefined) return false;
        notesOf(p).that = 'any';
        p.chosenTarget = true;
        const pick = chooseOpponents(
          'that',
          `Choose 1 of your opponent's Pokémon${damaged ? ' with damage counters on it' : ''}.`,
          damaged ? (x) => x.damage > 0 : () => true,
        );
        if (coins !== undefined) {
          const n = num(coins);
          flipped(p, n === 1 ? 1 : 'many');
          if (n === 2) p.twoCoins = true;
          p.pre.push(pick, flip(n));
        } else p.post.push(...onFlip(side, [pick]));
        return true;
      },
    ],
    [
      // Evil Eye: "Choose 1 of your opponent's Pokémon. Put a damage counter on that Pokémon.";
      // Super Psywave: "… Count the number of Energy cards attached to that Pokémon. Put that many
      // damage counters on the Pokémon." Counters, not damage: no Weakness or Resistance to say.
      /^Choose 1 of your opponent's Pokémon\. (?:Put (a|1|\d+) damage counters? on that Pokémon|Count the number of (Energy cards|Energy) attached to that Pokémon\. Put that many damage counters on (?:the|that) Pokémon)\.$/i,
      (m, p) => {
        const fixed = m[1] !== undefined ? num(m[1]) : undefined;
        const cards = /cards/i.test(m[2] ?? '');
        p.post.push(
          chooseOpponents('that', "Choose 1 of your opponent's Pokémon to put damage counters on."),
          (e) => {
            const x = e.chosenPokemon('that')[0];
            if (!x || !effectReaches(e, x)) return undefined;
            const k = fixed ?? (cards ? energyOn(e, x).length : energyCount(e, x));
            const a = k > 0 ? e.addDamage(x.zone, k * 10) : undefined;
            return a ? { actions: [a] } : undefined;
          },
        );
        return true;
      },
    ],
    [
      /^Look at your opponent's hand\.$/i,
      (_m, p) => void p.post.push((e) => ({ actions: [e.revealHand(e.opp)] })),
    ],
    [
      /^If there is a Stadium card in play, discard it\.$/i,
      (_m, p) =>
        void p.post.push((e) => {
          const id = e.state.zones.stadium?.cards[0];
          if (id === undefined) return undefined;
          const owner = e.state.cards[id]?.owner ?? e.me;
          return { actions: [e.move(id, 'stadium', e.key(owner, 'discard'), undefined, owner)] };
        }),
    ],
    [
      new RegExp(
        `^(?:If (heads), )?(you may )?search your deck for an? (${TYPE} Energy|basic Energy|Trainer|Basic Pokémon|Evolution|Pokémon) card\\. Show (?:that card|it) to your opponent,? (?:and|then) put it into your hand\\.$`,
        'i',
      ),
      (m, p) => {
        const kind = m[3] as string;
        const type = m[4] as EnergyType | undefined;
        const filter = type
          ? (c: PokemonCard) => is.energy(c) && provides(type)(c)
          : /^basic Energy/i.test(kind)
            ? is.basicEnergy
            : kind === 'Trainer'
              ? is.trainer
              : kind === 'Basic Pokémon'
                ? is.basicPokemon
                : kind === 'Evolution'
                  ? is.evolution
                  : is.pokemon;
        p.post.push(
          ...onFlip(
            m[1],
            searchDeck({
              filter,
              max: 1,
              to: 'hand',
              reveal: true,
              shuffle: false,
              prompt: `Choose a ${kind} card to show your opponent and put into your hand.`,
            }),
          ),
        );
        return true;
      },
    ],
    [
      // "If heads, A." where A is a sentence known on its own (after the more specific forms);
      // "A and B" as two such sentences, each read alone or each under the coin.
      /^If (heads|tails), ([^.;]+)\.$/i,
      (m, p) => {
        const [side, clause] = [m[1] as string, m[2] as string];
        const heads = side.toLowerCase() === 'heads';
        const sub = laterClause(read, clause, p);
        if (sub) {
          addWhen(p, (e) => e.heads() > 0 === heads, sub);
          return true;
        }
        for (let at = clause.indexOf(' and '); at > 0; at = clause.indexOf(' and ', at + 1)) {
          const scratch: Plan = {
            ...p,
            pre: [...p.pre],
            amount: [...p.amount],
            post: [...p.post],
            unplayable: [...p.unplayable],
            ...(p.last ? { last: [...p.last] } : {}),
          };
          const both = `If ${side}, ${clause.slice(0, at)}. If ${side}, ${clause.slice(at + 5)}.`;
          if (read(both, scratch)) {
            Object.assign(p, scratch);
            return true;
          }
        }
        return false;
      },
    ],
  ];
}

/** The test "If 1 or both of them are heads" / "If you get 2 or more heads" makes, and whether it reads two coins. */
function headsTest(m: RegExpExecArray): [(e: EffectEnv) => boolean, boolean] {
  const what = (m[1] as string).toLowerCase();
  // "If either of the coins is heads" (Double Bubble): 1 or both of the 2.
  if (what.startsWith('1 or both') || what.startsWith('either'))
    return [(e) => e.heads() >= 1, true];
  if (what.startsWith('both')) return [(e) => e.heads() === 2, true];
  if (m[2] !== undefined) {
    const n = Number(m[2]);
    return [(e) => e.heads() >= n, false];
  }
  // "If all 3 are heads", "If all of them are heads": every coin of the flip.
  if (what.startsWith('all')) {
    const n = m[5] === undefined ? undefined : Number(m[5]);
    return [(e) => e.heads() > 0 && e.tails() === 0 && (n === undefined || e.heads() === n), false];
  }
  const n = Number(m[3] ?? m[4]);
  return [(e) => e.heads() === n, false];
}
