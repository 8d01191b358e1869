import type { EnergyType, PokemonSupertypeCard } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import type {
  AttachedEnergy,
  BodyCondition,
  OwnEnergyCondition,
  PassiveRule,
  RetreatChange,
  RetreatCondition,
  RetreatCount,
} from './passive-text';
import { pokemonPhrase } from './pokemon-phrase';

/**
 * Poké-Body (and old always-on Pokémon Power) sentences read as clauses: a condition ("As long
 * as there is a Psychic Energy card attached to SELF, …"), a subject ("All damage done by attacks
 * to SELF", "Any damage done to SELF by attacks from Evolved Pokémon"), an effect ("is reduced by
 * 20", "its Retreat Cost is 0", "you pay Colorless less to retreat SELF for each Energy attached
 * to it") and "(after applying Weakness and Resistance)". Each reader answers `undefined` for
 * words it does not know, so the Power stays manual.
 */

const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal)';

/** "Colorless", "ColorlessColorless", "Colorless Colorless" → how many. */
export const colorlessCount = (symbols: string): number => symbols.match(/Colorless/g)?.length ?? 0;

const COLORLESS = '((?:Colorless ?)+)';

/** "SELF" or "it" — the Power's own Pokémon, as a later clause names it. */
const SELF_WORD = '(?:SELF|it)';

/** Whose attacks a damage reduction names: any attack, or only the opponent's. */
const ATTACKS =
  "(attacks|an attack|any attack|(?:an opponent's|your opponent's) attacks?|attacks from your opponent's Pokémon)";

/**
 * A Poké-Body's reduction of the damage attacks do to its own Pokémon: "[As long as|If SELF has
 * any basic Energy cards attached to it, ](All|Any) damage (done) by attacks to SELF (from
 * Evolved Pokémon) is reduced by 20 (after|before applying Weakness and Resistance)", "Any damage
 * done to SELF by attacks from your opponent's Basic Pokémon is reduced by 30", "damage done to
 * SELF by an opponent's attack is reduced by 10". Applied after Weakness and Resistance unless the
 * sentence says "before" (EX rulebook, "How do you figure out the damage?"); "an opponent's
 * attack" is only the opponent's.
 */
export function readDamageReduction(sentence: string, selfName: string): PassiveRule | undefined {
  const m = new RegExp(
    `^(?:(?:As long as|If) (.+?), )?(?:All |Any |all |any )?(?:D|d)amage (?:done )?(?:by ${ATTACKS} to SELF|to SELF by ${ATTACKS})(?: from (your opponent's )?(.+?))? is reduced by (\\d+)( for each (?:basic )?(?:${TYPE} )?Energy(?: cards?)? attached to ${SELF_WORD})?(?: \\((after|before) applying Weakness and Resistance\\))?\\.$`,
  ).exec(sentence);
  if (!m) return undefined;
  const read = m[1] === undefined ? 'always' : bodyCondition(m[1], selfName);
  if (!read) return undefined;
  const when = read === 'always' ? undefined : read;
  const attacker = m[5] === undefined ? undefined : attackerPhrase(m[5], selfName);
  if (m[5] !== undefined && !attacker) return undefined;
  const attacks = `${m[2] ?? ''}${m[3] ?? ''}`;
  const opponents = /opponent/.test(attacks) || m[4] !== undefined;
  const per = m[7] === undefined ? undefined : perEnergy(m[7]);
  const typed = m[8] as EnergyType | undefined;
  return {
    kind: 'reduce-damage',
    amount: Number(m[6]),
    ...(attacker?.fits ? { from: attacker.fits } : {}),
    ...(attacker?.has ? { fromHas: attacker.has } : {}),
    ...(per ? { per: typed ? { ...per, type: typed } : per } : {}),
    ...(when ? { when } : {}),
    ...(opponents ? { opponents: true as const } : {}),
    ...(m[9] === 'before' ? { before: true as const } : {}),
  };
}

