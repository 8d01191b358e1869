import type { Action } from '@playmat/engine';
import type { EnergyType } from '../cards/types';
import { flipped, num, type Plan, type Rule, SELF, TYPE } from './attack-plan';
import type { EffectEnv } from './env';
import {
  addWhen,
  chosenTo,
  energyCard,
  laterClause,
  type ReadSentences,
  sentence,
} from './more-attack-rules';
import {
  choose,
  discardEnergy,
  effectReaches,
  energyOn,
  flip,
  is,
  mayDo,
  provides,
  said,
  step,
  when,
} from './steps';
import type { Step, StepFn } from './types';

/**
 * Attack sentences whose outcome hangs on WHAT was discarded: the top card of each player's deck
 * counted for Fire Energy cards (Eruption), the Energy card discarded to use the attack ("If the
 * discarded card is a Fire Energy card, …": Burn Booster), a basic Energy card of one of two types
 * the player may discard and what each type does (Crushing Lava), all Energy of a type discarded on
 * an optional coin and counted for damage (Lightning Sphere), all Energy of a type discarded for
 * as many damage counters put on the opponent's Bench as the attacker likes (Electric Blast), and
 * "Discard … and flip a coin." read as its two sentences (Scalding Steam).
 */

/** The words for how many cards: "the top card", "the top 2 cards". */
const TOP = '(?:the top card|the top (\\d+|two|three) cards)';

/** Each player discards the top `n` cards of their deck, yours first; all their ids go to `milled`. */
function eachDiscardsTop(n: number): StepFn {
  return (e) => {
    const actions: Action[] = [];
    const milled: string[] = [];
    for (const player of [e.me, e.opp]) {
      const ids = e.zoneCards(player, 'deck').slice(0, n);
      const deck = e.key(player, 'deck');
      for (const id of ids)
        actions.push(e.move(id, deck, e.key(player, 'discard'), undefined, player));
      milled.push(...ids);
    }
    return { set: { milled }, ...(actions.length > 0 ? { actions } : {}) };
  };
}

/**
 * Puts `count` damage counters one at a time on the opponent's Benched Pokémon the attacker
 * chooses for each ("in the way you like"): counters, not damage (no Weakness or Resistance), never
 * on a Pokémon protected from the effects of attacks.
 */
function countersOnBenchAsYouLike(count: (e: EffectEnv) => number, v = 'counter'): Step[] {
  const at = `${v}:i`;
  return [
    choose((e) => {
      if (e.num(at) >= count(e)) return undefined;
      const left = count(e) - e.num(at);
      return {
        var: v,
        kind: 'opponent-pokemon',
        prompt: `Choose 1 of your opponent's Benched Pokémon for a damage counter (${left} left to put).`,
        options: e
          .bench(e.opp)
          .filter((x) => effectReaches(e, x))
          .map((x) => e.pokemonOption(x)),
      };
    }),
    step((e) => {
      const i = e.num(at);
      const zone = e.picked(v);
      if (i >= count(e) || zone === undefined) return undefined;
      const hit = e.addDamage(zone, 10);
      const more = i + 1 < count(e);
      return {
        ...(hit ? { actions: [hit] } : {}),
        set: { [at]: i + 1, [v]: [] },
        ...(more ? { jump: -1 } : {}),
      };
    }),
  ];
}

/** What a plan of these rules remembers: the types a "You may discard a X or Y basic Energy card" offered. */
const offered = new WeakMap<Plan, readonly EnergyType[]>();

/** "Fire or Fighting", "Fire, Water, or Fighting": the types a list names (none unknown). */
function typesIn(list: string): EnergyType[] | undefined {
  const items = list.split(/,? or |, /).map((t) => t.trim());
  const known = new RegExp(`^${TYPE}$`);
  return items.every((t) => known.test(t)) ? (items as EnergyType[]) : undefined;
}

