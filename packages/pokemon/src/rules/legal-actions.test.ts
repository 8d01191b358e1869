import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../test/match-builder';

const kinds = (list: Action[]) =>
  list.map((a) => (a.type === 'declare_action' ? `${a.kind}` : a.type)).sort();

describe('pokemonLegalActions', () => {
  const spec = {
    p1: {
      active: ['sv1-74', 'sve-4'],
      bench: [['sv1-78']],
      hand: ['sve-4', 'sv1-166', 'sv1-75', 'sv1-74'],
    },
    p2: { active: ['sv1-36'] },
  };

  it('lists bench plays, attachments, evolutions, trainers, retreat, attacks and end_turn', () => {
    const { engine, state } = buildBoard(spec);
    const legal = engine.legalActions(state, 'p1');
    expect(new Set(kinds(legal))).toEqual(
      new Set(['move_card', 'play_trainer', 'retreat', 'attack', 'end_turn']),
    );
    // Energy to each of two Pokémon, Pawmo onto Pawmi, Pawmi to the bench.
    expect(legal.filter((a) => a.type === 'move_card')).toHaveLength(4);
    for (const a of legal) expect(engine.execute(state, a).ok).toBe(true);
  });

  it('leaves out what the first turn forbids and what is used up', () => {
    const { engine, state } = buildBoard({ ...spec, gameTurn: 1, flags: { energyAttached: true } });
    const legal = engine.legalActions(state, 'p1');
    expect(kinds(legal)).not.toContain('attack');
    expect(kinds(legal)).not.toContain('play_trainer');
    expect(legal.filter((a) => a.type === 'move_card')).toHaveLength(1);
  });

  it('offers only the draw at the start of a turn and nothing to the waiting player', () => {
    const { engine, state } = buildBoard({ ...spec, phase: 'draw' });
    expect(kinds(engine.legalActions(state, 'p1'))).toEqual(['draw']);
    expect(kinds(engine.legalActions(state, 'p2'))).toEqual(['concede']);
  });
});
