import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { G, KINGAMBIT } from './cards/classic.test-helper';
import { classicWith, rewordAttack } from './classic-sets.test-helper';
import { attack, conditionsIn } from './effects.test-helper';

/**
 * An effect's compiled program is kept per card registry: an effect key names a card id, and two
 * registries in one process (two users' own sets, two test files sharing modules) may hold
 * different cards under the same id.
 */
describe('compiled programs', () => {
  /** MADE-UP: Jungle Gloom (base2-37) under one id, its Poisonpowder reworded two ways. */
  const gloomSaying = (text: string) =>
    classicWith(loadCardSet([rewordAttack('base2-37', 'madeupgl-1', 'Poisonpowder', text)]));
  const poisons = gloomSaying('The Defending Pokémon is now Poisoned.');
  const sleeps = gloomSaying('The Defending Pokémon is now Asleep.');

  const conditionsAfter = (t: typeof poisons.table) =>
    conditionsIn(
      attack(t({ p1: { active: ['madeupgl-1', G] }, p2: { active: [KINGAMBIT] } }), 'Poisonpowder')
        .state,
      'p2:active',
    );

  it('two registries with one card id and different texts each play their own text', () => {
    expect(conditionsAfter(poisons.table)).toEqual(['poisoned']);
    expect(conditionsAfter(sleeps.table)).toEqual(['asleep']);
    // And back: the first registry's program was not replaced by the second's.
    expect(conditionsAfter(poisons.table)).toEqual(['poisoned']);
  });
});
