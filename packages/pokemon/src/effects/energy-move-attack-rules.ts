import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { DEFENDER, flipped, num, type Rule, SELF, TYPE } from './attack-plan';
import type { EffectEnv } from './env';
import {
  attachChosenEach,
  attachChosenTo,
  choose,
  chooseOpponents,
  chooseOwn,
  effectReaches,
  energyOn,
  flip,
  is,
  opponentSwitches,
  provides,
  set,
  step,
  switchOwn,
  when,
  zoneOf,
} from './steps';

/**
 * Attack sentences that move Energy cards already in play, or act on how many are attached: one
 * of the Defending Pokémon's Energy cards moved to a Benched Pokémon of its owner on a coin (Aqua
 * Trick, Magnetic Lines), Energy cards of the attacker moved to its own Bench in any split (Energy
 * Splash), and the Active Pokémon with fewer Energy cards attached switched out by its player
 * (Bounce Off).
 */

/** A filter of Energy cards: "basic", a type, or both (none: every Energy card). */
function energyFilter(basic: boolean, type: EnergyType | undefined) {
  return (c: PokemonCard) =>
    is.energy(c) && (!basic || is.basicEnergy(c)) && (!type || provides(type)(c));
}

/** Energy cards attached to a Pokémon (cards, not the Energy they provide). */
const cardsOn = (e: EffectEnv, mon: PokemonInPlay | undefined) => energyOn(e, mon).length;

export const ENERGY_MOVE_ATTACK_RULES: readonly Rule[] = [
  [
    // Aqua Trick: the coin is flipped only when there is an Energy card to move and a Bench to
    // move it to ("If your opponent has no Benched Pokémon, ignore this effect.").
    new RegExp(
      `^If ${DEFENDER} has any (basic )?(?:${TYPE} )?Energy cards attached to it, flip a coin\\. If heads, choose 1 of those Energy cards and move it to 1 of your opponent's Benched Pokémon\\.(?: If your opponent has no Benched Pokémon, ignore this effect\\.)?$`,
      'i',
    ),
    (m, p) => {
      if (p.coins !== undefined) return false;
      const fits = energyFilter(m[1] !== undefined, m[2] as EnergyType | undefined);
      const movable = (e: EffectEnv) =>
        e.defender !== undefined &&
        effectReaches(e, e.defender) &&
        energyOn(e, e.defender, fits).length > 0 &&
        e.bench(e.opp).some((x) => effectReaches(e, x));
      flipped(p, 1);
      p.post.push(
        when(movable, [
          flip(),
          when(
            (e) => e.heads() > 0,
            [
              choose((e) => ({
                var: 'movedEnergy',
                kind: 'energy',
                prompt: "Choose 1 of the Defending Pokémon's Energy cards to move.",
                options: energyOn(e, e.defender, fits).map((id) => e.cardOption(id)),
              })),
              chooseOpponents(
                'movedTo',
                "Choose 1 of your opponent's Benched Pokémon to move the Energy card to.",
                (x, e) => effectReaches(e, x),
                'bench',
              ),
              step((e) => {
                const id = e.picked('movedEnergy');
                const to = e.picked('movedTo');
                const from = id === undefined ? undefined : zoneOf(e, id);
                return id && to && from ? { actions: [e.move(id, from, to, 'bottom')] } : undefined;
              }),
            ],
          ),
        ]),
      );
      return true;
    },
  ],
  [
    // Energy Splash: the attacker's Energy cards to its own Bench, each card where its player likes.
    new RegExp(
      `^Move (\\d+|a|an|one|two|three) (basic )?(?:${TYPE} )?Energy cards? attached to ${SELF} to (?:1 or 2 of your Benched Pokémon\\. \\(You may put both on the same Pokémon or 1 each on 2 different Pokémon\\.\\)|your Benched Pokémon in any way you like\\.)(?: If you have no Benched Pokémon, ignore this effect\\.)?$`,
      'i',
    ),
    (m, p) => {
      const n = num(m[1]);
      if (!(n > 0)) return false;
      // "1 or 2 of your Benched Pokémon" with "both": only a move of 2 cards says that.
      if (/\b1 or 2 of\b/i.test(m[0]) && n !== 2) return false;
      const fits = energyFilter(m[2] !== undefined, m[3] as EnergyType | undefined);
      p.post.push(
        when(
          (e) => e.bench(e.me).length > 0,
          [
            choose((e) => {
              const ids = energyOn(e, e.self, fits);
              const k = Math.min(n, ids.length);
              return {
                var: 'splashed',
                kind: 'energy',
                prompt: `Choose ${k} Energy card${k === 1 ? '' : 's'} attached to this Pokémon to move to your Bench.`,
                options: ids.map((id) => e.cardOption(id)),
                min: k,
                max: k,
              };
            }),
            ...attachChosenEach(
              'splashed',
              (e) => e.bench(e.me),
              'Choose the Benched Pokémon to move',
            ),
          ],
        ),
      );
      return true;
    },
  ],
  [
    // Flame Ball: "You may move a Fire Energy card attached to SELF to 1 of your Benched
    // Pokémon."; Thunder Reflection: "You may move any number of Lightning Energy cards attached
    // to SELF to another of your Pokémon." — the cards the player picks (none: no move), all to
    // the one Pokémon chosen (the attacker is Active, so "another" is on the Bench).
    new RegExp(
      `^You may move (a|an|1|one|any number of) (basic )?(?:${TYPE} )?Energy cards? attached to ${SELF} to (?:1 of your Benched Pokémon|another of your Pokémon)\\.$`,
      'i',
    ),
    (m, p) => {
      const most = /any number/i.test(m[1] as string) ? 60 : 1;
      const fits = energyFilter(m[2] !== undefined, m[3] as EnergyType | undefined);
      p.post.push(
        when(
          (e) => e.bench(e.me).length > 0 && energyOn(e, e.self, fits).length > 0,
          [
            choose((e) => {
              const ids = energyOn(e, e.self, fits);
              return {
                var: 'moved',
                kind: 'energy',
                prompt:
                  'You may choose Energy cards attached to this Pokémon to move to 1 of your Benched Pokémon.',
                options: ids.map((id) => e.cardOption(id)),
                min: 0,
                max: Math.min(most, ids.length),
              };
            }),
            when(
              (e) => e.chosen('moved').length > 0,
              [
                chooseOwn(
                  'movedTo',
                  'Choose the Benched Pokémon to move them to.',
                  () => true,
                  'bench',
                ),
                attachChosenTo('moved', 'movedTo'),
              ],
            ),
          ],
        ),
      );
      return true;
    },
  ],
  [
    // Bounce Off: counted once the damage is done; the player of the one with fewer switches.
    new RegExp(
      `^If ${SELF} and ${DEFENDER} don't have the same number of Energy cards attached to them, the player controlling the Active Pokémon with the fewest number of Energy cards attached to it switches 1 of his or her Benched Pokémon with his or her Active Pokémon\\.$`,
      'i',
    ),
    (_m, p) => {
      p.post.push(
        set((e) => ({
          fewer:
            e.self === undefined || e.defender === undefined
              ? 0
              : Math.sign(cardsOn(e, e.self) - cardsOn(e, e.defender)),
        })),
        when((e) => e.num('fewer') < 0, switchOwn('bounced')),
        when((e) => e.num('fewer') > 0, opponentSwitches('bounced')),
      );
      return true;
    },
  ],
];
