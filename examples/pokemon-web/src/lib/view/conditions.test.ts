import { describe, expect, it } from 'vitest';
import { CONDITION_NAMES, cardTurn } from './conditions';

describe('cardTurn: a Special Condition shown as the card is turned on the table', () => {
  it('turns Asleep counterclockwise, Paralyzed clockwise, Confused upside down', () => {
    expect(cardTurn(['asleep'])).toBe('turned-left');
    expect(cardTurn(['paralyzed'])).toBe('turned-right');
    expect(cardTurn(['confused'])).toBe('upside-down');
  });

  it('leaves the card upright for none, Burned and Poisoned (markers), and keeps the turn beside them', () => {
    expect(cardTurn([])).toBe('upright');
    expect(cardTurn(['burned', 'poisoned'])).toBe('upright');
    expect(cardTurn(['poisoned', 'asleep', 'burned'])).toBe('turned-left');
  });

  it('writes each condition as the rules do', () => {
    expect(Object.values(CONDITION_NAMES)).toEqual([
      'Asleep',
      'Burned',
      'Confused',
      'Paralyzed',
      'Poisoned',
    ]);
  });
});
