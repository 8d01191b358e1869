import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import type { MatchCheckpoint, StoreEvent } from './match-store';
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

  it('checkpoint and restore across barriers go back and forth, for harnesses (undo and redo)', () => {
    const { store } = createDrawPlayMatch();
    const cp0 = store.checkpoint();
    store.execute(draw('p1'));
    store.execute(draw('p1'));
    const two = store.state;
    const cp2 = store.checkpoint();
    const across = { acrossBarriers: true };
    expect(store.restore(cp0, across)).toEqual({ ok: true });
    expect(store.state.zones['p1:hand']?.cards).toHaveLength(0);
    expect(store.history.length).toBe(0);
    store.restore(cp2, across);
    expect(store.state).toBe(two);
    expect(store.history.length).toBe(2);
    // Branching after a restore does not disturb the older checkpoint.
    store.restore(cp0, across);
    store.execute(draw('p2'));
    store.restore(cp2, across);
    expect(store.state).toBe(two);
    expect(
      store.engine.replay(store.history.initial, store.history.buffer.slice(0, 2)).state,
    ).toEqual(two);
  });

  it('a restore past a draw is refused, changes nothing, and names the furthest point back', () => {
    const { store } = createDrawPlayMatch();
    const events: StoreEvent[] = [];
    const cp0 = store.checkpoint();
    store.execute(draw('p1'));
    const drawn = store.state;
    const hand = store.state.zones['p1:hand']?.cards[0] as string;
    store.execute({
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${hand}`,
      to: 'p1:board',
    });
    const played = store.state;
    store.subscribe((e) => events.push(e));
    expect(store.canRestore(cp0, { player: 'p1' }).ok).toBe(false);
    const r = store.restore(cp0, { player: 'p1' });
    expect(r.ok).toBe(false);
    expect(store.state).toBe(played);
    expect(events).toEqual([]);
    if (r.ok) return;
    expect(r.error.message).toBe("You cannot take back p1's draw in turn 1: p1 drew a card.");
    expect(r.latest).toBeDefined();
    // A host going back for everyone: p2 saw the card played, so not past that either.
    expect(store.restore(r.latest as MatchCheckpoint).ok).toBe(false);
    expect(store.restore(r.latest as MatchCheckpoint, { player: 'p1' })).toEqual({ ok: true });
    expect(store.state).toBe(drawn);
  });
});
