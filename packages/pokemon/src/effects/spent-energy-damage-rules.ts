import type { EnergyType, PokemonCard } from '../cards/types';
import { flipped, type Plan, type Rule, SELF, TYPE } from './attack-plan';
import type { EffectEnv } from './env';
import { chosenTo } from './more-attack-rules';
import { choose, energyOn, flip, is, mayDo, pick, provides, said, when } from './steps';
import type { Step } from './types';

/**
 * Attacks whose damage counts the Energy the attacker gives up as it attacks, in the word orders
 * the sets print (Lava Flow, Land Stream, Hydro Reverse, Reverse Stream, Crushing Mantle, Crush
 * and Burn, Burning Fire):
 *
 *   [When you use this attack, ]You may <discard|return> <how many> <Energy> [attached to <whose>]
 *     [to your hand][ when you use this attack].
 *   You may discard as many <Energy> as you like attached to <whose> | from your hand.
 *   You may discard from your hand as many <Energy> as you like.
 * then
 *   [If you do, ]this attack does N damage plus M more damage for each <Energy> [you] discarded|returned[ (in) this way].
 *   [If you do, ]this attack does N damage times the number of <Energy> [you] discarded|returned[ (in) this way].
 *   Flip a coin for each <Energy> discarded in this way. This attack does N damage times the number of heads.
 *
 * <how many>: "any number of", "up to K", "all (of the)"; <whose>: the attacker, "your Pokémon
 * (in play)", "all of your Pokémon". What the damage counts is read on the cards given up (a
 * sentence counting "Fire Energy" of Energy of any type counts only the Fire ones). Each card is
 * one: "for each Energy you discarded" counts cards, as the Energy cards are no longer attached
 * to provide anything. The player chooses; none given up is "not doing it" (the printed damage).
 */

const TYPES = TYPE.slice(1, -1);
/** "basic Water Energy cards", "Fire Energy", "Energy card", "basic Energy". */
const ENERGY = `(?:basic )?(?:(?:${TYPES}) )?Energy(?: cards?)?`;

/** What a phrase of {@link ENERGY} takes: attached (what it provides) or in the hand (the card). */
function energyFilter(words: string, attached: boolean): (c: PokemonCard) => boolean {
  const m = new RegExp(`^(basic )?(?:${TYPE} )?Energy(?: cards?)?$`, 'i').exec(words.trim());
  const basic = m?.[1] !== undefined;
  const type = m?.[2] as EnergyType | undefined;
  if (!type) return basic ? is.basicEnergy : is.energy;
  // In the hand a "Fire Energy card" is the basic one (the classic wording); attached, any
  // Energy that provides Fire.
  const typed = attached ? provides(type) : is.basicEnergyOf(type);
  return basic ? (c) => is.basicEnergy(c) && typed(c) : typed;
}

/** Where the cards given up come from and where they go. */
interface Spend {
  readonly to: 'discard' | 'hand';
  readonly from: 'self' | 'mine' | 'hand';
  readonly words: string;
  /** The most that may be given up (`all`: every such card or none). */
  readonly most: number | 'all';
}

const WHOSE = `(${SELF}|(?:all of |any of )?your Pokémon(?: in play)?)`;

/** The first sentence: what may be given up, or undefined for words this reader does not know. */
function readSpend(s: string): Spend | undefined {
  const lead = '^(?:When you use this attack, )?You may (discard|return) ';
  const tail = '(?: when you use this attack)?\\.$';
  // "… any number of / up to 2 / all <Energy> attached to <whose> [to your hand] …"
  let m = new RegExp(
    `${lead}(any number of|up to (\\d+)|all(?: of the| the)?) (${ENERGY}) (?:attached to ${WHOSE}|(from your hand))( to your hand)?${tail}`,
    'i',
  ).exec(s);
  if (m) {
    const most = /^any/i.test(m[2] as string)
      ? Number.POSITIVE_INFINITY
      : m[3] !== undefined
        ? Number(m[3])
        : 'all';
    return spend(
      m[1] as string,
      m[5],
      m[6] !== undefined,
      m[7] !== undefined,
      m[4] as string,
      most,
    );
  }
  // "… as many <Energy> as you like attached to <whose> / from your hand [to your hand]."
  m = new RegExp(
    `${lead}as many (${ENERGY}) as you like (?:attached to ${WHOSE}|(from your hand))( to your hand)?${tail}`,
    'i',
  ).exec(s);
  if (m)
    return spend(
      m[1] as string,
      m[3],
      m[4] !== undefined,
      m[5] !== undefined,
      m[2] as string,
      Number.POSITIVE_INFINITY,
    );
  // "… from your hand as many <Energy> as you like / any number of <Energy>."
  m = new RegExp(
    `${lead}from your hand (?:as many (${ENERGY}) as you like|any number of (${ENERGY}))\\.$`,
    'i',
  ).exec(s);
  if (m)
    return spend(
      m[1] as string,
      undefined,
      true,
      false,
      (m[2] ?? m[3]) as string,
      Number.POSITIVE_INFINITY,
    );
  return undefined;
}

