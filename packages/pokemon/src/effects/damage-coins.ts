import type { PokemonInPlay } from '../game/board';
import type { EffectEnv } from './env';
import { markersOf } from './markers';
import { ownerOf, workingPassiveRules } from './passives';
import { mayDo } from './steps';
import type { StepResult } from './types';

/**
 * "If Hitmonchan would be damaged by an attack during your opponent's next turn, flip a coin.
 * If heads, prevent that attack's damage done to Hitmonchan." (Dodge); "If an attack would do
 * damage to Wooper …, your opponent flips a coin. If tails, prevent all damage to Wooper from
 * that attack." (Slime). The coin is flipped at the moment the attack would damage the Pokémon
 * (after Weakness, Resistance and what changes the amount: only damage left to do calls for
 * it), by the player the text names, once per attack: its result holds for all of that
 * attack's damage to the Pokémon. Other effects of the attack still happen.
 *
 * What the damage steps do with it: `{ flip }` to wait for a coin (the step runs again once it
 * is flipped), `{ prevented }` when a coin came up on the preventing side, else nothing.
 */
export function damageCoin(
  e: EffectEnv,
  target: PokemonInPlay,
  damage: number,
): { readonly flip: StepResult } | { readonly prevented: string } | undefined {
  if (damage <= 0 || e.effect.source !== 'attack' || target.zone.startsWith(`${e.me}:`))
    return undefined;
  const coins = markersOf(e.state, 'prevent-damage-on-coin', target.top);
  for (const [i, m] of coins.entries()) {
    const v = `damageCoin:${target.top}:${i}`;
    const heads = e.vars[v];
    if (typeof heads !== 'number')
      return { flip: { flip: { var: v, ...(m.player ? { by: m.player } : {}) }, again: true } };
    if (heads > 0 === (m.onHeads === true)) return { prevented: m.source };
  }
  return undefined;
}

/**
 * "You may reduce all damage done by attacks to Misty's Cloyster by 10 (after applying Weakness
 * and Resistance)." (Shell Armor): when an attack would damage the Pokémon, its player — not the
 * attacking one — is asked, once per attack; `{ ask }` waits for the answer (the step runs
 * again), `{ less }` is what the answer takes off. A coin its player flips works the same way
 * (Hard Cocoon: "… flip a coin. If heads, reduce that damage by 30.").
 */
export function damageChoice(
  e: EffectEnv,
  target: PokemonInPlay,
  damage: number,
): { readonly ask: StepResult } | { readonly less: number; readonly source: string } | undefined {
  if (damage <= 0 || e.effect.source !== 'attack') return undefined;
  const owner = ownerOf(target);
  for (const { rule, power } of workingPassiveRules(e.cards, e.state, target)) {
    // Hard Cocoon, Sand Guard: its player flips once per attack of the opponent's.
    if (rule.kind === 'reduce-damage-on-heads' && owner !== e.me) {
      const v = `coinReduce:${target.top}:${power}`;
      const heads = e.vars[v];
      if (typeof heads !== 'number') return { ask: { flip: { var: v, by: owner }, again: true } };
      if (heads > 0) return { less: rule.amount, source: power };
      continue;
    }
    if (rule.kind !== 'may-reduce-damage') continue;
    const v = `mayReduce:${target.top}:${power}`;
    const said = e.vars[v];
    if (!Array.isArray(said)) {
      const prompt = `${power}: reduce the damage to ${target.card.name} by ${rule.amount}?`;
      const ask = mayDo(v, prompt, owner === e.me ? 'me' : 'opp')(e);
      return ask ? { ask: { ...ask, again: true } } : undefined;
    }
    if (said[0] === 'yes') return { less: rule.amount, source: power };
  }
  return undefined;
}
