import type { EnergyType } from '../cards/types';
import { DEFENDER, num, onFlip, type Rule, TYPE } from './attack-plan';
import type { EffectEnv } from './env';
import { currentRetreatCost } from './passives';
import {
  chooseOpponents,
  chooseOwn,
  draw,
  effectReaches,
  energyOn,
  heal,
  is,
  mark,
  moveChosen,
  pick,
  provides,
} from './steps';

/**
 * Attack sentences of the e-Card era that the older rule modules do not read: the opponent's Active
 * Spot closed to Energy from the hand for a turn, cards discarded from
 * the hand and as many drawn ("You may discard up to 2 cards from your hand. If you do, draw that
 * many cards."), damage counters removed from a Pokémon chosen by what is attached to it ("Choose 1
 * of your Pokémon with an Energy card attached to it. Remove 1 damage counter from that Pokémon."),
 * and damage counted from the Defending Pokémon's Retreat Cost as it is now ("… for each Colorless
 * Energy in the Defending Pokémon's Retreat Cost. Damage is calculated using the Defending
 * Pokémon's Retreat Cost after applying effects to the Retreat Cost.").
 */

/** "two", "2": a count of cards. */
const COUNT = '(\\d+|a|an|one|two|three|four|five)';

export const FURTHER_ATTACK_RULES: readonly Rule[] = [
  [
    // Freeze Lock: whichever Pokémon is the opponent's Active one during that turn (not the
    // Defending Pokémon: a new Active Pokémon is closed too); Energy put there by other effects
    // than an attachment from the hand still goes.
    /^(?:If (heads|tails), )?your opponent can't attach Energy cards from his or her hand to his or her Active Pokémon during his or her next turn\.$/i,
    (m, p) => {
      if (m[1] !== undefined && p.coins !== 'one') return false;
      p.post.push(
        ...onFlip(m[1], [mark('no-hand-energy-to-active', 'opponent', 'opponents-next-turn')]),
      );
      return true;
    },
  ],
  [
    // Shadow Hand: the discard is the attacker's choice (none at all is "not doing it").
    new RegExp(
      `^(?:If (heads|tails), )?you may discard (?:up to ${COUNT}|any number of) cards? from your hand\\. If you do, draw that many cards\\.$`,
      'i',
    ),
    (m, p) => {
      if (m[1] !== undefined && p.coins !== 'one') return false;
      // "any number of": as many as the hand holds.
      const n = m[2] === undefined ? Number.POSITIVE_INFINITY : num(m[2]);
      if (!(n > 0)) return false;
      p.post.push(
        ...onFlip(m[1], [
          pick({
            var: 'handDiscard',
            from: 'hand',
            filter: () => true,
            max: (e) => Math.min(n, e.zoneCards(e.me, 'hand').length),
            kind: 'discard',
            prompt: `You may discard ${Number.isFinite(n) ? `up to ${n}` : 'any number of'} card${n === 1 ? '' : 's'} from your hand: you draw that many.`,
          }),
          moveChosen('handDiscard', 'discard'),
          draw((e) => e.chosen('handDiscard').length),
        ]),
      );
      return true;
    },
  ],
  [
    // Energy Heal: the Pokémon is chosen among those with such an Energy card attached.
    new RegExp(
      `^Choose 1 of (your|your opponent's) Pokémon with (?:an|a|at least 1|any) (basic )?(?:${TYPE} )?Energy cards? attached to (?:it|them)\\. Remove ${COUNT} damage counters? from (?:that Pokémon|it)(?: \\((?:or )?1 if it (?:only has|has only) 1\\))?\\.$`,
      'i',
    ),
    (m, p) => {
      const mine = (m[1] as string).toLowerCase() === 'your';
      const type = m[3] as EnergyType | undefined;
      const basic = m[2] !== undefined;
      const hp = num(m[4]) * 10;
      if (!(hp > 0)) return false;
      const fits = (x: Parameters<typeof energyOn>[1], e: EffectEnv) =>
        energyOn(e, x, (c) => (!basic || is.basicEnergy(c)) && (!type || provides(type)(c)))
          .length > 0;
      const prompt = `Choose 1 of ${mine ? 'your' : "your opponent's"} Pokémon with ${type ? `a ${type}` : 'an'} Energy card attached to it: remove damage counters from it.`;
      p.post.push(
        mine
          ? chooseOwn('healed', prompt, fits)
          : chooseOpponents('healed', prompt, (x, e) => fits(x, e) && effectReaches(e, x)),
        heal((e) => e.picked('healed'), hp),
      );
      return true;
    },
  ],
  [
    // Crushing Ice: the Retreat Cost as every effect on it leaves it now; the second sentence
    // says so (it may be left out: the cost a player would pay is the only one there is).
    new RegExp(
      `^This attack does (\\d+) damage plus (\\d+) more damage for each Colorless(?: Energy)? in ${DEFENDER}'s Retreat Cost\\.(?: Damage is calculated using ${DEFENDER}'s Retreat Cost after applying effects to the Retreat Cost\\.)?$`,
      'i',
    ),
    (m, p) => {
      const [base, per] = [Number(m[1]), Number(m[2])];
      p.amount.push((e) => {
        const d = e.defender;
        return base + per * (d ? currentRetreatCost(e.cards, e.state, d) : 0);
      });
      return true;
    },
  ],
];
