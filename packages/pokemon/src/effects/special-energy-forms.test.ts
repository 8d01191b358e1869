import { describe, expect, it } from 'vitest';
import { energyProvided } from '../game/board';
import { KINGAMBIT, L, PIKACHU, SQUIRTLE } from './cards/classic.test-helper';
import { classicRegistry as registry, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  templatesIn,
  withCounters,
} from './effects.test-helper';
import { specialEnergyOf } from './special-energy';

/**
 * Classic special Energy read from their text, each played from a loaded set's printing: what it
 * provides, what attaching it from the hand does, what it does to damage and at the end of turns.
 */

const FULL_HEAL_ENERGY = 'base5-81';
const FULL_HEAL_ENERGY_LC = 'base6-100';
const POTION_ENERGY = 'base5-82';
const RECYCLE_ENERGY = 'neo1-105';
const DARKNESS_ENERGY = 'neo1-104';
const METAL_ENERGY = 'neo1-19';
const RAINBOW_ENERGY = 'base5-17';
const MURKROW = 'neo1-24';
const STEELIX = 'neo1-15';

const attachFromHand = (t: Table, templateId: string, to = 'p1:active') => {
  const card = (t.state.zones['p1:hand']?.cards ?? []).find(
    (id) => t.state.cards[id]?.templateId === templateId,
  );
  return act(t, {
    type: 'move_card',
    player: 'p1',
    source: 'ai',
    card: `#${card}`,
    from: 'p1:hand',
    to,
    position: 'bottom',
  });
};

const attackAction = (name: string) => ({
  type: 'declare_action' as const,
  player: 'p1',
  source: 'ai' as const,
  kind: 'attack',
  details: { attack: name },
});

