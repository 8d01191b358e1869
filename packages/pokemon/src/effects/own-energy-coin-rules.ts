import type { Action } from '@playmat/engine';
import type { EnergyType } from '../cards/types';
import { type Rule, SELF, TYPE } from './attack-plan';
import { flipCounted } from './more-attack-rules';
import { choose, energyOn, is, provides, zoneOf } from './steps';

/**
 * "You may discard any number of <Type> Energy cards attached to SELF when you use this attack.
 * If you do, flip a number of coins equal to the number of <Type> Energy cards you discarded."
 * The attacker chooses how many (none is allowed: then no coin is flipped), the cards are
 * discarded before the damage, and as many coins are flipped; the damage sentence after it
 * ("… 30 more damage for each heads") reads those coins.
 */
export const OWN_ENERGY_COIN_RULES: readonly Rule[] = [
  [
    new RegExp(
      `^You may discard any number of (?:${TYPE} )?Energy cards attached to ${SELF} when you use this attack\\. If you do, flip a number of coins equal to the number of (?:${TYPE} )?Energy cards you discarded\\.$`,
      'i',
    ),
    (m, p) => {
      if (p.coins !== undefined || m[1] !== m[2]) return false;
      const type = m[1] as EnergyType | undefined;
      const filter = type ? provides(type) : is.energy;
      p.pre.push(
        choose((e) => {
          const ids = energyOn(e, e.self, filter);
          return {
            var: 'cost',
            kind: 'energy',
            prompt: `Discard any number of ${type ? `${type} ` : ''}Energy cards attached to this Pokémon (a coin for each).`,
            options: ids.map((id) => e.cardOption(id)),
            min: 0,
            max: ids.length,
          };
        }),
        (e) => {
          const actions: Action[] = [];
          for (const id of e.chosen('cost')) {
            const from = zoneOf(e, id);
            if (from) actions.push(e.move(id, from, e.key(e.me, 'discard')));
          }
          return actions.length > 0 ? { actions } : undefined;
        },
      );
      flipCounted(p, (e) => e.chosen('cost').length);
      return true;
    },
  ],
];
