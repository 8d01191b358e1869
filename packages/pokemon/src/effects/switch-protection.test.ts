import { describe, expect, it } from 'vitest';
import { G, nextTurn, P, PIKACHU, R, SQUIRTLE } from './cards/classic.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import { attack, optionsNaming, type Table, templatesIn } from './effects.test-helper';

/**
 * An attack that switches the opponent's Active Pokémon out is an effect of that attack done to
 * it: a Pokémon under "prevent all effects of attacks, including damage, done to X" (Barrier,
 * Agility) stays where it is — read from the printed protection itself. Mewtwo (Base Set 2,
 * `base4-10`) Barrier: "Discard 1 Psychic Energy card attached to Mewtwo in order to use this
 * attack. During your opponent's next turn, prevent all effects of attacks, including damage,
 * done to Mewtwo." The control rows (no Barrier) show the same attacks switching.
 */

const MEWTWO = 'base4-10';

/** p1's Mewtwo (with a Benched Squirtle) used Barrier or Psychic; then p2 attacks with `attacker`. */
function afterBarrier(barrier: boolean, attacker: string[], name: string, chooser?: string): Table {
  const start = table({
    p1: { active: [MEWTWO, P, P], bench: [[SQUIRTLE]] },
    p2: { active: attacker, bench: [[PIKACHU]] },
  });
  const opts = { player: 'p2' as const, ...(chooser ? { chooser: optionsNaming(chooser) } : {}) };
  return attack(nextTurn(attack(start, barrier ? 'Barrier' : 'Psychic')), name, opts);
}

describe('switching out a Pokémon protected from all effects of attacks', () => {
  it('Ninetales — Lure (you choose the Benched one): no switch while Barrier holds; a switch without it', () => {
    const lure = ['base1-12', R, R];
    expect(templatesIn(afterBarrier(true, lure, 'Lure', 'p1:bench_1').state, 'p1:active')[0]).toBe(
      MEWTWO,
    );
    expect(templatesIn(afterBarrier(false, lure, 'Lure', 'p1:bench_1').state, 'p1:active')).toEqual(
      [SQUIRTLE],
    );
  });

  it('Butterfree (Legendary Collection) — Whirlwind (the opponent chooses): no switch while Barrier holds', () => {
    const whirlwind = ['base6-21', G, G];
    const held = afterBarrier(true, whirlwind, 'Whirlwind');
    expect(templatesIn(held.state, 'p1:active')[0]).toBe(MEWTWO);
    expect(held.state.pendingDecision).toBeNull();
    expect(templatesIn(afterBarrier(false, whirlwind, 'Whirlwind').state, 'p1:active')).toEqual([
      SQUIRTLE,
    ]);
  });
});
