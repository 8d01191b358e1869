import { RngCursor, seedRng } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../test/match-builder';
import { randomLegalAction, seededRandom } from './random-player';

describe('random player', () => {
  it("draws from the engine's seeded generator: same seed, same numbers, all in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 200 }, () => a());
    expect(Array.from({ length: 200 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1, String(x)).toBe(true);
    const cursor = new RngCursor(seedRng(7));
    expect(xs.slice(0, 3)).toEqual([0, 1, 2].map(() => cursor.nextUint32() / 2 ** 32));
    const c = seededRandom(8);
    expect(Array.from({ length: 200 }, () => c())).not.toEqual(xs);
  });

  it('picks a legal action, never a concession, and ends the turn when nothing is legal', () => {
    const { engine, state } = buildBoard({
      p1: { active: ['sv1-74', 'sve-4'], hand: ['sv1-181', 'sve-4'] },
      p2: { active: ['sv1-78'] },
    });
    const legal = engine
      .legalActions(state, 'p1')
      .filter((x) => x.type !== 'concede' && x.type !== 'declare_victory')
      .map((x) => JSON.stringify(x));
    expect(legal.length).toBeGreaterThan(2);
    const random = seededRandom(1);
    const picked = new Set<string>();
    for (let i = 0; i < 200; i++)
      picked.add(JSON.stringify(randomLegalAction(engine, state, 'p1', random)));
    // Uniform over the legal actions: 200 picks reach every one of them.
    expect([...picked].sort()).toEqual([...legal].sort());
    const none = { ...engine, legalActions: () => [] };
    expect(randomLegalAction(none, state, 'p1', random)).toEqual({
      type: 'end_turn',
      player: 'p1',
      source: 'ai',
    });
  });
});
