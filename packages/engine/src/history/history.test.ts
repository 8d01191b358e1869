import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame } from '../test';
import {
  checkpoint,
  deserializeHistory,
  deserializeState,
  historyActions,
  restore,
  serializeHistory,
  serializeState,
} from './index';

describe('history', () => {
  const { engine, state } = createTestGame({ seed: 'history' });
  const steps = [
    actions.shuffle({ player: 'p1', zone: 'deck' }),
    actions.draw({ player: 'p1', count: 3 }),
    actions.coinFlip({ player: 'p1', count: 2 }),
    actions.endTurn({ player: 'p1' }),
  ];

  it('records successful actions only and replays to the same state', () => {
    let h = engine.createHistory(state);
    for (const a of steps) h = engine.apply(h, a).history;
    const rejected = engine.apply(h, actions.draw({ player: 'p1', count: 999 }));
    expect(rejected.result.ok).toBe(false);
    expect(rejected.history).toBe(h);
    expect(historyActions(h)).toEqual(steps);
    const r = engine.replay(state, historyActions(h));
    expect(r.ok && r.state).toEqual(h.state);
  });

  it('reports the failing index when a log does not replay', () => {
    const r = engine.replay(state, [steps[0]!, actions.draw({ player: 'p9' })]);
    expect(!r.ok && r.index).toBe(1);
  });

  it('checkpoints in O(1), restores, and branches without corrupting either line', () => {
    let h = engine.createHistory(state);
    h = engine.apply(h, steps[0]!).history;
    const cp = checkpoint(h);
    expect(cp.state).toBe(h.state);
    const a = engine.apply(engine.apply(h, steps[1]!).history, steps[2]!).history;
    const back = restore(a, cp);
    expect(back.state).toBe(cp.state);
    expect(historyActions(back)).toEqual([steps[0]]);
    const b = engine.apply(back, steps[3]!).history;
    expect(historyActions(b)).toEqual([steps[0], steps[3]]);
    expect(historyActions(a)).toEqual([steps[0], steps[1], steps[2]]);
    const redo = restore(b, checkpoint(a));
    expect(historyActions(redo)).toEqual([steps[0], steps[1], steps[2]]);
  });

  it('serializes states and histories', () => {
    let h = engine.createHistory(state);
    for (const a of steps) h = engine.apply(h, a).history;
    const s = deserializeState(serializeState(h.state));
    expect(s.ok && s.value).toEqual(h.state);
    const back = deserializeHistory(engine.definition, serializeHistory(h));
    expect(back.ok && back.value.state).toEqual(h.state);
    expect(deserializeState('{').ok).toBe(false);
    expect(deserializeState('{"a":1}').ok).toBe(false);
    expect(deserializeHistory(engine.definition, '[]').ok).toBe(false);
  });

  it('reads a state saved before rounds were counted as being in round 1', () => {
    const saved = JSON.parse(serializeState(state));
    delete saved.turn.round;
    const s = deserializeState(JSON.stringify(saved));
    expect(s.ok && s.value.turn).toEqual({ ...state.turn, round: 1 });
    const r = s.ok ? engine.execute(s.value, actions.endTurn({ player: 'p1' })) : undefined;
    expect(r?.ok && r.state.turn.round).toBe(1);
  });
});
