import { describe, expect, it } from 'vitest';
import { type Action, actions } from '../actions';
import { createTestGame, runActions, zoneIds } from '../test';

/** The input edges an outside review found, each refused as a value with a short error. */
describe('hostile input to execute', () => {
  const { engine, state } = createTestGame({ seed: 'edges' });
  const drawn = runActions(engine, state, [actions.draw({ player: 'p1', count: 3 })]);
  const onBoard = runActions(engine, drawn, [
    actions.moveCard({ player: 'p1', card: `#${zoneIds(drawn, 'p1:hand')[0]}`, to: 'board' }),
  ]);
  const card = `#${zoneIds(onBoard, 'p1:board')[0]}`;

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'type %s is an unknown action, not a TypeError',
    (type) => {
      const r = engine.execute(state, { type, player: 'p1', source: 'ai' } as unknown as Action);
      expect(r.ok).toBe(false);
      expect(r.state).toBe(state);
      if (!r.ok) {
        expect(r.error.code).toBe('UNKNOWN_ACTION');
        expect(r.error.message).toBe(`Unknown action type "${type}".`);
        expect(r.error.hints.join(' ')).toContain('Action types: draw, move_card');
      }
    },
  );

  it.each(['__proto__', 'constructor', 'toString', 'valueOf', '', ' ', 'a\nb', 'x'.repeat(41)])(
    'a counter named %j is refused and the card keeps its counters',
    (counter) => {
      for (const action of [
        actions.addCounter({ player: 'p1', card, counter, amount: 1 }),
        actions.setCounter({ player: 'p1', card, counter, value: 3 }),
        actions.removeCounter({ player: 'p1', card, counter, amount: 1 }),
      ]) {
        const r = engine.execute(onBoard, action);
        expect(r.ok).toBe(false);
        expect(r.state).toBe(onBoard);
        if (!r.ok) {
          expect(r.error.code).toBe('INVALID_COUNTER');
          expect(r.error.message).toContain('"counter" must name a counter');
        }
      }
    },
  );

  it('a counter of a real name still works, and reads only the card’s own counters', () => {
    const r = engine.execute(
      onBoard,
      actions.addCounter({ player: 'p1', card, counter: 'damage', amount: 2 }),
    );
    expect(r.ok && r.state.cards[card.slice(1)]?.counters).toEqual({ damage: 2 });
  });

  it('a 200,000-character card name comes back as a short excerpt', () => {
    const name = 'Ember Fox '.repeat(20_000);
    for (const action of [
      actions.moveCard({ player: 'p1', card: name, from: 'hand', to: 'board' }),
      actions.moveCard({ player: 'p1', card: 'Ember Fox', from: name, to: 'board' }),
      actions.draw({ player: 'p1', allowedByCardEffect: name }),
      actions.declareAction({ player: 'p1', kind: name }),
      actions.createDecision({ player: 'p1', decider: 'p2', prompt: name }),
    ]) {
      const r = engine.execute(drawn, action);
      expect(r.ok).toBe(false);
      expect(r.state).toBe(drawn);
      if (r.ok) continue;
      const text = [r.error.message, ...r.error.hints].join('\n');
      expect(text.length).toBeLessThan(700);
      expect(text).toContain('(200,000 characters)');
    }
  });

  it('an answer that is not an option is quoted in short', () => {
    const asked = runActions(engine, state, [
      actions.createDecision({ player: 'p1', decider: 'p2', prompt: 'Pick', options: ['a', 'b'] }),
    ]);
    const r = engine.execute(
      asked,
      actions.resolveDecision({ player: 'p2', choice: 'z'.repeat(5_000) }),
    );
    expect(!r.ok && r.error.code).toBe('INVALID_CHOICE');
    expect(!r.ok && r.error.message).toBe(
      '"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"… (5,000 characters) is not an option for "Pick".',
    );
  });
});
