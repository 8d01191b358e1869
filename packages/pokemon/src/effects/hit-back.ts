import type { EffectEnv } from './env';
import { markersOf } from './markers';
import { attackDamage } from './passives';
import { step } from './steps';
import type { Step } from './types';

/**
 * At the end of an attack, before Knock Outs are checked: each of the opponent's Pokémon that
 * this attack damaged and that carries a `hit-back` marker ("If an attack does damage to Dark
 * Wartortle during your opponent's next turn (even if Dark Wartortle is Knocked Out), Dark
 * Wartortle attacks the Defending Pokémon for an equal amount of damage") answers: a coin first
 * when its text flips one (Counter, Crosscounter), then its multiple of the damage it took to the
 * attacking player's Active Pokémon, Weakness and Resistance applied. It answers even when the
 * damage Knocks it Out: Knock Outs are checked after this.
 */
export const HIT_BACK: readonly Step[] = [
  step((e) => ({ set: { hitters: hittersOf(e).map((h) => h.zone), hitter: 0 } })),
  step((e) => {
    const zone = e.chosen('hitters')[e.num('hitter')];
    if (zone === undefined) return { jump: 2 };
    const mon = e.pokemon(zone);
    const coin = mon && markersOf(e.state, 'hit-back', mon.top).some((m) => m.onHeads);
    return coin ? { flip: { var: 'hitBack' } } : { set: { hitBack: 1 } };
  }),
  step((e) => {
    const mon = e.pokemon(e.chosen('hitters')[e.num('hitter')] ?? '');
    const next = { hitter: e.num('hitter') + 1 };
    const target = e.active(e.me);
    if (!mon || !target || e.heads('hitBack') === 0) return { set: next, jump: -1 };
    const taken = damageTaken(e, mon.top);
    const times = markersOf(e.state, 'hit-back', mon.top).reduce((n, m) => n + (m.amount ?? 1), 0);
    const d = attackDamage(e.cards, e.state, mon, target, taken * times);
    const hit = e.addDamage(target.zone, d.damage);
    return { ...(hit ? { actions: [hit] } : {}), set: next, jump: -1 };
  }),
];

/** The damage this turn's attack did to a Pokémon (its `attacked-by` records made this turn). */
function damageTaken(e: EffectEnv, card: string): number {
  const turn = e.state.plugin.gameTurn;
  return markersOf(e.state, 'attacked-by', card)
    .filter((m) => m.until === turn + 1)
    .reduce((n, m) => n + (m.amount ?? 0), 0);
}

/** The opponent's Pokémon with a `hit-back` marker that this attack damaged. */
function hittersOf(e: EffectEnv) {
  return e
    .inPlay(e.opp)
    .filter(
      (mon) => markersOf(e.state, 'hit-back', mon.top).length > 0 && damageTaken(e, mon.top) > 0,
    );
}