function spend(
  verb: string,
  whose: string | undefined,
  hand: boolean,
  toHand: boolean,
  words: string,
  most: number | 'all',
): Spend | undefined {
  const to = verb.toLowerCase() === 'return' ? 'hand' : 'discard';
  // Returned cards go to the hand, discarded ones never do; a card in the hand is not returned.
  if ((to === 'hand') !== toHand || (hand && to === 'hand')) return undefined;
  if (typeof most === 'number' && !(most > 0)) return undefined;
  const from = hand ? 'hand' : /your Pokémon/i.test(whose ?? '') ? 'mine' : 'self';
  return { to, from, words, most };
}

/** The steps that let the player give up the cards (their ids in `spent`). */
function spendSteps(s: Spend): Step[] {
  const filter = energyFilter(s.words, s.from !== 'hand');
  const verb = s.to === 'hand' ? 'Return' : 'Discard';
  const where = { self: 'this Pokémon', mine: 'your Pokémon', hand: 'your hand' }[s.from];
  const onto = s.to === 'hand' ? ' to your hand' : '';
  if (s.from === 'hand') {
    const most = s.most === 'all' ? Number.POSITIVE_INFINITY : s.most;
    return [
      pick({
        var: 'spent',
        from: 'hand',
        filter,
        max: (e) => Math.min(most, e.zoneCards(e.me, 'hand').length),
        kind: 'discard',
        prompt: `${verb} any number of ${s.words} from your hand.`,
      }),
      chosenTo('spent', s.to),
    ];
  }
  const ids = (e: EffectEnv) =>
    (s.from === 'mine' ? e.inPlay(e.me) : e.self ? [e.self] : []).flatMap((x) =>
      energyOn(e, x, filter),
    );
  if (s.most === 'all')
    return [
      mayDo('spendAll', `${verb} all ${s.words} attached to ${where}${onto}?`),
      when(said('spendAll'), [
        choose((e) => ({
          var: 'spent',
          kind: 'energy',
          prompt: `${verb} all ${s.words} attached to ${where}${onto}.`,
          options: ids(e).map((id) => e.cardOption(id)),
          min: ids(e).length,
          max: ids(e).length,
        })),
      ]),
      chosenTo('spent', s.to),
    ];
  const most = s.most;
  return [
    choose((e) => ({
      var: 'spent',
      kind: 'energy',
      prompt: `${verb} ${Number.isFinite(most) ? `up to ${most}` : 'any number of'} ${s.words} attached to ${where}${onto}.`,
      options: ids(e).map((id) => e.cardOption(id)),
      min: 0,
      max: Math.min(most, ids(e).length),
    })),
    chosenTo('spent', s.to),
  ];
}

/** The second sentence: the damage the cards given up make. */
function readDamage(s: string, spent: Spend, p: Plan): boolean {
  const verb = spent.to === 'hand' ? 'returned' : 'discarded';
  const counted = `(${ENERGY}|cards?) (?:that )?(?:you )?${verb}(?: (?:in )?this way)?`;
  const given = (e: EffectEnv, words: string) => {
    const filter = /^cards?$/i.test(words)
      ? () => true
      : energyFilter(words, spent.from !== 'hand');
    return e.chosen('spent').filter((id) => {
      const c = e.card(id);
      return c !== undefined && filter(c);
    }).length;
  };
  const plus = new RegExp(
    `^(If you do, )?this attack does (\\d+) damage plus (\\d+) more damage for each ${counted}\\.$`,
    'i',
  ).exec(s);
  if (plus) {
    const [ifDo, base, per, words] = [
      plus[1] !== undefined,
      Number(plus[2]),
      Number(plus[3]),
      plus[4] as string,
    ];
    p.amount.push((e, printed) => {
      const n = given(e, words);
      return ifDo && e.chosen('spent').length === 0 ? printed : base + per * n;
    });
    return true;
  }
  const times = new RegExp(
    `^(If you do, )?this attack does (\\d+) damage times the (?:number|amount) of ${counted}\\.$`,
    'i',
  ).exec(s);
  if (times) {
    const [ifDo, per, words] = [times[1] !== undefined, Number(times[2]), times[3] as string];
    p.amount.push((e, printed) =>
      ifDo && e.chosen('spent').length === 0 ? printed : per * given(e, words),
    );
    return true;
  }
  if (spent.to !== 'discard') return false;
  const coins = new RegExp(
    `^Flip a coin for each ${counted}\\. This attack does (\\d+) damage times the number of heads\\.$`,
    'i',
  ).exec(s);
  if (coins) {
    const [words, per] = [coins[1] as string, Number(coins[2])];
    flipped(p, 'many');
    p.pre.push(flip((e) => given(e, words)));
    p.amount.push((e) => per * e.heads());
    return true;
  }
  return false;
}

/** The rule: the two sentences together (the second reads what the first gave up). */
export const SPENT_ENERGY_DAMAGE_RULES: readonly Rule[] = [
  [
    /^((?:When you use this attack, )?You may (?:discard|return) [^.]+\.) ((?:If you do, )?this attack does [^.]+\.|Flip a coin for each [^.]+\. This attack does [^.]+\.)$/i,
    (m, p) => {
      const spent = readSpend(m[1] as string);
      if (!spent) return false;
      p.pre.push(...spendSteps(spent));
      return readDamage(m[2] as string, spent, p);
    },
  ],
];
