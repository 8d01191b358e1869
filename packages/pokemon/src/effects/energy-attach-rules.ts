import type { PokemonCard } from '../cards/types';
import { devolveActions } from './devolve';
import type { EffectEnv } from './env';
import { specialEnergyOf } from './special-energy';
import { mayDo, said, step, when } from './steps';
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
      : (healAndDevolve(when.does) ?? null);
  effects.set(when.does, spec);
  return spec ?? undefined;
}

/** The Pokémon the Energy of this effect is attached to. */
const holderOf = (e: EffectEnv) => e.inPlay(e.me).find((m) => m.energy.includes(e.effect.card));

const HEAL_AND_DEVOLVE =
  /^You may remove up to (\d+) damage counters? from (?:that Pokémon|it) and discard the (?:top|highest Stage Evolution) card (?:from|on) (?:it|that Pokémon)\. \(This counts as devolving (?:it|that Pokémon)\.\)$/;

/** Retro Energy's "you may remove up to N damage counters … and discard the top card from it". */
function healAndDevolve(does: string): EffectSpec | undefined {
  const m = HEAL_AND_DEVOLVE.exec(does);
  if (!m) return undefined;
  const hp = Number(m[1]) * 10;
  const evolved = (e: EffectEnv) => (holderOf(e)?.stages.length ?? 0) > 0;
  return {
    steps: [
      when(evolved, [
        mayDo(
          'retro',
          `Remove up to ${m[1]} damage counters from that Pokémon and discard its top card (devolving it)?`,
        ),
        when(said('retro'), [
          step((e) => {
            const mon = holderOf(e);
            return mon ? { actions: e.heal(mon.zone, hp) } : undefined;
          }),
          step((e) => {
            const mon = holderOf(e);
            return mon ? devolveActions(e, mon, 'discard') : undefined;
          }),
        ]),
      ]),
    ],
  };
}
