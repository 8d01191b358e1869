import { step } from '../steps';
import type { AbilitySpec, EffectSpec } from '../types';

/**
 * A Trainer played "as if it were a Basic Pokémon" (Clefairy Doll, Mysterious Fossil): read from
 * its rules text (see `playedAsPokemon`), the same code for every such card of any set.
 */

/** Playing it puts it onto its player's Bench ("as if it were a Basic Pokémon"). */
export const PLAY_AS_BASIC: EffectSpec = {
  unplayable: (e) => (e.emptyBench(e.me).length === 0 ? 'your Bench is full.' : undefined),
  steps: [
    step((e) => {
      const spot = e.emptyBench(e.me)[0];
      return spot ? { actions: [e.move(e.effect.card, 'staging', spot)] } : undefined;
    }),
  ],
};

/** "At any time during your turn before your attack, you may discard it" (from play). */
export const DISCARD_FROM_PLAY: AbilitySpec = {
  kind: 'activated',
  effect: {
    steps: [
      step((e) =>
        e.self ? { actions: [e.moveStack(e.self.zone, e.key(e.me, 'discard'))] } : undefined,
      ),
    ],
  },
};