/**
 * " for each Energy attached to SELF" (each Energy the cards provide), " for each basic Energy
 * card …" (each basic card) — what a per-Energy reduction counts.
 */
function perEnergy(words: string): { basic: boolean; units?: true } {
  if (/basic/.test(words)) return { basic: true };
  return /card/.test(words) ? { basic: false } : { basic: false, units: true };
}

/**
 * The attackers a reduction names: a phrase of the shared grammar ("Fighting Pokémon and
 * Darkness Pokémon", "Evolved Pokémon"), perhaps with what they have attached ("Pokémon with any
 * Special Energy cards attached to it", Ice Wall).
 */
function attackerPhrase(
  phrase: string,
  selfName: string,
): { fits?: (c: PokemonSupertypeCard) => boolean; has?: AttachedEnergy } | undefined {
  // "Evolved Pokémon (both yours and your opponent's)" (Dense): the reminder names no owner.
  const words = phrase.replace(/ \(both yours and your opponent's\)$/, '');
  const m = new RegExp(
    `^(.+?) with (?:any |an? )?(basic |Special )?(?:${TYPE} )?Energy(?: cards?)? attached(?: to (?:it|them))?$`,
  ).exec(words);
  if (!m) {
    const fits = pokemonPhrase(words, selfName);
    return fits ? { fits } : undefined;
  }
  const fits = pokemonPhrase(m[1] as string, selfName);
  if (!fits) return undefined;
  const type = m[3] as EnergyType | undefined;
  const has: AttachedEnergy = {
    ...(type ? { type } : {}),
    ...(m[2] === 'basic ' ? { basic: true as const } : {}),
    ...(m[2] === 'Special ' ? { special: true as const } : {}),
  };
  return m[1] === 'Pokémon' ? { has } : { fits, has };
}

/**
 * Intimidating Fang: "As long as SELF is your Active Pokémon, any damage done to your Pokémon by
 * an opponent's attack is reduced by 10 (before|after applying Weakness and Resistance)." — each of
 * its player's Pokémon, Benched ones included, while it is Active.
 */
export function readTeamReduction(sentence: string): PassiveRule | undefined {
  const m = new RegExp(
    `^As long as SELF is your Active Pokémon, (?:all |any )?damage done to (?:each of )?your Pokémon by ${ATTACKS} is reduced by (\\d+)(?: \\((after|before) applying Weakness and Resistance\\))?\\.$`,
  ).exec(sentence);
  if (!m || !/opponent/.test(m[1] as string)) return undefined;
  return { kind: 'reduce-team-damage', amount: Number(m[2]), before: m[3] === 'before' };
}

/**
 * Energy Barrier: "If SELF would be damaged by an attack, reduce that damage by 10 for each
 * basic Energy card attached to SELF." — any attack (the text does not say whose); the Energy
 * cards counted are the basic ones (of a type when one is named), as cards, not units.
 */
export function readPerEnergyReduction(sentence: string): PassiveRule | undefined {
  const m = new RegExp(
    `^If SELF would be damaged by (?:an attack|attacks), reduce that damage by (\\d+) for each (?:${TYPE} )?(basic )?Energy card attached to ${SELF_WORD}(?: \\(after applying Weakness and Resistance\\))?\\.$`,
  ).exec(sentence);
  if (!m) return undefined;
  const type = m[2] as EnergyType | undefined;
  return {
    kind: 'reduce-damage',
    amount: Number(m[1]),
    per: { basic: m[3] !== undefined, ...(type ? { type } : {}) },
  };
}

/**
 * The cap on the per-Energy reduction just read: "The maximum amount of damage that can be
 * reduced by Energy Barrier is 20.", "You can't reduce more than 30 damage in this way."
 * (Energy Protection). Or the reminder after a reduction of one Pokémon that another Pokémon in
 * play turns on: "You can't reduce more than 30 damage even if there is more than 1 Volbeat in
 * play." (Glowing Screen) — each such Pokémon reduces its own damage once, however many of the
 * other are in play, so it changes nothing. `false` when neither fits the rule before it.
 */
export function capReduction(sentence: string, rules: PassiveRule[]): boolean {
  const m =
    /^(?:The maximum (?:amount of )?damage that can be reduced by (?:[A-Z][\w'-]*(?: [A-Z][\w'-]*)*|this (?:power|Poké-Body)) is (\d+)|You can't reduce more than (\d+) damage in this way)\.$/.exec(
      sentence,
    );
  const last = rules.at(-1);
  if (m && last?.kind === 'reduce-damage' && last.per && last.most === undefined) {
    rules[rules.length - 1] = { ...last, most: Number(m[1] ?? m[2]) };
    return true;
  }
  const reminder =
    /^You can't reduce more than (\d+) damage even if there (?:is|are) more than (?:1|one) (.+?) in play\.$/.exec(
      sentence,
    );
  return (
    reminder !== null &&
    last?.kind === 'reduce-damage' &&
    !last.per &&
    last.amount === Number(reminder[1]) &&
    last.when?.kind === 'in-play' &&
    last.when.fits({ name: reminder[2] as string } as PokemonSupertypeCard)
  );
}

