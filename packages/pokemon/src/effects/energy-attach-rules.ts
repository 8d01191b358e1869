import type { PokemonCard } from '../cards/types';
import { specialEnergyOf } from './special-energy';
import { readSwitch, switchSteps } from './switch-clause';
import type { EffectSpec } from './types';

/**
 * What a special Energy does when it is attached from the hand, read from the sentence its text
 * prints after "When you attach Warp Energy from your hand to your Active Pokémon, …" /
 * "When you play this card from your hand and attach it to your Active Pokémon, …" (see
 * `special-energy.ts`, `whenAttached`): a switch read by the shared switch clause
 * (`switch-clause.ts`) — Warp Energy's "switch your Active Pokémon with 1 of your Benched
 * Pokémon", Cyclone Energy's "your opponent switches his or her Active Pokémon with 1 of his or
 * her Benched Pokémon". The game starts it as the attaching player's effect (`game/hooks.ts`).
 * Any other sentence: `undefined`, and the Energy stays manual.
 */
const effects = new Map<string, EffectSpec | null>();

/** The effect of attaching this special Energy from the hand, or `undefined`. */
export function energyAttachEffect(card: PokemonCard): EffectSpec | undefined {
  const when = specialEnergyOf(card)?.whenAttached;
  if (!when) return undefined;
  const hit = effects.get(when.does);
  if (hit !== undefined) return hit ?? undefined;
  const clause = readSwitch(when.does);
  // Only the plain switch: no coin, no "Then," or damage timing (there is no attack here).
  const spec: EffectSpec | null =
    clause && !clause.coin && !clause.then && !clause.before
      ? { steps: switchSteps(clause) }
      : null;
  effects.set(when.does, spec);
  return spec ?? undefined;
}