/** The rules; `read` reads a clause as a sentence of its own with the whole table. */
export function discardedCardAttackRules(read: ReadSentences): Rule[] {
  return [
    [
      // Eruption: both decks' top cards go before the damage they count ("for each Fire Energy
      // card", or in the EX printings "for each Energy card": any Energy card).
      new RegExp(
        `^Each player discards? ${TOP} (?:of|from) his or her deck\\.(?: This attack does (\\d+) damage plus (\\d+) more damage for each (basic )?(?:${TYPE} )?Energy card discarded (?:in )?this way\\.)?$`,
        'i',
      ),
      (m, p) => {
        const n = m[1] === undefined ? 1 : num(m[1]);
        p.pre.push(eachDiscardsTop(n));
        if (m[2] !== undefined) {
          const [base, per] = [Number(m[2]), Number(m[3])];
          const [basic, type] = [m[4] !== undefined, m[5] as EnergyType | undefined];
          p.amount.push(
            (e) =>
              base + per * e.chosen('milled').filter((id) => energyCard(e, id, type, basic)).length,
          );
        }
        return true;
      },
    ],
    [
      // Burn Booster: what the card discarded to use the attack was decides the damage.
      new RegExp(
        `^(Discard an? (?:${TYPE} )?Energy card attached to ${SELF} in order to use this attack\\.) If the (?:discarded card|card you discarded|Energy card you discarded) is an? (basic )?${TYPE} Energy card, ([^.]+)\\.$`,
        'i',
      ),
      (m, p) => {
        if (!read(m[1] as string, p)) return false;
        const [basic, type] = [m[3] !== undefined, m[4] as EnergyType];
        const sub = laterClause(read, m[5] as string, p);
        if (!sub || sub.last?.length) return false;
        addWhen(p, (e) => e.chosen('cost').some((id) => energyCard(e, id, type, basic)), sub);
        return true;
      },
    ],
    [
      // Crushing Lava: a choice before the damage (what it discards changes the damage).
      new RegExp(
        `^You may discard an? ((?:${TYPE}(?:,? or |, ))*${TYPE}) basic Energy card attached to ${SELF}\\.$`,
        'i',
      ),
      (m, p) => {
        const types = typesIn(m[1] as string);
        if (!types || offered.has(p)) return false;
        const fits = (c: Parameters<typeof is.basicEnergy>[0]) =>
          types.some((t) => is.basicEnergyOf(t)(c));
        p.pre.push(
          choose((e) => ({
            var: 'mayDiscard',
            kind: 'energy',
            prompt: `You may discard a ${types.join(' or ')} basic Energy card attached to this Pokémon.`,
            options: energyOn(e, e.self, fits).map((id) => e.cardOption(id)),
            min: 0,
            max: 1,
          })),
          chosenTo('mayDiscard', 'discard'),
        );
        offered.set(p, types);
        return true;
      },
    ],
    [
      new RegExp(`^If you discard an? ${TYPE} Energy card in this way, ([^.]+)\\.$`, 'i'),
      (m, p) => {
        const type = m[1] as EnergyType;
        if (!offered.get(p)?.includes(type)) return false;
        const sub = laterClause(read, m[2] as string, p);
        if (!sub || sub.last?.length) return false;
        addWhen(p, (e) => e.chosen('mayDiscard').some((id) => energyCard(e, id, type, true)), sub);
        return true;
      },
    ],
    [
      // Lightning Sphere: no flip (or tails) discards nothing, and the attack does its base damage.
      new RegExp(
        `^(You may flip|Flip) a coin\\. If heads, discard all (?:${TYPE} )?Energy cards attached to ${SELF}\\. This attack does (\\d+) damage plus (\\d+) more damage for each (?:(?:${TYPE} )?Energy )?card discarded (?:in )?this way\\.$`,
        'i',
      ),
      (m, p) => {
        if (p.coins !== undefined) return false;
        const [type, counted] = [m[2] as EnergyType | undefined, m[5] as EnergyType | undefined];
        if (counted !== undefined && counted !== type) return false;
        const may = /^You may/i.test(m[1] as string);
        const discardOnHeads = [
          flip(),
          when(
            (e) => e.heads() > 0,
            discardEnergy((e) => e.self, 'all', type ? provides(type) : is.energy, 'discarded'),
          ),
        ];
        flipped(p, 1);
        p.pre.push(
          ...(may
            ? [
                mayDo('mayFlip', 'Flip a coin for this attack?'),
                when(said('mayFlip'), discardOnHeads),
              ]
            : discardOnHeads),
        );
        const [base, per] = [Number(m[3]), Number(m[4])];
        p.amount.push((e: EffectEnv) => base + per * e.chosen('discarded').length);
        return true;
      },
    ],
    [
      // Electric Blast: the discard comes when the attack is used; each counter goes where the
      // attacker likes among the opponent's Benched Pokémon (the example is only a reminder).
      new RegExp(
        `^You may discard all (?:${TYPE} )?Energy cards attached to ${SELF}(?: when you use this attack)?\\. If you do, put (?:a number of )?damage counters equal to the (?:amount|number) of (?:${TYPE} )?Energy cards (?:removed|discarded) (?:in )?this way on any number of your opponent's Benched Pokémon in (?:the|any) way you like\\.(?: \\(For example, [^)]+\\))?$`,
        'i',
      ),
      (m, p) => {
        const [type, counted] = [m[1] as EnergyType | undefined, m[2] as EnergyType | undefined];
        if (counted !== undefined && counted !== type) return false;
        const fits = type ? provides(type) : is.energy;
        const did = said('discardAll');
        p.pre.push(
          when(
            (e) => energyOn(e, e.self, fits).length > 0,
            [
              mayDo(
                'discardAll',
                `Discard all ${type ? `${type} ` : ''}Energy cards attached to this Pokémon?`,
              ),
              when(
                did,
                discardEnergy((e) => e.self, 'all', fits, 'blasted'),
              ),
            ],
          ),
        );
        p.post.push(...countersOnBenchAsYouLike((e) => e.chosen('blasted').length));
        return true;
      },
    ],
    [
      // Scalding Steam: "Discard an Energy card attached to SELF and flip a coin." — the two
      // sentences it joins, in its order, each read as the table reads it alone (only a discard:
      // "Choose … and flip a coin" ties the choice to the coin, which its own rules read).
      /^(Discard [^.]+?) and flip a coin\.$/i,
      (m, p) => read(`${sentence(m[1] as string)} Flip a coin.`, p),
    ],
    [
      // Kindle: "Discard a Fire Energy card attached to SELF and then discard an Energy card
      // attached to the Defending Pokémon." — its two discards, in its order, each read alone.
      /^(Discard [^.]+?) and then (discard [^.]+)\.$/i,
      (m, p) => read(`${sentence(m[1] as string)} ${sentence(m[2] as string)}`, p),
    ],
  ];
}