/**
 * What the Power's own Pokémon has attached, as a condition: "there is a Grass Energy (card)
 * attached to SELF", "SELF has any basic Energy cards attached to it", "SELF has any Darkness
 * Energy attached to it", "SELF has no Energy attached to it". A typed one counts what the Energy
 * provides now; "basic" counts basic Energy cards only.
 */
export function ownEnergyCondition(words: string): OwnEnergyCondition | undefined {
  const m = new RegExp(
    `^(?:there is (?:an? |any )?|SELF has (any |an? |no ))(basic )?(?:${TYPE} )?Energy(?: cards?)? attached to ${SELF_WORD}$`,
  ).exec(words);
  if (!m) return undefined;
  const type = m[3] as EnergyType | undefined;
  const what = { ...(type ? { type } : {}), ...(m[2] ? { basic: true as const } : {}) };
  return m[1] === 'no ' ? { kind: 'no-energy', ...what } : { kind: 'energy-attached', ...what };
}

/**
 * A Poké-Body's opening condition (see `BodyCondition`): "there is a Grass Energy attached to
 * SELF", "SELF is your Active Pokémon", "SELF is on your Bench", "Volbeat is in play", "your
 * opponent has any Pokémon-ex in play", "you have Illumise in play"; `'always'` for "SELF is in
 * play" (a Poké-Body works only in play), `undefined` for any other words.
 */
