import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, actions, createAction } from './index';

const toCamel = (t: string) => t.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

describe('actions', () => {
  it('has one factory per action type and no extra', () => {
    expect(Object.keys(actions).sort()).toEqual(ACTION_TYPES.map(toCamel).sort());
    expect(new Set(ACTION_TYPES).size).toBe(ACTION_TYPES.length);
  });
  it('factories set type and default the source to script', () => {
    for (const type of ACTION_TYPES) {
      const make = (actions as Record<string, (i: object) => { type: string; source: string }>)[
        toCamel(type)
      ];
      expect(make?.({ player: 'p1' })).toMatchObject({ type, source: 'script', player: 'p1' });
    }
    expect(actions.draw({ player: 'p1', count: 2, source: 'ai' })).toEqual({
      type: 'draw',
      player: 'p1',
      count: 2,
      source: 'ai',
    });
    expect(createAction('peek', { player: 'p2', zone: 'deck' })).toEqual({
      type: 'peek',
      player: 'p2',
      zone: 'deck',
      source: 'script',
    });
  });
});
