import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import type { StoreEvent } from './match-store';
import { createDrawPlayMatch } from './test-plugin';

const draw = (player: string): Action => ({ type: 'draw', player, source: 'script' });

describe('createMatchStore', () => {
  it('applies and records successful actions; a rejected one changes nothing', () => {
    const { store } = createDrawPlayMatch();
    const events: StoreEvent[] = [];
    const unsubscribe = store.subscribe((e) => events.push(e));
    const initial = store.state;
    expect(store.execute(draw('p1')).ok).toBe(true);
    expect(store.history.length).toBe(1);
    const after = store.state;
    const bad = store.execute({ type: 'draw', player: 'p1', source: 'script', count: 99 });
    expect(bad.ok).toBe(false);
    expect(store.state).toBe(after);
    expect(store.history.length).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['executed', 'rejected']);
    unsubscribe();
    store.execute(draw('p1'));
    expect(events).toHaveLength(2);
    expect(store.history.initial).toBe(initial);
  });

  it('checkpoint and restore go back and forth (undo and redo)', () => {
    const { store } = createDrawPlayMatch();
    const cp0 = store.checkpoint();
    store.execute(draw('p1'));
    store.execute(draw('p1'));
    const two = store.state;
    const cp2 = store.checkpoint();
    store.restore(cp0);
    expect(store.state.zones['p1:hand']?.cards).toHaveLength(0);
    expect(store.history.length).toBe(0);
    store.restore(cp2);
    expect(store.state).toBe(two);
    expect(store.history.length).toBe(2);
    // Branching after a restore does not disturb the older checkpoint.
    store.restore(cp0);
    store.execute(draw('p2'));
    store.restore(cp2);
    expect(store.state).toBe(two);
    expect(
      store.engine.replay(store.history.initial, store.history.buffer.slice(0, 2)).state,
    ).toEqual(two);
  });
});