describe('what a special Energy provides, read from its text', () => {
  it('Colorless for Full Heal, Potion and Recycle Energy; its own type for Darkness and Metal Energy', () => {
    const provides = (id: string) => energyProvided(registry.require(id));
    expect(provides(FULL_HEAL_ENERGY)).toEqual(['Colorless']);
    expect(provides(POTION_ENERGY)).toEqual(['Colorless']);
    expect(provides(RECYCLE_ENERGY)).toEqual(['Colorless']);
    expect(provides(DARKNESS_ENERGY)).toEqual(['Darkness']);
    expect(provides(METAL_ENERGY)).toEqual(['Metal']);
  });

  it("Darkness Energy pays a Darkness cost (Murkrow's Mean Look); Recycle Energy does not", () => {
    const dark = table({ p1: { active: [MURKROW, DARKNESS_ENERGY] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(dark, attackAction('Mean Look'))).toBeUndefined();
    const plain = table({ p1: { active: [MURKROW, RECYCLE_ENERGY] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(plain, attackAction('Mean Look'))).toMatch(/ATTACK_COST/);
  });

  it('Rainbow Energy (every type, 1 at a time, 10 damage on attaching) is not read: played by hand', () => {
    expect(specialEnergyOf(registry.require(RAINBOW_ENERGY))).toBeUndefined();
  });
});

describe('"If you play this card from your hand, …"', () => {
  it('Full Heal Energy: the Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned (not Burned: not printed)', () => {
    const board = withCounters(
      table({ p1: { active: [PIKACHU], hand: [FULL_HEAL_ENERGY] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { asleep: 1, poisoned: 1, burned: 1 },
    );
    const t = attachFromHand(board, FULL_HEAL_ENERGY);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['burned']);
  });

  it('Full Heal Energy (Legendary Collection): "no longer affected by a Special Condition" ends Burned too', () => {
    const board = withCounters(
      table({
        p1: { active: [PIKACHU], hand: [FULL_HEAL_ENERGY_LC] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      { confused: 1, burned: 1 },
    );
    expect(conditionsIn(attachFromHand(board, FULL_HEAL_ENERGY_LC).state, 'p1:active')).toEqual([]);
  });

  it('Potion Energy: 1 damage counter removed, if it has any', () => {
    const hurt = withCounters(
      table({ p1: { active: [PIKACHU], hand: [POTION_ENERGY] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { damage: 30 },
    );
    expect(damageIn(attachFromHand(hurt, POTION_ENERGY).state, 'p1:active')).toBe(20);
    const fresh = table({
      p1: { active: [PIKACHU], hand: [POTION_ENERGY] },
      p2: { active: [KINGAMBIT] },
    });
    const t = attachFromHand(fresh, POTION_ENERGY);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, POTION_ENERGY]);
  });
});

describe('Recycle Energy: "If this card is put into your discard pile from play, return it to your hand."', () => {
  it('paid as a Retreat Cost, it comes back to the hand; a basic Energy paid stays discarded', () => {
    const t = table({
      p1: { active: [PIKACHU, RECYCLE_ENERGY], bench: [[SQUIRTLE]] },
      p2: { active: [KINGAMBIT] },
    });
    const recycle = t.state.zones['p1:active']?.cards[1] as string;
    const retreated = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: [recycle] },
    });
    expect(templatesIn(retreated.state, 'p1:hand')).toEqual([RECYCLE_ENERGY]);
    expect(templatesIn(retreated.state, 'p1:discard')).toEqual([]);
    const basic = table({
      p1: { active: [PIKACHU, L], bench: [[SQUIRTLE]] },
      p2: { active: [KINGAMBIT] },
    });
    const l = basic.state.zones['p1:active']?.cards[1] as string;
    const paid = act(basic, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: [l] },
    });
    expect(templatesIn(paid.state, 'p1:discard')).toEqual([L]);
  });
});

describe('Darkness Energy', () => {
  it("its Pokémon's attack does 10 more to the Defending Pokémon, after Weakness and Resistance", () => {
    const plain = attack(
      table({ p1: { active: [PIKACHU, L] }, p2: { active: [KINGAMBIT] } }),
      'Gnaw',
    );
    const dark = attack(
      table({ p1: { active: [PIKACHU, DARKNESS_ENERGY] }, p2: { active: [KINGAMBIT] } }),
      'Gnaw',
    );
    expect(damageIn(dark.state, 'p2:active')).toBe(damageIn(plain.state, 'p2:active') + 10);
  });

  it('puts 1 damage counter on its Pokémon at the end of every turn, unless it is Darkness or has Dark in its name', () => {
    const end = (active: string[]) =>
      act(table({ p1: { active }, p2: { active: [KINGAMBIT] } }), {
        type: 'end_turn',
        player: 'p1',
        source: 'ai',
      });
    expect(damageIn(end([PIKACHU, DARKNESS_ENERGY]).state, 'p1:active')).toBe(10);
    expect(damageIn(end([MURKROW, DARKNESS_ENERGY]).state, 'p1:active')).toBe(0);
    expect(damageIn(end([PIKACHU, DARKNESS_ENERGY, DARKNESS_ENERGY]).state, 'p1:active')).toBe(20);
  });
});

describe('Metal Energy', () => {
  it("a Pokémon that isn't Metal does 10 less with it (before Weakness and Resistance); a Metal one does not", () => {
    const pikachu = (energy: string) =>
      damageIn(
        attack(table({ p1: { active: [PIKACHU, energy] }, p2: { active: [STEELIX] } }), 'Gnaw')
          .state,
        'p2:active',
      );
    expect(pikachu(L)).toBe(10);
    expect(pikachu(METAL_ENERGY)).toBe(0);
    const steelix = (energy: string) =>
      damageIn(
        attack(
          table({ p1: { active: [STEELIX, energy, energy] }, p2: { active: [PIKACHU] } }),
          'Tackle',
        ).state,
        'p2:active',
      );
    expect(steelix(METAL_ENERGY)).toBe(steelix(L));
  });

  it('damage done to its Pokémon is 10 less, after Weakness and Resistance', () => {
    const gnaw = (defender: string[]) =>
      damageIn(
        attack(table({ p1: { active: [PIKACHU, L] }, p2: { active: defender } }), 'Gnaw').state,
        'p2:active',
      );
    expect(gnaw([STEELIX])).toBe(10);
    expect(gnaw([STEELIX, METAL_ENERGY])).toBe(0);
  });
});
