import type { EnergyType } from '../cards/types';
import type {
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
    `^(?:(?:As long as|If) (.+?), )?(?:All |Any |all |any )?(?:D|d)amage (?:done )?(?:by ${ATTACKS} to SELF|to SELF by ${ATTACKS})(?: from (your opponent's )?(.+?))? is reduced by (\\d+)(?: \\((after|before) applying Weakness and Resistance\\))?\\.$`,
  ).exec(sentence);
  if (!m) return undefined;
  const when = m[1] === undefined ? undefined : ownEnergyCondition(m[1]);
  if (m[1] !== undefined && !when) return undefined;
  const from = m[5] === undefined ? undefined : pokemonPhrase(m[5], selfName);
  if (m[5] !== undefined && !from) return undefined;
  const attacks = `${m[2] ?? ''}${m[3] ?? ''}`;
  const opponents = /opponent/.test(attacks) || m[4] !== undefined;
  return {
    kind: 'reduce-damage',
    amount: Number(m[6]),
    ...(from ? { from } : {}),
    ...(when ? { when } : {}),
    ...(opponents ? { opponents: true as const } : {}),
    ...(m[7] === 'before' ? { before: true as const } : {}),
  };
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
 * "The maximum amount of damage that can be reduced by Energy Barrier is 20." — the cap on the
 * per-Energy reduction just read; `false` when there is none to cap.
 */
export function capReduction(sentence: string, rules: PassiveRule[]): boolean {
  const m =
    /^The maximum (?:amount of )?damage that can be reduced by (?:[A-Z][\w'-]*(?: [A-Z][\w'-]*)*|this (?:power|Poké-Body)) is (\d+)\.$/.exec(
      sentence,
    );
  const last = rules.at(-1);
  if (!m || last?.kind !== 'reduce-damage' || !last.per || last.most !== undefined) return false;
  rules[rules.length - 1] = { ...last, most: Number(m[1]) };
  return true;
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

/** "As long as there is a Grass Energy (card) attached to SELF", "… the Defending Pokémon is an Evolved Pokémon". */
function retreatCondition(words: string, selfName: string): RetreatCondition | undefined {
  const energy = ownEnergyCondition(words);
  if (energy) return energy;
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
  const name = bench[1] as string;
  // One name ("Magnemite", or SELF for the Pokémon's own name) or any phrase of the shared grammar.
  const fits =
    name === 'SELF'
      ? (c: { name: string }) => c.name === selfName
      : (pokemonPhrase(name, selfName) ??
        (/^[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*$/.test(name)
          ? (c: { name: string }) => c.name === name
          : undefined));
  return fits ? { kind: 'bench', fits } : undefined;
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
