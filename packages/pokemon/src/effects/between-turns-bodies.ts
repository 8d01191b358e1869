import type { Action, GameState } from '@playmat/engine';
import { type Cards, pokemonInPlay } from '../game/board';
import type { PokemonState } from '../game/state';
import { bodyConditionHolds, ownerOf, passiveRulesInPlay } from './passives';
import { removeDamage } from './special-energy';

/**
 * Poké-Bodies that act by themselves between turns (`heal-between-turns`): Rain Dish ("At any
 * time between turns, remove 1 damage counter from Lotad.") on its own Pokémon, Sooth Dust ("As
 * long as Butterfree is your Active Pokémon, remove 1 damage counter from each of your Pokémon
 * between turns.") on each of its player's Pokémon. Their player may use them "at any time"
 * between turns; removing damage never hurts, so they act first, before the Pokémon Checkup —
 * the time that can keep a Pokémon from being Knocked Out by Poison or Burn.
 */
export function betweenTurnsHealing(cards: Cards, state: GameState<PokemonState>): Action[] {
  const out: Action[] = [];
  for (const { rule, mon } of passiveRulesInPlay(cards, state, 'heal-between-turns')) {
    if (rule.whileActive && !mon.zone.endsWith(':active')) continue;
    if (rule.when && !bodyConditionHolds(cards, state, mon, rule.when)) continue;
    const owner = ownerOf(mon);
    const healed = rule.each ? pokemonInPlay(cards, state, owner) : [mon];
    for (const h of healed) out.push(...removeDamage(state, owner, h.zone, rule.amount));
  }
  return out;
}

/**
 * What the Poké-Bodies of the Active Pokémon change at the Pokémon Checkup (`checkup-counters`):
 * the Burn damage (20, or a Fiery Aura's "instead"), the Poison damage added (Methane Leak), and
 * the damage put on Benched Pokémon (Sand Damage) as `[zone, amount]` pairs.
 */
export function checkupBodies(
  cards: Cards,
  state: GameState<PokemonState>,
): { burn: number; poisonMore: number; bench: [string, string, number][] } {
  let burn = 20;
  let poisonMore = 0;
  const bench: [string, string, number][] = [];
  for (const { rule, mon } of passiveRulesInPlay(cards, state, 'checkup-counters')) {
    if (!mon.zone.endsWith(':active')) continue;
    if (rule.on === 'burned')
      burn = rule.instead ? Math.max(burn, rule.amount) : burn + rule.amount;
    if (rule.on === 'poisoned') poisonMore += rule.amount;
    if (rule.on === 'opponents-bench') {
      const opp = state.players.find((p) => p !== ownerOf(mon)) ?? '';
      for (const m of pokemonInPlay(cards, state, opp))
        if (!m.zone.endsWith(':active') && rule.fits?.(m.card))
          bench.push([m.zone, m.top, rule.amount]);
    }
  }
  return { burn, poisonMore, bench };
}
