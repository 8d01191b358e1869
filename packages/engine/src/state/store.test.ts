import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { deserializeHistory, deserializeState, serializeHistory, serializeState } from '../history';
import { createTestGame, runActions, testGameDefinition } from '../test';
import { Seq } from './seq';
import { CardChunks, cardOf, chunksOf, listOf, seqZone } from './store';
import type { CardInstance } from './types';

describe('Seq (a persistent top-first list)', () => {
  it('behaves like an immutable array under any mix of draws and puts on top, branches included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 30 }), { maxLength: 40 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 5 })), { maxLength: 30 }),
        (start, ops) => {
          let model = start.map(String);
          let seq = Seq.from(model);
          const history: [Seq, string[]][] = [[seq, model]];
          let next = 1000;
          for (const [push, k] of ops) {
            if (push) {
              const ids = Array.from({ length: k }, () => String(next++));
              seq = seq.pushTop(ids);
              model = [...ids, ...model];
            } else {
              seq = seq.dropTop(k);
              model = model.slice(k);
            }
            history.push([seq, model]);
            // Branch from an older list: it must not see this branch's cards.
            const [older, olderModel] = history[k % history.length] as [Seq, string[]];
            const branch = older.pushTop(['x']);
            expect(branch.slice()).toEqual(['x', ...olderModel]);
          }
          for (const [s, m] of history) {
            expect(s.slice()).toEqual(m);
            expect([...s]).toEqual(m);
            expect(s.length).toBe(m.length);
            expect(s.at(0)).toBe(m[0]);
            expect(s.slice(1, 3)).toEqual(m.slice(1, 3));
            for (const id of m) expect(s.indexOf(id)).toBe(m.indexOf(id));
            expect(s.includes('absent')).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the plain faces of big zones and tables', () => {
  const ids = ['7', '3', '9', '1'];
  const config = {
    ordered: true,
    defaultVisibility: 'hidden',
    capacity: null,
    countVisibility: 'public',
    shuffleable: true,
  } as const;
  const zone = () => seqZone({ key: 'p1:deck', name: 'deck', owner: 'p1', config }, Seq.from(ids));

  it('a big zone reads as plain data: its cards are a frozen array, built once', () => {
    const z = zone();
    expect(Array.isArray(z.cards)).toBe(true);
    expect(z.cards).toEqual(ids);
    expect(z.cards).toBe(z.cards);
    expect(Object.isFrozen(z.cards)).toBe(true);
    expect(Object.keys(z)).toEqual(['key', 'name', 'owner', 'cards', 'config']);
    expect(JSON.parse(JSON.stringify(z)).cards).toEqual(ids);
    expect(structuredClone(z)).toEqual({
      key: 'p1:deck',
      name: 'deck',
      owner: 'p1',
      cards: ids,
      config,
    });
    expect(listOf(z)).toBeInstanceOf(Seq);
  });

  it('refuses writes to its cards, in any mode', () => {
    const z = zone();
    expect(() => (z.cards as string[]).push('2')).toThrow(TypeError);
    expect(() => {
      (z.cards as string[])[0] = '2';
    }).toThrow(TypeError);
    expect(() => {
      (z as { cards: readonly string[] }).cards = [];
    }).toThrow(TypeError);
    expect([...listOf(z)]).toEqual(ids);
  });

  it('a spread copy with other cards reads as that copy, not as the list it was made from', () => {
    const copy = { ...zone(), cards: ['5'] };
    expect(listOf(copy)).toEqual(['5']);
    // The list behind the face is kept where no copy, listing or equality check reaches.
    expect(Object.getOwnPropertySymbols(zone())).toEqual([]);
    expect(listOf({ ...zone() })).toEqual(ids);
    expect(listOf({ ...zone() })).not.toBeInstanceOf(Seq);
  });

  const card = (id: string): CardInstance => ({
    id,
    templateId: `t${id}`,
    owner: 'p1',
    visibility: 'hidden',
    faceUp: false,
    orientation: 0,
    counters: {},
  });
  const plain: Record<string, CardInstance> = { 1: card('1'), 2: card('2'), 70: card('70') };

  it('a big card table reads as the plain record, frozen, in ascending id order', () => {
    const chunks = CardChunks.fromRecord(plain) as CardChunks;
    expect(chunks.toRecord()).toEqual(plain);
    expect(Object.keys(chunks.toRecord())).toEqual(['1', '2', '70']);
    expect(chunks.get('70')).toBe(plain['70']);
    expect(chunks.get('5')).toBeUndefined();
    expect(chunks.get('070')).toBeUndefined();
  });

  it('ids the engine does not issue keep a plain record', () => {
    expect(CardChunks.fromRecord({ a: { ...card('1'), id: 'a' } })).toBeNull();
    expect(CardChunks.fromRecord({ '01': { ...card('1'), id: '01' } })).toBeNull();
  });
});

describe('a 6,000-card game', () => {
  const big = () => createTestGame({ deckSize: 3000, seed: 'big' });

  it('keeps its deck in a Seq and its cards in chunks, and reads like plain JSON', () => {
    const { state } = big();
    expect(chunksOf(state)).toBeInstanceOf(CardChunks);
    expect(listOf(state.zones['p1:deck'] as never)).toBeInstanceOf(Seq);
    expect(Object.keys(state.cards)).toHaveLength(6000);
    expect(state.zones['p1:deck']?.cards).toHaveLength(3000);
    expect(state.cards['6000']?.id).toBe('6000');
    const parsed = JSON.parse(serializeState(state));
    expect(Object.keys(parsed.cards)).toHaveLength(6000);
    expect(parsed.zones['p1:deck'].cards.slice(0, 3)).toEqual(
      state.zones['p1:deck']?.cards.slice(0, 3),
    );
  });

  it('a spread copy of the state with other cards reads as that copy, not as its chunks', () => {
    const { state } = big();
    const one = { ...(state.cards['1'] as CardInstance), templateId: 'x' };
    const copy = { ...state, cards: { ...state.cards, 1: one } };
    expect(chunksOf(copy)).toBeUndefined();
    expect(cardOf(copy, '1')?.templateId).toBe('x');
    expect(cardOf(state, '1')?.templateId).not.toBe('x');
    expect(Object.getOwnPropertySymbols(state)).toEqual([]);
  });

  it('a draw shares the deck and every untouched card with the state before', () => {
    const { engine, state } = big();
    const r = engine.execute(state, actions.draw({ player: 'p1', count: 2 }));
    if (!r.ok) throw new Error(r.error.message);
    const before = listOf(state.zones['p1:deck'] as never);
    const after = listOf(r.state.zones['p1:deck'] as never);
    expect(after.length).toBe(2998);
    expect(after.at(0)).toBe(before.at(2));
    expect(r.state.zones['p1:hand']?.cards).toEqual(before.slice(0, 2));
    expect(r.state.cards['2999']).toBe(state.cards['2999']);
    expect(r.state.cards[before.at(0) as string]?.visibility).toEqual({ players: ['p1'] });
    expect(state.cards[before.at(0) as string]?.visibility).toBe('hidden');
  });

  it('replays and round-trips through JSON, whatever form each piece is stored in', () => {
    const { engine, state } = big();
    const list = [
      actions.shuffle({ player: 'p1', zone: 'deck' }),
      actions.draw({ player: 'p1', count: 5 }),
      actions.moveCardStack({ player: 'p1', from: 'hand', to: 'deck', position: 'bottom' }),
      actions.draw({ player: 'p1', count: 3 }),
      actions.peek({ player: 'p2', zone: 'deck', count: 4, from: 'bottom' }),
      actions.moveCard({ player: 'p1', card: 'Ember Fox', from: 'deck', to: 'discard' }),
    ];
    const final = runActions(engine, state, list);
    const text = serializeState(final);
    const replayed = engine.replay(state, list);
    expect(replayed.ok && serializeState(replayed.state)).toBe(text);
    const parsed = deserializeState(text);
    expect(parsed.ok && serializeState(parsed.value)).toBe(text);
    const history = deserializeHistory(
      testGameDefinition,
      serializeHistory({ initial: state, state: final, length: list.length, buffer: list }),
    );
    expect(history.ok && serializeState(history.value.state)).toBe(text);
    // A state read back from JSON keeps going like the original.
    const next = actions.draw({ player: 'p1' });
    const a = engine.execute(final, next);
    const b = parsed.ok ? engine.execute(parsed.value, next) : null;
    expect(a.ok && serializeState(a.state)).toBe(b?.ok && serializeState(b.state));
  });

  it('a view of a big zone shows a change to one of its cards (views are kept per zone object)', () => {
    const { engine, state } = big();
    const top = state.zones['p1:deck']?.cards[0] as string;
    const before = engine.view(state, 'p2').zones['p1:deck'];
    expect(before?.cards).toEqual([]);
    expect(before?.hidden).toBe(3000);
    const r = engine.execute(
      state,
      actions.reveal({ player: 'p1', cards: [`#${top}`], zone: 'deck' }),
    );
    if (!r.ok) throw new Error(r.error.message);
    const after = engine.view(r.state, 'p2').zones['p1:deck'];
    expect(after?.cards.map((c) => [c.id, c.position])).toEqual([[top, 1]]);
    expect(after?.hidden).toBe(2999);
    // The state before still has its own view.
    expect(engine.view(state, 'p2').zones['p1:deck']?.cards).toEqual([]);
    // A draw changes the deck again: the drawn card leaves the view with it.
    const d = engine.execute(r.state, actions.draw({ player: 'p1' }));
    if (!d.ok) throw new Error(d.error.message);
    expect(engine.view(d.state, 'p2').zones['p1:deck']?.cards).toEqual([]);
    expect(engine.view(d.state, 'p2').zones['p1:deck']?.count).toBe(2999);
  });
});