export function bodyCondition(
  words: string,
  selfName: string,
): BodyCondition | 'always' | undefined {
  const energy = ownEnergyCondition(words);
  if (energy) return energy;
  if (/^SELF is in play$/.test(words)) return 'always';
  if (/^SELF is (?:your Active Pokémon|Active|in the Active Spot)$/.test(words))
    return { kind: 'self-active' };
  if (/^SELF is (?:on your Bench|Benched|your Benched Pokémon)$/.test(words))
    return { kind: 'self-bench' };
  const hp = /^(?:SELF's|its) remaining HP (?:is|are) (\d+) or less$/.exec(words);
  if (hp) return { kind: 'hp-at-most', amount: Number(hp[1]) };
  const has = /^(you have|your opponent has) (?:any |an? |at least (?:1|one) )?(.+?) in play$/.exec(
    words,
  );
  const any = has ? undefined : /^(?:an? |any )?(.+?) (?:is|are) in play$/.exec(words);
  const phrase = has?.[2] ?? any?.[1];
  const fits = phrase === undefined ? undefined : namedPokemon(phrase, selfName);
  if (!fits) return undefined;
  const whose = has ? (has[1] === 'you have' ? 'yours' : 'opponents') : 'any';
  return { kind: 'in-play', whose, fits };
}

/** "As long as there is a Grass Energy (card) attached to SELF", "… the Defending Pokémon is an Evolved Pokémon". */
function retreatCondition(words: string, selfName: string): RetreatCondition | undefined {
  const read = bodyCondition(words, selfName);
  if (read && read !== 'always') return read;
  // Scramble: "your opponent has any Pokémon-ex as his or her Active Pokémon".
  const active = /^your opponent has (?:any |an? )?(.+?) as his or her Active Pokémon$/.exec(words);
  const fitsActive = active ? pokemonPhrase(active[1] as string, selfName) : undefined;
  if (fitsActive) return { kind: 'defending', fits: fitsActive };
  const defending = /^the Defending Pokémon is (.+)$/.exec(words);
  const fits = defending ? pokemonPhrase(defending[1] as string, selfName) : undefined;
  return fits ? { kind: 'defending', fits } : undefined;
}

/** "for each (Grass) Energy (card) attached to it", "for each Magnemite on your Bench". */
function retreatCount(words: string, selfName: string): RetreatCount | undefined {
  const energy = new RegExp(`^(?:${TYPE} )?Energy(?: cards?)? attached to ${SELF_WORD}$`).exec(
    words,
  );
  if (energy)
    return energy[1] ? { kind: 'energy', type: energy[1] as EnergyType } : { kind: 'energy' };
  const bench = /^(.+?) on your Bench$/.exec(words);
  if (!bench) return undefined;
  const fits = namedPokemon(bench[1] as string, selfName);
  return fits ? { kind: 'bench', fits } : undefined;
}

/**
 * One name ("Magnemite", "Nidoran ♀", "Mr. Mime ex", or SELF for the Pokémon's own name) or any
 * phrase of the shared grammar ("Pokémon-ex", "Fire Pokémon", "Nidoran ♀, Nidorina, …").
 */
export function namedPokemon(
  name: string,
  selfName: string,
): ((c: PokemonSupertypeCard) => boolean) | undefined {
  if (name === 'SELF') return (c) => c.name === selfName;
  return (
    pokemonPhrase(name, selfName) ??
    (/^[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*(?: [♀♂]| ex)?$/.test(name)
      ? (c) => c.name === name
      : undefined)
  );
}

/** "its Retreat Cost is 0", "you must pay an additional Colorless to retreat it", "you pay Colorless less … for each …". */
function retreatChange(words: string, selfName: string): RetreatChange | undefined {
  if (/^(?:SELF's|its|the) Retreat Cost(?: for SELF)? is (?:0|zero)$/i.test(words))
    return { kind: 'zero' };
  const more = new RegExp(
    `^you (?:must )?pay an additional ${COLORLESS} to retreat ${SELF_WORD}$`,
    'i',
  ).exec(words);
  if (more) return { kind: 'more', amount: colorlessCount(more[1] as string) };
  const less = new RegExp(
    `^you pay ${COLORLESS} less to retreat ${SELF_WORD} for each (.+)$`,
    'i',
  ).exec(words);
  const per = less ? retreatCount(less[2] as string, selfName) : undefined;
  return less && per
    ? { kind: 'less-per', amount: colorlessCount(less[1] as string), per }
    : undefined;
}

/**
 * A sentence that changes the Power's own Pokémon's Retreat Cost: "[As long as|If CONDITION, ]
 * CHANGE." (Psychoflow, Slippery Skin, Heavyweight, Lightweight, Extreme Speed, Conductive Body,
 * Levitate "If Beldum has any Energy attached to it, Beldum's Retreat Cost is 0").
 */
export function readOwnRetreat(sentence: string, selfName: string): PassiveRule | undefined {
  const m = /^(?:(?:As long as|If) (.+?), )?(.+)\.$/.exec(sentence);
  if (!m) return undefined;
  const when = m[1] === undefined ? undefined : retreatCondition(m[1], selfName);
  if (m[1] !== undefined && !when) return undefined;
  const change = retreatChange(m[2] as string, selfName);
  if (!change) return undefined;
  return when ? { kind: 'own-retreat', when, change } : { kind: 'own-retreat', change };
}

/**
 * Gluey Slime: "As long as SELF is in play, each player must pay an additional Colorless to
 * retreat his or her Active Pokémon."
 */
export function readRetreatTaxAll(sentence: string): PassiveRule | undefined {
  const m = new RegExp(
    `^As long as SELF is in play, (?:each|every) player (?:must )?pays? an additional ${COLORLESS} to retreat (?:his or her|their) Active Pokémon\\.$`,
  ).exec(sentence);
  return m ? { kind: 'retreat-tax-all', amount: colorlessCount(m[1] as string) } : undefined;
}

/**
 * "Gluey Slime can't make a player pay more than an additional Colorless to retreat a Pokémon,
 * even if there is more than 1 SELF in play." — the cap on the sentence before it; `undefined`
 * when there is none to cap.
 */
export function capRetreatTax(sentence: string, rules: PassiveRule[]): boolean {
  const m = new RegExp(
    `^(?:[A-Z][\\w'-]*(?: [A-Z][\\w'-]*)*|This (?:power|Poké-Body)) can't make a player pay more than an additional ${COLORLESS} to retreat a Pokémon, even if there (?:is|are) more than (?:1|one) SELFs? in play\\.$`,
  ).exec(sentence);
  const last = rules.at(-1);
  if (!m || last?.kind !== 'retreat-tax-all') return false;
  rules[rules.length - 1] = { ...last, most: colorlessCount(m[1] as string) };
  return true;
}

/** "to the Defending Pokémon", "to your opponent's Active Pokémon" — the one a bonus is done to. */
const DEFENDING = "(?:the Defending Pokémon|your opponent's Active Pokémon)";
const WR = '(?: \\((before|after) applying Weakness and Resistance\\))?';

/**
 * Whose attacks a damage bonus names, always its own player's Pokémon: "SELF's attacks", "each
 * of SELF's attacks" (`self`), "your attacks by Nidoran ♀, Nidorina, …", "your Fire Pokémon's
 * attacks", "attacks by your Evolved Pokémon", "your Active Pokémon" (the one that attacks).
 */
function bonusAttacker(
  words: string,
  selfName: string,
): 'self' | ((c: PokemonSupertypeCard) => boolean) | undefined {
  if (/^(?:each of |all of )?SELF's attacks$|^SELF$/.test(words)) return 'self';
  if (/^your Active Pokémon$/.test(words)) return () => true;
  const m =
    /^(?:each of |all of )?(?:your attacks (?:by|of) (.+)|attacks (?:by|of) your (.+)|your (.+?)'s? attacks|your (.+))$/.exec(
      words,
    );
  const phrase = m ? (m[1] ?? m[2] ?? m[3] ?? m[4]) : undefined;
  return phrase === undefined ? undefined : namedPokemon(phrase, selfName);
}

/**
 * A Poké-Body's damage bonus for its player's attacks (see `more-damage`): "[As long as|If
 * CONDITION, ]ATTACKS do(es) N more damage to the Defending Pokémon[ (before|after applying
 * Weakness and Resistance)]." (Overzealous, Power Gene), and "As long as SELF is your Active
 * Pokémon, when your Active Pokémon does damage to the Defending Pokémon, the attack does 10 more
 * damage (before applying Weakness and Resistance)." (Power Pinchers).
 */
export function readMoreDamage(sentence: string, selfName: string): PassiveRule | undefined {
  const plain = new RegExp(
    `^(?:(?:As long as|If) (.+?), )?(.+?) (?:does|do) (\\d+) more damage to ${DEFENDING}${WR}\\.$`,
  ).exec(sentence);
  const when = new RegExp(
    `^(?:(?:As long as|If) (.+?), )?(?:when|whenever) (.+?) (?:does|do) damage to ${DEFENDING}, (?:the|that|its) attack does (\\d+) more damage(?: to ${DEFENDING})?${WR}\\.$`,
  ).exec(sentence);
  const m = when ?? plain;
  if (!m) return undefined;
  const read = m[1] === undefined ? 'always' : bodyCondition(m[1], selfName);
  const by = bonusAttacker(m[2] as string, selfName);
  if (!read || !by) return undefined;
  return {
    kind: 'more-damage',
    amount: Number(m[3]),
    by,
    ...(read === 'always' ? {} : { when: read }),
    ...(m[4] === 'after' ? { after: true as const } : {}),
  };
}

/**
 * Damage prevented outright: "[As long as CONDITION, ]prevent all damage done to SELF by
 * (your opponent's) attacks." (Submerge), "… done by attacks to SELF"; and "As long as SELF is
 * your Active Pokémon, prevent all damage done by attacks to (all of) your Benched Pokémon."
 * (Power Diffusion).
 */
export function readPreventDamage(sentence: string, selfName: string): PassiveRule | undefined {
  const m =
    /^(?:(?:As long as|If) (.+?), )?(?:P|p)revent all damage done (?:by ([^.]+?) to (SELF|(?:all of |each of )?your Benched Pokémon)|to (SELF|(?:all of |each of )?your Benched Pokémon) by ([^.]+?))\.$/.exec(
      sentence,
    );
  const whose = m ? attacksOf(m[2] ?? m[5] ?? '') : undefined;
  if (!m || !whose) return undefined;
  const bench = /Bench/.test(`${m[3] ?? ''}${m[4] ?? ''}`);
  const read = m[1] === undefined ? 'always' : bodyCondition(m[1], selfName);
  if (!read) return undefined;
  const by =
    whose === 'any'
      ? {}
      : whose === 'opponents'
        ? { opponents: true as const }
        : { own: true as const };
  if (bench)
    return read !== 'always' && read.kind === 'self-active' && whose !== 'own'
      ? { kind: 'protect-bench', ...by }
      : undefined;
  return { kind: 'prevent-damage', ...(read === 'always' ? {} : { when: read }), ...by };
}

/**
 * Whose attacks a prevention names: any ("attacks", "attacks (both yours and your
 * opponent's)"), the opponent's ("your opponent's attacks", "opponent's attacks", "attacks from
 * your opponent's Pokémon"), or its own player's ("attacks from your Pokémon", Hard Protection).
 */
function attacksOf(words: string): 'any' | 'opponents' | 'own' | undefined {
  if (/^(?:attacks|an attack|any attack)(?: \(both yours and your opponent's\))?$/.test(words))
    return 'any';
  if (
    /^(?:(?:an |your )?opponent's attacks?|attacks (?:from|by) your opponent's Pokémon)$/.test(
      words,
    )
  )
    return 'opponents';
  return /^attacks (?:from|by) your (?:own )?Pokémon$/.test(words) ? 'own' : undefined;
}

/**
 * Magic Odds, Magic Evens: "If SELF would be damaged by an attack, prevent that attack's damage
 * done to SELF if that damage is 10, 30, 50, …, or 170." — the amounts listed, as the damage
 * would be done.
 */
export function readPreventAmounts(sentence: string): PassiveRule | undefined {
  const m =
    /^If SELF would be damaged by (?:an attack|attacks|any attack), prevent (?:that attack's damage(?: done to SELF)?|that damage|all of that damage) if (?:that damage|it) is ((?:\d+, )+(?:or )?\d+|\d+ or \d+)\.$/.exec(
      sentence,
    );
  if (!m) return undefined;
  const amounts = (m[1] as string).split(/,\s*(?:or\s+)?|\s+or\s+/).map(Number);
  return amounts.every((n) => n > 0) ? { kind: 'prevent-damage-amounts', amounts } : undefined;
}

/**
 * Withering Dust: "As long as SELF is in play, do not apply Resistance for all Active Pokémon."
 * — also "don't apply Weakness", "for each player's / your / your opponent's Active Pokémon",
 * and the "has no" wording: "As long as SELF is in play, your Active Pokémon has no Weakness"
 * (Dragon Veil), "As long as SELF is your Active Pokémon, your opponent's Active Pokémon have no
 * Resistance" (Tropical Motion), "As long as SELF has any Darkness Energy attached to it, SELF
 * has no Weakness" (Dark Condition; Electro-guard prints "As long SELF has …").
 */
export function readSkipModifier(sentence: string, selfName: string): PassiveRule | undefined {
  const m =
    /^(?:As long (?:as )?(.+?), )?(?:(?:do not|don't) apply (Weakness|Resistance) (?:for|to|of) (all|each player's|both players'|your opponent's|your) Active Pokémon|(SELF|(?:all|each player's|your opponent's|your) Active Pokémon) (?:has|have) no (Weakness|Resistance))\.$/.exec(
      sentence,
    );
  if (!m) return undefined;
  const read = m[1] === undefined ? 'always' : bodyCondition(m[1], selfName);
  if (!read) return undefined;
  const who = (m[3] ?? m[4] ?? '').replace(/ Active Pokémon$/, '');
  const whose =
    who === 'SELF'
      ? 'self'
      : who === 'your'
        ? 'yours'
        : who === "your opponent's"
          ? 'opponents'
          : 'any';
  return {
    kind: 'skip-modifier',
    modifier: (m[2] ?? m[5]) as 'Weakness' | 'Resistance',
    whose,
    ...(read === 'always' ? {} : { when: read }),
  };
}

/**
 * Family Bonds: "As long as SELF is in play, the Retreat Cost for Nidoran ♀, Nidorina, … and
 * Nidoking is 0." — both players' Pokémon of those names as printed; "for your …", "for each
 * Solrock you have in play" (Moonglow), "for each of your Pokémon (excluding Pokémon-ex and Baby
 * Pokémon)" (Dragon Lift) only its player's.
 */
export function readRetreatZeroFor(sentence: string, selfName: string): PassiveRule | undefined {
  const m =
    /^(?:As long as (.+?), )?(?:T|t)he Retreat Cost (?:for|of) (?:each of |each )?(your )?(.+?)( you have in play)?(?: \(excluding ([^)]+)\))? is (?:0|zero)\.$/.exec(
      sentence,
    );
  if (!m) return undefined;
  const read = m[1] === undefined ? 'always' : bodyCondition(m[1], selfName);
  const named = namedPokemon(m[3] as string, selfName);
  const except = m[5] === undefined ? undefined : pokemonPhrase(m[5], selfName);
  if (!read || !named || (m[5] !== undefined && !except)) return undefined;
  return {
    kind: 'retreat-zero-for',
    fits: except ? (c) => named(c) && !except(c) : named,
    whose: m[2] || m[4] ? 'yours' : 'any',
    ...(read === 'always' ? {} : { when: read }),
  };
}

const CONDITION_NAMES = ['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'];

/** Fast Feet: "SELF can retreat even when it is Asleep or Paralyzed." */
export function readRetreatDespite(sentence: string): PassiveRule | undefined {
  const m = /^SELF can retreat even (?:when|if|while) (?:it|SELF) is (.+)\.$/.exec(sentence);
  const names = m ? (m[1] as string).split(/,\s*(?:or\s+)?|\s+or\s+/) : [];
  if (!m || !names.every((n) => CONDITION_NAMES.includes(n))) return undefined;
  return {
    kind: 'retreat-despite',
    conditions: names.map((n) => n.toLowerCase() as SpecialCondition),
  };
}
