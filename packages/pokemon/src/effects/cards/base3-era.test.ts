import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { act, type Table, table, templatesIn } from '../effects.test-helper';

/**
 * Fossil's cards read by the rules of 1999: the printed stage decides (Magmar's data names Magby,
 * a card printed years later), and Mysterious Fossil plays as the Basic Pokémon its text says.
 */
const MAGMAR = 'base3-39';
const FOSSIL = 'base3-62';
const KABUTO = 'base3-50';
const PIKACHU = 'base1-58';
const KINGAMBIT = 'sv1-134';

/** Why the engine refuses `action` (its rule code and message), or `played`. */
function refusalOf(t: Table, action: Action): string {
  const r = t.engine.execute(t.state, action);
  return r.ok ? 'played' : `${r.error.rule?.code ?? r.error.code} ${r.error.message}`;
}

const onto = (card: string, to: string) =>
  ({ type: 'move_card', player: 'p1', source: 'ai', card, from: 'p1:hand', to }) as const;

describe('1999 data read by its own rules', () => {
  it('Magmar (printed Basic; the data says it evolves from Magby) is played onto the Bench from the hand', () => {
    const t = act(
      table({ p1: { active: [PIKACHU], hand: [MAGMAR] }, p2: { active: [KINGAMBIT] } }),
      onto('Magmar', 'p1:bench_1'),
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MAGMAR]);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
  });

  it('Mysterious Fossil goes onto the Bench with its 10 HP, and Kabuto evolves from it', () => {
    const t = table({
      p1: { active: [PIKACHU], hand: [FOSSIL, KABUTO] },
      p2: { active: [KINGAMBIT] },
    });
    const played = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'play_trainer',
      card: 'Mysterious Fossil',
      zone: 'p1:hand',
    });
    expect(templatesIn(played.state, 'p1:bench_1')).toEqual([FOSSIL]);
    expect(refusalOf(played, onto('Kabuto', 'p1:bench_1'))).toMatch(/came into play .* this turn/);
    const later = table({
      p1: { active: [PIKACHU], bench: [[FOSSIL]], hand: [KABUTO] },
      p2: { active: [KINGAMBIT] },
    });
    const evolved = act(later, onto('Kabuto', 'p1:bench_1'));
    expect(templatesIn(evolved.state, 'p1:bench_1')).toEqual([KABUTO, FOSSIL]);
  });
});
