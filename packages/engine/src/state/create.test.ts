import { describe, expect, it } from 'vitest';
import { PlaymatSetupError } from '../errors';
import { createTestGame, testGameDefinition } from '../test';
import { createInitialState } from './create';

describe('createInitialState', () => {
  it('creates owned zones per player and shared zones; decks top-first with default visibility', () => {
    const { state } = createTestGame({ players: ['a', 'b', 'c'], deckSize: 3 });
    expect(Object.keys(state.zones).sort()).toEqual(
      ['a', 'b', 'c']
        .flatMap((p) => ['deck', 'hand', 'board', 'discard', 'prizes'].map((z) => `${p}:${z}`))
        .concat(['stadium', 'staging'])
        .sort(),
    );
    expect(state.zones['a:deck']?.cards).toEqual(['1', '2', '3']);
    expect(state.cards['1']).toEqual({
      id: '1',
      templateId: 'tpl-ember-fox',
      owner: 'a',
      visibility: 'hidden',
      faceUp: false,
      orientation: 0,
      counters: {},
    });
    expect(state.zones.stadium?.owner).toBeNull();
    expect(state.turn).toEqual({ number: 1, round: 1, activePlayer: 'a', phase: 'draw' });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
  it('throws PlaymatSetupError for bad setups', () => {
    expect(() => createInitialState(testGameDefinition, { players: [] })).toThrow(
      PlaymatSetupError,
    );
    expect(() => createInitialState(testGameDefinition, { players: ['a', 'a'] })).toThrow(/twice/);
    expect(() => createInitialState(testGameDefinition, { players: ['a:b'] })).toThrow(/":"/);
    expect(() =>
      createInitialState(testGameDefinition, { players: ['a'], decks: { a: ['nope'] } }),
    ).toThrow(/Unknown card template "nope"/);
    expect(() =>
      createInitialState(testGameDefinition, { players: ['a'], decks: { z: [] } }),
    ).toThrow(/unknown player/);
  });
});
