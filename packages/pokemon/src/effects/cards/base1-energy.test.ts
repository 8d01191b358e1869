import { expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  act,
  attack,
  damageIn,
  eachNaming,
  playTrainer,
  refusalOf,
  type Table,
  table,
  templatesIn,
} from '../effects.test-helper';

/** Base Set's special Energy, played on a small board. */
const DCE = 'base1-96';
const W = 'sve-3';
const L = 'sve-4';
const F = 'sve-6';
const KINGAMBIT = 'sv1-134';
const PIDGEOTTO = 'base1-22'; // Whirlwind (C C) 20
const PIKACHU = 'base1-58'; // Thunder Jolt (L C) 30
const HITMONCHAN = 'base1-7'; // Retreat Cost 2
const BLASTOISE = 'base1-2'; // Hydro Pump (W W W) 40+
const ENERGY_RETRIEVAL = 'base1-81';

const attachFromHand = (t: Table, card: string, to = 'p1:active') =>
  act(t, {
    type: 'move_card',
    player: 'p1',
    source: 'ai',
    card,
    from: 'p1:hand',
    to,
    position: 'bottom',
  });

cardBehaviour(DCE, undefined, () => {
  it('provides 2 Colorless Energy: alone it pays Whirlwind (C C)', () => {
    const t = attachFromHand(
      table({ p1: { active: [PIDGEOTTO], hand: [DCE] }, p2: { active: [KINGAMBIT] } }),
      'Double Colorless Energy',
    );
    expect(damageIn(attack(t, 'Whirlwind').state, 'p2:active')).toBe(20);
  });

  it('is Colorless only: it does not pay a Lightning cost', () => {
    const t = table({ p1: { active: [PIKACHU, DCE] }, p2: { active: [KINGAMBIT] } });
    const jolt = {
      type: 'declare_action' as const,
      player: 'p1',
      source: 'ai' as const,
      kind: 'attack',
      details: { attack: 'Thunder Jolt' },
    };
    expect(refusalOf(t, jolt)).toMatch(/ATTACK_COST .*missing .*Lightning/);
    // With a Lightning Energy for the typed part, the Double Colorless pays the rest.
    const paid = table({ p1: { active: [PIKACHU, DCE, L] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(paid, jolt)).toBeUndefined();
  });

  it('is no Water Energy: Hydro Pump counts only extra Water Energy', () => {
    const t = attack(
      table({ p1: { active: [BLASTOISE, W, W, W, DCE] }, p2: { active: [KINGAMBIT] } }),
      'Hydro Pump',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it('pays 2 of a Retreat Cost by itself', () => {
    const t = table({
      p1: { active: [HITMONCHAN, DCE], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT] },
    });
    const dce = t.state.zones['p1:active']?.cards[1] as string;
    const retreated = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: [dce] },
    });
    expect(templatesIn(retreated.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(retreated.state, 'p1:discard')).toEqual([DCE]);
  });

  it('is attached from the hand as the turn’s one Energy', () => {
    const t = attachFromHand(
      table({ p1: { active: [PIDGEOTTO], hand: [DCE, F] }, p2: { active: [KINGAMBIT] } }),
      'Double Colorless Energy',
    );
    expect(() => attachFromHand(t, 'Basic Fighting Energy')).toThrow(/ONE_ENERGY_PER_TURN/);
  });

  it("doesn't count as a basic Energy card: Energy Retrieval can't take it back", () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [ENERGY_RETRIEVAL, F], discard: [DCE] },
      p2: { active: [KINGAMBIT] },
    });
    expect(() => playTrainer(t, 'Energy Retrieval')).toThrow(/no basic Energy/);
    const offered: string[] = [];
    const both = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: [ENERGY_RETRIEVAL, F], discard: [DCE, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Retrieval',
      {
        chooser: (d, st) => {
          offered.push(...(d.options ?? []));
          return eachNaming('Water')(d, st);
        },
      },
    );
    expect(offered.filter((o) => o.includes('Double Colorless'))).toEqual([]);
    expect(templatesIn(both.state, 'p1:hand')).toEqual([W]);
    expect(templatesIn(both.state, 'p1:discard')).toContain(DCE);
  });
});
