import type { Marker } from './markers';
import { step } from './steps';
import type { Rule as TrainerRule } from './trainer-plan';

/**
 * Trainer sentences that lend a Pokémon other cards' attacks (`copied-attacks.ts`): Recall's
 * "For your attack this turn, your Active Pokémon can use any attack from its Basic Pokémon card
 * or any Evolution card attached to it." — a `stage-attacks` marker on the player for this turn,
 * which the board reads for whichever Pokémon is Active when it attacks — and its reminder that
 * the attack's Energy cost is still paid (the board lends the attack with its printed cost).
 */
export const LENT_ATTACK_TRAINER_RULES: readonly TrainerRule[] = [
  [
    /^For your attack this turn, your Active Pokémon can use any attack from its Basic Pokémon card or any Evolution card attached to it\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        (e.active(e.me)?.stages.length ?? 0) > 0
          ? undefined
          : 'your Active Pokémon is not evolved.',
      );
      p.steps.push(
        step((e) => {
          const m: Marker = {
            kind: 'stage-attacks',
            player: e.me,
            until: e.state.plugin.gameTurn,
            source: e.effect.name,
          };
          return { mark: [m] };
        }),
      );
      return true;
    },
  ],
  [/^\(You still have to pay for that attack's Energy cost\.\)$/, () => true],
];
