import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deserializeState, serializeState } from './history';
import { assertViewHidesUnseen, gameArb, play } from './properties.helpers';
import { chunksOf, listOf, Seq, setStoreLimits } from './state/store';
import type { Zone } from './state/types';
import { createTestGame, propertyRuns } from './test';

const runs = propertyRuns('BIG_TABLE_RUNS', 400, 6_000);

// The same properties as properties-invariants and properties-replay, with the size limits set
// so low that every zone of more than two cards is a Seq and every table keeps its cards in
// chunks: the structures of 6,000-card tables, exercised by the same random games.
describe('engine properties with the big-table structures everywhere (fast-check)', () => {
  beforeAll(() => setStoreLimits({ zone: 2, smallZone: 1, table: 4 }));
  afterAll(() => setStoreLimits());

  it(`never loses or duplicates a card, never mutates, rejections return the same state, views hide unseen cards; replay, JSON and structuredClone reproduce the state (${runs} sequences)`, () => {
    // The limits are in force: a 5-card deck is a Seq, the table is chunked.
    const probe = createTestGame({ deckSize: 5 }).state;
    expect(chunksOf(probe)).toBeDefined();
    expect(listOf(probe.zones['p1:deck'] as Zone)).toBeInstanceOf(Seq);
    let accepted = 0;
    fc.assert(
      fc.property(gameArb, (input) => {
        const { engine, initial, final, accepted: a } = play(input);
        accepted += a.length;
        assertViewHidesUnseen(engine, final);
        const expected = serializeState(final);
        const replayed = engine.replay(initial, a);
        expect(replayed.ok && serializeState(replayed.state)).toBe(expected);
        const round = deserializeState(expected);
        expect(round.ok && serializeState(round.value)).toBe(expected);
        // A structured clone (postMessage, $state.snapshot) is the same plain data.
        const clone = structuredClone(final);
        expect(JSON.stringify(clone)).toBe(expected);
        expect(clone).toEqual(JSON.parse(expected));
        const again = createTestGame({
          players: input.players,
          seed: input.seed,
          deckSize: input.deckSize,
        });
        const r2 = again.engine.replay(again.state, a);
        expect(r2.ok && serializeState(r2.state)).toBe(expected);
      }),
      { numRuns: runs, seed: 20240603 },
    );
    expect(accepted).toBeGreaterThan(runs * 2);
  }, 120_000);

  it('views of the same game agree whichever structures hold it', () => {
    fc.assert(
      fc.property(gameArb, (input) => {
        const { engine, initial, final, accepted } = play(input);
        // Views of the initial state first: zones the game left alone are shared with it, so a
        // view kept for a zone object that later changed would show up below.
        for (const p of initial.players) engine.view(initial, p);
        const views = final.players.map((p) => JSON.stringify(engine.view(final, p)));
        setStoreLimits();
        try {
          // Replayed from a plain copy with the default limits: small plain arrays and records.
          const plain = JSON.parse(serializeState(initial));
          const r = engine.replay(plain, accepted);
          if (!r.ok) throw new Error(r.error.message);
          expect(r.state.players.map((p) => JSON.stringify(engine.view(r.state, p)))).toEqual(
            views,
          );
        } finally {
          setStoreLimits({ zone: 2, smallZone: 1, table: 4 });
        }
      }),
      { numRuns: Math.ceil(runs / 4), seed: 20240604 },
    );
  }, 120_000);

  it('a view of every state along a game, built from the views before it, matches a view from scratch', () => {
    fc.assert(
      fc.property(gameArb, (input) => {
        const { engine, initial, accepted } = play(input);
        // With the big structures: each view may reuse the views of the states before it.
        const incremental: string[] = [];
        let s = initial;
        for (const a of [null, ...accepted]) {
          if (a !== null) {
            const r = engine.execute(s, a);
            if (!r.ok) throw new Error(r.error.message);
            s = r.state;
          }
          for (const p of s.players) incremental.push(JSON.stringify(engine.view(s, p)));
        }
        // From scratch: plain arrays and records, no kept views.
        setStoreLimits();
        try {
          const scratch: string[] = [];
          let t = JSON.parse(serializeState(initial));
          for (const a of [null, ...accepted]) {
            if (a !== null) {
              const r = engine.execute(t, a);
              if (!r.ok) throw new Error(r.error.message);
              t = r.state;
            }
            for (const p of t.players) scratch.push(JSON.stringify(engine.view(t, p)));
          }
          expect(incremental).toEqual(scratch);
        } finally {
          setStoreLimits({ zone: 2, smallZone: 1, table: 4 });
        }
      }),
      { numRuns: Math.ceil(runs / 4), seed: 20240605 },
    );
  }, 120_000);
});
