import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { deserializeState, serializeState } from '../history';
import { createTestGame, runActions } from '../test';
import { chunksOf, faces, listOf, Seq } from './store';
import type { GameState, Zone } from './types';

// Worker threads and browsers (postMessage), Svelte's $state.snapshot, caches: they all copy
// a state with the structured clone algorithm, which takes plain data only.
const { engine, state: s0 } = createTestGame({ deckSize: 3000, seed: 'travel' });
const played = runActions(engine, s0, [
  actions.shuffle({ player: 'p1', zone: 'deck' }),
  actions.draw({ player: 'p1', count: 5 }),
  actions.moveCard({ player: 'p1', card: 'Ember Fox', from: 'hand', to: 'board' }),
  actions.addCounter({ player: 'p1', card: 'Ember Fox', zone: 'board', counter: 'damage' }),
  actions.peek({ player: 'p2', zone: 'deck', count: 3 }),
  actions.draw({ player: 'p2', count: 2 }),
]);

/** Posts `value` to a worker thread, which posts what it received straight back. */
function throughWorker<T>(value: T): Promise<T> {
  const worker = new Worker(
    "const { parentPort } = require('node:worker_threads'); parentPort.once('message', (m) => parentPort.postMessage(m));",
    { eval: true },
  );
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (m: T) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
    worker.postMessage(value);
  });
}

describe('a 6,000-card state travels', () => {
  it('is held in the big structures (a Seq deck, chunked cards) while it is played', () => {
    expect(Object.keys(played.cards)).toHaveLength(6000);
    expect(chunksOf(played)).toBeDefined();
    expect(listOf(played.zones['p1:deck'] as Zone)).toBeInstanceOf(Seq);
  });

  it('playing and viewing it never builds the plain faces (they cost what the table holds)', () => {
    const before = faces.built;
    let s = played;
    for (const a of [
      actions.draw({ player: 'p1', count: 2 }),
      actions.addCounter({ player: 'p1', card: 'Ember Fox', zone: 'board', counter: 'damage' }),
      actions.shuffle({ player: 'p2', zone: 'deck' }),
      actions.peek({ player: 'p1', zone: 'deck', count: 2 }),
    ]) {
      const r = engine.execute(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      for (const p of s.players) engine.view(s, p);
    }
    expect(faces.built).toBe(before);
    // Reading them builds them, once per structure.
    expect(s.zones['p1:deck']?.cards).toHaveLength(listOf(s.zones['p1:deck'] as Zone).length);
    expect(s.zones['p1:deck']?.cards).toBe(s.zones['p1:deck']?.cards);
    expect(faces.built).toBe(before + 1);
  });

  it('round-trips through structuredClone as the same plain data, and plays on', () => {
    const clone = structuredClone(played);
    expect(serializeState(clone)).toBe(serializeState(played));
    expect(Array.isArray(clone.zones['p1:deck']?.cards)).toBe(true);
    const next = actions.draw({ player: 'p1', count: 2 });
    const a = engine.execute(played, next);
    const b = engine.execute(clone, next);
    expect(a.ok && b.ok && serializeState(b.state)).toBe(a.ok && serializeState(a.state));
  });

  it('round-trips through a worker thread (postMessage both ways)', async () => {
    const back = await throughWorker(played);
    const text = serializeState(played);
    expect(serializeState(back)).toBe(text);
    // Read back into the engine's stored form, it is the same state and keeps playing alike.
    const parsed = deserializeState(serializeState(back));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const stored: GameState = parsed.value;
    expect(chunksOf(stored)).toBeDefined();
    const move = actions.moveCardStack({
      player: 'p2',
      from: 'hand',
      to: 'deck',
      position: 'bottom',
    });
    const a = engine.execute(played, move);
    const b = engine.execute(stored, move);
    expect(a.ok && b.ok && serializeState(b.state)).toBe(a.ok && serializeState(a.state));
  });

  it('a history of one travels too: its states, its actions', async () => {
    let history = engine.createHistory(s0);
    for (const a of [actions.draw({ player: 'p1', count: 3 }), actions.endTurn({ player: 'p1' })])
      history = engine.apply(history, a).history;
    const back = await throughWorker(history);
    expect(serializeState(back.state)).toBe(serializeState(history.state));
    expect(back.buffer.slice(0, back.length)).toEqual(history.buffer.slice(0, history.length));
  });
});
